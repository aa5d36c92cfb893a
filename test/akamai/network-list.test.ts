import { Fn, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, Validations } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string, data = false) =>
  `\${${data ? 'data.' : ''}${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;

function list(stack: TerraformStack, props: Partial<akamai.NetworkListProps> = {}): akamai.NetworkList {
  return new akamai.NetworkList(stack, 'blocked', {
    name: 'Blocked countries',
    type: akamai.NetworkListType.GEO,
    elements: ['CN', 'RU'],
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    group: akamai.GroupRef.fromId('12345'),
    ...props,
  });
}

describe('akamai.NetworkList: a list of countries or addresses with its own activations', () => {
  test('a GEO list, activated on staging then production, each activation taking the list\'s sync point', () => {
    const stack = akamaiStack();
    const geo = list(stack, {
      description: 'Countries we do not serve',
      activations: [
        akamai.SecurityActivation.staging({ notificationEmails: ['security@example.com'], note: 'Activation to stage for testing' }),
        akamai.SecurityActivation.production({ notificationEmails: ['security@example.com'] }),
      ],
    });
    const json = synth(stack);
    // The arguments of techdocs' akamai_networklist_network_list example, as a list the construct owns (REPLACE),
    // with the account ids the API takes (contract bare, group a number).
    expect(json.resource.akamai_networklist_network_list[geo.resource.friendlyUniqueId]).toEqual({
      name: 'Blocked countries', type: 'GEO', description: 'Countries we do not serve', list: ['CN', 'RU'], mode: 'REPLACE', contract_id: 'C-0N7RAC7', group_id: 12345,
    });
    // techdocs' akamai_networklist_activations arguments; sync_point is the list's, which the provider plans as unknown
    // when the list changes.
    const activations = json.resource.akamai_networklist_activations;
    expect(activations[geo.stagingActivation!.friendlyUniqueId]).toEqual({
      network_list_id: ref(geo.resource, 'network_list_id'), network: 'STAGING', sync_point: ref(geo.resource, 'sync_point'),
      notification_emails: ['security@example.com'], notes: 'Activation to stage for testing',
    });
    expect(activations[geo.productionActivation!.friendlyUniqueId]).toEqual({
      network_list_id: ref(geo.resource, 'network_list_id'), network: 'PRODUCTION', sync_point: ref(geo.resource, 'sync_point'),
      notification_emails: ['security@example.com'], depends_on: [`akamai_networklist_activations.${geo.stagingActivation!.friendlyUniqueId}`],
    });
    expect(geo.type).toBe('GEO');
  });

  test('the entries are written in the case the provider reads back: GEO codes upper-case, IP entries lower-case', () => {
    const stack = akamaiStack();
    const geo = list(stack, { elements: ['cn', 'Ru', 'US:CA'] });
    const ip = new akamai.NetworkList(stack, 'addresses', {
      name: 'Scanners', type: akamai.NetworkListType.IP, elements: ['192.0.2.0/24', '2001:DB8::/32'],
      contract: akamai.ContractRef.fromId('ctr_C-0N7RAC7'), group: akamai.GroupRef.fromId('grp_12345'),
    });
    const json = synth(stack);
    expect(json.resource.akamai_networklist_network_list[geo.resource.friendlyUniqueId].list).toEqual(['CN', 'RU', 'US:CA']);
    const addresses = json.resource.akamai_networklist_network_list[ip.resource.friendlyUniqueId];
    expect([addresses.list, addresses.description, addresses.contract_id, addresses.group_id]).toEqual([['192.0.2.0/24', '2001:db8::/32'], 'Scanners', 'C-0N7RAC7', 12345]);
    expect(json.resource.akamai_networklist_activations).toBeUndefined();
  });

  test('a group looked up by name gives the list its number', () => {
    const stack = akamaiStack();
    const geo = list(stack, { group: akamai.GroupRef.fromName('Security') });
    const json = synth(stack);
    // The one lookup of the stack, shared by every construct naming the group.
    const lookup = stack.node.findAll().find((c) => (c as any).terraformResourceType === 'akamai_group') as any;
    expect(Object.keys(json.data.akamai_group)).toEqual([lookup.friendlyUniqueId]);
    expect(json.data.akamai_group[lookup.friendlyUniqueId]).toEqual({ group_name: 'Security', contract_id: 'ctr_C-0N7RAC7' });
    expect(json.resource.akamai_networklist_network_list[geo.resource.friendlyUniqueId].group_id).toBe(`\${tonumber(trimprefix(${ref(lookup, 'id', true).slice(2, -1)}, "grp_"))}`);
  });

  test('every problem of the props is reported together, entries judged by the catalog\'s rule of the list\'s type', () => {
    const stack = akamaiStack();
    let message = '';
    try {
      new akamai.NetworkList(stack, 'bad', {
        name: '', type: akamai.NetworkListType.IP, elements: ['www.example.com', '192.0.2.1', '192.0.2.1', '10.0.0.0/33'],
        contract: akamai.ContractRef.fromId('C-1'), group: akamai.GroupRef.fromId('12345'),
        activations: [akamai.SecurityActivation.staging({ notificationEmails: [] }), akamai.SecurityActivation.staging({ notificationEmails: ['ops'] })],
      });
    } catch (e) {
      message = (e as Error).message;
    }
    const lines = message.split('\n').slice(1).map((line) => line.trim());
    expect(message.split('\n')[0]).toBe(`test/bad: ${lines.length} problems in its props:`);
    expect(lines).toEqual([
      expect.stringMatching(/^test\/bad: name: .*\[akamai\/networklist-network-list-name-not-empty\]$/),
      expect.stringMatching(/^test\/bad: elements\[0\]: list must each be .*; write IPv4 or IPv6 addresses or CIDR blocks .*\[akamai\/networklist-ip-list-elements\]$/),
      'test/bad: elements[2]: "192.0.2.1" is also elements[1]; the entries are a set, so one would be dropped [akamai/security-network-list-duplicate]',
      expect.stringMatching(/^test\/bad: elements\[3\]: list must each be .*\[akamai\/networklist-ip-list-elements\]$/),
      expect.stringMatching(/^test\/bad: contract: .*"C-1".*\[akamai\/networklist-network-list-contract-id-length\]$/),
      expect.stringMatching(/^test\/bad: activations\[0\]\.notificationEmails: .*\[akamai\/networklist-activations-notification-emails-not-empty\]$/),
      'test/bad: activations[1].notificationEmails[0]: "ops" is not an email address [akamai/security-activation-emails]',
      'test/bad: activations: 2 activations on STAGING; allowed: at most one per network (a second would fight the first over the active version) [akamai/security-activation-networks]',
    ]);
  });

  const cases: Array<[string, (stack: TerraformStack) => unknown, string | RegExp]> = [
    ['a GEO list of country names', (s) => list(s, { elements: ['China'] }), /elements\[0\]: list must each be .*use two-letter codes \(US, not USA or United States\).*\[akamai\/networklist-geo-list-elements\]/],
    ['a country given twice in two cases', (s) => list(s, { elements: ['CN', 'cn'] }), 'test/blocked: elements[1]: "cn" is also elements[0]; the entries are a set, so one would be dropped [akamai/security-network-list-duplicate]'],
    ['276 countries (techdocs: a GEO list holds 275)', (s) => list(s, { elements: Array.from({ length: 276 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))) }), 'test/blocked: elements: holds 276 entries; a GEO list holds at most 275 [akamai/security-network-list-size]'],
    ['no contract', (s) => list(s, { contract: undefined }), 'test/blocked: contract: missing; give ContractRef.fromId("C-0N7RAC7") or ContractRef.fromGroupName("...")'],
    ['a type that is not a NetworkListType', (s) => list(s, { type: 'ASN' as any }), 'test/blocked: type: "ASN" is not a NetworkListType; allowed: NetworkListType.IP, NetworkListType.GEO'],
    ['a misspelt prop (plain JavaScript)', (s) => list(s, { element: ['CN'] } as any), 'test/blocked: element: is not a property of NetworkListProps; did you mean "elements"?'],
    ['a misspelt activation option', (s) => list(s, { activations: [akamai.SecurityActivation.staging({ notificationEmails: ['a@example.com'], notes: 'x' } as any)] }), 'test/blocked: activations[0].notes: is not a property of SecurityActivationOptions; did you mean "note"?'],
  ];

  test.each(cases)('%s', (_name, build, message) => {
    expect(() => build(akamaiStack())).toThrow(message);
  });

  test('276 entries of an IP list are allowed (its limit is 50,000), and Validations.disableRule lets a GEO list over its limit through', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/security-network-list-size');
    const codes = Array.from({ length: 276 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
    const geo = list(stack, { elements: codes });
    const ip = new akamai.NetworkList(stack, 'ips', {
      name: 'ips', type: akamai.NetworkListType.IP, elements: Array.from({ length: 276 }, (_, i) => `192.0.${Math.floor(i / 256)}.${i % 256}`),
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'),
    });
    const json = synth(stack);
    expect(json.resource.akamai_networklist_network_list[geo.resource.friendlyUniqueId].list).toHaveLength(276);
    expect(json.resource.akamai_networklist_network_list[ip.resource.friendlyUniqueId].list).toHaveLength(276);
  });
});

describe('akamai.NetworkList: tokens pass through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('every string and list prop given as a %s', (kind) => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'value', { type: 'string' });
    const listVariable = new TerraformVariable(stack, 'values', { type: 'list(string)' });
    const other = new akamai.networklistNetworkList.NetworklistNetworkList(stack, 'other', { name: 'other', type: 'IP', description: 'd', mode: 'REPLACE', list: ['192.0.2.1'] });
    const value = {
      variable: variable.stringValue,
      reference: other.name,
      function: Fn.lower(variable.stringValue),
    }[kind];
    const expected = { variable: '${var.value}', reference: ref(other, 'name'), function: '${lower(var.value)}' }[kind];
    const values = {
      variable: listVariable.listValue,
      reference: other.list,
      function: Fn.compact(listVariable.listValue),
    }[kind];
    const expectedList = { variable: '${var.values}', reference: `\${tolist(${ref(other, 'list').slice(2, -1)})}`, function: '${compact(var.values)}' }[kind];
    const geo = new akamai.NetworkList(stack, 'geo', {
      name: value, type: akamai.NetworkListType.GEO, elements: values, description: value,
      contract: akamai.ContractRef.fromId(value), group: akamai.GroupRef.fromId(value),
      activations: [akamai.SecurityActivation.staging({ notificationEmails: values, note: value })],
    });
    const ip = new akamai.NetworkList(stack, 'ip', {
      name: 'ip', type: akamai.NetworkListType.IP, elements: [value, '192.0.2.0/24'],
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'),
      activations: [akamai.SecurityActivation.production({ notificationEmails: [value] })],
    });
    const json = synth(stack);
    expect(json.resource.akamai_networklist_network_list[geo.resource.friendlyUniqueId]).toEqual({
      name: expected, type: 'GEO', description: expected, list: expectedList, mode: 'REPLACE',
      contract_id: `\${trimprefix(${expected.slice(2, -1)}, "ctr_")}`, group_id: `\${tonumber(trimprefix(${expected.slice(2, -1)}, "grp_"))}`,
    });
    expect(json.resource.akamai_networklist_network_list[ip.resource.friendlyUniqueId].list).toEqual([expected, '192.0.2.0/24']);
    const activations = json.resource.akamai_networklist_activations;
    expect([
      activations[geo.stagingActivation!.friendlyUniqueId].notification_emails,
      activations[geo.stagingActivation!.friendlyUniqueId].notes,
    ]).toEqual([expectedList, expected]);
    expect(activations[ip.productionActivation!.friendlyUniqueId].notification_emails).toEqual([expected]);
  });
});

describe('akamai.NetworkListRef: an existing list', () => {
  test('by id, by name and type (a lookup), or a NetworkList of this app', () => {
    const stack = akamaiStack();
    const byName = akamai.NetworkListRef.fromName('Partners', akamai.NetworkListType.IP);
    const config = new akamai.SecurityConfiguration(stack, 'security', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), name: 'shop', hosts: ['www.example.com'],
    });
    const geo = list(stack);
    const policy = config.addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    const firewall = policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({
      blockedCountryLists: [akamai.NetworkListRef.fromNetworkList(geo)],
      blockedAddressLists: [akamai.NetworkListRef.fromId('12345_SCANNERS')],
      exceptionLists: [byName],
    }));
    const json = synth(stack);
    const lookup = policy.node.findChild('NetworkListIP1') as akamai.dataAkamaiNetworklistNetworkLists.DataAkamaiNetworklistNetworkLists;
    expect(json.data.akamai_networklist_network_lists[lookup.friendlyUniqueId]).toEqual({ name: 'Partners', type: 'IP' });
    const ipGeo = json.resource.akamai_appsec_ip_geo[firewall.friendlyUniqueId];
    expect([
      ipGeo.geo_controls.geo_network_lists,
      ipGeo.ip_controls.ip_network_lists,
      ipGeo.exception_ip_network_lists,
    ]).toEqual([
      [ref(geo.resource, 'network_list_id')], ['12345_SCANNERS'], [ref(lookup, 'id', true)],
    ]);
  });

  test('an empty id is refused, a token id passes through', () => {
    const stack = akamaiStack();
    const config = new akamai.SecurityConfiguration(stack, 'security', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), name: 'shop', hosts: ['www.example.com'],
    });
    const policy = config.addSecurityPolicy('main', { name: 'shop', prefix: 'shp1' });
    expect(() => policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedAddressLists: [akamai.NetworkListRef.fromId(' ')] })))
      .toThrow('test/security/main: addIpGeoFirewall.blockedAddressLists[0]: NetworkListRef.fromId(" "): give the list\'s unique id, for example "12345_BLOCKEDCOUNTRIES"');
    const id = new TerraformVariable(stack, 'list', { type: 'string' });
    const firewall = policy.addIpGeoFirewall(
      akamai.IpGeoFirewall.block({ blockedAddressLists: [akamai.NetworkListRef.fromId(id.stringValue)] }),
    );
    policy.addMatchTarget('site');
    expect(synth(stack).resource.akamai_appsec_ip_geo[firewall.friendlyUniqueId].ip_controls).toEqual({ ip_network_lists: ['${var.list}'], action: 'deny' });
  });
});
