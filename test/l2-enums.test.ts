import { expect, test } from 'vitest';
import { akamai, cpln } from '../lib';
import { catalogFor } from '../lib/validation/catalog';

/** The values the catalog allows at a path of a type (its enumeration rule), in lower case when it ignores case. */
function allowed(provider: string, target: string, path: string): { values: string[]; ignoreCase: boolean } {
  const rule = catalogFor(provider)!.rules(target).find((r) => r.path === path && r.enum !== undefined);
  if (rule === undefined) throw new Error(`no enumeration rule at ${target}.${path}`);
  return {
    values: rule.enum!.map((v) => (rule.ignoreCase ? String(v).toLowerCase() : String(v))),
    ignoreCase: rule.ignoreCase ?? false,
  };
}

// The L2s' enum-like choices are typed for every language; the catalog is the one definition of what the
// provider takes. Each choice an L2 offers must be a value the catalog allows at the argument it fills (Akamai's
// origin behavior options as the rule format the L2s write, v2025-10-16, types them).
test.each([
  ['cpln', 'WorkloadType', cpln.WorkloadType, 'cpln_workload', 'type'],
  ['cpln', 'DomainProtocol', cpln.DomainProtocol, 'cpln_domain', 'spec.ports.protocol'],
  ['cpln', 'DnsMode', cpln.DnsMode, 'cpln_domain', 'spec.dns_mode'],
  ['cpln', 'CertChallengeType', cpln.CertChallengeType, 'cpln_domain', 'spec.cert_challenge_type'],
  ['cpln', 'EndpointNamingFormat', cpln.EndpointNamingFormat, 'cpln_gvc', 'endpoint_naming_format'],
  ['cpln', 'PerformanceClass', cpln.PerformanceClass, 'cpln_volume_set', 'performance_class'],
  ['cpln', 'FileSystemType', cpln.FileSystemType, 'cpln_volume_set', 'file_system_type'],
  ['akamai', 'ActivationNetwork', akamai.ActivationNetwork, 'akamai_property_activation', 'network'],
  ['akamai', 'CertificateProvisioning', akamai.CertificateProvisioning, 'akamai_property', 'hostnames.cert_provisioning_type'],
  ['akamai', 'CacheKeyHostname', akamai.CacheKeyHostname, 'data.akamai_property_rules_builder', 'rules_v2025_10_16.behavior.origin.cache_key_hostname'],
  ['akamai', 'OriginIpVersion', akamai.OriginIpVersion, 'data.akamai_property_rules_builder', 'rules_v2025_10_16.behavior.origin.ip_version'],
  ['akamai', 'OriginTlsVersion', akamai.OriginTlsVersion, 'data.akamai_property_rules_builder', 'rules_v2025_10_16.behavior.origin.min_tls_version'],
  ['akamai', 'OriginTlsVersion', akamai.OriginTlsVersion, 'data.akamai_property_rules_builder', 'rules_v2025_10_16.behavior.origin.max_tls_version'],
  ['akamai', 'NetworkListType', akamai.NetworkListType, 'akamai_networklist_network_list', 'type'],
])('%s.%s offers only values the catalog allows', (provider, _name, choices, target, path) => {
  const { values, ignoreCase } = allowed(provider, target, path);
  const offered = Object.values(choices).map((v) => (ignoreCase ? String(v).toLowerCase() : String(v)));
  expect(offered.length).toBeGreaterThan(0);
  expect(values).toEqual(expect.arrayContaining(offered));
});

/**
 * The values the request schema of a JSON argument allows for a field of its document (the catalog's contract rule).
 */
function documentEnum(rule: string, field: string): string[] {
  const contract = catalogFor('akamai')!.allRules().find((r) => r.id === rule)!;
  return (contract.jsonSchema as any).schema.properties[field].enum;
}

// The security L2s' choices for fields of the application security documents are values of the API's request schemas.
test.each([
  ['RateClientIdentifier', akamai.RateClientIdentifier, 'akamai/appsec-rate-policy-rate-policy-contract', 'clientIdentifier'],
  ['ReputationCategory', akamai.ReputationCategory, 'akamai/appsec-reputation-profile-reputation-profile-contract', 'context'],
  ['SharedIpHandling', akamai.SharedIpHandling, 'akamai/appsec-reputation-profile-reputation-profile-contract', 'sharedIpHandling'],
  ['CustomRuleOperation', akamai.CustomRuleOperation, 'akamai/appsec-custom-rule-custom-rule-contract', 'operation'],
])('akamai.%s offers only values the request schema allows', (_name, choices, rule, field) => {
  const offered = Object.values(choices);
  expect(offered.length).toBeGreaterThan(0);
  expect(documentEnum(rule, field)).toEqual(expect.arrayContaining(offered));
});
