/**
 * Terraform's expression language (HCL native syntax), parsed from the strings of Terraform's JSON form: every string
 * of `@cdktf/hcl2json`'s output is a template (`"web-${var.org}"`), whose interpolations hold expressions. The
 * converter (codegen/convert.ts) reads expressions as this syntax tree, and the round trips compare two configurations'
 * expressions by their canonical text (`canonical`), which leaves out what does not change a value: spacing,
 * parentheses, `a.b` against `a["b"]`, the names of a `for` expression's variables.
 */

/** A node of an expression. */
export type Expr =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'template'; readonly parts: readonly TemplatePart[] }
  | { readonly kind: 'tuple'; readonly items: readonly Expr[] }
  | { readonly kind: 'object'; readonly items: readonly ObjectItem[] }
  | { readonly kind: 'variable'; readonly name: string }
  | { readonly kind: 'attribute'; readonly target: Expr; readonly name: string }
  | { readonly kind: 'index'; readonly target: Expr; readonly key: Expr }
  /** `source[*].steps` (or the attribute-only `source.*.steps`): `steps` applied to each element of `source`. */
  | { readonly kind: 'splat'; readonly source: Expr; readonly steps: readonly Step[] }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Expr[]; readonly expandFinal: boolean }
  | { readonly kind: 'unary'; readonly op: '!' | '-'; readonly operand: Expr }
  | { readonly kind: 'binary'; readonly op: BinaryOperator; readonly left: Expr; readonly right: Expr }
  | { readonly kind: 'conditional'; readonly condition: Expr; readonly whenTrue: Expr; readonly whenFalse: Expr }
  | ForExpr;

/** `[for k, v in collection : value if condition]` or `{for k, v in collection : key => value... if condition}`. */
export interface ForExpr {
  readonly kind: 'for';
  readonly keyVar: string | undefined;
  readonly valueVar: string;
  readonly collection: Expr;
  /** The key expression of an object `for`; undefined for a tuple `for`. */
  readonly key: Expr | undefined;
  readonly value: Expr;
  readonly condition: Expr | undefined;
  /** `...` after the value: values of the same key are grouped into lists. */
  readonly grouped: boolean;
}

/** One step of a splat's traversal of each element. */
export type Step = { readonly kind: 'attribute'; readonly name: string } | { readonly kind: 'index'; readonly key: Expr };

/** An item of an object constructor: `name = value` (a bare name is the string `name`) or `(expr) = value`. */
export interface ObjectItem {
  readonly key: Expr;
  /** Whether the key was a bare name (`a = 1`), which is the string `"a"`, not the variable `a`. */
  readonly bare: boolean;
  readonly value: Expr;
}

/** A part of a template: literal text, an interpolation, or a directive (`%{ if ... }`), kept as its canonical text. */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'interpolation'; readonly expr: Expr }
  | { readonly kind: 'directive'; readonly text: string };

export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '+' | '-' | '*' | '/' | '%';

/** An expression the parser cannot read, with where in the text. */
export class ExpressionSyntaxError extends Error {
  public constructor(message: string, public readonly offset: number) {
    super(message);
  }
}

/**
 * Reads a string of Terraform's JSON form (a template: literal text, `${...}` interpolations, `%{...}` directives,
 * `$${` and `%%{` for the literal characters): a string without interpolations or directives is a literal; a
 * template of one interpolation alone is that expression (Terraform gives its value unconverted).
 */
export function parseJsonString(text: string): Expr {
  const parts = new TemplateReader(text, 0, 'json').read();
  return templateValue(parts);
}

