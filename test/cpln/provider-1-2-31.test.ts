import { TerraformDataSource, TerraformResource, TerraformStack } from 'cdktf';
import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cplnStack, outcome } from '../support/synth';

/**
 * What changed in Control Plane provider 1.2.27 to 1.2.31, as configurations: for every validator added or
 * changed, one the provider refuses and the nearest one it accepts, with the values of its Go code at v1.2.31
 * (each case names its source); and configurations 1.2.31 accepts that 1.2.26 refused.
 */
interface Cases {
  readonly rules: ReadonlyArray<{
    readonly rule: string;
    readonly on: string;
    readonly source: string;
    readonly invalid: Record<string, unknown>;
    readonly valid: Record<string, unknown>;
  }>;
  readonly accepts: ReadonlyArray<{
    readonly what: string;
    readonly on: string;
    readonly config: Record<string, unknown>;
  }>;
}
const CASES = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'cpln-1.2.31-cases.json'), 'utf-8')) as Cases;

/** The error lines of a stack holding one block of `on` written as raw Terraform JSON. */
function errorsFor(on: string, config: Record<string, unknown>): string[] {
  const stack: TerraformStack = cplnStack();
  const type = on.replace(/^data\./, '');
  const subject = on.startsWith('data.')
    ? new TerraformDataSource(stack, 'subject', { terraformResourceType: type })
    : new TerraformResource(stack, 'subject', { terraformResourceType: type });
  for (const [key, value] of Object.entries(config)) subject.addOverride(key, value);
  return outcome(stack).errors;
}

/** Whether an error line is reported by the rule (a shared check's rules add `:<kind>` to the id). */
const byRule = (rule: string) => (line: string) => line.endsWith(`[${rule}]`) || new RegExp(`\\[${rule.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:[a-zA-Z]+\\]$`).test(line);

describe('Control Plane 1.2.31: every validator added or changed refuses at synth what the provider refuses', () => {
  test.each(CASES.rules.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s', (_title, c) => {
    const refused = errorsFor(c.on, c.invalid);
    expect(refused.filter(byRule(c.rule)), `${c.source}: ${JSON.stringify(refused)}`).toHaveLength(1);
    expect(refused.filter((line) => !byRule(c.rule)(line)), 'the invalid configuration breaks only this rule').toEqual([]);
    expect(errorsFor(c.on, c.valid), c.source).toEqual([]);
  });
});

describe('Control Plane 1.2.31: configurations the provider now accepts synthesize', () => {
  test.each(CASES.accepts.map((c) => [c.what, c] as const))('%s', (_title, c) => {
    expect(errorsFor(c.on, c.config)).toEqual([]);
  });
});

/**
 * The platform limits 1.2.27 to 1.2.31 added to the provider ("align bounds with the API"): the platform
 * refused these values before the provider checked them. Each is a rule with a case above.
 */
const PLATFORM_LIMITS: Record<string, string> = {
  'at most 250 inbound CIDRs': 'cpln_workload.firewall_spec.external.inbound_allow_cidr:size',
  'outbound ports from 80': 'cpln_workload.firewall_spec.external.outbound_allow_port.number:range',
  'outbound ports not the reserved ones': 'cpln_workload.firewall_spec.external.outbound_allow_port.number',
  'port 15001 reserved': 'cpln_workload.container.ports.number',
  'org session timeout at least 900 s': 'cpln_org.session_timeout_seconds:range',
  'log retention at most 3,650 days': 'cpln_org.observability.logs_retention_days:range2',
  'threat-detection severity': 'cpln_org.security.threat_detection.minimum_severity:enum',
  'threat-detection syslog port': 'cpln_org.security.threat_detection.syslog.port:range',
  'service account key description at most 250 characters': 'cpln_service_account_key.description:length',
  'NATS account id format': 'cpln_secret.nats_account.account_id:pattern',
  'NATS account seed format': 'cpln_secret.nats_account.private_key:pattern',
  'identity network resource: 1 to 5 IPs': 'cpln_identity.network_resource.ips:size',
  'identity network resource: 1 to 10 ports': 'cpln_identity.network_resource.ports:size',
  'identity: at most 50 network resources': 'schema/max-items',
  'identity network resource: exactly one of fqdn and ips': 'cpln_identity.network_resource:exactlyOne-fqdn-ips',
  'identity AWS access policy: role_name xor policy_refs': 'cpln_identity.aws_access_policy:exactlyOne-role_name-policy_refs',
};

test.each(Object.entries(PLATFORM_LIMITS))('platform limit "%s" has a refused and an accepted case', (_limit, rule) => {
  expect(CASES.rules.some((c) => c.rule === rule)).toBe(true);
});

test('the 1.2.31 configurations the issue names synthesize: a vm workload, k8s:// volumes, a volume set without performance_class, a TLS secret without key, a route canary', () => {
  const named = ['a vm workload', 'k8s://', 'without performance_class', 'TLS secret without key', 'canary'];
  for (const what of named) expect(CASES.accepts.some((c) => c.what.includes(what)), what).toBe(true);
});
