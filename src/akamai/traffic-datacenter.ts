import { Construct } from 'constructs';
import { Token } from '../framework';
import { DataAkamaiGtmDefaultDatacenter } from '../gen/akamai/data-akamai-gtm-default-datacenter';
import { GtmDatacenter } from '../gen/akamai/gtm-datacenter';
import { checkingProps, checkLikeArgument } from '../prop-error';
import { checkOptionalProps, checkString, KeysOf } from '../props';
import type { ReservedDatacenter, TrafficDomainSite } from './traffic-site';

/** The continent a GTM datacenter is on (the GTM API's codes). */
export enum Continent {
  /** Africa. */
  AF = 'AF',
  /** Asia. */
  AS = 'AS',
  /** Europe. */
  EU = 'EU',
  /** North America. */
  NA = 'NA',
  /** Oceania. */
  OC = 'OC',
  /** Other. */
  OT = 'OT',
  /** South America. */
  SA = 'SA',
}

/** A datacenter the GTM API creates in every domain that asks for it, with an id it reserves. */
export enum DefaultDatacenter {
  /** Datacenter 5400: the default datacenter of geographic, CIDR and AS maps (their `default_datacenter`). */
  MAPS = 'MAPS',
  /** Datacenter 5401: the target of an IP version selector property for `A` queries. */
  IPV4 = 'IPV4',
  /** Datacenter 5402: the target of an IP version selector property for `AAAA` queries. */
  IPV6 = 'IPV6',
}

/** Where a GTM datacenter is: the location GTM maps users by. */
export interface TrafficDatacenterProps {
  /**
   * The datacenter's name in the domain.
   * @default the construct id
   */
  readonly nickname?: string;
  /**
   * The city the datacenter is in.
   * @default none
   */
  readonly city?: string;
  /**
   * The state or province the datacenter is in.
   * @default none
   */
  readonly stateOrProvince?: string;
  /**
   * The country the datacenter is in, a two-letter ISO 3166 code (`DE`).
   * @default none
   */
  readonly country?: string;
  /**
   * The continent the datacenter is on.
   * @default none
   */
  readonly continent?: Continent;
  /**
   * The datacenter's latitude, in degrees.
   * @default none
   */
  readonly latitude?: number;
  /**
   * The datacenter's longitude, in degrees.
   * @default none
   */
  readonly longitude?: number;
}

const PROPS: KeysOf<TrafficDatacenterProps> = {
  nickname: true,
  city: true,
  stateOrProvince: true,
  country: true,
  continent: true,
  latitude: true,
  longitude: true,
};

/** The datacenter ids the GTM API reserves, by what they are reserved for. */
const RESERVED_IDS: Record<ReservedDatacenter, number> = { maps: 5400, ipv4: 5401, ipv6: 5402 };

/**
 * A datacenter of a GTM domain: one the domain creates (`TrafficDomain.addDatacenter`, an
 * `akamai_gtm_datacenter`, id `Resource`), or a default datacenter of the domain
 * (`TrafficDomain.defaultDatacenter`, the `akamai_gtm_default_datacenter` lookup, which has the API create it
 * when the domain has none yet). Traffic targets name it by its `datacenterId`.
 *
 * The API assigns the id when the datacenter is created (`datacenter_id`, computed), so it is known after the
 * first apply only; the provider creates datacenters one at a time, and the domain orders its datacenters one
 * after the other as the provider's own example advises. The provider reads back every field but `domain`:
 * its nickname and location are updated in place.
 */
export class TrafficDatacenter extends Construct {
  /** @internal a datacenter the domain creates, after `after` */
  public static _create(
    site: TrafficDomainSite,
    id: string,
    props: TrafficDatacenterProps | undefined,
    after: GtmDatacenter | undefined,
  ): TrafficDatacenter {
    return new TrafficDatacenter(site, id, (self) => checkingProps(self, () => {
      const given = checkOptionalProps(self, 'props', props, PROPS, 'TrafficDatacenterProps') ?? {};
      const nickname = given.nickname === undefined ? id : checkString(self, 'nickname', given.nickname);
      checkLikeArgument(self, 'akamai_gtm_datacenter', 'nickname', 'nickname', nickname);
      checkLikeArgument(self, 'akamai_gtm_datacenter', 'country', 'country', given.country);
      checkLikeArgument(self, 'akamai_gtm_datacenter', 'continent', 'continent', given.continent);
      const datacenter = new GtmDatacenter(self, 'Resource', {
        domain: site.domainName,
        nickname,
        city: given.city,
        stateOrProvince: given.stateOrProvince,
        country: given.country,
        continent: given.continent,
        latitude: given.latitude,
        longitude: given.longitude,
        waitOnComplete: site.waitOnComplete,
        dependsOn: after === undefined ? undefined : [after],
      });
      return { datacenter, datacenterId: datacenter.datacenterId, nickname };
    }));
  }

  /** @internal the domain's default datacenter of this kind */
  public static _default(site: TrafficDomainSite, id: string, kind: ReservedDatacenter): TrafficDatacenter {
    return new TrafficDatacenter(site, id, (self) => {
      const lookup = new DataAkamaiGtmDefaultDatacenter(self, 'Resource', { domain: site.domainName, datacenter: RESERVED_IDS[kind] });
      return { lookup, datacenterId: Token.asNumber(lookup.datacenterId), nickname: lookup.nickname, reserved: kind };
    });
  }

  /** The datacenter, when the domain creates it (`akamai_gtm_datacenter`). */
  public readonly datacenter?: GtmDatacenter;
  /** The lookup of a default datacenter (`data.akamai_gtm_default_datacenter`). */
  public readonly lookup?: DataAkamaiGtmDefaultDatacenter;
  /** The datacenter's id in the domain (assigned by the API; known after it is created). */
  public readonly datacenterId: number;
  /** The datacenter's nickname (a reference for a default datacenter). */
  public readonly nickname: string;
  /** @internal the domain the datacenter belongs to */
  public readonly _site: TrafficDomainSite;
  /** @internal what the API reserves the datacenter for, for a default datacenter */
  public readonly _reserved?: ReservedDatacenter;

  private constructor(site: TrafficDomainSite, id: string, build: (self: TrafficDatacenter) => {
    readonly datacenter?: GtmDatacenter;
    readonly lookup?: DataAkamaiGtmDefaultDatacenter;
    readonly datacenterId: number;
    readonly nickname: string;
    readonly reserved?: ReservedDatacenter;
  }) {
    super(site.scope, id);
    this._site = site;
    const built = build(this);
    this.datacenter = built.datacenter;
    this.lookup = built.lookup;
    this.datacenterId = built.datacenterId;
    this.nickname = built.nickname;
    this._reserved = built.reserved;
  }
}
