import { hasJsonType } from '../values';
import type { CheckKind } from './kind';

/**
 * A string holding a JSON array of objects whose keys (matched case-insensitively, as Go decodes them)
 * are among `keys`, each of its JSON type, with the `required` keys present and string keys matching
 * their `patterns`.
 */
export const jsonItemsKind: CheckKind<{
  readonly jsonItems: {
    readonly keys: Record<string, 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array'>;
    readonly required?: string[];
    readonly patterns?: Record<string, { readonly regex: string; readonly description: string }>;
  };
}> = {
  key: 'jsonItems',
  level: 'value',
  check(rule, value, _root, show) {
    const { keys, required = [], patterns = {} } = rule.jsonItems;
    let items: unknown;
    try {
      items = JSON.parse(String(value));
    } catch (e) {
      return `${show(value)} is not a JSON array${rule.sensitive ? '' : ` (${(e as Error).message})`}`;
    }
    if (!Array.isArray(items)) return `${show(value)} is not a JSON array`;
    const names = Object.keys(keys);
    for (const [index, item] of items.entries()) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return `item ${index} is not a JSON object`;
      const present = new Map(Object.keys(item).map((k) => [k.toLowerCase(), k]));
      for (const key of Object.keys(item)) {
        const name = names.find((n) => n.toLowerCase() === key.toLowerCase());
        if (name === undefined) return `item ${index}: key ${JSON.stringify(key)} is not allowed; allowed: ${names.join(', ')}`;
        const field = (item as Record<string, unknown>)[key];
        if (!hasJsonType(field, keys[name])) return `item ${index}: ${name} is not ${keys[name] === 'integer' ? 'an integer' : `a JSON ${keys[name]}`}`;
        const pattern = patterns[name];
        if (pattern && typeof field === 'string' && !new RegExp(pattern.regex).test(field)) return `item ${index}: ${name} ${show(field)} is not valid: ${pattern.description}`;
      }
      const missing = required.filter((name) => !present.has(name.toLowerCase()));
      if (missing.length > 0) return `item ${index}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`;
    }
    return undefined;
  },
  describe: (rule) => `a JSON array of objects with ${Object.keys(rule.jsonItems.keys).join(', ')}`,
  example: () => undefined,
};

