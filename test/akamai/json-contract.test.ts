import { TerraformStack, TerraformVariable } from 'cdktf';
import { execFileSync } from 'child_process';
import { describe, expect, test } from 'vitest';
import { akamai, Validations } from '../../lib';
import { resourceOutcome } from '../support/contract-cases';
import { akamaiStack, outcome } from '../support/synth';

const CONFIG = 12345;

/** The error lines and warnings of one resource with a JSON argument. */
function judge(build: (stack: TerraformStack) => void): { errors: string[]; warnings: string[] } {
  const stack = akamaiStack();
  build(stack);
  return outcome(stack);
}

// The documents below are written from Akamai's published request schemas (akamai-apis, apis/appsec/v1/schemas:
// rate-policy.yaml, match-target.yaml, custom-rule.yaml, reputation-profile.yaml; apis/imaging/v2) and the
// provider's strict decoding of `akamai_apidefinitions_api.api` (api_state_validator.go).
describe('Akamai JSON arguments are checked against the request schemas the API publishes', () => {
  const ratePolicy = { name: 'login-burst', type: 'WAF', matchType: 'path', averageThreshold: 5, burstThreshold: 8, clientIdentifier: 'ip', requestType: 'ClientRequest', sameActionOnIpv6: true, pathMatchType: 'Custom', path: { positiveMatch: true, values: ['/login'] } };

  test.each([
    ['a rate policy as the API takes it', (s: TerraformStack) => new akamai.appsecRatePolicy.AppsecRatePolicy(s, 'r', { configId: CONFIG, ratePolicy: JSON.stringify(ratePolicy) })],
    ['a match target', (s: TerraformStack) => new akamai.appsecMatchTarget.AppsecMatchTarget(s, 't', { configId: CONFIG, matchTarget: JSON.stringify({ type: 'website', hostnames: ['www.example.com'], filePaths: ['/*'], securityPolicy: { policyId: 'ww01_123456' } }) })],
    ['a custom rule', (s: TerraformStack) => new akamai.appsecCustomRule.AppsecCustomRule(s, 'c', { configId: CONFIG, customRule: JSON.stringify({ name: 'block-admin', operation: 'AND', ruleActivated: true, conditions: [{ type: 'pathMatch', positiveMatch: true, value: ['/admin'] }] }) })],
    ['a reputation profile', (s: TerraformStack) => new akamai.appsecReputationProfile.AppsecReputationProfile(s, 'p', { configId: CONFIG, reputationProfile: JSON.stringify({ name: 'scrapers', context: 'WEBSCRP', threshold: 5, sharedIpHandling: 'NON_SHARED' }) })],
    ['an image policy with nested transformations', (s: TerraformStack) => new akamai.imagingPolicyImage.ImagingPolicyImage(s, 'i', { contractId: 'ctr_1-ABCDE', policysetId: 'abc', policyId: 'thumbs', json: JSON.stringify({ transformations: [{ transformation: 'Grayscale' }, { transformation: 'Compound', transformations: [{ transformation: 'MaxColors', colors: 16 }] }] }) })],
    ['an API definition with the required fields', (s: TerraformStack) => new akamai.apidefinitionsApi.ApidefinitionsApi(s, 'a', { contractId: '1-ABCDE', groupId: 12345, api: JSON.stringify({ name: 'pets', hostnames: ['api.example.com'] }) })],
  ])('%s synthesizes', (_title, build) => {
    expect(judge(build)).toEqual({ errors: [], warnings: [] });
  });

  test.each([
    [
      'a misspelt field and a number written as a word in a rate policy (the issue\'s example)',
      (s: TerraformStack) => new akamai.appsecRatePolicy.AppsecRatePolicy(s, 'r', { configId: CONFIG, ratePolicy: JSON.stringify({ nme: 'typo', averageThreshold: 'five' }) }),
      '[test] test/r: akamai_appsec_rate_policy.r.rate_policy: nme: is not a field here; did you mean "name"?',
      'akamai/appsec-rate-policy-rate-policy-contract',
    ],
    [
      'a threshold written as a word',
      (s: TerraformStack) => new akamai.appsecRatePolicy.AppsecRatePolicy(s, 'r', { configId: CONFIG, ratePolicy: JSON.stringify({ ...ratePolicy, averageThreshold: 'five' }) }),
      '[test] test/r: akamai_appsec_rate_policy.r.rate_policy: averageThreshold: "five" is not an integer',
      'akamai/appsec-rate-policy-rate-policy-contract',
    ],
    [
      'a rate policy type in lower case',
      (s: TerraformStack) => new akamai.appsecRatePolicy.AppsecRatePolicy(s, 'r', { configId: CONFIG, ratePolicy: JSON.stringify({ ...ratePolicy, type: 'waf' }) }),
      '[test] test/r: akamai_appsec_rate_policy.r.rate_policy: type: "waf" is not allowed; allowed: "WAF", "BOTMAN"',
      'akamai/appsec-rate-policy-rate-policy-contract',
    ],
    [
      'a rate policy without its burst threshold',
      (s: TerraformStack) => new akamai.appsecRatePolicy.AppsecRatePolicy(s, 'r', { configId: CONFIG, ratePolicy: JSON.stringify({ ...ratePolicy, burstThreshold: undefined }) }),
      '[test] test/r: akamai_appsec_rate_policy.r.rate_policy: the document: burstThreshold is required',
      'akamai/appsec-rate-policy-rate-policy-contract',
    ],
    [
      'a match target of an unknown type',
      (s: TerraformStack) => new akamai.appsecMatchTarget.AppsecMatchTarget(s, 't', { configId: CONFIG, matchTarget: JSON.stringify({ type: 'site', securityPolicy: { policyId: 'ww01_123456' } }) }),
      '[test] test/t: akamai_appsec_match_target.t.match_target: type: "site" is not allowed; allowed: "website", "api"',
      'akamai/appsec-match-target-match-target-contract',
    ],
    [
      'a custom rule condition operator of another case',
      (s: TerraformStack) => new akamai.appsecCustomRule.AppsecCustomRule(s, 'c', { configId: CONFIG, customRule: JSON.stringify({ name: 'x', operation: 'and' }) }),
      '[test] test/c: akamai_appsec_custom_rule.c.custom_rule: operation: "and" is not allowed; allowed: "AND", "OR"',
      'akamai/appsec-custom-rule-custom-rule-contract',
    ],
    [
      'a reputation profile context that does not exist',
      (s: TerraformStack) => new akamai.appsecReputationProfile.AppsecReputationProfile(s, 'p', { configId: CONFIG, reputationProfile: JSON.stringify({ name: 'x', context: 'SCRAPERS', threshold: 5, sharedIpHandling: 'BOTH' }) }),
      '[test] test/p: akamai_appsec_reputation_profile.p.reputation_profile: context: "SCRAPERS" is not allowed; allowed: "WEBSCRP", "DOSATCK", "WEBATCK", "SCANTL"',
      'akamai/appsec-reputation-profile-reputation-profile-contract',
    ],
    [
      'an unknown image transformation, nested in a compound one',
      (s: TerraformStack) => new akamai.imagingPolicyImage.ImagingPolicyImage(s, 'i', { contractId: 'ctr_1-ABCDE', policysetId: 'abc', policyId: 'thumbs', json: JSON.stringify({ transformations: [{ transformation: 'Compound', transformations: [{ transformation: 'Blurr' }] }] }) }),
      '[test] test/i: akamai_imaging_policy_image.i.json: transformations[0].transformations[0].transformation: "Blurr" is not allowed; allowed: ',
      'akamai/imaging-policy-image-json-contract',
    ],
    [
      'an unknown field in an API definition, which the provider decodes strictly',
      (s: TerraformStack) => new akamai.apidefinitionsApi.ApidefinitionsApi(s, 'a', { contractId: '1-ABCDE', groupId: 12345, api: JSON.stringify({ name: 'pets', hostnames: ['api.example.com'], basePaths: '/v1' }) }),
      '[test] test/a: akamai_apidefinitions_api.a.api: basePaths: is not a field here; did you mean "basePath"?',
      'akamai/apidefinitions-api-api-contract',
    ],
  ])('%s is refused at synth', (_title, build, start, rule) => {
    const { errors } = judge(build);
    expect(errors).toHaveLength(1);
    expect(errors[0].startsWith(start), errors[0]).toBe(true);
    expect(errors[0].endsWith(`[${rule}]`), errors[0]).toBe(true);
  });

  test('keys match in any case where the provider decodes the document with Go\'s decoder, and exactly where it sends it as written', () => {
    // malware_policy is decoded into a Go struct (case-insensitive keys); rate_policy is sent to the API as written.
    const malware = judge((s) => new akamai.appsecMalwarePolicy.AppsecMalwarePolicy(s, 'm', { configId: CONFIG, malwarePolicy: JSON.stringify({ Name: 'uploads', hostnames: ['www.example.com'], paths: ['/upload'] }) }));
    expect(malware.errors).toEqual([]);
    const rate = judge((s) => new akamai.appsecRatePolicy.AppsecRatePolicy(s, 'r', { configId: CONFIG, ratePolicy: JSON.stringify({ ...ratePolicy, Name: 'x', name: undefined }) }));
    expect(rate.errors[0]).toContain('rate_policy: Name: is not a field here; did you mean "name"?');
  });

  test('an API definition\'s keys match in any case, as the provider\'s strict decoder matches them', () => {
    expect(judge((s) => new akamai.apidefinitionsApi.ApidefinitionsApi(s, 'a', { contractId: '1-ABCDE', groupId: 12345, api: JSON.stringify({ NAME: 'pets', hostnames: ['api.example.com'], basepath: '/v1' }) })).errors).toEqual([]);
  });

  test('a reference, a variable or a function passes through unjudged', () => {
    const stack = akamaiStack();
    const doc = new TerraformVariable(stack, 'doc', { type: 'string' });
    new akamai.appsecRatePolicy.AppsecRatePolicy(stack, 'r', { configId: CONFIG, ratePolicy: doc.stringValue });
    new akamai.appsecMatchTarget.AppsecMatchTarget(stack, 't', { configId: CONFIG, matchTarget: `\${file("target.json")}` });
    expect(outcome(stack)).toEqual({ errors: [], warnings: [] });
  });

  test('the configuration, policy and activation mistakes teams make are named with what the API takes', () => {
    const stack = akamaiStack();
    new akamai.appsecConfiguration.AppsecConfiguration(stack, 'config', { name: 'web', description: 'WAF', contractId: 'ctr_C-0N7RAC7', groupId: '12345', hostNames: ['www.example.com'] });
    new akamai.appsecSecurityPolicy.AppsecSecurityPolicy(stack, 'policy', { configId: CONFIG, securityPolicyName: 'www', securityPolicyPrefix: 'www' });
    new akamai.appsecActivations.AppsecActivations(stack, 'activation', { configId: CONFIG, version: 1, network: 'staging', notificationEmails: ['sec@example.com'] });
    const { errors, warnings } = outcome(stack);
    expect(errors).toEqual([
      '[test] test/activation: akamai_appsec_activations.activation.network: "staging" is not allowed; allowed: "STAGING", "PRODUCTION" [akamai/appsec-activations-network-enum]',
      '[test] test/config: akamai_appsec_configuration.config.contract_id: "ctr_C-0N7RAC7" is not valid: a contract id without the ctr_ prefix, for example "C-0N7RAC7" (the Application Security API takes contract ids bare) [akamai/appsec-configuration-contract-id-bare]',
    ]);
    expect(warnings.filter((w) => w.endsWith('[akamai/appsec-security-policy-prefix-format]'))).toHaveLength(1);
  });

  test('the contract rules can be switched off', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/appsec-rate-policy-rate-policy-contract');
    new akamai.appsecRatePolicy.AppsecRatePolicy(stack, 'r', { configId: CONFIG, ratePolicy: JSON.stringify({ nme: 'typo' }) });
    expect(outcome(stack).errors).toEqual([]);
  });
});

