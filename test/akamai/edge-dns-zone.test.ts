import { Fn, TerraformOutput, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, Validations } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';

const address = (resource: { terraformResourceType: string; friendlyUniqueId: string }) => `${resource.terraformResourceType}.${resource.friendlyUniqueId}`;

/**
 * The zone of the provider's example (terraform-provider-akamai v9.2.0
 * examples/akamai_dns_zone/add-zone-records/dnsv2.tf),
 * its ids given with the prefixes the provider strips.
 */
function exampleZone(stack: TerraformStack, props: Partial<akamai.EdgeDnsZoneProps> = {}): akamai.EdgeDnsZone {
  return new akamai.EdgeDnsZone(stack, 'zone', {
    zoneName: 'example_primary_test.zone',
    contract: akamai.ContractRef.fromId('ctr_9-ABCDEF'),
    group: akamai.GroupRef.fromId('grp_12345'),
    comment: 'This is a test primary zone',
    endCustomerId: 'end_customer_id',
    ...props,
  });
}

describe('akamai.EdgeDnsZone: the zone', () => {
  test('a primary zone as the provider\'s example writes it, contract and group without their prefixes', () => {
    const stack = akamaiStack();
    const zone = exampleZone(stack);
    new TerraformOutput(stack, 'zone-name', { value: zone.zoneName });
    const json = synth(stack);
    expect(zone.resource.node.id).toBe('Resource');
    expect(json.resource.akamai_dns_zone[zone.resource.friendlyUniqueId]).toEqual({
      zone: 'example_primary_test.zone', contract: '9-ABCDEF', group: '12345', type: 'PRIMARY', comment: 'This is a test primary zone', end_customer_id: 'end_customer_id',
    });
    expect(json.output['zone-name'].value).toBe(`\${${address(zone.resource)}.zone}`);
  });

  test('a secondary zone with its masters (the provider\'s test data), an alias of another zone, a signed zone', () => {
    const stack = akamaiStack();
    const account = { contract: akamai.ContractRef.fromId('ctr1'), group: akamai.GroupRef.fromId('grp1') };
    const secondary = new akamai.EdgeDnsZone(stack, 'secondary', {
      zoneName: 'secondaryexampleterraform.io', ...account, comment: 'This is a test secondary zone', type: akamai.EdgeDnsZoneType.secondary(['1.1.1.1']),
    });
    const primary = new akamai.EdgeDnsZone(stack, 'primary', { zoneName: 'primaryexampleterraform.io', ...account, signAndServe: akamai.SignAndServeAlgorithm.ECDSA_P256_SHA256 });
    const alias = new akamai.EdgeDnsZone(stack, 'alias', { zoneName: 'aliasexampleterraform.io', ...account, type: akamai.EdgeDnsZoneType.alias(primary) });
    const existing = new akamai.EdgeDnsZone(stack, 'alias-of-existing', { zoneName: 'other.io', ...account, type: akamai.EdgeDnsZoneType.alias(akamai.EdgeDnsZoneRef.fromName('example.io')) });
    const zones = synth(stack).resource.akamai_dns_zone;
    expect(zones[secondary.resource.friendlyUniqueId]).toEqual({
      zone: 'secondaryexampleterraform.io', contract: 'ctr1', group: 'grp1', type: 'SECONDARY', comment: 'This is a test secondary zone', masters: ['1.1.1.1'],
    });
    expect(zones[primary.resource.friendlyUniqueId]).toEqual({
      zone: 'primaryexampleterraform.io', contract: 'ctr1', group: 'grp1', type: 'PRIMARY', sign_and_serve: true, sign_and_serve_algorithm: 'ECDSA_P256_SHA256',
    });
    expect(zones[alias.resource.friendlyUniqueId]).toEqual({ zone: 'aliasexampleterraform.io', contract: 'ctr1', group: 'grp1', type: 'ALIAS', target: `\${${address(primary.resource)}.zone}` });
    expect(zones[existing.resource.friendlyUniqueId].target).toBe('example.io');
  });
});

