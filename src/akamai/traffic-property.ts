import { Construct } from 'constructs';
import { isIP } from 'net';
import { Token } from '../framework';
import { GtmProperty, GtmPropertyLivenessTest, GtmPropertyStaticRrSet, GtmPropertyTrafficTarget } from '../gen/akamai/gtm-property';
import { beginPropChecks, checkingProps, checkLikeArgument, propError, PropChecks, refuse, show, warnProp } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { LivenessTest } from './liveness-test';
import { TrafficBackup } from './traffic-backup';
import { TrafficDatacenter } from './traffic-datacenter';
import { TrafficPropertyType } from './traffic-property-type';
import type { TrafficDomainSite } from './traffic-site';

/** How GTM combines the scores of a property's liveness tests. */
export enum ScoreAggregation {
  /** The mean of the scores. */
  MEAN = 'mean',
  /** The median of the scores. */
  MEDIAN = 'median',
  /** The best score. */
  BEST = 'best',
  /** The worst score (the GTM API's default). */
  WORST = 'worst',
}

/** Which of a datacenter's live servers GTM hands out. */
export enum HandoutMode {
  /** Up to `handoutLimit` live servers, in turn (the GTM API's default). */
  NORMAL = 'normal',
  /** Up to `handoutLimit` live servers, the same ones to a client. */
  PERSISTENT = 'persistent',
  /** One live server. */
  ONE_IP = 'one-ip',
  /** One live server, the same one to a client. */
  ONE_IP_HASHED = 'one-ip-hashed',
  /** Every live server. */
  ALL_LIVE_IPS = 'all-live-ips',
}

/** A GTM property: a name in the domain and how GTM answers for it. */
export interface TrafficPropertyProps {
  /**
   * The property's name: with the domain's, the hostname GTM answers for (`www` gives
   * `www.example.akadns.net`; `@` the domain itself). Changing it replaces the property.
   * @default the construct id
   */
  readonly name?: string;
  /** How the property answers: `TrafficPropertyType.weightedRoundRobin()`, `failover()`, `geographic(mapName)`... */
  readonly type: TrafficPropertyType;
  /**
   * Hand out IPv6 addresses (AAAA records) instead of IPv4 ones; every server address of the targets is of
   * that version.
   * @default false
   */
  readonly ipv6?: boolean;
  /**
   * How the scores of several liveness tests are combined.
   * @default ScoreAggregation.WORST
   */
  readonly scoreAggregation?: ScoreAggregation;
  /**
   * Which live servers are handed out.
   * @default HandoutMode.NORMAL
   */
  readonly handoutMode?: HandoutMode;
  /**
   * At most this many live servers are handed out (in the normal and persistent modes).
   * @default 8 (the GTM API's default)
   */
  readonly handoutLimit?: number;
  /**
   * The TTL of the answers, in seconds (30 to 3600).
   * @default 60 (GTM's default; the provider's own is 300)
   */
  readonly dynamicTtl?: number;
  /**
   * Seconds a failing server keeps its traffic before GTM declares it down.
   * @default none (no delay)
   */
  readonly failoverDelay?: number;
  /**
   * Seconds a recovered server waits before GTM sends it traffic again.
   * @default none (no delay)
   */
  readonly failbackDelay?: number;
  /**
   * What is handed out when every target is down.
   * @default none
   */
  readonly backup?: TrafficBackup;
  /**
   * What the property is for.
   * @default none
   */
  readonly comments?: string;
  /**
   * The liveness tests of the targets' servers (more with `addLivenessTest`).
   * @default none
   */
  readonly livenessTests?: LivenessTest[];
}

/** A traffic target: where a property sends traffic in one datacenter. */
export interface TrafficTargetOptions {
  /**
   * The target's share of the traffic (any ratio: 60 and 40, or 3 and 2); required by failover, weighted
   * and performance properties. For failover, 1 marks the primary target and 0 the backup.
   * @default none
   */
  readonly weight?: number;
  /**
   * The servers' IP addresses or host names.
   * @default none
   */
  readonly servers?: string[];
  /**
   * The CNAME handed out when the target has no servers.
   * @default none
   */
  readonly handoutCname?: string;
  /**
   * A ranked failover target's precedence, 0 to 255: the lower, the earlier it takes traffic.
   * @default 0 (the provider's)
   */
  readonly precedence?: number;
  /**
   * Whether the target takes traffic.
   * @default true (the provider's own default, when the field is left out, is false)
   */
  readonly enabled?: boolean;
}

