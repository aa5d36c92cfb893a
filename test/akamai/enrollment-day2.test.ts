import { TerraformOutput } from 'cdktf';
import { execFileSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';
import { evaluate, HAS_TERRAFORM, unwrap } from '../support/terraform-console';

/**
 * What every later plan evaluates and does, with Terraform itself: the synthesized expressions of an
 * EnrollmentWithValidation against the shapes the provider reads for the enrollment's challenges
 * (terraform-provider-akamai v9.2.0 pkg/providers/cps/resource_akamai_cps_dv_enrollment.go, Read: only the
 * pending challenges of names not yet validated, empty sets once nothing is pending; CustomizeDiff: new names'
 * challenges planned without bodies), and the plans that follow validation, renewal and a change of names.
 */
const NAMES = { commonName: 'example.com', sans: ['www.example.com', '*.example.com'] };
const PLACEHOLDER = 'akamai-cps-no-pending-challenge';

function challenge(domain: string, token: string): string {
  return `{ domain = "${domain}", full_path = "http://${domain}/.well-known/acme-challenge/${token}", response_body = "${token}" }`;
}

/** Challenges as the provider reads them: `dns_challenges` and `http_challenges` as sets of objects. */
function challenges(dns: string[], http: string[] = []): string {
  const set = (items: string[]) => (items.length === 0 ? 'toset([])' : `toset([${items.join(', ')}])`);
  return `{ dns_challenges = ${set(dns)}, http_challenges = ${set(http)} }`;
}

/** The captured challenges as `terraform_data` outputs them: its input, `{ dns, http }`. */
function captured(dns: string[], http: string[] = []): string {
  const set = (items: string[]) => (items.length === 0 ? 'toset([])' : `toset([${items.join(', ')}])`);
  return `{ output = { dns = ${set(dns)}, http = ${set(http)} } }`;
}

const ISSUED = [challenge('example.com', 'tok-apex'), challenge('www.example.com', 'tok-www')];

const SHAPES: Array<[string, string, string, Record<string, string[]>]> = [
  ['first apply: the pending challenges, captured as they are', challenges(ISSUED), captured(ISSUED), {
    '_acme-challenge.example.com': ['tok-apex'], '_acme-challenge.www.example.com': ['tok-www'],
  }],
  ['validated: nothing pending, the answers keep the captured tokens', challenges([]), captured(ISSUED), {
    '_acme-challenge.example.com': ['tok-apex'], '_acme-challenge.www.example.com': ['tok-www'],
  }],
  ['renewal: a new token where one is pending (a wildcard reported under its own name), the captured one elsewhere', challenges([challenge('*.example.com', 'tok-renewed')]), captured(ISSUED), {
    '_acme-challenge.example.com': ['tok-renewed'], '_acme-challenge.www.example.com': ['tok-www'],
  }],
  ['new names planned: challenges without bodies count as none', challenges(['{ domain = "example.com", full_path = null, response_body = null }']), captured(ISSUED), {
    '_acme-challenge.example.com': ['tok-apex'], '_acme-challenge.www.example.com': ['tok-www'],
  }],
  ['nothing pending and nothing captured (an enrollment validated before the capture existed)', challenges([]), captured([]), {
    '_acme-challenge.example.com': [PLACEHOLDER], '_acme-challenge.www.example.com': [PLACEHOLDER],
  }],
];

function edgeDnsCertificate() {
  const stack = akamaiStack();
  const cert = new akamai.EnrollmentWithValidation(stack, 'cert', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'), ...NAMES, adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
    challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
  });
  const json = synth(stack);
  return {
    cert,
    json,
    records: json.resource.akamai_dns_record[cert.challengeRecords!.friendlyUniqueId],
    enrollment: `akamai_cps_dv_enrollment.${cert.enrollment.friendlyUniqueId}`,
    captured: `terraform_data.${cert.capturedChallenges.friendlyUniqueId}`,
  };
}

