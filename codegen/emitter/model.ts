import type { TerraformProviderGenerator } from '@cdktf/provider-generator';
import { toCamelCase, toPascalCase } from 'codemaker';
import { Framework } from '../frameworks';
import { ProviderTarget, providerAddress } from '../providers';
import type { Attribute, TerraformSchema } from '../schema-file';
import { loadGenerator } from './generator';

/**
 * The model the emitter writes from. Resources and data sources: the generator's public model
 * (`TerraformProviderGenerator#buildResourceModels`, the names, types and docs `cdktf get` gives every
 * class, prop and struct), read and never written to text by the generator. The provider class: a model
 * of this file's own (the generator builds none publicly), from the provider block.
 */


/** One resource or data source as the generator models it. */
export type ResourceModel = ReturnType<TerraformProviderGenerator['buildResourceModels']>[number];
/** A struct of a type: its config, and one per nested block or object. */
export type Struct = ResourceModel['structs'][number];
/** An argument or attribute of a struct or a type. */
export type AttributeModel = Struct['attributes'][number];


/** The generator's model of every resource and data source, with the provider version its docs link to. */
export function resourceModels(target: ProviderTarget, schema: TerraformSchema, framework: Framework): ResourceModel[] {
  const { CodeMaker, TerraformProviderGenerator: Generator } = loadGenerator(framework);
  const generator = new Generator(
    new CodeMaker(),
    schema as ConstructorParameters<typeof TerraformProviderGenerator>[1],
  );
  const models = generator.buildResourceModels(providerAddress(target) as Parameters<TerraformProviderGenerator['buildResourceModels']>[0]);
  for (const model of models) {
    model.providerVersion = target.version;
    model.providerVersionConstraint = target.version;
    model.terraformProviderSource = target.source;
  }
  return models;
}

/** A scalar argument of the provider or of one of its blocks. */
export interface ProviderArgument {
  readonly terraformName: string;
  /** The prop's name (`refreshToken`). */
  readonly name: string;
  readonly kind: 'string' | 'number' | 'boolean';
  readonly required: boolean;
  readonly description: string | undefined;
}

/** A block of the provider (one object, `max_items: 1`), typed as a struct. */
export interface ProviderBlock {
  readonly terraformName: string;
  readonly name: string;
  readonly struct: string;
  readonly nestingMode: string;
  readonly required: boolean;
  readonly description: string;
  readonly arguments: readonly ProviderArgument[];
}

/** The provider class: its name, its config struct and what it holds. */
export interface ProviderModel {
  readonly name: string;
  readonly className: string;
  readonly configStruct: string;
  readonly linkToDocs: string;
  readonly version: string;
  readonly source: string;
  readonly arguments: readonly ProviderArgument[];
  readonly blocks: readonly ProviderBlock[];
}

/**
 * The provider's model: its arguments (with the `alias` every provider takes), then its blocks, named as
 * `cdktf get` names them. A kind of argument or block a provider of this package does not have is refused,
 * naming it, rather than emitted untested.
 */
export function providerModel(
  target: ProviderTarget,
  schema: TerraformSchema,
  escape: (name: string) => string,
): ProviderModel {
  const block = schema.provider_schemas[providerAddress(target)].provider.block;
  const className = `${toPascalCase(target.name)}Provider`;
  const configStruct = `${className}Config`;
  const [namespace, name] = target.source.split('/');
  const argument = (terraformName: string, attribute: Attribute, where: string): ProviderArgument => {
    const kind = attribute.type === 'string' || attribute.type === 'number' ? attribute.type : attribute.type === 'bool' ? 'boolean' : undefined;
    if (kind === undefined || attribute.nested_type !== undefined) throw new Error(`${where}${terraformName}: the emitter types scalar provider arguments only, not ${JSON.stringify(attribute.type ?? attribute.nested_type)}`);
    return {
      terraformName,
      name: escape(toCamelCase(terraformName)),
      kind,
      required: attribute.required === true,
      description: attribute.description,
    };
  };
  const taken = new Set([className, configStruct]);
  const blocks = Object.entries(block.block_types ?? {}).map(([terraformName, blockType]): ProviderBlock => {
    if (blockType.max_items !== 1 || blockType.block.block_types !== undefined) throw new Error(`provider.${terraformName}: the emitter types provider blocks of one object of arguments only`);
    let struct = `${className}${toPascalCase(terraformName)}`;
    if (taken.has(struct)) struct = `${struct}A`;
    taken.add(struct);
    return {
      terraformName,
      name: escape(toCamelCase(terraformName)),
      struct,
      nestingMode: blockType.nesting_mode,
      required: (blockType.min_items ?? 0) > 0,
      description: `${terraformName} block`,
      arguments: Object.entries(blockType.block.attributes ?? {}).map(([n, a]) => argument(n, a, `provider.${terraformName}.`)),
    };
  });
  return {
    name: target.name,
    className,
    configStruct,
    linkToDocs: `https://registry.terraform.io/providers/${namespace}/${name}/${target.version}/docs`,
    version: target.version,
    source: target.source,
    arguments: [
      ...Object.entries(block.attributes ?? {}).map(([n, a]) => argument(n, a, 'provider.')),
      { terraformName: 'alias', name: 'alias', kind: 'string', required: false, description: 'Alias name' },
    ],
    blocks,
  };
}

