import { isObject, isUnresolved } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, holds, read } from './fields';
import type { CheckKind } from './kind';

/** When some conditions hold and a list is not empty, at least one of its items meets every `where` condition. */
export const anyItemKind: CheckKind<{
  /** When the `when` conditions hold and the list is not empty, at least one item meets every `where` condition. */
  readonly anyItem: { readonly when?: Condition[]; readonly list: string; readonly where: Condition[] };
}> = {
  key: 'anyItem',
  level: 'object',
  problem: (rule) => {
    const problem = conditionProblem(rule.anyItem.when) ?? conditionProblem(rule.anyItem.where);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  fields: ({ anyItem: { when, list, where } }) => [...conditionFields(when), list, ...conditionFields(where).map((f) => `${list}.${f}`)],
  check(rule, value, root) {
    const { when, list, where } = rule.anyItem;
    const object = value as Record<string, unknown>;
    if (allHold(when, object, root) !== true) return undefined;
    const items = read(object, root, list);
    if (!Array.isArray(items) || items.length === 0 || isUnresolved(items)) return undefined;
    const verdicts = items.filter(isObject).map((item) => where.map((c) => holds(c, item, root, true)));
    if (verdicts.some((v) => v.includes(undefined))) return undefined;
    return verdicts.some((v) => v.every((held) => held)) ? undefined : `${this.describe(rule)}; none of its ${items.length} items does`;
  },
  describe: (rule) => {
    const { when, list, where } = rule.anyItem;
    const condition = when && when.length > 0 ? ` when ${when.map(describeCondition).join(' and ')}` : '';
    return `at least one item of ${list} must have ${where.map(describeCondition).join(' and ')}${condition}`;
  },
  example: () => undefined,
};
