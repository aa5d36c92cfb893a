import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { catalogFor } from '../../lib/validation/catalog';
import { FORMATS } from '../../lib/validation/formats';
import type { CompiledRule } from '../../lib/validation/rule-types';
import type { Block } from '../../lib/validation/schema-types';

/**
 * Every option check of `data.akamai_property_rules_builder` (each ValidateDiagFunc and each schema.TypeInt of the
 * behaviors and criteria of the 17 rule formats of the Akamai provider v9.2.0), as an independent scan of the
 * generated rule-format code found it (test/fixtures/akamai-rules-builder-facts.json), against the catalog: the
 * expected values come from the provider's source, not from the rules, so a rule transcribed with a wrong value, a
 * wrong bound, a wrong regular expression or at a wrong path fails here, naming the path and the validator.
 */
type Formats = '*' | string[];
interface Check {
  readonly validator: string;
  /**
   * As written: a regex (decoded Go string), a value list and ignoreCase, bounds; validateAny: its alternatives as
   * [validator, ...args].
   */
  readonly args: unknown[];
  /**
   * One place it is written: the file (in pkg/providers/property/ruleformats) and line, in the newest format that has
   * it.
   */
  readonly site: string;
  /** '<behavior|criterion>.<name>.<option>' -> the formats (rules_v<format>) that carry the check there. */
  readonly paths: Record<string, Formats>;
}
interface Facts {
  readonly formats: string[];
  readonly checks: Check[];
  readonly integers: Record<string, Formats>;
}
const FACTS = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'akamai-rules-builder-facts.json'), 'utf-8')) as Facts;
const ON = 'data.akamai_property_rules_builder';

/** The full Terraform paths of a grouped entry: `rules_v2023_01_05.behavior.cp_code.value.id`, ... */
const expand = (path: string, formats: Formats) => (formats === '*' ? FACTS.formats : formats).map((format) => `rules_v${format}.${path}`);
const pathsOf = (check: Check) => Object.entries(check.paths).flatMap(([path, formats]) => expand(path, formats));
const labelOf = (check: Check) => `${check.validator}(${JSON.stringify(check.args).slice(0, 90)}) ${check.site}`;

/**
 * Left out of the catalog on purpose (its "about" says so): regex checks that no value can fail.
 * validateRegexOrVariable
 * of `(/\S*)?$`: unanchored, the group may match nothing at the end of any string.
 */
const LEFT_OUT = [{ validator: 'validateRegexOrVariable', regex: '(/\\S*)?$', path: 'behavior.rewrite_url.target_url' }];
const isLeftOut = (check: Check) => LEFT_OUT.some((l) => l.validator === check.validator
  && l.regex === check.args[0] && Object.keys(check.paths).every((p) => p === l.path));

// ---- the provider's checks, as validations.go and the SDK's helper/validation run them ---------------------------

/**
 * A Go regular expression (regexp2, RE2 option) as JavaScript reads it: the scanned ones use only syntax both read the
 * same on the probes below (classes, groups, counted repetition, a lookahead; no flags, no named groups).
 */
const goRegex = (source: string) => new RegExp(source);

type Accepts = (value: unknown) => boolean;
/**
 * What the provider accepts for one validator as written (the empty string passes validateRegex; MatchString is
 * unanchored).
 */
function providerAccepts(validator: string, args: readonly unknown[]): Accepts {
  switch (validator) {
    case 'validateRegex': {
      const re = goRegex(args[0] as string);
      return (v) => String(v) === '' || re.test(String(v));
    }
    case 'validateRegexOrVariable': {
      // validateRegex(fmt.Sprintf("%s|{{.+}}", pattern))
      const re = goRegex(`${args[0] as string}|{{.+}}`);
      return (v) => String(v) === '' || re.test(String(v));
    }
    case 'validation.StringInSlice': {
      const [values, ignoreCase] = args as [string[], boolean];
      return (v) => typeof v === 'string' && values.some((x) => (ignoreCase ? x.toLowerCase() === v.toLowerCase() : x === v));
    }
    case 'validation.StringIsEmpty':
      return (v) => v === '';
    case 'validation.StringLenBetween': {
      const [min, max] = args as [number, number];
      return (v) => typeof v === 'string' && Buffer.byteLength(v) >= min && Buffer.byteLength(v) <= max;
    }
    case 'validation.IntBetween': {
      const [min, max] = args as [number, number];
      return (v) => typeof v === 'number' && v >= min && v <= max;
    }
    case 'validation.IntInSlice':
      return (v) => typeof v === 'number' && (args[0] as number[]).includes(v);
    case 'validateAny': {
      const each = (args as unknown[][]).map(([name, ...rest]) => providerAccepts(name as string, rest));
      return (v) => each.some((accepts) => accepts(v));
    }
    default:
      throw new Error(`no model of ${validator}`);
  }
}

