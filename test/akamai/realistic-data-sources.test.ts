import { TerraformOutput } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

/**
 * One realistic, fully valid stack per Akamai data source: the lookups a customer would write, and
 * the exact Terraform JSON each one synthesizes to (under `data.<type>.<id>`).
 */

describe('application security data sources', () => {
  test('akamai_appsec_custom_rules_usage: where two custom rules are used', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiAppsecCustomRulesUsage.DataAkamaiAppsecCustomRulesUsage(stack, 'usage', { configId: 43253, ruleIds: [661699, 661700] });
    expect(synth(stack).data.akamai_appsec_custom_rules_usage.usage).toEqual({
      config_id: 43253,
      rule_ids: [661699, 661700],
    });
  });

  test('akamai_appsec_ip_geo: the IP/Geo settings of a security policy', () => {
    const stack = akamaiStack();
    const ipGeo = new akamai.dataAkamaiAppsecIpGeo.DataAkamaiAppsecIpGeo(stack, 'ip-geo', { configId: 43253, securityPolicyId: 'WWW1_81230' });
    new TerraformOutput(stack, 'ip-geo-mode', { value: ipGeo.mode });
    const out = synth(stack);
    expect(out.data.akamai_appsec_ip_geo['ip-geo']).toEqual({ config_id: 43253, security_policy_id: 'WWW1_81230' });
    expect(out.output['ip-geo-mode'].value).toBe('${data.akamai_appsec_ip_geo.ip-geo.mode}');
  });

  test('akamai_appsec_rapid_rules: one rapid rule with its expiry details', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiAppsecRapidRules.DataAkamaiAppsecRapidRules(stack, 'rapid', {
      configId: 43253,
      securityPolicyId: 'WWW1_81230',
      ruleId: 3000954,
      includeExpiryDetails: true,
    });
    expect(synth(stack).data.akamai_appsec_rapid_rules.rapid).toEqual({
      config_id: 43253,
      security_policy_id: 'WWW1_81230',
      rule_id: 3000954,
      include_expiry_details: true,
    });
  });
});

describe('client list data sources', () => {
  test('akamai_clientlist_list: one list by its id', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiClientlistList.DataAkamaiClientlistList(stack, 'office-ips', { listId: '91596_OFFICEEGRESSIPS' });
    expect(synth(stack).data.akamai_clientlist_list['office-ips']).toEqual({ list_id: '91596_OFFICEEGRESSIPS' });
  });

  test('akamai_clientlist_lists: IP and GEO lists whose name matches', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiClientlistLists.DataAkamaiClientlistLists(stack, 'blocklists', { name: 'blocklist', type: ['IP', 'GEO'] });
    expect(synth(stack).data.akamai_clientlist_lists.blocklists).toEqual({ name: 'blocklist', type: ['IP', 'GEO'] });
  });
});

describe('cloud access manager data sources', () => {
  test('akamai_cloudaccess_key, akamai_cloudaccess_key_versions and akamai_cloudaccess_keys', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudaccessKey.DataAkamaiCloudaccessKey(stack, 'key', { accessKeyName: 'media-origin-s3' });
    new akamai.dataAkamaiCloudaccessKeyVersions.DataAkamaiCloudaccessKeyVersions(stack, 'versions', { accessKeyName: 'media-origin-s3' });
    new akamai.dataAkamaiCloudaccessKeys.DataAkamaiCloudaccessKeys(stack, 'all');
    const out = synth(stack);
    expect(out.data.akamai_cloudaccess_key.key).toEqual({ access_key_name: 'media-origin-s3' });
    expect(out.data.akamai_cloudaccess_key_versions.versions).toEqual({ access_key_name: 'media-origin-s3' });
    expect(out.data.akamai_cloudaccess_keys.all).toEqual({});
  });
});

