import { Fn, ITerraformDependable, TerraformIterator, Token, dependable } from 'cdktf';
import { Construct } from 'constructs';
import {
  CpsDvEnrollment,
  CpsDvEnrollmentDnsChallengesList,
  CpsDvEnrollmentHttpChallengesList,
} from '../gen/akamai/cps-dv-enrollment';
import { CpsDvValidation } from '../gen/akamai/cps-dv-validation';
import { DnsRecord } from '../gen/akamai/dns-record';
import { propError, show } from '../prop-error';
import { enrollmentConfig } from './enrollment-config';
import { CertificateEnrollmentOptions } from './enrollment-options';
import { EnrollmentValidation, ValidationMethod } from './enrollment-validation';

/** Props of an `EnrollmentWithValidation`. */
export interface EnrollmentWithValidationProps extends CertificateEnrollmentOptions {
  /** How the certificate authority's challenges are answered. */
  readonly validation: EnrollmentValidation;
  /**
   * Acknowledge the warnings CPS raises after verification, so deployment does not stop for them.
   * @default false
   */
  readonly acknowledgePostVerificationWarnings?: boolean;
  /**
   * Time to live, in seconds, of the TXT records created in Edge DNS mode.
   * @default 60
   */
  readonly challengeRecordTtl?: number;
}

/** The TXT record that answers the DNS challenges of one or two names (a name and its wildcard). */
export interface DnsChallengeRecord {
  /** Fully qualified record name, known at synth time: `_acme-challenge.<name>`. */
  readonly name: string;
  /** The challenge domains whose answers the record holds (a wildcard also matches its base name). */
  readonly domains: string[];
  /** The TXT values (a list token, known after the enrollment is created). */
  readonly values: string[];
}

/** The file that answers the HTTP challenge of one name. */
export interface HttpChallengeAnswer {
  /** The certificate name, known at synth time. */
  readonly domain: string;
  /** The URL the certificate authority fetches (a token, known after the enrollment is created). */
  readonly path: string;
  /** The body the URL must return (a token, known after the enrollment is created). */
  readonly body: string;
}

/**
 * A domain-validated (Let's Encrypt) CPS certificate that validates itself: an
 * `akamai_cps_dv_enrollment` (id `Resource`), the answers to its challenges, and an
 * `akamai_cps_dv_validation` (id `Validation`) that waits for CPS to validate and deploy it.
 *
 * In Edge DNS mode the TXT records are one `akamai_dns_record` (id `ChallengeRecords`) with
 * `for_each` over record names derived from the certificate's names, so the keys are known at plan
 * time and the first `terraform apply` creates everything in one run. The validation depends on what
 * answers the challenges and carries the enrollment's SANs, so changing them validates again.
 */
export class EnrollmentWithValidation extends Construct {
  /** The enrollment (`akamai_cps_dv_enrollment`). */
  public readonly enrollment: CpsDvEnrollment;
  /** The validation (`akamai_cps_dv_validation`). */
  public readonly validation: CpsDvValidation;
  /** The TXT records answering the DNS challenges, in Edge DNS mode. */
  public readonly challengeRecords?: DnsRecord;
  /** How the challenges are answered. */
  public readonly validationMethod: ValidationMethod;
  /** The names the certificate authority challenges (the common name and the SANs, lower case). */
  public readonly domains: string[];

  private answers = 0;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the Terraform addresses are derived
   * @param props the certificate and how its challenges are answered
   */
  public constructor(scope: Construct, id: string, props: EnrollmentWithValidationProps) {
    super(scope, id);
    this.validationMethod = props.validation.method;
    const config = enrollmentConfig(this, props);
    this.domains = unique(config.sans.map((name) => name.toLowerCase()));
    this.checkNamesFor(props, config.sans);

    this.enrollment = new CpsDvEnrollment(this, 'Resource', config);

    const validation = props.validation;
    if (validation.method === ValidationMethod.EDGE_DNS) {
      const records = TerraformIterator.fromMap(
        Object.fromEntries(this.dnsChallengeRecords.map((record) => [record.name, record.domains])),
      );
      this.challengeRecords = new DnsRecord(this, 'ChallengeRecords', {
        forEach: records,
        zone: validation._zone ? validation._zone.zone : validation._zoneName!,
        name: records.key,
        recordtype: 'TXT',
        ttl: props.challengeRecordTtl ?? 60,
        target: responseBodies(this.enrollment, Token.asString(records.value)),
      });
    }

    this.validation = new CpsDvValidation(this, 'Validation', {
      enrollmentId: this.enrollmentId,
      sans: this.enrollment.sans,
      acknowledgePostVerificationWarnings: props.acknowledgePostVerificationWarnings,
      timeouts: config.timeouts,
      dependsOn: this.challengeRecords ? [this.challengeRecords] : undefined,
    });

    if (validation.method !== ValidationMethod.EDGE_DNS) {
      this.node.addValidation({
        validate: () =>
          this.answers > 0
            ? []
            : [
              `validation: nothing answers the ${validation.method === ValidationMethod.HTTP ? 'HTTP' : 'DNS'} challenges; pass the resources that publish them (${validation.method === ValidationMethod.HTTP ? 'httpChallengeAnswers' : 'dnsChallengeRecords'}) to answeredBy(...), so the validation waits for them`,
            ],
      });
    }
  }

