import type { CompiledRule, Condition, ConstraintRule } from './constraint-types';
import { FORMATS } from './formats';
import { isUnresolved, Problem, show } from './problem';
import type { Subject } from './schema-rules';

/**
 * Layer 2: checks one block's synthesized JSON against the platform rules that apply to it. Values
 * Terraform resolves later (`${...}`) are skipped, never guessed. This runs for every block of every
 * stack, so the walk builds no field name until it finds a problem: the path to a value is kept as a
 * stack of segments and turned into a field name (`.options[0].autoscaling[0].metric`) only then.
 */
export function checkConstraints(subject: Subject, config: Record<string, unknown>, rules: readonly CompiledRule[]): Problem[] {
  const problems: Problem[] = [];
  const path: Array<string | number> = [];
  const report = (rule: CompiledRule, message: string, ...extra: Array<string | number>): void => {
    problems.push({
      severity: rule.severity ?? 'error',
      rule: rule.id,
      constructPath: subject.constructPath,
      field: `${subject.address}${fieldName([...path, ...extra])}`,
      message: rule.severity === 'warning' ? `${message} (${rule.source})` : message,
    });
  };
  for (const rule of rules) {
    // Most rules are about optional fields a given block does not set: skip those at once.
    if (rule.segments.length > 0 && config[rule.segments[0]] == null) continue;
    walk(config, rule, 0, path, report);
  }
  return problems;
}

type Report = (rule: CompiledRule, message: string, ...extra: Array<string | number>) => void;

/** Follows the rule's dot path from `value` (blocks written as one object or as a list) and evaluates it at the end. */
function walk(value: unknown, rule: CompiledRule, depth: number, path: Array<string | number>, report: Report): void {
  if (depth === rule.segments.length) {
    evaluate(rule, value, path, report);
    return;
  }
  const segment = rule.segments[depth];
  const step = (item: unknown): void => {
    if (!isPlainObject(item)) return;
    const inner = (item as Record<string, unknown>)[segment];
    if (inner === undefined || inner === null) return;
    path.push(segment);
    walk(inner, rule, depth + 1, path, report);
    path.pop();
  };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      step(value[i]);
      path.pop();
    }
  } else {
    step(value);
  }
}

function fieldName(path: ReadonlyArray<string | number>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
}

function evaluate(rule: CompiledRule, value: unknown, path: Array<string | number>, report: Report): void {
  if (isObjectRule(rule)) {
    forEachItem(value, path, (item) => {
      if (!isPlainObject(item)) return;
      const message = objectProblem(rule, item as Record<string, unknown>);
      if (message) report(rule, message);
    });
    return;
  }
  if (rule.size) {
    if (isUnresolved(value)) return;
    const count = Array.isArray(value) ? value.length : isPlainObject(value) ? Object.keys(value as object).length : undefined;
    const message = count === undefined ? undefined : bounds(count, rule.size, `has ${count} entries`);
    if (message) report(rule, message);
    return;
  }
  if (rule.keysNoneOf) {
    if (!isPlainObject(value)) return;
    for (const key of Object.keys(value as object)) {
      if (rule.keysNoneOf.includes(key.toLowerCase())) {
        report(rule, `key ${JSON.stringify(key)} is reserved; not allowed (any case): ${rule.keysNoneOf.join(', ')}`, key);
      }
    }
    return;
  }
  if (rule.deprecated) {
    report(rule, `is deprecated: ${rule.deprecated}`);
    return;
  }
  // Scalar checks apply to a value, or to each element of a list of values.
  forEachItem(value, path, (item) => {
    if (item === null || isUnresolved(item) || typeof item === 'object') return;
    const message = scalarProblem(rule, item);
    if (message) report(rule, message);
  });
}

/** Calls `visit` with a value, or with each element of a list (its index on the path meanwhile). */
function forEachItem(value: unknown, path: Array<string | number>, visit: (item: unknown) => void): void {
  if (!Array.isArray(value)) {
    visit(value);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    visit(value[i]);
    path.pop();
  }
}

