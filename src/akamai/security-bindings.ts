import type { ITerraformDependable } from '../framework';
import type { AppsecIpGeoConfig } from '../gen/akamai/appsec-ip-geo';

// What the parts of a SecurityConfiguration and a NetworkList hand each other (not part of the public API).

/** What a construct writes into one activation resource. */
export interface RenderedSecurityActivation {
  readonly network: 'STAGING' | 'PRODUCTION';
  readonly notificationEmails: string[];
  readonly note?: string;
}

/** What a construct needs of a network list it names. */
export interface BoundNetworkList {
  /** The list's unique id. */
  readonly id: string;
  /**
   * The list's activations, when it is a `NetworkList` of this app: what a configuration's activation on that network
   * waits for.
   */
  readonly staging?: ITerraformDependable;
  readonly production?: ITerraformDependable;
}

/** The arguments of `akamai_appsec_ip_geo` a firewall sets, and the lists it names. */
export interface RenderedIpGeoFirewall {
  readonly config: Pick<AppsecIpGeoConfig, 'mode' | 'geoControls' | 'ipControls' | 'exceptionIpNetworkLists' | 'blockAction'>;
  readonly lists: BoundNetworkList[];
}
