import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { dirname, join, relative } from 'path';
import * as ts from 'typescript';
import { PROVIDERS, ROOT } from './providers';

/**
 * The package's lazy entry points. The index modules jsii compiles (`src/index.ts`, `src/<provider>/index.ts`)
 * load every module they re-export; an app importing `cdktf-cpln-akamai` would load every generated type.
 * For each, this emits an entry module (`src/gen/entry/<name>.ts`) whose every export is a getter loading
 * its module when first read, from the names the index re-exports, read from the syntax trees of the index
 * and the modules it re-exports. package.json `exports` points JavaScript at these; the declarations and
 * jsii's assembly (Python, Java) keep the index modules. test/lazy-exports.test.ts proves each entry
 * exports the same names, bound to the same values, as its index.
 */

/** An index module and the entry emitted for it: `index` for the package root, the provider's name for `src/<provider>/index.ts`. */
export interface Entry {
  readonly name: string;
  readonly index: string;
}

export const ENTRIES: readonly Entry[] = [{ name: 'index', index: 'src/index.ts' }, ...PROVIDERS.map((p) => ({ name: p.name, index: `src/${p.name}/index.ts` }))];

/** The folder the entries are emitted into, relative to the repository root. */
export const ENTRY_DIR = 'src/gen/entry';

/** One name an entry exports: the module (a path relative to the repository root, no extension) and its member, or the whole module. */
interface Export {
  readonly name: string;
  readonly module: string;
  readonly member?: string;
}

/** Writes every entry into `<root>/src/gen/entry/`, replacing what was there. */
export function emitEntries(root: string = ROOT, entries: readonly Entry[] = ENTRIES): void {
  const dir = join(root, ENTRY_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of entries) writeFileSync(join(dir, `${entry.name}.ts`), entrySource(root, entry, entries));
}

/** The source of one entry module; a namespace it exports is the entry of that index when `entries` has one. */
function entrySource(root: string, entry: Entry, entries: readonly Entry[]): string {
  const faces = new Map(entries.map((e) => [strip(e.index), `${ENTRY_DIR}/${e.name}`]));
  const lines = exportsOf(root, strip(entry.index), faces, true).map(({ name, module, member }) => {
    let path = relative(join(root, ENTRY_DIR), join(root, module));
    if (!path.startsWith('.')) path = `./${path}`;
    return `lazy(${JSON.stringify(name)}, () => require(${JSON.stringify(path)})${member === undefined ? '' : `.${member}`});`;
  });
  return [
    `// Emitted by codegen/entries.ts from ${entry.index}: the module package.json \`exports\` gives JavaScript for it.`,
    '// Each name loads its module when first read; the declarations and the jsii assembly are the index module\'s.',
    'const lazy = (name: string, load: () => unknown): void => {',
    '  Object.defineProperty(exports, name, { enumerable: true, get: load });',
    '};',
    ...lines,
    'export {};',
    '',
  ].join('\n');
}

/**
 * The runtime names a module exports. `top` is the index an entry is emitted for: a namespace it re-exports
 * (`export * as cpln from './cpln'`) is the entry of that index when there is one.
 */
function exportsOf(root: string, module: string, faces: ReadonlyMap<string, string>, top: boolean): Export[] {
  const file = join(root, `${module}.ts`);
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf-8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Export[] = [];
  const where = `${module}.ts`;
  for (const statement of tree.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (statement.moduleSpecifier === undefined || !ts.isStringLiteral(statement.moduleSpecifier)) throw new Error(`${where}: an entry re-exports from modules only: ${statement.getText()}`);
      const target = resolveModule(root, module, statement.moduleSpecifier.text);
      const clause = statement.exportClause;
      if (clause === undefined) found.push(...exportsOf(root, target, faces, false));
      else if (ts.isNamespaceExport(clause)) found.push({ name: clause.name.text, module: (top && faces.get(target)) || target });
      else for (const element of clause.elements) if (!element.isTypeOnly) found.push({ name: element.name.text, module: target, member: (element.propertyName ?? element.name).text });
      continue;
    }
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.getModifiers(statement as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword || m.kind === ts.SyntaxKind.DefaultKeyword)) {
      throw new Error(`${where}: a declared or default export cannot be re-exported lazily: ${statement.getText().split('\n')[0]}`);
    }
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    if (ts.isEnumDeclaration(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ConstKeyword)) continue;
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : undefined))
      : [(statement as ts.ClassDeclaration | ts.FunctionDeclaration | ts.EnumDeclaration | ts.ModuleDeclaration).name?.getText()];
    for (const name of names) {
      if (name === undefined) throw new Error(`${where}: cannot tell the name of ${statement.getText().split('\n')[0]}`);
      found.push({ name, module, member: name });
    }
  }
  const seen = new Set<string>();
  for (const { name } of found) {
    if (seen.has(name)) throw new Error(`${where}: exports ${name} twice`);
    seen.add(name);
  }
  return found;
}

/** `./x` from `src/cpln/index` is `src/cpln/x`, or `src/cpln/x/index` for a folder. */
function resolveModule(root: string, from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  if (existsSync(join(root, `${base}.ts`))) return base;
  if (existsSync(join(root, base, 'index.ts'))) return join(base, 'index');
  throw new Error(`${from}.ts: cannot find the module ${specifier}`);
}

function strip(file: string): string {
  return file.endsWith('.ts') ? file.slice(0, -'.ts'.length) : file;
}
