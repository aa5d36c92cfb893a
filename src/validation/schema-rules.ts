import { EngineRule, fieldName, Problem, Severity, Subject } from './problem';
import type { Attribute, Block, BlockType, CtyType } from './schema-types';
import { unknownKeyMessage } from './unknown-keys';
import { asBool, asNumber, isNonFinite, isObject, isUnresolved, own, show, showSensitive } from './values';

/**
 * Layer 1: what Terraform itself would reject in the synthesized JSON of one block: unknown
 * arguments, missing required arguments and blocks, computed-only attributes that were set, values
 * that cannot be converted to the attribute's type (as Terraform converts them), `null` inside lists
 * and sets, numbers JSON cannot hold (NaN, infinities), and block counts outside min/max items.
 * Unresolved values (`${...}`, `%{...}`) are never judged, and sensitive values never shown.
 */
export function checkBlock(subject: Subject, config: Record<string, unknown>, block: Block): Problem[] {
  const problems: Problem[] = [];
  const path: Path = [];
  const report: Report = (rule, message, severity = 'error') =>
    problems.push({ severity, rule, constructPath: subject.constructPath, field: `${subject.address}${fieldName(path)}`, message });
  walkBlock(config, planOf(block), path, subject.meta, report);
  return problems;
}

/**
 * Where the walk is: the keys and list indexes from the top of the block, turned into a field name only for a problem.
 */
type Path = Array<string | number>;
/** Reports a problem at the walk's current path. */
type Report = (rule: EngineRule, message: string, severity?: Severity) => void;

/** A schema block prepared for the walk, once per block: what each name is, and what is required. */
interface BlockPlan {
  readonly block: Block;
  readonly entries: Map<string, Entry>;
  readonly requiredAttributes: readonly string[];
  readonly requiredBlocks: ReadonlyArray<readonly [string, number]>;
}

/** A name of a block: an attribute or a nested block type. */
interface Entry {
  /** A string attribute to set (not deprecated, not sensitive): a plain string value needs no check. */
  readonly plainString: boolean;
  readonly attribute: Attribute | undefined;
  readonly blockType: BlockType | undefined;
}

const plans = new WeakMap<Block, BlockPlan>();

function planOf(block: Block): BlockPlan {
  let plan = plans.get(block);
  if (plan === undefined) {
    const entries = new Map<string, Entry>();
    for (const [name, blockType] of Object.entries(block.block_types ?? {})) {
      entries.set(name, { plainString: false, attribute: undefined, blockType });
    }
    // Attributes last: a name that is both (no schema has one) is checked as an attribute.
    for (const [name, attribute] of Object.entries(block.attributes ?? {})) {
      const plainString = attribute.type === 'string' && !attribute.deprecated && !attribute.sensitive && (attribute.optional === true || attribute.required === true);
      entries.set(name, { plainString, attribute, blockType: undefined });
    }
    plan = {
      block,
      entries,
      requiredAttributes: Object.entries(block.attributes ?? {}).filter(([, a]) => a.required).map(([name]) => name),
      requiredBlocks: Object
        .entries(block.block_types ?? {})
        .filter(([, b]) => (b.min_items ?? 0) > 0).map(([name, b]) => [name, b.min_items!] as const),
    };
    plans.set(block, plan);
  }
  return plan;
}

/**
 * The plan of an entry's nested block: a block type's block, or a nested attribute type (a block with attributes only).
 */
function nestedPlan(entry: Entry): BlockPlan {
  return planOf(entry.blockType ? entry.blockType.block : (entry.attribute!.nested_type as Block));
}

function walkBlock(
  config: Record<string, unknown>,
  plan: BlockPlan,
  path: Path,
  meta: ReadonlySet<string>,
  report: Report,
): void {
  const { entries } = plan;
  for (const key of Object.keys(config)) {
    if (key === '//' || meta.has(key)) continue;
    const value = config[key];
    if (key === 'dynamic' && isObject(value)) {
      path.push(key);
      walkDynamic(value, plan, path, report);
      path.pop();
      continue;
    }
    const entry = entries.get(key);
    // The common case, a plain string where one belongs, costs nothing more.
    if (entry !== undefined && entry.plainString && typeof value === 'string') continue;
    path.push(key);
    if (entry === undefined) {
      const block = plan.block;
      report('schema/unknown-argument', unknownMessage(key, value, [...Object.keys(block.attributes ?? {}), ...Object.keys(block.block_types ?? {})]));
    } else if (entry.attribute !== undefined) {
      checkAttribute(value, entry, path, report);
    } else if (value !== null && !isUnresolved(value)) {
      checkBlocks(value, entry, () => key in dynamicOf(config), path, report);
    }
    path.pop();
  }
  for (const name of plan.requiredAttributes) {
    if ((config[name] ?? null) === null) {
      path.push(name);
      report('schema/missing-required', 'is required and missing');
      path.pop();
    }
  }
  for (const [name, min] of plan.requiredBlocks) {
    if ((config[name] ?? null) === null && own(dynamicOf(config), name) === undefined) {
      path.push(name);
      report('schema/missing-required', `block is required and missing (at least ${min})`);
      path.pop();
    }
  }
}

