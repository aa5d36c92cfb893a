import { META_ARGUMENT_PROPERTIES } from '../../src/validation/meta-arguments';
import type { Code } from './code';
import { keysOf, normalizerOf, storedClass, Uses } from './hooks';
import type { AttributeModel, ResourceModel, Struct } from './model';

/**
 * The TypeScript of one resource or data source from the generator's model: per struct an interface, its
 * key set and its conversions to Terraform JSON and HCL, a block class (with its list or map class); then
 * the construct class. The runtime hooks are part of what is written: unknown keys refused where values
 * enter (src/runtime/known-keys.ts), nested blocks created when first used (lazy-block.ts), no undefined
 * attribute handed to the framework (defined-attributes.ts), overrides through `__proto__` refused
 * (guard-overrides.ts).
 */
export interface FileContext {
  readonly code: Code;
  readonly uses: Uses;
  /** The framework's namespace in generated code (`cdktf`). */
  readonly ns: string;
  /** The framework's name in the import documentation (`CDKTF`). */
  readonly brand: string;
  /**
   * Where the text of the framework's generator differs: CDK Terrain's ends more statements with `;`, its collection
   * classes keep no fields of their own, its errors link elsewhere.
   */
  readonly dialect: Dialect;
  /** Single-block structs whose normalizer the file's block fields call. */
  readonly normalized: Set<Struct>;
}

/**
 * What one framework's generator writes differently in the same places (the emitter writes what it writes, so that the
 * API is its).
 */
export interface Dialect {
  /** The modifier of a collection class's constructor parameters (`protected ` keeps them as fields). */
  readonly collectionParameter: string;
  /** After the super call of a collection class and the module lines of sharded structs. */
  readonly end: string;
  /** Where the error on a block object given as configuration links to. */
  readonly complexElementHelp: string;
  /** What names a folder's module in an import (`/index` for `./secret/index`). */
  readonly folderModule: string;
}

export const DIALECTS: Readonly<Record<'cdktf' | 'cdktn', Dialect>> = {
  cdktf: { collectionParameter: 'protected ', end: '', complexElementHelp: 'https://cdk.tf/complex-object-as-configuration', folderModule: '' },
  cdktn: { collectionParameter: '', end: ';', complexElementHelp: 'https://cdktn.io/docs/concepts/resources#references', folderModule: '/index' },
};

const lower = (name: string) => `${name[0].toLowerCase()}${name.slice(1)}`;
const title = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;

/**
 * The interface of a struct, its key set (the config's with the framework's meta-arguments) and, but for the config,
 * its conversions.
 */
export function emitInterface(context: FileContext, resource: ResourceModel, struct: Struct): void {
  const { code, uses } = context;
  const config = struct.name === resource.configStruct.name;
  code.openBlock(`export interface ${struct.name}${struct.extends}`);
  for (const att of struct.assignableAttributes) {
    const docs = `Docs at Terraform Registry: {@link ${resource.linkToDocs}#${att.terraformName} ${resource.className}#${att.terraformName}}`;
    const idNote = att.name === 'id'
      ? ['', 'Please be aware that the id field is automatically added to all resources in Terraform providers using a Terraform provider SDK version below 2.',
        'If you experience problems setting this value it might not be settable. Please take a look at the provider documentation to ensure it should be settable.']
      : [];
    code.doc(...(att.description ? [att.description, '', docs] : [docs]), ...idNote);
    code.line(`readonly ${att.typeDefinition};`);
  }
  code.closeBlock();
  const keys = [...struct.assignableAttributes.map((att) => att.name), ...(struct.extends === '' ? [] : META_ARGUMENT_PROPERTIES)];
  code.line(`const ${keysOf(struct.name)} = ${uses.use('known-keys', 'knownKeys')}(${keys.map((key) => JSON.stringify(key)).join(', ')});`);
  if (!config) {
    emitConversion(context, struct, 'ToTerraform');
    emitConversion(context, struct, 'ToHclTerraform');
  }
}

/**
 * `<struct>ToTerraform` / `<struct>ToHclTerraform`: a token or a string as given, the keys checked, then each argument
 * converted.
 */
