import { Fn, TerraformOutput, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, Validations } from '../../lib';
import { akamaiStack, outcome, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string, data = false) =>
  `\${${data ? 'data.' : ''}${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;
const address = (construct: { terraformResourceType: string; friendlyUniqueId: string }, data = false) =>
  `${data ? 'data.' : ''}${construct.terraformResourceType}.${construct.friendlyUniqueId}`;
const child = <T>(scope: { node: { findChild(id: string): unknown } }, ...path: string[]): T =>
  path.reduce((node: any, id) => node.node.findChild(id), scope) as T;

const ACCOUNT = { contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') };
const EMAILS = ['security@example.com'];

function site(stack: TerraformStack): akamai.PropertyDelivery {
  return new akamai.PropertyDelivery(stack, 'site', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    group: akamai.GroupRef.fromId('12345'),
    product: akamai.ProductRef.ionStandard(),
    hostnames: ['www.example.com', 'shop.example.com'],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
    origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
    activations: [akamai.Activation.staging({ contacts: ['web@example.com'] }), akamai.Activation.production({ contacts: ['web@example.com'] })],
  });
}

function configuration(
  stack: TerraformStack,
  props: Partial<akamai.SecurityConfigurationProps> = {},
): akamai.SecurityConfiguration {
  return new akamai.SecurityConfiguration(stack, 'security', { ...ACCOUNT, name: 'shop', hosts: ['www.example.com', 'shop.example.com'], ...props });
}

describe('akamai.SecurityConfiguration: a configuration from a PropertyDelivery\'s hosts to production', () => {
  test('the whole workflow: policy, match target, rate policy, custom rule, reputation profile, IP/Geo firewall, staging then production, in one line', () => {
    const stack = akamaiStack();
    const delivery = site(stack);
    const countries = new akamai.NetworkList(stack, 'countries', {
      ...ACCOUNT, name: 'Blocked countries', type: akamai.NetworkListType.GEO, elements: ['CN', 'RU'],
      activations: [
        akamai.SecurityActivation.staging({ notificationEmails: EMAILS }),
        akamai.SecurityActivation.production({ notificationEmails: EMAILS }),
      ],
    });
    const config = new akamai.SecurityConfiguration(stack, 'security', {
      ...ACCOUNT,
      name: 'shop',
      description: 'The shop\'s protections',
      propertyDelivery: delivery,
      activations: [
        akamai.SecurityActivation.staging({ notificationEmails: EMAILS, note: 'Activating on staging' }),
        akamai.SecurityActivation.production({ notificationEmails: EMAILS }),
      ],
    });
    const policy = config.addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    const target = policy.addMatchTarget('site');
    const rate = policy.addRatePolicy('login', { name: 'login-burst', averageThreshold: 5, burstThreshold: 10, paths: ['/login'], action: akamai.SecurityAction.DENY });
    const rule = policy.addCustomRule('admin', {
      name: 'No admin', tags: ['admin'], conditions: [akamai.CustomRuleCondition.path(['/admin/*'], { wildcard: true })], action: akamai.SecurityAction.DENY,
    });
    const profile = policy.addReputationProfile('scrapers', { name: 'Scrapers', category: akamai.ReputationCategory.WEB_SCRAPERS, threshold: 5, action: akamai.SecurityAction.ALERT });
    const firewall = policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedCountryLists: [countries] }));
    const expectedTarget = new TerraformOutput(stack, 'expected-target', {
      value: Fn.jsonencode({
        type: 'website', defaultFile: 'NO_MATCH', filePaths: ['/*'], hostnames: ['www.example.com', 'shop.example.com'],
        isNegativeFileExtensionMatch: false, isNegativePathMatch: false,
        securityPolicy: { policyId: policy.securityPolicyId },
      }),
    });
    const json = synth(stack);
    const resources = json.resource;
    const configId = ref(config.configuration, 'config_id');
    const policyId = ref(policy.policy, 'security_policy_id');

    // The arguments of techdocs' akamai_appsec_configuration example: the contract without ctr_, the group's number.
    expect(resources.akamai_appsec_configuration[config.configuration.friendlyUniqueId]).toEqual({
      name: 'shop', description: 'The shop\'s protections', contract_id: 'C-0N7RAC7', group_id: '12345', host_names: ['www.example.com', 'shop.example.com'],
      depends_on: [address(delivery.stagingActivation!)],
    });
    expect(resources.akamai_appsec_security_policy[policy.policy.friendlyUniqueId]).toEqual({ config_id: configId, security_policy_name: 'shop', security_policy_prefix: 'shp1' });

    // The documents as the API returns them (the provider's test data: TestResMatchTarget, TestResRatePolicy,
    // TestResCustomRule).
    const matchTarget = resources.akamai_appsec_match_target[target.friendlyUniqueId];
    expect(matchTarget.match_target).toBe(json.output['expected-target'].value);
    expect(expectedTarget.friendlyUniqueId).toBe('expected-target');
    expect(JSON.parse(resources.akamai_appsec_rate_policy[rate.friendlyUniqueId].rate_policy)).toEqual({
      matchType: 'path', type: 'WAF', name: 'login-burst', averageThreshold: 5, burstThreshold: 10, clientIdentifiers: ['ip'], requestType: 'ClientRequest',
      sameActionOnIpv6: true, path: { positiveMatch: true, values: ['/login'] }, pathMatchType: 'Custom', pathUriPositiveMatch: true,
    });
    expect(JSON.parse(resources.akamai_appsec_custom_rule[rule.friendlyUniqueId].custom_rule)).toEqual({
      name: 'No admin', tag: ['admin'], conditions: [{ type: 'pathMatch', positiveMatch: true, value: ['/admin/*'], valueWildcard: true }],
    });
    expect(
      JSON.parse(resources.akamai_appsec_reputation_profile[profile.friendlyUniqueId].reputation_profile),
    ).toEqual({
      name: 'Scrapers', context: 'WEBSCRP', threshold: 5, sharedIpHandling: 'BOTH',
    });

    // The actions in the policy, and the protections that evaluate them.
    const rateAction = child<any>(policy, 'login', 'Action');
    const ruleAction = child<any>(policy, 'admin', 'Action');
    const profileAction = child<any>(policy, 'scrapers', 'Action');
    expect(resources.akamai_appsec_rate_policy_action[rateAction.friendlyUniqueId]).toEqual(expect.objectContaining({
      config_id: configId, security_policy_id: policyId, rate_policy_id: ref(rate, 'rate_policy_id'), ipv4_action: 'deny', ipv6_action: 'deny',
    }));
    expect(resources.akamai_appsec_custom_rule_action[ruleAction.friendlyUniqueId]).toEqual(expect.objectContaining({
      config_id: configId, security_policy_id: policyId, custom_rule_id: ref(rule, 'custom_rule_id'), custom_rule_action: 'deny',
    }));
    expect(
      resources.akamai_appsec_reputation_profile_action[profileAction.friendlyUniqueId],
    ).toEqual(expect.objectContaining({
      config_id: configId, security_policy_id: policyId, reputation_profile_id: ref(profile, 'reputation_profile_id'), action: 'alert',
    }));
    expect(resources.akamai_appsec_ip_geo[firewall.friendlyUniqueId]).toEqual(expect.objectContaining({
      config_id: configId, security_policy_id: policyId, mode: 'block', geo_controls: { geo_network_lists: [ref(countries.resource, 'network_list_id')], action: 'deny' },
    }));
    const protections = ['RateProtection', 'WafProtection', 'ReputationProtection', 'IpGeoProtection'].map((id) => child<any>(policy, id));
    for (const protection of protections) {
      expect(resources[protection.terraformResourceType][protection.friendlyUniqueId])
        .toEqual(expect.objectContaining({ config_id: configId, security_policy_id: policyId, enabled: true }));
    }

    // One line: each resource of the configuration waits for the one created before it.
    const line = [
      policy.policy,
      target,
      protections[0],
      rate,
      rateAction,
      protections[1],
      rule,
      ruleAction,
      protections[2],
      profile,
      profileAction,
      protections[3],
      firewall,
    ];
    expect(resources.akamai_appsec_security_policy[policy.policy.friendlyUniqueId].depends_on).toBeUndefined();
    line.slice(1).forEach((resource, index) => {
      expect(resources[resource.terraformResourceType][resource.friendlyUniqueId].depends_on, resource.node.path)
        .toEqual([address(line[index])]);
    });

    // The latest version is read after every resource of the configuration; staging activates it, production the
    // version staging activated.
    expect(json.data.akamai_appsec_configuration_version[config.latestVersion.friendlyUniqueId]).toEqual({
      config_id: configId,
      depends_on: line.map((r) => address(r)),
    });
    expect(resources.akamai_appsec_activations[config.stagingActivation!.friendlyUniqueId]).toEqual({
      config_id: configId, network: 'STAGING', note: 'Activating on staging', notification_emails: EMAILS, version: ref(config.latestVersion, 'latest_version', true),
      depends_on: [address(delivery.stagingActivation!), address(countries.stagingActivation!)],
    });
    expect(resources.akamai_appsec_activations[config.productionActivation!.friendlyUniqueId]).toEqual({
      config_id: configId, network: 'PRODUCTION', notification_emails: EMAILS, version: ref(config.stagingActivation!, 'version'),
      depends_on: [
        address(config.stagingActivation!),
        address(delivery.productionActivation!),
        address(countries.productionActivation!),
      ],
    });
    expect(config.hosts).toEqual(['www.example.com', 'shop.example.com']);
  });

  test('hosts given directly: no property to wait for; a production activation alone activates the latest version', () => {
    const stack = akamaiStack();
    const config = configuration(stack, {
      activations: [akamai.SecurityActivation.production({ notificationEmails: EMAILS })],
    });
    config.addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addMatchTarget('api', { hostnames: ['shop.example.com'], paths: ['/api/*'], fileExtensions: ['json'] });
    const json = synth(stack);
    expect(json.resource.akamai_appsec_configuration[config.configuration.friendlyUniqueId].depends_on).toBeUndefined();
    expect(json.resource.akamai_appsec_activations[config.productionActivation!.friendlyUniqueId]).toEqual({
      config_id: ref(config.configuration, 'config_id'), network: 'PRODUCTION', notification_emails: EMAILS, version: ref(config.latestVersion, 'latest_version', true),
    });
    expect(config.stagingActivation).toBeUndefined();
  });

  test('a rate policy with its own IPv6 action, over all requests of some hosts, counted by IP and user agent', () => {
    const stack = akamaiStack();
    const policy = configuration(stack).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    const rate = policy.addRatePolicy('all', {
      name: 'all', description: 'Every request', averageThreshold: 50, burstThreshold: 100, hostnames: ['shop.example.com'],
      clientIdentifier: akamai.RateClientIdentifier.IP_USERAGENT, action: akamai.SecurityAction.DENY,
      ipv6Action: akamai.SecurityAction.ALERT,
    });
    const json = synth(stack);
    expect(JSON.parse(json.resource.akamai_appsec_rate_policy[rate.friendlyUniqueId].rate_policy)).toEqual({
      matchType: 'path', type: 'WAF', name: 'all', description: 'Every request', averageThreshold: 50, burstThreshold: 100, clientIdentifiers: ['ip-useragent'],
      requestType: 'ClientRequest', sameActionOnIpv6: false, pathMatchType: 'AllRequests', hostnames: ['shop.example.com'],
    });
    const action = json.resource.akamai_appsec_rate_policy_action[child<any>(policy, 'all', 'Action').friendlyUniqueId];
    expect([action.ipv4_action, action.ipv6_action]).toEqual(['deny', 'alert']);
  });

  test('custom rule conditions of every factory, combined with OR, with a custom deny action', () => {
    const stack = akamaiStack();
    const policy = configuration(stack).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    const rule = policy.addCustomRule('bots', {
      name: 'Bots', description: 'Known bad clients', tags: ['bots', 'edge'], operation: akamai.CustomRuleOperation.ANY, action: akamai.SecurityAction.customDeny('622918'),
      conditions: [
        akamai.CustomRuleCondition.requestMethod(['TRACE']),
        akamai.CustomRuleCondition.fileExtension(['php'], { caseSensitive: true }),
        akamai.CustomRuleCondition.hostname(['shop.example.com']),
        akamai.CustomRuleCondition.ipAddress(['192.0.2.0/24'], { negate: true }),
        akamai.CustomRuleCondition.country(['KP']),
        akamai.CustomRuleCondition.header('User-Agent', ['sqlmap*'], { wildcard: true }),
        akamai.CustomRuleCondition.queryParameter('debug'),
        akamai.CustomRuleCondition.fromDocument({ type: 'clientTlsFingerprintMatch', positiveMatch: true, value: ['abc'] }),
      ],
    });
    const json = synth(stack);
    expect(JSON.parse(json.resource.akamai_appsec_custom_rule[rule.friendlyUniqueId].custom_rule)).toEqual({
      name: 'Bots', description: 'Known bad clients', tag: ['bots', 'edge'], operation: 'OR',
      conditions: [
        { type: 'requestMethodMatch', positiveMatch: true, value: ['TRACE'] },
        { type: 'extensionMatch', positiveMatch: true, value: ['php'], valueCase: true },
        { type: 'hostMatch', positiveMatch: true, value: ['shop.example.com'] },
        { type: 'ipMatch', positiveMatch: false, value: ['192.0.2.0/24'] },
        { type: 'geoMatch', positiveMatch: true, value: ['KP'] },
        { type: 'requestHeaderMatch', positiveMatch: true, name: ['User-Agent'], value: ['sqlmap*'], valueWildcard: true },
        { type: 'uriQueryMatch', positiveMatch: true, name: ['debug'] },
        { type: 'clientTlsFingerprintMatch', positiveMatch: true, value: ['abc'] },
      ],
    });
    expect(json.resource.akamai_appsec_custom_rule_action[child<any>(policy, 'bots', 'Action').friendlyUniqueId].custom_rule_action).toBe('deny_custom_622918');
  });

  test('an IP/Geo firewall that lets only listed addresses through', () => {
    const stack = akamaiStack();
    const policy = configuration(stack).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    const firewall = policy.addIpGeoFirewall(akamai.IpGeoFirewall.allowOnly({ allowedAddressLists: [akamai.NetworkListRef.fromId('12345_OFFICES')], action: akamai.SecurityAction.customDeny('622918') }));
    const json = synth(stack);
    expect(json.resource.akamai_appsec_ip_geo[firewall.friendlyUniqueId]).toEqual(expect.objectContaining({ mode: 'allow', exception_ip_network_lists: ['12345_OFFICES'], block_action: 'deny_custom_622918' }));
    expect(json.resource.akamai_appsec_ip_geo[firewall.friendlyUniqueId].geo_controls).toBeUndefined();
  });

  test('an activated configuration without a match target fails at synth (Akamai refuses to activate it)', () => {
    const stack = akamaiStack();
    configuration(stack, { activations: [akamai.SecurityActivation.staging({ notificationEmails: EMAILS })] }).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    expect(() => Testing.synth(stack, true)).toThrow('activations: the configuration has no match target, and Akamai refuses to activate it; add one with policy.addMatchTarget(...) [akamai/security-match-target-required]');
    const off = akamaiStack();
    Validations.disableRule(off, 'akamai/security-match-target-required');
    configuration(off, { activations: [akamai.SecurityActivation.staging({ notificationEmails: EMAILS })] });
    expect(() => synth(off)).not.toThrow();
  });

  test('a NetworkList of the wrong type in the firewall is refused at synth by the check across resources', () => {
    const stack = akamaiStack();
    const addresses = new akamai.NetworkList(stack, 'addresses', { ...ACCOUNT, name: 'Scanners', type: akamai.NetworkListType.IP, elements: ['192.0.2.0/24'] });
    const policy = configuration(stack).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedCountryLists: [addresses] }));
    expect(outcome(stack).errors).toEqual([
      expect.stringMatching(/geo_controls\.geo_network_lists\[0\]: names akamai_networklist_network_list\.\S+, a IP list; allowed here: a GEO list \[akamai\/appsec-ip-geo-list-type\]$/),
    ]);
  });
});

describe('akamai.SecurityConfiguration: bad props', () => {
  test('every problem of the configuration\'s props is reported together', () => {
    const stack = akamaiStack();
    let message = '';
    try {
      configuration(stack, {
        name: '', hosts: ['https://www.example.com', 'shop.example.com', 'SHOP.example.com'], propertyDelivery: site(stack),
        activations: [akamai.SecurityActivation.staging({ notificationEmails: ['a@example.com', 'A@example.com'] }), akamai.SecurityActivation.staging({ notificationEmails: [] })],
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n').map((line) => line.trim())).toEqual([
      'test/security: 7 problems in its props:',
      expect.stringMatching(/^test\/security: name: .*\[akamai\/appsec-configuration-name-not-empty\]$/),
      'test/security: propertyDelivery: is given with hosts; give one of them (the hosts, or the PropertyDelivery whose hostnames the configuration protects) [akamai/security-hosts]',
      'test/security: hosts[0]: "https://www.example.com" is not a host name; allowed: a fully qualified host name (optionally "*." and a domain) without scheme, path or port, for example "www.example.com" [akamai/security-hosts]',
      'test/security: hosts[2]: "SHOP.example.com" is also hosts[1]; the hosts are a set, so one would be dropped [akamai/security-hosts]',
      'test/security: activations[0].notificationEmails[1]: "A@example.com" is given twice; the addresses are a set, so one would be dropped [akamai/security-activation-emails]',
      expect.stringMatching(/^test\/security: activations\[1\]\.notificationEmails: .*\[akamai\/appsec-activations-notification-emails-min-items\]$/),
      'test/security: activations: 2 activations on STAGING; allowed: at most one per network (a second would fight the first over the active version) [akamai/security-activation-networks]',
    ]);
  });

  test('every problem of a part is reported together', () => {
    const stack = akamaiStack();
    const policy = configuration(stack).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    expect(() => policy.addCustomRule('bad', { name: 'bad', tags: [], conditions: [akamai.CustomRuleCondition.path([]), akamai.CustomRuleCondition.header(' ')], action: akamai.SecurityAction.DENY }))
      .toThrow([
        'test/security/main: 3 problems in its props:',
        '  test/security/main: addCustomRule("bad").tags: is empty; a custom rule has at least one tag (the API returns a rule without tags with "tag": null, which the provider then plans to change on every plan) [akamai/security-custom-rule-tags]',
        '  test/security/main: addCustomRule("bad").conditions[0].paths: is empty; a condition compares at least one of the paths [akamai/security-custom-rule-condition]',
        '  test/security/main: addCustomRule("bad").conditions[1].name: is empty; give the name the condition looks for [akamai/security-custom-rule-condition]',
      ].join('\n'));
  });

  const cases: Array<[string, (stack: TerraformStack) => unknown, string | RegExp]> = [
    ['neither hosts nor a PropertyDelivery', (s) => configuration(s, { hosts: undefined }), 'test/security: hosts: missing; give the hosts the configuration protects, or a PropertyDelivery whose hostnames it protects [akamai/security-hosts]'],
    ['no hosts', (s) => configuration(s, { hosts: [] }), /test\/security: hosts: .*\[akamai\/appsec-configuration-host-names-min-items\]/],
    ['a contract with the ctr_ prefix is written bare, so a group prefix is what is refused', (s) => configuration(s, { contract: akamai.ContractRef.fromId('grp_1') }), 'test/security: contract: AkamaiId.contract("grp_1"): has the prefix of a group id'],
    ['a match target for a host the configuration does not protect', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addMatchTarget('t', { hostnames: ['blog.example.com'] }),
      'test/security/main: addMatchTarget("t").hostnames[0]: "blog.example.com" is not a host of the configuration; allowed: "www.example.com", "shop.example.com" [akamai/security-hostnames]'],
    ['a rate policy for a host the configuration does not protect', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addRatePolicy('r', { name: 'r', averageThreshold: 1, burstThreshold: 2, hostnames: ['blog.example.com'], action: akamai.SecurityAction.DENY }),
      'test/security/main: addRatePolicy("r").hostnames[0]: "blog.example.com" is not a host of the configuration; allowed: "www.example.com", "shop.example.com" [akamai/security-hostnames]'],
    ['a rate policy without an action', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addRatePolicy('r', { name: 'r', averageThreshold: 1, burstThreshold: 2 } as any),
      'test/security/main: addRatePolicy("r").action: missing; use SecurityAction.DENY, SecurityAction.ALERT, SecurityAction.NONE or SecurityAction.customDeny(id)'],
    ['an action given as a string', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addReputationProfile('p', { name: 'p', category: akamai.ReputationCategory.DOS_ATTACKERS, threshold: 5, action: 'deny' as any }),
      'test/security/main: addReputationProfile("p").action: is not a SecurityAction; use SecurityAction.DENY, SecurityAction.ALERT, SecurityAction.NONE or SecurityAction.customDeny(id)'],
    ['a firewall that blocks nothing', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addIpGeoFirewall(akamai.IpGeoFirewall.block({ exceptionLists: [akamai.NetworkListRef.fromId('1_A')] })),
      'test/security/main: addIpGeoFirewall: blocks nothing; give blockedCountryLists (GEO lists) or blockedAddressLists (IP lists) [akamai/security-ip-geo-lists]'],
    ['a list given twice', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedAddressLists: [akamai.NetworkListRef.fromId('1_A'), akamai.NetworkListRef.fromId('1_A')] })),
      'test/security/main: addIpGeoFirewall.blockedAddressLists[1]: is also blockedAddressLists[0]; the lists are a set, so one would be dropped [akamai/security-ip-geo-lists]'],
    ['an allow-only firewall that alerts (the catalog\'s rule: deny or a custom deny)', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addIpGeoFirewall(akamai.IpGeoFirewall.allowOnly({ allowedAddressLists: [akamai.NetworkListRef.fromId('1_A')], action: akamai.SecurityAction.ALERT })),
      'test/security/main: addIpGeoFirewall.action: block_action must each be deny or deny_custom_<custom deny id> ("" for deny) when mode is "allow" (block_action: "alert") [akamai/appsec-ip-geo-block-action]'],
    ['a custom deny id with a space', () => akamai.SecurityAction.customDeny('62 2918'), 'SecurityAction.customDeny("62 2918"): a custom deny id holds letters, digits and underscores (the id of an akamai_appsec_custom_deny)'],
    ['a policy not made by a configuration', (s) => new akamai.SecurityPolicy(s, 'p', { name: 'p', prefix: 'abcd' }), 'test/p: configuration: is not a SecurityConfiguration; create the policy with configuration.addSecurityPolicy(id, {...})'],
    ['an empty policy name', (s) => configuration(s).addSecurityPolicy('main', { name: '', prefix: 'shp1' }), /test\/security\/main: name: .*\[akamai\/appsec-security-policy-security-policy-name-not-empty\]/],
    ['a misspelt prop (plain JavaScript)', (s) => configuration(s, { host: ['www.example.com'] } as any), 'test/security: host: is not a property of SecurityConfigurationProps; did you mean "hosts"?'],
    ['a misspelt rate policy option', (s) => configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' }).addRatePolicy('r', { name: 'r', averageThreshold: 1, burstThreshold: 2, action: akamai.SecurityAction.DENY, path: ['/'] } as any),
      'test/security/main: addRatePolicy("r").path: is not a property of RatePolicyOptions; did you mean "paths"?'],
    ['a second IP/Geo firewall', (s) => {
      const policy = configuration(s).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
      policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedAddressLists: [akamai.NetworkListRef.fromId('1_A')] }));
      policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedAddressLists: [akamai.NetworkListRef.fromId('1_B')] }));
    }, 'test/security/main: addIpGeoFirewall: is called twice; a policy has one IP/Geo firewall: put every list in one IpGeoFirewall'],
  ];

  test.each(cases)('%s', (_name, build, message) => {
    expect(() => build(akamaiStack())).toThrow(message);
  });

  test('Validations.disableRule switches a construct rule off when called on a scope before the construct is created', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/security-hostnames');
    const policy = configuration(stack).addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    const target = policy.addMatchTarget('t', { hostnames: ['blog.example.com'] });
    expect(synth(stack).resource.akamai_appsec_match_target[target.friendlyUniqueId].match_target).toContain('"blog.example.com"');
  });
});

describe('akamai.SecurityConfiguration: tokens pass through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('every string, number and list prop given as a %s', (kind) => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'value', { type: 'string' });
    const number = new TerraformVariable(stack, 'number', { type: 'number' });
    const listVariable = new TerraformVariable(stack, 'values', { type: 'list(string)' });
    const other = new akamai.appsecConfiguration.AppsecConfiguration(stack, 'other', { name: 'o', description: 'o', contractId: 'C-1FRYVV3', groupId: '1', hostNames: ['o.example.com'] });
    const value = {
      variable: variable.stringValue,
      reference: other.name,
      function: Fn.lower(variable.stringValue),
    }[kind];
    const expected = { variable: '${var.value}', reference: ref(other, 'name'), function: '${lower(var.value)}' }[kind];
    const values = {
      variable: listVariable.listValue,
      reference: other.hostNames,
      function: Fn.compact(listVariable.listValue),
    }[kind];
    const expectedList = { variable: '${var.values}', reference: `\${tolist(${ref(other, 'host_names').slice(2, -1)})}`, function: '${compact(var.values)}' }[kind];
    const count = {
      variable: number.numberValue,
      reference: other.configId,
      function: Fn.max([number.numberValue, 1]),
    }[kind];
    const expectedCount = { variable: '${var.number}', reference: ref(other, 'config_id'), function: '${max(var.number, 1)}' }[kind];
    const config = new akamai.SecurityConfiguration(stack, 'security', {
      contract: akamai.ContractRef.fromId(value), group: akamai.GroupRef.fromId(value), name: value, description: value,
      hosts: values,
      activations: [
        akamai.SecurityActivation.staging({ notificationEmails: values, note: value }),
        akamai.SecurityActivation.production({ notificationEmails: [value] }),
      ],
    });
    const policy = config.addSecurityPolicy('main', { name: value, prefix: value });
    const target = policy.addMatchTarget('site', { hostnames: [value], paths: values });
    const rate = policy.addRatePolicy('rate', { name: value, averageThreshold: count, burstThreshold: count, paths: [value], action: akamai.SecurityAction.customDeny(value) });
    const rule = policy.addCustomRule('rule', { name: value, tags: values, conditions: [akamai.CustomRuleCondition.header(value, values)], action: akamai.SecurityAction.DENY });
    const profile = policy.addReputationProfile('profile', { name: value, category: akamai.ReputationCategory.WEB_ATTACKERS, threshold: count, action: akamai.SecurityAction.DENY });
    const json = synth(stack);
    expect(json.resource.akamai_appsec_configuration[config.configuration.friendlyUniqueId]).toEqual({
      name: expected, description: expected, host_names: expectedList,
      contract_id: `\${trimprefix(${expected.slice(2, -1)}, "ctr_")}`, group_id: `\${trimprefix(${expected.slice(2, -1)}, "grp_")}`,
    });
    expect(json.resource.akamai_appsec_security_policy[policy.policy.friendlyUniqueId])
      .toEqual(expect.objectContaining({ security_policy_name: expected, security_policy_prefix: expected }));
    const activations = json.resource.akamai_appsec_activations;
    expect([
      activations[config.stagingActivation!.friendlyUniqueId].notification_emails,
      activations[config.stagingActivation!.friendlyUniqueId].note,
    ]).toEqual([expectedList, expected]);
    expect(activations[config.productionActivation!.friendlyUniqueId].notification_emails).toEqual([expected]);
    // A document holding tokens is encoded by Terraform: its references and variables resolve as values of the
    // document.
    const inner = expected.slice(2, -1);
    expect(json.resource.akamai_appsec_match_target[target.friendlyUniqueId].match_target).toContain(`"hostnames" = [${inner}]`);
    expect(json.resource.akamai_appsec_rate_policy[rate.friendlyUniqueId].rate_policy).toContain(`"averageThreshold" = ${expectedCount.slice(2, -1)}`);
    expect(json.resource.akamai_appsec_rate_policy_action[child<any>(policy, 'rate', 'Action').friendlyUniqueId].ipv4_action).toBe(`deny_custom_${expected}`);
    expect(json.resource.akamai_appsec_custom_rule[rule.friendlyUniqueId].custom_rule).toContain(`"tag" = ${expectedList.slice(2, -1)}`);
    expect(json.resource.akamai_appsec_reputation_profile[profile.friendlyUniqueId].reputation_profile).toContain(`"threshold" = ${expectedCount.slice(2, -1)}`);
  });
});
