import { toCamelCase } from 'codemaker';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import type { CatalogFile, CatalogPart } from '../src/validation/catalog-types';
import type { Block, SchemaEntry } from '../src/validation/schema-types';
import { escapeAttributeName } from './emitter/generator';
import { AttributeModel, providerModel, resourceModels, Struct } from './emitter/model';
import { Framework } from './frameworks';
import { typedSchema } from './provider-files';
import { PROVIDERS, ProviderTarget, providerAddress } from './providers';
import type { TerraformSchema } from './schema-file';
import type { ValueKind } from './terraform-functions';

/**
 * What the converter (codegen/convert.ts) knows of the package's classes: for each resource and data source of the
 * bundled providers, the class and namespace the package exports, the config prop of each Terraform argument and how
 * it is typed (the generator's model, as codegen/emitter writes the classes), beside the type's whole schema (what the
 * classes leave untyped included). Read from the package's compiled catalogs (`lib/gen/<provider>/catalog*.json`, the
 * schema without descriptions), so the shipped command needs nothing but the package and the framework's generator.
 */

/** How a config prop is typed, which decides how a Terraform value is written into it. */
export type Slot =
  | 'string'
  | 'number'
  | 'boolean'
  /** `string[]` */
  | 'strings'
  /** `number[]` */
  | 'numbers'
  /** `{ [key: string]: string }` */
  | 'stringMap'
  /** One object (a block of at most one item, or a single nested attribute): `S` */
  | 'struct'
  /** `S[] | IResolvable` */
  | 'structList'
  /** `{ [key: string]: S } | IResolvable` */
  | 'structMap'
  /** `{ [key: string]: string }[] | IResolvable` */
  | 'mapList';

/** One argument of a struct: its Terraform name, its prop, and its type. */
export interface ArgInfo {
  readonly terraformName: string;
  readonly name: string;
  readonly slot: Slot | undefined;
  /** The prop may be left out. */
  readonly optional: boolean;
  /** A configuration may set it (computed-only attributes may not). */
  readonly assignable: boolean;
  /** The struct of a struct slot. */
  readonly struct?: StructInfo;
  /** What the construct's getter of this attribute returns, when it is a value (not a class of its own). */
  readonly getter?: ValueKind;
  /** The struct's exported type name, for the comments. */
  readonly structName?: string;
}

export interface StructInfo {
  readonly name: string;
  readonly args: ReadonlyMap<string, ArgInfo>;
}

/** A resource or data source of the package. */
export interface TypeInfo {
  readonly provider: ProviderTarget;
  readonly terraformType: string;
  readonly data: boolean;
  /** The namespace the provider's entry point exports it under (`gvc`, `dataCplnGvc`). */
  readonly namespace: string;
  readonly className: string;
  readonly config: StructInfo;
  /** The type's whole schema, with what the class leaves untyped. */
  readonly schema: Block;
}

/** A provider of the package: its class (`cpln.provider.CplnProvider`) and arguments. */
export interface ProviderInfo {
  readonly target: ProviderTarget;
  readonly className: string;
  readonly config: StructInfo;
}

/** The package's types, by provider, built when a configuration first uses the provider. */
export class PackageTypes {
  private readonly loaded = new Map<string, LoadedProvider>();

  /**
   * @param lib the package's compiled folder (`lib/`), holding `gen/<provider>/catalog.json`
   * @param framework whose generator names the classes (both generators name them alike)
   */
  public constructor(private readonly lib: string, private readonly framework: Framework) {}

  /** The provider whose types start with `<name>_` (`cpln_gvc`), if the package has one. */
  public providerOfType(terraformType: string): ProviderTarget | undefined {
    return PROVIDERS.find((p) => terraformType.startsWith(`${p.name}_`));
  }

  public providerNamed(name: string): ProviderTarget | undefined {
    return PROVIDERS.find((p) => p.name === name);
  }

  public provider(target: ProviderTarget): ProviderInfo {
    return this.load(target).provider;
  }

  public resource(terraformType: string): TypeInfo | undefined {
    const target = this.providerOfType(terraformType);
    return target && this.load(target).resources.get(terraformType);
  }

  public dataSource(terraformType: string): TypeInfo | undefined {
    const target = this.providerOfType(terraformType);
    return target && this.load(target).dataSources.get(terraformType);
  }

  private load(target: ProviderTarget): LoadedProvider {
    let found = this.loaded.get(target.name);
    if (found === undefined) {
      found = loadProvider(target, this.lib, this.framework);
      this.loaded.set(target.name, found);
    }
    return found;
  }
}

interface LoadedProvider {
  readonly provider: ProviderInfo;
  readonly resources: ReadonlyMap<string, TypeInfo>;
  readonly dataSources: ReadonlyMap<string, TypeInfo>;
}

