import { TerraformStack, Testing } from 'cdktf';
import { toCamelCase, toPascalCase } from 'codemaker';
import type { IConstruct } from 'constructs';
import { describe, expect, test } from 'vitest';
import { resourceModels } from '../../codegen/generate';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, providerAddress } from '../../codegen/providers';
import * as pkg from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';
import { RESOURCE_META } from '../../lib/validation/meta-arguments';
import type { CompiledRule } from '../../lib/validation/rule-types';
import { arrange, checkConstraints } from '../../lib/validation/rules';
import { minimalConfig } from '../support/sample-config';
import { validationWarnings } from '../support/synth';
import { examplesFor, withValueAt } from './rule-examples';

/*
 * What the engine does with a rule, once per distinct wiring. The values of every case are built from the rule
 * under test (its kind's example or its own `examples`), so agreement here proves only the wiring, never that a
 * rule is the provider's: provider-validator-facts, provider-cross-field-facts and provider-rules-builder-facts
 * compare the rules with facts scanned from the providers' Go source (scripts/scan, `npx projen scan-facts`), and
 * the contract cases (test/fixtures/*-cases.json) hold configurations each platform accepts or refuses.
 *
 * - engine: every rule of both catalogs, its own invalid example reported at its path and its valid one not
 *   (this proves each kind's example builder and each rule's examples, which the cases below rely on);
 * - synthesized through a stack: one rule per wiring shape (check kind, error or warning, create-only,
 *   sensitive, where its value sits, whether it reads the top of the block) and one per level and target
 *   (provider, data source, resource, a type kept apart): the rule is reached, reported with its id at its
 *   construct path and field, hides a sensitive value, warns where it only warns and stays quiet for a valid value.
 */

/** Synthesizes with validations; returns the error text (or '') and every warning annotation. */
function synthesize(stack: TerraformStack): { errors: string; warnings: string[] } {
  let errors = '';
  try {
    Testing.synth(stack, true);
  } catch (e) {
    errors = (e as Error).message;
  }
  return { errors, warnings: validationWarnings(stack) };
}

