import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { execFileSync } from 'child_process';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../lib';
import { cplnStack } from './support/synth';

/** The workload props a user means, to which each test adds one mistake. */
const BASE = { gvc: 'main', name: 'api', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }] };

function workload(stack: TerraformStack, props: Record<string, unknown>): cpln.workload.Workload {
  return new cpln.workload.Workload(stack, 'api', { ...BASE, ...props } as any);
}

function synthError(stack: TerraformStack): string {
  try {
    Testing.synth(stack, true);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected synthesis to fail');
}

describe('generated L1 classes refuse what they would drop', () => {
  test('a key that is not a prop of the config, camelCase or snake_case, names the nearest props', () => {
    expect(() => workload(cplnStack(), { fooBar: 1 })).toThrow(/^test\/api: "fooBar" is not a property of WorkloadConfig; known: connection, container, count, dependsOn, /);
    expect(() => workload(cplnStack(), { identity_link: '/org/acme/gvc/main/identity/api' })).toThrow(
      'test/api: "identity_link" is not a property of WorkloadConfig; did you mean "identityLink"? known:',
    );
  });

  test('a misspelt key in a nested block of a list is refused at synth, naming the construct', () => {
    const stack = cplnStack();
    workload(stack, { container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }], readinesProbe: { httpGet: { path: '/health' } } }] });
    expect(synthError(stack)).toContain('test/api: "readinesProbe" is not a property of WorkloadContainer; did you mean "readinessProbe"? known: args, command, cpu,');
  });

  test('a misspelt key inside a single block, at any depth, is refused when it is set', () => {
    expect(() => workload(cplnStack(), { options: { autoscaling: { maxScal: 3 } } })).toThrow(
      'test/api: autoscaling: "maxScal" is not a property of WorkloadOptionsAutoscaling; did you mean "maxScale"?',
    );
    expect(() => workload(cplnStack(), { firewallSpec: { externl: { inboundAllowCidr: ['0.0.0.0/0'] } } })).toThrow(
      'test/api: firewall_spec: "externl" is not a property of WorkloadFirewallSpec; did you mean "external"?',
    );
    const gvc = new cpln.gvc.Gvc(cplnStack(), 'gvc', { name: 'main' });
    expect(() => gvc.putLoadBalancer({ dedicated: true, trustedProxy: 1 } as any)).toThrow('test/gvc: load_balancer: "trustedProxy" is not a property of GvcLoadBalancer; did you mean "trustedProxies"?');
  });

  test('a single block given as a list, a string or a Terraform expression is refused, not dropped', () => {
    expect(() => workload(cplnStack(), { firewallSpec: [{ external: { inboundAllowCidr: ['0.0.0.0/0'] } }] })).toThrow(
      'test/api: firewall_spec: [{"external":{"inboundAllowCidr":["0.0.0.0/0"]}}] is not one object of WorkloadFirewallSpec (this block takes one object, not a list)',
    );
    expect(() => workload(cplnStack(), { options: 'fast' })).toThrow('test/api: options: "fast" is not one object of WorkloadOptions');
    const stack = cplnStack();
    const firewall = new TerraformVariable(stack, 'firewall', { type: 'any' });
    expect(() => workload(stack, { firewallSpec: firewall.stringValue })).toThrow(/^test\/api: firewall_spec: a Terraform expression \(\$\{TfToken\[TOKEN\.\d+\]\}\) cannot stand for a block in Terraform JSON; give one object of WorkloadFirewallSpec, or set its fields to expressions$/);
  });

  test('values that are Terraform expressions inside blocks pass through', () => {
    const stack = cplnStack();
    const scale = new TerraformVariable(stack, 'scale', { type: 'number' });
    workload(stack, { options: { autoscaling: { maxScale: scale.numberValue } } });
    expect(JSON.parse(Testing.synth(stack, true)).resource.cpln_workload.api.options.autoscaling).toEqual({ max_scale: '${var.scale}' });
  });

  test.each([
    ['an L1 struct in a list', 'misspelt-props.js', 'web/api: "readinesProbe" is not a property of WorkloadContainer; did you mean "readinessProbe"?'],
    ['an L2 prop (the default firewall must not be used instead)', 'misspelt-l2-props.js', 'web/site: firewall: is not a property of WorkloadWithDomainProps; did you mean "firewallSpec"?'],
  ])('a plain JavaScript app misspelling %s fails with the construct path and the nearest prop', (_what, fixture, message) => {
    let stderr = '';
    try {
      execFileSync(process.execPath, [join(__dirname, 'fixtures', fixture), mkdtempSync(join(tmpdir(), 'misspelt-'))], { cwd: join(__dirname, '..'), stdio: 'pipe', encoding: 'utf-8' });
    } catch (e) {
      stderr = (e as { stderr: string }).stderr;
    }
    expect(stderr).toContain(message);
  });
});
