import { asNumber, isUnresolved } from '../values';
import { conditionFields, type Condition } from './condition';
import { holds, read } from './fields';
import type { CheckKind } from './kind';

/**
 * `[a, b]`: a <= b. The object form reads a field that is unset (or 0, with `zeroMeansDefault`) as its
 * default, and is skipped when `unless` holds.
 */
export interface LteParams {
  readonly lte: [string, string] | {
    readonly fields: [string, string];
    readonly defaults?: Record<string, number>;
    readonly zeroMeansDefault?: boolean;
    readonly unless?: Condition;
  };
}

/** The `lte` parameters in their object form. */
function params(rule: LteParams) {
  const lte = rule.lte;
  return Array.isArray(lte) ? { fields: lte, defaults: undefined, zeroMeansDefault: false, unless: undefined } : lte;
}

/**
 * One number field does not exceed another (`[a, b]`: a <= b). In the object form a field that is unset
 * (or 0, with `zeroMeansDefault`) counts as its default, and the rule is skipped when `unless` holds.
 */
export const lteKind: CheckKind<LteParams> = {
  key: 'lte',
  level: 'object',
  fields: (rule) => [...params(rule).fields, ...conditionFields(params(rule).unless)],
  check(rule, value, root, show) {
    const object = value as Record<string, unknown>;
    const { fields, defaults, zeroMeansDefault, unless } = params(rule);
    if (unless !== undefined && holds(unless, object, root, false) !== false) return undefined;
    const raw = fields.map((f) => read(object, root, f));
    if (raw.some(isUnresolved)) return undefined;
    const effective = (v: unknown, field: string): number | undefined => {
      if (v === undefined) return defaults?.[field];
      const n = asNumber(v);
      return n !== undefined && zeroMeansDefault && n === 0 ? defaults?.[field] ?? 0 : n;
    };
    const [a, b] = raw.map((v, i) => effective(v, fields[i]));
    if (a === undefined || b === undefined || a <= b) return undefined;
    const shown = (i: number) => {
      const n = i === 0 ? a : b;
      return raw[i] !== undefined && asNumber(raw[i]) === n ? show(raw[i]) : `${raw[i] === undefined ? 'not set' : show(raw[i])}, so ${n}`;
    };
    return `${fields[0]} (${shown(0)}) must not exceed ${fields[1]} (${shown(1)})`;
  },
  describe: (rule) => `${params(rule).fields[0]} at most ${params(rule).fields[1]}`,
  example: () => undefined,
};