/** Every regex a check runs (validateAny: its alternatives'). */
function regexesOf(validator: string, args: readonly unknown[]): string[] {
  if (validator === 'validateRegex' || validator === 'validateRegexOrVariable') return [args[0] as string];
  if (validator === 'validateAny') return (args as unknown[][]).flatMap(([name, ...rest]) => regexesOf(name as string, rest));
  return [];
}

// ---- probes built from a Go regex: strings it matches (each alternative, repetitions at their bounds) and near misses
// ----

type Node =
  | { t: 'alt'; alts: Node[] }
  | { t: 'seq'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number }
  | { t: 'set'; chars: string[] }
  | { t: 'empty' };

const CLASS: Record<string, string> = { d: '09', w: 'az_AZ09', s: ' \t' };
/** Characters a negated class or `\S` may pick from. */
const ALPHABET = ['a', 'Z', '0', '7', '-', '_', '.', '/', ':', '@', '#', '?', '&', '=', '%', '$', '!', '(', ')', '[', '{', ' ', ';', ',', '"', '\'', '*', '+', '~', '|', '\\', '^'];

function parseRegex(source: string): Node {
  let i = 0;
  const escapeChars = (c: string): string[] => {
    if (c === 'd' || c === 'w' || c === 's') {
      const spec = CLASS[c];
      const out: string[] = [];
      for (let k = 0; k + 1 < spec.length; k += 2) out.push(spec[k], spec[k + 1]);
      return c === 's' ? [' ', '\t'] : out;
    }
    if (c === 'D' || c === 'W' || c === 'S') {
      const re = new RegExp(`\\${c}`);
      return ALPHABET.filter((x) => re.test(x)).slice(0, 3);
    }
    return [c];
  };
  const set = (): Node => {
    // after '['
    const start = i;
    let negated = false;
    if (source[i] === '^') { negated = true; i++; }
    const items: string[] = [];
    let first = true;
    while (source[i] !== ']' || first) {
      first = false;
      let c = source[i++];
      if (c === '\\') {
        const e = source[i++];
        if ('dwsDWS'.includes(e)) { items.push(...escapeChars(e)); continue; }
        c = e;
      }
      if (source[i] === '-' && source[i + 1] !== ']') {
        i++;
        let hi = source[i++];
        if (hi === '\\') hi = source[i++];
        items.push(c, hi);
        continue;
      }
      items.push(c);
    }
    i++;
    if (!negated) return { t: 'set', chars: [...new Set(items)] };
    const re = new RegExp(`[${source.slice(start, i - 1)}]`);
    return { t: 'set', chars: ALPHABET.filter((x) => re.test(x)).slice(0, 3) };
  };
  const atom = (): Node => {
    const c = source[i++];
    if (c === '(') {
      let look = false;
      if (source.startsWith('?:', i)) i += 2;
      else if (source.startsWith('?=', i) || source.startsWith('?!', i)) { i += 2; look = true; }
      const inner = alt();
      i++; // ')'
      return look ? { t: 'empty' } : inner;
    }
    if (c === '[') return set();
    if (c === '^' || c === '$') return { t: 'empty' };
    if (c === '.') return { t: 'set', chars: ['a', '.'] };
    if (c === '\\') return { t: 'set', chars: escapeChars(source[i++]) };
    return { t: 'set', chars: [c] };
  };
  const quantified = (): Node => {
    let node = atom();
    for (;;) {
      const q = source[i];
      let min: number; let max: number;
      if (q === '*') { min = 0; max = Infinity; i++; } else if (q === '+') { min = 1; max = Infinity; i++; } else if (q === '?') { min = 0; max = 1; i++; } else if (q === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i))) {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i))!;
        min = Number(m[1]); max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        i += m[0].length;
      } else return node;
      if (source[i] === '?') i++; // lazy
      node = { t: 'rep', node, min, max };
    }
  };
  const seq = (): Node => {
    const items: Node[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') items.push(quantified());
    return { t: 'seq', items };
  };
  const alt = (): Node => {
    const alts = [seq()];
    while (source[i] === '|') { i++; alts.push(seq()); }
    return alts.length === 1 ? alts[0] : { t: 'alt', alts };
  };
  return alt();
}

