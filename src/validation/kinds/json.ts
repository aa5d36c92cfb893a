import type { CheckKind } from './kind';

/** A string holding a JSON document of a type (`object`, `array`, `any`), as the provider decodes it. */
export const jsonKind: CheckKind<{
  /**
   * A string holding a JSON document of a type (`object`, `array`, `any`), with at least `minItems` items for an array.
   */
  readonly json: { readonly type: 'object' | 'array' | 'any'; readonly allowEmpty?: boolean; readonly minItems?: number };
}> = {
  key: 'json',
  level: 'value',
  check(rule, value, _root, show) {
    const { type, allowEmpty, minItems } = rule.json;
    const text = String(value);
    if (text === '' && allowEmpty) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      // The parser's message quotes the text: never for a sensitive field.
      return `${show(value)} is not ${this.describe(rule)}${rule.sensitive ? '' : ` (${(e as Error).message})`}`;
    }
    if (text.trim() === '') return `${show(value)} is not ${this.describe(rule)}`;
    // A JSON null decodes into any Go object or slice.
    if (parsed === null) return undefined;
    if (type === 'object' && (typeof parsed !== 'object' || Array.isArray(parsed))) return `${show(value)} is not ${this.describe(rule)}`;
    if (type === 'array' && !Array.isArray(parsed)) return `${show(value)} is not ${this.describe(rule)}`;
    if (minItems !== undefined && Array.isArray(parsed) && parsed.length < minItems) return `${show(value)} has ${parsed.length} items; allowed: at least ${minItems}`;
    return undefined;
  },
  describe: (rule) => {
    const { type, allowEmpty } = rule.json;
    return `${type === 'any' ? 'a JSON document' : `a JSON ${type}`}${allowEmpty ? ' (or empty)' : ''}`;
  },
  example: (rule) => {
    const { type, minItems } = rule.json;
    const valid = type === 'array' ? JSON.stringify(Array.from({ length: Math.max(minItems ?? 0, 1) }, () => ({}))) : '{"name": "x"}';
    return { invalid: type === 'array' ? '{"name": "x"}' : '{"name": ', valid };
  },
};
