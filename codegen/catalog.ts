import { readFileSync } from 'fs';
import type { CatalogFile, CatalogPart, RuleForPaths } from '../src/validation/catalog-types';
import { kindOf } from '../src/validation/kinds';
import type { ConstraintRule } from '../src/validation/rule-types';
import type { Attribute, Block, CtyType } from '../src/validation/schema-types';
import type { PropFacts, Replacement } from './prop-docs';
import { ProviderTarget, providerAddress } from './providers';
import { SchemaFileError, TerraformSchema } from './schema-file';

/**
 * A provider's constraints file (`schemas/<provider>.constraints.json`) as maintainers write it:
 * - `shared`: named checks used by many rules (`"use": "name"`), each a list of checks with a source and examples;
 * - `integers`: attributes the provider reads as whole numbers, by type;
 * - `rules`: the rules, each with exactly one check kind (`src/validation/kinds`) or a `use`.
 */
export interface ConstraintsFile {
  /**
   * The provider source and version the rules were transcribed from (`controlplane-com/cpln 1.2.31`): must be the one
   * generated.
   */
  readonly provider: string;
  readonly about?: string;
  readonly shared?: Record<string, SharedCheck>;
  readonly integers?: IntegerList[];
  readonly credentials?: CredentialList[];
  /** The arguments whose change replaces the resource (`ForceNew`, `RequiresReplace`), for the props' documentation. */
  readonly replacement?: ReplacementList;
  /** The values the provider gives unset arguments (`Default`), per type and path, for the props' documentation. */
  readonly defaults?: { readonly source: string; readonly values: Record<string, Record<string, unknown>> };
  readonly rules: RuleEntry[];
}

/**
 * Per resource type, the argument paths whose change always replaces the resource, and those whose change may (a
 * conditional plan modifier).
 */
export interface ReplacementList {
  readonly source: string;
  readonly always: Record<string, string[]>;
  readonly conditional?: Record<string, string[]>;
}

/**
 * A rule as written: one rule (`id`, `path`), one rule per check of a shared check (`use`), or one rule per
 * path (`paths`, for checks transcribed mechanically: each gets the id `<type>.<path>:<kind>`).
 */
export type RuleEntry = ConstraintRule & { readonly use?: string } | Omit<ConstraintRule, 'id' | 'path'> & { readonly paths: readonly string[] };

/** Checks many rules share, such as the name pattern and length; a rule using it becomes one rule per check. */
export interface SharedCheck {
  readonly checks: Array<Partial<ConstraintRule>>;
  readonly source: string;
  /** Examples for the checks that cannot make their own (patterns), by check kind. */
  readonly examples?: Record<string, { readonly invalid: unknown; readonly valid: unknown }>;
}

/**
 * Attributes that carry credentials though the provider's schema does not mark them sensitive (Akamai's
 * `config.client_secret`); the catalog marks them sensitive, so validation never shows their values and
 * warns about literals in them.
 */
export interface CredentialList {
  readonly source: string;
  readonly paths: Record<string, string[]>;
}

/** Attributes the provider reads as integers (`Int64Attribute`, `TypeInt`), as dot paths per type. */
export interface IntegerList {
  readonly source: string;
  readonly paths: Record<string, string[]>;
}

/** A rule's source: a provider function, a specification section, or the platform's published API contract. */
const SOURCE = /^(provider:|spec §|platform:)/;

/**
 * Reads a provider's constraints files (the main one, then its parts) and compiles them with the schema into the
 * catalog the package ships.
 */
export function buildCatalog(
  target: ProviderTarget,
  schema: TerraformSchema,
  constraintsFile: string,
  parts: readonly string[] = [],
): CatalogFile {
  const read = (name: string): ConstraintsFile => {
    try {
      return JSON.parse(readFileSync(name, 'utf-8')) as ConstraintsFile;
    } catch (e) {
      throw new SchemaFileError(name, '$', `cannot be read as JSON (${(e as Error).message})`);
    }
  };
  return compileCatalog(
    target,
    schema,
    read(constraintsFile),
    constraintsFile,
    parts.map((name) => ({ file: read(name), name })),
  );
}

/**
 * Checks every rule against the schema and the kinds, expands shared checks and integer lists, and strips
 * descriptions. Parts (rules transcribed mechanically for the large types) may use the main file's shared checks.
 */
