import { TerraformStack, TerraformVariable } from 'cdktf';
import { execFileSync } from 'child_process';
import { describe, expect, test } from 'vitest';
import { akamai, Validations } from '../../lib';
import { akamaiStack, outcome } from '../support/synth';

/** A property whose rule tree is the given JSON, in the given rule format. */
function property(stack: TerraformStack, rules: unknown, ruleFormat?: string): void {
  new akamai.property.Property(stack, 'site', {
    name: 'www.example.com', contractId: 'ctr_1-ABC', groupId: 'grp_12345', productId: 'prd_Fresca', ruleFormat,
    rules: typeof rules === 'string' ? rules : JSON.stringify(rules),
  });
}

function errorsOf(rules: unknown, ruleFormat?: string): string[] {
  const stack = akamaiStack();
  property(stack, rules, ruleFormat);
  return outcome(stack).errors;
}

const tree = (behaviors: unknown[], criteria: unknown[] = [], children: unknown[] = []) => ({ rules: { name: 'default', behaviors, criteria, children } });
const MAX_AGE = { name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '1d' } };
const FIELD = '[test] test/site: akamai_property.site.rules: ';
const RULE = ' [akamai/property-rules-json-format]';

// Names and values from the provider's rule formats (pkg/providers/property/ruleformats/rule_format_v2024_05_31.gen.go,
// v9.2.0): caching.behavior takes MAX_AGE, NO_STORE, BYPASS_CACHE, CACHE_CONTROL_AND_EXPIRES, CACHE_CONTROL, EXPIRES;
// the path criterion's matchOperator takes MATCHES_ONE_OF and DOES_NOT_MATCH_ONE_OF.
describe('a property\'s rules JSON is checked against the rule format it names', () => {
  test('a rule tree of the format synthesizes', () => {
    expect(errorsOf(tree([MAX_AGE], [], [{ name: 'API', criteria: [{ name: 'path', options: { matchOperator: 'MATCHES_ONE_OF', values: ['/api/*'], matchCaseSensitive: false } }], behaviors: [{ name: 'caching', options: { behavior: 'NO_STORE' } }] }]), 'v2024-05-31')).toEqual([]);
  });

  test.each([
    ['a caching behavior written MAXAGE', tree([{ name: 'caching', options: { behavior: 'MAXAGE', ttl: '1d' } }]), 'rules.behaviors[0].options.behavior: "MAXAGE" is not allowed; allowed: "MAX_AGE", "NO_STORE", "BYPASS_CACHE", "CACHE_CONTROL_AND_EXPIRES", "CACHE_CONTROL", "EXPIRES"'],
    ['a match operator written MATCHES_ONE, in a child rule', tree([], [], [{ name: 'API', criteria: [{ name: 'path', options: { matchOperator: 'MATCHES_ONE', values: ['/api/*'] } }] }]), 'rules.children[0].criteria[0].options.matchOperator: "MATCHES_ONE" is not allowed; allowed: "MATCHES_ONE_OF", "DOES_NOT_MATCH_ONE_OF"'],
    ['a misspelt behavior', tree([{ name: 'cachng', options: {} }]), 'rules.behaviors[0].name: "cachng" is not a behavior of rule format v2024-05-31; did you mean "caching"?'],
  ])('%s is refused', (_title, rules, message) => {
    expect(errorsOf(rules, 'v2024-05-31')).toEqual([`${FIELD}${message}${RULE}`]);
  });

  test('an option\'s value is judged as the typed rules builder judges it: its type, its fields, its pattern', () => {
    // cpCode's value is an object whose id is a number; caching's ttl is a number and a unit (d, h, m or s):
    // rule_format_v2024_05_31.gen.go (v9.2.0), the cp_code value block and validateRegexOrVariable on caching.ttl.
    expect(errorsOf(tree([{ name: 'cpCode', options: { value: { id: '12345' } } }]), 'v2024-05-31')).toEqual([`${FIELD}rules.behaviors[0].options.value.id: "12345" is a string; allowed: a number${RULE}`]);
    expect(errorsOf(tree([{ name: 'cpCode', options: { value: { idd: 12345 } } }]), 'v2024-05-31')[0]).toMatch(/rules\.behaviors\[0\]\.options\.value\.idd: is not a field of value; did you mean "id"\?/);
    const ttl = errorsOf(tree([{ name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '7 days' } }]), 'v2024-05-31');
    expect(ttl).toHaveLength(1);
    expect(ttl[0].startsWith(`${FIELD}rules.behaviors[0].options.ttl: "7 days" is not valid: `)).toBe(true);
    expect(errorsOf(tree([{ name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: 'false', ttl: '7d' } }]), 'v2024-05-31')).toEqual([`${FIELD}rules.behaviors[0].options.mustRevalidate: "false" is a string; allowed: a boolean${RULE}`]);
    expect(errorsOf(tree([{ name: 'cpCode', options: { value: { id: 12345, name: 'site' } } }, { name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '7d' } }]), 'v2024-05-31')).toEqual([]);
  });

  test('the JSON and the typed rules builder give the same verdict on the same option', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiPropertyRulesBuilder.DataAkamaiPropertyRulesBuilder(stack, 'rules', {
      rulesV20251016: { name: 'default', behavior: [{ caching: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '7 days' } }] },
    });
    const built = outcome(stack).errors;
    const json = errorsOf(tree([{ name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '7 days' } }]), 'v2025-10-16');
    const message = (line: string) => line.replace(/^.*?: "7 days"/, '"7 days"').replace(/ \[[^\]]+\]$/, '');
    expect(built).toHaveLength(1);
    expect(json.map(message)).toEqual(built.map(message));
  });

  test('a misspelt option is refused, naming the behavior\'s options', () => {
    const [line] = errorsOf(tree([{ name: 'caching', options: { behavior: 'MAX_AGE', ttls: '1d' } }]), 'v2024-05-31');
    expect(line.startsWith(`${FIELD}rules.behaviors[0].options.ttls: is not an option of behavior "caching"; did you mean "ttl"?; its options: `)).toBe(true);
  });

  test('with "latest" or no format, a name of any format is accepted and a name of none is refused', () => {
    expect(errorsOf(tree([MAX_AGE]), 'latest')).toEqual([]);
    expect(errorsOf(tree([MAX_AGE]))).toEqual([]);
    expect(errorsOf(tree([{ name: 'cachng' }]))).toEqual([`${FIELD}rules.behaviors[0].name: "cachng" is not a behavior of any rule format; did you mean "caching"?${RULE}`]);
  });

  test('a format this package does not know, user variables, references and functions are not judged', () => {
    expect(errorsOf(tree([{ name: 'cachng' }]), 'v2099-01-01')).toEqual([]);
    expect(errorsOf(tree([{ name: 'caching', options: { behavior: '{{user.PMUSER_CACHING}}' } }]), 'v2024-05-31')).toEqual([]);
    const stack = akamaiStack();
    const rules = new TerraformVariable(stack, 'rules', { type: 'string' });
    property(stack, rules.stringValue, 'v2024-05-31');
    expect(outcome(stack).errors).toEqual([]);
  });

  test('the check can be switched off', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/property-rules-json-format');
    property(stack, tree([{ name: 'cachng' }]), 'v2024-05-31');
    expect(outcome(stack).errors).toEqual([]);
  });
});