describe('akamai.EdgeDnsZone: typed records, each in the form the provider reads back', () => {
  test('the records of the provider\'s example, each an akamai_dns_record on the zone by reference', () => {
    const stack = akamaiStack();
    const zone = exampleZone(stack);
    const name = (label: string) => `${label}.example_primary_test.zone`;
    const records = [
      zone.addARecord('a.example_primary_test.zone', ['10.0.0.2', '10.0.0.3']),
      zone.addAaaaRecord(name('ipv6record'), ['4001:ab8:85b3:0:0:8a1e:370:7225'], { ttl: 3600 }),
      zone.addCname(name('www'), name('api')),
      zone.addMx(name('mx_record_self_contained'), [akamai.MailExchange.of(0, 'smtp-0.example.com.'), akamai.MailExchange.of(10, 'smtp-1.example.com.')]),
      zone.addSrv(name('srv'), [akamai.SrvTarget.of({ priority: 10, weight: 0, port: 522, host: name('target') })], { ttl: 7200 }),
      zone.addCaa('example_primary_test.zone', [akamai.CaaProperty.issue('letsencrypt.org')], { ttl: 2000 }),
    ];
    const json = synth(stack);
    const written = records.map((r) => json.resource.akamai_dns_record[r.friendlyUniqueId]);
    const zoneRef = `\${${address(zone.resource)}.zone}`;
    expect(written).toEqual([
      { zone: zoneRef, name: 'a.example_primary_test.zone', recordtype: 'A', ttl: 300, target: ['10.0.0.2', '10.0.0.3'] },
      { zone: zoneRef, name: name('ipv6record'), recordtype: 'AAAA', ttl: 3600, target: ['4001:ab8:85b3:0:0:8a1e:370:7225'] },
      { zone: zoneRef, name: name('www'), recordtype: 'CNAME', ttl: 300, target: [name('api')] },
      { zone: zoneRef, name: name('mx_record_self_contained'), recordtype: 'MX', ttl: 300, target: ['0 smtp-0.example.com.', '10 smtp-1.example.com.'] },
      { zone: zoneRef, name: name('srv'), recordtype: 'SRV', ttl: 7200, priority: 10, weight: 0, port: 522, target: [name('target')] },
      { zone: zoneRef, name: 'example_primary_test.zone', recordtype: 'CAA', ttl: 2000, target: ['0 issue "letsencrypt.org"'] },
    ]);
    expect(records.map((r) => r.node.id)).toEqual([
      'A a.example_primary_test.zone', `AAAA ${name('ipv6record')}`, `CNAME ${name('www')}`, `MX ${name('mx_record_self_contained')}`, `SRV ${name('srv')}`, 'CAA example_primary_test.zone',
    ]);
  });

  test('MX exchangers as the provider\'s test data writes them: priority and host, in the order given', () => {
    const stack = akamaiStack();
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'exampleterraform.io', contract: akamai.ContractRef.fromId('ctr1'), group: akamai.GroupRef.fromId('grp1') });
    const mx = zone.addMx('exampleterraform.io', [5, 10, 15].map((p, i) => akamai.MailExchange.of(p, `mx${i + 1}.test.com.`)));
    expect(synth(stack).resource.akamai_dns_record[mx.friendlyUniqueId].target).toEqual(['5 mx1.test.com.', '10 mx2.test.com.', '15 mx3.test.com.']);
  });

  test('SRV: shared priority, weight and port in the record\'s arguments, otherwise four-part targets (the provider\'s two forms, as its read returns them)', () => {
    const stack = akamaiStack();
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.org', contract: akamai.ContractRef.fromId('ctr1'), group: akamai.GroupRef.fromId('grp1') });
    const target = (priority: number, weight: number, host: string) => akamai.SrvTarget.of({
      priority,
      weight,
      port: 5060,
      host,
    });
    const uniform = zone.addSrv('origin.example.org', ['big', 'small', 'tiny'].map((h) => target(10, 60, `${h}.example.com`)));
    const mixed = zone.addSrv('_sip._udp.example.org', [target(10, 60, 'big.example.com'), target(10, 40, 'small.example.com'), target(20, 100, 'tiny.example.com')]);
    const records = synth(stack).resource.akamai_dns_record;
    expect(records[uniform.friendlyUniqueId]).toEqual(expect.objectContaining({ priority: 10, weight: 60, port: 5060, target: ['big.example.com', 'small.example.com', 'tiny.example.com'] }));
    expect(records[mixed.friendlyUniqueId].target).toEqual(['10 60 5060 big.example.com', '10 40 5060 small.example.com', '20 100 5060 tiny.example.com']);
    expect(records[mixed.friendlyUniqueId].priority).toBeUndefined();
  });

  test('TXT: each text quoted as the provider normalizes it, so the next plan is empty (its txtrecord tests), long texts split at 255 bytes', () => {
    const stack = akamaiStack();
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('ctr1'), group: akamai.GroupRef.fromId('grp1') });
    const key = 'A'.repeat(300);
    const txt = zone.addTxt('example.com', ['Hel\\lo"world', 'one; two', 'v=spf1 mx -all', key, 'café', '']);
    expect(synth(stack).resource.akamai_dns_record[txt.friendlyUniqueId].target).toEqual([
      '"Hel\\\\lo\\"world"', // NormalizeTarget("Hel\\lo\"world") in the provider's TestNormalizeTarget
      '"one; two"', // a quoted string keeps its ";" (Test_normalizeTarget); unquoted, the rest would be a comment
      '"v=spf1 mx -all"', // one string, not three (unquoted, spaces separate strings)
      `"${'A'.repeat(255)}" "${'A'.repeat(45)}"`, // RFC 1035 §3.3: a <character-string> holds at most 255 octets
      '"caf\\195\\169"', // the UTF-8 bytes of é as \DDD (RFC 1035 §5.1), as the provider writes bytes outside printable ASCII
      '""', // rrToString of no text: an empty quoted string
    ]);
  });

  test('NS: a name under the zone delegated to other name servers', () => {
    const stack = akamaiStack();
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('ctr1'), group: akamai.GroupRef.fromId('grp1') });
    const ns = zone.addNs('dev.example.com', ['ns1.example.net', 'ns2.example.net'], { ttl: 86400 });
    expect(synth(stack).resource.akamai_dns_record[ns.friendlyUniqueId]).toEqual(expect.objectContaining({ name: 'dev.example.com', recordtype: 'NS', ttl: 86400, target: ['ns1.example.net', 'ns2.example.net'] }));
  });
});

