/** How bad a problem is: errors fail synthesis, warnings are reported as annotations. */
export type Severity = 'error' | 'warning';

/** One finding of the validation engine, about one field of one construct. */
export interface Problem {
  readonly severity: Severity;
  /** Rule identifier, the key for switching the rule off (`cpln/workload-autoscaling-metric`, `schema/unknown-argument`). */
  readonly rule: string;
  /** Path of the construct that synthesized the offending block (`app/stack/api`). */
  readonly constructPath: string;
  /** Terraform address and field (`cpln_workload.options[0].autoscaling[0].metric`). */
  readonly field: string;
  /** What is wrong, naming the value and what is allowed. */
  readonly message: string;
}

/** `test/api: cpln_workload.options[0].autoscaling[0].metric: "qps" is not allowed; allowed: ... [rule]` */
export function formatProblem(problem: Problem): string {
  return `${problem.constructPath}: ${problem.field}: ${problem.message} [${problem.rule}]`;
}

/** Shows a value the way it appears in the Terraform JSON, shortened. */
export function show(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** True for a value that Terraform resolves later: a reference, variable or function call. */
export function isUnresolved(value: unknown): boolean {
  return typeof value === 'string' && value.includes('${');
}
