import type { CheckKind } from './kind';
import { FORMATS } from '../formats';

/** A string of a named format (`formats.ts`): a duration, a cron schedule, a CIDR block... */
export const formatKind: CheckKind = {
  key: 'format',
  level: 'value',
  check(rule, value, _root, show) {
    return FORMATS[rule.format!].test(String(value)) ? undefined : `${show(value)} is not ${this.describe(rule)}`;
  },
  describe: (rule) => FORMATS[rule.format!].description,
  example: (rule) => FORMATS[rule.format!].examples,
};
