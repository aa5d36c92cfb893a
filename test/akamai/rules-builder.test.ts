import { TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, problemLines, synth } from '../support/synth';

const RulesBuilder = akamai.dataAkamaiPropertyRulesBuilder.DataAkamaiPropertyRulesBuilder;

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error('expected synthesis to fail');
}

/**
 * The property rules builder: its newest rule format is typed, the 16 older ones are set with
 * `addOverride`; the imaging policy data source is typed three block levels deep, the rest set with
 * `addOverride` (docs/l1-classes.md, "Types too large to type"). Both are validated against the whole schema either
 * way.
 */
describe('akamai: property rules built by the rules builder', () => {
  test('a property whose rule tree comes from typed rules builder data sources, with hostnames and an activation', () => {
    const stack = akamaiStack();
    const group = new akamai.dataAkamaiGroup.DataAkamaiGroup(stack, 'group', { groupName: 'Web', contractId: 'ctr_1-ABCDE' });
    const contract = new akamai.dataAkamaiContract.DataAkamaiContract(stack, 'contract', { groupName: 'Web' });
    const cpCode = new akamai.cpCode.CpCode(stack, 'cp', { name: 'www', contractId: contract.id, groupId: group.id, productId: 'prd_Fresca' });
    const originHost = new TerraformVariable(stack, 'origin_host', { type: 'string' });
    const api = new RulesBuilder(stack, 'api', {
      rulesV20251016: {
        name: 'API',
        criteriaMustSatisfy: 'all',
        criterion: [{ path: { matchOperator: 'MATCHES_ONE_OF', values: ['/api/*'], matchCaseSensitive: false, normalize: false } }],
        behavior: [{ caching: { behavior: 'NO_STORE' } }],
      },
    });
    const rules = new RulesBuilder(stack, 'default', {
      rulesV20251016: {
        name: 'default',
        isSecure: true,
        behavior: [
          { origin: { originType: 'CUSTOMER', hostname: originHost.stringValue, forwardHostHeader: 'REQUEST_HOST_HEADER', cacheKeyHostname: 'ORIGIN_HOSTNAME', httpPort: 80, httpsPort: 443, verificationMode: 'PLATFORM_SETTINGS' } },
          { cpCode: { value: { id: 12345 } } },
          { caching: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '1d' } },
        ],
        children: [api.json],
      },
    });
    const property = new akamai.property.Property(stack, 'www', {
      name: 'www.example.com', contractId: contract.id, groupId: group.id, productId: 'prd_Fresca', ruleFormat: 'v2025-10-16', rules: rules.json,
      hostnames: [{ cnameFrom: 'www.example.com', cnameTo: 'www.example.com.edgesuite.net', certProvisioningType: 'CPS_MANAGED' }],
    });
    new akamai.propertyActivation.PropertyActivation(stack, 'activation', {
      propertyId: property.id, version: property.latestVersion, network: 'STAGING', contact: ['ops@example.com'],
    });
    const json = synth(stack);
    // Blocks the provider limits to one item are written as one object, which Terraform reads as a list of one.
    expect(json.data.akamai_property_rules_builder.default).toEqual({
      rules_v2025_10_16: {
        name: 'default',
        is_secure: true,
        behavior: [
          { origin: { origin_type: 'CUSTOMER', hostname: '${var.origin_host}', forward_host_header: 'REQUEST_HOST_HEADER', cache_key_hostname: 'ORIGIN_HOSTNAME', http_port: 80, https_port: 443, verification_mode: 'PLATFORM_SETTINGS' } },
          { cp_code: { value: { id: 12345 } } },
          { caching: { behavior: 'MAX_AGE', must_revalidate: false, ttl: '1d' } },
        ],
        children: ['${data.akamai_property_rules_builder.api.json}'],
      },
    });
    expect(json.data.akamai_property_rules_builder.api).toEqual({
      rules_v2025_10_16: {
        name: 'API',
        criteria_must_satisfy: 'all',
        criterion: [{ path: { match_operator: 'MATCHES_ONE_OF', values: ['/api/*'], match_case_sensitive: false, normalize: false } }],
        behavior: [{ caching: { behavior: 'NO_STORE' } }],
      },
    });
    expect(json.resource.akamai_property.www).toEqual({
      name: 'www.example.com', contract_id: '${data.akamai_contract.contract.id}', group_id: '${data.akamai_group.group.id}', product_id: 'prd_Fresca',
      rule_format: 'v2025-10-16', rules: '${data.akamai_property_rules_builder.default.json}',
      hostnames: [{ cname_from: 'www.example.com', cname_to: 'www.example.com.edgesuite.net', cert_provisioning_type: 'CPS_MANAGED' }],
    });
    expect(json.resource.akamai_property_activation.activation).toEqual({
      property_id: '${akamai_property.www.id}', version: '${akamai_property.www.latest_version}', network: 'STAGING', contact: ['ops@example.com'],
    });
    expect(json.resource.akamai_cp_code.cp.product_id).toBe('prd_Fresca');
    void cpCode;
  });

  test('an older rule format is set with addOverride, written as given and validated against its own schema and rules', () => {
    const stack = akamaiStack();
    const rules = new RulesBuilder(stack, 'legacy', {});
    const tree = [{
      name: 'default',
      behavior: [{ origin: [{ origin_type: 'CUSTOMER', hostname: 'origin.example.com', forward_host_header: 'REQUEST_HOST_HEADER', cache_key_hostname: 'ORIGIN_HOSTNAME' }] }],
    }];
    rules.addOverride('rules_v2024_01_09', tree);
    expect(synth(stack).data.akamai_property_rules_builder.legacy).toEqual({ rules_v2024_01_09: tree });

    const wrong = akamaiStack();
    const bad = new RulesBuilder(wrong, 'legacy', {});
    bad.addOverride('rules_v2024_01_09', [{
      name: 'default',
      behavior: [{ origin: [{ origin_type: 'CUSTOM', hostnme: 'origin.example.com' }] }, { caching: [{ behavior: 'MAX_AGE', ttl: 'tomorrow' }] }],
    }]);
    const lines = problemLines(errorOf(() => synth(wrong)));
    const misspelt = lines.find((l) => l.includes('rules_v2024_01_09[0].behavior[0].origin[0].hostnme'));
    expect(misspelt).toContain('"hostname"');
    expect(misspelt).toMatch(/^\[test\] test\/legacy: data\.akamai_property_rules_builder\.legacy\..*\[schema\/unknown-argument\]$/);
    expect(lines.find((l) => l.includes('origin[0].origin_type'))).toContain('"CUSTOM" is not allowed; allowed: "CUSTOMER", "NET_STORAGE"');
    expect(lines.find((l) => l.includes('caching[0].ttl'))).toContain('[data.akamai_property_rules_builder.rules_v2024_01_09.behavior.caching.ttl:pattern]');
  });

  test('the provider\'s structure rules: exactly one rule format, the default rule\'s own options, one behavior per item', () => {
    const stack = akamaiStack();
    new RulesBuilder(stack, 'none', {});
    new RulesBuilder(stack, 'child', { rulesV20251016: { name: 'child', isSecure: true } });
    new RulesBuilder(stack, 'two', { rulesV20251016: { name: 'child', behavior: [{ caching: { behavior: 'NO_STORE' }, gzipResponse: { behavior: 'ALWAYS' } }] } });
    const lines = problemLines(errorOf(() => synth(stack)));
    expect(lines.find((l) => l.includes('test/none:'))).toContain('exactly one of rules_v2023_01_05');
    expect(lines.find((l) => l.includes('test/child:'))).toContain('[akamai/data-property-rules-builder-rules-v2025-10-16-is-secure-only-default]');
    expect(lines.find((l) => l.includes('test/two:'))).toContain('[data.akamai_property_rules_builder.rules_v2025_10_16.behavior:atMostOne]');
  });

  test('an imaging policy: typed to three block levels, deeper transformations set with addOverride and validated', () => {
    const stack = akamaiStack();
    const policy = new akamai.dataAkamaiImagingPolicyImage.DataAkamaiImagingPolicyImage(stack, 'policy', {
      policy: {
        breakpoints: { widths: [320, 640, 1280] },
        output: { perceptualQuality: 'mediumHigh' },
        transformations: [{ compound: [{}] }, { resize: [{ width: '1280', aspect: 'fit' }] }],
      },
    });
    policy.addOverride('policy.transformations.0.compound.0.transformations', [{ grayscale: [{ type: 'Brightness' }] }]);
    const json = synth(stack);
    expect(json.data.akamai_imaging_policy_image.policy).toEqual({
      policy: {
        breakpoints: { widths: [320, 640, 1280] },
        output: { perceptual_quality: 'mediumHigh' },
        transformations: [{ compound: [{ transformations: [{ grayscale: [{ type: 'Brightness' }] }] }] }, { resize: [{ width: '1280', aspect: 'fit' }] }],
      },
    });

    const wrong = akamaiStack();
    const bad = new akamai.dataAkamaiImagingPolicyImage.DataAkamaiImagingPolicyImage(wrong, 'policy', { policy: { transformations: [{ compound: [{}] }] } });
    bad.addOverride('policy.transformations.0.compound.0.transformations', [{ grayscale: [{ type: 'Sepia' }], blur: [{ sigma: 'soft' }] }]);
    const lines = problemLines(errorOf(() => synth(wrong)));
    expect(lines.find((l) => l.includes('grayscale[0].type'))).toContain('"Sepia" is not allowed');
    expect(lines.find((l) => l.includes('blur[0].sigma'))).toContain('"soft" is not valid');
  });

  test('an untyped format given as a prop is refused, not dropped', () => {
    expect(() => new RulesBuilder(akamaiStack(), 'old', { rulesV20240109: { name: 'default' } } as never)).toThrow(/"rulesV20240109" is not a property of DataAkamaiPropertyRulesBuilderConfig/);
  });
});