describe('akamai.EdgeDnsZone: one way to name a zone', () => {
  test('PropertyDelivery and EnrollmentWithValidation write their records into the L2 zone, by reference, judged with its records', () => {
    const stack = akamaiStack();
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') });
    const cert = new akamai.EnrollmentWithValidation(stack, 'cert', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: 'www.example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
      challenges: akamai.ChallengeAnswer.edgeDns(zone),
    });
    const site = new akamai.PropertyDelivery(stack, 'site', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), product: akamai.ProductRef.ionStandard(), hostnames: ['www.example.com'],
      edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({ certificate: akamai.EdgeCertificate.fromEnrollment(cert) }),
      origin: akamai.Origin.customer({ hostname: 'origin.example.com' }), dns: akamai.DeliveryDns.edgeDns(zone),
    });
    const records = synth(stack).resource.akamai_dns_record;
    const zoneRef = `\${${address(zone.resource)}.zone}`;
    expect(records[cert.challengeRecords!.friendlyUniqueId].zone).toBe(zoneRef);
    expect(records[site.dnsRecords!.friendlyUniqueId].zone).toBe(zoneRef);
  });

  test('a delivery CNAME at a name the zone already holds a record at is refused, by the stack check\'s rule', () => {
    const stack = akamaiStack();
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') });
    const txt = zone.addTxt('www.example.com', ['site-verification=abc']);
    expect(() => new akamai.PropertyDelivery(stack, 'site', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), product: akamai.ProductRef.ionStandard(), hostnames: ['www.example.com'],
      edgeHostname: akamai.EdgeHostnameChoice.standardTls(), origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
      dns: akamai.DeliveryDns.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
    })).toThrow(`test/site: hostnames[0]: CNAME at "www.example.com" beside the TXT record ${address(txt)} at the same name; a name with a CNAME holds no other record (RFC 1034 §3.6.2): put the other records at the CNAME's target, or drop the CNAME [akamai/dns-cname-and-other-data]`);
  });
});

