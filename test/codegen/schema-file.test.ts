import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { checkSchema, duplicateKey, MAX_DEPTH, readSchemaFile, SchemaFileError } from '../../codegen/schema-file';

const ADDRESS = 'registry.terraform.io/example/demo';
const P = `$.provider_schemas[${JSON.stringify(ADDRESS)}]`;

/** A minimal valid schema; `edit` mutates a copy to break one thing. */
function schema(edit: (s: any) => void = () => {}): unknown {
  const s: any = {
    format_version: '1.0',
    provider_schemas: {
      [ADDRESS]: {
        provider: { version: 0, block: { attributes: { token: { type: 'string', description_kind: 'plain', optional: true, sensitive: true } }, description_kind: 'plain' } },
        resource_schemas: {
          demo_thing: {
            version: 0,
            block: {
              attributes: {
                name: { type: 'string', description_kind: 'plain', required: true },
                ports: { type: ['list', 'number'], description_kind: 'plain', optional: true },
                spec: { nested_type: { attributes: { x: { type: 'bool', description_kind: 'plain', optional: true } }, nesting_mode: 'single' }, description_kind: 'plain', optional: true },
              },
              block_types: { rule: { nesting_mode: 'list', block: { attributes: { y: { type: ['object', { a: 'string' }], description_kind: 'plain', computed: true } }, description_kind: 'plain' }, max_items: 1 } },
              description_kind: 'plain',
            },
          },
        },
        data_source_schemas: {},
      },
    },
  };
  edit(s);
  return s;
}

function problem(edit: (s: any) => void): SchemaFileError {
  try {
    checkSchema('schemas/demo.json', schema(edit));
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaFileError);
    return e as SchemaFileError;
  }
  throw new Error('expected the schema to be rejected');
}

describe('checkSchema', () => {
  test('accepts a well-formed schema', () => {
    expect(() => checkSchema('schemas/demo.json', schema())).not.toThrow();
  });

  test.each([
    ['a missing format version', (s: any) => delete s.format_version, '$.format_version', 'must be a string "1.x"'],
    ['a provider address that is not one', (s: any) => { s.provider_schemas.demo = s.provider_schemas[ADDRESS]; delete s.provider_schemas[ADDRESS]; }, '$.provider_schemas["demo"]', 'provider address'],
    ['a missing provider block', (s: any) => delete s.provider_schemas[ADDRESS].provider, `${P}.provider`, 'is missing'],
    ['a resource without a block', (s: any) => delete s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block, `${P}.resource_schemas.demo_thing.block`, 'is missing'],
    ['a misspelt key', (s: any) => { const b = s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block; b.atributes = b.attributes; delete b.attributes; }, `${P}.resource_schemas.demo_thing.block.atributes`, 'is not a known key'],
    ['an unknown primitive type', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.name.type = 'text'; }, `${P}.resource_schemas.demo_thing.block.attributes.name.type`, 'must be one of string, number, bool, dynamic, got "text"'],
    ['a bad collection kind', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.ports.type = ['array', 'number']; }, `${P}.resource_schemas.demo_thing.block.attributes.ports.type[0]`, 'must be one of list, set, map, object, tuple'],
    ['an attribute with no mode', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.name = { type: 'string', description_kind: 'plain' }; }, `${P}.resource_schemas.demo_thing.block.attributes.name`, 'must be required, optional or computed'],
    ['a required computed attribute', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.name.computed = true; }, `${P}.resource_schemas.demo_thing.block.attributes.name`, 'cannot also be optional or computed'],
    ['both type and nested_type', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.spec.type = 'string'; }, `${P}.resource_schemas.demo_thing.block.attributes.spec`, 'exactly one of "type" and "nested_type"'],
    ['a bad nesting mode', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.block_types.rule.nesting_mode = 'array'; }, `${P}.resource_schemas.demo_thing.block.block_types.rule.nesting_mode`, 'must be one of single, group, list, set, map'],
    ['max_items below min_items', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.block_types.rule.min_items = 2; }, `${P}.resource_schemas.demo_thing.block.block_types.rule.max_items`, 'smaller than min_items'],
    ['a flag that is not a boolean', (s: any) => { s.provider_schemas[ADDRESS].provider.block.attributes.token.sensitive = 'yes'; }, `${P}.provider.block.attributes.token.sensitive`, 'must be a boolean'],
    ['an invalid argument name', (s: any) => { s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.Name = s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block.attributes.name; }, `${P}.resource_schemas.demo_thing.block.attributes`, '"Name" is not a valid Terraform argument name'],
    ['a block named like an attribute', (s: any) => { const b = s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block; b.block_types.name = b.block_types.rule; }, `${P}.resource_schemas.demo_thing.block.block_types.name`, 'same name as an attribute'],
  ])('rejects %s with its JSON path', (_what, edit, path, message) => {
    const error = problem(edit);
    expect(error.file).toBe('schemas/demo.json');
    expect(error.jsonPath).toBe(path);
    expect(error.message).toBe(`schemas/demo.json: ${path}: ${error.problem}`);
    expect(error.problem).toContain(message);
  });
});

