import { isObject, isUnresolved } from '../values';
import { bounds, CheckKind, describeBounds } from './kind';

/** The number of entries of a list, set or map within bounds. */
export const sizeKind: CheckKind<{ readonly size: { readonly min?: number; readonly max?: number } }> = {
  key: 'size',
  level: 'collection',
  check(rule, value) {
    if (isUnresolved(value)) return undefined;
    const count = Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : undefined;
    return count === undefined ? undefined : bounds(count, rule.size, () => `has ${count} entries`);
  },
  describe: (rule) => `${describeBounds(rule.size)} entries`,
  example(rule, context) {
    const isMap = Array.isArray(context.type) && context.type[0] === 'map';
    const make = (n: number) => (isMap ? Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'])) : Array.from({ length: n }, (_, i) => `v${i}`));
    const { min, max } = rule.size;
    return { invalid: max !== undefined ? make(max + 1) : make(min! - 1), valid: make(Math.max(min ?? 1, 1)) };
  },
};
