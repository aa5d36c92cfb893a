import type { Node } from 'web-tree-sitter';
import { callArguments, failAt, GoExpr, GoList, GoRegexp, GoStruct, type Site, type Value } from './go-eval';
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
  /** The text the fact file gives it, when not its own (an inline function's). */
  readonly text?: string;
  /**
   * Its facts, from its literal arguments (a constructor's or a call's) and, when the scan has it, the schema of
   * the attribute it is written in; none for a check the facts cannot say.
   */
  readonly facts: (args: Value[], attribute?: GoStruct) => Array<{ facts: Facts; note?: string }>;
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
  /** The note of a length fact (how the length is counted), when the file gives one. */
  readonly lengthNote?: string;
  /** Validators that wrap one other (its facts under the wrapper's text: `validation.ToDiagFunc(...)`). */
  readonly wrappers?: RegExp;
  /** Validators that run each of their arguments (each one's facts under its own text). */
  readonly combined?: RegExp;
}

const num = (value: Value, site: Site): number => (typeof value === 'number' ? value : failAt(site.node, site.file, `not a number: ${String(value)}`));
const str = (value: Value, site: Site): string => (typeof value === 'string' ? value : failAt(site.node, site.file, `not a string: ${site.node.text}`));
const bounds = (kind: 'length' | 'range' | 'size', [a, b]: number[], form: 'min' | 'max' | 'between'): Facts =>
  ({ [kind]: form === 'min' ? { min: a } : form === 'max' ? { max: a } : { min: a, max: b } });

/**
 * The validators of terraform-plugin-framework-validators and of the SDKv2's helper/validation package, the facts
 * each gives and the note a check the facts say only in part has.
 */
