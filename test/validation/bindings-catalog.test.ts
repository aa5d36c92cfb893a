import { App, TerraformDataSource, TerraformOutput, TerraformProvider, TerraformResource, TerraformStack, Testing } from 'cdktf';
import type { Construct } from 'constructs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cpln, Validations } from '../../lib';
import { registerValidation } from '../../lib/synthesis/adapter';
import { providerNamed } from '../support/providers';
import { cplnStack, outcome } from '../support/synth';

/**
 * Bindings generated for another version of the Control Plane provider, as a user generates them from their own
 * schema: a catalog folder beside them, and a provider class registering it. The catalog is the bundled one with its
 * version changed to 9.9.9 and the workload changed: `support_dynamic_tags` (optional in the bundled version) is gone,
 * `tier` is a new required argument and `access_key` a new sensitive one.
 */
const BUNDLED = join(__dirname, '..', '..', 'lib', 'gen', 'cpln');
const VERSION = '9.9.9';

/** The folders the tests made, removed after them. */
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A catalog folder made from the bundled Control Plane catalog, `edit` changing its main file. */
function catalogFolder(edit: (catalog: any) => void): string {
  const folder = tempFolder('bindings-catalog-');
  for (const file of readdirSync(BUNDLED).filter((name) => /^catalog(\..+)?\.json$/.test(name))) {
    const data = JSON.parse(readFileSync(join(BUNDLED, file), 'utf-8'));
    if (file === 'catalog.json') edit(data);
    writeFileSync(join(folder, file), JSON.stringify(data));
  }
  return folder;
}

/** The bundled catalog as version 9.9.9 with the workload changes described above. */
function version999(catalog: any): void {
  catalog.version = VERSION;
  const attributes = catalog.resources.cpln_workload.attributes;
  delete attributes.support_dynamic_tags;
  attributes.tier = { type: 'string', required: true };
  attributes.access_key = { type: 'string', optional: true, sensitive: true };
}

/** The smallest provider class of generated bindings: the provider's name and version, and its catalog's folder. */
class BindingsProvider extends TerraformProvider {
  constructor(scope: Construct, id: string, folder: string, private readonly org = 'acme', version = VERSION) {
    super(scope, id, {
      terraformResourceType: 'cpln',
      terraformGeneratorMetadata: { providerName: 'cpln', providerVersion: version },
      terraformProviderSource: 'controlplane-com/cpln',
    });
    registerValidation(this, folder);
  }

  protected synthesizeAttributes(): Record<string, unknown> {
    return { org: this.org };
  }
}

/** A provider class generated for `version` by another generator: it registers no catalog. */
class PlainProvider extends TerraformProvider {
  constructor(scope: Construct, id: string, version: string) {
    super(scope, id, {
      terraformResourceType: 'cpln',
      terraformGeneratorMetadata: { providerName: 'cpln', providerVersion: version },
      terraformProviderSource: 'controlplane-com/cpln',
    });
  }

  protected synthesizeAttributes(): Record<string, unknown> {
    return { alias: 'old' };
  }
}

/** A resource class of bindings generated for `version`, writing the attributes it is given. */
class BindingsResource extends TerraformResource {
  constructor(
    scope: Construct,
    id: string,
    type: string,
    version: string,
    private readonly attributes: Record<string, unknown>,
  ) {
    super(scope, id, { terraformResourceType: type, terraformGeneratorMetadata: { providerName: 'cpln', providerVersion: version } });
  }

  protected synthesizeAttributes(): Record<string, unknown> {
    return this.attributes;
  }
}

/** A data source class of bindings generated for `version`, writing the attributes it is given. */
class BindingsDataSource extends TerraformDataSource {
  constructor(
    scope: Construct,
    id: string,
    type: string,
    version: string,
    private readonly attributes: Record<string, unknown>,
  ) {
    super(scope, id, { terraformResourceType: type, terraformGeneratorMetadata: { providerName: 'cpln', providerVersion: version } });
  }

  protected synthesizeAttributes(): Record<string, unknown> {
    return this.attributes;
  }
}

/** A workload's arguments as both versions take them (the 9.9.9 one also needs `tier`). */
const WORKLOAD = { gvc: 'production', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }] };

let folder: string;
beforeAll(() => {
  folder = catalogFolder(version999);
});

/** A stack holding the 9.9.9 bindings' provider. */
function stack999(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new BindingsProvider(stack, 'cpln', folder);
  return stack;
}

function workload999(stack: TerraformStack, id: string, attributes: Record<string, unknown> = {}): BindingsResource {
  return new BindingsResource(stack, id, 'cpln_workload', VERSION, { ...WORKLOAD, name: id, tier: 'gold', ...attributes });
}