/** A few strings the node matches: its first choice everywhere, then each choice varied on its own. */
function examples(node: Node): string[] {
  switch (node.t) {
    case 'empty': return [''];
    case 'set': return node.chars;
    case 'alt': return [...new Set(node.alts.flatMap(examples))];
    case 'seq': {
      const parts = node.items.map(examples);
      const base = parts.map((p) => p[0]);
      const out = new Set([base.join('')]);
      parts.forEach((p, k) => p.slice(1).forEach((v) => out.add([...base.slice(0, k), v, ...base.slice(k + 1)].join(''))));
      return [...out].slice(0, 40);
    }
    case 'rep': {
      const inner = examples(node.node);
      const counts = [
        node.min,
        node.min + 1,
        node.max === Infinity ? node.min + 3 : node.max,
        node.max === Infinity ? node.min + 3 : Math.max(node.min, node.max - 1),
      ];
      const out = new Set<string>();
      for (const n of new Set(counts)) out.add(inner[0].repeat(n));
      for (const v of inner.slice(1)) out.add(inner[0].repeat(Math.max(0, node.min - 1)) + v);
      if (node.min > 0) for (const v of inner.slice(1)) out.add(v.repeat(node.min));
      return [...out];
    }
  }
}

const GENERIC = [
  '', ' ', 'a', 'A', 'z', '0', '1', '9', '10', '30', '31', '099', '123', '1024', '-1', 'abc', 'ABC', 'a b', 'a;b', 'a,b', '1,2,3', '1-2-3', '1,,2',
  '{{user.PMUSER_A}}', '{{builtin.AK_HOST}}', '{{}}', '{{ }}', 'x{{a}}y', '{{a', 'a}}', 'www.example.com', 'example.com', 'ex_ample.co.uk', 'xn--abc.com',
  'a.akamaiedge.net', 'a.akamai.net', '.example.com', '1.2.3.4', '256.1.1.1', '/', '/path', '/path/', 'path/', '/abcdef', 'http://example.com/a',
  'https://user:pw@example.com:8443/x?y=1', 'ftp://x', 'abc-v', 'abcv', 'a-b-c', 'door2.dw.com', 'door2xdwxcom', '0x1f', '0xZZ', 'ff'.repeat(16), 'ff'.repeat(32),
  '5s', '10M', '10GB', '10KB', '10XB', '200', '404', '599', '601', '4xx', '0123456789abcdef', '0123456789abcdefg', '(a)', 'a(b)c', '((a))', 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
  '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n', '-----BEGIN CERTIFICATE-----', '01234567-89ab-cdef-0123-456789abcdef', '01234567-89AB-CDEF-0123-456789ABCDEF',
  'a'.repeat(33), 'a'.repeat(65), 'a'.repeat(129), 'a'.repeat(251), 'a'.repeat(256), 'a'.repeat(1025), 'a'.repeat(2049), 'é', 'a\tb', 'true', 'null',
];

/**
 * Probes for one check: the generic ones, what its regexes match, and each of those a character too short or too long,
 * or changed.
 */
function probesFor(check: Check): string[] {
  const out = new Set(GENERIC);
  for (const regex of regexesOf(check.validator, check.args)) {
    for (const e of examples(parseRegex(regex))) {
      for (const p of [e, `${e}x`, `x${e}`, `${e} `, ` ${e}`, `${e}-`, `-${e}`, `${e}/`, `/${e}`, `${e}.`, e.slice(1), e.slice(0, -1), e + e, e.toUpperCase(), e.toLowerCase(), `{{${e}}}`, `${e}{{a}}`]) out.add(p);
    }
  }
  for (const [name, ...rest] of check.validator === 'validateAny' ? (check.args as unknown[][]) : [[check.validator, ...check.args]]) {
    if (name === 'validation.StringInSlice') for (const v of rest[0] as string[]) for (const p of [v, v.toLowerCase(), v.toUpperCase(), `${v} `, v.slice(1)]) out.add(p);
    if (name === 'validation.StringLenBetween') for (const n of [(rest[0] as number) - 1, rest[0] as number, rest[1] as number, (rest[1] as number) + 1]) out.add('a'.repeat(Math.max(0, n)));
  }
  // A regex with a repetition inside a repetition (`(...{0,250}...){1,10}`, saas_replace) backtracks for exponential
  // time
  // on a long string it does not match (in the provider's regexp2 as in JavaScript): only short probes and the long
  // strings it matches.
  if (isNested(check)) {
    const matching = new Set(regexesOf(check.validator, check.args).flatMap((r) => examples(parseRegex(r))));
    return [...out].filter((p) => p.length <= 14 || matching.has(p));
  }
  return [...out];
}

