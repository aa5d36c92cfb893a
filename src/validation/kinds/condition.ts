/**
 * A condition on a field of the object at the rule's path, or a combination of conditions. Dots reach
 * into nested blocks (every item of a list of blocks); a leading `/` reads the field from the top of the
 * resource instead.
 */
export type Condition = FieldCondition | {
  readonly allOf: Condition[];
} | { readonly anyOf: Condition[] } | { readonly not: Condition };

/** A condition on one field: exactly one test, and the value the provider assumes when it is unset. */
export interface FieldCondition {
  readonly field: string;
  readonly present?: boolean;
  readonly equals?: unknown;
  readonly in?: unknown[];
  readonly notIn?: unknown[];
  /** A number within bounds. */
  readonly range?: { readonly min?: number; readonly max?: number };
  /** A string matching a regular expression; needs `description`. */
  readonly matches?: string;
  /**
   * What a value matching `matches` is, in words (`a production network name: PRODUCTION, PROD or P`): messages show
   * it, never the regular expression.
   */
  readonly description?: string;
  /** Strings compare without case (`matches`, `equals`, `in`, `notIn`). */
  readonly ignoreCase?: boolean;
  /**
   * Every value passes a value check: the keys of one value kind (`{ "range": ... }`, `{ "pattern": ... }`, `{
   * "format": ... }`); holds when unset.
   */
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

/**
 * What is wrong with a condition's own parameters (a `matches` without its description or that does not compile), or
 * undefined.
 */
export function conditionProblem(conditions: Condition | readonly Condition[] | undefined): string | undefined {
  if (conditions === undefined) return undefined;
  for (const c of Array.isArray(conditions) ? conditions : [conditions as Condition]) {
    const inner = 'allOf' in c ? conditionProblem(c.allOf) : 'anyOf' in c ? conditionProblem(c.anyOf) : 'not' in c ? conditionProblem(c.not) : undefined;
    if (inner !== undefined) return inner;
    if (!('field' in c) || c.matches === undefined) continue;
    if (c.description === undefined) return `the condition on ${c.field} matches a regular expression without a "description" (what a matching value is, in words, for messages)`;
    try {
      new RegExp(c.matches);
    } catch (e) {
      return `the condition on ${c.field}: ${(e as Error).message}`;
    }
  }
  return undefined;
}
