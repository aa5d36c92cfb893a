// One measurement, in a fresh process so no sample's garbage or JIT state skews the next.
// node bench/sample.js <variant> [n]; prints one JSON line. Variants:
//   import-cdktf | import-root | import-submodule | import-baseline   milliseconds to import
//   floor | ours | ours-without-validation | baseline                 build and write n resources
//   typecheck-cdktf-only | typecheck-package-root                      `tsc --noEmit` of bench/typecheck/<app>.ts
const { mkdtempSync, rmSync, writeFileSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');

const [variant, size] = process.argv.slice(2);
const n = Number(size ?? 0);
const ms = (from) => Number(process.hrtime.bigint() - from) / 1e6;

if (variant.startsWith('typecheck-')) {
  // What `tsc --noEmit` does, in this process so its CPU time can be read: load TypeScript, build the
  // program, report its diagnostics. Options as in the tsconfig.json of cdktf's TypeScript app template
  // (ES2018 target and library, strict, skipLibCheck); node16 resolution finds this package by its name.
  const cpuStarted = process.cpuUsage();
  const ts = require('typescript');
  const file = join(__dirname, 'typecheck', `${variant.slice('typecheck-'.length)}.ts`);
  const options = {
    noEmit: true, strict: true, skipLibCheck: true, target: ts.ScriptTarget.ES2018, lib: ['lib.es2018.d.ts'],
    module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16,
  };
  const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([file], options));
  if (diagnostics.length > 0) throw new Error(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => __dirname, getNewLine: () => '\n' }));
  const cpu = process.cpuUsage(cpuStarted);
  console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 }));
  process.exit(0);
}

if (variant.startsWith('import-')) {
  const started = process.hrtime.bigint();
  require('cdktf');
  if (variant === 'import-root') require('cdktf-cpln-akamai');
  if (variant === 'import-submodule') void require('cdktf-cpln-akamai').cpln.workload.Workload;
  if (variant === 'import-baseline') require('./baseline').loadBaseline();
  console.log(JSON.stringify({ ms: ms(started) }));
  process.exit(0);
}

const { App, TerraformStack } = require('cdktf');
const { buildMixedJson, buildMixedStack } = require('./mix');

// The validation's own cost: the time in this package's stack validation (the stack node's plain
// `{ validate }` object; cdktf's own validations are class instances), less the stack resolution it
// does and hands on to the synthesis that follows (which then resolves nothing).
let validationMs = 0;
let resolving = 0;
const { toTerraform } = TerraformStack.prototype;
TerraformStack.prototype.toTerraform = function (...a) {
  const started = process.hrtime.bigint();
  const result = toTerraform.apply(this, a);
  resolving += ms(started);
  return result;
};
function timeValidation(stack) {
  for (const validation of stack.node._validations) {
    if (Object.getPrototypeOf(validation) !== Object.prototype) continue;
    const validate = validation.validate;
    validation.validate = () => {
      const started = process.hrtime.bigint();
      const before = resolving;
      const errors = validate();
      validationMs += ms(started) - (resolving - before);
      return errors;
    };
  }
}

const lib = variant === 'baseline' ? require('./baseline').loadBaseline() : require('cdktf-cpln-akamai');
const outdir = mkdtempSync(join(tmpdir(), 'bench-'));

/** Builds and writes the stack of n resources: with constructs, or as a plain object (the floor). */
function run(count, id) {
  if (variant === 'floor') {
    writeFileSync(join(outdir, `${id}.tf.json`), JSON.stringify(buildMixedJson(id, count), null, 2));
    return;
  }
  const app = new App({ outdir, skipValidation: variant === 'ours-without-validation' });
  timeValidation(buildMixedStack(lib, app, id, count));
  app.synth();
}

run(5, 'warmup'); // loads every module and class the measurement uses
global.gc?.();
validationMs = 0;
const rssBefore = process.memoryUsage().rss;
const started = process.hrtime.bigint();
const cpuStarted = process.cpuUsage();
run(n, 'bench');
const cpu = process.cpuUsage(cpuStarted);
const elapsed = ms(started);
const peakKib = (process.resourceUsage().maxRSS * 1024 - rssBefore) / 1024;
rmSync(outdir, { recursive: true, force: true });
console.log(JSON.stringify({ ms: elapsed, cpuMs: (cpu.user + cpu.system) / 1000, kibPerResource: peakKib / n, validationMs }));
