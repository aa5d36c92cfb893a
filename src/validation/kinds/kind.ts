import type { CtyType } from '../schema-types';

/** What every constraint rule says besides its check: which value, where it comes from, how it reports. */
export interface RuleHeader {
  /** Stable identifier, used in messages and to switch the rule off. */
  readonly id: string;
  /**
   * Where it applies: resource types (`cpln_workload`), data sources (`data.cpln_gvc`) or a provider
   * (`provider.akamai`).
   */
  readonly on: string[];
  /** Dot path of the checked value, or of the object a cross-field check reads (`''` is the top level). */
  readonly path: string;
  /** Where the rule comes from: a provider function, or a statement of the specification. */
  readonly source: string;
  /**
   * What to write instead, in words, appended to the message when the rule fires (`use "rps" on a standard
   * workload, or make it serverless`): for a rule whose message alone says what is wrong but not what is right.
   */
  readonly hint?: string;
  /** `warning` where the provider contradicts a stricter specification statement, and for deprecations. */
  readonly severity?: 'error' | 'warning';
  /**
   * The provider checks this only when it creates the resource (a `ModifyPlan` on create,
   * `StringRequiredForCreate`): the package cannot see whether the resource exists, so a finding is a
   * warning, and none for a resource the stack imports (an `import` block, `importFrom`).
   */
  readonly createOnly?: boolean;
  /** Set by codegen: the rule reads a sensitive attribute, so its messages never show values. */
  readonly sensitive?: boolean;
  /**
   * Values of `path` (objects merged at `path`, or at the top for rules reading `/` fields) that break and satisfy the
   * rule.
   */
  readonly examples?: { readonly invalid: unknown; readonly valid: unknown };
}

/** A rule ready to run: its header and parameters `P`, its kind resolved and its path split. */
export type Compiled<P extends object> = RuleHeader & P & {
  readonly kind: CheckKind;
  readonly segments: readonly string[];
};

/** What an example builder knows of the rule's target. */
export interface ExampleContext {
  /** The cty type of the attribute at the rule's path, when the path ends at a plain attribute. */
  readonly type?: CtyType;
}

/** What is wrong with a rule's own parameters: where below the rule (`pattern.regex`), and what. */
export interface ParameterProblem {
  readonly at: string;
  readonly message: string;
}

/**
 * One kind of check a constraint rule can make, in one file: `P` is the rule keys it owns (the rule type
 * `ConstraintRule` is made of every kind's `P`, see `rule-types.ts`). A rule names its kind by the key it
 * sets (`"enum": [...]`); the kind evaluates the rule, says what it allows, gives a value that breaks it
 * and one that satisfies it, and tells codegen which fields it reads and what is wrong with its parameters.
 * Adding a kind is its file and its entry in `kinds/index.ts`. (`any`: the registry holds kinds of every `P`.)
 */
export interface CheckKind<P extends object = any> {
  /** The rule key that selects the kind. */
  readonly key: keyof P & string;
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
  check(
    rule: Compiled<P>,
    value: unknown,
    root: Record<string, unknown>,
    show: (value: unknown) => string,
  ): string | undefined;
  /** What the rule allows, in words. */
  describe(rule: P): string;
  /** A value that breaks the rule and one that satisfies it; object kinds take theirs from the rule's `examples`. */
  example(rule: P, context: ExampleContext): { invalid: unknown; valid: unknown } | undefined;
  /**
   * Object kinds: the fields the rule reads, relative to its path (from the top with a leading `/`); codegen finds each
   * in the schema.
   */
  fields?(rule: P): readonly string[];
  /** What codegen refuses in the rule's parameters beyond their type (a regular expression that does not compile). */
  problem?(rule: P): ParameterProblem | undefined;
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
