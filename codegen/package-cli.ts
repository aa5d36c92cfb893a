#!/usr/bin/env node
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join, relative } from 'path';
import { bindings, bindingsErrorLine, USAGE } from './bindings';
import { convert, CONVERT_USAGE, convertErrorLine } from './convert';
import { FRAMEWORKS } from './frameworks';
import { ROOT } from './providers';

/**
 * The command the package ships (`npx cdktf-cpln-akamai <command>`, `npx cdktn-cpln-akamai <command>` for CDK
 * Terrain): `bindings` (codegen/bindings.ts) and `convert` (codegen/convert.ts). The flavor is the package's own: its
 * name says which framework's classes it writes.
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  // The generators' packages report usage to HashiCorp's checkpoint service when loaded, printing its failure offline.
  process.env.CHECKPOINT_DISABLE ??= '1';
  const packageName = ownName();
  const framework = packageName.startsWith('cdktn-') ? FRAMEWORKS.cdktn : FRAMEWORKS.cdktf;
  if (command === 'bindings') {
    for (const line of await bindings(rest, framework, packageName)) console.log(line);
    return;
  }
  if (command === 'convert') {
    const result = await convert(rest, framework, packageName);
    // The TypeScript to the file or standard output; the report, on standard error, says what was not converted as
    // written.
    if (result.out !== undefined) {
      mkdirSync(dirname(result.out), { recursive: true });
      writeFileSync(result.out, result.code);
      console.error(`written: ${relative(process.cwd(), result.out) || result.out}`);
    } else process.stdout.write(result.code);
    for (const line of result.report) console.error(line);
    console.error(`convert: ${result.report.length === 0 ? 'converted as written' : `${result.report.length} ${result.report.length === 1 ? 'thing' : 'things'} not converted as written (above)`}`);
    return;
  }
  const usage = (text: string) => text.replace('usage: ', `  npx ${packageName} `);
  console.error(`${packageName}: ${command === undefined ? 'no command' : `unknown command ${command}`}; usage:\n${usage(USAGE)}\n${usage(CONVERT_USAGE)}`);
  process.exit(2);
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
  console.error(bindingsErrorLine(error) ?? convertErrorLine(error) ?? error);
  process.exit(1);
});
