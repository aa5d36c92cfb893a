import { TerraformOutput, TerraformResource, TerraformStack, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { ADMIN, CONTACTS_AND_DEFAULTS_JSON, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';

function certificate(
  stack: TerraformStack,
  props: Partial<akamai.EnrollmentWithValidationProps> = {},
): akamai.EnrollmentWithValidation {
  return new akamai.EnrollmentWithValidation(stack, 'cert', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    commonName: 'example.com',
    sans: ['www.example.com'],
    adminContact: ADMIN,
    techContact: TECH,
    organization: ORGANIZATION,
    challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
    ...props,
  });
}

/** A TXT record at another DNS provider, as an app would declare it (provider-agnostic here). */
function externalTxtRecord(stack: TerraformStack, id: string, name: string, values: string[]): TerraformResource {
  const record = new TerraformResource(stack, id, { terraformResourceType: 'aws_route53_record' });
  record.addOverride('name', name);
  record.addOverride('type', 'TXT');
  record.addOverride('records', values);
  return record;
}

const address = (resource: { terraformResourceType: string; friendlyUniqueId: string }) =>
  `${resource.terraformResourceType}.${resource.friendlyUniqueId}`;

/** The condition the HTTP challenge of example.com is found by, with a path or body to serve. */
const file = (field: string) => `lower(val.domain) == "example.com" && val.${field} != null && val.${field} != ""`;

/** The condition a challenge answers a record's names by (a wildcard and its base name alike), with a body to write. */
const matching = (names: string) =>
  `contains([for name in ${names} : trimprefix(name, "*.")], trimprefix(lower(val.domain), "*.")) && val.response_body != null && val.response_body != ""`;

describe('akamai.EnrollmentWithValidation: validation modes', () => {
  test('Edge DNS by zone name: the enrollment, one TXT record per challenge name with plan-time for_each keys, and the validation after them', () => {
    const stack = akamaiStack();
    const cert = certificate(stack);
    const json = synth(stack);
    const enrollment = address(cert.enrollment);
    const captured = address(cert.capturedChallenges);

    expect(cert.enrollment.node.id).toBe('Resource');
    expect(cert.capturedChallenges.node.id).toBe('Challenges');
    expect(json.resource.akamai_cps_dv_enrollment[cert.enrollment.friendlyUniqueId]).toEqual({
      contract_id: 'C-0N7RAC7',
      common_name: 'example.com',
      sans: ['example.com', 'www.example.com'],
      secure_network: 'enhanced-tls',
      sni_only: true,
      signature_algorithm: 'SHA-256',
      ...CONTACTS_AND_DEFAULTS_JSON,
    });
    expect(json.resource.akamai_dns_record[cert.challengeRecords!.friendlyUniqueId]).toEqual({
      for_each: '${{ for key, val in toset(["example.com", "www.example.com"]): format("_acme-challenge.%s", lower(trimprefix(val, "*."))) => lower(val)... }}',
      zone: 'example.com',
      name: '${each.key}',
      recordtype: 'TXT',
      ttl: 60,
      target:
        `\${coalescelist([ for key, val in toset(tolist(${enrollment}.dns_challenges)): val.response_body if ${matching('each.value')}], ` +
        `[ for key, val in toset(${captured}.output.dns): val.response_body if ${matching('each.value')}], ` +
        '["akamai-cps-no-pending-challenge"])}',
    });
    expect(json.resource.terraform_data[cert.capturedChallenges.friendlyUniqueId]).toEqual({
      input: { dns: `\${tolist(${enrollment}.dns_challenges)}`, http: `\${tolist(${enrollment}.http_challenges)}` },
      lifecycle: { ignore_changes: ['input'], replace_triggered_by: [enrollment] },
    });
    expect(json.resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId]).toEqual({
      enrollment_id: `\${${enrollment}.id}`,
      sans: `\${tolist(${enrollment}.sans)}`,
      depends_on: [address(cert.challengeRecords!)],
      lifecycle: { ignore_changes: ['acknowledge_post_verification_warnings'] },
    });
    expect(json).toMatchSnapshot();
  });

  test('Edge DNS with a zone construct: records reference the zone; a wildcard shares its base name\'s record', () => {
    const stack = akamaiStack();
    const zone = new akamai.dnsZone.DnsZone(stack, 'zone', { contract: 'C-0N7RAC7', group: '12345', zone: 'example.com', type: 'PRIMARY' });
    const cert = certificate(stack, {
      commonName: '*.example.com',
      sans: ['example.com', '*.example.com', 'api.example.com'],
      challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromZone(zone)),
      challengeRecordTtl: 300,
      acknowledgePostVerificationWarnings: true,
    });

    const json = synth(stack);
    const records = json.resource.akamai_dns_record[cert.challengeRecords!.friendlyUniqueId];
    expect(records.for_each).toBe(
      '${{ for key, val in toset(["example.com", "*.example.com", "api.example.com"]): format("_acme-challenge.%s", lower(trimprefix(val, "*."))) => lower(val)... }}',
    );
    expect(records.zone).toBe('${akamai_dns_zone.zone.zone}');
    expect(records.ttl).toBe(300);
    expect(json.resource.akamai_cps_dv_enrollment[cert.enrollment.friendlyUniqueId].sans).toEqual(['example.com', '*.example.com', 'api.example.com']);
    expect(
      json.resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId].acknowledge_post_verification_warnings,
    ).toBe(true);
    expect(cert.domains).toEqual(['example.com', '*.example.com', 'api.example.com']);
    expect(json).toMatchSnapshot();
  });

  test('external DNS: no records; the challenge records are exposed with synth-time names; the validation waits for what answers them', () => {
    const stack = akamaiStack();
    const cert = certificate(stack, { sans: ['www.example.com', '*.example.com'], challenges: akamai.ChallengeAnswer.externalDns() });
    const answers = cert.dnsChallengeRecords.map((record, i) => externalTxtRecord(stack, `txt-${i}`, record.name, record.values));
    cert.answeredBy(...answers);

    const json = synth(stack);
    const enrollment = address(cert.enrollment);
    expect(cert.challengeRecords).toBeUndefined();
    expect(json.resource.akamai_dns_record).toBeUndefined();
    expect(cert.dnsChallengeRecords.map((r) => [r.name, r.domains])).toEqual([
      ['_acme-challenge.example.com', ['example.com', '*.example.com']],
      ['_acme-challenge.www.example.com', ['www.example.com']],
    ]);
    expect(json.resource.aws_route53_record['txt-0']).toEqual({
      name: '_acme-challenge.example.com',
      type: 'TXT',
      records:
        `\${coalescelist([ for key, val in toset(tolist(${enrollment}.dns_challenges)): val.response_body if ${matching('["example.com", "*.example.com"]')}], ` +
        `[ for key, val in toset(${address(cert.capturedChallenges)}.output.dns): val.response_body if ${matching('["example.com", "*.example.com"]')}], ` +
        '["akamai-cps-no-pending-challenge"])}',
    });
    expect(json.resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId].depends_on).toEqual([
      'aws_route53_record.txt-0',
      'aws_route53_record.txt-1',
    ]);
    expect(json).toMatchSnapshot();
  });

  test('HTTP: the challenge files are exposed per name; the validation waits for what serves them', () => {
    const stack = akamaiStack();
    const cert = certificate(stack, { challenges: akamai.ChallengeAnswer.http() });
    const [first] = cert.httpChallengeAnswers;
    const server = new TerraformResource(stack, 'challenge-file', { terraformResourceType: 'local_file' });
    server.addOverride('filename', first.path);
    server.addOverride('content', first.body);
    cert.answeredBy(server);

    const json = synth(stack);
    const enrollment = address(cert.enrollment);
    const captured = address(cert.capturedChallenges);
    expect(cert.httpChallengeAnswers.map((a) => a.domain)).toEqual(['example.com', 'www.example.com']);
    expect(json.resource.local_file['challenge-file']).toEqual({
      filename: `\${element(concat([ for key, val in toset(tolist(${enrollment}.http_challenges)): val.full_path if ${file('full_path')}], ` +
        `[ for key, val in toset(${captured}.output.http): val.full_path if ${file('full_path')}], ["akamai-cps-no-pending-challenge"]), 0)}`,
      content: `\${element(concat([ for key, val in toset(tolist(${enrollment}.http_challenges)): val.response_body if ${file('response_body')}], ` +
        `[ for key, val in toset(${captured}.output.http): val.response_body if ${file('response_body')}], ["akamai-cps-no-pending-challenge"]), 0)}`,
    });
    expect(json.resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId].depends_on).toEqual(['local_file.challenge-file']);
    expect(json).toMatchSnapshot();
  });

  test('outputs: the enrollment id and the raw challenge lists are Terraform references', () => {
    const stack = akamaiStack();
    const cert = certificate(stack);
    new TerraformOutput(stack, 'id', { value: cert.enrollmentId });
    new TerraformOutput(stack, 'dns', { value: cert.dnsChallenges });
    new TerraformOutput(stack, 'http', { value: cert.httpChallenges });
    const enrollment = address(cert.enrollment);
    expect(synth(stack).output).toEqual({
      id: { value: `\${${enrollment}.id}` },
      dns: { value: `\${tolist(${enrollment}.dns_challenges)}` },
      http: { value: `\${tolist(${enrollment}.http_challenges)}` },
    });
  });

  test('every enrollment option reaches the enrollment; the timeout applies to the validation too', () => {
    const stack = akamaiStack();
    const cert = certificate(stack, {
      csr: { city: 'Berlin', countryCode: 'DE', organization: 'Example GmbH', organizationalUnit: 'Platform', state: 'BE', preferredTrustChain: 'isrg-root-x1' },
      secureNetwork: akamai.SecureNetwork.STANDARD_TLS,
      sniOnly: false,
      signatureAlgorithm: akamai.SignatureAlgorithm.SHA_256,
      geography: akamai.Geography.CHINA_AND_CORE,
      disallowedTlsVersions: [
        akamai.CertificateTlsVersion.TLS_V1,
        akamai.CertificateTlsVersion.TLS_V1_1,
        akamai.CertificateTlsVersion.TLS_V1_2,
      ],
      preferredCiphers: 'ak-akamai-2020q1',
      mustHaveCiphers: 'ak-akamai-2020q1',
      ocspStapling: false,
      quicEnabled: true,
      cloneDnsNames: true,
      clientMutualAuthentication: { setId: '12345', ocspEnabled: true, sendCaListToClient: false },
      certificateChainType: 'default',
      acknowledgePreVerificationWarnings: true,
      allowDuplicateCommonName: true,
      timeout: '2h',
    });

    const json = synth(stack);
    const enrollment = json.resource.akamai_cps_dv_enrollment[cert.enrollment.friendlyUniqueId];
    expect(enrollment.csr).toEqual({
      city: 'Berlin',
      country_code: 'DE',
      organization: 'Example GmbH',
      organizational_unit: 'Platform',
      state: 'BE',
      preferred_trust_chain: 'isrg-root-x1',
    });
    expect(enrollment.network_configuration).toEqual({
      geography: 'china+core',
      disallowed_tls_versions: ['TLSv1', 'TLSv1_1', 'TLSv1_2'],
      preferred_ciphers: 'ak-akamai-2020q1',
      must_have_ciphers: 'ak-akamai-2020q1',
      ocsp_stapling: 'off',
      quic_enabled: true,
      clone_dns_names: true,
      client_mutual_authentication: { set_id: '12345', ocsp_enabled: true, send_ca_list_to_client: false },
    });
    expect([enrollment.secure_network, enrollment.sni_only, enrollment.certificate_chain_type]).toEqual(['standard-tls', false, 'default']);
    expect([
      enrollment.acknowledge_pre_verification_warnings,
      enrollment.allow_duplicate_common_name,
    ]).toEqual([true, true]);
    expect(enrollment.timeouts).toEqual({ default: '2h' });
    expect(json.resource.akamai_cps_dv_validation[cert.validation.friendlyUniqueId].timeouts).toEqual({ default: '2h' });
  });

  test('the common name is added to the SANs when they leave it out, and not twice when they list it', () => {
    const without = akamaiStack();
    const a = certificate(without, { commonName: 'shop.example.com', sans: ['cdn.example.com'] });
    expect(synth(without).resource.akamai_cps_dv_enrollment[a.enrollment.friendlyUniqueId].sans).toEqual(['shop.example.com', 'cdn.example.com']);

    const listed = akamaiStack();
    const b = certificate(listed, { commonName: 'shop.example.com', sans: ['cdn.example.com', 'Shop.example.com'] });
    expect(synth(listed).resource.akamai_cps_dv_enrollment[b.enrollment.friendlyUniqueId].sans).toEqual(['cdn.example.com', 'Shop.example.com']);
    expect(b.domains).toEqual(['cdn.example.com', 'Shop.example.com']);

    const none = akamaiStack();
    const c = certificate(none, { sans: undefined });
    expect(synth(none).resource.akamai_cps_dv_enrollment[c.enrollment.friendlyUniqueId].sans).toEqual(['example.com']);
  });
});

