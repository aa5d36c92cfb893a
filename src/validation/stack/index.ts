import type { Problem } from '../problem';
import { akamaiDnsRecords } from './akamai-dns';
import { akamaiReferences } from './akamai-references';
import { cplnDomainRoutes } from './cpln-domain-routes';
import { cplnSecretTypes } from './cpln-secret-types';
import { cplnWorkloads } from './cpln-workloads';
import { StackCheck, StackJson } from './stack-json';

/** Every check across the blocks of a stack (one file each; its rules declared with it). */
const CHECKS: readonly StackCheck[] = [
  cplnDomainRoutes,
  cplnWorkloads,
  cplnSecretTypes,
  akamaiDnsRecords,
  akamaiReferences,
];

/** The rules of the checks across blocks, by id, with what each refuses. */
export const STACK_RULES: Readonly<Record<string, string>> = Object.assign({}, ...CHECKS.map((check) => check.rules));

/** The problems of every check across the blocks of a stack's synthesized JSON. */
export function stackProblems(json: Record<string, any>, fallbackPath: string): Problem[] {
  const stack = new StackJson(json, fallbackPath);
  return CHECKS.flatMap((check) => check.check(stack));
}
