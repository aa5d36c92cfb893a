import { TerraformDataSource } from 'cdktf';
import { expect, test } from 'vitest';
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
