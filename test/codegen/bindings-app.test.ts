import { TerraformStack } from 'cdktf';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import * as ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bindings } from '../../codegen/bindings';
import { FRAMEWORKS } from '../../codegen/frameworks';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, providerAddress } from '../../codegen/providers';
import type { CatalogFile } from '../../src/validation/catalog-types';
import type { Block, ProviderSchema } from '../../src/validation/schema-types';
import { outcome } from '../support/synth';

/**
 * An app that uses bindings of another provider version, as a team does: `bindings` writes `.gen/` from the schema,
 * the app's TypeScript is type-checked and compiled against them and the installed package, then its stacks are
 * synthesized with validation.
 */
const ROOT = join(__dirname, '..', '..');
const CPLN = PROVIDERS.find((p) => p.name === 'cpln')!;
const AKAMAI = PROVIDERS.find((p) => p.name === 'akamai')!;

/** Control Plane 1.3.0, made from 1.2.31: a removed argument, a newly required one, a new resource and data source. */
function cpln130(): unknown {
  const { schema } = readProviderSchema(CPLN);
  const provider = JSON.parse(JSON.stringify(schema.provider_schemas[providerAddress(CPLN)])) as ProviderSchema;
  const resources = provider.resource_schemas!;
  delete resources.cpln_workload.block.attributes!.description;
  resources.cpln_gvc.block.attributes!.region_hint = { type: 'string', required: true, description_kind: 'plain' };
  const queue: Block = { attributes: {
    id: { type: 'string', computed: true, description_kind: 'plain' },
    name: { type: 'string', required: true, description_kind: 'plain' },
    retention_hours: { type: 'number', optional: true, description_kind: 'plain' },
  }, description_kind: 'plain' };
  resources.cpln_queue = { version: 0, block: queue };
  provider.data_source_schemas!.cpln_queue = { version: 0, block: { attributes: { name: queue.attributes!.name, id: queue.attributes!.id }, description_kind: 'plain' } };
  return { format_version: schema.format_version, provider_schemas: { [providerAddress(CPLN)]: provider } };
}

/**
 * Akamai 11.0.0 as far as a property's rules go: the provider, the property and the rules builder of 9.3.0, with a
 * rule format v2026-07-21 that is v2025-10-16 with one more behavior, `edgeQuantum` (option `mode`).
 */
function akamai1100(): unknown {
  const parts = [AKAMAI.schemaFile, ...AKAMAI.schemaParts].map((file) => JSON.parse(readFileSync(join(ROOT, file), 'utf-8')));
  const address = providerAddress(AKAMAI);
  const main = parts[0].provider_schemas[address] as ProviderSchema;
  const builder = parts
    .map((p) => p.provider_schemas[address].data_source_schemas?.akamai_property_rules_builder)
    .find(Boolean);
  const format = JSON.parse(JSON.stringify(builder.block.block_types.rules_v2025_10_16));
  format.block.block_types.behavior.block.block_types.edge_quantum = {
    nesting_mode: 'list',
    max_items: 1,
    block: { attributes: { mode: { type: 'string', optional: true, description_kind: 'plain' } }, description_kind: 'plain' },
  };
  builder.block.block_types.rules_v2026_07_21 = format;
  return {
    format_version: parts[0].format_version,
    provider_schemas: { [address]: {
      provider: main.provider,
      resource_schemas: { akamai_property: main.resource_schemas!.akamai_property },
      data_source_schemas: { akamai_property_rules_builder: builder },
    } },
  };
}