export function compileCatalog(
  target: ProviderTarget,
  schema: TerraformSchema,
  main: ConstraintsFile,
  mainName: string,
  parts: ReadonlyArray<{ readonly file: ConstraintsFile; readonly name: string }> = [],
): CatalogFile {
  const provider = schema.provider_schemas[providerAddress(target)];
  const blockOf = blocksOf(target, schema);
  const rules: ConstraintRule[] = [];
  for (const { file, name } of [{ file: main, name: mainName }, ...parts]) {
    rules.push(...compileRules(target, file, name, main, blockOf));
  }
  const fail = (path: string, problem: string): never => {
    throw new SchemaFileError(mainName, path, problem);
  };
  const ids = new Set<string>();
  for (const rule of rules) {
    if (ids.has(rule.id)) fail('$.rules', `rule id ${JSON.stringify(rule.id)} is used twice`);
    ids.add(rule.id);
  }
  const blocks = (prefix: string, entries: Record<string, { block: Block }> = {}) =>
    Object.fromEntries(Object.keys(entries).sort().map((type) => [type, lean(entries[type].block, credentialsOf(`${prefix}${type}`))]));
  const credentials = new Map<string, Set<string>>();
  (main.credentials ?? []).forEach((list, index) => {
    for (const [on, paths] of Object.entries(list.paths)) {
      const block = blockOf(on);
      for (const path of paths) {
        const reached = block && reach(block, path);
        if (!reached?.attribute || reached.attribute.nested_type) fail(`$.credentials[${index}].paths[${JSON.stringify(on)}]`, `${on}.${path} is not an attribute`);
        credentials.set(on, new Set([...(credentials.get(on) ?? []), path]));
      }
    }
  });
  const credentialsOf = (on: string) => credentials.get(on) ?? new Set<string>();
  return {
    name: target.name,
    source: target.source,
    version: target.version,
    provider: lean(provider.provider.block, credentialsOf(`provider.${target.name}`)),
    resources: blocks('', provider.resource_schemas),
    dataSources: blocks('data.', provider.data_source_schemas),
    parts: {},
    rules,
  };
}

/**
 * What a provider's constraints file says of its arguments beside the rules: the replacement lists and the
 * defaults, each path checked to be an argument (or, for replacement, a block) of its type.
 */
export function readPropFacts(target: ProviderTarget, schema: TerraformSchema, constraintsFile: string): PropFacts {
  const file = JSON.parse(readFileSync(constraintsFile, 'utf-8')) as ConstraintsFile;
  const blockOf = blocksOf(target, schema);
  const defaults: Record<string, Record<string, unknown>> = {};
  for (const [type, values] of Object.entries(file.defaults?.values ?? {})) {
    const block = blockOf(type);
    for (const path of Object.keys(values)) {
      if (block === undefined || !reach(block, path)) throw new SchemaFileError(constraintsFile, `$.defaults.values[${JSON.stringify(type)}]`, `${JSON.stringify(path)} is not an argument of ${type}`);
    }
    defaults[type] = values;
  }
  return { replacement: replacementOf(target, file, blockOf, constraintsFile), defaults };
}

function replacementOf(
  target: ProviderTarget,
  file: ConstraintsFile,
  blockOf: (on: string) => Block | undefined,
  constraintsFile: string,
): Replacement {
  const out: Record<string, { always: string[]; conditional: string[] }> = {};
  for (const which of ['always', 'conditional'] as const) {
    for (const [type, paths] of Object.entries(file.replacement?.[which] ?? {})) {
      const block = type.startsWith('data.') || type.startsWith('provider.') ? undefined : blockOf(type);
      if (block === undefined) throw new SchemaFileError(constraintsFile, `$.replacement.${which}`, `${JSON.stringify(type)} is not a resource type of ${target.source}@${target.version}`);
      for (const path of paths) {
        if (!reach(block, path)) throw new SchemaFileError(constraintsFile, `$.replacement.${which}[${JSON.stringify(type)}]`, `${JSON.stringify(path)} does not exist in ${type}`);
      }
      out[type] ??= { always: [], conditional: [] };
      out[type][which].push(...paths);
    }
  }
  return out;
}

/** The schema of a target (`cpln_workload`, `data.cpln_gvc`, `provider.cpln`) in a provider schema. */
function blocksOf(target: ProviderTarget, schema: TerraformSchema): (on: string) => Block | undefined {
  const provider = schema.provider_schemas[providerAddress(target)];
  return (on) => on === `provider.${target.name}` ? provider.provider.block
    : on.startsWith('data.') ? provider.data_source_schemas?.[on.slice(5)]?.block : provider.resource_schemas?.[on]?.block;
}

/** What `constraintsFit` finds. */
export interface ConstraintsFitResult {
  readonly refused: string[];
  readonly checked: Set<string>;
  readonly keptRules: RuleEntry[];
  readonly keptIntegers: IntegerList[];
  readonly keptCredentials: CredentialList[];
}

