import { describe, expect, test } from 'vitest';
import { compileCatalog } from '../../codegen/catalog';
import type { TerraformSchema } from '../../codegen/schema-file';
import { firstProblem } from '../../lib/validation/kinds/json-schema';
import type { JsonSchema } from '../../lib/validation/kinds/json-schema';

/** A small request schema using each keyword the kind reads (written for these tests, in JSON Schema's meaning). */
const SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 8, pattern: '^[a-z]+$', description: 'a name of lower-case letters' },
    threshold: { type: 'integer', minimum: 1, maximum: 10 },
    mode: { enum: ['ON', 'OFF'] },
    note: { type: 'string', nullable: true },
    tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2, uniqueItems: true },
    labels: { type: 'object', additionalProperties: { type: 'integer' } },
    rule: { $ref: '#/$defs/rule' },
    target: { oneOf: [{ type: 'object', additionalProperties: false, required: ['ip'], properties: { ip: { type: 'string' } } }, { type: 'object', additionalProperties: false, required: ['host'], properties: { host: { type: 'string', pattern: '^[a-z.]+$', description: 'a host name in lower case' } } }] },
  },
  $defs: { rule: { type: 'object', additionalProperties: false, properties: { kind: { const: 'match' }, children: { type: 'array', items: { $ref: '#/$defs/rule' } } } } },
};

const judge = (document: unknown, caseInsensitiveKeys = false) => {
  const problem = firstProblem(document, SCHEMA, '', { root: SCHEMA, caseInsensitiveKeys, show: JSON.stringify });
  return problem === undefined ? undefined : `${problem.at}: ${problem.message}`;
};

describe('the jsonSchema check', () => {
  test('a document of the schema passes, recursion, maps, null and one of two shapes included', () => {
    expect(judge({ name: 'web', threshold: 10, mode: 'ON', note: null, tags: ['a', 'b'], labels: { x: 1 }, rule: { kind: 'match', children: [{ kind: 'match', children: [] }] }, target: { host: 'example.com' } })).toBeUndefined();
  });

  test.each([
    ['a misspelt field, with the nearest name', { name: 'web', treshold: 3 }, 'treshold: is not a field here; did you mean "threshold"?; allowed: name, threshold, mode, note, tags, labels, rule, target'],
    ['a missing required field', { threshold: 3 }, ': name is required'],
    ['a number written as a word', { name: 'web', threshold: 'five' }, 'threshold: "five" is not an integer'],
    ['a number out of range', { name: 'web', threshold: 11 }, 'threshold: 11 is out of range; allowed: from 1 to 10'],
    ['a value outside the enumeration', { name: 'web', mode: 'on' }, 'mode: "on" is not allowed; allowed: "ON", "OFF"'],
    ['a string breaking its pattern', { name: 'Web' }, 'name: "Web" is not valid: a name of lower-case letters'],
    ['a string too long', { name: 'abcdefghi' }, 'name: "abcdefghi" is longer than 8 characters'],
    ['too many items', { name: 'web', tags: ['a', 'b', 'c'] }, 'tags: has 3 items; allowed: at most 2'],
    ['a repeated item', { name: 'web', tags: ['a', 'a'] }, 'tags: has "a" twice; allowed: each item once'],
    ['a map value of the wrong type', { name: 'web', labels: { x: 'one' } }, 'labels.x: "one" is not an integer'],
    ['a wrong value deep in a recursive definition', { name: 'web', rule: { children: [{ kind: 'other' }] } }, 'rule.children[0].kind: "other" is not allowed; allowed: "match"'],
    ['the shape that went furthest is the one named', { name: 'web', target: { host: 'Example.com' } }, 'target.host: "Example.com" is not valid: a host name in lower case'],
  ])('%s is refused, naming its place', (_title, document, message) => {
    expect(judge(document)).toBe(message);
  });

  test('a sensitive document\'s values are never shown', () => {
    const problem = firstProblem({ name: 'Secret1' }, SCHEMA, '', { root: SCHEMA, caseInsensitiveKeys: false, show: () => '(sensitive value)' });
    expect(problem?.message).toBe('(sensitive value) is not valid: a name of lower-case letters');
  });

  test('keys match in any case only where the provider decodes the document with Go\'s decoder', () => {
    expect(judge({ NAME: 'web' }, true)).toBeUndefined();
    expect(judge({ NAME: 'web' })).toBe('NAME: is not a field here; did you mean "name"?; allowed: name, threshold, mode, note, tags, labels, rule, target');
  });
});

describe('codegen refuses a catalog schema the check cannot read', () => {
  const schema: TerraformSchema = {
    format_version: '1.0',
    provider_schemas: { 'registry.terraform.io/example/demo': { provider: { version: 0, block: {} }, resource_schemas: { demo_thing: { version: 0, block: { attributes: { doc: { type: 'string', optional: true } } } } } } },
  };
  const target = { name: 'demo', source: 'example/demo', version: '1.0.0', schemaFile: 'demo.json', schemaParts: [], constraintsFile: 'demo.constraints.json', constraintsParts: [], untyped: {} };
  const compile = (json: JsonSchema) => compileCatalog(target, schema, {
    provider: 'example/demo 1.0.0',
    rules: [{ id: 'demo/doc', on: ['demo_thing'], path: 'doc', jsonSchema: { schema: json }, source: 'platform: a test', examples: { invalid: '{"x":1}', valid: '{}' } }],
  }, 'demo.constraints.json');

  test.each([
    ['a keyword it does not read', { type: 'object', properties: { x: { type: 'string', format: 'email' } } } as JsonSchema, 'jsonSchema.schema.properties.x.format: is not a keyword the jsonSchema check reads'],
    ['a reference to no definition', { $ref: '#/$defs/missing' }, 'jsonSchema.schema.$ref: "#/$defs/missing" is not a definition of this schema'],
    ['a pattern that is not a regular expression', { type: 'string', pattern: '(', description: 'anything' }, 'jsonSchema.schema.pattern:'],
    ['a pattern without the words a message shows instead of it', { type: 'string', pattern: '^[a-z]+$' }, 'jsonSchema.schema.pattern: needs a "description" beside it'],
  ])('%s', (_title, json, message) => {
    expect(() => compile(json)).toThrow(message);
  });
});
