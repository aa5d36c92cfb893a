// Performance benchmarks, side by side in one run; prints a Markdown table of the ratios and targets.
// Run: npm run bench   (compiles the package first)   or   node bench/run.js [--rounds 5] [--sizes 1000,5000,20000]
// [--build]
// --build also times the full build, `npx projen build` on a fresh clone of HEAD (minutes; needs what
// packaging needs, see CONTRIBUTING.md).
// Every sample runs in a fresh process (bench/sample.js); each figure is the median of the rounds, and
// the variants alternate within a round so drift in the machine's load hits all of them alike.
const { execFileSync, spawnSync } = require('child_process');
const { mkdtempSync, readFileSync, rmSync } = require('fs');
const { cpus, tmpdir, totalmem } = require('os');
const { join } = require('path');
const { providers } = require('../codegen/definitions.json');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', 5));
const sizes = option('--sizes', '1000,5000,20000').split(',').map(Number);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sample = (variant, n) =>
  JSON.parse(execFileSync(process.execPath, ['--expose-gc', join(__dirname, 'sample.js'), variant, String(n ?? 0)], { encoding: 'utf-8', maxBuffer: 1 << 24 }));

/** Runs each variant `rounds` times, interleaved; returns the median of each field per variant. */
function measure(variants, n, count = rounds) {
  const runs = Object.fromEntries(variants.map((v) => [v, []]));
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) runs[variant].push(sample(variant, n));
  }
  return Object.fromEntries(
    variants.map(
      (v) => [v, Object.fromEntries(Object.keys(runs[v][0]).map((k) => [k, median(runs[v].map((r) => r[k]))]))],
    ),
  );
}

/** Each provider this package generates, with its number of resources and data sources (from its schema files). */
function providerTypes() {
  return providers
    .map(({ source, version, schemaFile, schemaParts }) => {
      const [resources, dataSources] = [schemaFile, ...schemaParts]
        .map((file) => Object.values(JSON.parse(readFileSync(join(__dirname, '..', file), 'utf-8')).provider_schemas)[0])
        .reduce(([r, d], schema) => [
          r + Object.keys(schema.resource_schemas ?? {}).length,
          d + Object.keys(schema.data_source_schemas ?? {}).length,
        ], [0, 0]);
      return `${source} ${version} (${resources} resources, ${dataSources} data sources)`;
    })
    .join(', ');
}

const rows = [];
const row = (measure_, value, target, met) => rows.push(`| ${measure_} | ${value} | ${target ?? ''} | ${met === undefined ? '' : met ? 'yes' : 'no'} |`);
const x = (ratio) => `${ratio.toFixed(2)}×`;
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

// Imports: cdktf alone, the package root, one submodule, and the generator's unmodified (eager) index.
require('./baseline').loadBaseline(); // built once, outside the measurement
const imports = measure(['import-cdktf', 'import-root', 'import-submodule', 'import-baseline'], 0, Math.max(rounds, 9));
const cdktfAlone = imports['import-cdktf'].ms;
row('import: cdktf alone', fmt(cdktfAlone));
// The root's own cost is read in one process (cdktf, then the root): two processes differ by more than it costs.
const root = imports['import-root'];
const rootRatio = Number((1 + root.ownMs / root.cdktfMs).toFixed(2));
row('import: cdktf + package root, each in its own process', `${fmt(root.ms)} (${x(root.ms / cdktfAlone)})`);
row('import: the package root after cdktf, in one process (ratio at two decimals)', `adds ${root.ownMs.toFixed(1)} ms to cdktf's ${fmt(root.cdktfMs)} (${x(rootRatio)})`, '≤ 1.0×', rootRatio <= 1.0);
row('import: cdktf + one submodule (`cpln.workload`)', `${fmt(imports['import-submodule'].ms)} (${x(imports['import-submodule'].ms / cdktfAlone)})`);
row("import: cdktf + the generator's unmodified index", `${fmt(imports['import-baseline'].ms)} (${x(imports['import-baseline'].ms / cdktfAlone)})`);