function intProbes(check: Check): number[] {
  const values = check.validator === 'validation.IntInSlice' ? (check.args[0] as number[]) : (check.args as number[]);
  return [...new Set([0, -1, 1, ...values.flatMap((v) => [v - 1, v, v + 1])])];
}

// ---- the catalog --------------------------------------------------------------------------------------------

const RULES = catalogFor('akamai')!.rules(ON);
/** The kinds of a check on one value (an `integer` rule is compared with schema.TypeInt separately). */
const VALUE_KINDS = ['enum', 'pattern', 'range', 'length', 'format'];
const OPTION_PATH = /^rules_v\d{4}_\d\d_\d\d\.(behavior|criterion)\.[a-z0-9_]+\./;
const byPath = new Map<string, CompiledRule[]>();
for (const rule of RULES) {
  if (rule.when !== undefined || rule.severity === 'warning') continue;
  const path = rule.path.replace(/\.\*\./g, '.');
  byPath.set(path, [...(byPath.get(path) ?? []), rule]);
}
const valueRulesAt = (path: string) => (byPath.get(path) ?? []).filter((r) => VALUE_KINDS.includes(r.kind.key));

/** A regex with a repetition inside a repetition (`(...{0,250}...){1,10}`): it backtracks for exponential time. */
function isNested(check: Check): boolean {
  return regexesOf(check.validator, check.args).some((r) => /\{0,\d+\}[^{]*\)\?\)\{1,\d+\}/.test(r));
}

/**
 * The catalog kind a validator as written becomes. A nested-repetition regex is a `format` the engine decides in
 * linear time (src/validation/formats.ts), accepting the same values; the probes below compare them.
 */
function kindOf(check: Check): 'enum' | 'pattern' | 'range' | 'format' {
  if (check.validator === 'validation.StringInSlice' || check.validator === 'validation.IntInSlice') return 'enum';
  if (check.validator === 'validation.IntBetween') return 'range';
  if (check.validator === 'validateAny' && (check.args as unknown[][]).some(([name]) => name === 'validation.StringInSlice')) return 'enum';
  return isNested(check) ? 'format' : 'pattern';
}

function schemaAttribute(path: string) {
  let block: Block | undefined = catalogFor('akamai')!.block(ON);
  const segments = path.split('.');
  for (const segment of segments.slice(0, -1)) block = block?.block_types?.[segment]?.block;
  return block?.attributes?.[segments[segments.length - 1]];
}

// ---- the tests ----------------------------------------------------------------------------------------------

test('the scan is the whole data source: 17 rule formats, 306 checks as written at 897 options (14444 with their formats), 168 TypeInt options (2659)', () => {
  expect(FACTS.formats).toHaveLength(17);
  expect(FACTS.checks).toHaveLength(306);
  const byValidator: Record<string, number> = {};
  for (const check of FACTS.checks) byValidator[check.validator] = (byValidator[check.validator] ?? 0) + 1;
  expect(byValidator).toEqual({ 'validation.StringInSlice': 204, 'validateRegexOrVariable': 62, 'validateAny': 18, 'validation.IntBetween': 12, 'validation.IntInSlice': 9, 'validateRegex': 1 });
  const byKind: Record<string, number> = {};
  for (const check of FACTS.checks.filter(
    (c) => !isLeftOut(c),
  )) byKind[kindOf(check)] = (byKind[kindOf(check)] ?? 0) + 1;
  expect(byKind).toEqual({ enum: 215, pattern: 77, format: 1, range: 12 });
  expect(FACTS.checks.reduce((n, c) => n + Object.keys(c.paths).length, 0)).toBe(897);
  expect(FACTS.checks.reduce((n, c) => n + pathsOf(c).length, 0)).toBe(14444);
  expect(Object.keys(FACTS.integers)).toHaveLength(168);
  expect(Object.entries(FACTS.integers).flatMap(([p, f]) => expand(p, f))).toHaveLength(2659);
  expect(FACTS.checks.filter(isLeftOut).map((c) => pathsOf(c).length)).toEqual([17]);
});

