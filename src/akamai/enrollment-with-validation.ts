import { Construct } from 'constructs';
import { DataResource, Fn, ITerraformDependable, Token, dependable } from '../framework';
import {
  CpsDvEnrollment,
  CpsDvEnrollmentDnsChallengesList,
  CpsDvEnrollmentHttpChallengesList,
} from '../gen/akamai/cps-dv-enrollment';
import { CpsDvValidation } from '../gen/akamai/cps-dv-validation';
import { DnsRecord } from '../gen/akamai/dns-record';
import { beginPropChecks, propError, PropChecks } from '../prop-error';
import { checkNumber, KeysOf } from '../props';
import { ChallengeAnswer, ChallengeMethod } from './challenge-answer';
import { captureChallenges, dnsChallengeValues, httpChallengeValue, namesExpression } from './challenge-expressions';
import { checkEnrollmentProps, ENROLLMENT_OPTIONS, enrollmentConfig } from './enrollment-config';
import { CertificateEnrollmentOptions } from './enrollment-options';

/** Props of an `EnrollmentWithValidation`. */
export interface EnrollmentWithValidationProps extends CertificateEnrollmentOptions {
  /**
   * How the certificate authority's challenges are answered: `ChallengeAnswer.edgeDns(zone)`,
   * `ChallengeAnswer.externalDns()` or `ChallengeAnswer.http()`.
   */
  readonly challenges: ChallengeAnswer;
  /**
   * Acknowledge the warnings CPS raises after verification, so deployment does not stop for them.
   * Read when the validation is created (again when the names change); a later change alone does not
   * replace it (the provider cannot update a validation).
   * @default false
   */
  readonly acknowledgePostVerificationWarnings?: boolean;
  /**
   * Time to live, in seconds, of the TXT records created in Edge DNS mode.
   * @default 60
   */
  readonly challengeRecordTtl?: number;
}

const PROPS: KeysOf<EnrollmentWithValidationProps> = {
  ...ENROLLMENT_OPTIONS,
  challenges: true,
  acknowledgePostVerificationWarnings: true,
  challengeRecordTtl: true,
};

/** The TXT record that answers the DNS challenges of one name, or of a name and its wildcard. */
export interface DnsChallengeRecord {
  /** Fully qualified record name: `_acme-challenge.<name>` (a Terraform expression when the name is one). */
  readonly name: string;
  /** The names whose challenges the record answers (a wildcard and its base name share a record). */
  readonly domains: string[];
  /**
   * The TXT values: the pending challenges' tokens, else those captured when the enrollment last changed,
   * else the placeholder `akamai-cps-no-pending-challenge` (a list token, known after the enrollment is created).
   */
  readonly values: string[];
}

/** The file that answers the HTTP challenge of one name. */
export interface HttpChallengeAnswer {
  /** The certificate name, as given. */
  readonly domain: string;
  /**
   * The URL the certificate authority fetches: the pending challenge's, else the captured one's, else the placeholder
   * (a token).
   */
  readonly path: string;
  /** The body the URL must return: the pending challenge's, else the captured one's, else the placeholder (a token). */
  readonly body: string;
}

/**
 * A domain-validated (Let's Encrypt) CPS certificate that validates itself: an
 * `akamai_cps_dv_enrollment` (id `Resource`), the answers to its challenges, and an
 * `akamai_cps_dv_validation` (id `Validation`) that waits for CPS to validate and deploy it.
 *
 * In Edge DNS mode the TXT records are one `akamai_dns_record` (id `ChallengeRecords`) with `for_each`
 * over `_acme-challenge.<name>` for the certificate's names, so the first `terraform apply` creates
 * everything in one run. The validation depends on what answers the challenges and carries the
 * enrollment's SANs, so changing them validates again.
 *
 * What later plans do (terraform-provider-akamai v9.2.0, pkg/providers/cps): the enrollment's Read lists
 * in `dns_challenges` and `http_challenges` only the challenges still pending (of names not yet validated,
 * while the change waits for them); once the certificate is issued, or the change moves on, both are empty
 * sets. So the answers do not follow them alone: a `terraform_data` (id `Challenges`) captures the
 * challenges when the enrollment is created, updated or replaced (`replace_triggered_by`; later changes
 * of its input ignored), and each answer is the pending challenges' value, else the captured one, else the
 * placeholder `akamai-cps-no-pending-challenge` (an Edge DNS record refuses an empty target):
 * - first apply: the records get the tokens; the validation waits for CPS;
 * - after validation: nothing pending, the answers keep the captured tokens: the next plan is empty and the
 *   records are neither destroyed nor changed (their `for_each` keys come from the names you give);
 * - renewal (CPS issues new challenges on its own): the next plan writes the new tokens in place (no record
 *   is replaced); CPS checks them on its own schedule, so run an apply while the renewal is pending. Once
 *   the renewal is validated, the answers return to the captured tokens: one more update in place;
 * - names added or removed: the enrollment is updated in place and the challenges captured anew, so the
 *   records' values show as known after apply; the apply writes the new tokens, adds or removes records,
 *   and the validation is replaced and waits again; the next plan is empty;
 * - enrollment replaced (common name, network, contract): the same, with a new enrollment id.
 * The capture needs Terraform 1.4 or later (`terraform_data`). On the first plan after upgrading from a
 * version without it, the answers show as known after apply once, and keep their values.
 */
