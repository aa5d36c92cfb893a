import { TerraformStack, Testing } from 'cdktf';
import { toCamelCase, toPascalCase } from 'codemaker';
import { describe, expect, test } from 'vitest';
import { resourceModels } from '../codegen/generate';
import { readProviderSchema } from '../codegen/provider-files';
import { PROVIDERS } from '../codegen/providers';
import * as pkg from '../lib';
import { Validations } from '../lib';
import { catalogFor } from '../lib/validation/catalog';
import { minimalConfig } from './support/sample-config';

const providerClassName = (name: string) => `${toPascalCase(name)}Provider`;

/**
 * Every generated resource and data source, instantiated with exactly its required arguments and
 * blocks, synthesizes to exactly those arguments and conforms to its schema: no type is left without
 * a test. The sample values are placeholders, so the platform rules (layer 2) are switched off here
 * with the public API; the schema checks (`schema/*`) stay on.
 */
describe.each(PROVIDERS.map((p) => [p.name, p] as const))('%s: every type synthesizes', (name, target) => {
  const { schema } = readProviderSchema(target);
  const models = resourceModels(target, schema);
  const namespaceOf = (filePath: string) => toCamelCase(filePath.split('/').slice(-2)[0]);

  test.each(models.map((m) => [m.terraformType, m] as const))('%s', (terraformType, model) => {
    const namespace = (pkg as Record<string, any>)[name][namespaceOf(model.filePath)];
    expect(namespace, `namespace for ${terraformType}`).toBeDefined();
    const Construct = namespace[model.className];
    expect(Construct, `class ${model.className}`).toBeTypeOf('function');

    const stack = new TerraformStack(Testing.app(), 'stack');
    const Provider = (pkg as Record<string, any>)[name].provider[providerClassName(name)];
    new Provider(stack, 'provider', {});
    const catalog = catalogFor(name)!;
    const ruleTarget = model.isDataSource ? terraformType.replace(/^data_/, 'data.') : terraformType;
    for (const rule of [...catalog.rules(ruleTarget), ...catalog.rules(`provider.${name}`)]) {
      Validations.disableRule(stack, rule.id);
    }
    const { props, json } = minimalConfig(model.configStruct.assignableAttributes);
    new Construct(stack, 'subject', props);
    const synthesized = JSON.parse(Testing.synth(stack, true));

    const section = model.isDataSource ? synthesized.data : synthesized.resource;
    const type = model.isDataSource ? terraformType.replace(/^data_/, '') : terraformType;
    expect(section[type].subject).toEqual(json);
    expect(synthesized.terraform.required_providers[name]).toEqual({ source: target.source, version: target.version });
  });
});
