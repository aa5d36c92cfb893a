/**
 * TypeScript the converter writes (codegen/convert.ts), as a tree laid out at print time: a call, an array or an
 * object is written on one line when it fits in the line width, else one element per line, indented by two spaces.
 * The layout depends on the text alone, so the same input gives the same output.
 */
export type Code =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'call'; readonly callee: string; readonly args: readonly Code[] }
  | { readonly kind: 'array'; readonly items: readonly Code[] }
  | { readonly kind: 'object'; readonly entries: readonly Entry[] }
  /** A template literal: text parts (their characters, escaped when printed) and interpolated code. */
  | { readonly kind: 'template'; readonly parts: ReadonlyArray<string | Code> };

/** A property of an object literal, with comments printed above it. */
export interface Entry {
  readonly key: string;
  readonly value: Code;
  readonly comments?: readonly string[];
}

export const text = (t: string): Code => ({ kind: 'text', text: t });
export const call = (callee: string, ...args: Code[]): Code => ({ kind: 'call', callee, args });
export const array = (items: readonly Code[]): Code => ({ kind: 'array', items });
export const object = (entries: readonly Entry[]): Code => ({ kind: 'object', entries });

/** A string literal: single quotes, or a template literal when the string spans lines (a heredoc's text). */
export function stringLiteral(value: string): Code {
  if (value.includes('\n') && value.length > 40) return { kind: 'template', parts: [value] };
  return text(quote(value));
}

/** A single-quoted TypeScript string literal. */
export function quote(value: string): string {
  let out = "'";
  for (const c of value) {
    if (c === "'") out += "\\'";
    else if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c < ' ' || c === '\u2028' || c === '\u2029') out += `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += c;
  }
  return `${out}'`;
}

/** A property key: bare when it is an identifier, quoted otherwise. */
export function propertyKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : quote(key);
}

export const WIDTH = 120;

/**
 * The code printed at an indentation (the first line is not indented: it follows what precedes it, from `column`, and
 * `after` characters follow its end).
 */
export function print(code: Code, indent: number, width = WIDTH, column = indent, after = 1): string {
  const flat = flatText(code);
  if (flat !== undefined && column + flat.length + after <= width && !flat.includes('\n')) return flat;
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  switch (code.kind) {
    case 'text':
      return code.text;
    case 'template':
      return templateText(code, (inner) => print(inner, indent, width))!;
    case 'call': {
      if (code.args.length === 0) return `${code.callee}()`;
      // A last argument that is an object, an array or a template of several lines opens on the call's line (`f(a, {`).
      const last = code.args[code.args.length - 1];
      const head = code.args.slice(0, -1).map((a) => flatText(a));
      if ((last.kind === 'object' || last.kind === 'array' || last.kind === 'template') && head.every((h) => h !== undefined && !h.includes('\n'))) {
        const prefix = `${code.callee}(${head.map((h) => `${h}, `).join('')}`;
        if (column + prefix.length + 1 <= width) return `${prefix}${print(last, indent, width, column + prefix.length, after + 1)})`;
      }
      return `${code.callee}(\n${code.args.map((a) => `${pad}${print(a, indent + 2, width)},`).join('\n')}\n${close})`;
    }
    case 'array':
      if (code.items.length === 0) return '[]';
      return `[\n${code.items.map((item) => `${pad}${print(item, indent + 2, width)},`).join('\n')}\n${close}]`;
    case 'object':
      if (code.entries.length === 0) return '{}';
      return `{\n${code.entries.map((entry) => {
        const comments = (entry.comments ?? []).map((c) => `${pad}// ${c}\n`).join('');
        const key = `${propertyKey(entry.key)}: `;
        return `${comments}${pad}${key}${print(entry.value, indent + 2, width, indent + 2 + key.length)},`;
      }).join('\n')}\n${close}}`;
  }
}

/** The code on one line, or undefined when it holds comments (which need lines of their own). */
function flatText(code: Code): string | undefined {
  switch (code.kind) {
    case 'text':
      return code.text;
    case 'template':
      return templateText(code, (inner) => flatText(inner));
    case 'call': {
      const args = code.args.map(flatText);
      return args.some((a) => a === undefined) ? undefined : `${code.callee}(${args.join(', ')})`;
    }
    case 'array': {
      const items = code.items.map(flatText);
      return items.some((i) => i === undefined) ? undefined : `[${items.join(', ')}]`;
    }
    case 'object': {
      if (code.entries.length === 0) return '{}';
      if (code.entries.some((e) => (e.comments ?? []).length > 0)) return undefined;
      const entries = code.entries.map((e) => {
        const value = flatText(e.value);
        return value === undefined ? undefined : `${propertyKey(e.key)}: ${value}`;
      });
      return entries.some((e) => e === undefined) ? undefined : `{ ${entries.join(', ')} }`;
    }
  }
}

function templateText(code: Extract<Code, { kind: 'template' }>, inner: (c: Code) => string | undefined): string | undefined {
  let out = '`';
  for (const part of code.parts) {
    if (typeof part === 'string') out += part.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\r/g, '\\r');
    else {
      const printed = inner(part);
      if (printed === undefined) return undefined;
      out += `\${${printed}}`;
    }
  }
  return `${out}\``;
}
