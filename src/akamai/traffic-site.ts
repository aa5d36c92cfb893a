import type { Construct } from 'constructs';

// What the parts of a TrafficDomain know of it (not part of the public API).

/** The domain a datacenter or a property belongs to. */
export interface TrafficDomainSite {
  /** The TrafficDomain construct: the scope of its parts, and what tells two domains apart. */
  readonly scope: Construct;
  /**
   * The domain's name as the parts' `domain` argument takes it: a reference to the domain resource's `name`,
   * so Terraform creates every part after the domain and deletes it before.
   */
  readonly domainName: string;
  /** The domain's `waitOnComplete`, which its parts share (undefined: the provider's default, true). */
  readonly waitOnComplete?: boolean;
}

/** A datacenter id the GTM API reserves (the default datacenters), by what it is reserved for. */
export type ReservedDatacenter = 'maps' | 'ipv4' | 'ipv6';

/** What a property's traffic targets need, by its type. */
export type TargetKind =
  /** A weight each (the API requires it for failover, weighted and performance properties). */
  | 'weighted'
  /** A precedence each, the lowest on one target only (ranked failover; the provider sends 0 when none is given). */
  | 'ranked'
  /** The domain's IPv4 and IPv6 default datacenters (IP version selector). */
  | 'ipVersions'
  /** Nothing more (the map types). */
  | 'plain'
  /** None: a static property answers with its record sets. */
  | 'none';

/** What a property type writes into the property. */
export interface RenderedPropertyType {
  readonly mapName?: string;
  readonly stickinessBonusPercentage?: number;
  readonly stickinessBonusConstant?: number;
}
