import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import type { Node } from 'web-tree-sitter';
import { goString, lineOf, parseGo } from './go-syntax';

/**
 * A small evaluator of the Go the providers build their schemas with: composite literals, package variables and
 * constants, calls of the program's own functions and methods (across files and packages, with their parameters,
 * receivers, `if` on values it can decide, `for ... range`, `append`) and fields of the values their
 * constructors build. A call into code outside the program (a validator, `fmt.Sprintf`) stays an expression, its
 * arguments readable later. Whatever it cannot decide fails with the file and line, never guessed.
 */

/** A place in the scanned source: the node and the file (relative to the checkout) it is in. */
export interface Site {
  readonly node: Node;
  readonly file: string;
}

/** A slice. */
export class GoList {
  constructor(readonly items: Value[]) {}
}

/** A compiled regular expression given by its source (a constant of a package outside the program). */
export class GoRegexp {
  constructor(readonly source: string) {}
}

/** A map with string keys, in the order written. */
export class GoMap {
  constructor(readonly entries: Map<string, Value>) {}
}

/** A struct value: its type as written, its fields (read when asked), where it was built. */
export class GoStruct {
  private readonly values = new Map<string, Value>();
  constructor(readonly type: string, private readonly lazy: Map<string, () => Value>, readonly site: Site) {}
  /** A field's value; a field not written is Go's zero value (null here). */
  field(name: string): Value {
    if (!this.values.has(name)) this.values.set(name, this.lazy.get(name)?.() ?? null);
    return this.values.get(name)!;
  }
  /** The fields written. */
  names(): string[] {
    return [...this.lazy.keys()];
  }
  set(name: string, value: Value): void {
    this.values.set(name, value);
    this.lazy.set(name, () => value);
  }
}

/** An expression the evaluator does not enter (a call into a library): kept as written, with its scope. */
export class GoExpr {
  constructor(readonly node: Node, readonly scope: Scope) {}
  get site(): Site {
    return { node: this.node, file: this.scope.file.name };
  }
}

/**
 * A value: a literal, nil or a zero value (null), a slice, a map, a struct, a compiled regex given by its source,
 * or an expression kept as written.
 */
export type Value = string | number | boolean | null | GoList | GoMap | GoStruct | GoExpr | GoRegexp;

/** One parsed file of a package. */
interface GoFile {
  readonly name: string;
  readonly root: Node;
  readonly pkg: GoPackage;
  /** import alias -> import path */
  readonly imports: Map<string, string>;
}

interface Declared {
  readonly node: Node;
  readonly file: GoFile;
}

/** A package: its files' functions, methods (`Type.name`), struct types' embedded types, variables and constants. */
export class GoPackage {
  readonly files: GoFile[] = [];
  readonly funcs = new Map<string, Declared>();
  readonly methods = new Map<string, Declared>();
  readonly embedded = new Map<string, string[]>();
  readonly values = new Map<string, Declared>();
  /** Variables declared without a value: Go's zero value (null here). */
  readonly zero = new Set<string>();
  private readonly evaluated = new Map<string, Value>();
  constructor(readonly program: GoProgram) {}

