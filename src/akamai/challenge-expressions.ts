import { Construct } from 'constructs';
import { DataResource, Fn, Lazy, MapTerraformIterator, TerraformIterator, Token } from '../framework';
import { CpsDvEnrollment } from '../gen/akamai/cps-dv-enrollment';

/**
 * The Terraform expressions that answer a DV enrollment's challenges, written so that every later plan
 * and apply keeps working and the answers stay put once the certificate is validated (see
 * EnrollmentWithValidation's class doc):
 *
 * - the enrollment's `dns_challenges`/`http_challenges` hold only the challenges still pending; once
 *   the certificate is validated and nothing is pending, the provider reads them as empty sets;
 * - so each answer is the pending challenges' value, else the value of the challenges captured when the
 *   enrollment was last created or changed (`terraform_data`, see `captureChallenges`), else a fixed
 *   placeholder (an Edge DNS record refuses an empty target, and `element([], 0)` fails a plan).
 */

/** What a challenge answer needs of the enrollment it answers for. */
export interface ChallengeSite {
  readonly scope: Construct;
  readonly enrollment: CpsDvEnrollment;
  /** The enrollment's challenges as captured when it was last created or changed (`captureChallenges`). */
  readonly captured: DataResource;
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
 * The challenges of the enrollment as they were when it was last created or changed: a `terraform_data` (id
 * `Challenges`) whose input is the enrollment's `dns_challenges` and `http_challenges`, its later changes ignored and
 * the resource replaced (so the challenges captured anew) whenever the enrollment is created, updated or replaced.
 * When the certificate is validated and the provider reads no pending challenge, the answers keep the captured
 * values instead of changing, so the next plan is empty.
 */
export function captureChallenges(scope: Construct, enrollment: CpsDvEnrollment): DataResource {
  // The enrollment's address as Terraform reads `replace_triggered_by` in JSON: a bare reference. (Given the
  // resource, the framework writes its interpolation, `${...}`, which Terraform refuses there.)
  const address = Lazy.stringValue({ produce: () => `${enrollment.terraformResourceType}.${enrollment.friendlyUniqueId}` });
  return new DataResource(scope, 'Challenges', {
    input: { dns: enrollment.dnsChallenges, http: enrollment.httpChallenges },
    lifecycle: { ignoreChanges: ['input'], replaceTriggeredBy: [address] },
  });
}

/** The challenges of one kind (`dns`, `http`) the enrollment has pending, then those captured, as lists to iterate. */
function challengeLists(site: Pick<ChallengeSite, 'enrollment' | 'captured'>, kind: 'dns' | 'http'): TerraformIterator[] {
  const pending = kind === 'dns' ? TerraformIterator.fromList(site.enrollment.dnsChallenges) : TerraformIterator.fromList(site.enrollment.httpChallenges);
  return [pending, TerraformIterator.fromList(site.captured.interpolationForAttribute(`output.${kind}`))];
}

/**
 * The TXT values for the names in `domains` (a Terraform list expression: `each.value`, or a list of
 * names sharing one record): the response bodies of the pending DNS challenges for one of them, a
 * wildcard and its base name alike (CPS may report a wildcard's challenge under either), else those of the
 * captured challenges, else the placeholder. A response body not known at plan time (a new enrollment's)
 * makes the whole value unknown, so the plan never promises a value the apply changes; one that is null
 * (the provider plans the challenges of changed names without bodies) counts as none.
 */
export function dnsChallengeValues(site: Pick<ChallengeSite, 'enrollment' | 'captured'>, domains: string): string[] {
  const bodies = challengeLists(site, 'dns').map((challenges) => challenges.forExpressionForList(
    `val.response_body if contains([for name in ${domains} : trimprefix(name, "*.")], trimprefix(lower(val.domain), "*.")) && val.response_body != null && val.response_body != ""`,
  ));
  return Token.asList(Fn.coalescelist([...bodies, [NO_PENDING_CHALLENGE]]));
}

/**
 * The URL path or the body of the pending (else captured) HTTP challenge of one name, or the placeholder; a value
 * without a path or body counts as none.
 */
export function httpChallengeValue(site: Pick<ChallengeSite, 'enrollment' | 'captured'>, domain: string, field: 'full_path' | 'response_body'): string {
  const matching = challengeLists(site, 'http').map((challenges) => challenges.forExpressionForList(
    `val.${field} if lower(val.domain) == ${nameExpression(domain)} && val.${field} != null && val.${field} != ""`,
  ));
  return Token.asString(Fn.element(Fn.concat([...matching, [NO_PENDING_CHALLENGE]]), 0));
}
