import { describe, expect, test } from 'vitest';
import '../../lib/validation/kinds';
import { allHold, holds } from '../../lib/validation/kinds/fields';
import type { FieldCondition } from '../../lib/validation/kinds/condition';

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
  { matches: '^A', ignoreCase: true },
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
    // Every test meets a value it accepts, one it refuses and a Terraform expression it cannot judge.
    expect([...decisions].sort()).toEqual(['false', 'true', 'undefined']);
  });
});
