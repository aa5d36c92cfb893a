import { readdirSync, statSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { byPlace, modulePath } from './cpln';
import { crossFieldFacts, crossFieldOrder, type CrossFieldFact } from './cross-field';
import { AKAMAI_VALIDATORS, EDGEGRID_CONSTANTS } from './custom-validators';
import { frameworkProvider, frameworkTypes, frameworkValidators, type FrameworkType } from './framework-schema';
import { evaluate, failAt, GoExpr, GoList, GoMap, GoProgram, GoStruct, run, Scope, type GoPackage, type Value } from './go-eval';
import { keyedElements, lineOf } from './go-syntax';
import { validatorFacts, type CustomValidator, type ValidatorFact, type ValidatorScan } from './validator-facts';

/**
 * The Akamai provider's attribute validators (pkg/providers: the SDKv2 resources and data sources each
 * sub-provider registers, and its plugin-framework ones), read from its schema code. Writes
 * test/fixtures/akamai-validator-facts.json.
 */

export const AKAMAI_PACKAGES = 'pkg/providers';

/** The Akamai API client the provider's enums name constants of (its module path, major version aside). */
export const EDGEGRID_MODULE = /^github\.com\/akamai\/AkamaiOPEN-edgegrid-golang\/v\d+\//;

/**
 * A validator's text on one line: each line break and the indentation around it one space, cut at `limit`
 * characters; then no space after an opening parenthesis and no trailing comma before a closing one (a call's
 * arguments written one a line). A composite literal's braces keep theirs.
 */
export function akamaiText(node: Node | string, limit = 100): string {
  const text = (typeof node === 'string' ? node : node.text).replace(/\s*\n\s*/g, ' ');
  const cut = text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
  return cut.replace(/\( /g, '(').replace(/, \)/g, ')');
}

/** How the facts are read, with a table of the provider's own validators (custom-validators.ts's by default). */
export const akamaiScan = (custom: Readonly<Record<string, CustomValidator>> = AKAMAI_VALIDATORS): ValidatorScan => ({
  custom,
  noFacts: new RegExp([
    /^(string|int32|int64|float32|float64|bool|list|set|map|object)validator\.(ConflictsWith|ExactlyOneOf|AtLeastOneOf|AlsoRequires|IsRequired|NoneOf|NoneOfCaseInsensitive)$/.source,
    // A JSON document; one of several checks (a union no fact shape says).
    /^validation\.(StringIsJSON|Any)$/.source,
  ].join('|')),
  text: (node) => akamaiText(node),
  wrappers: /^validation\.ToDiagFunc$/,
  combined: /^tf\.AggregateValidations$/,
  lengthNote: 'len() in bytes',
});

const entries = (value: Value) => (value instanceof GoMap ? [...value.entries] : []);

/** An SDKv2 schema's `Type` as written (`schema.TypeString`). */
const typeText = (member: GoStruct) => {
  const type = member.field('Type');
  return type instanceof GoExpr ? type.node.text : undefined;
};

/** A field's value as written in a struct literal, if it is. */
function fieldValue(struct: GoStruct, name: string): Node | undefined {
  const body = struct.site.node.type === 'composite_literal' ? struct.site.node.childForFieldName('body')! : struct.site.node;
  return keyedElements(body).get(name);
}

/** The line of a field as written in a struct literal, or the literal's own. */
const fieldLine = (struct: GoStruct, name: string) => lineOf(fieldValue(struct, name)?.parent ?? struct.site.node);

/** The facts of an SDKv2 schema and of the resources its Elem nests. */
export interface SdkFacts {
  readonly validators: ValidatorFact[];
  readonly crossField: CrossFieldFact[];
}

/** An SDKv2 key (`block.0.field`) as a Terraform dot path without list indexes. */
const sdkPath = (key: string) => key.split('.').filter((step) => !/^\d+$/.test(step)).join('.');

/** The SDKv2 fields naming other keys, and the fact each gives. */
const SDK_CROSS_FIELD = ['ConflictsWith', 'ExactlyOneOf', 'AtLeastOneOf', 'RequiredWith'] as const;

/**
 * The cross-field facts of one SDKv2 attribute: its keys absolute, list indexes dropped; an ExactlyOneOf or
 * AtLeastOneOf group holds the attribute itself (the SDK adds it to the keys it checks); a ConflictsWith is a pair
 * for each key it names.
 */
function sdkCrossField(on: string, path: string, member: GoStruct): CrossFieldFact[] {
  const out: CrossFieldFact[] = [];
  for (const field of SDK_CROSS_FIELD) {
    const keys = member.field(field);
    if (keys === null) continue;
    // The field as written, `Name: value` (the value's text as a validator's).
    const node = fieldValue(member, field)!;
    const at = { on, validator: akamaiText(`${field}: ${node.text}`), file: `${member.site.file}:${fieldLine(member, field)}` };
    if (!(keys instanceof GoList) || !keys.items.every((k) => typeof k === 'string')) {
      return failAt(node, member.site.file, `${field}: not a list of keys`);
    }
    const named = [...new Set((keys.items as string[]).map(sdkPath))];
    const others = named.filter((key) => key !== path);
    if (field === 'ExactlyOneOf') out.push({ ...at, facts: { exactlyOne: named.includes(path) ? named : [...named, path] } });
    if (field === 'AtLeastOneOf') out.push({ ...at, facts: { atLeastOne: named.includes(path) ? named : [...named, path] } });
    if (field === 'RequiredWith') out.push({ ...at, facts: { requiredWith: { field: path, requires: others } } });
    if (field === 'ConflictsWith') {
      const note = others.length > 1 ? { note: `ConflictsWith on ${path}: one of its ${others.length} fields` } : {};
      for (const other of others) out.push({ ...at, facts: { atMostOne: [path, other] }, ...note });
    }
  }
  return out;
}

/**
 * The validators and cross-field facts of an SDKv2 schema map (`map[string]*schema.Schema`) and of the resources
 * its Elem nests.
 */
export function sdkFacts(scan: ValidatorScan, on: string, schema: Value, prefix = ''): SdkFacts {
  const validators: ValidatorFact[] = [];
  const crossField: CrossFieldFact[] = [];
  for (const [name, member] of entries(schema)) {
    // The image and video policies' schemas are generated (*.gen.go) from the API's: not the provider's checks.
    if (!(member instanceof GoStruct) || member.site.file.endsWith('.gen.go')) continue;
    const path = `${prefix}${name}`;
    crossField.push(...sdkCrossField(on, path, member));
    const computedOnly = member.field('Computed') === true && member.field('Optional') !== true && member.field('Required') !== true;
    const file = `${member.site.file}:`;
    // MaxItems and MinItems (a block's or a collection's size; 0 is no limit), in the order written.
    const sizes = ([['MaxItems', 'max'], ['MinItems', 'min']] as const)
      .map(([field, bound]) => ({ field, bound, count: member.field(field), line: fieldLine(member, field) }))
      .filter(({ count }) => typeof count === 'number' && count > 0 && !computedOnly)
      .sort((a, b) => a.line - b.line);
    for (const { field, bound, count, line } of sizes) {
      validators.push({ on, path, validator: `${field}: ${count}`, file: `${file}${line}`, facts: { size: { [bound]: count as number } } });
    }
    const validate = (of: GoStruct, target?: string) => {
      for (const field of ['ValidateDiagFunc', 'ValidateFunc']) {
        const validator = of.field(field);
        if (validator === null || computedOnly) continue;
        validators.push(...validatorFacts(scan, { on, path, target, attribute: of }, validator));
      }
    };
    validate(member);
    const elem = member.field('Elem');
    if (elem instanceof GoStruct && elem.type === 'schema.Resource') {
      const nested = sdkFacts(scan, on, elem.field('Schema'), `${path}.`);
      validators.push(...nested.validators);
      crossField.push(...nested.crossField);
    // A map's Elem is its values' schema; a list's or set's its elements'.
    } else if (elem instanceof GoStruct) validate(elem, typeText(member) === 'schema.TypeMap' ? 'values' : 'elements');
  }
  return { validators, crossField };
}

/** The rules builder's schemas, generated from the rule formats, are rules-builder.ts's: empty here. */
const RULES_BUILDER = new Map([['ruleformats.Schemas', () => new GoMap(new Map())]]);

/** The sub-provider packages' directories. */
function subProviders(checkout: string): string[] {
  const root = join(checkout, AKAMAI_PACKAGES);
  return readdirSync(root).filter((name) => statSync(join(root, name)).isFile() === false && name !== 'registry').sort();
}

/** The SDKv2 resources (or data sources) a sub-provider registers, by Terraform type. */
function sdkTypes(pkg: GoPackage, method: 'SDKResources' | 'SDKDataSources'): Array<[string, GoStruct]> {
  const found = [...pkg.methods].find(([key]) => key.endsWith(`.${method}`));
  if (!found) return [];
  const [type] = found[0].split('.');
  const self = new GoStruct(type, new Map(), { node: found[1].node, file: found[1].file.name });
  const registered = entries(run(found[1], self, []));
  const unread = registered.filter(([, resource]) => !(resource instanceof GoStruct)).map(([name]) => name);
  if (unread.length) throw new Error(`${found[1].file.name}: ${method} registers ${unread.join(', ')} with a schema not read`);
  return registered as Array<[string, GoStruct]>;
}

/** The package holding the provider block's schemas, and the block's type in the facts. */
export const AKAMAI_PROVIDER_PACKAGE = 'pkg/akamai';
const PROVIDER_BLOCK = 'provider.akamai';

/** The SDKv2 provider block's schema: the `schema.Provider` literal of its package. */
function sdkProviderSchema(pkg: GoPackage): Value {
  for (const file of pkg.files) {
    for (const node of file.root.descendantsOfType('composite_literal')) {
      if (node!.childForFieldName('type')!.text === 'schema.Provider') return (evaluate(node!, new Scope(file)) as GoStruct).field('Schema');
    }
  }
  throw new Error(`${AKAMAI_PROVIDER_PACKAGE}: no schema.Provider literal`);
}

/**
 * The provider's attribute validators with their facts, and its cross-field validators; `custom` is the table of
 * its own validators (a test's small provider gives its own).
 */
export async function scanAkamai(
  checkout: string,
  custom: Readonly<Record<string, CustomValidator>> = AKAMAI_VALIDATORS,
): Promise<{ validators: ValidatorFact[]; crossField: CrossFieldFact[] }> {
  const external = (importPath: string, name: string): Value | undefined => {
    if (!EDGEGRID_MODULE.test(importPath)) return undefined;
    return EDGEGRID_CONSTANTS[`${importPath.replace(EDGEGRID_MODULE, '')}.${name}`]?.value;
  };
  const scan = akamaiScan(custom);
  const kept = new Set([...Object.keys(custom), 'tf.AggregateValidations']);
  const module = modulePath(checkout);
  const program = new GoProgram(new Map([[module, checkout]]), kept, undefined, external, RULES_BUILDER);
  const validators: ValidatorFact[] = [];
  const crossField: CrossFieldFact[] = [];
  const sdk = (on: string, schema: Value) => {
    const found = sdkFacts(scan, on, schema);
    validators.push(...found.validators);
    crossField.push(...found.crossField);
  };
  const framework = (type: FrameworkType) => {
    const attached = [...frameworkValidators(type.schema)];
    for (const { path, validator } of attached) {
      validators.push(...validatorFacts(scan, { on: type.on, path }, validator));
    }
    crossField.push(...crossFieldFacts(type, attached, (node) => akamaiText(node)));
  };
  for (const dir of subProviders(checkout)) {
    const pkg = (await program.load(`${module}/${AKAMAI_PACKAGES}/${dir}`))!;
    for (const [name, resource] of sdkTypes(pkg, 'SDKResources')) sdk(name, resource.field('Schema'));
    for (const [name, resource] of sdkTypes(pkg, 'SDKDataSources')) sdk(`data.${name}`, resource.field('Schema'));
    frameworkTypes(pkg, 'akamai').forEach(framework);
  }
  // The provider block: the SDKv2 provider's schema and the framework provider's (the mux serves both).
  const providerPkg = await program.load(`${module}/${AKAMAI_PROVIDER_PACKAGE}`);
  if (!providerPkg?.files.length) throw new Error(`${AKAMAI_PROVIDER_PACKAGE}: not found`);
  sdk(PROVIDER_BLOCK, sdkProviderSchema(providerPkg));
  const frameworkBlock = frameworkProvider(providerPkg, PROVIDER_BLOCK);
  if (frameworkBlock) framework(frameworkBlock);
  return { validators: validators.sort(byPlace), crossField: crossField.sort(crossFieldOrder) };
}

/** What the files say they hold. */
export const akamaiValidatorAbout = (tag: string) =>
  `The attribute validators of the Akamai provider ${tag} (${AKAMAI_PACKAGES} and the provider block in ${AKAMAI_PROVIDER_PACKAGE}, its SDKv2 and framework schemas; the rules builder's and the image policy's generated schemas aside), transcribed independently of this package's rules by a Go syntax-tree scan of the schema code: each fact names the Terraform type and path, the validator as written (shortened) and its file and line. test/validation/provider-validator-facts.test.ts compares every rule of the catalog with them.`;

export const akamaiCrossFieldAbout = (tag: string) =>
  `The cross-field validators of the Akamai provider ${tag} (${AKAMAI_PACKAGES} and the provider block in ${AKAMAI_PROVIDER_PACKAGE} at tag ${tag}; the rules builder's generated schemas in property/ruleformats and the state-upgrade schemas of earlier versions aside; the image and video policy schemas hold none): SDKv2 ConflictsWith, ExactlyOneOf, AtLeastOneOf and RequiredWith fields and framework ConfigValidators and attribute validators, transcribed independently of this package's rules by a scan of the schema code: each fact names the Terraform type, the validator as written (shortened) and its file and line, with its fields as absolute Terraform dot paths without list indexes (an SDKv2 group includes the key that declares it, as the SDK checks it). A ConflictsWith naming several fields is one atMostOne pair per field; requiredWith is 'when field is set, every one of requires must be set'. The providers' own ValidateConfig and CustomizeDiff code is not part of this scan. test/validation/provider-cross-field-facts.test.ts compares the catalog's object rules with them.`;
