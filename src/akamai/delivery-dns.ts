import { Construct } from 'constructs';
import { TerraformIterator, Token } from '../framework';
import { DnsRecord } from '../gen/akamai/dns-record';
import { checkNumber, checkOptionalProps, KeysOf } from '../props';
import { bindZone, writeRecords } from './edge-dns-records';
import { IEdgeDnsZone } from './edge-dns-zone-ref';

/** Options of the records a construct writes in Edge DNS. */
export interface EdgeDnsRecordOptions {
  /**
   * Time to live of the records, in seconds.
   * @default 300
   */
  readonly ttl?: number;
}

const OPTIONS: KeysOf<EdgeDnsRecordOptions> = { ttl: true };

/**
 * Where the property's hostnames get their CNAME records to the edge hostname: in an Edge DNS zone the
 * construct writes to, or with another DNS provider (the records are the `PropertyDelivery`'s `cnames`).
 */
export abstract class DeliveryDns {
  /**
   * One CNAME record per hostname in an Edge DNS zone (an `EdgeDnsZone`, or an `EdgeDnsZoneRef`): one
   * `akamai_dns_record` (id `Cnames`) with `for_each` over the hostnames, so adding or removing a hostname adds or
   * removes only its record. Each record is judged as the zone's records are (in the zone, not at its apex, alone at
   * its name). A record that already exists with that name and type is taken over and updated by the provider.
   */
  public static edgeDns(zone: IEdgeDnsZone, options?: EdgeDnsRecordOptions): DeliveryDns {
    return new EdgeDnsRecords(zone, options);
  }

  /** No records: create them with your DNS provider from the `PropertyDelivery`'s `cnames`. */
  public static external(): DeliveryDns {
    return new ExternalDns();
  }

  /**
   * @internal writes the hostnames' CNAME records to `target` (the edge hostname) in `scope`, if this choice writes any
   */
  public abstract _write(scope: Construct, prop: string, hostnames: string[], target: string): DnsRecord | undefined;
}

class EdgeDnsRecords extends DeliveryDns {
  public constructor(private readonly zone: IEdgeDnsZone, private readonly options: EdgeDnsRecordOptions | undefined) {
    super();
  }

  public _write(scope: Construct, prop: string, hostnames: string[], target: string) {
    const zone = bindZone(scope, prop, this.zone, 'DeliveryDns.edgeDns(zone)');
    checkOptionalProps(scope, prop, this.options, OPTIONS, 'EdgeDnsRecordOptions');
    const ttl = this.options?.ttl === undefined ? 300 : checkNumber(scope, `${prop}.ttl`, this.options.ttl, 'a number of seconds');
    const each = TerraformIterator.fromList(hostnames);
    const fields: Record<string, string> = { zone: prop, ttl: `${prop}.ttl`, target: 'edgeHostname' };
    return writeRecords(scope, 'Cnames', {
      zone,
      recordtype: 'CNAME',
      ttl,
      instances: Token.isUnresolved(hostnames) ? [] : hostnames.map((name, i) => ({ name, target: [target], prop: (field: string) => fields[field.replace(/\[\d+\]$/, '')] ?? `hostnames[${i}]` })),
      forEach: { iterator: each, name: each.value, target: [target] },
    });
  }
}

class ExternalDns extends DeliveryDns {
  public _write() {
    return undefined;
  }
}
