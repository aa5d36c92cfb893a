import { readFileSync } from 'fs';
import { expect, test } from 'vitest';
import { META_ARGUMENT_PROPERTIES, RESOURCE_META } from '../../lib/validation/meta-arguments';

interface Assembly {
  readonly types: Record<string, { readonly properties?: ReadonlyArray<{ readonly name: string }> }>;
}

test.each(['cdktf', 'cdktn'])("the meta-argument properties are those of %s's TerraformMetaArguments", (framework) => {
  const assembly = JSON.parse(readFileSync(require.resolve(`${framework}/.jsii`), 'utf-8')) as Assembly;
  const properties = assembly.types[`${framework}.TerraformMetaArguments`].properties?.map((p) => p.name);
  expect([...META_ARGUMENT_PROPERTIES].sort()).toEqual(properties?.sort());
});

test("the meta-argument names are Terraform's, as the stack JSON writes them", () => {
  // https://developer.hashicorp.com/terraform/language/meta-arguments; `provisioner` and `connection` are nested blocks.
  expect([...RESOURCE_META].sort()).toEqual(['connection', 'count', 'depends_on', 'for_each', 'lifecycle', 'provider', 'provisioner']);
});
