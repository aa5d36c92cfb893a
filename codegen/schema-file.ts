import { toCamelCase } from 'codemaker';
import { readFileSync } from 'fs';
import { META_ARGUMENT_PROPERTIES } from '../src/validation/meta-arguments';
import type { TerraformSchema } from '../src/validation/schema-types';
import { escapeAttributeName } from './emitter/generator';

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
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * How deeply blocks, nested attribute types and type constructors (list, object, ...) may nest, counting the
 * resource's block as 1. The real schemas reach 101 (data.akamai_iam_groups: 50 levels of sub_groups, each a
 * set of objects); the generator's recursion overflows the stack a few thousand levels down.
 */
export const MAX_DEPTH = 128;

/**
 * The members of the classes generated code extends (cdktf 0.21 and cdktn 0.24, constructs 10 up to 10.7) and of
 * the classes the generator writes, by property name, with where each comes from: a schema must generate for both
 * flavors. An argument whose property is one of them does not compile
 * or overrides what cdktf relies on (`fqn`); so does a stored argument whose field (`_<property>`) is one of them.
 * Names the generator escapes (`node`, `get_*`, `equals`, `import_from`, `move_to`: escapeAttributeName) become
 * other properties and are not listed; test/codegen/generate.test.ts compiles them.
 */
type Members = ReadonlyMap<string, string>;
const OBJECT = members("JavaScript's Object", 'constructor hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf');
const ELEMENT = members(
  "cdktf's TerraformElement",
  'rawOverrides _logicalIdOverride _elementType cdktfStack toTerraform toHclTerraform toMetadata _fqnToken fqn _friendlyUniqueId friendlyUniqueId overrideLogicalId resetOverrideLogicalId addOverride constructNodeMetadata',
);
/** What CDK Terrain's element and constructs 10.6 and later add to every construct class. */
const CONSTRUCT = new Map([
  ...members("cdktn's TerraformElement", 'registerProviderFeatureUsage _registerResolveDiscoveredProviderFeatureUsage _resetResolveDiscoveredProviderFeatureUsage _registerProviderFeature _registeredProviderFeatures'),
  ...members("constructs' Construct (10.6 and later)", 'with'),
]);
const META_ARGUMENTS = members("cdktf's TerraformMetaArguments", META_ARGUMENT_PROPERTIES.join(' '));
const ADDRESSABLE = 'terraformResourceType terraformGeneratorMetadata terraformMetaArguments synthesizeAttributes synthesizeHclAttributes interpolationForAttribute';
const RESOURCE = new Map([
  ...OBJECT, ...ELEMENT, ...CONSTRUCT, ...META_ARGUMENTS, ...members("cdktn's TerraformResource", 'markWriteOnlyAttribute'),
  ...members("cdktf's TerraformResource", `${ADDRESSABLE} _imported _movedByTarget _movedById _hasMoved hasResourceMove _getResourceTarget _addResourceTarget _buildMovedBlockByTarget _buildMovedBlock addMoveTarget moveToId moveFromId`),
]);
const DATA_SOURCE = new Map([...OBJECT, ...ELEMENT, ...CONSTRUCT, ...META_ARGUMENTS, ...members("cdktf's TerraformDataSource", ADDRESSABLE)]);
const PROVIDER = new Map([
  ...OBJECT, ...ELEMENT, ...CONSTRUCT,
  ...members("cdktf's TerraformProvider", 'terraformResourceType terraformGeneratorMetadata terraformProviderSource metaAttributes synthesizeAttributes synthesizeHclAttributes'),
]);
/** Nested blocks and object types become ComplexObject classes. */
const NESTED = new Map([
  ...OBJECT,
  ...members("cdktf's ComplexObject", 'creationStack terraformResource terraformAttribute _fqn computeFqn fqn resolve toString interpolationForAttribute interpolationAsList complexObjectIsFromSet complexObjectIndex'),
  ...members("the generator's ComplexObject classes", 'internalValue isEmptyObject resolvableValue'),
]);

function members(owner: string, names: string): Members {
  return new Map(names.split(' ').map((name) => [name, owner]));
}

/**
 * Namespaces the generator renames to `<name>_resource` (resource-parser.js: sanitizeClassOrNamespaceName,
 * getFileName).
 */
