import { IConstruct } from 'constructs';
import { Token } from './framework';
import { propError, show } from './prop-error';
import { unknownKey, unknownKeyMessage } from './validation/unknown-keys';

/**
 * The props of an L2 construct and its nested options are checked before they are used, so that a
 * JavaScript user (or a Python user passing dicts) gets an error naming the construct, the prop and the
 * nearest known name instead of a prop that silently does nothing.
 */

/** Every key of a props interface, complete: the compiler refuses a missing or an extra key. */
export type KeysOf<T> = { readonly [K in keyof Required<T>]: true };

/** Throws unless `value` is a plain object whose keys are all in `known`. */
export function checkProps<T>(scope: IConstruct, prop: string, value: T, known: KeysOf<T>, struct: string): T {
  if (value === undefined || value === null) throw propError(scope, prop, `missing; give a ${struct}`);
  if (typeof value !== 'object' || Array.isArray(value) || Token.isUnresolved(value)) {
    throw propError(scope, prop, `${showValue(value)} is not a ${struct} (an object of props)`);
  }
  const names = new Set(Object.keys(known));
  const key = unknownKey(value as object, names);
  if (key !== undefined) throw propError(scope, prop === 'props' ? key : `${prop}.${key}`, unknownKeyMessage(key, names, `a property of ${struct}`, 'camelCase'));
  return value;
}

/** Checks an optional nested options object. */
export function checkOptionalProps<T>(
  scope: IConstruct,
  prop: string,
  value: T | undefined,
  known: KeysOf<T>,
  struct: string,
): T | undefined {
  return value === undefined ? undefined : checkProps(scope, prop, value, known, struct);
}

/** Throws unless `value` is a list (or a list token); returns it. */
export function checkList<T>(scope: IConstruct, prop: string, value: T[] | undefined, what: string): T[] | undefined {
  if (value === undefined || Token.isUnresolved(value)) return value;
  if (!Array.isArray(value)) throw propError(scope, prop, `${showValue(value)} is not a list; give a list of ${what}`);
  return value;
}

/** Throws unless `value` is a string (a literal or a token). */
export function checkString(scope: IConstruct, prop: string, value: unknown): string {
  if (typeof value !== 'string') throw propError(scope, prop, `${showValue(value)} is not a string`);
  return value;
}

/** Throws unless `value` is a number (a literal or a number token); returns it. */
export function checkNumber(scope: IConstruct, prop: string, value: unknown, what = 'a number'): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw propError(scope, prop, `${showValue(value)} is not ${what}`);
  return value;
}

function showValue(value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) {
    return `a ${value.constructor?.name ?? 'object'}`;
  }
  return show(value);
}
