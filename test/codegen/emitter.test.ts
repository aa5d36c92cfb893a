import { TerraformStack, Testing } from 'cdktf';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { beforeAll, describe, expect, test } from 'vitest';
import { escapeAttributeName } from '../../codegen/emitter/generator';
import { providerModel } from '../../codegen/emitter/model';
import { generateProvider } from '../../codegen/generate';
import { ProviderTarget, providerAddress } from '../../codegen/providers';
import * as pkg from '../../lib';

/**
 * What the emitter (codegen/emitter/) writes of the runtime hooks, on a small schema: one resource (`demo_site`)
 * with a single nested block (`spec`, itself holding `tls`), a list block (`route`), one data source and the
 * provider. The whole API and JSON of both providers are compared with the generator's in optimize.test.ts.
 */
const target: ProviderTarget = { name: 'demo', source: 'example/demo', version: '1.0.0', schemaFile: 'schemas/demo.json', schemaParts: [], constraintsFile: 'schemas/demo.constraints.json', constraintsParts: [], untyped: {} };
const string = { type: 'string', description_kind: 'plain', optional: true };
const schema = {
  format_version: '1.0',
  provider_schemas: {
    [providerAddress(target)]: {
      provider: { version: 0, block: { attributes: { token: { ...string, sensitive: true } } } },
      resource_schemas: {
        demo_site: {
          version: 0,
          block: {
            attributes: { name: { type: 'string', required: true }, id: { type: 'string', computed: true } },
            block_types: {
              spec: { nesting_mode: 'list', max_items: 1, block: { attributes: { port: { type: 'number', optional: true } }, block_types: { tls: { nesting_mode: 'list', max_items: 1, block: { attributes: { mode: string } } } } } },
              route: { nesting_mode: 'list', block: { attributes: { path: string } } },
            },
          },
        },
      },
      data_source_schemas: { demo_site: { version: 0, block: { attributes: { name: string } } } },
    },
  },
};

const files: Record<string, string> = {};
beforeAll(async () => {
  const result = await generateProvider(target, schema as Parameters<typeof generateProvider>[1], 'schemas/demo.json', join(mkdtempSync(join(tmpdir(), 'emitter-')), 'gen'));
  for (const file of ['site/index.ts', 'data-demo-site/index.ts', 'provider/index.ts']) files[file] = readFileSync(join(result.dir, file), 'utf-8');
});

describe('the emitter writes the runtime hooks into the classes', () => {
  test('the provider checks its config, then registers the synth-time validation on its stack', () => {
    expect(files['provider/index.ts']).toMatch(/\n {4}\}\);\n {4}checkConfig\(this, config, keysOfDemoProviderConfig, "DemoProviderConfig"\);\n {4}registerValidation\(this\);\n {4}this\._token = config\.token;\n/);
    expect(files['provider/index.ts']).toContain("import { registerValidation } from '../../../synthesis/adapter';");
    expect(files['site/index.ts']).not.toContain('registerValidation');
  });

  test('every construct class has its own addOverride, which checks the path before the framework writes it', () => {
    for (const file of ['site/index.ts', 'data-demo-site/index.ts', 'provider/index.ts']) {
      expect(files[file], file).toContain('  public addOverride(path: string, value: any): void {\n    checkOverridePath(this, path);\n    super.addOverride(path, value);\n  }\n');
      expect(files[file].match(/public addOverride/g), file).toHaveLength(1);
    }
  });

  test('nested blocks are LazyBlocks: a single block with the normalizer of its struct, a list block without', () => {
    const site = files['site/index.ts'];
    expect(site).toContain('private _spec = new LazyBlock(SiteSpecOutputReference, this, "spec", false, normalizeSiteSpec);');
    expect(site).toContain('private _tls = new LazyBlock(SiteSpecTlsOutputReference, this, "tls", false, normalizeSiteSpecTls);');
    expect(site).toContain('private _route = new LazyBlock(SiteRouteList, this, "route", false, undefined);');
    expect(site).toContain('return this._spec.object;');
    expect(site).toContain('const normalizeSiteSpec: Normalize = (owner, value) => normalizeBlock(owner, value, keysOfSiteSpec, "SiteSpec", false, { tls: ["tls", normalizeSiteSpecTls] });');
  });

  test('key sets (the config with the meta-arguments) and the checks where values enter', () => {
    const site = files['site/index.ts'];
    expect(site).toContain('const keysOfSiteConfig = knownKeys("name", "spec", "route", "dependsOn", "count", "provider", "lifecycle", "forEach", "provisioners", "connection");');
    expect(site).toContain('  if (typeof struct === \'string\') { return struct; }\n  checkKeys(struct, keysOfSiteSpec, "SiteSpec");\n');
    expect(site).toContain('public set internalValue(value: SiteRoute | cdktf.IResolvable | undefined) {\n    value = singleValue(this, value, keysOfSiteRoute, "SiteRoute", true);\n');
    expect(site).toContain('protected synthesizeAttributes(): { [name: string]: any } {\n    return inConstruct(this, () => {\n      return definedAttributes({\n        name: cdktf.stringToTerraform(this._name),');
  });

  test('a provider argument or block of a kind it does not type is refused, naming it', () => {
    const provider = (block: object) =>
      ({
        provider_schemas: { [providerAddress(target)]: { provider: { version: 0, block } } },
      }) as Parameters<typeof providerModel>[1];
    expect(() => providerModel(target, provider({ attributes: { hosts: { type: ['list', 'string'], optional: true } } }), escapeAttributeName)).toThrow('provider.hosts: the emitter types scalar provider arguments only, not ["list","string"]');
    expect(() => providerModel(target, provider({ block_types: { retry: { nesting_mode: 'list', block: {} } } }), escapeAttributeName)).toThrow('provider.retry: the emitter types provider blocks of one object of arguments only');
  });
});

describe('the compiled classes at run time', () => {
  const cpln = (pkg as unknown as Record<string, Record<string, any>>).cpln;

  test('setting and reading nested blocks leaves Error.captureStackTrace alone', () => {
    const original = Error.captureStackTrace;
    let writes = 0;
    Object.defineProperty(Error, 'captureStackTrace', { configurable: true, get: () => original, set: () => void writes++ });
    try {
      const stack = new TerraformStack(Testing.app(), 'stack');
      const secret = new cpln.secret.Secret(stack, 'secret', { name: 'a', aws: { accessKey: 'k', secretKey: 's' } });
      secret.putTls({ key: 'k', cert: undefined });
      void secret.aws.accessKey;
      Testing.synth(stack);
    } finally {
      Object.defineProperty(Error, 'captureStackTrace', { configurable: true, writable: true, value: original });
    }
    expect(writes).toBe(0);
  });

  test('addOverride refuses a path through __proto__ from the class, and the instance keeps no method of its own', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    const secret = new cpln.secret.Secret(stack, 'secret', { name: 'a' });
    expect(() => secret.addOverride('__proto__.polluted', true)).toThrow('stack/secret: addOverride("__proto__.polluted"): "__proto__" is not an argument of cpln_secret and cannot be written to Terraform JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(secret)).not.toContain('addOverride');
    secret.addOverride('description', 'written');
    expect(JSON.parse(Testing.synth(stack)).resource.cpln_secret.secret.description).toBe('written');
  });
});
