/**
 * A condition on a field of the object at the rule's path, or a combination of conditions. Dots reach
 * into nested blocks (every item of a list of blocks); a leading `/` reads the field from the top of the
 * resource instead.
 */
export type Condition = FieldCondition | { readonly allOf: Condition[] } | { readonly anyOf: Condition[] } | { readonly not: Condition };

/** A condition on one field: exactly one test, and the value the provider assumes when it is unset. */
export interface FieldCondition {
  readonly field: string;
  readonly present?: boolean;
  readonly equals?: unknown;
  readonly in?: unknown[];
  readonly notIn?: unknown[];
  /** A number within bounds. */
  readonly range?: { readonly min?: number; readonly max?: number };
  /** A string matching a regular expression (`ignoreCase` for a case-insensitive match). */
  readonly matches?: string;
  readonly ignoreCase?: boolean;
  /** Every value passes a value check: the keys of one value kind (`{ "range": ... }`, `{ "pattern": ... }`, `{ "format": ... }`); holds when unset. */
  readonly check?: { readonly [key: string]: unknown };
  /** The value the provider assumes when the field is not set. */
  readonly default?: unknown;
}

/** The fields a condition reads. */
export function conditionFields(conditions: Condition | readonly Condition[] | undefined): string[] {
  if (conditions === undefined) return [];
  return (Array.isArray(conditions) ? conditions : [conditions as Condition]).flatMap((c) =>
    'allOf' in c ? conditionFields(c.allOf) : 'anyOf' in c ? conditionFields(c.anyOf) : 'not' in c ? conditionFields(c.not) : [c.field]);
}
