import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { PROVIDERS, providerAddress } from '../../codegen/providers';
import { readSchemaFile } from '../../codegen/schema-file';
import type { ConstraintRule } from '../../src/validation/constraint-types';
import { FORMATS } from '../../src/validation/formats';
import type { Block } from '../../src/validation/schema-types';

const CHECKS = ['enum', 'range', 'length', 'size', 'noneOf', 'keysNoneOf', 'pattern', 'format', 'deprecated', 'exactlyOne', 'atMostOne', 'atLeastOne', 'when', 'lte', 'sumOf', 'contains', 'atMostOneItemWith'] as const;

/** The block or attribute object reached by a dot path, or undefined when the path does not exist. */
function reach(block: Block, path: string): { block?: Block; settable?: boolean } | undefined {
  let current: Block = block;
  const segments = path === '' ? [] : path.split('.');
  for (const [i, segment] of segments.entries()) {
    const blockType = current.block_types?.[segment];
    const attribute = current.attributes?.[segment];
    if (blockType) current = blockType.block;
    else if (attribute?.nested_type) current = { attributes: attribute.nested_type.attributes };
    else if (attribute) return i === segments.length - 1 ? { settable: !!(attribute.optional || attribute.required) } : undefined;
    else return undefined;
  }
  return { block: current };
}

describe.each(PROVIDERS.map((p) => [p.name, p] as const))('schemas/%s.constraints.json', (name, target) => {
  const schema = readSchemaFile(join(__dirname, '..', '..', 'schemas', `${name}.json`)).provider_schemas[providerAddress(target)];
  const { rules } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'schemas', `${name}.constraints.json`), 'utf-8')) as { rules: ConstraintRule[] };

  test('rule identifiers are unique', () => {
    const ids = rules.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test.each(rules.map((r) => [r.id, r] as const))('%s is well formed and points into the schema', (_id, rule) => {
    const checks = CHECKS.filter((c) => rule[c] !== undefined);
    expect(checks, 'exactly one check').toHaveLength(1);
    expect(rule.source).toMatch(/^(provider \d|spec §)/);
    if (rule.when) expect(rule.require).toBeDefined();
    if (rule.format) expect(Object.keys(FORMATS)).toContain(rule.format);
    if (rule.pattern) expect(() => new RegExp(rule.pattern!.regex)).not.toThrow();
    for (const on of rule.on) {
      const block = on.startsWith('provider.') ? schema.provider.block
        : on.startsWith('data.') ? schema.data_source_schemas?.[on.slice(5)]?.block : schema.resource_schemas?.[on]?.block;
      expect(block, `${on} exists`).toBeDefined();
      const reached = reach(block!, rule.path);
      expect(reached, `${on}: path "${rule.path}" exists`).toBeDefined();
      expect(reached!.settable, `${on}: ${rule.path} can be set by a user (a rule on a computed value never fires)`).not.toBe(false);
      const fields = [...(rule.exactlyOne ?? rule.atMostOne ?? rule.atLeastOne ?? []), ...(rule.lte ?? []), rule.when?.field, rule.require?.field, rule.sumOf?.list, rule.contains?.list, rule.contains?.value, rule.atMostOneItemWith?.list];
      for (const field of fields.filter((f): f is string => f !== undefined)) {
        expect(reached!.block && reach(reached!.block, field), `${on}: ${rule.path || '(top)'} has ${field}`).toBeDefined();
      }
    }
  });
});
