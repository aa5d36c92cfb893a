// Runs projen tasks side by side: the compilers of the build are single-threaded, so one core would idle
// while the other compiles. Usage: node scripts/parallel.mjs <task>...
// Each line a task prints is passed on as it comes, prefixed with the task's name; the exit code is that of
// the first task (in the order given) that failed, after every task has ended.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const tasks = process.argv.slice(2);
if (tasks.length === 0) {
  console.error('usage: node scripts/parallel.mjs <task>...');
  process.exit(2);
}

function run(task) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['projen', task], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${task}] ${line}\n`));
    }
    child.on('error', (error) => {
      console.error(`[${task}] ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all(tasks.map(run));
const failed = codes.findIndex((code) => code !== 0);
if (failed >= 0) {
  console.error(`parallel: ${tasks.filter((_, i) => codes[i] !== 0).join(', ')} failed`);
  process.exit(codes[failed]);
}
