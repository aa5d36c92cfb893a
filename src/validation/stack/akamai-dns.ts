import type { Problem } from '../problem';
import { isUnresolved } from '../values';
import type { StackBlock, StackCheck } from './stack-json';

/**
 * A DNS name as names compare: lower case, without a final dot (RFC 1034 §3.1, RFC 4343 §3); undefined for an
 * expression.
 */
function dnsName(value: unknown): string | undefined {
  return typeof value === 'string' && !isUnresolved(value) ? value.toLowerCase().replace(/\.$/, '') : undefined;
}

interface RecordSet {
  readonly block: StackBlock;
  readonly zone: string;
  readonly name: string;
  readonly type: string;
}

/**
 * The Edge DNS records of a stack together (RFC 1034 §3.6.2 and RFC 2181 §10.1: a name with a CNAME holds no
 * other data; Edge DNS keeps one record set per name and type, created once (config-dns v2 record sets,
 * AkamaiOPEN-edgegrid-golang `pkg/dns/record.go`), except MX, which the provider merges with the record set it finds
 * (resource_akamai_dns_record.go); a secondary zone's records come by zone transfer and an alias zone copies
 * another (config-dns zone-post schema); RFC 2181 §10.3: MX and NS targets are not aliases).
 */
export const akamaiDnsRecords: StackCheck = {
  rules: {
    'akamai/dns-cname-and-other-data': 'a name with a CNAME record holds no other record (RFC 1034 §3.6.2)',
    'akamai/dns-record-set-unique': 'one akamai_dns_record per zone, name and record type (MX aside: the provider merges MX records)',
    'akamai/dns-record-zone-primary': 'records are created in a primary zone, not in a secondary or alias zone of the stack',
    'akamai/dns-mx-ns-target-alias': 'an MX or NS record points to a host, not to a CNAME of the stack (warning)',
  },
  check(stack) {
    const problems: Problem[] = [];
    const records: RecordSet[] = stack.blocks('akamai_dns_record').flatMap((block) => {
      const [zone, name, type] = [dnsName(block.config.zone), dnsName(block.config.name), block.config.recordtype];
      return zone === undefined || name === undefined || typeof type !== 'string' || isUnresolved(type) ? [] : [{ block, zone, name, type: type.toUpperCase() }];
    });
    const at = (r: RecordSet) => `${r.zone} ${r.name}`;
    for (const [i, record] of records.entries()) {
      const earlier = records.slice(0, i).filter((other) => at(other) === at(record));
      const cname = earlier.find((other) => (other.type === 'CNAME') !== (record.type === 'CNAME'));
      if (cname !== undefined) {
        problems.push(stack.problem(record.block, 'recordtype', 'akamai/dns-cname-and-other-data', `${record.type} at ${JSON.stringify(record.name)} beside the ${cname.type} record akamai_dns_record.${cname.block.name} at the same name; a name with a CNAME holds no other record (RFC 1034 §3.6.2): put the other records at the CNAME's target, or drop the CNAME`));
      }
      const same = earlier.find((other) => other.type === record.type);
      if (same !== undefined && record.type !== 'MX') {
        problems.push(stack.problem(record.block, 'name', 'akamai/dns-record-set-unique', `${record.type} records at ${JSON.stringify(record.name)} are in akamai_dns_record.${same.block.name} already; Edge DNS keeps one record set per name and type: give all the targets to that resource`));
      }
    }
    const zones = new Map(stack.blocks('akamai_dns_zone').map((block) => [dnsName(block.config.zone), block] as const));
    for (const record of records) {
      const zone = zones.get(record.zone);
      const type = typeof zone?.config.type === 'string' ? zone.config.type.toUpperCase() : undefined;
      if (zone !== undefined && (type === 'SECONDARY' || type === 'ALIAS')) {
        problems.push(stack.problem(record.block, 'zone', 'akamai/dns-record-zone-primary', `is akamai_dns_zone.${zone.name}, a ${type.toLowerCase()} zone, whose records ${type === 'SECONDARY' ? 'come by zone transfer from its masters' : 'are those of the zone it aliases'}; create records in a primary zone`));
      }
    }
    const aliases = new Map(records.filter((r) => r.type === 'CNAME').map((r) => [r.name, r] as const));
    for (const record of records.filter((r) => r.type === 'MX' || r.type === 'NS')) {
      const targets: unknown[] = Array.isArray(record.block.config.target) ? record.block.config.target : [];
      targets.forEach((target, index) => {
        const host = dnsName(typeof target === 'string' ? target.trim().split(/\s+/).pop() : undefined);
        const alias = host === undefined ? undefined : aliases.get(host);
        if (alias !== undefined) {
          problems.push(stack.problem(record.block, `target[${index}]`, 'akamai/dns-mx-ns-target-alias', `${JSON.stringify(target)} points to ${JSON.stringify(host)}, a CNAME (akamai_dns_record.${alias.block.name}); an ${record.type} record points to a host with address records (RFC 2181 §10.3): point it to the CNAME's target`, 'warning'));
        }
      });
    }
    return problems;
  },
};

