import type { Node } from 'web-tree-sitter';
import { GoList, GoMap, GoPackage, GoStruct, run, type Value } from './go-eval';

/**
 * The plugin-framework resources and data sources of a package: each one's Terraform type (its Metadata method),
 * its schema (its Schema method, run on the value its constructor builds) and the validators below it.
 */

/** A resource or data source: `on` is its Terraform type, `data.` before a data source's. */
export interface FrameworkType {
  readonly on: string;
  readonly schema: GoStruct;
  /** The ConfigValidators method's validators, when it has one. */
  readonly configValidators: Value[];
}

/** A struct made here (a request or response the framework would pass). */
const made = (type: string, at: Node, fields: Record<string, Value>, file: string) =>
  new GoStruct(type, new Map(Object.entries(fields).map(([k, v]) => [k, () => v])), { node: at, file });

const receiverType = (method: Node) => method.childForFieldName('receiver')!.namedChildren[0]!.childForFieldName('type')!.text.replace(/^\*/, '');
const parameterTypes = (fn: Node) => fn.childForFieldName('parameters')!.namedChildren.filter((p) => p!.type !== 'comment').map((p) => p!.childForFieldName('type')!.text);

/**
 * Every framework resource and data source of a package; `providerTypeName` is what the framework passes to Metadata.
 */
export function frameworkTypes(pkg: GoPackage, providerTypeName: string): FrameworkType[] {
  // The values the constructors build (`func NewXResource() resource.Resource { return &XResource{...} }`), by type.
  const instances = new Map<string, GoStruct>();
  for (const declared of pkg.funcs.values()) {
    const result = declared.node.childForFieldName('result')?.text;
    if (parameterTypes(declared.node).length || (result !== 'resource.Resource' && result !== 'datasource.DataSource')) continue;
    const value = run(declared, undefined, []);
    if (value instanceof GoStruct) instances.set(value.type, value);
  }
  const out: FrameworkType[] = [];
  for (const [key, declared] of pkg.methods) {
    if (!key.endsWith('.Schema')) continue;
    const kind = parameterTypes(declared.node)[2]?.replace(/^\*/, '');
    if (kind !== 'resource.SchemaResponse' && kind !== 'datasource.SchemaResponse') continue;
    const type = receiverType(declared.node);
    const self = instances.get(type) ?? made(type, declared.node, {}, declared.file.name);
    const at = (fields: Record<string, Value>) => made('', declared.node, fields, declared.file.name);
    const metadata = pkg.method(type, 'Metadata');
    if (!metadata) throw new Error(`${declared.file.name}: ${type} has no Metadata method`);
    const metaResponse = at({});
    run(metadata, self, [null, at({ ProviderTypeName: providerTypeName }), metaResponse]);
    const name = metaResponse.field('TypeName');
    if (typeof name !== 'string') throw new Error(`${metadata.file.name}: the type name of ${type} is not read`);
    const response = at({});
    run(declared, self, [null, at({}), response]);
    const schema = response.field('Schema');
    if (!(schema instanceof GoStruct)) throw new Error(`${declared.file.name}: the schema of ${type} is not read`);
    const validators = pkg.method(type, 'ConfigValidators');
    const configValidators = validators ? run(validators, self, [null]) : null;
    out.push({ on: kind.startsWith('datasource') ? `data.${name}` : name, schema, configValidators: configValidators instanceof GoList ? configValidators.items : [] });
  }
  return out;
}

/**
 * The provider block of a package's plugin-framework provider (its Schema method taking a provider.SchemaResponse),
 * as the type `on`, or undefined when the package has none.
 */
export function frameworkProvider(pkg: GoPackage, on: string): FrameworkType | undefined {
  const found = [...pkg.methods].find(([key, declared]) => key.endsWith('.Schema') && parameterTypes(declared.node)[2]?.replace(/^\*/, '') === 'provider.SchemaResponse');
  if (!found) return undefined;
  const [, declared] = found;
  const type = receiverType(declared.node);
  const self = made(type, declared.node, {}, declared.file.name);
  const response = made('', declared.node, {}, declared.file.name);
  run(declared, self, [null, made('', declared.node, {}, declared.file.name), response]);
  const schema = response.field('Schema');
  if (!(schema instanceof GoStruct)) throw new Error(`${declared.file.name}: the provider schema of ${type} is not read`);
  const validators = pkg.method(type, 'ConfigValidators');
  const configValidators = validators ? run(validators, self, [null]) : null;
  return { on, schema, configValidators: configValidators instanceof GoList ? configValidators.items : [] };
}

/**
 * Where a validator is attached: the attribute or block's dot path, and its steps as the framework's paths take
 * them (`[]` for the element of a list, set or map: a nested object's own validators are at its element).
 */
export interface Attached {
  readonly path: string;
  readonly steps: readonly string[];
  readonly validator: Value;
}

const entries = (value: Value) => (value instanceof GoMap ? [...value.entries] : []);
const items = (value: Value) => (value instanceof GoList ? value.items : []);

/**
 * Every validator below a schema (or a nested object), depth first: an attribute's and a block's own, a nested
 * object's (at its attribute or block), in the order written; none of a computed-only attribute.
 */
export function* frameworkValidators(object: GoStruct, steps: readonly string[] = []): Generator<Attached> {
  for (const [name, member] of [...entries(object.field('Attributes')), ...entries(object.field('Blocks'))]) {
    if (!(member instanceof GoStruct)) continue;
    const own = [...steps, name];
    const path = own.filter((s) => s !== '[]').join('.');
    // A computed-only attribute has no configuration value to validate: its validators never run.
    const computedOnly = member.field('Computed') === true && member.field('Optional') !== true && member.field('Required') !== true;
    if (!computedOnly) for (const validator of items(member.field('Validators'))) yield { path, steps: own, validator };
    const nested = member.field('NestedObject');
    if (nested instanceof GoStruct) {
      const element = /(List|Set|Map)Nested/.test(member.type) ? [...own, '[]'] : own;
      for (const validator of items(nested.field('Validators'))) yield { path, steps: element, validator };
      yield* frameworkValidators(nested, element);
    }
    yield* frameworkValidators(member, own);
  }
}
