import { readFileSync } from 'fs';
import type { TerraformSchema } from '../src/validation/schema-types';

export type { Attribute, Block, BlockType, CtyType, NestedType, ProviderSchema, SchemaEntry, TerraformSchema } from '../src/validation/schema-types';

/** A provider schema file that cannot be used, with the file and the JSON path of the first problem. */
export class SchemaFileError extends Error {
  constructor(
    public readonly file: string,
    public readonly jsonPath: string,
    public readonly problem: string,
  ) {
    super(`${file}: ${jsonPath}: ${problem}`);
    this.name = 'SchemaFileError';
  }
}

const NAME = /^[a-z_][a-z0-9_]*$/;
const PROVIDER_ADDRESS = /^[a-z0-9.-]+\/[a-z0-9_-]+\/[a-z0-9_-]+$/;

/** Reads and checks a schema file; every problem is reported with the file and its JSON path. */
export function readSchemaFile(file: string): TerraformSchema {
  let text: string;
  try {
    text = readFileSync(file, 'utf-8');
  } catch (e) {
    throw new SchemaFileError(file, '$', `cannot be read (${(e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SchemaFileError(file, '$', `is not valid JSON (${(e as Error).message})`);
  }
  return checkSchema(file, json);
}

/** Checks that `json` has the shape `terraform providers schema -json` prints. */
export function checkSchema(file: string, json: unknown): TerraformSchema {
  const fail = (path: string, problem: string): never => {
    throw new SchemaFileError(file, path, problem);
  };
  const root = object(json, '$', fail);
  onlyKeys(root, '$', ['format_version', 'provider_schemas'], fail);
  if (typeof root.format_version !== 'string' || !/^1\.\d+$/.test(root.format_version)) {
    fail('$.format_version', `must be a string "1.x", got ${show(root.format_version)}`);
  }
  const providers = object(root.provider_schemas, '$.provider_schemas', fail);
  const addresses = Object.keys(providers);
  if (addresses.length === 0) fail('$.provider_schemas', 'must hold one provider, found none');
  for (const address of addresses) {
    const path = `$.provider_schemas[${JSON.stringify(address)}]`;
    if (!PROVIDER_ADDRESS.test(address)) fail(path, 'key must be a provider address like "registry.terraform.io/<namespace>/<name>"');
    const provider = object(providers[address], path, fail);
    onlyKeys(provider, path, ['provider', 'resource_schemas', 'data_source_schemas'], fail);
    if (provider.provider === undefined) fail(`${path}.provider`, 'is missing');
    checkEntry(provider.provider, `${path}.provider`, fail);
    for (const section of ['resource_schemas', 'data_source_schemas']) {
      if (provider[section] === undefined) continue;
      const entries = object(provider[section], `${path}.${section}`, fail);
      for (const [type, entry] of Object.entries(entries)) {
        if (!NAME.test(type)) fail(`${path}.${section}`, `type name ${show(type)} is not a Terraform type name`);
        checkEntry(entry, `${path}.${section}.${type}`, fail);
      }
    }
  }
  return json as TerraformSchema;
}

type Fail = (path: string, problem: string) => never;

function checkEntry(value: unknown, path: string, fail: Fail): void {
  const entry = object(value, path, fail);
  onlyKeys(entry, path, ['version', 'block'], fail);
  if (!Number.isInteger(entry.version) || (entry.version as number) < 0) {
    fail(`${path}.version`, `must be a non-negative integer, got ${show(entry.version)}`);
  }
  if (entry.block === undefined) fail(`${path}.block`, 'is missing');
  checkBlock(entry.block, `${path}.block`, fail);
}

function checkBlock(value: unknown, path: string, fail: Fail): void {
  const block = object(value, path, fail);
  onlyKeys(block, path, ['attributes', 'block_types', 'description', 'description_kind', 'deprecated'], fail);
  checkDescription(block, path, fail);
  const attributes = block.attributes === undefined ? {} : object(block.attributes, `${path}.attributes`, fail);
  for (const [name, attribute] of Object.entries(attributes)) {
    checkName(name, `${path}.attributes`, fail);
    checkAttribute(attribute, `${path}.attributes.${name}`, fail);
  }
  const blockTypes = block.block_types === undefined ? {} : object(block.block_types, `${path}.block_types`, fail);
  for (const [name, blockType] of Object.entries(blockTypes)) {
    checkName(name, `${path}.block_types`, fail);
    if (name in attributes) fail(`${path}.block_types.${name}`, 'has the same name as an attribute of this block');
    checkBlockType(blockType, `${path}.block_types.${name}`, fail);
  }
}

function checkAttribute(value: unknown, path: string, fail: Fail): void {
  const attribute = object(value, path, fail);
  onlyKeys(attribute, path, ['type', 'nested_type', 'description', 'description_kind', 'deprecated', 'required', 'optional', 'computed', 'sensitive', 'write_only'], fail);
  checkDescription(attribute, path, fail);
  for (const flag of ['deprecated', 'required', 'optional', 'computed', 'sensitive', 'write_only']) {
    if (attribute[flag] !== undefined && typeof attribute[flag] !== 'boolean') fail(`${path}.${flag}`, `must be a boolean, got ${show(attribute[flag])}`);
  }
  if (!attribute.required && !attribute.optional && !attribute.computed) {
    fail(path, 'must be required, optional or computed; none is set');
  }
  if (attribute.required && (attribute.optional || attribute.computed)) {
    fail(path, 'a required attribute cannot also be optional or computed');
  }
  if ((attribute.type === undefined) === (attribute.nested_type === undefined)) {
    fail(path, 'must have exactly one of "type" and "nested_type"');
  }
  if (attribute.type !== undefined) {
    checkCtyType(attribute.type, `${path}.type`, fail);
  } else {
    const nested = object(attribute.nested_type, `${path}.nested_type`, fail);
    onlyKeys(nested, `${path}.nested_type`, ['attributes', 'nesting_mode'], fail);
    oneOf(nested.nesting_mode, `${path}.nested_type.nesting_mode`, ['single', 'list', 'set', 'map'], fail);
    const attributes = nested.attributes === undefined ? {} : object(nested.attributes, `${path}.nested_type.attributes`, fail);
    for (const [name, inner] of Object.entries(attributes)) {
      checkName(name, `${path}.nested_type.attributes`, fail);
      checkAttribute(inner, `${path}.nested_type.attributes.${name}`, fail);
    }
  }
}

function checkBlockType(value: unknown, path: string, fail: Fail): void {
  const blockType = object(value, path, fail);
  onlyKeys(blockType, path, ['nesting_mode', 'block', 'min_items', 'max_items'], fail);
  oneOf(blockType.nesting_mode, `${path}.nesting_mode`, ['single', 'group', 'list', 'set', 'map'], fail);
  for (const limit of ['min_items', 'max_items']) {
    const n = blockType[limit];
    if (n !== undefined && (!Number.isInteger(n) || (n as number) < 0)) fail(`${path}.${limit}`, `must be a non-negative integer, got ${show(n)}`);
  }
  if (blockType.max_items !== undefined && (blockType.max_items as number) < ((blockType.min_items as number) ?? 0)) {
    fail(`${path}.max_items`, `is smaller than min_items (${show(blockType.max_items)} < ${show(blockType.min_items)})`);
  }
  if (blockType.block === undefined) fail(`${path}.block`, 'is missing');
  checkBlock(blockType.block, `${path}.block`, fail);
}

function checkCtyType(value: unknown, path: string, fail: Fail): void {
  if (typeof value === 'string') {
    oneOf(value, path, ['string', 'number', 'bool', 'dynamic'], fail);
    return;
  }
  if (!Array.isArray(value) || value.length !== 2) fail(path, `must be a primitive type name or a [kind, element] pair, got ${show(value)}`);
  const [kind, element] = value as [unknown, unknown];
  if (kind === 'list' || kind === 'set' || kind === 'map') {
    checkCtyType(element, `${path}[1]`, fail);
  } else if (kind === 'object') {
    for (const [name, inner] of Object.entries(object(element, `${path}[1]`, fail))) checkCtyType(inner, `${path}[1].${name}`, fail);
  } else if (kind === 'tuple') {
    if (!Array.isArray(element)) fail(`${path}[1]`, 'must be an array of element types');
    (element as unknown[]).forEach((inner, i) => checkCtyType(inner, `${path}[1][${i}]`, fail));
  } else {
    fail(`${path}[0]`, `must be one of list, set, map, object, tuple, got ${show(kind)}`);
  }
}

function checkDescription(node: Record<string, unknown>, path: string, fail: Fail): void {
  if (node.description !== undefined && typeof node.description !== 'string') fail(`${path}.description`, 'must be a string');
  if (node.description_kind !== undefined) oneOf(node.description_kind, `${path}.description_kind`, ['plain', 'markdown'], fail);
}

function checkName(name: string, path: string, fail: Fail): void {
  if (!NAME.test(name)) fail(path, `${show(name)} is not a valid Terraform argument name`);
}

function object(value: unknown, path: string, fail: Fail): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, `must be an object, got ${show(value)}`);
  return value as Record<string, unknown>;
}

function onlyKeys(node: Record<string, unknown>, path: string, allowed: string[], fail: Fail): void {
  for (const key of Object.keys(node)) {
    if (!allowed.includes(key)) fail(`${path}.${key}`, `is not a known key here (allowed: ${allowed.join(', ')})`);
  }
}

function oneOf(value: unknown, path: string, allowed: string[], fail: Fail): void {
  if (typeof value !== 'string' || !allowed.includes(value)) fail(path, `must be one of ${allowed.join(', ')}, got ${show(value)}`);
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
