import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { beforeAll, describe, expect, test } from 'vitest';
import { FRAMEWORKS } from '../../codegen/frameworks';
import { PASSES, generateProvider } from '../../codegen/generate';
import { Pass, postProcess } from '../../codegen/passes';
import { ProviderTarget, providerAddress } from '../../codegen/providers';

/**
 * Each post-processing pass on the generator's output for a small schema: one resource (`demo_site`) with
 * a single nested block (`spec`, itself holding `tls`), a list block (`route`) and a block left untyped
 * (`extra`), one data source and the provider. The expected lines are what src/runtime/ needs.
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
              extra: { nesting_mode: 'list', block: { attributes: { x: string } } },
            },
          },
        },
      },
      data_source_schemas: { demo_site: { version: 0, block: { attributes: { name: string } } } },
    },
  },
};
const CDKTF = FRAMEWORKS.cdktf;
const NOTE = 'Not typed by this package: extra.';

const files: Record<string, string> = {};
beforeAll(async () => {
  const result = await generateProvider(target, schema as Parameters<typeof generateProvider>[1], 'schemas/demo.json', join(mkdtempSync(join(tmpdir(), 'passes-')), 'gen'), { postProcess: false });
  for (const file of ['site/index.ts', 'data-demo-site/index.ts', 'provider/index.ts', 'index.ts']) files[file] = readFileSync(join(result.dir, file), 'utf-8');
});

const pass = (name: string): Pass => PASSES.find((p) => p.name === name)!;
const run = (
  name: string,
  file: string,
  untyped = new Map<string, string>(),
) => postProcess([pass(name)], CDKTF, file, files[file], untyped);
/** The lines of `text` that `edited` does not have, and the lines `edited` adds, each trimmed. */
const diff = (text: string, edited: string) => {
  const before = text.split('\n').map((l) => l.trim());
  const after = edited.split('\n').map((l) => l.trim());
  return { removed: before.filter((l) => !after.includes(l)), added: after.filter((l) => !before.includes(l)) };
};

describe('post-processing passes (codegen/passes.ts), each on its own', () => {
  test('register-validation: the provider registers the validation right after its super call; no other file changes', () => {
    const edited = run('register-validation', 'provider/index.ts');
    expect(edited).toMatch(/\n    \}\);\n    registerValidation\(this\);\n    this\._token = config\.token;\n/);
    expect(diff(files['provider/index.ts'], edited)).toEqual({ removed: [], added: ["import { registerValidation } from '../../../validation/register';", 'registerValidation(this);'] });
    expect(run('register-validation', 'site/index.ts')).toBe(files['site/index.ts']);
  });

  test('guard-overrides: every construct class (resource, data source, provider) guards its overrides after super', () => {
    for (const file of ['site/index.ts', 'data-demo-site/index.ts', 'provider/index.ts']) {
      expect(diff(files[file], run('guard-overrides', file)), file).toEqual({ removed: [], added: ["import { guardOverrides } from '../../../runtime/guard-overrides';", 'guardOverrides(this);'] });
    }
    expect(run('guard-overrides', 'index.ts')).toBe(files['index.ts']);
  });

  test('lazy-blocks: block fields become LazyBlocks (single blocks normalize their value) and their getters return the object', () => {
    const { removed, added } = diff(files['site/index.ts'], run('lazy-blocks', 'site/index.ts'));
    expect(added.sort()).toEqual([
      "import { LazyBlock } from '../../../runtime/lazy-block';",
      'private _extra = new LazyBlock(SiteExtraList, this, "extra", false, false);',
      'private _route = new LazyBlock(SiteRouteList, this, "route", false, false);',
      'private _spec = new LazyBlock(SiteSpecOutputReference, this, "spec", false, true);',
      'private _tls = new LazyBlock(SiteSpecTlsOutputReference, this, "tls", false, true);',
      'return this._extra.object;',
      'return this._route.object;',
      'return this._spec.object;',
      'return this._tls.object;',
    ]);
    expect(removed).toHaveLength(8);
  });

  test('defined-attributes: each ToTerraform function and synthesizeAttributes returns definedAttributes({ ... }); the HCL ones do not', () => {
    const edited = run('defined-attributes', 'site/index.ts');
    const count = (text: string, what: string) => text.split(what).length - 1;
    // siteSpecTls, siteSpec, siteRoute, siteExtra, and the resource.
    expect(count(edited, 'return definedAttributes({')).toBe(5);
    expect(count(edited, 'return definedAttributes({')).toBe((files['site/index.ts'].match(/\nexport function \w+ToTerraform\(/g) ?? []).length + 1);
    expect(count(edited, 'const attrs = {')).toBe(count(files['site/index.ts'], 'const attrs = {'));
  });

  test('known-keys: a key set per struct (a config with the meta-arguments), and the checks where values enter', () => {
    const edited = run('known-keys', 'site/index.ts');
    expect(edited).toContain('const keysOfSiteConfig = knownKeys("name", "spec", "route", "extra", "dependsOn", "count", "provider", "lifecycle", "forEach", "provisioners", "connection");');
    expect(edited).toContain('const keysOfSiteSpecTls = knownKeys("mode");');
    expect(edited).toMatch(/\n    \}\);\n    checkConfig\(this, config, keysOfSiteConfig, "SiteConfig"\);\n/);
    expect(edited).toContain('export function siteSpecToTerraform(struct?: SiteSpecOutputReference | SiteSpec): any {\n  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }\n  if (typeof struct === \'string\') { return struct; }\n  checkKeys(struct, keysOfSiteSpec, "SiteSpec");\n');
    expect(edited).toContain('public set internalValue(value: SiteSpec | undefined) {\n    value = singleValue(this, value, keysOfSiteSpec, "SiteSpec", false);\n');
    expect(edited).toContain('public set internalValue(value: SiteRoute | cdktf.IResolvable | undefined) {\n    value = singleValue(this, value, keysOfSiteRoute, "SiteRoute", true);\n');
    expect(edited).toContain('protected synthesizeAttributes(): { [name: string]: any } {\n    return inConstruct(this, () => {\n      return {\n        name: cdktf.stringToTerraform(this._name),');
    expect(edited).toContain("import { checkConfig, checkKeys, inConstruct, knownKeys, singleValue } from '../../../runtime/known-keys';");
  });

  test('untyped-note: the class of a type left partly untyped says so in its documentation', () => {
    const edited = run('untyped-note', 'site/index.ts', new Map([['demo_site', NOTE]]));
    expect(edited).toMatch(new RegExp(`\\n\\* Represents a \\{@link \\S+ demo_site\\}\\n\\*\\n\\* ${NOTE.replace(/[.]/g, '\\.')}\\n\\*/\\nexport class Site extends cdktf\\.TerraformResource`));
    // The data source of the same name is another type.
    expect(run('untyped-note', 'data-demo-site/index.ts', new Map([['demo_site', NOTE]]))).toBe(files['data-demo-site/index.ts']);
  });

  test('all passes together apply every edit, in pipeline order at one place', () => {
    const edited = postProcess(PASSES, CDKTF, 'provider/index.ts', files['provider/index.ts']);
    expect(edited).toMatch(/\n    \}\);\n    checkConfig\(this, config, keysOfDemoProviderConfig, "DemoProviderConfig"\);\n    guardOverrides\(this\);\n    registerValidation\(this\);\n/);
  });
});

