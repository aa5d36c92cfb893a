import { describe, expect, test } from 'vitest';
import '../../lib/validation/kinds';
import type { FieldCondition } from '../../lib/validation/kinds/condition';
import { allHold, describeCondition, describeRequirement, holds } from '../../lib/validation/kinds/fields';

/** One test of each sort a condition can make, with and without the provider's default. */
const TESTS: Array<Omit<FieldCondition, 'field'>> = [
  { present: true },
  { present: false },
  { equals: 'cron' },
  { equals: 'cron', default: 'cron' },
  { equals: 3, default: 5 },
  { in: ['a', 'b'] },
  { notIn: ['a'] },
  { notIn: ['a'], default: 'a' },
  { range: { min: 1, max: 10 } },
  { matches: '^A', description: 'a value starting with "A"', ignoreCase: true },
  { in: ['A', 'X'], ignoreCase: true },
  { check: { range: { min: 1 } } },
  { check: { pattern: { regex: '^[a-z]+$', description: 'lower case' } } },
];

/** Values as a synthesized block holds them: unset, null, scalars, lists, and Terraform expressions. */
const VALUES: unknown[] = [undefined, null, 'cron', 'a', 'b', 'A1', '', '${var.x}', '%{ if x }a%{ endif }', 0, 3, 5, 11, '7', true, [], ['a'], ['a', '${var.x}'], [2, 20], {}];

describe('a condition on a field of the object itself', () => {
  // `/x` reads the same field from the top of the block, through the general path of a dotted field;
  // `x` is read with one lookup. With the object as the top of the block, both must decide alike.
  test.each(TESTS.map((t) => [JSON.stringify(t), t] as const))('decides as the same condition read from the top of the block: %s', (_name, t) => {
    const decisions = new Set<string>();
    for (const value of VALUES) {
      const object: Record<string, unknown> = value === undefined ? {} : { x: value };
      for (const every of [true, false]) {
        const plain = holds({ ...t, field: 'x' } as FieldCondition, object, object, every);
        const general = holds({ ...t, field: '/x' } as FieldCondition, object, object, every);
        expect(plain, `${JSON.stringify(value)} (every: ${every})`).toBe(general);
        decisions.add(String(plain));
      }
      expect(allHold([{ ...t, field: 'x' } as FieldCondition], object, object)).toBe(allHold({ ...t, field: '/x' } as FieldCondition, object, object));
    }
    // Every test meets a value it accepts, one it refuses and a Terraform expression it cannot judge; presence alone
    // is decided on what is written, and a Terraform expression is written.
    expect([...decisions].sort()).toEqual('present' in t ? ['false', 'true'] : ['false', 'true', 'undefined']);
    if ('present' in t) expect(holds({ ...t, field: 'x' } as FieldCondition, { x: '${var.x}' }, { x: '${var.x}' }, true)).toBe(t.present);
  });
});

test('conditions read as words in messages: no regular expression, no checks as JSON, no one-item "one of" lists', () => {
  expect(describeCondition({ field: 'type', in: ['cron'] })).toBe('type is "cron"');
  expect(describeCondition({ field: '/type', notIn: ['cron'] })).toBe('type is not "cron"');
  expect(describeCondition({ field: 'type', notIn: ['cron', 'vm'] })).toBe('type is not one of "cron", "vm"');
  expect(describeRequirement({ field: 'network', in: ['PRODUCTION', 'PROD', 'P'], ignoreCase: true })).toBe('network must be one of "PRODUCTION", "PROD", "P" (in any case)');
  expect(describeCondition({ field: 'edge_hostname', matches: '\\.edgekey\\.net$', description: 'a name ending in ".edgekey.net"' })).toBe('edge_hostname is a name ending in ".edgekey.net"');
  expect(describeRequirement({ field: 'binding.permissions', check: { enum: ['reveal', 'view'] } })).toBe('binding.permissions must each be one of "reveal", "view"');
  expect(describeRequirement({ field: 'target', check: { range: { min: 1, max: 100 } } })).toBe('target must each be 1 to 100');
  expect(describeRequirement({ field: 'port', check: { noneOf: [8012, 9090] } })).toBe('port must each be other than 8012, 9090');
});

test('equals, in and notIn compare without case when asked', () => {
  const object = { network: 'prod' };
  expect(holds({ field: 'network', in: ['PRODUCTION', 'PROD'], ignoreCase: true }, object, object, true)).toBe(true);
  expect(holds({ field: 'network', in: ['PRODUCTION', 'PROD'] }, object, object, true)).toBe(false);
  expect(holds({ field: 'network', equals: 'PROD', ignoreCase: true }, object, object, true)).toBe(true);
  expect(holds({ field: 'network', notIn: ['PROD'], ignoreCase: true }, object, object, true)).toBe(false);
});

test('combinations read as words: "or" and "and" without brackets at the top, a "not" folded into its field\'s verb', () => {
  expect(describeRequirement({ not: { field: 'metric', equals: 'concurrency' } })).toBe('metric must not be "concurrency"');
  expect(describeRequirement({ anyOf: [{ field: 'accept_all_hosts', equals: true }, { field: 'accept_all_subdomains', equals: true }] })).toBe('accept_all_hosts must be true or accept_all_subdomains must be true');
  expect(describeCondition({ anyOf: [{ field: 'host_prefix', present: true }, { field: 'host_regex', present: true }] })).toBe('host_prefix is set or host_regex is set');
  expect(describeCondition({ not: { anyOf: [{ field: 'a', present: true }, { field: 'b', equals: 'x' }] } })).toBe('a is not set and b is not "x"');
  expect(describeCondition({ allOf: [{ field: 'a', present: true }, { anyOf: [{ field: 'b', equals: 1 }, { field: 'c', equals: 2 }] }] })).toBe('a is set and (b is 1 or c is 2)');
  expect(describeRequirement({ not: { field: 'container.readiness_probe', present: false } })).toBe('container.readiness_probe must be set');
});
