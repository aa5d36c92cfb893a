import { IConstruct } from 'constructs';
import { propError, show } from '../prop-error';
import { checkOptionalProps, KeysOf } from '../props';
import type { RenderedPropertyType, TargetKind } from './traffic-site';

/** Data center affinity of a performance property (it applies in a `full` domain only). */
export interface PerformanceOptions {
  /**
   * A percentage, 0 to 100, that keeps users on the datacenter they were sent to.
   * @default none
   */
  readonly stickinessBonusPercentage?: number;
  /**
   * A constant, 0 to 30000, that keeps users on the datacenter they were sent to.
   * @default none
   */
  readonly stickinessBonusConstant?: number;
}

const PERFORMANCE: KeysOf<PerformanceOptions> = { stickinessBonusPercentage: true, stickinessBonusConstant: true };

/**
 * How a GTM property answers (its `type`): pick one of the static factories. The types a domain can hold
 * depend on the contract's GTM feature set (mirror failover, maps, weighted or performance load balancing).
 */
export class TrafficPropertyType {
  /**
   * Mirror failover (`failover`): GTM sends users to the primary target while it is up, then to the backup.
   * Give the primary target weight 1 and the others 0.
   */
  public static failover(): TrafficPropertyType {
    return new TrafficPropertyType('failover', 'weighted');
  }

  /**
   * Ranked failover (`ranked-failover`): traffic goes to the live targets with the lowest precedence
   * (0 to 255); exactly one target has the lowest.
   */
  public static rankedFailover(): TrafficPropertyType {
    return new TrafficPropertyType('ranked-failover', 'ranked');
  }

  /** Weighted random load balancing (`weighted-round-robin`): traffic split by the targets' weights. */
  public static weightedRoundRobin(): TrafficPropertyType {
    return new TrafficPropertyType('weighted-round-robin', 'weighted');
  }

  /** Weighted load balancing with datacenter stickiness (`weighted-hashed`): a client keeps its target. */
  public static weightedHashed(): TrafficPropertyType {
    return new TrafficPropertyType('weighted-hashed', 'weighted');
  }

  /** Weighted load balancing with load feedback (`weighted-round-robin-load-feedback`) from the domain's resources. */
  public static weightedRoundRobinLoadFeedback(): TrafficPropertyType {
    return new TrafficPropertyType('weighted-round-robin-load-feedback', 'weighted');
  }

  /** Performance-based load balancing (`performance`): users go to the datacenter that answers them best. */
  public static performance(options?: PerformanceOptions): TrafficPropertyType {
    return new TrafficPropertyType('performance', 'weighted', (scope, prop) => {
      const given = checkOptionalProps(scope, prop, options, PERFORMANCE, 'PerformanceOptions') ?? {};
      return {
        stickinessBonusPercentage: given.stickinessBonusPercentage,
        stickinessBonusConstant: given.stickinessBonusConstant,
      };
    });
  }

  /**
   * Map by geographic location (`geographic`), with a geographic map of the domain: its name, or the `name` of
   * an `akamai.gtmGeomap.GtmGeomap` (a reference, so the map is created first).
   */
  public static geographic(mapName: string): TrafficPropertyType {
    return new TrafficPropertyType('geographic', 'plain', (scope, prop) => ({ mapName: mapNameOf(scope, prop, 'geographic', mapName) }));
  }

  /**
   * Map by IP address (`cidrmapping`), with a CIDR map of the domain: its name, or the `name` of an
   * `akamai.gtmCidrmap.GtmCidrmap`.
   */
  public static cidrMapping(mapName: string): TrafficPropertyType {
    return new TrafficPropertyType('cidrmapping', 'plain', (scope, prop) => ({ mapName: mapNameOf(scope, prop, 'cidrMapping', mapName) }));
  }

  /**
   * Map by AS number (`asmapping`), with an AS map of the domain: its name, or the `name` of an
   * `akamai.gtmAsmap.GtmAsmap`.
   */
  public static asMapping(mapName: string): TrafficPropertyType {
    return new TrafficPropertyType('asmapping', 'plain', (scope, prop) => ({ mapName: mapNameOf(scope, prop, 'asMapping', mapName) }));
  }

  /**
   * IP version selector (`qtr`): `A` queries go to the target on the domain's IPv4 default datacenter,
   * `AAAA` queries to the one on its IPv6 default datacenter (`TrafficDomain.defaultDatacenter`).
   */
  public static ipVersionSelector(): TrafficPropertyType {
    return new TrafficPropertyType('qtr', 'ipVersions');
  }

  /** Static (`static`): fixed DNS record sets (`TrafficProperty.addStaticRecordSet`), no targets, no liveness tests. */
  public static staticRecords(): TrafficPropertyType {
    return new TrafficPropertyType('static', 'none');
  }

  /** The property type as the GTM API names it (`weighted-round-robin`). */
  public readonly type: string;
  /** @internal what the type's traffic targets need */
  public readonly _targets: TargetKind;
  private readonly render: (scope: IConstruct, prop: string) => RenderedPropertyType;

  private constructor(
    type: string,
    targets: TargetKind,
    render: (scope: IConstruct, prop: string) => RenderedPropertyType = () => ({}),
  ) {
    this.type = type;
    this._targets = targets;
    this.render = render;
  }

  /** @internal what the type writes into the property, its options checked for `scope` */
  public _render(scope: IConstruct, prop: string): RenderedPropertyType {
    return this.render(scope, prop);
  }
}

/** The map a map type names (a literal or a token). */
function mapNameOf(scope: IConstruct, prop: string, factory: string, mapName: unknown): string {
  if (typeof mapName !== 'string') throw propError(scope, prop, `TrafficPropertyType.${factory}(${show(mapName)}): the map name is not a string`);
  return mapName;
}
