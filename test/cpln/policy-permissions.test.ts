import { TerraformStack } from 'cdktf';
import { expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome } from '../support/synth';

/** The error lines of a stack (none when it synthesizes). */
const errors = (stack: TerraformStack): string[] => outcome(stack).errors;

function policy(kind: string, permissions: string[]): { errors: string[]; warnings: string[] } {
  const stack = cplnStack();
  new cpln.policy.Policy(stack, 'policy', { name: 'app-access', targetKind: kind, target: 'all', binding: [{ permissions, principalLinks: ['group/developers'] }] });
  return outcome(stack);
}

// Values from the platform's permission lists (`cpln <kind> permissions`,
// docs.controlplane.com/cli-reference/commands/<kind>).
test.each([
  ['secret', ['reveal']], ['secret', ['use', 'view']], ['workload', ['exec.runCronWorkload', 'connect']], ['workload', ['exec.stopReplica']],
  ['gvc', ['configureLoadBalancer']], ['volumeset', ['exec.expandVolume']], ['org', ['readLogs', 'viewAccessReport']], ['image', ['pull']],
  ['serviceaccount', ['addKey']], ['user', ['impersonate']], ['auditctx', ['writeAudit']], ['cloudaccount', ['browse']],
])('a %s policy granting %j synthesizes', (kind, permissions) => {
  expect(policy(kind, permissions)).toEqual({ errors: [], warnings: [] });
});

test.each([
  ['secret', ['read'], 'cpln/policy-permissions-secret'],
  ['gvc', ['exec'], 'cpln/policy-permissions-gvc'],
  ['quota', ['delete'], 'cpln/policy-permissions-quota'],
  ['task', ['create'], 'cpln/policy-permissions-task'],
  ['workload', ['reveal'], 'cpln/policy-permissions-workload'],
])('a %s policy granting %j draws a warning from %s: the platform creates it, and the permission grants nothing', (kind, permissions, rule) => {
  const { errors: refused, warnings } = policy(kind, permissions);
  expect(refused).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain(`[${rule}]`);
  expect(warnings[0]).toContain('cpln_policy.policy');
  expect(warnings[0]).toContain(JSON.stringify(permissions[0]));
  expect(warnings[0]).toContain('grants nothing');
});

// The kinds of types-ts src/interfaces/base.ts (Kind, 33), of which the access-control skill names 20 with permissions.
test('a target kind the platform does not have is refused, naming the kinds it has', () => {
  const [line] = policy('secrets', ['reveal']).errors;
  expect(line).toContain('cpln_policy.policy.target_kind: "secrets" is not allowed; allowed: "accessreport", "agent", "auditctx"');
  expect(line).toContain('[cpln/policy-target-kind]');
});

test('a target kind the platform has but that has no permissions is accepted with a warning', () => {
  const { errors: refused, warnings } = policy('deployment', ['view']);
  expect(refused).toEqual([]);
  expect(warnings.some((w) => w.includes('[cpln/policy-target-kind-permissions]') && w.includes('grants nothing'))).toBe(true);
});

test('a WorkloadWithDomain grant is judged the same way: read on a secret draws the warning', () => {
  const stack = cplnStack();
  const site = new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromName('web'), workloadName: 'shop', domainName: 'www.example.com',
    containers: [{ name: 'web', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }] }],
  });
  site.grant('secret', ['database'], ['read']);
  expect(errors(stack)).toEqual([]);
  expect(outcome(stack).warnings.join('\n')).toMatch(/cpln_policy\..*binding.*"read".*\[cpln\/policy-permissions-secret\]/);
});
