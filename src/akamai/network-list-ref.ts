import { Construct } from 'constructs';
import { Token } from '../framework';
import { DataAkamaiNetworklistNetworkLists } from '../gen/akamai/data-akamai-networklist-network-lists';
import { propError, show } from '../prop-error';
import { NetworkList, NetworkListType } from './network-list';
import type { BoundNetworkList } from './security-bindings';

/**
 * A network list: one of this app (`fromNetworkList`), or an existing one by unique id (`fromId`) or by name
 * and type (`fromName`, a `data.akamai_networklist_network_lists` lookup).
 */
export abstract class NetworkListRef {
  /** A `NetworkList` of this app; a configuration's activation waits for the list's activation on the same network. */
  public static fromNetworkList(list: NetworkList): NetworkListRef {
    return new NetworkListConstructRef(list);
  }

  /** An existing list by its unique id (`12345_BLOCKEDCOUNTRIES`). */
  public static fromId(networkListId: string): NetworkListRef {
    return new NetworkListIdRef(networkListId);
  }

  /**
   * An existing list, looked up by name and type (a `data.akamai_networklist_network_lists`). The API searches
   * names, and the lookup takes the first list it returns: use `fromId` where names overlap.
   */
  public static fromName(name: string, type: NetworkListType): NetworkListRef {
    return new NetworkListNameRef(name, type);
  }

  /** @internal the list's id, type and activations, creating a lookup in `scope` the first time it is needed */
  public abstract _bind(scope: Construct, prop: string): BoundNetworkList;
}

class NetworkListConstructRef extends NetworkListRef {
  public constructor(private readonly list: NetworkList) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundNetworkList {
    if (!(this.list instanceof NetworkList)) throw propError(scope, prop, 'NetworkListRef.fromNetworkList(...) takes a NetworkList construct');
    return {
      id: this.list.networkListId,
      staging: this.list.stagingActivation,
      production: this.list.productionActivation,
    };
  }
}

class NetworkListIdRef extends NetworkListRef {
  public constructor(private readonly id: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundNetworkList {
    if (typeof this.id !== 'string' || (!Token.isUnresolved(this.id) && this.id.trim() === '')) {
      throw propError(scope, prop, `NetworkListRef.fromId(${show(this.id)}): give the list's unique id, for example "12345_BLOCKEDCOUNTRIES"`);
    }
    return { id: this.id };
  }
}

class NetworkListNameRef extends NetworkListRef {
  private readonly lookups = new WeakMap<Construct, string>();

  public constructor(private readonly name: string, private readonly type: NetworkListType) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundNetworkList {
    if (typeof this.name !== 'string') throw propError(scope, prop, `NetworkListRef.fromName(${show(this.name)}, ...): the name is not a string`);
    if (!Object.values(NetworkListType).includes(this.type)) throw propError(scope, prop, `NetworkListRef.fromName(..., ${show(this.type)}): the type is not a NetworkListType; allowed: NetworkListType.IP, NetworkListType.GEO`);
    let id = this.lookups.get(scope);
    if (id === undefined) {
      const lookup = new DataAkamaiNetworklistNetworkLists(scope, `NetworkList${this.type}${nextLookup(scope)}`, { name: this.name, type: this.type });
      id = lookup.id;
      this.lookups.set(scope, id);
    }
    return { id };
  }
}

/** A counter per scope, so that several name lookups in one construct get distinct ids in the order they are bound. */
const lookupCounts = new WeakMap<Construct, number>();
function nextLookup(scope: Construct): number {
  const next = (lookupCounts.get(scope) ?? 0) + 1;
  lookupCounts.set(scope, next);
  return next;
}
