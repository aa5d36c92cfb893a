/**
 * Terraform's meta-arguments (https://developer.hashicorp.com/terraform/language/meta-arguments): the keys a
 * resource or data source block takes besides its schema's, each with the property of the framework's
 * `TerraformMetaArguments` that writes it. Codegen keeps them out of the schemas' names and accepts them in the
 * generated configs; the validation accepts them in the stack JSON.
 */
export const META_ARGUMENTS: ReadonlyArray<{ readonly name: string; readonly property: string }> = [
  { name: 'depends_on', property: 'dependsOn' },
  { name: 'count', property: 'count' },
  { name: 'provider', property: 'provider' },
  { name: 'lifecycle', property: 'lifecycle' },
  { name: 'for_each', property: 'forEach' },
  { name: 'provisioner', property: 'provisioners' },
  { name: 'connection', property: 'connection' },
];

/** The meta-arguments as the stack JSON writes them (`for_each`). */
export const RESOURCE_META: ReadonlySet<string> = new Set(META_ARGUMENTS.map((meta) => meta.name));

/**
 * The properties of the framework's `TerraformMetaArguments` (`forEach`), which every resource and data source config
 * extends.
 */
export const META_ARGUMENT_PROPERTIES: readonly string[] = META_ARGUMENTS.map((meta) => meta.property);

/** What a provider block takes besides its schema's. */
export const PROVIDER_META: ReadonlySet<string> = new Set(['alias', 'version']);