/** The `dynamic` blocks of a block, by block type (none when it has none). */
function dynamicOf(config: Record<string, unknown>): Record<string, unknown> {
  const dynamic = own(config, 'dynamic');
  return isObject(dynamic) ? dynamic : NO_DYNAMIC;
}

const NO_DYNAMIC: Record<string, unknown> = Object.freeze({});

/** `dynamic.<name>`: each names a block type, and its `content` is checked as a block of that type. */
function walkDynamic(dynamic: Record<string, unknown>, plan: BlockPlan, path: Path, report: Report): void {
  for (const [name, generator] of Object.entries(dynamic)) {
    const entry = plan.entries.get(name);
    path.push(name);
    if (entry?.blockType === undefined) {
      report('schema/unknown-argument', `${name} ${unknownKeyMessage(name, Object.keys(plan.block.block_types ?? {}), 'a block type of this block', 'snake_case')}`);
    } else if (isObject(generator) && isObject(own(generator, 'content'))) {
      path.push('content');
      walkBlock(generator.content as Record<string, unknown>, nestedPlan(entry), path, NO_META, report);
      path.pop();
    }
    path.pop();
  }
}

/** The blocks of a block type, written as one object or as a list: their count, then each block. */
function checkBlocks(value: unknown, entry: Entry, hasDynamic: () => boolean, path: Path, report: Report): void {
  const blockType = entry.blockType!;
  const list = Array.isArray(value);
  const count = list ? value.length : 1;
  if (blockType.max_items !== undefined && count > blockType.max_items) {
    report('schema/max-items', `has ${count} blocks; at most ${blockType.max_items} allowed`);
  }
  if (blockType.min_items !== undefined && count < blockType.min_items && !hasDynamic()) {
    report('schema/min-items', `has ${count} blocks; at least ${blockType.min_items} required`);
  }
  if (!list) {
    checkBlockItem(value, entry, path, report);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    checkBlockItem(value[i], entry, path, report);
    path.pop();
  }
}

function checkBlockItem(item: unknown, entry: Entry, path: Path, report: Report): void {
  if (isUnresolved(item)) return;
  if (item === null) report('schema/null-element', 'is null; a list of blocks cannot hold null (leave the block out instead)');
  else if (!isObject(item)) report('schema/type', `${show(item)} is not a block (an object of arguments)`);
  else walkBlock(item, nestedPlan(entry), path, NO_META, report);
}

const NO_META: ReadonlySet<string> = new Set();

function checkAttribute(value: unknown, entry: Entry, path: Path, report: Report): void {
  if (value === null || value === undefined) return;
  const attribute = entry.attribute!;
  const shown = attribute.sensitive ? showSensitive : show;
  if (attribute.computed && !attribute.optional && !attribute.required) {
    report('schema/computed-only', `is set by the provider and cannot be configured (got ${shown(value)})`);
    return;
  }
  if (attribute.deprecated) {
    report('schema/deprecated', 'is deprecated by the provider and will be removed; see the provider documentation for its replacement', 'warning');
  }
  if (attribute.nested_type) {
    if (isUnresolved(value)) return;
    const mode = attribute.nested_type.nesting_mode;
    if (mode === 'single') {
      if (!isObject(value)) report('schema/type', `${shown(value)} is not an object`);
      else walkBlock(value, nestedPlan(entry), path, NO_META, report);
    } else if (mode === 'map') {
      if (!isObject(value)) report('schema/type', `${shown(value)} is not a map of objects`);
      else {
        for (const [k, v] of Object.entries(value)) {
          path.push(k);
          walkNested(v, entry, shown, path, report);
          path.pop();
        }
      }
    } else if (!Array.isArray(value)) {
      report('schema/type', `${shown(value)} is not a ${mode} of objects`);
    } else {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        if (value[i] === null) report('schema/null-element', `is null; a ${mode} cannot hold null`);
        else walkNested(value[i], entry, shown, path, report);
        path.pop();
      }
    }
    return;
  }
  const problem = typeProblem(value, attribute.type!, shown);
  if (problem) report(problem.rule, problem.message);
  else if (attribute.sensitive && hasLiteral(value)) {
    report('secrets/literal-value', LITERAL_SECRET, 'warning');
  }
}

