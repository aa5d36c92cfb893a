import { fieldName, Problem, Subject } from './problem';
import type { CompiledRule } from './rule-types';
import { isObject, isUnresolved, show, showSensitive } from './values';

/** How a rule's messages show values: never the value of a sensitive field. */
function showFor(rule: CompiledRule): (value: unknown) => string {
  return rule.sensitive ? showSensitive : show;
}

/**
 * Layer 2: checks one block's synthesized JSON against the constraint rules that apply to it. Each rule
 * is evaluated by its kind (`kinds/`); values Terraform resolves later are skipped, never guessed.
 * This runs for every block of every stack, so the walk builds no field name until it finds a problem:
 * the path to a value is kept as a stack of segments and turned into a field name only then. The rules
 * are arranged as a tree of their paths, so each value is entered once, and only where the block sets it.
 */
export function checkConstraints(subject: Subject, config: Record<string, unknown>, rules: TargetRules): Problem[] {
  const found: Array<{ problem: Problem; rule: CompiledRule; first: string | number | undefined }> = [];
  const path: Array<string | number> = [];
  const report = (rule: CompiledRule, what: string): void => {
    const message = rule.hint === undefined ? what : `${what}; ${rule.hint}`;
    found.push({
      problem: {
        severity: rule.severity ?? 'error',
        rule: rule.id,
        constructPath: subject.constructPath,
        field: `${subject.address}${fieldName(path)}`,
        message: rule.severity === 'warning' ? `${message} (${rule.source})` : message,
        sensitive: rule.sensitive,
      },
      rule,
      first: path[0],
    });
  };
  walk(rules.root, config, config, path, report);
  if (found.length < 2) return found.map((f) => f.problem);
  // Reported in the rules' order: the whole block's, then by the block's keys, each key's rules in catalog order.
  const keys = Object.keys(config);
  const position = (f: (typeof found)[number]) => (f.first === undefined ? -1 : keys.indexOf(f.first as string));
  return found
    .map((f, i) => ({ f, key: position(f), order: rules.order.get(f.rule)!, i }))
    .sort((a, b) => a.key - b.key || a.order - b.order || a.i - b.i)
    .map(({ f }) => f.problem);
}

/** A node of the rules' path tree: the rules whose path ends here, and the nodes of the next segments. */
interface RuleNode {
  readonly here: CompiledRule[];
  readonly next: Map<string, RuleNode>;
}

/**
 * The rules of one target, arranged for the walk: a tree of their paths, and each rule's place in the catalog's order.
 */
export interface TargetRules {
  readonly root: RuleNode;
  readonly order: ReadonlyMap<CompiledRule, number>;
}

export function arrange(rules: readonly CompiledRule[]): TargetRules {
  const root: RuleNode = { here: [], next: new Map() };
  const order = new Map<CompiledRule, number>();
  for (const rule of rules) {
    order.set(rule, order.size);
    let node = root;
    for (const segment of rule.segments) {
      let child = node.next.get(segment);
      if (child === undefined) node.next.set(segment, (child = { here: [], next: new Map() }));
      node = child;
    }
    node.here.push(rule);
  }
  return { root, order };
}

export const NO_RULES: TargetRules = arrange([]);

type Report = (rule: CompiledRule, message: string) => void;

/**
 * Evaluates the rules ending at a node on `value`, then enters the value (blocks written as one object or as a list)
 * for the next segments.
 */
function walk(
  node: RuleNode,
  value: unknown,
  root: Record<string, unknown>,
  path: Array<string | number>,
  report: Report,
): void {
  for (const rule of node.here) evaluate(rule, value, root, path, report);
  if (node.next.size === 0) return;
  if (!Array.isArray(value)) {
    enter(node, value, root, path, report);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    enter(node, value[i], root, path, report);
    path.pop();
  }
}

/**
 * Follows, in one object, each of its keys that a rule's path goes on with; a `*` segment goes on with
 * every value of a map (a map of nested objects, `hostnames.*.cert_provisioning_type`).
 */
function enter(
  node: RuleNode,
  item: unknown,
  root: Record<string, unknown>,
  path: Array<string | number>,
  report: Report,
): void {
  if (!isObject(item)) return;
  const each = node.next.get('*');
  for (const key of Object.keys(item)) {
    const inner = item[key];
    if (inner === undefined || inner === null) continue;
    for (const child of [node.next.get(key), each]) {
      if (child === undefined) continue;
      path.push(key);
      walk(child, inner, root, path, report);
      path.pop();
    }
  }
}


function evaluate(
  rule: CompiledRule,
  value: unknown,
  root: Record<string, unknown>,
  path: Array<string | number>,
  report: Report,
): void {
  const kind = rule.kind;
  if (kind.level === 'collection') {
    const message = kind.check(rule, value, root, showFor(rule));
    if (message) report(rule, message);
    return;
  }
  // Value and object kinds apply to a value, or to each element of a list (its index on the path meanwhile);
  // a value kind applies to each value of a map (its key on the path meanwhile), as the provider's
  // `mapvalidator.ValueStringsAre` does.
  if (kind.level === 'value' && isObject(value)) {
    for (const key of Object.keys(value)) {
      path.push(key);
      visit(rule, value[key], root, report);
      path.pop();
    }
    return;
  }
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
