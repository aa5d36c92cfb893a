import { Token } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth, synthWithLiteralSecrets } from '../support/synth';

/**
 * One realistic, fully valid stack per Akamai resource type that no other test covers: values a
 * customer would write, references between the constructs where Terraform would use them, and the
 * exact Terraform JSON each one synthesizes to.
 */

// An EC P-256 CA and a leaf certificate it signed (self-made test material, not a real key pair).
const CA_PEM = `-----BEGIN CERTIFICATE-----
MIIB2zCCAYGgAwIBAgIUNTkXyI9eIj2oDd0+ZQxvJSkX0aYwCgYIKoZIzj0EAwIw
QzELMAkGA1UEBhMCVVMxFDASBgNVBAoMC0V4YW1wbGUgSW5jMR4wHAYDVQQDDBVF
eGFtcGxlIEluYyBDbGllbnQgQ0EwHhcNMjYxMTIyMDgxMTA5WhcNMzYxMTE5MDgx
MTA5WjBDMQswCQYDVQQGEwJVUzEUMBIGA1UECgwLRXhhbXBsZSBJbmMxHjAcBgNV
BAMMFUV4YW1wbGUgSW5jIENsaWVudCBDQTBZMBMGByqGSM49AgEGCCqGSM49AwEH
A0IABNgqnWzX7s4mXIkSZCfDk0KKDfe1WXSNH+J8CokLdWLvzSEMIk8HNW6gDftD
L36/f6jh9vNurPFrcbZgNnAyblGjUzBRMB0GA1UdDgQWBBTp6CcZbNdiymxGM1e2
2Q2kZX65szAfBgNVHSMEGDAWgBTp6CcZbNdiymxGM1e22Q2kZX65szAPBgNVHRMB
Af8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQDi390fC2FI/FU2KtIOxRL0xbmI
7xXDtSjnF+UBUk53bwIgaXyTqBVXBLSfc7T8mRYkvJ0mEQwle7TRFwFBA+LRb9I=
-----END CERTIFICATE-----
`;
const LEAF_PEM = `-----BEGIN CERTIFICATE-----
MIIBfDCCASECFGKBA15HCN3qJK6FipkdGpRDw98eMAoGCCqGSM49BAMCMEMxCzAJ
BgNVBAYTAlVTMRQwEgYDVQQKDAtFeGFtcGxlIEluYzEeMBwGA1UEAwwVRXhhbXBs
ZSBJbmMgQ2xpZW50IENBMB4XDTI2MTEyMjA4MTEwOVoXDTI3MTEyMjA4MTEwOVow
PTELMAkGA1UEBhMCVVMxFDASBgNVBAoMC0V4YW1wbGUgSW5jMRgwFgYDVQQDDA93
d3cuZXhhbXBsZS5jb20wWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAARt/gnLto8L
AymlBUWasAxi+3+3TuOGym/uwABDGmdexF4p9h9SBeIB3LtmVh3U0vwY6+J0veGz
PlJw3YhDL1+mMAoGCCqGSM49BAMCA0kAMEYCIQDjGoS9DjdElSmjTCh2dQCcTVGy
Hf2X4eRebGAfJThp/wIhAO6R1UceDPmi/9Maox7vpTbzCJdkCX1nlUlt0WwDLv3r
-----END CERTIFICATE-----
`;

const CONTRACT = 'ctr_1-ABCDE';
const GROUP = 'grp_123456';

describe('akamai.appsecAdvancedSettingsAsePenaltyBox.AppsecAdvancedSettingsAsePenaltyBox', () => {
  test('the ASE penalty box of a security configuration, excluding two attack groups and one rule', () => {
    const stack = akamaiStack();
    new akamai.appsecAdvancedSettingsAsePenaltyBox.AppsecAdvancedSettingsAsePenaltyBox(stack, 'penalty-box', {
      configId: 43253,
      blockDuration: 10,
      qualificationExclusions: { attackGroups: ['SQL', 'XSS'], rules: [950002, 3000004] },
    });
    expect(synth(stack).resource.akamai_appsec_advanced_settings_ase_penalty_box['penalty-box']).toEqual({
      config_id: 43253,
      block_duration: 10,
      qualification_exclusions: { attack_groups: ['SQL', 'XSS'], rules: [950002, 3000004] },
    });
  });
});

