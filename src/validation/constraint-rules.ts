import type { CompiledRule, Condition, ConstraintRule } from './constraint-types';
import { FORMATS } from './formats';
import { isUnresolved, Problem, show } from './problem';
import type { Subject } from './schema-rules';

interface Target {
  readonly value: unknown;
  /** `.options[0].autoscaling[0].metric` */
  readonly field: string;
}

/**
 * Layer 2: checks one block's synthesized JSON against the platform rules that apply to it. Values
 * Terraform resolves later (`${...}`) are skipped, never guessed.
 */
export function checkConstraints(subject: Subject, config: Record<string, unknown>, rules: readonly CompiledRule[]): Problem[] {
  const problems: Problem[] = [];
  for (const rule of rules) {
    // Most rules are about optional fields a given block does not set: skip those without allocating.
    if (rule.segments.length > 0 && config[rule.segments[0]] == null) continue;
    for (const target of collect(config, rule.segments)) {
      for (const [field, message] of evaluate(rule, target)) {
        problems.push({
          severity: rule.severity ?? 'error',
          rule: rule.id,
          constructPath: subject.constructPath,
          field: `${subject.address}${field}`,
          message: rule.severity === 'warning' ? `${message} (${rule.source})` : message,
        });
      }
    }
  }
  return problems;
}

/** Every value at a dot path; blocks written as one object or as a list are both followed. */
function collect(config: unknown, segments: readonly string[]): Target[] {
  let targets: Target[] = [{ value: config, field: '' }];
  for (const segment of segments) {
    const next: Target[] = [];
    for (const { value, field } of targets) {
      for (const item of items(value, field)) {
        if (!isPlainObject(item.value)) continue;
        const inner = (item.value as Record<string, unknown>)[segment];
        if (inner !== undefined && inner !== null) next.push({ value: inner, field: `${item.field}.${segment}` });
      }
    }
    targets = next;
  }
  return targets;
}

/** The objects of a block value: one object, or each element of a list (with its index). */
function items(value: unknown, field: string): Target[] {
  if (Array.isArray(value)) return value.map((v, i) => ({ value: v, field: `${field}[${i}]` }));
  return [{ value, field }];
}

function evaluate(rule: CompiledRule, target: Target): Array<[string, string]> {
  if (isObjectRule(rule)) {
    return items(target.value, target.field).flatMap((item) => {
      if (!isPlainObject(item.value)) return [];
      const message = objectProblem(rule, item.value as Record<string, unknown>);
      return message ? [[item.field, message] as [string, string]] : [];
    });
  }
  if (rule.size) {
    if (isUnresolved(target.value)) return [];
    const count = Array.isArray(target.value) ? target.value.length : isPlainObject(target.value) ? Object.keys(target.value as object).length : undefined;
    const message = count === undefined ? undefined : bounds(count, rule.size, `has ${count} entries`);
    return message ? [[target.field, message]] : [];
  }
  if (rule.keysNoneOf) {
    if (!isPlainObject(target.value)) return [];
    return Object.keys(target.value as object)
      .filter((k) => rule.keysNoneOf!.includes(k.toLowerCase()))
      .map((k) => [`${target.field}.${k}`, `key ${JSON.stringify(k)} is reserved; not allowed (any case): ${rule.keysNoneOf!.join(', ')}`] as [string, string]);
  }
  if (rule.deprecated) return [[target.field, `is deprecated: ${rule.deprecated}`]];
  // Scalar checks apply to a value, or to each element of a list of values.
  const values: Target[] = Array.isArray(target.value) ? target.value.map((v, i) => ({ value: v, field: `${target.field}[${i}]` })) : [target];
  return values.flatMap(({ value, field }) => {
    if (value === null || isUnresolved(value) || typeof value === 'object') return [];
    const message = scalarProblem(rule, value);
    return message ? [[field, message] as [string, string]] : [];
  });
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
