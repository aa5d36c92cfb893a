import { closeSync, openSync, writeSync } from 'fs';

/** How much text is gathered before it is written: the file is never held whole. */
const CHUNK = 1 << 20;

/**
 * Writes `value` to `file` as cdktf writes `cdk.tf.json` (json-stable-stringify with two-space
 * indentation: keys sorted by code unit, `toJSON` honoured, `undefined` and functions left out of objects
 * and written as `null` in arrays, an empty array or object still broken over two lines), byte for byte,
 * in chunks instead of one string.
 */
export function writeJsonFile(file: string, value: unknown): void {
  const fd = openSync(file, 'w');
  try {
    let pending = '';
    const emit = (text: string): void => {
      pending += text;
      if (pending.length >= CHUNK) {
        writeSync(fd, pending);
        pending = '';
      }
    };
    const indents = ['\n'];
    const indent = (level: number): string => (indents[level] ??= `${indent(level - 1)}  `);
    const seen = new Set<object>();

    /** Writes a value `render` returned. */
    const write = (node: string | object, level: number): void => {
      if (typeof node === 'string') return emit(node);
      const inner = indent(level + 1);
      if (Array.isArray(node)) {
        emit('[');
        for (let i = 0; i < node.length; i++) {
          emit(i === 0 ? inner : `,${inner}`);
          const item = render(node[i]);
          if (item === undefined) emit('null');
          else write(item, level + 1);
        }
        return emit(`${indent(level)}]`);
      }
      if (seen.has(node)) throw new TypeError('Converting circular structure to JSON');
      seen.add(node);
      emit('{');
      let first = true;
      for (const key of Object.keys(node).sort()) {
        const member = render((node as Record<string, unknown>)[key]);
        if (member === undefined) continue;
        emit(`${first ? '' : ','}${inner}${JSON.stringify(key)}: `);
        write(member, level + 1);
        first = false;
      }
      emit(`${indent(level)}}`);
      seen.delete(node);
    };
    const root = render(value);
    if (root !== undefined) write(root, 0);
    if (pending.length > 0) writeSync(fd, pending);
  } finally {
    closeSync(fd);
  }
}

/**
 * A value as json-stable-stringify sees it: its `toJSON()` if it has one; then the JSON text of a
 * primitive, the object or array itself, or `undefined` for what is not written (undefined, functions, symbols).
 */
function render(value: unknown): string | object | undefined {
  let node = value as any;
  if (node && typeof node.toJSON === 'function') node = node.toJSON();
  if (node === undefined) return undefined;
  if (typeof node === 'object' && node !== null) return node;
  return JSON.stringify(node) as string | undefined;
}
