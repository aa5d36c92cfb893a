import { isObject, isSet, own } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** At most one item of a list sets a field. */
export const atMostOneItemWithKind: CheckKind<{
  /** At most one item of the list at `list` sets `field`. */
  readonly atMostOneItemWith: { readonly list: string; readonly field: string };
}> = {
  key: 'atMostOneItemWith',
  level: 'object',
  fields: (rule) => [rule.atMostOneItemWith.list],
  check(rule, object, root, show) {
    const { list, field } = rule.atMostOneItemWith;
    const items = read(object as Record<string, unknown>, root, list);
    if (!Array.isArray(items)) return undefined;
    const holders = items.filter((item) => isObject(item) && isSet(own(item, field)));
    if (holders.length <= 1) return undefined;
    const names = holders.map((h) => show(own(h as Record<string, unknown>, 'name') ?? '?')).join(', ');
    return `${holders.length} items of ${list} set ${field} (${names}); at most one may`;
  },
  describe: (rule) => `at most one item of ${rule.atMostOneItemWith.list} sets ${rule.atMostOneItemWith.field}`,
  example: () => undefined,
};
