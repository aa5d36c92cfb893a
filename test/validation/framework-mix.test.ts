import { createRequire } from 'module';
import { expect, test } from 'vitest';
import { cpln } from '../../lib';
import { FRAMEWORK } from '../../lib/framework';

/**
 * The two frameworks brand their stacks with the same `Symbol.for('cdktf/TerraformStack')`, so one finds the
 * other's stack as a provider's stack; its synthesis would then fail deep inside (cdktn's `prepareStack`:
 * `_resetResolveDiscoveredProviderFeatureUsage is not a function`). Each flavor refuses the other framework's
 * stack when the provider is created, and names the flavor built for it.
 */
const other = createRequire(__filename)(FRAMEWORK.module === 'cdktf' ? 'cdktn' : 'cdktf') as typeof import('cdktf');

test('a provider in the other framework\'s stack is refused when it is created, naming the package for that framework', () => {
  const stack = new other.TerraformStack(new other.App(), 'web');
  const [ours, theirs] = FRAMEWORK.module === 'cdktf' ? ['cdktf-cpln-akamai', 'cdktn-cpln-akamai'] : ['cdktn-cpln-akamai', 'cdktf-cpln-akamai'];
  const [ourFramework, theirFramework] = FRAMEWORK.module === 'cdktf' ? ['CDK for Terraform (cdktf)', 'CDK Terrain (cdktn)'] : ['CDK Terrain (cdktn)', 'CDK for Terraform (cdktf)'];
  expect(() => new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' })).toThrow(
    `web/cpln: this package (${ours}) is built for ${ourFramework}; the stack "web" belongs to another framework (for example ${theirFramework}), which cannot synthesize its constructs. ` +
      `Use ${theirs} with ${theirFramework}, or build the app with ${ourFramework}'s App and TerraformStack.`,
  );
});
