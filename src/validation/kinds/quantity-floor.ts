import { isUnresolved } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, read } from './fields';
import type { CheckKind } from './kind';

/**
 * A quantity such as `1500m` or `8Gi` at least a minimum for its unit, read the way the provider reads it:
 * the number is the first run of digits, the unit the first run of letters (`2.5` is 2 with no unit).
 */
export const quantityFloorKind: CheckKind<{
  /** For a listed unit the number must reach `min`; unset counts as `unsetAs` (skipped without it). */
  readonly quantityFloor: {
    readonly when?: Condition[];
    readonly field: string;
    readonly unsetAs?: string;
    readonly floors: Array<{ readonly unit: string; readonly min: number }>;
  };
}> = {
  key: 'quantityFloor',
  level: 'object',
  problem: (rule) => {
    const problem = conditionProblem(rule.quantityFloor.when);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  fields: ({ quantityFloor }) => [...conditionFields(quantityFloor.when), quantityFloor.field],
  check(rule, value, root, show) {
    const { when, field, unsetAs, floors } = rule.quantityFloor;
    const object = value as Record<string, unknown>;
    if (allHold(when, object, root) !== true) return undefined;
    const raw = read(object, root, field);
    const quantity = raw === undefined ? unsetAs : String(raw);
    if (quantity === undefined || isUnresolved(quantity)) return undefined;
    const number = Number(/\d+/.exec(quantity)?.[0] ?? 0);
    const unit = /[A-Za-z]+/.exec(quantity)?.[0] ?? '';
    const floor = floors.find((f) => f.unit === unit);
    if (floor === undefined || number >= floor.min) return undefined;
    return `${field} ${raw === undefined ? 'is not set' : show(raw)} is below the minimum; allowed: ${this.describe(rule)}`;
  },
  describe: (rule) => {
    const { field, floors } = rule.quantityFloor;
    return `${field} of at least ${floors.map((f) => `${f.min}${f.unit}`).join(' (or ')}${floors.length > 1 ? ')'.repeat(floors.length - 1) : ''}`;
  },
  example: () => undefined,
};
