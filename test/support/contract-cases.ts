import { TerraformDataSource, TerraformResource, TerraformStack } from 'cdktf';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { expect } from 'vitest';
import { akamaiStack, cplnStack, outcome } from './synth';

/**
 * A fixture of an API's contract (test/fixtures/akamai-*-cases.json, test/fixtures/platform/*.json): for each
 * rule a configuration the API refuses and the nearest one it accepts, with the source of the values. A case is
 * Terraform JSON of one resource (or data source, `on` starting with `data.`); with `stack`, `invalid` and
 * `valid` are several blocks by type and name (`{ "cpln_gvc": { "web": {...} }, "cpln_workload": { "api": {...} } }`),
 * for a rule that reads more than one resource.
 */
export interface ContractCase {
  readonly rule: string;
  readonly on: string;
  readonly source: string;
  readonly severity?: 'warning';
  readonly stack?: boolean;
  readonly invalid: Record<string, unknown>;
  readonly valid: Record<string, unknown>;
}

/** The fixture file's parsed content. */
export function readCases<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', file), 'utf-8')) as T;
}

/** Every file of test/fixtures/platform/: the platforms' own rules, one file per area, each case with its source. */
export function platformCaseFiles(): Array<{ file: string; about: string; rules: ContractCase[] }> {
  const dir = join(__dirname, '..', 'fixtures', 'platform');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => ({ file, ...readCases<{ about: string; rules: ContractCase[] }>(join('platform', file)) }));
}

/** A stack with the provider a Terraform type belongs to. */
function stackFor(on: string): TerraformStack {
  return on.replace(/^data\./, '').startsWith('cpln_') ? cplnStack() : akamaiStack();
}

/** Adds one block written as raw Terraform JSON (a data source when `on` starts with `data.`). */
function addBlock(stack: TerraformStack, on: string, name: string, config: Record<string, unknown>): void {
  const type = on.replace(/^data\./, '');
  const block = on.startsWith('data.')
    ? new TerraformDataSource(stack, name, { terraformResourceType: type })
    : new TerraformResource(stack, name, { terraformResourceType: type });
  for (const [key, value] of Object.entries(config)) block.addOverride(key, value);
}

/** The error lines and warnings of a stack holding one resource written as raw Terraform JSON. */
export function resourceOutcome(on: string, config: Record<string, unknown>): { errors: string[]; warnings: string[] } {
  const stack = stackFor(on);
  addBlock(stack, on, 'subject', config);
  return outcome(stack);
}

/** The error lines and warnings of a stack holding the blocks of a `stack` case. */
export function stackOutcome(on: string, blocks: Record<string, unknown>): { errors: string[]; warnings: string[] } {
  const stack = stackFor(on);
  for (const [type, byName] of Object.entries(blocks)) {
    for (const [name, config] of Object.entries(
      byName as Record<string, Record<string, unknown>>,
    )) addBlock(stack, type, name, config);
  }
  return outcome(stack);
}

/**
 * The invalid configuration breaks this rule only (as an error, or a warning for a warning rule); the valid one breaks
 * nothing and draws no warning.
 */
export function expectContractCase(c: ContractCase): void {
  const tag = `[${c.rule}]`;
  const run = (
    config: Record<string, unknown>,
  ) => (c.stack ? stackOutcome(c.on, config) : resourceOutcome(c.on, config));
  const bad = run(c.invalid);
  const reported = c.severity === 'warning' ? bad.warnings : bad.errors;
  expect(reported.filter((line) => line.endsWith(tag)), `${c.source}: ${JSON.stringify(bad)}`).toHaveLength(1);
  expect(bad.errors.filter((line) => !line.endsWith(tag)), 'the invalid configuration breaks only this rule').toEqual([]);
  const good = run(c.valid);
  expect(good.errors, c.source).toEqual([]);
  expect(good.warnings, c.source).toEqual([]);
}
