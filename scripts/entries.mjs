// The package's lazy entry points: `node scripts/entries.mjs [<root>]` writes <root>/src/gen/entry/ (by default
// this project's). The index modules jsii compiles (`src/index.ts`, `src/<provider>/index.ts`) load every module
// they re-export, so an app importing `cdktf-cpln-akamai` would load every generated type. For each, this emits an
// entry module whose every export is a getter loading its module when first read, from the names the index
// re-exports, read from the syntax trees of the index and of the modules it re-exports (TypeScript's compiler
// API). package.json `exports` points JavaScript at these; the declarations and jsii's assembly (Python, Java)
// keep the index modules. test/lazy-exports.test.ts proves each entry exports the same names, bound to the same
// values, as its index; test/codegen/entries.test.ts tests the emitter on a small project.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Required, not imported: Node reads an imported CommonJS module's exports by scanning its 9 MB of source first.
const ts = createRequire(import.meta.url)('typescript');

const HERE = dirname(fileURLToPath(import.meta.url));

/** The folder the entries are emitted into, relative to a project's root. */
const ENTRY_DIR = 'src/gen/entry';

/**
 * An index module and the entry emitted for it: `index` for the package root, the provider's name for
 * `src/<provider>/index.ts`; by default the package's, from codegen/definitions.json.
 * @returns {{ name: string, index: string }[]}
 */
function packageEntries() {
  const { providers } = JSON.parse(readFileSync(join(HERE, '..', 'codegen', 'definitions.json'), 'utf-8'));
  return [{ name: 'index', index: 'src/index.ts' }, ...providers.map(({ name }) => ({ name, index: `src/${name}/index.ts` }))];
}

/** Writes every entry into `<root>/src/gen/entry/`, replacing what was there. */
export function emitEntries(root, entries = packageEntries()) {
  const dir = join(root, ENTRY_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of entries) writeFileSync(join(dir, `${entry.name}.ts`), entrySource(root, entry, entries));
}

/** The source of one entry module; a namespace it exports is the entry of that index when `entries` has one. */
function entrySource(root, entry, entries) {
  const faces = new Map(entries.map((e) => [strip(e.index), `${ENTRY_DIR}/${e.name}`]));
  const lines = exportsOf(root, strip(entry.index), faces, true).map(({ name, module, member }) => {
    let path = relative(join(root, ENTRY_DIR), join(root, module));
    if (!path.startsWith('.')) path = `./${path}`;
    return `lazy(${JSON.stringify(name)}, () => require(${JSON.stringify(path)})${member === undefined ? '' : `.${member}`});`;
  });
  return [
    `// Emitted by scripts/entries.mjs from ${entry.index}: the module package.json \`exports\` gives JavaScript for it.`,
    "// Each name loads its module when first read; the declarations and the jsii assembly are the index module's.",
    'const lazy = (name: string, load: () => unknown): void => {',
    '  Object.defineProperty(exports, name, { enumerable: true, get: load });',
    '};',
    ...lines,
    'export {};',
    '',
  ].join('\n');
}

const has = (node, kind) => (ts.canHaveModifiers(node) ? ts.getModifiers(node) ?? [] : []).some((m) => m.kind === kind);

/**
 * The runtime names a module exports, each with the module (a path from the root, no extension) and member it is
 * read from, or the whole module for a namespace. `top`: in the index an entry is emitted for, a namespace that is
 * itself an index with an entry (`export * as cpln from './cpln'`) is that entry.
 */
function exportsOf(root, module, faces, top) {
  const file = join(root, `${module}.ts`);
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf-8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const where = `${module}.ts`;
  const firstLine = (node) => node.getText(tree).split('\n')[0];
  const found = [];
  for (const statement of tree.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (statement.moduleSpecifier === undefined || !ts.isStringLiteral(statement.moduleSpecifier)) throw new Error(`${where}: an entry re-exports from modules only: ${firstLine(statement)}`);
      const target = resolveModule(root, module, statement.moduleSpecifier.text);
      const clause = statement.exportClause;
      if (clause === undefined) found.push(...exportsOf(root, target, faces, false));
      else if (ts.isNamespaceExport(clause)) found.push({
        name: clause.name.text,
        module: (top && faces.get(target)) || target,
      });
      else for (const element of clause.elements) if (!element.isTypeOnly) found.push({
        name: element.name.text,
        module: target,
        member: (element.propertyName ?? element.name).text,
      });
      continue;
    }
    if (!has(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (has(statement, ts.SyntaxKind.DeclareKeyword) || has(statement, ts.SyntaxKind.DefaultKeyword)) throw new Error(`${where}: a declared or default export cannot be re-exported lazily: ${firstLine(statement)}`);
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    if (ts.isEnumDeclaration(statement) && has(statement, ts.SyntaxKind.ConstKeyword)) continue;
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : undefined))
      : [statement.name?.text];
    for (const name of names) {
      if (name === undefined) throw new Error(`${where}: cannot tell the name of ${firstLine(statement)}`);
      found.push({ name, module, member: name });
    }
  }
  const seen = new Set();
  for (const { name } of found) {
    if (seen.has(name)) throw new Error(`${where}: exports ${name} twice`);
    seen.add(name);
  }
  return found;
}

/** `./x` from `src/cpln/index` is `src/cpln/x`, or `src/cpln/x/index` for a folder. */
function resolveModule(root, from, specifier) {
  const base = join(dirname(from), specifier);
  if (existsSync(join(root, `${base}.ts`))) return base;
  if (existsSync(join(root, base, 'index.ts'))) return join(base, 'index');
  throw new Error(`${from}.ts: cannot find the module ${specifier}`);
}

function strip(file) {
  return file.endsWith('.ts') ? file.slice(0, -'.ts'.length) : file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) emitEntries(resolve(process.argv[2] ?? join(HERE, '..')));
