import { asNumber } from '../values';
import type { CheckKind } from './kind';

/** A number within bounds (`minExclusive`/`maxExclusive` leave the bound itself out). */
export const rangeKind: CheckKind<{
  readonly range: {
    readonly min?: number;
    readonly max?: number;
    readonly minExclusive?: boolean;
    readonly maxExclusive?: boolean;
  };
}> = {
  key: 'range',
  level: 'value',
  check(rule, value, _root, show) {
    const n = asNumber(value);
    if (n === undefined) return undefined; // not a number: the schema check reports it
    const { min, max, minExclusive, maxExclusive } = rule.range;
    const tooLow = min !== undefined && (minExclusive ? n <= min : n < min);
    const tooHigh = max !== undefined && (maxExclusive ? n >= max : n > max);
    return tooLow || tooHigh ? `${show(n)} is out of range; allowed: ${this.describe(rule)}` : undefined;
  },
  describe(rule) {
    const { min, max, minExclusive, maxExclusive } = rule.range;
    const low = min === undefined ? undefined : minExclusive ? `greater than ${min}` : `at least ${min}`;
    const high = max === undefined ? undefined : maxExclusive ? `less than ${max}` : `at most ${max}`;
    if (low && high && !minExclusive && !maxExclusive) return `${min} to ${max}`;
    return [low, high].filter(Boolean).join(' and ');
  },
  example(rule) {
    const { min, max, minExclusive, maxExclusive } = rule.range;
    if (min !== undefined) return { invalid: minExclusive ? min : min - 1, valid: minExclusive ? min + 1 : min };
    return { invalid: maxExclusive ? max! : max! + 1, valid: maxExclusive ? max! - 1 : max! };
  },
};
