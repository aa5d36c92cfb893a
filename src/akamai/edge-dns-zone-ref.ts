import { Construct } from 'constructs';
import { DnsZone } from '../gen/akamai/dns-zone';
import { propError, show } from '../prop-error';

/** An Edge DNS zone: one of this app (`fromZone`), or an existing one by name (`fromName`). */
export abstract class EdgeDnsZoneRef {
  /** A zone construct of this app. */
  public static fromZone(zone: DnsZone): EdgeDnsZoneRef {
    return new ZoneConstructRef(zone);
  }

  /** An existing zone, by name (`example.com`). */
  public static fromName(name: string): EdgeDnsZoneRef {
    return new ZoneNameRef(name);
  }

  /** @internal the zone's name as the records take it, and as a literal when it is known at synth */
  public abstract _bind(scope: Construct, prop: string): { readonly zone: string; readonly literal?: string };
}

class ZoneConstructRef extends EdgeDnsZoneRef {
  public constructor(private readonly zone: DnsZone) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    if (!(this.zone instanceof DnsZone)) throw propError(scope, prop, 'EdgeDnsZoneRef.fromZone(...) takes an akamai.dnsZone.DnsZone construct');
    return { zone: this.zone.zone, literal: this.zone.zoneInput };
  }
}

class ZoneNameRef extends EdgeDnsZoneRef {
  public constructor(private readonly name: string) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    if (typeof this.name !== 'string') throw propError(scope, prop, `EdgeDnsZoneRef.fromName(${show(this.name)}): the name is not a string`);
    return { zone: this.name, literal: this.name };
  }
}
