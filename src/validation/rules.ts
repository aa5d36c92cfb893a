import type { CompiledRule } from './rule-types';
import { Problem } from './problem';
import type { Subject } from './schema-rules';
import { isObject, isUnresolved, own, show, showSensitive } from './values';

/** How a rule's messages show values: never the value of a sensitive field. */
function showFor(rule: CompiledRule): (value: unknown) => string {
  return rule.sensitive ? showSensitive : show;
}

/**
 * Layer 2: checks one block's synthesized JSON against the constraint rules that apply to it. Each rule
 * is evaluated by its kind (`kinds/`); values Terraform resolves later are skipped, never guessed.
 * This runs for every block of every stack, so the walk builds no field name until it finds a problem:
 * the path to a value is kept as a stack of segments and turned into a field name only then.
 */
export function checkConstraints(subject: Subject, config: Record<string, unknown>, rules: TargetRules): Problem[] {
  const problems: Problem[] = [];
  const path: Array<string | number> = [];
  const report = (rule: CompiledRule, message: string): void => {
    problems.push({
      severity: rule.severity ?? 'error',
      rule: rule.id,
      constructPath: subject.constructPath,
      field: `${subject.address}${fieldName(path)}`,
      message: rule.severity === 'warning' ? `${message} (${rule.source})` : message,
      sensitive: rule.sensitive,
    });
  };
  // Most rules are about optional fields a given block does not set: only the rules on the block's
  // own keys, and those on the whole block, are walked.
  for (const rule of rules.whole) walk(config, config, rule, 0, path, report);
  for (const key of Object.keys(config)) {
    const byKey = rules.byFirstSegment.get(key);
    if (byKey === undefined || config[key] === null) continue;
    for (const rule of byKey) walk(config, config, rule, 0, path, report);
  }
  return problems;
}

/** The rules of one target, arranged for the walk: those on the whole block, and the others by the first segment of their path. */
export interface TargetRules {
  readonly whole: readonly CompiledRule[];
  readonly byFirstSegment: ReadonlyMap<string, readonly CompiledRule[]>;
}

export function arrange(rules: readonly CompiledRule[]): TargetRules {
  const byFirstSegment = new Map<string, CompiledRule[]>();
  for (const rule of rules) {
    if (rule.segments.length === 0) continue;
    const list = byFirstSegment.get(rule.segments[0]);
    if (list) list.push(rule);
    else byFirstSegment.set(rule.segments[0], [rule]);
  }
  return { whole: rules.filter((r) => r.segments.length === 0), byFirstSegment };
}

export const NO_RULES: TargetRules = { whole: [], byFirstSegment: new Map() };

type Report = (rule: CompiledRule, message: string) => void;

/** Follows the rule's dot path from `value` (blocks written as one object or as a list) and evaluates it at the end. */
function walk(value: unknown, root: Record<string, unknown>, rule: CompiledRule, depth: number, path: Array<string | number>, report: Report): void {
  if (depth === rule.segments.length) {
    evaluate(rule, value, root, path, report);
    return;
  }
  if (!Array.isArray(value)) {
    step(value, root, rule, depth, path, report);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    step(value[i], root, rule, depth, path, report);
    path.pop();
  }
}

/** Enters the next segment of the rule's path in one object. */
function step(item: unknown, root: Record<string, unknown>, rule: CompiledRule, depth: number, path: Array<string | number>, report: Report): void {
  if (!isObject(item)) return;
  const segment = rule.segments[depth];
  const inner = own(item, segment);
  if (inner === undefined || inner === null) return;
  path.push(segment);
  walk(inner, root, rule, depth + 1, path, report);
  path.pop();
}

export function fieldName(path: ReadonlyArray<string | number>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
}

function evaluate(rule: CompiledRule, value: unknown, root: Record<string, unknown>, path: Array<string | number>, report: Report): void {
  const kind = rule.kind;
  if (kind.level === 'collection') {
    const message = kind.check(rule, value, root, showFor(rule));
    if (message) report(rule, message);
    return;
  }
  // Value and object kinds apply to a value, or to each element of a list (its index on the path meanwhile).
  if (!Array.isArray(value)) {
    visit(rule, value, root, report);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    visit(rule, value[i], root, report);
    path.pop();
  }
}

/** Evaluates a value or object rule on one value: objects for object kinds, resolved scalars for value kinds. */
function visit(rule: CompiledRule, item: unknown, root: Record<string, unknown>, report: Report): void {
  const kind = rule.kind;
  if (kind.level === 'object' ? !isObject(item) : item === null || typeof item === 'object' || isUnresolved(item)) return;
  const message = kind.check(rule, item, root, showFor(rule));
  if (message) report(rule, message);
}
