import type { CatalogResolver, ProviderCatalog } from './catalog';
import { nearest } from './nearest';
import type { Problem } from './problem';
import type { CompiledRule } from './rule-types';
import type { Block, CtyType } from './schema-types';
import { hasJsonType, isObject, isUnresolved, show } from './values';

const BUILDER = 'data.akamai_property_rules_builder';
const RULE = 'akamai/property-rules-json-format';
/** The types whose `rules` argument is a rule tree, with the argument naming its rule format. */
const TYPES = ['akamai_property', 'akamai_property_include'];

/**
 * A property's (or include's) `rules` JSON against the rule format it names (`rule_format`, else the
 * document's `ruleFormat`): every behavior and criterion is one of that format, every option one of
 * the behavior's, and every option's value passes the checks the typed rules builder makes of the same
 * option (its type, allowed values, pattern, range): one check for both. The behaviors, options
 * and checks are the rules builder's (the provider's `ruleformats` package, generated from the formats
 * the Property Manager API publishes), whose JSON names are its block names in camel case, compared
 * without case and underscores. With `latest` or no format, a name of any format is accepted; a format
 * this package does not know is not judged. Values with expressions or `{{user.*}}` variables are not judged.
 * The rules builder is the one of the stack's Akamai catalog (`catalogs`).
 */
export function propertyRulesJson(
  json: Record<string, any>,
  fallbackPath: string,
  catalogs: CatalogResolver,
): Problem[] {
  const problems: Problem[] = [];
  // Read when a stack has a rule tree to judge: the rules builder's schema is large.
  let builder: Builder | undefined;
  for (const type of TYPES) {
    const resources = json.resource?.[type];
    if (!isObject(resources)) continue;
    for (const [name, config] of Object.entries(resources as Record<string, any>)) {
      const text = config?.rules;
      if (typeof text !== 'string' || text.trim() === '' || isUnresolved(text)) continue;
      let tree: unknown;
      try {
        tree = JSON.parse(text);
      } catch {
        continue; // the `json` rule of the argument reports it
      }
      if (!isObject(tree) || !isObject(tree.rules)) continue;
      builder ??= builderOf(catalogs('akamai'));
      const formats = formatsOf(builder, typeof config.rule_format === 'string' ? config.rule_format : typeof tree.ruleFormat === 'string' ? tree.ruleFormat : undefined);
      if (formats === undefined) continue;
      const report = (at: string, message: string) => problems.push({
        severity: 'error', rule: RULE, constructPath: config['//']?.metadata?.path ?? fallbackPath, field: `${type}.${name}.rules`, message: `${at}: ${message}`,
      });
      walk(tree.rules, 'rules', formats, builder.rulesAt, report);
    }
  }
  return problems;
}

/** The rules builder of an Akamai catalog: its rule formats, and its checks of single values by the path they check. */
interface Builder {
  readonly formats: readonly Format[];
  readonly rulesAt: ReadonlyMap<string, readonly CompiledRule[]>;
}

interface Format {
  readonly label: string;
  readonly behaviors: Map<string, ItemKind>;
  readonly criteria: Map<string, ItemKind>;
}

interface ItemKind {
  /** The JSON name, as the builder writes it (camel case). */
  readonly name: string;
  readonly options: Map<string, Field>;
}

/** An option of a behavior or criterion, or a field of an option's object: its builder path and its schema. */
interface Field {
  /** The JSON name (camel case). */
  readonly name: string;
  /** The builder's path (`rules_v2024_05_31.behavior.caching.ttl`), where its rules are. */
  readonly path: string;
  readonly type?: CtyType;
  readonly block?: Block;
}

