/**
 * What the framework's token resolution leaves as it is: plain data, holding no token. Both flavors encode tokens
 * the same way (markers `${TfToken[`, `#{TfToken[`, `&{TfToken[` in strings, numbers of magnitude 2^960 and more);
 * fast synthesis (`framework-internals.ts`) and the preparing pass of generated configurations (`preparing.ts`)
 * hand the framework only what these tests do not pass.
 */

/** Strings the framework's resolution refuses (a map token used as a scalar): left to it, so it throws as it does. */
const MAP_TOKEN_STRINGS = new Set(['String Map Token Value', 'Any Map Token Value']);
/** The number the framework's resolution refuses as a map token used as a scalar. */
const MAP_TOKEN_NUMBER = -123456789;
/**
 * The framework encodes a number token as a negative double of magnitude 2^960 or more (its top 16 bits are the
 * marker). Any number at or below this bound is left to the framework; no configuration value comes near it.
 */
const TOKEN_NUMBER_BOUND = -1e280;
/** Below this depth a walk hands the rest to the framework, whose own depth limit (200) then applies as usual. */
export const MAX_DEPTH = 150;

/**
 * Whether a string holds nothing the framework's resolution would change or refuse: no token marker (string,
 * list or map token), no exponent that could be a number token written into the string (those print as
 * `-1.2e+298`), and not a map-token placeholder.
 */
export function plainString(value: string): boolean {
  return !value.includes('TfToken[') && !value.includes('e+') && !MAP_TOKEN_STRINGS.has(value);
}

/** Whether a number is a number, not a number token or the map token's placeholder. */
export function plainNumber(value: number): boolean {
  return value > TOKEN_NUMBER_BOUND && value !== MAP_TOKEN_NUMBER;
}

/**
 * Whether an array is resolved by the framework as one list (it holds a list token: a string with `#{TfToken[` or
 * a number in the token range).
 */
export function holdsListToken(array: readonly unknown[]): boolean {
  for (const item of array) {
    if ((typeof item === 'string' && item.includes('TfToken[')) || (typeof item === 'number' && !plainNumber(item))) return true;
  }
  return false;
}

/**
 * A plain JSON object: created by a literal or `Object.create(null)`, not a class instance (tokens, dates,
 * constructs are), and nothing the framework takes for a token (a `resolve` function) or a construct.
 */
export function plainObject(value: Record<string, unknown>): boolean {
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return typeof value.resolve !== 'function' && (value._children === undefined || value._metadata === undefined);
}
