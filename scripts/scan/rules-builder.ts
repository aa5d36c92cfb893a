import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { goLiteral, keyedElements, lineOf, parseGo, type GoValue } from './go-syntax';

/**
 * The option checks of the Akamai rules builder (data.akamai_property_rules_builder) from the provider's generated
 * rule-format code (pkg/providers/property/ruleformats/rule_format_vYYYY_MM_DD.gen.go): every ValidateDiagFunc of
 * a behavior's or criterion's option as written, with the options it guards and the formats that carry them, and
 * every schema.TypeInt option. Writes test/fixtures/akamai-rules-builder-facts.json.
 */

export const RULE_FORMATS_DIR = 'pkg/providers/property/ruleformats';

/**
 * One check: a validator with its literal arguments, where it is written, and each option it guards with its formats.
 */
export interface RulesBuilderCheck {
  readonly validator: string;
  readonly args: GoValue[];
  readonly site: string;
  readonly paths: Record<string, '*' | string[]>;
}

export interface RulesBuilderFacts {
  readonly formats: string[];
  readonly checks: RulesBuilderCheck[];
  readonly integers: Record<string, '*' | string[]>;
}

/** The functions of a rule-format file that return its behaviors' and criteria's schemas. */
const SCHEMA_FUNCTIONS: ReadonlyArray<[RegExp, string]> = [[/^getBehaviorsSchemaV\d+$/, 'behavior'], [/^getCriteriaSchemaV\d+$/, 'criterion']];

/**
 * A validator call as [validator, ...literal arguments]: `validation.ToDiagFunc(f)` is `f`'s, a call of a function
 * value (`validation.StringIsEmpty`) is its name alone, `validateAny` lists its alternatives the same way.
 */
function describeValidator(node: Node): [string, ...GoValue[]] {
  if (node.type !== 'call_expression') return [node.text];
  const name = node.childForFieldName('function')!.text;
  const args = node.childForFieldName('arguments')!.namedChildren.map((arg) => arg!);
  if (name === 'validation.ToDiagFunc' && args.length === 1) return describeValidator(args[0]);
  if (name === 'validateAny') return [name, ...args.map(describeValidator)];
  return [name, ...args.map(goLiteral)];
}

/** A validator as describeValidator gives it; one whose arguments are not literals fails with its file and line. */
function describedAt(node: Node, file: string): [string, ...GoValue[]] {
  try {
    return describeValidator(node);
  } catch (error) {
    throw new Error(`${file}:${lineOf(node)}: ${(error as Error).message}`);
  }
}

/** The schemas of a `map[string]*schema.Schema{...}` literal, by key. */
function schemaMap(literal: Node): Map<string, Node> {
  return keyedElements(literal.childForFieldName('body')!);
}

/** Every option below a schema map, depth first: its dot path, its fields (`Type:`, `ValidateDiagFunc:`...). */
function* options(map: Map<string, Node>, prefix: string): Generator<{ path: string; fields: Map<string, Node> }> {
  for (const [name, value] of map) {
    const fields = keyedElements(value);
    const path = `${prefix}.${name}`;
    yield { path, fields };
    const elem = fields.get('Elem');
    // Elem: &schema.Resource{Schema: map[string]*schema.Schema{...}}
    const resource = elem?.type === 'unary_expression' ? elem.namedChildren[0] : undefined;
    const inner = resource?.type === 'composite_literal' ? keyedElements(resource.childForFieldName('body')!).get('Schema') : undefined;
    if (inner?.type === 'composite_literal') yield* options(schemaMap(inner), path);
  }
}

