import { readFileSync } from 'fs';
import { join } from 'path';
import { TerraformResource } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamaiStack, outcome } from '../support/synth';

/**
 * The GTM API's contract where the provider does not check it: for each rule a configuration the API
 * refuses and the nearest one it accepts, with the values of the client library's Validate methods and of
 * Akamai's published GTM API schemas (each case names its source).
 */
interface Cases {
  readonly rules: ReadonlyArray<{ readonly rule: string; readonly on: string; readonly source: string; readonly severity?: 'warning'; readonly invalid: Record<string, unknown>; readonly valid: Record<string, unknown> }>;
  /** Ranked-failover properties and whether the provider's validatePrecedence refuses them. */
  readonly precedence: ReadonlyArray<{ readonly what: string; readonly config: Record<string, unknown>; readonly refused: boolean }>;
}
const CASES = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'akamai-gtm-cases.json'), 'utf-8')) as Cases;

function outcomeOf(on: string, config: Record<string, unknown>): { errors: string[]; warnings: string[] } {
  const stack = akamaiStack();
  const subject = new TerraformResource(stack, 'subject', { terraformResourceType: on });
  for (const [key, value] of Object.entries(config)) subject.addOverride(key, value);
  return outcome(stack);
}

describe('GTM: what the API refuses is refused at synth', () => {
  test.each(CASES.rules.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s', (_title, c) => {
    const tag = `[${c.rule}]`;
    const bad = outcomeOf(c.on, c.invalid);
    const reported = c.severity === 'warning' ? bad.warnings : bad.errors;
    expect(reported.filter((line) => line.endsWith(tag)), `${c.source}: ${JSON.stringify(bad)}`).toHaveLength(1);
    expect(bad.errors.filter((line) => !line.endsWith(tag)), 'the invalid configuration breaks only this rule').toEqual([]);
    const good = outcomeOf(c.on, c.valid);
    expect(good.errors, c.source).toEqual([]);
    expect(good.warnings.filter((line) => line.endsWith(tag))).toEqual([]);
  });

  test('the mistakes teams make are named with the values the API allows', () => {
    const property = (overrides: Record<string, unknown>) => outcomeOf('akamai_gtm_property', {
      domain: 'example.akadns.net', name: 'www', type: 'weighted-round-robin', score_aggregation_type: 'mean', handout_limit: 5, handout_mode: 'normal',
      traffic_target: [{ datacenter_id: 3131, enabled: true, weight: 100, servers: ['192.0.2.10'] }], ...overrides,
    }).errors;
    expect(property({ type: 'weighted' }).join('\n')).toContain('akamai_gtm_property.subject.type: "weighted" is not allowed; allowed:');
    expect(property({ score_aggregation_type: 'worse' }).join('\n')).toContain('"worse" is not allowed');
    expect(property({ liveness_test: [{ name: 'health', test_interval: 5, test_object_protocol: 'HTTPS', test_timeout: 10, test_object: '/health' }] }).join('\n')).toContain('[akamai/gtm-property-liveness-test-interval-min]');
    expect(outcomeOf('akamai_gtm_domain', { name: 'example.com', type: 'weighted' }).errors.join('\n')).toContain('[akamai/gtm-domain-name-suffix]');
  });

  test.each(CASES.precedence.map((c) => [c.what, c] as const))('ranked failover, as the provider\'s validatePrecedence judges it: %s', (_what, c) => {
    const errors = outcomeOf('akamai_gtm_property', c.config).errors.filter((line) => line.endsWith('[akamai/gtm-property-ranked-failover-one-primary-target]'));
    expect(errors).toHaveLength(c.refused ? 1 : 0);
  });
});
