import { TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, problemLines, synth } from '../support/synth';

/**
 * The configurations Akamai users write most, with the types this version added, as exact JSON: each
 * synthesizes and passes every schema check and provider rule of the types it uses.
 */
describe('akamai: realistic configurations of the most used areas', () => {
  test('group and contract lookups feeding a CP code, an edge hostname and a property activation', () => {
    const stack = akamaiStack();
    const group = new akamai.dataAkamaiGroup.DataAkamaiGroup(stack, 'group', { groupName: 'Web', contractId: 'ctr_1-ABCDE' });
    const contract = new akamai.dataAkamaiContract.DataAkamaiContract(stack, 'contract', { groupName: 'Web' });
    new akamai.cpCode.CpCode(stack, 'cp', { name: 'www', contractId: contract.id, groupId: group.id, productId: 'prd_Fresca' });
    new akamai.edgeHostname.EdgeHostname(stack, 'edge', {
      contractId: contract.id, groupId: group.id, productId: 'prd_Fresca', edgeHostname: 'www.example.com.edgesuite.net', ipBehavior: 'IPV6_COMPLIANCE',
    });
    new akamai.propertyActivation.PropertyActivation(stack, 'activation', {
      propertyId: 'prp_123456', version: 3, network: 'STAGING', contact: ['ops@example.com'], note: 'release 42',
    });
    const json = synth(stack);
    expect(json.data.akamai_group.group).toEqual({ contract_id: 'ctr_1-ABCDE', group_name: 'Web' });
    expect(json.resource.akamai_cp_code.cp).toEqual({ name: 'www', contract_id: '${data.akamai_contract.contract.id}', group_id: '${data.akamai_group.group.id}', product_id: 'prd_Fresca' });
    expect(json.resource.akamai_edge_hostname.edge).toEqual({
      contract_id: '${data.akamai_contract.contract.id}', group_id: '${data.akamai_group.group.id}', product_id: 'prd_Fresca',
      edge_hostname: 'www.example.com.edgesuite.net', ip_behavior: 'IPV6_COMPLIANCE',
    });
    expect(json.resource.akamai_property_activation.activation).toEqual({ property_id: 'prp_123456', version: 3, network: 'STAGING', contact: ['ops@example.com'], note: 'release 42' });
  });

  test('an application security configuration with a security policy, a match target, a rate policy, a custom rule and an activation', () => {
    const stack = akamaiStack();
    const config = new akamai.appsecConfiguration.AppsecConfiguration(stack, 'config', {
      name: 'web-security', description: 'WAF for www', contractId: '1-ABCDE', groupId: '12345', hostNames: ['www.example.com'],
    });
    const configId = config.configId;
    const policy = new akamai.appsecSecurityPolicy.AppsecSecurityPolicy(stack, 'policy', { configId, securityPolicyName: 'www', securityPolicyPrefix: 'ww01', defaultSettings: true });
    const matchTarget = JSON.stringify({ type: 'website', hostnames: ['www.example.com'], filePaths: ['/*'], securityPolicy: { policyId: 'ww01_1234' } });
    new akamai.appsecMatchTarget.AppsecMatchTarget(stack, 'target', { configId, matchTarget });
    const ratePolicy = JSON.stringify({ name: 'burst', averageThreshold: 5, burstThreshold: 8, clientIdentifier: 'ip', matchType: 'path', type: 'WAF', requestType: 'ClientRequest', sameActionOnIpv6: true, pathMatchType: 'Custom' });
    new akamai.appsecRatePolicy.AppsecRatePolicy(stack, 'rate', { configId, ratePolicy });
    const customRule = JSON.stringify({ name: 'block-admin', conditions: [{ type: 'pathMatch', positiveMatch: true, value: ['/admin'] }], ruleActivated: true });
    new akamai.appsecCustomRule.AppsecCustomRule(stack, 'rule', { configId, customRule });
    new akamai.appsecActivations.AppsecActivations(stack, 'activation', { configId, version: 1, network: 'STAGING', notificationEmails: ['sec@example.com'], note: 'first' });
    const json = synth(stack);
    const ref = '${akamai_appsec_configuration.config.config_id}';
    expect(json.resource.akamai_appsec_configuration.config).toEqual({ name: 'web-security', description: 'WAF for www', contract_id: '1-ABCDE', group_id: '12345', host_names: ['www.example.com'] });
    expect(json.resource.akamai_appsec_security_policy.policy).toEqual({ config_id: ref, security_policy_name: 'www', security_policy_prefix: 'ww01', default_settings: true });
    expect(json.resource.akamai_appsec_match_target.target).toEqual({ config_id: ref, match_target: matchTarget });
    expect(json.resource.akamai_appsec_rate_policy.rate).toEqual({ config_id: ref, rate_policy: ratePolicy });
    expect(json.resource.akamai_appsec_custom_rule.rule).toEqual({ config_id: ref, custom_rule: customRule });
    expect(json.resource.akamai_appsec_activations.activation).toEqual({ config_id: ref, version: 1, network: 'STAGING', notification_emails: ['sec@example.com'], note: 'first' });
    void policy;
  });

  test('a GTM domain with two data centers and a weighted property', () => {
    const stack = akamaiStack();
    const domain = new akamai.gtmDomain.GtmDomain(stack, 'domain', { name: 'example.akadns.net', type: 'weighted', contract: '1-ABCDE', group: '12345', emailNotificationList: ['dns@example.com'] });
    const east = new akamai.gtmDatacenter.GtmDatacenter(stack, 'east', { domain: domain.name, nickname: 'us-east', city: 'Boston', country: 'US', continent: 'NA' });
    const west = new akamai.gtmDatacenter.GtmDatacenter(stack, 'west', { domain: domain.name, nickname: 'us-west', city: 'Oakland', country: 'US', continent: 'NA' });
    new akamai.gtmProperty.GtmProperty(stack, 'www', {
      domain: domain.name, name: 'www', type: 'weighted-round-robin', scoreAggregationType: 'mean', handoutLimit: 8, handoutMode: 'normal',
      trafficTarget: [
        { datacenterId: east.datacenterId, enabled: true, weight: 50, servers: ['192.0.2.10'] },
        { datacenterId: west.datacenterId, enabled: true, weight: 50, servers: ['192.0.2.20'] },
      ],
      livenessTest: [{ name: 'http', testObjectProtocol: 'HTTP', testInterval: 60, testTimeout: 10, testObject: '/health', testObjectPort: 80 }],
    });
    const json = synth(stack);
    expect(json.resource.akamai_gtm_datacenter.east).toEqual({ domain: '${akamai_gtm_domain.domain.name}', nickname: 'us-east', city: 'Boston', country: 'US', continent: 'NA' });
    expect(json.resource.akamai_gtm_property.www.traffic_target).toEqual([
      { datacenter_id: '${akamai_gtm_datacenter.east.datacenter_id}', enabled: true, weight: 50, servers: ['192.0.2.10'] },
      { datacenter_id: '${akamai_gtm_datacenter.west.datacenter_id}', enabled: true, weight: 50, servers: ['192.0.2.20'] },
    ]);
    expect(json.resource.akamai_gtm_property.www.liveness_test).toEqual([{ name: 'http', test_object_protocol: 'HTTP', test_interval: 60, test_timeout: 10, test_object: '/health', test_object_port: 80 }]);
  });

  test('a network list with its activation, an EdgeWorker with an EdgeKV namespace, and a bot manager setting', () => {
    const stack = akamaiStack();
    const list = new akamai.networklistNetworkList.NetworklistNetworkList(stack, 'blocked', {
      name: 'blocked-ips', type: 'IP', mode: 'REPLACE', description: 'known bad clients', list: ['198.51.100.0/24', '203.0.113.7'], contractId: '1-ABCDE', groupId: 12345,
    });
    new akamai.networklistActivations.NetworklistActivations(stack, 'activation', {
      networkListId: list.networkListId, network: 'STAGING', syncPoint: list.syncPoint, notificationEmails: ['sec@example.com'],
    });
    new akamai.edgeworker.Edgeworker(stack, 'worker', { name: 'geo-redirect', groupId: '12345', resourceTierId: 100 });
    new akamai.edgekv.Edgekv(stack, 'kv', { namespaceName: 'redirects', network: 'staging', groupId: 12345, retentionInSeconds: 0, geoLocation: 'US' });
    const settings = new TerraformVariable(stack, 'bot_settings', { type: 'string' });
    new akamai.botmanBotManagementSettings.BotmanBotManagementSettings(stack, 'bots', { configId: 98765, securityPolicyId: 'ww01_1234', botManagementSettings: settings.stringValue });
    const json = synth(stack);
    expect(json.resource.akamai_networklist_network_list.blocked).toEqual({
      name: 'blocked-ips', type: 'IP', mode: 'REPLACE', description: 'known bad clients', list: ['198.51.100.0/24', '203.0.113.7'], contract_id: '1-ABCDE', group_id: 12345,
    });
    expect(json.resource.akamai_networklist_activations.activation).toEqual({
      network_list_id: '${akamai_networklist_network_list.blocked.network_list_id}', network: 'STAGING', sync_point: '${akamai_networklist_network_list.blocked.sync_point}', notification_emails: ['sec@example.com'],
    });
    expect(json.resource.akamai_edgeworker.worker).toEqual({ name: 'geo-redirect', group_id: '12345', resource_tier_id: 100 });
    expect(json.resource.akamai_edgekv.kv).toEqual({ namespace_name: 'redirects', network: 'staging', group_id: 12345, retention_in_seconds: 0, geo_location: 'US' });
    expect(json.resource.akamai_botman_bot_management_settings.bots).toEqual({ config_id: 98765, security_policy_id: 'ww01_1234', bot_management_settings: '${var.bot_settings}' });
  });

  test('the provider rules of the new types catch what the provider refuses', () => {
    const stack = akamaiStack();
    new akamai.gtmDomain.GtmDomain(stack, 'domain', { name: 'example.akadns.net', type: 'round-robin' });
    new akamai.appsecMatchTarget.AppsecMatchTarget(stack, 'target', { configId: 1, matchTarget: '{"type": "website",' });
    let error: unknown;
    try {
      synth(stack);
    } catch (e) {
      error = e;
    }
    expect(problemLines(error)).toEqual([
      '[test] test/domain: akamai_gtm_domain.domain: contract must be set; found: none [akamai/gtm-domain-contract-required-on-create]',
      '[test] test/domain: akamai_gtm_domain.domain: group must be set; found: none [akamai/gtm-domain-group-required-on-create]',
      '[test] test/domain: akamai_gtm_domain.domain.type: "round-robin" is not allowed; allowed: "BASIC", "FULL", "WEIGHTED", "STATIC", "FAILOVER-ONLY" [akamai/gtm-domain-type-enum]',
      '[test] test/target: akamai_appsec_match_target.target.match_target: "{\\"type\\": \\"website\\"," is not a JSON document (or empty) (Expected double-quoted property name in JSON at position 19) [akamai_appsec_match_target.match_target:json]',
    ]);
  });
});
