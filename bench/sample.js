// One measurement, in a fresh process so no sample's garbage or JIT state skews the next.
// node bench/sample.js <variant> [n]; prints one JSON line. Variants:
//   import-cdktf | import-root | import-submodule | import-baseline   milliseconds to import
// floor | ours | ours-cdktf-path | ours-without-validation | ours-first-synth | baseline | cdktn   build and write n
// resources
//     (ours-cdktf-path: fast synthesis switched off, cdktf resolves and writes the stacks; ours-first-synth:
//     no warm-up, so the validation reads its catalogs and V8 compiles the engine during the measured synthesis;
//     cdktn: the CDK Terrain flavor, out/cdktn, in a cdktn app: its own synthesis, no fast path)
// typecheck-cdktf-only | typecheck-package-root                      type-check of bench/typecheck/<app>.ts (CPU time;
//     files and characters of declarations loaded)
// bindings-akamai   the bindings command on the whole Akamai schema (milliseconds, peak memory)
const { mkdtempSync, rmSync, writeFileSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');

const [variant, size] = process.argv.slice(2);
const n = Number(size ?? 0);
const ms = (from) => Number(process.hrtime.bigint() - from) / 1e6;

if (variant.startsWith('typecheck-')) {
  // What type-checking the app costs, in this process so its CPU time can be read: load TypeScript,
  // build the program, report its diagnostics. Through the compiler API, as ts-node (the app command of
  // cdktf's TypeScript template) does, which parses JSDoc too; the `tsc` command skips the JSDoc it does
  // not need. Options as in the tsconfig.json of cdktf's TypeScript app template (ES2018 target and
  // library, strict, skipLibCheck); node16 resolution finds this package by its name.
  const cpuStarted = process.cpuUsage();
  const ts = require('typescript');
  const file = join(__dirname, 'typecheck', `${variant.slice('typecheck-'.length)}.ts`);
  const options = {
    noEmit: true, strict: true, skipLibCheck: true, target: ts.ScriptTarget.ES2018, lib: ['lib.es2018.d.ts'],
    module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16,
  };
  const program = ts.createProgram([file], options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) throw new Error(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => __dirname, getNewLine: () => '\n' }));
  const cpu = process.cpuUsage(cpuStarted);
  // What the program parsed and bound, which is where its time goes (checking this app is a few ms): every file an
  // import reaches, whether the app uses it or not. Counted after the timing; unlike the time, it does not vary.
  const files = program.getSourceFiles();
  const chars = files.reduce((sum, f) => sum + f.text.length, 0);
  console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, files: files.length, chars }));
  process.exit(0);
}

if (variant === 'bindings-akamai') {
  // The bindings command (lib/cli, as the package ships it) on the whole Akamai schema, as `terraform providers
  // schema -json` prints it (one file, types sorted): L1 classes and the catalog of that version. ms: the command;
  // peakMib: the process's peak resident memory.
  const { providers } = require('../codegen/definitions.json');
  const akamai = providers.find((p) => p.name === 'akamai');
  const read = (file) => JSON.parse(require('fs').readFileSync(join(__dirname, '..', file), 'utf-8'));
  const files = [akamai.schemaFile, ...akamai.schemaParts].map(read);
  const address = Object.keys(files[0].provider_schemas)[0];
  const merged = { ...files[0].provider_schemas[address] };
  for (const section of ['resource_schemas', 'data_source_schemas']) {
    const all = Object.assign({}, ...files.map((f) => f.provider_schemas[address][section]));
    merged[section] = Object.fromEntries(Object.keys(all).sort().map((type) => [type, all[type]]));
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-bindings-'));
  writeFileSync(join(dir, 'providers.json'), JSON.stringify({ format_version: files[0].format_version, provider_schemas: { [address]: merged } }));
  const { bindings } = require('../lib/cli/codegen/bindings');
  const { FRAMEWORKS } = require('../lib/cli/codegen/frameworks');
  const started = process.hrtime.bigint();
  bindings(['providers.json', '--version', `akamai=${akamai.version}`], FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', dir).then(() => {
    const elapsed = ms(started);
    rmSync(dir, { recursive: true, force: true });
    console.log(JSON.stringify({ ms: elapsed, peakMib: (process.resourceUsage().maxRSS * 1024) / 2 ** 20 }));
    process.exit(0);
  });
  return;
}