/** Reads a whole expression in native syntax (`var.a + 1`). */
export function parseExpression(text: string): Expr {
  const parser = new Parser(tokenize(text));
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

/** What a template of these parts is: a literal, the expression of a lone interpolation, or the template. */
function templateValue(parts: readonly TemplatePart[]): Expr {
  if (parts.length === 0) return { kind: 'literal', value: '' };
  if (parts.every((p) => p.kind === 'text')) return { kind: 'literal', value: parts.map((p) => (p as { text: string }).text).join('') };
  if (parts.length === 1 && parts[0].kind === 'interpolation') return parts[0].expr;
  return { kind: 'template', parts };
}

type TokenKind = 'ident' | 'number' | 'string' | 'heredoc' | 'punct' | 'end';

interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly offset: number;
  /** A newline came between the previous token and this one. */
  readonly newlineBefore: boolean;
  /** For strings and heredocs: the template's parts. */
  readonly parts?: readonly TemplatePart[];
}

const PUNCTUATION = ['...', '==', '!=', '<=', '>=', '&&', '||', '=>', '+', '-', '*', '/', '%', '<', '>', '!', '?', ':', '.', ',', '[', ']', '(', ')', '{', '}', '='];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let newline = false;
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      newline = true;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new ExpressionSyntaxError('unterminated comment', i);
      if (text.slice(i, end).includes('\n')) newline = true;
      i = end + 2;
      continue;
    }
    const start = i;
    if (/[A-Za-z_]/.test(c)) {
      while (i < text.length && /[A-Za-z0-9_-]/.test(text[i])) i++;
      // `provider::name::function` calls: one name.
      while (text.startsWith('::', i) && /[A-Za-z_]/.test(text[i + 2] ?? '')) {
        i += 2;
        while (i < text.length && /[A-Za-z0-9_-]/.test(text[i])) i++;
      }
      tokens.push({ kind: 'ident', text: text.slice(start, i), offset: start, newlineBefore: newline });
    } else if (/[0-9]/.test(c)) {
      const match = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i))!;
      i += match[0].length;
      tokens.push({ kind: 'number', text: match[0], offset: start, newlineBefore: newline });
    } else if (c === '"') {
      const reader = new TemplateReader(text, i + 1, 'quoted');
      const parts = reader.read();
      i = reader.position;
      tokens.push({ kind: 'string', text: text.slice(start, i), offset: start, newlineBefore: newline, parts });
    } else if (c === '<' && text[i + 1] === '<' && /^<<-?[A-Za-z_][A-Za-z0-9_-]*\r?\n/.test(text.slice(i))) {
      const header = /^<<(-?)([A-Za-z_][A-Za-z0-9_-]*)\r?\n/.exec(text.slice(i))!;
      const bodyStart = i + header[0].length;
      const close = new RegExp(`^[ \\t]*${header[2]}[ \\t]*$`, 'm');
      const rest = text.slice(bodyStart);
      const found = close.exec(rest);
      if (!found) throw new ExpressionSyntaxError(`unterminated heredoc ${header[2]}`, i);
      let body = rest.slice(0, found.index);
      if (header[1] === '-') body = dedent(body);
      const parts = new TemplateReader(body, 0, 'heredoc').read();
      i = bodyStart + found.index + found[0].length;
      tokens.push({ kind: 'heredoc', text: text.slice(start, i), offset: start, newlineBefore: newline, parts });
    } else {
      const punct = PUNCTUATION.find((p) => text.startsWith(p, i));
      if (punct === undefined) throw new ExpressionSyntaxError(`unexpected character ${JSON.stringify(c)}`, i);
      i += punct.length;
      tokens.push({ kind: 'punct', text: punct, offset: start, newlineBefore: newline });
    }
    newline = false;
  }
  tokens.push({ kind: 'end', text: '', offset: text.length, newlineBefore: newline });
  return tokens;
}

/** A `<<-` heredoc's lines, less the indentation of the least indented line. */
function dedent(body: string): string {
  const lines = body.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const least = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((l) => l.slice(Math.min(least, /^[ \t]*/.exec(l)![0].length))).join('\n');
}

