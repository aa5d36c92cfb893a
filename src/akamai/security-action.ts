import { Token } from '../framework';

/**
 * What a security policy does with a request that a rate policy, a custom rule, a reputation profile or the
 * IP/Geo firewall matches: `SecurityAction.DENY`, `ALERT`, `NONE`, or a custom deny action by its id.
 */
export class SecurityAction {
  /** Records the request and lets it through. */
  public static readonly ALERT = new SecurityAction('alert');
  /** Blocks the request with Akamai's default deny response. */
  public static readonly DENY = new SecurityAction('deny');
  /** Takes no action. */
  public static readonly NONE = new SecurityAction('none');

  /**
   * Blocks the request with a custom deny action (`akamai_appsec_custom_deny`) of the configuration.
   * @param customDenyId the custom deny action's id (`custom_deny_id`, for example "622918"), a literal or a reference
   */
  public static customDeny(customDenyId: string): SecurityAction {
    if (typeof customDenyId !== 'string') throw new Error(`SecurityAction.customDeny(${JSON.stringify(customDenyId)}): the id is not a string`);
    if (!Token.isUnresolved(customDenyId) && !/^[A-Za-z0-9_]+$/.test(customDenyId)) {
      throw new Error(`SecurityAction.customDeny(${JSON.stringify(customDenyId)}): a custom deny id holds letters, digits and underscores (the id of an akamai_appsec_custom_deny)`);
    }
    return new SecurityAction(`deny_custom_${customDenyId}`);
  }

  /** The action as the API names it (`deny`, `deny_custom_622918`). */
  public readonly value: string;

  private constructor(value: string) {
    this.value = value;
  }

  /** Whether the action blocks the request (a deny, default or custom). */
  public get blocks(): boolean {
    return this.value === 'deny' || this.value.startsWith('deny_custom_');
  }
}