describe('cloud certificates data sources', () => {
  test('akamai_cloudcertificates_certificate: one certificate with its hostname bindings', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudcertificatesCertificate.DataAkamaiCloudcertificatesCertificate(stack, 'www', {
      certificateId: '3f2e1d4c-5b6a-4789-8c0d-1e2f3a4b5c6d',
      includeHostnameBindings: true,
    });
    expect(synth(stack).data.akamai_cloudcertificates_certificate.www).toEqual({
      certificate_id: '3f2e1d4c-5b6a-4789-8c0d-1e2f3a4b5c6d',
      include_hostname_bindings: true,
    });
  });

  test('akamai_cloudcertificates_certificates: active RSA certificates expiring within 30 days', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudcertificatesCertificates.DataAkamaiCloudcertificatesCertificates(stack, 'expiring', {
      contractId: 'ctr_1-ABCDE',
      groupId: '123456',
      domain: 'example.com',
      certificateName: 'www-example-com',
      certificateStatus: ['ACTIVE', 'READY_FOR_USE'],
      keyType: 'RSA',
      issuer: 'DigiCert',
      expiringInDays: 30,
      includeCertificateMaterials: false,
      sort: '-createdDate',
    });
    expect(synth(stack).data.akamai_cloudcertificates_certificates.expiring).toEqual({
      contract_id: 'ctr_1-ABCDE',
      group_id: '123456',
      domain: 'example.com',
      certificate_name: 'www-example-com',
      certificate_status: ['ACTIVE', 'READY_FOR_USE'],
      key_type: 'RSA',
      issuer: 'DigiCert',
      expiring_in_days: 30,
      include_certificate_materials: false,
      sort: '-createdDate',
    });
  });

  test('akamai_cloudcertificates_hostname_bindings: production bindings for a domain', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudcertificatesHostnameBindings.DataAkamaiCloudcertificatesHostnameBindings(stack, 'bindings', {
      contractId: 'ctr_1-ABCDE',
      groupId: '123456',
      domain: 'example.com',
      network: 'PRODUCTION',
      expiringInDays: 60,
    });
    expect(synth(stack).data.akamai_cloudcertificates_hostname_bindings.bindings).toEqual({
      contract_id: 'ctr_1-ABCDE',
      group_id: '123456',
      domain: 'example.com',
      network: 'PRODUCTION',
      expiring_in_days: 60,
    });
  });
});

