import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { CatalogFile } from './catalog-types';
import { kindOf } from './kinds';
import type { CompiledRule, ConstraintRule } from './rule-types';
import { arrange, TargetRules } from './rules';
import type { Block } from './schema-types';

/** The exact schema and the platform rules of one provider, indexed for lookups during synthesis. */
export interface ProviderCatalog {
  readonly name: string;
  readonly source: string;
  readonly version: string;
  /** Whether the schema holds every type of the provider version (an unknown type is then a mistake). */
  readonly coversEveryType: boolean;
  readonly provider: Block;
  readonly resources: Readonly<Record<string, Block>>;
  readonly dataSources: Readonly<Record<string, Block>>;
  /** Rules by the address kind they apply to: `cpln_workload`, `data.cpln_gvc`, `provider.cpln`. */
  readonly rules: ReadonlyMap<string, readonly CompiledRule[]>;
  /** The same, arranged for the walk. */
  readonly arranged: ReadonlyMap<string, TargetRules>;
  /** Every rule identifier. */
  readonly ruleIds: ReadonlySet<string>;
}

/** The catalogs codegen emits: `gen/<provider>/catalog.json` beside this folder, in `src/` and in `lib/`. */
const GENERATED = join(__dirname, '..', 'gen');
const cache = new Map<string, ProviderCatalog | undefined>();

/** The catalog of a provider by its short name, or undefined for providers this package does not generate. */
export function catalogFor(name: string): ProviderCatalog | undefined {
  if (!cache.has(name)) cache.set(name, load(name));
  return cache.get(name);
}

/** The catalogs of every provider this package generates. */
export function allCatalogs(): ProviderCatalog[] {
  const names = existsSync(GENERATED) ? readdirSync(GENERATED) : [];
  return names.map((name) => catalogFor(name)).filter((c): c is ProviderCatalog => c !== undefined);
}

function load(name: string): ProviderCatalog | undefined {
  const file = join(GENERATED, name, 'catalog.json');
  if (!/^[a-z0-9]+$/.test(name) || !existsSync(file)) return undefined;
  // Name tables without a prototype: a key such as `constructor` finds nothing instead of Object's member.
  const catalog = JSON.parse(readFileSync(file, 'utf-8'), (key, value) =>
    (key === 'attributes' || key === 'block_types' || key === 'resources' || key === 'dataSources') && value !== null && typeof value === 'object'
      ? Object.assign(Object.create(null), value)
      : value) as CatalogFile;
  const byTarget = new Map<string, CompiledRule[]>();
  for (const rule of catalog.rules.map(compileRule)) {
    for (const on of rule.on) byTarget.set(on, [...(byTarget.get(on) ?? []), rule]);
  }
  return {
    name,
    source: catalog.source,
    version: catalog.version,
    coversEveryType: catalog.coversEveryType,
    provider: catalog.provider,
    resources: catalog.resources,
    dataSources: catalog.dataSources,
    rules: byTarget,
    arranged: new Map([...byTarget].map(([target, rules]) => [target, arrange(rules)])),
    ruleIds: new Set(catalog.rules.map((r) => r.id)),
  };
}

function compileRule(rule: ConstraintRule): CompiledRule {
  return {
    ...rule,
    kind: kindOf(rule),
    segments: rule.path === '' ? [] : rule.path.split('.'),
    regex: rule.pattern ? new RegExp(rule.pattern.regex) : undefined,
  };
}
