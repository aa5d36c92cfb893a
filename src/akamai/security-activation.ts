import { Construct } from 'constructs';
import { Token } from '../framework';
import { checkLikeArgument, propError, refuse, show } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { ActivationNetwork } from './activation';
import type { RenderedSecurityActivation } from './security-bindings';

/** Options of an activation of a security configuration or a network list. */
export interface SecurityActivationOptions {
  /** The email addresses Akamai notifies when the activation completes (at least one). */
  readonly notificationEmails: string[];
  /**
   * A note stored with the activation. Changing only the note (or only the addresses) plans nothing: the
   * provider compares them when the version or the network changes.
   * @default - the provider's: "Activation request <time>" for a security configuration, "Activation Comments" for a
   * network list
   */
  readonly note?: string;
}

const OPTIONS: KeysOf<SecurityActivationOptions> = { notificationEmails: true, note: true };

/**
 * An activation on one Akamai network, for a `SecurityConfiguration` or a `NetworkList`: staging first,
 * then production, which waits for staging.
 */
export abstract class SecurityActivation {
  /** Activates on the staging network. */
  public static staging(options: SecurityActivationOptions): SecurityActivation {
    return new SecurityActivationChoice(ActivationNetwork.STAGING, options);
  }

  /** Activates on the production network, after the staging activation when there is one. */
  public static production(options: SecurityActivationOptions): SecurityActivation {
    return new SecurityActivationChoice(ActivationNetwork.PRODUCTION, options);
  }

  /** The network this activation is on. */
  public abstract readonly network: ActivationNetwork;

  /**
   * @internal checks the options (`target` is the activation's Terraform type, whose catalog rules apply) and renders
   * them
   */
  public abstract _render(scope: Construct, prop: string, target: string): RenderedSecurityActivation;
}

class SecurityActivationChoice extends SecurityActivation {
  public constructor(public readonly network: ActivationNetwork, private readonly options: SecurityActivationOptions) {
    super();
  }

  public _render(scope: Construct, prop: string, target: string): RenderedSecurityActivation {
    const options = checkProps(scope, prop, this.options, OPTIONS, 'SecurityActivationOptions');
    const emails = checkList(scope, `${prop}.notificationEmails`, options.notificationEmails, 'email addresses');
    if (emails === undefined) throw propError(scope, `${prop}.notificationEmails`, 'missing; give the email addresses Akamai notifies about the activation');
    checkLikeArgument(scope, target, 'notification_emails', `${prop}.notificationEmails`, emails);
    if (!Token.isUnresolved(emails)) {
      const seen = new Set<string>();
      emails.forEach((email, index) => {
        checkString(scope, `${prop}.notificationEmails[${index}]`, email);
        if (Token.isUnresolved(email)) return;
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
          refuse(scope, 'akamai/security-activation-emails', `${prop}.notificationEmails[${index}]`, `${show(email)} is not an email address`);
        } else if (seen.has(email.toLowerCase())) {
          refuse(scope, 'akamai/security-activation-emails', `${prop}.notificationEmails[${index}]`, `${show(email)} is given twice; the addresses are a set, so one would be dropped`);
        }
        seen.add(email.toLowerCase());
      });
    }
    return {
      network: this.network === ActivationNetwork.PRODUCTION ? 'PRODUCTION' : 'STAGING',
      notificationEmails: emails,
      note: options.note === undefined ? undefined : checkString(scope, `${prop}.note`, options.note),
    };
  }
}