function emitConversion(context: FileContext, struct: Struct, suffix: 'ToTerraform' | 'ToHclTerraform'): void {
  const { code, uses, ns } = context;
  code.line();
  const accepted = `${struct.isSingleItem && !struct.isProvider ? `${struct.name}OutputReference | ` : ''}${struct.name}${struct.isClass ? '' : ` | ${ns}.IResolvable`}`;
  openConversion(context, struct.name, suffix, accepted);
  if (suffix === 'ToTerraform') {
    code.open(`return ${uses.use('defined-attributes', 'definedAttributes')}({`);
    for (const att of struct.assignableAttributes) code.line(`${att.terraformName}: ${att.type.toTerraformFunction}(struct!.${att.name}),`);
    code.close('})');
  } else {
    emitHclAttributes(code, struct.assignableAttributes, (att) => `struct!.${att.name}`, '));');
  }
  code.closeBlock();
  code.line();
}

/**
 * The opening of a struct's conversion function, up to its attributes: a token or a string as given, the keys
 * checked, a block object refused.
 */
export function openConversion(context: FileContext, name: string, suffix: 'ToTerraform' | 'ToHclTerraform', accepted: string): void {
  const { code, uses, ns } = context;
  code.openBlock(`export function ${lower(name)}${suffix}(struct?: ${accepted}): any`);
  code.line(`if (!${ns}.canInspect(struct) || ${ns}.Tokenization.isResolvable(struct)) { return struct; }`);
  // A string where a struct belongs (an element of a list token, or a JavaScript mistake) is written as
  // given: Terraform resolves the one, validation reports the other; neither becomes an empty block.
  code.line(`if (typeof struct === 'string') { return struct; }`);
  code.line(`${uses.use('known-keys', 'checkKeys')}(struct, ${keysOf(name)}, ${JSON.stringify(name)});`);
  code.openBlock(`if (${ns}.isComplexElement(struct))`);
  code.line(`throw new Error("A complex element was used as configuration, this is not supported: ${context.dialect.complexElementHelp}");`);
  code.closeBlock();
}

/**
 * The attributes of an HCL conversion with what the framework's HCL writer needs of each, the undefined ones left out.
 */
function emitHclAttributes(
  code: Code,
  attributes: readonly AttributeModel[],
  reference: (att: AttributeModel) => string,
  end: string,
): void {
  code.open('const attrs = {');
  for (const att of attributes) {
    code.open(`${att.terraformName}: {`);
    code.line(`value: ${att.type.toHclTerraformFunction}(${reference(att)}),`);
    code.line(`isBlock: ${att.type.isComplex},`);
    code.line(`type: "${att.type.typeModelType}",`);
    code.line(`storageClassType: "${att.type.storedClassType}",`);
    code.close('},');
  }
  code.close('};');
  if (attributes.length === 0) {
    code.line('return attrs;');
  } else {
    code.line();
    code.line('// remove undefined attributes');
    code.line(`return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined${end}`);
  }
}