/**
 * How a constraints file fits a (new) schema, for `schemas:import` and `bindings`: the rules it would refuse (their
 * type, path or a field they read is gone, or an attribute became computed only), one line each; the settable
 * attributes (`type.path`) that some rule checks or reads, integer checks aside; and what it keeps: the rule entries,
 * integer lists and credential lists that compile against the schema. `main` is the provider's main constraints
 * file, whose shared checks a part's rules may use.
 */
export function constraintsFit(
  target: ProviderTarget,
  schema: TerraformSchema,
  file: ConstraintsFile,
  fileName: string,
  main: ConstraintsFile = file,
): ConstraintsFitResult {
  const blockOf = blocksOf(target, schema);
  // Each entry is compiled alone, as if the file described this version: what fails is what the schema refuses.
  const alone = (rules: RuleEntry[], integers: IntegerList[]): ConstraintsFile => ({ ...file, provider: `${target.source} ${target.version}`, rules, integers });
  const refused: string[] = [];
  const checked = new Set<string>();
  const attempt = (name: string, entries: RuleEntry[], integers: IntegerList[]): boolean => {
    try {
      for (const rule of compileRules(target, alone(entries, integers), fileName, main, blockOf)) {
        if (rule.integer) continue;
        for (const on of rule.on) {
          checked.add(rule.path === '' ? on : `${on}.${rule.path}`);
          for (const field of fieldsOf(rule)) checked.add(field.startsWith('/') ? `${on}.${field.slice(1)}` : [on, rule.path, field].filter(Boolean).join('.'));
        }
      }
      return true;
    } catch (e) {
      refused.push(`${name}: ${e instanceof SchemaFileError ? e.problem : (e as Error).message}`);
      return false;
    }
  };
  const keptRules = file.rules.filter((entry) => attempt('paths' in entry ? `${entry.on[0]} (${entry.paths.length} paths)` : entry.id, [entry], []));
  const keptIntegers = (file.integers ?? []).map((list) => {
    const paths = Object.fromEntries(Object.entries(list.paths).map(([on, all]) => [
      on,
      all.filter((path) => attempt(`${on}.${path}:integer`, [], [{ source: list.source, paths: { [on]: [path] } }])),
    ]));
    return { ...list, paths };
  });
  const keptCredentials = (file.credentials ?? []).map((list) => ({
    ...list,
    paths: Object.fromEntries(Object.entries(list.paths).map(([on, all]) => [
      on,
      all.filter((path) => {
        const reached = blockOf(on) && reach(blockOf(on)!, path);
        return reached?.attribute !== undefined && !reached.attribute.nested_type;
      }),
    ])),
  }));
  return { refused, checked, keptRules, keptIntegers, keptCredentials };
}

/**
 * Moves the given types (the types of the provider's schema parts) with their rules out of the catalog into
 * one part each (`catalog.<type>.json`), which the runtime reads only when a stack uses the type.
 */
export function splitCatalog(
  catalog: CatalogFile,
  types: readonly string[],
): { main: CatalogFile; parts: Array<{ file: string; part: CatalogPart }> } {
  const apart = new Set(types);
  const parts = types.map((target) => {
    const data = target.startsWith('data.');
    const block = (data ? catalog.dataSources : catalog.resources)[data ? target.slice(5) : target];
    const rules = catalog.rules.filter((rule) => rule.on.includes(target));
    const mixed = rules.find((rule) => rule.on.some((on) => on !== target));
    if (mixed) throw new SchemaFileError('(catalog)', mixed.id, `applies to ${target}, whose catalog is kept apart, and to other types; write one rule per type`);
    return { file: `catalog.${target}.json`, part: { target, block, rules: byCheck(target, rules) } };
  });
  const without = (prefix: string, table: Record<string, Block>) => Object.fromEntries(Object.entries(table).filter(([type]) => !apart.has(`${prefix}${type}`)));
  return {
    main: {
      ...catalog,
      resources: without('', catalog.resources),
      dataSources: without('data.', catalog.dataSources),
      parts: Object.fromEntries(parts.map(({ file, part }) => [part.target, file])),
      rules: catalog.rules.filter((rule) => !rule.on.some((on) => apart.has(on))),
    },
    parts,
  };
}

