import { isSet, isUnresolved } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/** The fields of a group that are set, or undefined when one of them is a Terraform expression. */
function setFields(
  group: readonly string[],
  object: Record<string, unknown>,
  root: Record<string, unknown>,
): string[] | undefined {
  const set: string[] = [];
  for (const field of group) {
    const value = read(object, root, field);
    if (isUnresolved(value)) return undefined;
    if (isSet(value)) set.push(field);
  }
  return set;
}

/** A group of fields, relative to the rule's path (from the top with a leading `/`). */
type Group<K extends string> = { readonly [key in K]: string[] };

function groupKind<K extends 'exactlyOne' | 'atMostOne' | 'atLeastOne'>(key: K, words: (fields: string) => string, ok: (count: number) => boolean): CheckKind<Group<K>> {
  const group = (rule: Group<K>): string[] => rule[key];
  return {
    key,
    level: 'object',
    fields: group,
    check(rule, object, root) {
      const found = setFields(group(rule), object as Record<string, unknown>, root);
      if (found === undefined || ok(found.length)) return undefined;
      return `${this.describe(rule)}; found: ${found.length === 0 ? 'none' : found.join(', ')}`;
    },
    describe: (rule) => words(group(rule).join(', ')),
    example: () => undefined,
  };
}

/** Exactly one field of a group is set. */
export const exactlyOneKind = groupKind('exactlyOne', (fields) => `exactly one of ${fields} must be set`, (n) => n === 1);
/** At most one field of a group is set. */
export const atMostOneKind = groupKind('atMostOne', (fields) => `only one of ${fields} may be set`, (n) => n <= 1);
/** At least one field of a group is set. */
export const atLeastOneKind = groupKind('atLeastOne', (fields) => (fields.includes(',') ? `at least one of ${fields} must be set` : `${fields} must be set`), (n) => n >= 1);