/**
 * Reads template text: `json` (a whole JSON string, no escapes but `$${` and `%%{`), `quoted` (a native `"..."`
 * string, which also has backslash escapes and ends at its closing quote) or `heredoc` (a heredoc's body).
 */
class TemplateReader {
  public position: number;

  public constructor(private readonly text: string, start: number, private readonly mode: 'json' | 'quoted' | 'heredoc') {
    this.position = start;
  }

  public read(): TemplatePart[] {
    const parts: TemplatePart[] = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') parts.push({ kind: 'text', text: literal });
      literal = '';
    };
    const { text } = this;
    while (true) {
      if (this.position >= text.length) {
        if (this.mode === 'quoted') throw new ExpressionSyntaxError('unterminated string', this.position);
        break;
      }
      const c = text[this.position];
      if (this.mode === 'quoted' && c === '"') {
        this.position++;
        break;
      }
      if (this.mode === 'quoted' && c === '\n') throw new ExpressionSyntaxError('newline in a quoted string', this.position);
      if ((c === '$' || c === '%') && text[this.position + 1] === c && text[this.position + 2] === '{') {
        literal += `${c}{`;
        this.position += 3;
        continue;
      }
      if ((c === '$' || c === '%') && text[this.position + 1] === '{') {
        flush();
        const open = this.position;
        this.position += 2;
        const inner = this.balanced(open);
        if (c === '$') {
          const body = inner.replace(/^~/, '').replace(/~$/, '');
          if (body !== inner) throw new ExpressionSyntaxError('strip markers (~) in an interpolation', open);
          parts.push({ kind: 'interpolation', expr: parseExpression(body) });
        } else {
          parts.push({ kind: 'directive', text: inner.trim().replace(/\s+/g, ' ') });
        }
        continue;
      }
      if (this.mode === 'quoted' && c === '\\') {
        const [value, length] = unescape(text, this.position);
        literal += value;
        this.position += length;
        continue;
      }
      literal += c;
      this.position++;
    }
    flush();
    return parts;
  }

  /** The text up to the `}` that closes the sequence opened at `open`, skipping nested strings and braces. */
  private balanced(open: number): string {
    const { text } = this;
    const start = this.position;
    let depth = 0;
    while (this.position < text.length) {
      const c = text[this.position];
      if (c === '"') {
        const reader = new TemplateReader(text, this.position + 1, 'quoted');
        reader.read();
        this.position = reader.position;
        continue;
      }
      if (c === '{') depth++;
      if (c === '}') {
        if (depth === 0) {
          this.position++;
          return text.slice(start, this.position - 1);
        }
        depth--;
      }
      this.position++;
    }
    throw new ExpressionSyntaxError('unterminated ${ or %{', open);
  }
}

/** A backslash escape of a quoted string at `at`: its value and length. */
function unescape(text: string, at: number): [string, number] {
  const next = text[at + 1];
  const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };
  if (next in simple) return [simple[next], 2];
  if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(text.slice(at + 2, at + 6))) return [String.fromCodePoint(parseInt(text.slice(at + 2, at + 6), 16)), 6];
  if (next === 'U' && /^[0-9A-Fa-f]{8}$/.test(text.slice(at + 2, at + 10))) return [String.fromCodePoint(parseInt(text.slice(at + 2, at + 10), 16)), 10];
  throw new ExpressionSyntaxError(`unknown escape \\${next ?? ''}`, at);
}

const BINARY: ReadonlyArray<readonly BinaryOperator[]> = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];

class Parser {
  private at = 0;
  /** Inside an object constructor's item, where a newline ends the value. */
  private newlineEnds = false;

  public constructor(private readonly tokens: readonly Token[]) {}

  public expectEnd(): void {
    if (this.peek().kind !== 'end') this.fail(`unexpected ${this.describe(this.peek())}`);
  }

  public expression(): Expr {
    const condition = this.binary(0);
    if (!this.isPunct('?')) return condition;
    this.next();
    const whenTrue = this.nested(false, () => this.expression());
    this.expectPunct(':');
    const whenFalse = this.expression();
    return { kind: 'conditional', condition, whenTrue, whenFalse };
  }

