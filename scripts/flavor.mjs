// Builds a flavor of the package for another framework (`node scripts/flavor.mjs cdktn`) into out/<flavor>/:
// the package's own sources with the files of flavors/<flavor>/ in place of theirs (the framework seam
// src/framework.ts and the framework's internals src/synthesis/framework-internals.ts), the L1 classes generated with
// that framework's generator, its package.json from the package's with flavors/<flavor>/flavor.json's changes, then
// jsii.
// The flavor's lib/, .jsii and package.json are what its tests load and what package-all packs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const flavor = process.argv[2];
const from = join(root, 'flavors', flavor ?? '');
if (!flavor || !existsSync(join(from, 'flavor.json'))) {
  console.error(`usage: node scripts/flavor.mjs <flavor>; flavors: ${readdirSync(join(root, 'flavors')).join(', ')}`);
  process.exit(2);
}
const changes = JSON.parse(readFileSync(join(from, 'flavor.json'), 'utf-8'));
const out = join(root, 'out', flavor);

const run = (command, args, cwd = root) => {
  // CDK Terrain's generator reports some errors it handles to a telemetry service after it was loaded: not from a
  // build.
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CHECKPOINT_DISABLE: '1' } });
  if (result.status !== 0) throw new Error(`flavor ${flavor}: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
};

// The sources: src/ without the generated code, then the flavor's files, each in place of the file of src/ at the same
// path.
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(join(root, 'src'), join(out, 'src'), { recursive: true, filter: (path) => relative(join(root, 'src'), path) !== 'gen' });
const flavorFiles = readdirSync(from, { recursive: true, encoding: 'utf-8' }).filter((e) => e !== 'flavor.json' && statSync(join(from, e)).isFile());
for (const entry of flavorFiles) {
  const target = join(out, 'src', entry);
  if (!existsSync(target) || !statSync(target).isFile()) throw new Error(`flavors/${flavor}/${entry} replaces nothing: src/${entry} is not a file`);
  cpSync(join(from, entry), target);
}

// package.json: the package's, with the flavor's name, description, keywords, peer dependencies and jsii targets.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf-8'));
const flavored = {
  ...pkg,
  name: changes.name,
  description: changes.description,
  keywords: changes.keywords,
  peerDependencies: changes.peerDependencies,
  bin: changes.bin,
  // The versions it is built with: the package's own (one node_modules serves both flavors).
  devDependencies: Object.fromEntries(
    Object.keys(changes.peerDependencies).map((name) => [name, pkg.devDependencies[name]]),
  ),
  scripts: undefined,
  jsii: { ...pkg.jsii, ...changes.jsii },
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(flavored, null, 2)}\n`);
for (const file of ['tsconfig.json', 'README.md', 'LICENSE', '.npmignore', 'testing']) if (existsSync(join(root, file))) cpSync(join(root, file), join(out, file), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');

// The L1 classes from the flavor's generator, the lazy entries, jsii, then the catalogs beside the compiled code.
run(process.execPath, ['--max-semi-space-size=64', '-r', 'tsx/cjs', 'codegen/cli.ts', '--framework', changes.framework, '--out', join(out, 'src', 'gen')]);
run(process.execPath, [join(root, 'scripts', 'entries.mjs'), out]);
run(join(root, 'node_modules', '.bin', 'jsii'), ['--silence-warnings=reserved-word', '--silence-warnings=metadata/missing-dev-dependency'], out);
run(process.execPath, [join(root, 'scripts', 'generated-data.mjs'), out]);
run(process.execPath, [join(root, 'scripts', 'package-cli.mjs'), out]);
