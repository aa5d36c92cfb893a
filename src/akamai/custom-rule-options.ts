import type { CustomRuleCondition } from './custom-rule-condition';
import type { SecurityAction } from './security-action';

/** How the conditions of a custom rule combine. */
export enum CustomRuleOperation {
  /** Every condition must hold (the API's `AND`). */
  ALL = 'AND',
  /** One condition is enough (the API's `OR`). */
  ANY = 'OR',
}

/**
 * A custom rule of the configuration, with its action in a security policy (`SecurityPolicy.addCustomRule`).
 * The rule's document holds only what is given, as the API echoes it back; the provider compares it with
 * the API's exactly, so a rule has at least one tag (a rule without tags comes back with `"tag": null`, which
 * no document written here equals).
 */
export interface CustomRuleOptions {
  /** The rule's name. */
  readonly name: string;
  /**
   * A description.
   * @default - none
   */
  readonly description?: string;
  /** The rule's tags (at least one), shown with the events it triggers. */
  readonly tags: string[];
  /**
   * What a request must have: `CustomRuleCondition.path([...])`, `.country([...])`, `.header(name)`... (at least one).
   */
  readonly conditions: CustomRuleCondition[];
  /**
   * How the conditions combine.
   * @default - the API's default, every condition (AND)
   */
  readonly operation?: CustomRuleOperation;
  /** What happens to a request the rule matches. */
  readonly action: SecurityAction;
}
