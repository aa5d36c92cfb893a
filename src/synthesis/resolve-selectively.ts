import { resolve as cdktfResolve } from 'cdktf/lib/tokens/private/resolve';
import type { IConstruct } from 'constructs';
import { DefaultTokenResolver, StringConcat } from '../framework';

/** The resolver cdktf's stacks resolve with (a string concatenation of fragments); it holds no state. */
const RESOLVER = new DefaultTokenResolver(new StringConcat());

/** Strings cdktf's resolution refuses (a map token used as a scalar): left to it, so it throws as it does. */
const MAP_TOKEN_STRINGS = new Set(['String Map Token Value', 'Any Map Token Value']);
/** The number cdktf's resolution refuses as a map token used as a scalar. */
const MAP_TOKEN_NUMBER = -123456789;
/**
 * cdktf encodes a number token as a negative double of magnitude 2^960 or more (its top 16 bits are the
 * marker). Any number at or below this bound is left to cdktf; no configuration value comes near it.
 */
const TOKEN_NUMBER_BOUND = -1e280;
/** Below this depth the walk hands the rest to cdktf, whose own depth limit (200) then applies as usual. */
const MAX_DEPTH = 150;

/**
 * Whether a string holds nothing cdktf's resolution would change or refuse: no token marker (string,
 * list or map token: `${TfToken[`, `#{TfToken[`, `&{TfToken[`), no exponent that could be a number
 * token written into the string (those print as `-1.2e+298`), and not a map-token placeholder.
 */
function plainString(value: string): boolean {
  return !value.includes('TfToken[') && !value.includes('e+') && !MAP_TOKEN_STRINGS.has(value);
}

function plainNumber(value: number): boolean {
  return value > TOKEN_NUMBER_BOUND && value !== MAP_TOKEN_NUMBER;
}

/**
 * A plain JSON object: created by a literal or `Object.create(null)`, not a class instance (tokens, dates,
 * constructs are), and nothing cdktf takes for a token (a `resolve` function) or a construct.
 */
function plainObject(value: Record<string, unknown>): boolean {
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return typeof value.resolve !== 'function' && (value._children === undefined || value._metadata === undefined);
}

/**
 * What cdktf's `resolve(scope, value, preparing)` returns for `value`, with cdktf's own resolution applied
 * only where a token may be.
 *
 * cdktf's resolution walks the whole value and, for data holding no token, returns a copy without the
 * `undefined` entries of objects and arrays. This walk does that copy itself and hands to cdktf's
 * `resolve` (the same function, options and key path) every node that is or may hold a token: a
 * string with a token marker, a number in the token range, an array holding a list token, an object
 * with a map-token key, and anything that is not a plain object, array, string, number, boolean or
 * null (tokens, lazy values, dates, constructs, functions). Such a node is resolved whole, as cdktf
 * would reach it, so its result (and any error, with its path) is cdktf's.
 *
 * With `preparing`, the result is discarded by the caller: resolving is for the side effects of tokens
 * (cross-stack references), which only the handed-over nodes can have.
 */
export function resolveSelectively(scope: IConstruct, value: unknown, preparing: boolean): any {
  const path: string[] = [];
  const viaCdktf = (node: unknown): unknown => cdktfResolve(node, {
    scope,
    preparing,
    resolver: RESOLVER,
    prefix: [...path],
  });

  const walk = (node: unknown): unknown => {
    switch (typeof node) {
      case 'undefined':
      case 'boolean':
        return node;
      case 'string':
        return plainString(node) ? node : viaCdktf(node);
      case 'number':
        return plainNumber(node) ? node : viaCdktf(node);
      case 'object':
        if (node === null) return null;
        if (path.length >= MAX_DEPTH) return viaCdktf(node);
        if (Array.isArray(node)) return walkArray(node);
        return plainObject(
          node as Record<string, unknown>,
        ) ? walkObject(node as Record<string, unknown>) : viaCdktf(node);
      default:
        return viaCdktf(node); // functions, symbols, bigints: as cdktf treats them
    }
  };

  const walkArray = (array: readonly unknown[]): unknown => {
    // A list token (a string with `#{TfToken[` or a number in the token range) makes cdktf resolve the array as one.
    for (const item of array) {
      if ((typeof item === 'string' && item.includes('TfToken[')) || (typeof item === 'number' && !plainNumber(item))) return viaCdktf(array);
    }
    const out: unknown[] = [];
    for (let i = 0; i < array.length; i++) {
      path.push(String(i));
      const item = walk(array[i]);
      path.pop();
      if (item !== undefined) out.push(item);
    }
    return out;
  };

  const walkObject = (object: Record<string, unknown>): unknown => {
    const keys = Object.keys(object);
    for (const key of keys) if (!plainString(key)) return viaCdktf(object); // map tokens and token keys
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      path.push(key);
      const item = walk(object[key]);
      path.pop();
      if (item !== undefined) out[key] = item;
    }
    return out;
  };

  return walk(value);
}
