// Written as an app repo writes its tests: the package is imported by its name, and
// `cdktf-cpln-akamai/testing/vitest` (a setup file in vitest.config) adds cdktf's matchers to `expect`.
import { TerraformStack, Testing } from 'cdktf';
import { akamai, cpln } from 'cdktf-cpln-akamai';
import type {} from 'cdktf-cpln-akamai/testing/vitest';
import { describe, expect, test } from 'vitest';

function webStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'web');
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', locations: ['aws-eu-central-1'] });
  new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromGvc(gvc),
    workloadName: 'site',
    containers: [{ name: 'site', image: 'ghcr.io/acme/site:1.0.0', ports: [{ number: 8080, protocol: 'http' }] }],
    domainName: 'www.example.com',
  });
  return stack;
}

describe('testing recipe: cdktf matchers under vitest', () => {
  test('toHaveResourceWithProperties matches a resource by its Terraform arguments', () => {
    const synthesized = Testing.synth(webStack(), true);
    expect(synthesized).toHaveResourceWithProperties(cpln.workload.Workload, { name: 'site', type: 'serverless' });
    expect(synthesized).toHaveResourceWithProperties(cpln.domain.Domain, { name: 'www.example.com' });
    expect(synthesized).toHaveProviderWithProperties(cpln.provider.CplnProvider, { org: 'acme' });
  });

  test('the matchers fail when the stack lacks what they look for', () => {
    const synthesized = Testing.synth(webStack(), true);
    expect(synthesized).not.toHaveResource(cpln.secret.Secret);
    expect(synthesized).not.toHaveResource(akamai.cpsDvEnrollment.CpsDvEnrollment);
    expect(() => expect(synthesized).toHaveResourceWithProperties(cpln.workload.Workload, { name: 'api' })).toThrow(
      /Expected cpln_workload with properties {"name":"api"} to be present in synthesized stack/,
    );
  });

  test('a snapshot of the whole synthesized stack', () => {
    expect(Testing.synth(webStack(), true)).toMatchSnapshot();
  });
});