  private binary(level: number): Expr {
    if (level === BINARY.length) return this.unary();
    let left = this.binary(level + 1);
    while (true) {
      const token = this.peek();
      if (token.kind !== 'punct' || !(BINARY[level] as readonly string[]).includes(token.text) || this.endsHere(token)) return left;
      this.next();
      const right = this.binary(level + 1);
      left = { kind: 'binary', op: token.text as BinaryOperator, left, right };
    }
  }

  private unary(): Expr {
    const token = this.peek();
    if (token.kind === 'punct' && (token.text === '!' || token.text === '-')) {
      this.next();
      const operand = this.unary();
      // `-1` is the number -1, as Terraform reads it.
      if (token.text === '-' && operand.kind === 'literal' && typeof operand.value === 'number') return { kind: 'literal', value: -operand.value };
      return { kind: 'unary', op: token.text, operand };
    }
    return this.postfix(this.primary());
  }

  private postfix(start: Expr): Expr {
    let expr = start;
    while (true) {
      const token = this.peek();
      if (this.endsHere(token)) return expr;
      if (this.isPunct('.')) {
        this.next();
        const name = this.next();
        if (name.kind === 'ident') expr = { kind: 'attribute', target: expr, name: name.text };
        else if (name.kind === 'number' && /^[0-9]+$/.test(name.text)) expr = { kind: 'index', target: expr, key: { kind: 'literal', value: Number(name.text) } };
        else if (name.kind === 'punct' && name.text === '*') expr = { kind: 'splat', source: expr, steps: this.splatSteps(true) };
        else this.fail(`expected an attribute name after ".", found ${this.describe(name)}`);
        continue;
      }
      if (this.isPunct('[')) {
        this.next();
        if (this.isPunct('*')) {
          this.next();
          this.expectPunct(']');
          expr = { kind: 'splat', source: expr, steps: this.splatSteps(false) };
          continue;
        }
        const key = this.nested(false, () => this.expression());
        this.expectPunct(']');
        expr = { kind: 'index', target: expr, key };
        continue;
      }
      return expr;
    }
  }

  /** The steps after a splat: attributes only for the legacy `.*`, attributes and indexes for `[*]`. */
  private splatSteps(attributesOnly: boolean): Step[] {
    const steps: Step[] = [];
    while (!this.endsHere(this.peek())) {
      if (this.isPunct('.')) {
        this.next();
        const name = this.next();
        if (name.kind === 'ident') steps.push({ kind: 'attribute', name: name.text });
        else if (name.kind === 'number' && /^[0-9]+$/.test(name.text)) steps.push({ kind: 'index', key: { kind: 'literal', value: Number(name.text) } });
        else this.fail(`expected an attribute name after ".", found ${this.describe(name)}`);
      } else if (!attributesOnly && this.isPunct('[')) {
        this.next();
        const key = this.nested(false, () => this.expression());
        this.expectPunct(']');
        steps.push({ kind: 'index', key });
      } else {
        break;
      }
    }
    return steps;
  }

