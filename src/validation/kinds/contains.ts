import { isUnresolved } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** The value of one field is an element of the list in another. */
export const containsKind: CheckKind<{
  /** The value at `value` is one of the list at `list`. */
  readonly contains: { readonly list: string; readonly value: string };
}> = {
  key: 'contains',
  level: 'object',
  fields: (rule) => [rule.contains.list, rule.contains.value],
  check(rule, object, root, show) {
    const { list, value } = rule.contains;
    const items = read(object as Record<string, unknown>, root, list);
    const item = read(object as Record<string, unknown>, root, value);
    if (!Array.isArray(
      items,
    ) || item === undefined || isUnresolved(item) || isUnresolved(items) || items.some(isUnresolved)) return undefined;
    return items.includes(item) ? undefined : `${value} ${show(item)} must also be in ${list} (${items.map((v) => show(v)).join(', ')})`;
  },
  describe: (rule) => `${rule.contains.value} is one of ${rule.contains.list}`,
  example: () => undefined,
};
