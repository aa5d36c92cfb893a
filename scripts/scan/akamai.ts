import { readdirSync, statSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { byPlace, modulePath } from './cpln';
import { AKAMAI_VALIDATORS, EDGEGRID_CONSTANTS } from './custom-validators';
import { frameworkTypes, frameworkValidators } from './framework-schema';
import { GoMap, GoProgram, GoStruct, run, type GoPackage, type Value } from './go-eval';
import { keyedElements, lineOf } from './go-syntax';
import { validatorFacts, type ValidatorFact, type ValidatorScan } from './validator-facts';

/**
 * The Akamai provider's attribute validators (pkg/providers: the SDKv2 resources and data sources each
 * sub-provider registers, and its plugin-framework ones), read from its schema code. Writes
 * test/fixtures/akamai-validator-facts.json.
 */

export const AKAMAI_PACKAGES = 'pkg/providers';

/** The Akamai API client the provider's enums name constants of (its module path, major version aside). */
export const EDGEGRID_MODULE = /^github\.com\/akamai\/AkamaiOPEN-edgegrid-golang\/v\d+\//;

/**
 * A validator's text on one line (each line break and the indentation around it one space, none after an opening
 * parenthesis), cut at `limit` characters.
 */
export function akamaiText(node: Node, limit = 100): string {
  const text = node.text.replace(/\s*\n\s*/g, ' ');
  const cut = text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
  return cut.replace(/\( /g, '(');
}

const AKAMAI_SCAN: ValidatorScan = {
  custom: AKAMAI_VALIDATORS,
  noFacts: new RegExp([
    /^(string|int32|int64|float32|float64|bool|list|set|map|object)validator\.(ConflictsWith|ExactlyOneOf|AtLeastOneOf|AlsoRequires|IsRequired|NoneOf|NoneOfCaseInsensitive)$/.source,
    // A JSON document; one of several checks (a union no fact shape says).
    /^validation\.(StringIsJSON|Any)$/.source,
  ].join('|')),
  text: (node) => akamaiText(node),
  wrappers: /^validation\.ToDiagFunc$/,
  combined: /^tf\.AggregateValidations$/,
  lengthNote: 'len() in bytes',
};

const entries = (value: Value) => (value instanceof GoMap ? [...value.entries] : []);

/** The line of a field as written in a struct literal, or the literal's own. */
function fieldLine(struct: GoStruct, name: string): number {
  const body = struct.site.node.type === 'composite_literal' ? struct.site.node.childForFieldName('body')! : struct.site.node;
  const value = keyedElements(body).get(name);
  return lineOf(value?.parent ?? struct.site.node);
}

/** The validators of an SDKv2 schema map (`map[string]*schema.Schema`) and of the resources its Elem nests. */
export function sdkValidators(on: string, schema: Value, prefix = ''): ValidatorFact[] {
  const out: ValidatorFact[] = [];
  for (const [name, member] of entries(schema)) {
    // The image and video policies' schemas are generated (*.gen.go) from the API's: not the provider's checks.
    if (!(member instanceof GoStruct) || member.site.file.endsWith('.gen.go')) continue;
    const path = `${prefix}${name}`;
    const computedOnly = member.field('Computed') === true && member.field('Optional') !== true && member.field('Required') !== true;
    const file = `${member.site.file}:`;
    for (const [field, bound] of [['MaxItems', 'max'], ['MinItems', 'min']] as const) {
      if (member.field(field) === 1 && !computedOnly) out.push({ on, path, validator: `${field}: 1`, file: `${file}${fieldLine(member, field)}`, facts: { size: { [bound]: 1 } } });
    }
    const validate = (of: GoStruct, target?: string) => {
      for (const field of ['ValidateDiagFunc', 'ValidateFunc']) {
        const validator = of.field(field);
        if (validator !== null && !computedOnly) out.push(...validatorFacts(AKAMAI_SCAN, on, path, validator, target));
      }
    };
    validate(member);
    const elem = member.field('Elem');
    if (elem instanceof GoStruct && elem.type === 'schema.Resource') out.push(...sdkValidators(on, elem.field('Schema'), `${path}.`));
    else if (elem instanceof GoStruct) validate(elem, 'elements');
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
  const registered = run(found[1], self, []);
  return entries(registered).filter((e): e is [string, GoStruct] => e[1] instanceof GoStruct);
}

/** The provider's attribute validators with their facts. */
export async function scanAkamai(checkout: string): Promise<ValidatorFact[]> {
  const external = (importPath: string, name: string): Value | undefined => {
    if (!EDGEGRID_MODULE.test(importPath)) return undefined;
    return EDGEGRID_CONSTANTS[`${importPath.replace(EDGEGRID_MODULE, '')}.${name}`]?.value;
  };
  const program = new GoProgram(new Map([[modulePath(checkout), checkout]]), new Set([...Object.keys(AKAMAI_VALIDATORS), 'tf.AggregateValidations']), undefined, external, RULES_BUILDER);
  const validators: ValidatorFact[] = [];
  for (const dir of subProviders(checkout)) {
    const pkg = (await program.load(`${modulePath(checkout)}/${AKAMAI_PACKAGES}/${dir}`))!;
    for (const [name, resource] of sdkTypes(pkg, 'SDKResources')) validators.push(...sdkValidators(name, resource.field('Schema')));
    for (const [name, resource] of sdkTypes(pkg, 'SDKDataSources')) validators.push(...sdkValidators(`data.${name}`, resource.field('Schema')));
    for (const type of frameworkTypes(pkg, 'akamai')) {
      for (const { path, validator } of frameworkValidators(type.schema)) {
        validators.push(...validatorFacts(AKAMAI_SCAN, type.on, path, validator));
      }
    }
  }
  return validators.sort(byPlace);
}

/** What the file says it holds. */
export const akamaiValidatorAbout = (tag: string) =>
  `The attribute validators of the Akamai provider ${tag} (${AKAMAI_PACKAGES}; the rules builder's and the image policy's generated schemas aside), transcribed independently of this package's rules by a Go syntax-tree scan of the schema code: each fact names the Terraform type and path, the validator as written (shortened) and its file and line. test/validation/provider-validator-facts.test.ts compares every rule of the catalog with them.`;
