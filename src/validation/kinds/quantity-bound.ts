import { inUnitOf, quantityValue } from '../quantities';
import { isUnresolved } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, read } from './fields';
import type { CheckKind } from './kind';

/** The other side of a bound: a field's quantity (or number), or a fixed quantity, times a factor, plus a quantity. */
export interface QuantitySide {
  readonly field?: string;
  readonly value?: string;
  /** A number, or a quantity (`7Gi` per GPU: the field is then a count). */
  readonly times?: number | string;
  readonly plus?: string;
}

/**
 * A quantity (CPU, memory) bounded by another field's: `memory` at most 8 × `cpu` in MiB per millicore, `min_cpu`
 * at most `cpu`, `cpu` at most `min_cpu` plus 4000m. Unset fields count as `unsetAs` (the values the provider
 * sends when they are unset), or the rule is skipped; with `when`, only where the conditions hold.
 */
export const quantityBoundKind: CheckKind<{
  readonly quantityBound: {
    readonly field: string;
    readonly atMost?: QuantitySide;
    readonly atLeast?: QuantitySide;
    readonly unsetAs?: Readonly<Record<string, string>>;
    readonly when?: Condition[];
  };
}> = {
  key: 'quantityBound',
  level: 'object',
  fields: ({ quantityBound: q }) => [
    ...conditionFields(q.when),
    q.field,
    ...[q.atMost?.field, q.atLeast?.field].filter((f): f is string => f !== undefined),
  ],
  problem: ({ quantityBound: q }) => {
    if ((q.atMost === undefined) === (q.atLeast === undefined)) return { at: 'quantityBound', message: 'sets exactly one of "atMost" and "atLeast"' };
    const side = (q.atMost ?? q.atLeast)!;
    if ((side.field === undefined) === (side.value === undefined)) return { at: 'quantityBound', message: 'the bound sets exactly one of "field" and "value"' };
    for (const quantity of [side.value, typeof side.times === 'string' ? side.times : undefined, side.plus, ...Object.values(q.unsetAs ?? {})]) {
      if (quantity !== undefined && quantityValue(quantity) === undefined) return { at: 'quantityBound', message: `${JSON.stringify(quantity)} is not a quantity` };
    }
    const problem = conditionProblem(q.when);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  check(rule, value, root, show) {
    const q = rule.quantityBound;
    const object = value as Record<string, unknown>;
    if (allHold(q.when, object, root) !== true) return undefined;
    const read_ = (field: string): { text: string; given: boolean } | undefined => {
      const found = read(object, root, field);
      if (found === undefined || found === null) return q.unsetAs?.[field] === undefined ? undefined : {
        text: q.unsetAs[field],
        given: false,
      };
      return isUnresolved(found) ? undefined : { text: String(found), given: true };
    };
    const left = read_(q.field);
    const side = (q.atMost ?? q.atLeast)!;
    const right = side.field === undefined ? { text: side.value!, given: true } : read_(side.field);
    if (left === undefined || right === undefined) return undefined;
    const [l, r] = [quantityValue(left.text), quantityValue(right.text)];
    const times = typeof side.times === 'string' ? quantityValue(side.times)! : side.times ?? 1;
    if (l === undefined || r === undefined) return undefined; // not a quantity: the field's own rules report it
    const bound = r * times + (side.plus === undefined ? 0 : quantityValue(side.plus)!);
    if (q.atMost !== undefined ? l <= bound : l >= bound) return undefined;
    const shown = (what: string, v: { text: string; given: boolean }) => `${what} ${v.given ? show(v.text) : `${show(v.text)} (unset, so the provider's default)`}`;
    const relation = `${side.times === undefined ? '' : `${side.times} × `}${side.field === undefined ? show(side.value) : shown(side.field, right)}${side.plus === undefined ? '' : ` + ${side.plus}`}`;
    const scope = q.when === undefined ? '' : ` when ${[q.when].flat().map(describeCondition).join(' and ')}`;
    return `${shown(q.field, left)} is ${q.atMost !== undefined ? 'more' : 'less'} than ${relation} = ${inUnitOf(bound, left.text)}; allowed: ${q.atMost !== undefined ? 'at most' : 'at least'} ${inUnitOf(bound, left.text)}${scope}`;
  },
  describe: ({ quantityBound: q }) => {
    const side = (q.atMost ?? q.atLeast)!;
    return `${q.field} ${q.atMost !== undefined ? 'at most' : 'at least'} ${side.times === undefined ? '' : `${side.times} × `}${side.field ?? side.value}${side.plus === undefined ? '' : ` + ${side.plus}`}`;
  },
  example: () => undefined,
};