const LITERAL_SECRET = 'is sensitive, and this literal value is written in plain text into cdk.tf.json (and into the plan and the state); ' +
  'pass it from a TerraformVariable with sensitive: true (set TF_VAR_<name> in CI), or, for a provider credential, leave it out and set the environment variable the provider reads';

/**
 * Whether a value of a sensitive attribute holds a written-out secret: a non-empty string or a number that is not an
 * expression.
 */
function hasLiteral(value: unknown): boolean {
  if (typeof value === 'string') return value !== '' && !isUnresolved(value);
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(hasLiteral);
  if (isObject(value)) return Object.values(value).some(hasLiteral);
  return false;
}

function walkNested(item: unknown, entry: Entry, shown: (value: unknown) => string, path: Path, report: Report): void {
  if (isUnresolved(item) || item === null) return;
  if (!isObject(item)) report('schema/type', `${shown(item)} is not an object`);
  else walkBlock(item, nestedPlan(entry), path, NO_META, report);
}

/**
 * Whether Terraform can convert a JSON value to a cty type, the way Terraform converts: numbers and
 * booleans to strings; decimal strings to numbers; `"true"`, `"false"`, `"1"`, `"0"` to booleans.
 * Returns the rule broken and what is wrong, if anything.
 */
export function typeProblem(
  value: unknown,
  type: CtyType,
  shown: (value: unknown) => string = show,
): { rule: EngineRule; message: string } | undefined {
  if (value === null || isUnresolved(value)) return undefined;
  if (isNonFinite(value)) return { rule: 'schema/not-finite', message: `${String(value)} cannot be written to Terraform JSON (it would become null); allowed: a finite number` };
  const wrong = (message: string) => ({ rule: 'schema/type' as const, message });
  if (typeof type === 'string') {
    switch (type) {
      case 'string':
        return ['string', 'number', 'boolean'].includes(typeof value) ? undefined : wrong(`${shown(value)} is not a string`);
      case 'number':
        return asNumber(value) !== undefined ? undefined : wrong(`${shown(value)} is not a number (Terraform converts only decimal numbers such as 30 or "30")`);
      case 'bool':
        return asBool(value) !== undefined ? undefined : wrong(`${shown(value)} is not a boolean (true, false, or "true", "false", "1", "0")`);
      default:
        return undefined;
    }
  }
  const [kind, element] = type;
  if (kind === 'list' || kind === 'set') {
    if (!Array.isArray(value)) return wrong(`${shown(value)} is not a ${kind}`);
    for (let i = 0; i < value.length; i++) {
      if (value[i] === null) return { rule: 'schema/null-element', message: `element ${i} is null; a ${kind} cannot hold null` };
      const inner = typeProblem(value[i], element as CtyType, shown);
      if (inner) return { rule: inner.rule, message: `element ${i}: ${inner.message}` };
    }
    return undefined;
  }
  if (kind === 'map') {
    if (!isObject(value)) return wrong(`${shown(value)} is not a map`);
    for (const [k, v] of Object.entries(value)) {
      const inner = typeProblem(v, element as CtyType, shown);
      if (inner) return { rule: inner.rule, message: `key ${JSON.stringify(k)}: ${inner.message}` };
    }
    return undefined;
  }
  if (kind === 'object') {
    if (!isObject(value)) return wrong(`${shown(value)} is not an object`);
    const fields = element as Record<string, CtyType>;
    for (const [k, v] of Object.entries(value)) {
      const fieldType = own(fields, k);
      if (fieldType === undefined) return { rule: 'schema/unknown-argument', message: `${JSON.stringify(k)} ${unknownKeyMessage(k, Object.keys(fields), 'an attribute of this object', 'snake_case')}` };
      const inner = typeProblem(v, fieldType, shown);
      if (inner) return { rule: inner.rule, message: `${k}: ${inner.message}` };
    }
    return undefined;
  }
  return undefined;
}

function unknownMessage(key: string, value: unknown, known: string[]): string {
  if (/^\d+$/.test(key)) {
    return `an override wrote index "${key}" into a block that is synthesized as one object; drop the index from the override path (got ${show(value)})`;
  }
  return unknownKeyMessage(key, known, 'an argument of this block', 'snake_case');
}
