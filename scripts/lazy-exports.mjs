// Makes the compiled package's index modules lazy: importing `cdktf-cpln-akamai` loads no generated
// type until the app reads it (`cpln.workload` loads the workload module, and only it).
// Run after jsii (`npx projen compile`). Each index listed below is rewritten from its TypeScript
// source: `export * as ns from './x'`, `export * from './x'` and `export { A } from './x'` become
// getters that require the module on first access. Types (.d.ts) and the jsii assembly are unchanged.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const { providers } = JSON.parse(readFileSync(new URL('../codegen/definitions.json', import.meta.url), 'utf-8'));
const INDEXES = ['index', ...providers.flatMap(({ name }) => [`${name}/index`, `gen/${name}/index`])];
const EXPORT = /^export (?:\* as (\w+)|\*|\{ ([\w, ]+) \}) from '([^']+)';$/;

const root = resolve(process.argv[2] ?? '.');
const require = createRequire(join(root, 'package.json'));

for (const index of INDEXES) {
  const source = readFileSync(join(root, 'src', `${index}.ts`), 'utf-8');
  const compiled = join(root, 'lib', `${index}.js`);
  const getters = [];
  for (const line of source.split('\n')) {
    if (line.trim() === '' || line.startsWith('//')) continue;
    const match = EXPORT.exec(line);
    if (!match) throw new Error(`src/${index}.ts: cannot make this line lazy: ${line}`);
    const [, namespace, names, module] = match;
    if (namespace) {
      getters.push([namespace, `require(${JSON.stringify(module)})`]);
    } else {
      // `export *` and `export { ... }`: the names come from the compiled module itself.
      const exported = names ? names.split(',').map((n) => n.trim()) : Object.keys(require(join(dirname(compiled), module)));
      for (const name of exported.filter((n) => n !== '__esModule')) {
        getters.push([name, `require(${JSON.stringify(module)}).${name}`]);
      }
    }
  }
  const body = getters
    .map(([name, value]) => `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => ${value} });`)
    .join('\n');
  writeFileSync(
    compiled,
    `"use strict";\n// Compiled from src/${index}.ts and made lazy by scripts/lazy-exports.mjs: each export loads its module on first use.\nObject.defineProperty(exports, "__esModule", { value: true });\n${body}\n`,
  );
}
