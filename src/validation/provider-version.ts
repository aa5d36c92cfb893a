import type { ProviderCatalog } from './catalog';
import type { Problem } from './problem';
import { isObject } from './values';

/**
 * The schema findings that hold only for the provider version a catalog describes: a newer provider may
 * have the type or the argument, or make a required argument optional or a computed one settable. The value
 * rules (ranges, patterns, ...) do not depend on it and stay errors.
 */
export const VERSION_DEPENDENT_RULES: readonly string[] = ['schema/unknown-type', 'schema/unknown-argument', 'schema/missing-required', 'schema/computed-only'];

/**
 * When the stack's `terraform.required_providers` asks for another version of the catalog's provider than
 * the one the catalog describes, a function that turns its version-dependent findings into warnings naming
 * both versions; otherwise undefined. Only a constraint of exactly the catalog's version (`1.2.31`,
 * `= 1.2.31`) matches: a range (`~> 1.2.31`, `>= 1.2`) lets Terraform install a newer provider.
 */
export function versionMismatch(
  json: Record<string, any>,
  catalog: ProviderCatalog,
): ((problem: Problem) => Problem) | undefined {
  const required = json.terraform?.required_providers?.[catalog.name];
  const constraint = isObject(required) ? required.version : undefined;
  if (typeof constraint !== 'string' || exactVersion(constraint) === catalog.version) return undefined;
  const note = `; the stack requires ${catalog.source} ${JSON.stringify(constraint)} and this package checks it against ${catalog.version}, the version it describes, so this is a warning`;
  return (problem) => VERSION_DEPENDENT_RULES.includes(problem.rule) ? { ...problem, severity: 'warning', message: `${problem.message}${note}` } : problem;
}

/** The version of a constraint that admits exactly one (`1.2.31`, `=1.2.31`, `= v1.2.31`), else undefined. */
function exactVersion(constraint: string): string | undefined {
  return /^\s*=?\s*v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\s*$/.exec(constraint)?.[1];
}
