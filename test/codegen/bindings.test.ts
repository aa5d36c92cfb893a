import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { bindings, BindingsError } from '../../codegen/bindings';
import { FRAMEWORKS } from '../../codegen/frameworks';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, providerAddress } from '../../codegen/providers';
import { SchemaFileError } from '../../codegen/schema-file';
import type { CatalogFile } from '../../src/validation/catalog-types';
import type { ProviderSchema, TerraformSchema } from '../../src/validation/schema-types';

const ROOT = join(__dirname, '..', '..');
const CPLN = PROVIDERS.find((p) => p.name === 'cpln')!;
const ADDRESS = providerAddress(CPLN);

/** Every file below a directory, as sorted paths relative to it. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf-8' }).filter((file) => statSync(join(dir, file)).isFile()).sort();

/** The bundled Control Plane schema with changes of the kinds a new provider version brings. */
function nextVersion(): TerraformSchema {
  const { schema } = readProviderSchema(CPLN);
  const provider = JSON.parse(JSON.stringify(schema.provider_schemas[ADDRESS])) as ProviderSchema;
  const resources = provider.resource_schemas!;
  delete resources.cpln_workload.block.attributes!.description; // a removed argument (a curated rule reads it)
  resources.cpln_gvc.block.attributes!.region_hint = { type: 'string', required: true, description_kind: 'plain' }; // newly required
  resources.cpln_queue = { version: 0, block: { attributes: {
    id: { type: 'string', computed: true, description_kind: 'plain' },
    name: { type: 'string', required: true, description_kind: 'plain' },
    retention_hours: { type: 'number', optional: true, description_kind: 'plain' },
  }, description_kind: 'plain' } };
  provider.data_source_schemas!.cpln_queue = { version: 0, block: { attributes: {
    id: { type: 'string', computed: true, description_kind: 'plain' },
    name: { type: 'string', required: true, description_kind: 'plain' },
  }, description_kind: 'plain' } };
  delete resources.cpln_agent; // a removed type, which an L2 builds
  return { format_version: schema.format_version, provider_schemas: { [ADDRESS]: provider } };
}

