import { App } from 'cdktf';
import { Construct } from 'constructs';
import { expect, test } from 'vitest';
import { cpln } from '../../lib';

/**
 * A stack of another framework's copy: CDK Terrain (cdktn) brands its stacks with the same
 * `Symbol.for('cdktf/TerraformStack')` as cdktf, so cdktf finds it as the provider's stack, and its
 * synthesis then fails with `_resetResolveDiscoveredProviderFeatureUsage is not a function`.
 */
class OtherFrameworkStack extends Construct {
  public constructor(scope: Construct, id: string) {
    super(scope, id);
    Object.defineProperty(this, Symbol.for('cdktf/TerraformStack'), { value: true });
  }
}

test('a provider in another framework\'s stack is refused when it is created, with what to do instead', () => {
  const stack = new OtherFrameworkStack(new App(), 'web');
  expect(() => new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' })).toThrow(
    'web/cpln: this package is built for CDK for Terraform (cdktf); the stack "web" belongs to another framework\'s copy (for example CDK Terrain, cdktn), which cannot synthesize cdktf constructs. Build the app with cdktf\'s App and TerraformStack.',
  );
});
