import { TerraformDataSource, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';
import { findProblems } from '../../lib/validation/find-problems';
import { akamaiStack, cplnStack, problemLines, synth, validationWarnings } from '../support/synth';

function workload(
  stack: TerraformStack,
  id: string,
  extra: Partial<cpln.workload.WorkloadConfig> = {},
): cpln.workload.Workload {
  return new cpln.workload.Workload(stack, id, {
    gvc: 'production', name: id, type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }], ...extra,
  });
}

function errorsOf(stack: TerraformStack): string[] {
  try {
    synth(stack);
  } catch (e) {
    return problemLines(e);
  }
  return [];
}

describe('schema conformance of the synthesized JSON (layer 1)', () => {
  test('a misspelt override is an unknown argument, with a suggestion', () => {
    const stack = cplnStack();
    workload(stack, 'api').addOverride('options.autoscaling.maxScale', 5);
    expect(errorsOf(stack)).toEqual([
      '[test] test/api: cpln_workload.api.options.autoscaling.maxScale: is not an argument of this block; did you mean "max_scale"? known: keda, max_concurrency, max_scale, metric, metric_percentile, min_scale, multi, scale_to_zero_delay, target [schema/unknown-argument]',
    ]);
  });

  test('an override that indexes a single-object block is explained', () => {
    const stack = cplnStack();
    new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', loadBalancer: { dedicated: true } }).addOverride('load_balancer.0.trusted_proxies', 1);
    expect(errorsOf(stack)).toEqual([
      '[test] test/gvc: cpln_gvc.gvc.load_balancer.0: an override wrote index "0" into a block that is synthesized as one object; drop the index from the override path (got {"trusted_proxies":1}) [schema/unknown-argument]',
    ]);
  });

  test('missing required arguments and blocks, computed-only attributes, wrong types and too many blocks', () => {
    const stack = cplnStack();
    const api = workload(stack, 'api');
    api.addOverride('gvc', null);
    api.addOverride('container', null);
    api.addOverride('self_link', '/org/acme/gvc/production/workload/api');
    api.addOverride('options', [{ timeout_seconds: 'thirty', capacity_ai: 'yes', autoscaling: {} }, { autoscaling: {} }]);
    expect(errorsOf(stack)).toEqual([
      '[test] test/api: cpln_workload.api.container: block is required and missing (at least 1) [schema/missing-required]',
      '[test] test/api: cpln_workload.api.gvc: is required and missing [schema/missing-required]',
      '[test] test/api: cpln_workload.api.options: has 2 blocks; at most 1 allowed [schema/max-items]',
      '[test] test/api: cpln_workload.api.options[0].capacity_ai: "yes" is not a boolean (true, false, or "true", "false", "1", "0") [schema/type]',
      '[test] test/api: cpln_workload.api.options[0].timeout_seconds: "thirty" is not a number (Terraform converts only decimal numbers such as 30 or "30") [schema/type]',
      '[test] test/api: cpln_workload.api.self_link: is set by the provider and cannot be configured (got "/org/acme/gvc/production/workload/api") [schema/computed-only]',
    ]);
  });

  test('values Terraform converts are accepted: numbers as strings, booleans as strings, blocks as one object or a list', () => {
    const stack = cplnStack();
    const api = workload(stack, 'api');
    api.addOverride('options', [{ timeout_seconds: '30', capacity_ai: '0', debug: '1', suspend: 'true', autoscaling: [{ max_scale: '3', target: '1e2', min_scale: '+1' }] }]);
    expect(errorsOf(stack)).toEqual([]);
  });

  test('nested attribute types (a set and a map of objects) are checked inside, each problem at its element or key', () => {
    const stack = akamaiStack();
    const raw = (id: string, type: string) => new TerraformResource(stack, id, { terraformResourceType: type, terraformGeneratorMetadata: { providerName: 'akamai' } });
    const ca = raw('ca', 'akamai_mtlstruststore_ca_set');
    ca.addOverride('name', 'edge-clients');
    ca.addOverride('certificates', [null, { certificate_pem: 'pem', bogus: 1 }, 'pem', { description: 'no pem' }, '${var.certificate}']);
    const client = raw('client', 'akamai_mtlskeystore_client_certificate_third_party');
    for (const [key, value] of Object.entries({ certificate_name: 'client', contract_id: 'C-1', group_id: 1, geography: 'CORE', secure_network: 'STANDARD_TLS', notification_emails: ['ops@example.com'] })) client.addOverride(key, value);
    client.addOverride('versions', { v1: { version: 2 }, v2: 'pem', v3: {} });
    expect(errorsOf(stack).filter((line) => line.includes(' [schema/'))).toEqual([
      '[test] test/ca: akamai_mtlstruststore_ca_set.ca.certificates[0]: is null; a set cannot hold null [schema/null-element]',
      expect.stringMatching(/^\[test\] test\/ca: akamai_mtlstruststore_ca_set\.ca\.certificates\[1\]\.bogus: is not an argument of this block; known: certificate_pem, .* \[schema\/unknown-argument\]$/),
      '[test] test/ca: akamai_mtlstruststore_ca_set.ca.certificates[2]: "pem" is not an object [schema/type]',
      '[test] test/ca: akamai_mtlstruststore_ca_set.ca.certificates[3].certificate_pem: is required and missing [schema/missing-required]',
      '[test] test/client: akamai_mtlskeystore_client_certificate_third_party.client.versions.v1.version: is set by the provider and cannot be configured (got 2) [schema/computed-only]',
      '[test] test/client: akamai_mtlskeystore_client_certificate_third_party.client.versions.v2: "pem" is not an object [schema/type]',
    ]);
  });

  test('values are judged exactly as Terraform converts them', () => {
    const stack = cplnStack();
    const api = workload(stack, 'api');
    api.addOverride('options', { timeout_seconds: '0x10', capacity_ai: 'yes', autoscaling: { max_scale: ' 5', min_scale: 2.5, target: Number.NaN, max_concurrency: Infinity } });
    api.addOverride('container.0.args', ['serve', null]);
    api.addOverride('tags', { team: -Infinity });
    expect(errorsOf(stack)).toEqual([
      '[test] test/api: cpln_workload.api.container[0].args: element 1 is null; a list cannot hold null [schema/null-element]',
      '[test] test/api: cpln_workload.api.options.autoscaling.max_concurrency: Infinity cannot be written to Terraform JSON (it would become null); allowed: a finite number [schema/not-finite]',
      '[test] test/api: cpln_workload.api.options.autoscaling.max_scale: " 5" is not a number (Terraform converts only decimal numbers such as 30 or "30") [schema/type]',
      '[test] test/api: cpln_workload.api.options.autoscaling.min_scale: 2.5 is not a whole number; allowed: an integer [cpln_workload.options.autoscaling.min_scale:integer]',
      '[test] test/api: cpln_workload.api.options.autoscaling.target: NaN cannot be written to Terraform JSON (it would become null); allowed: a finite number [schema/not-finite]',
      '[test] test/api: cpln_workload.api.options.capacity_ai: "yes" is not a boolean (true, false, or "true", "false", "1", "0") [schema/type]',
      '[test] test/api: cpln_workload.api.options.timeout_seconds: "0x10" is not a number (Terraform converts only decimal numbers such as 30 or "30") [schema/type]',
      '[test] test/api: cpln_workload.api.tags: key "team": -Infinity cannot be written to Terraform JSON (it would become null); allowed: a finite number [schema/not-finite]',
    ]);
  });

  test('template sequences (%{ ... }) are expressions, never judged as literals', () => {
    const stack = cplnStack();
    workload(stack, 'api', { type: '%{ if var.batch }cron%{ else }standard%{ endif }' });
    expect(errorsOf(stack)).toEqual([]);
  });

  test('keys named like Object.prototype members are unknown arguments, and do not break later stacks', () => {
    const stack = cplnStack();
    const api = workload(stack, 'api', { options: { autoscaling: { maxScale: 3 } } });
    api.addOverride('constructor', 1);
    api.addOverride('toString', 'x');
    api.addOverride('options.valueOf', { a: 1 });
    expect(errorsOf(stack)).toEqual([
      expect.stringMatching(/^\[test\] test\/api: cpln_workload\.api\.constructor: is not an argument of this block; known: .* \[schema\/unknown-argument\]$/),
      expect.stringMatching(/^\[test\] test\/api: cpln_workload\.api\.options\.valueOf: is not an argument of this block; .*\[schema\/unknown-argument\]$/),
      expect.stringMatching(/^\[test\] test\/api: cpln_workload\.api\.toString: is not an argument of this block; .*\[schema\/unknown-argument\]$/),
    ]);
    // A guard, not a rule: switching the unknown-argument rule off does not let it through.
    Validations.disableRule(stack, 'schema/unknown-argument');
    expect(() => api.addOverride('__proto__.polluted', 1)).toThrow(/^test\/api: addOverride\("__proto__\.polluted"\): "__proto__" is not an argument of cpln_workload and cannot be written to Terraform JSON$/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const later = cplnStack();
    workload(later, 'web');
    expect(errorsOf(later)).toEqual([]);
  });

  test('a block written without the generated class (a raw TerraformDataSource) is checked against the same schema, parts included', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc' });
    new TerraformDataSource(stack, 'rules', { terraformResourceType: 'akamai_property_rules_builder' }).addOverride('rules_v2025_10_16', {});
    new TerraformDataSource(stack, 'nothing', { terraformResourceType: 'akamai_property_rules_bilder' });
    expect(errorsOf(stack)).toEqual([
      '[test] test/nothing: data.akamai_property_rules_bilder.nothing: akamai_property_rules_bilder is not a data source of akamai/akamai 9.3.0 [schema/unknown-type]',
      '[test] test/rules: data.akamai_property_rules_builder.rules.rules_v2025_10_16.name: is required and missing [schema/missing-required]',
    ]);
  });

  test('disableRule refuses an identifier that matches no rule and suggests the nearest', () => {
    const stack = cplnStack();
    expect(() => Validations.disableRule(stack, 'cpln_workload.type:enm')).toThrow('Validations.disableRule: "cpln_workload.type:enm" matches no rule, so it would switch nothing off; did you mean "cpln_workload.type:enum"?');
    expect(() => Validations.disableRule(stack, 'cpln_worklod.*')).toThrow('matches no rule');
    expect(() => Validations.disableRule(stack, 'schema/unknown-arg')).toThrow('did you mean "schema/unknown-argument"?');
    expect(() => Validations.disableRule(stack, 'cpln_workload.options.*')).not.toThrow();
  });

  test('deprecated arguments warn and do not fail synthesis', () => {
    const stack = cplnStack();
    workload(stack, 'api', { container: [{ name: 'app', image: 'nginx', port: 8080 }] });
    expect(errorsOf(stack)).toEqual([]);
    expect(validationWarnings(stack)).toEqual([
      'test/api: cpln_workload.api.container[0].port: is deprecated by the provider and will be removed; see the provider documentation for its replacement [schema/deprecated]',
    ]);
  });

  test('dynamic blocks are checked through their content', () => {
    const stack = cplnStack();
    workload(stack, 'api').addOverride('dynamic.local_options', { for_each: '${var.locations}', content: { location: '${each.value}', autoscalng: {} } });
    expect(errorsOf(stack)).toEqual([
      '[test] test/api: cpln_workload.api.dynamic.local_options.content.autoscaling: block is required and missing (at least 1) [schema/missing-required]',
      expect.stringContaining('[test] test/api: cpln_workload.api.dynamic.local_options.content.autoscalng: is not an argument of this block; did you mean "autoscaling"?'),
    ]);
  });
});

