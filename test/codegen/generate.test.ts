import { spawnSync } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { basename, join } from 'path';
import * as ts from 'typescript';
import { describe, expect, test, vi } from 'vitest';
import { errorLine, gen, generatorInput } from '../../codegen/gen-command';
import { GeneratedProvider, generateProvider } from '../../codegen/generate';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, ProviderTarget, providerAddress } from '../../codegen/providers';
import { checkSchema, SchemaFileError } from '../../codegen/schema-file';

const ROOT = join(__dirname, '..', '..');

/** Every file below a directory, as sorted paths relative to it. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf-8' }).filter((file) => statSync(join(dir, file)).isFile()).sort();

describe.each(PROVIDERS.map((p) => [p.name, p] as const))('generating %s', (_name, target) => {
  const schemaFile = join(ROOT, target.schemaFile);
  const { schema } = readProviderSchema(target);

  test('what the definition leaves untyped names types and blocks of the schema', () => {
    const provider = schema.provider_schemas[providerAddress(target)];
    for (const [on, part] of Object.entries(target.untyped)) {
      const entry = on.startsWith('data.') ? provider.data_source_schemas?.[on.slice(5)] : provider.resource_schemas?.[on];
      expect(entry, on).toBeDefined();
      for (const block of part.blocks ?? []) expect(entry!.block.block_types?.[block], `${on}.${block}`).toBeDefined();
    }
  });

  /**
   * One generation in this process, compared below with the build's own (`npx projen gen` writes
   * `src/gen/<provider>` in another process before the tests run).
   */
  let generated: Promise<GeneratedProvider> | undefined;
  const generate = () => (generated ??= generateProvider(target, generatorInput(target).schema, schemaFile, mkdtempSync(join(tmpdir(), 'gen-'))));

  test('is deterministic: a run writes the same files, byte for byte, as the build\'s run', async () => {
    const result = await generate();
    const built = join(ROOT, 'src', 'gen', target.name);
    const catalogs = /^catalog(\.[\w.-]+)?\.json$/;
    // gen writes the catalogs and the document builders beside the generator's files.
    expect(filesUnder(built).filter((file) => !catalogs.test(file) && file !== target.documents?.file))
      .toEqual([...result.files].sort());
    for (const file of result.files) {
      expect(readFileSync(join(built, file)).equals(readFileSync(join(result.dir, file))), file).toBe(true);
    }
  });

  test('writes one namespace per type and an index exporting all of them', async () => {
    const result = await generate();
    const provider = schema.provider_schemas[providerAddress(target)];
    const expected = [
      ...Object.keys(provider.resource_schemas ?? {}),
      ...Object.keys(provider.data_source_schemas ?? {}).map((t) => `data_${t}`),
      'provider',
    ];
    expect(result.types).toEqual(expected);
    const index = readFileSync(join(result.dir, 'index.ts'), 'utf-8');
    const exported = [...index.matchAll(/^export \* as (\w+) from '\.\/([\w-]+)';$/gm)];
    expect(exported).toHaveLength(expected.length);
    for (const [, , folder] of exported) {
      expect(result.files).toContain(join(folder, 'index.ts'));
    }
    expect(result.files).not.toContain('lazy-index.ts');
  });

  test('the provider class registers the synth-time validation on its stack, right after construction', async () => {
    const result = await generate();
    const provider = readFileSync(join(result.dir, 'provider', 'index.ts'), 'utf-8');
    expect(provider).toContain("import { registerValidation } from '../../../synthesis/adapter';");
    expect(provider).toMatch(/\n    super\(scope, id, \{[\s\S]*?\n    \}\);\n    checkConfig\(this, config, keysOf\w+, "\w+"\);\n    registerValidation\(this\);\n/);
  });
});