  add(file: GoFile): void {
    this.files.push(file);
    for (const decl of file.root.namedChildren) {
      if (decl?.type === 'function_declaration') this.funcs.set(decl.childForFieldName('name')!.text, { node: decl, file });
      if (decl?.type === 'method_declaration') {
        const receiver = decl.childForFieldName('receiver')!.namedChildren[0]!.childForFieldName('type')!.text.replace(/^\*/, '').replace(/\[.*$/, '');
        this.methods.set(`${receiver}.${decl.childForFieldName('name')!.text}`, { node: decl, file });
      }
      if (decl?.type === 'type_declaration') {
        for (const spec of decl.namedChildren) {
          const struct = spec?.childForFieldName('type');
          if (spec?.type !== 'type_spec' || struct?.type !== 'struct_type') continue;
          const fields = struct.namedChildren[0]!.namedChildren.filter((f) => f?.type === 'field_declaration' && !f.childForFieldName('name'));
          this.embedded.set(spec.childForFieldName('name')!.text, fields.map((f) => f!.childForFieldName('type')!.text.replace(/^\*/, '').replace(/^.*\./, '')));
        }
      }
      if (decl?.type === 'var_declaration' || decl?.type === 'const_declaration') {
        const specs = decl.descendantsOfType(['var_spec', 'const_spec']);
        for (const spec of specs) {
          const names = spec!.childrenForFieldName('name');
          const values = spec!.childForFieldName('value')?.namedChildren ?? [];
          names.forEach((name, i) => {
            if (values[i]) this.values.set(name!.text, { node: values[i]!, file });
            else this.zero.add(name!.text);
          });
        }
      }
    }
  }

  /** A package-level variable or constant's value. */
  value(name: string): Value | undefined {
    if (this.evaluated.has(name)) return this.evaluated.get(name);
    const declared = this.values.get(name);
    if (!declared) return this.zero.has(name) ? null : undefined;
    const value = evaluate(declared.node, new Scope(declared.file));
    this.evaluated.set(name, value);
    return value;
  }

  /** A method of a type or of a type it embeds. */
  method(type: string, name: string): Declared | undefined {
    return this.methods.get(`${type}.${name}`) ?? (this.embedded.get(type) ?? []).map((e) => this.method(e, name)).find((m) => m);
  }
}

/** The packages of a checkout (and of the modules it imports that were given), loaded when first imported. */
export class GoProgram {
  private readonly packages = new Map<string, GoPackage | null>();
  /**
   * @param roots module path -> directory of its source (the checkout's own module first)
   * @param kept calls of these functions (as written: `validators.NewPrefixStringValidator`) stay as written
   * @param stubs calls of these functions (as written) give these values instead of running
   * @param external the values of constants of packages outside the given modules (import path, name)
   */
  constructor(
    private readonly roots: ReadonlyMap<string, string>,
    readonly kept: ReadonlySet<string> = new Set(),
    private readonly read: (dir: string) => Map<string, string> = readGoDir,
    readonly external: (importPath: string, name: string) => Value | undefined = () => undefined,
    readonly stubs: ReadonlyMap<string, () => Value> = new Map(),
  ) {}

  /** The package at an import path, or undefined for one outside the given modules. */
  async load(importPath: string): Promise<GoPackage | undefined> {
    if (this.packages.has(importPath)) return this.packages.get(importPath) ?? undefined;
    const module = [...this.roots].find(([path]) => importPath === path || importPath.startsWith(`${path}/`));
    if (!module) {
      this.packages.set(importPath, null);
      return undefined;
    }
    const dir = join(module[1], importPath.slice(module[0].length));
    const pkg = new GoPackage(this);
    this.packages.set(importPath, pkg);
    for (const [name, text] of this.read(dir)) {
      const root = await parseGo(text, name);
      const imports = new Map<string, string>();
      for (const spec of root.descendantsOfType('import_spec')) {
        const path = goString(spec!.childForFieldName('path')!);
        const segments = path.split('/').filter((s) => !/^v\d+$/.test(s));
        imports.set(spec!.childForFieldName('name')?.text ?? segments[segments.length - 1], path);
      }
      pkg.add({ name: relative(module[1], join(dir, name)), root, pkg, imports });
    }
    // Imported packages load now: evaluation is synchronous.
    for (const file of pkg.files) for (const path of file.imports.values()) await this.load(path);
    return pkg;
  }

  /** A package already loaded. */
  loaded(importPath: string): GoPackage | undefined {
    return this.packages.get(importPath) ?? undefined;
  }
}

/** The .go files of a directory that are not tests, by name. */
function readGoDir(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    if (name.endsWith('.go') && !name.endsWith('_test.go') && statSync(join(dir, name)).isFile()) out.set(name, readFileSync(join(dir, name), 'utf-8'));
  }
  return out;
}

/** Names bound in a function body, over its file. */
export class Scope {
  private readonly vars = new Map<string, Value>();
  constructor(readonly file: GoFile, private readonly parent?: Scope) {}
  child(): Scope {
    return new Scope(this.file, this);
  }
  lookup(name: string): { found: boolean; value?: Value } {
    if (this.vars.has(name)) return { found: true, value: this.vars.get(name) };
    return this.parent ? this.parent.lookup(name) : { found: false };
  }
  define(name: string, value: Value): void {
    if (name !== '_') this.vars.set(name, value);
  }
  assign(name: string, value: Value): void {
    if (this.vars.has(name) || !this.parent) this.vars.set(name, value);
    else this.parent.assign(name, value);
  }
}

/** An error at a node, naming its file and line. */
export function failAt(node: Node, file: string, message: string): never {
  throw new Error(`${file}:${lineOf(node)}: ${message}`);
}

const unwrap = (node: Node) => (node.type === 'literal_element' ? node.namedChildren[0]! : node);

/**
 * A composite literal's value from its type and body (`{...}`); an element's type may be left out in the body of
 * a slice or map literal, so the element type is passed down. Struct fields are read when asked.
 */
