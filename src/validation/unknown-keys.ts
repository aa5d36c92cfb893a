import { nearest } from './nearest';
import { listOrNone } from './values';

/**
 * Keys nobody reads: a prop of an L2 construct (src/props.ts), a key of a generated struct (src/runtime/known-keys.ts)
 * or an argument of a block in the stack JSON (schema-rules.ts) that is not known is refused with one message,
 * naming the nearest known name.
 */

/**
 * How the known names are written (`readinessProbe`, `readiness_probe`): a misspelt key is compared with them in their
 * style.
 */
export type Naming = 'camelCase' | 'snake_case';

/** The first own key of `value` that is not known. */
export function unknownKey(value: object, known: ReadonlySet<string>): string | undefined {
  for (const key of Object.keys(value)) {
    if (!known.has(key)) return key;
  }
  return undefined;
}

/**
 * `is not a property of WorkloadContainer; did you mean "readinessProbe"? known: ...` (`what`: `a property of
 * WorkloadContainer`).
 */
export function unknownKeyMessage(key: string, known: Iterable<string>, what: string, naming: Naming): string {
  const names = [...known];
  const near = nearest(key, names, naming === 'camelCase' ? camelCase : snakeCase);
  return `is not ${what}; ${near ? `did you mean ${JSON.stringify(near)}? ` : ''}known: ${listOrNone(names.sort())}`;
}

function camelCase(name: string): string {
  return name.replace(/[_-]([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
