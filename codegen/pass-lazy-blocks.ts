import { addImport, Pass, PassContext, unexpected } from './passes';

/**
 * Nested blocks become `LazyBlock`s (src/runtime/lazy-block.ts), created when first used instead of in
 * every constructor. The generator writes each nested block as a field built in the constructor, read
 * through its `internalValue`, and returned by one public getter:
 *
 *      private _spec = new DomainSpecOutputReference(this, "spec");
 *      public get spec() { return this._spec; }
 *
 * which becomes
 *
 *      private _spec = new LazyBlock(DomainSpecOutputReference, this, "spec", false, true);
 *      public get spec() { return this._spec.object; }
 */
export const lazyBlocksPass: Pass = {
  name: 'lazy-blocks',
  apply(source, context) {
    // Field names repeat across the classes of a file (a block `_status` here, an attribute `_status`
    // there), so each top-level declaration is rewritten on its own.
    const chunks = source.split(/(?=^export )/m).map((chunk) => lazyChunk(chunk, context));
    if (!chunks.some((chunk) => chunk.changed)) return source;
    return addImport(chunks.map((chunk) => chunk.text).join(''), context, 'LazyBlock', `${context.runtime}/lazy-block`);
  },
};

const FIELD = /^  private (_\w+) = new ([\w.]+)\(this, ("\w+")(?:, (true|false))?\);$/gm;

function lazyChunk(chunk: string, context: PassContext): { text: string; changed: boolean } {
  const fields: string[] = [];
  let text = chunk.replace(FIELD, (_line, field: string, type: string, attribute: string, wrapsSet: string | undefined) => {
    fields.push(field);
    // Single blocks (OutputReference) normalize their value; lists and maps hold it as given.
    const normalizes = type.endsWith('OutputReference');
    return `  private ${field} = new LazyBlock(${type}, this, ${attribute}, ${wrapsSet ?? 'false'}, ${normalizes});`;
  });
  for (const field of fields) {
    const getter = `\n    return this.${field};\n`;
    if (text.split(getter).length !== 2) throw unexpected(lazyBlocksPass.name, context, `not exactly one getter returns this.${field}`);
    text = text.replace(getter, `\n    return this.${field}.object;\n`);
    // Any other use than these would see a LazyBlock where the generator expects a cdktf object.
    const uses = text.match(new RegExp(`this\\.${field}\\b(\\?)?(\\.\\w+)?`, 'g')) ?? [];
    const other = uses.filter((use) => !/(\?)?\.(internalValue|object)$/.test(use));
    if (other.length > 0) throw unexpected(lazyBlocksPass.name, context, `unexpected use ${other[0]} of a nested block`);
  }
  return { text, changed: fields.length > 0 };
}
