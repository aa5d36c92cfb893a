import { TerraformStack, Testing } from 'cdktf';
import { Construct } from 'constructs';
import { akamai, cpln } from '../../lib';

/** A stack with a configured Control Plane provider, as a user's app would start. */
export function cplnStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  return stack;
}

/**
 * Synthesizes with construct validations on (as `cdktf synth` does) and parses the Terraform JSON.
 * A validation warning fails the test too: the stacks in these tests are meant to be fully valid.
 */
export function synth(scope: Construct): any {
  const stack = TerraformStack.of(scope);
  const json = JSON.parse(Testing.synth(stack, true));
  const warnings = validationWarnings(stack);
  if (warnings.length > 0) throw new Error(`validation warnings:\n${warnings.join('\n')}`);
  return json;
}

/**
 * Synthesizes like `synth`, for a stack that writes secrets as literals on purpose (to show their JSON):
 * returns the JSON and the fields the literal-secret warning names. Any other warning fails the test.
 */
export function synthWithLiteralSecrets(scope: Construct): { json: any; secrets: string[] } {
  const stack = TerraformStack.of(scope);
  const json = JSON.parse(Testing.synth(stack, true));
  const warnings = validationWarnings(stack);
  const others = warnings.filter((w) => !w.endsWith('[secrets/literal-value]'));
  if (others.length > 0) throw new Error(`validation warnings:\n${others.join('\n')}`);
  return { json, secrets: warnings.filter((w) => !others.includes(w)).map((w) => w.split(': ')[1]).sort() };
}

/** A stack with an Akamai provider reading credentials from an .edgerc section. */
export function akamaiStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });
  return stack;
}

/**
 * The problem lines of a failed synthesis, as cdktf prints them (`[stack] path: field: message [rule]`),
 * without the count before them and the hint after them.
 */
export function problemLines(error: unknown): string[] {
  return String((error as Error).message).split('\n').map((line) => line.trim()).filter((line) => /^\[[^\]]*\] \S+: .*\[[^\]]+\]$/.test(line));
}

/** A stack synthesized with validation: its error lines (none when it synthesizes) and its warnings. */
export function outcome(stack: TerraformStack): { errors: string[]; warnings: string[] } {
  let errors: string[] = [];
  try {
    Testing.synth(stack, true);
  } catch (e) {
    errors = problemLines(e);
  }
  return { errors, warnings: validationWarnings(stack) };
}

/** Every warning annotation in a stack, as cdktf prints them after `cdktf synth`. */
export function validationWarnings(stack: TerraformStack): string[] {
  return stack.node.findAll().flatMap((c) => c.node.metadata.filter((m) => /warn/i.test(m.type)).map((m) => String(m.data)));
}
