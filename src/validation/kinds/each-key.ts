import { isObject, isUnresolved } from '../values';
import type { CheckKind } from './kind';
import { valueCheck } from './value-check';

/**
 * Every key of a map passes a value check: one value kind's keys (`{ "pattern": ... }`, `{ "length": ... }`,
 * `{ "noneOf": ... }`), as environment variable names or dictionary keys must.
 */
export const eachKeyKind: CheckKind<{
  /** The value check each key passes. */
  readonly eachKey: { readonly [key: string]: unknown };
}> = {
  key: 'eachKey',
  level: 'collection',
  problem: (rule) => {
    try {
      valueCheck(rule.eachKey);
      return undefined;
    } catch (e) {
      return { at: 'eachKey', message: (e as Error).message };
    }
  },
  check(rule, value) {
    if (!isObject(value)) return undefined;
    const check = valueCheck(rule.eachKey);
    for (const key of Object.keys(value)) {
      if (isUnresolved(key)) continue;
      // A key is shown even in a sensitive map: the values are the secret, the names are what the user wrote to find.
      const problem = check.problem(key, (shown) => JSON.stringify(shown));
      if (problem !== undefined) return `key ${problem}`;
    }
    return undefined;
  },
  describe: (rule) => `keys that are each ${valueCheck(rule.eachKey).describe}`,
  example: () => undefined,
};