describe.skipIf(!HAS_TERRAFORM)('akamai.EnrollmentWithValidation: day 2, evaluated by terraform console', () => {
  const { records, enrollment, captured: capturedAddress } = edgeDnsCertificate();
  const bind = (expression: string, eachValue?: unknown) =>
    unwrap(expression).split(enrollment).join('local.enrollment').split(capturedAddress).join('local.captured')
      .split('each.value').join(eachValue === undefined ? 'each.value' : `jsondecode(${JSON.stringify(JSON.stringify(eachValue))})`);

  test('the records are keyed by names Terraform knows at plan time, a wildcard sharing its base name\'s record', () => {
    const [keys] = evaluate({}, [unwrap(records.for_each)]);
    expect(keys).toEqual({ '_acme-challenge.example.com': ['*.example.com', 'example.com'], '_acme-challenge.www.example.com': ['www.example.com'] });
    expect(records.name).toBe('${each.key}');
  });

  test.each(SHAPES)('%s', (_shape, pending, kept, expected) => {
    const [keys] = evaluate({}, [unwrap(records.for_each)]) as [Record<string, string[]>];
    const names = Object.keys(keys);
    const targets = evaluate(
      { enrollment: pending, captured: kept },
      names.map((name) => bind(records.target, keys[name])),
    );
    expect(Object.fromEntries(names.map((name, i) => [name, targets[i]]))).toEqual(expected);
  });

  test.each(SHAPES)('%s: the external DNS records the construct exposes evaluate alike', (_shape, pending, kept, expected) => {
    const external = akamaiStack();
    const site = new akamai.EnrollmentWithValidation(external, 'cert', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), ...NAMES, adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION, challenges: akamai.ChallengeAnswer.externalDns(),
    });
    site.answeredBy(site.enrollment);
    site.dnsChallengeRecords.forEach((record, i) => new TerraformOutput(external, `record${i}`, { value: record.values }));
    const outputs = synth(external).output;
    const substitute = (e: string) => unwrap(e).split(`akamai_cps_dv_enrollment.${site.enrollment.friendlyUniqueId}`).join('local.enrollment')
      .split(`terraform_data.${site.capturedChallenges.friendlyUniqueId}`).join('local.captured');
    const values = evaluate({ enrollment: pending, captured: kept }, site.dnsChallengeRecords.map((_r, i) => substitute(outputs[`record${i}`].value)));
    expect(Object.fromEntries(site.dnsChallengeRecords.map((record, i) => [record.name, values[i]]))).toEqual(expected);
  });

  test('HTTP answers: the pending file, the captured one once validated or while new names are planned, the placeholder when none was captured, never a failing element([], 0)', () => {
    const httpStack = akamaiStack();
    const site = new akamai.EnrollmentWithValidation(httpStack, 'cert', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: 'www.example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      challenges: akamai.ChallengeAnswer.http(),
    });
    const [answer] = site.httpChallengeAnswers;
    new TerraformOutput(httpStack, 'path', { value: answer.path });
    new TerraformOutput(httpStack, 'body', { value: answer.body });
    site.answeredBy(site.enrollment);
    const outputs = synth(httpStack).output;
    const expressions = [outputs.path.value, outputs.body.value].map((e: string) => unwrap(e)
      .split(`akamai_cps_dv_enrollment.${site.enrollment.friendlyUniqueId}`).join('local.enrollment')
      .split(`terraform_data.${site.capturedChallenges.friendlyUniqueId}`).join('local.captured'));
    const file = [challenge('www.example.com', 'tok-http')];
    expect(evaluate({ enrollment: challenges([], file), captured: captured([], file) }, expressions)).toEqual([
      'http://www.example.com/.well-known/acme-challenge/tok-http', 'tok-http',
    ]);
    expect(evaluate({ enrollment: challenges([]), captured: captured([], file) }, expressions)).toEqual([
      'http://www.example.com/.well-known/acme-challenge/tok-http', 'tok-http',
    ]);
    const planned = ['{ domain = "www.example.com", full_path = null, response_body = null }'];
    expect(evaluate({ enrollment: challenges([], planned), captured: captured([], file) }, expressions)).toEqual([
      'http://www.example.com/.well-known/acme-challenge/tok-http', 'tok-http',
    ]);
    expect(evaluate({ enrollment: challenges([]), captured: captured([]) }, expressions)).toEqual([
      PLACEHOLDER,
      PLACEHOLDER,
    ]);
  });
});

/**
 * The synthesized capture and records, run by Terraform through the plans that follow: the blocks as written, with
 * the enrollment replaced by a stand-in whose arguments change only when the names change (`terraform_data`, no
 * provider needed) and its challenges by a variable, as the provider reads them on refresh without a change of the
 * enrollment. The records are `terraform_data` whose input is the records' target: a plan changes them exactly when
 * it would change the records.
 */
