import { isObject, isUnresolved } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, values } from './fields';
import type { CheckKind } from './kind';

/**
 * No value appears twice among the values of some fields, read through every item of the lists of blocks on the
 * way (`container.ports.number`: the port numbers of every container; `network_resource.name` and
 * `native_network_resource.name` together). Unset values are left out; with `ignoreCase`, strings compare
 * without case; with `when`, only where the conditions hold.
 */
export const distinctKind: CheckKind<{
  readonly distinct: { readonly fields: string[]; readonly ignoreCase?: boolean; readonly when?: Condition[] };
}> = {
  key: 'distinct',
  level: 'object',
  fields: (rule) => [...conditionFields(rule.distinct.when), ...rule.distinct.fields],
  problem: (rule) => {
    const problem = conditionProblem(rule.distinct.when);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  check(rule, value, root, show) {
    const { fields, ignoreCase, when } = rule.distinct;
    const object = value as Record<string, unknown>;
    if (allHold(when, object, root) !== true) return undefined;
    const seen = new Map<string, string>();
    for (const field of fields) {
      for (const found of values(object, root, field)) {
        for (const item of Array.isArray(found) ? found : [found]) {
          if (item === null || isObject(item) || isUnresolved(item)) continue;
          const key = ignoreCase ? String(item).toLowerCase() : String(item);
          const first = seen.get(key);
          if (first !== undefined) {
            return `${show(item)} is given twice (${first === field ? field : `${first} and ${field}`}); ${this.describe(rule)}${when === undefined ? '' : ` when ${[when].flat().map(describeCondition).join(' and ')}`}`;
          }
          seen.set(key, field);
        }
      }
    }
    return undefined;
  },
  describe: (rule) => `each value of ${rule.distinct.fields.join(', ')} must be different${rule.distinct.ignoreCase ? ' (in any case)' : ''}`,
  example: () => undefined,
};
