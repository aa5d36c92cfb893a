import type { CheckKind } from './kind';
import { read } from './fields';
import { asNumber, isObject, isUnresolved, own } from '../values';

/** A field of every item of a list sums to a number (percentages to 100). */
export const sumOfKind: CheckKind = {
  key: 'sumOf',
  level: 'object',
  check(rule, value, root) {
    const { list, field, equals } = rule.sumOf!;
    const items = read(value as Record<string, unknown>, root, list);
    if (!Array.isArray(items) || items.length === 0) return undefined;
    const parts = items.map((item) => (isObject(item) ? own(item, field) : undefined));
    if (parts.some((p) => p === undefined || isUnresolved(p))) return undefined;
    const numbers = parts.map(asNumber);
    if (numbers.some((n) => n === undefined)) return undefined;
    const sum = (numbers as number[]).reduce((total, n) => total + n, 0);
    return Math.abs(sum - equals) < 1e-9 ? undefined : `${field} of ${list} sums to ${sum} (${numbers.join(' + ')}); must be ${equals}`;
  },
  describe: (rule) => `${rule.sumOf!.field} of ${rule.sumOf!.list} sums to ${rule.sumOf!.equals}`,
  example: () => undefined,
};
