import type { TerraformProviderGenerator } from '@cdktf/provider-generator';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join, relative } from 'path';
import { emitProvider } from './emitter/files';
import { loadGenerator } from './emitter/generator';
import { providerModel, ResourceModel, resourceModels as modelsOf } from './emitter/model';
import { Framework, FRAMEWORKS } from './frameworks';
import { typedSchema } from './provider-files';
import { ProviderTarget, providerAddress } from './providers';
import { SchemaFileError, TerraformSchema } from './schema-file';

/** What one provider's generation wrote. */
export interface GeneratedProvider {
  readonly target: ProviderTarget;
  /** Folder holding the provider's generated sources. */
  readonly dir: string;
  /** Generated files, relative to `dir`, sorted. */
  readonly files: string[];
  /** Terraform types generated (resources, then data sources as `data_<type>`, then `provider`). */
  readonly types: string[];
}

/** What writes the classes, and for which framework. */
export interface GenerateOptions {
  /**
   * Write the generator's own output (`cdktf get`'s) instead of the emitter's: the benchmarks and the
   * identity tests compare both.
   * @default false
   */
  readonly unmodified?: boolean;
  /**
   * The framework to generate for: the emitter writes its namespace, and the model (or, `unmodified`, the
   * output) is its own generator's.
   * @default FRAMEWORKS.cdktf
   */
  readonly framework?: Framework;
  /**
   * For classes written outside the package (`bindings`): the module they take the package's runtime from
   * (codegen/emitter/files.ts `EmitOptions.runtime`).
   * @default the package's own classes
   */
  readonly runtime?: string;
}

/**
 * Generates the L1 classes of one provider into `<outdir>/<target.name>/`, replacing what was there, from
 * its schema without what the definition leaves untyped (`typedSchema`). `schemaFile` is only used in
 * error messages.
 */
export async function generateProvider(
  target: ProviderTarget,
  schema: TerraformSchema,
  schemaFile: string,
  outdir: string,
  options: GenerateOptions = {},
): Promise<GeneratedProvider> {
  const address = providerAddress(target);
  const found = Object.keys(schema.provider_schemas);
  if (found.length !== 1 || found[0] !== address) {
    throw new SchemaFileError(schemaFile, '$.provider_schemas', `must hold exactly the provider ${JSON.stringify(address)}, found ${JSON.stringify(found)}`);
  }
  const framework = options.framework ?? FRAMEWORKS.cdktf;
  const typed = typedSchema(target, schema);
  const scratch = mkdtempSync(join(tmpdir(), 'cdktf-codegen-'));
  try {
    const generated = join(scratch, target.name);
    if (options.unmodified) {
      await generatorOutput(target, typed.schema, framework, scratch);
    } else {
      const { escapeAttributeName } = loadGenerator(framework);
      const files = emitProvider(
        modelsOf(target, typed.schema, framework),
        providerModel(target, typed.schema, escapeAttributeName),
        { ns: framework.module, untyped: typed.notes, runtime: options.runtime },
      );
      for (const [file, text] of files) {
        mkdirSync(dirname(join(generated, file)), { recursive: true });
        writeFileSync(join(generated, file), text);
      }
    }
    const dir = join(outdir, target.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(outdir, { recursive: true });
    cpSync(generated, dir, { recursive: true });
    const provider = schema.provider_schemas[address];
    return {
      target,
      dir,
      files: listFiles(dir),
      types: [
        ...Object.keys(provider.resource_schemas ?? {}),
        ...Object.keys(provider.data_source_schemas ?? {}).map((type) => `data_${type}`),
        'provider',
      ],
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The generator's model of every resource and data source (class, namespace folder and the config props of
 * each Terraform argument), as the emitted classes name them. Tests build configs from it.
 */
export function resourceModels(target: ProviderTarget, schema: TerraformSchema): ResourceModel[] {
  return modelsOf(target, typedSchema(target, schema).schema, FRAMEWORKS.cdktf);
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current).sort()) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out;
}

/**
 * `cdktf get`'s own output for the provider, written by the framework's generator through its public entry
 * points into `<scratch>/<target.name>/`: what the identity tests and the benchmarks compare the emitter's with.
 */
async function generatorOutput(
  target: ProviderTarget,
  schema: TerraformSchema,
  framework: Framework,
  scratch: string,
): Promise<void> {
  const { CodeMaker, TerraformProviderGenerator: Generator } = loadGenerator(framework);
  const commons = require(framework.commons) as typeof import('@cdktf/commons');
  const generator = new Generator(new CodeMaker(), {
    ...schema,
    // Recorded in each class's generator metadata; not part of the schema file format.
    provider_versions: { [providerAddress(target)]: target.version },
  } as ConstructorParameters<typeof TerraformProviderGenerator>[1]);
  generator.generate(new commons.ConstructsMakerProviderTarget(new commons.TerraformProviderConstraint(`${target.source}@${target.version}`), commons.LANGUAGES[0]));
  await generator.save(scratch);
  cpSync(join(scratch, 'providers', target.name), join(scratch, target.name), { recursive: true });
  // The generator's lazy index is a CommonJS script jsii cannot compile; the package index is hand-written.
  rmSync(join(scratch, target.name, 'lazy-index.ts'), { force: true });
}
