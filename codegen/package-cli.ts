#!/usr/bin/env node
import { readFileSync } from 'fs';
import { join } from 'path';
import { bindings, bindingsErrorLine, USAGE } from './bindings';
import { FRAMEWORKS } from './frameworks';
import { ROOT } from './providers';

/**
 * The command the package ships (`npx cdktf-cpln-akamai <command>`, `npx cdktn-cpln-akamai <command>` for CDK
 * Terrain): `bindings` (codegen/bindings.ts). The flavor is the package's own: its name says which framework's classes
 * it writes.
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const packageName = ownName();
  const framework = packageName.startsWith('cdktn-') ? FRAMEWORKS.cdktn : FRAMEWORKS.cdktf;
  if (command !== 'bindings') {
    console.error(`${packageName}: ${command === undefined ? 'no command' : `unknown command ${command}`}; ${USAGE.replace('usage: ', `usage: npx ${packageName} `)}`);
    process.exit(2);
  }
  for (const line of await bindings(rest, framework, packageName)) console.log(line);
}

/** The package's name, from its package.json (the repository's, or the installed package's, two folders up). */
function ownName(): string {
  for (const dir of [ROOT, join(ROOT, '..', '..')]) {
    try {
      return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf-8')) as { name: string }).name;
    } catch {
      // not this folder
    }
  }
  throw new Error('cannot find the package.json of this package');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(bindingsErrorLine(error) ?? error);
  process.exit(1);
});
