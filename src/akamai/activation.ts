import { Construct } from 'constructs';
import { Token } from '../framework';
import type { PropertyActivationComplianceRecord } from '../gen/akamai/property-activation';
import { checkLikeArgument, propError, refuse, show } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import type { RenderedActivation } from './delivery-bindings';

/** The two Akamai networks a property version is activated on. */
export enum ActivationNetwork {
  /** The staging network: for testing, reached through the staging edge hostname's addresses. */
  STAGING = 'STAGING',
  /** The production network: live traffic. */
  PRODUCTION = 'PRODUCTION',
}

/** Which property version an activation activates. */
export abstract class ActivationVersion {
  /**
   * The property's latest version: every change of rules or hostnames (which makes a new version) is
   * activated in the same apply.
   */
  public static latest(): ActivationVersion {
    return new VersionChoice('latest');
  }

  /**
   * The version the staging activation activated: production follows staging in the same apply, once
   * staging is active (the staging activation waits until it is). The default for production when the
   * construct also activates on staging.
   */
  public static followStaging(): ActivationVersion {
    return new VersionChoice('followStaging');
  }

  /** A fixed version: promote by changing the number (for example after testing on staging). */
  public static pinned(version: number): ActivationVersion {
    return new VersionChoice('pinned', version);
  }

  /** @internal which version */
  public abstract readonly _kind: 'latest' | 'followStaging' | 'pinned';
  /** @internal the pinned version */
  public abstract readonly _version?: number;
}

class VersionChoice extends ActivationVersion {
  /** @internal */
  public readonly _kind: 'latest' | 'followStaging' | 'pinned';
  /** @internal */
  public readonly _version?: number;

  public constructor(kind: 'latest' | 'followStaging' | 'pinned', version?: number) {
    super();
    this._kind = kind;
    this._version = version;
  }
}

/** Why a production activation needs no compliance exception, or which exception applies. */
export abstract class ComplianceRecord {
  /** The change followed the normal process: peer reviewed and unit tested. */
  public static noneRequired(options: ComplianceReviewOptions): ComplianceRecord {
    return new RecordChoice('none', options);
  }

  /** The property serves no production traffic yet. */
  public static noProductionTraffic(options?: ComplianceTicketOptions): ComplianceRecord {
    return new RecordChoice('noProductionTraffic', options ?? {});
  }

  /** An emergency change. */
  public static emergency(options?: ComplianceTicketOptions): ComplianceRecord {
    return new RecordChoice('emergency', options ?? {});
  }

  /** Another reason, written out. */
  public static other(options: ComplianceOtherOptions): ComplianceRecord {
    return new RecordChoice('other', options);
  }

  /** @internal the compliance record of the activation */
  public abstract _render(scope: Construct, prop: string): PropertyActivationComplianceRecord;
}

/** The change ticket of a compliance record. */
export interface ComplianceTicketOptions {
  /**
   * The change ticket.
   * @default - none
   */
  readonly ticketId?: string;
}

/** A change that needed no exception. */
export interface ComplianceReviewOptions extends ComplianceTicketOptions {
  /** The email address of the customer who approved the change. */
  readonly customerEmail: string;
  /** The email address of the peer who reviewed the change. */
  readonly peerReviewedBy: string;
  /**
   * Whether the change was unit tested; Akamai refuses a production activation that says it was not.
   * @default true
   */
  readonly unitTested?: boolean;
}

/** A change with another reason for an exception. */
export interface ComplianceOtherOptions extends ComplianceTicketOptions {
  /** The reason. */
  readonly reason: string;
}

const TICKET: KeysOf<ComplianceTicketOptions> = { ticketId: true };
const REVIEW: KeysOf<ComplianceReviewOptions> = {
  ticketId: true,
  customerEmail: true,
  peerReviewedBy: true,
  unitTested: true,
};
const OTHER: KeysOf<ComplianceOtherOptions> = { ticketId: true, reason: true };

class RecordChoice extends ComplianceRecord {
  public constructor(private readonly kind: 'none' | 'noProductionTraffic' | 'emergency' | 'other', private readonly options: object) {
    super();
  }

