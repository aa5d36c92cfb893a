import type { ResourceModel } from '@cdktf/provider-generator/lib/get/generator/models';
import type { TerraformProviderGenerator } from '@cdktf/provider-generator/lib/get/generator/provider-generator';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative } from 'path';
import { Framework, FRAMEWORKS } from './frameworks';
import { definedAttributesPass } from './pass-defined-attributes';
import { guardOverridesPass } from './pass-guard-overrides';
import { knownKeysPass } from './pass-known-keys';
import { lazyBlocksPass } from './pass-lazy-blocks';
import { registerValidationPass } from './pass-register-validation';
import { untypedNotePass } from './pass-untyped-note';
import { Pass, postProcess } from './passes';
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

/** How the generator's output is post-processed. */
export interface GenerateOptions {
  /**
   * Rewrite the output for this package with the passes of `PASSES`. Off, the generator's output is
   * written unmodified (the benchmarks and the identity tests compare both).
   * @default true
   */
  readonly postProcess?: boolean;
  /**
   * The framework to generate for, with its own generator; the passes find its namespace in the output.
   * @default FRAMEWORKS.cdktf
   */
  readonly framework?: Framework;
}

/**
 * The post-processing pipeline (codegen/passes.ts). Edits of one place apply in this order: after a
 * construct's super call, its config is checked first, then its overrides guarded, then (the
 * provider) the validation registered.
 */
export const PASSES: readonly Pass[] = [
  knownKeysPass,
  guardOverridesPass,
  registerValidationPass,
  lazyBlocksPass,
  definedAttributesPass,
  untypedNotePass,
];

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
  const { CodeMaker, Generator, constraint } = loadGenerator(framework);
  const code = new CodeMaker();
  const typed = typedSchema(target, schema);
  const generator = new Generator(code, {
    ...typed.schema,
    // Recorded in each class's generator metadata; not part of the schema file format.
    provider_versions: { [address]: target.version },
  } as ConstructorParameters<typeof TerraformProviderGenerator>[1]);
  generator.generate(constraint(target));

  const scratch = mkdtempSync(join(tmpdir(), 'cdktf-codegen-'));
  try {
    await generator.save(scratch);
    const generated = join(scratch, 'providers', target.name);
    // The generator's lazy index is a CommonJS script jsii cannot compile; the package index is hand-written.
    rmSync(join(generated, 'lazy-index.ts'), { force: true });
    if (options.postProcess ?? true) {
      for (const file of listFiles(generated).filter((f) => f.endsWith('.ts'))) {
        const path = join(generated, file);
        writeFileSync(path, postProcess(PASSES, framework, file, readFileSync(path, 'utf-8'), typed.notes));
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
 * The generator's model of every resource and data source (class, namespace folder and the config
 * props of each Terraform argument), as the generated code names them. Tests build configs from it.
 */
export function resourceModels(target: ProviderTarget, schema: TerraformSchema): ResourceModel[] {
  const { CodeMaker, Generator } = loadGenerator(FRAMEWORKS.cdktf);
  return new Generator(
    new CodeMaker(),
    typedSchema(target, schema).schema as ConstructorParameters<typeof TerraformProviderGenerator>[1],
  ).buildResourceModels(
    providerAddress(target) as Parameters<TerraformProviderGenerator['buildResourceModels']>[0],
  );
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
 * Loads @cdktf/provider-generator. Importing it starts a `terraform version` probe used only for
 * telemetry; code generation needs no Terraform CLI, so the probe is pointed at a binary that does
 * not exist and fails quietly instead of depending on (or printing the config warnings of) a local CLI.
 * Both variables are read when the modules load, and put back afterwards: in a process that goes on to
 * synthesize (the tests), cdktf's own Terraform version check must not find the made-up binary. cdktf,
 * which @cdktf/commons loads, reads the binary's name once, when it loads: it is loaded first.
 */
function loadGenerator(framework: Framework) {
  require(framework.module);
  const saved = {
    CHECKPOINT_DISABLE: process.env.CHECKPOINT_DISABLE,
    TERRAFORM_BINARY_NAME: process.env.TERRAFORM_BINARY_NAME,
  };
  process.env.CHECKPOINT_DISABLE = '1';
  process.env.TERRAFORM_BINARY_NAME = 'cdktf-codegen-needs-no-terraform';
  const { CodeMaker } = require('codemaker') as typeof import('codemaker');
  // Both generators have the same models and entry points (CDK Terrain's is a continuation of cdktf's).
  const { TerraformProviderGenerator: Generator } = require(`${framework.generator}/get/generator/provider-generator`) as typeof import('@cdktf/provider-generator/lib/get/generator/provider-generator');
  const commons = require(framework.commons) as typeof import('@cdktf/commons');
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const constraint = (target: ProviderTarget) =>
    new commons.ConstructsMakerProviderTarget(
      new commons.TerraformProviderConstraint(`${target.source}@${target.version}`),
      commons.LANGUAGES[0],
    );
  return { CodeMaker, Generator, constraint };
}
