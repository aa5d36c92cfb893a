// Cost of the synth-time validation in CPU instructions, which repeat from run to run where times on a
// shared machine do not: node bench/validation-instructions.js [resources]   (after `npx projen compile`).
// Counts with valgrind's callgrind (Debian package `valgrind`; about 50 times slower than a normal run),
// V8 single-threaded (no background compilation or parallel GC), so counts repeat to within 0.3%.
// Synthesis = (build and synthesize) - (build only), each counted in its own process.
const { execFileSync } = require('child_process');
const { mkdtempSync, readFileSync, rmSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');

if (process.argv[2] === '--sample') {
  const { App } = require('cdktf');
  const { buildMixedStack } = require('./mix');
  const outdir = mkdtempSync(join(tmpdir(), 'bench-validation-'));
  const app = new App({ outdir, skipValidation: process.argv[3] === 'without' });
  buildMixedStack(require('cdktf-cpln-akamai'), app, 'bench', Number(process.argv[4]));
  if (process.argv[3] !== 'build-only') app.synth();
  rmSync(outdir, { recursive: true, force: true });
  process.exit(0);
}

const n = String(process.argv[2] ?? 5000);
const count = (variant) => {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-callgrind-')), 'callgrind.out');
  execFileSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--single-threaded', __filename, '--sample', variant, n], { stdio: 'ignore' });
  const total = Number(/^summary: (\d+)$/m.exec(readFileSync(out, 'utf-8'))[1]);
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
