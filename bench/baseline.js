// The generator's unmodified output, for side-by-side comparisons: `npx projen gen` writes the classes
// with this package's emitter (validation hook, lazy nested blocks, no undefined attributes; see
// codegen/emitter/); this builds the same schemas with @cdktf/provider-generator itself, into bench/.baseline/
// (git-ignored), compiled with the package's own compiler options, with the generator's eager index.
const { execFileSync } = require('child_process');
const { createHash } = require('crypto');
const { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('fs');
const { join } = require('path');

const ROOT = join(__dirname, '..');
const BASE = join(__dirname, '.baseline');

function walk(dir) {
  return readdirSync(dir).sort().flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const { providers } = require('../codegen/definitions.json');

/**
 * What the baseline is built from: the providers' schemas and constraints, codegen (definitions included), the compiler
 * options and the installed versions.
 */
function fingerprint() {
  const hash = createHash('sha256');
  // The constraints files too: the props' documentation is written from them (codegen/prop-docs.ts).
  const schemas = providers.flatMap((
    { schemaFile, schemaParts, constraintsFile, constraintsParts },
  ) => [schemaFile, ...schemaParts, constraintsFile, ...constraintsParts].map((file) => join(ROOT, file)));
  for (const file of [...schemas, ...walk(join(ROOT, 'codegen')), join(ROOT, 'tsconfig.json'), join(ROOT, 'package-lock.json')]) {
    hash.update(`\0${file.slice(ROOT.length)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const lib = join(BASE, 'lib');

/** Builds bench/.baseline/lib/<provider>/ unless it is up to date. */
function buildBaseline() {
  const built = join(lib, 'fingerprint');
  const inputs = fingerprint();
  if (!existsSync(built) || readFileSync(built, 'utf-8') !== inputs) {
    rmSync(BASE, { recursive: true, force: true });
    const src = join(BASE, 'src');
    execFileSync(process.execPath, [require.resolve('ts-node/dist/bin.js'), '--project', join(ROOT, 'codegen', 'tsconfig.json'), '--transpile-only', join(ROOT, 'codegen', 'cli.ts'), '--out', src, '--unmodified'], { cwd: ROOT, stdio: 'ignore' });
    // Compiled as the package is (its tsconfig's options), declarations included: the tests compare them.
    const ts = require('typescript');
    const { options } = ts.convertCompilerOptionsFromJson(
      { ...JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf-8')).compilerOptions, rootDir: src, outDir: lib },
      ROOT,
    );
    const program = ts.createProgram(walk(src).filter((f) => f.endsWith('.ts')), options);
    const { emitSkipped, diagnostics } = program.emit();
    if (emitSkipped) throw new Error(`baseline does not compile: ${ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' })}`);
    writeFileSync(built, inputs);
  }
}

/** Each provider's namespace ({ cpln, akamai }) from the baseline, built first unless it is up to date. */
function loadBaseline() {
  buildBaseline();
  return Object.fromEntries(providers.map(({ name }) => [name, require(join(lib, name))]));
}

module.exports = { loadBaseline, BASELINE_LIB: lib };

// `node bench/baseline.js` (the `baseline` task) builds it ahead of the tests and benchmarks, beside the compile.
if (require.main === module) buildBaseline();