const RESERVED_NAMESPACES = ['string', 'object', 'function', 'implements', 'interface', 'let', 'package', 'private', 'protected', 'public', 'static', 'yield', 'await', 'license', 'version', 'provider', 'index'];

/** Reads and checks a schema file; every problem is reported with the file and its JSON path. */
export function readSchemaFile(file: string): TerraformSchema {
  return checkSchema(file, parseSchemaFile(file));
}

/** Reads a schema file as JSON, refusing a duplicate key; its shape is not checked. */
export function parseSchemaFile(file: string): unknown {
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
  const duplicate = duplicateKey(text);
  if (duplicate !== undefined) throw new SchemaFileError(file, duplicate, 'is a duplicate key in its object (JSON.parse would keep only the last one)');
  return json;
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
    const name = address.slice(address.lastIndexOf('/') + 1);
    const provider = object(providers[address], path, fail);
    onlyKeys(provider, path, ['provider', 'resource_schemas', 'data_source_schemas'], fail);
    if (provider.provider === undefined) fail(`${path}.provider`, 'is missing');
    checkEntry(provider.provider, `${path}.provider`, PROVIDER, fail);
    // Each type becomes a namespace (and folder) of the generated package, beside the provider's.
    const namespaces = new Map([['provider', 'the provider']]);
    for (const section of ['resource_schemas', 'data_source_schemas']) {
      if (provider[section] === undefined) continue;
      const dataSource = section === 'data_source_schemas';
      const entries = object(provider[section], `${path}.${section}`, fail);
      for (const [type, entry] of Object.entries(entries)) {
        if (!NAME.test(type)) fail(`${path}.${section}`, `type name ${show(type)} is not a Terraform type name`);
        const at = `${path}.${section}.${type}`;
        if (type !== name && !type.startsWith(`${name}_`)) {
          fail(at, `type name ${show(type)} does not start with "${name}_": Terraform would take it for a type of another provider than "${name}"`);
        }
        const namespace = namespaceName(type, name, dataSource);
        const what = `${dataSource ? 'data source' : 'resource'} ${show(type)}`;
        if (!IDENTIFIER.test(namespace)) fail(at, `type name ${show(type)} becomes the namespace ${show(namespace)}, which is not a JavaScript identifier; the generator cannot generate it`);
        const other = namespaces.get(namespace);
        if (other !== undefined) fail(at, `${other} and ${what} both become the namespace ${show(namespace)}; the generator cannot generate both`);
        namespaces.set(namespace, what);
        checkEntry(entry, at, dataSource ? DATA_SOURCE : RESOURCE, fail);
      }
    }
  }
  return json as TerraformSchema;
}

type Fail = (path: string, problem: string) => never;

/**
 * The namespace the generator gives a type (resource-parser.js: resourceFrom, sanitizeClassOrNamespaceName,
 * getFileName).
 */
function namespaceName(type: string, provider: string, dataSource: boolean): string {
  let base = dataSource ? `data_${type}` : type;
  if (base.startsWith(`${provider}_`)) base = base.slice(provider.length + 1);
  if (RESERVED_NAMESPACES.includes(base)) base += '_resource';
  return toCamelCase(base);
}

/** The property the generator makes of an argument name. */
function propertyName(name: string): string {
  return escapeAttributeName(toCamelCase(name));
}

function checkEntry(value: unknown, path: string, members: Members, fail: Fail): void {
  const entry = object(value, path, fail);
  onlyKeys(entry, path, ['version', 'block'], fail);
  if (!Number.isInteger(entry.version) || (entry.version as number) < 0) {
    fail(`${path}.version`, `must be a non-negative integer, got ${show(entry.version)}`);
  }
  if (entry.block === undefined) fail(`${path}.block`, 'is missing');
  checkBlock(entry.block, `${path}.block`, members, 1, fail);
}

