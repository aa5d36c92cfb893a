/**
 * The framework seam of the CDK Terrain flavor (`cdktn-cpln-akamai`): the same names as `src/framework.ts`,
 * from `cdktn`. The flavor's build puts this file in the place of `src/framework.ts`.
 */
export {
  Annotations, App, Aspects, DataResource, DefaultTokenResolver, Fn, Lazy, MapTerraformIterator, StringConcat,
  TerraformDataSource, TerraformElement, TerraformIterator, TerraformOutput, TerraformProvider, TerraformResource,
  TerraformStack, Testing, Token, Tokenization, dependable,
} from 'cdktn';
export type {
  IResolvable, IResolveContext, IStackSynthesizer, ISynthesisSession, ITerraformDependable, ITerraformIterator,
} from 'cdktn';

/** The framework this flavor of the package is built for, as messages name it. */
export const FRAMEWORK = { module: 'cdktn', name: 'CDK Terrain (cdktn)', package: 'cdktn-cpln-akamai', other: 'CDK for Terraform (cdktf)', otherPackage: 'cdktf-cpln-akamai' } as const;