let dir: string;
/** The app's modules, compiled. */
let built: Record<string, any>;
let diagnostics: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bindings-app-'));
  // The app runs where it is, as cdktf's TypeScript template runs it (ts-node): its compiled modules beside its
  // sources. The app's node_modules: this package (as installed: its package.json exports), the framework and
  // constructs.
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'cdktf-cpln-akamai'), 'dir');
  for (const name of ['cdktf', 'constructs']) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  writeFileSync(join(dir, 'cpln.json'), JSON.stringify(cpln130()));
  writeFileSync(join(dir, 'akamai.json'), JSON.stringify(akamai1100()));
  await bindings(['cpln.json', '--version', 'cpln=1.3.0'], FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', dir);
  await bindings(['akamai.json', '--version', 'akamai=11.0.0'], FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', dir);
  writeFileSync(join(dir, 'main.ts'), MAIN);
  writeFileSync(join(dir, 'missing.ts'), MISSING);
  const program = ts.createProgram([join(dir, 'main.ts'), join(dir, 'missing.ts')], {
    strict: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16, types: ['node'],
    typeRoots: [join(ROOT, 'node_modules', '@types')],
  });
  diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? d.file.fileName.slice(dir.length + 1) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  program.emit();
  built = require(join(dir, 'main.js'));
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MAIN = `
import { TerraformStack, Testing } from 'cdktf';
import { cpln as bundled } from 'cdktf-cpln-akamai';
import * as cpln from './.gen/cpln';
import * as akamai from './.gen/akamai';

export function controlPlane(kind: string): TerraformStack {
  const stack = new TerraformStack(Testing.app(), kind);
  if (kind === 'bundled-provider') new bundled.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  else new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', regionHint: 'eu' });
  new cpln.queue.Queue(stack, 'queue', { name: 'jobs', retentionHours: kind === 'bad-queue' ? 'a day' as unknown as number : 24 });
  new cpln.dataCplnQueue.DataCplnQueue(stack, 'jobs', { name: 'jobs' });
  const api = new cpln.workload.Workload(stack, 'api', {
    gvc: gvc.name,
    name: kind === 'bad-name' ? 'Api_Server' : 'api',
    type: 'standard',
    container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }] }],
    options: { capacityAi: false, autoscaling: { metric: 'cpu', target: 60 } },
  });
  if (kind === 'removed-argument') api.addOverride('description', 'gone in 1.3.0');
  if (kind === 'missing-required') new cpln.gvc.Gvc(stack, 'other', { name: 'other' } as unknown as cpln.gvc.GvcConfig);
  if (kind === 'L2') new bundled.CplnGvc(stack, 'l2', { gvcName: 'from-l2', locations: ['aws-eu-central-1'] });
  return stack;
}

export function property(behavior: string): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'site');
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc' });
  new akamai.property.Property(stack, 'site', {
    name: 'www.example.com', contractId: 'ctr_1-AB123', groupId: 'grp_12345', productId: 'prd_Fresca',
    ruleFormat: 'v2026-07-21',
    rules: JSON.stringify({ rules: { name: 'default', behaviors: [{ name: behavior, options: { mode: 'FAST' } }] } }),
  });
  return stack;
}
`;

const MISSING = `
import { TerraformStack, Testing } from 'cdktf';
import * as cpln from './.gen/cpln';
new cpln.gvc.Gvc(new TerraformStack(Testing.app(), 'x'), 'gvc', { name: 'web' });
`;

describe('an app using bindings of another provider version', () => {
  test('type-checks against them: a newly required argument is required, the rest of the app compiles', () => {
    expect(diagnostics.filter((d) => d.startsWith('main.ts'))).toEqual([]);
    expect(diagnostics.filter((d) => d.startsWith('missing.ts'))).toEqual([
      expect.stringMatching(/^missing\.ts: .*Property 'regionHint' is missing in type '\{ name: string; \}' but required in type 'GvcConfig'/s),
    ]);
  });

  test('synthesizes with the version pinned, the new types validated', () => {
    const stack: TerraformStack = built.controlPlane('valid');
    expect(outcome(stack)).toEqual({ errors: [], warnings: [] });
    const json = JSON.parse(require('cdktf').Testing.synth(stack, true));
    expect(json.terraform.required_providers.cpln).toEqual({ source: 'controlplane-com/cpln', version: '1.3.0' });
    expect(json.resource.cpln_queue.queue).toMatchObject({ name: 'jobs', retention_hours: 24 });
    expect(json.resource.cpln_gvc.gvc.region_hint).toBe('eu');
    expect(outcome(built.controlPlane('bad-queue')).errors).toEqual([
      expect.stringMatching(/^\[bad-queue\] bad-queue\/queue: cpln_queue\.queue\.retention_hours: .*\[schema\/type\]$/),
    ]);
  });

  test('judged by that version: the removed argument refused, the new required one enforced, curated rules kept', () => {
    expect(outcome(built.controlPlane('removed-argument')).errors).toEqual([
      expect.stringMatching(/^\[removed-argument\] removed-argument\/api: cpln_workload\.api\.description: .*\[schema\/unknown-argument\]$/),
    ]);
    expect(outcome(built.controlPlane('missing-required')).errors).toEqual([
      expect.stringMatching(/^\[missing-required\] missing-required\/other: cpln_gvc\.other\.region_hint: .*\[schema\/missing-required\]$/),
    ]);
    expect(outcome(built.controlPlane('bad-name')).errors).toEqual([
      expect.stringMatching(/^\[bad-name\] bad-name\/api: cpln_workload\.api\.name: "Api_Server" .*\[cpln_workload\.name:pattern\]$/),
    ]);
  });

  test('an L2 in a stack pinned to that version is judged by it', () => {
    expect(outcome(built.controlPlane('L2')).errors).toEqual([
      expect.stringMatching(/^\[L2\] L2\/l2\/Resource: cpln_gvc\.l2_.*\.region_hint: .*\[schema\/missing-required\]$/),
    ]);
  });

  test('bindings of one version in a stack pinned to another are refused', () => {
    // The stack is pinned to the package's 1.2.31 by its provider: every construct of the 1.3.0 bindings is refused.
    const errors = outcome(built.controlPlane('bundled-provider')).errors.filter((e) => e.endsWith('[schema/bindings-version]'));
    expect(errors.map((e) => e.split(':')[0])).toEqual(['gvc', 'jobs', 'queue', 'api'].map((id) => `[bundled-provider] bundled-provider/${id}`).sort());
    expect(errors.every((e) => e.includes('1.3.0') && e.includes('1.2.31'))).toBe(true);
  });

  test('a rule format the version adds: its rules builder typed, its behaviors judged', () => {
    const folder = join(dir, '.gen', 'akamai', 'data-akamai-property-rules-builder');
    const builder = readdirSync(folder, { recursive: true, encoding: 'utf-8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => readFileSync(join(folder, f), 'utf-8')).join('\n');
    expect(builder).toMatch(/readonly rulesV20260721\?:/);
    expect(builder).not.toMatch(/readonly rulesV20251016\?:/);
    expect(builder).toMatch(/readonly edgeQuantum\?:/);
    const catalog = JSON.parse(readFileSync(join(dir, '.gen', 'akamai', 'catalog.json'), 'utf-8')) as CatalogFile;
    expect(catalog.version).toBe('11.0.0');
    expect(outcome(built.property('edgeQuantum')).errors).toEqual([]);
    expect(outcome(built.property('edgeQuantumm')).errors).toEqual([
      expect.stringMatching(/edgeQuantumm.*\[akamai\/property-rules-json-format\]$/),
    ]);
  });
});
