import { Construct } from 'constructs';
import { ITerraformDependable, Token } from '../framework';
import { EdgeHostname } from '../gen/akamai/edge-hostname';
import { propError, refuse, show } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkString, KeysOf } from '../props';
import type { BoundEdgeHostname, EdgeHostnameAccount } from './delivery-bindings';
import { EnrollmentWithValidation } from './enrollment-with-validation';
import { ThirdPartyEnrollment } from './third-party-enrollment';

/** Which IP versions an edge hostname resolves to. */
export enum IpBehavior {
  /** IPv4 and IPv6 (dual stack); Akamai's recommendation for a public site. */
  IPV6_COMPLIANCE = 'IPV6_COMPLIANCE',
  /** IPv4 only. */
  IPV4 = 'IPV4',
  /** IPv6 where the client has it, IPv4 otherwise. The provider cannot move an existing edge hostname to it. */
  IPV6_PERFORMANCE = 'IPV6_PERFORMANCE',
}

/**
 * The CPS certificate of an Enhanced TLS edge hostname: an enrollment of this app (whose deployment the
 * production activation waits for) or an existing enrollment by id.
 */
export abstract class EdgeCertificate {
  /** A DV certificate of this app; the production activation waits for its validation. */
  public static fromEnrollment(enrollment: EnrollmentWithValidation): EdgeCertificate {
    return new EnrollmentCertificate(enrollment);
  }

  /** A third-party certificate of this app; the production activation waits for its upload. */
  public static fromThirdPartyEnrollment(enrollment: ThirdPartyEnrollment): EdgeCertificate {
    return new EnrollmentCertificate(enrollment);
  }

  /** An existing CPS enrollment, by its numeric id. */
  public static fromEnrollmentId(enrollmentId: number): EdgeCertificate {
    return new EnrollmentIdCertificate(enrollmentId);
  }

  /**
   * @internal the enrollment id; what makes the certificate ready (validated or uploaded), when this app
   * holds it; the names it covers, when they are known
   */
  public abstract _bind(
    scope: Construct,
    prop: string,
  ): { readonly enrollmentId: number; readonly ready?: ITerraformDependable; readonly names?: readonly string[] };
}

class EnrollmentCertificate extends EdgeCertificate {
  public constructor(private readonly enrollment: EnrollmentWithValidation | ThirdPartyEnrollment) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    if (this.enrollment instanceof EnrollmentWithValidation) {
      return {
        enrollmentId: this.enrollment.enrollmentId,
        ready: this.enrollment.validation,
        names: Token.isUnresolved(this.enrollment.domains) ? undefined : this.enrollment.domains,
      };
    }
    if (this.enrollment instanceof ThirdPartyEnrollment) {
      const { commonNameInput, sansInput } = this.enrollment.enrollment;
      const names = [commonNameInput, ...(Array.isArray(sansInput) ? sansInput : [])].filter((n): n is string => typeof n === 'string');
      return {
        enrollmentId: this.enrollment.enrollmentId,
        ready: this.enrollment.upload,
        names: names.some((n) => Token.isUnresolved(n)) || Token.isUnresolved(sansInput) ? undefined : names,
      };
    }
    throw propError(scope, prop, 'EdgeCertificate.fromEnrollment(...) takes an EnrollmentWithValidation, fromThirdPartyEnrollment(...) a ThirdPartyEnrollment');
  }
}

class EnrollmentIdCertificate extends EdgeCertificate {
  public constructor(private readonly enrollmentId: number) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    return { enrollmentId: checkNumber(scope, prop, this.enrollmentId, 'a CPS enrollment id (a number)') };
  }
}

/** Options of an edge hostname the construct creates. */
export interface EdgeHostnameOptions {
  /**
   * The name before the suffix (`www.example.com` makes `www.example.com.edgekey.net`).
   * @default - the property's first hostname
   */
  readonly prefix?: string;
  /**
   * The IP versions the edge hostname resolves to.
   * @default IpBehavior.IPV6_COMPLIANCE
   */
  readonly ipBehavior?: IpBehavior;
  /**
   * The email addresses Akamai's Edge Hostname API notifies about the changes the provider requests of the
   * edge hostname (`status_update_email`): an IP behavior change and the deletion. The provider reads them
   * when it makes such a request and never reads them back, so a change of the list alone plans an update
   * that calls nothing.
   * @default - none
   */
  readonly statusUpdateEmails?: string[];
}

/** Options of an Enhanced TLS edge hostname (`.edgekey.net`). */
export interface EnhancedTlsEdgeHostnameOptions extends EdgeHostnameOptions {
  /** The CPS certificate the edge hostname serves. */
  readonly certificate: EdgeCertificate;
}

