import type { ConstraintRule } from '../../src/validation/constraint-types';
import type { Attribute, Block, CtyType } from '../../src/validation/schema-types';

/** A value that satisfies or breaks each named format. */
const FORMAT_EXAMPLES: Record<string, { valid: string; invalid: string }> = {
  'duration': { valid: '24h', invalid: '24 hours' },
  'cron': { valid: '0 3 * * *', invalid: 'every day' },
  'cron-hourly': { valid: '15 */6 * * *', invalid: '*/5 * * * *' },
  'cidr-or-ip': { valid: '10.0.0.0/8', invalid: '10.0.0.0/33' },
  'cidr': { valid: '10.0.0.0/16', invalid: '10.0.0.1' },
  'ip': { valid: '10.0.0.1', invalid: '10.0.0.0/8' },
  'hostname-prefix-wildcard': { valid: '*.example.com', invalid: 'api.*.example.com' },
  'link': { valid: '/org/acme/gvc/web', invalid: 'web' },
  'self-link': { valid: '/org/acme/gvc/web', invalid: 'web' },
  'country-code': { valid: 'US', invalid: 'USA' },
  'iso8601': { valid: '2027-06-30T00:00:00Z', invalid: '30/06/2027' },
  'header-name': { valid: 'X-Custom_1', invalid: 'X Custom' },
};

const PATTERN_VALID = ['my-name', '100m', 'www.example.com', '/org/acme/gvc/web', 'https://env1.live.dynatrace.com/api/v2/logs/ingest',
  'https://logs.example.com/ingest/event?table=t&token=x', 'arn:aws:iam::123456789012:role/deployer', '123', 'AKIAEXAMPLE', '/srv/data',
  'cpln://volumeset/cache', 'svc@project.iam.gserviceaccount.com', 'x'];
const PATTERN_INVALID = [' padded ', 'Invalid Name!', ' ', '%%%', 'relative/path'];

/** Values of the rule's path (or objects at it) that break and satisfy the rule. */
export function examplesFor(rule: ConstraintRule, block: Block): { invalid: unknown; valid: unknown } {
  if (rule.examples) return rule.examples;
  if (rule.enum) return { invalid: typeof rule.enum[0] === 'number' ? 999 : 'not-an-allowed-value', valid: rule.enum[0] };
  if (rule.range) {
    const { min, max, minExclusive } = rule.range;
    if (min !== undefined) return { invalid: minExclusive ? min : min - 1, valid: minExclusive ? min + 1 : min };
    return { invalid: max! + 1, valid: max };
  }
  if (rule.length) {
    const { min, max } = rule.length;
    return { invalid: max !== undefined ? 'x'.repeat(max + 1) : 'x'.repeat(min! - 1), valid: 'x'.repeat(Math.max(min ?? 1, 1)) };
  }
  if (rule.size) {
    const type = typeAt(block, rule.path);
    const isMap = Array.isArray(type) && type[0] === 'map';
    const make = (n: number) => (isMap ? Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'])) : Array.from({ length: n }, (_, i) => `v${i}`));
    const { min, max } = rule.size;
    return { invalid: max !== undefined ? make(max + 1) : make(min! - 1), valid: make(Math.max(min ?? 1, 1)) };
  }
  if (rule.noneOf) return { invalid: rule.noneOf[0], valid: typeof rule.noneOf[0] === 'number' ? 8080 : 'custom-name' };
  if (rule.keysNoneOf) return { invalid: { [rule.keysNoneOf[0].toUpperCase()]: 'x' }, valid: { MY_SETTING: 'x' } };
  if (rule.format) return FORMAT_EXAMPLES[rule.format];
  if (rule.pattern) {
    const regex = new RegExp(rule.pattern.regex);
    const valid = PATTERN_VALID.find((v) => regex.test(v));
    const invalid = PATTERN_INVALID.find((v) => !regex.test(v));
    if (valid === undefined || invalid === undefined) throw new Error(`rule ${rule.id}: add examples for /${rule.pattern.regex}/`);
    return { invalid, valid };
  }
  if (rule.deprecated) return { invalid: 'retain', valid: undefined };
  throw new Error(`rule ${rule.id}: an object rule needs "examples" in the constraints file`);
}

/** The cty type of the attribute at a dot path, if the path ends at a plain attribute. */
function typeAt(block: Block, path: string): CtyType | undefined {
  let current: Block | undefined = block;
  const segments = path.split('.');
  for (const [i, segment] of segments.entries()) {
    if (!current) return undefined;
    const attribute: Attribute | undefined = current.attributes?.[segment];
    if (i === segments.length - 1) return attribute?.type;
    current = current.block_types?.[segment]?.block ?? (attribute?.nested_type ? { attributes: attribute.nested_type.attributes } : undefined);
  }
  return undefined;
}

/** `base` with `value` written at a dot path; lists are entered at their first item, missing levels created. */
export function withValueAt(base: Record<string, unknown>, path: string, value: unknown, merge: boolean): Record<string, unknown> {
  const root = structuredClone(base);
  if (path === '') return merge ? { ...root, ...(value as object) } : root;
  const segments = path.split('.');
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
