import type { CheckKind } from './kind';

/** The value is none of a list of reserved values. */
export const noneOfKind: CheckKind<{ readonly noneOf: Array<string | number> }> = {
  key: 'noneOf',
  level: 'value',
  check(rule, value, _root, show) {
    return rule.noneOf.some((v) => String(v) === String(value)) ? `${show(value)} is not allowed (reserved: ${this.describe(rule)})` : undefined;
  },
  describe: (rule) => rule.noneOf.map((v) => JSON.stringify(v)).join(', '),
  example: (rule) => ({ invalid: rule.noneOf[0], valid: typeof rule.noneOf[0] === 'number' ? 8080 : 'custom-name' }),
};