/** The block class of a struct (its value, its attributes), then the list or map class holding several. */
export function emitBlockClass(context: FileContext, struct: Struct): void {
  const { code, uses, ns } = context;
  code.openBlock(`export class ${struct.outputReferenceName} extends ${ns}.ComplexObject`);
  code.line('private isEmptyObject = false;');
  if (!struct.isClass) code.line(`private resolvableValue?: ${ns}.IResolvable;`);
  code.line();
  const params = ['@param terraformResource The parent resource', '@param terraformAttribute The attribute on the parent resource this class is referencing'];
  const head = `public constructor(terraformResource: ${ns}.IInterpolatingParent, terraformAttribute: string`;
  if (struct.isSingleItem) {
    code.doc(...params);
    code.openBlock(`${head})`);
    code.line('super(terraformResource, terraformAttribute, false, 0);');
  } else if (struct.nestingMode === 'single' || struct.nestingMode === 'object') {
    code.doc(...params);
    code.openBlock(`${head})`);
    code.line('super(terraformResource, terraformAttribute, false);');
  } else if (struct.nestingMode.startsWith('map')) {
    code.doc(...params, '@param complexObjectKey the key of this item in the map');
    code.openBlock(`${head}, complexObjectKey: string)`);
    code.line('super(terraformResource, terraformAttribute, false, complexObjectKey);');
  } else {
    code.doc(...params, '@param complexObjectIndex the index of this item in the list', '@param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)');
    code.openBlock(`${head}, complexObjectIndex: number, complexObjectIsFromSet: boolean)`);
    code.line('super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);');
  }
  code.closeBlock();
  code.line();
  const valueType = `${struct.name}${struct.isClass ? '' : ` | ${ns}.IResolvable`} | undefined`;
  const stored = struct.attributes.filter((att) => att.isStored);
  const isBlockField = (att: AttributeModel) => att.getterType._type === 'stored_class';
  code.openBlock(`public get internalValue(): ${valueType}`);
  if (!struct.isClass) {
    code.openBlock('if (this.resolvableValue)');
    code.line('return this.resolvableValue;');
    code.closeBlock();
  }
  code.line('let hasAnyValues = this.isEmptyObject;');
  code.line('const internalValueResult: any = {};');
  for (const att of stored) {
    const read = isBlockField(att) ? `this.${att.storageName}?.internalValue` : `this.${att.storageName}`;
    code.openBlock(`if (${read} !== undefined)`);
    code.line('hasAnyValues = true;');
    code.line(`internalValueResult.${att.name} = ${read};`);
    code.closeBlock();
  }
  code.line('return hasAnyValues ? internalValueResult : undefined;');
  code.closeBlock();
  code.line();
  code.openBlock(`public set internalValue(value: ${valueType})`);
  code.line(`value = ${uses.use('known-keys', 'singleValue')}(this, value, ${keysOf(struct.name)}, ${JSON.stringify(struct.name)}, ${!struct.isClass});`);
  const assign = (from: (att: AttributeModel) => string) => {
    for (const att of stored) {
      if (att.setterType._type === 'stored_class') code.line(`this.${att.storageName}.internalValue = ${from(att)};`);
      else if (att.setterType._type !== 'none') code.line(`this.${att.storageName} = ${from(att)};`);
    }
  };
  code.openBlock('if (value === undefined)');
  code.line('this.isEmptyObject = false;');
  if (!struct.isClass) code.line('this.resolvableValue = undefined;');
  assign(() => 'undefined');
  code.closeBlock();
  if (!struct.isClass) {
    code.openBlock(`else if (${ns}.Tokenization.isResolvable(value))`);
    code.line('this.isEmptyObject = false;');
    code.line('this.resolvableValue = value;');
    code.closeBlock();
  }
  code.openBlock('else');
  code.line('this.isEmptyObject = Object.keys(value).length === 0;');
  if (!struct.isClass) code.line('this.resolvableValue = undefined;');
  assign((att) => `value.${att.name}`);
  code.closeBlock();
  code.closeBlock();
  for (const att of struct.attributes) emitAttribute(context, att, struct.attributes);
  code.closeBlock();
  emitCollectionClasses(context, struct);
}

/** The list, map or nested collection class of a struct's block objects. */
function emitCollectionClasses(context: FileContext, struct: Struct): void {
  const mode = struct.nestingMode;
  if (!struct.isSingleItem && (mode === 'list' || mode === 'set')) {
    emitCollection(context, struct, struct.listName, 'ComplexList', `${struct.name}[]`, true, struct.outputReferenceName, `new ${struct.outputReferenceName}(this.terraformResource, this.terraformAttribute, index, this.wrapsSet)`);
  } else if (mode === 'map') {
    emitMap(context, struct);
  } else if (mode === 'maplist' || mode === 'mapset') {
    emitCollection(context, struct, struct.mapListName, 'MapList', `${struct.mapName}[]`, true, struct.mapName, `new ${struct.mapName}(this, \`[\${index}]\`)`);
    emitMap(context, struct);
  } else if (mode === 'listmap' || mode === 'setmap') {
    emitCollection(context, struct, struct.listMapName, 'ComplexMap', `{ [key: string]: ${struct.name}[] }`, false, struct.listName, `new ${struct.listName}(this, \`[\${key}]\`, ${mode === 'setmap'})`);
    emitCollection(context, struct, struct.listName, 'ComplexList', `${struct.name}[]`, true, struct.outputReferenceName, `new ${struct.outputReferenceName}(this.terraformResource, this.terraformAttribute, index, this.wrapsSet)`);
  } else if (['listlist', 'listset', 'setlist', 'setset'].includes(mode)) {
    emitCollection(context, struct, struct.listListName, 'MapList', `${struct.name}[][]`, true, struct.listName, `new ${struct.listName}(this, \`[\${index}]\`, ${mode === 'setlist' || mode === 'setset'})`);
    emitCollection(context, struct, struct.listName, 'ComplexList', `${struct.name}[]`, true, struct.outputReferenceName, `new ${struct.outputReferenceName}(this.terraformResource, this.terraformAttribute, index, this.wrapsSet)`);
  }
}

