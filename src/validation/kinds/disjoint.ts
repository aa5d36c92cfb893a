import { isUnresolved } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** Two lists share no element (a host in both the protected and the evaluated hosts). */
export const disjointKind: CheckKind<{
  /** Two lists share no element. */
  readonly disjoint: { readonly lists: [string, string] };
}> = {
  key: 'disjoint',
  level: 'object',
  fields: (rule) => rule.disjoint.lists,
  check(rule, value, root, show) {
    const [a, b] = rule.disjoint.lists.map((list) => read(value as Record<string, unknown>, root, list));
    if (!Array.isArray(
      a,
    ) || !Array.isArray(b) || isUnresolved(a) || isUnresolved(b) || [...a, ...b].some(isUnresolved)) return undefined;
    const shared = a.filter((item) => b.some((other) => String(other) === String(item)));
    return shared.length === 0 ? undefined : `${shared.map((s) => show(s)).join(', ')} ${shared.length === 1 ? 'is' : 'are'} in both; ${this.describe(rule)}`;
  },
  describe: (rule) => `${rule.disjoint.lists.join(' and ')} must not share an element`,
  example: () => undefined,
};
