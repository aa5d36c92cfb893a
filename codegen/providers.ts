import { join } from 'path';

/**
 * A Terraform provider this package generates, defined once: codegen, the scripts, the tests and the
 * benchmarks read this list and nothing else. Adding a provider version is one edit here (and its
 * schema and constraints files).
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

/** Every provider this package generates, in the order they are generated. */
export const PROVIDERS: readonly ProviderTarget[] = [
  { name: 'cpln', source: 'controlplane-com/cpln', version: '1.2.26', schemaFile: 'schemas/cpln.json', constraintsFile: 'schemas/cpln.constraints.json', coversEveryType: true },
  { name: 'akamai', source: 'akamai/akamai', version: '9.3.0', schemaFile: 'schemas/akamai.json', constraintsFile: 'schemas/akamai.constraints.json', coversEveryType: false },
];

/** The repository root (codegen runs from source). */
export const ROOT = join(__dirname, '..');

/** The `provider_schemas` key Terraform uses for a registry source. */
export function providerAddress(target: ProviderTarget): string {
  return `registry.terraform.io/${target.source}`;
}
