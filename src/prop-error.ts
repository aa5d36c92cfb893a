import { Annotations, Token } from './framework';
import { IConstruct } from 'constructs';
import { catalogFor } from './validation/catalog';
import { CONSTRUCT_RULES } from './validation/construct-rules';
import { Validations } from './validation/validations';

/**
 * The error a construct throws for a bad prop. The message names the construct path, the prop
 * (with its index in a list), the value and what is allowed, so a user finds the line to fix:
 *
 * `web/app: routing.routes[1].prefix: "api" must start with "/"`
 */
export function propError(scope: IConstruct, prop: string, message: string): Error {
  return new Error(`${scope.node.path}: ${prop}: ${message}`);
}

/** A value as it appears in error messages: strings quoted, everything else as JSON. */
export function show(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Refuses a prop by one of the constructs' rules (`construct-rules.ts`): throws the prop error with the rule
 * id, unless the rule is switched off for `scope` with `Validations.disableRule`.
 */
export function refuse(scope: IConstruct, rule: string, prop: string, message: string): void {
  if (!(rule in CONSTRUCT_RULES)) throw new Error(`unknown construct rule ${rule}`);
  if (Validations.isDisabled(scope, rule)) return;
  throw propError(scope, prop, `${message} [${rule}]`);
}

/**
 * Checks a prop against the catalog's value rules of the argument it becomes (`cpln_workload` `name`):
 * the same pattern, length and values the synth-time validation applies, reported at construction with
 * the catalog rule's id (which `Validations.disableRule` switches off). Tokens are not judged.
 */
export function checkLikeArgument(scope: IConstruct, target: string, path: string, prop: string, value: unknown): void {
  if (value === undefined || Token.isUnresolved(value)) return;
  const catalog = catalogFor(target.replace(/^data\./, '').split('_')[0]);
  for (const rule of catalog?.rules(target) ?? []) {
    if (rule.path !== path || rule.kind.level !== 'value' || rule.when !== undefined || rule.severity === 'warning' || Validations.isDisabled(scope, rule.id)) continue;
    const message = rule.kind.check(rule, value, {}, show);
    if (message !== undefined) throw propError(scope, prop, `${message}${rule.hint === undefined ? '' : `; ${rule.hint}`} [${rule.id}]`);
  }
}

/** Warns about a prop by one of the constructs' rules, unless the rule is switched off for `scope`. */
export function warnProp(scope: IConstruct, rule: string, prop: string, message: string): void {
  if (!(rule in CONSTRUCT_RULES)) throw new Error(`unknown construct rule ${rule}`);
  if (!Validations.isDisabled(scope, rule)) Annotations.of(scope).addWarning(`${prop}: ${message} [${rule}]`);
}