/** A record set of a property, handed out as it is. */
export interface StaticRecordSetOptions {
  /** The record type (`MX`, `TXT`...). */
  readonly type: string;
  /** The records' TTL, in seconds. */
  readonly ttl: number;
  /** The records' data, one string per record (`10 mail.example.com.`). */
  readonly rdata: string[];
}

const PROPS: KeysOf<TrafficPropertyProps> = {
  name: true, type: true, ipv6: true, scoreAggregation: true, handoutMode: true, handoutLimit: true, dynamicTtl: true,
  failoverDelay: true, failbackDelay: true, backup: true, comments: true, livenessTests: true,
};
const TARGET: KeysOf<TrafficTargetOptions> = {
  weight: true,
  servers: true,
  handoutCname: true,
  precedence: true,
  enabled: true,
};
const RECORDS: KeysOf<StaticRecordSetOptions> = { type: true, ttl: true, rdata: true };

/**
 * A property of a GTM domain (`akamai_gtm_property`, id `Resource`), made by `TrafficDomain.addProperty`:
 * a hostname in the domain, its traffic targets (`addTarget`, each naming a datacenter of the domain) and the
 * liveness tests of their servers.
 *
 * What later plans do. The provider reads targets back by datacenter id and liveness tests by name, and
 * compares both lists regardless of order: a property targets each datacenter once and names each test once
 * (two would read back as one and show a change on every plan). Where the provider's default differs from the
 * GTM API's (a target's `enabled`, a test's port, penalties, certificate verification and method), the
 * construct writes the value, so what the API returns matches the configuration. Changing a target or a test
 * updates the property in place; changing its name replaces it.
 */
export class TrafficProperty extends Construct {
  /** @internal */
  public static _create(site: TrafficDomainSite, id: string, props: TrafficPropertyProps): TrafficProperty {
    return new TrafficProperty(site, id, props);
  }

  /** The property (`akamai_gtm_property`). */
  public readonly property: GtmProperty;
  /** The property's name. */
  public readonly propertyName: string;
  /** The hostname GTM answers for (`www.example.akadns.net`): the target of your CNAME records. */
  public readonly hostname: string;
  /** How the property answers. */
  public readonly type: TrafficPropertyType;

  private readonly site: TrafficDomainSite;
  private readonly ipv6: boolean | undefined;
  private readonly targets: GtmPropertyTrafficTarget[] = [];
  private readonly targeted = new Map<TrafficDatacenter, number>();
  private readonly tests: GtmPropertyLivenessTest[] = [];
  private readonly testNames = new Map<string, string>();
  private readonly recordSets: GtmPropertyStaticRrSet[] = [];

