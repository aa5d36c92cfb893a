import { describe, expect, test } from 'vitest';
import { ContractCase, expectContractCase, readCases, resourceOutcome } from '../support/contract-cases';

/**
 * The GTM API's contract where the provider does not check it: for each rule a configuration the API
 * refuses and the nearest one it accepts, with the values of the client library's Validate methods and of
 * Akamai's published GTM API schemas (each case names its source).
 */
interface Cases {
  readonly rules: ContractCase[];
  /** Ranked-failover properties and whether the provider's validatePrecedence refuses them. */
  readonly precedence: ReadonlyArray<{
    readonly what: string;
    readonly config: Record<string, unknown>;
    readonly refused: boolean;
  }>;
}
const CASES = readCases<Cases>('akamai-gtm-cases.json');

describe('GTM: what the API refuses is refused at synth', () => {
  test.each(CASES.rules.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s', (_title, c) => expectContractCase(c));

  test('the mistakes teams make are named with the values the API allows', () => {
    const property = (overrides: Record<string, unknown>) => resourceOutcome('akamai_gtm_property', {
      domain: 'example.akadns.net', name: 'www', type: 'weighted-round-robin', score_aggregation_type: 'mean', handout_limit: 5, handout_mode: 'normal',
      traffic_target: [{ datacenter_id: 3131, enabled: true, weight: 100, servers: ['192.0.2.10'] }], ...overrides,
    }).errors;
    expect(property({ type: 'weighted' }).join('\n')).toContain('akamai_gtm_property.subject.type: "weighted" is not allowed; allowed:');
    expect(property({ score_aggregation_type: 'worse' }).join('\n')).toContain('"worse" is not allowed');
    expect(property({ liveness_test: [{ name: 'health', test_interval: 5, test_object_protocol: 'HTTPS', test_timeout: 10, test_object: '/health' }] }).join('\n')).toContain('[akamai/gtm-property-liveness-test-interval-min]');
    expect(resourceOutcome('akamai_gtm_domain', { name: 'example.com', type: 'weighted' }).errors.join('\n')).toContain('[akamai/gtm-domain-name-suffix]');
  });

  test.each(CASES.precedence.map((c) => [c.what, c] as const))('ranked failover, as the provider\'s validatePrecedence judges it: %s', (_what, c) => {
    const errors = resourceOutcome('akamai_gtm_property', c.config).errors.filter((line) => line.endsWith('[akamai/gtm-property-ranked-failover-one-primary-target]'));
    expect(errors).toHaveLength(c.refused ? 1 : 0);
  });
});
