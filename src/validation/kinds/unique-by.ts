import { isObject, isUnresolved, own } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** No two items of a list have the same values of some fields. */
export const uniqueByKind: CheckKind<{
  /** No two items of the list at `list` have the same values of `fields`. */
  readonly uniqueBy: { readonly list: string; readonly fields: string[] };
}> = {
  key: 'uniqueBy',
  level: 'object',
  fields: (rule) => [rule.uniqueBy.list],
  check(rule, object, root) {
    const { list, fields } = rule.uniqueBy;
    const items = read(object as Record<string, unknown>, root, list);
    if (!Array.isArray(items)) return undefined;
    const seen = new Map<string, number>();
    for (const [index, item] of items.entries()) {
      if (!isObject(item)) continue;
      const key = fields.map((f) => own(item, f) ?? null);
      if (key.some(isUnresolved)) continue;
      const text = JSON.stringify(key);
      const first = seen.get(text);
      if (first !== undefined) return `${list}[${index}] repeats ${list}[${first}] (${fields.map((f, i) => `${f} ${JSON.stringify(key[i])}`).join(', ')}); each item needs its own`;
      seen.set(text, index);
    }
    return undefined;
  },
  describe: (rule) => `items of ${rule.uniqueBy.list} unique by ${rule.uniqueBy.fields.join(', ')}`,
  example: () => undefined,
};
