import { readFileSync } from 'fs';
import { join } from 'path';
import { TerraformResource } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamaiStack, outcome } from '../support/synth';

/**
 * The network list and IAM APIs' contract where the provider does not check it: for each rule a
 * configuration the API refuses and the nearest one it accepts, with the values of the client library's
 * Validate methods and of Akamai's published API schemas (each case names its source).
 */
interface Cases {
  readonly rules: ReadonlyArray<{ readonly rule: string; readonly on: string; readonly source: string; readonly severity?: 'warning'; readonly invalid: Record<string, unknown>; readonly valid: Record<string, unknown> }>;
}
const CASES = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'akamai-networklist-iam-cases.json'), 'utf-8')) as Cases;

function outcomeOf(on: string, config: Record<string, unknown>): { errors: string[]; warnings: string[] } {
  const stack = akamaiStack();
  const subject = new TerraformResource(stack, 'subject', { terraformResourceType: on });
  for (const [key, value] of Object.entries(config)) subject.addOverride(key, value);
  return outcome(stack);
}

describe('network lists and IAM: what the API refuses is refused at synth', () => {
  test.each(CASES.rules.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s', (_title, c) => {
    const tag = `[${c.rule}]`;
    const bad = outcomeOf(c.on, c.invalid);
    const reported = c.severity === 'warning' ? bad.warnings : bad.errors;
    expect(reported.filter((line) => line.endsWith(tag)), `${c.source}: ${JSON.stringify(bad)}`).toHaveLength(1);
    expect(bad.errors.filter((line) => !line.endsWith(tag)), 'the invalid configuration breaks only this rule').toEqual([]);
    const good = outcomeOf(c.on, c.valid);
    expect(good.errors, c.source).toEqual([]);
    expect(good.warnings.filter((line) => line.endsWith(tag))).toEqual([]);
  });
});
