import * as ts from 'typescript';
import type { Framework } from './frameworks';

/**
 * The post-processing of the generator's output: one pipeline of named passes over every generated file.
 * Each pass reads the file's syntax tree (TypeScript's compiler API) and returns edits located by its
 * nodes: text inserted at, or put in place of, a node it found. All passes read the generator's own
 * output, parsed once; their edits are applied together, and two edits of one place are refused. Public
 * API and the synthesized JSON of valid input stay the generator's: test/codegen/optimize.test.ts
 * compares both with the generator's unmodified output for every type. Runtime helpers the passes make
 * generated code call live in `src/runtime/`.
 */

/** What a pass knows of the file it edits. */
export interface PassContext {
  /** The file, relative to the provider's folder (`gvc/index.ts`). */
  readonly file: string;
  /** The file's syntax tree. */
  readonly tree: ts.SourceFile;
  /** The name the file gives the framework's namespace import (`cdktf`); undefined in a file without it. */
  readonly namespace: string | undefined;
  /** The import path of `src/runtime/` from the file, computed from its depth. */
  readonly runtime: string;
  /** The import path of `src/validation/` from the file. */
  readonly validation: string;
  /**
   * What the generated classes leave untyped, by type (`data.<type>` for data sources), in words
   * (codegen/provider-files.ts).
   */
  readonly untyped: ReadonlyMap<string, string>;
}

/** One step of the post-processing: records its edits of one file; records none where it does not apply. */
export interface Pass {
  readonly name: string;
  edit(context: PassContext, edits: Edits): void;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /**
   * The pipeline position of the pass, then the order it recorded its edits in: edits at one place apply in this order.
   */
  readonly rank: number;
}

/** The edits one pass makes to one file, located by the nodes of its tree. */
export class Edits {
  private readonly imports: string[] = [];
  public constructor(
    private readonly pass: string,
    private readonly context: PassContext,
    private readonly all: Edit[],
    private readonly rank: number,
  ) {}

  /** Inserts `text` at `position` (a node's start or end). */
  public insert(position: number, text: string): void {
    this.all.push({ start: position, end: position, text, rank: this.rank + this.all.length });
  }

  /** Puts `text` in place of the node. */
  public replace(node: ts.Node, text: string): void {
    this.all.push({ start: node.getStart(this.context.tree), end: node.end, text, rank: this.rank + this.all.length });
  }

  /** Imports `names` from `module` in the file, after the framework's import. */
  public addImport(names: readonly string[], module: string): void {
    const anchor = this.context.tree.statements.find((s) => frameworkImport(s) !== undefined);
    if (anchor === undefined) throw this.unexpected(`no framework import to add ${names.join(', ')} after`);
    if (this.imports.includes(module)) throw this.unexpected(`imports from ${module} twice`);
    this.imports.push(module);
    this.insert(anchor.end, `\nimport { ${names.join(', ')} } from '${module}';`);
  }

  /** The generator's output is not what the pass expects: the generator changed. */
  public unexpected(what: string): Error {
    return new Error(`${this.context.file}: ${what}; the generator's output changed, update the "${this.pass}" pass in codegen/`);
  }
}

/** Runs the passes over one file: each records its edits of the parsed file, then all are applied at once. */
export function postProcess(passes: readonly Pass[], framework: Pick<Framework, 'module'>, file: string, source: string, untyped: ReadonlyMap<string, string> = new Map()): string {
  // Without parent links and JSDoc (each makes parsing a third slower): the passes hand the tree to every node
  // method that needs it, and read comments as text ranges.
  const tree = ts.createSourceFile(
    file,
    source,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    ts.ScriptKind.TS,
  );
  const imported = tree.statements.map(frameworkImport).filter((found) => found !== undefined);
  if (imported.some((found) => found.module !== framework.module)) {
    throw new Error(`${file}: imports ${imported.map((found) => found.module).join(', ')}, not ${framework.module}; generate with the framework's own generator`);
  }
  const up = '../'.repeat(file.split('/').length + 1);
  const context: PassContext = { file, tree, namespace: imported[0]?.name, runtime: `${up}runtime`, validation: `${up}validation`, untyped };
  const all: Edit[] = [];
  passes.forEach((pass, index) => pass.edit(context, new Edits(pass.name, context, all, index * 1e9)));
  return applyEdits(file, source, all);
}

function applyEdits(file: string, source: string, edits: Edit[]): string {
  // Insertions at a place come before a replacement starting there; at one place, in pipeline order.
  const sorted = [...edits].sort(
    (a, b) => a.start - b.start || Number(a.end > a.start) - Number(b.end > b.start) || a.rank - b.rank,
  );
  let out = '';
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.start < cursor) throw new Error(`${file}: two passes edit the same text at ${edit.start}`);
    out += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + source.slice(cursor);
}

/** `import * as <name> from '<module>'` of a framework (a module named `cdktf` or `cdktn`). */
function frameworkImport(statement: ts.Statement): { name: string; module: string } | undefined {
  if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return undefined;
  const bindings = statement.importClause?.namedBindings;
  if (bindings === undefined || !ts.isNamespaceImport(bindings)) return undefined;
  const module = statement.moduleSpecifier.text;
  return module === 'cdktf' || module === 'cdktn' ? { name: bindings.name.text, module } : undefined;
}

/**
 * Whether `node` names a member of the framework's namespace, one of `members`: `cdktf.IResolvable` in a type or an
 * expression.
 */
export function isFrameworkName(node: ts.Node, context: PassContext, members: readonly string[]): boolean {
  const [left, right] = ts.isPropertyAccessExpression(
    node,
  ) ? [node.expression, node.name] : ts.isQualifiedName(node) ? [node.left, node.right] : [];
  return left !== undefined && ts.isIdentifier(
    left,
  ) && left.text === context.namespace && members.includes(right!.text);
}

/**
 * The class a top-level class extends, when it is a framework class: `TerraformResource` for `extends
 * cdktf.TerraformResource`.
 */
export function frameworkBase(node: ts.ClassDeclaration, context: PassContext): string | undefined {
  const heritage = node.heritageClauses?.find(
    (clause) => clause.token === ts.SyntaxKind.ExtendsKeyword,
  )?.types[0]?.expression;
  if (heritage === undefined || !ts.isPropertyAccessExpression(
    heritage,
  ) || !ts.isIdentifier(heritage.expression) || heritage.expression.text !== context.namespace) return undefined;
  return heritage.name.text;
}

/** The top-level classes of the file that extend a framework class named in `bases`. */
export function classesExtending(context: PassContext, bases: readonly string[]): ts.ClassDeclaration[] {
  return context.tree.statements.filter(ts.isClassDeclaration).filter((node) => bases.includes(frameworkBase(node, context) ?? ''));
}

/** The statement of a constructor that calls `super(...)`. */
export function superCall(constructor: ts.ConstructorDeclaration): ts.ExpressionStatement | undefined {
  return constructor.body?.statements.find(
    (s): s is ts.ExpressionStatement => ts.isExpressionStatement(
      s,
    ) && ts.isCallExpression(s.expression) && s.expression.expression.kind === ts.SyntaxKind.SuperKeyword,
  );
}

/** The constructor of a class. */
export function constructorOf(node: ts.ClassDeclaration): ts.ConstructorDeclaration | undefined {
  return node.members.find(ts.isConstructorDeclaration);
}

/** The text of a node as written. */
export function textOf(node: ts.Node, context: PassContext): string {
  return node.getText(context.tree);
}