function compositeLiteral(typeNode: Node, body: Node, scope: Scope): Value {
  const elements = body.namedChildren.filter((e) => e!.type !== 'comment').map((e) => e!);
  const keyed = (element: Node) => element.namedChildren.filter((c) => c!.type !== 'comment').map((c) => unwrap(c!));
  const item = (value: Node, type: Node) => (value.type === 'literal_value' ? compositeLiteral(type, value, scope) : evaluate(value, scope));
  if (typeNode.type === 'map_type') {
    return new GoMap(new Map(elements.map((element) => {
      const [key, value] = keyed(element);
      return [String(evaluate(key, scope)), item(value, typeNode.childForFieldName('value')!)];
    })));
  }
  // A named slice type (`path.Expressions{...}`) is read from its unkeyed elements.
  const unkeyed = elements.length > 0 && elements.every((e) => e.type !== 'keyed_element');
  if (['slice_type', 'array_type', 'implicit_length_array_type'].includes(typeNode.type) || unkeyed) {
    return new GoList(elements.map((e) => item(unwrap(e), typeNode.childForFieldName('element') ?? typeNode)));
  }
  const fields = new Map<string, () => Value>();
  for (const element of elements) {
    if (element.type !== 'keyed_element') failAt(element, scope.file.name, `unkeyed struct field: ${element.text}`);
    const [key, value] = keyed(element);
    fields.set(key.text, () => evaluate(value, scope));
  }
  const type = typeNode.text.replace(/^\*/, '');
  const struct = new GoStruct(type, fields, { node: body.parent?.type === 'composite_literal' ? body.parent : body, file: scope.file.name });
  // A field naming an embedded struct brings its fields up (`EntityBase: EntityBase{...}`).
  for (const embedded of scope.file.pkg.embedded.get(type) ?? []) {
    const inner = fields.has(embedded) ? struct.field(embedded) : null;
    if (inner instanceof GoStruct) for (const name of inner.names()) struct.set(name, inner.field(name));
  }
  return struct;
}

const BINARY: Record<string, (a: any, b: any) => Value> = {
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '&&': (a, b) => a && b,
  '||': (a, b) => a || b,
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
};

/** The value of an expression. */
export function evaluate(node: Node, scope: Scope): Value {
  const pkg = scope.file.pkg;
  switch (node.type) {
    case 'interpreted_string_literal':
    case 'raw_string_literal':
      return goString(node);
    case 'int_literal':
    case 'float_literal':
      return Number(node.text.replace(/_/g, ''));
    case 'true':
      return true;
    case 'false':
      return false;
    case 'nil':
      return null;
    case 'parenthesized_expression':
      return evaluate(node.namedChildren[0]!, scope);
    case 'literal_element':
      return evaluate(node.namedChildren[0]!, scope);
    case 'composite_literal':
      return compositeLiteral(node.childForFieldName('type')!, node.childForFieldName('body')!, scope);
    case 'identifier': {
      const local = scope.lookup(node.text);
      if (local.found) return local.value!;
      const value = pkg.value(node.text);
      if (value !== undefined) return value;
      if (pkg.funcs.has(node.text)) return new GoExpr(node, scope);
      return failAt(node, scope.file.name, `unknown name ${node.text}`);
    }
    case 'unary_expression': {
      const operand = evaluate(node.childForFieldName('operand')!, scope);
      const operator = node.childForFieldName('operator')!.text;
      if (operator === '&') return operand;
      if (operator === '-' && typeof operand === 'number') return -operand;
      if (operator === '!' && (typeof operand === 'boolean' || operand === null)) return !operand;
      return failAt(node, scope.file.name, `cannot evaluate ${node.text}`);
    }
    case 'binary_expression': {
      const operator = node.childForFieldName('operator')!.text;
      const [a, b] = [evaluate(node.childForFieldName('left')!, scope), evaluate(node.childForFieldName('right')!, scope)];
      const simple = (v: Value) => v === null || typeof v !== 'object' || ((operator === '==' || operator === '!=') && (a === null || b === null));
      if (!(operator in BINARY) || !simple(a) || !simple(b)) return failAt(node, scope.file.name, `cannot evaluate ${node.text}`);
      return BINARY[operator](a, b);
    }
    case 'selector_expression': {
      const operand = node.childForFieldName('operand')!;
      const field = node.childForFieldName('field')!.text;
      const imported = operand.type === 'identifier' && !scope.lookup(operand.text).found ? scope.file.imports.get(operand.text) : undefined;
      if (imported !== undefined) {
        const other = pkg.program.loaded(imported);
        const value = other?.value(field) ?? pkg.program.external(imported, field);
        return value !== undefined ? value : new GoExpr(node, scope);
      }
      const value = evaluate(operand, scope);
      if (!(value instanceof GoStruct) || value.names().includes(field)) {
        return value instanceof GoStruct ? value.field(field) : new GoExpr(node, scope);
      }
      // Embedded structs' fields are the struct's own here; a method value is not nil; other fields are zero.
      const type = value.type.replace(/^.*\./, '');
      if (embeds(pkg, type, field)) return value;
      return pkg.method(type, field) ? new GoExpr(node, scope) : null;
    }
    case 'call_expression':
      return call(node, scope);
    case 'type_conversion_expression':
      return evaluate(node.childForFieldName('operand')!, scope);
    case 'index_expression': {
      const [operand, index] = [evaluate(node.childForFieldName('operand')!, scope), evaluate(node.childForFieldName('index')!, scope)];
      if (operand instanceof GoMap) return operand.entries.get(String(index)) ?? null;
      if (operand instanceof GoList && typeof index === 'number') return operand.items[index] ?? null;
      return new GoExpr(node, scope);
    }
    default:
      return new GoExpr(node, scope);
  }
}

