import { join, relative } from 'path';
import { generateProvider } from './generate';
import { PROVIDERS } from './providers';
import { readSchemaFile, SchemaFileError } from './schema-file';

const USAGE = 'usage: codegen/cli.ts [--schemas <dir>] [--out <dir>] [--unmodified]';

/**
 * `npx projen gen`: regenerates the L1 sources from `schemas/<provider>.json` into `src/gen/<provider>/`.
 * `--schemas` and `--out` point it elsewhere (the codegen tests use them); `--unmodified` writes the
 * generator's output without this package's post-processing (the benchmarks compare both).
 */
async function main(argv: string[]): Promise<void> {
  const root = join(__dirname, '..');
  let schemas = join(root, 'schemas');
  let outdir = join(root, 'src', 'gen');
  let postProcess = true;
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--unmodified') {
      postProcess = false;
      i--;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) throw new UsageError(`${argv[i]} needs a value`);
    if (argv[i] === '--schemas') schemas = value;
    else if (argv[i] === '--out') outdir = value;
    else throw new UsageError(`unknown option ${argv[i]}`);
  }
  for (const target of PROVIDERS) {
    const file = join(schemas, `${target.name}.json`);
    const shown = relative(process.cwd(), file);
    const started = Date.now();
    const result = await generateProvider(target, readSchemaFile(shown), shown, outdir, { postProcess });
    console.log(`gen: ${target.source}@${target.version}: ${result.types.length} types, ${result.files.length} files in ${Date.now() - started} ms`);
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof SchemaFileError) {
    console.error(`gen: ${error.message}`);
  } else if (error instanceof UsageError) {
    console.error(`gen: ${error.message}\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
