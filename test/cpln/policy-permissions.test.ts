import { TerraformStack } from 'cdktf';
import { expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome } from '../support/synth';

/** The error lines of a stack (none when it synthesizes). */
const errors = (stack: TerraformStack): string[] => outcome(stack).errors;

function policy(kind: string, permissions: string[]): string[] {
  const stack = cplnStack();
  new cpln.policy.Policy(stack, 'policy', { name: 'app-access', targetKind: kind, target: 'all', binding: [{ permissions, principalLinks: ['group/developers'] }] });
  return errors(stack);
}

// Values from the platform's permission lists (`cpln <kind> permissions`, docs.controlplane.com/cli-reference/commands/<kind>).
test.each([
  ['secret', ['reveal']], ['secret', ['use', 'view']], ['workload', ['exec.runCronWorkload', 'connect']], ['workload', ['exec.stopReplica']],
  ['gvc', ['configureLoadBalancer']], ['volumeset', ['exec.expandVolume']], ['org', ['readLogs', 'viewAccessReport']], ['image', ['pull']],
  ['serviceaccount', ['addKey']], ['user', ['impersonate']], ['auditctx', ['writeAudit']], ['cloudaccount', ['browse']],
])('a %s policy granting %j synthesizes', (kind, permissions) => {
  expect(policy(kind, permissions)).toEqual([]);
});

test.each([
  ['secret', ['read'], 'cpln/policy-permissions-secret'],
  ['gvc', ['exec'], 'cpln/policy-permissions-gvc'],
  ['quota', ['delete'], 'cpln/policy-permissions-quota'],
  ['task', ['create'], 'cpln/policy-permissions-task'],
  ['workload', ['reveal'], 'cpln/policy-permissions-workload'],
])('a %s policy granting %j is refused by %s', (kind, permissions, rule) => {
  const lines = policy(kind, permissions);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`[${rule}]`);
  expect(lines[0]).toContain('test/policy: cpln_policy.policy');
  expect(lines[0]).toContain(JSON.stringify(permissions[0]));
});

test('a target kind the platform does not have is refused, naming the kinds it has', () => {
  const [line] = policy('secrets', ['reveal']);
  expect(line).toContain('cpln_policy.policy.target_kind: "secrets" is not allowed; allowed: "agent", "auditctx"');
  expect(line).toContain('[cpln/policy-target-kind]');
});

test('a WorkloadWithDomain grant is checked the same way: read on a secret is refused at synth', () => {
  const stack = cplnStack();
  const site = new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromName('web'), workloadName: 'shop', domainName: 'www.example.com',
    containers: [{ name: 'web', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }] }],
  });
  site.grant('secret', ['database'], ['read']);
  expect(errors(stack).join('\n')).toMatch(/test\/site\/Grant-secret-read: cpln_policy\..*binding.*"read".*\[cpln\/policy-permissions-secret\]/);
});