function emitMap(context: FileContext, struct: Struct): void {
  emitCollection(context, struct, struct.mapName, 'ComplexMap', `{ [key: string]: ${struct.name} }`, false, struct.outputReferenceName, `new ${struct.outputReferenceName}(this.terraformResource, this.terraformAttribute, key)`);
}

function emitCollection(
  context: FileContext,
  struct: Struct,
  name: string,
  base: string,
  value: string,
  indexed: boolean,
  item: string,
  create: string,
): void {
  const { code, ns } = context;
  const { collectionParameter: p, end } = context.dialect;
  code.line();
  code.openBlock(`export class ${name} extends ${ns}.${base}`);
  if (struct.assignable) code.line(`public internalValue? : ${value} | ${ns}.IResolvable`);
  code.line();
  const params = ['@param terraformResource The parent resource', '@param terraformAttribute The attribute on the parent resource this class is referencing'];
  if (indexed) {
    code.doc(...params, '@param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)');
    code.openBlock(`constructor(${p}terraformResource: ${ns}.IInterpolatingParent, ${p}terraformAttribute: string, ${p}wrapsSet: boolean)`);
    code.line(`super(terraformResource, terraformAttribute, wrapsSet)${end}`);
  } else {
    code.doc(...params);
    code.openBlock(`constructor(${p}terraformResource: ${ns}.IInterpolatingParent, ${p}terraformAttribute: string)`);
    code.line(`super(terraformResource, terraformAttribute)${end}`);
  }
  code.closeBlock();
  code.line();
  code.doc(indexed ? '@param index the index of the item to return' : '@param key the key of the item to return');
  code.openBlock(`public get(${indexed ? 'index: number' : 'key: string'}): ${item}`);
  code.line(`return ${create};`);
  code.closeBlock();
  code.closeBlock();
}

/**
 * One attribute of a construct or block class: its field, getter, setter or put method, reset method and input getter.
 */
export function emitAttribute(context: FileContext, att: AttributeModel, siblings: readonly AttributeModel[]): void {
  const { code, uses, ns } = context;
  code.line();
  code.line(`// ${att.terraformName} - computed: ${att.computed}, optional: ${att.isOptional}, required: ${att.isRequired}`);
  const getter = att.getterType;
  const setter = att.setterType;
  const blockField = getter._type === 'stored_class';
  if (blockField) {
    const { className, wrapsSet, single } = storedClass(att, ns);
    if (single !== undefined) context.normalized.add(single);
    const normalize = single === undefined ? 'undefined' : normalizerOf(single.name);
    code.line(`private ${att.storageName} = new ${uses.use('lazy-block', 'LazyBlock')}(${className}, this, "${att.terraformName}", ${wrapsSet}, ${normalize});`);
  } else if (att.isStored) {
    code.line(`private ${att.storageName}?: ${att.type.inputTypeDefinition}; `);
  }
  if (getter._type === 'plain') {
    code.openBlock(`public get ${att.name}()`);
    code.line(`return ${att.isProvider ? `this.${att.storageName}` : att.type.getAttributeAccessFunction(att.terraformName)};`);
    code.closeBlock();
  } else if (getter._type === 'args') {
    code.openBlock(`public ${att.name}(${getter.args})${getter.returnType ? `: ${getter.returnType}` : ''}`);
    code.line(`return ${getter.returnStatement};`);
    code.closeBlock();
  } else if (getter._type === 'stored_class') {
    code.openBlock(`public get ${att.name}()`);
    code.line(`return this.${att.storageName}.object;`);
    code.closeBlock();
  }
  const target = `this.${att.storageName}${setter._type === 'stored_class' ? '.internalValue' : ''}`;
  if (setter._type === 'set') code.openBlock(`public set ${att.name}(value: ${setter.type})`);
  else if (setter._type !== 'none') code.openBlock(`public put${title(att.name)}(value: ${setter.type})`);
  if (setter._type !== 'none') {
    code.line(`${target} = value;`);
    code.closeBlock();
  }
  if (att.isStored && setter._type !== 'none') {
    if (!att.isRequired) {
      const escaped = siblings.some((other) => other.terraformName === `reset_${att.terraformName}`);
      code.openBlock(`public ${escaped ? `resetTf${title(att.name)}` : `reset${title(att.name)}`}()`);
      code.line(`${target} = undefined;`);
      code.closeBlock();
    }
    const escaped = siblings.some((other) => other.terraformName === `${att.terraformName}_input`);
    code.line('// Temporarily expose input value. Use with caution.');
    code.openBlock(`public get ${att.name}${escaped ? 'TfInput' : 'Input'}()`);
    code.line(`return ${target};`);
    code.closeBlock();
  }
}

