import { nearest } from '../nearest';
import { hasJsonType } from '../values';
import type { CheckKind, ParameterProblem } from './kind';

/** The subset of JSON Schema the `jsonSchema` kind reads; other keywords are not allowed in a catalog. */
export interface JsonSchema {
  readonly type?: string | string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly enum?: unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  /** What a value of this schema is, in words: a message shows it instead of the `pattern` (required beside one). */
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly items?: JsonSchema;
  readonly allOf?: JsonSchema[];
  readonly anyOf?: JsonSchema[];
  readonly oneOf?: JsonSchema[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly nullable?: boolean;
}

/** The keywords of `JsonSchema`: codegen refuses a catalog schema that relies on any other. */
const KEYWORDS: readonly string[] = [
  'type', 'properties', 'required', 'additionalProperties', 'enum', 'const', 'pattern', 'description', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'items', 'allOf', 'anyOf', 'oneOf', '$ref', '$defs', 'nullable',
];

/**
 * A string holding a JSON document that must match a published request schema (a subset of JSON Schema:
 * types, properties, required, additionalProperties, enum, const, pattern, bounds, items, allOf, anyOf,
 * oneOf, local `$ref`s). With `caseInsensitiveKeys`, keys match their property in any case, as Go's
 * decoder matches them. An empty string, and text that does not parse, are left to the field's `json` rule.
 */
export const jsonSchemaKind: CheckKind<{
  /** With `caseInsensitiveKeys`, keys match in any case (the provider decodes the document with Go's decoder). */
  readonly jsonSchema: { readonly schema: JsonSchema; readonly caseInsensitiveKeys?: boolean };
}> = {
  key: 'jsonSchema',
  level: 'value',
  problem: (rule) => schemaProblem(rule.jsonSchema.schema, rule.jsonSchema.schema, 'jsonSchema.schema'),
  check(rule, value, _root, show) {
    const { schema, caseInsensitiveKeys = false } = rule.jsonSchema;
    const text = String(value);
    if (text.trim() === '') return undefined;
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      return undefined; // the field's `json` rule reports a document that does not parse
    }
    const problem = firstProblem(document, schema, '', { root: schema, caseInsensitiveKeys, show: rule.sensitive ? show : JSON.stringify });
    return problem === undefined ? undefined : `${problem.at === '' ? 'the document' : problem.at}: ${problem.message}`;
  },
  describe: () => 'a JSON document of the request schema the API publishes',
  example: () => undefined,
};

