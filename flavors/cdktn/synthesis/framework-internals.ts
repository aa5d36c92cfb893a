import type { FrameworkInternals } from './fast-synthesis';

/**
 * The CDK Terrain flavor's place for cdktn's internals (`src/synthesis/framework-internals.ts` in the cdktf flavor):
 * it reads none, so the flavor has no fast synthesis. cdktn's stack synthesizer does more than cdktf's (it
 * prepares a stack that `App.synth()` did not, and its checks read the provider features and functions that
 * preparing records), which a fast path would have to be proven against first. cdktn writes every stack
 * itself; the validation resolves the stack through cdktn's public `toTerraform()`.
 */
export function frameworkInternals(): FrameworkInternals | undefined {
  return undefined;
}