describe('readSchemaFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-file-test-'));

  test('reports invalid JSON with the file name', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"format_version": "1.0",');
    expect(() => readSchemaFile(file)).toThrow(`${file}: $: is not valid JSON`);
  });

  test('reports a missing file', () => {
    expect(() => readSchemaFile(join(dir, 'absent.json'))).toThrow(/absent\.json: \$: cannot be read/);
  });
});

const R = `${P}.resource_schemas.demo_thing.block`;
const str = (mode: 'optional' | 'required' | 'computed' = 'optional') => ({ type: 'string', description_kind: 'plain', [mode]: true });
const thing = (s: any) => s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block;

describe('checkSchema: names the generator cannot turn into compiling code', () => {
  test.each([
    ['an attribute named like a meta-argument', (s: any) => { thing(s).attributes.count = str(); }, `${R}.attributes.count`, `the name "count" clashes with a member of cdktf's TerraformMetaArguments (count); the generator cannot generate it`],
    ['a block named like a member of TerraformElement', (s: any) => { thing(s).block_types.add_override = thing(s).block_types.rule; }, `${R}.block_types.add_override`, `the name "add_override" clashes with a member of cdktf's TerraformElement (addOverride); the generator cannot generate it`],
    ["a computed attribute that would override cdktf's fqn", (s: any) => { thing(s).attributes.fqn = str('computed'); }, `${R}.attributes.fqn`, `the name "fqn" clashes with a member of cdktf's TerraformElement (fqn); the generator cannot generate it`],
    ['an optional attribute whose field is a private member of TerraformResource', (s: any) => { thing(s).attributes.imported = str(); }, `${R}.attributes.imported`, `the name "imported" clashes with a member of cdktf's TerraformResource (_imported); the generator cannot generate it`],
    ["an attribute named like a method CDK Terrain's resources have (cdktn 0.24)", (s: any) => { thing(s).attributes.mark_write_only_attribute = str(); }, `${R}.attributes.mark_write_only_attribute`, `the name "mark_write_only_attribute" clashes with a member of cdktn's TerraformResource (markWriteOnlyAttribute); the generator cannot generate it`],
    ['an attribute named like the method constructs 10.6 adds to every construct', (s: any) => { thing(s).attributes.with = str(); }, `${R}.attributes.with`, `the name "with" clashes with a member of constructs' Construct (10.6 and later) (with); the generator cannot generate it`],
    ["an attribute named like a member of JavaScript's Object", (s: any) => { thing(s).attributes.to_string = str('computed'); }, `${R}.attributes.to_string`, `the name "to_string" clashes with a member of JavaScript's Object (toString); the generator cannot generate it`],
    ['a data source attribute named like a meta-argument', (s: any) => { s.provider_schemas[ADDRESS].data_source_schemas.demo_thing = { version: 0, block: { attributes: { provisioners: str() } } }; }, `${P}.data_source_schemas.demo_thing.block.attributes.provisioners`, `the name "provisioners" clashes with a member of cdktf's TerraformMetaArguments (provisioners); the generator cannot generate it`],
    ['a provider attribute named like a member of TerraformProvider', (s: any) => { s.provider_schemas[ADDRESS].provider.block.attributes.meta_attributes = str(); }, `${P}.provider.block.attributes.meta_attributes`, `the name "meta_attributes" clashes with a member of cdktf's TerraformProvider (metaAttributes); the generator cannot generate it`],
    ['a nested block attribute named like a generated member', (s: any) => { thing(s).block_types.rule.block.attributes.internal_value = str(); }, `${R}.block_types.rule.block.attributes.internal_value`, `the name "internal_value" clashes with a member of the generator's ComplexObject classes (internalValue); the generator cannot generate it`],
    ['a nested attribute named like a member of ComplexObject', (s: any) => { thing(s).attributes.spec.nested_type.attributes.compute_fqn = str(); }, `${R}.attributes.spec.nested_type.attributes.compute_fqn`, `the name "compute_fqn" clashes with a member of cdktf's ComplexObject (computeFqn); the generator cannot generate it`],
    ["an object type attribute named like a member of JavaScript's Object", (s: any) => { thing(s).block_types.rule.block.attributes.y.type = ['object', { a: 'string', constructor: 'string' }]; }, `${R}.block_types.rule.block.attributes.y.type[1].constructor`, `the name "constructor" clashes with a member of JavaScript's Object (constructor); the generator cannot generate it`],
    ['a name that becomes a number', (s: any) => { thing(s).attributes._1 = str(); }, `${R}.attributes._1`, 'the name "_1" becomes the property "1", which is not a JavaScript identifier; the generator cannot generate it'],
    ['a name that becomes nothing', (s: any) => { thing(s).block_types.rule.block.attributes.__ = str(); }, `${R}.block_types.rule.block.attributes.__`, 'the name "__" becomes the property "", which is not a JavaScript identifier; the generator cannot generate it'],
    ['two attributes that become one property', (s: any) => { thing(s).attributes.foo_bar = str(); thing(s).attributes.foo__bar = str(); }, `${R}.attributes.foo__bar`, 'the names "foo_bar" and "foo__bar" both become the property "fooBar"; the generator cannot generate both'],
    ['digits camel-cased alike', (s: any) => { thing(s).attributes.a_1b = str(); thing(s).attributes.a1_b = str(); }, `${R}.attributes.a1_b`, 'the names "a_1b" and "a1_b" both become the property "a1B"; the generator cannot generate both'],
    ['an attribute and a block that become one property', (s: any) => { thing(s).attributes.rule_ = str(); }, `${R}.block_types.rule`, 'the names "rule_" and "rule" both become the property "rule"; the generator cannot generate both'],
    ['a name and the escape of another', (s: any) => { thing(s).attributes.equals = str(); thing(s).attributes.equal_to = str(); }, `${R}.attributes.equal_to`, 'the names "equals" and "equal_to" both become the property "equalTo"; the generator cannot generate both'],
    ['nested attributes that become one property', (s: any) => { thing(s).attributes.spec.nested_type.attributes._x = str(); }, `${R}.attributes.spec.nested_type.attributes._x`, 'the names "x" and "_x" both become the property "x"; the generator cannot generate both'],
    ["an attribute named like a block's put method", (s: any) => { thing(s).attributes.put_rule = str(); }, `${R}.attributes.put_rule`, 'the name "put_rule" becomes the property "putRule", which clashes with the method the generator writes to set "rule"'],
  ])('rejects %s, naming the file and JSON path', (_what, edit, path, message) => {
    const error = problem(edit);
    expect(error.message).toBe(`schemas/demo.json: ${path}: ${message}`);
    expect(error.jsonPath).toBe(path);
  });

  test('accepts the names the generator escapes or that pass through unchanged', () => {
    const names = ['node', 'get_string_attribute', 'equals', 'self', 'build', 'system', 'software', 'import_from', 'move_to', 'tf_resource_type', '__proto__', 'provisioner', 'static', 'prototype', 'validate', 'default', 'class', 'get'];
    const attributes = Object.fromEntries(names.map((name) => [name, str()]));
    expect(() =>
      checkSchema('schemas/demo.json', schema((s) => {
        Object.assign(thing(s).attributes, attributes, { id: str('computed'), imported: str('computed') });
        Object.assign(thing(s).block_types.rule.block.attributes, attributes);
        Object.assign(s.provider_schemas[ADDRESS].provider.block.attributes, attributes);
      })),
    ).not.toThrow();
  });
});

