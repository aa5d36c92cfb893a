import { TerraformDataSource, TerraformResource, TerraformStack } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, outcome } from '../support/synth';

/** The error lines of a stack holding one data source written as raw Terraform JSON. */
function errors(type: string, config: Record<string, unknown>): string[] {
  const stack = akamaiStack();
  const subject = new TerraformDataSource(stack, 'subject', { terraformResourceType: type });
  for (const [key, value] of Object.entries(config)) subject.addOverride(key, value);
  return outcome(stack).errors;
}

// pkg/providers/cloudcertificates/data_akamai_cloudcertificates_certificates.go: sort is a comma-separated list of
// certificateName, createdDate, expirationDate, modifiedDate, each with an optional + or - (its test: "!invalidSort").
test.each([['!invalidSort', true], ['name', true], ['-expirationDate', false], ['+certificateName,-modifiedDate,createdDate', false]])('cloudcertificates sort %j refused: %s', (sort, refused) => {
  const lines = errors('akamai_cloudcertificates_certificates', { contract_id: 'ctr_1', group_id: 'grp_1', sort });
  expect(lines.filter((l) => l.endsWith('[akamai/cloudcertificates-certificates-sort]'))).toHaveLength(refused ? 1 : 0);
});

// pkg/providers/mtlstruststore/data_akamai_mtlstruststore_ca_set_certificates.go (ValidateConfig): the expiring
// threshold "cannot be in the past".
test('an expiring-by date in the past is refused, one in the future accepted', () => {
  const past = errors('akamai_mtlstruststore_ca_set_certificates', { name: 'my-ca-set', include_expiring_by_date: '2020-01-01T00:00:00Z' });
  expect(past.some((l) => l.includes('include_expiring_by_date') && l.endsWith('[akamai/mtlstruststore-ca-set-certificates-expiring-by-date-future]'))).toBe(true);
  const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  expect(errors('akamai_mtlstruststore_ca_set_certificates', { name: 'my-ca-set', include_expiring_by_date: future })).toEqual([]);
});

// pkg/providers/property/ruleformats/builder.go (RulesBuilder.ruleChildren): "child rule is using different rule
// format (...) than expected (...)": a child's `_ruleFormat_` is empty or its parent's rules_v... key.
test('a rules builder child of another rule format is refused, by reference to a builder of the stack or as literal JSON', () => {
  const stack = akamaiStack();
  const child = new TerraformDataSource(stack, 'child', { terraformResourceType: 'akamai_property_rules_builder' });
  child.addOverride('rules_v2025_09_09', { name: 'Older format' });
  const same = new TerraformDataSource(stack, 'same', { terraformResourceType: 'akamai_property_rules_builder' });
  same.addOverride('rules_v2025_10_16', { name: 'Same format' });
  const parent = new TerraformDataSource(stack, 'parent', { terraformResourceType: 'akamai_property_rules_builder' });
  parent.addOverride('rules_v2025_10_16', {
    name: 'default',
    children: [
      `\${data.akamai_property_rules_builder.${child.friendlyUniqueId}.json}`,
      `\${data.akamai_property_rules_builder.${same.friendlyUniqueId}.json}`,
      JSON.stringify({ _ruleFormat_: 'rules_v2024_01_09', rules: { name: 'Literal' } }),
      JSON.stringify({ rules: { name: 'No format named' } }),
    ],
  });
  expect(outcome(stack).errors.filter((l) => l.endsWith('[akamai/rules-builder-child-format]'))).toEqual([
    '[test] test/parent: data.akamai_property_rules_builder.parent.rules_v2025_10_16.children[0]: the child data.akamai_property_rules_builder.child uses rule format rules_v2025_09_09; a child of a rules_v2025_10_16 rule uses rules_v2025_10_16 (the rules builder refuses a child of another rule format) [akamai/rules-builder-child-format]',
    '[test] test/parent: data.akamai_property_rules_builder.parent.rules_v2025_10_16.children[2]: the child JSON uses rule format rules_v2024_01_09; a child of a rules_v2025_10_16 rule uses rules_v2025_10_16 (the rules builder refuses a child of another rule format) [akamai/rules-builder-child-format]',
  ]);
});

// Checks the provider makes only when it creates a resource: KeyResource.ModifyPlan (credentials on create,
// pkg/providers/cloudaccess/resource_akamai_cloudaccess_key.go) and modifiers.StringRequiredForCreate (group_id,
// pkg/providers/cloudcertificates/resource_akamai_cloudcertificates_certificate.go). The provider's own tests plan
// a key whose credentials were removed after creation, and an imported certificate without group_id.
describe('checks the provider makes only on create', () => {
  const key = (stack: TerraformStack) => new akamai.cloudaccessKey.CloudaccessKey(stack, 'key', {
    accessKeyName: 'media-origin-s3', authenticationMethod: 'AWS4_HMAC_SHA256', contractId: '1-ABCDE', groupId: 123456,
    networkConfiguration: { securityNetwork: 'ENHANCED_TLS' },
  });

  test('a key without credentials is a warning, not an error: it may exist already (the provider asks for them only on create)', () => {
    const stack = akamaiStack();
    key(stack);
    const { errors, warnings } = outcome(stack);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.endsWith('[akamai/cloudaccess-key-credentials-required-on-create]'))).toHaveLength(1);
    expect(warnings.join('\n')).toContain('the provider checks this only when it creates the resource, so an existing one is not refused (import it to drop this warning)');
  });

  test('an imported key or certificate is not checked as a create (import block or importFrom)', () => {
    const stack = akamaiStack();
    key(stack).importFrom('media-origin-s3');
    const certificate = new TerraformResource(stack, 'certificate', { terraformResourceType: 'akamai_cloudcertificates_certificate' });
    certificate.addOverride('contract_id', 'C-1');
    certificate.addOverride('key_type', 'RSA');
    certificate.addOverride('key_size', '2048');
    certificate.addOverride('secure_network', 'ENHANCED_TLS');
    certificate.addOverride('sans', ['www.example.com']);
    certificate.addOverride('subject', { common_name: 'www.example.com' });
    certificate.importFrom('cert-id-1,C-1');
    const { errors, warnings } = outcome(stack);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /-required-on-create\]$/.test(w))).toEqual([]);
  });
});
