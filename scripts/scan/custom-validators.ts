import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import type { Value } from './go-eval';
import { parseGo } from './go-syntax';
import type { CustomValidator } from './validator-facts';

/**
 * The providers' own validators: what each checks, read by hand from its body at the line given (the scanner
 * reads the library validators from their arguments). scan-facts checks that each function is still declared in
 * its file around that line at the scanned tag, and stops at a validator this table does not name: reread the
 * body and update the entry.
 */

const literal = (value: Value, what: string): string => {
  if (typeof value !== 'string') throw new Error(`${what}: the argument is not a string literal`);
  return value;
};

/** regexp.QuoteMeta. */
const quoteMeta = (text: string) => text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');

/** Control Plane (internal/provider/validators). */
export const CPLN_VALIDATORS: Readonly<Record<string, CustomValidator>> = {
  'validators.NameValidator': {
    readFrom: { file: 'internal/provider/validators/name_validator.go', func: 'NameValidator.ValidateString', line: 34 },
    // `if value == "" { return }`, then the regex and `len(value) > 63`.
    facts: () => [
      { facts: { length: { max: 63 } }, note: 'len() in bytes; empty string not checked' },
      { facts: { regex: '^[a-z][-a-z0-9]([-a-z0-9])*[a-z0-9]$' }, note: 'empty string not checked' },
    ],
  },
  'validators.LinkValidator': {
    readFrom: { file: 'internal/provider/validators/link_validator.go', func: 'LinkValidator.ValidateString', line: 34 },
    facts: () => [{ facts: { regex: '(\\/org\\/[^/]+\\/.*)|(\\/\\/.+)' }, note: 'empty string not checked' }],
  },
  'validators.DescriptionValidator': {
    readFrom: { file: 'internal/provider/validators/description_validator.go', func: 'DescriptionValidator.ValidateString', line: 38 },
    // It also rejects leading or trailing whitespace, which no fact says.
    facts: () => [{ facts: { length: { max: 250 } }, note: 'len() in bytes' }],
  },
  'validators.TagValidator': {
    readFrom: { file: 'internal/provider/validators/tag_validator.go', func: 'TagValidator.ValidateMap', line: 26 },
    facts: () => [{ facts: { size: { max: 50 } } }],
  },
  'validators.NewPrefixStringValidator': {
    readFrom: { file: 'internal/provider/validators/prefix_string_validator.go', func: 'NewPrefixStringValidator', line: 31 },
    // regexp.MustCompile(fmt.Sprintf("^%s.*", regexp.QuoteMeta(prefix)))
    facts: ([prefix]) => [{ facts: { regex: `^${quoteMeta(literal(prefix, 'NewPrefixStringValidator'))}.*` } }],
  },
  // A value that must not start with a prefix or be one of a list: no fact says "not" (the catalog's rule is
  // compared by the contract cases).
  'validators.DisallowPrefixValidator': {
    readFrom: { file: 'internal/provider/validators/disallow_prefix_validator.go', func: 'DisallowPrefixValidator.ValidateString', line: 30 },
    facts: () => [],
  },
  'validators.DisallowListValidator': {
    readFrom: { file: 'internal/provider/validators/disallow_list_validator.go', func: 'DisallowListValidator.ValidateString', line: 29 },
    facts: () => [],
  },
};

/** The name a function or method declaration is listed by: `Name` or `Type.Name`. */
function declaredName(decl: Node): string | undefined {
  const name = decl.childForFieldName('name')?.text;
  if (decl.type === 'function_declaration') return name;
  if (decl.type !== 'method_declaration') return undefined;
  const receiver = decl.childForFieldName('receiver')!.namedChildren[0]!.childForFieldName('type')!.text.replace(/^\*/, '');
  return `${receiver}.${name}`;
}

/** Fails naming every table entry whose function is not declared in its file, around its line, in the checkout. */
export async function checkCustomValidators(
  checkout: string,
  table: Readonly<Record<string, CustomValidator>>,
): Promise<void> {
  const missing: string[] = [];
  for (const [name, { readFrom }] of Object.entries(table)) {
    const file = join(checkout, readFrom.file);
    const root = existsSync(file) ? await parseGo(readFileSync(file, 'utf-8'), readFrom.file) : undefined;
    const decl = root?.namedChildren.find((d) => d && declaredName(d) === readFrom.func);
    const covers = decl && decl.startPosition.row + 1 <= readFrom.line && readFrom.line <= decl.endPosition.row + 1;
    if (!covers) missing.push(`${name}: ${readFrom.func} is not declared at ${readFrom.file}:${readFrom.line}`);
  }
  if (missing.length) throw new Error(`the table of the provider's own validators (scripts/scan/custom-validators.ts) is out of date:\n${missing.join('\n')}`);
}
