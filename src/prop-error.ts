import { Annotations, Token } from './framework';
import { IConstruct } from 'constructs';
import { catalogFor } from './validation/catalog';
import { CONSTRUCT_RULES } from './validation/construct-rules';
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
  const error = new Error(`${scope.node.path}: ${prop}: ${message}`);
  propErrors.add(error);
  return error;
}

/** A value as it appears in error messages: strings quoted, everything else as JSON. */
export function show(value: unknown): string {
  return JSON.stringify(value);
}

/** The problems found so far in the props of constructs whose checks are in progress, one line each. */
const gathering = new WeakMap<IConstruct, { depth: number; lines: string[] }>();

/** A check of a construct's props in progress (`checkProps`): `failed` in its `catch`, `done` after it. */
export interface PropChecks {
  /** Ends the checks after `body` threw: a prop error is reported with the problems found before it; anything else is thrown as it is. */
  failed(error: unknown): never;
  /** Ends the checks: throws one error listing every problem found, if any. */
  done(): void;
}

/**
 * Starts checking a construct's props (in its constructor, or a method that takes props): until `done`, each
 * refusal (`refuse`, `checkLikeArgument`, `reportProp`) is noted instead of thrown, so that every problem of
 * the construct is reported together, in one error, as synthesis reports the catalog's. A prop error thrown
 * meanwhile (a prop of the wrong type, after which nothing can be checked) ends the checks and is reported
 * with the problems before it. Nested checks of the same construct report at the end of the outermost.
 */
export function beginPropChecks(scope: IConstruct): PropChecks {
  const state = gathering.get(scope) ?? { depth: 0, lines: [] };
  state.depth++;
  gathering.set(scope, state);
  const end = (): string[] => {
    state.depth--;
    if (state.depth > 0) return [];
    gathering.delete(scope);
    return state.lines;
  };
  return {
    failed(error) {
      const outermost = state.depth === 1;
      const lines = end();
      if (!(error instanceof Error) || !propErrors.has(error)) throw error;
      if (!outermost) throw error;
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
  const error = new Error(lines.length === 1 ? lines[0] : `${scope.node.path}: ${lines.length} problems in its props:\n  ${lines.join('\n  ')}`);
  propErrors.add(error);
  return error;
}

/** Notes a problem of a prop while the construct's checks are in progress (`beginPropChecks`), or throws it. */
export function reportProp(scope: IConstruct, prop: string, message: string): void {
  const error = propError(scope, prop, message);
  const state = gathering.get(scope);
  if (state === undefined) throw error;
  state.lines.push(error.message);
}

/**
 * Refuses a prop by one of the constructs' rules (`construct-rules.ts`): reports the prop error with the rule
 * id, unless the rule is switched off for `scope` with `Validations.disableRule`.
 */
export function refuse(scope: IConstruct, rule: string, prop: string, message: string): void {
  if (!(rule in CONSTRUCT_RULES)) throw new Error(`unknown construct rule ${rule}`);
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
 * Checks props against one of the catalog's rules over a whole block of a Terraform type (a `when`/`require`
 * rule, such as a network list's elements by its type): `block` holds the arguments the props become, by
 * their Terraform names, and the rule judges them as the synth-time validation would, reported at `prop`
 * with the rule's id. Values that are tokens are not judged.
 */
export function checkLikeBlock(scope: IConstruct, target: string, ruleId: string, prop: string, block: Record<string, unknown>): void {
  const rule = catalogFor(target.replace(/^data\./, '').split('_')[0])?.rules(target).find((r) => r.id === ruleId);
  if (rule === undefined) throw new Error(`${target} has no catalog rule ${ruleId}`);
  if (rule.severity === 'warning' || Validations.isDisabled(scope, rule.id)) return;
  const message = rule.kind.check(rule, block, block, show);
  if (message !== undefined) reportProp(scope, prop, `${message}${rule.hint === undefined ? '' : `; ${rule.hint}`} [${rule.id}]`);
}

/** Warns about a prop by one of the constructs' rules, unless the rule is switched off for `scope`. */
export function warnProp(scope: IConstruct, rule: string, prop: string, message: string): void {
  if (!(rule in CONSTRUCT_RULES)) throw new Error(`unknown construct rule ${rule}`);
  if (!Validations.isDisabled(scope, rule)) Annotations.of(scope).addWarning(`${prop}: ${message} [${rule}]`);
}