describe('akamai.EdgeDnsZone: every problem reported together, with the rule ids synthesis uses', () => {
  const stackWithZone = () => {
    const stack = akamaiStack();
    return { stack, zone: new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') }) };
  };
  const cases: Array<[string, (stack: TerraformStack, zone: akamai.EdgeDnsZone) => unknown, string]> = [
    ['an IPv6 address in an A record', (_s, z) => z.addARecord('www.example.com', ['192.0.2.1', '2001:db8::1']),
      'test/zone: addARecord("www.example.com"): target must each be an IPv4 address in dotted-decimal form, such as 192.0.2.1 when recordtype is "A" (target: ["192.0.2.1","2001:db8::1"]); write the IPv6 address in an AAAA record, or use an IPv4 address [akamai/dns-record-a-target-ipv4]'],
    ['a record outside the zone', (_s, z) => z.addARecord('www.example.org', ['192.0.2.1']),
      'test/zone: addARecord("www.example.org"): name "www.example.org" is not in zone "example.com"; allowed: "example.com" or a name under it, fully qualified when zone is a well-formed domain name; write the record\'s fully qualified name, inside its zone (www.example.com in zone example.com) [akamai/dns-record-name-in-zone]'],
    ['a CNAME at the apex', (_s, z) => z.addCname('example.com', 'www.example.com.edgekey.net'),
      'test/zone: addCname("example.com"): name "example.com" is the apex of zone "example.com"; allowed: a name under it when recordtype is "CNAME"; at the zone apex use an AKAMAICDN record (an Akamai edge hostname) or A/AAAA records; a CNAME goes on a name under the apex (www.example.com) [akamai/dns-record-cname-not-apex]'],
    ['an MX priority over 65535', (_s, z) => z.addMx('example.com', [akamai.MailExchange.of(70000, 'mx.example.com')]),
      'test/zone: addMx("example.com"): target must each be a mail host, optionally preceded by its preference from 0 to 65535 and one space ("10 mail.example.com") when recordtype is "MX" (target: ["70000 mx.example.com"]) [akamai/dns-record-mx-target-format]'],
    ['a negative TTL', (_s, z) => z.addARecord('www.example.com', ['192.0.2.1'], { ttl: -5 }),
      'test/zone: addARecord("www.example.com").options.ttl: -5 is out of range; allowed: 0 to 2147483647 [akamai/dns-record-ttl-range]'],
    ['a second record set of one name and type', (_s, z) => { z.addARecord('www.example.com', ['192.0.2.1']); z.addARecord('WWW.example.com.', ['192.0.2.2']); },
      'test/zone: addARecord("WWW.example.com."): the A record set at "WWW.example.com." was added already (test/zone/A www.example.com); Edge DNS keeps one record set per name and type: give all its values in one call'],
    ['a misspelt option (plain JavaScript)', (_s, z) => z.addARecord('www.example.com', ['192.0.2.1'], { tll: 60 } as any),
      'test/zone: addARecord("www.example.com").options.tll: is not a property of EdgeDnsZoneRecordOptions; did you mean "ttl"?'],
    ['a string where a MailExchange goes', (_s, z) => z.addMx('example.com', ['10 mx.example.com' as any]),
      'test/zone: addMx("example.com").exchanges[0]: is not a MailExchange; use MailExchange.of(10, "mail.example.com")'],
    ['a record name as a token without a construct id', (s, z) => z.addARecord(new TerraformVariable(s, 'host', { type: 'string' }).stringValue, ['192.0.2.1']),
      'options.constructId: missing; the record\'s name is a token, so its construct id cannot be made from it: give options.constructId'],
    ['records in a secondary zone', (s) => new akamai.EdgeDnsZone(s, 'secondary', {
      zoneName: 'example.net', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), type: akamai.EdgeDnsZoneType.secondary(['192.0.2.53']),
    }).addARecord('www.example.net', ['192.0.2.1']),
    'test/secondary: addARecord("www.example.net"): is akamai_dns_zone.secondary_BD1D87CD, a secondary zone, whose records come by zone transfer from its masters; create records in a primary zone [akamai/dns-record-zone-primary]'],
    ['a signed alias zone and a zone name that is no domain name, together', (s, z) => new akamai.EdgeDnsZone(s, 'alias', {
      zoneName: 'alias..com', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), type: akamai.EdgeDnsZoneType.alias(z), signAndServe: akamai.SignAndServeAlgorithm.RSA_SHA256,
    }),
    'test/alias: 3 problems in its props:\n  test/alias: type: sign_and_serve must not be one of true, "true" when type is "alias" (in any case) (sign_and_serve: true) [akamai/dns-zone-alias-no-sign-and-serve]\n  test/alias: type: sign_and_serve_algorithm must be "" when type is "alias" (in any case) (sign_and_serve_algorithm: "RSA_SHA256") [akamai/dns-zone-alias-no-sign-and-serve-algorithm]\n  test/alias: zoneName: "alias..com" is not valid: a domain name: labels of 1 to 63 characters (no spaces) separated by single dots, at most 253 characters besides a final dot [akamai/dns-zone-name-domain-name]'],
    ['a secondary zone without masters', (s) => new akamai.EdgeDnsZone(s, 'secondary', { zoneName: 'example.net', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345'), type: akamai.EdgeDnsZoneType.secondary([]) }),
      'test/secondary: type: EdgeDnsZoneType.secondary(masters): a secondary zone needs the name servers it transfers from, for example ["192.0.2.53"]'],
    ['a group that is not a GroupRef', (s) => new akamai.EdgeDnsZone(s, 'other', { zoneName: 'example.net', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: '12345' as any }),
      'test/other: group: is not a GroupRef; give GroupRef.fromId("grp_12345") or GroupRef.fromName("...")'],
  ];

  test.each(cases)('%s', (_name, build, message) => {
    const { stack, zone } = stackWithZone();
    expect(() => build(stack, zone)).toThrow(message);
  });

  test('a rule switched off lets the record through, and synthesis does not report it either', () => {
    const { stack, zone } = stackWithZone();
    Validations.disableRule(stack, 'akamai/dns-record-a-target-ipv4');
    const record = zone.addARecord('www.example.com', ['2001:db8::1']);
    expect(synth(stack).resource.akamai_dns_record[record.friendlyUniqueId].target).toEqual(['2001:db8::1']);
  });

  test('a record problem of a constructed zone is the one synthesis reports for an L1 record (same rule, same words)', () => {
    const stack = akamaiStack();
    new akamai.dnsRecord.DnsRecord(stack, 'l1', { zone: 'example.com', name: 'www.example.org', recordtype: 'A', ttl: 300, target: ['192.0.2.1'] });
    expect(() => Testing.synth(stack, true)).toThrow('name "www.example.org" is not in zone "example.com"; allowed: "example.com" or a name under it, fully qualified when zone is a well-formed domain name; write the record\'s fully qualified name, inside its zone (www.example.com in zone example.com) [akamai/dns-record-name-in-zone]');
  });
});

describe('akamai.EdgeDnsZone: tokens pass through untouched', () => {
  test.each(['variable', 'reference', 'function'] as const)('every string, number and list prop given as a %s', (kind) => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'v', { type: 'string' });
    const number = new TerraformVariable(stack, 'n', { type: 'number' });
    const list = new TerraformVariable(stack, 'l', { type: 'list(string)' });
    const other = new TerraformResource(stack, 'other', { terraformResourceType: 'random_pet' });
    const value = { variable: variable.stringValue, reference: other.getStringAttribute('id'), function: Fn.lower(variable.stringValue) }[kind];
    const expected = { variable: 'var.v', reference: 'random_pet.other.id', function: 'lower(var.v)' }[kind];
    const num = { variable: number.numberValue, reference: other.getNumberAttribute('length'), function: Fn.max([number.numberValue, 1]) }[kind];
    const expectedNum = { variable: '${var.n}', reference: '${random_pet.other.length}', function: '${max(var.n, 1)}' }[kind];
    const values = { variable: list.listValue, reference: other.getListAttribute('ids'), function: Fn.compact(list.listValue) }[kind];
    const expectedList = { variable: '${var.l}', reference: '${random_pet.other.ids}', function: '${compact(var.l)}' }[kind];
    const zone = new akamai.EdgeDnsZone(stack, 'zone', {
      zoneName: value, contract: akamai.ContractRef.fromId(value), group: akamai.GroupRef.fromName(value),
      comment: value, endCustomerId: value,
      type: akamai.EdgeDnsZoneType.secondary(values),
    });
    const primary = new akamai.EdgeDnsZone(stack, 'primary', { zoneName: value, contract: akamai.ContractRef.fromId('ctr_1'), group: akamai.GroupRef.fromId('1'), type: akamai.EdgeDnsZoneType.alias(akamai.EdgeDnsZoneRef.fromName(value)) });
    const target = new akamai.EdgeDnsZone(stack, 'target', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('ctr_1'), group: akamai.GroupRef.fromId('1') });
    const id = { constructId: 'Record', ttl: num };
    const records = [
      target.addARecord(value, values, id),
      target.addTxt('example.com', [value], { ttl: num }),
      target.addMx('example.com', [akamai.MailExchange.of(num, value)]),
      target.addSrv('_sip._tcp.example.com', [akamai.SrvTarget.of({ priority: num, weight: num, port: num, host: value })]),
      target.addCname('www.example.com', value),
    ];
    const json = synth(stack);
    const written = json.resource.akamai_dns_zone[zone.resource.friendlyUniqueId];
    expect(written).toEqual({
      zone: `\${${expected}}`, contract: `\${trimprefix(${expected}, "ctr_")}`, group: expect.stringMatching(/^\$\{trimprefix\(data\.akamai_group\..*\.id, "grp_"\)\}$/),
      type: 'SECONDARY', masters: expectedList, comment: `\${${expected}}`, end_customer_id: `\${${expected}}`,
    });
    expect(json.resource.akamai_dns_zone[primary.resource.friendlyUniqueId].target).toBe(`\${${expected}}`);
    const [a, txt, mx, srv, cname] = records.map((r) => json.resource.akamai_dns_record[r.friendlyUniqueId]);
    expect(records[0].node.id).toBe('Record');
    expect([a.name, a.target, a.ttl]).toEqual([`\${${expected}}`, expectedList, expectedNum]);
    expect([txt.target, txt.ttl]).toEqual([[`\${${expected}}`], expectedNum]);
    expect(mx.target).toEqual([`${expectedNum} \${${expected}}`]);
    expect(srv.target).toEqual([`${expectedNum} ${expectedNum} ${expectedNum} \${${expected}}`]);
    expect(cname.target).toEqual([`\${${expected}}`]);
    expect(JSON.stringify(json)).not.toMatch(/tftoken/i);
  });
});