describe('generateProvider', () => {
  test('leaves the environment and cdktf as it found them, so a synthesis in the same process checks the real Terraform', () => {
    // A fresh process, where nothing has loaded cdktf before the generator.
    const script = `
      const { generateProvider } = require('./codegen/generate');
      const { providerAddress } = require('./codegen/providers');
      const target = { name: 'demo', source: 'example/demo', version: '1.0.0', schemaFile: 'schemas/demo.json', schemaParts: [], constraintsFile: 'schemas/demo.constraints.json', constraintsParts: [], untyped: {} };
      const entry = { version: 0, block: { attributes: { name: { type: 'string', optional: true } } } };
      const schema = { format_version: '1.0', provider_schemas: { [providerAddress(target)]: { provider: entry, resource_schemas: { demo_thing: entry } } } };
      const out = require('fs').mkdtempSync(require('path').join(require('os').tmpdir(), 'gen-env-'));
      generateProvider(target, schema, 'schemas/demo.json', out, { unmodified: true }).then(() => console.log(JSON.stringify({
        env: [process.env.CHECKPOINT_DISABLE ?? null, process.env.TERRAFORM_BINARY_NAME ?? null],
        cdktf: require('cdktf/lib/util').terraformBinaryName,
      })));`;
    const env = { ...process.env };
    delete env.CHECKPOINT_DISABLE;
    delete env.TERRAFORM_BINARY_NAME;
    const result = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], { cwd: ROOT, encoding: 'utf-8', env: { ...env, TS_NODE_PROJECT: 'codegen/tsconfig.json' } });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ env: [null, null], cdktf: 'terraform' });
  });

  test('rejects a schema file that holds another provider', async () => {
    const [target] = PROVIDERS;
    const schema = { format_version: '1.0', provider_schemas: { 'registry.terraform.io/example/other': { provider: { version: 0, block: {} } } } };
    await expect(generateProvider(target, schema, 'schemas/x.json', tmpdir())).rejects.toThrow(SchemaFileError);
    await expect(generateProvider(target, schema, 'schemas/x.json', tmpdir())).rejects.toThrow(
      `schemas/x.json: $.provider_schemas: must hold exactly the provider "${providerAddress(target)}"`,
    );
  });
});

