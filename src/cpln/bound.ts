import { Construct, IConstruct } from 'constructs';
import type { Gvc } from '../gen/cpln/gvc';
import { Workload } from '../gen/cpln/workload';
import { show } from '../prop-error';

// What the reference classes yield when a construct binds them, and what a routing choice needs of its
// construct (not part of the public API). Nothing here imports the reference classes, so they can import it.

/** What a construct needs of a GVC: its name and, when routing needs it, its link. */
export interface BoundGvc {
  /** The GVC's name, as a literal or a Terraform reference. */
  readonly name: string;
  /** The GVC construct, when it is one of this app. */
  readonly resource?: Gvc;
  /** The GVC's self link; may create a lookup in `scope` the first time it is read. */
  selfLink(scope: Construct): string;
  /** Checks at synth that the GVC has a dedicated load balancer, or warns where it cannot be checked. */
  requireDedicatedLoadBalancer(scope: Construct, prop: string): void;
}

/** What a route needs of the workload it sends traffic to. */
export interface BoundWorkload {
  readonly link: string;
  /** The workload construct, when it is one of this app (its ports and type can be checked). */
  readonly workload?: Workload;
}

/** What to give instead of a value that is not a WorkloadRef. */
export function workloadHint(value: unknown): string {
  if (value instanceof Workload) return 'WorkloadRef.fromWorkload(workload)';
  if (typeof value === 'string') return `WorkloadRef.fromLink(${show(value)})`;
  if (value instanceof Construct && (value as { workload?: unknown }).workload instanceof Workload) return 'WorkloadRef.fromWorkload(site.workload) (the workload of the WorkloadWithDomain)';
  return 'WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink("/org/<org>/gvc/<gvc>/workload/<name>")';
}

/** What a routing choice needs of the construct it routes for. */
export interface RoutingSite<Route> {
  /** The construct the routing is set on: problems are reported on it. */
  readonly construct: IConstruct;
  /** The workload's type (`stateful`, ...). */
  readonly workloadType: string;
  /** The workload's link. */
  readonly workloadLink: string;
  /** The GVC's link (may look it up). */
  gvcLink(): string;
  /** Adds a path route, labelled for messages. */
  addRouteLabelled(label: string, route: Route): void;
  /** Adds the default route: `/` to the workload's first port, kept last. */
  addDefaultRoute(label: string): void;
}

/** What a routing choice writes into the domain's spec. */
export interface RenderedRouting {
  readonly gvcLink?: string;
  readonly workloadLink?: string;
  /** Whether the port carries inline routes. */
  readonly pathRoutes: boolean;
}
