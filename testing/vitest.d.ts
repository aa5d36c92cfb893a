// Types of the framework's Terraform matchers on vitest's `expect`, added by the setup module next to this file.
// The same in both flavors: cdktf's and cdktn's matchers take any class with a Terraform type.

/** A generated class (resource, data source, provider): what the matchers read of it. */
interface TerraformConstructor {
  readonly tfResourceType: string;
}

interface CdktfMatchers<R = unknown> {
  /** The synthesized stack has a resource of this class. */
  toHaveResource(resourceConstructor: TerraformConstructor): R;
  /** The synthesized stack has a resource of this class whose arguments include `properties` (Terraform names). */
  toHaveResourceWithProperties(resourceConstructor: TerraformConstructor, properties: Record<string, any>): R;
  /** The synthesized stack has a data source of this class. */
  toHaveDataSource(dataSourceConstructor: TerraformConstructor): R;
  /** The synthesized stack has a data source of this class whose arguments include `properties`. */
  toHaveDataSourceWithProperties(dataSourceConstructor: TerraformConstructor, properties: Record<string, any>): R;
  /** The synthesized stack configures this provider. */
  toHaveProvider(providerConstructor: TerraformConstructor): R;
  /** The synthesized stack configures this provider with arguments that include `properties`. */
  toHaveProviderWithProperties(providerConstructor: TerraformConstructor, properties: Record<string, any>): R;
  /** `terraform validate` accepts the stack (needs the Terraform CLI and the providers). */
  toBeValidTerraform(): R;
  /** `terraform plan` succeeds for the stack (needs the Terraform CLI, the providers and credentials). */
  toPlanSuccessfully(): R;
}

// `Matchers` is the interface vitest 3 and later read custom matchers from (with every module
// resolution); `Assertion` is where older resolutions of vitest's types look.
declare module 'vitest' {
  interface Matchers<T = any> extends CdktfMatchers<T> {}
  interface Assertion<T = any> extends CdktfMatchers<T> {}
  interface AsymmetricMatchersContaining extends CdktfMatchers {}
}

export {};
