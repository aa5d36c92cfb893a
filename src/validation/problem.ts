/** The rules the engine itself applies (the schema layer), beside the catalogs' constraint rules. */
export const ENGINE_RULES = [
  'schema/unknown-argument', 'schema/missing-required', 'schema/computed-only', 'schema/deprecated', 'schema/type', 'schema/not-finite',
  'schema/null-element', 'schema/max-items', 'schema/min-items', 'schema/unknown-type',
  'secrets/literal-value', 'secrets/output-not-sensitive', 'akamai/rules-builder-child-format',
  'akamai/property-rules-json-format', 'schema/bindings-version',
] as const;

export type EngineRule = (typeof ENGINE_RULES)[number];

/** How bad a problem is: errors fail synthesis, warnings are reported as annotations. */
export type Severity = 'error' | 'warning';

/** One finding of the validation engine, about one field of one construct. */
export interface Problem {
  readonly severity: Severity;
  /**
   * Rule identifier, the key for switching the rule off (`cpln/workload-autoscaling-metric`,
   * `schema/unknown-argument`).
   */
  readonly rule: string;
  /** Path of the construct that synthesized the offending block (`app/stack/api`). */
  readonly constructPath: string;
  /** Terraform address and field (`cpln_workload.api.options.autoscaling.metric`). */
  readonly field: string;
  /** What is wrong, naming the value and what is allowed. */
  readonly message: string;
  /** Whether the field is sensitive: its value is never shown. */
  readonly sensitive?: boolean;
}

/** `test/api: cpln_workload.api.options.autoscaling.metric: "qps" is not allowed; allowed: ... [rule]` */
export function formatProblem(problem: Problem): string {
  return `${problem.constructPath}: ${problem.field}: ${problem.message} [${problem.rule}]`;
}

/** Where a block's problems are reported. */
export interface Subject {
  readonly constructPath: string;
  /** `cpln_workload.api`, `data.cpln_gvc.gvc` or `provider.cpln`. */
  readonly address: string;
  /** Meta-arguments allowed at the top of this block (`alias` for providers). */
  readonly meta: ReadonlySet<string>;
}

/** A field's path below its block, as messages write it (`.options.autoscaling[0].metric`). */
export function fieldName(path: ReadonlyArray<string | number>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
}