function walk(
  rule: Record<string, any>,
  at: string,
  formats: readonly Format[],
  rulesAt: Builder['rulesAt'],
  report: (at: string, message: string) => void,
): void {
  for (const [list, what] of [['behaviors', 'behavior'], ['criteria', 'criterion']] as const) {
    if (!Array.isArray(rule[list])) continue;
    rule[list].forEach((item: unknown, index: number) => {
      if (!isObject(item) || typeof item.name !== 'string' || isUnresolved(item.name)) return;
      const here = `${at}.${list}[${index}]`;
      const kinds = formats.map((format) => (what === 'behavior' ? format.behaviors : format.criteria).get(normalize(item.name as string))).filter((k): k is ItemKind => k !== undefined);
      if (kinds.length === 0) {
        const known = [...new Set(formats.flatMap((format) => [...(what === 'behavior' ? format.behaviors : format.criteria).values()].map((k) => k.name)))];
        const close = nearest(item.name, known, (n) => n.toLowerCase());
        report(`${here}.name`, `${JSON.stringify(item.name)} is not a ${what} of ${formatLabel(formats)}${close ? `; did you mean ${JSON.stringify(close)}?` : ''}`);
        return;
      }
      if (!isObject(item.options)) return;
      for (const [option, value] of Object.entries(item.options)) {
        const found = kinds
          .map((kind) => kind.options.get(normalize(option)))
          .filter((o): o is Field => o !== undefined);
        if (found.length === 0) {
          const known = [...new Set(kinds.flatMap((kind) => [...kind.options.values()].map((o) => o.name)))];
          const close = nearest(option, known, (n) => n.toLowerCase());
          report(`${here}.options.${option}`, `is not an option of ${what} ${JSON.stringify(item.name)}${close ? `; did you mean ${JSON.stringify(close)}?` : ''}; its options: ${known.join(', ')}`);
          continue;
        }
        // Accepted when one format takes the value (with "latest", any format); otherwise the newest format's problem.
        const problems = found.map((field) => judge(field, value, `${here}.options.${option}`, rulesAt));
        if (problems.some((p) => p === undefined)) continue;
        report(...problems[problems.length - 1]!);
      }
    });
  }
  if (Array.isArray(rule.children)) {
    rule.children.forEach((child: unknown, index: number) => {
      if (isObject(child)) walk(child, `${at}.children[${index}]`, formats, rulesAt, report);
    });
  }
}

/**
 * The first problem of a value for a field, as the rules builder judges the same value: its type (a string, a
 * number, a boolean, a list of them, an object of the builder's fields) and the builder's own checks of that
 * field (`akamai.property-rules-builder.constraints.json`: allowed values, patterns, ranges, whole numbers).
 * A `{{user.*}}` variable or a Terraform expression is not judged.
 */