/** What one rule-format file holds: its checks (with the line of each) and its whole-number options. */
async function scanFormat(
  text: string,
  name: string,
): Promise<{ checks: Array<{ key: string; path: string; line: number }>; integers: string[] }> {
  const root = await parseGo(text, name);
  const checks: Array<{ key: string; path: string; line: number }> = [];
  const integers: string[] = [];
  for (const fn of root.namedChildren) {
    if (fn?.type !== 'function_declaration') continue;
    const kind = SCHEMA_FUNCTIONS.find(([pattern]) => pattern.test(fn.childForFieldName('name')!.text))?.[1];
    if (!kind) continue;
    const returned = fn.childForFieldName('body')!.descendantsOfType('return_statement')[0]!.namedChildren[0]!.namedChildren[0]!;
    for (const [topName, topValue] of schemaMap(returned)) {
      // Each behavior or criterion is a list of one object whose options are its Elem's schema.
      for (const { path, fields } of options(new Map([[topName, topValue]]), kind)) {
        if (path.split('.').length < 3) continue;
        const validate = fields.get('ValidateDiagFunc');
        if (validate) {
          checks.push({ key: JSON.stringify(describedAt(validate, name)), path, line: lineOf(validate.parent!) });
        }
        if (fields.get('Type')?.text === 'schema.TypeInt') integers.push(path);
      }
    }
  }
  return { checks, integers };
}

/** The formats that carry a path: '*' for all of them, else their suffixes in order. */
const carriedBy = (formats: readonly string[], all: readonly string[]): '*' | string[] => formats.length === all.length ? '*' : all.filter((f) => formats.includes(f));

/** Scans `files` (name -> Go text) of the rule formats directory. */
export async function scanRulesBuilderFiles(files: ReadonlyMap<string, string>): Promise<RulesBuilderFacts> {
  const names = [...files.keys()].filter((n) => /^rule_format_v\d{4}_\d{2}_\d{2}\.gen\.go$/.test(n)).sort();
  const formats = names.map((n) => n.slice('rule_format_v'.length, -'.gen.go'.length));
  const checks = new Map<string, { paths: Map<string, string[]>; site: string; siteFormat: string }>();
  const integers = new Map<string, string[]>();
  for (const [i, name] of names.entries()) {
    const format = formats[i];
    const scanned = await scanFormat(files.get(name)!, name);
    for (const { key, path, line } of scanned.checks) {
      const check = checks.get(key) ?? { paths: new Map<string, string[]>(), site: '', siteFormat: '' };
      checks.set(key, check);
      // The site is the first place the check is written in the newest format that has it.
      if (check.siteFormat !== format) Object.assign(check, { site: `${name}:${line}`, siteFormat: format });
      check.paths.set(path, [...(check.paths.get(path) ?? []), format]);
    }
    for (const path of scanned.integers) integers.set(path, [...(integers.get(path) ?? []), format]);
  }
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    formats,
    checks: [...checks.keys()].sort(byCodePoint).map((key) => {
      const [validator, ...args] = JSON.parse(key) as [string, ...GoValue[]];
      const { paths, site } = checks.get(key)!;
      return {
        validator,
        args,
        site,
        paths: Object.fromEntries(
          [...paths.keys()].sort(byCodePoint).map((p) => [p, carriedBy([...new Set(paths.get(p))], formats)]),
        ),
      };
    }),
    integers: Object.fromEntries(
      [...integers.keys()].sort(byCodePoint).map((p) => [p, carriedBy([...new Set(integers.get(p))], formats)]),
    ),
  };
}

/** Scans the rule formats of an Akamai provider checkout. */
export async function scanRulesBuilder(checkout: string): Promise<RulesBuilderFacts> {
  const dir = join(checkout, RULE_FORMATS_DIR);
  return scanRulesBuilderFiles(new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf-8')])));
}

/** What the file says it holds, for the provider tag the checkout is at. */
export const rulesBuilderAbout = (tag: string, formats: number) =>
  `The option checks of data.akamai_property_rules_builder as an independent syntax scan of the Akamai provider's generated rule-format code found them at tag ${tag} (${RULE_FORMATS_DIR}/rule_format_v*.gen.go, ${formats} formats), without reading this package's rules: each check is one ValidateDiagFunc as written (validator and its literal arguments: a Go regex as decoded text, a value list with its ignoreCase flag, bounds; validateAny lists its alternatives as [validator, ...args]) with the options it guards, grouped as '<behavior|criterion>.<name>.<option>' -> the formats that carry it ('*' = all ${formats}, else the 'YYYY_MM_DD' suffixes of rules_vYYYY_MM_DD); 'site' is one place it is written (the newest format that has it). 'integers' lists every schema.TypeInt option the same way. test/validation/provider-rules-builder-facts.test.ts compares the catalog with them.`;