describe('checkSchema: type names', () => {
  const entry = { version: 0, block: { attributes: { x: { type: 'string', optional: true } } } };
  const types = (resources: string[], dataSources: string[] = []) => (s: any) => {
    s.provider_schemas[ADDRESS].resource_schemas = Object.fromEntries(resources.map((t) => [t, entry]));
    s.provider_schemas[ADDRESS].data_source_schemas = Object.fromEntries(dataSources.map((t) => [t, entry]));
  };

  test.each([
    ['a resource of another provider', types(['other_thing']), `${P}.resource_schemas.other_thing`, 'type name "other_thing" does not start with "demo_": Terraform would take it for a type of another provider than "demo"'],
    ['a data source without the underscore', types([], ['demothing']), `${P}.data_source_schemas.demothing`, 'type name "demothing" does not start with "demo_": Terraform would take it for a type of another provider than "demo"'],
    ['a type that becomes a number', types(['demo_1']), `${P}.resource_schemas.demo_1`, 'type name "demo_1" becomes the namespace "1", which is not a JavaScript identifier; the generator cannot generate it'],
    ['two resources that become one namespace', types(['demo_a_b', 'demo_a__b']), `${P}.resource_schemas.demo_a__b`, 'resource "demo_a_b" and resource "demo_a__b" both become the namespace "aB"; the generator cannot generate both'],
    ['a resource and a data source that become one namespace', types(['demo_data_demo_x'], ['demo_x']), `${P}.data_source_schemas.demo_x`, 'resource "demo_data_demo_x" and data source "demo_x" both become the namespace "dataDemoX"; the generator cannot generate both'],
    ["a resource that becomes the provider's namespace", types(['demo__provider']), `${P}.resource_schemas.demo__provider`, 'the provider and resource "demo__provider" both become the namespace "provider"; the generator cannot generate both'],
  ])('rejects %s', (_what, edit, path, message) => {
    expect(problem(edit).message).toBe(`schemas/demo.json: ${path}: ${message}`);
  });

  test("accepts the provider's own name and the names the generator renames", () => {
    expect(() => checkSchema('schemas/demo.json', schema(types(['demo', 'demo_provider', 'demo_index', 'demo_string', 'demo_x'], ['demo_x'])))).not.toThrow();
  });
});

