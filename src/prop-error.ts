import { IConstruct } from 'constructs';
import { Annotations, Token } from './framework';
import { catalogFor } from './validation/catalog';
import type { ConstructRuleId } from './validation/construct-rules';
import { checkConstraints } from './validation/rules';
import { stackProblems } from './validation/stack';
import { Validations } from './validation/validations';

/** The errors `propError` made: one problem each, which a check of props in progress reports with the others. */
const propErrors = new WeakSet<Error>();

/**
 * The error a construct throws for a bad prop. The message names the construct path, the prop
 * (with its index in a list), the value and what is allowed, so a user finds the line to fix:
 *
 * `web/app: routing.routes[1].prefix: "api" must start with "/"`
 */
export function propError(scope: IConstruct, prop: string, message: string): Error {
  const error = new Error(`${reportedPath(scope)}: ${prop}: ${message}`);
  propErrors.add(error);
  return error;
}

/**
 * The parts of composite L2s that take the composite's props as they are, by part: their problems are the composite's.
 */
const speakers = new WeakMap<IConstruct, IConstruct>();

/**
 * Reports the prop problems of `part` as problems of `whole`, which handed it its props under the same names (a
 * `WorkloadWithDomain`'s workload and domain): the user reads the path of the construct they wrote.
 */
export function reportPropsAs(part: IConstruct, whole: IConstruct): void {
  speakers.set(part, whole);
}

/** The path a construct's prop problems name: its own, or the composite's it takes its props from. */
export function reportedPath(scope: IConstruct): string {
  return (speakers.get(scope) ?? scope).node.path;
}