describe.skipIf(!HAS_TERRAFORM)('akamai.EnrollmentWithValidation: day 2, planned and applied by terraform', () => {
  const { json, records, enrollment, captured: capturedAddress, cert } = edgeDnsCertificate();
  const capture = json.resource.terraform_data[cert.capturedChallenges.friendlyUniqueId];
  const rewrite = (value: unknown) => JSON.parse(JSON.stringify(value)
    .split(`${enrollment}.dns_challenges`).join('var.challenges')
    .split(`${enrollment}.http_challenges`).join('var.http')
    .split(capturedAddress).join('terraform_data.captured')
    .split(enrollment).join('terraform_data.enrollment'));
  const dir = mkdtempSync(join(tmpdir(), 'tf-day2-'));
  writeFileSync(join(dir, 'main.tf.json'), JSON.stringify({
    variable: {
      names: { type: 'string' },
      challenges: { type: 'set(object({ domain = string, full_path = string, response_body = string }))' },
      http: { type: 'set(object({ domain = string, full_path = string, response_body = string }))', default: [] },
    },
    resource: {
      terraform_data: {
        enrollment: { input: '${var.names}' },
        captured: rewrite(capture),
        records: { for_each: records.for_each, input: rewrite(records.target) },
      },
    },
  }));
  const env = { ...process.env, CHECKPOINT_DISABLE: '1', TF_CLI_CONFIG_FILE: join(dir, 'none.tfrc'), TF_IN_AUTOMATION: '1' };
  const run = (args: string[]) => execFileSync('terraform', args, { cwd: dir, env, encoding: 'utf-8', stdio: ['ignore', 'pipe', 'pipe'] });
  const vars = (names: string, tokens: Record<string, string>) => [
    '-var', `names=${names}`,
    '-var', `challenges=${JSON.stringify(Object.entries(tokens).map(([domain, token]) => ({ domain, full_path: `_acme-challenge.${domain.replace(/^\*\./, '')}`, response_body: token })))}`,
  ];
  /** The resources a plan would change, with their actions (`update`, `replace`, ...); none for an empty plan. */
  const plan = (names: string, tokens: Record<string, string>) => {
    run(['plan', '-input=false', '-lock=false', '-out=plan.out', ...vars(names, tokens)]);
    const changes = JSON.parse(run(['show', '-json', 'plan.out'])).resource_changes as Array<{ address: string; change: { actions: string[] } }>;
    return Object.fromEntries(changes.filter((c) => !c.change.actions.includes('no-op')).map((c) => [c.address, c.change.actions.join('+')]));
  };
  const apply = (names: string, tokens: Record<string, string>) => run(['apply', '-input=false', '-lock=false', '-auto-approve', ...vars(names, tokens)]);
  const published = () => Object.fromEntries(Object.entries(JSON.parse(run(['output', '-json', 'records']))));

  test('validation, renewal and a change of names: which plans change the records, and what they hold', () => {
    writeFileSync(join(dir, 'outputs.tf.json'), JSON.stringify({ output: { records: { value: '${{ for k, r in terraform_data.records : k => r.output }}' } } }));
    run(['init', '-input=false', '-backend=false']);
    apply('v1', { 'example.com': 'tok-apex', 'www.example.com': 'tok-www' });
    expect(published()).toEqual({ '_acme-challenge.example.com': ['tok-apex'], '_acme-challenge.www.example.com': ['tok-www'] });

    // Validated: the provider reads no pending challenge; nothing changes, nothing is destroyed.
    expect(plan('v1', {})).toEqual({});

    // Renewal: CPS's new challenge is written in place; the capture stays.
    expect(plan('v1', { '*.example.com': 'tok-renewed' })).toEqual({ 'terraform_data.records["_acme-challenge.example.com"]': 'update' });
    apply('v1', { '*.example.com': 'tok-renewed' });
    expect(published()['_acme-challenge.example.com']).toEqual(['tok-renewed']);
    // Once the renewal is validated, the record returns to the captured token: one update in place.
    expect(plan('v1', {})).toEqual({ 'terraform_data.records["_acme-challenge.example.com"]': 'update' });
    apply('v1', {});

    // A change of names: the enrollment is updated, the capture replaced, the records take the new tokens.
    expect(plan('v2', { 'example.com': 'tok-apex-2', 'www.example.com': 'tok-www-2' })).toEqual({
      'terraform_data.enrollment': 'update',
      'terraform_data.captured': 'delete+create',
      'terraform_data.records["_acme-challenge.example.com"]': 'update',
      'terraform_data.records["_acme-challenge.www.example.com"]': 'update',
    });
    apply('v2', { 'example.com': 'tok-apex-2', 'www.example.com': 'tok-www-2' });
    // And once they are validated, the next plan is empty again.
    expect(plan('v2', {})).toEqual({});
    expect(published()).toEqual({ '_acme-challenge.example.com': ['tok-apex-2'], '_acme-challenge.www.example.com': ['tok-www-2'] });
  }, 120_000);
});

describe('akamai.EnrollmentWithValidation: day 2, synthesized', () => {
  test('the validation ignores later changes of the flag the provider cannot update', () => {
    const stack = akamaiStack();
    const cert = new akamai.EnrollmentWithValidation(stack, 'cert', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), ...NAMES, adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')), acknowledgePostVerificationWarnings: true,
    });
    const validation = synth(stack).resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId];
    expect(validation.lifecycle).toEqual({ ignore_changes: ['acknowledge_post_verification_warnings'] });
    expect(validation.acknowledge_post_verification_warnings).toBe(true);
    expect(validation.sans).toBe(`\${tolist(akamai_cps_dv_enrollment.${cert.enrollment.friendlyUniqueId}.sans)}`);
  });

  test('the capture is replaced with the enrollment, whose address Terraform reads bare in replace_triggered_by; its own changes are ignored', () => {
    const { json, cert, enrollment } = edgeDnsCertificate();
    expect(json.resource.terraform_data[cert.capturedChallenges.friendlyUniqueId].lifecycle).toEqual({ ignore_changes: ['input'], replace_triggered_by: [enrollment] });
  });
});
