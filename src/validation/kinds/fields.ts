import type { Condition } from '../rule-types';
import { describeBounds } from './kind';
import { asNumber, isObject, isSet, isUnresolved, own } from '../values';

/**
 * Reads fields of the object an object rule is evaluated on. Dots reach into nested blocks; a field
 * starting with `/` is read from the top of the block (`root`).
 */

/** The first value at a field: a list of blocks is entered at its first item. */
export function read(object: Record<string, unknown>, root: Record<string, unknown>, field: string): unknown {
  return values(object, root, field, true)[0];
}

/** Every value at a field, through every item of the lists of blocks on the way (unset values left out). */
export function values(object: Record<string, unknown>, root: Record<string, unknown>, field: string, firstOnly = false): unknown[] {
  const start = field.startsWith('/') ? root : object;
  let current: unknown[] = [start];
  const segments = (field.startsWith('/') ? field.slice(1) : field).split('.');
  segments.forEach((segment, i) => {
    const next: unknown[] = [];
    for (const item of current) {
      const entered = Array.isArray(item) && i > 0 ? (firstOnly ? item.slice(0, 1) : item) : [item];
      for (const value of entered) {
        if (!isObject(value)) continue;
        const inner = own(value, segment);
        if (inner !== undefined && inner !== null) next.push(inner);
      }
    }
    current = next;
  });
  return current;
}

/**
 * Whether a condition holds: `true`, `false`, or undefined when a value it needs is a Terraform
 * expression (the rule is then skipped). `every` makes `equals`/`in`/`notIn` hold only when every value
 * matches (for `require`); otherwise one matching value is enough (for `when`).
 */
export function holds(condition: Condition, object: Record<string, unknown>, root: Record<string, unknown>, every: boolean): boolean | undefined {
  let found = values(object, root, condition.field);
  if (found.some(isUnresolved)) return undefined;
  if (condition.present !== undefined) return found.some(isSet) === condition.present;
  if (found.length === 0) found = condition.default === undefined ? [] : [condition.default];
  const matches = (value: unknown): boolean => {
    if (condition.range !== undefined) {
      const n = asNumber(value);
      return n !== undefined && (condition.range.min === undefined || n >= condition.range.min) && (condition.range.max === undefined || n <= condition.range.max);
    }
    if (condition.equals !== undefined) return value === condition.equals;
    if (condition.in) return condition.in.includes(value);
    if (condition.notIn) return !condition.notIn.includes(value);
    return isSet(value);
  };
  if (found.length === 0) return false;
  return every ? found.every(matches) : found.some(matches);
}

/** Whether every condition of a list holds (`when` semantics); undefined when one needs an unresolved value. */
export function allHold(conditions: readonly Condition[] | undefined, object: Record<string, unknown>, root: Record<string, unknown>): boolean | undefined {
  let result: boolean | undefined = true;
  for (const condition of conditions ?? []) {
    const held = holds(condition, object, root, false);
    if (held === false) return false;
    if (held === undefined) result = undefined;
  }
  return result;
}

/** `field is "cron"`, `field is set`... */
export function describeCondition(c: Condition): string {
  const field = c.field.replace(/^\//, '');
  if (c.present === false) return `${field} is not set`;
  if (c.equals !== undefined) return `${field} is ${JSON.stringify(c.equals)}`;
  if (c.in) return `${field} is one of ${c.in.map((v) => JSON.stringify(v)).join(', ')}`;
  if (c.notIn) return `${field} is not one of ${c.notIn.map((v) => JSON.stringify(v)).join(', ')}`;
  if (c.range) return `${field} is ${describeBounds(c.range)}`;
  return `${field} is set`;
}

/** `field must be "x"`, `field must not be set`... */
export function describeRequirement(c: Condition): string {
  const field = c.field.replace(/^\//, '');
  if (c.present === false) return `${field} must not be set`;
  if (c.equals !== undefined) return `${field} must be ${JSON.stringify(c.equals)}`;
  if (c.in) return `${field} must be one of ${c.in.map((v) => JSON.stringify(v)).join(', ')}`;
  if (c.notIn) return `${field} must not be one of ${c.notIn.map((v) => JSON.stringify(v)).join(', ')}`;
  if (c.range) return `${field} must be ${describeBounds(c.range)}`;
  return `${field} must be set`;
}

/** The value shown for a condition's field in a message. */
export function shownField(c: Condition, object: Record<string, unknown>, root: Record<string, unknown>, show: (value: unknown) => string): string {
  const found = values(object, root, c.field);
  if (found.length === 0) return c.default === undefined ? 'not set' : `not set, so ${show(c.default)}`;
  return found.map((v) => show(v)).join(', ');
}