  public _render(scope: Construct, prop: string): PropertyActivationComplianceRecord {
    switch (this.kind) {
      case 'none': {
        const options = checkProps(scope, prop, this.options as ComplianceReviewOptions, REVIEW, 'ComplianceReviewOptions');
        const unitTested = options.unitTested ?? true;
        if (unitTested === false) {
          refuse(scope, 'akamai/delivery-unit-tested', `${prop}.unitTested`, 'false is refused by Akamai for a production activation without a compliance exception; allowed: true, or another ComplianceRecord (emergency, noProductionTraffic, other)');
        }
        return {
          noncomplianceReasonNone: {
            customerEmail: checkString(scope, `${prop}.customerEmail`, options.customerEmail),
            peerReviewedBy: checkString(scope, `${prop}.peerReviewedBy`, options.peerReviewedBy),
            unitTested,
            ticketId: options.ticketId,
          },
        };
      }
      case 'other': {
        const options = checkProps(scope, prop, this.options as ComplianceOtherOptions, OTHER, 'ComplianceOtherOptions');
        return { noncomplianceReasonOther: { otherNoncomplianceReason: checkString(scope, `${prop}.reason`, options.reason), ticketId: options.ticketId } };
      }
      case 'emergency':
        return { noncomplianceReasonEmergency: { ticketId: checkProps(scope, prop, this.options as ComplianceTicketOptions, TICKET, 'ComplianceTicketOptions').ticketId } };
      default:
        return { noncomplianceReasonNoProductionTraffic: { ticketId: checkProps(scope, prop, this.options as ComplianceTicketOptions, TICKET, 'ComplianceTicketOptions').ticketId } };
    }
  }
}

/** Options of a staging activation. */
export interface StagingActivationOptions {
  /**
   * The email addresses Akamai notifies about the activation (at least one; `contact`). The provider sends
   * them with an activation only: a change of the list alone plans nothing (its diff is suppressed until the
   * version, the network or the property changes).
   */
  readonly contacts: string[];
  /**
   * A note stored with the activation (`note`); like `contacts`, sent with the next activation only.
   * @default - none
   */
  readonly note?: string;
  /**
   * Acknowledge the rule warnings Akamai raises, so the activation does not stop for them
   * (`auto_acknowledge_rule_warnings`; rule errors always stop it). Change it together with a new version:
   * the provider refuses to update it alone while the activated version is active ("Cannot update
   * 'auto_acknowledge_rule_warnings' field(s) while property version is ACTIVE"), and the apply fails.
   * @default false
   */
  readonly autoAcknowledgeRuleWarnings?: boolean;
  /**
   * Whether the activation waits for the certificate of the Enhanced TLS edge hostname, when this app
   * creates it (`EdgeCertificate.fromEnrollment` or `fromThirdPartyEnrollment`): the activation
   * `depends_on` the enrollment's `akamai_cps_dv_validation` (which returns once CPS has the answered
   * challenges acknowledged: status `coordinate-domain-validation`, `wait-review-cert-warning` or `complete`,
   * not once the certificate is deployed) or its `akamai_cps_upload_certificate` (which returns once CPS has
   * verified the uploaded certificate, and with change management and `waitForDeployment` once it is on
   * staging). The order holds in every apply that changes both, such as names added to the certificate and to
   * the property. `true` without such a certificate is refused.
   * @default - false on staging; on production, true when there is a certificate to wait for
   */
  readonly waitForCertificate?: boolean;
  /**
   * How long the provider waits for the activation (the resource's `timeouts.default`, for example `2h`).
   * A change of it alone is applied without calling Akamai.
   * @default - the provider's 90 minutes
   */
  readonly timeout?: string;
}

/** Options of a production activation. */
export interface ProductionActivationOptions extends StagingActivationOptions {
  /**
   * The compliance record of the change, for accounts that require one (`compliance_record`). It is sent
   * with an activation only: a change of it alone updates the state without calling Akamai, and the
   * provider does not read it back.
   * @default - none
   */
  readonly complianceRecord?: ComplianceRecord;
  /**
   * The version to activate.
   * @default - ActivationVersion.followStaging() with a staging activation, ActivationVersion.latest() without
   */
  readonly version?: ActivationVersion;
}