describe('what the passes refuse', () => {
  const source = (body: string, module = 'cdktf', name = 'cdktf') => `import { Construct } from 'constructs';\nimport * as ${name} from '${module}';\n${body}`;

  test('a framework other than the one generated for, and a construct whose shape changed', () => {
    expect(() => postProcess(PASSES, FRAMEWORKS.cdktn, 'site/index.ts', files['site/index.ts'])).toThrow("site/index.ts: imports cdktf, not cdktn; generate with the framework's own generator");
    const noSuper = source('export class Site extends cdktf.TerraformResource {\n  public constructor(scope: Construct, id: string) {\n    void scope; void id;\n  }\n}\n');
    expect(() => postProcess([pass('guard-overrides')], CDKTF, 'site/index.ts', noSuper)).toThrow(
      'site/index.ts: the construct class Site has no constructor calling super; the generator\'s output changed, update the "guard-overrides" pass in codegen/',
    );
    const otherUse = source('export class SiteOutputReference extends cdktf.ComplexObject {\n  private _spec = new SpecOutputReference(this, "spec");\n  public get spec() {\n    return this._spec;\n  }\n  public leak() { return [this._spec]; }\n}\n');
    expect(() => postProcess([pass('lazy-blocks')], CDKTF, 'site/index.ts', otherUse)).toThrow('unexpected use [this._spec] of the nested block _spec');
    const returned = source('export function siteToTerraform(struct?: Site): any {\n  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }\n  return [struct];\n}\nexport interface Site {\n  readonly a?: string;\n}\n');
    expect(() => postProcess([pass('defined-attributes')], CDKTF, 'site/index.ts', returned)).toThrow('a function building attributes does not end by returning an object literal');
  });

  test('the framework namespace is read from the import, whatever the framework and the name', () => {
    const construct = (ns: string) => `export interface SiteConfig extends ${ns}.TerraformMetaArguments {\n  readonly name: string;\n}\nexport class Site extends ${ns}.TerraformResource {\n  public constructor(scope: Construct, id: string, config: SiteConfig) {\n    super(scope, id, { terraformResourceType: 'demo_site' });\n  }\n}\n`;
    for (const [module, name] of [['cdktn', 'cdktn'], ['cdktf', 'tf']] as const) {
      const edited = postProcess([pass('known-keys'), pass('guard-overrides')], { module }, 'site/index.ts', source(construct(name), module, name));
      expect(edited, `${module} as ${name}`).toContain("super(scope, id, { terraformResourceType: 'demo_site' });\n    checkConfig(this, config, keysOfSiteConfig, \"SiteConfig\");\n    guardOverrides(this);\n");
      expect(edited).toContain('const keysOfSiteConfig = knownKeys("name", "dependsOn", "count", "provider", "lifecycle", "forEach", "provisioners", "connection");');
    }
    // A struct extending anything else is not one the pass knows the keys of.
    expect(() => postProcess([pass('known-keys')], CDKTF, 'site/index.ts', source(construct('other')))).toThrow('the interface SiteConfig extends other.TerraformMetaArguments');
  });

  test('two passes editing the same text', () => {
    const replaceFirst: Pass = { name: 'first', edit: (context, edits) => edits.replace(context.tree.statements[1], '// gone') };
    expect(() => postProcess([replaceFirst, replaceFirst], CDKTF, 'x.ts', source(''))).toThrow('x.ts: two passes edit the same text at');
  });
});
