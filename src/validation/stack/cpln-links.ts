import { isUnresolved } from '../values';
import type { StackBlock, StackJson } from './stack-json';

/**
 * A Control Plane link: `/org/<org>/gvc/<gvc>/<kind>/<name>`, `/org/<org>/<kind>/<name>`, or the org-relative `//...`.
 */
export interface CplnLink {
  readonly gvc?: string;
  readonly kind: string;
  readonly name: string;
}

const LINK = /^(?:\/org\/[^/]+|\/)\/(?:gvc\/([^/]+)\/)?([a-z0-9]+)\/([^/]+)$/;

/** The parts of a link written as a literal (a GVC segment may be a reference); undefined for anything else. */
export function parseLink(value: unknown): CplnLink | undefined {
  if (typeof value !== 'string') return undefined;
  const match = LINK.exec(value);
  if (match === null || isUnresolved(match[3])) return undefined;
  return { gvc: match[1], kind: match[2], name: match[3] };
}

/**
 * The name of a GVC given as a literal or as a reference to a `cpln_gvc` (or `data.cpln_gvc`) of the stack with a
 * literal name.
 */
export function gvcName(stack: StackJson, value: unknown): string | undefined {
  if (typeof value === 'string' && !isUnresolved(value)) return value;
  const gvc = stack.referenced(value, ['cpln_gvc', 'data.cpln_gvc'])?.block.config.name;
  return typeof gvc === 'string' && !isUnresolved(gvc) ? gvc : undefined;
}

/** The `cpln_gvc` of the stack a GVC name or reference names (by reference, or the one whose literal name it is). */
export function gvcBlock(stack: StackJson, value: unknown): StackBlock | undefined {
  const referenced = stack.referenced(value, ['cpln_gvc']);
  if (referenced !== undefined) return referenced.block;
  const name = gvcName(stack, value);
  const found = name === undefined ? [] : stack.blocks('cpln_gvc').filter((block) => block.config.name === name);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * What a workload link names: the workload of the stack (by reference to it, or by literal link naming its GVC and
 * name) and its GVC's name, each when known at synth.
 */
export function workloadOf(stack: StackJson, value: unknown): { block?: StackBlock; gvc?: string } {
  const referenced = stack.referenced(value, ['cpln_workload', 'data.cpln_workload']);
  if (referenced !== undefined) return { block: referenced.block, gvc: gvcName(stack, referenced.block.config.gvc) };
  const link = parseLink(value);
  if (link === undefined || link.kind !== 'workload') return {};
  const gvc = link.gvc !== undefined && !isUnresolved(link.gvc) ? link.gvc : undefined;
  const found = stack.blocks('cpln_workload').filter((block) => block.config.name === link.name && gvc !== undefined && gvcName(stack, block.config.gvc) === gvc);
  return { block: found.length === 1 ? found[0] : undefined, gvc };
}

/** The block of a type that a link or name names: by reference, by literal link of its kind, or by literal name. */
export function namedBlock(stack: StackJson, value: unknown, type: string, kind: string): StackBlock | undefined {
  const referenced = stack.referenced(value, [type]);
  if (referenced !== undefined) return referenced.block;
  const link = parseLink(value);
  const name = link !== undefined ? (link.kind === kind ? link.name : undefined) : typeof value === 'string' && !isUnresolved(value) && !value.includes('/') ? value : undefined;
  const found = name === undefined ? [] : stack.blocks(type).filter((block) => block.config.name === name);
  return found.length === 1 ? found[0] : undefined;
}
