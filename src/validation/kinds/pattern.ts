import type { CheckKind } from './kind';

/** Each rule's regular expression, compiled once (keyed by the rule's `pattern` object, which compiled rules share). */
const compiled = new WeakMap<object, RegExp>();
function regexOf(pattern: { readonly regex: string }): RegExp {
  let regex = compiled.get(pattern);
  if (regex === undefined) compiled.set(pattern, (regex = new RegExp(pattern.regex)));
  return regex;
}

/** A string matching a regular expression; the rule says in words what it must be. Examples come from the rule. */
export const patternKind: CheckKind<{ readonly pattern: { readonly regex: string; readonly description: string } }> = {
  key: 'pattern',
  level: 'value',
  check(rule, value, _root, show) {
    return regexOf(rule.pattern).test(String(value)) ? undefined : `${show(value)} is not valid: ${this.describe(rule)}`;
  },
  describe: (rule) => rule.pattern.description,
  example: () => undefined,
  problem(rule) {
    try {
      new RegExp(rule.pattern.regex);
      return undefined;
    } catch (e) {
      return { at: 'pattern.regex', message: (e as Error).message };
    }
  },
};