describe('akamai.EnrollmentWithValidation: checks', () => {
  const cases: Array<[string, (stack: TerraformStack) => void, string]> = [
    [
      'duplicate SANs',
      (stack) => certificate(stack, { sans: ['www.example.com', 'api.example.com', 'WWW.example.com'] }),
      'test/cert: sans[2]: "WWW.example.com" repeats sans[0] ("www.example.com"); each name may appear once',
    ],
    [
      'an empty SAN list',
      (stack) => certificate(stack, { sans: [] }),
      'test/cert: sans: [] lists no names; list the names the certificate covers, or leave `sans` out to cover the common name only',
    ],
    [
      'a name that is not a host name',
      (stack) => certificate(stack, { sans: ['https://www.example.com'] }),
      'test/cert: sans[0]: "https://www.example.com" is not a host name; allowed: a DNS name such as "www.example.com", optionally starting with "*." for a wildcard [akamai/enrollment-hostname]',
    ],
    [
      'a wildcard SAN with HTTP validation',
      (stack) => certificate(stack, { sans: ['*.example.com'], challenges: akamai.ChallengeAnswer.http() }),
      'test/cert: sans[0]: "*.example.com" is a wildcard, and a wildcard can only be validated through DNS; use ChallengeAnswer.edgeDns(...) or ChallengeAnswer.externalDns()',
    ],
    [
      'a SAN outside the Edge DNS zone: its challenge record is judged by the catalog\'s rule of records',
      (stack) => certificate(stack, { sans: ['www.example.com', 'www.example.org'] }),
      'test/cert: sans[1]: name "_acme-challenge.www.example.org" is not in zone "example.com"; allowed: "example.com" or a name under it, fully qualified when zone is a well-formed domain name; write the record\'s fully qualified name, inside its zone (www.example.com in zone example.com) [akamai/dns-record-name-in-zone]',
    ],
    [
      'a common name outside the Edge DNS zone of a zone construct',
      (stack) =>
        certificate(stack, {
          commonName: 'notexample.com',
          challenges: akamai.ChallengeAnswer.edgeDns(
            akamai.EdgeDnsZoneRef.fromZone(new akamai.dnsZone.DnsZone(stack, 'zone', { contract: 'C-0N7RAC7', zone: 'example.com', type: 'PRIMARY' })),
          ),
        }),
      'test/cert: commonName: name "_acme-challenge.notexample.com" is not in zone "example.com"; allowed: "example.com" or a name under it, fully qualified when zone is a well-formed domain name; write the record\'s fully qualified name, inside its zone (www.example.com in zone example.com) [akamai/dns-record-name-in-zone]',
    ],
    [
      'a challenge record at a name with a CNAME of the zone',
      (stack) => {
        const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') });
        const cname = zone.addCname('_acme-challenge.www.example.com', 'www.example.com.acme.example.net');
        certificate(stack, { challenges: akamai.ChallengeAnswer.edgeDns(zone) });
        return cname;
      },
      'test/cert: sans[0]: TXT at "_acme-challenge.www.example.com" beside the CNAME record akamai_dns_record.zone_CNAME_acme-challengewwwexamplecom_64975151 at the same name; a name with a CNAME holds no other record (RFC 1034 §3.6.2): put the other records at the CNAME\'s target, or drop the CNAME [akamai/dns-cname-and-other-data]',
    ],
    [
      'a contract that is not a ContractRef (the contract id as a string, as the props took it before)',
      (stack) => certificate(stack, { contract: 'C-0N7RAC7' as any }),
      'test/cert: contract: is not a ContractRef; give ContractRef.fromId("C-0N7RAC7") or ContractRef.fromGroupName("...")',
    ],
    [
      'the former contractId prop',
      (stack) => certificate(stack, { contractId: 'C-0N7RAC7' } as any),
      'test/cert: contractId: is not a property of EnrollmentWithValidationProps; did you mean "contract"?',
    ],
    [
      'a contact without an e-mail address',
      (stack) => certificate(stack, { techContact: { ...TECH, email: '' } }),
      'test/cert: techContact.email: missing or empty; techContact needs firstName, lastName, email, phone',
    ],
    [
      'a contact without a phone number (JavaScript callers can leave required fields out)',
      (stack) => certificate(stack, { adminContact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as any }),
      'test/cert: adminContact.phone: missing or empty; adminContact needs firstName, lastName, email, phone',
    ],
    [
      'a country code that is not two letters',
      (stack) => certificate(stack, { organization: { ...ORGANIZATION, countryCode: 'USA' } }),
      'test/cert: organization.countryCode: "USA" is not a country code; allowed: two upper-case letters (ISO 3166-1 alpha-2), such as "US" or "DE" [akamai/enrollment-country-code]',
    ],
    [
      'a lower-case country code in a contact',
      (stack) => certificate(stack, { adminContact: { ...ADMIN, countryCode: 'us' } }),
      'test/cert: adminContact.countryCode: "us" is not a country code; allowed: two upper-case letters (ISO 3166-1 alpha-2), such as "US" or "DE" [akamai/enrollment-country-code]',
    ],
    [
      'a CSR country code that is not two letters',
      (stack) => certificate(stack, { csr: { city: 'Cambridge', countryCode: 'U', organization: 'Example Corp.' } }),
      'test/cert: csr.countryCode: "U" is not a country code; allowed: two upper-case letters (ISO 3166-1 alpha-2), such as "US" or "DE" [akamai/enrollment-country-code]',
    ],
  ];

  test.each(cases)('%s throws at construction, naming the construct, the prop and the value', (_name, build, message) => {
    expect(() => build(akamaiStack())).toThrow(message);
  });

  test.each([
    ['external DNS', akamai.ChallengeAnswer.externalDns(), 'DNS', 'dnsChallengeRecords'],
    ['HTTP', akamai.ChallengeAnswer.http(), 'HTTP', 'httpChallengeAnswers'],
  ])('%s validation with nothing declared to answer the challenges fails synthesis', (_name, challenges, kind, getter) => {
    const stack = akamaiStack();
    certificate(stack, { challenges });
    expect(() => Testing.synth(stack, true)).toThrow(
      `[test/cert] challenges: nothing answers the ${kind} challenges; pass the resources that publish them (${getter}) to answeredBy(...), so the validation waits for them`,
    );
  });
});
