import { Token } from '../framework';
import { unknownKey, unknownKeyMessage } from '../validation/unknown-keys';

/**
 * Refusing what generated L1 classes would otherwise drop without a word: a key that is not a property
 * of the props struct (`fooBar`, `identity_link`, `readinesProbe`), and a single block given as
 * something other than one object. Generated code calls these (codegen/emitter/classes.ts).
 */

/** The property names of a generated struct, as a set. */
export function knownKeys(...names: string[]): ReadonlySet<string> {
  return new Set(names);
}

/** A key of a struct that the struct does not have: thrown while synthesizing, completed with the construct path. */
export class UnknownPropError extends Error {
  public constructor(message: string) {
    super(message);
    this.name = 'UnknownPropError';
  }
}

/** Checks the keys of a plain object given for a struct; other values (tokens, cdktf objects) are not judged here. */
export function checkKeys(value: unknown, known: ReadonlySet<string>, struct: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return;
  const key = unknownKey(value, known);
  if (key !== undefined) throw new UnknownPropError(`${JSON.stringify(key)} ${unknownKeyMessage(key, known, `a property of ${struct}`, 'camelCase')}`);
}

/**
 * The construct path of a generated construct, or of the resource a block object belongs to (through its parent
 * blocks).
 */
function pathOf(owner: any): string {
  let current = owner;
  for (let depth = 0; current !== undefined && current !== null && depth < 100; depth++) {
    if (current.node?.path !== undefined) return current.node.path;
    current = current.terraformResource;
  }
  return '(unknown construct)';
}

/** A generated construct's config: every key must be a property of its config struct. Throws at construction. */
export function checkConfig(construct: object, config: unknown, known: ReadonlySet<string>, struct: string): void {
  try {
    checkKeys(config, known, struct);
  } catch (e) {
    if (e instanceof UnknownPropError) throw new Error(`${pathOf(construct)}: ${e.message}`);
    throw e;
  }
}

/**
 * The value given for a single block or object (a block object's `internalValue`): one plain object with
 * known keys, a cdktf object, or (where the block takes one) a Terraform expression. A string token
 * becomes an expression the block keeps; anything else (a list, a plain string, a number) is refused.
 */
export function singleValue<T>(
  block: object,
  value: T,
  known: ReadonlySet<string>,
  struct: string,
  takesExpression: boolean,
): T {
  if (value === undefined || value === null) return value;
  const where = `${pathOf(block)}: ${(block as any).terraformAttribute ?? struct}`;
  if (typeof value === 'string' && Token.isUnresolved(value)) {
    if (takesExpression) return Token.asAny(value) as T;
    throw new Error(`${where}: a Terraform expression (${value}) cannot stand for a block in Terraform JSON; give one object of ${struct}, or set its fields to expressions`);
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${where}: ${JSON.stringify(value)} is not one object of ${struct}${Array.isArray(value) ? ' (this block takes one object, not a list)' : ''}`);
  }
  try {
    checkKeys(value, known, struct);
  } catch (e) {
    if (e instanceof UnknownPropError) throw new Error(`${where}: ${e.message}`);
    throw e;
  }
  return value;
}

/** Runs a construct's attribute synthesis, naming the construct in an unknown-key error from a struct below it. */
export function inConstruct<T>(construct: object, synthesize: () => T): T {
  try {
    return synthesize();
  } catch (e) {
    if (e instanceof UnknownPropError) throw new Error(`${pathOf(construct)}: ${e.message}`);
    throw e;
  }
}
