// Runs a build step only when its inputs changed since it last succeeded, so code generation and the
// jsii compile each run once per build even when several tasks spawn them (`npm test`, then
// `npx projen package-all`). Usage:
//   node scripts/once.mjs <step> --in <file or folder>... --out <file or folder>... -- <command> [args...]
// The fingerprint (SHA-256 of the command and of every input file's path and bytes) is kept in
// .cache/<step>.fingerprint after a success; the step runs again when it differs or an output is missing.
// Delete .cache/ (or set BUILD_ALWAYS=1) to run every step regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [step, ...rest] = process.argv.slice(2);
const separator = rest.indexOf('--');
if (!step || separator < 0 || separator === rest.length - 1) {
  console.error('usage: node scripts/once.mjs <step> --in <path>... --out <path>... -- <command> [args...]');
  process.exit(2);
}
const inputs = [];
const outputs = [];
let list;
for (const arg of rest.slice(0, separator)) {
  if (arg === '--in') list = inputs;
  else if (arg === '--out') list = outputs;
  else if (list) list.push(arg);
  else throw new Error(`once: ${arg}: expected --in or --out first`);
}
const command = rest.slice(separator + 1);

/** Every file under a path, sorted, so the fingerprint does not depend on the directory order. */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((entry) => files(join(path, entry)));
}

const hash = createHash('sha256').update(JSON.stringify(command));
// A step's outputs are not its inputs, even inside an input folder.
const isOutput = (file) => outputs.some((path) => file === path || file.startsWith(`${path}/`));
for (const file of inputs.flatMap(files).filter((file) => !isOutput(file))) hash.update(`\0${file}\0`).update(readFileSync(file));
const fingerprint = hash.digest('hex');
const stamp = join('.cache', `${step}.fingerprint`);

if (process.env.BUILD_ALWAYS !== '1' && outputs.every((path) => existsSync(path)) && existsSync(stamp) && readFileSync(stamp, 'utf-8') === fingerprint) {
  console.log(`${step}: up to date (inputs unchanged since it last ran), skipped`);
  process.exit(0);
}
rmSync(stamp, { force: true });
const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });
if (result.status !== 0) process.exit(result.status ?? 1);
mkdirSync('.cache', { recursive: true });
writeFileSync(stamp, fingerprint);
