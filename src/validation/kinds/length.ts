import { bounds, CheckKind, describeBounds } from './kind';

/** A string's length in characters within bounds. */
export const lengthKind: CheckKind = {
  key: 'length',
  level: 'value',
  check(rule, value, _root, show) {
    const length = [...String(value)].length;
    return bounds(length, rule.length!, `${show(value)} has ${length} characters`, 'characters');
  },
  describe: (rule) => `${describeBounds(rule.length!)} characters`,
  example(rule) {
    const { min, max } = rule.length!;
    return { invalid: max !== undefined ? 'x'.repeat(max + 1) : 'x'.repeat(min! - 1), valid: 'x'.repeat(Math.max(min ?? 1, 1)) };
  },
};
