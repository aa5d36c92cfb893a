import { isUnresolved } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** Two fields, when both are set, differ (`[a, b]`). */
export const notEqualKind: CheckKind<{
  /** `[a, b]`: a and b, when both are set, differ. */
  readonly notEqual: [string, string];
}> = {
  key: 'notEqual',
  level: 'object',
  fields: (rule) => rule.notEqual,
  check(rule, value, root, show) {
    const [a, b] = rule.notEqual.map((f) => read(value as Record<string, unknown>, root, f));
    if (a === undefined || b === undefined || isUnresolved(
      a,
    ) || isUnresolved(b) || String(a) !== String(b)) return undefined;
    return `${rule.notEqual[0]} and ${rule.notEqual[1]} are both ${show(a)}; ${this.describe(rule)}`;
  },
  describe: (rule) => `${rule.notEqual[0]} and ${rule.notEqual[1]} must differ`,
  example: () => undefined,
};