describe('akamai.appsecIpGeo.AppsecIpGeo', () => {
  test('IP/Geo firewall in block mode with geo, IP and ASN lists and an exception list', () => {
    const stack = akamaiStack();
    new akamai.appsecIpGeo.AppsecIpGeo(stack, 'ip-geo', {
      configId: 43253,
      securityPolicyId: 'WWW1_81230',
      mode: 'block',
      geoControls: { action: 'deny', geoNetworkLists: ['40731_EMBARGOEDCOUNTRIES'] },
      ipControls: { action: 'deny', ipNetworkLists: ['49181_KNOWNBADIPS'] },
      asnControls: { action: 'alert', asnNetworkLists: ['40721_HOSTINGPROVIDERS'] },
      exceptionIpNetworkLists: ['68762_PARTNERALLOWLIST'],
      ukraineGeoControlAction: 'alert',
    });
    expect(synth(stack).resource.akamai_appsec_ip_geo['ip-geo']).toEqual({
      config_id: 43253,
      security_policy_id: 'WWW1_81230',
      mode: 'block',
      geo_controls: { action: 'deny', geo_network_lists: ['40731_EMBARGOEDCOUNTRIES'] },
      ip_controls: { action: 'deny', ip_network_lists: ['49181_KNOWNBADIPS'] },
      asn_controls: { action: 'alert', asn_network_lists: ['40721_HOSTINGPROVIDERS'] },
      exception_ip_network_lists: ['68762_PARTNERALLOWLIST'],
      ukraine_geo_control_action: 'alert',
    });
  });
});

describe('akamai.appsecSiemSettings.AppsecSiemSettings', () => {
  test('SIEM integration for two policies, with rate and bot exceptions', () => {
    const stack = akamaiStack();
    new akamai.appsecSiemSettings.AppsecSiemSettings(stack, 'siem', {
      configId: 43253,
      siemId: 1,
      enableSiem: true,
      enableForAllPolicies: false,
      enableBotmanSiem: true,
      includeJa4FingerprintToSiem: true,
      securityPolicyIds: ['WWW1_81230', 'API1_81231'],
      exceptions: [{ rate: ['alert'], botManagement: ['monitor', 'deny'] }],
    });
    expect(synth(stack).resource.akamai_appsec_siem_settings.siem).toEqual({
      config_id: 43253,
      siem_id: 1,
      enable_siem: true,
      enable_for_all_policies: false,
      enable_botman_siem: true,
      include_ja4_fingerprint_to_siem: true,
      security_policy_ids: ['WWW1_81230', 'API1_81231'],
      exceptions: [{ rate: ['alert'], bot_management: ['monitor', 'deny'] }],
    });
  });
});

describe('akamai.clientlistList.ClientlistList and akamai.clientlistActivation.ClientlistActivation', () => {
  test('an IP client list with two entries, activated on staging', () => {
    const stack = akamaiStack();
    const list = new akamai.clientlistList.ClientlistList(stack, 'office-ips', {
      name: 'Office egress IPs',
      type: 'IP',
      contractId: CONTRACT,
      groupId: 123456,
      notes: 'NAT addresses of the Cambridge and Berlin offices',
      tags: ['offices', 'allowlist'],
      items: [
        { value: '203.0.113.0/24', description: 'Cambridge office', tags: ['cambridge'] },
        { value: '198.51.100.17', description: 'Berlin office (temporary)', expirationDate: '2026-12-31T23:59:59+00:00' },
      ],
    });
    new akamai.clientlistActivation.ClientlistActivation(stack, 'office-ips-staging', {
      listId: list.listId,
      version: list.version,
      network: 'STAGING',
      comments: 'Add the Berlin office',
      notificationRecipients: ['secops@example.com'],
      siebelTicketId: 'CHG-20451',
    });

    const out = synth(stack);
    expect(out.resource.akamai_clientlist_list['office-ips']).toEqual({
      name: 'Office egress IPs',
      type: 'IP',
      contract_id: CONTRACT,
      group_id: 123456,
      notes: 'NAT addresses of the Cambridge and Berlin offices',
      tags: ['offices', 'allowlist'],
      items: [
        { value: '203.0.113.0/24', description: 'Cambridge office', tags: ['cambridge'] },
        { value: '198.51.100.17', description: 'Berlin office (temporary)', expiration_date: '2026-12-31T23:59:59+00:00' },
      ],
    });
    expect(out.resource.akamai_clientlist_activation['office-ips-staging']).toEqual({
      list_id: '${akamai_clientlist_list.office-ips.list_id}',
      version: '${akamai_clientlist_list.office-ips.version}',
      network: 'STAGING',
      comments: 'Add the Berlin office',
      notification_recipients: ['secops@example.com'],
      siebel_ticket_id: 'CHG-20451',
    });
  });
});

