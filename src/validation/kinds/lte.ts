import type { CheckKind } from './kind';
import { read } from './fields';
import { asNumber, isUnresolved } from '../values';

/** One number field does not exceed another (`[a, b]`: a <= b). */
export const lteKind: CheckKind = {
  key: 'lte',
  level: 'object',
  check(rule, value, root, show) {
    const [a, b] = rule.lte!.map((f) => read(value as Record<string, unknown>, root, f));
    if (a === undefined || b === undefined || isUnresolved(a) || isUnresolved(b)) return undefined;
    const [x, y] = [asNumber(a), asNumber(b)];
    if (x === undefined || y === undefined || x <= y) return undefined;
    return `${rule.lte![0]} (${show(a)}) must not exceed ${rule.lte![1]} (${show(b)})`;
  },
  describe: (rule) => `${rule.lte![0]} at most ${rule.lte![1]}`,
  example: () => undefined,
};
