import { FORMATS } from '../formats';
import type { CheckKind } from './kind';

/** A string of a named format (`formats.ts`): a duration, a cron schedule, a CIDR block... */
export const formatKind: CheckKind<{
  /** The name of a format of `formats.ts`. */
  readonly format: string;
}> = {
  key: 'format',
  level: 'value',
  problem: (rule) => (rule.format in FORMATS ? undefined : { at: 'format', message: `unknown format ${JSON.stringify(rule.format)}; known: ${Object.keys(FORMATS).join(', ')}` }),
  check(rule, value, _root, show) {
    return FORMATS[rule.format].test(String(value)) ? undefined : `${show(value)} is not ${this.describe(rule)}`;
  },
  describe: (rule) => FORMATS[rule.format].description,
  example: (rule) => FORMATS[rule.format].examples,
};