export class EnrollmentWithValidation extends Construct {
  /** The enrollment (`akamai_cps_dv_enrollment`). */
  public readonly enrollment: CpsDvEnrollment;
  /** The CPS validation (`akamai_cps_dv_validation`), which waits for the challenges to be answered. */
  public readonly validation: CpsDvValidation;
  /** The TXT records answering the DNS challenges, in Edge DNS mode. */
  public readonly challengeRecords?: DnsRecord;
  /**
   * The enrollment's challenges as captured when it was last created or changed (`terraform_data`), the answers'
   * fallback once nothing is pending.
   */
  public readonly capturedChallenges: DataResource;
  /** How the challenges are answered. */
  public readonly challengeMethod: ChallengeMethod;
  /** The names the certificate covers, as given (the common name first), literals and Terraform expressions alike. */
  public readonly domains: string[];

  private answers = 0;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the Terraform addresses are derived
   * @param props the certificate and how its challenges are answered
   */
  public constructor(scope: Construct, id: string, props: EnrollmentWithValidationProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkEnrollmentProps(this, props, PROPS, 'EnrollmentWithValidationProps');
      const challenges = props.challenges;
      if (!(challenges instanceof ChallengeAnswer)) {
        throw propError(this, 'challenges', `${challenges === undefined ? 'missing' : 'is not a ChallengeAnswer'}; give ChallengeAnswer.edgeDns(EdgeDnsZoneRef.fromName("example.com")), ChallengeAnswer.externalDns() or ChallengeAnswer.http()`);
      }
      this.challengeMethod = challenges.method;
      const config = enrollmentConfig(this, props);
      this.domains = Token.isUnresolved(config.sans) ? [config.commonName] : config.sans;

      this.enrollment = new CpsDvEnrollment(this, 'Resource', config);
      this.capturedChallenges = captureChallenges(this, this.enrollment);
      const bound = challenges._bind(
        { scope: this, enrollment: this.enrollment, captured: this.capturedChallenges, names: config.sans, ttl: props.challengeRecordTtl === undefined ? 60 : checkNumber(this, 'challengeRecordTtl', props.challengeRecordTtl, 'a number of seconds') },
        (name) => (props.sans?.includes(name) ? `sans[${props.sans.indexOf(name)}]` : 'commonName'),
      );
      this.challengeRecords = bound.records;

      this.validation = new CpsDvValidation(this, 'Validation', {
        enrollmentId: this.enrollmentId,
        sans: this.enrollment.sans,
        acknowledgePostVerificationWarnings: props.acknowledgePostVerificationWarnings,
        timeouts: config.timeouts,
        dependsOn: bound.answeredBy,
        // The provider cannot update a validation: the flag is read when one is created.
        lifecycle: { ignoreChanges: ['acknowledge_post_verification_warnings'] },
      });
      this.answers = bound.answeredBy?.length ?? 0;

      if (bound.answeredBy === undefined) {
        const method = challenges.method === ChallengeMethod.HTTP ? 'HTTP' : 'DNS';
        const answers = challenges.method === ChallengeMethod.HTTP ? 'httpChallengeAnswers' : 'dnsChallengeRecords';
        this.node.addValidation({
          validate: () => (this.answers > 0 ? [] : [`challenges: nothing answers the ${method} challenges; pass the resources that publish them (${answers}) to answeredBy(...), so the validation waits for them`]),
        });
      }
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * Declares the resources that answer the challenges (DNS records at another provider, or whatever
   * serves the HTTP files): the validation waits for them. Can be called after construction.
   */
  public answeredBy(...answers: ITerraformDependable[]): void {
    this.validation.dependsOn = [...(this.validation.dependsOn ?? []), ...answers.map((answer) => dependable(answer))];
    this.answers += answers.length;
  }

  /** Where the answers read the challenges: the enrollment's pending ones, then the captured ones. */
  private get site() {
    return { enrollment: this.enrollment, captured: this.capturedChallenges };
  }

  /** The enrollment id, as a number (known after the enrollment is created). */
  public get enrollmentId(): number {
    return Token.asNumber(this.enrollment.id);
  }

  /** The DNS challenges CPS has pending (domain, full path, response body); empty once nothing is pending. */
  public get dnsChallenges(): CpsDvEnrollmentDnsChallengesList {
    return this.enrollment.dnsChallenges;
  }

  /** The HTTP challenges CPS has pending (domain, full path, response body); empty once nothing is pending. */
  public get httpChallenges(): CpsDvEnrollmentHttpChallengesList {
    return this.enrollment.httpChallenges;
  }

  /**
   * The TXT records that answer the DNS challenges, one per name (a wildcard sharing its base name's
   * record when both are literals): create one record per entry at any DNS provider.
   */
  public get dnsChallengeRecords(): DnsChallengeRecord[] {
    const byName = new Map<string, string[]>();
    for (const domain of this.domains) {
      const literal = !Token.isUnresolved(domain);
      const base = literal ? domain.toLowerCase().replace(/^\*\./, '') : Token.asString(Fn.lower(Fn.trimprefix(domain, '*.')));
      const name = `_acme-challenge.${base}`;
      byName.set(name, [...new Set([...(byName.get(name) ?? []), literal ? domain.toLowerCase() : domain])]);
    }
    return [...byName.entries()].map(
      ([name, domains]) => ({ name, domains, values: dnsChallengeValues(this.site, namesExpression(domains)) }),
    );
  }

  /** The files that answer the HTTP challenges: one per name, with URL and body as tokens. */
  public get httpChallengeAnswers(): HttpChallengeAnswer[] {
    return this.domains.map((domain) => ({
      domain,
      path: httpChallengeValue(this.site, domain, 'full_path'),
      body: httpChallengeValue(this.site, domain, 'response_body'),
    }));
  }
}
