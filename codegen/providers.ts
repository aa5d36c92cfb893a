/** A Terraform provider whose L1 classes are generated from `schemas/<name>.json`. */
export interface ProviderTarget {
  /** Short name: the schema file name, the output folder and the namespace exported from the package root. */
  readonly name: string;
  /** Registry source, as in `required_providers`. */
  readonly source: string;
  /** The provider version the schema was transcribed from; synthesized stacks require exactly this version. */
  readonly version: string;
}

/** Every provider this package generates, in the order they are generated. */
export const PROVIDERS: readonly ProviderTarget[] = [
  { name: 'cpln', source: 'controlplane-com/cpln', version: '1.2.26' },
  { name: 'akamai', source: 'akamai/akamai', version: '9.3.0' },
];

/** The `provider_schemas` key Terraform uses for a registry source. */
export function providerAddress(target: ProviderTarget): string {
  return `registry.terraform.io/${target.source}`;
}
