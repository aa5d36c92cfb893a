/**
 * One rule of a provider's constraints (`schemas/<provider>.constraints.json`, compiled by codegen into
 * the catalog the package ships). Exactly one check kind is set; the kinds are listed in `kinds/index.ts`.
 */
export interface ConstraintRule {
  /** Stable identifier, used in messages and to switch the rule off. */
  readonly id: string;
  /** Where it applies: resource types (`cpln_workload`), data sources (`data.cpln_gvc`) or a provider (`provider.akamai`). */
  readonly on: string[];
  /** Dot path of the checked value, or of the object a cross-field check reads (`''` is the top level). */
  readonly path: string;
  /** Where the rule comes from: a provider function, or a statement of the specification. */
  readonly source: string;
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
  /** Values of `path` (objects merged at `path`, or at the top for rules reading `/` fields) that break and satisfy the rule. */
  readonly examples?: { readonly invalid: unknown; readonly valid: unknown };

  readonly enum?: Array<string | number>;
  readonly ignoreCase?: boolean;
  readonly range?: { readonly min?: number; readonly max?: number; readonly minExclusive?: boolean; readonly maxExclusive?: boolean };
  readonly length?: { readonly min?: number; readonly max?: number };
  readonly size?: { readonly min?: number; readonly max?: number };
  readonly noneOf?: Array<string | number>;
  readonly keysNoneOf?: string[];
  readonly pattern?: { readonly regex: string; readonly description: string };
  readonly format?: string;
  readonly integer?: boolean;
  readonly deprecated?: string;
  readonly exactlyOne?: string[];
  readonly atMostOne?: string[];
  readonly atLeastOne?: string[];
  /** With `require`: when this condition (or every condition of a list) holds, `require` must hold too. */
  readonly when?: Condition | Condition[];
  readonly require?: Condition;
  /**
   * `[a, b]`: a <= b. The object form reads a field that is unset (or 0, with `zeroMeansDefault`) as its
   * default, and is skipped when `unless` holds.
   */
  readonly lte?: [string, string] | { readonly fields: [string, string]; readonly defaults?: Record<string, number>; readonly zeroMeansDefault?: boolean; readonly unless?: Condition };
  /** `[a, b]`: a and b, when both are set, differ. */
  readonly notEqual?: [string, string];
  /** A string holding a JSON document of a type (`object`, `array`, `any`), with at least `minItems` items for an array. */
  readonly json?: { readonly type: 'object' | 'array' | 'any'; readonly allowEmpty?: boolean; readonly minItems?: number };
  /** The `field` of every item of the list at `list` sums to `equals` (or to at most `atMost`; exactly one is set). */
  readonly sumOf?: { readonly list: string; readonly field: string; readonly equals?: number; readonly atMost?: number };
  /** The value at `value` is one of the list at `list`. */
  readonly contains?: { readonly list: string; readonly value: string };
  /** At most one item of the list at `list` sets `field`. */
  readonly atMostOneItemWith?: { readonly list: string; readonly field: string };
  /** When the `when` conditions hold, the lowest `field` over the items of `list` belongs to one item only (unset counts as `default`). */
  readonly uniqueLowest?: { readonly when?: Condition[]; readonly list: string; readonly field: string; readonly default: number };
  /** No two items of the list at `list` have the same values of `fields`. */
  readonly uniqueBy?: { readonly list: string; readonly fields: string[] };
  /** When the `when` conditions hold and the list is not empty, at least one item meets every `where` condition. */
  readonly anyItem?: { readonly when?: Condition[]; readonly list: string; readonly where: Condition[] };
  /**
   * A Kubernetes-style quantity (`1500m`, `8Gi`) read the provider's way: the first run of digits and the first
   * run of letters; for a listed unit the number must reach `min`. Unset counts as `unsetAs` (skipped without it).
   */
  readonly quantityFloor?: { readonly when?: Condition[]; readonly field: string; readonly unsetAs?: string; readonly floors: Array<{ readonly unit: string; readonly min: number }> };
  /** Two lists share no element. */
  readonly disjoint?: { readonly lists: [string, string] };
  /** A string holding a JSON array of objects with these keys (case-insensitive), types, required keys and patterns. */
  readonly jsonItems?: {
    readonly keys: Record<string, 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array'>;
    readonly required?: string[];
    readonly patterns?: Record<string, { readonly regex: string; readonly description: string }>;
  };
  /**
   * A string holding a JSON document that matches a request schema the platform publishes; with
   * `caseInsensitiveKeys`, keys match in any case (the provider decodes the document with Go's decoder).
   */
  readonly jsonSchema?: { readonly schema: JsonSchema; readonly caseInsensitiveKeys?: boolean };
  /** The items of several lists of blocks together number within bounds. */
  readonly totalItems?: { readonly lists: string[]; readonly min?: number; readonly max?: number };
}

/** The subset of JSON Schema the `jsonSchema` kind reads; other keywords are not allowed in a catalog. */
export interface JsonSchema {
  readonly type?: string | string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly enum?: unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly items?: JsonSchema;
  readonly allOf?: JsonSchema[];
  readonly anyOf?: JsonSchema[];
  readonly oneOf?: JsonSchema[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly nullable?: boolean;
}

/** The keywords of `JsonSchema`, for codegen to refuse a catalog schema that relies on any other. */
export const JSON_SCHEMA_KEYWORDS: readonly string[] = [
  'type', 'properties', 'required', 'additionalProperties', 'enum', 'const', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'items', 'allOf', 'anyOf', 'oneOf', '$ref', '$defs', 'nullable',
];

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
  /** Every value passes a value check (`{ "range": ... }`, `{ "pattern": ... }`, `{ "format": ... }`); holds when unset. */
  readonly check?: Partial<ConstraintRule>;
  /** The value the provider assumes when the field is not set. */
  readonly default?: unknown;
}
