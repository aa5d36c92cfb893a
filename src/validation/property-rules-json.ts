import { catalogFor } from './catalog';
import { nearest } from './nearest';
import type { Problem } from './problem';
import type { Block } from './schema-types';
import { isObject, isUnresolved } from './values';

const BUILDER = 'data.akamai_property_rules_builder';
const RULE = 'akamai/property-rules-json-format';
/** The types whose `rules` argument is a rule tree, with the argument naming its rule format. */
const TYPES = ['akamai_property', 'akamai_property_include'];

/**
 * A property's (or include's) `rules` JSON against the rule format it names (`rule_format`, else the
 * document's `ruleFormat`): every behavior and criterion is one of that format, every option one of
 * the behavior's, and an option with a closed list of values takes one of them. The behaviors, options
 * and values are the rules builder's (the provider's `ruleformats` package, generated from the formats
 * the Property Manager API publishes), whose JSON names are its block names in camel case, compared
 * without case and underscores. With `latest` or no format, a name of any format is accepted; a format
 * this package does not know is not judged. Values with expressions or `{{user.*}}` variables are not judged.
 */
export function propertyRulesJson(json: Record<string, any>, fallbackPath: string): Problem[] {
  const problems: Problem[] = [];
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
      const formats = formatsOf(typeof config.rule_format === 'string' ? config.rule_format : typeof tree.ruleFormat === 'string' ? tree.ruleFormat : undefined);
      if (formats === undefined) continue;
      const report = (at: string, message: string) => problems.push({
        severity: 'error', rule: RULE, constructPath: config['//']?.metadata?.path ?? fallbackPath, field: `${type}.${name}.rules`, message: `${at}: ${message}`,
      });
      walk(tree.rules, 'rules', formats, report);
    }
  }
  return problems;
}

interface Format {
  readonly label: string;
  readonly behaviors: Map<string, ItemKind>;
  readonly criteria: Map<string, ItemKind>;
}

interface ItemKind {
  /** The JSON name, as the builder writes it (camel case). */
  readonly name: string;
  readonly options: Map<string, { readonly name: string; readonly values?: readonly unknown[] }>;
}

function walk(rule: Record<string, any>, at: string, formats: readonly Format[], report: (at: string, message: string) => void): void {
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
        const found = kinds.map((kind) => kind.options.get(normalize(option))).filter((o) => o !== undefined);
        if (found.length === 0) {
          const known = [...new Set(kinds.flatMap((kind) => [...kind.options.values()].map((o) => o.name)))];
          const close = nearest(option, known, (n) => n.toLowerCase());
          report(`${here}.options.${option}`, `is not an option of ${what} ${JSON.stringify(item.name)}${close ? `; did you mean ${JSON.stringify(close)}?` : ''}; its options: ${known.join(', ')}`);
          continue;
        }
        if (typeof value !== 'string' || isUnresolved(value) || value.includes('{{')) continue;
        if (found.some((o) => o!.values === undefined || o!.values.includes(value) || o!.values.includes(value.toLowerCase()))) continue;
        const allowed = [...new Set(found.flatMap((o) => o!.values!))];
        report(`${here}.options.${option}`, `${JSON.stringify(value)} is not allowed; allowed: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
      }
    });
  }
  if (Array.isArray(rule.children)) {
    rule.children.forEach((child: unknown, index: number) => {
      if (isObject(child)) walk(child, `${at}.children[${index}]`, formats, report);
    });
  }
}

/** The formats a `rule_format` value selects: one (`v2024-05-31`), all (`latest`, unset), or undefined for a format this package does not know. */
function formatsOf(ruleFormat: string | undefined): Format[] | undefined {
  if (ruleFormat !== undefined && isUnresolved(ruleFormat)) return undefined;
  const all = loadFormats();
  if (ruleFormat === undefined || ruleFormat === '' || ruleFormat === 'latest') return all;
  const key = `rules_${ruleFormat.replace(/-/g, '_')}`;
  const one = all.find((format) => format.label === key);
  return one === undefined ? undefined : [one];
}

function formatLabel(formats: readonly Format[]): string {
  return formats.length === 1 ? `rule format ${formats[0].label.replace(/^rules_/, '').replace(/_/g, '-')}` : 'any rule format';
}

let cached: Format[] | undefined;

/** The rule formats of the rules builder's schema, with the values its enumeration rules allow. */
function loadFormats(): Format[] {
  if (cached !== undefined) return cached;
  const catalog = catalogFor('akamai');
  const block = catalog?.block(BUILDER);
  if (catalog === undefined || block === undefined) return (cached = []);
  const values = new Map<string, readonly unknown[]>();
  for (const rule of catalog.rules(BUILDER)) {
    if (rule.enum !== undefined && rule.when === undefined) values.set(rule.path, rule.ignoreCase ? rule.enum.map((v) => String(v).toLowerCase()) : rule.enum);
  }
  cached = Object.entries(block.block_types ?? {}).filter(([key]) => key.startsWith('rules_v')).map(([label, type]) => ({
    label,
    behaviors: kindsOf(type.block.block_types?.behavior?.block, `${label}.behavior`, values),
    criteria: kindsOf(type.block.block_types?.criterion?.block, `${label}.criterion`, values),
  }));
  return cached;
}

/** Builder attributes that are not options of the behavior or criterion (the rule tree keeps them beside `options`). */
const NOT_OPTIONS = new Set(['locked', 'uuid', 'templateuuid']);

function kindsOf(block: Block | undefined, path: string, values: Map<string, readonly unknown[]>): Map<string, ItemKind> {
  const kinds = new Map<string, ItemKind>();
  for (const [name, type] of Object.entries(block?.block_types ?? {})) {
    const options = new Map<string, { name: string; values?: readonly unknown[] }>();
    for (const option of [...Object.keys(type.block.attributes ?? {}), ...Object.keys(type.block.block_types ?? {})]) {
      if (NOT_OPTIONS.has(normalize(option))) continue;
      options.set(normalize(option), { name: camel(option), values: values.get(`${path}.${name}.${option}`) });
    }
    kinds.set(normalize(name), { name: camel(name), options });
  }
  return kinds;
}

function normalize(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