describe('akamai.cloudaccessKey.CloudaccessKey', () => {
  test('an AWS access key for a private S3 origin, with timeouts', () => {
    const stack = akamaiStack();
    new akamai.cloudaccessKey.CloudaccessKey(stack, 's3-origin', {
      accessKeyName: 'media-origin-s3',
      authenticationMethod: 'AWS4_HMAC_SHA256',
      contractId: '1-ABCDE',
      groupId: 123456,
      credentialsA: { cloudAccessKeyId: 'AKIAIOSFODNN7EXAMPLE', cloudSecretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', primaryKey: true },
      networkConfiguration: { securityNetwork: 'ENHANCED_TLS', additionalCdn: 'CHINA_CDN' },
      timeouts: { create: '1h', update: '1h', delete: '30m' },
    });
    const { json, secrets } = synthWithLiteralSecrets(stack);
    expect(secrets).toEqual(['akamai_cloudaccess_key.s3-origin.credentials_a.cloud_secret_access_key']);
    expect(json.resource.akamai_cloudaccess_key['s3-origin']).toEqual({
      access_key_name: 'media-origin-s3',
      authentication_method: 'AWS4_HMAC_SHA256',
      contract_id: '1-ABCDE',
      group_id: 123456,
      credentials_a: { cloud_access_key_id: 'AKIAIOSFODNN7EXAMPLE', cloud_secret_access_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', primary_key: true },
      network_configuration: { security_network: 'ENHANCED_TLS', additional_cdn: 'CHINA_CDN' },
      timeouts: { create: '1h', update: '1h', delete: '30m' },
    });
  });
});

describe('akamai.cloudcertificatesCertificate.CloudcertificatesCertificate and the signed certificate upload', () => {
  test('a cloud certificate CSR for two hostnames, then its CA-signed certificate', () => {
    const stack = akamaiStack();
    const cert = new akamai.cloudcertificatesCertificate.CloudcertificatesCertificate(stack, 'www', {
      contractId: 'ctr_1-ABCDE',
      groupId: '123456',
      baseName: 'www-example-com',
      keyType: 'RSA',
      keySize: '2048',
      secureNetwork: 'ENHANCED_TLS',
      sans: ['www.example.com', 'example.com'],
      subject: { commonName: 'www.example.com', organization: 'Example Inc', country: 'US', state: 'Massachusetts', locality: 'Cambridge' },
    });
    new akamai.cloudcertificatesUploadSignedCertificate.CloudcertificatesUploadSignedCertificate(stack, 'www-signed', {
      certificateId: cert.certificateId,
      signedCertificatePem: LEAF_PEM,
      trustChainPem: CA_PEM,
      acknowledgeWarnings: true,
    });

    const out = synth(stack);
    expect(out.resource.akamai_cloudcertificates_certificate.www).toEqual({
      contract_id: 'ctr_1-ABCDE',
      group_id: '123456',
      base_name: 'www-example-com',
      key_type: 'RSA',
      key_size: '2048',
      secure_network: 'ENHANCED_TLS',
      sans: ['www.example.com', 'example.com'],
      subject: { common_name: 'www.example.com', organization: 'Example Inc', country: 'US', state: 'Massachusetts', locality: 'Cambridge' },
    });
    expect(out.resource.akamai_cloudcertificates_upload_signed_certificate['www-signed']).toEqual({
      certificate_id: '${akamai_cloudcertificates_certificate.www.certificate_id}',
      signed_certificate_pem: LEAF_PEM,
      trust_chain_pem: CA_PEM,
      acknowledge_warnings: true,
    });
  });
});

describe('akamai.cloudletsPolicy.CloudletsPolicy and akamai.cloudletsPolicyActivation.CloudletsPolicyActivation', () => {
  test('a shared Edge Redirector policy whose rules come from the match-rule data source, activated on staging', () => {
    const stack = akamaiStack();
    const rules = new akamai.dataAkamaiCloudletsEdgeRedirectorMatchRule.DataAkamaiCloudletsEdgeRedirectorMatchRule(stack, 'redirects', {
      matchRules: [{ name: 'old blog', matchUrl: 'https://www.example.com/blog/*', redirectUrl: 'https://blog.example.com/', statusCode: 301, useIncomingQueryString: true }],
    });
    const policy = new akamai.cloudletsPolicy.CloudletsPolicy(stack, 'redirector', {
      name: 'www_redirects',
      cloudletCode: 'ER',
      groupId: GROUP,
      isShared: true,
      description: 'Vanity and legacy redirects for www.example.com',
      matchRuleFormat: '1.0',
      matchRules: rules.json,
      timeouts: { default: '1h' },
    });
    new akamai.cloudletsPolicyActivation.CloudletsPolicyActivation(stack, 'redirector-staging', {
      policyId: Token.asNumber(policy.id),
      version: policy.version,
      network: 'staging',
      associatedProperties: ['www.example.com'],
      timeouts: { default: '1h' },
    });

    const out = synth(stack);
    expect(out.resource.akamai_cloudlets_policy.redirector).toEqual({
      name: 'www_redirects',
      cloudlet_code: 'ER',
      group_id: GROUP,
      is_shared: true,
      description: 'Vanity and legacy redirects for www.example.com',
      match_rule_format: '1.0',
      match_rules: '${data.akamai_cloudlets_edge_redirector_match_rule.redirects.json}',
      timeouts: { default: '1h' },
    });
    expect(out.resource.akamai_cloudlets_policy_activation['redirector-staging']).toEqual({
      policy_id: '${akamai_cloudlets_policy.redirector.id}',
      version: '${akamai_cloudlets_policy.redirector.version}',
      network: 'staging',
      associated_properties: ['www.example.com'],
      timeouts: { default: '1h' },
    });
  });
});

describe('akamai.cloudwrapperConfiguration.CloudwrapperConfiguration and akamai.cloudwrapperActivation.CloudwrapperActivation', () => {
  test('a Cloud Wrapper configuration with two locations, then its activation', () => {
    const stack = akamaiStack();
    const config = new akamai.cloudwrapperConfiguration.CloudwrapperConfiguration(stack, 'media', {
      configName: 'media-origin-wrapper',
      contractId: CONTRACT,
      propertyIds: ['prp_12345', 'prp_12346'],
      comments: 'Cloud Wrapper in front of the media origin',
      notificationEmails: ['cdn-team@example.com'],
      capacityAlertsThreshold: 75,
      retainIdleObjects: false,
      location: [
        { trafficTypeId: 1, comments: 'US East', capacity: { value: 2, unit: 'TB' } },
        { trafficTypeId: 2, comments: 'Europe', capacity: { value: 500, unit: 'GB' } },
      ],
      timeouts: { delete: '2h' },
    });
    new akamai.cloudwrapperActivation.CloudwrapperActivation(stack, 'media-activation', {
      configId: Token.asNumber(config.id),
      revision: config.revision,
      timeouts: { create: '3h', update: '3h' },
    });

    const out = synth(stack);
    expect(out.resource.akamai_cloudwrapper_configuration.media).toEqual({
      config_name: 'media-origin-wrapper',
      contract_id: CONTRACT,
      property_ids: ['prp_12345', 'prp_12346'],
      comments: 'Cloud Wrapper in front of the media origin',
      notification_emails: ['cdn-team@example.com'],
      capacity_alerts_threshold: 75,
      retain_idle_objects: false,
      location: [
        { traffic_type_id: 1, comments: 'US East', capacity: { value: 2, unit: 'TB' } },
        { traffic_type_id: 2, comments: 'Europe', capacity: { value: 500, unit: 'GB' } },
      ],
      timeouts: { delete: '2h' },
    });
    expect(out.resource.akamai_cloudwrapper_activation['media-activation']).toEqual({
      config_id: '${akamai_cloudwrapper_configuration.media.id}',
      revision: '${akamai_cloudwrapper_configuration.media.revision}',
      timeouts: { create: '3h', update: '3h' },
    });
  });
});

describe('akamai.cpCode.CpCode', () => {
  test('a CP code for an Ion property', () => {
    const stack = akamaiStack();
    new akamai.cpCode.CpCode(stack, 'www', {
      name: 'www.example.com',
      contractId: CONTRACT,
      groupId: GROUP,
      productId: 'prd_Fresca',
      timeouts: { update: '20m' },
    });
    expect(synth(stack).resource.akamai_cp_code.www).toEqual({
      name: 'www.example.com',
      contract_id: CONTRACT,
      group_id: GROUP,
      product_id: 'prd_Fresca',
      timeouts: { update: '20m' },
    });
  });
});

describe('akamai.cpsThirdPartyEnrollment.CpsThirdPartyEnrollment and akamai.cpsUploadCertificate.CpsUploadCertificate', () => {
  test('a third-party enrollment, the certificate uploaded for it, and an edge hostname using it', () => {
    const stack = akamaiStack();
    const contact = { firstName: 'Ada', lastName: 'Lovelace', title: 'SRE', organization: 'Example Inc', email: 'ada@example.com', phone: '+1 617 555 0100' };
    const enrollment = new akamai.cpsThirdPartyEnrollment.CpsThirdPartyEnrollment(stack, 'www', {
      contractId: CONTRACT,
      commonName: 'www.example.com',
      sans: ['example.com', 'static.example.com'],
      secureNetwork: 'enhanced-tls',
      signatureAlgorithm: 'SHA-256',
      sniOnly: true,
      changeManagement: false,
      excludeSans: false,
      certificateChainType: 'default',
      autoApproveWarnings: ['CERTIFICATE_ADDED_TO_TRUST_CHAIN'],
      acknowledgePreVerificationWarnings: true,
      adminContact: { ...contact, addressLineOne: '1 Main St', city: 'Cambridge', region: 'MA', postalCode: '02142', countryCode: 'US' },
      techContact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@akamai.com', phone: '+1 617 555 0199' },
      csr: { countryCode: 'US', state: 'MA', city: 'Cambridge', organization: 'Example Inc', organizationalUnit: 'Web' },
      organization: { name: 'Example Inc', phone: '+1 617 555 0100', addressLineOne: '1 Main St', city: 'Cambridge', region: 'MA', postalCode: '02142', countryCode: 'US' },
      networkConfiguration: { geography: 'core', disallowedTlsVersions: ['TLSv1', 'TLSv1_1'], mustHaveCiphers: 'ak-akamai-2020q1', preferredCiphers: 'ak-akamai-2020q1', ocspStapling: 'on', quicEnabled: true },
      timeouts: { default: '2h' },
    });
    new akamai.cpsUploadCertificate.CpsUploadCertificate(stack, 'www-cert', {
      enrollmentId: Token.asNumber(enrollment.id),
      certificateEcdsaPem: LEAF_PEM,
      trustChainEcdsaPem: CA_PEM,
      acknowledgePostVerificationWarnings: true,
      autoApproveWarnings: ['CERTIFICATE_ADDED_TO_TRUST_CHAIN'],
      waitForDeployment: true,
    });
    new akamai.edgeHostname.EdgeHostname(stack, 'www-edge', {
      contractId: CONTRACT,
      groupId: GROUP,
      productId: 'prd_Fresca',
      edgeHostname: 'www.example.com.edgekey.net',
      ipBehavior: 'IPV6_COMPLIANCE',
      certificate: Token.asNumber(enrollment.id),
      statusUpdateEmail: ['cdn-team@example.com'],
      timeouts: { default: '1h' },
    });

    const out = synth(stack);
    const contactJson = { first_name: 'Ada', last_name: 'Lovelace', title: 'SRE', organization: 'Example Inc', email: 'ada@example.com', phone: '+1 617 555 0100' };
    expect(out.resource.akamai_cps_third_party_enrollment.www).toEqual({
      contract_id: CONTRACT,
      common_name: 'www.example.com',
      sans: ['example.com', 'static.example.com'],
      secure_network: 'enhanced-tls',
      signature_algorithm: 'SHA-256',
      sni_only: true,
      change_management: false,
      exclude_sans: false,
      certificate_chain_type: 'default',
      auto_approve_warnings: ['CERTIFICATE_ADDED_TO_TRUST_CHAIN'],
      acknowledge_pre_verification_warnings: true,
      admin_contact: { ...contactJson, address_line_one: '1 Main St', city: 'Cambridge', region: 'MA', postal_code: '02142', country_code: 'US' },
      tech_contact: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@akamai.com', phone: '+1 617 555 0199' },
      csr: { country_code: 'US', state: 'MA', city: 'Cambridge', organization: 'Example Inc', organizational_unit: 'Web' },
      organization: { name: 'Example Inc', phone: '+1 617 555 0100', address_line_one: '1 Main St', city: 'Cambridge', region: 'MA', postal_code: '02142', country_code: 'US' },
      network_configuration: { geography: 'core', disallowed_tls_versions: ['TLSv1', 'TLSv1_1'], must_have_ciphers: 'ak-akamai-2020q1', preferred_ciphers: 'ak-akamai-2020q1', ocsp_stapling: 'on', quic_enabled: true },
      timeouts: { default: '2h' },
    });
    expect(out.resource.akamai_cps_upload_certificate['www-cert']).toEqual({
      enrollment_id: '${akamai_cps_third_party_enrollment.www.id}',
      certificate_ecdsa_pem: LEAF_PEM,
      trust_chain_ecdsa_pem: CA_PEM,
      acknowledge_post_verification_warnings: true,
      auto_approve_warnings: ['CERTIFICATE_ADDED_TO_TRUST_CHAIN'],
      wait_for_deployment: true,
    });
    expect(out.resource.akamai_edge_hostname['www-edge']).toEqual({
      contract_id: CONTRACT,
      group_id: GROUP,
      product_id: 'prd_Fresca',
      edge_hostname: 'www.example.com.edgekey.net',
      ip_behavior: 'IPV6_COMPLIANCE',
      certificate: '${akamai_cps_third_party_enrollment.www.id}',
      status_update_email: ['cdn-team@example.com'],
      timeouts: { default: '1h' },
    });
  });
});

describe('akamai.edgeHostname.EdgeHostname', () => {
  test('a Standard TLS edge hostname with a TTL and use cases', () => {
    const stack = akamaiStack();
    const useCases = JSON.stringify([{ option: 'BACKGROUND', type: 'GLOBAL', useCase: 'Download_Mode' }]);
    new akamai.edgeHostname.EdgeHostname(stack, 'downloads', {
      contractId: CONTRACT,
      groupId: GROUP,
      productId: 'prd_Download_Delivery',
      edgeHostname: 'downloads.example.com.edgesuite.net',
      ipBehavior: 'IPV4',
      ttl: 300,
      useCases,
    });
    expect(synth(stack).resource.akamai_edge_hostname.downloads).toEqual({
      contract_id: CONTRACT,
      group_id: GROUP,
      product_id: 'prd_Download_Delivery',
      edge_hostname: 'downloads.example.com.edgesuite.net',
      ip_behavior: 'IPV4',
      ttl: 300,
      use_cases: useCases,
    });
  });
});

describe('akamai.iamCidrBlock.IamCidrBlock', () => {
  test('an enabled CIDR block for the office network', () => {
    const stack = akamaiStack();
    new akamai.iamCidrBlock.IamCidrBlock(stack, 'office', { cidrBlock: '203.0.113.0/24', enabled: true, comments: 'Cambridge office NAT range' });
    expect(synth(stack).resource.akamai_iam_cidr_block.office).toEqual({ cidr_block: '203.0.113.0/24', enabled: true, comments: 'Cambridge office NAT range' });
  });
});

describe('akamai.iamUser.IamUser', () => {
  test('a Control Center user with a role grant, MFA and notification preferences', () => {
    const stack = akamaiStack();
    const grants = JSON.stringify([{ groupId: 123456, groupName: 'Example Inc - Web', roleId: 12, roleName: 'Editor' }]);
    new akamai.iamUser.IamUser(stack, 'ada', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'USA',
      phone: '(617) 555-0100',
      mobilePhone: '(617) 555-0101',
      jobTitle: 'Site Reliability Engineer',
      contactType: 'Technical Decision Maker',
      timeZone: 'America/New_York',
      preferredLanguage: 'English',
      sessionTimeout: 64800,
      address: '1 Main St',
      city: 'Cambridge',
      state: 'MA',
      zipCode: '02142',
      enableMfa: true,
      enableTfa: false,
      authGrantsJson: grants,
      userNotifications: {
        enableEmailNotifications: true,
        passwordExpiry: true,
        newUserNotification: false,
        apiClientCredentialExpiryNotification: true,
        proactive: ['EdgeScape'],
        upgrade: ['NetStorage'],
      },
    });
    expect(synth(stack).resource.akamai_iam_user.ada).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      country: 'USA',
      phone: '(617) 555-0100',
      mobile_phone: '(617) 555-0101',
      job_title: 'Site Reliability Engineer',
      contact_type: 'Technical Decision Maker',
      time_zone: 'America/New_York',
      preferred_language: 'English',
      session_timeout: 64800,
      address: '1 Main St',
      city: 'Cambridge',
      state: 'MA',
      zip_code: '02142',
      enable_mfa: true,
      enable_tfa: false,
      auth_grants_json: grants,
      user_notifications: {
        enable_email_notifications: true,
        password_expiry: true,
        new_user_notification: false,
        api_client_credential_expiry_notification: true,
        proactive: ['EdgeScape'],
        upgrade: ['NetStorage'],
      },
    });
  });
});

