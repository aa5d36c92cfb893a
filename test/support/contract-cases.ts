import { readFileSync } from 'fs';
import { join } from 'path';
import { TerraformResource } from 'cdktf';
import { expect } from 'vitest';
import { akamaiStack, outcome } from './synth';

/**
 * A fixture of an API's contract (test/fixtures/akamai-*-cases.json): for each rule a configuration the API
 * refuses and the nearest one it accepts, as Terraform JSON of one resource, with the source of the values.
 */
export interface ContractCase {
  readonly rule: string;
  readonly on: string;
  readonly source: string;
  readonly severity?: 'warning';
  readonly invalid: Record<string, unknown>;
  readonly valid: Record<string, unknown>;
}

/** The fixture file's parsed content. */
export function readCases<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', file), 'utf-8')) as T;
}

/** The error lines and warnings of a stack holding one Akamai resource written as raw Terraform JSON. */
export function resourceOutcome(on: string, config: Record<string, unknown>): { errors: string[]; warnings: string[] } {
  const stack = akamaiStack();
  const subject = new TerraformResource(stack, 'subject', { terraformResourceType: on });
  for (const [key, value] of Object.entries(config)) subject.addOverride(key, value);
  return outcome(stack);
}

/** The invalid configuration breaks this rule only (as an error, or a warning for a warning rule); the valid one breaks nothing. */
export function expectContractCase(c: ContractCase): void {
  const tag = `[${c.rule}]`;
  const bad = resourceOutcome(c.on, c.invalid);
  const reported = c.severity === 'warning' ? bad.warnings : bad.errors;
  expect(reported.filter((line) => line.endsWith(tag)), `${c.source}: ${JSON.stringify(bad)}`).toHaveLength(1);
  expect(bad.errors.filter((line) => !line.endsWith(tag)), 'the invalid configuration breaks only this rule').toEqual([]);
  const good = resourceOutcome(c.on, c.valid);
  expect(good.errors, c.source).toEqual([]);
  expect(good.warnings.filter((line) => line.endsWith(tag))).toEqual([]);
}