  private primary(): Expr {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'literal', value: Number(token.text) };
      case 'string':
      case 'heredoc':
        return templateValue(token.parts!);
      case 'ident': {
        if (token.text === 'true' || token.text === 'false') return { kind: 'literal', value: token.text === 'true' };
        if (token.text === 'null') return { kind: 'literal', value: null };
        if (this.isPunct('(') && !this.peek().newlineBefore) return this.call(token.text);
        return { kind: 'variable', name: token.text };
      }
      case 'punct':
        if (token.text === '(') {
          const inner = this.nested(false, () => this.expression());
          this.expectPunct(')');
          return inner;
        }
        if (token.text === '[') return this.nested(false, () => this.tuple());
        if (token.text === '{') return this.nested(true, () => this.object());
        break;
      default:
        break;
    }
    return this.fail(`unexpected ${this.describe(token)}`);
  }

  private call(name: string): Expr {
    this.expectPunct('(');
    return this.nested(false, () => {
      const args: Expr[] = [];
      let expandFinal = false;
      while (!this.isPunct(')')) {
        args.push(this.expression());
        if (this.isPunct('...')) {
          this.next();
          expandFinal = true;
          break;
        }
        if (!this.isPunct(',')) break;
        this.next();
      }
      this.expectPunct(')');
      return { kind: 'call', name, args, expandFinal };
    });
  }

  private tuple(): Expr {
    if (this.isIdent('for')) return this.forExpression(']');
    const items: Expr[] = [];
    while (!this.isPunct(']')) {
      items.push(this.expression());
      if (!this.isPunct(',')) break;
      this.next();
    }
    this.expectPunct(']');
    return { kind: 'tuple', items };
  }

  private object(): Expr {
    if (this.isIdent('for')) return this.forExpression('}');
    const items: ObjectItem[] = [];
    while (!this.isPunct('}')) {
      const keyToken = this.peek();
      // A bare name is a string key (`a = 1`); anything else is an expression (`(var.k) = 1`, `"a-b" = 1`).
      const next = this.tokens[this.at + 1];
      const bare = keyToken.kind === 'ident' && next.kind === 'punct' && (next.text === '=' || next.text === ':');
      let key: Expr;
      if (bare) {
        this.next();
        key = { kind: 'literal', value: keyToken.text };
      } else {
        key = this.nested(false, () => this.expression());
      }
      if (!this.isPunct('=') && !this.isPunct(':')) this.fail(`expected "=" after an object key, found ${this.describe(this.peek())}`);
      this.next();
      const value = this.expression();
      items.push({ key, bare, value });
      if (this.isPunct(',')) this.next();
      else if (!this.isPunct('}') && !this.peek().newlineBefore) this.fail(`expected "," or a newline between object items, found ${this.describe(this.peek())}`);
    }
    this.expectPunct('}');
    return { kind: 'object', items };
  }

  private forExpression(close: ']' | '}'): Expr {
    this.next(); // for
    const first = this.expectIdent();
    let keyVar: string | undefined;
    let valueVar = first;
    if (this.isPunct(',')) {
      this.next();
      keyVar = first;
      valueVar = this.expectIdent();
    }
    if (!this.isIdent('in')) this.fail('expected "in" in a for expression');
    this.next();
    const collection = this.nested(false, () => this.expression());
    this.expectPunct(':');
    let key: Expr | undefined;
    let value: Expr;
    let grouped = false;
    if (close === '}') {
      key = this.nested(false, () => this.expression());
      this.expectPunct('=>');
      value = this.nested(false, () => this.expression());
      if (this.isPunct('...')) {
        this.next();
        grouped = true;
      }
    } else {
      value = this.nested(false, () => this.expression());
    }
    let condition: Expr | undefined;
    if (this.isIdent('if')) {
      this.next();
      condition = this.nested(false, () => this.expression());
    }
    this.expectPunct(close);
    return { kind: 'for', keyVar, valueVar, collection, key, value, condition, grouped };
  }

  /** Runs `read` with newlines ending values (in an object's items) or not (in brackets and parentheses). */
  private nested<T>(newlineEnds: boolean, read: () => T): T {
    const saved = this.newlineEnds;
    this.newlineEnds = newlineEnds;
    try {
      return read();
    } finally {
      this.newlineEnds = saved;
    }
  }

  private endsHere(token: Token): boolean {
    return this.newlineEnds && token.newlineBefore;
  }

  private peek(): Token {
    return this.tokens[this.at];
  }

  private next(): Token {
    const token = this.tokens[this.at];
    if (token.kind !== 'end') this.at++;
    return token;
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.text === text;
  }

  private isIdent(text: string): boolean {
    const token = this.peek();
    return token.kind === 'ident' && token.text === text;
  }

  private expectPunct(text: string): void {
    if (!this.isPunct(text)) this.fail(`expected "${text}", found ${this.describe(this.peek())}`);
    this.next();
  }

  private expectIdent(): string {
    const token = this.next();
    if (token.kind !== 'ident') this.fail(`expected a name, found ${this.describe(token)}`);
    return token.text;
  }

  private describe(token: Token): string {
    return token.kind === 'end' ? 'the end of the expression' : JSON.stringify(token.text);
  }

  private fail(message: string): never {
    throw new ExpressionSyntaxError(message, this.peek().offset);
  }
}