/**
 * Every rule tree of the provider's property tests and examples (v9.2.0) that a property sends, read from a
 * checkout (the git directory named by AKAMAI_PROVIDER_GIT; skipped without it). Data-source mocks with
 * placeholder behaviors ("test", "beh 1") are not rule trees the API takes and are left out.
 */
const PROVIDER_GIT = process.env.AKAMAI_PROVIDER_GIT;
describe.skipIf(PROVIDER_GIT === undefined)('the provider\'s real rule trees', () => {
  test('synthesize', () => {
    const git = (args: string[]) => execFileSync('git', ['--git-dir', PROVIDER_GIT!, ...args], { encoding: 'utf-8', maxBuffer: 1e9 });
    const files = git(['ls-tree', '-r', '--name-only', 'v9.2.0', 'pkg/providers/property', 'examples']).split('\n')
      .filter((file) => file.endsWith('.json') && !file.includes('/TestDSRulesTemplate/') && !file.includes('/TestDataProperty/'));
    let judged = 0;
    const refused: string[] = [];
    for (const file of files) {
      let rules: any;
      try {
        rules = JSON.parse(git(['show', `v9.2.0:${file}`]));
      } catch {
        continue;
      }
      if (typeof rules?.rules !== 'object' || rules.rules === null || !('behaviors' in rules.rules || 'children' in rules.rules)) continue;
      judged++;
      const errors = errorsOf(rules).filter((line) => line.endsWith(RULE));
      if (errors.length > 0) refused.push(`${file}: ${errors[0]}`);
    }
    expect(judged).toBeGreaterThan(100);
    expect(refused).toEqual([]);
  });
});
