import { Construct } from 'constructs';
import { GtmDatacenter } from '../gen/akamai/gtm-datacenter';
import { GtmDomain } from '../gen/akamai/gtm-domain';
import { checkingProps, checkLikeArgument, propError, show } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { ContractRef, GroupRef } from './account-refs';
import { DefaultDatacenter, TrafficDatacenter, TrafficDatacenterProps } from './traffic-datacenter';
import { TrafficProperty, TrafficPropertyProps } from './traffic-property';
import type { ReservedDatacenter, TrafficDomainSite } from './traffic-site';

/** The type of a GTM domain, which the contract's GTM feature set allows. */
export enum TrafficDomainType {
  /** `failover-only`. */
  FAILOVER_ONLY = 'failover-only',
  /** `static`. */
  STATIC = 'static',
  /** `weighted`. */
  WEIGHTED = 'weighted',
  /** `basic`. */
  BASIC = 'basic',
  /** `full`. */
  FULL = 'full',
}

/** A GTM domain. */
export interface TrafficDomainProps {
  /** The contract the domain belongs to: `ContractRef.fromId("1-AB123")`. */
  readonly contract: ContractRef;
  /** The group the domain belongs to: `GroupRef.fromId("12345")` or `GroupRef.fromName("...")`. */
  readonly group: GroupRef;
  /**
   * The domain's name, ending in `.akadns.net` (at most 100 characters). The provider cannot rename a
   * domain: a changed name fails at apply.
   */
  readonly name: string;
  /** The domain's type, as the contract allows. */
  readonly type: TrafficDomainType;
  /**
   * The addresses told of every change to the domain.
   * @default none
   */
  readonly emailNotifications?: string[];
  /**
   * A note on the change, kept in the domain's history (at most 4000 characters).
   * @default "Managed by Terraform" (the provider's)
   */
  readonly comment?: string;
  /**
   * Let each change of the domain, its datacenters and its properties wait until GTM has propagated it
   * (up to 5 minutes each). Without it an apply ends sooner, and GTM may refuse a property whose new
   * datacenters have not propagated yet (the provider retries that refusal).
   * @default true
   */
  readonly waitOnComplete?: boolean;
  /**
   * How far, in percent, GTM lets a datacenter's load exceed its share (0 to 1000000).
   * @default the GTM API's
   */
  readonly loadImbalancePercentage?: number;
}

const PROPS: KeysOf<TrafficDomainProps> = {
  contract: true, group: true, name: true, type: true, emailNotifications: true, comment: true, waitOnComplete: true,
  loadImbalancePercentage: true,
};

const DEFAULTS: Record<DefaultDatacenter, { readonly id: string; readonly kind: ReservedDatacenter }> = {
  [DefaultDatacenter.MAPS]: { id: 'MapsDefaultDatacenter', kind: 'maps' },
  [DefaultDatacenter.IPV4]: { id: 'Ipv4DefaultDatacenter', kind: 'ipv4' },
  [DefaultDatacenter.IPV6]: { id: 'Ipv6DefaultDatacenter', kind: 'ipv6' },
};

/**
 * A Global Traffic Management domain (`akamai_gtm_domain`, id `Resource`) with its datacenters
 * (`addDatacenter`) and properties (`addProperty`): the hostnames GTM answers for, whose traffic targets name
 * the datacenters by reference, with their liveness tests. What the GTM API checks when a change is submitted
 * is checked when the construct is built: the domain's name and type, each part's ranges, a target's
 * datacenter in the domain, a weight where the property type needs one, a property's IP version...
 *
 * Order. Every part names the domain through a reference to it, so Terraform creates the domain first and
 * deletes it last; a target names its datacenter's `datacenter_id`, so a property comes after its datacenters
 * and goes before them. The datacenters follow each other (`depends_on` the previous one): the API assigns
 * their ids, and the provider's example creates them one at a time.
 *
 * What later plans do. The provider reads the domain back whole; the contract and group are kept as written
 * (bare ids, as the provider sends them). Deleting the domain submits a deletion request and waits for it.
 */
