import { propError } from '../prop-error';
import type { RenderedRouting, RoutingSite } from './bound';
import type { CplnGvc } from './gvc';
import { GvcRef } from './gvc-ref';
import { bindRouteTarget } from './route-target';
import type { CplnWorkload } from './workload';
import type { WorkloadRef } from './workload-ref';

/** A share of a route's traffic copied to another workload (responses from the copy are dropped). */
export interface RouteMirror {
  /** The workload that receives the copy, in the same location as the route's workload. */
  readonly workload: CplnWorkload | WorkloadRef;
  /** Percentage of the route's requests to copy, 0 to 100. */
  readonly percent: number;
  /**
   * Container port of the mirror workload that receives the copies (provider 1.2.27 and later).
   * @default - the first port the platform discovers on the mirror workload
   */
  readonly port?: number;
}

/**
 * A weighted share of a route's traffic sent to another workload instead of the route's own (a canary
 * release; provider 1.2.31 and later). The route's workload keeps the rest. Only on `http` and `http2` ports.
 *
 * Changing a weight is an in-place update of the domain: the next plan shows the changed `weight` and
 * nothing is replaced. A weight of 0 keeps the canary configured with no traffic.
 */
export interface RouteCanary {
  /** The workload that receives the canary traffic, in the same GVC. */
  readonly workload: CplnWorkload | WorkloadRef;
  /** Percentage of the route's requests this canary receives, 0 to 100; the canaries of a route sum to at most 100. */
  readonly weight: number;
  /**
   * Container port of the canary workload that receives the traffic.
   * @default - the first port its containers expose
   */
  readonly port?: number;
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
   * The workload that serves the route; the workloads a domain routes to are of one GVC.
   * @default - the workload of the `WorkloadWithDomain` (a `CplnDomain` needs one)
   */
  readonly workload?: CplnWorkload | WorkloadRef;
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
  /**
   * Workloads that receive a weighted share of the route's traffic instead of its workload (canary releases).
   * @default - the route's workload receives all of its traffic
   */
  readonly canaries?: RouteCanary[];
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

/** How a domain sends requests to workloads: pick one of the static factories. */
export abstract class DomainRouting {
  /**
   * Path-based routing on the domain's port (the domain's inline `route` blocks).
   *
   * @param routes the routes, written in this order; more can be added with `addRoute` (which also suits Python and
   * Java users better: jsii's runtime keeps only the keys it knows of a dictionary inside a list). Without routes, a
   * `WorkloadWithDomain` adds one default route sending `/` to its workload's first container port, kept last after
   * any added with `addRoute`; with routes, no `/` route is added.
   */
  public static pathRoutes(routes?: DomainRouteOptions[]): DomainRouting {
    return new PathRouting(routes);
  }

  /**
   * GVC subdomain routing (`gvc_link`): every workload of the GVC is served on `<workload>.<domain>`. Cannot be
   * combined with path routes. With the HTTP-01 challenge in `DnsMode.CNAME` it needs a server certificate.
   *
   * @param gvc the GVC whose workloads are served
   * @default - the GVC of the `WorkloadWithDomain`'s workload (a `CplnDomain` needs one)
   */
  public static gvcSubdomains(gvc?: CplnGvc | GvcRef): DomainRouting {
    return new GvcSubdomainRouting(gvc);
  }

  /**
   * Per-replica subdomains (`workload_link`): each replica of a stateful workload gets its own subdomain. The port
   * carries the one route `/` to the workload the platform wants; no other path routes can be added. The platform
   * refuses the HTTP-01 challenge with it.
   *
   * @param workload the stateful workload
   * @default - the workload of the `WorkloadWithDomain` (a `CplnDomain` needs one)
   */
  public static replicaSubdomains(workload?: CplnWorkload | WorkloadRef): DomainRouting {
    return new ReplicaSubdomainRouting(workload);
  }

  /** The routing mode this choice stands for. */
  public abstract readonly mode: DomainRoutingMode;

  /** @internal renders the choice for a domain, adding its routes */
  public abstract _render(site: RoutingSite<DomainRouteOptions>): RenderedRouting;
}

class PathRouting extends DomainRouting {
  public readonly mode = DomainRoutingMode.PATH_ROUTES;

  public constructor(private readonly routes: DomainRouteOptions[] | undefined) {
    super();
  }

  public _render(site: RoutingSite<DomainRouteOptions>): RenderedRouting {
    if (this.routes !== undefined && !Array.isArray(this.routes)) {
      throw propError(site.construct, 'routing', 'DomainRouting.pathRoutes(routes): routes is not a list of DomainRouteOptions');
    }
    (this.routes ?? []).forEach((route, index) => site.addRouteLabelled(`routing.routes[${index}]`, route));
    if (this.routes === undefined && site.workload !== undefined) site.addDefaultRoute('the default route (DomainRouting.pathRoutes() without routes)');
    return { pathRoutes: true };
  }
}

class GvcSubdomainRouting extends DomainRouting {
  public readonly mode = DomainRoutingMode.GVC_SUBDOMAINS;

  public constructor(private readonly gvc: CplnGvc | GvcRef | undefined) {
    super();
  }

  public _render(site: RoutingSite<DomainRouteOptions>): RenderedRouting {
    const gvc = this.gvc === undefined ? site.gvc : GvcRef._of(site.construct, 'routing', this.gvc)._bind(site.construct, 'routing');
    if (gvc === undefined) throw propError(site.construct, 'routing', 'DomainRouting.gvcSubdomains() names no GVC; give the GVC whose workloads the domain serves: DomainRouting.gvcSubdomains(GvcRef.fromName("<name>"))');
    return { gvcLink: gvc.selfLink(site.construct), gvc, pathRoutes: false };
  }
}

class ReplicaSubdomainRouting extends DomainRouting {
  public readonly mode = DomainRoutingMode.REPLICA_SUBDOMAINS;

  public constructor(private readonly workload: CplnWorkload | WorkloadRef | undefined) {
    super();
  }

  public _render(site: RoutingSite<DomainRouteOptions>): RenderedRouting {
    const workload = bindRouteTarget(site.construct, 'routing', this.workload) ?? site.workload;
    if (workload === undefined) throw propError(site.construct, 'routing', 'DomainRouting.replicaSubdomains() names no workload; give the stateful workload: DomainRouting.replicaSubdomains(workload)');
    // The platform wants the port's one route to the workload the domain links (ai-plugin skills/domain: "every port
    // exactly ONE route to that same workload").
    site.addDefaultRoute('the route of per-replica subdomains (DomainRouting.replicaSubdomains)', workload);
    return { workloadLink: workload.link, pathRoutes: true };
  }
}