describe('checkSchema: nesting depth', () => {
  const LIMIT = `is nested ${MAX_DEPTH + 1} levels deep (blocks, nested attribute types and type constructors); the limit is ${MAX_DEPTH}`;
  /** The resource's block holds `levels` levels of blocks, counting itself. */
  const blocks = (levels: number) => (s: any) => {
    let block: any = { attributes: { x: str() } };
    for (let i = 1; i < levels; i++) block = { block_types: { b: { nesting_mode: 'list', block } } };
    s.provider_schemas[ADDRESS].resource_schemas.demo_thing.block = block;
  };
  /**
   * Attribute `n` holds `levels` levels of nested types (the resource's block being level 1, the first one is level 2).
   */
  const nestedTypes = (levels: number) => (s: any) => {
    let attribute: any = str();
    for (let i = 0; i < levels; i++) attribute = { nested_type: { nesting_mode: 'list', attributes: { n: attribute } }, optional: true };
    thing(s).attributes.n = attribute;
  };
  /** Attribute `c`'s type is `levels` lists deep (levels 2 and on); primitive types do not count. */
  const lists = (levels: number) => (s: any) => {
    let type: any = 'string';
    for (let i = 0; i < levels; i++) type = ['list', type];
    thing(s).attributes.c = { type, optional: true };
  };

  test.each([
    ['blocks', blocks, MAX_DEPTH, `${R}${'.block_types.b.block'.repeat(MAX_DEPTH)}`],
    ['nested types', nestedTypes, MAX_DEPTH - 1, `${R}.attributes.n${'.nested_type.attributes.n'.repeat(MAX_DEPTH - 1)}.nested_type`],
    ['type constructors', lists, MAX_DEPTH - 1, `${R}.attributes.c.type${'[1]'.repeat(MAX_DEPTH - 1)}`],
  ])('accepts %s up to the limit, and rejects one level more and 10,000 more without overflowing the stack', (_what, deep, levels, path) => {
    expect(() => checkSchema('schemas/demo.json', schema(deep(levels)))).not.toThrow();
    expect(problem(deep(levels + 1)).message).toBe(`schemas/demo.json: ${path}: ${LIMIT}`);
    expect(problem(deep(levels + 10_000)).message).toBe(`schemas/demo.json: ${path}: ${LIMIT}`);
  });

  test('prints a value too deep to print without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => checkSchema('schemas/demo.json', { format_version: '1.0', provider_schemas: deep })).toThrow('schemas/demo.json: $.provider_schemas: must be an object, got [...]');
  });
});