describe('akamai.mtlskeystoreClientCertificateAkamai.MtlskeystoreClientCertificateAkamai', () => {
  test('an Akamai-signed client certificate for origin mTLS', () => {
    const stack = akamaiStack();
    new akamai.mtlskeystoreClientCertificateAkamai.MtlskeystoreClientCertificateAkamai(stack, 'origin-client', {
      certificateName: 'origin-mtls-client',
      contractId: CONTRACT,
      groupId: 123456,
      geography: 'CORE',
      secureNetwork: 'ENHANCED_TLS',
      keyAlgorithm: 'ECDSA',
      notificationEmails: ['secops@example.com'],
      subject: '/C=US/O=Akamai Technologies, Inc./OU=Example 1-ABCDE 123456/CN=origin-mtls-client/',
      timeouts: { create: '30m', update: '30m' },
    });
    expect(synth(stack).resource.akamai_mtlskeystore_client_certificate_akamai['origin-client']).toEqual({
      certificate_name: 'origin-mtls-client',
      contract_id: CONTRACT,
      group_id: 123456,
      geography: 'CORE',
      secure_network: 'ENHANCED_TLS',
      key_algorithm: 'ECDSA',
      notification_emails: ['secops@example.com'],
      subject: '/C=US/O=Akamai Technologies, Inc./OU=Example 1-ABCDE 123456/CN=origin-mtls-client/',
      timeouts: { create: '30m', update: '30m' },
    });
  });
});

