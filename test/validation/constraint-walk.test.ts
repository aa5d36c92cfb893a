import { describe, expect, test } from 'vitest';
import { kindOf } from '../../lib/validation/kinds';
import { RESOURCE_META } from '../../lib/validation/meta-arguments';
import type { CompiledRule } from '../../lib/validation/rule-types';
import type { ConstraintRule } from '../../lib/validation/rule-types';
import { arrange, checkConstraints } from '../../lib/validation/rules';

/** A rule as the catalog compiles it. */
function rule(id: string, path: string, check: Partial<ConstraintRule>): CompiledRule {
  const raw = { id, on: ['demo_thing'], path, source: 'test', ...check } as ConstraintRule;
  return { ...raw, kind: kindOf(raw), segments: path === '' ? [] : path.split('.') };
}

const subject = { constructPath: 'stack/thing', address: 'demo_thing.thing', meta: RESOURCE_META };
const allowed = { enum: ['ok'] };

describe('the constraint walk', () => {
  // In catalog order: rules on `spec` are interleaved with a rule on another key, and two share `spec.a`.
  const rules = [
    rule('ax', 'spec.a.x', allowed),
    rule('name', 'name', allowed),
    rule('b', 'spec.b', allowed),
    rule('ay', 'spec.a.y', allowed),
    rule('one', '', { exactlyOne: ['name', 'other'] }),
  ];
  const arranged = arrange(rules);
  const reported = (config: Record<string, unknown>) => checkConstraints(subject, config, arranged).map((p) => `${p.rule} ${p.field}`);

  test('reports in the rules\' order: the whole block\'s, then by the block\'s keys, each key\'s rules in catalog order', () => {
    // The block lists y before x and b after a; each rule's problems still come together, in list order.
    expect(reported({ name: 'bad', spec: { a: [{ y: 'bad', x: 'bad' }, { x: 'bad' }], b: 'bad' }, other: 1 })).toEqual([
      'one demo_thing.thing',
      'name demo_thing.thing.name',
      'ax demo_thing.thing.spec.a[0].x',
      'ax demo_thing.thing.spec.a[1].x',
      'b demo_thing.thing.spec.b',
      'ay demo_thing.thing.spec.a[0].y',
    ]);
    // The block's key order comes first: `spec` before `name` puts the rules on `spec` first.
    expect(reported({ spec: { b: 'bad' }, name: 'bad' })).toEqual(['b demo_thing.thing.spec.b', 'name demo_thing.thing.name']);
  });

  test('reaches values in a block written as one object or as a list, and skips what is unset or null', () => {
    expect(reported({ name: 'ok', spec: [{ a: { x: 'bad', y: null } }, { b: null }] })).toEqual(['ax demo_thing.thing.spec[0].a.x']);
    expect(reported({ name: 'ok', spec: null })).toEqual([]);
    expect(reported({ name: 'ok', spec: { a: 'not an object', b: 'ok' } })).toEqual([]);
    expect(reported({ name: 'ok', spec: { a: [{ x: 'ok', y: 'ok' }], b: 'ok' } })).toEqual([]);
  });

  test('leaves values Terraform resolves later alone', () => {
    expect(reported({ name: '${var.name}', spec: { a: [{ x: '${var.x}' }], b: 'ok' } })).toEqual([]);
  });
});

describe('the length check', () => {
  const arranged = arrange([rule('short', 'name', { length: { max: 3 } })]);
  const messages = (name: string) => checkConstraints(subject, { name }, arranged).map((p) => p.message);

  test('counts characters, not UTF-16 units: a character outside the Basic Multilingual Plane is one', () => {
    expect(messages('ab\u{1F600}')).toEqual([]);
    expect(messages('abc\u{1F600}')).toEqual(['"abc\u{1F600}" has 4 characters; allowed: at most 3 characters']);
    expect(messages('abcd')).toEqual(['"abcd" has 4 characters; allowed: at most 3 characters']);
  });
});

test('a rule\'s hint, what to write instead, follows its message', () => {
  const hinted = arrange([rule('metric', 'metric', { enum: ['cpu', 'rps'], hint: 'use "rps" on a standard workload, or make it serverless' })]);
  expect(checkConstraints(subject, { metric: 'concurrency' }, hinted).map((p) => p.message)).toEqual([
    '"concurrency" is not allowed; allowed: "cpu", "rps"; use "rps" on a standard workload, or make it serverless',
  ]);
});
