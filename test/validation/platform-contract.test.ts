import { describe, expect, test } from 'vitest';
import { catalogFor } from '../../lib/validation/catalog';
import { STACK_RULES } from '../../lib/validation/stack';
import { expectContractCase, platformCaseFiles } from '../support/contract-cases';

/**
 * The platforms' own rules (test/fixtures/platform/, one file per area): for each rule a configuration the
 * platform's API refuses and the nearest one it accepts, with the values of the source each case names (the
 * platform's documentation, its API types, the client library's Validate methods), not of the rule.
 */
const FILES = platformCaseFiles();
const known = new Set([...['cpln', 'akamai'].flatMap((provider) => [...catalogFor(provider)!.ruleIds()]), ...Object.keys(STACK_RULES)]);

describe.each(FILES.map((f) => [f.file, f] as const))('%s', (_file, f) => {
  test.each(f.rules.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s: refused, and its nearest twin accepted', (_title, c) => expectContractCase(c));

  test('every case names its source and a rule of the catalog or of the checks across resources', () => {
    for (const c of f.rules) {
      expect(c.source.length, c.rule).toBeGreaterThan(20);
      expect(known.has(c.rule), c.rule).toBe(true);
    }
  });
});
