// Builds the command the package ships (`npx cdktf-cpln-akamai bindings|convert ...`, codegen/package-cli.ts) into
// <package>/lib/cli/: codegen and what it imports of the engine, compiled by TypeScript (codegen/tsconfig.cli.json),
// with the files it reads (codegen/definitions.json and the providers' constraints files) at the same places relative
// to it as in the repository. `node scripts/package-cli.mjs [<package folder>]`; run after jsii, for each flavor.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const out = join(resolve(process.argv[2] ?? root), 'lib', 'cli');
rmSync(out, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'codegen', 'tsconfig.cli.json'), '--outDir', out], { stdio: 'inherit' });
if (tsc.status !== 0) throw new Error(`package-cli: tsc failed (${tsc.status ?? tsc.signal})`);
const definitions = JSON.parse(readFileSync(join(root, 'codegen', 'definitions.json'), 'utf-8'));
const files = ['codegen/definitions.json', ...definitions.providers.flatMap((p) => [p.constraintsFile, ...p.constraintsParts])];
for (const file of files) {
  mkdirSync(dirname(join(out, file)), { recursive: true });
  cpSync(join(root, file), join(out, file));
}
chmodSync(join(out, 'codegen', 'package-cli.js'), 0o755);
