import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';
import type { CompiledRule } from '../../lib/validation/kinds/kind';
import type { Block } from '../../lib/validation/schema-types';
import { cplnStack, outcome } from '../support/synth';

/**
 * Every attribute validator of the Control Plane provider (v1.2.31), as an independent scan of its Go schema
 * code found it (test/fixtures/cpln-validator-facts.json), against the catalog: the expected values come
 * from the provider's source, not from the rules, so a rule transcribed with a wrong bound or a missing
 * value fails here.
 */
interface Fact {
  readonly on: string;
  readonly path: string;
  readonly validator: string;
  readonly file: string;
  readonly target?: 'values' | 'keys';
  readonly facts: {
    readonly enum?: string[];
    readonly ignoreCase?: boolean;
    readonly length?: { readonly min?: number; readonly max?: number };
    readonly range?: { readonly min?: number; readonly max?: number };
    readonly size?: { readonly min?: number; readonly max?: number };
    readonly regex?: string;
  };
}
const FACTS = (JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'cpln-validator-facts.json'), 'utf-8')) as { facts: Fact[] }).facts;
const catalog = catalogFor('cpln')!;

/** Go regular expressions as JavaScript reads them (`(?i)` as the `i` flag; the scanned ones use no other Go-only syntax). */
function goRegex(source: string): RegExp {
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

/** Strings that tell the scanned patterns apart: names, links, keys, checksums, prefixes, empty and odd ones. */
const PROBES = [
  '', 'a', 'ab', 'abc', 'web', 'Web_App', 'my-name', '-name', 'name-', 'a--b', 'cpln-x', 'x'.repeat(64), '/org/acme', '/org/acme/gvc/web', '//gvc/web',
  'AKIA0123456789', 'akia0123', 'arn:aws:iam::123456789012:role/x', 'arn', 'sha256:abcdef', 'SHA512:ABCDEF', 'sha1:abc', 'sha256:xyz',
  'user_1', '_user', 'User', '1user', 'us er', 'https://example.com', '10.0.0.0/8', 'key=value', 'a.b', 'A', '0', 'k8s://x', 'cpln://secret/x',
];

function rulesAt(fact: Fact): CompiledRule[] {
  return catalog.rules(fact.on).filter((rule) => rule.path === fact.path && rule.when === undefined && rule.severity !== 'warning');
}

function blockAt(on: string, path: string): { min?: number; max?: number } | undefined {
  let block: Block | undefined = catalog.block(on);
  let limits: { min?: number; max?: number } | undefined;
  for (const segment of path.split('.')) {
    const type = block?.block_types?.[segment];
    if (type === undefined) return undefined;
    limits = { min: type.min_items, max: type.max_items };
    block = type.block;
  }
  return limits;
}

describe('the catalog holds every Control Plane validator with the provider\'s own values', () => {
  test('the scan is the whole provider', () => {
    expect(FACTS.length).toBe(548);
  });

  test.each(FACTS.filter((f) => f.facts.enum).map((f) => [`${f.on}.${f.path} (${f.file})`, f] as const))('enum %s', (_t, fact) => {
    const rule = rulesAt(fact).find((r) => r.enum !== undefined);
    expect(rule, fact.validator).toBeDefined();
    expect([...rule!.enum!].map(String).sort()).toEqual([...fact.facts.enum!].sort());
    expect(rule!.ignoreCase ?? false).toBe(fact.facts.ignoreCase ?? false);
  });

  // Bounds are compared as the intersection of every validator (facts) and every rule (catalog) of one kind at a path.
  const groups = new Map<string, Fact[]>();
  for (const fact of FACTS) {
    for (const kind of ['length', 'range', 'size'] as const) {
      if (fact.facts[kind] === undefined) continue;
      const key = `${fact.on} ${fact.path} ${kind} ${fact.target ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), fact]);
    }
  }
  const intersect = (limits: ReadonlyArray<{ min?: number; max?: number } | undefined>) => ({
    min: Math.max(...limits.map((l) => l?.min ?? -Infinity)),
    max: Math.min(...limits.map((l) => l?.max ?? Infinity)),
  });

  test.each([...groups].map(([key, facts]) => [`${key.trim()} (${facts[0].file})`, facts] as const))('bounds %s', (_t, facts) => {
    const kind = (['length', 'range', 'size'] as const).find((k) => facts[0].facts[k] !== undefined)!;
    const expected = intersect(facts.map((f) => f.facts[kind]));
    const rules = rulesAt(facts[0]).filter((r) => r[kind] !== undefined);
    // A list validator on a block is kept in the schema as max_items/min_items instead of a size rule.
    const limits = rules.length > 0 ? intersect(rules.map((r) => r[kind])) : kind === 'size' ? intersect([blockAt(facts[0].on, facts[0].path)]) : undefined;
    expect(limits, facts.map((f) => f.validator).join(', ')).toBeDefined();
    if (expected.max !== Infinity) expect(limits!.max).toBe(expected.max);
    if (expected.min > 0) expect(limits!.min).toBe(expected.min);
  });

  test.each(FACTS.filter((f) => f.facts.regex).map((f) => [`${f.on}.${f.path} (${f.file})`, f] as const))('pattern %s', (_t, fact) => {
    const provider = goRegex(fact.facts.regex!);
    const candidates = rulesAt(fact).filter((r) => r.pattern !== undefined || r.format !== undefined);
    // One rule at the path accepts exactly what the provider's pattern accepts (the empty string aside: the
    // provider's name and link validators skip it, the package refuses it).
    const equivalent = candidates.find((rule) => PROBES.every((probe) => probe === '' || (rule.kind.check(rule, probe, {}, String) === undefined) === provider.test(probe)));
    expect(equivalent, `${fact.validator}: ${candidates.map((r) => r.id).join(', ')}`).toBeDefined();
  });
});

test('a value check on a map judges each of its values, as mapvalidator.ValueStringsAre does (an environment value over 4 KiB)', () => {
  // resource_workload.go: container env values are stringvalidator.LengthAtMost(4 * 1024).
  const stack = cplnStack();
  new cpln.workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'standard', container: [{ name: 'api', image: 'ghcr.io/acme/api:1.0.0', env: { SMALL: 'x'.repeat(4096), BIG: 'x'.repeat(4097) } }] });
  const { errors } = outcome(stack);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^\[test\] test\/api: cpln_workload\.api\.container\[0\]\.env\.BIG: .* has 4097 characters; allowed: at most 4096 characters \[cpln_workload\.container\.env:length\]$/);
});