if (variant.startsWith('import-')) {
  // ms: the whole import; cdktfMs: cdktf's part of it; ownMs: the rest, read in one process.
  const started = process.hrtime.bigint();
  require('cdktf');
  const cdktfMs = ms(started);
  if (variant === 'import-root') require('cdktf-cpln-akamai');
  if (variant === 'import-submodule') void require('cdktf-cpln-akamai').cpln.workload.Workload;
  if (variant === 'import-baseline') require('./baseline').loadBaseline();
  const total = ms(started);
  console.log(JSON.stringify({ ms: total, cdktfMs, ownMs: total - cdktfMs }));
  process.exit(0);
}

const framework = variant === 'cdktn' ? require('cdktn') : require('cdktf');
const { App } = framework;
const { buildMixedJson, buildMixedStack } = require('./mix');

// The validation's own cost, measured in the process: the time spent finding the problems in the JSON
// the synthesis resolved (the engine's entry point, src/validation/find-problems.ts). Validation does
// no resolution of its own; the side-by-side run without validation gives the whole difference.
let validationMs = 0;
// The props checks' own cost (src/runtime/known-keys.ts): the time in the functions generated code calls
// to check a config's keys, a struct's keys and a single block's value.
let keyChecksMs = 0;
if (variant === 'ours' || variant === 'ours-first-synth') {
  const lib = join(require.resolve('cdktf-cpln-akamai/package.json'), '..', 'lib');
  const keys = require(join(lib, 'runtime', 'known-keys'));
  for (const name of ['checkConfig', 'checkKeys', 'singleValue']) {
    const check = keys[name];
    keys[name] = (...a) => {
      const started = process.hrtime.bigint();
      const result = check(...a);
      keyChecksMs += ms(started);
      return result;
    };
  }
  const engine = require(join(lib, 'validation', 'find-problems'));
  const { findProblems } = engine;
  engine.findProblems = (...a) => {
    const started = process.hrtime.bigint();
    const problems = findProblems(...a);
    validationMs += ms(started);
    return problems;
  };
}

const lib = variant === 'baseline' ? require('./baseline').loadBaseline() : variant === 'cdktn' ? require('../out/cdktn/lib') : require('cdktf-cpln-akamai');
const outdir = mkdtempSync(join(tmpdir(), 'bench-'));

/** Builds and writes the stack of n resources: with constructs, or as a plain object (the floor). */
function run(count, id) {
  if (variant === 'floor') {
    writeFileSync(join(outdir, `${id}.tf.json`), JSON.stringify(buildMixedJson(id, count), null, 2));
    return;
  }
  const context = variant === 'ours-cdktf-path' ? { 'cdktf-cpln-akamai:fastSynthesis': false } : {};
  const app = new App({ outdir, skipValidation: variant === 'ours-without-validation', context });
  buildMixedStack(lib, app, id, count, framework);
  app.synth();
}

if (variant !== 'ours-first-synth') run(5, 'warmup'); // loads every module and class the measurement uses
global.gc?.();
validationMs = 0;
keyChecksMs = 0;
const rssBefore = process.memoryUsage().rss;
const started = process.hrtime.bigint();
const cpuStarted = process.cpuUsage();
run(n, 'bench');
const cpu = process.cpuUsage(cpuStarted);
const elapsed = ms(started);
const peakKib = (process.resourceUsage().maxRSS * 1024 - rssBefore) / 1024;
rmSync(outdir, { recursive: true, force: true });
console.log(JSON.stringify({
  ms: elapsed,
  cpuMs: (cpu.user + cpu.system) / 1000,
  kibPerResource: peakKib / n,
  validationMs,
  keyChecksMs,
}));