/** Whether a struct type embeds another, directly or through one it embeds. */
const embeds = (pkg: GoPackage, type: string, other: string): boolean =>
  (pkg.embedded.get(type) ?? []).some((e) => e === other || embeds(pkg, e, other));

/** The arguments of a call, a spread last argument (`xs...`) opened. */
export function callArguments(node: Node, scope: Scope): Value[] {
  const out: Value[] = [];
  for (const arg of node.childForFieldName('arguments')!.namedChildren) {
    if (arg!.type === 'comment') continue;
    if (arg!.type === 'variadic_argument') {
      const list = evaluate(arg!.namedChildren[0]!, scope);
      if (!(list instanceof GoList)) failAt(arg!, scope.file.name, `cannot spread ${arg!.text}`);
      out.push(...list.items);
    } else out.push(evaluate(arg!, scope));
  }
  return out;
}

/** A call: append, a conversion, a function or method of the program (run), or a library call (kept). */
function call(node: Node, scope: Scope): Value {
  const fn = node.childForFieldName('function')!;
  const pkg = scope.file.pkg;
  if (pkg.program.kept.has(fn.text)) return new GoExpr(node, scope);
  const stub = pkg.program.stubs.get(fn.text);
  if (stub) return stub();
  if (fn.type === 'identifier' && !scope.lookup(fn.text).found) {
    if (fn.text === 'append') {
      const [list, ...items] = callArguments(node, scope);
      return new GoList([...(list instanceof GoList ? list.items : []), ...items]);
    }
    if (fn.text === 'make') return node.childForFieldName('arguments')!.namedChildren[0]!.type === 'map_type' ? new GoMap(new Map()) : new GoList([]);
    if (fn.text === 'string') return evaluate(node.childForFieldName('arguments')!.namedChildren[0]!, scope);
    const declared = pkg.funcs.get(fn.text);
    if (declared) return run(declared, undefined, callArguments(node, scope));
  }
  if (fn.type === 'selector_expression') {
    const operand = fn.childForFieldName('operand')!;
    const name = fn.childForFieldName('field')!.text;
    const imported = operand.type === 'identifier' && !scope.lookup(operand.text).found ? scope.file.imports.get(operand.text) : undefined;
    if (imported !== undefined) {
      const declared = pkg.program.loaded(imported)?.funcs.get(name);
      return declared ? run(declared, undefined, callArguments(node, scope)) : new GoExpr(node, scope);
    }
    const receiver = evaluate(operand, scope);
    const declared = receiver instanceof GoStruct ? pkg.method(receiver.type.replace(/^\*/, '').replace(/^.*\./, ''), name) : undefined;
    if (declared) return run(declared, receiver as GoStruct, callArguments(node, scope));
  }
  return new GoExpr(node, scope);
}

/** What running a block did: nothing, or returned these values. */
type Outcome = { returned: Value[] } | undefined;

/** Runs a function or method with its arguments; its first result. */
export function run(declared: Declared, receiver: GoStruct | undefined, args: Value[]): Value {
  const scope = new Scope(declared.file);
  const receiverNode = declared.node.childForFieldName('receiver')?.namedChildren[0]?.childForFieldName('name');
  if (receiverNode && receiver) scope.define(receiverNode.text, receiver);
  const params = declared.node.childForFieldName('parameters')!.namedChildren.filter((p) => p!.type !== 'comment');
  let i = 0;
  for (const param of params) {
    const names = param!.childrenForFieldName('name');
    for (const name of names.length ? names : [null]) {
      const value = param!.type === 'variadic_parameter_declaration' ? new GoList(args.slice(i)) : args[i] ?? null;
      i += 1;
      if (name) scope.define(name.text, value);
    }
  }
  const outcome = block(declared.node.childForFieldName('body')!, scope);
  return outcome?.returned[0] ?? null;
}

