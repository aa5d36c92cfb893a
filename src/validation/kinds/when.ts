import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, describeRequirement, holds, shownField } from './fields';
import type { CheckKind } from './kind';

const conditions = (when: Condition | Condition[]): Condition[] => (Array.isArray(when) ? when : [when]);

/** When a condition (or every condition of a list) holds, another must hold too (`when` and `require`). */
export const whenKind: CheckKind<{
  /** When this condition (or every condition of a list) holds, `require` must hold too. */
  readonly when: Condition | Condition[];
  readonly require: Condition;
}> = {
  key: 'when',
  level: 'object',
  fields: (rule) => [...conditionFields(rule.when), ...conditionFields(rule.require)],
  problem(rule) {
    if (rule.require === undefined) return { at: '', message: '"when" needs "require"' };
    const problem = conditionProblem(rule.when) ?? conditionProblem(rule.require);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  check(rule, value, root, show) {
    const object = value as Record<string, unknown>;
    if (allHold(rule.when, object, root) !== true) return undefined;
    if (holds(rule.require, object, root, true) !== false) return undefined;
    return `${this.describe(rule)}${shownField(rule.require, object, root, show)}`;
  },
  describe: (rule) => `${describeRequirement(rule.require)} when ${conditions(rule.when).map(describeCondition).join(' and ')}`,
  example: () => undefined,
};