// Synthesis: the plain-JSON floor, this package (with and without validation), the unmodified generator output.
const perResource = {};
for (const n of sizes) {
  const r = measure(['floor', 'ours', 'ours-cdktf-path', 'ours-without-validation', 'ours-first-synth', 'baseline', 'cdktn'], n, n >= 20000 ? Math.min(rounds, 3) : rounds);
  const floor = r.floor.ms;
  perResource[n] = { ms: r.ours.ms / n, kib: r.ours.kibPerResource };
  row(`synth ${n}: plain JSON floor`, fmt(floor));
  row(`synth ${n}: this package`, `${fmt(r.ours.ms)} (${x(r.ours.ms / floor)} floor)`, n === 5000 ? '≤ 8× floor' : undefined, n === 5000 ? r.ours.ms / floor <= 8 : undefined);
  const versusGenerator = r.ours.ms / r.baseline.ms;
  const generatorTarget = { 5000: 0.3, 20000: 0.25 }[n];
  row(`synth ${n}: generator's unmodified output`, `${fmt(r.baseline.ms)} (${x(r.baseline.ms / floor)} floor; this package ${x(versusGenerator)} its time)`, generatorTarget && `≤ ${generatorTarget}×`, generatorTarget && versusGenerator <= generatorTarget);
  row(`synth ${n}: this package with fast synthesis switched off (cdktf's resolution and writer)`, `${fmt(r['ours-cdktf-path'].ms)} (fast synthesis: ${x(r['ours-cdktf-path'].ms / r.ours.ms)} faster)`);
  row(`synth ${n}: the CDK Terrain flavor (cdktn's own synthesis and writer, validation through its hooks)`, `${fmt(r.cdktn.ms)} (${x(r.cdktn.ms / r.ours.ms)} the cdktf flavor's time; ${x(r.cdktn.ms / r['ours-cdktf-path'].ms)} the cdktf flavor's without fast synthesis)`);
  row(`synth ${n}: peak memory per resource, this package`, `${r.ours.kibPerResource.toFixed(1)} KiB`, n === 20000 ? '≤ 10 KiB' : undefined, n === 20000 ? r.ours.kibPerResource <= 10 : undefined);
  row(`synth ${n}: peak memory per resource, fast synthesis switched off`, `${r['ours-cdktf-path'].kibPerResource.toFixed(1)} KiB`);
  row(`synth ${n}: peak memory per resource, generator's output`, `${r.baseline.kibPerResource.toFixed(1)} KiB`);
  const without = r['ours-without-validation'].ms;
  const share = r.ours.validationMs / without;
  row(`synth ${n}: this package with validation switched off`, `${fmt(without)} (with it: ${(((r.ours.ms - without) / without) * 100).toFixed(1)}% more, medians side by side)`);
  row(`synth ${n}: validation adds (its time in the process / synth without it)`, `${(share * 100).toFixed(1)}%`, n === 5000 ? '≤ 10%' : undefined, n === 5000 ? share <= 0.1 : undefined);
  const first = r['ours-first-synth'];
  row(`synth ${n}: validation in a process's first synthesis (no warm-up: catalogs read, engine not yet compiled by V8)`, `${fmt(first.validationMs)} (${((first.validationMs / first.ms) * 100).toFixed(1)}% of that build and synthesis)`);
  const keys = r.ours.keyChecksMs / r.ours.ms;
  row(`synth ${n}: props key checks (their time in the process / synth)`, `${(keys * 100).toFixed(1)}%`, n === 5000 ? '≤ 5%' : undefined, n === 5000 ? keys <= 0.05 : undefined);
}
if (sizes.length > 1) {
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  const time = perResource[large].ms / perResource[small].ms;
  const memory = perResource[large].kib / perResource[small].kib;
  row(`growth ${small} → ${large}: time per resource`, x(time), 'linear (≈ 1×)', time <= 1.5);
  row(`growth ${small} → ${large}: memory per resource`, x(memory), 'linear (≈ 1×)', memory <= 1.5);
}

// Type-check (CPU time, through the compiler API as ts-node does) of the same small app through each entry point,
// against a cdktf-only app.
const checks = measure(['typecheck-cdktf-only', 'typecheck-per-type', 'typecheck-provider-entry', 'typecheck-package-root'], 0, Math.max(rounds, 9));
const only = checks['typecheck-cdktf-only'].cpuMs;
// With each, the declarations the program loaded (files and megabytes of text, TypeScript's own library included).
const loaded = ({ files, chars }) => `${files} files, ${(chars / 1e6).toFixed(2)} MB loaded`;
row('type-check: cdktf-only app (CPU time)', `${fmt(only)}; ${loaded(checks['typecheck-cdktf-only'])}`);
const typecheck = (variant, label, target, limit) => {
  const ratio = checks[variant].cpuMs / only;
  const value = `${fmt(checks[variant].cpuMs)} (${x(ratio)}); ${loaded(checks[variant])}`;
  row(`type-check: ${label} (CPU time)`, value, target, ratio <= limit);
};
typecheck('typecheck-per-type', 'one entry point per type (`cdktf-cpln-akamai/cpln/workload`)', '≤ 1.2×', 1.2);
typecheck('typecheck-provider-entry', 'the provider entry point (`cdktf-cpln-akamai/cpln`)', '≤ 1.3×', 1.3);
typecheck('typecheck-package-root', 'the package root', '≤ 1.5×', 1.5);

// The bindings command (codegen/bindings.ts, as the package ships it in lib/cli) on the whole Akamai schema.
const generated = measure(['bindings-akamai'], 0, Math.min(rounds, 3))['bindings-akamai'];
row('bindings: the whole Akamai schema (classes and catalog of every type): time', fmt(generated.ms));
row('bindings: the whole Akamai schema: peak memory of the process', `${generated.peakMib.toFixed(0)} MiB`);

// The full build as on a fresh clone: this repository's HEAD cloned into a temporary folder and installed
// (`npm ci`, not timed), then `npx projen build` timed: wall time, and the peak memory of its largest
// process (GNU time, Debian package `time`). The clone has no ../shared/, so the tests that need it skip.
if (args.includes('--build')) {
  const root = join(__dirname, '..');
  const clone = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    execFileSync('git', ['clone', '--quiet', root, clone]);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'ignore' });
    const started = process.hrtime.bigint();
    const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'projen', 'build'], { cwd: clone, encoding: 'utf-8', maxBuffer: 1 << 28 });
    if (result.status !== 0) throw new Error(`npx projen build failed:\n${result.stderr.slice(-3000)}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peakGib = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)[1]) / 2 ** 20;
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf-8' }).trim();
    row(`full build (\`npx projen build\` on a fresh clone of ${commit}): time`, `${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s)`, '≤ 3 min', seconds <= 180);
    row('full build: peak memory of its largest process', `${peakGib.toFixed(2)} GiB`, '< 3 GiB', peakGib < 3);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

console.log(`Machine: ${cpus().length} × ${cpus()[0].model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; medians of ${rounds} rounds (at least 9 for imports and type-checks, at most 3 at 20,000 resources)`);
console.log(`Providers (codegen/definitions.json): ${providerTypes()}; cdktf ${require('cdktf/package.json').version}\n`);
console.log('| Measure | Value | Target | Met |\n|---|---|---|---|');
console.log(rows.join('\n'));
