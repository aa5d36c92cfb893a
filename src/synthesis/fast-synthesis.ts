import { TerraformStack } from '../framework';

/**
 * The context key that switches fast synthesis off: `"cdktf-cpln-akamai:fastSynthesis": false` in
 * `cdktf.json`'s `context`, or in the App's `context` prop. Switched off, cdktf resolves and writes
 * every stack itself.
 */
export const FAST_SYNTHESIS_CONTEXT = 'cdktf-cpln-akamai:fastSynthesis';

/**
 * The cdktf version fast synthesis was proven byte-identical against (test/synthesis/): it relies on
 * how that version resolves, merges and writes a stack. With any other version cdktf's own path runs.
 */
export const PROVEN_CDKTF_VERSION = '0.21.0';

const cdktfVersion: string = require('cdktf/package.json').version;

/** Whether fast synthesis applies to a stack: the proven cdktf version, and not switched off. */
export function fastSynthesis(stack: TerraformStack, version: string = cdktfVersion): boolean {
  if (version !== PROVEN_CDKTF_VERSION) return false;
  const setting: unknown = stack.node.tryGetContext(FAST_SYNTHESIS_CONTEXT);
  return setting !== false && setting !== 'false';
}