/** `members`: those of the class the block's arguments become properties of; `depth`: the block's nesting level. */
function checkBlock(value: unknown, path: string, members: Members, depth: number, fail: Fail): void {
  checkDepth(depth, path, fail);
  const block = object(value, path, fail);
  onlyKeys(block, path, ['attributes', 'block_types', 'description', 'description_kind', 'deprecated'], fail);
  checkDescription(block, path, fail);
  const attributes = block.attributes === undefined ? {} : object(block.attributes, `${path}.attributes`, fail);
  for (const [name, attribute] of Object.entries(attributes)) {
    checkName(name, `${path}.attributes`, fail);
    checkAttribute(attribute, `${path}.attributes.${name}`, depth, fail);
  }
  const blockTypes = block.block_types === undefined ? {} : object(block.block_types, `${path}.block_types`, fail);
  for (const [name, blockType] of Object.entries(blockTypes)) {
    checkName(name, `${path}.block_types`, fail);
    if (Object.hasOwn(attributes, name)) fail(`${path}.block_types.${name}`, 'has the same name as an attribute of this block');
    checkBlockType(blockType, `${path}.block_types.${name}`, depth, fail);
  }
  checkProperties(
    [
      ...Object.entries(attributes).map(([name, a]) => property(`${path}.attributes`, name, a as Record<string, unknown>)),
      ...Object.keys(blockTypes).map((name) => ({ path: `${path}.block_types`, name, stored: true, struct: true })),
    ],
    members,
    fail,
  );
}

function checkAttribute(value: unknown, path: string, depth: number, fail: Fail): void {
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
    checkCtyType(attribute.type, `${path}.type`, stored(attribute), depth + 1, fail);
  } else {
    const nested = object(attribute.nested_type, `${path}.nested_type`, fail);
    checkDepth(depth + 1, `${path}.nested_type`, fail);
    onlyKeys(nested, `${path}.nested_type`, ['attributes', 'nesting_mode'], fail);
    oneOf(nested.nesting_mode, `${path}.nested_type.nesting_mode`, ['single', 'list', 'set', 'map'], fail);
    const attributes = nested.attributes === undefined ? {} : object(nested.attributes, `${path}.nested_type.attributes`, fail);
    for (const [name, inner] of Object.entries(attributes)) {
      checkName(name, `${path}.nested_type.attributes`, fail);
      checkAttribute(inner, `${path}.nested_type.attributes.${name}`, depth + 1, fail);
    }
    checkProperties(Object.entries(attributes).map(([name, a]) => property(`${path}.nested_type.attributes`, name, a as Record<string, unknown>)), NESTED, fail);
  }
}

function checkBlockType(value: unknown, path: string, depth: number, fail: Fail): void {
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
  checkBlock(blockType.block, `${path}.block`, NESTED, depth + 1, fail);
}

/** `stored`: whether the attribute holding the type is set in configuration (its object types then get fields). */
function checkCtyType(value: unknown, path: string, stored: boolean, depth: number, fail: Fail): void {
  if (typeof value === 'string') {
    oneOf(value, path, ['string', 'number', 'bool', 'dynamic'], fail);
    return;
  }
  checkDepth(depth, path, fail);
  if (!Array.isArray(value) || value.length !== 2) fail(path, `must be a primitive type name or a [kind, element] pair, got ${show(value)}`);
  const [kind, element] = value as [unknown, unknown];
  if (kind === 'list' || kind === 'set' || kind === 'map') {
    checkCtyType(element, `${path}[1]`, stored, depth + 1, fail);
  } else if (kind === 'object') {
    const attributes = Object.entries(object(element, `${path}[1]`, fail));
    for (const [name, inner] of attributes) checkCtyType(inner, `${path}[1].${name}`, stored, depth + 1, fail);
    checkProperties(attributes.map(([name, inner]) => ({ path: `${path}[1]`, name, stored, struct: hasObject(inner) })), NESTED, fail);
  } else if (kind === 'tuple') {
    if (!Array.isArray(element)) fail(`${path}[1]`, 'must be an array of element types');
    (element as unknown[]).forEach((inner, i) => checkCtyType(inner, `${path}[1][${i}]`, stored, depth + 1, fail));
  } else {
    fail(`${path}[0]`, `must be one of list, set, map, object, tuple, got ${show(kind)}`);
  }
}

function checkDepth(depth: number, path: string, fail: Fail): void {
  if (depth > MAX_DEPTH) fail(path, `is nested ${depth} levels deep (blocks, nested attribute types and type constructors); the limit is ${MAX_DEPTH}`);
}

/** An argument of a block, nested type or object type, as the generator sees it. */
interface Property {
  /** The JSON path of the object holding its name. */
  readonly path: string;
  readonly name: string;
  /** Set in configuration: the generated class keeps it in a field `_<property>`. */
  readonly stored: boolean;
  /** Holds an object: a stored one gets a method `put<Property>`. */
  readonly struct: boolean;
}

