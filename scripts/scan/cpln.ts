import { readFileSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { CPLN_VALIDATORS } from './custom-validators';
import { GoProgram } from './go-eval';
import { frameworkTypes, frameworkValidators } from './framework-schema';
import { validatorFacts, type ValidatorFact, type ValidatorScan } from './validator-facts';

/**
 * The Control Plane provider's attribute validators (internal/provider: plugin-framework resources and data
 * sources), read from its schema code. Writes test/fixtures/cpln-validator-facts.json.
 */

export const CPLN_PACKAGE = 'internal/provider';

/** The module path a checkout's go.mod declares. */
export const modulePath = (checkout: string) => /^module\s+(\S+)/m.exec(readFileSync(join(checkout, 'go.mod'), 'utf-8'))![1];

/** A validator's text on one line (line breaks inside calls and literals closed up), cut at 90 characters. */
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

/** Every attribute validator of the provider's resources and data sources, with its facts. */
export async function scanCplnValidators(checkout: string, program = new GoProgram(new Map([[modulePath(checkout), checkout]]), new Set(Object.keys(CPLN_VALIDATORS)))): Promise<ValidatorFact[]> {
  const pkg = await program.load(`${modulePath(checkout)}/${CPLN_PACKAGE}`);
  if (!pkg) throw new Error(`${CPLN_PACKAGE}: not found`);
  const facts: ValidatorFact[] = [];
  for (const type of frameworkTypes(pkg, 'cpln')) {
    for (const { path, validator } of frameworkValidators(type.schema)) facts.push(...validatorFacts(CPLN_SCAN, type.on, path, validator));
  }
  return facts.sort(byPlace);
}

/** What the file says it holds. */
export const cplnValidatorAbout = (tag: string) =>
  `The attribute validators of the Control Plane provider ${tag} (${CPLN_PACKAGE}), transcribed independently of this package's rules by a Go syntax-tree scan of the schema code: each fact names the Terraform type and path, the validator as written (shortened) and its file and line. test/validation/provider-validator-facts.test.ts compares every rule of the catalog with them.`;
