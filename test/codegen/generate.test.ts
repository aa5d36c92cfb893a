import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { generateProvider } from '../../codegen/generate';
import { PROVIDERS, providerAddress } from '../../codegen/providers';
import { readSchemaFile, SchemaFileError } from '../../codegen/schema-file';

const ROOT = join(__dirname, '..', '..');

describe.each(PROVIDERS.map((p) => [p.name, p] as const))('generating %s', (_name, target) => {
  const schemaFile = join(ROOT, 'schemas', `${target.name}.json`);
  const schema = readSchemaFile(schemaFile);

  test('is deterministic: two runs write byte-identical files', async () => {
    const first = await generateProvider(target, schema, schemaFile, mkdtempSync(join(tmpdir(), 'gen-a-')));
    const second = await generateProvider(target, schema, schemaFile, mkdtempSync(join(tmpdir(), 'gen-b-')));
    expect(second.files).toEqual(first.files);
    for (const file of first.files) {
      expect(readFileSync(join(second.dir, file)), file).toEqual(readFileSync(join(first.dir, file)));
    }
  });

  test('writes one namespace per type and an index exporting all of them', async () => {
    const result = await generateProvider(target, schema, schemaFile, mkdtempSync(join(tmpdir(), 'gen-c-')));
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
    const result = await generateProvider(target, schema, schemaFile, mkdtempSync(join(tmpdir(), 'gen-d-')));
    const provider = readFileSync(join(result.dir, 'provider', 'index.ts'), 'utf-8');
    expect(provider).toContain("import { registerValidation } from '../../../validation/register';");
    expect(provider).toMatch(/\n    super\(scope, id, \{[\s\S]*?\n    \}\);\n    checkConfig\(this, config, keysOf\w+, "\w+"\);\n    guardOverrides\(this\);\n    registerValidation\(this\);\n/);
  });
});

describe('generateProvider', () => {
  test('rejects a schema file that holds another provider', async () => {
    const [target] = PROVIDERS;
    const schema = { format_version: '1.0', provider_schemas: { 'registry.terraform.io/example/other': { provider: { version: 0, block: {} } } } };
    await expect(generateProvider(target, schema, 'schemas/x.json', tmpdir())).rejects.toThrow(SchemaFileError);
    await expect(generateProvider(target, schema, 'schemas/x.json', tmpdir())).rejects.toThrow(
      `schemas/x.json: $.provider_schemas: must hold exactly the provider "${providerAddress(target)}"`,
    );
  });
});

describe('codegen/cli.ts', () => {
  function run(args: string[]) {
    return spawnSync(join(ROOT, 'node_modules', '.bin', 'ts-node'), ['--project', 'codegen/tsconfig.json', 'codegen/cli.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf-8',
    });
  }

  test('names the file and JSON path of a broken schema, without a stack trace', () => {
    const schemas = mkdtempSync(join(tmpdir(), 'gen-broken-'));
    const [target] = PROVIDERS;
    const good = JSON.parse(readFileSync(join(ROOT, 'schemas', `${target.name}.json`), 'utf-8'));
    const resources = good.provider_schemas[providerAddress(target)].resource_schemas;
    const [firstType] = Object.keys(resources);
    delete resources[firstType].block;
    writeFileSync(join(schemas, `${target.name}.json`), JSON.stringify(good));
    const out = mkdtempSync(join(tmpdir(), 'gen-out-'));
    mkdirSync(out, { recursive: true });

    const result = run(['--schemas', schemas, '--out', out]);

    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      new RegExp(`^gen: \\S*${target.name}\\.json: \\$\\.provider_schemas\\["${providerAddress(target).replace(/[./]/g, '\\$&')}"\\]\\.resource_schemas\\.${firstType}\\.block: is missing$`),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('rejects an unknown option with its usage', () => {
    const result = run(['--schema', 'x']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('gen: unknown option --schema');
    expect(result.stderr).toContain('usage: codegen/cli.ts');
  });
});
