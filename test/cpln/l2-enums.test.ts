import { expect, test } from 'vitest';
import { cpln } from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';

/** The values the catalog allows at a path of a type (its enumeration rule). */
function allowed(target: string, path: string): unknown[] {
  const rule = catalogFor('cpln')!.rules(target).find((r) => r.path === path && r.enum !== undefined);
  if (rule === undefined) throw new Error(`no enumeration rule at ${target}.${path}`);
  return rule.enum!;
}

// The L2's enum-like choices are typed for every language; the catalog is the one definition of what the
// platform takes. Each choice the L2 offers must be a value the catalog allows at the argument it fills.
test.each([
  ['WorkloadType', cpln.WorkloadType, 'cpln_workload', 'type'],
  ['DomainProtocol', cpln.DomainProtocol, 'cpln_domain', 'spec.ports.protocol'],
  ['DnsMode', cpln.DnsMode, 'cpln_domain', 'spec.dns_mode'],
  ['CertChallengeType', cpln.CertChallengeType, 'cpln_domain', 'spec.cert_challenge_type'],
])('cpln.%s offers only values the catalog allows', (_name, choices, target, path) => {
  const values = Object.values(choices);
  expect(values.length).toBeGreaterThan(0);
  expect(allowed(target, path)).toEqual(expect.arrayContaining(values));
});