function judge(
  field: Field,
  value: unknown,
  at: string,
  rulesAt: Builder['rulesAt'],
): [string, string] | undefined {
  if (value === null || isUnresolved(value) || (typeof value === 'string' && value.includes('{{'))) return undefined;
  if (field.block !== undefined) {
    const items = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries()) {
      const where = Array.isArray(value) ? `${at}[${index}]` : at;
      if (!isObject(item)) return [where, `${show(item)} is not an object of the fields of ${field.name}`];
      const fields = fieldsOf(field.block, field.path);
      for (const [key, inner] of Object.entries(item)) {
        const sub = fields.get(normalize(key));
        if (sub === undefined) {
          const close = nearest(key, [...fields.values()].map((f) => f.name), (n) => n.toLowerCase());
          return [`${where}.${key}`, `is not a field of ${field.name}${close ? `; did you mean ${JSON.stringify(close)}?` : ''}; its fields: ${[...fields.values()].map((f) => f.name).join(', ')}`];
        }
        const problem = judge(sub, inner, `${where}.${key}`, rulesAt);
        if (problem !== undefined) return problem;
      }
    }
    return undefined;
  }
  const type = field.type;
  if (Array.isArray(type) && (type[0] === 'list' || type[0] === 'set')) {
    if (!Array.isArray(value)) return [at, `${show(value)} is not a list; allowed: a list of ${typeName(type[1] as CtyType)}s`];
    for (const [index, item] of value.entries()) {
      const problem = judge({ ...field, type: type[1] as CtyType }, item, `${at}[${index}]`, rulesAt);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  // A number or boolean where the builder has a string is judged by its text: the provider's own builder writes
  // an option such as `returnErrorResponseCodeBased: "502"` as the number 502.
  const textual = type === 'string' && (typeof value === 'number' || typeof value === 'boolean');
  if (typeof type === 'string' && !textual && !hasJsonType(value, type === 'bool' ? 'boolean' : type)) {
    return [at, `${show(value)} is ${article(jsonType(value))}; allowed: ${article(typeName(type))}`];
  }
  for (const rule of rulesAt.get(field.path) ?? []) {
    const message = rule.kind.check(rule, textual ? String(value) : value, {}, show);
    if (message !== undefined) return [at, message];
  }
  return undefined;
}

function typeName(type: CtyType): string {
  return type === 'bool' ? 'boolean' : typeof type === 'string' ? type : 'value';
}

function jsonType(value: unknown): string {
  return Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value;
}

function article(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * The formats a `rule_format` value selects: one (`v2024-05-31`), all (`latest`, unset), or undefined for a format this
 * package does not know.
 */
function formatsOf(builder: Builder, ruleFormat: string | undefined): readonly Format[] | undefined {
  if (ruleFormat !== undefined && isUnresolved(ruleFormat)) return undefined;
  const all = builder.formats;
  if (ruleFormat === undefined || ruleFormat === '' || ruleFormat === 'latest') return all;
  const key = `rules_${ruleFormat.replace(/-/g, '_')}`;
  const one = all.find((format) => format.label === key);
  return one === undefined ? undefined : [one];
}

function formatLabel(formats: readonly Format[]): string {
  return formats.length === 1 ? `rule format ${formats[0].label.replace(/^rules_/, '').replace(/_/g, '-')}` : 'any rule format';
}

const builders = new WeakMap<ProviderCatalog, Builder>();
const NO_BUILDER: Builder = { formats: [], rulesAt: new Map() };

/** The rules builder of a catalog (read once per catalog), or none without an Akamai catalog. */
function builderOf(catalog: ProviderCatalog | undefined): Builder {
  if (catalog === undefined) return NO_BUILDER;
  let builder = builders.get(catalog);
  if (builder === undefined) builders.set(catalog, (builder = readBuilder(catalog)));
  return builder;
}

/** The rule formats of the rules builder's schema, and its checks of single values (not the conditional ones). */
function readBuilder(catalog: ProviderCatalog): Builder {
  const block = catalog.block(BUILDER);
  if (block === undefined) return NO_BUILDER;
  const formats = Object.entries(block.block_types ?? {}).filter(([key]) => key.startsWith('rules_v')).map(([label, type]) => ({
    label,
    behaviors: kindsOf(type.block.block_types?.behavior?.block, `${label}.behavior`),
    criteria: kindsOf(type.block.block_types?.criterion?.block, `${label}.criterion`),
  }));
  const rulesAt = new Map<string, CompiledRule[]>();
  for (const rule of catalog.rules(BUILDER)) {
    if (rule.kind.level !== 'value' || rule.when !== undefined || rule.severity === 'warning') continue;
    rulesAt.set(rule.path, [...(rulesAt.get(rule.path) ?? []), rule]);
  }
  return { formats, rulesAt };
}

/** Builder attributes that are not options of the behavior or criterion (the rule tree keeps them beside `options`). */
const NOT_OPTIONS = new Set(['locked', 'uuid', 'templateuuid']);

function kindsOf(block: Block | undefined, path: string): Map<string, ItemKind> {
  const kinds = new Map<string, ItemKind>();
  for (const [name, type] of Object.entries(block?.block_types ?? {})) {
    const options = fieldsOf(type.block, `${path}.${name}`);
    for (const key of NOT_OPTIONS) options.delete(key);
    kinds.set(normalize(name), { name: camel(name), options });
  }
  return kinds;
}

/** The fields of a builder block, by normalized name. */
function fieldsOf(block: Block, path: string): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const [name, attribute] of Object.entries(block.attributes ?? {})) fields.set(normalize(name), { name: camel(name), path: `${path}.${name}`, type: attribute.type });
  for (const [name, type] of Object.entries(block.block_types ?? {})) fields.set(normalize(name), { name: camel(name), path: `${path}.${name}`, block: type.block });
  return fields;
}

function normalize(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
