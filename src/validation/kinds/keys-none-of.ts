import { isObject } from '../values';
import type { CheckKind } from './kind';

/** No key of a map is one of a list of reserved keys (compared case-insensitively). */
export const keysNoneOfKind: CheckKind<{
  /** The reserved keys, in lower case. */
  readonly keysNoneOf: string[];
}> = {
  key: 'keysNoneOf',
  level: 'collection',
  check(rule, value) {
    if (!isObject(value)) return undefined;
    const reserved = Object.keys(value).filter((key) => rule.keysNoneOf.includes(key.toLowerCase()));
    if (reserved.length === 0) return undefined;
    return `${reserved.length === 1 ? 'key' : 'keys'} ${reserved.map((k) => JSON.stringify(k)).join(', ')} ${reserved.length === 1 ? 'is' : 'are'} not allowed (reserved, in any case: ${this.describe(rule)})`;
  },
  describe: (rule) => rule.keysNoneOf.map((k) => JSON.stringify(k)).join(', '),
  example: (rule) => ({ invalid: { [rule.keysNoneOf[0].toUpperCase()]: 'x' }, valid: { MY_SETTING: 'x' } }),
};
