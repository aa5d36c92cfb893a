import { describeBounds } from './kind';
import type { Condition, ConstraintRule, FieldCondition } from '../rule-types';
import { asNumber, isObject, isSet, isUnresolved, own, show } from '../values';

/**
 * Reads fields of the object an object rule is evaluated on, and decides conditions on them. Dots reach
 * into nested blocks; a field starting with `/` is read from the top of the block (`root`).
 */

/** The first value at a field: a list of blocks is entered at its first item. */
export function read(object: Record<string, unknown>, root: Record<string, unknown>, field: string): unknown {
  return values(object, root, field, true)[0];
}

/** Every value at a field, through every item of the lists of blocks on the way (unset values left out). */
export function values(object: Record<string, unknown>, root: Record<string, unknown>, field: string, firstOnly = false): unknown[] {
  if (!field.includes('.') && field[0] !== '/') {
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

/** The segments of a dotted field (without a leading `/`), split once per field: rules are evaluated for every block. */
const segmentCache = new Map<string, readonly string[]>();
function segmentsOf(field: string): readonly string[] {
  let segments = segmentCache.get(field);
  if (segments === undefined) segmentCache.set(field, (segments = (field[0] === '/' ? field.slice(1) : field).split('.')));
  return segments;
}

/** The value check of a `check` condition, prepared once. */
type ValueCheck = (value: unknown) => boolean;
const valueChecks = new WeakMap<object, ValueCheck>();
let makeValueCheck: (check: Partial<ConstraintRule>) => ValueCheck = () => {
  throw new Error('value checks are not registered');
};

/** Called by the kinds registry: how a `check` condition evaluates a value kind. */
export function registerValueChecks(make: (check: Partial<ConstraintRule>) => ValueCheck): void {
  makeValueCheck = make;
}

/**
 * Whether a condition holds: `true`, `false`, or undefined when a value it needs is a Terraform
 * expression (the rule is then skipped). `every` makes a field test hold only when every value passes
 * (for `require`); otherwise one passing value is enough (for `when`).
 */
export function holds(condition: Condition, object: Record<string, unknown>, root: Record<string, unknown>, every: boolean): boolean | undefined {
  if ('allOf' in condition) return combine(condition.allOf.map((c) => holds(c, object, root, every)), true);
  if ('anyOf' in condition) return combine(condition.anyOf.map((c) => holds(c, object, root, every)), false);
  if ('not' in condition) {
    const inner = holds(condition.not, object, root, every);
    return inner === undefined ? undefined : !inner;
  }
  let found = values(object, root, condition.field);
  if (found.some(isUnresolved) || (Array.isArray(found[0]) && found[0].some(isUnresolved))) return undefined;
  if (condition.present !== undefined) return found.some(isSet) === condition.present;
  if (condition.check !== undefined) {
    let check = valueChecks.get(condition.check);
    if (!check) valueChecks.set(condition.check, (check = makeValueCheck(condition.check)));
    return found.flat().every((value) => check!(value));
  }
  if (found.length === 0) found = condition.default === undefined ? [] : [condition.default];
  if (found.length === 0) return false;
  let matches = fieldTests.get(condition);
  if (!matches) fieldTests.set(condition, (matches = fieldTest(condition)));
  return every ? found.every(matches) : found.some(matches);
}

/** The test of a field condition, prepared once (its regular expression compiled once). */
const fieldTests = new WeakMap<FieldCondition, (value: unknown) => boolean>();

/** `allOf` (true unless one is false) or `anyOf` (false unless one is true); undefined when undecided. */
function combine(results: Array<boolean | undefined>, all: boolean): boolean | undefined {
  if (results.includes(!all)) return !all;
  return results.includes(undefined) ? undefined : all;
}

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
  if (c.equals !== undefined) return (value) => String(value) === String(c.equals);
  if (c.in) return (value) => c.in!.some((v) => String(v) === String(value));
  if (c.notIn) return (value) => !c.notIn!.some((v) => String(v) === String(value));
  return isSet;
}

/** Whether every condition of a list holds (`when` semantics); undefined when one needs an unresolved value. */
export function allHold(conditions: readonly Condition[] | undefined, object: Record<string, unknown>, root: Record<string, unknown>): boolean | undefined {
  return combine((conditions ?? []).map((c) => holds(c, object, root, false)), true);
}

/** `field is "cron"`, `field is set`... */
export function describeCondition(c: Condition): string {
  if ('allOf' in c) return c.allOf.map(describeCondition).join(' and ');
  if ('anyOf' in c) return `(${c.anyOf.map(describeCondition).join(' or ')})`;
  if ('not' in c) return `not (${describeCondition(c.not)})`;
  return `${c.field.replace(/^\//, '')} ${test(c, false)}`;
}

/** `field must be "x"`, `field must not be set`... */
export function describeRequirement(c: Condition): string {
  if ('allOf' in c || 'anyOf' in c || 'not' in c) return `${describeCondition(c)} must hold`;
  return `${c.field.replace(/^\//, '')} ${test(c, true)}`;
}

function test(c: FieldCondition, must: boolean): string {
  const [is, isNot] = must ? ['must be', 'must not be'] : ['is', 'is not'];
  const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
  if (c.present === false) return `${isNot} set`;
  if (c.equals !== undefined) return `${is} ${JSON.stringify(c.equals)}`;
  if (c.in) return `${is} one of ${list(c.in)}`;
  if (c.notIn) return `${isNot} one of ${list(c.notIn)}`;
  if (c.range) return `${is} ${describeBounds(c.range)}`;
  if (c.matches) return `${must ? 'must match' : 'matches'} /${c.matches}/${c.ignoreCase ? 'i' : ''}`;
  if (c.check) return `${must ? 'must pass' : 'passes'} ${JSON.stringify(c.check)}`;
  return `${is} set`;
}

/** The value shown for a condition's field in a message. */
export function shownField(c: Condition, object: Record<string, unknown>, root: Record<string, unknown>, showValue: (value: unknown) => string = show): string {
  if (!('field' in c)) return '';
  const found = values(object, root, c.field);
  const value = found.length === 0 ? (c.default === undefined ? 'not set' : `not set, so ${showValue(c.default)}`) : found.map((v) => showValue(v)).join(', ');
  return ` (${c.field.replace(/^\//, '')}: ${value})`;
}
