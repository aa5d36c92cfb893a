import { TerraformVariable } from 'cdktf';
import { execFileSync } from 'child_process';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { resourceOutcome } from '../support/contract-cases';
import { akamaiStack, outcome, synth } from '../support/synth';

const CONFIG = 12345;

// Field names, required fields and allowed values from Akamai's published request schemas
// (akamai-apis apis/appsec/v1/schemas: rate-policy.yaml, match-target.yaml, custom-rule.yaml, reputation-profile.yaml).
describe('akamai.AppsecDocument: application security JSON documents from typed props', () => {
  test('a rate policy renders the JSON the API takes, fields in the order given, and synthesizes', () => {
    const stack = akamaiStack();
    const ratePolicy = akamai.AppsecDocument.ratePolicy({
      name: 'login-burst',
      type: 'WAF',
      matchType: 'path',
      averageThreshold: 5,
      burstThreshold: 8,
      clientIdentifier: 'ip',
      requestType: 'ClientRequest',
      sameActionOnIpv6: true,
      pathMatchType: 'Custom',
      path: { positiveMatch: true, values: ['/login'] },
    });
    expect(ratePolicy).toBe('{"name":"login-burst","type":"WAF","matchType":"path","averageThreshold":5,"burstThreshold":8,"clientIdentifier":"ip","requestType":"ClientRequest","sameActionOnIpv6":true,"pathMatchType":"Custom","path":{"positiveMatch":true,"values":["/login"]}}');
    new akamai.appsecRatePolicy.AppsecRatePolicy(stack, 'rate', { configId: CONFIG, ratePolicy });
    expect(synth(stack).resource.akamai_appsec_rate_policy.rate.rate_policy).toBe(ratePolicy);
  });

  test('a match target, a custom rule and a reputation profile synthesize', () => {
    const stack = akamaiStack();
    new akamai.appsecMatchTarget.AppsecMatchTarget(stack, 'target', {
      configId: CONFIG,
      matchTarget: akamai.AppsecDocument.matchTarget({ type: 'website', hostnames: ['www.example.com'], filePaths: ['/*'], isNegativePathMatch: false, securityPolicy: { policyId: 'ww01_123456' } }),
    });
    new akamai.appsecCustomRule.AppsecCustomRule(stack, 'rule', {
      configId: CONFIG,
      customRule: akamai.AppsecDocument.customRule({ name: 'block-admin', operation: 'AND', ruleActivated: true, conditions: [{ type: 'pathMatch', positiveMatch: true, value: ['/admin'] }] }),
    });
    new akamai.appsecReputationProfile.AppsecReputationProfile(stack, 'profile', {
      configId: CONFIG,
      reputationProfile: akamai.AppsecDocument.reputationProfile({ name: 'scrapers', context: 'WEBSCRP', threshold: 5, sharedIpHandling: 'NON_SHARED' }),
    });
    expect(outcome(stack)).toEqual({ errors: [], warnings: [] });
  });

  test('a misspelt field or a wrong value (from JavaScript, without a compiler) is refused at synth like raw JSON', () => {
    const stack = akamaiStack();
    new akamai.appsecRatePolicy.AppsecRatePolicy(stack, 'rate', { configId: CONFIG, ratePolicy: akamai.AppsecDocument.ratePolicy({ nme: 'typo', averageThreshold: 'five' } as any) });
    new akamai.appsecMatchTarget.AppsecMatchTarget(stack, 'target', { configId: CONFIG, matchTarget: akamai.AppsecDocument.matchTarget({ type: 'Website', securityPolicy: { policyId: 'ww01_123456' } }) });
    expect(outcome(stack).errors).toEqual([
      '[test] test/rate: akamai_appsec_rate_policy.rate.rate_policy: nme: is not a field here; did you mean "name"?; allowed: additionalMatchOptions, apiSelectors, averageThreshold, bodyParameters, burstThreshold, burstWindow, clientIdentifier, clientIdentifiers, condition, counterType, createDate, description, evaluation, fileExtensions, hostnames, hosts, id, matchType, name, path, pathMatchType, pathUriPositiveMatch, penaltyBoxDuration, queryParameters, requestType, sameActionOnIpv6, type, updateDate, useXForwardForHeaders, used [akamai/appsec-rate-policy-rate-policy-contract]',
      '[test] test/target: akamai_appsec_match_target.target.match_target: type: "Website" is not allowed; allowed: "website", "api" [akamai/appsec-match-target-match-target-contract]',
    ]);
  });

  test('references, variables and functions in a document are encoded by Terraform and pass through', () => {
    const stack = akamaiStack();
    const host = new TerraformVariable(stack, 'host', { type: 'string' });
    new akamai.appsecMatchTarget.AppsecMatchTarget(stack, 'target', {
      configId: CONFIG,
      matchTarget: akamai.AppsecDocument.matchTarget({ type: 'website', hostnames: [host.stringValue], securityPolicy: { policyId: 'ww01_123456' } }),
    });
    expect(synth(stack).resource.akamai_appsec_match_target.target.match_target).toBe('${jsonencode({"type" = "website", "hostnames" = [var.host], "securityPolicy" = {"policyId" = "ww01_123456"}})}');
  });

  test('rapid rule definitions are a list', () => {
    expect(akamai.AppsecDocument.rapidRuleDefinitions([{ id: 3000001, action: 'deny', lock: true }])).toBe('[{"id":3000001,"action":"deny","lock":true}]');
  });
});