describe('readSchemaFile: duplicate keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-file-dup-'));
  const file = join(dir, 'demo.json');
  const text = JSON.stringify(schema(), null, 1);

  test.each([
    ['an attribute', text.replace('"ports": {', '"name": {"type": "number", "optional": true},\n"ports": {'), `${R}.attributes.name`],
    ['the format version', text.replace('"provider_schemas"', '"format_version": "1.1", "provider_schemas"'), '$.format_version'],
    ['a provider', text.replace('"provider_schemas": {', `"provider_schemas": {${JSON.stringify(ADDRESS)}: {},`), P],
    ['a member of an object type', text.replace('"a": "string"', '"a": "string", "a": "number"'), `${R}.block_types.rule.block.attributes.y.type[1].a`],
    ['a key written with an escape', text.replace('"version": 0,\n     "block"', '"ver\\u0073ion": 1, "version": 0,\n     "block"'), `${P}.resource_schemas.demo_thing.version`],
  ])('rejects a duplicate key of %s with its JSON path', (_what, broken, path) => {
    expect(broken).not.toBe(text);
    writeFileSync(file, broken);
    expect(() => readSchemaFile(file)).toThrow(new SchemaFileError(file, path, 'is a duplicate key in its object (JSON.parse would keep only the last one)'));
  });

  test('duplicateKey tells keys from strings and objects apart', () => {
    expect(duplicateKey('{"a": {"x": 1}, "b": {"x": [{"x": 1}, {"x": 2}]}, "c": "\\"c\\": {", "d\\"": 1, "d": 2, "e": []}')).toBeUndefined();
    expect(duplicateKey('{"a": [{"x": 1}, {"y": 1, "y": 2}]}')).toBe('$.a[1].y');
    expect(duplicateKey('{"a b": {}, "a b": 1}')).toBe('$["a b"]');
  });

  test('reads a 10,000-deep file without overflowing the stack', () => {
    const levels = 10_000;
    const deep = JSON.stringify(schema()).replace('"ports":{"type":["list","number"]', `"ports":{"type":${'["list",'.repeat(levels)}"number"${']'.repeat(levels)}`);
    writeFileSync(file, deep);
    expect(() => readSchemaFile(file)).toThrow(`${file}: ${R}.attributes.ports.type${'[1]'.repeat(MAX_DEPTH - 1)}: is nested ${MAX_DEPTH + 1} levels deep`);
  });
});