/** A value as it appears in error messages: strings quoted, everything else as JSON. */
export function show(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * The checks of constructs' props in progress: how deep each construct's are, and the problems found so far, one line
 * each. A construct built while an enclosing one checks its props (a part of a composite L2) shares the enclosing
 * one's lines, so that the composite reports every problem of its parts together.
 */
const gathering = new WeakMap<IConstruct, { depth: number; lines: string[]; owner: boolean }>();

/** A check of a construct's props in progress (`checkProps`): `failed` in its `catch`, `done` after it. */
export interface PropChecks {
  /**
   * Ends the checks after `body` threw: a prop error is reported with the problems found before it; anything else is
   * thrown as it is.
   */
  failed(error: unknown): never;
  /** Ends the checks: throws one error listing every problem found, if any. */
  done(): void;
}

/**
 * Starts checking a construct's props (in its constructor, or a method that takes props): until `done`, each
 * refusal (`refuse`, `checkLikeArgument`, `reportProp`) is noted instead of thrown, so that every problem of
 * the construct is reported together, in one error, as synthesis reports the catalog's. A prop error thrown
 * meanwhile (a prop of the wrong type, after which nothing can be checked) ends the checks and is reported
 * with the problems before it. Nested checks of the same construct report at the end of the outermost; the checks
 * of a construct made inside another's report with the enclosing construct's.
 */
export function beginPropChecks(scope: IConstruct): PropChecks {
  let state = gathering.get(scope);
  if (state === undefined) {
    const enclosing = scope.node.scopes
      .slice(0, -1)
      .reverse().map((s) => gathering.get(s)).find((s) => s !== undefined);
    state = { depth: 0, lines: enclosing?.lines ?? [], owner: enclosing === undefined };
    gathering.set(scope, state);
  }
  const own = state;
  own.depth++;
  const end = (): string[] => {
    own.depth--;
    if (own.depth > 0) return [];
    gathering.delete(scope);
    return own.owner ? own.lines : [];
  };
  return {
    failed(error) {
      const reports = own.depth === 1 && own.owner;
      const lines = end();
      if (!(error instanceof Error) || !propErrors.has(error)) throw error;
      if (!reports) throw error;
      throw problemsError(scope, [...lines, error.message]);
    },
    done() {
      const lines = end();
      if (lines.length > 0) throw problemsError(scope, lines);
    },
  };
}

/** Runs `body` as a check of `scope`'s props (`beginPropChecks`) and returns what it returns. */
export function checkingProps<T>(scope: IConstruct, body: () => T): T {
  const checks = beginPropChecks(scope);
  let result: T;
  try {
    result = body();
  } catch (e) {
    return checks.failed(e);
  }
  checks.done();
  return result;
}

/** One error for the problems of a construct's props: the line itself for one, a count and the lines for more. */
function problemsError(scope: IConstruct, lines: readonly string[]): Error {
  const error = new Error(lines.length === 1 ? lines[0] : `${reportedPath(scope)}: ${lines.length} problems in its props:\n  ${lines.join('\n  ')}`);
  propErrors.add(error);
  return error;
}

/**
 * Notes a problem of a prop while the construct's checks are in progress (`beginPropChecks`; once, however often it is
 * found), or throws it.
 */
export function reportProp(scope: IConstruct, prop: string, message: string): void {
  const error = propError(scope, prop, message);
  const state = gathering.get(scope);
  if (state === undefined) throw error;
  if (!state.lines.includes(error.message)) state.lines.push(error.message);
}

/**
 * Refuses a prop by one of the constructs' rules (declared in `src/<provider>/<construct>-rules.ts`): reports the prop
 * error with the rule
 * id, unless the rule is switched off for `scope` with `Validations.disableRule`.
 */
export function refuse(scope: IConstruct, rule: ConstructRuleId, prop: string, message: string): void {
  if (Validations.isDisabled(scope, rule)) return;
  reportProp(scope, prop, `${message} [${rule}]`);
}

/**
 * Checks a prop against the catalog's value and collection rules of the argument it becomes (`cpln_workload`
 * `name`, a list's size): the same pattern, length, values and sizes the synth-time validation applies (a
 * value rule to each item of a list), reported at construction with
 * the catalog rule's id (which `Validations.disableRule` switches off). Tokens are not judged.
 */
export function checkLikeArgument(scope: IConstruct, target: string, path: string, prop: string, value: unknown): void {
  if (value === undefined || Token.isUnresolved(value)) return;
  const catalog = catalogFor(target.replace(/^data\./, '').split('_')[0]);
  for (const rule of catalog?.rules(target) ?? []) {
    if (rule.path !== path || rule.kind.level === 'object' || rule.when !== undefined || rule.severity === 'warning' || Validations.isDisabled(scope, rule.id)) continue;
    // As the synth-time walk does: a collection rule judges the list, a value rule each of its items.
    const judged: Array<[unknown, string]> = rule.kind.level === 'value' && Array.isArray(value) ? value.map((item, i) => [item, `${prop}[${i}]`]) : [[value, prop]];
    for (const [item, at] of judged) {
      if (Token.isUnresolved(item)) continue;
      const message = rule.kind.check(rule, item, {}, show);
      if (message !== undefined) reportProp(scope, at, `${message}${rule.hint === undefined ? '' : `; ${rule.hint}`} [${rule.id}]`);
    }
  }
}

/**
 * Checks a whole block an L2 is about to write (its Terraform JSON: snake_case keys) against every catalog rule
 * of its type, the cross-field ones too (`akamai_dns_record`: an A record's targets are IPv4 addresses, a
 * record's name is in its zone): the rules synthesis applies, reported at construction with their ids, each
 * problem at the prop `prop` names for the field (`''` for the block, `.target[1]`, `.ttl`). Given `only`, the one
 * rule of that id (for a block holding only the arguments that rule reads, such as a network list's type and
 * one of its elements). Values that are tokens are not judged; warnings are left to synthesis.
 */
export function checkLikeBlock(
  scope: IConstruct,
  target: string,
  config: Record<string, unknown>,
  prop: (field: string) => string,
  only?: string,
): void {
  const catalog = catalogFor(target.replace(/^data\./, '').split('_')[0]);
  if (catalog === undefined) return;
  const subject = { constructPath: scope.node.path, address: '', meta: new Set<string>() };
  for (const problem of checkConstraints(
    subject,
    withoutTokens(config) as Record<string, unknown>,
    catalog.arranged(target),
  )) {
    if (problem.severity !== 'error' || (only !== undefined && problem.rule !== only) || Validations.isDisabled(scope, problem.rule)) continue;
    reportProp(scope, prop(problem.field), `${problem.message} [${problem.rule}]`);
  }
}

/**
 * Runs the checks across the blocks of a stack (`src/validation/stack/`) on blocks an L2 writes beside others
 * (Terraform JSON with `resource` and `data` sections, token values left out of judgment), and reports at
 * construction the errors `prop` places (the block's name and field of each problem; `undefined` for a problem
 * of a block written earlier, which was judged then).
 */
export function checkLikeStack(
  scope: IConstruct,
  json: Record<string, unknown>,
  prop: (block: string, field: string) => string | undefined,
): void {
  for (const problem of stackProblems(withoutTokens(json) as Record<string, any>, scope.node.path)) {
    if (problem.severity !== 'error' || Validations.isDisabled(scope, problem.rule)) continue;
    const parts = problem.field.split('.');
    const name = parts[0] === 'data' ? 2 : 1;
    const at = prop(parts[name], parts.slice(name + 1).join('.'));
    if (at !== undefined) reportProp(scope, at, `${problem.message} [${problem.rule}]`);
  }
}

/** A value with every token (string, number or list) replaced by an expression the validation engine never judges. */
function withoutTokens(value: unknown): unknown {
  if (Token.isUnresolved(value)) return '${token}';
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutTokens(v)]));
  return value;
}

/** Warns about a prop by one of the constructs' rules, unless the rule is switched off for `scope`. */
export function warnProp(scope: IConstruct, rule: ConstructRuleId, prop: string, message: string): void {
  if (!Validations.isDisabled(scope, rule)) Annotations.of(speakers.get(scope) ?? scope).addWarning(`${prop}: ${message} [${rule}]`);
}