describe('cloudlets data sources', () => {
  test('akamai_cloudlets_api_prioritization_match_rule: queue a share of /api/checkout traffic', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsApiPrioritizationMatchRule.DataAkamaiCloudletsApiPrioritizationMatchRule(stack, 'ap', {
      matchRules: [{
        name: 'checkout surge',
        passThroughPercent: 80,
        start: 1767225600,
        end: 1767312000,
        matches: [
          { matchType: 'path', matchOperator: 'equals', matchValue: '/api/checkout', caseSensitive: false, negate: false },
          { matchType: 'method', matchOperator: 'equals', matchValue: 'POST' },
        ],
      }],
    });
    expect(synth(stack).data.akamai_cloudlets_api_prioritization_match_rule.ap).toEqual({
      match_rules: [{
        name: 'checkout surge',
        pass_through_percent: 80,
        start: 1767225600,
        end: 1767312000,
        matches: [
          { match_type: 'path', match_operator: 'equals', match_value: '/api/checkout', case_sensitive: false, negate: false },
          { match_type: 'method', match_operator: 'equals', match_value: 'POST' },
        ],
      }],
    });
  });

  test('akamai_cloudlets_application_load_balancer_match_rule: by country, with a catch-all', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsApplicationLoadBalancerMatchRule.DataAkamaiCloudletsApplicationLoadBalancerMatchRule(stack, 'alb', {
      matchRules: [
        {
          name: 'EU visitors',
          matches: [{ matchType: 'countrycode', matchOperator: 'equals', checkIps: 'CONNECTING_IP', objectMatchValue: [{ type: 'simple', value: ['DE', 'FR', 'NL'] }] }],
          forwardSettings: [{ originId: 'alb_origin_eu' }],
        },
        { name: 'everyone else', matchesAlways: true, forwardSettings: [{ originId: 'alb_origin_us' }] },
      ],
    });
    expect(synth(stack).data.akamai_cloudlets_application_load_balancer_match_rule.alb).toEqual({
      match_rules: [
        {
          name: 'EU visitors',
          matches: [{ match_type: 'countrycode', match_operator: 'equals', check_ips: 'CONNECTING_IP', object_match_value: [{ type: 'simple', value: ['DE', 'FR', 'NL'] }] }],
          forward_settings: [{ origin_id: 'alb_origin_eu' }],
        },
        { name: 'everyone else', matches_always: true, forward_settings: [{ origin_id: 'alb_origin_us' }] },
      ],
    });
  });

  test('akamai_cloudlets_application_load_balancer: a load balancer version', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsApplicationLoadBalancer.DataAkamaiCloudletsApplicationLoadBalancer(stack, 'alb', { originId: 'alb_origin_eu', version: 4 });
    expect(synth(stack).data.akamai_cloudlets_application_load_balancer.alb).toEqual({ origin_id: 'alb_origin_eu', version: 4 });
  });

  test('akamai_cloudlets_audience_segmentation_match_rule: a beta cookie sends users to the beta origin', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsAudienceSegmentationMatchRule.DataAkamaiCloudletsAudienceSegmentationMatchRule(stack, 'segments', {
      matchRules: [{
        name: 'beta testers',
        matchUrl: 'www.example.com',
        matches: [{
          matchType: 'cookie',
          matchOperator: 'equals',
          objectMatchValue: [{ type: 'object', name: 'segment', nameCaseSensitive: true, nameHasWildcard: false, options: { value: ['beta'], valueCaseSensitive: false, valueHasWildcard: false, valueEscaped: false } }],
        }],
        forwardSettings: { originId: 'beta_origin', pathAndQs: '/beta/index.html', useIncomingQueryString: true },
      }],
    });
    expect(synth(stack).data.akamai_cloudlets_audience_segmentation_match_rule.segments).toEqual({
      match_rules: [{
        name: 'beta testers',
        match_url: 'www.example.com',
        matches: [{
          match_type: 'cookie',
          match_operator: 'equals',
          object_match_value: [{ type: 'object', name: 'segment', name_case_sensitive: true, name_has_wildcard: false, options: { value: ['beta'], value_case_sensitive: false, value_has_wildcard: false, value_escaped: false } }],
        }],
        forward_settings: { origin_id: 'beta_origin', path_and_qs: '/beta/index.html', use_incoming_query_string: true },
      }],
    });
  });

  test('akamai_cloudlets_edge_redirector_match_rule: a permanent redirect and a temporary one', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsEdgeRedirectorMatchRule.DataAkamaiCloudletsEdgeRedirectorMatchRule(stack, 'redirects', {
      matchRules: [
        { name: 'old blog', matchUrl: 'https://www.example.com/blog/*', redirectUrl: 'https://blog.example.com/', statusCode: 301, useIncomingQueryString: true, useRelativeUrl: 'none' },
        {
          name: 'summer sale',
          matches: [{ matchType: 'path', matchOperator: 'equals', matchValue: '/sale', caseSensitive: false }],
          redirectUrl: '/promotions/summer',
          statusCode: 302,
          useRelativeUrl: 'copy_scheme_hostname',
          disabled: false,
        },
      ],
    });
    expect(synth(stack).data.akamai_cloudlets_edge_redirector_match_rule.redirects).toEqual({
      match_rules: [
        { name: 'old blog', match_url: 'https://www.example.com/blog/*', redirect_url: 'https://blog.example.com/', status_code: 301, use_incoming_query_string: true, use_relative_url: 'none' },
        {
          name: 'summer sale',
          matches: [{ match_type: 'path', match_operator: 'equals', match_value: '/sale', case_sensitive: false }],
          redirect_url: '/promotions/summer',
          status_code: 302,
          use_relative_url: 'copy_scheme_hostname',
          disabled: false,
        },
      ],
    });
  });

  test('akamai_cloudlets_forward_rewrite_match_rule: images served from the media origin', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsForwardRewriteMatchRule.DataAkamaiCloudletsForwardRewriteMatchRule(stack, 'rewrites', {
      matchRules: [{
        name: 'images',
        matches: [{ matchType: 'extension', matchOperator: 'equals', matchValue: 'jpg png webp' }],
        forwardSettings: { originId: 'media_origin', pathAndQs: '/images/', useIncomingQueryString: false },
      }],
    });
    expect(synth(stack).data.akamai_cloudlets_forward_rewrite_match_rule.rewrites).toEqual({
      match_rules: [{
        name: 'images',
        matches: [{ match_type: 'extension', match_operator: 'equals', match_value: 'jpg png webp' }],
        forward_settings: { origin_id: 'media_origin', path_and_qs: '/images/', use_incoming_query_string: false },
      }],
    });
  });

  test('akamai_cloudlets_phased_release_match_rule: 10% of visitors to the new origin', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsPhasedReleaseMatchRule.DataAkamaiCloudletsPhasedReleaseMatchRule(stack, 'canary', {
      matchRules: [{ name: 'canary', matchesAlways: true, forwardSettings: { originId: 'origin_v2', percent: 10 } }],
    });
    expect(synth(stack).data.akamai_cloudlets_phased_release_match_rule.canary).toEqual({
      match_rules: [{ name: 'canary', matches_always: true, forward_settings: { origin_id: 'origin_v2', percent: 10 } }],
    });
  });

  test('akamai_cloudlets_request_control_match_rule: deny embargoed countries, allow the rest', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsRequestControlMatchRule.DataAkamaiCloudletsRequestControlMatchRule(stack, 'geo', {
      matchRules: [
        {
          name: 'embargoed countries',
          allowDeny: 'denybranded',
          matches: [{ matchType: 'countrycode', matchOperator: 'equals', checkIps: 'CONNECTING_IP XFF_HEADERS', objectMatchValue: [{ type: 'simple', value: ['CU', 'IR', 'KP', 'SY'] }] }],
        },
        { name: 'everyone else', allowDeny: 'allow', matchesAlways: true },
      ],
    });
    expect(synth(stack).data.akamai_cloudlets_request_control_match_rule.geo).toEqual({
      match_rules: [
        {
          name: 'embargoed countries',
          allow_deny: 'denybranded',
          matches: [{ match_type: 'countrycode', match_operator: 'equals', check_ips: 'CONNECTING_IP XFF_HEADERS', object_match_value: [{ type: 'simple', value: ['CU', 'IR', 'KP', 'SY'] }] }],
        },
        { name: 'everyone else', allow_deny: 'allow', matches_always: true },
      ],
    });
  });

  test('akamai_cloudlets_visitor_prioritization_match_rule: a waiting room for the ticket sale', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudletsVisitorPrioritizationMatchRule.DataAkamaiCloudletsVisitorPrioritizationMatchRule(stack, 'tickets', {
      matchRules: [{
        name: 'ticket sale',
        passThroughPercent: 35.5,
        matchUrl: 'https://tickets.example.com/*',
        matches: [{ matchType: 'hostname', matchOperator: 'equals', matchValue: 'tickets.example.com', negate: false }],
      }],
    });
    expect(synth(stack).data.akamai_cloudlets_visitor_prioritization_match_rule.tickets).toEqual({
      match_rules: [{
        name: 'ticket sale',
        pass_through_percent: 35.5,
        match_url: 'https://tickets.example.com/*',
        matches: [{ match_type: 'hostname', match_operator: 'equals', match_value: 'tickets.example.com', negate: false }],
      }],
    });
  });
});