const STAGING: KeysOf<StagingActivationOptions> = {
  contacts: true,
  note: true,
  autoAcknowledgeRuleWarnings: true,
  waitForCertificate: true,
  timeout: true,
};
const PRODUCTION: KeysOf<ProductionActivationOptions> = { ...STAGING, complianceRecord: true, version: true };

/** An activation of the property: on staging, or on production. */
export abstract class Activation {
  /** Activates the property's latest version on the staging network (`akamai_property_activation`, id `Staging`). */
  public static staging(options: StagingActivationOptions): Activation {
    return new ActivationChoice(ActivationNetwork.STAGING, options);
  }

  /**
   * Activates on the production network (`akamai_property_activation`, id `Production`), after the staging
   * activation and, by default, after the certificate of the edge hostname (`waitForCertificate`).
   */
  public static production(options: ProductionActivationOptions): Activation {
    return new ActivationChoice(ActivationNetwork.PRODUCTION, options);
  }

  /** The network this activation is on. */
  public abstract readonly network: ActivationNetwork;

  /** @internal checks the options and renders them */
  public abstract _render(scope: Construct, prop: string): RenderedActivation;
}

class ActivationChoice extends Activation {
  public constructor(
    public readonly network: ActivationNetwork,
    private readonly options: ProductionActivationOptions,
  ) {
    super();
  }

  public _render(scope: Construct, prop: string): RenderedActivation {
    const production = this.network === ActivationNetwork.PRODUCTION;
    const options = checkProps(scope, prop, this.options, production ? PRODUCTION : STAGING as KeysOf<ProductionActivationOptions>, production ? 'ProductionActivationOptions' : 'StagingActivationOptions');
    const contact = checkList(scope, `${prop}.contacts`, options.contacts, 'email addresses');
    if (contact === undefined) throw propError(scope, `${prop}.contacts`, 'missing; give the email addresses Akamai notifies about the activation');
    if (!Token.isUnresolved(contact)) {
      if (contact.length === 0) refuse(scope, 'akamai/delivery-activation-contacts', `${prop}.contacts`, 'is empty; allowed: at least one email address');
      contact.forEach((email, index) => {
        if (!Token.isUnresolved(email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
          refuse(scope, 'akamai/delivery-activation-contacts', `${prop}.contacts[${index}]`, `${show(email)} is not an email address`);
        }
      });
    }
    if (options.version !== undefined && !(options.version instanceof ActivationVersion)) {
      throw propError(scope, `${prop}.version`, 'is not an ActivationVersion; use ActivationVersion.followStaging(), latest() or pinned(n)');
    }
    const pinned = options.version?._version;
    if (options.version?._kind === 'pinned' && !Token.isUnresolved(pinned) && !(Number.isInteger(pinned) && pinned! >= 1)) {
      refuse(scope, 'akamai/delivery-activation-version', `${prop}.version`, `${show(pinned)} is not a property version; allowed: a whole number from 1`);
    }
    const timeout = options.timeout === undefined ? undefined : checkString(scope, `${prop}.timeout`, options.timeout);
    checkLikeArgument(scope, 'akamai_property_activation', 'timeouts.default', `${prop}.timeout`, timeout);
    if (options.complianceRecord !== undefined && !(options.complianceRecord instanceof ComplianceRecord)) {
      throw propError(scope, `${prop}.complianceRecord`, 'is not a ComplianceRecord; use ComplianceRecord.noneRequired({...}), noProductionTraffic(), emergency() or other({...})');
    }
    return {
      network: production ? 'PRODUCTION' : 'STAGING',
      contact,
      note: options.note === undefined ? undefined : checkString(scope, `${prop}.note`, options.note),
      autoAcknowledgeRuleWarnings: options.autoAcknowledgeRuleWarnings,
      complianceRecord: options.complianceRecord?._render(scope, `${prop}.complianceRecord`),
      version: options.version && { kind: options.version._kind, pinned: options.version._version },
      waitForCertificate: options.waitForCertificate,
      timeout,
    };
  }
}
