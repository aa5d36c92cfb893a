import type { IConstruct } from 'constructs';
import { knownCatalogs } from './catalog';
import { CONSTRUCT_RULES } from './construct-rules';
import { nearest } from './nearest';
import { ENGINE_RULES } from './problem';
import { STACK_RULES } from './stack';

const disabled = new WeakMap<IConstruct, Set<string>>();

/**
 * Switches synth-time validation rules off for a construct and everything below it: one resource,
 * a stack, or the whole app.
 *
 * Every problem names its rule in brackets, for example
 * `[cpln_workload.options.autoscaling.max_concurrency:range]` or `[schema/unknown-argument]`.
 */
export class Validations {
  /**
   * Switch a rule off below `scope`.
   *
   * @param scope the construct (resource, stack or app) below which the rule is off
   * @param ruleId the rule's identifier as printed in brackets; a trailing `*` matches every rule with that prefix.
   * An identifier that matches no rule throws, naming the nearest ones.
   */
  public static disableRule(scope: IConstruct, ruleId: string): void {
    if (ruleId !== '*') checkRuleId(ruleId);
    if (!disabled.has(scope)) disabled.set(scope, new Set());
    disabled.get(scope)!.add(ruleId);
  }

  /**
   * Switch every rule off below `scope`, for example for a provider version whose limits differ.
   *
   * @param scope the construct (resource, stack or app) below which nothing is validated
   */
  public static disableAll(scope: IConstruct): void {
    Validations.disableRule(scope, '*');
  }

  /**
   * Whether a rule is switched off for a construct, by itself or by one of its scopes.
   *
   * @param construct the construct a problem was found in
   * @param ruleId the rule's identifier
   */
  public static isDisabled(construct: IConstruct, ruleId: string): boolean {
    return construct.node.scopes.some((scope) =>
      [...(disabled.get(scope) ?? [])].some((id) => id === ruleId || (id.endsWith('*') && ruleId.startsWith(id.slice(0, -1)))),
    );
  }

  private constructor() {}
}

/** Whether `disableAll` was called on the construct or one of its scopes (nothing there is checked). */
export function allDisabled(construct: IConstruct): boolean {
  return construct.node.scopes.some((scope) => disabled.get(scope)?.has('*') ?? false);
}

/**
 * Throws for an identifier (or `prefix*`) that matches no rule of the engine or of any provider's catalog: the bundled
 * ones and those of bindings registered so far.
 */
function checkRuleId(ruleId: string): void {
  const catalogs = knownCatalogs();
  if (!ruleId.endsWith('*') && ((ENGINE_RULES as readonly string[]).includes(ruleId) || ruleId in STACK_RULES || ruleId in CONSTRUCT_RULES || catalogs.some((catalog) => catalog.hasRule(ruleId)))) return;
  const known = [
    ...ENGINE_RULES,
    ...Object.keys(STACK_RULES),
    ...Object.keys(CONSTRUCT_RULES),
    ...catalogs.flatMap((catalog) => [...catalog.ruleIds()]),
  ];
  if (ruleId.endsWith('*') && known.some((id) => id.startsWith(ruleId.slice(0, -1)))) return;
  const near = nearest(ruleId.replace(/\*$/, ''), known);
  throw new Error(
    `Validations.disableRule: ${JSON.stringify(ruleId)} matches no rule, so it would switch nothing off; ${near ? `did you mean ${JSON.stringify(near)}? ` : ''}` +
    'rule identifiers are printed in brackets after each problem (for example "cpln_workload.type:enum" or "schema/unknown-argument"); a trailing * matches a prefix',
  );
}
