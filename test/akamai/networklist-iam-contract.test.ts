import { describe, test } from 'vitest';
import { ContractCase, expectContractCase, readCases } from '../support/contract-cases';

/**
 * The network list and IAM APIs' contract where the provider does not check it: for each rule a
 * configuration the API refuses and the nearest one it accepts, with the values of the client library's
 * Validate methods and of Akamai's published API schemas (each case names its source).
 */
const CASES = readCases<{ rules: ContractCase[] }>('akamai-networklist-iam-cases.json');

describe('network lists and IAM: what the API refuses is refused at synth', () => {
  test.each(CASES.rules.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s', (_title, c) => expectContractCase(c));
});