describe('the engine', () => {
  test('all problems of a stack are reported together, sorted by construct path', () => {
    const stack = cplnStack();
    workload(stack, 'zeta', { type: 'batch' });
    workload(stack, 'alpha', { options: { autoscaling: { metric: 'qps', target: 0 } } });
    expect(errorsOf(stack)).toEqual([
      '[test] test/alpha: cpln_workload.alpha.options.autoscaling.metric: "qps" is not allowed; allowed: "concurrency", "cpu", "memory", "rps", "latency", "keda", "disabled" [cpln_workload.options.autoscaling.metric:enum]',
      '[test] test/alpha: cpln_workload.alpha.options.autoscaling.target: 0 is out of range; allowed: 1 to 20000 [cpln_workload.options.autoscaling.target:range]',
      '[test] test/zeta: cpln_workload.zeta.type: "batch" is not allowed; allowed: "serverless", "standard", "stateful", "cron", "vm" [cpln_workload.type:enum]',
    ]);
  });

  test('unresolved values (references, variables) are skipped, never guessed', () => {
    const stack = cplnStack();
    const type = new TerraformVariable(stack, 'type', { type: 'string' });
    const target = new TerraformVariable(stack, 'target', { type: 'number' });
    workload(stack, 'api', { type: type.stringValue, options: { autoscaling: { target: target.numberValue } } });
    expect(errorsOf(stack)).toEqual([]);
  });

  test('where the specification is stricter than the provider, it warns and names both sources', () => {
    const stack = cplnStack();
    workload(stack, 'api', { options: { autoscaling: { maxConcurrency: 2000 } } });
    expect(errorsOf(stack)).toEqual([]);
    expect(validationWarnings(stack)).toEqual([
      'test/api: cpln_workload.api.options.autoscaling.max_concurrency: 2000 is out of range; allowed: 0 to 1000 (spec §8 allows maxConcurrency 0 to 1000; the provider allows up to 30000) [cpln/workload-max-concurrency-spec]',
    ]);
  });

  test('a rule can be switched off for one construct, by prefix, or for a whole stack', () => {
    const stack = cplnStack();
    const quiet = workload(stack, 'quiet', { type: 'batch' });
    workload(stack, 'loud', { type: 'batch' });
    Validations.disableRule(quiet, 'cpln_workload.type:enum');
    expect(errorsOf(stack)).toEqual([expect.stringContaining('test/loud: cpln_workload.loud.type')]);

    Validations.disableRule(stack, 'cpln_workload.*');
    expect(errorsOf(stack)).toEqual([]);

    const other = cplnStack();
    workload(other, 'api', { type: 'batch' }).addOverride('bogus', 1);
    Validations.disableAll(other);
    expect(errorsOf(other)).toEqual([]);
    expect(Validations.isDisabled(other, 'schema/unknown-argument')).toBe(true);
  });

  test('provider blocks are checked, and cross-field rules read the whole block, with the provider\'s defaults', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new akamai.provider.AkamaiProvider(stack, 'akamai', {
      edgerc: '~/.edgerc', config: { host: 'h', accessToken: 'a', clientToken: 'c', clientSecret: 's' }, retryWaitMin: 40, retryWaitMax: 30,
    });
    expect(errorsOf(stack)).toEqual([
      '[test] test/akamai: provider.akamai: retry_wait_min (40) must not exceed retry_wait_max (30) [akamai/provider-retry-wait-order]',
      '[test] test/akamai: provider.akamai: only one of config, edgerc may be set; found: config, edgerc [provider.akamai:conflict-config-edgerc]',
    ]);
    const alone = new TerraformStack(Testing.app(), 'alone');
    new akamai.provider.AkamaiProvider(alone, 'akamai', { edgerc: '~/.edgerc', retryWaitMin: 40 });
    expect(errorsOf(alone)).toEqual([
      '[alone] alone/akamai: provider.akamai: retry_wait_min (40) must not exceed retry_wait_max (not set, so 30) [akamai/provider-retry-wait-order]',
    ]);
    const disabled = new TerraformStack(Testing.app(), 'disabled');
    new akamai.provider.AkamaiProvider(disabled, 'akamai', { edgerc: '~/.edgerc', retryWaitMin: 40, retryMax: 99, retryDisabled: true });
    expect(errorsOf(disabled)).toEqual([]);
  });

  test('a raw resource of a type the provider version does not have is reported', () => {
    const stack = cplnStack();
    new TerraformResource(stack, 'raw', { terraformResourceType: 'cpln_worklaod', terraformGeneratorMetadata: { providerName: 'cpln' } });
    expect(errorsOf(stack)).toEqual(['[test] test/raw: cpln_worklaod.raw: cpln_worklaod is not a resource of controlplane-com/cpln 1.2.31 [schema/unknown-type]']);
  });

  test('resources of other providers in the same stack are left alone', () => {
    const stack = cplnStack();
    workload(stack, 'api');
    new TerraformResource(stack, 'other', { terraformResourceType: 'random_pet' }).addOverride('anything', 1);
    expect(findProblems(stack, (stack as any).toTerraform(), stack.node.findAll(), catalogFor)).toEqual([]);
  });
});
