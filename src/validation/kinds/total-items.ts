import { isObject, isUnresolved } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, values } from './fields';
import { bounds, CheckKind, describeBounds } from './kind';
import { valueCheck } from './value-check';

/**
 * The items of one or several lists together number within bounds, counted through every item of the lists of
 * blocks on the way (`container.ports`: the ports of every container); a block written as one object counts one.
 * With `when`, only where the conditions hold; with `where`, only the values a value check accepts.
 */
export const totalItemsKind: CheckKind<{
  readonly totalItems: {
    readonly lists: string[];
    readonly min?: number;
    readonly max?: number;
    readonly when?: Condition[];
    /** Count only the values that pass this value check (the keys of one value kind: `{ "pattern": ... }`). */
    readonly where?: { readonly [key: string]: unknown };
    /** What is counted, in words, for messages (`ports`, `SPF policies`). */
    readonly what?: string;
  };
}> = {
  key: 'totalItems',
  level: 'object',
  fields: (rule) => [...conditionFields(rule.totalItems.when), ...rule.totalItems.lists],
  problem: (rule) => {
    const problem = conditionProblem(rule.totalItems.when);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  check(rule, value, root) {
    const { lists, min, max, when, where } = rule.totalItems;
    const object = value as Record<string, unknown>;
    if (allHold(when, object, root) !== true) return undefined;
    const counted = where === undefined ? undefined : valueCheck(where);
    let total = 0;
    for (const list of lists) {
      for (const found of values(object, root, list)) {
        if (isUnresolved(found) || (Array.isArray(found) && found.some(isUnresolved))) return undefined;
        const items = Array.isArray(found) ? found : [found];
        total += counted === undefined ? items.length : items.filter(
          (item) => !isObject(item) && counted.passes(item),
        ).length;
      }
    }
    return bounds(total, { min, max }, () => `${describeItems(rule.totalItems)} number ${total}${when === undefined ? '' : ` when ${[when].flat().map(describeCondition).join(' and ')}`}`);
  },
  describe: (rule) => `${describeBounds(rule.totalItems)} ${describeItems(rule.totalItems)}`,
  example: () => undefined,
};

function describeItems(
  { lists, what, where }: { lists: string[]; what?: string; where?: { readonly [key: string]: unknown } },
): string {
  if (what !== undefined) return what;
  const of = lists.length === 1 ? `the items of ${lists[0]}` : `the items of ${lists.join(', ')} together`;
  return where === undefined ? of : `${of} that are ${valueCheck(where).describe}`;
}
