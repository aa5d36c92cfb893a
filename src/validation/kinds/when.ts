import type { CheckKind } from './kind';
import { allHold, describeCondition, describeRequirement, holds, shownField } from './fields';
import type { Condition } from '../rule-types';

const conditions = (when: Condition | Condition[]): Condition[] => (Array.isArray(when) ? when : [when]);

/** When a condition (or every condition of a list) holds, another must hold too (`when` and `require`). */
export const whenKind: CheckKind = {
  key: 'when',
  companions: ['require'],
  level: 'object',
  check(rule, value, root, show) {
    const object = value as Record<string, unknown>;
    if (allHold(rule.when, object, root) !== true) return undefined;
    if (holds(rule.require!, object, root, true) !== false) return undefined;
    return `${this.describe(rule)}${shownField(rule.require!, object, root, show)}`;
  },
  describe: (rule) => `${describeRequirement(rule.require!)} when ${conditions(rule.when!).map(describeCondition).join(' and ')}`,
  example: () => undefined,
};
