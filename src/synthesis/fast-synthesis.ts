import type { IStackSynthesizer, ISynthesisSession, TerraformStack } from '../framework';

/**
 * Fast synthesis: a stack holding a provider of this package is written by the package's stack synthesizer
 * (`adapter.ts`), which resolves the stack once, with the framework's resolution applied only where a token may
 * be, checks that JSON and streams it to `cdk.tf.json` (`stream-json.ts`). What it needs of the framework's
 * internals is in the flavor's `framework-internals.ts`, which gives nothing with an untested framework version:
 * the framework's own synthesizer then writes the stack.
 */

/**
 * The context key that switches fast synthesis off: `"cdktf-cpln-akamai:fastSynthesis": false` in
 * `cdktf.json`'s `context`, or in the App's `context` prop. Switched off, the framework resolves and writes
 * every stack itself.
 */
export const FAST_SYNTHESIS_CONTEXT = 'cdktf-cpln-akamai:fastSynthesis';

/** Whether fast synthesis is switched off for a stack. */
export function switchedOff(stack: TerraformStack): boolean {
  const setting: unknown = stack.node.tryGetContext(FAST_SYNTHESIS_CONTEXT);
  return setting === false || setting === 'false';
}

/**
 * The synthesis of one stack as the framework's synthesizer does it, with its last step, the writing, left to `write`.
 */
export type FastSynthesizer = (session: ISynthesisSession, write: () => void) => void;

/** What a flavor's `framework-internals.ts` gives the adapter, for the framework version it was proven against. */
export interface FrameworkInternals {
  /**
   * The synthesis of `stack` in place of its synthesizer `framework`, or undefined where it does not apply (HCL output,
   * another synthesizer).
   */
  synthesizer(stack: TerraformStack, framework: IStackSynthesizer): FastSynthesizer | undefined;
  /** What `stack.toTerraform()` returns, with the framework's resolution applied only where a token may be. */
  stackJson(stack: TerraformStack): Record<string, any>;
}