/** The schema of a provider as its catalogs hold it (the main one and the parts of the large types). */
export function catalogSchema(target: ProviderTarget, lib: string): TerraformSchema {
  const dir = join(lib, 'gen', target.name);
  const file = join(dir, 'catalog.json');
  if (!existsSync(file)) throw new Error(`convert: ${file} is missing; the package is not built`);
  const catalog = JSON.parse(readFileSync(file, 'utf-8')) as CatalogFile;
  const entry = (block: Block): SchemaEntry => ({ version: 0, block });
  const resources: Record<string, SchemaEntry> = {};
  const dataSources: Record<string, SchemaEntry> = {};
  for (const [type, block] of Object.entries(catalog.resources)) resources[type] = entry(block);
  for (const [type, block] of Object.entries(catalog.dataSources)) dataSources[type] = entry(block);
  for (const [target_, partFile] of Object.entries(catalog.parts)) {
    const part = JSON.parse(readFileSync(join(dir, partFile), 'utf-8')) as CatalogPart;
    if (target_.startsWith('data.')) dataSources[target_.slice(5)] = entry(part.block);
    else resources[target_] = entry(part.block);
  }
  const sorted = (table: Record<string, SchemaEntry>) => Object.fromEntries(
    Object.keys(table).sort().map((k) => [k, table[k]]),
  );
  return {
    format_version: '1.0',
    provider_schemas: {
      [providerAddress(target)]: {
        provider: entry(catalog.provider),
        resource_schemas: sorted(resources),
        data_source_schemas: sorted(dataSources),
      },
    },
  };
}

function loadProvider(target: ProviderTarget, lib: string, framework: Framework): LoadedProvider {
  const schema = catalogSchema(target, lib);
  const whole = schema.provider_schemas[providerAddress(target)];
  const typed = typedSchema(target, schema).schema;
  const resources = new Map<string, TypeInfo>();
  const dataSources = new Map<string, TypeInfo>();
  for (const model of resourceModels(target, typed, framework)) {
    const data = model.isDataSource;
    const type = model.terraformResourceType;
    const folder = model.filePath.split('/').slice(-2)[0];
    const block = (data ? whole.data_source_schemas : whole.resource_schemas)![type].block;
    const info: TypeInfo = {
      provider: target,
      terraformType: type,
      data,
      namespace: toCamelCase(folder),
      className: model.className,
      config: structInfo(model.configStruct, true),
      schema: block,
    };
    (data ? dataSources : resources).set(type, info);
  }
  const model = providerModel(target, typed, escapeAttributeName);
  const arg = (a: { terraformName: string; name: string; kind: string; required: boolean }): ArgInfo => ({
    terraformName: a.terraformName,
    name: a.name,
    slot: a.kind as Slot,
    optional: !a.required,
    assignable: true,
  });
  const args = new Map<string, ArgInfo>(model.arguments.map((a) => [a.terraformName, arg(a)]));
  for (const block of model.blocks) {
    args.set(block.terraformName, {
      terraformName: block.terraformName,
      name: block.name,
      slot: 'struct',
      optional: !block.required,
      assignable: true,
      struct: { name: block.struct, args: new Map(block.arguments.map((a) => [a.terraformName, arg(a)])) },
      structName: block.struct,
    });
  }
  return {
    provider: { target, className: model.className, config: { name: model.configStruct, args } },
    resources,
    dataSources,
  };
}

/**
 * A struct's arguments, read from the model when first asked for: the model's structs may hold themselves (a
 * recursive schema), and the large types have thousands.
 */
function structInfo(struct: Struct, top: boolean, cache = new Map<Struct, StructInfo>()): StructInfo {
  const known = cache.get(struct);
  if (known !== undefined) return known;
  let args: Map<string, ArgInfo> | undefined;
  const info: StructInfo = {
    name: struct.name,
    get args() {
      if (args === undefined) args = new Map(struct.attributes.map((a) => [a.terraformName, argInfo(a, top, cache)]));
      return args;
    },
  };
  cache.set(struct, info);
  return info;
}

function argInfo(attribute: AttributeModel, top: boolean, cache: Map<Struct, StructInfo>): ArgInfo {
  const type = attribute.type as AttributeModel['type'] & { elementType?: AttributeModel['type']; isSingleItem?: boolean; type?: string };
  const nested = type.struct;
  let slot: Slot | undefined;
  let getter: ValueKind | undefined;
  const simple = (t: AttributeModel['type'] | undefined) => (t?.typeModelType === 'simple' ? (t as { type?: string }).type : undefined);
  switch (type.typeModelType) {
    case 'simple':
      slot = type.type === 'string' ? 'string' : type.type === 'number' ? 'number' : type.type === 'boolean' ? 'boolean' : undefined;
      getter = type.type === 'string' ? 's' : type.type === 'number' ? 'n' : type.type === 'boolean' ? 'r' : undefined;
      break;
    case 'list':
    case 'set':
      if (nested !== undefined) slot = type.isSingleItem ? 'struct' : 'structList';
      else if (simple(type.elementType) === 'string') slot = 'strings';
      else if (simple(type.elementType) === 'number') slot = 'numbers';
      else if (type.elementType?.typeModelType === 'map' && simple((type.elementType as { elementType?: AttributeModel['type'] }).elementType) === 'string') slot = 'mapList';
      // A set's getter is `Fn.tolist(...)` of the attribute: not the reference as Terraform wrote it.
      if (nested === undefined && type.typeModelType === 'list' && slot === 'strings') getter = 'S';
      if (nested === undefined && type.typeModelType === 'list' && slot === 'numbers') getter = 'N';
      break;
    case 'map':
      if (nested !== undefined) slot = 'structMap';
      else if (simple(type.elementType) === 'string') slot = 'stringMap';
      if (slot === 'stringMap') getter = 'M';
      break;
    case 'struct':
      slot = 'struct';
      break;
    default:
      break;
  }
  return {
    terraformName: attribute.terraformName,
    name: attribute.name,
    slot,
    optional: attribute.optional,
    assignable: attribute.isAssignable,
    struct: nested !== undefined ? structInfo(nested, false, cache) : undefined,
    getter: top && attribute.getterType._type === 'plain' ? getter : undefined,
    structName: nested?.name,
  };
}

