import { bounds, CheckKind, describeBounds } from './kind';
import { read } from './fields';
import { isObject } from '../values';

/** The items of several lists of blocks together number within bounds (for example 1 to 4 logging providers). */
export const totalItemsKind: CheckKind<{
  readonly totalItems: { readonly lists: string[]; readonly min?: number; readonly max?: number };
}> = {
  key: 'totalItems',
  level: 'object',
  fields: (rule) => rule.totalItems.lists,
  check(rule, value, root) {
    const { lists, min, max } = rule.totalItems;
    let total = 0;
    for (const list of lists) {
      const items = read(value as Record<string, unknown>, root, list);
      total += Array.isArray(items) ? items.length : isObject(items) ? 1 : 0;
    }
    return bounds(total, { min, max }, () => `${lists.join(', ')} hold ${total} blocks together`);
  },
  describe: (rule) => `${describeBounds(rule.totalItems)} blocks of ${rule.totalItems.lists.join(', ')} together`,
  example: () => undefined,
};
