import { IConstruct } from 'constructs';
import { Token } from '../framework';
import { show } from '../prop-error';
import { checkNumber, checkProps, checkString, KeysOf } from '../props';

/** A number as it is written inside a record's target: its digits, or the number token as a string token. */
function numberText(value: number): string {
  return Token.isUnresolved(value) ? Token.asString(value) : String(value);
}

/** One mail exchanger of an MX record set: its priority (lower is preferred) and its host. */
export class MailExchange {
  /**
   * A mail host and its priority.
   * @param priority the preference, 0 to 65535 (lower is tried first)
   * @param host the mail server's host name (`mail.example.com`), which has address records, not a CNAME
   */
  public static of(priority: number, host: string): MailExchange {
    return new MailExchange(priority, host);
  }

  private constructor(
    /** The preference, 0 to 65535. */
    public readonly priority: number,
    /** The mail server's host name. */
    public readonly host: string,
  ) {}

  /** @internal the target as the provider takes it: `<priority> <host>` */
  public _render(scope: IConstruct, prop: string): string {
    return `${numberText(checkNumber(scope, `${prop}.priority`, this.priority))} ${checkString(scope, `${prop}.host`, this.host)}`;
  }
}

/** One property of a CAA record set (RFC 8659): which certificate authorities may issue certificates for the name. */
export class CaaProperty {
  /** Only this certificate authority may issue certificates for the name (`letsencrypt.org`); `;` alone forbids all. */
  public static issue(authority: string): CaaProperty {
    return new CaaProperty(0, 'issue', authority);
  }

  /** Only this certificate authority may issue wildcard certificates for the name. */
  public static issueWild(authority: string): CaaProperty {
    return new CaaProperty(0, 'issuewild', authority);
  }

  /** Where certificate authorities report requests that break the policy (`mailto:security@example.com`). */
  public static iodef(url: string): CaaProperty {
    return new CaaProperty(0, 'iodef', url);
  }

  /**
   * Any property: its flags (0, or 128 for Issuer Critical), tag and value.
   * @param flags 0, or 128 when a certificate authority that does not understand the tag must not issue
   * @param tag the property tag (letters and digits)
   * @param value the property value, without quotes
   */
  public static of(flags: number, tag: string, value: string): CaaProperty {
    return new CaaProperty(flags, tag, value);
  }

  private constructor(
    /** The flags: 0, or 128 for Issuer Critical. */
    public readonly flags: number,
    /** The property tag. */
    public readonly tag: string,
    /** The property value. */
    public readonly value: string,
  ) {}

  /**
   * @internal the target as the provider writes it, `<flags> <tag> "<value>"` (buildRecordsList quotes the value;
   * the API returns it quoted, so the next plan is empty)
   */
  public _render(scope: IConstruct, prop: string): string {
    const value = checkString(scope, `${prop}.value`, this.value);
    return `${numberText(checkNumber(scope, `${prop}.flags`, this.flags))} ${checkString(scope, `${prop}.tag`, this.tag)} ${Token.isUnresolved(value) ? value : show(value)}`;
  }
}

/** Where an SRV record set points: a host and port, with the priority and weight clients choose by (RFC 2782). */
export interface SrvTargetProps {
  /** The priority, 0 to 65535: clients try the lowest first. */
  readonly priority: number;
  /** The weight, 0 to 65535: the share of clients among targets of the same priority. */
  readonly weight: number;
  /** The port the service listens on, 0 to 65535. */
  readonly port: number;
  /** The host name of the server (`sip.example.com`). */
  readonly host: string;
}

const SRV: KeysOf<SrvTargetProps> = { priority: true, weight: true, port: true, host: true };

/** One target of an SRV record set. */
export class SrvTarget {
  /** A host and port, with its priority and weight. */
  public static of(props: SrvTargetProps): SrvTarget {
    return new SrvTarget(props);
  }

  private constructor(
    /** The target. */
    public readonly props: SrvTargetProps,
  ) {}

  /** @internal the target's numbers and host, checked */
  public _render(
    scope: IConstruct,
    prop: string,
  ): { readonly priority: number; readonly weight: number; readonly port: number; readonly host: string } {
    const props = checkProps(scope, prop, this.props, SRV, 'SrvTargetProps');
    return {
      priority: checkNumber(scope, `${prop}.priority`, props.priority),
      weight: checkNumber(scope, `${prop}.weight`, props.weight),
      port: checkNumber(scope, `${prop}.port`, props.port),
      host: checkString(scope, `${prop}.host`, props.host),
    };
  }
}
