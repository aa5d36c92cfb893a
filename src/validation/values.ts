/**
 * How Terraform reads the values of a synthesized configuration: which are expressions it resolves
 * later, and which strings it converts to numbers and booleans.
 */

/**
 * True for a value Terraform resolves later: a reference, variable or function call (`${...}`), or a
 * template directive (`%{...}`). Such values are never judged.
 */
export function isUnresolved(value: unknown): boolean {
  return typeof value === 'string' && (value.includes('${') || value.includes('%{'));
}

/** A number as Terraform parses a string: decimal digits, optional sign, fraction and exponent; nothing else. */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The number Terraform converts a JSON value to, or undefined when it cannot (`"0x10"`, `" 5"`, `true`). */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return undefined;
}

/**
 * The boolean Terraform converts a JSON value to (`true`, `"true"`, `"1"`; `false`, `"false"`, `"0"`), or undefined.
 */
export function asBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** NaN and the infinities: JSON cannot hold them (they would be written as `null`). */
export function isNonFinite(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property of a plain object: never one inherited from `Object.prototype` (`constructor`, `toString`). */
export function own<T>(object: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return object !== undefined && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** Whether a value counts as set: not null, and not an empty list. */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/** Shows a value the way it appears in the Terraform JSON, shortened. */
export function show(value: unknown): string {
  if (isNonFinite(value)) return String(value);
  const text = JSON.stringify(value);
  if (text === undefined) return 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** What a message shows instead of the value of a sensitive field. */
export function showSensitive(): string {
  return '(sensitive value)';
}

/** `a, b, c`, or `none`. */
export function listOrNone(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.join(', ');
}

/**
 * Whether a parsed JSON value is of a JSON Schema type (`integer`, `number`, `string`, `boolean`, `object`, `array`,
 * `null`).
 */
export function hasJsonType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number';
    case 'array': return Array.isArray(value);
    case 'object': return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null': return value === null;
    default: return typeof value === type;
  }
}
