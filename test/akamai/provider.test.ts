import { TerraformStack, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln } from '../../lib';
import { providerNamed, required } from '../support/providers';
import { synth, synthWithLiteralSecrets } from '../support/synth';

const CPLN = providerNamed('cpln');
const AKAMAI = providerNamed('akamai');

describe('akamai.provider.AkamaiProvider', () => {
  test('credentials inline in the config block, with client limits', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new akamai.provider.AkamaiProvider(stack, 'akamai', {
      config: { host: 'akab-xyz.luna.akamaiapis.net', accessToken: 'akab-access', clientToken: 'akab-client', clientSecret: 'secret', accountKey: 'B-C-1', maxBody: 131072 },
      requestLimit: 20,
      retryMax: 5,
      retryWaitMin: 2,
      retryWaitMax: 20,
      cacheEnabled: true,
    });
    const { json: out, secrets } = synthWithLiteralSecrets(stack);
    expect(secrets).toEqual(['provider.akamai.config.access_token', 'provider.akamai.config.client_secret', 'provider.akamai.config.client_token']);
    expect(out.provider.akamai).toEqual([
      {
        config: { host: 'akab-xyz.luna.akamaiapis.net', access_token: 'akab-access', client_token: 'akab-client', client_secret: 'secret', account_key: 'B-C-1', max_body: 131072 },
        request_limit: 20,
        retry_max: 5,
        retry_wait_min: 2,
        retry_wait_max: 20,
        cache_enabled: true,
      },
    ]);
    expect(out.terraform.required_providers.akamai).toEqual(required(AKAMAI));
  });

  test('credentials from an .edgerc section', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc', configSection: 'papi', retryDisabled: true });
    expect(synth(stack).provider.akamai).toEqual([{ edgerc: '~/.edgerc', config_section: 'papi', retry_disabled: true }]);
  });
});

describe('both providers in one stack', () => {
  test('a Control Plane workload and an Akamai property synthesize side by side', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc' });
    const workload = new cpln.workload.Workload(stack, 'origin', {
      gvc: 'production', name: 'origin', type: 'serverless', container: [{ name: 'web', image: 'nginx', ports: [{ number: 8080 }] }],
    });
    new akamai.property.Property(stack, 'cdn', {
      name: 'www.example.com', contractId: 'ctr_1-ABC', groupId: 'grp_1', productId: 'prd_Fresca',
      hostnames: [{ cnameFrom: 'www.example.com', cnameTo: 'www.example.com.edgekey.net', certProvisioningType: 'CPS_MANAGED' }],
      rules: JSON.stringify({ rules: { name: 'default', behaviors: [{ name: 'origin', options: { hostname: workload.status.get(0).canonicalEndpoint } }] } }),
    });

    const out = synth(stack);
    expect(out.terraform.required_providers).toEqual({
      akamai: required(AKAMAI),
      cpln: required(CPLN),
    });
    expect(Object.keys(out.resource).sort()).toEqual(['akamai_property', 'cpln_workload']);
    expect(JSON.parse(out.resource.akamai_property.cdn.rules).rules.behaviors[0].options.hostname).toBe('${cpln_workload.origin.status[0].canonical_endpoint}');
  });
});
