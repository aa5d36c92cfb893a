import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { checkSchema, readSchemaFile, SchemaFileError } from '../../codegen/schema-file';

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
