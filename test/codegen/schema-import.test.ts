import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, ProviderTarget, ROOT } from '../../codegen/providers';
import { importSchemas } from '../../codegen/schema-import';

const DEMO: ProviderTarget = { name: 'demo', source: 'example/demo', version: '1.1.0', schemaFile: 'schemas/demo.json', schemaParts: [], constraintsFile: 'schemas/demo.constraints.json', constraintsParts: [], untyped: {} };
const FIXTURE = join(__dirname, '..', 'fixtures', 'demo-provider-schema.json');

/** The fixture as the previous provider version printed it: one type fewer, other flags and limits. */
function previousVersion(): unknown {
  const schema = JSON.parse(readFileSync(FIXTURE, 'utf-8'));
  const provider = schema.provider_schemas['registry.terraform.io/example/demo'];
  delete provider.resource_schemas.demo_widget;
  const thing = provider.resource_schemas.demo_thing.block;
  thing.attributes.size = { type: 'number', description_kind: 'plain', optional: true };
  thing.attributes.color = { type: 'string', description_kind: 'plain', optional: true };
  thing.block_types.rule.nesting_mode = 'list';
  return schema;
}

describe('npx projen schemas:import', () => {
  test('writes the provider\'s schema file without description prose and reports every change', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-'));
    mkdirSync(join(root, 'schemas'));
    const previous = join(root, 'previous.json');
    writeFileSync(previous, JSON.stringify(previousVersion()));
    expect(importSchemas(previous, [DEMO], root)).toEqual(['schemas/demo.json (example/demo): new file']);

    expect(importSchemas(FIXTURE, [DEMO], root)).toEqual([
      'schemas/demo.json (example/demo): 5 changes: 2 added, 1 removed, 2 changed (1 of them only in flags: required, optional, computed, sensitive, deprecated)',
      '  - demo_thing.color: attribute "string" optional',
      '  ~ demo_thing.rule: block list max 10 -> block set max 10',
      '  ~ demo_thing.size: attribute "number" optional -> attribute "number" optional computed',
      '  + demo_widget: resource (schema version 0)',
      '  + demo_widget.id: attribute "string" computed',
    ]);
    const written = readFileSync(join(root, 'schemas', 'demo.json'), 'utf-8');
    expect(written).not.toMatch(/"description": "/);
    expect(written).toContain('"description_kind": "markdown"');
    const thing = JSON.parse(written).provider_schemas['registry.terraform.io/example/demo'].resource_schemas.demo_thing;
    expect(Object.keys(thing.block.attributes)).toEqual(['id', 'name', 'size']);
    expect(importSchemas(FIXTURE, [DEMO], root)).toEqual(['schemas/demo.json (example/demo): no changes']);
  });

  test('reports the rules the new schema no longer fits and the added arguments no rule checks', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-'));
    mkdirSync(join(root, 'schemas'));
    const previous = previousVersion() as any;
    delete previous.provider_schemas['registry.terraform.io/example/demo'].resource_schemas.demo_thing.block.block_types.rule.block.attributes.port;
    writeFileSync(join(root, 'previous.json'), JSON.stringify(previous));
    importSchemas(join(root, 'previous.json'), [DEMO], root);
    const rule = (id: string, on: string, path: string) => ({ id, on: [on], path, length: { max: 10 }, source: 'provider: stringvalidator.LengthAtMost' });
    writeFileSync(join(root, DEMO.constraintsFile), JSON.stringify({
      provider: 'example/demo 1.0.0',
      rules: [rule('demo_thing.color:length', 'demo_thing', 'color'), rule('demo_thing.name:length', 'demo_thing', 'name'), rule('demo_gadget.name:length', 'demo_gadget', 'name')],
    }));
    expect(importSchemas(FIXTURE, [DEMO], root).filter((line) => !/^  [-~+] /.test(line))).toEqual([
      'schemas/demo.json (example/demo): 6 changes: 3 added, 1 removed, 2 changed (1 of them only in flags: required, optional, computed, sensitive, deprecated)',
      'schemas/demo.constraints.json: 2 rules no longer fit the schema (codegen refuses them; fix or remove each):',
      '  demo_thing.color:length: "color" does not exist in demo_thing',
      '  demo_gadget.name:length: "demo_gadget" is not a type of example/demo@1.1.0',
      '1 added arguments no rule checks (read their validators in the provider\'s code):',
      '  demo_thing.rule.port',
    ]);
  });

  test('importing what the repository holds changes nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-'));
    mkdirSync(join(root, 'schemas'));
    for (const target of PROVIDERS) writeFileSync(
      join(root, target.schemaFile),
      readFileSync(join(ROOT, target.schemaFile)),
    );
    const [cpln] = PROVIDERS;
    expect(importSchemas(join(ROOT, cpln.schemaFile), PROVIDERS, root)).toEqual([`${cpln.schemaFile} (${cpln.source}): no changes`]);
    expect(readFileSync(join(root, cpln.schemaFile), 'utf-8')).toBe(readFileSync(join(ROOT, cpln.schemaFile), 'utf-8'));
  });

  test('a provider with schema parts: each type goes back to the file that held it, byte for byte', () => {
    const akamai = PROVIDERS.find((p) => p.schemaParts.length > 0)!;
    const root = mkdtempSync(join(tmpdir(), 'import-'));
    mkdirSync(join(root, 'schemas'));
    const files = [akamai.schemaFile, ...akamai.schemaParts];
    for (const file of files) writeFileSync(join(root, file), readFileSync(join(ROOT, file)));
    // What `terraform providers schema -json` prints: every type in one file.
    const whole = join(root, 'whole.json');
    writeFileSync(whole, JSON.stringify(readProviderSchema(akamai).schema));
    expect(importSchemas(whole, [akamai], root)).toEqual([`${files.join(', ')} (${akamai.source}): no changes`]);
    for (const file of files) expect(readFileSync(join(root, file), 'utf-8') === readFileSync(join(ROOT, file), 'utf-8'), file).toBe(true);
  });

  test('the task refuses a file that holds none of the providers, naming the file and the JSON path', () => {
    const result = spawnSync(process.execPath, [require.resolve('ts-node/dist/bin.js'), '--project', join(ROOT, 'codegen', 'tsconfig.json'), '--transpile-only', join(ROOT, 'codegen', 'schema-import-cli.ts'), FIXTURE], { encoding: 'utf-8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`schemas:import: ${FIXTURE}: $.provider_schemas: holds none of the providers this package generates (registry.terraform.io/controlplane-com/cpln, registry.terraform.io/akamai/akamai)`);
  });
});
