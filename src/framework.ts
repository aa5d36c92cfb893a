/**
 * The framework seam: every name of the framework the hand-written code uses, from one place (and
 * `Testing`, for the vitest setup module testing/vitest.mjs). This is
 * CDK for Terraform's; the CDK Terrain flavor is built with `flavors/cdktn/framework.ts` in its place
 * (CONTRIBUTING.md, "Two flavors"). Generated code imports its framework itself (its own generator).
 */
export {
  Annotations, App, Aspects, DataResource, DefaultTokenResolver, Fn, Lazy, MapTerraformIterator, StringConcat,
  TerraformDataSource, TerraformElement, TerraformIterator, TerraformOutput, TerraformProvider, TerraformResource,
  TerraformStack, Testing, Token, Tokenization, dependable,
} from 'cdktf';
export type {
  IResolvable, IResolveContext, IStackSynthesizer, ISynthesisSession, ITerraformDependable, ITerraformIterator,
} from 'cdktf';

/** The framework this flavor of the package is built for, as messages name it. */
export const FRAMEWORK = { module: 'cdktf', name: 'CDK for Terraform (cdktf)', package: 'cdktf-cpln-akamai', other: 'CDK Terrain (cdktn)', otherPackage: 'cdktn-cpln-akamai' } as const;