const LIBRARY: ReadonlyArray<[RegExp, (met: Met) => Facts, string?]> = [
  [/^(list|set|map)validator\.Size(AtLeast|AtMost|Between)$/, (m) => bounds('size', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^stringvalidator\.Length(AtLeast|AtMost|Between)$/, (m) => bounds('length', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^(int32|int64|float32|float64)validator\.(AtLeast|AtMost|Between)$/, (m) => bounds('range', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^stringvalidator\.OneOf$/, (m) => ({ enum: m.args.map((a) => str(a, m.site)) })],
  [/^stringvalidator\.OneOfCaseInsensitive$/, (m) => ({ enum: m.args.map((a) => str(a, m.site)), ignoreCase: true })],
  [/^stringvalidator\.RegexMatches$/, (m) => ({ regex: regexOf(m.args[0], m.site) })],
  [/^validation\.StringInSlice$/, (m) => inSlice(m, m.args[1] === true)],
  [/^validation\.IntInSlice$/, (m) => inSlice(m, false)],
  [/^validation\.StringLenBetween$/, (m) => bounds('length', m.args.map((a) => num(a, m.site)), 'between')],
  [/^validation\.(Int|Float)(AtLeast|AtMost|Between)$/, (m) => bounds('range', m.args.map((a) => num(a, m.site)), form(m.name))],
  [/^validation\.StringMatch$/, (m) => ({ regex: regexOf(m.args[0], m.site) })],
  [/^validation\.StringIsNotEmpty$/, () => ({ length: { min: 1 } }), 'not-empty check'],
  [/^validation\.NoZeroValues$/, () => ({ length: { min: 1 } }), 'not-empty check (NoZeroValues)'],
];

/** `validation.StringInSlice(values, ignoreCase)`, `validation.IntInSlice(values)`. */
function inSlice(m: Met, ignoreCase: boolean): Facts {
  const values = m.args[0];
  if (!(values instanceof GoList)) return failAt(m.site.node, m.site.file, `not a slice literal: ${m.site.node.text}`);
  const items = values.items.map((v) => (typeof v === 'number' ? v : str(v, m.site)));
  return { enum: items as string[], ...(ignoreCase ? { ignoreCase } : {}) };
}

const form = (name: string): 'min' | 'max' | 'between' => (/AtLeast$/.test(name) ? 'min' : /AtMost$/.test(name) ? 'max' : 'between');

/** A compiled regex's source: `regexp.MustCompile(<string>)`. */
export function regexOf(value: Value, site: Site): string {
  if (value instanceof GoRegexp) return value.source;
  if (value instanceof GoExpr && value.node.type === 'call_expression' && value.node.childForFieldName('function')!.text === 'regexp.MustCompile') {
    return str(callArguments(value.node, value.scope)[0], site);
  }
  return failAt(site.node, site.file, `not a compiled regex: ${value instanceof GoExpr ? value.node.text : String(value)}`);
}

function libraryFacts(
  scan: ValidatorScan,
  [, facts, note]: readonly [RegExp, (met: Met) => Facts, string?],
  found: Met,
): { facts: Facts; note?: string } {
  const read = facts(found);
  const shown = note ?? (read.length ? scan.lengthNote : undefined);
  return { facts: read, ...(shown ? { note: shown } : {}) };
}

/** Validators that apply others to a map's values or keys, or to a list's or set's elements. */
const APPLIED: ReadonlyArray<[RegExp, string]> = [
  [/^mapvalidator\.ValueStringsAre$/, 'values'],
  [/^mapvalidator\.KeysAre$/, 'keys'],
  [/^(set|list)validator\.ValueStringsAre$/, 'elements'],
];

/**
 * How a validator value is named and called: a struct literal by its type, a call by its function, a name by itself.
 */
function met(value: Value): Met | undefined {
  if (value instanceof GoStruct) return { name: value.type, args: [], site: value.site };
  if (!(value instanceof GoExpr)) return undefined;
  const node = value.node;
  if (node.type === 'call_expression') return { name: node.childForFieldName('function')!.text, args: callArguments(node, value.scope), site: value.site };
  if (node.type === 'identifier' || node.type === 'selector_expression') return { name: node.text, args: [], site: value.site };
  // An inline function is named by its place.
  if (node.type === 'func_literal') return { name: `func literal at ${value.site.file}:${lineOf(node)}`, args: [], site: value.site };
  return undefined;
}

/**
 * Where a validator is attached: the Terraform type and dot path, `target` when it checks a collection's values,
 * keys or elements, and the attribute (or element) schema it is written in, when the scan has it (an SDKv2
 * `schema.Schema`: some of the provider's own validators check by the attribute's type).
 */
export interface Place {
  readonly on: string;
  readonly path: string;
  readonly target?: string;
  readonly attribute?: GoStruct;
}

/** The facts of one validator at a path (several for a validator that checks several things, or applies others). */
export function validatorFacts(scan: ValidatorScan, place: Place, value: Value, wrapper?: Met): ValidatorFact[] {
  const { on, path, target } = place;
  const found = met(value);
  if (!found) {
    const site = value instanceof GoStruct || value instanceof GoExpr ? value.site : undefined;
    throw new Error(`${on}.${path}: a validator not read${site ? ` at ${site.file}:${lineOf(site.node)}` : ''}: ${site?.node.text ?? String(value)}`);
  }
  if (scan.noFacts.test(found.name)) return [];
  const applied = APPLIED.find(([pattern]) => pattern.test(found.name));
  if (applied) return found.args.flatMap((inner) => validatorFacts(scan, { on, path, target: applied[1] }, inner));
  if (scan.wrappers?.test(found.name)) return validatorFacts(scan, place, found.args[0], wrapper ?? found);
  if (scan.combined?.test(found.name)) return found.args.flatMap((inner) => validatorFacts(scan, place, inner));
  const shown = wrapper ?? found;
  const custom = scan.custom[found.name];
  const validator = custom?.text ?? scan.text(shown.site.node);
  const at = { on, path, validator, file: `${shown.site.file}:${lineOf(shown.site.node)}` };
  const library = LIBRARY.find(([pattern]) => pattern.test(found.name));
  const read = library ? [libraryFacts(scan, library, found)] : custom?.facts(found.args, place.attribute);
  if (!read) return failAt(found.site.node, found.site.file, `validator ${found.name} is neither a library validator the scan reads nor in the table of the provider's own (scripts/scan/custom-validators.ts)`);
  return read.map(({ facts, note }) => ({ ...at, facts, ...(target ? { target } : {}), ...(note ? { note } : {}) }));
}
