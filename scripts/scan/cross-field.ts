import type { Node } from 'web-tree-sitter';
import type { Attached, FrameworkType } from './framework-schema';
import { callArguments, failAt, GoExpr, type Value } from './go-eval';
import { lineOf } from './go-syntax';

/**
 * The cross-field validators of plugin-framework schemas: a resource's or data source's ConfigValidators
 * (resourcevalidator's or datasourcevalidator's ExactlyOneOf, AtLeastOneOf, Conflicting over root paths) and the
 * ExactlyOneOf, AtLeastOneOf, ConflictsWith and AlsoRequires validators of attributes and nested objects (paths
 * relative to their own), as groups of absolute Terraform dot paths without list indexes.
 */

export interface CrossFieldFacts {
  exactlyOne?: string[];
  atLeastOne?: string[];
  atMostOne?: string[];
  /** When `field` is set, every one of `requires` must be set. */
  requiredWith?: { field: string; requires: string[] };
}

export interface CrossFieldFact {
  readonly on: string;
  readonly validator: string;
  readonly file: string;
  readonly facts: CrossFieldFacts;
  readonly note?: string;
}

/**
 * A path expression's steps: path.MatchRoot(name) or path.MatchRelative() (from `own`), then AtParent, AtName,
 * At*ListIndex.
 */
function steps(value: Value, own: readonly string[], at: { node: Node; file: string }): string[] {
  if (!(value instanceof GoExpr) || value.node.type !== 'call_expression') return failAt(at.node, at.file, `not a path expression: ${String(value)}`);
  const fn = value.node.childForFieldName('function')!;
  const args = () => callArguments(value.node, value.scope);
  if (fn.text === 'path.MatchRelative') return [...own];
  if (fn.text === 'path.MatchRoot') return [String(args()[0])];
  if (fn.type !== 'selector_expression') return failAt(value.node, value.scope.file.name, `not a path expression: ${value.node.text}`);
  const before = steps(new GoExpr(fn.childForFieldName('operand')!, value.scope), own, at);
  switch (fn.childForFieldName('field')!.text) {
    case 'AtParent':
      return before.slice(0, -1);
    case 'AtName':
      return [...before, String(args()[0])];
    case 'AtAnyListIndex':
    case 'AtAnySetValue':
    case 'AtAnyMapKey':
      return [...before, '[]'];
    default:
      return failAt(value.node, value.scope.file.name, `a path step not read: ${fn.text}`);
  }
}

const dotted = (path: readonly string[]) => path.filter((s) => s !== '[]').join('.');
const ATTRIBUTE_KINDS: Record<string, keyof CrossFieldFacts> = {
  ExactlyOneOf: 'exactlyOne',
  AtLeastOneOf: 'atLeastOne',
  ConflictsWith: 'atMostOne',
  AlsoRequires: 'requiredWith',
};
const CONFIG_PACKAGES = new Set(['resourcevalidator', 'datasourcevalidator']);
const RESOURCE_KINDS: Record<string, keyof CrossFieldFacts> = { ExactlyOneOf: 'exactlyOne', AtLeastOneOf: 'atLeastOne', Conflicting: 'atMostOne' };

/** A call's function and arguments, when the value is a call of a `<kind>validator` package. */
function validatorCall(value: Value): { pkg: string; name: string; node: Node; args: Value[] } | undefined {
  if (!(value instanceof GoExpr) || value.node.type !== 'call_expression') return undefined;
  const match = /^(\w+validator)\.(\w+)$/.exec(value.node.childForFieldName('function')!.text);
  return match
    ? { pkg: match[1], name: match[2], node: value.node, args: callArguments(value.node, value.scope) }
    : undefined;
}

/** The cross-field facts of one framework type; `text` gives a validator's text as the fact file has it. */
export function crossFieldFacts(
  type: FrameworkType,
  attached: Iterable<Attached>,
  text: (node: Node) => string,
): CrossFieldFact[] {
  const out: CrossFieldFact[] = [];
  const fact = (node: Node, file: string, facts: CrossFieldFacts, note?: string) => out.push({ on: type.on, validator: text(node), file: `${file}:${lineOf(node)}`, facts, ...(note ? { note } : {}) });
  for (const value of type.configValidators) {
    const call = validatorCall(value);
    const file = (value as GoExpr).scope?.file.name;
    if (!call || !CONFIG_PACKAGES.has(call.pkg) || !RESOURCE_KINDS[call.name]) {
      throw new Error(`${type.on}: a config validator not read${value instanceof GoExpr ? ` at ${file}:${lineOf(value.node)}: ${value.node.text}` : ''}`);
    }
    const at = { node: call.node, file };
    fact(call.node, file, { [RESOURCE_KINDS[call.name]]: call.args.map((arg) => dotted(steps(arg, [], at))) });
  }
  for (const { steps: own, validator } of attached) {
    const call = validatorCall(validator);
    const kind = call && ATTRIBUTE_KINDS[call.name];
    if (!call || !kind) continue;
    const file = (validator as GoExpr).scope.file.name;
    const self = dotted(own);
    const others = call.args.map((arg) => dotted(steps(arg, own, { node: call.node, file }))).filter((p) => p !== self);
    if (kind === 'requiredWith') fact(call.node, file, { requiredWith: { field: self, requires: [...new Set(others)] } });
    else if (kind !== 'atMostOne') fact(call.node, file, { [kind]: [self, ...new Set(others)] });
    // A ConflictsWith is a pair for each field it names.
    else for (const other of others) fact(call.node, file, { atMostOne: [self, other] }, others.length > 1 ? `ConflictsWith on ${self}: one of its ${others.length} fields` : undefined);
  }
  return out;
}

/** Sorted by type, file, line, then facts. */
export function crossFieldOrder(a: CrossFieldFact, b: CrossFieldFact): number {
  const key = (f: CrossFieldFact) => {
    const [file, line] = f.file.split(':');
    return [f.on, file, line.padStart(8, '0'), JSON.stringify(f.facts)];
  };
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
  return 0;
}
