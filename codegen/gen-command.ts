import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { basename, join, relative } from 'path';
import type { CatalogFile } from '../src/validation/catalog-types';
import { buildCatalog, readPropFacts, splitCatalog } from './catalog';
import { documentsSource } from './documents';
import { loadGenerator } from './emitter/generator';
import { Framework, frameworkNamed, FRAMEWORKS } from './frameworks';
import { generateProvider } from './generate';
import { describedSchema } from './prop-docs';
import { readProviderSchema } from './provider-files';
import { PROVIDERS, ProviderTarget, ROOT } from './providers';
import { SchemaFileError, TerraformSchema } from './schema-file';

const USAGE = 'usage: codegen/cli.ts [--schemas <dir>] [--out <dir>] [--framework cdktf|cdktn] [--unmodified]';

/**
 * `npx projen gen` (codegen/cli.ts runs it): regenerates the L1 sources of every provider
 * (codegen/providers.ts) into `src/gen/<provider>/`, with the validation catalog (`catalog.json`)
 * compiled from its schema and constraints files. `--schemas` and `--out` point it elsewhere (the
 * codegen tests use them); `--unmodified` writes the generator's own output instead of the emitter's
 * (codegen/emitter/), without catalog (the benchmarks and identity tests compare both); `--framework cdktn`
 * emits for CDK Terrain from its generator's model (the cdktn flavor, scripts/flavor.mjs).
 */
export async function gen(argv: string[]): Promise<void> {
  let schemas: string | undefined;
  let outdir = join(ROOT, 'src', 'gen');
  let emitted = true;
  let framework = FRAMEWORKS.cdktf;
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--unmodified') {
      emitted = false;
      i--;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) throw new UsageError(`${argv[i]} needs a value`);
    if (argv[i] === '--schemas') schemas = value;
    else if (argv[i] === '--out') outdir = value;
    else if (argv[i] === '--framework') framework = frameworkOption(value);
    else throw new UsageError(`unknown option ${argv[i]}`);
  }
  claimOutdir(outdir);
  // The framework's generator first: checking a schema names props as it does (codegen/emitter/model.ts).
  loadGenerator(framework);
  for (const target of PROVIDERS) {
    const where = (
      file: string,
    ) => relative(process.cwd(), schemas === undefined ? join(ROOT, file) : join(schemas, basename(file)));
    const shown = where(target.schemaFile);
    const started = Date.now();
    const { schema, catalog, rules } = generatorInput(target, where);
    const result = await generateProvider(target, schema, shown, outdir, { unmodified: !emitted, framework });
    if (emitted && target.documents) {
      const { file, className, summary, builders } = target.documents;
      writeFileSync(join(result.dir, file), documentsSource(className, summary, builders, rules));
    }
    if (emitted) {
      writeFileSync(join(result.dir, 'catalog.json'), JSON.stringify(catalog.main));
      for (const { file, part } of catalog.parts) writeFileSync(join(result.dir, file), JSON.stringify(part));
    }
    console.log(`gen: ${target.source}@${target.version}: ${result.types.length} types, ${result.files.length} files in ${Date.now() - started} ms`);
  }
}

/**
 * What the generator and the emitter read for one provider: its schema with every prop described from the
 * catalog (`describedSchema`: the same input for the emitter and for the generator's own output, so both
 * document the same facts), and the validation catalog split into the files the runtime reads.
 */
export function generatorInput(
  target: ProviderTarget,
  where: (file: string) => string = (file) => join(ROOT, file),
): { schema: TerraformSchema; catalog: ReturnType<typeof splitCatalog>; rules: CatalogFile['rules'] } {
  const { schema, partTypes } = readProviderSchema(target, where);
  const built = buildCatalog(target, schema, where(target.constraintsFile), target.constraintsParts.map(where));
  return {
    schema: describedSchema(schema, built.rules, readPropFacts(target, schema, where(target.constraintsFile))),
    catalog: splitCatalog(built, partTypes),
    rules: built.rules,
  };
}

export class UsageError extends Error {}

function frameworkOption(name: string): Framework {
  try {
    return frameworkNamed(name);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Marks an output directory as codegen's: it holds one folder per provider, replaced on every run. */
const MARKER = '.generated-by-codegen';

/**
 * Refuses an output directory holding anything codegen did not write (`--out src` would delete the hand-written
 * sources), then marks it. Accepted: a missing or empty directory, one with the marker, and one written before the
 * marker existed (only provider folders, each with the generator's index).
 */
function claimOutdir(outdir: string): void {
  if (existsSync(outdir)) {
    if (!statSync(outdir).isDirectory()) throw new OutdirError(`refuses to write into ${outdir}: it is not a directory`);
    const entries = readdirSync(outdir).sort();
    const generated = (entry: string) =>
      PROVIDERS.some((p) => p.name === entry) && existsSync(join(outdir, entry, 'index.ts')) && Object.values(FRAMEWORKS).some((f) => readFileSync(join(outdir, entry, 'index.ts'), 'utf-8').startsWith(f.header));
    if (!entries.includes(MARKER) && !entries.every(generated)) {
      const foreign = entries.filter((entry) => !generated(entry));
      throw new OutdirError(
        `refuses to write into ${outdir}: it holds ${foreign.slice(0, 3).map((e) => JSON.stringify(e)).join(', ')}${foreign.length > 3 ? ', ...' : ''}, which codegen did not write (no ${MARKER} file); point --out at a new or empty directory`,
      );
    }
  }
  mkdirSync(outdir, { recursive: true });
  writeFileSync(join(outdir, MARKER), 'Written by codegen/cli.ts: every provider folder here is replaced when it runs again.\n');
}

export class OutdirError extends Error {}

/**
 * The line the command prints for an error it expects (a usage, schema or output directory error); undefined for any
 * other.
 */
export function errorLine(error: unknown): string | undefined {
  if (error instanceof SchemaFileError || error instanceof OutdirError) return `gen: ${error.message}`;
  if (error instanceof UsageError) return `gen: ${error.message}\n${USAGE}`;
  return undefined;
}