describe('akamai.mtlskeystoreClientCertificateThirdParty.MtlskeystoreClientCertificateThirdParty and the signed certificate upload', () => {
  test('a third-party client certificate with one version, and the signed certificate for that version', () => {
    const stack = akamaiStack();
    const cert = new akamai.mtlskeystoreClientCertificateThirdParty.MtlskeystoreClientCertificateThirdParty(stack, 'origin-client', {
      certificateName: 'origin-mtls-client-3p',
      contractId: CONTRACT,
      groupId: 123456,
      geography: 'CORE',
      secureNetwork: 'ENHANCED_TLS',
      keyAlgorithm: 'RSA',
      notificationEmails: ['secops@example.com', 'pki@example.com'],
      subject: '/C=US/O=Example Inc/OU=Web/CN=origin-mtls-client-3p/',
      versions: { v1: {} },
    });
    new akamai.mtlskeystoreClientCertificateUpload.MtlskeystoreClientCertificateUpload(stack, 'origin-client-v1', {
      clientCertificateId: Token.asNumber(cert.certificateId),
      versionNumber: 1,
      signedCertificate: LEAF_PEM,
      trustChain: CA_PEM,
      autoAcknowledgeWarnings: false,
      waitForDeployment: true,
      timeouts: { create: '1h', update: '1h' },
    });

    const out = synth(stack);
    expect(out.resource.akamai_mtlskeystore_client_certificate_third_party['origin-client']).toEqual({
      certificate_name: 'origin-mtls-client-3p',
      contract_id: CONTRACT,
      group_id: 123456,
      geography: 'CORE',
      secure_network: 'ENHANCED_TLS',
      key_algorithm: 'RSA',
      notification_emails: ['secops@example.com', 'pki@example.com'],
      subject: '/C=US/O=Example Inc/OU=Web/CN=origin-mtls-client-3p/',
      versions: { v1: {} },
    });
    expect(out.resource.akamai_mtlskeystore_client_certificate_upload['origin-client-v1']).toEqual({
      client_certificate_id: '${akamai_mtlskeystore_client_certificate_third_party.origin-client.certificate_id}',
      version_number: 1,
      signed_certificate: LEAF_PEM,
      trust_chain: CA_PEM,
      auto_acknowledge_warnings: false,
      wait_for_deployment: true,
      timeouts: { create: '1h', update: '1h' },
    });
  });
});