  private constructor(site: TrafficDomainSite, id: string, props: TrafficPropertyProps) {
    super(site.scope, id);
    this.site = site;
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'TrafficPropertyProps');
      if (!(props.type instanceof TrafficPropertyType)) {
        throw propError(this, 'type', `${props.type === undefined ? 'missing' : 'is not a TrafficPropertyType'}; give TrafficPropertyType.weightedRoundRobin(), failover(), rankedFailover(), performance(), geographic(mapName)...`);
      }
      this.type = props.type;
      this.ipv6 = props.ipv6;
      this.propertyName = props.name === undefined ? id : checkString(this, 'name', props.name);
      checkLikeArgument(this, 'akamai_gtm_property', 'name', 'name', this.propertyName);
      this.hostname = this.propertyName === '@' ? site.domainName : `${this.propertyName}.${site.domainName}`;
      const rendered = props.type._render(this, 'type');
      checkLikeArgument(this, 'akamai_gtm_property', 'stickiness_bonus_percentage', 'type.stickinessBonusPercentage', rendered.stickinessBonusPercentage);
      checkLikeArgument(this, 'akamai_gtm_property', 'stickiness_bonus_constant', 'type.stickinessBonusConstant', rendered.stickinessBonusConstant);
      const dynamicTtl = props.dynamicTtl === undefined ? 60 : checkNumber(this, 'dynamicTtl', props.dynamicTtl, 'a number of seconds');
      checkLikeArgument(this, 'akamai_gtm_property', 'dynamic_ttl', 'dynamicTtl', dynamicTtl);
      checkLikeArgument(this, 'akamai_gtm_property', 'failover_delay', 'failoverDelay', props.failoverDelay);
      checkLikeArgument(this, 'akamai_gtm_property', 'failback_delay', 'failbackDelay', props.failbackDelay);
      if (props.backup !== undefined && !(props.backup instanceof TrafficBackup)) throw propError(this, 'backup', 'is not a TrafficBackup; give TrafficBackup.cname("...") or TrafficBackup.ip("...")');
      const backup = props.backup?._render(this, 'backup') ?? {};
      if (backup.backupIp !== undefined) this.checkIpVersion('backup', backup.backupIp, props.ipv6, 'property');
      this.property = new GtmProperty(this, 'Resource', {
        domain: site.domainName,
        name: this.propertyName,
        type: props.type.type,
        ipv6: props.ipv6,
        scoreAggregationType: props.scoreAggregation ?? ScoreAggregation.WORST,
        handoutMode: props.handoutMode ?? HandoutMode.NORMAL,
        handoutLimit: props.handoutLimit ?? 8,
        dynamicTtl,
        failoverDelay: props.failoverDelay,
        failbackDelay: props.failbackDelay,
        comments: props.comments,
        ...backup,
        ...rendered,
        waitOnComplete: site.waitOnComplete,
      });
      for (const test of checkList(this, 'livenessTests', props.livenessTests, 'LivenessTest') ?? []) this.addLivenessTest(test);
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * Sends traffic to a datacenter of the domain: its servers (or a CNAME), with a weight for failover,
   * weighted and performance properties, or a precedence for ranked failover. A datacenter takes one target.
   */
  public addTarget(datacenter: TrafficDatacenter, options?: TrafficTargetOptions): void {
    checkingProps(this, () => {
      const prop = `addTarget(${datacenter instanceof TrafficDatacenter ? datacenter.node.id : '...'})`;
      if (!(datacenter instanceof TrafficDatacenter)) throw propError(this, prop, 'takes a TrafficDatacenter: one from TrafficDomain.addDatacenter(...) or defaultDatacenter(...)');
      const given = checkOptionalProps(this, prop, options, TARGET, 'TrafficTargetOptions') ?? {};
      this.checkDatacenter(prop, datacenter);
      const kind = this.type._targets;
      if (kind === 'weighted' && given.weight === undefined) {
        refuse(this, 'akamai/traffic-target-weight', `${prop}.weight`, `missing; a ${this.type.type} property's targets each have a weight (the GTM API requires it)`);
      }
      if (given.precedence !== undefined && kind !== 'ranked') {
        refuse(this, 'akamai/traffic-target-precedence', `${prop}.precedence`, `${show(given.precedence)} is given to a target of a ${this.type.type} property; precedence orders the targets of a ranked failover property only`);
      }
      checkLikeArgument(this, 'akamai_gtm_property', 'traffic_target.weight', `${prop}.weight`, given.weight);
      checkLikeArgument(this, 'akamai_gtm_property', 'traffic_target.precedence', `${prop}.precedence`, given.precedence);
      checkLikeArgument(this, 'akamai_gtm_property', 'traffic_target.handout_cname', `${prop}.handoutCname`, given.handoutCname);
      const servers = checkList(this, `${prop}.servers`, given.servers, 'server addresses or host names');
      const versioned = datacenter._reserved === 'ipv4' || datacenter._reserved === 'ipv6';
      const ipv6 = versioned ? datacenter._reserved === 'ipv6' : this.ipv6;
      if (servers !== undefined && !Token.isUnresolved(servers)) servers.forEach((server, index) => this.checkIpVersion(`${prop}.servers[${index}]`, server, ipv6, versioned ? 'datacenter' : 'property'));
      const enabled = given.enabled ?? true;
      if (enabled === true && (servers === undefined || (!Token.isUnresolved(servers) && servers.length === 0)) && given.handoutCname === undefined && kind !== 'none') {
        warnProp(this, 'akamai/traffic-target-answer', prop, 'the target has no servers and no handoutCname, so it hands out nothing; give servers or a handoutCname');
      }
      this.targets.push({
        datacenterId: datacenter.datacenterId,
        enabled,
        weight: given.weight,
        servers,
        handoutCname: given.handoutCname,
        precedence: given.precedence,
      });
      this.property.putTrafficTarget([...this.targets]);
    });
  }

