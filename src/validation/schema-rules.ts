import type { Attribute, Block, CtyType } from './schema-types';
import { isUnresolved, Problem, Severity, show } from './problem';

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
 * that cannot be converted to the attribute's type, and block counts outside min/max items.
 * Unresolved values (`${...}`) are never judged.
 */
export function checkBlock(subject: Subject, config: Record<string, unknown>, block: Block): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (rule, field, message, severity = 'error') =>
    problems.push({ severity, rule, constructPath: subject.constructPath, field: `${subject.address}${field}`, message });
  walkBlock(config, block, '', subject.meta, report);
  return problems;
}

type Report = (rule: string, field: string, message: string, severity?: Severity) => void;

function walkBlock(config: Record<string, unknown>, block: Block, path: string, meta: ReadonlySet<string>, report: Report): void {
  const attributes = block.attributes ?? {};
  const blockTypes = block.block_types ?? {};
  const dynamic = isObject(config.dynamic) ? (config.dynamic as Record<string, unknown>) : {};
  for (const key in config) {
    if (key === '//' || meta.has(key)) continue;
    const value = config[key];
    if (key === 'dynamic' && isObject(value)) {
      for (const [name, generator] of Object.entries(dynamic)) {
        const blockType = blockTypes[name];
        if (!blockType) {
          report('schema/unknown-argument', `${path}.dynamic.${name}`, `${name} is not a block here; blocks: ${listOrNone(Object.keys(blockTypes))}`);
        } else if (isObject(generator) && isObject((generator as Record<string, unknown>).content)) {
          walkBlock((generator as Record<string, Record<string, unknown>>).content, blockType.block, `${path}.dynamic.${name}.content`, NO_META, report);
        }
      }
      continue;
    }
    const attribute = attributes[key];
    if (attribute) {
      // The common case, a plain string or number where one belongs, costs no allocation.
      if (typeof value === 'string' && attribute.type === 'string' && !attribute.deprecated && (attribute.optional || attribute.required)) continue;
      checkAttribute(value, attribute, `${path}.${key}`, report);
      continue;
    }
    const field = `${path}.${key}`;
    const blockType = blockTypes[key];
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
        if (!isObject(item)) report('schema/type', itemField, `${show(item)} is not a block (an object of arguments)`);
        else walkBlock(item as Record<string, unknown>, blockType.block, itemField, NO_META, report);
      });
      continue;
    }
    report('schema/unknown-argument', field, unknownMessage(key, value, [...Object.keys(attributes), ...Object.keys(blockTypes)]));
  }
  const { attributes: requiredAttributes, blocks: requiredBlocks } = requiredOf(block);
  for (const name of requiredAttributes) {
    if (config[name] === undefined || config[name] === null) report('schema/missing-required', `${path}.${name}`, 'is required and missing');
  }
  for (const [name, min] of requiredBlocks) {
    if ((config[name] === undefined || config[name] === null) && !(name in dynamic)) {
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
  if (attribute.computed && !attribute.optional && !attribute.required) {
    report('schema/computed-only', field, `is set by the provider and cannot be configured (got ${show(value)})`);
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
      if (!isObject(value)) report('schema/type', field, `${show(value)} is not an object`);
      else walkBlock(value as Record<string, unknown>, nested, field, NO_META, report);
    } else if (mode === 'map') {
      if (!isObject(value)) report('schema/type', field, `${show(value)} is not a map of objects`);
      else for (const [k, v] of Object.entries(value as Record<string, unknown>)) walkNested(v, nested, `${field}.${k}`, report);
    } else if (!Array.isArray(value)) {
      report('schema/type', field, `${show(value)} is not a ${mode} of objects`);
    } else {
      value.forEach((item, i) => walkNested(item, nested, `${field}[${i}]`, report));
    }
    return;
  }
  const problem = typeProblem(value, attribute.type!);
  if (problem) report('schema/type', field, problem);
}

function walkNested(item: unknown, block: Block, field: string, report: Report): void {
  if (isUnresolved(item) || item === null) return;
  if (!isObject(item)) report('schema/type', field, `${show(item)} is not an object`);
  else walkBlock(item as Record<string, unknown>, block, field, NO_META, report);
}

/** Whether Terraform can convert a JSON value to a cty type; returns what is wrong, if anything. */
export function typeProblem(value: unknown, type: CtyType): string | undefined {
  if (value === null || isUnresolved(value)) return undefined;
  if (typeof type === 'string') {
    switch (type) {
      case 'string':
        return ['string', 'number', 'boolean'].includes(typeof value) ? undefined : `${show(value)} is not a string`;
      case 'number':
        if (typeof value === 'number') return undefined;
        return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? undefined : `${show(value)} is not a number`;
      case 'bool':
        return typeof value === 'boolean' || value === 'true' || value === 'false' ? undefined : `${show(value)} is not a boolean (true or false)`;
      default:
        return undefined;
    }
  }
  const [kind, element] = type;
  if (kind === 'list' || kind === 'set') {
    if (!Array.isArray(value)) return `${show(value)} is not a ${kind}`;
    for (let i = 0; i < value.length; i++) {
      const inner = typeProblem(value[i], element as CtyType);
      if (inner) return `element ${i}: ${inner}`;
    }
    return undefined;
  }
  if (kind === 'map') {
    if (!isObject(value)) return `${show(value)} is not a map`;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const inner = typeProblem(v, element as CtyType);
      if (inner) return `key ${JSON.stringify(k)}: ${inner}`;
    }
    return undefined;
  }
  if (kind === 'object') {
    if (!isObject(value)) return `${show(value)} is not an object`;
    const fields = element as Record<string, CtyType>;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (!(k in fields)) return `${JSON.stringify(k)} is not an attribute of this object; attributes: ${listOrNone(Object.keys(fields))}`;
      const inner = typeProblem(v, fields[k]);
      if (inner) return `${k}: ${inner}`;
    }
    return undefined;
  }
  return undefined;
}

function unknownMessage(key: string, value: unknown, known: string[]): string {
  if (/^\d+$/.test(key)) {
    return `an override wrote index "${key}" into a block that is synthesized as one object; drop the index from the override path (got ${show(value)})`;
  }
  const near = nearest(key, known);
  const hint = near ? `did you mean "${near}"? ` : '';
  return `is not an argument of this block; ${hint}known: ${listOrNone(known.sort())}`;
}

/** The known name closest to a misspelt one: camelCase turned snake_case, a plural, or a small typo. */
function nearest(key: string, known: string[]): string | undefined {
  const snake = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const candidates = [snake, snake.replace(/s$/, ''), snake.replace(/es$/, ''), `${snake}s`];
  const direct = known.find((k) => candidates.includes(k));
  if (direct) return direct;
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = distance(snake, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length];
}

function listOrNone(names: string[]): string {
  return names.length === 0 ? 'none' : names.join(', ');
}

export function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
