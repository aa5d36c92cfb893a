import { Construct } from 'constructs';
import { Token } from '../framework';
import type { Gvc } from '../gen/cpln/gvc';
import { Workload, WorkloadContainer } from '../gen/cpln/workload';
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
  /** The workload's resource, when it is one of this app. */
  readonly workload?: Workload;
  /** The ports its containers expose, when they are known at synth. */
  readonly ports?: () => number[] | undefined;
}

/** What to give instead of a value that is not a WorkloadRef. */
export function workloadHint(value: unknown): string {
  if (value instanceof Workload) return 'WorkloadRef.fromWorkload(workload)';
  if (value instanceof Construct && (value as { service?: unknown }).service instanceof Construct) return 'site.service (the CplnWorkload of the WorkloadWithDomain)';
  if (typeof value === 'string') return `WorkloadRef.fromLink(${show(value)})`;
  return 'a CplnWorkload, WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink("/org/<org>/gvc/<gvc>/workload/<name>")';
}

/** What a routing choice needs of the domain it routes for. */
export interface RoutingSite<Route> {
  /** The domain's construct: problems are reported on it. */
  readonly construct: Construct;
  /** The workload the domain serves by default (a `WorkloadWithDomain`'s), if it has one. */
  readonly workload?: BoundWorkload;
  /** The GVC of the workload it serves by default, if it has one. */
  readonly gvc?: BoundGvc;
  /** Adds a path route, labelled for messages. */
  addRouteLabelled(label: string, route: Route): void;
  /** Adds the default route: `/` to a workload's first port (the default workload's unless given), kept last. */
  addDefaultRoute(label: string, workload?: BoundWorkload): void;
}

/** What a routing choice writes into the domain's spec. */
export interface RenderedRouting {
  readonly gvcLink?: string;
  /** The GVC whose subdomains are served. */
  readonly gvc?: BoundGvc;
  readonly workloadLink?: string;
  /** Whether the port carries inline routes. */
  readonly pathRoutes: boolean;
}

/**
 * The container ports a list of containers exposes, in order, without repeats; undefined when they cannot be known at
 * synth.
 */
export function exposedPorts(containers: unknown): number[] | undefined {
  if (!Array.isArray(containers) || Token.isUnresolved(containers)) return undefined;
  const ports: number[] = [];
  for (const container of containers as WorkloadContainer[]) {
    if (Token.isUnresolved(container) || Token.isUnresolved(
      container.ports,
    ) || (container.ports !== undefined && !Array.isArray(container.ports))) return undefined;
    for (const port of container.ports ?? []) {
      if (Token.isUnresolved(port) || Token.isUnresolved(port.number)) return undefined;
      if (!ports.includes(port.number)) ports.push(port.number);
    }
  }
  return ports;
}