describe('cloud wrapper, CPS and IAM data sources', () => {
  test('akamai_cloudwrapper_configuration: a configuration by id', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCloudwrapperConfiguration.DataAkamaiCloudwrapperConfiguration(stack, 'media', { id: 1234 });
    expect(synth(stack).data.akamai_cloudwrapper_configuration.media).toEqual({ id: 1234 });
  });

  test('akamai_cps_enrollment and akamai_cps_enrollments', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiCpsEnrollment.DataAkamaiCpsEnrollment(stack, 'www', { enrollmentId: 198765 });
    new akamai.dataAkamaiCpsEnrollments.DataAkamaiCpsEnrollments(stack, 'all', { contractId: 'ctr_1-ABCDE' });
    const out = synth(stack);
    expect(out.data.akamai_cps_enrollment.www).toEqual({ enrollment_id: 198765 });
    expect(out.data.akamai_cps_enrollments.all).toEqual({ contract_id: 'ctr_1-ABCDE' });
  });

  test('akamai_iam_api_client and akamai_iam_cidr_block', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiIamApiClient.DataAkamaiIamApiClient(stack, 'ci', { clientId: 'c7p2xsrbspc3nfyz' });
    new akamai.dataAkamaiIamCidrBlock.DataAkamaiIamCidrBlock(stack, 'office', { cidrBlockId: 1234 });
    const out = synth(stack);
    expect(out.data.akamai_iam_api_client.ci).toEqual({ client_id: 'c7p2xsrbspc3nfyz' });
    expect(out.data.akamai_iam_cidr_block.office).toEqual({ cidr_block_id: 1234 });
  });
});

