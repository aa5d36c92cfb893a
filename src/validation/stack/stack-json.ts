import type { Problem, Severity } from '../problem';
import { isObject } from '../values';

/** A resource or data source of a stack's synthesized JSON. */
export interface StackBlock {
  /** `cpln_workload`, or `data.cpln_gvc` for a data source. */
  readonly type: string;
  readonly name: string;
  readonly config: Record<string, any>;
  /** The path of the construct that wrote it. */
  readonly constructPath: string;
}

/** A whole Terraform reference to an attribute of a block: `${cpln_workload.api.self_link}`. */
const REFERENCE = /^\$\{((?:data\.)?[a-z0-9]+_[a-z0-9_]+)\.([A-Za-z0-9_-]+)\.([a-z0-9_]+)\}$/;

/**
 * A stack's synthesized JSON, for checks that read several blocks at once (a route and the workload it
 * targets, two DNS records at one name): its blocks by type, the block a reference names, and problems
 * located at a block's field.
 */
export class StackJson {
  private readonly byType = new Map<string, StackBlock[]>();

  public constructor(json: Record<string, any>, fallbackPath: string) {
    for (const [section, prefix] of [['resource', ''], ['data', 'data.']] as const) {
      const blocks = json[section];
      if (!isObject(blocks)) continue;
      for (const [type, byName] of Object.entries(blocks)) {
        if (!isObject(byName)) continue;
        this.byType.set(`${prefix}${type}`, Object.entries(byName).filter(([, config]) => isObject(config)).map(([name, config]) => ({
          type: `${prefix}${type}`, name, config: config as Record<string, any>, constructPath: (config as any)['//']?.metadata?.path ?? fallbackPath,
        })));
      }
    }
  }

  /** The blocks of a type (`cpln_workload`, `data.cpln_gvc`). */
  public blocks(type: string): readonly StackBlock[] {
    return this.byType.get(type) ?? [];
  }

  /**
   * The block of one of `types` that a whole reference names (`${cpln_workload.api.self_link}`), with the attribute.
   */
  public referenced(value: unknown, types: readonly string[]): { block: StackBlock; attribute: string } | undefined {
    const match = typeof value === 'string' ? REFERENCE.exec(value) : null;
    if (match === null || !types.includes(match[1])) return undefined;
    const block = this.blocks(match[1]).find((b) => b.name === match[2]);
    return block === undefined ? undefined : { block, attribute: match[3] };
  }

  /** A problem at a field of a block (`spec.ports[0].route[1].workload_link`). */
  public problem(block: StackBlock, field: string, rule: string, message: string, severity: Severity = 'error'): Problem {
    return { severity, rule, constructPath: block.constructPath, field: `${block.type}.${block.name}${field === '' ? '' : `.${field}`}`, message };
  }
}

/** A check across the blocks of a stack: the rules it applies (by id, with what each refuses) and the check. */
export interface StackCheck {
  readonly rules: Readonly<Record<string, string>>;
  check(stack: StackJson): Problem[];
}

/** The items of a list of blocks, or of one block written as an object, with their indexes. */
export function itemsOf(value: unknown): Array<[Record<string, any>, number]> {
  if (isObject(value)) return [[value, 0]];
  return Array.isArray(value) ? value
    .map((item, index) => [item, index] as [Record<string, any>, number])
    .filter(([item]) => isObject(item)) : [];
}

/** The one block of a single-item block list or object (`spec`, `load_balancer`), or undefined. */
export function single(value: unknown): Record<string, any> | undefined {
  return itemsOf(value)[0]?.[0];
}