  /**
   * Declares the resources that answer the challenges (DNS records at another provider, or whatever
   * serves the HTTP files): the validation waits for them. Can be called after construction.
   */
  public answeredBy(...answers: ITerraformDependable[]): void {
    this.validation.dependsOn = [...(this.validation.dependsOn ?? []), ...answers.map((answer) => dependable(answer))];
    this.answers += answers.length;
  }

  /** The enrollment id, as a number (known after the enrollment is created). */
  public get enrollmentId(): number {
    return Token.asNumber(this.enrollment.id);
  }

  /** The DNS challenges CPS issued (domain, full path, response body), after the enrollment is created. */
  public get dnsChallenges(): CpsDvEnrollmentDnsChallengesList {
    return this.enrollment.dnsChallenges;
  }

  /** The HTTP challenges CPS issued (domain, full path, response body), after the enrollment is created. */
  public get httpChallenges(): CpsDvEnrollmentHttpChallengesList {
    return this.enrollment.httpChallenges;
  }

  /**
   * The TXT records that answer the DNS challenges: names known at synth time, values as tokens. Create
   * one record per entry at any DNS provider (no `for_each` over unknown values needed).
   */
  public get dnsChallengeRecords(): DnsChallengeRecord[] {
    const byName = new Map<string, string[]>();
    for (const domain of this.domains) {
      const base = domain.replace(/^\*\./, '');
      const name = `_acme-challenge.${base}`;
      // CPS may report a wildcard's challenge under the wildcard or under its base name: match both.
      byName.set(name, unique([...(byName.get(name) ?? []), base, domain]));
    }
    return [...byName.entries()].map(([name, domains]) => ({
      name,
      domains,
      values: Token.asList(responseBodies(this.enrollment, JSON.stringify(domains))),
    }));
  }

  /** The files that answer the HTTP challenges: one per name, with URL and body as tokens. */
  public get httpChallengeAnswers(): HttpChallengeAnswer[] {
    const challenges = TerraformIterator.fromList(this.enrollment.httpChallenges);
    return this.domains.map((domain) => ({
      domain,
      path: Token.asString(Fn.element(challenges.forExpressionForList(`val.full_path if val.domain == ${JSON.stringify(domain)}`), 0)),
      body: Token.asString(Fn.element(challenges.forExpressionForList(`val.response_body if val.domain == ${JSON.stringify(domain)}`), 0)),
    }));
  }

  /** Checks the certificate's names against the validation method. */
  private checkNamesFor(props: EnrollmentWithValidationProps, names: string[]): void {
    const validation = props.validation;
    names.forEach((name) => {
      if (Token.isUnresolved(name)) return;
      const prop = name.toLowerCase() === props.commonName.toLowerCase() ? 'commonName' : `sans[${props.sans!.indexOf(name)}]`;
      if (validation.method === ValidationMethod.HTTP && name.startsWith('*.')) {
        throw propError(this, prop, `${show(name)} is a wildcard, and a wildcard can only be validated through DNS; use EnrollmentValidation.edgeDns(...) or EnrollmentValidation.externalDns()`);
      }
      const zone = validation._zone ? validation._zone.zoneInput : validation._zoneName;
      if (validation.method === ValidationMethod.EDGE_DNS && zone !== undefined && !Token.isUnresolved(zone)) {
        const base = name.replace(/^\*\./, '').toLowerCase();
        const zoneName = zone.toLowerCase().replace(/\.$/, '');
        if (base !== zoneName && !base.endsWith(`.${zoneName}`)) {
          throw propError(this, prop, `${show(name)} is outside the Edge DNS zone ${show(zone)}, so its challenge record cannot be created there; allowed: ${show(zoneName)} and names under it`);
        }
      }
    });
  }
}

/**
 * The response bodies of the DNS challenges whose domain is in `domains` (a Terraform list
 * expression such as `each.value` or `["example.com"]`), read from the enrollment.
 */
function responseBodies(enrollment: CpsDvEnrollment, domains: string): string[] {
  const challenges = TerraformIterator.fromList(enrollment.dnsChallenges);
  return Token.asList(challenges.forExpressionForList(`val.response_body if contains(${domains}, val.domain)`));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