describe('mTLS data sources', () => {
  test('akamai_mtlskeystore_client_certificate: a client certificate and the properties that use it', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiMtlskeystoreClientCertificate.DataAkamaiMtlskeystoreClientCertificate(stack, 'origin-client', {
      certificateId: 98765,
      includeAssociatedProperties: true,
    });
    expect(synth(stack).data.akamai_mtlskeystore_client_certificate['origin-client']).toEqual({ certificate_id: 98765, include_associated_properties: true });
  });

  test('akamai_mtlstruststore_ca_set: a CA set version by name', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiMtlstruststoreCaSet.DataAkamaiMtlstruststoreCaSet(stack, 'client-cas', { name: 'example-client-cas', version: 2 });
    expect(synth(stack).data.akamai_mtlstruststore_ca_set['client-cas']).toEqual({ name: 'example-client-cas', version: 2 });
  });
});

describe('domain ownership data sources', () => {
  test('akamai_property_domainownership_domain: one wildcard claim', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiPropertyDomainownershipDomain.DataAkamaiPropertyDomainownershipDomain(stack, 'wildcard', {
      domainName: 'example.net',
      validationScope: 'WILDCARD',
    });
    expect(synth(stack).data.akamai_property_domainownership_domain.wildcard).toEqual({ domain_name: 'example.net', validation_scope: 'WILDCARD' });
  });

  test('akamai_property_domainownership_domains: every claim of the account', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiPropertyDomainownershipDomains.DataAkamaiPropertyDomainownershipDomains(stack, 'all');
    expect(synth(stack).data.akamai_property_domainownership_domains.all).toEqual({});
  });

  test('akamai_property_domainownership_search_domains: the status of three domains', () => {
    const stack = akamaiStack();
    new akamai.dataAkamaiPropertyDomainownershipSearchDomains.DataAkamaiPropertyDomainownershipSearchDomains(stack, 'search', {
      domains: [
        { domainName: 'example.com', validationScope: 'DOMAIN' },
        { domainName: 'example.net', validationScope: 'WILDCARD' },
        { domainName: 'shop.example.org', validationScope: 'HOST' },
      ],
    });
    expect(synth(stack).data.akamai_property_domainownership_search_domains.search).toEqual({
      domains: [
        { domain_name: 'example.com', validation_scope: 'DOMAIN' },
        { domain_name: 'example.net', validation_scope: 'WILDCARD' },
        { domain_name: 'shop.example.org', validation_scope: 'HOST' },
      ],
    });
  });
});