describe('a stack using bindings of another provider version is judged by their catalog', () => {
  test('a valid 9.9.9 workload synthesizes, and the stack requires exactly 9.9.9', () => {
    const stack = stack999();
    workload999(stack, 'api');
    expect(outcome(stack)).toEqual({ errors: [], warnings: [] });
    const json = JSON.parse(Testing.synth(stack, true));
    expect(json.terraform.required_providers.cpln).toEqual({ source: 'controlplane-com/cpln', version: VERSION });
    expect(json.resource.cpln_workload.api.tier).toBe('gold');
  });

  test('an argument 9.9.9 no longer has is refused, and its new required argument is enforced', () => {
    const stack = stack999();
    const api = workload999(stack, 'api', { support_dynamic_tags: true });
    api.addOverride('tier', null);
    const { errors } = outcome(stack);
    expect(errors.filter((e) => e.startsWith('[test] test/api: cpln_workload.api.support_dynamic_tags: ') && e.endsWith('[schema/unknown-argument]'))).toHaveLength(1);
    expect(errors).toContain('[test] test/api: cpln_workload.api.tier: is required and missing [schema/missing-required]');
    expect(errors).toHaveLength(2);
  });

  test('a rule on a path both versions share still holds', () => {
    const stack = stack999();
    workload999(stack, 'api', { name: 'Not_A_Name' });
    const { errors } = outcome(stack);
    expect(errors.some((e) => e.startsWith('[test] test/api: cpln_workload.api.name: "Not_A_Name"') && e.endsWith('[cpln_workload.name:pattern]'))).toBe(true);
  });

  test('an output showing an attribute that only 9.9.9 marks sensitive is refused', () => {
    const stack = stack999();
    workload999(stack, 'api');
    new TerraformOutput(stack, 'key', { value: '${cpln_workload.api.access_key}' });
    expect(outcome(stack).errors).toEqual([
      expect.stringMatching(/^\[test\] test\/key: output\.key: refers to the sensitive cpln_workload\.api\.access_key, .*\[secrets\/output-not-sensitive\]$/),
    ]);
  });

  test("the package's own classes in the 9.9.9 stack are judged by the 9.9.9 catalog, without a version error", () => {
    const stack = stack999();
    new cpln.gvc.Gvc(stack, 'gvc', { name: 'web' });
    new cpln.workload.Workload(stack, 'api', { ...WORKLOAD, name: 'api', supportDynamicTags: true });
    const { errors } = outcome(stack);
    expect(errors.filter((e) => e.startsWith('[test] test/gvc'))).toEqual([]);
    expect(errors.filter((e) => e.endsWith('[schema/bindings-version]'))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('[test] test/api: cpln_workload.api.support_dynamic_tags: ') && e.endsWith('[schema/unknown-argument]'))).toHaveLength(1);
    expect(errors).toContain('[test] test/api: cpln_workload.api.tier: is required and missing [schema/missing-required]');
  });

  test('a stack that requires a range of versions gets the findings that depend on the version as warnings naming 9.9.9', () => {
    const stack = stack999();
    workload999(stack, 'api', { support_dynamic_tags: true, name: 'Not_A_Name' });
    stack.addOverride('terraform.required_providers.cpln.version', '~> 9.9');
    const { errors, warnings } = outcome(stack);
    expect(errors.filter((e) => e.includes('[schema/'))).toEqual([]);
    expect(errors.some((e) => e.endsWith('[cpln_workload.name:pattern]'))).toBe(true);
    const warning = warnings.find((w) => w.includes('cpln_workload.api.support_dynamic_tags'));
    expect(warning).toContain(`the stack requires controlplane-com/cpln "~> 9.9" and this package checks it against ${VERSION}, the version it describes`);
  });

  test('an app writes a valid 9.9.9 stack', () => {
    const app = new App({ outdir: tempFolder('bindings-app-') });
    const stack = new TerraformStack(app, 'web');
    new BindingsProvider(stack, 'cpln', folder);
    workload999(stack, 'api');
    app.synth();
    const written = JSON.parse(readFileSync(join(app.outdir, 'stacks', 'web', 'cdk.tf.json'), 'utf-8'));
    expect(written.resource.cpln_workload.api.tier).toBe('gold');
  });
});