describe('akamai.mtlstruststoreCaSet.MtlstruststoreCaSet and akamai.mtlstruststoreCaSetActivation.MtlstruststoreCaSetActivation', () => {
  test('a CA set with the client CA, activated on production', () => {
    const stack = akamaiStack();
    const caSet = new akamai.mtlstruststoreCaSet.MtlstruststoreCaSet(stack, 'client-cas', {
      name: 'example-client-cas',
      description: 'CAs that sign client certificates for api.example.com',
      versionDescription: 'Initial version with the Example Inc client CA',
      allowInsecureSha1: false,
      certificates: [{ certificatePem: CA_PEM, description: 'Example Inc Client CA (2026)' }],
      timeouts: { delete: '1h' },
    });
    new akamai.mtlstruststoreCaSetActivation.MtlstruststoreCaSetActivation(stack, 'client-cas-production', {
      caSetId: caSet.id,
      version: caSet.latestVersion,
      network: 'PRODUCTION',
      timeouts: { create: '1h', update: '1h', delete: '1h' },
    });

    const out = synth(stack);
    expect(out.resource.akamai_mtlstruststore_ca_set['client-cas']).toEqual({
      name: 'example-client-cas',
      description: 'CAs that sign client certificates for api.example.com',
      version_description: 'Initial version with the Example Inc client CA',
      allow_insecure_sha1: false,
      certificates: [{ certificate_pem: CA_PEM, description: 'Example Inc Client CA (2026)' }],
      timeouts: { delete: '1h' },
    });
    expect(out.resource.akamai_mtlstruststore_ca_set_activation['client-cas-production']).toEqual({
      ca_set_id: '${akamai_mtlstruststore_ca_set.client-cas.id}',
      version: '${akamai_mtlstruststore_ca_set.client-cas.latest_version}',
      network: 'PRODUCTION',
      timeouts: { create: '1h', update: '1h', delete: '1h' },
    });
  });
});

