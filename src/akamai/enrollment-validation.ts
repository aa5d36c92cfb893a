import { DnsZone } from '../gen/akamai/dns-zone';

/** How the certificate authority's challenges are answered. */
export enum ValidationMethod {
  /** TXT records in an Akamai Edge DNS zone, created by the construct. */
  EDGE_DNS = 'EDGE_DNS',
  /** TXT records at another DNS provider, created by the user from the exposed challenges. */
  EXTERNAL_DNS = 'EXTERNAL_DNS',
  /** Files served over HTTP by the user, from the exposed challenges. */
  HTTP = 'HTTP',
}

/** How an `EnrollmentWithValidation` proves control of its domains: pick one of the static factories. */
export class EnrollmentValidation {
  /**
   * Answer the DNS challenges with TXT records in an Edge DNS zone of this app; every name of the
   * certificate must be in the zone.
   */
  public static edgeDns(zone: DnsZone): EnrollmentValidation {
    return new EnrollmentValidation(ValidationMethod.EDGE_DNS, zone, undefined);
  }

  /**
   * Answer the DNS challenges with TXT records in an existing Edge DNS zone, given by name
   * (for example `example.com`); every name of the certificate must be in the zone.
   */
  public static edgeDnsZoneName(zoneName: string): EnrollmentValidation {
    return new EnrollmentValidation(ValidationMethod.EDGE_DNS, undefined, zoneName);
  }

  /**
   * Answer the DNS challenges at another DNS provider: the construct creates no records and exposes
   * them (`dnsTxtRecords`); pass what creates them to `answeredBy`.
   */
  public static externalDns(): EnrollmentValidation {
    return new EnrollmentValidation(ValidationMethod.EXTERNAL_DNS, undefined, undefined);
  }

  /**
   * Answer the HTTP challenges by serving files: the construct exposes them (`httpChallengeAnswers`);
   * pass what serves them to `answeredBy`. A wildcard name cannot be proven this way.
   */
  public static http(): EnrollmentValidation {
    return new EnrollmentValidation(ValidationMethod.HTTP, undefined, undefined);
  }

  /** The validation method this choice stands for. */
  public readonly method: ValidationMethod;

  /** @internal the Edge DNS zone construct, for `edgeDns` */
  public readonly _zone?: DnsZone;

  /** @internal the Edge DNS zone name, for `edgeDnsZoneName` */
  public readonly _zoneName?: string;

  private constructor(method: ValidationMethod, zone: DnsZone | undefined, zoneName: string | undefined) {
    this.method = method;
    this._zone = zone;
    this._zoneName = zoneName;
  }
}