/**
 * The construct class of a resource or data source: its config checked right after the framework's
 * constructor, its attributes, its synthesis run inside `inConstruct` (an unknown key below it names the
 * construct), and `addOverride` refusing a path through `__proto__`.
 */
export function emitConstruct(context: FileContext, resource: ResourceModel, note: string | undefined): void {
  const { code, uses, ns, brand } = context;
  const type = resource.terraformResourceType;
  const link = resource.linkToDocs;
  code.line();
  code.doc(`Represents a {@link ${link} ${type}}`, ...(note === undefined ? [] : ['', note]));
  code.openBlock(`export class ${resource.className} extends ${ns}.${resource.parentClassName}`);
  header(code, 'STATIC PROPERTIES');
  code.line(`public static readonly tfResourceType = "${type}";`);
  header(code, 'STATIC Methods');
  code.doc(
    `Generates ${brand} code for importing a ${resource.className} resource upon running "${brand.toLowerCase()} plan <stack-name>"`,
    '@param scope The scope in which to define this construct',
    `@param importToId The construct id used in the generated config for the ${resource.className} to import`,
    `@param importFromId The id of the existing ${resource.className} that should be imported. Refer to the {@link ${link}#import import section} in the documentation of this resource for the id to use`,
    `@param provider? Optional instance of the provider where the ${resource.className} to import is found`,
  );
  code.line(`public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: ${ns}.TerraformProvider) {`);
  code.line(`      return new ${ns}.ImportableResource(scope, importToId, { terraformResourceType: "${type}", importId: importFromId, provider });`);
  code.line('    }');
  header(code, 'INITIALIZER');
  code.line();
  const config = resource.configStruct;
  code.doc(
    `Create a new {@link ${link} ${type}} ${resource.isDataSource ? 'Data Source' : 'Resource'}`,
    '',
    '@param scope The scope in which to define this construct',
    '@param id The scoped construct ID. Must be unique amongst siblings in the same scope',
    `@param options ${config.attributeType}`,
  );
  code.openBlock(`public constructor(scope: Construct, id: string, config: ${config.attributeType})`);
  code.open('super(scope, id, {');
  code.line(`terraformResourceType: '${type}',`);
  generatorMetadata(code, resource.provider, resource.providerVersion!);
  for (const meta of ['provider', 'dependsOn', 'count', 'lifecycle', 'provisioners', 'connection']) code.line(`${meta}: config.${meta},`);
  code.line('forEach: config.forEach');
  code.close('});');
  code.line(`${uses.use('known-keys', 'checkConfig')}(this, config, ${keysOf(config.name)}, ${JSON.stringify(config.name)});`);
  for (const att of config.assignableAttributes) {
    code.line(`this.${att.storageName}${att.setterType._type === 'stored_class' ? '.internalValue' : ''} = config.${att.name};`);
  }
  code.closeBlock();
  header(code, 'ATTRIBUTES');
  for (const att of resource.attributes) emitAttribute(context, att, resource.attributes);
  header(code, 'SYNTHESIS');
  const reference = (att: AttributeModel) => {
    const block = att.type.isComplex && !att.isProvider && (att.type.struct?.isClass || att.getterType._type === 'stored_class');
    return `this.${att.storageName}${block ? '.internalValue' : ''}`;
  };
  const inConstruct = uses.use('known-keys', 'inConstruct');
  if (!resource.isProvider) {
    code.line();
    code.doc(
      'The Terraform JSON of this construct, as the framework builds it, which the framework\'s preparing pass',
      'resolves only where a token may be.',
    );
    code.openBlock('public toTerraform(): any');
    code.line(`return ${uses.use('preparing', 'preparable')}(super.toTerraform());`);
    code.closeBlock();
  }
  code.line();
  code.openBlock('protected synthesizeAttributes(): { [name: string]: any }');
  code.open(`return ${inConstruct}(this, () => {`);
  code.open(`return ${uses.use('defined-attributes', 'definedAttributes')}({`);
  for (const att of resource.synthesizableAttributes) code.line(`${att.terraformName}: ${att.type.toTerraformFunction}(${reference(att)}),`);
  code.close('});');
  code.close('});');
  code.closeBlock();
  code.line();
  code.openBlock('protected synthesizeHclAttributes(): { [name: string]: any }');
  code.open(`return ${inConstruct}(this, () => {`);
  emitHclAttributes(code, resource.synthesizableAttributes, reference, ' ))');
  code.close('});');
  code.closeBlock();
  emitOverrideGuard(context);
  code.closeBlock();
}