describe('akamai.propertyDomainownershipDomains.PropertyDomainownershipDomains and akamai.propertyDomainownershipValidation.PropertyDomainownershipValidation', () => {
  test('claims for a domain, a wildcard and a host, validated by DNS and HTTP', () => {
    const stack = akamaiStack();
    const domains = new akamai.propertyDomainownershipDomains.PropertyDomainownershipDomains(stack, 'claims', {
      domains: [
        { domainName: 'example.com', validationScope: 'DOMAIN' },
        { domainName: 'example.net', validationScope: 'WILDCARD' },
        { domainName: 'shop.example.org', validationScope: 'HOST' },
      ],
    });
    new akamai.propertyDomainownershipValidation.PropertyDomainownershipValidation(stack, 'validation', {
      domains: [
        { domainName: 'example.com', validationScope: 'DOMAIN', validationMethod: 'DNS_TXT' },
        { domainName: 'example.net', validationScope: 'WILDCARD', validationMethod: 'DNS_CNAME' },
        { domainName: 'shop.example.org', validationScope: 'HOST', validationMethod: 'HTTP' },
      ],
      timeouts: { create: '1h', update: '1h' },
      dependsOn: [domains],
    });

    const out = synth(stack);
    expect(out.resource.akamai_property_domainownership_domains.claims).toEqual({
      domains: [
        { domain_name: 'example.com', validation_scope: 'DOMAIN' },
        { domain_name: 'example.net', validation_scope: 'WILDCARD' },
        { domain_name: 'shop.example.org', validation_scope: 'HOST' },
      ],
    });
    expect(out.resource.akamai_property_domainownership_validation.validation).toEqual({
      domains: [
        { domain_name: 'example.com', validation_scope: 'DOMAIN', validation_method: 'DNS_TXT' },
        { domain_name: 'example.net', validation_scope: 'WILDCARD', validation_method: 'DNS_CNAME' },
        { domain_name: 'shop.example.org', validation_scope: 'HOST', validation_method: 'HTTP' },
      ],
      timeouts: { create: '1h', update: '1h' },
      depends_on: ['akamai_property_domainownership_domains.claims'],
    });
  });
});