/**
 * The edge hostname the property's hostnames point to (the target of their CNAME records): one the
 * construct creates on Enhanced TLS (`.edgekey.net`, your CPS certificate) or Standard TLS
 * (`.edgesuite.net`), or an existing one by name.
 *
 * What a change does to the next plan (`akamai_edge_hostname`,
 * pkg/providers/property/resource_akamai_edge_hostname.go):
 * - `prefix` or the TLS kind: the name changes, so the edge hostname is replaced (a new one is created,
 *   the property's hostnames point to it in a new property version, the old one is deleted);
 * - `certificate` (another enrollment): the provider refuses the plan (`validateImmutableFields`: it cannot
 *   change the certificate of an edge hostname); change the prefix as well to create a new edge hostname;
 * - `ipBehavior`: updated in place, between `IPV4` and `IPV6_COMPLIANCE` only, and `statusUpdateEmails`
 *   are notified of the change;
 * - `statusUpdateEmails` alone: an update in place that calls nothing;
 * - a renewal of the certificate keeps its enrollment id: no change.
 * Creating an edge hostname whose name already exists in the contract and group fails at apply ("already
 * exists"); use `fromName` for an existing one.
 */
export abstract class EdgeHostnameChoice {
  /** Creates an Enhanced TLS edge hostname (`<prefix>.edgekey.net`) serving your CPS certificate. */
  public static enhancedTls(options: EnhancedTlsEdgeHostnameOptions): EdgeHostnameChoice {
    return new CreatedEdgeHostname('edgekey.net', options);
  }

  /** Creates a Standard TLS edge hostname (`<prefix>.edgesuite.net`). */
  public static standardTls(options?: EdgeHostnameOptions): EdgeHostnameChoice {
    return new CreatedEdgeHostname('edgesuite.net', options ?? {});
  }

  /** An existing edge hostname, by its full name (`www.example.com.edgekey.net`). */
  public static fromName(name: string): EdgeHostnameChoice {
    return new ExistingEdgeHostname(name);
  }

  /** @internal creates (or names) the edge hostname for the construct */
  public abstract _bind(scope: Construct, prop: string, account: EdgeHostnameAccount): BoundEdgeHostname;
}

const OPTIONS: KeysOf<EnhancedTlsEdgeHostnameOptions> = {
  certificate: true,
  prefix: true,
  ipBehavior: true,
  statusUpdateEmails: true,
};

class CreatedEdgeHostname extends EdgeHostnameChoice {
  public constructor(private readonly suffix: 'edgekey.net' | 'edgesuite.net', private readonly options: Partial<EnhancedTlsEdgeHostnameOptions>) {
    super();
  }

  public _bind(scope: Construct, prop: string, account: EdgeHostnameAccount): BoundEdgeHostname {
    const secure = this.suffix === 'edgekey.net';
    const known = secure ? OPTIONS : {
      prefix: true as const,
      ipBehavior: true as const,
      statusUpdateEmails: true as const,
    };
    checkOptionalProps(scope, prop, this.options, known as KeysOf<EnhancedTlsEdgeHostnameOptions>, secure ? 'EnhancedTlsEdgeHostnameOptions' : 'EdgeHostnameOptions');
    let certificate: ReturnType<EdgeCertificate['_bind']> | undefined;
    if (secure) {
      if (!(this.options.certificate instanceof EdgeCertificate)) {
        throw propError(scope, `${prop}.certificate`, 'missing or not an EdgeCertificate; give EdgeCertificate.fromEnrollment(enrollment), fromThirdPartyEnrollment(enrollment) or fromEnrollmentId(id)');
      }
      certificate = this.options.certificate._bind(scope, `${prop}.certificate`);
    }
    const prefix = this.options.prefix === undefined ? account.defaultPrefix : checkString(scope, `${prop}.prefix`, this.options.prefix);
    const resource = new EdgeHostname(scope, 'EdgeHostname', {
      contractId: account.contract.prefixed,
      groupId: account.group.prefixed,
      productId: account.product.prefixed,
      edgeHostname: `${prefix}.${this.suffix}`,
      ipBehavior: this.options.ipBehavior ?? IpBehavior.IPV6_COMPLIANCE,
      certificate: certificate?.enrollmentId,
      statusUpdateEmail: statusUpdateEmails(scope, `${prop}.statusUpdateEmails`, this.options.statusUpdateEmails),
    });
    return {
      name: resource.edgeHostname,
      resource,
      secure,
      certificate: certificate && { ready: certificate.ready, names: certificate.names },
    };
  }
}

/** Email addresses (a list token, or an address token, passes through); the API takes them joined by commas. */
function statusUpdateEmails(scope: Construct, prop: string, value: string[] | undefined): string[] | undefined {
  const emails = checkList(scope, prop, value, 'email addresses');
  if (emails === undefined || Token.isUnresolved(emails)) return emails;
  emails.forEach((email, index) => {
    checkString(scope, `${prop}[${index}]`, email);
    if (!Token.isUnresolved(email) && !/^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(email)) {
      refuse(scope, 'akamai/delivery-status-update-email', `${prop}[${index}]`, `${show(email)} is not an email address; allowed: one address without commas (the Edge Hostname API takes the list joined by commas)`);
    }
  });
  return emails;
}

class ExistingEdgeHostname extends EdgeHostnameChoice {
  public constructor(private readonly name: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundEdgeHostname {
    const name = checkString(scope, prop, this.name);
    return { name, secure: Token.isUnresolved(name) || name.endsWith('.edgekey.net') };
  }
}
