import { Workload } from '../gen/cpln/workload';

/** A share of a route's traffic copied to another workload (responses from the copy are dropped). */
export interface RouteMirror {
  /**
   * The workload that receives the copy.
   * @default - `workloadLink` must be given
   */
  readonly workload?: Workload;
  /**
   * Link of the workload that receives the copy, when it is not a construct of this app
   * (`/org/<org>/gvc/<gvc>/workload/<name>`).
   * @default - `workload` must be given
   */
  readonly workloadLink?: string;
  /** Percentage of the route's requests to copy, 0 to 100. */
  readonly percent: number;
}

/** One path route on the domain's port. */
export interface DomainRouteOptions {
  /**
   * Path prefix the route matches, starting with `/`.
   * @default - "/" when `regex` is not given
   */
  readonly prefix?: string;
  /**
   * Regular expression (RE2 syntax) the path must match, instead of a prefix.
   * @default - the route matches by `prefix`
   */
  readonly regex?: string;
  /**
   * Replaces the matched prefix before the request reaches the workload (for example `/` to strip `/api`).
   * @default - the path is forwarded unchanged
   */
  readonly replacePrefix?: string;
  /**
   * Host header prefix the route matches (needs a GVC with a dedicated load balancer and `acceptAllHosts`).
   * @default - every host
   */
  readonly hostPrefix?: string;
  /**
   * Regular expression the host header must match (same requirements as `hostPrefix`).
   * @default - every host
   */
  readonly hostRegex?: string;
  /**
   * The workload that serves the route, in the same GVC.
   * @default - the workload of the `WorkloadWithDomain`
   */
  readonly workload?: Workload;
  /**
   * Link of the workload that serves the route, when it is not a construct of this app.
   * @default - the workload of the `WorkloadWithDomain`
   */
  readonly workloadLink?: string;
  /**
   * Container port of the target workload that receives the traffic.
   * @default - the first port its containers expose
   */
  readonly port?: number;
  /**
   * Replica of a stateful workload that receives all of the route's traffic.
   * @default - traffic is spread over all replicas
   */
  readonly replica?: number;
  /**
   * Request headers set (or overwritten) on every request of the route.
   * @default - headers are forwarded unchanged
   */
  readonly requestHeaders?: { [name: string]: string };
  /**
   * Copies of the route's traffic sent to other workloads in the same location.
   * @default - no mirroring
   */
  readonly mirrors?: RouteMirror[];
}

/** The kinds of routing a domain can do. */
export enum DomainRoutingMode {
  /** Path routes on the domain's port, each to a workload and port. */
  PATH_ROUTES = 'PATH_ROUTES',
  /** Every workload of the GVC gets the subdomain `<workload>.<domain>`. */
  GVC_SUBDOMAINS = 'GVC_SUBDOMAINS',
  /** Every replica of a stateful workload gets a subdomain of its own. */
  REPLICA_SUBDOMAINS = 'REPLICA_SUBDOMAINS',
}

/** How a `WorkloadWithDomain` domain sends requests to workloads: pick one of the static factories. */
export class DomainRouting {
  /**
   * Path-based routing on the domain's port (the domain's inline `route` blocks).
   *
   * @param routes the routes, written in this order; more can be added with `WorkloadWithDomain.addRoute`.
   * Without routes, one default route sends `/` to the workload's first container port; it stays the
   * last route, after any added with `addRoute`.
   */
  public static pathRoutes(routes?: DomainRouteOptions[]): DomainRouting {
    return new DomainRouting(DomainRoutingMode.PATH_ROUTES, routes ?? [], routes === undefined);
  }

  /**
   * GVC subdomain routing (`gvc_link`): every workload of the GVC is served on `<workload>.<domain>`.
   * Cannot be combined with path routes. In `DnsMode.CNAME` it needs a server certificate.
   */
  public static gvcSubdomains(): DomainRouting {
    return new DomainRouting(DomainRoutingMode.GVC_SUBDOMAINS, [], false);
  }

  /**
   * Per-replica subdomains (`workload_link`): each replica of the (stateful) workload gets its own
   * subdomain. Cannot be combined with path routes. In `DnsMode.CNAME` it needs a server certificate.
   */
  public static replicaSubdomains(): DomainRouting {
    return new DomainRouting(DomainRoutingMode.REPLICA_SUBDOMAINS, [], false);
  }

  /** The routing mode this choice stands for. */
  public readonly mode: DomainRoutingMode;

  /** The path routes given to `pathRoutes` (empty for the subdomain modes). */
  public readonly routes: DomainRouteOptions[];

  /** @internal whether the construct adds the default `/` route to its own workload */
  public readonly _defaultRoute: boolean;

  private constructor(mode: DomainRoutingMode, routes: DomainRouteOptions[], defaultRoute: boolean) {
    this.mode = mode;
    this.routes = routes;
    this._defaultRoute = defaultRoute;
  }
}