export class TrafficDomain extends Construct {
  /** The domain (`akamai_gtm_domain`). */
  public readonly domain: GtmDomain;
  /** The domain's name, as a reference to the domain (use it in maps and resources of the domain). */
  public readonly domainName: string;

  private readonly site: TrafficDomainSite;
  private lastDatacenter?: GtmDatacenter;
  private readonly defaults = new Map<DefaultDatacenter, TrafficDatacenter>();

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the Terraform addresses are derived
   * @param props the domain: account, name, type, notifications
   */
  public constructor(scope: Construct, id: string, props: TrafficDomainProps) {
    super(scope, id);
    const built = checkingProps(this, () => {
      checkProps(this, 'props', props, PROPS, 'TrafficDomainProps');
      if (!(props.contract instanceof ContractRef)) throw propError(this, 'contract', `${props.contract === undefined ? 'missing' : 'is not a ContractRef'}; give ContractRef.fromId("1-AB123") or ContractRef.fromGroupName("...")`);
      if (!(props.group instanceof GroupRef)) throw propError(this, 'group', `${props.group === undefined ? 'missing' : 'is not a GroupRef'}; give GroupRef.fromId("12345") or GroupRef.fromName("...")`);
      const contract = props.contract._bind(this, 'contract');
      const group = props.group._bind(this, 'group', contract);
      if (props.name === undefined) throw propError(this, 'name', 'missing; give the domain\'s name, ending in .akadns.net');
      const name = checkString(this, 'name', props.name);
      checkLikeArgument(this, 'akamai_gtm_domain', 'name', 'name', name);
      if (props.type === undefined) throw propError(this, 'type', `missing; give one of ${Object.values(TrafficDomainType).map((t) => show(t)).join(', ')} (TrafficDomainType), as the contract allows`);
      checkLikeArgument(this, 'akamai_gtm_domain', 'type', 'type', checkString(this, 'type', props.type));
      checkLikeArgument(this, 'akamai_gtm_domain', 'comment', 'comment', props.comment);
      checkLikeArgument(this, 'akamai_gtm_domain', 'load_imbalance_percentage', 'loadImbalancePercentage', props.loadImbalancePercentage);
      return new GtmDomain(this, 'Resource', {
        contract: contract.bare,
        group: group.bare,
        name,
        type: props.type,
        emailNotificationList: checkList(this, 'emailNotifications', props.emailNotifications, 'email addresses'),
        comment: props.comment,
        loadImbalancePercentage: props.loadImbalancePercentage,
        waitOnComplete: props.waitOnComplete,
      });
    });
    this.domain = built;
    this.domainName = built.name;
    this.site = { scope: this, domainName: this.domainName, waitOnComplete: props.waitOnComplete };
  }

  /**
   * Adds a datacenter (`akamai_gtm_datacenter`), created after the ones added before it; its nickname is
   * the construct id unless given.
   */
  public addDatacenter(id: string, props?: TrafficDatacenterProps): TrafficDatacenter {
    const datacenter = TrafficDatacenter._create(this.site, id, props, this.lastDatacenter);
    this.lastDatacenter = datacenter.datacenter;
    return datacenter;
  }

  /**
   * A default datacenter of the domain, which the API creates when first asked
   * (`data.akamai_gtm_default_datacenter`, once per kind): the default of maps (5400), or the IPv4 (5401) and
   * IPv6 (5402) targets of an IP version selector property.
   */
  public defaultDatacenter(kind: DefaultDatacenter): TrafficDatacenter {
    const known = DEFAULTS[kind];
    if (known === undefined) throw propError(this, `defaultDatacenter(${show(kind)})`, `is not a DefaultDatacenter; allowed: ${Object.values(DefaultDatacenter).map((k) => `DefaultDatacenter.${k}`).join(', ')}`);
    let datacenter = this.defaults.get(kind);
    if (datacenter === undefined) {
      datacenter = TrafficDatacenter._default(this.site, known.id, known.kind);
      this.defaults.set(kind, datacenter);
    }
    return datacenter;
  }

  /** Adds a property: a hostname in the domain and how GTM answers for it; add its targets with `addTarget`. */
  public addProperty(id: string, props: TrafficPropertyProps): TrafficProperty {
    return TrafficProperty._create(this.site, id, props);
  }
}
