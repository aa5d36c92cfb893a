import { readdirSync, statSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { byPlace, modulePath } from './cpln';
import { AKAMAI_VALIDATORS, EDGEGRID_CONSTANTS } from './custom-validators';
import { frameworkTypes, frameworkValidators } from './framework-schema';
import { GoExpr, GoMap, GoProgram, GoStruct, run, type GoPackage, type Value } from './go-eval';
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
export function akamaiText(node: Node, limit = 100): string {
  const text = node.text.replace(/\s*\n\s*/g, ' ');
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

/** The line of a field as written in a struct literal, or the literal's own. */
function fieldLine(struct: GoStruct, name: string): number {
  const body = struct.site.node.type === 'composite_literal' ? struct.site.node.childForFieldName('body')! : struct.site.node;
  const value = keyedElements(body).get(name);
  return lineOf(value?.parent ?? struct.site.node);
}

/** The validators of an SDKv2 schema map (`map[string]*schema.Schema`) and of the resources its Elem nests. */
export function sdkValidators(scan: ValidatorScan, on: string, schema: Value, prefix = ''): ValidatorFact[] {
  const out: ValidatorFact[] = [];
  for (const [name, member] of entries(schema)) {
    // The image and video policies' schemas are generated (*.gen.go) from the API's: not the provider's checks.
    if (!(member instanceof GoStruct) || member.site.file.endsWith('.gen.go')) continue;
    const path = `${prefix}${name}`;
    const computedOnly = member.field('Computed') === true && member.field('Optional') !== true && member.field('Required') !== true;
    const file = `${member.site.file}:`;
    // MaxItems and MinItems (a block's or a collection's size; 0 is no limit), in the order written.
    const sizes = ([['MaxItems', 'max'], ['MinItems', 'min']] as const)
      .map(([field, bound]) => ({ field, bound, count: member.field(field), line: fieldLine(member, field) }))
      .filter(({ count }) => typeof count === 'number' && count > 0 && !computedOnly)
      .sort((a, b) => a.line - b.line);
    for (const { field, bound, count, line } of sizes) {
      out.push({ on, path, validator: `${field}: ${count}`, file: `${file}${line}`, facts: { size: { [bound]: count as number } } });
    }
    const validate = (of: GoStruct, target?: string) => {
      for (const field of ['ValidateDiagFunc', 'ValidateFunc']) {
        const validator = of.field(field);
        if (validator === null || computedOnly) continue;
        out.push(...validatorFacts(scan, { on, path, target, attribute: of }, validator));
      }
    };
    validate(member);
    const elem = member.field('Elem');
    if (elem instanceof GoStruct && elem.type === 'schema.Resource') out.push(...sdkValidators(scan, on, elem.field('Schema'), `${path}.`));
    // A map's Elem is its values' schema; a list's or set's its elements'.
    else if (elem instanceof GoStruct) validate(elem, typeText(member) === 'schema.TypeMap' ? 'values' : 'elements');
  }
  return out;
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

/**
 * The provider's attribute validators with their facts; `custom` is the table of its own validators (a test's
 * small provider gives its own).
 */
export async function scanAkamai(
  checkout: string,
  custom: Readonly<Record<string, CustomValidator>> = AKAMAI_VALIDATORS,
): Promise<ValidatorFact[]> {
  const external = (importPath: string, name: string): Value | undefined => {
    if (!EDGEGRID_MODULE.test(importPath)) return undefined;
    return EDGEGRID_CONSTANTS[`${importPath.replace(EDGEGRID_MODULE, '')}.${name}`]?.value;
  };
  const scan = akamaiScan(custom);
  const kept = new Set([...Object.keys(custom), 'tf.AggregateValidations']);
  const program = new GoProgram(new Map([[modulePath(checkout), checkout]]), kept, undefined, external, RULES_BUILDER);
  const validators: ValidatorFact[] = [];
  for (const dir of subProviders(checkout)) {
    const pkg = (await program.load(`${modulePath(checkout)}/${AKAMAI_PACKAGES}/${dir}`))!;
    for (const [name, resource] of sdkTypes(pkg, 'SDKResources')) validators.push(...sdkValidators(scan, name, resource.field('Schema')));
    for (const [name, resource] of sdkTypes(pkg, 'SDKDataSources')) validators.push(...sdkValidators(scan, `data.${name}`, resource.field('Schema')));
    for (const type of frameworkTypes(pkg, 'akamai')) {
      for (const { path, validator } of frameworkValidators(type.schema)) {
        validators.push(...validatorFacts(scan, { on: type.on, path }, validator));
      }
    }
  }
  return validators.sort(byPlace);
}

/** What the file says it holds. */
export const akamaiValidatorAbout = (tag: string) =>
  `The attribute validators of the Akamai provider ${tag} (${AKAMAI_PACKAGES}; the rules builder's and the image policy's generated schemas aside), transcribed independently of this package's rules by a Go syntax-tree scan of the schema code: each fact names the Terraform type and path, the validator as written (shortened) and its file and line. test/validation/provider-validator-facts.test.ts compares every rule of the catalog with them.`;
