import { writeFileSync } from 'fs';
import { basename, join, relative } from 'path';
import { buildCatalog } from './catalog';
import { generateProvider } from './generate';
import { PROVIDERS, ROOT } from './providers';
import { readSchemaFile, SchemaFileError } from './schema-file';

const USAGE = 'usage: codegen/cli.ts [--schemas <dir>] [--out <dir>] [--unmodified]';

/**
 * `npx projen gen`: regenerates the L1 sources of every provider (codegen/providers.ts) into
 * `src/gen/<provider>/`, with the validation catalog (`catalog.json`) compiled from its schema and
 * constraints files. `--schemas` and `--out` point it elsewhere (the codegen tests use them);
 * `--unmodified` writes the generator's output without this package's post-processing and catalog
 * (the benchmarks compare both).
 */
async function main(argv: string[]): Promise<void> {
  let schemas: string | undefined;
  let outdir = join(ROOT, 'src', 'gen');
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
    const where = (file: string) => relative(process.cwd(), schemas === undefined ? join(ROOT, file) : join(schemas, basename(file)));
    const shown = where(target.schemaFile);
    const started = Date.now();
    const schema = readSchemaFile(shown);
    const catalog = postProcess ? buildCatalog(target, schema, where(target.constraintsFile)) : undefined;
    const result = await generateProvider(target, schema, shown, outdir, { postProcess });
    if (catalog) writeFileSync(join(result.dir, 'catalog.json'), JSON.stringify(catalog));
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
