import { TerraformOutput } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';
import { evaluate, HAS_TERRAFORM, unwrap } from '../support/terraform-console';

/**
 * What every later plan evaluates, with Terraform's own evaluator: the synthesized expressions of an
 * EnrollmentWithValidation, against the shapes the provider reads for the enrollment's challenges
 * (pkg/providers/cps/resource_akamai_cps_dv_enrollment.go, Read): pending challenges after create, empty
 * sets once the certificate is validated and nothing is pending, new tokens on renewal.
 */
const NAMES = { commonName: 'example.com', sans: ['www.example.com', '*.example.com'] };
const PLACEHOLDER = 'akamai-cps-no-pending-challenge';

function challenge(domain: string, token: string): string {
  return `{ domain = "${domain}", full_path = "http://${domain}/.well-known/acme-challenge/${token}", response_body = "${token}" }`;
}

/** The enrollment as the provider reads it: `dns_challenges` and `http_challenges` as sets of objects. */
function enrollment(dns: string[], http: string[] = []): string {
  const set = (items: string[]) => (items.length === 0 ? 'toset([])' : `toset([${items.join(', ')}])`);
  return `{ dns_challenges = ${set(dns)}, http_challenges = ${set(http)} }`;
}

const SHAPES: Array<[string, string, Record<string, string[]>]> = [
  ['pending: one challenge per name (a wildcard reported under its base name)', enrollment([challenge('example.com', 'tok-apex'), challenge('www.example.com', 'tok-www')]), {
    '_acme-challenge.example.com': ['tok-apex'], '_acme-challenge.www.example.com': ['tok-www'],
  }],
  ['validated: nothing pending, the provider reads empty sets', enrollment([]), {
    '_acme-challenge.example.com': [PLACEHOLDER], '_acme-challenge.www.example.com': [PLACEHOLDER],
  }],
  ['renewal: new tokens, names validated earlier no longer pending', enrollment([challenge('*.example.com', 'tok-renewed')]), {
    '_acme-challenge.example.com': ['tok-renewed'], '_acme-challenge.www.example.com': [PLACEHOLDER],
  }],
];

describe.skipIf(!HAS_TERRAFORM)('akamai.EnrollmentWithValidation: day 2, evaluated by terraform console', () => {
  const stack = akamaiStack();
  const cert = new akamai.EnrollmentWithValidation(stack, 'cert', {
    contractId: 'C-0N7RAC7', ...NAMES, adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
    challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
  });
  const json = synth(stack);
  const records = json.resource.akamai_dns_record[cert.challengeRecords!.friendlyUniqueId];
  const reference = `akamai_cps_dv_enrollment.${cert.enrollment.friendlyUniqueId}`;
  const bind = (expression: string, eachValue?: unknown) =>
    unwrap(expression).split(reference).join('local.enrollment').split('each.value').join(eachValue === undefined ? 'each.value' : `jsondecode(${JSON.stringify(JSON.stringify(eachValue))})`);

  test('the records are keyed by names Terraform knows at plan time, a wildcard sharing its base name\'s record', () => {
    const [keys] = evaluate({}, [unwrap(records.for_each)]);
    expect(keys).toEqual({ '_acme-challenge.example.com': ['*.example.com', 'example.com'], '_acme-challenge.www.example.com': ['www.example.com'] });
    expect(records.name).toBe('${each.key}');
  });

  test.each(SHAPES)('%s: every record keeps a non-empty target', (_shape, state, expected) => {
    const [keys] = evaluate({}, [unwrap(records.for_each)]) as [Record<string, string[]>];
    const names = Object.keys(keys);
    const targets = evaluate({ enrollment: state }, names.map((name) => bind(records.target, keys[name])));
    expect(Object.fromEntries(names.map((name, i) => [name, targets[i]]))).toEqual(expected);
  });

  test.each(SHAPES)('%s: the external DNS records the construct exposes evaluate alike', (_shape, state, expected) => {
    const external = akamaiStack();
    const site = new akamai.EnrollmentWithValidation(external, 'cert', {
      contractId: 'C-0N7RAC7', ...NAMES, adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION, challenges: akamai.ChallengeAnswer.externalDns(),
    });
    site.answeredBy(site.enrollment);
    site.dnsChallengeRecords.forEach((record, i) => new TerraformOutput(external, `record${i}`, { value: record.values }));
    const outputs = synth(external).output;
    const externalReference = `akamai_cps_dv_enrollment.${site.enrollment.friendlyUniqueId}`;
    const values = evaluate({ enrollment: state }, site.dnsChallengeRecords.map((_r, i) => unwrap(outputs[`record${i}`].value).split(externalReference).join('local.enrollment')));
    expect(Object.fromEntries(site.dnsChallengeRecords.map((record, i) => [record.name, values[i]]))).toEqual(expected);
  });

  test('HTTP answers: the pending file, then the placeholder once validated, never a failing element([], 0)', () => {
    const httpStack = akamaiStack();
    const site = new akamai.EnrollmentWithValidation(httpStack, 'cert', {
      contractId: 'C-0N7RAC7', commonName: 'www.example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      challenges: akamai.ChallengeAnswer.http(),
    });
    const [answer] = site.httpChallengeAnswers;
    new TerraformOutput(httpStack, 'path', { value: answer.path });
    new TerraformOutput(httpStack, 'body', { value: answer.body });
    site.answeredBy(site.enrollment);
    const outputs = synth(httpStack).output;
    const httpReference = `akamai_cps_dv_enrollment.${site.enrollment.friendlyUniqueId}`;
    const expressions = [outputs.path.value, outputs.body.value].map((e: string) => unwrap(e).split(httpReference).join('local.enrollment'));
    expect(evaluate({ enrollment: enrollment([], [challenge('www.example.com', 'tok-http')]) }, expressions)).toEqual([
      'http://www.example.com/.well-known/acme-challenge/tok-http', 'tok-http',
    ]);
    expect(evaluate({ enrollment: enrollment([]) }, expressions)).toEqual([PLACEHOLDER, PLACEHOLDER]);
  });
});

describe('akamai.EnrollmentWithValidation: day 2, synthesized', () => {
  test('the validation ignores later changes of the flag the provider cannot update', () => {
    const stack = akamaiStack();
    const cert = new akamai.EnrollmentWithValidation(stack, 'cert', {
      contractId: 'C-0N7RAC7', ...NAMES, adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')), acknowledgePostVerificationWarnings: true,
    });
    const validation = synth(stack).resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId];
    expect(validation.lifecycle).toEqual({ ignore_changes: ['acknowledge_post_verification_warnings'] });
    expect(validation.acknowledge_post_verification_warnings).toBe(true);
    expect(validation.sans).toBe(`\${tolist(akamai_cps_dv_enrollment.${cert.enrollment.friendlyUniqueId}.sans)}`);
  });
});
