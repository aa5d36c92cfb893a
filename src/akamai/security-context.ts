import { Construct } from 'constructs';
import { dependable, type ITerraformDependable } from '../framework';
import type { BoundNetworkList } from './security-bindings';

// What a SecurityConfiguration gives the policies built in it (not part of the public API).

/** A resource or data source whose `depends_on` can grow after it is created. */
export interface Waiting extends ITerraformDependable {
  dependsOn?: string[];
}

/** A security configuration as its policies and their parts see it. */
export interface SecurityContext {
  /** The configuration's id (a reference). */
  readonly configId: number;
  /** The configuration's hosts, as written (a token when unknown at synth). */
  readonly hosts: string[];
  /**
   * Puts a resource that edits the configuration's version in line: it waits for the one added before it, and
   * the version the activations activate is read after it.
   */
  addPart(resource: Waiting): void;
  /** Notes network lists the configuration uses: its activation on a network waits for theirs. */
  useNetworkLists(lists: readonly BoundNetworkList[]): void;
  /** Notes that a match target was added (an activation needs one). */
  addMatchTarget(): void;
}

const contexts = new WeakMap<Construct, SecurityContext>();

/** Registers the context of a configuration construct. */
export function registerSecurityContext(configuration: Construct, context: SecurityContext): void {
  contexts.set(configuration, context);
}

/** The context of the configuration construct `scope`, or undefined when `scope` is not one. */
export function securityContextOf(scope: Construct): SecurityContext | undefined {
  return contexts.get(scope);
}

const waited = new WeakMap<Waiting, Set<ITerraformDependable>>();

/** Adds waits to a resource's `depends_on`, each once, in order. */
export function addWaits(resource: Waiting, waits: ReadonlyArray<ITerraformDependable | undefined>): void {
  let seen = waited.get(resource);
  if (seen === undefined) waited.set(resource, (seen = new Set()));
  for (const wait of waits) {
    if (wait === undefined || seen.has(wait)) continue;
    seen.add(wait);
    resource.dependsOn = [...(resource.dependsOn ?? []), dependable(wait)];
  }
}
