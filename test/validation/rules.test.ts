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
 * The wiring of every rule of both catalogs: synthesized through a stack, each rule is reached, reported with
 * its id at its construct path and field, hides sensitive values, warns where it only warns, and stays quiet for
 * a value that satisfies it. The values are built from the rule itself (its bounds, its examples), so this proves
 * what the engine does with a rule, not that the rule is the provider's: that is proved against the providers'
 * source and the specification by provider-validator-facts, provider-cross-field-facts and
 * provider-rules-builder-facts (scans of the providers' Go code) and by the contract cases
 * (test/fixtures/*-cases.json).
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
  // The types kept apart have tens of thousands of rules transcribed mechanically, most of them one check at
  // many paths: the first path of each check is synthesized like every other rule, and every path runs
  // through the engine below.
  const apart = new Set(partTypes);
  const sameCheck = (rule: CompiledRule) => JSON.stringify({
    ...rule,
    id: undefined,
    path: undefined,
    segments: undefined,
    kind: undefined,
  });
  const seen = new Set<string>();
  const rules = catalog.allRules().filter(
    (rule) => !rule.on.some((on) => apart.has(on)) || (!seen.has(sameCheck(rule)) && seen.add(sameCheck(rule))),
  );
  const blockOf = (on: string) => on.startsWith('provider.') ? schema.provider.block : on.startsWith('data.') ? schema.data_source_schemas![on.slice(5)].block : schema.resource_schemas![on].block;

  test.each(partTypes.map((on) => [on] as const))('%s: every rule reports its invalid example at its path and not its valid one (engine)', (on) => {
    const all = catalog.rules(on);
    expect(all.length).toBeGreaterThan(1000);
    const subject = { constructPath: 'stack/subject', address: `${on}.subject`, meta: RESOURCE_META };
    const failures: string[] = [];
    for (const rule of all) {
      const { invalid, valid, at, merge } = examplesFor(rule, blockOf(on));
      const arranged = arrange([rule]);
      const bad = checkConstraints(subject, withValueAt({}, at, invalid, merge), arranged);
      const good = checkConstraints(subject, withValueAt({}, at, valid, merge), arranged);
      if (bad.length !== 1 || !bad[0].field.startsWith(`${on}.subject${rule.path === '' ? '' : `.${rule.path.split('.')[0]}`}`) || good.length !== 0) failures.push(`${rule.id}: ${JSON.stringify(bad)} / ${JSON.stringify(good)}`);
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

  const cases = rules.flatMap((rule) => rule.on.map((on) => [`${rule.id} on ${on}`, rule, on] as const));

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
