import { Construct } from 'constructs';
import { Fn, MapTerraformIterator, TerraformIterator, Token } from '../framework';
import { CpsDvEnrollment } from '../gen/akamai/cps-dv-enrollment';

/**
 * The Terraform expressions that answer a DV enrollment's challenges, written so that every later plan
 * and apply keeps working (see EnrollmentWithValidation's class doc):
 *
 * - the enrollment's `dns_challenges`/`http_challenges` hold only the challenges still pending; once
 *   the certificate is validated and nothing is pending, the provider reads them as empty sets;
 * - an Edge DNS record refuses an empty target, and `element([], 0)` fails a plan;
 * - so each answer falls back to a fixed placeholder when no challenge is pending, and takes the new
 *   tokens when a renewal or a change of names brings new challenges.
 */

/** What a challenge answer needs of the enrollment it answers for. */
export interface ChallengeSite {
  readonly scope: Construct;
  readonly enrollment: CpsDvEnrollment;
  /** The certificate's names as given (literals and tokens), the common name first. */
  readonly names: string[];
  /** Time to live of the TXT records, in seconds. */
  readonly ttl: number;
}

/** The TXT value (or HTTP answer) written while no challenge is pending: harmless, and never empty. */
export const NO_PENDING_CHALLENGE = 'akamai-cps-no-pending-challenge';

/**
 * The records that answer the DNS challenges, as a `for_each` over a Terraform expression: one record
 * `_acme-challenge.<name>` per name, a wildcard sharing its base name's record, and each record's value
 * the names it answers for (lower case). Names may be Terraform expressions known at plan time.
 */
export function challengeRecordsIterator(names: string[]): MapTerraformIterator {
  const map = TerraformIterator.fromList(names).forExpressionForMap('format("_acme-challenge.%s", lower(trimprefix(val, "*.")))', 'lower(val)...');
  return TerraformIterator.fromMap(Token.asAnyMap(map));
}

/**
 * A certificate name as a Terraform expression, lower case: a quoted literal, or the expression a token
 * stands for (tokens are written bare inside an expression, never quoted).
 */
export function nameExpression(name: string): string {
  return Token.isUnresolved(name) ? `lower(${name})` : JSON.stringify(name.toLowerCase());
}

/** A list of certificate names as a Terraform list expression. */
export function namesExpression(names: readonly string[]): string {
  return `[${names.map(nameExpression).join(', ')}]`;
}

/**
 * The TXT values for the names in `domains` (a Terraform list expression: `each.value`, or a list of
 * names sharing one record): the response bodies of the pending DNS challenges for one of them, a
 * wildcard and its base name alike (CPS may report a wildcard's challenge under either), or the
 * placeholder when none is pending. `compact()` keeps the value unknown at plan time while
 * a response body is unknown, so the plan never promises a value the apply changes.
 */
export function dnsChallengeValues(enrollment: CpsDvEnrollment, domains: string): string[] {
  const challenges = TerraformIterator.fromList(enrollment.dnsChallenges);
  const bodies = challenges.forExpressionForList(`val.response_body if contains([for name in ${domains} : trimprefix(name, "*.")], trimprefix(lower(val.domain), "*."))`);
  return Token.asList(Fn.compact(Token.asList(Fn.coalescelist([bodies, [NO_PENDING_CHALLENGE]]))));
}

/** The URL path or the body of the pending HTTP challenge of one name, or the placeholder when none is pending. */
export function httpChallengeValue(enrollment: CpsDvEnrollment, domain: string, field: 'full_path' | 'response_body'): string {
  const challenges = TerraformIterator.fromList(enrollment.httpChallenges);
  const matching = challenges.forExpressionForList(`val.${field} if lower(val.domain) == ${nameExpression(domain)}`);
  return Token.asString(Fn.element(Fn.concat([matching, [NO_PENDING_CHALLENGE]]), 0));
}
