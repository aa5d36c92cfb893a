import { existsSync, readdirSync, readFileSync } from 'fs';
import { join, resolve } from 'path';
import type { CatalogFile, CatalogPart, RuleForPaths } from './catalog-types';
import { kindOf } from './kinds';
import type { CompiledRule, ConstraintRule } from './rule-types';
import { arrange, NO_RULES, TargetRules } from './rules';
import type { Block } from './schema-types';

/** The exact schema and the platform rules of one provider, indexed for lookups during synthesis. */
export interface ProviderCatalog {
  readonly name: string;
  readonly source: string;
  readonly version: string;
  readonly provider: Block;
  /** The schema of a type (`data.<type>` for a data source), or undefined when the provider has no such type. */
  block(target: string): Block | undefined;
  /** The rules of a target (`cpln_workload`, `data.cpln_gvc`, `provider.cpln`), arranged for the walk. */
  arranged(target: string): TargetRules;
  /** The rules of a target. */
  rules(target: string): readonly CompiledRule[];
  /** Every rule of the provider (reads the parts kept apart). */
  allRules(): readonly CompiledRule[];
  /** Whether a rule has this identifier (reads the parts kept apart only when the rest has none). */
  hasRule(id: string): boolean;
  /** Every rule identifier (reads the parts kept apart). */
  ruleIds(): ReadonlySet<string>;
}

/**
 * Which catalog judges each provider of the stack being checked, by the provider's short name (undefined for a
 * provider no catalog describes): the bundled catalog, or the one a stack's provider class registered with its folder.
 */
export type CatalogResolver = (name: string) => ProviderCatalog | undefined;

/** The catalogs codegen emits: `gen/<provider>/catalog.json` beside this folder, in `src/` and in `lib/`. */
const GENERATED = join(__dirname, '..', 'gen');
const cache = new Map<string, ProviderCatalog | undefined>();
/** The catalogs read from folders of their own (bindings generated for another provider version), by folder. */
const folders = new Map<string, ProviderCatalog>();

/** The catalog of a provider by its short name, or undefined for providers this package does not generate. */
export function catalogFor(name: string): ProviderCatalog | undefined {
  if (!cache.has(name)) cache.set(name, bundled(name));
  return cache.get(name);
}

/** The catalogs of every provider this package generates. */
export function allCatalogs(): ProviderCatalog[] {
  const names = existsSync(GENERATED) ? readdirSync(GENERATED) : [];
  return names.map((name) => catalogFor(name)).filter((c): c is ProviderCatalog => c !== undefined);
}

/**
 * The catalog in a folder (its `catalog.json` and the parts beside it, as codegen writes them), read once per folder.
 * Throws for a folder without `catalog.json`.
 */
export function catalogIn(folder: string): ProviderCatalog {
  const dir = resolve(folder);
  let catalog = folders.get(dir);
  if (catalog === undefined) {
    if (!existsSync(join(dir, 'catalog.json'))) {
      throw new Error(
        `${dir} holds no catalog.json: the provider class of bindings reads the validation catalog \`bindings\` wrote ` +
          'beside its folder; run the app where the bindings are (as ts-node does), or copy the catalog files ' +
          '(catalog*.json of each provider folder) along with the compiled classes',
      );
    }
    folders.set(dir, (catalog = load(dir)));
  }
  return catalog;
}

/** Every catalog known so far: the bundled ones and those read from a folder (`catalogIn`). */
export function knownCatalogs(): ProviderCatalog[] {
  return [...allCatalogs(), ...folders.values()];
}

function bundled(name: string): ProviderCatalog | undefined {
  const dir = join(GENERATED, name);
  return /^[a-z0-9]+$/.test(name) && existsSync(join(dir, 'catalog.json')) ? load(dir) : undefined;
}

function load(dir: string): ProviderCatalog {
  const catalog = readJson(join(dir, 'catalog.json')) as CatalogFile;
  const blocks = new Map<string, Block>([
    ...Object.keys(catalog.resources).map((type) => [type, catalog.resources[type]] as const),
    ...Object.keys(catalog.dataSources).map((type) => [`data.${type}`, catalog.dataSources[type]] as const),
  ]);
  // Rules are compiled the first time their target is looked up; a rule on several targets is compiled once.
  const byTarget = new Map<string, ConstraintRule[]>();
  const compiledByTarget = new Map<string, CompiledRule[]>();
  const compiled = new Map<ConstraintRule, CompiledRule>();
  const readIds = new Set<string>();
  const add = (rules: readonly ConstraintRule[]): void => {
    for (const rule of rules) {
      readIds.add(rule.id);
      for (const on of rule.on) {
        const list = byTarget.get(on);
        if (list) list.push(rule);
        else byTarget.set(on, [rule]);
      }
    }
  };
  add(catalog.rules);
  // A part (a type too large to keep in the catalog) is read the first time its type is looked up.
  const unread = new Map(Object.entries(catalog.parts));
  const read = (target: string): void => {
    const file = unread.get(target);
    if (file === undefined) return;
    unread.delete(target);
    const part = readJson(join(dir, file)) as CatalogPart;
    blocks.set(target, part.block);
    add(part.rules.flatMap((rule) => ('paths' in rule ? forEachPath(target, rule) : [rule])));
  };
  const compile = (rule: ConstraintRule): CompiledRule => {
    let result = compiled.get(rule);
    if (result === undefined) compiled.set(rule, (result = compileRule(rule)));
    return result;
  };
  const rulesOf = (target: string): CompiledRule[] => {
    read(target);
    let rules = compiledByTarget.get(target);
    if (rules === undefined) compiledByTarget.set(target, (rules = (byTarget.get(target) ?? []).map(compile)));
    return rules;
  };
  const arranged = new Map<string, TargetRules>();
  let all: CompiledRule[] | undefined;
  let ids: Set<string> | undefined;
  const allRules = (): CompiledRule[] => {
    for (const target of [...unread.keys()]) read(target);
    all ??= [...new Set([...byTarget.values()].flat())].map(compile);
    return all;
  };
  return {
    name: catalog.name,
    source: catalog.source,
    version: catalog.version,
    provider: catalog.provider,
    block: (target) => {
      read(target);
      return blocks.get(target);
    },
    arranged: (target) => {
      if (!arranged.has(target)) {
        const rules = rulesOf(target);
        arranged.set(target, rules.length > 0 ? arrange(rules) : NO_RULES);
      }
      return arranged.get(target)!;
    },
    rules: rulesOf,
    allRules,
    hasRule: (id) => readIds.has(id) || (unread.size > 0 && (allRules(), readIds.has(id))),
    ruleIds: () => (ids ??= new Set(allRules().map((rule) => rule.id))),
  };
}

/**
 * Reads a catalog file. Its name tables (`attributes`, `block_types`) are plain objects: the engine looks
 * names up as own keys only (`own`), so a key such as `constructor` finds nothing instead of Object's member.
 */
function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf-8'));
}

/** The rules a check at many paths stands for (codegen/catalog.ts writes them so). */
function forEachPath(target: string, { paths, ...check }: RuleForPaths): ConstraintRule[] {
  const key = kindOf(check as ConstraintRule).key;
  return paths.map((path) => ({ ...check, path, id: `${target}.${path}:${key}` }));
}

function compileRule(rule: ConstraintRule): CompiledRule {
  return {
    ...rule,
    kind: kindOf(rule),
    segments: rule.path === '' ? [] : rule.path.split('.'),
  };
}
