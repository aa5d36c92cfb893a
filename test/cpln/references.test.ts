import { TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { providerNamed, required } from '../support/providers';
import { cplnStack, synth, synthWithLiteralSecrets } from '../support/synth';

const CPLN = providerNamed('cpln');

describe('references between Control Plane constructs', () => {
  test('a workload, identity and volume set take their GVC from a Gvc construct as a Terraform reference', () => {
    const stack = cplnStack();
    const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'production', locations: ['aws-eu-central-1'] });
    const identity = new cpln.identity.Identity(stack, 'identity', { gvc: gvc.name, name: 'api' });
    const payload = new TerraformVariable(stack, 'api_key', { type: 'string', sensitive: true });
    const secret = new cpln.secret.Secret(stack, 'secret', { name: 'api-key', opaque: { payload: payload.stringValue } });
    new cpln.workload.Workload(stack, 'api', {
      gvc: gvc.name,
      name: 'api',
      type: 'serverless',
      identityLink: identity.selfLink,
      container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }], env: { API_KEY: `cpln://secret/${secret.name}.payload` } }],
    });
    new cpln.volumeSet.VolumeSet(stack, 'data', { gvc: gvc.name, name: 'data', initialCapacity: 10, performanceClass: 'general-purpose-ssd' });
    new cpln.domain.Domain(stack, 'domain', {
      name: 'apps.example.com',
      spec: { dnsMode: 'ns', gvcLink: gvc.selfLink, ports: [{ number: 443, tls: {} }] },
    });

    const out = synth(stack);
    expect(out.resource.cpln_identity.identity.gvc).toBe('${cpln_gvc.gvc.name}');
    expect(out.resource.cpln_workload.api.gvc).toBe('${cpln_gvc.gvc.name}');
    expect(out.resource.cpln_workload.api.identity_link).toBe('${cpln_identity.identity.self_link}');
    expect(out.resource.cpln_workload.api.container[0].env.API_KEY).toBe('cpln://secret/${cpln_secret.secret.name}.payload');
    expect(out.resource.cpln_volume_set.data.gvc).toBe('${cpln_gvc.gvc.name}');
    expect(out.resource.cpln_domain.domain.spec.gvc_link).toBe('${cpln_gvc.gvc.self_link}');
  });

  test('the provider block and the required provider version', () => {
    const stack = cplnStack();
    new cpln.provider.CplnProvider(stack, 'staging', { alias: 'staging', org: 'acme-staging', endpoint: 'https://api.example.com', profile: 'ci', token: 'tok', refreshToken: 'ref' });
    const { json: out, secrets } = synthWithLiteralSecrets(stack);
    expect(secrets).toEqual(['provider.cpln.refresh_token', 'provider.cpln.token']);
    expect(out.provider.cpln).toEqual([
      { org: 'acme' },
      { alias: 'staging', org: 'acme-staging', endpoint: 'https://api.example.com', profile: 'ci', token: 'tok', refresh_token: 'ref' },
    ]);
    expect(out.terraform.required_providers.cpln).toEqual(required(CPLN));
  });

  test('a user can require another provider version with an override on the stack', () => {
    const stack = cplnStack();
    stack.addOverride('terraform.required_providers.cpln.version', '~> 1.2.31');
    expect(synth(stack).terraform.required_providers.cpln).toEqual({ source: 'controlplane-com/cpln', version: '~> 1.2.31' });
  });
});
