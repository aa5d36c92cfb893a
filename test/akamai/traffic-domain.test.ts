import { Fn, TerraformOutput, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, Validations } from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';
import { akamaiStack, outcome, synth, validationWarnings } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string, data = false) =>
  `\${${data ? 'data.' : ''}${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;

/** The domain of the provider's documentation example (gtm-rc-domain: contract "C-0N7RAC7", group 12345). */
function domainIn(stack: TerraformStack, props: Partial<akamai.TrafficDomainProps> = {}): akamai.TrafficDomain {
  return new akamai.TrafficDomain(stack, 'gtm', {
    contract: akamai.ContractRef.fromId('ctr_C-0N7RAC7'),
    group: akamai.GroupRef.fromId('grp_12345'),
    name: 'example.akadns.net',
    type: akamai.TrafficDomainType.WEIGHTED,
    ...props,
  });
}

/** A domain with two datacenters. */
function datacenters(stack: TerraformStack) {
  const domain = domainIn(stack);
  const fra = domain.addDatacenter('fra', { city: 'Frankfurt', country: 'DE', continent: akamai.Continent.EU });
  const ams = domain.addDatacenter('ams', { city: 'Amsterdam', country: 'NL', continent: akamai.Continent.EU });
  return { domain, fra, ams };
}

/** A domain with two datacenters and a weighted property without targets yet, built as a test wants it. */
function weighted(stack: TerraformStack, props: Partial<akamai.TrafficPropertyProps> = {}) {
  const { domain, fra, ams } = datacenters(stack);
  const www = domain.addProperty('www', { type: akamai.TrafficPropertyType.weightedRoundRobin(), ...props });
  return { domain, fra, ams, www };
}

/**
 * Every field the provider reads back from a liveness test, as the construct writes it for an HTTPS test
 * with nothing but a name and a path: the GTM API's defaults (penalties 75 and 25, the protocol's port, GET)
 * where the provider's own (port 80, no penalty) would differ from what the API returns.
 */
const HTTPS_HEALTH = {
  name: 'health', test_object_protocol: 'HTTPS', test_interval: 60, test_timeout: 10, error_penalty: 75, timeout_penalty: 25, disabled: false,
  test_object: '/health', test_object_port: 443, http_method: 'GET', http_error3xx: false, http_error4xx: true, http_error5xx: true,
  peer_certificate_verification: true,
};

describe('akamai.TrafficDomain: a GTM domain with its datacenters and properties', () => {
  test('a weighted property over two datacenters: the domain first, the datacenters one after the other, targets naming their datacenter ids', () => {
    const stack = akamaiStack();
    const domain = domainIn(stack, { emailNotifications: ['ops@example.com'], comment: 'traffic for www' });
    const fra = domain.addDatacenter('Frankfurt', { city: 'Frankfurt', stateOrProvince: 'HE', country: 'DE', continent: akamai.Continent.EU, latitude: 50.11, longitude: 8.68 });
    const ams = domain.addDatacenter('Amsterdam', { nickname: 'ams-1', country: 'NL', continent: akamai.Continent.EU });
    const www = domain.addProperty('www', {
      type: akamai.TrafficPropertyType.weightedRoundRobin(),
      livenessTests: [akamai.LivenessTest.https({ name: 'health', path: '/health' })],
    });
    www.addTarget(fra, { weight: 60, servers: ['192.0.2.10', '192.0.2.11'] });
    www.addTarget(ams, { weight: 40, servers: ['192.0.2.20'] });
    const json = synth(stack);

    expect(json.resource.akamai_gtm_domain[domain.domain.friendlyUniqueId]).toEqual({
      contract: 'C-0N7RAC7', group: '12345', name: 'example.akadns.net', type: 'weighted', email_notification_list: ['ops@example.com'], comment: 'traffic for www',
    });
    const domainName = ref(domain.domain, 'name');
    expect(json.resource.akamai_gtm_datacenter[fra.datacenter!.friendlyUniqueId]).toEqual({
      domain: domainName, nickname: 'Frankfurt', city: 'Frankfurt', state_or_province: 'HE', country: 'DE', continent: 'EU', latitude: 50.11, longitude: 8.68,
    });
    expect(json.resource.akamai_gtm_datacenter[ams.datacenter!.friendlyUniqueId]).toEqual({
      domain: domainName, nickname: 'ams-1', country: 'NL', continent: 'EU', depends_on: [`akamai_gtm_datacenter.${fra.datacenter!.friendlyUniqueId}`],
    });
    expect(json.resource.akamai_gtm_property[www.property.friendlyUniqueId]).toEqual({
      domain: domainName, name: 'www', type: 'weighted-round-robin', score_aggregation_type: 'worst', handout_mode: 'normal', handout_limit: 8, dynamic_ttl: 60,
      traffic_target: [
        { datacenter_id: ref(fra.datacenter!, 'datacenter_id'), enabled: true, weight: 60, servers: ['192.0.2.10', '192.0.2.11'] },
        { datacenter_id: ref(ams.datacenter!, 'datacenter_id'), enabled: true, weight: 40, servers: ['192.0.2.20'] },
      ],
      liveness_test: [HTTPS_HEALTH],
    });
    expect(www.propertyName).toBe('www');
  });

  test('the hostname GTM answers for: the property\'s name in the domain, the domain itself for "@"', () => {
    const stack = akamaiStack();
    const domain = domainIn(stack);
    const dc = domain.addDatacenter('dc');
    const www = domain.addProperty('www', { type: akamai.TrafficPropertyType.failover() });
    const apex = domain.addProperty('apex', { name: '@', type: akamai.TrafficPropertyType.failover() });
    www.addTarget(dc, { weight: 1, servers: ['192.0.2.1'] });
    apex.addTarget(dc, { weight: 1, servers: ['192.0.2.1'] });
    new TerraformOutput(stack, 'www', { value: www.hostname });
    new TerraformOutput(stack, 'apex', { value: apex.hostname });
    const json = synth(stack);
    expect([json.output.www.value, json.output.apex.value]).toEqual([`www.${ref(domain.domain, 'name')}`, ref(domain.domain, 'name')]);
  });

  test('a mirror failover property: the primary target weight 1, the backup 0, a backup CNAME and the delays', () => {
    const stack = akamaiStack();
    const { fra, ams, domain } = datacenters(stack);
    const origin = domain.addProperty('origin', {
      type: akamai.TrafficPropertyType.failover(), backup: akamai.TrafficBackup.cname('sorry.example.com'), failoverDelay: 30, failbackDelay: 60, comments: 'origin failover',
    });
    origin.addTarget(fra, { weight: 1, servers: ['origin-fra.example.com'] });
    origin.addTarget(ams, { weight: 0, servers: ['origin-ams.example.com'] });
    const json = synth(stack);
    const property = json.resource.akamai_gtm_property[origin.property.friendlyUniqueId];
    expect(property).toEqual({
      domain: ref(domain.domain, 'name'), name: 'origin', type: 'failover', score_aggregation_type: 'worst', handout_mode: 'normal', handout_limit: 8, dynamic_ttl: 60,
      backup_cname: 'sorry.example.com', failover_delay: 30, failback_delay: 60, comments: 'origin failover',
      traffic_target: [
        { datacenter_id: ref(fra.datacenter!, 'datacenter_id'), enabled: true, weight: 1, servers: ['origin-fra.example.com'] },
        { datacenter_id: ref(ams.datacenter!, 'datacenter_id'), enabled: true, weight: 0, servers: ['origin-ams.example.com'] },
      ],
    });
  });

  test('ranked failover: a precedence per target, the lowest on one; performance with its stickiness options', () => {
    const stack = akamaiStack();
    const { fra, ams, domain } = datacenters(stack);
    const ranked = domain.addProperty('ranked', { type: akamai.TrafficPropertyType.rankedFailover() });
    ranked.addTarget(fra, { precedence: 0, servers: ['192.0.2.10'] });
    ranked.addTarget(ams, { precedence: 10, servers: ['192.0.2.20'] });
    const fast = domain.addProperty('fast', { type: akamai.TrafficPropertyType.performance({ stickinessBonusPercentage: 50, stickinessBonusConstant: 100 }), handoutMode: akamai.HandoutMode.ONE_IP_HASHED, scoreAggregation: akamai.ScoreAggregation.MEDIAN, handoutLimit: 1 });
    fast.addTarget(fra, { weight: 1, servers: ['192.0.2.10'] });
    const json = synth(stack);
    expect(json.resource.akamai_gtm_property[ranked.property.friendlyUniqueId].traffic_target).toEqual([
      { datacenter_id: ref(fra.datacenter!, 'datacenter_id'), enabled: true, precedence: 0, servers: ['192.0.2.10'] },
      { datacenter_id: ref(ams.datacenter!, 'datacenter_id'), enabled: true, precedence: 10, servers: ['192.0.2.20'] },
    ]);
    const performance = json.resource.akamai_gtm_property[fast.property.friendlyUniqueId];
    expect([
      performance.type,
      performance.stickiness_bonus_percentage,
      performance.stickiness_bonus_constant,
      performance.handout_mode,
      performance.score_aggregation_type,
      performance.handout_limit,
    ])
      .toEqual(['performance', 50, 100, 'one-ip-hashed', 'median', 1]);
  });

  test('a geographic property names its map; the map\'s name as a reference orders the map first; the maps default datacenter comes from the domain', () => {
    const stack = akamaiStack();
    const { fra, ams, domain } = datacenters(stack);
    const fallback = domain.defaultDatacenter(akamai.DefaultDatacenter.MAPS);
    expect(domain.defaultDatacenter(akamai.DefaultDatacenter.MAPS)).toBe(fallback);
    const map = new akamai.gtmGeomap.GtmGeomap(stack, 'europe', {
      domain: domain.domainName, name: 'europe',
      defaultDatacenter: [{ datacenterId: fallback.datacenterId, nickname: fallback.nickname }],
      assignment: [{ datacenterId: fra.datacenterId, nickname: fra.nickname, countries: ['DE'] }, { datacenterId: ams.datacenterId, nickname: ams.nickname, countries: ['NL'] }],
    });
    const geo = domain.addProperty('geo', { type: akamai.TrafficPropertyType.geographic(map.name) });
    geo.addTarget(fra, { handoutCname: 'fra.example.com' });
    geo.addTarget(ams, { handoutCname: 'ams.example.com' });
    const json = synth(stack);
    // The provider's example (examples/akamai_gtm_domain/full_domain/gtmv1_4.tf): datacenter 5400 looked up for the
    // domain.
    expect(json.data.akamai_gtm_default_datacenter[fallback.lookup!.friendlyUniqueId]).toEqual({ domain: ref(domain.domain, 'name'), datacenter: 5400 });
    expect(json.resource.akamai_gtm_geomap[map.friendlyUniqueId].default_datacenter).toEqual([{ datacenter_id: ref(fallback.lookup!, 'datacenter_id', true), nickname: ref(fallback.lookup!, 'nickname', true) }]);
    const property = json.resource.akamai_gtm_property[geo.property.friendlyUniqueId];
    expect([property.type, property.map_name]).toEqual(['geographic', ref(map, 'name')]);
    expect(property.traffic_target).toEqual([
      { datacenter_id: ref(fra.datacenter!, 'datacenter_id'), enabled: true, handout_cname: 'fra.example.com' },
      { datacenter_id: ref(ams.datacenter!, 'datacenter_id'), enabled: true, handout_cname: 'ams.example.com' },
    ]);
  });

  test('CIDR and AS maps by name; an IP version selector targets the IPv4 (5401) and IPv6 (5402) default datacenters', () => {
    const stack = akamaiStack();
    const { domain, fra } = datacenters(stack);
    const cidr = domain.addProperty('cidr', { type: akamai.TrafficPropertyType.cidrMapping('offices') });
    const as = domain.addProperty('as', { type: akamai.TrafficPropertyType.asMapping('carriers') });
    cidr.addTarget(fra, { handoutCname: 'fra.example.com' });
    as.addTarget(fra, { handoutCname: 'fra.example.com' });
    const selector = domain.addProperty('dual', { type: akamai.TrafficPropertyType.ipVersionSelector() });
    const v4 = domain.defaultDatacenter(akamai.DefaultDatacenter.IPV4);
    const v6 = domain.defaultDatacenter(akamai.DefaultDatacenter.IPV6);
    selector.addTarget(v4, { servers: ['192.0.2.1'] });
    selector.addTarget(v6, { servers: ['2001:db8::1'] });
    const json = synth(stack);
    expect(json.data.akamai_gtm_default_datacenter[v4.lookup!.friendlyUniqueId]).toEqual({ domain: ref(domain.domain, 'name'), datacenter: 5401 });
    expect(json.data.akamai_gtm_default_datacenter[v6.lookup!.friendlyUniqueId]).toEqual({ domain: ref(domain.domain, 'name'), datacenter: 5402 });
    const property = json.resource.akamai_gtm_property[selector.property.friendlyUniqueId];
    expect(property.type).toBe('qtr');
    expect(property.traffic_target).toEqual([
      { datacenter_id: ref(v4.lookup!, 'datacenter_id', true), enabled: true, servers: ['192.0.2.1'] },
      { datacenter_id: ref(v6.lookup!, 'datacenter_id', true), enabled: true, servers: ['2001:db8::1'] },
    ]);
    const maps = [cidr, as]
      .map((p) => json.resource.akamai_gtm_property[p.property.friendlyUniqueId])
      .map((p) => [p.type, p.map_name]);
    expect(maps).toEqual([['cidrmapping', 'offices'], ['asmapping', 'carriers']]);
  });

  test('a static property answers with its record sets', () => {
    const stack = akamaiStack();
    const { domain } = datacenters(stack);
    const mail = domain.addProperty('mail', { type: akamai.TrafficPropertyType.staticRecords() });
    mail.addStaticRecordSet({ type: 'MX', ttl: 300, rdata: ['10 mx1.example.com.', '20 mx2.example.com.'] });
    mail.addStaticRecordSet({ type: 'TXT', ttl: 300, rdata: ['"v=spf1 -all"'] });
    const json = synth(stack);
    const property = json.resource.akamai_gtm_property[mail.property.friendlyUniqueId];
    expect([property.type, property.static_rr_set, property.traffic_target]).toEqual([
      'static', [{ type: 'MX', ttl: 300, rdata: ['10 mx1.example.com.', '20 mx2.example.com.'] }, { type: 'TXT', ttl: 300, rdata: ['"v=spf1 -all"'] }], undefined,
    ]);
  });

  test('waitOnComplete reaches the domain, its datacenters and its properties; the domain\'s options', () => {
    const stack = akamaiStack();
    const domain = domainIn(stack, { waitOnComplete: false, loadImbalancePercentage: 40, type: akamai.TrafficDomainType.FULL, contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') });
    const dc = domain.addDatacenter('dc');
    domain.addProperty('www', { type: akamai.TrafficPropertyType.weightedRoundRobin() }).addTarget(dc, { weight: 1, servers: ['192.0.2.1'] });
    const json = synth(stack);
    expect(json.resource.akamai_gtm_domain[domain.domain.friendlyUniqueId]).toEqual({ contract: 'C-0N7RAC7', group: '12345', name: 'example.akadns.net', type: 'full', load_imbalance_percentage: 40, wait_on_complete: false });
    expect(json.resource.akamai_gtm_datacenter[dc.datacenter!.friendlyUniqueId]).toEqual({ domain: ref(domain.domain, 'name'), nickname: 'dc', wait_on_complete: false });
    expect(Object.values<any>(json.resource.akamai_gtm_property)[0].wait_on_complete).toBe(false);
  });

  test('a group looked up by name in the contract', () => {
    const stack = akamaiStack();
    const domain = domainIn(stack, { group: akamai.GroupRef.fromName('Traffic') });
    const json = synth(stack);
    // The one lookup of the stack, shared by every construct naming the group.
    const lookup = stack.node.findAll().find((c) => (c as any).terraformResourceType === 'akamai_group') as any;
    expect(Object.keys(json.data.akamai_group)).toEqual([lookup.friendlyUniqueId]);
    expect(json.data.akamai_group[lookup.friendlyUniqueId]).toEqual({ group_name: 'Traffic', contract_id: 'ctr_C-0N7RAC7' });
    expect(json.resource.akamai_gtm_domain[domain.domain.friendlyUniqueId].group).toBe(`\${trimprefix(${ref(lookup, 'id', true).slice(2, -1)}, "grp_")}`);
  });
});

describe('akamai.LivenessTest: each protocol with its fields', () => {
  function testOf(test: akamai.LivenessTest): any {
    const stack = akamaiStack();
    const { fra, www } = weighted(stack, { livenessTests: [test] });
    www.addTarget(fra, { weight: 1, servers: ['192.0.2.1'] });
    return synth(stack).resource.akamai_gtm_property[www.property.friendlyUniqueId].liveness_test[0];
  }

  test('HTTP: port 80, no certificate to verify; method, headers sorted by name, body and the error classes as given', () => {
    expect(testOf(akamai.LivenessTest.http({
      name: 'status', path: '/status', interval: 30, timeout: 5, method: 'HEAD', headers: { 'X-Check': 'gtm', Host: 'www.example.com' }, requestBody: 'e30=',
      failOn3xx: true, failOn4xx: false, errorPenalty: 100, timeoutPenalty: 50, disabled: true,
    }))).toEqual({
      name: 'status', test_object_protocol: 'HTTP', test_interval: 30, test_timeout: 5, error_penalty: 100, timeout_penalty: 50, disabled: true,
      test_object: '/status', test_object_port: 80, http_method: 'HEAD', http_request_body: 'e30=',
      http_header: [{ name: 'Host', value: 'www.example.com' }, { name: 'X-Check', value: 'gtm' }],
      http_error3xx: true, http_error4xx: false, http_error5xx: true, peer_certificate_verification: false,
    });
  });

  test('HTTPS: port 443 and the certificate verified unless told otherwise', () => {
    expect(testOf(akamai.LivenessTest.https({ name: 'health', path: '/health' }))).toEqual(HTTPS_HEALTH);
    expect(testOf(akamai.LivenessTest.https({ name: 'health', path: '/health', port: 8443, verifyCertificate: false }))).toEqual({ ...HTTPS_HEALTH, test_object_port: 8443, peer_certificate_verification: false });
  });

  test('TCP and TCPS: a port, the request string and the expected response', () => {
    const base = { name: 'smtp', test_interval: 60, test_timeout: 10, error_penalty: 75, timeout_penalty: 25, disabled: false, test_object_port: 25, request_string: 'EHLO gtm', response_string: '250' };
    expect(testOf(akamai.LivenessTest.tcp({ name: 'smtp', port: 25, requestString: 'EHLO gtm', responseString: '250' }))).toEqual({ ...base, test_object_protocol: 'TCP', peer_certificate_verification: false });
    expect(testOf(akamai.LivenessTest.tcps({ name: 'smtp', port: 25, requestString: 'EHLO gtm', responseString: '250' }))).toEqual({ ...base, test_object_protocol: 'TCPS', peer_certificate_verification: true });
  });

  test('DNS: the name and type queried, port 53', () => {
    expect(testOf(akamai.LivenessTest.dns({ name: 'ns', queryName: 'www.example.com', queryType: 'A', answersRequired: true }))).toEqual({
      name: 'ns', test_object_protocol: 'DNS', test_interval: 60, test_timeout: 10, error_penalty: 75, timeout_penalty: 25, disabled: false,
      test_object: 'www.example.com', resource_type: 'A', test_object_port: 53, answers_required: true, recursion_requested: false, peer_certificate_verification: false,
    });
  });
});

describe('akamai.TrafficDomain: what the GTM API refuses is refused when the construct is built', () => {
  const cases: Array<[string, (stack: TerraformStack) => unknown, string]> = [
    // The catalog's rules, judged on the props that fill the arguments.
    ['a domain name outside akadns.net', (s) => domainIn(s, { name: 'example.com' }), 'test/gtm: name: "example.com" is not valid: a GTM domain name ending in .akadns.net, such as example.akadns.net [akamai/gtm-domain-name-suffix]'],
    ['a domain type the API does not know', (s) => domainIn(s, { type: 'premium' as any }), 'test/gtm: type: "premium" is not allowed; allowed: "BASIC", "FULL", "WEIGHTED", "STATIC", "FAILOVER-ONLY" [akamai/gtm-domain-type-enum]'],
    ['a three-letter country', (s) => domainIn(s).addDatacenter('fra', { country: 'DEU' }), 'test/gtm/fra: country: "DEU" has 3 characters; allowed: at most 2 characters [akamai/gtm-datacenter-country-length]'],
    ['a dynamic TTL under 30 seconds', (s) => weighted(s, { dynamicTtl: 10 }), 'test/gtm/www: dynamicTtl: 10 is out of range; allowed: 30 to 3600 [akamai/gtm-property-dynamic-ttl-range]'],
    ['a negative weight', (s) => { const { www, fra } = weighted(s); www.addTarget(fra, { weight: -1, servers: ['192.0.2.1'] }); }, 'test/gtm/www: addTarget(fra).weight: -1 is out of range; allowed: at least 0 [akamai/gtm-property-traffic-target-weight-non-negative]'],
    ['a precedence over 255', (s) => { const { domain, fra } = weighted(s); domain.addProperty('r', { type: akamai.TrafficPropertyType.rankedFailover() }).addTarget(fra, { precedence: 256, servers: ['192.0.2.1'] }); }, 'test/gtm/r: addTarget(fra).precedence: 256 is out of range; allowed: 0 to 255 [akamai/gtm-property-traffic-target-precedence-range]'],
    ['an HTTP method the API does not know', (s) => weighted(s, { livenessTests: [akamai.LivenessTest.http({ name: 'h', path: '/', method: 'FETCH' })] }), 'test/gtm/www: livenessTests[0].method: "FETCH" is not allowed; allowed: "TRACE", "HEAD", "OPTIONS", "GET", "PUT", "POST", "PATCH", "DELETE", "" [akamai/gtm-property-liveness-test-http-method-enum]'],
    ['a port above 65535', (s) => weighted(s, { livenessTests: [akamai.LivenessTest.https({ name: 'h', path: '/', port: 70000 })] }), 'test/gtm/www: livenessTests[0].port: 70000 is out of range; allowed: 0 to 65535 [akamai/gtm-property-liveness-test-object-port-range]'],
    // The construct's own rules: what only the whole domain shows.
    ['a target of a weighted property without a weight', (s) => { const { www, fra } = weighted(s); www.addTarget(fra, { servers: ['192.0.2.1'] }); }, 'test/gtm/www: addTarget(fra).weight: missing; a weighted-round-robin property\'s targets each have a weight (the GTM API requires it) [akamai/traffic-target-weight]'],
    ['a precedence on a weighted property', (s) => { const { www, fra } = weighted(s); www.addTarget(fra, { weight: 1, precedence: 1, servers: ['192.0.2.1'] }); }, 'test/gtm/www: addTarget(fra).precedence: 1 is given to a target of a weighted-round-robin property; precedence orders the targets of a ranked failover property only [akamai/traffic-target-precedence]'],
    ['a datacenter of another domain', (s) => { const { www } = weighted(s); const other = new akamai.TrafficDomain(s, 'other', { contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), name: 'other.akadns.net', type: akamai.TrafficDomainType.WEIGHTED }); www.addTarget(other.addDatacenter('lon'), { weight: 1, servers: ['192.0.2.1'] }); }, 'test/gtm/www: addTarget(lon): datacenter "test/other/lon" belongs to another domain; a target names a datacenter of its property\'s domain ("test/gtm") [akamai/traffic-target-datacenter]'],
    ['a datacenter targeted twice', (s) => { const { www, fra } = weighted(s); www.addTarget(fra, { weight: 1, servers: ['192.0.2.1'] }); www.addTarget(fra, { weight: 1, servers: ['192.0.2.2'] }); }, 'test/gtm/www: addTarget(fra): datacenter "test/gtm/fra" already has target 1; a property targets a datacenter once (the provider reads targets back by datacenter id, so a second would show a change on every plan) [akamai/traffic-target-datacenter-once]'],
    ['an IPv6 server on an IPv4 property', (s) => { const { www, fra } = weighted(s); www.addTarget(fra, { weight: 1, servers: ['2001:db8::1'] }); }, 'test/gtm/www: addTarget(fra).servers[0]: "2001:db8::1" is an IPv6 address, and the property hands out IPv4 addresses (ipv6: false); allowed: IPv4 addresses or host names [akamai/traffic-target-ip-version]'],
    ['an IPv4 backup of an IPv6 property', (s) => weighted(s, { ipv6: true, backup: akamai.TrafficBackup.ip('192.0.2.1') }), 'test/gtm/www: backup: "192.0.2.1" is an IPv4 address, and the property hands out IPv6 addresses (ipv6: true); allowed: IPv6 addresses or host names [akamai/traffic-target-ip-version]'],
    ['an IPv6 server on the IPv4 datacenter of a selector', (s) => { const { domain } = weighted(s); domain.addProperty('dual', { type: akamai.TrafficPropertyType.ipVersionSelector() }).addTarget(domain.defaultDatacenter(akamai.DefaultDatacenter.IPV4), { servers: ['2001:db8::1'] }); }, 'test/gtm/dual: addTarget(Ipv4DefaultDatacenter).servers[0]: "2001:db8::1" is an IPv6 address, and the IPv4 default datacenter answers A queries; allowed: IPv4 addresses or host names [akamai/traffic-target-ip-version]'],
    ['a datacenter of the domain on an IP version selector', (s) => { const { domain, fra } = weighted(s); domain.addProperty('dual', { type: akamai.TrafficPropertyType.ipVersionSelector() }).addTarget(fra, { servers: ['192.0.2.1'] }); }, 'test/gtm/dual: addTarget(fra): datacenter "test/gtm/fra" is not an IP version datacenter; an IP version selector targets the domain\'s defaultDatacenter(DefaultDatacenter.IPV4) and defaultDatacenter(DefaultDatacenter.IPV6) [akamai/traffic-target-default-datacenter]'],
    ['the IPv6 default datacenter on a weighted property', (s) => { const { domain, www } = weighted(s); www.addTarget(domain.defaultDatacenter(akamai.DefaultDatacenter.IPV6), { weight: 1, servers: ['192.0.2.1'] }); }, 'test/gtm/www: addTarget(Ipv6DefaultDatacenter): the IPv6 (5402) default datacenter is reserved for IP version selector properties; this property is "weighted-round-robin" [akamai/traffic-target-default-datacenter]'],
    ['the maps default datacenter as a target', (s) => { const { domain, www } = weighted(s); www.addTarget(domain.defaultDatacenter(akamai.DefaultDatacenter.MAPS), { weight: 1, servers: ['192.0.2.1'] }); }, 'test/gtm/www: addTarget(MapsDefaultDatacenter): the maps default datacenter (5400) is the default of geographic, CIDR and AS maps, not a target [akamai/traffic-target-default-datacenter]'],
    ['two liveness tests of one name', (s) => weighted(s, { livenessTests: [akamai.LivenessTest.https({ name: 'health', path: '/a' }), akamai.LivenessTest.http({ name: 'health', path: '/b' })] }), 'test/gtm/www: livenessTests[1].name: "health" is also the name of livenessTests[0]; each liveness test of a property has its own name (the provider reads tests back by name) [akamai/traffic-liveness-test-name-unique]'],
    ['a liveness test on a static property', (s) => weighted(s, { type: akamai.TrafficPropertyType.staticRecords(), livenessTests: [akamai.LivenessTest.http({ name: 'h', path: '/' })] }), 'test/gtm/www: livenessTests[0]: a static property answers with its record sets only and runs no liveness tests; give the property another type, or leave the test out [akamai/traffic-static-property]'],
    // Mistakes in using the API: not rules, nothing could be written in their place.
    ['a misspelt prop (plain JavaScript)', (s) => domainIn(s, { emails: ['a@example.com'] } as any), 'test/gtm: emails: is not a property of TrafficDomainProps; known: comment, contract, emailNotifications, group, loadImbalancePercentage, name, type, waitOnComplete'],
    ['a misspelt target option', (s) => { const { www, fra } = weighted(s); www.addTarget(fra, { wieght: 1 } as any); }, 'test/gtm/www: addTarget(fra).wieght: is not a property of TrafficTargetOptions; did you mean "weight"?'],
    ['a misspelt liveness test option', (s) => weighted(s, { livenessTests: [akamai.LivenessTest.https({ name: 'h', path: '/', verifyCertificates: false } as any)] }), 'test/gtm/www: livenessTests[0].verifyCertificates: is not a property of HttpsLivenessTestOptions; did you mean "verifyCertificate"?'],
    ['a TCP test without its request string', (s) => weighted(s, { livenessTests: [akamai.LivenessTest.tcp({ name: 't', port: 25, responseString: '250' } as any)] }), 'test/gtm/www: livenessTests[0].requestString: missing'],
    ['no property type', (s) => domainIn(s).addProperty('www', {} as any), 'test/gtm/www: type: missing; give TrafficPropertyType.weightedRoundRobin(), failover(), rankedFailover(), performance(), geographic(mapName)...'],
    ['a datacenter nickname of the wrong type', (s) => domainIn(s).addDatacenter('fra', { nickname: 5 as any }), 'test/gtm/fra: nickname: 5 is not a string'],
  ];

  test.each(cases)('%s', (_name, build, message) => {
    expect(() => build(akamaiStack())).toThrow(message);
  });

  test('every problem of a call is reported together, in one error', () => {
    const stack = akamaiStack();
    const { www, fra } = weighted(stack);
    expect(() => www.addTarget(fra, { precedence: 300, servers: ['2001:db8::1'] })).toThrow([
      'test/gtm/www: 4 problems in its props:',
      '  test/gtm/www: addTarget(fra).weight: missing; a weighted-round-robin property\'s targets each have a weight (the GTM API requires it) [akamai/traffic-target-weight]',
      '  test/gtm/www: addTarget(fra).precedence: 300 is given to a target of a weighted-round-robin property; precedence orders the targets of a ranked failover property only [akamai/traffic-target-precedence]',
      '  test/gtm/www: addTarget(fra).precedence: 300 is out of range; allowed: 0 to 255 [akamai/gtm-property-traffic-target-precedence-range]',
      '  test/gtm/www: addTarget(fra).servers[0]: "2001:db8::1" is an IPv6 address, and the property hands out IPv4 addresses (ipv6: false); allowed: IPv4 addresses or host names [akamai/traffic-target-ip-version]',
    ].join('\n'));
    expect(() => weighted(akamaiStack(), { dynamicTtl: 5, livenessTests: [akamai.LivenessTest.http({ name: 'h', path: '/' }), akamai.LivenessTest.dns({ name: 'h', queryName: 'www.example.com', queryType: 'A', port: 0x10000 })] })).toThrow([
      'test/gtm/www: 3 problems in its props:',
      '  test/gtm/www: dynamicTtl: 5 is out of range; allowed: 30 to 3600 [akamai/gtm-property-dynamic-ttl-range]',
      '  test/gtm/www: livenessTests[1].port: 65536 is out of range; allowed: 0 to 65535 [akamai/gtm-property-liveness-test-object-port-range]',
      '  test/gtm/www: livenessTests[1].name: "h" is also the name of livenessTests[0]; each liveness test of a property has its own name (the provider reads tests back by name) [akamai/traffic-liveness-test-name-unique]',
    ].join('\n'));
    expect(() => domainIn(akamaiStack(), { name: 'example.com', type: 'premium' as any, comment: 'x'.repeat(4001) })).toThrow(/^test\/gtm: 3 problems in its props:\n.*\[akamai\/gtm-domain-name-suffix\]\n.*\[akamai\/gtm-domain-type-enum\]\n.*\[akamai\/gtm-domain-comment-length\]$/);
  });

  test('the accepted twin of each refusal synthesizes without a warning', () => {
    const stack = akamaiStack();
    const { domain, www, fra, ams } = weighted(stack, { ipv6: true, backup: akamai.TrafficBackup.ip('2001:db8::ff'), dynamicTtl: 30, livenessTests: [akamai.LivenessTest.https({ name: 'a', path: '/a', port: 65535 }), akamai.LivenessTest.http({ name: 'b', path: '/b', method: 'OPTIONS' })] });
    www.addTarget(fra, { weight: 0, servers: ['2001:db8::1', 'www-fra.example.com'] });
    www.addTarget(ams, { weight: 1, servers: ['2001:db8::2'] });
    const ranked = domain.addProperty('r', { type: akamai.TrafficPropertyType.rankedFailover() });
    ranked.addTarget(fra, { precedence: 255, servers: ['192.0.2.1'] });
    ranked.addTarget(ams, { precedence: 0, servers: ['192.0.2.2'] });
    const dual = domain.addProperty('dual', { type: akamai.TrafficPropertyType.ipVersionSelector() });
    dual.addTarget(domain.defaultDatacenter(akamai.DefaultDatacenter.IPV4), { servers: ['192.0.2.1'] });
    dual.addTarget(domain.defaultDatacenter(akamai.DefaultDatacenter.IPV6), { servers: ['2001:db8::1'] });
    domain.addDatacenter('lon', { country: 'GB' });
    const json = synth(stack);
    expect(Object.keys(json.resource.akamai_gtm_property)).toHaveLength(3);
  });

  test('a target without servers or a handout CNAME is a warning; a disabled one is not', () => {
    const stack = akamaiStack();
    const { www, fra, ams } = weighted(stack);
    www.addTarget(fra, { weight: 1 });
    www.addTarget(ams, { weight: 1, enabled: false });
    expect(validationWarnings(stack)).toEqual(['addTarget(fra): the target has no servers and no handoutCname, so it hands out nothing; give servers or a handoutCname [akamai/traffic-target-answer]']);
    expect(JSON.parse(Testing.synth(stack)).resource.akamai_gtm_property[www.property.friendlyUniqueId].traffic_target[1]).toEqual({ datacenter_id: ref(ams.datacenter!, 'datacenter_id'), enabled: false, weight: 1 });
  });

  test('a timeout without an exact 32-bit float form is a warning: the provider reads it back changed', () => {
    const stack = akamaiStack();
    const { www, fra } = weighted(stack, { livenessTests: [akamai.LivenessTest.https({ name: 'fast', path: '/', timeout: 0.1 }), akamai.LivenessTest.http({ name: 'ok', path: '/', timeout: 2.5 })] });
    www.addTarget(fra, { weight: 1, servers: ['192.0.2.1'] });
    expect(validationWarnings(stack)).toEqual([
      'livenessTests[0].timeout: 0.1 reads back as 0.10000000149011612 (the provider keeps a test\'s timeout as a 32-bit float), so every plan shows a change; give a value a 32-bit float holds exactly: whole seconds, or halves and quarters of a second (0.5, 0.25) [akamai/traffic-liveness-test-timeout]',
    ]);
  });

  test('Validations.disableRule lets a value through when called on a scope before the construct is created', () => {
    const stack = akamaiStack();
    Validations.disableRule(stack, 'akamai/traffic-target-weight');
    const { www, fra } = weighted(stack);
    www.addTarget(fra, { servers: ['192.0.2.1'] });
    expect(synth(stack).resource.akamai_gtm_property[www.property.friendlyUniqueId].traffic_target).toEqual([{ datacenter_id: ref(fra.datacenter!, 'datacenter_id'), enabled: true, servers: ['192.0.2.1'] }]);
  });

  test('what the catalog judges on the whole resource is reported at synth: a property without targets, a test interval under 10 seconds', () => {
    const stack = akamaiStack();
    weighted(stack, { livenessTests: [akamai.LivenessTest.https({ name: 'h', path: '/', interval: 5 })] });
    const errors = outcome(stack).errors;
    expect(errors.some((e) => e.startsWith('[test] test/gtm/www/Resource: ') && e.endsWith('[akamai/gtm-property-non-static-needs-traffic-target]'))).toBe(true);
    expect(errors.some((e) => e.startsWith('[test] test/gtm/www/Resource: ') && e.endsWith('[akamai/gtm-property-liveness-test-interval-min]'))).toBe(true);
  });
});

describe('akamai.TrafficDomain: tokens pass through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('string, number and list props given as a %s', (kind) => {
    const stack = akamaiStack();
    const text = new TerraformVariable(stack, 'text', { type: 'string' });
    const count = new TerraformVariable(stack, 'count', { type: 'number' });
    const list = new TerraformVariable(stack, 'list', { type: 'list(string)' });
    const other = new akamai.gtmDatacenter.GtmDatacenter(stack, 'other', { domain: 'other.akadns.net', nickname: 'other' });
    const value = { variable: text.stringValue, reference: other.nickname, function: Fn.lower(text.stringValue) }[kind];
    const expected = { variable: '${var.text}', reference: ref(other, 'nickname'), function: '${lower(var.text)}' }[kind];
    const number = {
      variable: count.numberValue,
      reference: other.datacenterId,
      function: Fn.max([count.numberValue, 1]),
    }[kind];
    const expectedNumber = { variable: '${var.count}', reference: ref(other, 'datacenter_id'), function: '${max(var.count, 1)}' }[kind];
    const values = {
      variable: list.listValue,
      reference: Fn.tolist([other.nickname]),
      function: Fn.compact(list.listValue),
    }[kind];
    const expectedList = { variable: '${var.list}', reference: `\${tolist([${ref(other, 'nickname').slice(2, -1)}])}`, function: '${compact(var.list)}' }[kind];

    const domain = new akamai.TrafficDomain(stack, 'gtm', {
      contract: akamai.ContractRef.fromId(value), group: akamai.GroupRef.fromId(value), name: value,
      type: value as akamai.TrafficDomainType, emailNotifications: values, comment: value,
      loadImbalancePercentage: number,
    });
    const dc = domain.addDatacenter('dc', { nickname: value, city: value, stateOrProvince: value, country: value, continent: value as akamai.Continent, latitude: number, longitude: number });
    const www = domain.addProperty('www', {
      name: value, type: akamai.TrafficPropertyType.geographic(value), handoutLimit: number, dynamicTtl: number,
      failoverDelay: number, failbackDelay: number, backup: akamai.TrafficBackup.ip(value), comments: value,
      livenessTests: [
        akamai.LivenessTest.https({
          name: value,
          path: value,
          port: number,
          interval: number,
          timeout: number,
          errorPenalty: number,
          timeoutPenalty: number,
          method: value,
          headers: { Host: value },
          requestBody: value,
        }),
        akamai.LivenessTest.dns({ name: 'dns', queryName: value, queryType: value, port: number }),
        akamai.LivenessTest.tcp({ name: 'tcp', port: number, requestString: value, responseString: value }),
      ],
    });
    www.addTarget(dc, { servers: values, handoutCname: value, weight: number });
    www.addStaticRecordSet({ type: value, ttl: number, rdata: values });
    const json = synth(stack);

    expect(json.resource.akamai_gtm_domain[domain.domain.friendlyUniqueId]).toEqual({
      contract: `\${trimprefix(${expected.slice(2, -1)}, "ctr_")}`, group: `\${trimprefix(${expected.slice(2, -1)}, "grp_")}`, name: expected, type: expected, email_notification_list: expectedList, comment: expected, load_imbalance_percentage: expectedNumber,
    });
    expect(json.resource.akamai_gtm_datacenter[dc.datacenter!.friendlyUniqueId]).toEqual({
      domain: ref(domain.domain, 'name'), nickname: expected, city: expected, state_or_province: expected, country: expected, continent: expected, latitude: expectedNumber, longitude: expectedNumber,
    });
    const property = json.resource.akamai_gtm_property[www.property.friendlyUniqueId];
    expect(property).toMatchObject({
      name: expected, map_name: expected, handout_limit: expectedNumber, dynamic_ttl: expectedNumber,
      failover_delay: expectedNumber, failback_delay: expectedNumber, backup_ip: expected, comments: expected,
      traffic_target: [{ datacenter_id: ref(dc.datacenter!, 'datacenter_id'), enabled: true, servers: expectedList, handout_cname: expected, weight: expectedNumber }],
      static_rr_set: [{ type: expected, ttl: expectedNumber, rdata: expectedList }],
    });
    expect(property.liveness_test[0]).toMatchObject({
      name: expected, test_object: expected, test_object_port: expectedNumber, test_interval: expectedNumber,
      test_timeout: expectedNumber, error_penalty: expectedNumber, timeout_penalty: expectedNumber,
      http_method: expected, http_header: [{ name: 'Host', value: expected }], http_request_body: expected,
    });
    expect(property.liveness_test[1]).toMatchObject({
      test_object: expected,
      resource_type: expected,
      test_object_port: expectedNumber,
    });
    expect(property.liveness_test[2]).toMatchObject({
      test_object_port: expectedNumber,
      request_string: expected,
      response_string: expected,
    });
  });
});

describe('akamai.TrafficDomain: its enum-like choices are values the catalog allows', () => {
  /** The values the catalog allows at a path of a type (its enumeration rule), in lower case when it ignores case. */
  function allowed(target: string, path: string): string[] {
    const rule = catalogFor('akamai')!.rules(target).find((r) => r.path === path && r.enum !== undefined)!;
    return rule.enum!.map((v) => (rule.ignoreCase ? String(v).toLowerCase() : String(v)));
  }

  test.each([
    ['TrafficDomainType', akamai.TrafficDomainType, 'akamai_gtm_domain', 'type'],
    ['Continent', akamai.Continent, 'akamai_gtm_datacenter', 'continent'],
    ['ScoreAggregation', akamai.ScoreAggregation, 'akamai_gtm_property', 'score_aggregation_type'],
    ['HandoutMode', akamai.HandoutMode, 'akamai_gtm_property', 'handout_mode'],
  ] as const)('%s', (_name, choices, target, path) => {
    const offered = Object.values(choices).map((v) => String(v).toLowerCase());
    expect(offered.length).toBeGreaterThan(0);
    expect(allowed(target, path)).toEqual(expect.arrayContaining(offered));
  });

  test('the property types and the liveness test protocols', () => {
    const types = [
      akamai.TrafficPropertyType.failover(), akamai.TrafficPropertyType.rankedFailover(),
      akamai.TrafficPropertyType.weightedRoundRobin(), akamai.TrafficPropertyType.weightedHashed(),
      akamai.TrafficPropertyType.weightedRoundRobinLoadFeedback(), akamai.TrafficPropertyType.performance(), akamai.TrafficPropertyType.geographic('m'), akamai.TrafficPropertyType.cidrMapping('m'),
      akamai.TrafficPropertyType.asMapping('m'), akamai.TrafficPropertyType.ipVersionSelector(), akamai.TrafficPropertyType.staticRecords(),
    ].map((t) => t.type);
    expect(allowed('akamai_gtm_property', 'type')).toEqual(expect.arrayContaining(types));
    const protocols = [
      akamai.LivenessTest.http({ name: 'x', path: '/' }), akamai.LivenessTest.https({ name: 'x', path: '/' }), akamai.LivenessTest.tcp({ name: 'x', port: 1, requestString: 'a', responseString: 'b' }),
      akamai.LivenessTest.tcps({ name: 'x', port: 1, requestString: 'a', responseString: 'b' }), akamai.LivenessTest.dns({ name: 'x', queryName: 'a', queryType: 'A' }),
    ].map((t) => t.protocol.toLowerCase());
    expect(allowed('akamai_gtm_property', 'liveness_test.test_object_protocol')).toEqual(expect.arrayContaining(protocols));
  });
});