function property(path: string, name: string, attribute: Record<string, unknown>): Property {
  return {
    path,
    name,
    stored: stored(attribute),
    struct: attribute.nested_type !== undefined || hasObject(attribute.type),
  };
}

function stored(attribute: Record<string, unknown>): boolean {
  return attribute.required === true || attribute.optional === true;
}

/** Whether a (checked) type holds an object type; recursion is bounded by the depth already checked. */
function hasObject(type: unknown): boolean {
  if (!Array.isArray(type)) return false;
  const [kind, element] = type as [string, unknown];
  if (kind === 'object') return true;
  return kind === 'tuple' ? (element as unknown[]).some(hasObject) : hasObject(element);
}

/**
 * The arguments of one block, nested type or object type become the properties of one generated class (with
 * `members`): each must be an identifier that is no member of the class, and no two may become the same property
 * or one the `put` method of another.
 */
function checkProperties(properties: Property[], members: Members, fail: Fail): void {
  const taken = new Map<string, Property>();
  for (const p of properties) {
    const generated = propertyName(p.name);
    const at = `${p.path}.${p.name}`;
    if (!IDENTIFIER.test(generated)) fail(at, `the name ${show(p.name)} becomes the property ${show(generated)}, which is not a JavaScript identifier; the generator cannot generate it`);
    for (const member of p.stored ? [generated, `_${generated}`] : [generated]) {
      const owner = members.get(member);
      if (owner !== undefined) fail(at, `the name ${show(p.name)} clashes with a member of ${owner} (${member}); the generator cannot generate it`);
    }
    const other = taken.get(generated);
    if (other !== undefined) fail(at, `the names ${show(other.name)} and ${show(p.name)} both become the property ${show(generated)}; the generator cannot generate both`);
    taken.set(generated, p);
  }
  for (const p of properties.filter((q) => q.stored && q.struct)) {
    const generated = propertyName(p.name);
    const put = `put${generated[0].toUpperCase()}${generated.slice(1)}`;
    const other = taken.get(put);
    if (other !== undefined) {
      fail(`${other.path}.${other.name}`, `the name ${show(other.name)} becomes the property ${show(put)}, which clashes with the method the generator writes to set ${show(p.name)}`);
    }
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

/**
 * The JSON path of the first key that appears twice in one object of `text` (valid JSON), or undefined. JSON.parse
 * keeps the last value of such a key and drops the others silently. Iterative: any nesting depth is fine.
 */
export function duplicateKey(text: string): string | undefined {
  // The path of each open object or array is put together only for the answer: most files have no duplicate.
  const open: { keys?: Set<string>; key?: string; index: number }[] = [];
  const pathOf = (depth: number): string =>
    open.slice(0, depth).reduce((path, { keys, key, index }) => `${path}${keys ? (/^[A-Za-z_]\w*$/.test(key!) ? `.${key}` : `[${JSON.stringify(key)}]`) : `[${index}]`}`, '$');
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      while (end < text.length && text.charCodeAt(end) !== QUOTE) {
        if (text.charCodeAt(end) === BACKSLASH) {
          escaped = true;
          end++;
        }
        end++;
      }
      if (expectKey) {
        const top = open[open.length - 1];
        top.key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (top.keys!.has(top.key)) return pathOf(open.length);
        top.keys!.add(top.key);
        expectKey = false;
      }
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      open.push({ keys: c === OPEN_OBJECT ? new Set() : undefined, index: 0 });
      expectKey = c === OPEN_OBJECT;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      open.pop();
      expectKey = false;
    } else if (c === COMMA) {
      const top = open[open.length - 1];
      if (top.keys) expectKey = true;
      else top.index++;
    }
  }
  return undefined;
}

const [QUOTE, BACKSLASH, OPEN_OBJECT, OPEN_ARRAY, CLOSE_OBJECT, CLOSE_ARRAY, COMMA] = ['"', '\\', '{', '[', '}', ']', ','].map((c) => c.charCodeAt(0));

function show(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = Array.isArray(value) ? '[...]' : '{...}'; // nested too deeply to print
  }
  return text === undefined ? 'nothing' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
