import { Construct } from 'constructs';
import { propError } from '../prop-error';
import { checkNumber, checkOptionalProps, KeysOf } from '../props';
import { EdgeDnsZoneRef } from './edge-dns-zone-ref';

/** Options of the CNAME records created in Edge DNS. */
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
 * construct writes to, or with another DNS provider (the records are the construct's `cnameRecords`).
 */
export abstract class DeliveryDns {
  /**
   * One CNAME record per hostname in an Edge DNS zone (an `akamai_dns_record` with `for_each` over the
   * hostnames, so adding or removing a hostname adds or removes only its record). A record that already
   * exists with that name and type is taken over and updated by the provider.
   */
  public static edgeDns(zone: EdgeDnsZoneRef, options?: EdgeDnsRecordOptions): DeliveryDns {
    return new EdgeDnsRecords(zone, options);
  }

  /** No records: create them with your DNS provider from the construct's `cnameRecords`. */
  public static external(): DeliveryDns {
    return new ExternalDns();
  }

  /** @internal the zone and TTL of the records to create, or undefined */
  public abstract _bind(scope: Construct, prop: string): { readonly zone: string; readonly zoneLiteral?: string; readonly ttl: number } | undefined;
}

class EdgeDnsRecords extends DeliveryDns {
  public constructor(private readonly zone: EdgeDnsZoneRef, private readonly options: EdgeDnsRecordOptions | undefined) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    if (!(this.zone instanceof EdgeDnsZoneRef)) throw propError(scope, prop, 'DeliveryDns.edgeDns(...) takes an EdgeDnsZoneRef: EdgeDnsZoneRef.fromZone(zone) or EdgeDnsZoneRef.fromName("example.com")');
    checkOptionalProps(scope, prop, this.options, OPTIONS, 'EdgeDnsRecordOptions');
    const zone = this.zone._bind(scope, prop);
    return { zone: zone.zone, zoneLiteral: zone.literal, ttl: this.options?.ttl === undefined ? 300 : checkNumber(scope, `${prop}.ttl`, this.options.ttl, 'a number of seconds') };
  }
}

class ExternalDns extends DeliveryDns {
  public _bind() {
    return undefined;
  }
}