function scalarProblem(rule: CompiledRule, value: unknown): string | undefined {
  if (rule.enum) {
    const matches = rule.enum.some((allowed) =>
      rule.ignoreCase ? String(allowed).toLowerCase() === String(value).toLowerCase() : String(allowed) === String(value));
    return matches ? undefined : `${show(value)} is not allowed; allowed: ${rule.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (rule.noneOf) {
    return rule.noneOf.some((v) => String(v) === String(value)) ? `${show(value)} is reserved; not allowed: ${rule.noneOf.join(', ')}` : undefined;
  }
  if (rule.range) {
    const n = Number(value);
    if (Number.isNaN(n)) return undefined; // a type problem, reported by the schema check
    if (rule.range.minExclusive && rule.range.min !== undefined && n <= rule.range.min) return `${n} is out of range; allowed: greater than ${rule.range.min}`;
    return bounds(n, rule.range, `${n} is out of range`);
  }
  if (rule.length) return bounds(String(value).length, rule.length, `${show(value)} has ${String(value).length} characters`, 'characters');
  if (rule.pattern) {
    return rule.regex!.test(String(value)) ? undefined : `${show(value)} is not valid: ${rule.pattern.description}`;
  }
  if (rule.format) {
    const format = FORMATS[rule.format];
    if (!format) throw new Error(`constraint ${rule.id} names an unknown format ${rule.format}`);
    return format.test(String(value)) ? undefined : `${show(value)} is not ${format.description}`;
  }
  throw new Error(`constraint ${rule.id} has no check`);
}

function bounds(n: number, limits: { min?: number; max?: number }, what: string, unit = ''): string | undefined {
  const suffix = unit ? ` ${unit}` : '';
  if ((limits.min !== undefined && n < limits.min) || (limits.max !== undefined && n > limits.max)) {
    if (limits.min !== undefined && limits.max !== undefined) return `${what}; allowed: ${limits.min} to ${limits.max}${suffix}`;
    if (limits.min !== undefined) return `${what}; allowed: at least ${limits.min}${suffix}`;
    return `${what}; allowed: at most ${limits.max}${suffix}`;
  }
  return undefined;
}

function isObjectRule(rule: ConstraintRule): boolean {
  return !!(rule.exactlyOne || rule.atMostOne || rule.atLeastOne || rule.when || rule.lte || rule.sumOf || rule.contains || rule.atMostOneItemWith);
}

/** Reads a field of an object; dots reach into nested blocks (first item of a list block). */
function read(object: Record<string, unknown>, field: string): unknown {
  let value: unknown = object;
  for (const segment of field.split('.')) {
    if (Array.isArray(value)) value = value[0];
    if (!isPlainObject(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

function objectProblem(rule: ConstraintRule, object: Record<string, unknown>): string | undefined {
  const group = rule.exactlyOne ?? rule.atMostOne ?? rule.atLeastOne;
  if (group) {
    if (group.some((f) => isUnresolved(read(object, f)))) return undefined;
    const found = group.filter((f) => isSet(read(object, f)));
    const shown = found.length === 0 ? 'none' : found.join(', ');
    if (rule.exactlyOne && found.length !== 1) return `exactly one of ${group.join(', ')} must be set; found: ${shown}`;
    if (rule.atMostOne && found.length > 1) return `only one of ${group.join(', ')} may be set; found: ${shown}`;
    if (rule.atLeastOne && found.length === 0) return `at least one of ${group.join(', ')} must be set`;
    return undefined;
  }
  if (rule.when && rule.require) {
    const holds = (c: Condition) => {
      const raw = read(object, c.field);
      const value = raw === undefined || raw === null ? c.default : raw;
      if (isUnresolved(value)) return undefined;
      if (c.present !== undefined) return isSet(value) === c.present;
      if (c.equals !== undefined) return value === c.equals;
      if (c.in) return c.in.includes(value);
      return isSet(value);
    };
    const when = holds(rule.when);
    if (when !== true) return undefined;
    const ok = holds(rule.require);
    if (ok !== false) return undefined;
    return `${requirement(rule.require)} when ${describe(rule.when)} (${rule.require.field} is ${show(read(object, rule.require.field) ?? rule.require.default)})`;
  }
  if (rule.lte) {
    const [a, b] = rule.lte.map((f) => read(object, f));
    if (a === undefined || b === undefined || isUnresolved(a) || isUnresolved(b)) return undefined;
    return Number(a) <= Number(b) ? undefined : `${rule.lte[0]} (${show(a)}) must not exceed ${rule.lte[1]} (${show(b)})`;
  }
  if (rule.sumOf) {
    const list = read(object, rule.sumOf.list);
    if (!Array.isArray(list) || list.length === 0) return undefined;
    const parts = list.map((item) => (isPlainObject(item) ? (item as Record<string, unknown>)[rule.sumOf!.field] : undefined));
    if (parts.some((p) => p === undefined || isUnresolved(p))) return undefined;
    const sum = parts.reduce((total: number, p) => total + Number(p), 0);
    return Math.abs(sum - rule.sumOf.equals) < 1e-9 ? undefined : `${rule.sumOf.field} of ${rule.sumOf.list} sums to ${sum}; must be ${rule.sumOf.equals}`;
  }
  if (rule.contains) {
    const list = read(object, rule.contains.list);
    const value = read(object, rule.contains.value);
    if (!Array.isArray(list) || value === undefined || isUnresolved(value) || list.some(isUnresolved)) return undefined;
    return list.includes(value) ? undefined : `${rule.contains.value} ${show(value)} must also be in ${rule.contains.list} (${list.map((v) => show(v)).join(', ')})`;
  }
  if (rule.atMostOneItemWith) {
    const list = read(object, rule.atMostOneItemWith.list);
    if (!Array.isArray(list)) return undefined;
    const holders = list.filter((item) => isPlainObject(item) && isSet((item as Record<string, unknown>)[rule.atMostOneItemWith!.field]));
    if (holders.length <= 1) return undefined;
    const names = holders.map((h) => show((h as Record<string, unknown>).name ?? '?')).join(', ');
    return `${holders.length} items of ${rule.atMostOneItemWith.list} set ${rule.atMostOneItemWith.field} (${names}); at most one may`;
  }
  return undefined;
}

function describe(c: Condition): string {
  if (c.present === false) return `${c.field} is not set`;
  if (c.equals !== undefined) return `${c.field} is ${JSON.stringify(c.equals)}`;
  if (c.in) return `${c.field} is one of ${c.in.map((v) => JSON.stringify(v)).join(', ')}`;
  return `${c.field} is set`;
}

function requirement(c: Condition): string {
  if (c.present === false) return `${c.field} must not be set`;
  if (c.equals !== undefined) return `${c.field} must be ${JSON.stringify(c.equals)}`;
  if (c.in) return `${c.field} must be one of ${c.in.map((v) => JSON.stringify(v)).join(', ')}`;
  return `${c.field} must be set`;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
