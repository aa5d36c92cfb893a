import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { buildCatalog, compileCatalog, ConstraintsFile, splitCatalog } from '../../codegen/catalog';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, ProviderTarget, ROOT } from '../../codegen/providers';
import type { TerraformSchema } from '../../codegen/schema-file';
import { KINDS } from '../../lib/validation/kinds';

const TARGET: ProviderTarget = { name: 'demo', source: 'example/demo', version: '1.0.0', schemaFile: 'demo.json', schemaParts: [], constraintsFile: 'demo.constraints.json', constraintsParts: [], untyped: {} };
const SCHEMA: TerraformSchema = {
  format_version: '1.0',
  provider_schemas: {
    'registry.terraform.io/example/demo': {
      provider: { version: 0, block: { attributes: { token: { type: 'string', optional: true, sensitive: true, description: 'prose', description_kind: 'plain' } } } },
      resource_schemas: {
        demo_thing: {
          version: 0,
          block: {
            attributes: {
              name: { type: 'string', required: true },
              type: { type: 'string', optional: true },
              id: { type: 'string', computed: true },
              count_of: { type: 'number', optional: true },
              password: { type: 'string', optional: true, sensitive: true },
            },
            block_types: { rule: { nesting_mode: 'list', block: { attributes: { a: { type: 'string', optional: true }, b: { type: 'string', optional: true } } } } },
          },
        },
      },
    },
  },
};

function compile(file: Partial<ConstraintsFile>) {
  return compileCatalog(TARGET, SCHEMA, { provider: 'example/demo 1.0.0', rules: [], ...file }, 'demo.constraints.json');
}

