import { join } from 'path';
import { ProviderTarget, providerAddress, ROOT } from './providers';
import { checkSchema, readSchemaFile, SchemaFileError, TerraformSchema } from './schema-file';
import type { Block, SchemaEntry } from './schema-file';

/** Where a file of the definition (a path relative to the repository root) is read from. */
export type Locate = (file: string) => string;

export const inRepository: Locate = (file) => join(ROOT, file);

/** A provider's whole schema, and the types its part files hold (`data.<type>` for data sources). */
export interface ProviderSchemaFiles {
  readonly schema: TerraformSchema;
  readonly partTypes: readonly string[];
}

/**
 * Reads a provider's schema file and its parts (`schemaParts`) into one schema. Each file is checked on its
 * own, then the whole: a part must hold only this provider, with the same provider block, and no type may
 * be in two files.
 */
export function readProviderSchema(target: ProviderTarget, locate: Locate = inRepository): ProviderSchemaFiles {
  const address = providerAddress(target);
  const mainFile = locate(target.schemaFile);
  const main = readSchemaFile(mainFile);
  const provider = main.provider_schemas[address];
  if (provider === undefined || Object.keys(main.provider_schemas).length !== 1) {
    throw new SchemaFileError(mainFile, '$.provider_schemas', `must hold exactly the provider ${JSON.stringify(address)}, found ${JSON.stringify(Object.keys(main.provider_schemas))}`);
  }
  if (target.schemaParts.length === 0) return { schema: main, partTypes: [] };
  const resources: Record<string, SchemaEntry> = { ...provider.resource_schemas };
  const dataSources: Record<string, SchemaEntry> = { ...provider.data_source_schemas };
  const partTypes: string[] = [];
  for (const part of target.schemaParts) {
    const file = locate(part);
    const schema = readSchemaFile(file);
    const held = schema.provider_schemas[address];
    if (held === undefined || Object.keys(schema.provider_schemas).length !== 1) {
      throw new SchemaFileError(file, '$.provider_schemas', `must hold exactly the provider ${JSON.stringify(address)} (a part of ${target.schemaFile}), found ${JSON.stringify(Object.keys(schema.provider_schemas))}`);
    }
    if (JSON.stringify(held.provider) !== JSON.stringify(provider.provider)) {
      throw new SchemaFileError(file, `$.provider_schemas[${JSON.stringify(address)}].provider`, `differs from the provider block of ${target.schemaFile}; a part holds the same provider version`);
    }
    for (const [section, table, prefix] of [['resource_schemas', resources, ''], ['data_source_schemas', dataSources, 'data.']] as const) {
      for (const [type, entry] of Object.entries(held[section] ?? {})) {
        if (type in table) throw new SchemaFileError(file, `$.provider_schemas[${JSON.stringify(address)}].${section}.${type}`, 'is also in another schema file of the provider; keep each type in one file');
        table[type] = entry;
        partTypes.push(`${prefix}${type}`);
      }
    }
  }
  const sorted = (
    table: Record<string, SchemaEntry>,
  ) => Object.fromEntries(Object.keys(table).sort().map((type) => [type, table[type]]));
  // Checked whole as well: names of types in different files may still collide in the generated namespaces.
  const schema = checkSchema([target.schemaFile, ...target.schemaParts].join(' + '), {
    format_version: main.format_version,
    provider_schemas: { [address]: {
      provider: provider.provider,
      resource_schemas: sorted(resources),
      data_source_schemas: sorted(dataSources),
    } },
  });
  return { schema, partTypes };
}

/**
 * The schema the generated classes are built from, and per type it leaves something out (`data.<type>`), what and how
 * to set it.
 */
export interface TypedSchema {
  readonly schema: TerraformSchema;
  readonly notes: ReadonlyMap<string, string>;
}

/** The provider's schema without what the definition's `untyped` leaves out. */
export function typedSchema(target: ProviderTarget, schema: TerraformSchema): TypedSchema {
  const address = providerAddress(target);
  const provider = schema.provider_schemas[address];
  const notes = new Map<string, string>();
  if (Object.keys(target.untyped).length === 0 || provider === undefined) return { schema, notes };
  const resources = { ...provider.resource_schemas };
  const dataSources = { ...provider.data_source_schemas };
  for (const [on, part] of Object.entries(target.untyped)) {
    const data = on.startsWith('data.');
    const table = data ? dataSources : resources;
    const type = data ? on.slice(5) : on;
    const entry = table[type];
    // A schema without the type (the codegen tests' minimal schemas) has nothing to leave out.
    if (entry === undefined) continue;
    const omitted = (part.blocks ?? []).filter((name) => entry.block.block_types?.[name] === undefined);
    if (omitted.length > 0) throw new SchemaFileError('codegen/definitions.json', `$.providers[${JSON.stringify(target.name)}].untyped[${JSON.stringify(on)}].blocks`, `names ${omitted.join(', ')}, not blocks of ${on}`);
    const left: string[] = [...(part.blocks ?? [])];
    const prune = (block: Block, depth: number, path: string): Block => {
      if (!block.block_types) return block;
      const kept: NonNullable<Block['block_types']> = {};
      for (const [name, blockType] of Object.entries(block.block_types)) {
        if (depth === 1 && part.blocks?.includes(name)) continue;
        if (part.belowDepth !== undefined && depth > part.belowDepth) {
          left.push(`${path}${name}`);
          continue;
        }
        kept[name] = { ...blockType, block: prune(blockType.block, depth + 1, `${path}${name}.`) };
      }
      return { ...block, block_types: kept };
    };
    const pruned = prune(entry.block, 1, '');
    const shown = left.length > 24 ? `${left.slice(0, 8).join(', ')} and ${left.length - 8} more` : left.join(', ');
    notes.set(on, `Not typed by this package (too large to generate): ${shown}${part.belowDepth !== undefined ? ` (the blocks nested more than ${part.belowDepth} levels deep)` : ''}. ` +
      'Set them with `addOverride` (for example `addOverride("<block>", [{ ... }])`, docs/l1-classes.md, "Types too large to type"); synth-time validation checks them against the provider\'s whole schema and rules.');
    table[type] = { ...entry, block: pruned };
  }
  return {
    schema: { ...schema, provider_schemas: {
      ...schema.provider_schemas,
      [address]: { ...provider, resource_schemas: resources, data_source_schemas: dataSources },
    } },
    notes,
  };
}
