// The cdktf package's build, step by step, at two commits side by side: code generation, the entry modules
// and the jsii compile, as each commit's own projen tasks run them (.projen/tasks.json: the `gen` steps and the
// cdktf compile of `compile`, without the once.mjs wrapper, so that every step runs every round).
// Run: node bench/build-steps.js [--against <ref>] [--rounds 3]      (default: the commit before the
// codegen passes read syntax trees, fbf490e^). Each commit is checked out into a temporary worktree and installed
// from its own lockfile (npm ci, untimed); the rounds alternate the commits so drift in the machine's load hits both.
// Prints a Markdown table of the medians (seconds of wall time) per step and in total.
const { execFileSync, spawnSync } = require('child_process');
const { mkdtempSync, readFileSync, rmSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', 3));
const root = join(__dirname, '..');
const git = (...a) => execFileSync('git', ['-C', root, ...a], { encoding: 'utf-8' }).trim();
const refs = [git('rev-parse', '--short', option('--against', 'fbf490e^')), git('rev-parse', '--short', 'HEAD')];

/** The command a once.mjs step wraps (or the command itself), with the step's name. */
function unwrap(exec) {
  const once = /^node scripts\/once\.mjs (\S+) .*? -- (.*)$/s.exec(exec);
  return once ? { name: once[1], command: once[2] } : { name: exec.split(' ').slice(0, 2).join(' '), command: exec };
}

/**
 * The build steps of a commit: its `gen` task's steps, then the first command its compile runs together (the cdktf jsii
 * compile).
 */
function stepsOf(dir) {
  const tasks = JSON.parse(readFileSync(join(dir, '.projen', 'tasks.json'), 'utf-8')).tasks;
  const gen = tasks.gen.steps.map((s) => unwrap(s.exec));
  const compile = tasks.compile.steps[0].exec;
  const together = /^node scripts\/together\.mjs "((?:[^"\\]|\\.)*)"/.exec(compile);
  return [...gen, unwrap(together ? together[1] : compile)];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const base = mkdtempSync(join(tmpdir(), 'build-steps-'));
const trees = refs.map((ref) => {
  const dir = join(base, ref);
  git('worktree', 'add', '--detach', dir, ref);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'ignore' });
  return { ref, dir, steps: stepsOf(dir), times: {} };
});
try {
  for (let round = 0; round < rounds; round++) {
    for (const tree of round % 2 === 0 ? trees : [...trees].reverse()) {
      for (const step of tree.steps) {
        const start = process.hrtime.bigint();
        const env = { ...process.env, PATH: `${join(tree.dir, 'node_modules', '.bin')}:${process.env.PATH}` };
        const run = spawnSync('bash', ['-c', step.command], { cwd: tree.dir, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf-8', maxBuffer: 1 << 26 });
        if (run.status !== 0) throw new Error(`${tree.ref}: ${step.command} failed:\n${run.stdout}\n${run.stderr}`);
        (tree.times[step.name] ??= []).push(Number(process.hrtime.bigint() - start) / 1e9);
      }
    }
  }
  // The steps in the order the newer commit runs them, then any the older one ran alone.
  const names = [...new Set([...trees].reverse().flatMap((t) => t.steps.map((s) => s.name)))];
  const cell = (tree, name) => (tree.times[name] ? `${median(tree.times[name]).toFixed(1)} s` : '-');
  const total = (
    tree,
  ) => median(Array.from({ length: rounds }, (_, i) => Object.values(tree.times).reduce((sum, t) => sum + t[i], 0)));
  console.log(`Build steps of the cdktf package, medians of ${rounds} rounds (wall time)\n`);
  console.log(`| step | ${trees.map((t) => t.ref).join(' | ')} |\n|---|${trees.map(() => '---:').join('|')}|`);
  for (const name of names) console.log(`| ${name} | ${trees.map((t) => cell(t, name)).join(' | ')} |`);
  console.log(`| total | ${trees.map((t) => `${total(t).toFixed(1)} s`).join(' | ')} |`);
} finally {
  for (const tree of trees) git('worktree', 'remove', '--force', tree.dir);
  rmSync(base, { recursive: true, force: true });
}
