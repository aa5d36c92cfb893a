import { bounds, CheckKind, describeBounds } from './kind';

/** A string's length in characters within bounds. */
export const lengthKind: CheckKind<{ readonly length: { readonly min?: number; readonly max?: number } }> = {
  key: 'length',
  level: 'value',
  check(rule, value, _root, show) {
    const length = codePoints(String(value));
    return bounds(length, rule.length, () => `${show(value)} has ${length} characters`, 'characters');
  },
  describe: (rule) => `${describeBounds(rule.length)} characters`,
  example(rule) {
    const { min, max } = rule.length;
    return { invalid: max !== undefined ? 'x'.repeat(max + 1) : 'x'.repeat(min! - 1), valid: 'x'.repeat(Math.max(min ?? 1, 1)) };
  },
};

/** A string's length in characters (code points, as Go counts runes), without splitting it. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