describe.each(PROVIDERS.map((p) => [p.name, p] as const))('%s platform rules', (name, target) => {
  const { schema: whole, partTypes } = readProviderSchema(target);
  const schema = whole.provider_schemas[providerAddress(target)];
  const catalog = catalogFor(name)!;
  const apart = new Set(partTypes);
  const blockOf = (on: string) => on.startsWith('provider.') ? schema.provider.block : on.startsWith('data.') ? schema.data_source_schemas![on.slice(5)].block : schema.resource_schemas![on].block;

  test('every rule reports its invalid example at its path and not its valid one (engine)', () => {
    const failures: string[] = [];
    for (const rule of catalog.allRules()) {
      for (const on of rule.on) {
        const subject = { constructPath: 'stack/subject', address: `${on}.subject`, meta: RESOURCE_META };
        const { invalid, valid, at, merge } = examplesFor(rule, blockOf(on));
        const arranged = arrange([rule]);
        const bad = checkConstraints(subject, withValueAt({}, at, invalid, merge), arranged);
        const good = checkConstraints(subject, withValueAt({}, at, valid, merge), arranged);
        const field = `${on}.subject${rule.path === '' ? '' : `.${rule.path.split('.')[0]}`}`;
        if (bad.length !== 1 || !bad[0].field.startsWith(field) || good.length !== 0) failures.push(`${rule.id} on ${on}: ${JSON.stringify(bad)} / ${JSON.stringify(good)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
  const models = new Map(resourceModels(target, whole).map((m) => [m.isDataSource ? m.terraformType.replace(/^data_/, 'data.') : m.terraformType, m]));
  const ns = (pkg as Record<string, any>)[name];
  const Provider = ns.provider[`${toPascalCase(name)}Provider`];

  /** A stack holding the rule's target with `config` (Terraform JSON) written over its minimal config. */
  function stackWith(
    on: string,
    config: (base: Record<string, unknown>) => Record<string, unknown>,
  ): { stack: TerraformStack; subject: IConstruct; address: string } {
    const stack = new TerraformStack(Testing.app(), 'rules');
    if (on.startsWith('provider.')) {
      const provider = new Provider(stack, 'subject', {});
      for (const [key, value] of Object.entries(config({}))) provider.addOverride(key, value);
      return { stack, subject: provider, address: on };
    }
    new Provider(stack, 'provider', {});
    const model = models.get(on)!;
    const { json } = minimalConfig(model.configStruct.assignableAttributes);
    const Construct = ns[toCamelCase(model.filePath.split('/').slice(-2)[0])][model.className];
    // Every argument is written as raw JSON: an override merges lists into configured ones instead of replacing them.
    const subject = new Construct(stack, 'subject', {});
    for (const [key, value] of Object.entries(config(json))) subject.addOverride(key, value);
    return { stack, subject, address: `${on}.subject` };
  }

  /** How a rule is wired, apart from its target: what reports it, how, and where its value sits. */
  const shape = (rule: CompiledRule) => [
    rule.kind.key,
    rule.severity ?? 'error',
    rule.createOnly === true ? 'create-only' : '',
    rule.sensitive === true ? 'sensitive' : '',
    rule.path === '' ? 'top' : rule.path.includes('*') ? 'map' : rule.path.includes('.') ? 'nested' : 'attribute',
    JSON.stringify(rule).includes('"field":"/') ? 'reads-top' : '',
  ].join(' ');
  /**
   * Where a rule is written: a provider block, a data source, a resource, or a type kept apart (its own schema file).
   */
  const writtenOn = (rule: CompiledRule, on: string) => `${rule.kind.level} on ${apart.has(on) ? 'part' : on.startsWith('provider.') ? 'provider' : on.startsWith('data.') ? 'data' : 'resource'}`;
  const seen = new Set<string>();
  const cases = catalog.allRules().flatMap((rule) => rule.on.flatMap((on) => {
    const keys = [shape(rule), writtenOn(rule, on)];
    if (keys.every((key) => seen.has(key))) return [];
    keys.forEach((key) => seen.add(key));
    return [[`${rule.id} on ${on} (${keys.join('; ')})`, rule, on] as const];
  }));

  test.each(cases)('%s', (_title, rule, on) => {
    const block = blockOf(on);
    const { invalid, valid, at, merge } = examplesFor(rule, block);
    const isObjectExample = merge;
    const tag = `[${rule.id}]`;

    const bad = stackWith(on, (base) => withValueAt(base, at, invalid, merge));
    const badResult = synthesize(bad.stack);
    const warns = rule.severity === 'warning' || rule.createOnly === true;
    const reported = warns ? badResult.warnings.find((w) => w.includes(tag)) : badResult.errors.split('\n').find((l) => l.includes(tag));
    expect(reported, `${rule.id} reported for ${JSON.stringify(invalid)}; errors: ${badResult.errors}`).toBeDefined();
    expect(reported).toContain(`${bad.subject.node.path}: ${bad.address}`);
    const leaf = rule.path.split('.').pop();
    if (leaf && !isObjectExample) expect(reported).toContain(leaf);
    if (rule.enum) expect(reported).toContain(`allowed: ${rule.kind.describe(rule)}`);
    if (rule.sensitive) expect(reported).not.toContain(JSON.stringify(invalid));
    if (rule.severity === 'warning') expect(reported).toContain(rule.source);

    const good = stackWith(on, (base) => withValueAt(base, at, valid, merge));
    const goodResult = synthesize(good.stack);
    expect(goodResult.errors, `${rule.id} not reported for ${JSON.stringify(valid)}`).not.toContain(tag);
    expect(goodResult.warnings.filter((w) => w.includes(tag))).toEqual([]);
  });
});
