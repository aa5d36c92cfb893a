import { Language, Parser, type Node } from 'web-tree-sitter';

/**
 * Go source read as a syntax tree (tree-sitter's Go grammar, as WebAssembly: no native build, no Go toolchain),
 * and the literal values the scanners read from it.
 */

let parser: Parser | undefined;

/** A Go parser; the grammar loads once. */
export async function goParser(): Promise<Parser> {
  if (parser) return parser;
  await Parser.init();
  const go = await Language.load(require.resolve('tree-sitter-go/tree-sitter-go.wasm'));
  parser = new Parser();
  parser.setLanguage(go);
  return parser;
}

/** The root of a Go file's syntax tree; throws on a file the grammar does not read whole. */
export async function parseGo(text: string, name: string): Promise<Node> {
  const tree = (await goParser()).parse(text);
  if (!tree || tree.rootNode.hasError) throw new Error(`${name}: not read as Go`);
  return tree.rootNode;
}

/** A Go value the scanners keep: a decoded string, a number, a flag, or a list of them. */
export type GoValue = string | number | boolean | GoValue[];

const ESCAPES: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', '"': '"', "'": "'" };

/** The text of a Go string literal (interpreted `"..."` with its escapes decoded, or raw `` `...` ``). */
export function goString(node: Node): string {
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type !== 'interpreted_string_literal') throw new Error(`not a string literal: ${node.text}`);
  return node.text.slice(1, -1).replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (_all, code: string) => {
    if (/^[xuU]/.test(code)) return String.fromCodePoint(parseInt(code.slice(1), 16));
    if (/^[0-7]{3}$/.test(code)) return String.fromCodePoint(parseInt(code, 8));
    const decoded = ESCAPES[code];
    if (decoded === undefined) throw new Error(`unknown escape \\${code}`);
    return decoded;
  });
}

/** A literal expression's value: strings, numbers, true/false and composite literals of them (`[]string{"a"}`). */
export function goLiteral(node: Node): GoValue {
  switch (node.type) {
    case 'interpreted_string_literal':
    case 'raw_string_literal':
      return goString(node);
    case 'int_literal':
    case 'float_literal':
      return Number(node.text.replace(/_/g, ''));
    case 'unary_expression':
      if (node.text.startsWith('-')) return -(goLiteral(node.namedChildren[0]!) as number);
      break;
    case 'true':
      return true;
    case 'false':
      return false;
    case 'composite_literal':
      return node.childForFieldName('body')!.namedChildren.map((element) => goLiteral(element!.type === 'literal_element' ? element!.namedChildren[0]! : element!));
  }
  throw new Error(`not a literal: ${node.text}`);
}

/** The elements `key: value` of a composite literal's body (`{...}`), keyed by the key's text or decoded string. */
export function keyedElements(body: Node): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const element of body.namedChildren) {
    if (element?.type !== 'keyed_element') continue;
    const [key, value] = element.namedChildren.map((part) => (part!.type === 'literal_element' ? part!.namedChildren[0]! : part!));
    const name = key.type === 'interpreted_string_literal' || key.type === 'raw_string_literal' ? goString(key) : key.text;
    out.set(name, value);
  }
  return out;
}

/** The 1-based line a node starts on. */
export const lineOf = (node: Node) => node.startPosition.row + 1;
