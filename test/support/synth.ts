import { TerraformStack, Testing } from 'cdktf';
import { Construct } from 'constructs';
import { akamai, cpln } from '../../src';

/** A stack with a configured Control Plane provider, as a user's app would start. */
export function cplnStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  return stack;
}

/** Synthesizes with construct validations on (as `cdktf synth` does) and parses the Terraform JSON. */
export function synth(scope: Construct): any {
  return JSON.parse(Testing.synth(TerraformStack.of(scope), true));
}

/** A stack with an Akamai provider reading credentials from an .edgerc section. */
export function akamaiStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });
  return stack;
}
