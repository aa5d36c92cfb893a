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
export function checkConstraints(subject: Subject, config: Record<string, unknown>, rules: readonly CompiledRule[]): Problem[] {
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
  for (const rule of rules) {
    // Most rules are about optional fields a given block does not set: skip those at once.
    if (rule.segments.length > 0 && (own(config, rule.segments[0]) ?? null) === null) continue;
    walk(config, config, rule, 0, path, report);
  }
  return problems;
}

type Report = (rule: CompiledRule, message: string) => void;

/** Follows the rule's dot path from `value` (blocks written as one object or as a list) and evaluates it at the end. */
function walk(value: unknown, root: Record<string, unknown>, rule: CompiledRule, depth: number, path: Array<string | number>, report: Report): void {
  if (depth === rule.segments.length) {
    evaluate(rule, value, root, path, report);
    return;
  }
  const segment = rule.segments[depth];
  const step = (item: unknown): void => {
    if (!isObject(item)) return;
    const inner = own(item, segment);
    if (inner === undefined || inner === null) return;
    path.push(segment);
    walk(inner, root, rule, depth + 1, path, report);
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
  const visit = (item: unknown): void => {
    if (kind.level === 'object' ? !isObject(item) : item === null || typeof item === 'object' || isUnresolved(item)) return;
    const message = kind.check(rule, item, root, showFor(rule));
    if (message) report(rule, message);
  };
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
