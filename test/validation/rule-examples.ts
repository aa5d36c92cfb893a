import type { CompiledRule } from '../../lib/validation/rule-types';
import type { Attribute, Block, CtyType } from '../../lib/validation/schema-types';

/**
 * Values that break and satisfy a rule, with where they go: the rule's own examples, or its kind's.
 * Object examples are merged into the object at the rule's path, or into the top of the block when the
 * rule reads a field from the top (`/field`).
 */
export function examplesFor(
  rule: CompiledRule,
  block: Block,
): { invalid: unknown; valid: unknown; at: string; merge: boolean } {
  const examples = rule.examples ?? rule.kind.example(rule, { type: typeAt(block, rule.path) });
  if (!examples) throw new Error(`rule ${rule.id}: no examples`);
  const readsTop = JSON.stringify(rule).includes('"field":"/') ;
  return { ...examples, at: readsTop ? '' : rule.path, merge: rule.kind.level === 'object' };
}


/** The cty type of the attribute at a dot path, if the path ends at a plain attribute. */
export function typeAt(block: Block, path: string): CtyType | undefined {
  let current: Block | undefined = block;
  const segments = path.split('.');
  for (const [i, segment] of segments.entries()) {
    if (!current) return undefined;
    const attribute: Attribute | undefined = current.attributes?.[segment];
    if (i === segments.length - 1) return attribute?.type;
    current = current.block_types?.[segment]?.block ?? (attribute?.nested_type ? {
      attributes: attribute.nested_type.attributes,
    } : undefined);
  }
  return undefined;
}

/**
 * `base` with `value` written at a dot path; lists are entered at their first item, a map's `*` at the
 * sample's own key (`key`, support/sample-config.ts), missing levels created.
 */
export function withValueAt(
  base: Record<string, unknown>,
  path: string,
  value: unknown,
  merge: boolean,
): Record<string, unknown> {
  const root = structuredClone(base);
  if (path === '') return merge ? { ...root, ...(value as object) } : root;
  const segments = path.split('.').map((segment) => (segment === '*' ? 'key' : segment));
  let node: Record<string, unknown> = root;
  for (const segment of segments.slice(0, -1)) {
    let next = node[segment];
    if (Array.isArray(next)) {
      if (next.length === 0) next.push({});
      next = next[0];
    } else if (typeof next !== 'object' || next === null) {
      next = {};
      node[segment] = next;
    }
    node = next as Record<string, unknown>;
  }
  const last = segments[segments.length - 1];
  const existing = node[last];
  if (merge && typeof existing === 'object' && existing !== null) {
    const list = existing as unknown[];
    const target = Array.isArray(existing) ? (list[0] ?? (list[0] = {})) : existing;
    Object.assign(target as object, value);
  } else if (value === undefined) {
    delete node[last];
  } else {
    node[last] = value;
  }
  return root;
}