/** `addOverride` of a construct class: the path checked (src/runtime/guard-overrides.ts), then the framework's own. */
export function emitOverrideGuard({ code, uses }: FileContext): void {
  code.line();
  code.doc(
    'Adds an override to the Terraform JSON of this construct, as the framework does; a path through',
    '`__proto__` is refused (it would write into every object of the process, not into the JSON).',
    '',
    '@param path the dotted path of the override',
    '@param value the value to write there',
  );
  code.openBlock('public addOverride(path: string, value: any): void');
  code.line(`${uses.use('guard-overrides', 'checkOverridePath')}(this, path);`);
  code.line('super.addOverride(path, value);');
  code.closeBlock();
}

/** `// ====\n// TITLE\n// ====` between the parts of a construct class. */
export function header(code: Code, title_: string): void {
  code.line();
  code.line(`// ${'='.repeat(title_.length)}`);
  code.line(`// ${title_}`);
  code.line(`// ${'='.repeat(title_.length)}`);
}

/** The generator metadata the framework records of each construct: the provider's name and version. */
export function generatorMetadata(code: Code, provider: string, version: string): void {
  code.open('terraformGeneratorMetadata: {');
  code.line(`providerName: '${provider}',`);
  code.line(`providerVersion: '${version}',`);
  code.line(`providerVersionConstraint: '${version}'`);
  code.close('},');
}

/**
 * The normalizers of the single blocks a file's block fields hold, and of the single blocks below them: each
 * computes what the block object would hold of a value (src/runtime/lazy-block.ts), without building it.
 * A struct declared in another file of the type (sharded structs) gets its key set here too.
 */
export function emitNormalizers(context: FileContext, declared: ReadonlySet<Struct>): void {
  const { code, uses, ns } = context;
  const all: Struct[] = [];
  const visit = (struct: Struct) => {
    if (all.includes(struct)) return;
    all.push(struct);
    for (const att of struct.assignableAttributes) {
      if (att.getterType._type === 'stored_class') {
        const single = storedClass(att, ns).single;
        if (single !== undefined) visit(single);
      }
    }
  };
  [...context.normalized].forEach(visit);
  if (all.length === 0) return;
  code.line();
  for (const struct of all) {
    const fields = struct.attributes.filter((att) => att.isStored && att.setterType._type !== 'none').map((att) => att.name);
    const keys = struct.assignableAttributes.map((att) => att.name);
    if (fields.join() !== keys.join()) throw new Error(`${struct.name}: the block object holds ${fields.join(', ')}, its struct has ${keys.join(', ')}; update codegen/emitter/classes.ts`);
    if (!declared.has(struct)) code.line(`const ${keysOf(struct.name)} = ${uses.use('known-keys', 'knownKeys')}(${keys.map((key) => JSON.stringify(key)).join(', ')});`);
    const singles = struct.assignableAttributes.flatMap((att) => {
      const single = att.getterType._type === 'stored_class' ? storedClass(att, ns).single : undefined;
      return single === undefined ? [] : [`${att.name}: [${JSON.stringify(att.terraformName)}, ${normalizerOf(single.name)}]`];
    });
    code.line(
      `const ${normalizerOf(struct.name)}: ${uses.use('lazy-block', 'Normalize')} = (owner, value) => ${uses.use('lazy-block', 'normalizeBlock')}(owner, value, ${keysOf(struct.name)}, ${JSON.stringify(struct.name)}, ${!struct.isClass}, {${singles.length === 0 ? '' : ` ${singles.join(', ')} `}});`,
    );
  }
}
