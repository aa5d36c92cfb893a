import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

describe('akamai.dnsRecord.DnsRecord', () => {
  test('a TXT record in an Edge DNS zone declared in the same stack', () => {
    const stack = akamaiStack();
    const zone = new akamai.dnsZone.DnsZone(stack, 'zone', { zone: 'example.com', type: 'primary', contract: 'ctr_1-ABC', group: '12345', comment: 'managed by cdktf' });
    new akamai.dnsRecord.DnsRecord(stack, 'challenge', {
      zone: zone.zone,
      name: '_acme-challenge.www.example.com',
      recordtype: 'TXT',
      ttl: 60,
      target: ['token-value'],
    });

    const out = synth(stack);
    expect(out.resource.akamai_dns_zone.zone).toEqual({ zone: 'example.com', type: 'primary', contract: 'ctr_1-ABC', group: '12345', comment: 'managed by cdktf' });
    expect(out.resource.akamai_dns_record.challenge).toEqual({
      zone: '${akamai_dns_zone.zone.zone}',
      name: '_acme-challenge.www.example.com',
      recordtype: 'TXT',
      ttl: 60,
      target: ['token-value'],
    });
  });
});
