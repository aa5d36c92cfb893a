import type { CheckKind } from './kind';

/** A string matching a regular expression; the rule says in words what it must be. Examples come from the rule. */
export const patternKind: CheckKind = {
  key: 'pattern',
  level: 'value',
  check(rule, value, _root, show) {
    return rule.regex!.test(String(value)) ? undefined : `${show(value)} is not valid: ${this.describe(rule)}`;
  },
  describe: (rule) => rule.pattern!.description,
  example: () => undefined,
};