/**
 * The real documents of the provider's tests and examples (v9.2.0) and of Akamai's API examples synthesize,
 * read from checkouts of those repositories (git directories named by AKAMAI_PROVIDER_GIT and
 * AKAMAI_APIS_GIT); skipped without them.
 */
const PROVIDER_GIT = process.env.AKAMAI_PROVIDER_GIT;
const APIS_GIT = process.env.AKAMAI_APIS_GIT;
const REAL_DOCUMENTS: Array<[string, string, 'provider' | 'apis', string]> = [
  ['akamai_appsec_rate_policy', 'rate_policy', 'provider', 'examples/appsec/rate_policy.json'],
  ['akamai_appsec_rate_policy', 'rate_policy', 'apis', 'apis/appsec/v1/examples/rate-policy-post.json'],
  ['akamai_appsec_match_target', 'match_target', 'provider', 'examples/appsec/match_targets.json'],
  ['akamai_appsec_match_target', 'match_target', 'apis', 'apis/appsec/v1/examples/match-target-post.json'],
  ['akamai_appsec_custom_rule', 'custom_rule', 'provider', 'examples/appsec/custom_rules_simple.json'],
  ['akamai_appsec_custom_rule', 'custom_rule', 'apis', 'apis/appsec/v1/examples/custom-rule-post.json'],
  ['akamai_appsec_reputation_profile', 'reputation_profile', 'apis', 'apis/appsec/v1/examples/reputation-profile-post.json'],
  ['akamai_appsec_penalty_box_conditions', 'penalty_box_conditions', 'provider', 'pkg/providers/appsec/testdata/TestResPenaltyBoxConditions/PenaltyBoxConditions.json'],
  ['akamai_appsec_malware_policy', 'malware_policy', 'apis', 'apis/appsec/v1/examples/malware-policy-post.json'],
  ['akamai_appsec_rapid_rules', 'rule_definitions', 'provider', 'examples/appsec/rapid_rules/rule_definitions.json'],
  ['akamai_apidefinitions_api', 'api', 'provider', 'examples/apidefinitions/api/api.json'],
  ['akamai_apidefinitions_api', 'api', 'provider', 'pkg/providers/apidefinitions/testdata/endpoint/api-configuration-with-resources.json'],
  ['akamai_imaging_policy_image', 'json', 'provider', 'pkg/providers/imaging/testdata/TestDataPolicyImage/policy_with_nested_transformations/expected.json'],
  ['akamai_imaging_policy_image', 'json', 'apis', 'apis/imaging/v2/examples/policy-put.json'],
  ['akamai_imaging_policy_video', 'json', 'provider', 'pkg/providers/imaging/testdata/TestDataPolicyVideo/regular_policy/expected.json'],
];

describe.skipIf(PROVIDER_GIT === undefined || APIS_GIT === undefined)('the real documents of the provider and of the API examples', () => {
  test('the harness refuses a wrong document (so a pass below means the document was judged)', () => {
    expect(resourceOutcome('akamai_appsec_rate_policy', { rate_policy: '{"nme": 1}' }).errors.some((line) => line.includes('.subject.rate_policy: nme: is not a field here'))).toBe(true);
  });

  test.each(REAL_DOCUMENTS)('%s.%s: %s %s', (type, argument, repo, path) => {
    const text = execFileSync('git', ['--git-dir', repo === 'provider' ? PROVIDER_GIT! : APIS_GIT!, 'show', `${repo === 'provider' ? 'v9.2.0' : 'HEAD'}:${path}`], { encoding: 'utf-8' });
    // The document as the argument of a resource of the type that takes it.
    const { errors } = resourceOutcome(type, { [argument]: JSON.stringify(JSON.parse(text)) });
    expect(errors.filter((line) => line.includes(`.subject.${argument}:`) && line.includes('-contract]'))).toEqual([]);
  });
});
