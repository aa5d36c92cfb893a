import { asNumber, isObject, isUnresolved, own } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** A field of every item of a list sums to a number (percentages to 100), or to at most a number. */
export const sumOfKind: CheckKind<{
  /** The `field` of every item of the list at `list` sums to `equals` (or to at most `atMost`; exactly one is set). */
  readonly sumOf: { readonly list: string; readonly field: string; readonly equals?: number; readonly atMost?: number };
}> = {
  key: 'sumOf',
  level: 'object',
  fields: (rule) => [rule.sumOf.list],
  problem: ({ sumOf }) => ((sumOf.equals === undefined) === (sumOf.atMost === undefined) ? { at: 'sumOf', message: 'sets exactly one of "equals" and "atMost"' } : undefined),
  check(rule, value, root) {
    const { list, field, equals, atMost } = rule.sumOf;
    const items = read(value as Record<string, unknown>, root, list);
    if (!Array.isArray(items) || items.length === 0) return undefined;
    const parts = items.map((item) => (isObject(item) ? own(item, field) : undefined));
    if (parts.some((p) => p === undefined || isUnresolved(p))) return undefined;
    const numbers = parts.map(asNumber);
    if (numbers.some((n) => n === undefined)) return undefined;
    const sum = (numbers as number[]).reduce((total, n) => total + n, 0);
    const fits = equals !== undefined ? Math.abs(sum - equals) < 1e-9 : sum <= atMost! + 1e-9;
    return fits ? undefined : `${field} of ${list} sums to ${sum} (${numbers.join(' + ')}); must be ${equals !== undefined ? equals : `at most ${atMost}`}`;
  },
  describe: ({ sumOf }) => `${sumOf.field} of ${sumOf.list} sums to ${sumOf.equals !== undefined ? sumOf.equals : `at most ${sumOf.atMost}`}`,
  example: () => undefined,
};
