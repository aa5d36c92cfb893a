import { TerraformResource } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln } from '../../lib';
import { providerNamed } from '../support/providers';
import { akamaiStack, cplnStack, outcome } from '../support/synth';

/**
 * One stack per provider with the three version-dependent findings (an unknown type, an unknown argument,
 * a missing required argument) and one value rule, so each case checks all four.
 */
const CASES = [
  {
    name: 'cpln',
    stack: () => {
      const stack = cplnStack();
      const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'web' });
      gvc.addOverride('some_future_argument', true);
      new cpln.gvc.Gvc(stack, 'bad', { name: 'Not_A_Name' });
      new TerraformResource(stack, 'future', { terraformResourceType: 'cpln_future_thing' });
      return stack;
    },
    unknownType: 'test/future: cpln_future_thing.future: cpln_future_thing is not a resource of controlplane-com/cpln',
    unknownArgument: 'test/gvc: cpln_gvc.gvc.some_future_argument: is not an argument of this block',
    valueRule: 'cpln_gvc.bad.name: "Not_A_Name"',
  },
  {
    name: 'akamai',
    stack: () => {
      const stack = akamaiStack();
      const cpCode = new akamai.cpCode.CpCode(stack, 'cp', { name: 'site', contractId: 'ctr_1-AB123', groupId: 'grp_1', productId: 'prd_Fresca' });
      cpCode.addOverride('some_future_argument', true);
      new akamai.dnsZone.DnsZone(stack, 'zone', { contract: '1-AB123', group: '1', zone: 'example.com', type: 'TERTIARY' });
      new TerraformResource(stack, 'future', { terraformResourceType: 'akamai_future_thing' });
      return stack;
    },
    unknownType: 'test/future: akamai_future_thing.future: akamai_future_thing is not a resource of akamai/akamai',
    unknownArgument: 'test/cp: akamai_cp_code.cp.some_future_argument: is not an argument of this block',
    valueRule: 'akamai_dns_zone.zone.type: "TERTIARY"',
  },
] as const;

describe.each(CASES)('$name: checks that know the provider version they describe', ({ name, stack: make, unknownType, unknownArgument, valueRule }) => {
  const target = providerNamed(name);

  test('a stack requiring the described version gets errors for schema findings', () => {
    const stack = make();
    const { errors, warnings } = outcome(stack);
    expect(errors.some((e) => e.includes(unknownType) && e.endsWith('[schema/unknown-type]'))).toBe(true);
    expect(errors.some((e) => e.includes(unknownArgument) && e.endsWith('[schema/unknown-argument]'))).toBe(true);
    expect(errors.some((e) => e.includes(valueRule))).toBe(true);
    expect(warnings.filter((w) => w.includes('[schema/'))).toEqual([]);
  });

  test('the same version written as an exact constraint ("= x.y.z") changes nothing', () => {
    const stack = make();
    stack.addOverride(`terraform.required_providers.${name}.version`, `= ${target.version}`);
    const { errors } = outcome(stack);
    expect(errors.some((e) => e.endsWith('[schema/unknown-type]'))).toBe(true);
  });

  test.each(['99.0.0', `~> ${target.version}`])('a stack requiring %s gets warnings naming both versions for schema findings; value rules stay errors', (constraint) => {
    const stack = make();
    stack.addOverride(`terraform.required_providers.${name}.version`, constraint);
    const { errors, warnings } = outcome(stack);
    expect(errors.filter((e) => /\[schema\/(unknown-type|unknown-argument|missing-required)\]$/.test(e))).toEqual([]);
    expect(errors.some((e) => e.includes(valueRule))).toBe(true);
    const note = `the stack requires ${target.source} ${JSON.stringify(constraint)} and this package checks it against ${target.version}, the version it describes, so this is a warning`;
    for (const [finding, rule] of [[unknownType, 'unknown-type'], [unknownArgument, 'unknown-argument']]) {
      const warning = warnings.find((w) => w.includes(finding));
      expect(warning, finding).toBeDefined();
      expect(warning).toContain(note);
      expect(warning!.endsWith(`[schema/${rule}]`)).toBe(true);
    }
  });
});

test('a missing required argument is version-dependent too (the newer provider may have made it optional)', () => {
  const stack = cplnStack();
  new cpln.gvc.Gvc(stack, 'gvc', { name: 'web' }).addOverride('name', null);
  expect(outcome(stack).errors).toEqual(['[test] test/gvc: cpln_gvc.gvc.name: is required and missing [schema/missing-required]']);
  stack.addOverride('terraform.required_providers.cpln.version', '1.3.0');
  const { errors, warnings } = outcome(stack);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([`test/gvc: cpln_gvc.gvc.name: is required and missing; the stack requires controlplane-com/cpln "1.3.0" and this package checks it against ${providerNamed('cpln').version}, the version it describes, so this is a warning [schema/missing-required]`]);
});