/**
 * The expression's canonical text, the same for two expressions of the same meaning written differently: no
 * parentheses but those the operators need (every operation parenthesized), `a.b` and `a["b"]` both `a["b"]`, `.0`
 * and `[0]` both `[0]`, object keys as strings, a `for` expression's variables numbered by depth, templates as their
 * parts.
 */
export function canonical(expr: Expr): string {
  return new Canonical().print(expr);
}

class Canonical {
  private readonly renamed: Array<Map<string, string>> = [];

  public print(expr: Expr): string {
    switch (expr.kind) {
      case 'literal':
        return JSON.stringify(expr.value);
      case 'template':
        return `template(${expr.parts.map((p) => (p.kind === 'text' ? JSON.stringify(p.text) : p.kind === 'directive' ? `%{${p.text}}` : `\${${this.print(p.expr)}}`)).join(', ')})`;
      case 'tuple':
        return `[${expr.items.map((item) => this.print(item)).join(', ')}]`;
      case 'object':
        return `{${expr.items.map((item) => `${this.print(item.key)} = ${this.print(item.value)}`).join(', ')}}`;
      case 'variable':
        return this.lookup(expr.name);
      case 'attribute':
        return `${this.print(expr.target)}[${JSON.stringify(expr.name)}]`;
      case 'index':
        return `${this.print(expr.target)}[${this.print(expr.key)}]`;
      case 'splat':
        return `${this.print(expr.source)}[*]${expr.steps.map((s) => `[${s.kind === 'attribute' ? JSON.stringify(s.name) : this.print(s.key)}]`).join('')}`;
      case 'call':
        return `${expr.name}(${expr.args.map((a) => this.print(a)).join(', ')}${expr.expandFinal ? '...' : ''})`;
      case 'unary':
        return `(${expr.op}${this.print(expr.operand)})`;
      case 'binary':
        return `(${this.print(expr.left)} ${expr.op} ${this.print(expr.right)})`;
      case 'conditional':
        return `(${this.print(expr.condition)} ? ${this.print(expr.whenTrue)} : ${this.print(expr.whenFalse)})`;
      case 'for': {
        const collection = this.print(expr.collection);
        const depth = this.renamed.length;
        const names = new Map<string, string>();
        if (expr.keyVar !== undefined) names.set(expr.keyVar, `$key${depth}`);
        names.set(expr.valueVar, `$value${depth}`);
        this.renamed.push(names);
        try {
          const body = `${expr.key !== undefined ? `${this.print(expr.key)} => ` : ''}${this.print(expr.value)}${expr.grouped ? '...' : ''}`;
          const condition = expr.condition !== undefined ? ` if ${this.print(expr.condition)}` : '';
          const head = `for ${expr.keyVar !== undefined ? `$key${depth}, ` : ''}$value${depth} in ${collection}: `;
          return expr.key !== undefined ? `{${head}${body}${condition}}` : `[${head}${body}${condition}]`;
        } finally {
          this.renamed.pop();
        }
      }
    }
  }

  private lookup(name: string): string {
    for (let i = this.renamed.length - 1; i >= 0; i--) {
      const found = this.renamed[i].get(name);
      if (found !== undefined) return found;
    }
    return name;
  }
}
