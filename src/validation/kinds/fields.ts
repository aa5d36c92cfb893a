import { asNumber, isObject, isSet, isUnresolved, own, show } from '../values';
import type { Condition, FieldCondition } from './condition';
import { describeBounds } from './kind';
import { valueCheck } from './value-check';

/**
 * Reads fields of the object an object rule is evaluated on, and decides conditions on them. Dots reach
 * into nested blocks; a field starting with `/` is read from the top of the block (`root`).
 */

/** The first value at a field: a list of blocks is entered at its first item. */
export function read(object: Record<string, unknown>, root: Record<string, unknown>, field: string): unknown {
  if (isPlain(field)) {
    const value = own(object, field);
    return value === null ? undefined : value;
  }
  return values(object, root, field, true)[0];
}

/** A field of the object itself: no dots, not read from the top of the block. */
function isPlain(field: string): boolean {
  return field[0] !== '/' && !field.includes('.');
}

/** Every value at a field, through every item of the lists of blocks on the way (unset values left out). */
export function values(
  object: Record<string, unknown>,
  root: Record<string, unknown>,
  field: string,
  firstOnly = false,
): unknown[] {
  if (isPlain(field)) {
    const value = own(object, field);
    return value === undefined || value === null ? [] : [value];
  }
  let current: unknown[] = [field[0] === '/' ? root : object];
  const segments = segmentsOf(field);
  for (let i = 0; i < segments.length; i++) {
    const next: unknown[] = [];
    for (const item of current) {
      const entered = Array.isArray(item) && i > 0 ? (firstOnly ? item.slice(0, 1) : item) : [item];
      for (const value of entered) {
        if (!isObject(value)) continue;
        const inner = own(value, segments[i]);
        if (inner !== undefined && inner !== null) next.push(inner);
      }
    }
    current = next;
  }
  return current;
}

/**
 * The segments of a dotted field (without a leading `/`), split once per field: rules are evaluated for every block.
 */
const segmentCache = new Map<string, readonly string[]>();
function segmentsOf(field: string): readonly string[] {
  let segments = segmentCache.get(field);
  if (segments === undefined) segmentCache.set(field, (segments = (field[0] === '/' ? field.slice(1) : field).split('.')));
  return segments;
}

/** A condition prepared for evaluation (see `holds`): its field read, regular expression and value check made once. */
type Test = (object: Record<string, unknown>, root: Record<string, unknown>, every: boolean) => boolean | undefined;
const prepared = new WeakMap<object, Test>();

/**
 * Whether a condition holds: `true`, `false`, or undefined when a value it needs is a Terraform
 * expression (the rule is then skipped). `every` makes a field test hold only when every value passes
 * (for `require`); otherwise one passing value is enough (for `when`).
 */
export function holds(
  condition: Condition,
  object: Record<string, unknown>,
  root: Record<string, unknown>,
  every: boolean,
): boolean | undefined {
  let test = prepared.get(condition);
  if (test === undefined) prepared.set(condition, (test = prepare(condition)));
  return test(object, root, every);
}

/**
 * Whether every condition holds (`when` semantics: a list, or one condition); undefined when one needs an unresolved
 * value.
 */
export function allHold(
  conditions: Condition | readonly Condition[] | undefined,
  object: Record<string, unknown>,
  root: Record<string, unknown>,
): boolean | undefined {
  if (conditions === undefined) return true;
  let test = prepared.get(conditions);
  if (test === undefined) prepared.set(
    conditions,
    (test = Array.isArray(conditions) ? combined(conditions.map(prepare), true) : prepare(conditions as Condition)),
  );
  return test(object, root, false);
}

function prepare(condition: Condition): Test {
  if ('allOf' in condition) return combined(condition.allOf.map(prepare), true);
  if ('anyOf' in condition) return combined(condition.anyOf.map(prepare), false);
  if ('not' in condition) {
    const inner = prepare(condition.not);
    return (object, root, every) => {
      const result = inner(object, root, every);
      return result === undefined ? undefined : !result;
    };
  }
  return prepareField(condition);
}

/** `allOf` (true unless one is false) or `anyOf` (false unless one is true); undefined when undecided. */
function combined(tests: readonly Test[], all: boolean): Test {
  return (object, root, every) => {
    let undecided = false;
    for (const test of tests) {
      const result = test(object, root, every);
      if (result === !all) return !all;
      if (result === undefined) undecided = true;
    }
    return undecided ? undefined : all;
  };
}

/**
 * A field condition: `present` is decided on what the configuration writes (a Terraform expression is present: it
 * is written, whatever it evaluates to); otherwise undefined when a value at the field is unresolved (or a list
 * holding one); else a value check (every value passes; holds when unset), or the field test on the values (the
 * default when unset; false when unset without one).
 */