function block(node: Node, scope: Scope): Outcome {
  const list = node.type === 'block' ? node.namedChildren.find((c) => c!.type === 'statement_list') : node;
  for (const statement of list?.namedChildren ?? []) {
    const outcome = execute(statement!, scope);
    if (outcome) return outcome;
  }
  return undefined;
}

/** A condition's value; one the evaluator cannot decide fails. */
function decide(node: Node, scope: Scope): boolean {
  const value = evaluate(node, scope);
  if (value === null) return false;
  if (typeof value !== 'boolean') failAt(node, scope.file.name, `cannot decide ${node.text}`);
  return value;
}

function execute(node: Node, scope: Scope): Outcome {
  const file = scope.file.name;
  switch (node.type) {
    case 'comment':
    case 'empty_statement':
      return undefined;
    case 'short_var_declaration': {
      const names = node.childForFieldName('left')!.namedChildren;
      const values = node.childForFieldName('right')!.namedChildren.map((v) => evaluate(v!, scope));
      names.forEach((name, i) => scope.define(name!.text, values[i] ?? null));
      return undefined;
    }
    case 'var_declaration':
      for (const spec of node.descendantsOfType('var_spec')) {
        const values = (spec!.childForFieldName('value')?.namedChildren ?? []).map((v) => evaluate(v!, scope));
        spec!.childrenForFieldName('name').forEach((name, i) => scope.define(name!.text, values[i] ?? null));
      }
      return undefined;
    case 'assignment_statement': {
      if (node.childForFieldName('operator')!.text !== '=') return failAt(node, file, `cannot run ${node.text}`);
      const targets = node.childForFieldName('left')!.namedChildren;
      const values = node.childForFieldName('right')!.namedChildren.map((v) => evaluate(v!, scope));
      targets.forEach((target, i) => assign(target!, values[i] ?? null, scope));
      return undefined;
    }
    case 'if_statement': {
      const inner = scope.child();
      const initializer = node.childForFieldName('initializer');
      if (initializer) execute(initializer, inner);
      if (decide(node.childForFieldName('condition')!, inner)) return block(node.childForFieldName('consequence')!, inner.child());
      const alternative = node.childForFieldName('alternative');
      if (!alternative) return undefined;
      return alternative.type === 'if_statement' ? execute(alternative, inner) : block(alternative, inner.child());
    }
    case 'for_statement': {
      const range = node.namedChildren.find((c) => c!.type === 'range_clause');
      if (!range) return failAt(node, file, 'only for ... range loops are read');
      const over = evaluate(range.childForFieldName('right')!, scope);
      const pairs: Array<[Value, Value]> = over instanceof GoList ? over.items.map((v, i) => [i, v]) : over instanceof GoMap ? [...over.entries] : failAt(node, file, `cannot range over ${range.childForFieldName('right')!.text}`);
      const names = range.childForFieldName('left')?.namedChildren ?? [];
      for (const [key, value] of pairs) {
        const inner = scope.child();
        if (names[0]) inner.define(names[0].text, key);
        if (names[1]) inner.define(names[1].text, value);
        const outcome = block(node.childForFieldName('body')!, inner);
        if (outcome) return outcome;
      }
      return undefined;
    }
    case 'return_statement':
      return { returned: (node.namedChildren[0]?.namedChildren ?? []).map((v) => evaluate(v!, scope)) };
    case 'block':
      return block(node, scope.child());
    case 'expression_statement':
      evaluate(node.namedChildren[0]!, scope);
      return undefined;
    default:
      return failAt(node, file, `cannot run ${node.type}: ${node.text.slice(0, 60)}`);
  }
}

function assign(target: Node, value: Value, scope: Scope): void {
  if (target.type === 'identifier') return scope.assign(target.text, value);
  if (target.type === 'selector_expression') {
    const owner = evaluate(target.childForFieldName('operand')!, scope);
    if (owner instanceof GoStruct) return owner.set(target.childForFieldName('field')!.text, value);
  }
  if (target.type === 'index_expression') {
    const owner = evaluate(target.childForFieldName('operand')!, scope);
    if (owner instanceof GoMap) {
      owner.entries.set(String(evaluate(target.childForFieldName('index')!, scope)), value);
      return undefined;
    }
  }
  return failAt(target, scope.file.name, `cannot assign to ${target.text}`);
}
