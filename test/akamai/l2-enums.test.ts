import { expect, test } from 'vitest';
import { akamai } from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';

/** The values the catalog allows at a path of a type (its enumeration rule), in lower case when it ignores case. */
function allowed(target: string, path: string): { values: string[]; ignoreCase: boolean } {
  const rule = catalogFor('akamai')!.rules(target).find((r) => r.path === path && r.enum !== undefined);
  if (rule === undefined) throw new Error(`no enumeration rule at ${target}.${path}`);
  return { values: rule.enum!.map((v) => (rule.ignoreCase ? String(v).toLowerCase() : String(v))), ignoreCase: rule.ignoreCase ?? false };
}

// The L2s' enum-like choices are typed for every language; the catalog is the one definition of what the
// provider takes. Each choice an L2 offers must be a value the catalog allows at the argument it fills (the
// origin behavior's options as the rule format the L2s write, v2025-10-16, types them).
test.each([
  ['ActivationNetwork', akamai.ActivationNetwork, 'akamai_property_activation', 'network'],
  ['CertificateProvisioning', akamai.CertificateProvisioning, 'akamai_property', 'hostnames.cert_provisioning_type'],
  ['ForwardHostHeader', akamai.ForwardHostHeader, 'data.akamai_property_rules_builder', 'rules_v2025_10_16.behavior.origin.forward_host_header'],
  ['CacheKeyHostname', akamai.CacheKeyHostname, 'data.akamai_property_rules_builder', 'rules_v2025_10_16.behavior.origin.cache_key_hostname'],
])('akamai.%s offers only values the catalog allows', (_name, choices, target, path) => {
  const { values, ignoreCase } = allowed(target, path);
  const offered = Object.values(choices).map((v) => (ignoreCase ? String(v).toLowerCase() : String(v)));
  expect(offered.length).toBeGreaterThan(0);
  expect(values).toEqual(expect.arrayContaining(offered));
});