/**
 * The real documents of the provider's examples and of Akamai's API examples, read from checkouts
 * (git directories named by AKAMAI_PROVIDER_GIT and AKAMAI_APIS_GIT; skipped without them): given to the
 * builder as props, each renders the same JSON, which synthesizes.
 */
const PROVIDER_GIT = process.env.AKAMAI_PROVIDER_GIT;
const APIS_GIT = process.env.AKAMAI_APIS_GIT;
const REAL: Array<[keyof typeof akamai.AppsecDocument, string, string, 'provider' | 'apis', string]> = [
  ['ratePolicy', 'akamai_appsec_rate_policy', 'rate_policy', 'provider', 'examples/appsec/rate_policy.json'],
  ['ratePolicy', 'akamai_appsec_rate_policy', 'rate_policy', 'apis', 'apis/appsec/v1/examples/rate-policy-post.json'],
  ['matchTarget', 'akamai_appsec_match_target', 'match_target', 'provider', 'examples/appsec/match_targets.json'],
  ['matchTarget', 'akamai_appsec_match_target', 'match_target', 'apis', 'apis/appsec/v1/examples/match-target-post.json'],
  ['customRule', 'akamai_appsec_custom_rule', 'custom_rule', 'provider', 'examples/appsec/custom_rules_simple.json'],
  ['customRule', 'akamai_appsec_custom_rule', 'custom_rule', 'apis', 'apis/appsec/v1/examples/custom-rule-post.json'],
  ['reputationProfile', 'akamai_appsec_reputation_profile', 'reputation_profile', 'apis', 'apis/appsec/v1/examples/reputation-profile-post.json'],
];

describe.skipIf(PROVIDER_GIT === undefined || APIS_GIT === undefined)('the builders render the real documents unchanged', () => {
  test.each(REAL)('%s: %s.%s from %s %s', (method, type, argument, repo, path) => {
    const text = execFileSync('git', ['--git-dir', repo === 'provider' ? PROVIDER_GIT! : APIS_GIT!, 'show', `${repo === 'provider' ? 'v9.2.0' : 'HEAD'}:${path}`], { encoding: 'utf-8' });
    const rendered = (akamai.AppsecDocument[method] as (props: unknown) => string)(JSON.parse(text));
    expect(JSON.parse(rendered)).toEqual(JSON.parse(text));
    expect(resourceOutcome(type, { [argument]: rendered }).errors.filter((line) => line.includes(`.subject.${argument}:`))).toEqual([]);
  });
});