/** The rules of one constraints file, each checked against the schema; problems name that file. */
function compileRules(
  target: ProviderTarget,
  file: ConstraintsFile,
  fileName: string,
  main: ConstraintsFile,
  blockOf: (on: string) => Block | undefined,
): ConstraintRule[] {
  const fail = (path: string, problem: string): never => {
    throw new SchemaFileError(fileName, path, problem);
  };
  // The rules were transcribed from one provider version, named once at the top of the file.
  const version = `${target.source} ${target.version}`;
  if (file.provider !== version) {
    fail('$.provider', `is ${JSON.stringify(file.provider)}, but codegen/definitions.json generates ${version}; review the rules against that version, then set this field to ${JSON.stringify(version)}`);
  }
  const rules: ConstraintRule[] = [];
  const add = (rule: ConstraintRule, where: string): void => {
    let kind;
    try {
      kind = kindOf(rule);
    } catch (e) {
      return fail(where, (e as Error).message);
    }
    if (!SOURCE.test(rule.source ?? '')) fail(`${where}.source`, `must name a provider function ("provider: Function (file.go)"), a specification section ("spec §2 ...") or the platform's published contract ("platform: ..."), got ${JSON.stringify(rule.source)}`);
    const problem = kind.problem?.(rule);
    if (problem !== undefined) fail(problem.at === '' ? where : `${where}.${problem.at}`, problem.message);
    if (kind.level === 'object' && rule.examples === undefined) fail(where, `a "${kind.key}" rule needs "examples" ({ "invalid": ..., "valid": ... })`);
    if (rule.on.length === 0) fail(`${where}.on`, 'names no type');
    let sensitive = false;
    for (const on of rule.on) {
      const block = blockOf(on);
      if (!block) fail(`${where}.on`, `${JSON.stringify(on)} is not a type of ${target.source}@${target.version}`);
      const reached = reach(block!, rule.path);
      if (!reached) fail(`${where}.path`, `${JSON.stringify(rule.path)} does not exist in ${on}`);
      if (reached!.attribute && !(reached!.attribute.optional || reached!.attribute.required)) fail(`${where}.path`, `${on}.${rule.path} is computed only; a rule on it never fires`);
      sensitive ||= !!reached!.attribute?.sensitive || credentialPaths(main, on).includes(rule.path);
      for (const field of fieldsOf(rule)) {
        const base = field.startsWith('/') ? { block: block! } : reached!;
        const found = base.block && reach(base.block, field.replace(/^\//, ''));
        if (!found) fail(where, `${on}: ${rule.path || '(top)'} has no field ${JSON.stringify(field)}`);
        sensitive ||= !!found!.attribute?.sensitive;
      }
    }
    if (!(kind.example(rule, {}) ?? rule.examples)) fail(where, `a "${kind.key}" rule needs "examples" ({ "invalid": ..., "valid": ... })`);
    rules.push(sensitive ? { ...rule, sensitive } : rule);
  };

  file.rules.forEach((entry, index) => {
    const where = `$.rules[${index}]`;
    if ('paths' in entry) {
      const { paths, ...check } = entry;
      if (entry.on.length !== 1) fail(`${where}.on`, 'a rule with "paths" applies to one type');
      let key: string;
      try {
        key = kindOf(check as ConstraintRule).key;
      } catch (e) {
        return fail(where, (e as Error).message);
      }
      paths.forEach((path, i) => add({ ...check, id: `${entry.on[0]}.${path}:${key}`, path } as ConstraintRule, `${where}.paths[${i}]`));
      return;
    }
    if (entry.use === undefined) {
      add(entry, where);
      return;
    }
    const shared = main.shared?.[entry.use];
    if (!shared) fail(`${where}.use`, `no shared check ${JSON.stringify(entry.use)}; shared: ${Object.keys(main.shared ?? {}).join(', ')}`);
    const { use: _use, ...base } = entry;
    for (const check of shared!.checks) {
      const key = kindOf(check).key;
      add({ ...base, ...check, id: `${entry.id}:${key}`, source: entry.source ?? shared!.source, examples: entry.examples ?? shared!.examples?.[key] } as ConstraintRule, where);
    }
  });
  (file.integers ?? []).forEach((list, index) => {
    for (const [on, paths] of Object.entries(list.paths)) {
      for (const path of paths) {
        add({ id: `${on.replace(/^provider\./, 'provider.')}.${path}:integer`, on: [on], path, integer: true, source: list.source }, `$.integers[${index}].paths[${JSON.stringify(on)}]`);
      }
    }
  });
  return rules;
}

/** Rules that differ only in their path (and an id made of it) written once with all their paths. */
function byCheck(target: string, rules: readonly ConstraintRule[]): Array<ConstraintRule | RuleForPaths> {
  const out: Array<ConstraintRule | RuleForPaths> = [];
  const groups = new Map<string, { paths: string[] }>();
  for (const rule of rules) {
    const { id, path, ...check } = rule;
    if (id !== `${target}.${path}:${kindOf(rule).key}`) {
      out.push(rule);
      continue;
    }
    const key = JSON.stringify(check);
    const group = groups.get(key);
    if (group) group.paths.push(path);
    else {
      const created = { ...check, paths: [path] };
      groups.set(key, created);
      out.push(created);
    }
  }
  return out;
}

/** The credential paths the constraints file lists for a type. */
function credentialPaths(file: ConstraintsFile, on: string): string[] {
  return (file.credentials ?? []).flatMap((list) => list.paths[on] ?? []);
}

/** The fields an object rule reads, relative to its path (or to the top, with a leading `/`): its kind knows them. */
function fieldsOf(rule: ConstraintRule): readonly string[] {
  return kindOf(rule).fields?.(rule) ?? [];
}

/** The block or attribute reached by a dot path from a block, or undefined when the path does not exist. */
function reach(block: Block, path: string): { block?: Block; attribute?: Attribute } | undefined {
  let current: Block = block;
  const segments = path === '' ? [] : path.split('.');
  for (const [i, segment] of segments.entries()) {
    // `*` stands for every key of the map of nested objects before it (the next segments read each value).
    if (segment === '*' && i > 0 && i < segments.length - 1) continue;
    const blockType = current.block_types?.[segment];
    const attribute = current.attributes?.[segment];
    if (blockType) current = blockType.block;
    else if (attribute?.nested_type) current = { attributes: attribute.nested_type.attributes };
    else if (attribute && i < segments.length - 1 && objectFields(
      attribute.type,
    )) current = { attributes: objectFields(attribute.type) };
    // The segment after a map of plain values is one of its keys (`tags.cpln/relaxGracePeriodMax`), and the last.
    else if (attribute && i === segments.length - 2 && mapElement(
      attribute.type,
    ) !== undefined) return { attribute: { type: mapElement(attribute.type), optional: true } };
    else if (attribute) return i === segments.length - 1 ? { attribute } : undefined;
    else return undefined;
  }
  return { block: current };
}

/** The element type of a map of plain values (`map(string)`), or undefined. */
function mapElement(type: CtyType | undefined): CtyType | undefined {
  return Array.isArray(type) && type[0] === 'map' && typeof type[1] === 'string' ? (type[1] as CtyType) : undefined;
}

/** The fields of an object-typed attribute (`object`, or a list, set or map of objects) as optional attributes. */
function objectFields(type: CtyType | undefined): Record<string, Attribute> | undefined {
  if (!Array.isArray(type)) return undefined;
  const [kind, element] = type;
  if (kind === 'object') return Object.fromEntries(Object.entries(element as Record<string, CtyType>).map(([name, t]) => [name, { type: t, optional: true }]));
  return kind === 'list' || kind === 'set' || kind === 'map' ? objectFields(element as CtyType) : undefined;
}

/**
 * A block with what validation reads: no descriptions; the attributes below a sensitive one, and the
 * credentials (dot paths below this block), marked sensitive.
 */
function lean(block: Block, credentials: ReadonlySet<string>, prefix = ''): Block {
  const out: { attributes?: Record<string, Attribute>; block_types?: Block['block_types']; deprecated?: boolean } = {};
  if (block.attributes) {
    out.attributes = Object.fromEntries(Object.entries(block.attributes).map(([name, a]) => [name, leanAttribute(a, credentials.has(`${prefix}${name}`))]));
  }
  if (block.block_types) {
    out.block_types = Object.fromEntries(Object.entries(block.block_types).map(([name, b]) => [name, {
      nesting_mode: b.nesting_mode,
      block: lean(b.block, credentials, `${prefix}${name}.`),
      ...(b.min_items !== undefined ? { min_items: b.min_items } : {}),
      ...(b.max_items !== undefined ? { max_items: b.max_items } : {}),
    }]));
  }
  if (block.deprecated) out.deprecated = true;
  return out;
}

function leanAttribute(attribute: Attribute, credential: boolean, inheritedSensitive = false): Attribute {
  const { description: _d, description_kind: _k, nested_type, ...rest } = attribute;
  const sensitive = rest.sensitive || credential || inheritedSensitive;
  const kept = sensitive ? { ...rest, sensitive: true } : rest;
  if (!nested_type) return kept;
  const attributes = nested_type.attributes && Object.fromEntries(
    Object.entries(nested_type.attributes).map(([name, a]) => [name, leanAttribute(a, false, sensitive)]),
  );
  return { ...kept, nested_type: { nesting_mode: nested_type.nesting_mode, ...(attributes ? { attributes } : {}) } };
}

