import type { Node } from 'web-tree-sitter';
import { callArguments, failAt, GoExpr, GoStruct, type Site, type Value } from './go-eval';
import { lineOf } from './go-syntax';

/**
 * What a validator checks, as facts: an enum (with ignoreCase), a length, a numeric range, a collection size or a
 * regex. Library validators (the framework's validators, the SDK's validation functions) give them from their
 * arguments; the providers' own validators from a table read from their bodies (custom-validators.ts).
 */

export interface Bounds {
  min?: number;
  max?: number;
}

export interface Facts {
  enum?: string[];
  ignoreCase?: boolean;
  length?: Bounds;
  range?: Bounds;
  size?: Bounds;
  regex?: string;
}

/** One validator's facts at a path: `target` when it checks a collection's values, keys or elements. */
export interface ValidatorFact {
  readonly on: string;
  readonly path: string;
  readonly validator: string;
  readonly file: string;
  readonly facts: Facts;
  readonly target?: string;
  readonly note?: string;
}

/** A provider's own validator: the facts read from its body, with the function and line they were read from. */
export interface CustomValidator {
  /** The Go file (relative to the checkout), the function or `Type.Method` and a line of its body. */
  readonly readFrom: { readonly file: string; readonly func: string; readonly line: number };
  /** Its facts, from its literal arguments (a constructor's or a call's); none for a check the facts cannot say. */
  readonly facts: (args: Value[]) => Array<{ facts: Facts; note?: string }>;
}

/** A validator as it was met: what it is named by (a type, a function, a call's function) and its arguments. */
interface Met {
  readonly name: string;
  readonly args: Value[];
  readonly site: Site;
}

/** The facts a scan collects, with what it needs to read a validator. */
export interface ValidatorScan {
  /** The provider's own validators by name. */
  readonly custom: Readonly<Record<string, CustomValidator>>;
  /**
   * Validators no fact shape says: across fields (the cross-field scan's), a block's presence, values ruled out
   * (NoneOf).
   */
  readonly noFacts: RegExp;
  /** The validator's text as the fact file gives it. */
  readonly text: (node: Node) => string;
}

const num = (value: Value, site: Site): number => (typeof value === 'number' ? value : failAt(site.node, site.file, `not a number: ${String(value)}`));
const str = (value: Value, site: Site): string => (typeof value === 'string' ? value : failAt(site.node, site.file, `not a string: ${site.node.text}`));
const bounds = (kind: 'length' | 'range' | 'size', [a, b]: number[], form: 'min' | 'max' | 'between'): Facts =>
  ({ [kind]: form === 'min' ? { min: a } : form === 'max' ? { max: a } : { min: a, max: b } });

/** The validators of terraform-plugin-framework-validators and the facts each gives. */
const FRAMEWORK: ReadonlyArray<[RegExp, (met: Met) => Facts]> = [
  [/^(list|set|map)validator\.Size(AtLeast|AtMost|Between)$/, (m) => bounds('size', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^stringvalidator\.Length(AtLeast|AtMost|Between)$/, (m) => bounds('length', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^(int32|int64|float32|float64)validator\.(AtLeast|AtMost|Between)$/, (m) => bounds('range', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^stringvalidator\.OneOf$/, (m) => ({ enum: m.args.map((a) => str(a, m.site)) })],
  [/^stringvalidator\.OneOfCaseInsensitive$/, (m) => ({ enum: m.args.map((a) => str(a, m.site)), ignoreCase: true })],
  [/^stringvalidator\.RegexMatches$/, (m) => ({ regex: regexOf(m.args[0], m.site) })],
];

const form = (name: string): 'min' | 'max' | 'between' => (/AtLeast$/.test(name) ? 'min' : /AtMost$/.test(name) ? 'max' : 'between');

/** A compiled regex's source: `regexp.MustCompile(<string>)`. */
export function regexOf(value: Value, site: Site): string {
  if (value instanceof GoExpr && value.node.type === 'call_expression' && value.node.childForFieldName('function')!.text === 'regexp.MustCompile') {
    return str(callArguments(value.node, value.scope)[0], site);
  }
  return failAt(site.node, site.file, `not a compiled regex: ${value instanceof GoExpr ? value.node.text : String(value)}`);
}

/** Validators that apply others to a collection's values, keys or elements. */
const APPLIED: ReadonlyArray<[RegExp, string]> = [[/^(set|list|map)validator\.ValueStringsAre$/, 'values'], [/^mapvalidator\.KeysAre$/, 'keys']];

/**
 * How a validator value is named and called: a struct literal by its type, a call by its function, a name by itself.
 */
function met(value: Value): Met | undefined {
  if (value instanceof GoStruct) return { name: value.type, args: [], site: value.site };
  if (!(value instanceof GoExpr)) return undefined;
  const node = value.node;
  if (node.type === 'call_expression') return { name: node.childForFieldName('function')!.text, args: callArguments(node, value.scope), site: value.site };
  if (node.type === 'identifier' || node.type === 'selector_expression') return { name: node.text, args: [], site: value.site };
  return undefined;
}

/** The facts of one validator at a path (several for a validator that checks several things, or applies others). */
export function validatorFacts(
  scan: ValidatorScan,
  on: string,
  path: string,
  value: Value,
  target?: string,
): ValidatorFact[] {
  const found = met(value);
  if (!found) {
    const site = value instanceof GoStruct || value instanceof GoExpr ? value.site : undefined;
    throw new Error(`${on}.${path}: a validator not read${site ? ` at ${site.file}:${lineOf(site.node)}` : ''}: ${site?.node.text ?? String(value)}`);
  }
  if (scan.noFacts.test(found.name)) return [];
  const applied = APPLIED.find(([pattern]) => pattern.test(found.name));
  if (applied) return found.args.flatMap((inner) => validatorFacts(scan, on, path, inner, applied[1]));
  const at = { on, path, validator: scan.text(found.site.node), file: `${found.site.file}:${lineOf(found.site.node)}` };
  const library = FRAMEWORK.find(([pattern]) => pattern.test(found.name));
  const read = library ? [{ facts: library[1](found) }] : scan.custom[found.name]?.facts(found.args);
  if (!read) return failAt(found.site.node, found.site.file, `validator ${found.name} is neither a library validator the scan reads nor in the table of the provider's own (scripts/scan/custom-validators.ts)`);
  return read.map(({ facts, note }) => ({ ...at, facts, ...(target ? { target } : {}), ...(note ? { note } : {}) }));
}