describe('names the generator escapes', () => {
  const target: ProviderTarget = { name: 'demo', source: 'example/demo', version: '1.0.0', schemaFile: 'schemas/demo.json', schemaParts: [], constraintsFile: 'schemas/demo.constraints.json', constraintsParts: [], untyped: {} };
  /** Argument names clashing with a member of cdktf or JavaScript, and the properties the generator makes of them. */
  const ESCAPED: Record<string, string> = {
    node: 'nodeAttribute',
    get_string_attribute: 'fetchStringAttribute',
    get_any_map_attribute: 'fetchAnyMapAttribute',
    equals: 'equalTo',
    self: 'selfAttribute',
    build: 'buildAttribute',
    system: 'systemAttribute',
    software: 'softwareAttribute',
    import_from: 'importFromAttribute',
    move_to: 'moveToAttribute',
    tf_resource_type: 'tfResourceTypeAttribute',
    ['__proto__']: 'proto', // a computed key: an own property, not the prototype
    // Unchanged, and no member of the classes they end up in.
    provisioner: 'provisioner',
    prototype: 'prototype',
    static: 'static',
    validate: 'validate',
    default: 'default',
    get: 'get',
  };
  const string = { type: 'string', description_kind: 'plain', optional: true };
  const attributes = Object.fromEntries(Object.keys(ESCAPED).map((name) => [name, string]));
  const schema = {
    format_version: '1.0',
    provider_schemas: {
      [providerAddress(target)]: {
        provider: { version: 0, block: { attributes } },
        resource_schemas: {
          demo_thing: {
            version: 0,
            block: {
              attributes: { ...attributes, id: { type: 'string', computed: true }, spec: { nested_type: { nesting_mode: 'list', attributes }, optional: true } },
              block_types: { rule: { nesting_mode: 'list', block: { attributes } }, single: { nesting_mode: 'list', max_items: 1, block: { attributes } } },
            },
          },
        },
        data_source_schemas: { demo_thing: { version: 0, block: { attributes } } },
      },
    },
  };

  /**
   * Type-checks the generated files with the package's compiler options; `outdir`'s parent gets the runtime the
   * post-processed code imports, and the L2s' rule declarations the validation gathers.
   */
  function diagnostics(dir: string): string[] {
    const root = join(dir, '..', '..');
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
    for (const folder of ['runtime', 'validation', 'synthesis', 'framework.ts']) symlinkSync(join(ROOT, 'src', folder), join(root, folder));
    for (const provider of ['cpln', 'akamai']) {
      mkdirSync(join(root, provider));
      const rules = readdirSync(join(ROOT, 'src', provider)).filter((file) => file.endsWith('-rules.ts'));
      for (const file of rules) symlinkSync(join(ROOT, 'src', provider, file), join(root, provider, file));
    }
    const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf-8'));
    const { options } = ts.convertCompilerOptionsFromJson(
      { ...compilerOptions, rootDir: undefined, outDir: undefined, noEmit: true },
      root,
    );
    const program = ts.createProgram([join(dir, 'index.ts')], options);
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  test.each([false, true])('become other properties, and the output compiles (unmodified: %s)', async (unmodified) => {
    expect(() => checkSchema('schemas/demo.json', schema)).not.toThrow();
    const outdir = join(mkdtempSync(join(tmpdir(), 'gen-escaped-')), 'src', 'gen');
    const result = await generateProvider(target, schema as Parameters<typeof generateProvider>[1], 'schemas/demo.json', outdir, { unmodified });
    for (const file of ['thing/index.ts', 'data-demo-thing/index.ts', 'provider/index.ts']) {
      const source = readFileSync(join(result.dir, file), 'utf-8');
      for (const property of Object.values(ESCAPED)) expect(source, `${file}: ${property}`).toContain(`  public get ${property}() {`);
    }
    const getters = (source: string) => [...source.matchAll(/^  public get (\w+)\(\)/gm)].map((m) => m[1]);
    // Nested blocks and nested types: each class holding the names has all of the escaped properties.
    const thing = readFileSync(join(result.dir, 'thing/index.ts'), 'utf-8');
    const classes = thing.split(/(?=^export class )/m).filter((c) => getters(c).includes('nodeAttribute'));
    expect(classes.map((c) => c.match(/^export class (\w+)/)![1]).sort()).toEqual(['Thing', 'ThingRuleOutputReference', 'ThingSingleOutputReference', 'ThingSpecOutputReference']);
    for (const c of classes) expect(getters(c)).toEqual(expect.arrayContaining(Object.values(ESCAPED)));
    expect(diagnostics(result.dir)).toEqual([]);
  });
});

describe('npx projen gen', () => {
  /** Runs the command in this process: the line it prints for an expected error, or undefined when it succeeds. */
  async function run(args: string[]): Promise<string | undefined> {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await gen(args);
      return undefined;
    } catch (error) {
      const line = errorLine(error);
      if (line === undefined) throw error;
      return line;
    } finally {
      log.mockRestore();
    }
  }

  test('codegen/cli.ts prints an expected error as one line naming the file and JSON path, without a stack trace, and exits 1', () => {
    const schemas = mkdtempSync(join(tmpdir(), 'gen-broken-'));
    const [target] = PROVIDERS;
    const good = JSON.parse(readFileSync(join(ROOT, target.schemaFile), 'utf-8'));
    const resources = good.provider_schemas[providerAddress(target)].resource_schemas;
    const [firstType] = Object.keys(resources);
    delete resources[firstType].block;
    writeFileSync(join(schemas, `${target.name}.json`), JSON.stringify(good));

    const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'ts-node'), ['--project', 'codegen/tsconfig.json', '--transpile-only', 'codegen/cli.ts', '--schemas', schemas, '--out', mkdtempSync(join(tmpdir(), 'gen-out-'))], {
      cwd: ROOT,
      encoding: 'utf-8',
    });

    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      new RegExp(`^gen: \\S*${target.name}\\.json: \\$\\.provider_schemas\\["${providerAddress(target).replace(/[./]/g, '\\$&')}"\\]\\.resource_schemas\\.${firstType}\\.block: is missing$`),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  /** A schemas folder with a minimal schema for each provider, quick to generate `--unmodified`. */
  function minimalSchemas(): string {
    const schemas = mkdtempSync(join(tmpdir(), 'gen-minimal-'));
    for (const target of PROVIDERS) {
      const entry = { version: 0, block: { attributes: { name: { type: 'string', optional: true } } } };
      const schema = { format_version: '1.0', provider_schemas: { [providerAddress(target)]: { provider: entry, resource_schemas: { [`${target.name}_thing`]: entry } } } };
      writeFileSync(join(schemas, `${target.name}.json`), JSON.stringify(schema));
      const part = { format_version: '1.0', provider_schemas: { [providerAddress(target)]: { provider: entry } } };
      for (const file of target.schemaParts) writeFileSync(join(schemas, basename(file)), JSON.stringify(part));
      const constraints = { provider: `${target.source} ${target.version}`, rules: [] };
      for (const file of [target.constraintsFile, ...target.constraintsParts]) writeFileSync(
        join(schemas, basename(file)),
        JSON.stringify(constraints),
      );
    }
    return schemas;
  }

  test('refuses an output directory holding files it did not write, and leaves them in place', async () => {
    const out = mkdtempSync(join(tmpdir(), 'gen-handwritten-'));
    writeFileSync(join(out, 'index.ts'), '// hand-written\n');
    mkdirSync(join(out, PROVIDERS[0].name));

    expect(await run(['--schemas', minimalSchemas(), '--out', out, '--unmodified'])).toBe(
      `gen: refuses to write into ${out}: it holds "${PROVIDERS[0].name}", "index.ts", which codegen did not write (no .generated-by-codegen file); point --out at a new or empty directory`,
    );
    expect(readFileSync(join(out, 'index.ts'), 'utf-8')).toBe('// hand-written\n');
    expect(existsSync(join(out, '.generated-by-codegen'))).toBe(false);
  });

  test('refuses an output path that is a file', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gen-file-')), 'gen');
    writeFileSync(out, 'not a directory');
    expect(await run(['--schemas', minimalSchemas(), '--out', out, '--unmodified'])).toBe(`gen: refuses to write into ${out}: it is not a directory`);
  });

  test('regenerates into its own output, replacing only the provider folders', async () => {
    const schemas = minimalSchemas();
    const out = join(mkdtempSync(join(tmpdir(), 'gen-own-')), 'gen');
    expect(await run(['--schemas', schemas, '--out', out, '--unmodified'])).toBeUndefined();
    expect(existsSync(join(out, '.generated-by-codegen'))).toBe(true);

    writeFileSync(join(out, PROVIDERS[0].name, 'stale.ts'), '');
    writeFileSync(join(out, 'notes.txt'), 'kept');
    expect(await run(['--schemas', schemas, '--out', out, '--unmodified'])).toBeUndefined();
    expect(existsSync(join(out, PROVIDERS[0].name, 'stale.ts'))).toBe(false);
    expect(readFileSync(join(out, 'notes.txt'), 'utf-8')).toBe('kept');

    // An output written before the marker existed: only provider folders holding the generator's index.
    rmSync(join(out, '.generated-by-codegen'));
    rmSync(join(out, 'notes.txt'));
    expect(await run(['--schemas', schemas, '--out', out, '--unmodified'])).toBeUndefined();
    expect(existsSync(join(out, '.generated-by-codegen'))).toBe(true);
    for (const target of PROVIDERS) expect(existsSync(join(out, target.name, 'thing', 'index.ts'))).toBe(true);
  });

  test('rejects an unknown option with its usage', async () => {
    const line = await run(['--schema', 'x']);
    expect(line).toContain('gen: unknown option --schema');
    expect(line).toContain('usage: codegen/cli.ts');
  });
});
