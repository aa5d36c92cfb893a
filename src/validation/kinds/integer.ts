import { asNumber } from '../values';
import type { CheckKind } from './kind';

/** A whole number: the provider reads the attribute as an integer and refuses a fraction. */
export const integerKind: CheckKind<{ readonly integer: boolean }> = {
  key: 'integer',
  level: 'value',
  check(_rule, value, _root, show) {
    const n = asNumber(value);
    return n === undefined || Number.isInteger(n) ? undefined : `${show(value)} is not a whole number; allowed: an integer`;
  },
  describe: () => 'a whole number',
  example: () => ({ invalid: 2.5, valid: 2 }),
};