function prepareField(c: FieldCondition): Test {
  const { field, present } = c;
  const check = c.check === undefined ? undefined : valueCheck(c.check).passes;
  const matches = fieldTest(c);
  const fallback: unknown[] = c.default === undefined ? [] : [c.default];
  const decide = (found: unknown[], every: boolean): boolean | undefined => {
    if (present !== undefined) return found.some(isSet) === present;
    if (found.some(isUnresolved) || (Array.isArray(found[0]) && found[0].some(isUnresolved))) return undefined;
    if (check !== undefined) return found.flat().every((value) => check(value));
    const tested = found.length === 0 ? fallback : found;
    if (tested.length === 0) return false;
    return every ? tested.every(matches) : tested.some(matches);
  };
  if (!isPlain(field)) return (object, root, every) => decide(values(object, root, field), every);
  // A field of the object itself, the common case: `decide` on its one value, without a list of values.
  return (object) => {
    const value = own(object, field);
    if (value === undefined || value === null) {
      if (present !== undefined) return present === false;
      if (check !== undefined) return true;
      return fallback.length > 0 && matches(fallback[0]);
    }
    if (present !== undefined) return isSet(value) === present;
    if (isUnresolved(value) || (Array.isArray(value) && value.some(isUnresolved))) return undefined;
    if (check !== undefined) return Array.isArray(value) ? value.every((item) => check(item)) : check(value);
    return matches(value);
  };
}

/** The test of a field condition (its regular expression compiled once). */
function fieldTest(c: FieldCondition): (value: unknown) => boolean {
  if (c.range !== undefined) {
    const { min, max } = c.range;
    return (value) => {
      const n = asNumber(value);
      return n !== undefined && (min === undefined || n >= min) && (max === undefined || n <= max);
    };
  }
  if (c.matches !== undefined) {
    const regex = new RegExp(c.matches, c.ignoreCase ? 'i' : '');
    return (value) => typeof value === 'string' && regex.test(value);
  }
  const text = c.ignoreCase ? (v: unknown) => String(v).toLowerCase() : String;
  if (c.equals !== undefined) return (value) => text(value) === text(c.equals);
  if (c.in) return (value) => c.in!.some((v) => text(v) === text(value));
  if (c.notIn) return (value) => !c.notIn!.some((v) => text(v) === text(value));
  return isSet;
}

/** `field is "cron"`, `field is set`, `a is set and b is not "x"`... */
export function describeCondition(c: Condition): string {
  return phrase(c, false, false);
}

/** `field must be "x"`, `field must not be set`, `a must be true or b must be true`... */
export function describeRequirement(c: Condition): string {
  return phrase(c, true, false);
}

/**
 * A condition in words: as a fact (`is`) or a requirement (`must be`), negated for a `not`; parts joined by "and" and
 * "or".
 */
function phrase(c: Condition, must: boolean, negated: boolean, nested = false): string {
  if ('not' in c) return phrase(c.not, must, !negated, nested);
  if ('allOf' in c || 'anyOf' in c) {
    // not (a and b) is (not a) or (not b): each part negated, the joining word swapped.
    const [parts, word] = 'allOf' in c ? [c.allOf, negated ? 'or' : 'and'] : [c.anyOf, negated ? 'and' : 'or'];
    const text = parts.map((part) => phrase(part, must, negated, true)).join(` ${word} `);
    return nested && parts.length > 1 ? `(${text})` : text;
  }
  return `${c.field.replace(/^\//, '')} ${test(c, must, negated)}`;
}

function test(c: FieldCondition, must: boolean, negated: boolean): string {
  const [is, isNot] = must ? ['must be', 'must not be'] : ['is', 'is not'];
  const [yes, no] = negated ? [isNot, is] : [is, isNot];
  const anyCase = c.ignoreCase ? ' (in any case)' : '';
  const oneOf = (values: unknown[]) => `${values.length === 1 ? '' : 'one of '}${values.map((v) => JSON.stringify(v)).join(', ')}${anyCase}`;
  if (c.present === false) return `${no} set`;
  if (c.equals !== undefined) return `${yes} ${JSON.stringify(c.equals)}${anyCase}`;
  if (c.in) return `${yes} ${oneOf(c.in)}`;
  if (c.notIn) return `${no} ${oneOf(c.notIn)}`;
  if (c.range) return `${yes} ${describeBounds(c.range)}`;
  if (c.matches) return `${yes} ${c.description ?? 'a matching value'}`;
  if (c.check) return `${must ? (negated ? 'must not each be' : 'must each be') : negated ? 'are not each' : 'are each'} ${valueCheck(c.check).describe}`;
  return `${yes} set`;
}

/** The value shown for a condition's field in a message. */
export function shownField(
  c: Condition,
  object: Record<string, unknown>,
  root: Record<string, unknown>,
  showValue: (value: unknown) => string = show,
): string {
  if (!('field' in c)) return '';
  const found = values(object, root, c.field);
  const value = found.length === 0 ? (c.default === undefined ? 'not set' : `not set, so ${showValue(c.default)}`) : found.map((v) => showValue(v)).join(', ');
  return ` (${c.field.replace(/^\//, '')}: ${value})`;
}