/** The first keyword a catalog schema uses that the kind does not read, or a `$ref` it cannot resolve. */
function schemaProblem(schema: JsonSchema, root: JsonSchema, at: string): ParameterProblem | undefined {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return { at, message: 'is not a schema object' };
  for (const key of Object.keys(schema)) {
    if (!KEYWORDS.includes(key)) return { at: `${at}.${key}`, message: `is not a keyword the jsonSchema check reads; allowed: ${KEYWORDS.join(', ')}` };
  }
  if (schema.$defs !== undefined && schema !== root) return { at: `${at}.$defs`, message: 'is allowed at the root only' };
  if (schema.$ref !== undefined && root.$defs?.[schema.$ref.replace(/^#\/\$defs\//, '')] === undefined) return { at: `${at}.$ref`, message: `${JSON.stringify(schema.$ref)} is not a definition of this schema` };
  if (schema.pattern !== undefined) {
    if (schema.description === undefined) return { at: `${at}.pattern`, message: 'needs a "description" beside it: what a matching value is, in words, which messages show instead of the regular expression' };
    try {
      new RegExp(schema.pattern, 'u');
    } catch (e) {
      return { at: `${at}.pattern`, message: (e as Error).message };
    }
  }
  const children: Array<[string, JsonSchema]> = [
    ...Object.entries(schema.properties ?? {}).map(([k, v]): [string, JsonSchema] => [`${at}.properties.${k}`, v]),
    ...Object.entries(schema.$defs ?? {}).map(([k, v]): [string, JsonSchema] => [`${at}.$defs.${k}`, v]),
    ...(schema.items ? [[`${at}.items`, schema.items] as [string, JsonSchema]] : []),
    ...(typeof schema.additionalProperties === 'object' ? [[`${at}.additionalProperties`, schema.additionalProperties] as [string, JsonSchema]] : []),
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) => (schema[k] ?? []).map((v, i): [string, JsonSchema] => [`${at}.${k}[${i}]`, v])),
  ];
  for (const [path, child] of children) {
    const problem = schemaProblem(child, root, path);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

interface Walk {
  readonly root: JsonSchema;
  readonly caseInsensitiveKeys: boolean;
  /** Shows a value of the document in a message (never one of a sensitive field). */
  readonly show: (value: unknown) => string;
}

interface Problem {
  readonly at: string;
  readonly message: string;
}

/** The first place the document breaks the schema, depth first in document order, or undefined. */
export function firstProblem(value: unknown, schema: JsonSchema, at: string, walk: Walk): Problem | undefined {
  if (schema.$ref !== undefined) return firstProblem(value, resolve(schema.$ref, walk.root), at, walk);
  if (value === null && schema.nullable) return undefined;
  const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type);
  if (types !== undefined && !types.some((type) => hasJsonType(value, type))) {
    return { at, message: `${describeValue(value, walk.show)} is not ${types.map(article).join(' or ')}` };
  }
  if (schema.const !== undefined && JSON.stringify(value) !== JSON.stringify(schema.const)) {
    return { at, message: `${walk.show(value)} is not allowed; allowed: ${JSON.stringify(schema.const)}` };
  }
  if (schema.enum !== undefined && !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) {
    return { at, message: `${walk.show(value)} is not allowed; allowed: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}` };
  }
  const own = typeof value === 'string' ? stringProblem(value, schema, walk.show) : typeof value === 'number' ? numberProblem(value, schema, walk.show) : undefined;
  if (own !== undefined) return { at, message: own };
  if (Array.isArray(value)) {
    const items = arrayProblem(value, schema, at, walk);
    if (items !== undefined) return items;
  } else if (typeof value === 'object' && value !== null) {
    const fields = objectProblem(value as Record<string, unknown>, schema, at, walk);
    if (fields !== undefined) return fields;
  }
  for (const part of schema.allOf ?? []) {
    const problem = firstProblem(value, part, at, walk);
    if (problem !== undefined) return problem;
  }
  if (schema.anyOf !== undefined && !schema.anyOf.some((part) => firstProblem(value, part, at, walk) === undefined)) {
    return closest(value, schema.anyOf, at, walk, 'matches none of the allowed shapes');
  }
  if (schema.oneOf !== undefined) {
    const matching = schema.oneOf.filter((part) => firstProblem(value, part, at, walk) === undefined).length;
    if (matching === 0) return closest(value, schema.oneOf, at, walk, 'matches none of the allowed shapes');
    if (matching > 1) return { at, message: 'matches more than one of the allowed shapes' };
  }
  return undefined;
}

function stringProblem(value: string, schema: JsonSchema, show: (value: unknown) => string): string | undefined {
  if (schema.minLength !== undefined && value.length < schema.minLength) return `${show(value)} is shorter than ${schema.minLength} characters`;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${show(value)} is longer than ${schema.maxLength} characters`;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return `${show(value)} is not valid: ${schema.description}`;
  return undefined;
}

function numberProblem(value: number, schema: JsonSchema, show: (value: unknown) => string): string | undefined {
  const below = (schema.minimum !== undefined && value < schema.minimum)
    || (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum);
  const above = (schema.maximum !== undefined && value > schema.maximum)
    || (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum);
  if (!below && !above) return undefined;
  const low = schema.minimum !== undefined ? `from ${schema.minimum}` : schema.exclusiveMinimum !== undefined ? `above ${schema.exclusiveMinimum}` : undefined;
  const high = schema.maximum !== undefined ? `to ${schema.maximum}` : schema.exclusiveMaximum !== undefined ? `below ${schema.exclusiveMaximum}` : undefined;
  return `${show(value)} is out of range; allowed: ${[low, high].filter((x) => x !== undefined).join(' ')}`;
}

function arrayProblem(value: unknown[], schema: JsonSchema, at: string, walk: Walk): Problem | undefined {
  if (schema.minItems !== undefined && value.length < schema.minItems) return { at, message: `has ${value.length} items; allowed: at least ${schema.minItems}` };
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return { at, message: `has ${value.length} items; allowed: at most ${schema.maxItems}` };
  if (schema.uniqueItems) {
    const seen = new Set<string>();
    for (const item of value) {
      const key = JSON.stringify(item);
      if (seen.has(key)) return { at, message: `has ${walk.show(item)} twice; allowed: each item once` };
      seen.add(key);
    }
  }
  if (schema.items === undefined) return undefined;
  for (const [index, item] of value.entries()) {
    const problem = firstProblem(item, schema.items, `${at}[${index}]`, walk);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function objectProblem(
  value: Record<string, unknown>,
  schema: JsonSchema,
  at: string,
  walk: Walk,
): Problem | undefined {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const nameOf = (key: string): string | undefined =>
    key in properties ? key : walk.caseInsensitiveKeys ? names.find(
      (name) => name.toLowerCase() === key.toLowerCase(),
    ) : undefined;
  for (const [key, field] of Object.entries(value)) {
    const name = nameOf(key);
    const path = at === '' ? key : `${at}.${key}`;
    if (name !== undefined) {
      const problem = firstProblem(field, properties[name], path, walk);
      if (problem !== undefined) return problem;
    } else if (schema.additionalProperties === false) {
      const close = nearest(key, names);
      return { at: path, message: `is not a field here${close === undefined ? '' : `; did you mean ${JSON.stringify(close)}?`}; allowed: ${names.join(', ') || 'none'}` };
    } else if (typeof schema.additionalProperties === 'object') {
      const problem = firstProblem(field, schema.additionalProperties, path, walk);
      if (problem !== undefined) return problem;
    }
  }
  const present = Object.keys(value).map((key) => nameOf(key) ?? key);
  const missing = (schema.required ?? []).filter((name) => !present.includes(name));
  if (missing.length > 0) return { at, message: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required` };
  return undefined;
}

/**
 * With several shapes to choose from, the problem of the shape the document comes closest to, so the
 * message points inside it: the one that went furthest (the longest path), and at the same depth one whose
 * fields the document has (a wrong value) over one it does not fit (an unknown or missing field).
 */
function closest(value: unknown, shapes: JsonSchema[], at: string, walk: Walk, fallback: string): Problem {
  const problems = shapes
    .map((shape) => firstProblem(value, shape, at, walk))
    .filter((p): p is Problem => p !== undefined);
  const fits = (p: Problem) => !/is not a field here|is required$/.test(p.message);
  const score = (p: Problem) => p.at.length * 2 + (fits(p) ? 1 : 0);
  const nearest = problems.reduce<Problem | undefined>(
    (best, p) => (best === undefined || score(p) > score(best) ? p : best),
    undefined,
  );
  return nearest !== undefined && nearest.at !== at ? nearest : { at, message: fallback };
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  if (target === undefined) throw new Error(`the schema refers to ${ref}, which it does not define`);
  return target;
}

function article(type: string): string {
  return type === 'integer' || type === 'object' || type === 'array' ? `an ${type}` : type === 'null' ? 'null' : `a ${type}`;
}

function describeValue(value: unknown, show: (value: unknown) => string): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : show(value);
}
