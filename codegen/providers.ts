import { join } from 'path';

/**
 * A Terraform provider this package generates, defined once in codegen/definitions.json: codegen, the
 * scripts, the tests and the benchmarks read that file and nothing else. Adding a provider version is
 * one edit there (and its schema and constraints files).
 */
export interface ProviderTarget {
  /** Short name: the prefix of its types, the output folder and the namespace exported from the package root. */
  readonly name: string;
  /** Registry source, as in `required_providers`. */
  readonly source: string;
  /** The provider version the schema was transcribed from; synthesized stacks require exactly this version. */
  readonly version: string;
  /** The provider's schema, in the format of `terraform providers schema -json`, relative to the repository root. */
  readonly schemaFile: string;
  /** The provider's constraint rules (codegen/catalog.ts), relative to the repository root. */
  readonly constraintsFile: string;
  /** Whether the schema holds every resource and data source of the version (validation then refuses unknown types). */
  readonly coversEveryType: boolean;
}

/** Every provider this package generates, in the order they are generated (codegen/definitions.json). */
export const PROVIDERS: readonly ProviderTarget[] = (require('./definitions.json') as { providers: ProviderTarget[] }).providers;

/** The repository root (codegen runs from source). */
export const ROOT = join(__dirname, '..');

/** The `provider_schemas` key Terraform uses for a registry source. */
export function providerAddress(target: ProviderTarget): string {
  return `registry.terraform.io/${target.source}`;
}