test('every scanned option is an attribute of the data source\'s schema (TypeInt ones numbers)', () => {
  const missing = FACTS.checks.flatMap((check) => pathsOf(check).filter((p) => schemaAttribute(p) === undefined).map((p) => `${p}: ${check.validator}`));
  const ints = Object.entries(FACTS.integers).flatMap(([p, f]) => expand(p, f)).filter((p) => schemaAttribute(p)?.type !== 'number');
  expect([...missing, ...ints.map((p) => `${p}: schema.TypeInt`)]).toEqual([]);
});

describe('each check as written has a rule of the same values at each of its paths', () => {
  test.each(FACTS.checks.filter((c) => !isLeftOut(c)).map((c) => [labelOf(c), c] as const))('%s', (_label, check) => {
    const kind = kindOf(check);
    const accepts = providerAccepts(check.validator, check.args);
    const numeric = check.validator.startsWith('validation.Int');
    const probes: unknown[] = numeric ? intProbes(check) : probesFor(check);
    const problems: string[] = [];
    // The probes tell the check apart: some the provider accepts (not empty, not a variable), some it refuses, and
    // each regex matches the first string built from it.
    const plain = probes.filter((p) => p !== '' && !/{{.+}}/.test(String(p)));
    if (!plain.some(accepts) || plain.every(accepts)) problems.push(`${check.validator} (${check.site}): the probes do not tell it apart`);
    for (const regex of regexesOf(check.validator, check.args)) {
      if (!goRegex(regex).test(examples(parseRegex(regex))[0])) problems.push(`${check.validator} (${check.site}): ${regex} does not match the string built from it`);
    }
    for (const path of pathsOf(check)) {
      const at = `${path}: ${check.validator} (${check.site})`;
      const rules = valueRulesAt(path);
      if (rules.length !== 1 || rules[0].kind.key !== kind) {
        problems.push(`${at}: expected one ${kind} rule, the catalog has ${rules.map((r) => r.kind.key).join(', ') || 'none'}`);
        continue;
      }
      const rule = rules[0];
      if (check.validator === 'validation.StringInSlice' || check.validator === 'validation.IntInSlice') {
        const expected = [...(check.args[0] as unknown[])].map((v) => JSON.stringify(v)).sort();
        const actual = [...rule.enum!].map((v) => JSON.stringify(v)).sort();
        if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${at}: enum ${actual.join(',')}, the provider's ${expected.join(',')}`);
        const ignoreCase = check.validator === 'validation.StringInSlice' && check.args[1] === true;
        if ((rule.ignoreCase ?? false) !== ignoreCase) problems.push(`${at}: ignoreCase ${String(rule.ignoreCase)}, the provider's ${String(ignoreCase)}`);
      }
      if (check.validator === 'validation.IntBetween') {
        const [min, max] = check.args as number[];
        if (rule.range?.min !== min || rule.range?.max !== max) problems.push(`${at}: range ${JSON.stringify(rule.range)}, the provider's ${min} to ${max}`);
      }
      // Behaviour: what the provider accepts, the rule accepts, on every probe.
      const differ = probes.filter((p) => accepts(p) !== (rule.kind.check(rule, p, {}, String) === undefined));
      if (differ.length > 0) {
        problems.push(`${at}: the rule ${rule.id} judges ${differ.slice(0, 5).map((p) => `${JSON.stringify(p)} (provider ${accepts(p) ? 'accepts' : 'refuses'})`).join(', ')}${differ.length > 5 ? ` and ${differ.length - 5} more` : ''} otherwise`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test('the regex checks left out of the catalog are the ones no value can fail, and have no rule', () => {
  const leftOut = FACTS.checks.filter(isLeftOut);
  expect(leftOut.map((c) => [c.validator, c.args[0], Object.keys(c.paths)]))
    .toEqual(LEFT_OUT.map((l) => [l.validator, l.regex, [l.path]]));
  for (const check of leftOut) {
    const accepts = providerAccepts(check.validator, check.args);
    expect(probesFor(check).filter((p) => !accepts(p)), labelOf(check)).toEqual([]);
    expect(pathsOf(check).filter((p) => valueRulesAt(p).length > 0), labelOf(check)).toEqual([]);
  }
});

test('every schema.TypeInt option has an integer rule', () => {
  const missing = Object.entries(FACTS.integers).flatMap(([p, f]) => expand(p, f))
    .filter((path) => !(byPath.get(path) ?? []).some((r) => r.kind.key === 'integer' && r.integer === true))
    .map((path) => `${path}: schema.TypeInt has no integer rule`);
  expect(missing).toEqual([]);
});

test('every rule on an option of the data source is explained by a scanned check; the rest are the structure rules', () => {
  const explained = new Set<string>();
  for (const check of FACTS.checks) for (const path of pathsOf(check)) explained.add(`${path} ${kindOf(check)}`);
  for (const [path, formats] of Object.entries(FACTS.integers)) for (const full of expand(path, formats)) explained.add(`${full} integer`);
  const onOptions = RULES.filter((r) => OPTION_PATH.test(r.path.replace(/\.\*\./g, '.')));
  const unexplained = onOptions.filter((r) => !explained.has(`${r.path.replace(/\.\*\./g, '.')} ${r.kind.key}`) || r.when !== undefined || r.severity === 'warning');
  expect(unexplained.map((r) => `${r.id}: no check of the provider at ${r.path} is a ${r.kind.key}`)).toEqual([]);
  expect(onOptions).toHaveLength(14444 - 17 + 2659);
  // Not on an option: one format only, the default rule's restrictions, the children's JSON and format, one
  // behavior/criterion per item.
  const structure: Record<string, number> = {};
  for (const rule of RULES.filter(
    (r) => !onOptions.includes(r),
  )) structure[rule.kind.key] = (structure[rule.kind.key] ?? 0) + 1;
  expect(structure).toEqual({ exactlyOne: 1, when: 119, json: 17, pattern: 17, atMostOne: 34 });
});

describe('the SaaS replacement format decides the provider\'s nested-repetition regex without backtracking', () => {
  const check = FACTS.checks.find(isNested)!;
  const provider = providerAccepts(check.validator, check.args);
  const format = FORMATS['akamai-saas-replacement'].test;

  test('it is the one nested check, at saas_replace', () => {
    expect(FACTS.checks.filter(isNested)).toHaveLength(1);
    expect(Object.keys(check.paths).sort()).toEqual(['behavior.fail_action.saas_replace', 'behavior.origin.saas_replace']);
  });

  test('every string of up to 5 tokens of letters, digits, $n, ".", "_", "-", "$" and "!" is judged as the regex judges it', () => {
    const tokens = ['a', 'Z', '7', '$1', '$0', '.', '_', '-', '$', '!'];
    let strings = [''];
    const differ: string[] = [];
    for (let length = 1; length <= 5; length++) {
      strings = strings.flatMap((s) => tokens.map((t) => s + t));
      for (const s of strings) if (format(s) !== provider(s)) differ.push(s);
    }
    expect(differ).toEqual([]);
  });

  test('long values, where the regex takes seconds or more, are decided by the word rules', () => {
    const word = (inner: number) => `a${'.'.repeat(inner)}a`;
    expect(format('a'.repeat(60) + '!')).toBe(false); // a regex needs minutes for this
    expect(format(word(250))).toBe(true); // one word of 252 tokens
    expect(format(word(251))).toBe(false); // 253 tokens and nowhere to split
    expect(format(word(250) + word(250))).toBe(true); // two words
    expect(format(Array.from({ length: 10 }, () => word(250)).join(''))).toBe(true); // ten words
    expect(format(Array.from({ length: 11 }, () => word(250)).join(''))).toBe(false); // eleven
    expect(format(`${'$1'.repeat(300)}`)).toBe(true); // 300 tokens split into two words
    expect(format(`${word(250)}.`)).toBe(false); // a word cannot end with "."
    expect(format(`x{{cdn.name}}!`)).toBe(true); // a variable anywhere passes, as validateRegexOrVariable's unanchored |{{.+}}
  });
});
