import type { ConstraintRule } from '../rule-types';
import type { CtyType } from '../schema-types';

/** A rule ready to run: its kind resolved, its path split and its pattern compiled. */
export interface CompiledRule extends ConstraintRule {
  readonly kind: CheckKind;
  readonly segments: readonly string[];
  readonly regex?: RegExp;
}

/** What an example builder knows of the rule's target. */
export interface ExampleContext {
  /** The cty type of the attribute at the rule's path, when the path ends at a plain attribute. */
  readonly type?: CtyType;
}

/**
 * One kind of check a constraint rule can make. A rule names its kind by the key it sets (`"enum": [...]`);
 * the kind evaluates the rule, says what it allows, and gives a value that breaks it and one that satisfies it.
 * Adding a kind is one file and one line in `kinds/index.ts`; codegen and the tests read the registry.
 */
export interface CheckKind {
  /** The rule key that selects the kind. */
  readonly key: keyof ConstraintRule;
  /** Other rule keys the kind reads (`require` for `when`). */
  readonly companions?: ReadonlyArray<keyof ConstraintRule>;
  /**
   * What the kind looks at:
   * - `value`: each scalar at the path (each element of a list); unresolved values are skipped for it;
   * - `collection`: the value at the path as a whole (a list or a map);
   * - `object`: each object at the path, reading fields of it (and of the top of the block, for `/` fields).
   */
  readonly level: 'value' | 'collection' | 'object';
  /**
   * What is wrong, or undefined. `root` is the whole block (for object kinds); `show` renders a value
   * for the message (it hides the values of sensitive fields).
   */
  check(rule: CompiledRule, value: unknown, root: Record<string, unknown>, show: (value: unknown) => string): string | undefined;
  /** What the rule allows, in words. */
  describe(rule: ConstraintRule): string;
  /** A value that breaks the rule and one that satisfies it; object kinds take theirs from the rule's `examples`. */
  example(rule: ConstraintRule, context: ExampleContext): { invalid: unknown; valid: unknown } | undefined;
}

/** `within` for the message of a bound: `allowed: 1 to 10 characters`. */
export function bounds(n: number, limits: { min?: number; max?: number }, what: () => string, unit = ''): string | undefined {
  if ((limits.min === undefined || n >= limits.min) && (limits.max === undefined || n <= limits.max)) return undefined;
  return `${what()}; allowed: ${describeBounds(limits)}${unit ? ` ${unit}` : ''}`;
}

export function describeBounds(limits: { min?: number; max?: number }): string {
  if (limits.min !== undefined && limits.max !== undefined) return `${limits.min} to ${limits.max}`;
  if (limits.min !== undefined) return `at least ${limits.min}`;
  return `at most ${limits.max}`;
}
