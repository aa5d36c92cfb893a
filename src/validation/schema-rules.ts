import type { EngineRule, Problem, Severity } from './problem';
import { nearest } from './nearest';
import type { Attribute, Block, CtyType } from './schema-types';
import { asBool, asNumber, isNonFinite, isObject, isUnresolved, listOrNone, own, show, showSensitive } from './values';

/** Keys Terraform accepts on every resource or data source besides its schema. */
const META_ARGUMENTS = new Set(['count', 'for_each', 'depends_on', 'provider', 'lifecycle', 'provisioner', 'connection', 'import', 'moved']);

/** Where a block's problems are reported. */
export interface Subject {
  readonly constructPath: string;
  /** `cpln_workload.api`, `data.cpln_gvc.gvc` or `provider.cpln`. */
  readonly address: string;
  /** Meta-arguments allowed at the top of this block (`alias` for providers). */
  readonly meta: ReadonlySet<string>;
}

export const RESOURCE_META = META_ARGUMENTS;
export const PROVIDER_META: ReadonlySet<string> = new Set(['alias', 'version']);

/**
 * Layer 1: what Terraform itself would reject in the synthesized JSON of one block: unknown
 * arguments, missing required arguments and blocks, computed-only attributes that were set, values
 * that cannot be converted to the attribute's type (as Terraform converts them), `null` inside lists
 * and sets, numbers JSON cannot hold (NaN, infinities), and block counts outside min/max items.
 * Unresolved values (`${...}`, `%{...}`) are never judged, and sensitive values never shown.
 */
export function checkBlock(subject: Subject, config: Record<string, unknown>, block: Block): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (rule, field, message, severity = 'error') =>
    problems.push({ severity, rule, constructPath: subject.constructPath, field: `${subject.address}${field}`, message });
  walkBlock(config, block, '', subject.meta, report);
  return problems;
}

type Report = (rule: EngineRule, field: string, message: string, severity?: Severity) => void;

function walkBlock(config: Record<string, unknown>, block: Block, path: string, meta: ReadonlySet<string>, report: Report): void {
  const attributes = block.attributes;
  const blockTypes = block.block_types;
  const dynamicValue = own(config, 'dynamic');
  const dynamic = isObject(dynamicValue) ? dynamicValue : {};
  for (const key of Object.keys(config)) {
    if (key === '//' || meta.has(key)) continue;
    const value = config[key];
    if (key === 'dynamic' && isObject(value)) {
      for (const [name, generator] of Object.entries(dynamic)) {
        const blockType = own(blockTypes, name);
        if (!blockType) {
          report('schema/unknown-argument', `${path}.dynamic.${name}`, `${name} is not a block here; blocks: ${listOrNone(Object.keys(blockTypes ?? {}))}`);
        } else if (isObject(generator) && isObject(own(generator, 'content'))) {
          walkBlock(generator.content as Record<string, unknown>, blockType.block, `${path}.dynamic.${name}.content`, NO_META, report);
        }
      }
      continue;
    }
    const attribute = own(attributes, key);
    if (attribute) {
      // The common case, a plain string or number where one belongs, costs no allocation.
      if (typeof value === 'string' && attribute.type === 'string' && !attribute.deprecated && !attribute.sensitive && (attribute.optional || attribute.required)) continue;
      checkAttribute(value, attribute, `${path}.${key}`, report);
      continue;
    }
    const field = `${path}.${key}`;
    const blockType = own(blockTypes, key);
    if (blockType) {
      if (value === null || isUnresolved(value)) continue;
      const items = Array.isArray(value) ? value : [value];
      if (blockType.max_items !== undefined && items.length > blockType.max_items) {
        report('schema/max-items', field, `has ${items.length} blocks; at most ${blockType.max_items} allowed`);
      }
      if (blockType.min_items !== undefined && items.length < blockType.min_items && !(key in dynamic)) {
        report('schema/min-items', field, `has ${items.length} blocks; at least ${blockType.min_items} required`);
      }
      items.forEach((item, i) => {
        const itemField = Array.isArray(value) ? `${field}[${i}]` : field;
        if (isUnresolved(item)) return;
        if (item === null) report('schema/null-element', itemField, 'is null; a list of blocks cannot hold null (leave the block out instead)');
        else if (!isObject(item)) report('schema/type', itemField, `${show(item)} is not a block (an object of arguments)`);
        else walkBlock(item, blockType.block, itemField, NO_META, report);
      });
      continue;
    }
    report('schema/unknown-argument', field, unknownMessage(key, value, [...Object.keys(attributes ?? {}), ...Object.keys(blockTypes ?? {})]));
  }
  const { attributes: requiredAttributes, blocks: requiredBlocks } = requiredOf(block);
  for (const name of requiredAttributes) {
    if ((config[name] ?? null) === null) report('schema/missing-required', `${path}.${name}`, 'is required and missing');
  }
  for (const [name, min] of requiredBlocks) {
    if ((config[name] ?? null) === null && own(dynamic, name) === undefined) {
      report('schema/missing-required', `${path}.${name}`, `block is required and missing (at least ${min})`);
    }
  }
}

