import { Token } from 'cdktf';
import { Construct, IConstruct } from 'constructs';
import { DataCplnGvc } from '../gen/cpln/data-cpln-gvc';
import { Gvc } from '../gen/cpln/gvc';
import { Secret } from '../gen/cpln/secret';
import { Workload, WorkloadContainer } from '../gen/cpln/workload';
import { propError, show } from '../prop-error';
import { GvcRef } from './gvc-ref';
import { SecretRef } from './secret-ref';
import type { DomainRouteOptions } from './domain-routing';
import { WorkloadRef } from './workload-ref';

// How the reference classes are bound by the constructs that take them (not part of the public API).

/** What a construct needs of a GVC: its name and, when routing needs it, its link. */
export interface BoundGvc {
  /** The GVC's name, as a literal or a Terraform reference. */
  readonly name: string;
  /** The GVC's self link; may create a lookup in `scope` the first time it is read. */
  selfLink(scope: Construct): string;
  /** Checks at synth that the GVC has a dedicated load balancer, or warns where it cannot be checked. */
  requireDedicatedLoadBalancer(scope: Construct, prop: string): void;
}

/** Throws unless `value` is a GvcRef, explaining how to make one from what was given. */
export function bindGvc(scope: Construct, prop: string, value: unknown): BoundGvc {
  if (value instanceof GvcRef) return value._bind(scope, prop);
  const hint = value instanceof Gvc ? 'GvcRef.fromGvc(gvc)' : value instanceof DataCplnGvc ? 'GvcRef.fromLookup(lookup)' : typeof value === 'string' ? `GvcRef.fromName(${show(value)})` : 'GvcRef.fromGvc(gvc), GvcRef.fromLookup(lookup) or GvcRef.fromName("main")';
  throw propError(scope, prop, `${value === undefined ? 'missing' : 'is not a GvcRef'}; give ${hint}`);
}

/** What a route needs of the workload it sends traffic to. */
export interface BoundWorkload {
  readonly link: string;
  /** The workload construct, when it is one of this app (its ports and type can be checked). */
  readonly workload?: Workload;
}

/** Binds an optional WorkloadRef prop; throws for anything else. */
export function bindWorkload(scope: Construct, prop: string, value: unknown): BoundWorkload | undefined {
  if (value === undefined) return undefined;
  if (value instanceof WorkloadRef) return value._bind(scope, prop);
  throw propError(scope, prop, `is not a WorkloadRef; give ${workloadHint(value)}`);
}

/** The link of an optional SecretRef prop; throws for anything else. */
export function secretLink(scope: Construct, prop: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof SecretRef) return value._certificateLink(scope, prop);
  const hint = value instanceof Secret ? 'SecretRef.fromSecret(secret)' : typeof value === 'string' ? `SecretRef.fromLink(${show(value)})` : 'SecretRef.fromSecret(secret) or SecretRef.fromLink("/org/<org>/secret/<name>")';
  throw propError(scope, prop, `is not a SecretRef; give ${hint}`);
}

/** What to give instead of a value that is not a WorkloadRef. */
export function workloadHint(value: unknown): string {
  if (value instanceof Workload) return 'WorkloadRef.fromWorkload(workload)';
  if (typeof value === 'string') return `WorkloadRef.fromLink(${show(value)})`;
  if (value instanceof Construct && (value as { workload?: unknown }).workload instanceof Workload) return 'WorkloadRef.fromWorkload(site.workload) (the workload of the WorkloadWithDomain)';
  return 'WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink("/org/<org>/gvc/<gvc>/workload/<name>")';
}


/** The container ports a list of containers exposes, in order, without repeats; undefined when they cannot be known at synth. */
export function exposedPorts(containers: unknown): number[] | undefined {
  if (!Array.isArray(containers) || Token.isUnresolved(containers)) return undefined;
  const ports: number[] = [];
  for (const container of containers as WorkloadContainer[]) {
    if (Token.isUnresolved(container) || Token.isUnresolved(container.ports) || (container.ports !== undefined && !Array.isArray(container.ports))) return undefined;
    for (const port of container.ports ?? []) {
      if (Token.isUnresolved(port) || Token.isUnresolved(port.number)) return undefined;
      if (!ports.includes(port.number)) ports.push(port.number);
    }
  }
  return ports;
}

/** What a routing choice needs of the construct it routes for. */
export interface RoutingSite extends IConstruct {
  /** The workload's type (`stateful`, ...). */
  readonly workloadType: string;
  /** The workload's link. */
  readonly workloadLink: string;
  /** The GVC's link (may look it up). */
  gvcLink(): string;
  /** Adds a path route, labelled for messages. */
  addRouteLabelled(label: string, route: DomainRouteOptions): void;
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

