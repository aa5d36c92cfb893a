import type { CheckKind } from './kind';

/** The value is one of a list (`ignoreCase` compares strings case-insensitively). */
export const enumKind: CheckKind<{
  readonly enum: Array<string | number>;
  /** Strings compare case-insensitively. */
  readonly ignoreCase?: boolean;
}> = {
  key: 'enum',
  level: 'value',
  check(rule, value, _root, show) {
    const matches = rule.enum.some((allowed) =>
      rule.ignoreCase ? String(allowed)
        .toLowerCase() === String(value).toLowerCase() : String(allowed) === String(value));
    return matches ? undefined : `${show(value)} is not allowed; allowed: ${this.describe(rule)}`;
  },
  describe: (rule) => rule.enum.map((v) => JSON.stringify(v)).join(', '),
  example: (rule) => ({ invalid: typeof rule.enum[0] === 'number' ? 999 : 'not-an-allowed-value', valid: rule.enum[0] }),
};