describe('a stack with the bundled provider is judged by the bundled catalog in the same process', () => {
  test('the argument 9.9.9 removed is accepted, and the one it added is unknown', () => {
    const stack = stack999();
    workload999(stack, 'other');
    expect(outcome(stack).errors).toEqual([]);
    const bundled = cplnStack();
    new cpln.workload.Workload(bundled, 'api', { ...WORKLOAD, name: 'api', supportDynamicTags: true }).addOverride('tier', 'gold');
    const { errors } = outcome(bundled);
    expect(errors.filter((e) => e.startsWith('[test] test/api: cpln_workload.api.tier: ') && e.endsWith('[schema/unknown-argument]'))).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});

describe('classes generated for another version than the stack uses (schema/bindings-version)', () => {
  test('a resource generated for a third version is refused in the 9.9.9 stack', () => {
    const stack = stack999();
    new BindingsResource(stack, 'old', 'cpln_gvc', '1.0.0', { name: 'web' });
    expect(outcome(stack).errors).toEqual([
      expect.stringMatching(/^\[test\] test\/old: cpln_gvc\.old: its class was generated from controlplane-com\/cpln 1\.0\.0, but the stack's cpln provider is pinned to 9\.9\.9; generate the bindings of 9\.9\.9 .*\[schema\/bindings-version\]$/),
    ]);
  });

  test('a data source generated for a third version is refused too', () => {
    const stack = stack999();
    new BindingsDataSource(stack, 'gvc', 'cpln_gvc', '1.0.0', { name: 'web' });
    const errors = outcome(stack).errors.filter((e) => e.endsWith('[schema/bindings-version]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[test\] test\/gvc: data\.cpln_gvc\.gvc: its class was generated from controlplane-com\/cpln 1\.0\.0, .*pinned to 9\.9\.9/);
  });

  test("9.9.9 bindings' resources with the bundled provider are refused: the stack uses the bundled version", () => {
    const stack = cplnStack();
    new BindingsResource(stack, 'api', 'cpln_gvc', VERSION, { name: 'web' });
    const errors = outcome(stack).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`[test] test/api: cpln_gvc.api: its class was generated from controlplane-com/cpln 9.9.9, but the stack's cpln provider is pinned to ${providerNamed('cpln').version}; use this package's class for this resource, `);
    expect(errors[0].endsWith('[schema/bindings-version]')).toBe(true);
  });
  test('a provider class generated for another version, without a catalog, is refused beside the bundled one', () => {
    const stack = cplnStack();
    new PlainProvider(stack, 'old', '1.0.0');
    const errors = outcome(stack).errors.filter((e) => e.endsWith('[schema/bindings-version]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`[test] test/old: provider.cpln: its class was generated from controlplane-com/cpln 1.0.0, but the stack's cpln provider is pinned to ${providerNamed('cpln').version}; use this package's cpln provider class instead`);
  });
});

describe('registering a catalog folder', () => {
  test('Validations.disableRule accepts the rules of a registered catalog', () => {
    const withRule = catalogFolder((catalog) => {
      version999(catalog);
      catalog.rules.push({ id: 'cpln/workload-tier-known', on: ['cpln_workload'], path: 'tier', enum: ['gold', 'silver'], source: 'test' });
    });
    const stack = new TerraformStack(Testing.app(), 'test');
    expect(() => Validations.disableRule(stack, 'cpln/workload-tier-known')).toThrow(/matches no rule/);
    new BindingsProvider(stack, 'cpln', withRule);
    const api = workload999(stack, 'api', { tier: 'bronze' });
    expect(outcome(stack).errors).toEqual([expect.stringMatching(/^\[test\] test\/api: cpln_workload\.api\.tier: "bronze" is not allowed.*\[cpln\/workload-tier-known\]$/)]);
    Validations.disableRule(api, 'cpln/workload-tier-known');
    expect(outcome(stack).errors).toEqual([]);
  });

  test('two providers with the same folder share it; two folders for one provider are refused, naming both', () => {
    const stack = stack999();
    new BindingsProvider(stack, 'second', folder);
    const other = catalogFolder((catalog) => (catalog.version = '9.9.8'));
    expect(() => new BindingsProvider(stack, 'third', other, 'acme', '9.9.8')).toThrow(
      `test/third: the stack's provider "cpln" is already judged by the catalog in ${folder} (9.9.9, registered by test/cpln); this provider brings the one in ${other} (9.9.8)`,
    );
  });

  test('a folder without catalog.json is refused', () => {
    const empty = tempFolder('bindings-empty-');
    expect(() => new BindingsProvider(new TerraformStack(Testing.app(), 'test'), 'cpln', empty)).toThrow(`${empty} holds no catalog.json`);
  });

  test("a catalog of another provider than the provider's is refused", () => {
    const akamai = catalogFolder((catalog) => (catalog.name = 'akamai'));
    expect(() => new BindingsProvider(new TerraformStack(Testing.app(), 'test'), 'cpln', akamai)).toThrow(
      `test/cpln: the catalog in ${akamai} describes the provider "akamai"`,
    );
  });
});
