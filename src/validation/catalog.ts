import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { CompiledRule, compileRule, ConstraintRule } from './constraint-types';
import type { Block, TerraformSchema } from './schema-types';

/** The exact schema and the platform rules of one provider, indexed for lookups during synthesis. */
export interface ProviderCatalog {
  readonly provider: Block;
  readonly resources: Record<string, Block>;
  readonly dataSources: Record<string, Block>;
  /** Rules by the address kind they apply to: `cpln_workload`, `data.cpln_gvc`, `provider.cpln`. */
  readonly rules: ReadonlyMap<string, readonly CompiledRule[]>;
}

/** `schemas/` ships with the package: two levels up from both `src/validation` and `lib/validation`. */
const SCHEMAS = join(__dirname, '..', '..', 'schemas');
const cache = new Map<string, ProviderCatalog | undefined>();

/** The catalog of a provider by its short name, or undefined for providers this package does not know. */
export function catalogFor(name: string): ProviderCatalog | undefined {
  if (!cache.has(name)) cache.set(name, load(name));
  return cache.get(name);
}

function load(name: string): ProviderCatalog | undefined {
  const schemaFile = join(SCHEMAS, `${name}.json`);
  if (!/^[a-z0-9]+$/.test(name) || !existsSync(schemaFile)) return undefined;
  const schema = JSON.parse(readFileSync(schemaFile, 'utf-8')) as TerraformSchema;
  const [provider] = Object.values(schema.provider_schemas);
  const { rules } = JSON.parse(readFileSync(join(SCHEMAS, `${name}.constraints.json`), 'utf-8')) as { rules: ConstraintRule[] };
  const byTarget = new Map<string, CompiledRule[]>();
  for (const rule of rules.map(compileRule)) {
    for (const on of rule.on) byTarget.set(on, [...(byTarget.get(on) ?? []), rule]);
  }
  const blocks = (entries: Record<string, { block: Block }> = {}) => Object.fromEntries(Object.entries(entries).map(([t, e]) => [t, e.block]));
  return {
    provider: provider.provider.block,
    resources: blocks(provider.resource_schemas),
    dataSources: blocks(provider.data_source_schemas),
    rules: byTarget,
  };
}
