import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { catalogFor } from '../../lib/validation/catalog';
import type { CompiledRule } from '../../lib/validation/rule-types';
import type { Block } from '../../lib/validation/schema-types';
import { resourceOutcome } from '../support/contract-cases';
import { regexProbes } from '../support/regex-probes';
import { cplnStack, outcome } from '../support/synth';

/**
 * Every attribute validator of both providers (Control Plane v1.2.31, Akamai v9.2.0), as an independent
 * scan of their Go schema code found it (test/fixtures/<provider>-validator-facts.json), against the
 * catalog: the expected values come from the providers' source, not from the rules, so a rule transcribed
 * with a wrong bound or a missing value fails here.
 */
interface Fact {
  readonly on: string;
  readonly path: string;
  readonly validator: string;
  readonly file: string;
  readonly target?: 'values' | 'keys' | 'elements';
  readonly facts: {
    readonly enum?: string[];
    readonly ignoreCase?: boolean;
    readonly length?: { readonly min?: number; readonly max?: number };
    readonly range?: { readonly min?: number; readonly max?: number };
    readonly size?: { readonly min?: number; readonly max?: number };
    readonly regex?: string;
  };
}
const factsOf = (provider: string) => (JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', `${provider}-validator-facts.json`), 'utf-8')) as { facts: Fact[] }).facts;

/**
 * Go regular expressions as JavaScript reads them (`(?i)` as the `i` flag; the scanned ones use no other Go-only
 * syntax).
 */
function goRegex(source: string): RegExp {
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

/** Strings that tell the scanned patterns apart: names, links, keys, checksums, prefixes, empty and odd ones. */
const PROBES = [
  '', 'a', 'ab', 'abc', 'web', 'Web_App', 'my-name', '-name', 'name-', 'a--b', 'cpln-x', 'x'.repeat(64), '/org/acme', '/org/acme/gvc/web', '//gvc/web',
  'AKIA0123456789', 'akia0123', 'arn:aws:iam::123456789012:role/x', 'arn', 'sha256:abcdef', 'SHA512:ABCDEF', 'sha1:abc', 'sha256:xyz',
  'user_1', '_user', 'User', '1user', 'us er', 'https://example.com', '10.0.0.0/8', 'key=value', 'a.b', 'A', '0', 'k8s://x', 'cpln://secret/x',
];

function rulesAt(provider: string, fact: Fact): CompiledRule[] {
  return catalogFor(provider)!.rules(fact.on).filter((rule) => rule.path.replace(/\.\*\./g, '.') === fact.path && rule.when === undefined && rule.severity !== 'warning');
}

/** The size limits of a nested block of a type's schema (the provider block's for `provider.<name>`). */
function blockAt(provider: string, on: string, path: string): { min?: number; max?: number } | undefined {
  const catalog = catalogFor(provider)!;
  let block: Block | undefined = on.startsWith('provider.') ? catalog.provider : catalog.block(on);
  let limits: { min?: number; max?: number } | undefined;
  for (const segment of path.split('.')) {
    const type = block?.block_types?.[segment];
    if (type === undefined) return undefined;
    limits = { min: type.min_items, max: type.max_items };
    block = type.block;
  }
  return limits;
}

describe.each([['cpln', 548], ['akamai', 448]] as const)('the %s catalog holds every validator with the provider\'s own values', (provider, count) => {
  const FACTS = factsOf(provider);
  test('the scan is the whole provider', () => {
    expect(FACTS.length).toBe(count);
  });

  test.each(FACTS.filter((f) => f.facts.enum).map((f) => [`${f.on}.${f.path} (${f.file})`, f] as const))('enum %s', (_t, fact) => {
    const rule = rulesAt(provider, fact).find((r) => r.enum !== undefined);
    expect(rule, fact.validator).toBeDefined();
    // The package describes Akamai 9.3.0 and the scan read 9.2.0: a value 9.3.0 added is named so in the rule's source.
    const added = /added in 9\.3\.0/.test(rule!.source) ? rule!.enum!.map(String).filter((v) => !fact.facts.enum!.includes(v)) : [];
    expect([...rule!.enum!].map(String).filter((v) => !added.includes(v)).sort()).toEqual(
      [...fact.facts.enum!].map(String).sort(),
    );
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
    const rules = rulesAt(provider, facts[0]).filter((r) => r[kind] !== undefined);
    if (rules.length === 0 && kind === 'length') {
      // Some lengths are part of another check (a name pattern with its bounds, a JSON document that may not be
      // empty, an e-mail format): the rules at the path refuse a string just outside the bounds.
      const values = rulesAt(provider, facts[0]).filter((r) => r.kind.level === 'value');
      const refused = (text: string) => values.some((rule) => rule.kind.check(rule, text, {}, String) !== undefined);
      if (expected.min > 0) expect(refused('a'.repeat(expected.min - 1)), facts.map((f) => f.validator).join(', ')).toBe(true);
      if (expected.max !== Infinity) expect(refused('a'.repeat(expected.max + 1)), facts.map((f) => f.validator).join(', ')).toBe(true);
      return;
    }
    // A list validator on a block is kept in the schema as max_items/min_items instead of a size rule; a minimum
    // on an optional block never applies (Terraform drops an empty block list), so only its maximum is compared.
    const block = rules.length === 0 && kind === 'size' ? blockAt(provider, facts[0].on, facts[0].path) : undefined;
    const limits = rules.length > 0
      ? intersect(rules.map((r) => r[kind]))
      : block !== undefined ? intersect([block]) : undefined;
    expect(limits, facts.map((f) => f.validator).join(', ')).toBeDefined();
    if (expected.max !== Infinity) expect(limits!.max).toBe(expected.max);
    if (expected.min > 0 && (block === undefined || (block.min ?? 0) > 0)) expect(limits!.min).toBe(expected.min);
  });

  test.each(FACTS.filter((f) => f.facts.regex).map((f) => [`${f.on}.${f.path} (${f.file})`, f] as const))('pattern %s', (_t, fact) => {
    // The provider accepts what every pattern and length validator of the path accepts; the package what every
    // pattern, format and length rule of the path accepts (the empty string aside: the provider's name and link
    // validators skip it, the package refuses it).
    const same = FACTS.filter((f) => f.on === fact.on && f.path === fact.path && f.target === fact.target);
    const providerAccepts = (text: string) => same.every((f) =>
      (f.facts.regex === undefined || goRegex(f.facts.regex).test(text)) &&
      (f.facts.length === undefined ||
        (text.length >= (f.facts.length.min ?? 0) && text.length <= (f.facts.length.max ?? Infinity))));
    // A pattern that is only a refused prefix (`^(?!cpln-)`) transcribes another validator (a disallowed prefix), not
    // this one; a platform rule refuses more than the provider on purpose (its source names what it was read from).
    const rules = rulesAt(provider, fact).filter((r) => !r.source.startsWith('platform:') &&
      ((r.pattern !== undefined && !/^\^\(\?![^)]*\)$/.test(r.pattern.regex)) || r.format !== undefined || r.length !== undefined));
    const packageAccepts = (text: string) =>
      rules.every((rule) => rule.kind.check(rule, text, {}, String) === undefined);
    expect(rules.length, fact.validator).toBeGreaterThan(0);
    // The fixed probes and strings built from the facts' own patterns (every alternative, class range and count).
    const probes = new Set([
      ...PROBES,
      ...same.flatMap((f) => (f.facts.regex === undefined ? [] : regexProbes(f.facts.regex))),
    ]);
    expect([...probes].filter((probe) => probe !== '' && providerAccepts(probe) !== packageAccepts(probe))).toEqual([]);
  });
});

test('the probes built from a pattern cover each of its alternatives, class ranges and counts, and their near misses', () => {
  const probes = regexProbes('^arn:(aws|aws-us-gov|aws-cn):iam::[0-9]+:role/.+');
  expect(probes).toEqual(expect.arrayContaining(['arn:aws:iam::0:role/x', 'arn:aws-us-gov:iam::0:role/x', 'arn:aws-cn:iam::0:role/x', 'arn:aws:iam::9:role/x', 'arn:aws:iam::000:role/x', 'arn:aws:iam::0:role/']));
  // Class representatives in code-point order ('_' before 'a'): the first is the one the other parts are built around.
  expect(regexProbes('^[a-z_][a-z0-9_-]{0,2}$')).toEqual(expect.arrayContaining(['_', 'a', 'z', '_-', '_z', '_--', 'A', '_!']));
  expect(regexProbes('(?i)^sha(256|512):[a-f0-9]+$')).toEqual(expect.arrayContaining(['sha512:0', 'sha256:f', 'SHA256:F']));
});

test('a value check on a map judges each of its values, as mapvalidator.ValueStringsAre does (an environment value over 4 KiB)', () => {
  // resource_workload.go: container env values are stringvalidator.LengthAtMost(4 * 1024).
  const stack = cplnStack();
  new cpln.workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'standard', container: [{ name: 'api', image: 'ghcr.io/acme/api:1.0.0', env: { SMALL: 'x'.repeat(4096), BIG: 'x'.repeat(4097) } }] });
  const { errors } = outcome(stack);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^\[test\] test\/api: cpln_workload\.api\.container\[0\]\.env\.BIG: .* has 4097 characters; allowed: at most 4096 characters \[cpln_workload\.container\.env:length\]$/);
});

test('a rule reads every value of a map of nested objects: an Akamai hostname bucket\'s certificate provisioning type', () => {
  // property/resource_akamai_property_hostname_bucket.go: cert_provisioning_type is
  // stringvalidator.OneOf("DEFAULT", "CPS_MANAGED").
  const judge = (type: string) => resourceOutcome('akamai_property_hostname_bucket', {
    hostnames: { 'www.example.com': { cert_provisioning_type: type, edge_hostname_id: 'ehn_1' }, 'shop.example.com': { cert_provisioning_type: 'DEFAULT', edge_hostname_id: 'ehn_2' } },
  }).errors.filter((line) => line.endsWith('[akamai_property_hostname_bucket.hostnames.cert_provisioning_type:enum]'));
  expect(judge('CPS')).toEqual(['[test] test/subject: akamai_property_hostname_bucket.subject.hostnames.www.example.com.cert_provisioning_type: "CPS" is not allowed; allowed: "DEFAULT", "CPS_MANAGED" [akamai_property_hostname_bucket.hostnames.cert_provisioning_type:enum]']);
  expect(judge('CPS_MANAGED')).toEqual([]);
});
