import { Fn, TerraformStack, TerraformVariable, Token } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) =>
  `\${${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;

/** A site on Standard TLS with the given props. */
function site(stack: TerraformStack, props: Partial<akamai.PropertyDeliveryProps> = {}): akamai.PropertyDelivery {
  return new akamai.PropertyDelivery(stack, 'site', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    group: akamai.GroupRef.fromId('98765'),
    product: akamai.ProductRef.ionStandard(),
    hostnames: ['www.example.com'],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
    origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
    ...props,
  });
}

/** The default rule as the rules builder gets it. */
const defaultRule = (
  json: any,
  delivery: akamai.PropertyDelivery,
) => json.data.akamai_property_rules_builder[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16;
const originOf = (json: any, delivery: akamai.PropertyDelivery) => defaultRule(json, delivery).behavior[0].origin;

// A certificate in PEM, as the rule format's pem_encoded_cert pattern takes it (-----BEGIN CERTIFICATE-----...-----END
// CERTIFICATE-----).
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUEXAMPLE\n-----END CERTIFICATE-----\n';

describe('akamai.Origin: every option of the origin behavior (rule format v2025-10-16) as a typed prop', () => {
  // Option names and values from the rule format: the provider's generated schema of the origin behavior
  // (pkg/providers/property/ruleformats/rule_format_v2025_10_16.gen.go) and its builder test data
  // (testdata/TestDSPropertyRulesBuilder/ruleformat/rules_with_rdns_details.json); the Akamai-managed
  // authority sets and the default valid names as Property Manager exports them (akamai/terraform-provider-akamai#87).
  test('a customer origin with every setting: custom host header, IP version, TLS bounds, ports, True-Client-IP, SNI, a combined custom verification', () => {
    const stack = akamaiStack();
    const delivery = site(stack, {
      origin: akamai.Origin.customer({
        hostname: 'origin.example.com',
        forwardHostHeader: akamai.ForwardHostHeader.custom('api.internal.example.com'),
        cacheKeyHostname: akamai.CacheKeyHostname.REQUEST_HOST_HEADER,
        uniqueCacheKey: true,
        ipVersion: akamai.OriginIpVersion.DUALSTACK,
        compress: false,
        trueClientIp: true,
        trueClientIpHeader: 'X-Client-IP',
        allowClientTrueClientIp: true,
        sni: false,
        minTlsVersion: akamai.OriginTlsVersion.TLSV1_2,
        maxTlsVersion: akamai.OriginTlsVersion.TLSV1_3,
        httpPort: 8080,
        httpsPort: 8443,
        verification: akamai.OriginVerification.custom({
          validNames: ['{{Origin Hostname}}', 'origin.example.com'],
          trust: akamai.OriginTrust.combo({
            certificateAuthoritySets: [
              akamai.CertificateAuthoritySet.AKAMAI_PERMISSIVE,
              akamai.CertificateAuthoritySet.THIRD_PARTY_AMAZON,
            ],
            customCertificateAuthorities: [akamai.OriginCertificate.fromPem(PEM)],
            customCertificates: [akamai.OriginCertificate.fromRulesBuilder({
              canBeCa: false, canBeLeaf: true, subjectCn: 'origin.example.com', sha1Fingerprint: '0123456789abcdef0123456789abcdef01234567',
              issuerRdns: { c: 'US', cn: 'DigiCert TLS RSA SHA256 2020 CA1', o: 'DigiCert Inc' },
            })],
          }),
        }),
      }),
    });
    expect(originOf(synth(stack), delivery)).toEqual({
      origin_type: 'CUSTOMER',
      hostname: 'origin.example.com',
      forward_host_header: 'CUSTOM',
      custom_forward_host_header: 'api.internal.example.com',
      cache_key_hostname: 'REQUEST_HOST_HEADER',
      use_unique_cache_key: true,
      ip_version: 'DUALSTACK',
      compress: false,
      enable_true_client_ip: true,
      true_client_ip_header: 'X-Client-IP',
      true_client_ip_client_setting: true,
      origin_sni: false,
      verification_mode: 'CUSTOM',
      custom_valid_cn_values: ['{{Origin Hostname}}', 'origin.example.com'],
      origin_certs_to_honor: 'COMBO',
      standard_certificate_authorities: ['akamai-permissive', 'THIRD_PARTY_AMAZON'],
      custom_certificate_authorities: [{ pem_encoded_cert: PEM }],
      custom_certificates: [{
        can_be_ca: false, can_be_leaf: true, subject_cn: 'origin.example.com', sha1_fingerprint: '0123456789abcdef0123456789abcdef01234567',
        issuer_rdns: { c: 'US', cn: 'DigiCert TLS RSA SHA256 2020 CA1', o: 'DigiCert Inc' },
      }],
      min_tls_version: 'TLSV1_2',
      max_tls_version: 'TLSV1_3',
      http_port: 8080,
      https_port: 8443,
    });
  });

  test('each kind of trust writes its originCertsToHonor and its one list; the default valid names are the origin hostname and the forward host header', () => {
    const cases: Array<[akamai.OriginTrust, Record<string, unknown>]> = [
      [akamai.OriginTrust.certificateAuthoritySets([akamai.CertificateAuthoritySet.AKAMAI_PERMISSIVE]), { origin_certs_to_honor: 'STANDARD_CERTIFICATE_AUTHORITIES', standard_certificate_authorities: ['akamai-permissive'] }],
      [akamai.OriginTrust.customCertificateAuthorities([akamai.OriginCertificate.fromPem(PEM)]), { origin_certs_to_honor: 'CUSTOM_CERTIFICATE_AUTHORITIES', custom_certificate_authorities: [{ pem_encoded_cert: PEM }] }],
      [akamai.OriginTrust.customCertificates([akamai.OriginCertificate.fromPem(PEM)]), { origin_certs_to_honor: 'CUSTOM_CERTIFICATES', custom_certificates: [{ pem_encoded_cert: PEM }] }],
    ];
    for (const [trust, expected] of cases) {
      const stack = akamaiStack();
      const delivery = site(stack, { origin: akamai.Origin.customer({ hostname: 'origin.example.com', verification: akamai.OriginVerification.custom({ trust }) }) });
      const origin = originOf(synth(stack), delivery);
      const {
        verification_mode,
        custom_valid_cn_values,
        origin_certs_to_honor,
        standard_certificate_authorities,
        custom_certificate_authorities,
        custom_certificates,
      } = origin;
      expect(Object.fromEntries(Object.entries({
        verification_mode,
        custom_valid_cn_values,
        origin_certs_to_honor,
        standard_certificate_authorities,
        custom_certificate_authorities,
        custom_certificates,
      }).filter(([, v]) => v !== undefined)))
        .toEqual({ verification_mode: 'CUSTOM', custom_valid_cn_values: ['{{Origin Hostname}}', '{{Forward Host Header}}'], ...expected });
    }
  });

  test('True-Client-IP off writes enableTrueClientIp false and none of its header options; the third-party verification mode writes the mode alone', () => {
    const stack = akamaiStack();
    const delivery = site(stack, {
      origin: akamai.Origin.customer({ hostname: 'origin.example.com', trueClientIp: false, forwardHostHeader: akamai.ForwardHostHeader.originHostname(), verification: akamai.OriginVerification.thirdParty() }),
    });
    expect(originOf(synth(stack), delivery)).toEqual({
      origin_type: 'CUSTOMER', hostname: 'origin.example.com', forward_host_header: 'ORIGIN_HOSTNAME', cache_key_hostname: 'ORIGIN_HOSTNAME',
      use_unique_cache_key: false, compress: true, enable_true_client_ip: false, origin_sni: true, verification_mode: 'THIRD_PARTY', http_port: 80, https_port: 443,
    });
  });

  test('a Control Plane workload origin takes the same settings; its host header stays the origin hostname', () => {
    const stack = akamaiStack();
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    const workload = new cpln.workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }] });
    const delivery = site(stack, { origin: akamai.Origin.controlPlaneWorkload(workload, {
      ipVersion: akamai.OriginIpVersion.IPV6,
      minTlsVersion: akamai.OriginTlsVersion.TLSV1_3,
    }) });
    const origin = originOf(synth(stack), delivery);
    expect([origin.forward_host_header, origin.ip_version, origin.min_tls_version, origin.verification_mode]).toEqual(['ORIGIN_HOSTNAME', 'IPV6', 'TLSV1_3', 'PLATFORM_SETTINGS']);
  });

  test('every problem of the origin is reported together, each by the rule format\'s rule (the rules builder\'s) or the construct\'s rule', () => {
    const build = () => site(akamaiStack(), {
      origin: akamai.Origin.customer({
        hostname: 'origin.example.com',
        ipVersion: 'IPV5' as akamai.OriginIpVersion,
        trueClientIpHeader: 'True Client IP',
        httpPort: 80.5,
        verification: akamai.OriginVerification.custom({ trust: akamai.OriginTrust.combo({ customCertificates: [akamai.OriginCertificate.fromPem('MIIB')] }) }),
      }),
    });
    expect(build).toThrow([
      'test/site: 4 problems in its props:',
      '  test/site: origin.ipVersion: "IPV5" is not allowed; allowed: "IPV4", "DUALSTACK", "IPV6" [data.akamai_property_rules_builder.rules_v2025_10_16.behavior.origin.ip_version:enum]',
    ].join('\n'));
    expect(build).toThrow(/origin\.trueClientIpHeader: "True Client IP" .*\[data\.akamai_property_rules_builder\.rules_v2025_10_16\.behavior\.origin\.true_client_ip_header:pattern\]/);
    expect(build).toThrow(/origin\.verification\.trust\.customCertificates\[0\]: "MIIB" .*\[data\.akamai_property_rules_builder\.rules_v2025_10_16\.behavior\.origin\.custom_certificates\.pem_encoded_cert:pattern\]/);
    expect(build).toThrow(/origin\.httpPort: 80\.5 .*\[data\.akamai_property_rules_builder\.rules_v2025_10_16\.behavior\.origin\.http_port:integer\]/);
  });

  test('an option that would not take effect, and a trust in nothing, are refused', () => {
    expect(() => site(akamaiStack(), { origin: akamai.Origin.customer({ hostname: 'origin.example.com', trueClientIp: false, trueClientIpHeader: 'X-Client-IP' }) }))
      .toThrow('test/site: origin.trueClientIpHeader: "X-Client-IP" takes effect only with trueClientIp, which is false; allowed: leave trueClientIpHeader out, or set trueClientIp to true [akamai/delivery-origin-option-applies]');
    expect(() => site(akamaiStack(), { origin: akamai.Origin.customer({ hostname: 'origin.example.com', verification: akamai.OriginVerification.custom({ trust: akamai.OriginTrust.customCertificates([]) }) }) }))
      .toThrow('test/site: origin.verification.trust: is empty; the edge would trust no certificate of the origin; allowed: at least one certificate authority set, certificate authority or certificate [akamai/delivery-origin-trust]');
    expect(() => site(akamaiStack(), { origin: akamai.Origin.customer({ hostname: 'origin.example.com', verification: akamai.OriginVerification.custom({ trust: akamai.OriginTrust.combo({}) }) }) }))
      .toThrow('test/site: origin.verification.trust: no list is given or every list is empty; the edge would trust no certificate of the origin; allowed: at least one certificate authority set, certificate authority or certificate [akamai/delivery-origin-trust]');
    expect(() => site(akamaiStack(), { origin: akamai.Origin.customer({ hostname: 'origin.example.com', verification: akamai.OriginVerification.custom({ trust: akamai.OriginTrust.combo({ customCertificate: [] } as any) }) }) }))
      .toThrow('test/site: origin.verification.trust.customCertificate: is not a property of OriginTrustComboOptions; did you mean "customCertificates"?');
  });
});

describe('akamai.PropertyDelivery: the default rule', () => {
  test('defaultRuleComments is the default rule\'s comments', () => {
    const stack = akamaiStack();
    const delivery = site(stack, { defaultRuleComments: 'The behaviors every request gets' });
    expect(defaultRule(synth(stack), delivery).comments).toBe('The behaviors every request gets');
  });

  test('an origin or CP code behavior in defaultBehaviors is refused: the default rule has them from origin and cpCode', () => {
    const build = () => site(akamaiStack(), {
      defaultBehaviors: [
        akamai.Behavior.fromRulesBuilder({ origin: { originType: 'CUSTOMER', hostname: 'other.example.com' } }),
        akamai.Behavior.cacheFor('1d'),
        akamai.Behavior.cpCode(akamai.CpCodeRef.fromId('cpc_1234')),
      ],
    });
    expect(build).toThrow([
      'test/site: 2 problems in its props:',
      '  test/site: defaultBehaviors[0]: is an origin behavior, which the default rule already has from the origin prop (a second one would replace it); allowed: change origin, or put this behavior in a child rule with criteria (rules, addRule) [akamai/delivery-default-behavior]',
      '  test/site: defaultBehaviors[2]: is a cpCode behavior, which the default rule already has from the cpCode prop (a second one would replace it); allowed: change cpCode, or put this behavior in a child rule with criteria (rules, addRule) [akamai/delivery-default-behavior]',
    ].join('\n'));
  });

  test('an origin behavior in a child rule is the way to a second origin', () => {
    const stack = akamaiStack();
    const delivery = site(stack, { rules: [{ name: 'API', criteria: [akamai.Criterion.path(['/api/*'])], behaviors: [akamai.Behavior.origin(akamai.Origin.customer({ hostname: 'api.example.com' }))] }] });
    const json = synth(stack);
    const child = json.data.akamai_property_rules_builder[(delivery.node.findChild('Rule1') as any).friendlyUniqueId].rules_v2025_10_16;
    expect(child.behavior[0].origin.hostname).toBe('api.example.com');
    expect(defaultRule(json, delivery).behavior.map((b: object) => Object.keys(b)[0])).toEqual(['origin', 'cp_code']);
  });

  test('Validations.disableRule lets a default behavior through, which then comes after the origin of the origin prop', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/delivery-default-behavior');
    const delivery = site(stack, { defaultBehaviors: [akamai.Behavior.origin(akamai.Origin.customer({ hostname: 'other.example.com' }))] });
    expect(defaultRule(synth(stack), delivery).behavior.map((b: any) => b.origin?.hostname ?? Object.keys(b)[0])).toEqual(['origin.example.com', 'cp_code', 'other.example.com']);
  });
});

describe('akamai.EdgeHostnameChoice: status update emails', () => {
  test('statusUpdateEmails is the edge hostname\'s status_update_email, on Enhanced and Standard TLS', () => {
    const stack = akamaiStack();
    const delivery = site(stack, { edgeHostname: akamai.EdgeHostnameChoice.standardTls({ statusUpdateEmails: ['noc@example.com', 'web@example.com'] }) });
    expect(synth(stack).resource.akamai_edge_hostname[delivery.edgeHostname!.friendlyUniqueId].status_update_email).toEqual(['noc@example.com', 'web@example.com']);
    const other = akamaiStack();
    const secure = site(other, { edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromEnrollmentId(123456), statusUpdateEmails: ['noc@example.com'] }) });
    expect(synth(other).resource.akamai_edge_hostname[secure.edgeHostname!.friendlyUniqueId]).toEqual({
      contract_id: 'ctr_C-0N7RAC7', group_id: 'grp_98765', product_id: 'prd_Fresca', edge_hostname: 'www.example.com.edgekey.net', ip_behavior: 'IPV6_COMPLIANCE',
      certificate: 123456, status_update_email: ['noc@example.com'],
    });
  });

  test('an address that is not one email address is refused', () => {
    expect(() => site(akamaiStack(), { edgeHostname: akamai.EdgeHostnameChoice.standardTls({ statusUpdateEmails: ['noc@example.com,web@example.com'] }) }))
      .toThrow('test/site: edgeHostname.statusUpdateEmails[0]: "noc@example.com,web@example.com" is not an email address; allowed: one address without commas (the Edge Hostname API takes the list joined by commas) [akamai/delivery-status-update-email]');
  });
});

describe('akamai.Activation: the timeout', () => {
  test('timeout is the activation\'s timeouts.default, judged by the provider\'s duration format', () => {
    const stack = akamaiStack();
    const delivery = site(stack, { activations: [akamai.Activation.staging({ contacts: ['web@example.com'], timeout: '2h30m' })] });
    expect(synth(stack).resource.akamai_property_activation[delivery.stagingActivation!.friendlyUniqueId].timeouts).toEqual({ default: '2h30m' });
    expect(() => site(akamaiStack(), { activations: [akamai.Activation.staging({ contacts: ['web@example.com'], timeout: '90 minutes' })] }))
      .toThrow(/activations\[0\]\.timeout: "90 minutes" .*\[akamai\/property-activation-timeouts-default-duration\]/);
  });
});

describe('akamai.PropertyDelivery: the new props pass tokens through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('given as a %s', (kind) => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'name', { type: 'string' });
    const number = new TerraformVariable(stack, 'port', { type: 'number' });
    const list = new TerraformVariable(stack, 'names', { type: 'list(string)' });
    const other = new akamai.cpCode.CpCode(stack, 'other', { name: 'other', contractId: 'ctr_1', groupId: 'grp_1', productId: 'prd_1' });
    const value = {
      variable: variable.stringValue,
      reference: other.name,
      function: Fn.lower(variable.stringValue),
    }[kind];
    const expected = { variable: '${var.name}', reference: ref(other, 'name'), function: '${lower(var.name)}' }[kind];
    const port = {
      variable: number.numberValue,
      reference: Token.asNumber(other.id),
      function: Fn.tonumber(variable.stringValue),
    }[kind];
    const expectedPort = { variable: '${var.port}', reference: ref(other, 'id'), function: '${tonumber(var.name)}' }[kind];
    const values = {
      variable: list.listValue,
      reference: Fn.tolist([other.name]),
      function: Fn.compact(list.listValue),
    }[kind];
    const expectedList = { variable: '${var.names}', reference: `\${tolist([${ref(other, 'name').slice(2, -1)}])}`, function: '${compact(var.names)}' }[kind];
    const delivery = site(stack, {
      origin: akamai.Origin.customer({
        hostname: 'origin.example.com',
        forwardHostHeader: akamai.ForwardHostHeader.custom(value),
        trueClientIpHeader: value,
        httpPort: port,
        httpsPort: port,
        verification: akamai.OriginVerification.custom({
          validNames: values,
          trust: akamai.OriginTrust.customCertificates([akamai.OriginCertificate.fromPem(value)]),
        }),
      }),
      defaultRuleComments: value,
      edgeHostname: akamai.EdgeHostnameChoice.standardTls({ statusUpdateEmails: values }),
      activations: [akamai.Activation.staging({ contacts: ['web@example.com'], timeout: value })],
    });
    const json = synth(stack);
    const origin = originOf(json, delivery);
    expect([
      origin.custom_forward_host_header,
      origin.true_client_ip_header,
      origin.http_port,
      origin.https_port,
      origin.custom_valid_cn_values,
      origin.custom_certificates,
    ])
      .toEqual([expected, expected, expectedPort, expectedPort, expectedList, [{ pem_encoded_cert: expected }]]);
    expect(defaultRule(json, delivery).comments).toBe(expected);
    expect(json.resource.akamai_edge_hostname[delivery.edgeHostname!.friendlyUniqueId].status_update_email)
      .toBe(expectedList);
    expect(json.resource.akamai_property_activation[delivery.stagingActivation!.friendlyUniqueId].timeouts).toEqual({
      default: expected,
    });
  });

  test('an email address given as a token in a list of literals passes through', () => {
    const stack = akamaiStack();
    const email = new TerraformVariable(stack, 'email', { type: 'string' });
    const delivery = site(stack, { edgeHostname: akamai.EdgeHostnameChoice.standardTls({ statusUpdateEmails: ['noc@example.com', email.stringValue] }) });
    expect(synth(stack).resource.akamai_edge_hostname[delivery.edgeHostname!.friendlyUniqueId].status_update_email).toEqual(['noc@example.com', '${var.email}']);
  });
});
