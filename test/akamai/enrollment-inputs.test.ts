import { Fn, TerraformResource, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';

function certificate(stack: TerraformStack, props: Record<string, unknown> = {}): akamai.EnrollmentWithValidation {
  return new akamai.EnrollmentWithValidation(stack, 'cert', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: 'example.com', sans: ['www.example.com'], adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
    challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
    ...props,
  } as any);
}

describe('akamai.EnrollmentWithValidation: every wrong input gets an error naming the construct, the prop and the value', () => {
  test.each([
    ['props undefined', (s: TerraformStack) => new akamai.EnrollmentWithValidation(s, 'cert', undefined as any), 'test/cert: props: missing; give a EnrollmentWithValidationProps'],
    ['challenges missing', (s: TerraformStack) => certificate(s, { challenges: undefined }), 'test/cert: challenges: missing; give ChallengeAnswer.edgeDns(EdgeDnsZoneRef.fromName("example.com")), ChallengeAnswer.externalDns() or ChallengeAnswer.http()'],
    ['the old prop name', (s: TerraformStack) => certificate(s, { validation: akamai.ChallengeAnswer.http() }), 'test/cert: validation: is not a property of EnrollmentWithValidationProps; known:'],
    ['sans given as a string', (s: TerraformStack) => certificate(s, { sans: 'www.example.com' }), 'test/cert: sans: "www.example.com" is not a list; give a list of host names'],
    ['a SAN that is not a string', (s: TerraformStack) => certificate(s, { sans: [42] }), 'test/cert: sans[0]: 42 is not a string'],
    ['a misspelt contact field', (s: TerraformStack) => certificate(s, { adminContact: { ...ADMIN, emial: 'x@example.com' } }), 'test/cert: adminContact.emial: is not a property of CertificateContact; did you mean "email"?'],
    ['a DnsZone instead of a zone reference', (s: TerraformStack) => certificate(s, { challenges: akamai.ChallengeAnswer.edgeDns(new akamai.dnsZone.DnsZone(s, 'zone', { zone: 'example.com', type: 'primary', contract: 'C-1', group: '1' }) as any) }),
      'test/cert: challenges: ChallengeAnswer.edgeDns(zone) takes an IEdgeDnsZone: an EdgeDnsZone, EdgeDnsZoneRef.fromName("example.com") or EdgeDnsZoneRef.fromZone(zone)'],
    ['a record TTL given as a string', (s: TerraformStack) => certificate(s, { challengeRecordTtl: '60' }), 'test/cert: challengeRecordTtl: "60" is not a number of seconds'],
  ])('%s', (_title, build, message) => {
    expect(() => build(akamaiStack())).toThrow(message);
  });

  test('a ThirdPartyEnrollment refuses a misspelt signed-certificate field', () => {
    expect(() => new akamai.ThirdPartyEnrollment(akamaiStack(), 'cert', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: 'example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      signedCertificate: { certificatePem: '-----BEGIN CERTIFICATE-----' },
    } as any)).toThrow('test/cert: signedCertificate.certificatePem: is not a property of SignedCertificate; known: certificateEcdsaPem, certificateRsaPem, trustChainEcdsaPem, trustChainRsaPem');
  });
});

