import { isObject, isUnresolved, own } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/**
 * No item of a list has a path under another item's path (`/data` and `/data/cache`): file system paths, compared
 * by whole segments, a trailing `/` ignored (`/data2` is not under `/data`). Equal paths are another rule's.
 */
export const noNestedPathsKind: CheckKind<{
  readonly noNestedPaths: { readonly list: string; readonly field: string };
}> = {
  key: 'noNestedPaths',
  level: 'object',
  fields: (rule) => [rule.noNestedPaths.list],
  check(rule, object, root, show) {
    const { list, field } = rule.noNestedPaths;
    const items = read(object as Record<string, unknown>, root, list);
    if (!Array.isArray(items)) return undefined;
    const paths = items.map((item) => (isObject(item) ? own(item, field) : undefined))
      .map((path, index) => ({ path, index }))
      .filter((p): p is { path: string; index: number } => typeof p.path === 'string' && !isUnresolved(p.path));
    const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
    for (const outer of paths) {
      for (const inner of paths) {
        const [o, i] = [normal(outer.path), normal(inner.path)];
        if (o !== i && i.startsWith(o === '/' ? '/' : `${o}/`)) {
          return `${list}[${inner.index}].${field} ${show(inner.path)} is under ${list}[${outer.index}].${field} ${show(outer.path)}; ${this.describe(rule)}`;
        }
      }
    }
    return undefined;
  },
  describe: (rule) => `no ${rule.noNestedPaths.field} of ${rule.noNestedPaths.list} may be inside another`,
  example: () => undefined,
};
