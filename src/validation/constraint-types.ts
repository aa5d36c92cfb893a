/** One rule of `schemas/<provider>.constraints.json`. Exactly one check is set. */
export interface ConstraintRule {
  /** Stable identifier, used in messages and to switch the rule off. */
  readonly id: string;
  /** Where it applies: resource types (`cpln_workload`), data sources (`data.cpln_gvc`) or a provider (`provider.akamai`). */
  readonly on: string[];
  /** Dot path of the checked value, or of the object a cross-field check reads (`''` is the top level). */
  readonly path: string;
  /** Where the rule comes from: a provider validator or a statement of the specification. */
  readonly source: string;
  /** `warning` for rules the provider does not enforce (stricter specification statements, deprecations). */
  readonly severity?: 'error' | 'warning';
  readonly enum?: Array<string | number>;
  readonly ignoreCase?: boolean;
  readonly range?: { readonly min?: number; readonly max?: number; readonly minExclusive?: boolean };
  readonly length?: { readonly min?: number; readonly max?: number };
  readonly size?: { readonly min?: number; readonly max?: number };
  readonly noneOf?: Array<string | number>;
  readonly keysNoneOf?: string[];
  readonly pattern?: { readonly regex: string; readonly description: string };
  readonly format?: string;
  readonly deprecated?: string;
  readonly exactlyOne?: string[];
  readonly atMostOne?: string[];
  readonly atLeastOne?: string[];
  /** With `require`: when this condition holds, `require` must hold too. */
  readonly when?: Condition;
  readonly require?: Condition;
  /** `[a, b]`: a <= b. */
  readonly lte?: [string, string];
  /** The `field` of every item of the list at `list` sums to `equals`. */
  readonly sumOf?: { readonly list: string; readonly field: string; readonly equals: number };
  /** The value at `value` is one of the list at `list`. */
  readonly contains?: { readonly list: string; readonly value: string };
  /** At most one item of the list at `list` sets `field`. */
  readonly atMostOneItemWith?: { readonly list: string; readonly field: string };
  /** Examples the tests use: values of `path` (or objects at `path`) that break and satisfy the rule. */
  readonly examples?: { readonly invalid: unknown; readonly valid: unknown };
}

/** A condition on a field of the object at the rule's path (dots reach into nested blocks). */
export interface Condition {
  readonly field: string;
  readonly present?: boolean;
  readonly equals?: unknown;
  readonly in?: unknown[];
  /** The value the provider assumes when the field is not set. */
  readonly default?: unknown;
}

/** A rule prepared once when its catalog loads: its path split and its pattern compiled. */
export interface CompiledRule extends ConstraintRule {
  readonly segments: readonly string[];
  readonly regex?: RegExp;
}

export function compileRule(rule: ConstraintRule): CompiledRule {
  return { ...rule, segments: rule.path === '' ? [] : rule.path.split('.'), regex: rule.pattern ? new RegExp(rule.pattern.regex) : undefined };
}
