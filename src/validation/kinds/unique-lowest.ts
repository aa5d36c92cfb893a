import { asNumber, isObject, isUnresolved, own } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, read } from './fields';
import type { CheckKind } from './kind';

/**
 * When some conditions hold, the lowest value of a numeric field over the items of a list belongs to one
 * item only (an unset field counts as `default`): one primary target in a ranked failover.
 */
export const uniqueLowestKind: CheckKind<{
  /**
   * When the `when` conditions hold, the lowest `field` over the items of `list` belongs to one item only (unset counts
   * as `default`).
   */
  readonly uniqueLowest: {
    readonly when?: Condition[];
    readonly list: string;
    readonly field: string;
    readonly default: number;
  };
}> = {
  key: 'uniqueLowest',
  level: 'object',
  problem: (rule) => {
    const problem = conditionProblem(rule.uniqueLowest.when);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  fields: ({ uniqueLowest: { when, list, field } }) => [...conditionFields(when), list, `${list}.${field}`],
  check(rule, value, root) {
    const { when, list, field, default: unset } = rule.uniqueLowest;
    const object = value as Record<string, unknown>;
    if (allHold(when, object, root) !== true) return undefined;
    const items = read(object, root, list);
    if (!Array.isArray(items) || items.length < 2 || isUnresolved(items)) return undefined;
    const numbers: number[] = [];
    for (const item of items) {
      if (!isObject(item)) return undefined;
      const raw = own(item, field);
      if (isUnresolved(raw)) return undefined;
      const number = raw === undefined || raw === null ? unset : asNumber(raw);
      if (number === undefined) return undefined;
      numbers.push(number);
    }
    const lowest = Math.min(...numbers);
    const holders = numbers.flatMap((n, i) => (n === lowest ? [i] : []));
    return holders.length < 2 ? undefined : `${list}[${holders.join('], [')}] share the lowest ${field} ${lowest}; ${this.describe(rule)}`;
  },
  describe: (rule) => {
    const { when, list, field } = rule.uniqueLowest;
    const condition = when && when.length > 0 ? ` when ${when.map(describeCondition).join(' and ')}` : '';
    return `the lowest ${field} of ${list} belongs to one item only${condition}`;
  },
  example: () => undefined,
};
