import { Construct } from 'constructs';
import { Token } from '../framework';
import { checkLikeBlock, propError, refuse } from '../prop-error';
import { checkList, checkProps, KeysOf } from '../props';
import { NetworkList } from './network-list';
import { NetworkListRef } from './network-list-ref';
import { SecurityAction } from './security-action';
import type { BoundNetworkList, RenderedIpGeoFirewall } from './security-bindings';

/** An IP/Geo firewall that blocks listed countries and addresses. */
export interface IpGeoBlockOptions {
  /**
   * GEO network lists: requests from these countries get `action`.
   * @default - none
   */
  readonly blockedCountryLists?: Array<NetworkList | NetworkListRef>;
  /**
   * IP network lists: requests from these addresses get `action`.
   * @default - none
   */
  readonly blockedAddressLists?: Array<NetworkList | NetworkListRef>;
  /**
   * IP network lists always let through, even from a blocked country or address.
   * @default - none
   */
  readonly exceptionLists?: Array<NetworkList | NetworkListRef>;
  /**
   * What happens to a blocked request.
   * @default SecurityAction.DENY
   */
  readonly action?: SecurityAction;
}

/** An IP/Geo firewall that lets only listed addresses through. */
export interface IpGeoAllowOptions {
  /** IP network lists: only requests from these addresses pass. */
  readonly allowedAddressLists: Array<NetworkList | NetworkListRef>;
  /**
   * What happens to every other request: a deny, default or custom.
   * @default SecurityAction.DENY
   */
  readonly action?: SecurityAction;
}

const BLOCK: KeysOf<IpGeoBlockOptions> = {
  blockedCountryLists: true,
  blockedAddressLists: true,
  exceptionLists: true,
  action: true,
};
const ALLOW: KeysOf<IpGeoAllowOptions> = { allowedAddressLists: true, action: true };

/**
 * The IP/Geo firewall of a security policy (`SecurityPolicy.addIpGeoFirewall`): block listed countries and
 * addresses (`IpGeoFirewall.block`), or let only listed addresses through (`IpGeoFirewall.allowOnly`). It takes
 * `NetworkList`s of this app or `NetworkListRef`s; GEO lists block countries, IP lists addresses.
 */
export abstract class IpGeoFirewall {
  /** Blocks requests from the countries and addresses of the lists, except those of the exception lists. */
  public static block(options: IpGeoBlockOptions): IpGeoFirewall {
    return new IpGeoChoice('block', options);
  }

  /** Lets only requests from the addresses of the lists through; every other request gets `action`. */
  public static allowOnly(options: IpGeoAllowOptions): IpGeoFirewall {
    return new IpGeoChoice('allow', options);
  }

  /** @internal checks the options and renders the firewall's arguments */
  public abstract _render(scope: Construct, prop: string): RenderedIpGeoFirewall;
}

class IpGeoChoice extends IpGeoFirewall {
  public constructor(private readonly mode: 'block' | 'allow', private readonly options: IpGeoBlockOptions | IpGeoAllowOptions) {
    super();
  }

  public _render(scope: Construct, prop: string): RenderedIpGeoFirewall {
    const lists: BoundNetworkList[] = [];
    const bind = (field: string, value: Array<NetworkList | NetworkListRef> | undefined): string[] | undefined => {
      const given = checkList(scope, `${prop}.${field}`, value, 'NetworkList or NetworkListRef');
      if (given === undefined || given.length === 0) return undefined;
      if (Token.isUnresolved(given)) throw propError(scope, `${prop}.${field}`, 'is a token; give the list of NetworkList or NetworkListRef');
      const bound = given.map((list, index) => bindNetworkList(scope, `${prop}.${field}[${index}]`, list));
      bound.forEach((list, index) => {
        const first = bound.findIndex((other) => other.id === list.id);
        if (first < index) refuse(scope, 'akamai/security-ip-geo-lists', `${prop}.${field}[${index}]`, `is also ${field}[${first}]; the lists are a set, so one would be dropped`);
      });
      lists.push(...bound);
      return bound.map((list) => list.id);
    };
    if (this.mode === 'allow') {
      const options = checkProps(scope, prop, this.options as IpGeoAllowOptions, ALLOW, 'IpGeoAllowOptions');
      const allowed = bind('allowedAddressLists', options.allowedAddressLists);
      if (allowed === undefined) refuse(scope, 'akamai/security-ip-geo-lists', `${prop}.allowedAddressLists`, 'is empty; a firewall that lets only listed addresses through needs at least one IP list, or it blocks every request');
      const blockAction = actionOf(scope, `${prop}.action`, options.action);
      checkLikeBlock(scope, 'akamai_appsec_ip_geo', { mode: 'allow', block_action: blockAction }, () => `${prop}.action`, 'akamai/appsec-ip-geo-block-action');
      return { config: { mode: 'allow', exceptionIpNetworkLists: allowed, blockAction }, lists };
    }
    const options = checkProps(scope, prop, this.options as IpGeoBlockOptions, BLOCK, 'IpGeoBlockOptions');
    const countries = bind('blockedCountryLists', options.blockedCountryLists);
    const addresses = bind('blockedAddressLists', options.blockedAddressLists);
    const exceptions = bind('exceptionLists', options.exceptionLists);
    if (countries === undefined && addresses === undefined) {
      refuse(scope, 'akamai/security-ip-geo-lists', prop, 'blocks nothing; give blockedCountryLists (GEO lists) or blockedAddressLists (IP lists)');
    }
    const action = actionOf(scope, `${prop}.action`, options.action);
    return {
      config: {
        mode: 'block',
        geoControls: countries === undefined ? undefined : { geoNetworkLists: countries, action },
        ipControls: addresses === undefined ? undefined : { ipNetworkLists: addresses, action },
        exceptionIpNetworkLists: exceptions,
      },
      lists,
    };
  }
}

/** A `NetworkList` or a `NetworkListRef`, bound. */
function bindNetworkList(scope: Construct, prop: string, list: NetworkList | NetworkListRef): BoundNetworkList {
  if (list instanceof NetworkList) return NetworkListRef.fromNetworkList(list)._bind(scope, prop);
  if (list instanceof NetworkListRef) return list._bind(scope, prop);
  throw propError(scope, prop, 'is not a NetworkList or a NetworkListRef; give a NetworkList of this app, NetworkListRef.fromId("12345_BLOCKEDCOUNTRIES") or NetworkListRef.fromName("...", NetworkListType.GEO)');
}

function actionOf(scope: Construct, prop: string, action: SecurityAction | undefined): string {
  if (action === undefined) return SecurityAction.DENY.value;
  if (!(action instanceof SecurityAction)) throw propError(scope, prop, 'is not a SecurityAction; use SecurityAction.DENY, SecurityAction.ALERT, SecurityAction.NONE or SecurityAction.customDeny(id)');
  return action.value;
}
