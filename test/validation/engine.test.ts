import { TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../src';
import { findProblems } from '../../src/validation/register';
import { cplnStack, synth, validationWarnings } from '../support/synth';

function workload(stack: TerraformStack, id: string, extra: Partial<cpln.workload.WorkloadConfig> = {}): cpln.workload.Workload {
  return new cpln.workload.Workload(stack, id, {
    gvc: 'production', name: id, type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }], ...extra,
  });
}

function errorsOf(stack: TerraformStack): string[] {
  try {
    synth(stack);
  } catch (e) {
    return (e as Error).message.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('['));
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
      '[test] test/api: cpln_workload.api.options[0].capacity_ai: "yes" is not a boolean (true or false) [schema/type]',
      '[test] test/api: cpln_workload.api.options[0].timeout_seconds: "thirty" is not a number [schema/type]',
      '[test] test/api: cpln_workload.api.self_link: is set by the provider and cannot be configured (got "/org/acme/gvc/production/workload/api") [schema/computed-only]',
    ]);
  });

  test('values Terraform converts are accepted: numbers as strings, booleans as strings, blocks as one object or a list', () => {
    const stack = cplnStack();
    const api = workload(stack, 'api');
    api.addOverride('options', [{ timeout_seconds: '30', capacity_ai: 'false', autoscaling: [{ max_scale: '3' }] }]);
    expect(errorsOf(stack)).toEqual([]);
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
      '[test] test/zeta: cpln_workload.zeta.type: "batch" is not allowed; allowed: "serverless", "standard", "stateful", "cron" [cpln_workload.type:enum]',
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
      'test/api: cpln_workload.api.options.autoscaling.max_concurrency: 2000 is out of range; allowed: 0 to 1000 (spec §8 allows maxConcurrency 0 to 1000; provider 1.2.26 allows up to 30000) [cpln/workload-max-concurrency-spec]',
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

  test('provider blocks are checked, and cross-field rules read the whole block', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new akamai.provider.AkamaiProvider(stack, 'akamai', {
      edgerc: '~/.edgerc', config: { host: 'h', accessToken: 'a', clientToken: 'c', clientSecret: 's' }, retryWaitMin: 40, retryWaitMax: 30,
    });
    expect(errorsOf(stack)).toEqual([
      '[test] test/akamai: provider.akamai: only one of config, edgerc may be set; found: config, edgerc [provider.akamai:conflict-config-edgerc]',
    ]);
    expect(validationWarnings(stack)).toEqual([
      'test/akamai: provider.akamai: retry_wait_min (40) must not exceed retry_wait_max (30) (spec §2B and §8 (wait between retry_wait_min and retry_wait_max); provider 9.3.0 does not check) [akamai/provider-retry-waits]',
    ]);
  });

  test('a raw resource of a type the provider version does not have is reported', () => {
    const stack = cplnStack();
    new TerraformResource(stack, 'raw', { terraformResourceType: 'cpln_worklaod', terraformGeneratorMetadata: { providerName: 'cpln' } });
    expect(errorsOf(stack)).toEqual(['[test] test/raw: cpln_worklaod.raw: cpln_worklaod is not a resource of this provider version [schema/unknown-type]']);
  });

  test('resources of other providers in the same stack are left alone', () => {
    const stack = cplnStack();
    workload(stack, 'api');
    new TerraformResource(stack, 'other', { terraformResourceType: 'random_pet' }).addOverride('anything', 1);
    expect(findProblems(stack)).toEqual([]);
  });

  test('a validated stack is resolved once: synthesis writes the JSON the validation checked', () => {
    const stack = cplnStack();
    workload(stack, 'api');
    const validated = (stack as any).toTerraform();
    expect(stack.node.validate()).toEqual([]);
    const handedOver = (stack as any).toTerraform();
    expect(handedOver).toEqual(validated);
    expect(Object.prototype.hasOwnProperty.call(stack, 'toTerraform')).toBe(false);

    const broken = cplnStack();
    workload(broken, 'api', { type: 'batch' });
    expect(broken.node.validate()).toHaveLength(1);
    expect(Object.prototype.hasOwnProperty.call(broken, 'toTerraform')).toBe(false);
  });
});
