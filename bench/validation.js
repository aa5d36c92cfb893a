// Cost of the synth-time validation: synthesis of the same stack with and without it, side by side.
// Run: node bench/validation.js [resources] [rounds]   (after `npx projen compile`)
//      node bench/validation.js --instructions [resources]   (repeatable: counts CPU instructions with
//      valgrind's callgrind, from Debian's valgrind package; slow, about 50 times a normal run)
// Each sample runs in a fresh process, so one sample's garbage and JIT state cannot skew the next, and
// measures the CPU time of synthesis, which the scheduling noise of a shared machine does not inflate.
const { execFileSync } = require('child_process');
const { mkdtempSync, rmSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');

if (process.argv[2] === '--sample') {
  const { App } = require('cdktf');
  const { buildMixedStack } = require('./mix');
  const outdir = mkdtempSync(join(tmpdir(), 'bench-validation-'));
  const app = new App({ outdir, skipValidation: process.argv[3] === 'without' });
  buildMixedStack(app, 'bench', Number(process.argv[4]));
  if (process.argv[3] === 'build-only') process.exit(0); // for instruction counts: the cost of everything but synthesis
  const started = process.cpuUsage();
  app.synth();
  const used = process.cpuUsage(started);
  console.log((used.user + used.system) / 1e6);
  rmSync(outdir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv[2] === '--instructions') {
  // Synthesis = (build and synthesize) - (build only), each counted in its own process. V8 runs
  // single-threaded (no background compilation or parallel GC), which makes counts repeat to 0.3%.
  const n = String(process.argv[3] ?? 5000);
  const count = (variant) => {
    const out = join(mkdtempSync(join(tmpdir(), 'bench-callgrind-')), 'callgrind.out');
    execFileSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--single-threaded', __filename, '--sample', variant, n], { encoding: 'utf-8', stdio: ['ignore', 'pipe', 'pipe'] });
    const total = Number(/^summary: (\d+)$/m.exec(require('fs').readFileSync(out, 'utf-8'))[1]);
    rmSync(out, { force: true });
    return total;
  };
  const build = count('build-only');
  const without = count('without') - build;
  const withValidation = count('with') - build;
  console.log(`resources: ${n}, instructions of synthesis (callgrind)`);
  console.log(`synth without validation: ${(without / 1e9).toFixed(2)} G instructions`);
  console.log(`synth with validation:    ${(withValidation / 1e9).toFixed(2)} G instructions`);
  console.log(`validation adds: ${(((withValidation - without) / without) * 100).toFixed(1)}% (target: at most 10%)`);
  process.exit(0);
}

const n = Number(process.argv[2] ?? 5000);
const rounds = Number(process.argv[3] ?? 7);
const sample = (variant) => Number(execFileSync(process.execPath, [__filename, '--sample', variant, String(n)], { encoding: 'utf-8' }));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const without = [];
const withValidation = [];
for (let i = 0; i < rounds; i++) {
  // Alternate which variant goes first, so drift in the machine's load hits both alike.
  const order = i % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
  for (const variant of order) (variant === 'without' ? without : withValidation).push(sample(variant));
}
const a = median(without);
const b = median(withValidation);
console.log(`resources: ${n}, rounds: ${rounds}, median CPU seconds of synthesis, each in a fresh process`);
console.log(`synth without validation: ${a.toFixed(2)} s`);
console.log(`synth with validation:    ${b.toFixed(2)} s`);
console.log(`validation adds: ${(((b - a) / a) * 100).toFixed(1)}% (target: at most 10%)`);