describe('akamai.EnrollmentWithValidation: names given as Terraform expressions pass through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('the common name and a SAN as a %s: valid record keys, no lower-casing of the token', (kind) => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'name', { type: 'string' });
    const other = new TerraformResource(stack, 'site', { terraformResourceType: 'random_pet' });
    const value = { variable: variable.stringValue, reference: other.getStringAttribute('id'), function: Fn.lower(variable.stringValue) }[kind];
    const expression = { variable: 'var.name', reference: 'random_pet.site.id', function: 'lower(var.name)' }[kind];
    const cert = certificate(stack, { commonName: value, sans: [value, 'www.example.com'] });
    const json = synth(stack);
    const enrollment = json.resource.akamai_cps_dv_enrollment[cert.enrollment.friendlyUniqueId];
    expect(enrollment.common_name).toBe(`\${${expression}}`);
    expect(enrollment.sans).toEqual([`\${${expression}}`, 'www.example.com']);
    const records = json.resource.akamai_dns_record[cert.challengeRecords!.friendlyUniqueId];
    expect(records.for_each).toBe(`\${{ for key, val in toset([${expression}, "www.example.com"]): format("_acme-challenge.%s", lower(trimprefix(val, "*."))) => lower(val)... }}`);
    expect(JSON.stringify(json)).not.toMatch(/tftoken/i);
    expect(cert.domains).toEqual([value, 'www.example.com']);
    expect(cert.dnsChallengeRecords.map((r) => r.domains)).toEqual([[value], ['www.example.com']]);
  });

  test('SANs as a list variable: the zone check is skipped, the records iterate over the list at plan time', () => {
    const stack = akamaiStack();
    const sans = new TerraformVariable(stack, 'sans', { type: 'list(string)' });
    const cert = certificate(stack, { sans: sans.listValue });
    const json = synth(stack);
    expect(json.resource.akamai_cps_dv_enrollment[cert.enrollment.friendlyUniqueId].sans).toBe('${var.sans}');
    expect(json.resource.akamai_dns_record[cert.challengeRecords!.friendlyUniqueId].for_each).toBe(
      '${{ for key, val in toset(var.sans): format("_acme-challenge.%s", lower(trimprefix(val, "*."))) => lower(val)... }}',
    );
  });
});

describe('akamai CPS enrollments: the contract is a ContractRef, written as CPS takes it (without ctr_)', () => {
  const enrollments = [
    ['EnrollmentWithValidation', 'akamai_cps_dv_enrollment', (s: TerraformStack, contract: akamai.ContractRef) => certificate(s, { contract }).enrollment],
    ['ThirdPartyEnrollment', 'akamai_cps_third_party_enrollment', (s: TerraformStack, contract: akamai.ContractRef) => new akamai.ThirdPartyEnrollment(s, 'cert', {
      contract, commonName: 'example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
    }).enrollment],
  ] as const;

  const contracts: Array<[string, (s: TerraformStack) => akamai.ContractRef, string]> = [
    ['an id without the prefix', () => akamai.ContractRef.fromId('C-0N7RAC7'), 'C-0N7RAC7'],
    ['an id with the prefix', () => akamai.ContractRef.fromId('ctr_C-0N7RAC7'), 'C-0N7RAC7'],
    ['the contract of a group', () => akamai.ContractRef.fromGroupName('Web Properties'), '${trimprefix(data.akamai_contract.ContractOfGroup_Web_Properties.id, "ctr_")}'],
    ['a variable', (s) => akamai.ContractRef.fromId(new TerraformVariable(s, 'contract', { type: 'string' }).stringValue), '${trimprefix(var.contract, "ctr_")}'],
    ['a reference', (s) => akamai.ContractRef.fromId(new TerraformResource(s, 'account', { terraformResourceType: 'random_pet' }).getStringAttribute('id')), '${trimprefix(random_pet.account.id, "ctr_")}'],
    ['a function', (s) => akamai.ContractRef.fromId(Fn.upper(new TerraformVariable(s, 'contract', { type: 'string' }).stringValue)), '${trimprefix(upper(var.contract), "ctr_")}'],
  ];

  test.each(enrollments.flatMap((
    [name, type, build],
  ) => contracts.map(([kind, contract, expected]) => [name, kind, type, build, contract, expected] as const)))(
    '%s, contract as %s', (_name, _kind, type, build, contract, expected) => {
      const stack = akamaiStack();
      const enrollment = build(stack, contract(stack));
      expect(synth(stack).resource[type][enrollment.friendlyUniqueId].contract_id).toBe(expected);
    },
  );
});
