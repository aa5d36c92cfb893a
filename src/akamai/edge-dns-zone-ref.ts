import { Construct } from 'constructs';
import { DnsZone } from '../gen/akamai/dns-zone';
import { propError, show } from '../prop-error';

/**
 * An Edge DNS zone records can be written into: an `EdgeDnsZone` of this app, or an `EdgeDnsZoneRef`
 * (a zone by name, or an `akamai_dns_zone` L1 construct). Every construct that writes records takes one.
 */
export interface IEdgeDnsZone {
  /** The zone's name as its records take it: a reference to the zone resource when this app creates the zone. */
  readonly zoneName: string;
}

/** An Edge DNS zone: one of this app (`fromZone`), or an existing one by name (`fromName`). */
export abstract class EdgeDnsZoneRef implements IEdgeDnsZone {
  /** A zone construct of this app (for the L2 zone, pass the `EdgeDnsZone` itself). */
  public static fromZone(zone: DnsZone): EdgeDnsZoneRef {
    return new ZoneConstructRef(zone);
  }

  /** An existing zone, by name (`example.com`). */
  public static fromName(name: string): EdgeDnsZoneRef {
    return new ZoneNameRef(name);
  }

  /** The zone's name as its records take it. */
  public abstract readonly zoneName: string;

  /**
   * @internal the zone's name as the records take it, as a literal when it is known at synth, and the L1
   * zone when this app creates it
   */
  public abstract _bind(
    scope: Construct,
    prop: string,
  ): { readonly zone: string; readonly literal?: string; readonly resource?: DnsZone };
}

class ZoneConstructRef extends EdgeDnsZoneRef {
  public constructor(private readonly zone: DnsZone) {
    super();
  }

  public get zoneName(): string {
    return this.zone.zone;
  }

  public _bind(scope: Construct, prop: string) {
    if (!(this.zone instanceof DnsZone)) throw propError(scope, prop, 'EdgeDnsZoneRef.fromZone(...) takes an akamai.dnsZone.DnsZone construct');
    return { zone: this.zone.zone, literal: this.zone.zoneInput, resource: this.zone };
  }
}

class ZoneNameRef extends EdgeDnsZoneRef {
  public constructor(private readonly name: string) {
    super();
  }

  public get zoneName(): string {
    return this.name;
  }

  public _bind(scope: Construct, prop: string) {
    if (typeof this.name !== 'string') throw propError(scope, prop, `EdgeDnsZoneRef.fromName(${show(this.name)}): the name is not a string`);
    return { zone: this.name, literal: this.name };
  }
}