function app(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bindings-app-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const run = (argv: string[], cwd: string) => bindings(argv, FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', cwd);

describe('bindings of another provider version', () => {
  test('writes the classes and the catalog of that version, and reports the curated rules kept, dropped and missing', async () => {
    const cwd = app({ 'providers.json': JSON.stringify(nextVersion()) });
    const report = await run(['providers.json', '--version', 'cpln=1.3.0'], cwd);
    const out = join(cwd, '.gen', 'cpln');
    // The new resource and data source have classes; the removed type has none.
    expect(filesUnder(out)).toEqual(expect.arrayContaining(['queue/index.ts', 'data-cpln-queue/index.ts', 'catalog.json', 'index.ts']));
    expect(filesUnder(out).some((f) => f.startsWith('agent/'))).toBe(false);
    const workload = readFileSync(join(out, 'workload', 'index.ts'), 'utf-8');
    expect(workload).toContain("from 'cdktf-cpln-akamai/bindings-runtime';");
    expect(workload).not.toContain('readonly description?:');
    expect(workload).toContain("providerVersion: '1.3.0'");
    expect(readFileSync(join(out, 'gvc', 'index.ts'), 'utf-8')).toMatch(/readonly regionHint: string;/);
    expect(readFileSync(join(out, 'provider', 'index.ts'), 'utf-8')).toContain('registerValidation(this, `${__dirname}/..`);');
    // The catalog: the version's schema, and no rule on what it lacks.
    const catalog = JSON.parse(readFileSync(join(out, 'catalog.json'), 'utf-8')) as CatalogFile;
    expect(catalog.version).toBe('1.3.0');
    expect(catalog.resources.cpln_queue.attributes!.name.required).toBe(true);
    expect(catalog.resources.cpln_workload.attributes!.description).toBeUndefined();
    expect(catalog.rules.some((rule) => rule.on.includes('cpln_agent'))).toBe(false);
    expect(catalog.rules.some((rule) => rule.on.includes('cpln_workload') && rule.path === 'description')).toBe(false);
    expect(catalog.rules.some((rule) => rule.on.includes('cpln_workload') && rule.path === 'name')).toBe(true);
    // The report.
    expect(report[0]).toBe('controlplane-com/cpln 1.3.0 (the package describes 1.2.31): 35 types, generated in ' + report[0].split('generated in ')[1]);
    const dropped = report.slice(report.findIndex((l) => l.includes('curated rules dropped')));
    expect(report.find((l) => l.includes('curated rules dropped'))).toMatch(/: [1-9]\d*$/);
    expect(dropped.some((l) => /^ {4}cpln_agent\b.*"cpln_agent" is not a type of controlplane-com\/cpln@1\.3\.0$/.test(l))).toBe(true);
    expect(dropped.some((l) => /^ {4}.*"description" does not exist in cpln_workload$/.test(l))).toBe(true);
    expect(report).toContain('    cpln_queue (new resource: 2 arguments)');
    expect(report).toContain('    data.cpln_queue (new data source: 1 arguments)');
    expect(report).toContain('    cpln_gvc.region_hint');
    expect(report.find((l) => l.includes('cannot be used with these bindings'))).toMatch(/CplnIdentity.*: cpln_agent is not in 1\.3\.0$/);
    expect(report.at(-1)).toBe('written: .gen/cpln');
  });

  test('documents no default for another version: a schema does not carry them', async () => {
    const cwd = app({ 'providers.json': JSON.stringify(nextVersion()) });
    await run(['providers.json', '--version', 'cpln=1.3.0'], cwd);
    // 1.2.31's liveness probe waits 60 seconds by default (its constraints file); 1.3.0's default is not known here.
    const bundled = readFileSync(join(ROOT, 'src', 'gen', 'cpln', 'workload', 'index.ts'), 'utf-8');
    expect(bundled).toMatch(/Default: 60\./);
    expect(readFileSync(join(cwd, '.gen', 'cpln', 'workload', 'index.ts'), 'utf-8')).not.toMatch(/Default: /);
  });

  test.each([
    ['cdktf', ROOT, 'cdktf-cpln-akamai'],
    ['cdktn', join(ROOT, 'out', 'cdktn'), 'cdktn-cpln-akamai'],
  ])('the command each flavor ships (%s) writes classes for its framework', (framework, pkg, name) => {
    const cwd = app({ 'providers.json': JSON.stringify(nextVersion()) });
    const result = spawnSync(process.execPath, [join(pkg, 'lib', 'cli', 'codegen', 'package-cli.js'), 'bindings', 'providers.json', '--version', 'cpln=1.3.0'], { cwd, encoding: 'utf-8' });
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')[0]).toMatch(/^controlplane-com\/cpln 1\.3\.0 \(the package describes 1\.2\.31\)/);
    const gvc = readFileSync(join(cwd, '.gen', 'cpln', 'gvc', 'index.ts'), 'utf-8');
    expect(gvc).toContain(`import * as ${framework} from '${framework}';`);
    expect(gvc).toContain(`from '${name}/bindings-runtime';`);
    const usage = spawnSync(process.execPath, [join(pkg, 'lib', 'cli', 'codegen', 'package-cli.js')], { cwd, encoding: 'utf-8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(new RegExp(`^${name}: no command; usage:\n {2}npx ${name} bindings <schema\\.json`));
  }, 120_000);

  test('takes the file as newer Terraform prints it: other providers and what the package has no classes for are left', async () => {
    const schema = nextVersion() as TerraformSchema & { provider_schemas: Record<string, any> };
    schema.provider_schemas[ADDRESS].functions = { parse_link: { return_type: 'string' } };
    schema.provider_schemas[ADDRESS].ephemeral_resource_schemas = {};
    // Another provider's schema is not this package's to judge (a key this package's check would refuse).
    schema.provider_schemas['registry.terraform.io/hashicorp/random'] = { provider: { version: 0, block: {} }, list_resource_schemas: {}, unknown_key: 1 };
    const cwd = app({ 'providers.json': JSON.stringify(schema) });
    const report = await run(['providers.json', '--version', 'cpln=1.3.0'], cwd);
    expect(report.slice(0, 2)).toEqual([
      'ignored: registry.terraform.io/hashicorp/random (not a provider of this package)',
      `not generated: ${ADDRESS} functions (1), which this package has no classes for`,
    ]);
    expect(readFileSync(join(cwd, '.gen', 'cpln', 'queue', 'index.ts'), 'utf-8')).toContain('export class Queue ');
  });

  test('reads the version from the configuration\'s .terraform.lock.hcl', async () => {
    const cwd = app({
      'providers.json': JSON.stringify(nextVersion()),
      '.terraform.lock.hcl': `provider "${ADDRESS}" {\n  version     = "1.3.1"\n  constraints = "1.3.1"\n  hashes = []\n}\n`,
    });
    await run(['providers.json', '--out', 'bindings'], cwd);
    expect((JSON.parse(readFileSync(join(cwd, 'bindings', 'cpln', 'catalog.json'), 'utf-8')) as CatalogFile).version).toBe('1.3.1');
  });

  test.each(PROVIDERS.map((p) => [p.name, p] as const))('generating the bundled %s schema at its version gives the bundled classes (but how they import the runtime) and catalog', async (name, target) => {
    const cwd = app({});
    const schemas = [target.schemaFile, ...target.schemaParts].map((file) => JSON.parse(readFileSync(join(ROOT, file), 'utf-8')) as TerraformSchema);
    const address = providerAddress(target);
    const whole = { ...schemas[0].provider_schemas[address] };
    for (const part of schemas.slice(1)) {
      const held = part.provider_schemas[address];
      whole.resource_schemas = { ...whole.resource_schemas, ...held.resource_schemas };
      whole.data_source_schemas = { ...whole.data_source_schemas, ...held.data_source_schemas };
    }
    // Terraform prints the types of a provider sorted, as one schema.
    const sorted = <T>(table: Record<string, T> = {}) =>
      Object.fromEntries(Object.keys(table).sort().map((type) => [type, table[type]]));
    const printed = {
      ...whole,
      resource_schemas: sorted(whole.resource_schemas),
      data_source_schemas: sorted(whole.data_source_schemas),
    };
    writeFileSync(join(cwd, 'providers.json'), JSON.stringify({ format_version: schemas[0].format_version, provider_schemas: { [address]: printed } }));
    await run(['providers.json', '--version', `${name}=${target.version}`], cwd);
    const out = join(cwd, '.gen', name);
    const bundled = join(ROOT, 'src', 'gen', name);
    // The bundled folder also holds the package's document builders (codegen/documents.ts), which bindings leave to it.
    const own = filesUnder(bundled).filter((f) => !f.startsWith('.') && f !== target.documents?.file);
    expect(filesUnder(out)).toEqual(own);
    const imports = (text: string) => text.replace(/^import \{[^}]*\} from '[^']*(runtime|synthesis)\/[^']*';\n/gm, '')
      .replace(/^import \{[^}]*\} from 'cdktf-cpln-akamai\/bindings-runtime';\n/gm, '')
      .replace('registerValidation(this, `${__dirname}/..`);', 'registerValidation(this);');
    for (const file of own) {
      expect(imports(readFileSync(join(out, file), 'utf-8')) === imports(readFileSync(join(bundled, file), 'utf-8')), file).toBe(true);
    }
  }, 120_000);

  test('refuses what it cannot use, with a message, and writes nothing', async () => {
    const cwd = app({
      'broken.json': '{ "format_version": ',
      'other.json': JSON.stringify({ format_version: '1.0', provider_schemas: { 'registry.terraform.io/hashicorp/random': { provider: { version: 0, block: {} } } } }),
      'providers.json': JSON.stringify(nextVersion()),
    });
    await expect(run(['broken.json', '--version', 'cpln=1.3.0'], cwd)).rejects.toThrow(SchemaFileError);
    await expect(run(['broken.json', '--version', 'cpln=1.3.0'], cwd)).rejects.toThrow(/is not valid JSON/);
    await expect(run(['other.json'], cwd)).rejects.toThrow(/holds none of the providers this package knows \(registry\.terraform\.io\/controlplane-com\/cpln, registry\.terraform\.io\/akamai\/akamai\); it holds registry\.terraform\.io\/hashicorp\/random$/);
    await expect(run(['providers.json'], cwd)).rejects.toThrow(/which version of controlplane-com\/cpln does the schema describe\?.*--version cpln=<version>$/);
    await expect(run(['providers.json', '--version', 'akamai=11.0.0'], cwd)).rejects.toThrow(BindingsError);
    await expect(run(['providers.json', '--version', 'cpln=latest'], cwd)).rejects.toThrow(/write <provider>=<version>/);
    await expect(run(['providers.json', '--frobnicate', 'x'], cwd)).rejects.toThrow(/unknown option --frobnicate/);
    expect(readdirSync(cwd).sort()).toEqual(['broken.json', 'other.json', 'providers.json']);
  });
});
