/**
 * Post-processing of the generator's output that makes the L1 classes cheap to build and synthesize.
 * Public API and synthesized JSON stay the same; test/codegen/optimize.test.ts compares both with the
 * generator's unmodified output for every type.
 *
 * 1. Nested blocks become `LazyBlock`s (src/lazy-block.ts), created when first used instead of in
 *    every constructor. The generator writes each nested block as a field built in the constructor, read through its
 * `internalValue`, and returned by one public getter:
 *
 *      private _spec = new DomainSpecOutputReference(this, "spec");
 *      public get spec() { return this._spec; }
 *
 *    which becomes
 *
 *      private _spec = new LazyBlock(DomainSpecOutputReference, this, "spec", false, true);
 *      public get spec() { return this._spec.object; }
 *
 * 2. The objects handed to cdktf's token resolution lose their undefined values first
 *    (src/defined-attributes.ts): the generator lists every argument of a type, most of them unset,
 *    and cdktf resolves each one before it drops them.
 */
const FIELD = /^  private (_\w+) = new ([\w.]+)\(this, ("\w+")(?:, (true|false))?\);$/gm;
const IMPORT_ANCHOR = "import * as cdktf from 'cdktf';\n";

/** Rewrites one generated file; `runtime` is the import path of src/ from it (`../../..`). */
export function optimizeGeneratedFile(file: string, source: string, runtime: string): string {
  return definedAttributes(file, lazyBlocks(file, source, `${runtime}/lazy-block`), `${runtime}/defined-attributes`);
}

const TO_TERRAFORM = /(\nexport function \w+ToTerraform\([^\n]*\): any \{\n[\s\S]*?\n)  return \{\n([\s\S]*?)  \}\n\}/g;
const SYNTHESIZE = /(\n  protected synthesizeAttributes\(\): \{ \[name: string\]: any \} \{\n)    return \{\n([\s\S]*?)    \};\n  \}/g;

function definedAttributes(file: string, source: string, module: string): string {
  let count = 0;
  const out = source
    .replace(TO_TERRAFORM, (_all, head: string, body: string) => {
      count++;
      return `${head}  return definedAttributes({\n${body}  });\n}`;
    })
    .replace(SYNTHESIZE, (_all, head: string, body: string) => {
      count++;
      return `${head}    return definedAttributes({\n${body}    });\n  }`;
    });
  if (count === 0) return source;
  const expected = (source.match(/\nexport function \w+ToTerraform\(/g) ?? []).length + (source.match(/protected synthesizeAttributes\(\)/g) ?? []).length;
  if (count !== expected) throw new Error(`${file}: rewrote ${count} of ${expected} attribute objects; update codegen/optimize.ts`);
  return out.replace(IMPORT_ANCHOR, `${IMPORT_ANCHOR}import { definedAttributes } from '${module}';\n`);
}

function lazyBlocks(file: string, source: string, lazyBlockModule: string): string {
  // Field names repeat across the classes of a file (a block `_status` here, an attribute `_status`
  // there), so each top-level declaration is rewritten on its own.
  const chunks = source.split(/(?=^export )/m).map((chunk) => lazyChunk(file, chunk));
  if (!chunks.some((chunk) => chunk.changed)) return source;
  if (!source.includes(IMPORT_ANCHOR)) throw new Error(`${file}: no cdktf import to add the LazyBlock import after`);
  return chunks
    .map((chunk) => chunk.text)
    .join('')
    .replace(IMPORT_ANCHOR, `${IMPORT_ANCHOR}import { LazyBlock } from '${lazyBlockModule}';\n`);
}

function lazyChunk(file: string, chunk: string): { text: string; changed: boolean } {
  const fields: string[] = [];
  let text = chunk.replace(FIELD, (_line, field: string, type: string, attribute: string, wrapsSet: string | undefined) => {
    fields.push(field);
    // Single blocks (OutputReference) normalize their value; lists and maps hold it as given.
    const normalizes = type.endsWith('OutputReference');
    return `  private ${field} = new LazyBlock(${type}, this, ${attribute}, ${wrapsSet ?? 'false'}, ${normalizes});`;
  });
  for (const field of fields) {
    const getter = `\n    return this.${field};\n`;
    if (text.split(getter).length !== 2) throw new Error(`${file}: not exactly one getter returns this.${field}; update codegen/lazy-blocks.ts`);
    text = text.replace(getter, `\n    return this.${field}.object;\n`);
    // Any other use than these would see a LazyBlock where the generator expects a cdktf object.
    const uses = text.match(new RegExp(`this\\.${field}\\b(\\?)?(\\.\\w+)?`, 'g')) ?? [];
    const unexpected = uses.filter((use) => !/(\?)?\.(internalValue|object)$/.test(use));
    if (unexpected.length > 0) throw new Error(`${file}: unexpected use ${unexpected[0]} of a nested block; update codegen/lazy-blocks.ts`);
  }
  return { text, changed: fields.length > 0 };
}
