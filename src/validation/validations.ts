import type { IConstruct } from 'constructs';

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
   * @param ruleId the rule's identifier as printed in brackets; a trailing `*` matches every rule with that prefix
   */
  public static disableRule(scope: IConstruct, ruleId: string): void {
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