describe('akamai.propertyDomainownershipLateValidation.PropertyDomainownershipLateValidation', () => {
  test('late domain validation of a property version by DNS TXT records', () => {
    const stack = akamaiStack();
    new akamai.propertyDomainownershipLateValidation.PropertyDomainownershipLateValidation(stack, 'www', {
      contractId: CONTRACT,
      groupId: GROUP,
      propertyId: 'prp_12345',
      version: 3,
      validationMethod: 'DNS_TXT',
      timeouts: { create: '2h', update: '2h' },
    });
    expect(synth(stack).resource.akamai_property_domainownership_late_validation.www).toEqual({
      contract_id: CONTRACT,
      group_id: GROUP,
      property_id: 'prp_12345',
      version: 3,
      validation_method: 'DNS_TXT',
      timeouts: { create: '2h', update: '2h' },
    });
  });
});

describe('akamai.propertyInclude.PropertyInclude and akamai.propertyIncludeActivation.PropertyIncludeActivation', () => {
  test('a common-settings include, activated on production with a compliance record', () => {
    const stack = akamaiStack();
    const rules = JSON.stringify({
      rules: {
        name: 'default',
        children: [],
        behaviors: [{ name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '1d' } }],
        criteria: [],
        criteriaMustSatisfy: 'all',
        comments: 'Shared caching settings',
      },
    });
    const include = new akamai.propertyInclude.PropertyInclude(stack, 'caching', {
      contractId: CONTRACT,
      groupId: GROUP,
      productId: 'prd_Fresca',
      name: 'shared-caching',
      ruleFormat: 'v2025-10-16',
      type: 'COMMON_SETTINGS',
      rules,
    });
    new akamai.propertyIncludeActivation.PropertyIncludeActivation(stack, 'caching-production', {
      contractId: CONTRACT,
      groupId: GROUP,
      includeId: include.id,
      version: include.latestVersion,
      network: 'PRODUCTION',
      note: 'Cache HTML for one day',
      notifyEmails: ['cdn-team@example.com'],
      autoAcknowledgeRuleWarnings: true,
      complianceRecord: { noncomplianceReasonNone: { customerEmail: 'ada@example.com', peerReviewedBy: 'grace@example.com', ticketId: 'CHG-20452', unitTested: true } },
      timeouts: { default: '1h' },
    });

    const out = synth(stack);
    expect(out.resource.akamai_property_include.caching).toEqual({
      contract_id: CONTRACT,
      group_id: GROUP,
      product_id: 'prd_Fresca',
      name: 'shared-caching',
      rule_format: 'v2025-10-16',
      type: 'COMMON_SETTINGS',
      rules,
    });
    expect(out.resource.akamai_property_include_activation['caching-production']).toEqual({
      contract_id: CONTRACT,
      group_id: GROUP,
      include_id: '${akamai_property_include.caching.id}',
      version: '${akamai_property_include.caching.latest_version}',
      network: 'PRODUCTION',
      note: 'Cache HTML for one day',
      notify_emails: ['cdn-team@example.com'],
      auto_acknowledge_rule_warnings: true,
      compliance_record: { noncompliance_reason_none: { customer_email: 'ada@example.com', peer_reviewed_by: 'grace@example.com', ticket_id: 'CHG-20452', unit_tested: true } },
      timeouts: { default: '1h' },
    });
  });
});
