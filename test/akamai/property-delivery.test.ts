import { Fn, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string, data = false) =>
  `\${${data ? 'data.' : ''}${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;

/** The stack's one lookup of a type (`akamai_group`): every construct of the stack shares it. */
const lookupIn = (stack: TerraformStack, type: string) => stack.node.children.find(
  (c: any) => c.terraformResourceType === type,
) as any;

function certificateIn(stack: TerraformStack, names = ['www.example.com', 'shop.example.com']): akamai.EnrollmentWithValidation {
  return new akamai.EnrollmentWithValidation(stack, 'cert', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: names[0], sans: names.slice(1), adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
    challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
  });
}

/**
 * The site of the example: two hostnames on Enhanced TLS, a customer origin, static caching, staging then production.
 */
function site(stack: TerraformStack, props: Partial<akamai.PropertyDeliveryProps> = {}): akamai.PropertyDelivery {
  return new akamai.PropertyDelivery(stack, 'site', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    group: akamai.GroupRef.fromId('98765'),
    product: akamai.ProductRef.ionStandard(),
    hostnames: ['www.example.com', 'shop.example.com'],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
    origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
    ...props,
  });
}

/**
 * The origin behavior Akamai's property template writes for a customer origin (the provider's v2025-10-16 builder test
 * data).
 */
const CUSTOMER_ORIGIN = {
  origin_type: 'CUSTOMER', hostname: 'origin.example.com', forward_host_header: 'REQUEST_HOST_HEADER', cache_key_hostname: 'ORIGIN_HOSTNAME',
  compress: true, enable_true_client_ip: true, true_client_ip_header: 'True-Client-IP', true_client_ip_client_setting: false,
  http_port: 80, https_port: 443, origin_sni: true, use_unique_cache_key: false, verification_mode: 'PLATFORM_SETTINGS',
};

describe('akamai.PropertyDelivery: a site from hostnames to production', () => {
  test('the whole workflow: CP code, Enhanced TLS edge hostname, rule tree, hostnames, staging then production after the certificate, CNAMEs', () => {
    const stack = akamaiStack();
    const cert = certificateIn(stack);
    const delivery = site(stack, {
      group: akamai.GroupRef.fromName('Web Properties'),
      edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromEnrollment(cert) }),
      rules: [
        { name: 'Static content', criteria: [akamai.Criterion.fileExtension(['css', 'js'])], behaviors: [akamai.Behavior.cacheFor('7d')] },
        {
          name: 'Shop', criteria: [akamai.Criterion.hostname(['shop.example.com'])],
          children: [{ name: 'No caching for the cart', criteria: [akamai.Criterion.path(['/cart/*'])], behaviors: [akamai.Behavior.noStore()] }],
        },
      ],
      activations: [
        akamai.Activation.staging({ contacts: ['web@example.com'] }),
        akamai.Activation.production({
          contacts: ['web@example.com'], note: 'release 42',
          complianceRecord: akamai.ComplianceRecord.noneRequired({ customerEmail: 'owner@example.com', peerReviewedBy: 'reviewer@example.com', ticketId: 'CHG-42' }),
        }),
      ],
      dns: akamai.DeliveryDns.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
    });
    const json = synth(stack);
    const group = ref(lookupIn(stack, 'akamai_group'), 'id', true);
    const cpCode = delivery.cpCode!;
    const edge = delivery.edgeHostname!;
    const property = delivery.property;

    expect(json.data.akamai_group['Group_Web_Properties_ctr_C-0N7RAC7']).toEqual({ group_name: 'Web Properties', contract_id: 'ctr_C-0N7RAC7' });
    expect(json.resource.akamai_cp_code[cpCode.friendlyUniqueId]).toEqual({ name: 'www.example.com', contract_id: 'ctr_C-0N7RAC7', group_id: group, product_id: 'prd_Fresca' });
    expect(json.resource.akamai_edge_hostname[edge.friendlyUniqueId]).toEqual({
      contract_id: 'ctr_C-0N7RAC7', group_id: group, product_id: 'prd_Fresca', edge_hostname: 'www.example.com.edgekey.net',
      ip_behavior: 'IPV6_COMPLIANCE', certificate: ref(cert.enrollment, 'id'),
    });

    const builders = json.data.akamai_property_rules_builder;
    const [rule1, rule2, rule3] = ['Rule1', 'Rule2', 'Rule3'].map((id) => delivery.node.findChild(id) as akamai.dataAkamaiPropertyRulesBuilder.DataAkamaiPropertyRulesBuilder);
    expect(builders[delivery.ruleTree.friendlyUniqueId]).toEqual({
      rules_v2025_10_16: {
        name: 'default',
        is_secure: true,
        behavior: [{ origin: CUSTOMER_ORIGIN }, { cp_code: { value: { id: `\${tonumber(${ref(cpCode, 'id').slice(2, -1)})}` } } }],
        children: [ref(rule1, 'json', true), ref(rule3, 'json', true)],
      },
    });
    expect(builders[rule1.friendlyUniqueId]).toEqual({
      rules_v2025_10_16: { name: 'Static content', criterion: [{ file_extension: { match_operator: 'IS_ONE_OF', values: ['css', 'js'] } }], behavior: [{ caching: { behavior: 'MAX_AGE', ttl: '7d', must_revalidate: false } }] },
    });
    expect(builders[rule2.friendlyUniqueId]).toEqual({
      rules_v2025_10_16: { name: 'No caching for the cart', criterion: [{ path: { match_operator: 'MATCHES_ONE_OF', values: ['/cart/*'] } }], behavior: [{ caching: { behavior: 'NO_STORE' } }] },
    });
    expect(builders[rule3.friendlyUniqueId]).toEqual({
      rules_v2025_10_16: { name: 'Shop', criterion: [{ hostname: { match_operator: 'IS_ONE_OF', values: ['shop.example.com'] } }], children: [ref(rule2, 'json', true)] },
    });

    expect(json.resource.akamai_property[property.friendlyUniqueId]).toEqual({
      name: 'www.example.com', contract_id: 'ctr_C-0N7RAC7', group_id: group, product_id: 'prd_Fresca',
      rule_format: ref(delivery.ruleTree, 'rule_format', true), rules: ref(delivery.ruleTree, 'json', true),
      hostnames: ['www.example.com', 'shop.example.com'].map((h) => ({ cname_from: h, cname_to: ref(edge, 'edge_hostname'), cert_provisioning_type: 'CPS_MANAGED' })),
    });
    const activations = json.resource.akamai_property_activation;
    const staging = delivery.stagingActivation!;
    expect(activations[staging.friendlyUniqueId]).toEqual({ property_id: ref(property, 'id'), network: 'STAGING', version: ref(property, 'latest_version'), contact: ['web@example.com'] });
    expect(activations[delivery.productionActivation!.friendlyUniqueId]).toEqual({
      property_id: ref(property, 'id'), network: 'PRODUCTION', version: ref(staging, 'version'), contact: ['web@example.com'], note: 'release 42',
      compliance_record: { noncompliance_reason_none: { customer_email: 'owner@example.com', peer_reviewed_by: 'reviewer@example.com', unit_tested: true, ticket_id: 'CHG-42' } },
      depends_on: [`akamai_property_activation.${staging.friendlyUniqueId}`, `akamai_cps_dv_validation.${cert.validation.friendlyUniqueId}`],
    });
    expect(json.resource.akamai_dns_record[delivery.dnsRecords!.friendlyUniqueId]).toEqual({
      for_each: '${toset(["www.example.com", "shop.example.com"])}', zone: 'example.com', name: '${each.value}', recordtype: 'CNAME', ttl: 300, target: [ref(edge, 'edge_hostname')],
    });
    expect(delivery.cnames).toEqual([{ hostname: 'www.example.com', target: delivery.edgeHostnameName }, { hostname: 'shop.example.com', target: delivery.edgeHostnameName }]);
  });

  test('a Standard TLS edge hostname, an existing CP code and a contract looked up by group: no certificate, no CP code resource', () => {
    const stack = akamaiStack();
    const delivery = site(stack, {
      contract: akamai.ContractRef.fromGroupName('Web Properties'),
      edgeHostname: akamai.EdgeHostnameChoice.standardTls({ prefix: 'shop', ipBehavior: akamai.IpBehavior.IPV4 }),
      cpCode: akamai.CpCodeRef.fromId('cpc_123456'),
      activations: [akamai.Activation.production({ contacts: ['web@example.com'], complianceRecord: akamai.ComplianceRecord.emergency({ ticketId: 'INC-7' }) })],
    });
    const json = synth(stack);
    const lookup = lookupIn(stack, 'akamai_contract');
    expect(json.data.akamai_contract.ContractOfGroup_Web_Properties).toEqual({ group_name: 'Web Properties' });
    expect(json.resource.akamai_cp_code).toBeUndefined();
    expect(json.resource.akamai_edge_hostname[delivery.edgeHostname!.friendlyUniqueId]).toEqual({
      contract_id: ref(lookup, 'id', true), group_id: 'grp_98765', product_id: 'prd_Fresca', edge_hostname: 'shop.edgesuite.net', ip_behavior: 'IPV4',
    });
    expect(json.data.akamai_property_rules_builder[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16).toEqual({
      name: 'default', is_secure: false, behavior: [{ origin: CUSTOMER_ORIGIN }, { cp_code: { value: { id: 123456 } } }],
    });
    const [production] = Object.values(json.resource.akamai_property_activation) as any[];
    expect(production).toEqual({
      property_id: ref(delivery.property, 'id'), network: 'PRODUCTION', version: ref(delivery.property, 'latest_version'), contact: ['web@example.com'],
      compliance_record: { noncompliance_reason_emergency: { ticket_id: 'INC-7' } },
    });
  });

  test('an existing edge hostname by name, a pinned production version, a third-party certificate is not waited for when not given', () => {
    const stack = akamaiStack();
    const delivery = site(stack, {
      edgeHostname: akamai.EdgeHostnameChoice.fromName('www.example.com.edgekey.net'),
      activations: [akamai.Activation.staging({ contacts: ['web@example.com'] }), akamai.Activation.production({ contacts: ['web@example.com'], version: akamai.ActivationVersion.pinned(7) })],
    });
    const json = synth(stack);
    expect(json.resource.akamai_edge_hostname).toBeUndefined();
    expect(json.resource.akamai_property[delivery.property.friendlyUniqueId].hostnames[0].cname_to).toBe('www.example.com.edgekey.net');
    expect(json.data.akamai_property_rules_builder[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16.is_secure)
      .toBe(true);
    const production = json.resource.akamai_property_activation[delivery.productionActivation!.friendlyUniqueId];
    expect(production.version).toBe(7);
    expect(production.depends_on).toEqual([`akamai_property_activation.${delivery.stagingActivation!.friendlyUniqueId}`]);
  });

  test('Enhanced TLS with a third-party certificate: production waits for the upload', () => {
    const stack = akamaiStack();
    const cert = new akamai.ThirdPartyEnrollment(stack, 'cert', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: 'www.example.com', sans: ['shop.example.com'], adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      signedCertificate: { certificateEcdsaPem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' },
    });
    const delivery = site(stack, {
      edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromThirdPartyEnrollment(cert), prefix: 'shop' }),
      activations: [akamai.Activation.production({ contacts: ['web@example.com'] })],
    });
    const json = Testing.synth(stack);
    const production = JSON.parse(
      json,
    ).resource.akamai_property_activation[delivery.productionActivation!.friendlyUniqueId];
    expect(production.depends_on).toEqual([`akamai_cps_upload_certificate.${cert.upload!.friendlyUniqueId}`]);
    expect(JSON.parse(json).resource.akamai_edge_hostname[delivery.edgeHostname!.friendlyUniqueId].certificate).toBe(ref(cert.enrollment, 'id'));
  });

  test('a Control Plane workload as origin: its canonical endpoint\'s host, forwarded as host header', () => {
    const stack = akamaiStack();
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    const workload = new cpln.workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }] });
    const delivery = site(stack, { origin: akamai.Origin.controlPlaneWorkload(workload) });
    const json = synth(stack);
    const origin =
      json.data.akamai_property_rules_builder[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16.behavior[0].origin;
    expect(origin).toEqual({
      ...CUSTOMER_ORIGIN,
      hostname: `\${element(regex("^(?:[a-z]+://)?([^/:]+)", ${ref(workload, 'status[0].canonical_endpoint').slice(2, -1)}), 0)}`,
      forward_host_header: 'ORIGIN_HOSTNAME',
    });
  });

  test('addRule after construction appends a child rule of the default rule', () => {
    const stack = akamaiStack();
    const delivery = site(stack, { rules: [{ name: 'First', behaviors: [akamai.Behavior.cacheFor('1h')] }] });
    delivery.addRule({ name: 'Second', criteria: [akamai.Criterion.path(['/api/*'])], behaviors: [akamai.Behavior.noStore()], criteriaMustSatisfy: akamai.CriteriaMatch.ANY, comments: 'APIs are never cached' });
    const json = synth(stack);
    const second = delivery.node.findChild('Rule2') as any;
    expect(json.data.akamai_property_rules_builder[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16.children).toEqual([ref(delivery.node.findChild('Rule1') as any, 'json', true), ref(second, 'json', true)]);
    expect(json.data.akamai_property_rules_builder[second.friendlyUniqueId].rules_v2025_10_16).toEqual({
      name: 'Second', comments: 'APIs are never cached', criteria_must_satisfy: 'any', criterion: [{ path: { match_operator: 'MATCHES_ONE_OF', values: ['/api/*'] } }], behavior: [{ caching: { behavior: 'NO_STORE' } }],
    });
  });

  test('Behavior.fromRulesBuilder and Criterion.fromRulesBuilder take any typed behavior and criterion; the rules builder\'s checks apply to them', () => {
    const stack = akamaiStack();
    site(stack, {
      defaultBehaviors: [akamai.Behavior.fromRulesBuilder({ http2: { enabled: '' } }), akamai.Behavior.fromRulesBuilder({ caching: { behavior: 'MAXAGE', ttl: '1d' } })],
      rules: [{ name: 'Errors', criteria: [akamai.Criterion.fromRulesBuilder({ path: { matchOperator: 'MATCHES_ONE', values: ['/x'] } })] }],
    });
    expect(() => Testing.synth(stack, true)).toThrow(/test\/site\/Rule1: .*criterion\[0\]\.path\.match_operator: "MATCHES_ONE" is not allowed[\s\S]*test\/site\/Rules: .*behavior\[3\]\.caching\.behavior: "MAXAGE" is not allowed/);
  });
});

describe('akamai.PropertyDelivery: which activation waits for the certificate', () => {
  // "Waiting" is Terraform ordering: the activation depends_on the certificate's akamai_cps_dv_validation (or
  // akamai_cps_upload_certificate), so it starts once that resource is created (resource_akamai_cps_dv_validation.go).
  const activations = (
    stack: TerraformStack,
    staging: Partial<akamai.StagingActivationOptions>,
    production: Partial<akamai.ProductionActivationOptions>,
  ) => {
    const cert = certificateIn(stack);
    const delivery = site(stack, {
      edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromEnrollment(cert) }),
      activations: [akamai.Activation.staging({ contacts: ['web@example.com'], ...staging }), akamai.Activation.production({ contacts: ['web@example.com'], ...production })],
    });
    const json = synth(stack).resource.akamai_property_activation;
    return {
      staging: json[delivery.stagingActivation!.friendlyUniqueId].depends_on,
      production: json[delivery.productionActivation!.friendlyUniqueId].depends_on,
      cert,
      delivery,
    };
  };

  test('staging and production both wait when staging asks to', () => {
    const stack = akamaiStack();
    const { staging, production, cert, delivery } = activations(stack, { waitForCertificate: true }, {});
    const validation = `akamai_cps_dv_validation.${cert.validation.friendlyUniqueId}`;
    expect(staging).toEqual([validation]);
    expect(production).toEqual([`akamai_property_activation.${delivery.stagingActivation!.friendlyUniqueId}`, validation]);
  });

  test('production alone waits by default; with waitForCertificate false it waits for staging only', () => {
    const { staging, production, delivery } = activations(akamaiStack(), {}, { waitForCertificate: false });
    expect(staging).toBeUndefined();
    expect(production).toEqual([`akamai_property_activation.${delivery.stagingActivation!.friendlyUniqueId}`]);
  });

  test('waiting for a certificate this app does not create is refused', () => {
    expect(() => site(akamaiStack(), {
      edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({
        certificate: akamai.EdgeCertificate.fromEnrollmentId(123456),
      }),
      activations: [akamai.Activation.staging({ contacts: ['web@example.com'], waitForCertificate: true })],
    })).toThrow('test/site: activations[0].waitForCertificate: true, but this app creates no certificate for the edge hostname to wait for (an existing enrollment, an existing edge hostname or Standard TLS); allowed: false, or EdgeHostnameChoice.enhancedTls({ certificate: EdgeCertificate.fromEnrollment(enrollment) }) or fromThirdPartyEnrollment(enrollment) [akamai/delivery-certificate-wait]');
  });
});

describe('akamai.PropertyDelivery: wrong props are refused at construction, naming the construct, the prop, the value and what is allowed', () => {
  const cases: Array<[string, (stack: TerraformStack) => unknown, string]> = [
    ['a hostname with a scheme', (s) => site(s, { hostnames: ['https://www.example.com'] }), 'test/site: hostnames[0]: "https://www.example.com" is not a host name; allowed: a fully qualified host name (optionally "*." and a domain) without scheme, path or port, for example "www.example.com" [akamai/delivery-hostname]'],
    ['a hostname given twice', (s) => site(s, { hostnames: ['www.example.com', 'WWW.example.com'] }), 'test/site: hostnames[1]: "WWW.example.com" is also hostnames[0]; a property serves each hostname once [akamai/delivery-hostname]'],
    ['no hostnames', (s) => site(s, { hostnames: [] }), 'test/site: hostnames: is empty; allowed: at least one host name [akamai/delivery-hostname]'],
    ['a contract id with a group prefix', (s) => site(s, { contract: akamai.ContractRef.fromId('grp_1') }), 'test/site: contract: AkamaiId.contract("grp_1"): has the prefix of a group id; allowed: a contract id with the prefix "ctr_" or without one [akamai/id-prefix]'],
    ['a CP code id that is not a number', (s) => site(s, { cpCode: akamai.CpCodeRef.fromId('cpc_abc') }), 'test/site: cpCode: CpCodeRef.fromId("cpc_abc"): AkamaiId.cpCode("cpc_abc"): "abc" is not a number'],
    ['an origin with a scheme', (s) => site(s, { origin: akamai.Origin.customer({ hostname: 'https://origin.example.com/' }) }), 'test/site: origin.hostname: "https://origin.example.com/" is not a host name; allowed: a fully qualified host name or an IPv4 address, without scheme, path or port (for example "origin.example.com") [akamai/delivery-origin-hostname]'],
    ['a hostname the certificate does not cover', (s) => site(s, { hostnames: ['www.example.com', 'blog.example.com'], edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromEnrollment(certificateIn(s)) }) }), 'test/site: hostnames[1]: "blog.example.com" is not a name of the edge hostname\'s certificate, so HTTPS for it fails; the certificate covers "www.example.com", "shop.example.com" [akamai/delivery-certificate-covers-hostnames]'],
    ['Enhanced TLS without a certificate', (s) => site(s, { edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({} as any) }), 'test/site: edgeHostname.certificate: missing or not an EdgeCertificate; give EdgeCertificate.fromEnrollment(enrollment), fromThirdPartyEnrollment(enrollment) or fromEnrollmentId(id)'],
    ['two staging activations', (s) => site(s, { activations: [akamai.Activation.staging({ contacts: ['a@example.com'] }), akamai.Activation.staging({ contacts: ['b@example.com'] })] }), 'test/site: activations: 2 activations on STAGING; allowed: at most one per network (a second would fight the first over the active version) [akamai/delivery-activation-networks]'],
    ['production following staging without staging', (s) => site(s, { activations: [akamai.Activation.production({ contacts: ['a@example.com'], version: akamai.ActivationVersion.followStaging() })] }), 'test/site: activations: the production activation follows staging, but there is no staging activation; add Activation.staging({...}) or give the production activation another ActivationVersion [akamai/delivery-follow-staging]'],
    ['a pinned version 0', (s) => site(s, { activations: [akamai.Activation.production({ contacts: ['a@example.com'], version: akamai.ActivationVersion.pinned(0) })] }), 'test/site: activations[0].version: 0 is not a property version; allowed: a whole number from 1 [akamai/delivery-activation-version]'],
    ['a contact that is not an email address', (s) => site(s, { activations: [akamai.Activation.staging({ contacts: ['web team'] })] }), 'test/site: activations[0].contacts[0]: "web team" is not an email address [akamai/delivery-activation-contacts]'],
    ['a change declared not unit tested', (s) => site(s, { activations: [akamai.Activation.production({ contacts: ['a@example.com'], complianceRecord: akamai.ComplianceRecord.noneRequired({ customerEmail: 'o@example.com', peerReviewedBy: 'r@example.com', unitTested: false }) })] }), 'test/site: activations[0].complianceRecord.unitTested: false is refused by Akamai for a production activation without a compliance exception; allowed: true, or another ComplianceRecord (emergency, noProductionTraffic, other) [akamai/delivery-unit-tested]'],
    ['a child rule named default', (s) => site(s, { rules: [{ name: 'default' }] }), 'test/site: rules[0].name: "default" cannot name a child rule; allowed: a non-empty name other than "default" (the default rule\'s) [akamai/delivery-rule-name]'],
    ['a CNAME at the zone apex', (s) => site(s, { hostnames: ['example.com'], dns: akamai.DeliveryDns.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')) }), 'test/site: hostnames[0]: name "example.com" is the apex of zone "example.com"; allowed: a name under it when recordtype is "CNAME"; at the zone apex use an AKAMAICDN record (an Akamai edge hostname) or A/AAAA records; a CNAME goes on a name under the apex (www.example.com) [akamai/dns-record-cname-not-apex]'],
    ['a hostname outside the zone', (s) => site(s, { hostnames: ['www.example.org'], dns: akamai.DeliveryDns.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')) }), 'test/site: hostnames[0]: name "www.example.org" is not in zone "example.com"; allowed: "example.com" or a name under it, fully qualified when zone is a well-formed domain name; write the record\'s fully qualified name, inside its zone (www.example.com in zone example.com) [akamai/dns-record-name-in-zone]'],
    ['a misspelt prop (plain JavaScript)', (s) => site(s, { hostname: ['www.example.com'] } as any), 'test/site: hostname: is not a property of PropertyDeliveryProps; did you mean "hostnames"?'],
    ['a misspelt rule prop', (s) => site(s, { rules: [{ name: 'x', behaviour: [] } as any] }), 'test/site: rules[0].behaviour: is not a property of PropertyRule; did you mean "behaviors"?'],
    ['a misspelt origin option', (s) => site(s, { origin: akamai.Origin.customer({ hostname: 'origin.example.com', httpPorts: 80 } as any) }), 'test/site: origin.httpPorts: is not a property of CustomerOriginOptions; did you mean "httpPort"?'],
    ['a misspelt activation option', (s) => site(s, { activations: [akamai.Activation.staging({ contacts: ['a@example.com'], notes: 'x' } as any)] }), 'test/site: activations[0].notes: is not a property of StagingActivationOptions; did you mean "note"?'],
    ['a compliance record on a staging activation (not an option there)', (s) => site(s, { activations: [akamai.Activation.staging({ contacts: ['a@example.com'], complianceRecord: akamai.ComplianceRecord.emergency() } as any)] }), 'test/site: activations[0].complianceRecord: is not a property of StagingActivationOptions'],
    ['a string where a Behavior goes', (s) => site(s, { defaultBehaviors: ['caching' as any] }), 'test/site: defaultBehaviors[0]: is not a Behavior; use Behavior.cacheFor("7d"), Behavior.noStore(), Behavior.cpCode(ref), Behavior.origin(origin) or Behavior.fromRulesBuilder({...})'],
  ];

  test.each(cases)('%s', (_name, build, message) => {
    expect(() => build(akamaiStack())).toThrow(message);
  });

  test('Validations.disableRule switches a construct rule off when called on a scope before the construct is created', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/delivery-certificate-covers-hostnames');
    const cert = certificateIn(stack);
    const delivery = site(stack, { hostnames: ['www.example.com', 'blog.example.com'], edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromEnrollment(cert) }) });
    expect(synth(stack).resource.akamai_property[delivery.property.friendlyUniqueId].hostnames.map((h: any) => h.cname_from)).toEqual(['www.example.com', 'blog.example.com']);
  });
});

describe('akamai.PropertyDelivery: tokens pass through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('every string and list prop given as a %s', (kind) => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'name', { type: 'string' });
    const list = new TerraformVariable(stack, 'names', { type: 'list(string)' });
    const other = new akamai.cpCode.CpCode(stack, 'other', { name: 'other', contractId: 'ctr_1', groupId: 'grp_1', productId: 'prd_1' });
    const value = {
      variable: variable.stringValue,
      reference: other.name,
      function: Fn.lower(variable.stringValue),
    }[kind];
    const expected = { variable: '${var.name}', reference: ref(other, 'name'), function: '${lower(var.name)}' }[kind];
    const values = {
      variable: list.listValue,
      reference: Fn.tolist([other.name]),
      function: Fn.compact(list.listValue),
    }[kind];
    const expectedList = { variable: '${var.names}', reference: `\${tolist([${ref(other, 'name').slice(2, -1)}])}`, function: '${compact(var.names)}' }[kind];
    const delivery = new akamai.PropertyDelivery(stack, 'site', {
      contract: akamai.ContractRef.fromGroupName(value),
      group: akamai.GroupRef.fromName(value),
      product: akamai.ProductRef.fromId(value),
      propertyName: value,
      hostnames: values,
      edgeHostname: akamai.EdgeHostnameChoice.standardTls({ prefix: value }),
      cpCode: akamai.CpCodeRef.fromId(value),
      origin: akamai.Origin.customer({ hostname: value }),
      rules: [{
        name: value,
        comments: value,
        criteria: [akamai.Criterion.path(values)],
        behaviors: [akamai.Behavior.cacheFor(value)],
      }],
      activations: [akamai.Activation.staging({ contacts: values, note: value })],
      dns: akamai.DeliveryDns.edgeDns(akamai.EdgeDnsZoneRef.fromName(value)),
      versionNotes: value,
    });
    const json = synth(stack);
    const contract = ref(lookupIn(stack, 'akamai_contract'), 'id', true);
    expect(json.data.akamai_contract[lookupIn(stack, 'akamai_contract').friendlyUniqueId].group_name).toBe(expected);
    expect(json.data.akamai_group[lookupIn(stack, 'akamai_group').friendlyUniqueId]).toEqual({ group_name: expected, contract_id: contract });
    const property = json.resource.akamai_property[delivery.property.friendlyUniqueId];
    expect(property.name).toBe(expected);
    expect(property.version_notes).toBe(expected);
    expect(property.product_id).toBe(`\${format("prd_%s", trimprefix(${expected.slice(2, -1)}, "prd_"))}`);
    expect(property.dynamic.hostnames.for_each).toBe(`\${toset(${expectedList.slice(2, -1)})}`);
    expect(json.resource.akamai_edge_hostname[delivery.edgeHostname!.friendlyUniqueId].edge_hostname).toBe(`${expected}.edgesuite.net`);
    const builders = json.data.akamai_property_rules_builder;
    const root = builders[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16;
    expect(root.behavior[0].origin.hostname).toBe(expected);
    expect(root.behavior[1].cp_code.value.id).toBe(`\${tonumber(trimprefix(${expected.slice(2, -1)}, "cpc_"))}`);
    const rule = builders[(delivery.node.findChild('Rule1') as any).friendlyUniqueId].rules_v2025_10_16;
    expect(rule).toEqual({ name: expected, comments: expected, criterion: [{ path: { match_operator: 'MATCHES_ONE_OF', values: expectedList } }], behavior: [{ caching: { behavior: 'MAX_AGE', ttl: expected, must_revalidate: false } }] });
    const staging = json.resource.akamai_property_activation[delivery.stagingActivation!.friendlyUniqueId];
    expect([staging.contact, staging.note]).toEqual([expectedList, expected]);
    const records = json.resource.akamai_dns_record[delivery.dnsRecords!.friendlyUniqueId];
    expect([records.zone, records.for_each]).toEqual([expected, `\${toset(${expectedList.slice(2, -1)})}`]);
    expect(delivery.cnames).toEqual([]);
  });
});

describe('akamai.AkamaiId: the id forms each resource takes', () => {
  test.each([
    ['contract', '1-AB123', 'ctr_1-AB123', '1-AB123'],
    ['contract', 'ctr_1-AB123', 'ctr_1-AB123', '1-AB123'],
    ['group', '12345', 'grp_12345', '12345'],
    ['product', 'prd_Fresca', 'prd_Fresca', 'Fresca'],
    ['cpCode', 'cpc_123456', 'cpc_123456', '123456'],
    ['property', '9876', 'prp_9876', '9876'],
    ['edgeHostname', 'ehn_4567', 'ehn_4567', '4567'],
  ] as const)('%s(%j): prefixed %j, bare %j', (kind, id, prefixed, bare) => {
    const made = (akamai.AkamaiId as any)[kind](id) as akamai.AkamaiId;
    expect([made.prefixed, made.bare]).toEqual([prefixed, bare]);
  });

  test('numeric ids have a number form; a token gets the conversions Terraform evaluates for either form', () => {
    expect(akamai.AkamaiId.cpCode('cpc_123456').number).toBe(123456);
    expect(akamai.AkamaiId.group('grp_98765').number).toBe(98765);
    expect(() => akamai.AkamaiId.contract('ctr_1-AB123').number).toThrow('AkamaiId.contract("ctr_1-AB123"): "1-AB123" is not a number; only numeric ids have a number form [akamai/id-prefix]');
    const stack = akamaiStack();
    const id = new TerraformVariable(stack, 'contract', { type: 'string' }).stringValue;
    const contract = akamai.AkamaiId.contract(id);
    new akamai.dnsZone.DnsZone(stack, 'zone', { contract: contract.bare, zone: 'example.com', type: 'PRIMARY', group: '1' });
    new akamai.cpCode.CpCode(stack, 'cp', { name: 'site', contractId: contract.prefixed, groupId: 'grp_1', productId: 'prd_Fresca' });
    const json = synth(stack);
    expect(Object.values(json.resource.akamai_dns_zone as object)[0].contract).toBe('${trimprefix(var.contract, "ctr_")}');
    expect(Object.values(json.resource.akamai_cp_code as object)[0].contract_id).toBe('${format("ctr_%s", trimprefix(var.contract, "ctr_"))}');
  });
});

describe('akamai.PropertyDelivery: names taken from a wildcard hostname', () => {
  // A property name holds 1 to 85 letters, digits, dots, dashes and underscores (the provider's isValidPropertyName,
  // validateNameWithBound, resource_akamai_property.go v9.2.0): `*` is none of them.
  test('a wildcard first hostname without propertyName names the property, its CP code and its edge hostname wildcard.<domain>', () => {
    const stack = akamaiStack();
    const delivery = site(stack, { hostnames: ['*.example.com', 'example.com'] });
    const json = synth(stack);
    expect(json.resource.akamai_property[delivery.property.friendlyUniqueId].name).toBe('wildcard.example.com');
    expect(Object.values<any>(json.resource.akamai_cp_code)[0].name).toBe('wildcard.example.com');
    expect(Object.values<any>(json.resource.akamai_edge_hostname)[0].edge_hostname).toBe('wildcard.example.com.edgesuite.net');
    expect(json.resource.akamai_property[delivery.property.friendlyUniqueId].hostnames[0].cname_from).toBe('*.example.com');
  });

  test('a property name the platform refuses is refused when the construct is built, with the catalog rule\'s id', () => {
    expect(() => site(akamaiStack(), { propertyName: 'my site' })).toThrow(/propertyName: "my site" is not valid: .*\[akamai\/property-name\]/);
  });
});