const NO_META: ReadonlySet<string> = new Set();

const requiredCache = new WeakMap<Block, { attributes: string[]; blocks: Array<[string, number]> }>();

/** The required attributes and blocks of a block, computed once per schema block. */
function requiredOf(block: Block): { attributes: string[]; blocks: Array<[string, number]> } {
  let required = requiredCache.get(block);
  if (!required) {
    required = {
      attributes: Object.entries(block.attributes ?? {}).filter(([, a]) => a.required).map(([name]) => name),
      blocks: Object.entries(block.block_types ?? {}).filter(([, b]) => (b.min_items ?? 0) > 0).map(([name, b]) => [name, b.min_items!] as [string, number]),
    };
    requiredCache.set(block, required);
  }
  return required;
}

function checkAttribute(value: unknown, attribute: Attribute, field: string, report: Report): void {
  if (value === null || value === undefined) return;
  const shown = attribute.sensitive ? showSensitive : show;
  if (attribute.computed && !attribute.optional && !attribute.required) {
    report('schema/computed-only', field, `is set by the provider and cannot be configured (got ${shown(value)})`);
    return;
  }
  if (attribute.deprecated) {
    report('schema/deprecated', field, 'is deprecated by the provider and will be removed; see the provider documentation for its replacement', 'warning');
  }
  if (attribute.nested_type) {
    if (isUnresolved(value)) return;
    const mode = attribute.nested_type.nesting_mode;
    // A nested type has the shape of a block with attributes only; using it as one keeps the caches warm.
    const nested = attribute.nested_type as Block;
    if (mode === 'single') {
      if (!isObject(value)) report('schema/type', field, `${shown(value)} is not an object`);
      else walkBlock(value, nested, field, NO_META, report);
    } else if (mode === 'map') {
      if (!isObject(value)) report('schema/type', field, `${shown(value)} is not a map of objects`);
      else for (const [k, v] of Object.entries(value)) walkNested(v, nested, `${field}.${k}`, shown, report);
    } else if (!Array.isArray(value)) {
      report('schema/type', field, `${shown(value)} is not a ${mode} of objects`);
    } else {
      value.forEach((item, i) => {
        if (item === null) report('schema/null-element', `${field}[${i}]`, `is null; a ${mode} cannot hold null`);
        else walkNested(item, nested, `${field}[${i}]`, shown, report);
      });
    }
    return;
  }
  const problem = typeProblem(value, attribute.type!, shown);
  if (problem) report(problem.rule, field, problem.message);
  else if (attribute.sensitive && hasLiteral(value)) {
    report('secrets/literal-value', field, LITERAL_SECRET, 'warning');
  }
}

const LITERAL_SECRET = 'is sensitive, and this literal value is written in plain text into cdk.tf.json (and into the plan and the state); ' +
  'pass it from a TerraformVariable with sensitive: true (set TF_VAR_<name> in CI), or, for a provider credential, leave it out and set the environment variable the provider reads';

/** Whether a value of a sensitive attribute holds a written-out secret: a non-empty string or a number that is not an expression. */
function hasLiteral(value: unknown): boolean {
  if (typeof value === 'string') return value !== '' && !isUnresolved(value);
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(hasLiteral);
  if (isObject(value)) return Object.values(value).some(hasLiteral);
  return false;
}

function walkNested(item: unknown, block: Block, field: string, shown: (value: unknown) => string, report: Report): void {
  if (isUnresolved(item) || item === null) return;
  if (!isObject(item)) report('schema/type', field, `${shown(item)} is not an object`);
  else walkBlock(item, block, field, NO_META, report);
}

/**
 * Whether Terraform can convert a JSON value to a cty type, the way Terraform converts: numbers and
 * booleans to strings; decimal strings to numbers; `"true"`, `"false"`, `"1"`, `"0"` to booleans.
 * Returns the rule broken and what is wrong, if anything.
 */
export function typeProblem(value: unknown, type: CtyType, shown: (value: unknown) => string = show): { rule: EngineRule; message: string } | undefined {
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
      if (fieldType === undefined) return { rule: 'schema/unknown-argument', message: `${JSON.stringify(k)} is not an attribute of this object; attributes: ${listOrNone(Object.keys(fields))}` };
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
  const near = nearest(key, known, snakeCase);
  const hint = near ? `did you mean "${near}"? ` : '';
  return `is not an argument of this block; ${hint}known: ${listOrNone(known.sort())}`;
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