  /** Adds a liveness test of the targets' servers; each test of a property has its own name. */
  public addLivenessTest(test: LivenessTest): void {
    checkingProps(this, () => {
      const prop = `livenessTests[${this.tests.length}]`;
      if (!(test instanceof LivenessTest)) throw propError(this, prop, 'is not a LivenessTest; give LivenessTest.http({...}), https({...}), tcp({...}), tcps({...}) or dns({...})');
      if (this.type._targets === 'none') {
        refuse(this, 'akamai/traffic-static-property', prop, 'a static property answers with its record sets only and runs no liveness tests; give the property another type, or leave the test out');
      }
      const block = test._render(this, prop);
      if (!Token.isUnresolved(block.name)) {
        const first = this.testNames.get(block.name);
        if (first !== undefined) refuse(this, 'akamai/traffic-liveness-test-name-unique', `${prop}.name`, `${show(block.name)} is also the name of ${first}; each liveness test of a property has its own name (the provider reads tests back by name)`);
        else this.testNames.set(block.name, prop);
      }
      this.tests.push(block);
      this.property.putLivenessTest([...this.tests]);
    });
  }

  /** Adds a record set handed out as it is (the answers of a static property; MX or TXT records of any property). */
  public addStaticRecordSet(options: StaticRecordSetOptions): void {
    checkingProps(this, () => {
      const prop = `addStaticRecordSet call ${this.recordSets.length + 1}`;
      const given = checkProps(this, prop, options, RECORDS, 'StaticRecordSetOptions');
      this.recordSets.push({
        type: checkString(this, `${prop}.type`, given.type),
        ttl: checkNumber(this, `${prop}.ttl`, given.ttl, 'a number of seconds'),
        rdata: checkList(this, `${prop}.rdata`, given.rdata, 'record data strings'),
      });
      this.property.putStaticRrSet([...this.recordSets]);
    });
  }

  /** A target names a datacenter of this domain, once, and a default datacenter only where the API reserves it. */
  private checkDatacenter(prop: string, datacenter: TrafficDatacenter): void {
    if (datacenter._site.scope !== this.site.scope) {
      refuse(this, 'akamai/traffic-target-datacenter', prop, `datacenter ${show(datacenter.node.path)} belongs to another domain; a target names a datacenter of its property's domain (${show(this.site.scope.node.path)})`);
    }
    const first = this.targeted.get(datacenter);
    if (first !== undefined) {
      refuse(this, 'akamai/traffic-target-datacenter-once', prop, `datacenter ${show(datacenter.node.path)} already has target ${first + 1}; a property targets a datacenter once (the provider reads targets back by datacenter id, so a second would show a change on every plan)`);
    } else {
      this.targeted.set(datacenter, this.targeted.size);
    }
    const selector = this.type._targets === 'ipVersions';
    const reserved = datacenter._reserved;
    if (reserved === 'maps') {
      refuse(this, 'akamai/traffic-target-default-datacenter', prop, 'the maps default datacenter (5400) is the default of geographic, CIDR and AS maps, not a target');
    } else if (selector && reserved === undefined) {
      refuse(this, 'akamai/traffic-target-default-datacenter', prop, `datacenter ${show(datacenter.node.path)} is not an IP version datacenter; an IP version selector targets the domain's defaultDatacenter(DefaultDatacenter.IPV4) and defaultDatacenter(DefaultDatacenter.IPV6)`);
    } else if (!selector && reserved !== undefined) {
      refuse(this, 'akamai/traffic-target-default-datacenter', prop, `the ${reserved === 'ipv4' ? 'IPv4 (5401)' : 'IPv6 (5402)'} default datacenter is reserved for IP version selector properties; this property is ${show(this.type.type)}`);
    }
  }

  /** A literal IP address is of the version the property (or the IP version datacenter) hands out. */
  private checkIpVersion(prop: string, address: string, ipv6: boolean | undefined, by: 'property' | 'datacenter'): void {
    if (Token.isUnresolved(address) || Token.isUnresolved(ipv6)) return;
    const version = isIP(address);
    const wanted = ipv6 === true ? 6 : 4;
    if (version !== 0 && version !== wanted) {
      const because = by === 'datacenter' ? `the IPv${wanted} default datacenter answers ${wanted === 4 ? 'A' : 'AAAA'} queries` : `the property hands out IPv${wanted} addresses (ipv6: ${ipv6 === true})`;
      refuse(this, 'akamai/traffic-target-ip-version', prop, `${show(address)} is an IPv${version} address, and ${because}; allowed: IPv${wanted} addresses or host names`);
    }
  }
}
