import { readFileSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { crossFieldFacts, crossFieldOrder, type CrossFieldFact } from './cross-field';
import { CPLN_VALIDATORS } from './custom-validators';
import { frameworkTypes, frameworkValidators } from './framework-schema';
import { GoProgram } from './go-eval';
import { validatorFacts, type ValidatorFact, type ValidatorScan } from './validator-facts';

/**
 * The Control Plane provider's attribute validators (internal/provider: plugin-framework resources and data
 * sources) and cross-field validators, read from its schema code. Writes test/fixtures/cpln-validator-facts.json
 * and cpln-cross-field-facts.json.
 */

export const CPLN_PACKAGE = 'internal/provider';

/** The module path a checkout's go.mod declares. */
export const modulePath = (checkout: string) => /^module\s+(\S+)/m.exec(readFileSync(join(checkout, 'go.mod'), 'utf-8'))![1];

/** A validator's text on one line (line breaks inside calls and literals closed up), cut at `limit` characters. */
export function oneLine(node: Node, limit: number): string {
  const text = node.text
    .replace(/,\s*\n\s*([)}])/g, '$1')
    .replace(/([({])\s*\n\s*/g, '$1')
    .replace(/\s*\n\s*([)}])/g, '$1')
    .replace(/,\s*\n\s*/g, ', ')
    .replace(/\s*\n\s*/g, ' ');
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}

const CPLN_SCAN: ValidatorScan = {
  custom: CPLN_VALIDATORS,
  noFacts: /^(string|int32|int64|float32|float64|bool|list|set|map|object)validator\.(ConflictsWith|ExactlyOneOf|AtLeastOneOf|AlsoRequires|IsRequired|NoneOf|NoneOfCaseInsensitive)$/,
  text: (node) => oneLine(node, 90),
};

/** Sorted by type, path, then file and line. */
export function byPlace(a: ValidatorFact, b: ValidatorFact): number {
  const key = (f: ValidatorFact) => [f.on, f.path];
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
  return 0;
}

/** The provider's attribute validators with their facts, and its cross-field validators. */
export async function scanCpln(
  checkout: string,
): Promise<{ validators: ValidatorFact[]; crossField: CrossFieldFact[] }> {
  const program = new GoProgram(new Map([[modulePath(checkout), checkout]]), new Set(Object.keys(CPLN_VALIDATORS)));
  const pkg = await program.load(`${modulePath(checkout)}/${CPLN_PACKAGE}`);
  if (!pkg) throw new Error(`${CPLN_PACKAGE}: not found`);
  const validators: ValidatorFact[] = [];
  const crossField: CrossFieldFact[] = [];
  for (const type of frameworkTypes(pkg, 'cpln')) {
    const attached = [...frameworkValidators(type.schema)];
    for (const { path, validator } of attached) {
      validators.push(...validatorFacts(CPLN_SCAN, { on: type.on, path }, validator));
    }
    crossField.push(...crossFieldFacts(type, attached, (node) => oneLine(node, 100)));
  }
  return { validators: validators.sort(byPlace), crossField: crossField.sort(crossFieldOrder) };
}

/** What the file says it holds. */
export const cplnValidatorAbout = (tag: string) =>
  `The attribute validators of the Control Plane provider ${tag} (${CPLN_PACKAGE}), transcribed independently of this package's rules by a Go syntax-tree scan of the schema code: each fact names the Terraform type and path, the validator as written (shortened) and its file and line. test/validation/provider-validator-facts.test.ts compares every rule of the catalog with them.`;

export const cplnCrossFieldAbout = (tag: string) =>
  `The cross-field validators of the Control Plane provider ${tag} (${CPLN_PACKAGE} at tag ${tag}: ConfigValidators returning resourcevalidator checks, and the ExactlyOneOf, AtLeastOneOf, ConflictsWith and AlsoRequires validators of attributes and nested blocks), transcribed independently of this package's rules by a scan of the schema code: each fact names the Terraform type, the validator as written (shortened) and its file and line, with its fields as absolute Terraform dot paths without list indexes (relative paths resolved against the validator's own attribute; an attribute validator's own attribute is one of its group). A ConflictsWith naming several fields is one atMostOne pair per field; requiredWith is 'when field is set, every one of requires must be set'. The provider's own ValidateConfig code is not part of this scan. test/validation/provider-cross-field-facts.test.ts compares the catalog's object rules with them.`;
