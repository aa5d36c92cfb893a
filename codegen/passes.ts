/**
 * The post-processing of the generator's output: one pipeline of named passes, applied to every
 * generated file in order. Public API and the synthesized JSON of valid input stay the generator's;
 * test/codegen/optimize.test.ts compares both with the generator's unmodified output for every type.
 * Runtime helpers the passes make generated code import live in `src/runtime/`.
 */

/** What a pass knows of the file it rewrites. */
export interface PassContext {
  /** The file, relative to the provider's folder (`gvc/index.ts`). */
  readonly file: string;
  /** The import path of `src/runtime/` from the file, computed from its depth. */
  readonly runtime: string;
  /** The import path of `src/validation/` from the file. */
  readonly validation: string;
  /** What the generated classes leave untyped, by type (`data.<type>` for data sources), in words (codegen/provider-files.ts). */
  readonly untyped: ReadonlyMap<string, string>;
}

/** One rewrite of generated code; `apply` returns the source unchanged where the pass does not apply. */
export interface Pass {
  readonly name: string;
  apply(source: string, context: PassContext): string;
}

const IMPORT_ANCHOR = "import * as cdktf from 'cdktf';\n";

/** Adds an import after the generator's cdktf import. */
export function addImport(source: string, context: PassContext, names: string, module: string): string {
  if (!source.includes(IMPORT_ANCHOR)) throw new Error(`${context.file}: no cdktf import to add "${names}" after`);
  return source.replace(IMPORT_ANCHOR, `${IMPORT_ANCHOR}import { ${names} } from '${module}';\n`);
}

/** A pass failed to find what it expects in the generator's output: the generator changed. */
export function unexpected(pass: string, context: PassContext, what: string): Error {
  return new Error(`${context.file}: ${what}; the generator's output changed, update the "${pass}" pass in codegen/`);
}

/** Runs the passes over one file. */
export function postProcess(passes: readonly Pass[], file: string, source: string, untyped: ReadonlyMap<string, string> = new Map()): string {
  const up = '../'.repeat(file.split('/').length + 1);
  const context: PassContext = { file, runtime: `${up}runtime`, validation: `${up}validation`, untyped };
  return passes.reduce((text, pass) => pass.apply(text, context), source);
}