describe('the catalog codegen emits', () => {
  test.each(PROVIDERS.map((p) => [p.name, p] as const))('%s: every rule compiles against the schema', (_name, target) => {
    const catalog = buildCatalog(
      target,
      readProviderSchema(target).schema,
      join(ROOT, target.constraintsFile),
      target.constraintsParts.map((f) => join(ROOT, f)),
    );
    expect(catalog.rules.length).toBeGreaterThan(100);
    expect(JSON.stringify(catalog)).not.toContain('"description_kind"');
  });

  test('a check written with "paths" becomes one rule per path; a part keeps it so, and the runtime reads it back', () => {
    const catalog = compile({ rules: [{ on: ['demo_thing'], paths: ['name', 'rule.a'], enum: ['a', 'b'], source: 'provider: StringInSlice' } as never] });
    const rules = [
      { on: ['demo_thing'], enum: ['a', 'b'], source: 'provider: StringInSlice', id: 'demo_thing.name:enum', path: 'name' },
      { on: ['demo_thing'], enum: ['a', 'b'], source: 'provider: StringInSlice', id: 'demo_thing.rule.a:enum', path: 'rule.a' },
    ];
    expect(catalog.rules).toEqual(rules);
    const { main, parts } = splitCatalog(catalog, ['demo_thing']);
    expect(main.rules).toEqual([]);
    expect(main.resources).toEqual({});
    expect(main.parts).toEqual({ demo_thing: 'catalog.demo_thing.json' });
    expect(parts).toEqual([{ file: 'catalog.demo_thing.json', part: { target: 'demo_thing', block: catalog.resources.demo_thing, rules: [{ on: ['demo_thing'], enum: ['a', 'b'], source: 'provider: StringInSlice', paths: ['name', 'rule.a'] }] } }]);
    expect(() => compile({ rules: [{ on: ['demo_thing'], paths: ['nope'], enum: ['a'], source: 'provider: F' } as never] })).toThrow('demo.constraints.json: $.rules[0].paths[0].path: "nope" does not exist in demo_thing');
  });

  test('shared checks expand into one rule per check, keeping the rule ids users switch off', () => {
    const catalog = compile({
      shared: { name: { source: 'provider: NameValidator', checks: [{ length: { max: 63 } }, { pattern: { regex: '^[a-z]+$', description: 'lower case' } }], examples: { pattern: { invalid: 'A', valid: 'a' } } } },
      rules: [{ id: 'demo_thing.name', on: ['demo_thing'], path: 'name', use: 'name' } as never],
    });
    expect(catalog.rules.map((r) => [r.id, r.source, r.examples])).toEqual([
      ['demo_thing.name:length', 'provider: NameValidator', undefined],
      ['demo_thing.name:pattern', 'provider: NameValidator', { invalid: 'A', valid: 'a' }],
    ]);
  });

  test('integer lists become integer rules; rules on sensitive fields are marked; descriptions are dropped', () => {
    const catalog = compile({
      integers: [{ source: 'provider: Int64Attribute', paths: { demo_thing: ['count_of'] } }],
      rules: [{ id: 'demo/password', on: ['demo_thing'], path: 'password', length: { min: 8 }, source: 'provider: X' }],
    });
    expect(catalog.rules).toEqual([
      { id: 'demo/password', on: ['demo_thing'], path: 'password', length: { min: 8 }, source: 'provider: X', sensitive: true },
      { id: 'demo_thing.count_of:integer', on: ['demo_thing'], path: 'count_of', integer: true, source: 'provider: Int64Attribute' },
    ]);
    expect(catalog.provider).toEqual({ attributes: { token: { type: 'string', optional: true, sensitive: true } } });
  });

  const rule = { id: 'demo/r', on: ['demo_thing'], path: 'type', source: 'provider: F' };
  test.each([
    ['no check', { ...rule }, '$.rules[0]: sets no check; a rule sets exactly one of'],
    ['two checks', { ...rule, enum: ['a'], length: { max: 2 } }, '$.rules[0]: sets 2 checks (enum, length)'],
    ['when without require', { ...rule, path: '', when: { field: 'type', equals: 'x' }, examples: { invalid: {}, valid: {} } }, '"when" needs "require"'],
    ['an unknown type', { ...rule, on: ['demo_other'], enum: ['a'] }, '$.rules[0].on: "demo_other" is not a type of example/demo@1.0.0'],
    ['a path that does not exist', { ...rule, path: 'typo', enum: ['a'] }, '$.rules[0].path: "typo" does not exist in demo_thing'],
    ['a computed-only path', { ...rule, path: 'id', enum: ['a'] }, 'demo_thing.id is computed only'],
    ['a field an object rule reads that does not exist', { ...rule, path: 'rule', atMostOne: ['a', 'c'], examples: { invalid: {}, valid: {} } }, 'demo_thing: rule has no field "c"'],
    ['an object rule without examples', { ...rule, path: 'rule', atMostOne: ['a', 'b'] }, 'a "atMostOne" rule needs "examples"'],
    ['a pattern rule without examples', { ...rule, pattern: { regex: '^a$', description: 'a' } }, 'a "pattern" rule needs "examples"'],
    ['an unknown format', { ...rule, format: 'color' }, '$.rules[0].format: unknown format "color"'],
    ['a broken regular expression', { ...rule, pattern: { regex: '(', description: 'x' }, examples: { invalid: 'b', valid: 'a' } }, '$.rules[0].pattern.regex: Invalid regular expression'],
    ['no source', { ...rule, source: '', enum: ['a'] }, '$.rules[0].source: must name a provider function'],
  ])('refuses a rule with %s, naming the file and the JSON path', (_title, bad, message) => {
    expect(() => compile({ rules: [bad as never] })).toThrow(`demo.constraints.json: ${message.startsWith('$') ? '' : '$.rules[0]'}`);
    expect(() => compile({ rules: [bad as never] })).toThrow(message.replace(/^\$\.rules\[0\]: /, ''));
  });

  test('refuses rules transcribed from another provider version than the one generated', () => {
    expect(() => compileCatalog(TARGET, SCHEMA, { provider: 'example/demo 0.9.0', rules: [] }, 'demo.constraints.json')).toThrow(
      'demo.constraints.json: $.provider: is "example/demo 0.9.0", but codegen/definitions.json generates example/demo 1.0.0; review the rules against that version, then set this field to "example/demo 1.0.0"',
    );
  });

  test('refuses a repeated rule id and an unknown shared check', () => {
    expect(() => compile({ rules: [{ ...rule, enum: ['a'] }, { ...rule, enum: ['b'] }] })).toThrow('rule id "demo/r" is used twice');
    expect(() => compile({ rules: [{ ...rule, use: 'nope' } as never] })).toThrow('$.rules[0].use: no shared check "nope"');
  });

  test('every kind in the registry describes itself and is documented by the kinds it reads', () => {
    for (const [key, kind] of KINDS) {
      expect(kind.key).toBe(key);
      expect(['value', 'collection', 'object']).toContain(kind.level);
    }
  });
});
