import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { catalogFor } from '../../lib/validation/catalog';
import type { Condition } from '../../lib/validation/kinds/condition';
import type { CompiledRule } from '../../lib/validation/rule-types';

/**
 * Every cross-field validator of both providers (Control Plane v1.2.31, Akamai v9.2.0: ConflictsWith,
 * ExactlyOneOf, AtLeastOneOf, RequiredWith/AlsoRequires and the resource-level validators), as an independent
 * scan of their Go schema code found it (test/fixtures/<provider>-cross-field-facts.json), against the
 * catalog's object rules (exactlyOne, atMostOne, atLeastOne, when/require). The comparison is semantic, per
 * Terraform type, on absolute dot paths without list indexes:
 * - pairs of fields that may not both be set (ConflictsWith, atMostOne and exactlyOne: every pair of the group;
 *   `when A is set, B is not set`);
 * - groups of which at least one field must be set (AtLeastOneOf, exactlyOne); a smaller group is stricter;
 * - `when A is set, B must be set` (RequiredWith, AlsoRequires; `when A present, require B present`).
 * Every relation a provider validator states must be in the catalog. A catalog relation no validator states
 * must come from what the scan does not read: the provider's own code (`ValidateConfig`, `CustomizeDiff`,
 * `ModifyPlan`, a validate function), the specification or the platform's contract; a rule that names a
 * declarative validator as its source must be among the facts.
 */
interface Fact {
  readonly on: string;
  readonly validator: string;
  readonly file: string;
  readonly note?: string;
  readonly facts: {
    readonly exactlyOne?: string[];
    readonly atMostOne?: string[];
    readonly atLeastOne?: string[];
    readonly requiredWith?: { readonly field: string; readonly requires: string[] };
  };
}
const factsOf = (provider: string) => (JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', `${provider}-cross-field-facts.json`), 'utf-8')) as { facts: Fact[] }).facts;

/**
 * The types whose schemas the scan leaves out (the rules builder's generated schemas): the catalog's
 * cross-field rules on them are not compared.
 */
const UNSCANNED = new Set(['data.akamai_property_rules_builder']);

/**
 * A source naming a declarative cross-field validator: the scan reads those, so the relation must be among the facts.
 */
const DECLARATIVE = /conflicts_?with|exactly_?one_?of|at_?least_?one_?of|required_?with|also_?requires/i;

/** A field of a rule as an absolute dot path: `/` reads from the top, map entries (`*`) are left out. */
function absolute(path: string, field: string): string {
  const full = field.startsWith('/') ? field.slice(1) : [path, field].filter((s) => s !== '').join('.');
  return full.split('.').filter((s) => s !== '*').join('.');
}

const pairs = (group: readonly string[]): string[] => group.flatMap((a, i) => group.slice(i + 1).map((b) => [a, b].sort().join(' | ')));

interface Presence {
  readonly field: string;
  readonly present: boolean;
}

/** The presence conditions a condition is made of (`A is set`, `B is not set`, and all of them), or undefined. */
function presences(condition: Condition): Presence[] | undefined {
  if ('allOf' in condition) {
    const all: Array<Presence[] | undefined> = condition.allOf.map(presences);
    return all.every((p): p is Presence[] => p !== undefined) ? all.flat() : undefined;
  }
  if ('anyOf' in condition) return undefined;
  if ('not' in condition) {
    const inner = 'field' in condition.not ? presences(condition.not) : undefined;
    return inner?.length === 1 ? [{ field: inner[0].field, present: !inner[0].present }] : undefined;
  }
  const keys = Object.keys(condition).filter((k) => k !== 'field' && k !== 'default');
  return keys.length === 1 && typeof condition.present === 'boolean' ? [{ field: condition.field, present: condition.present }] : undefined;
}

/** One relation a rule states, for one type. */
interface Relation {
  readonly on: string;
  readonly kind: 'conflict' | 'atLeastOne' | 'requires';
  /** `a | b` for a conflict, `a -> b` for requires. */
  readonly key: string;
  /** The group, for atLeastOne. */
  readonly group?: readonly string[];
}

function relationsOfRule(rule: CompiledRule): Relation[] {
  const out: Relation[] = [];
  for (const on of rule.on) {
    const mutual = rule.exactlyOne ?? rule.atMostOne;
    if (mutual) for (const key of pairs(mutual.map((f: string) => absolute(rule.path, f)))) out.push({ on, kind: 'conflict', key });
    const least = rule.exactlyOne ?? rule.atLeastOne;
    if (least) {
      const group = least.map((f: string) => absolute(rule.path, f)).sort();
      out.push({ on, kind: 'atLeastOne', key: group.join(', '), group });
    }
    if (rule.when !== undefined && rule.require !== undefined) {
      const when = (Array.isArray(rule.when) ? rule.when : [rule.when]).map(presences);
      const require = presences(rule.require);
      // Only `when A is set` alone: a rule with more conditions holds in fewer cases than a validator does.
      if (when.length !== 1 || when[0]?.length !== 1 || !when[0][0].present || require === undefined) continue;
      const a = absolute(rule.path, when[0][0].field);
      for (const r of require) {
        const b = absolute(rule.path, r.field);
        out.push(r.present ? { on, kind: 'requires', key: `${a} -> ${b}` } : { on, kind: 'conflict', key: [a, b].sort().join(' | ') });
      }
    }
  }
  return out;
}

/** The relations of a provider's catalog, each with the rules that state it. */
function catalogRelations(provider: string): Map<string, { relation: Relation; rules: CompiledRule[] }> {
  const out = new Map<string, { relation: Relation; rules: CompiledRule[] }>();
  for (const rule of catalogFor(provider)!.allRules()) {
    if (!['exactlyOne', 'atMostOne', 'atLeastOne', 'when'].includes(rule.kind.key)) continue;
    for (const relation of relationsOfRule(rule)) {
      const id = `${relation.on} ${relation.kind} ${relation.key}`;
      const entry = out.get(id);
      if (entry) entry.rules.push(rule);
      else out.set(id, { relation, rules: [rule] });
    }
  }
  return out;
}

/** The relations a fact states. */
function relationsOfFact(fact: Fact): Relation[] {
  const { exactlyOne, atMostOne, atLeastOne, requiredWith } = fact.facts;
  const out: Relation[] = [];
  for (const key of pairs(exactlyOne ?? atMostOne ?? [])) out.push({ on: fact.on, kind: 'conflict', key });
  const least = exactlyOne ?? atLeastOne;
  if (least) out.push({ on: fact.on, kind: 'atLeastOne', key: [...least].sort().join(', '), group: [...least].sort() });
  for (const b of requiredWith?.requires ?? []) out.push({ on: fact.on, kind: 'requires', key: `${requiredWith!.field} -> ${b}` });
  return out;
}

/** A catalog group of which at least one must be set implies a fact's group when it is contained in it. */
const within = (inner: readonly string[], outer: readonly string[]) => inner.every((field) => outer.includes(field));

describe.each([['cpln', 30], ['akamai', 48]] as const)('the %s catalog holds every cross-field validator of the provider', (provider, count) => {
  const FACTS = factsOf(provider);
  const CATALOG = catalogRelations(provider);
  const catalogAtLeastOne = [...CATALOG.values()].filter(({ relation }) => relation.kind === 'atLeastOne');

  /** The catalog rules that hold a fact's relation (undefined when none does). */
  function holding(relation: Relation): CompiledRule[] | undefined {
    if (relation.kind !== 'atLeastOne') return CATALOG.get(`${relation.on} ${relation.kind} ${relation.key}`)?.rules;
    const found = catalogAtLeastOne
      .filter((c) => c.relation.on === relation.on && within(c.relation.group!, relation.group!))
      .flatMap((c) => c.rules);
    return found.length > 0 ? found : undefined;
  }

  test('the scan is the whole provider', () => {
    expect(FACTS.length).toBe(count);
  });

  const label = (fact: Fact) => `${fact.on} ${JSON.stringify(fact.facts)} (${fact.file})`;

  test.each(FACTS.map((f) => [label(f), f] as const))('%s', (_t, fact) => {
    const missing = relationsOfFact(fact).filter((relation) => holding(relation) === undefined).map((r) => `${r.kind} ${r.key}`);
    expect(missing, `${fact.validator} (${fact.file}) is not in the catalog`).toEqual([]);
  });

  test('the facts that only warnings hold are the known ones', () => {
    // A warning rule holds a relation (it is reported), but the provider refuses what it only warns about.
    const onlyWarnings = FACTS.flatMap((fact) => relationsOfFact(fact)
      .filter((relation) => holding(relation)?.every((rule) => rule.severity === 'warning'))
      .map((relation) => `${relation.on} ${relation.kind} ${relation.key} (${fact.file})`));
    expect(onlyWarnings).toEqual([]);
  });

  // What the catalog states beyond the providers' validators. A group of one field (`atLeastOne: [x]`) is a
  // required field, not a relation between fields: it is compared only when its rule names a declarative
  // validator as its source (a group the transcription narrowed).
  const FACT_RELATIONS = FACTS.flatMap(relationsOfFact);
  const factHolds = (relation: Relation) => relation.kind === 'atLeastOne'
    ? FACT_RELATIONS.some((f) => f.kind === 'atLeastOne' && f.on === relation.on && within(f.group!, relation.group!))
    : FACT_RELATIONS.some((f) => f.kind === relation.kind && f.on === relation.on && f.key === relation.key);
  const stricter = [...CATALOG.values()]
    .filter(
      ({ relation, rules }) =>
        !UNSCANNED.has(relation.on) &&
        ((relation.group?.length ?? 2) > 1 || rules.some((rule) => DECLARATIVE.test(rule.source))) &&
        !factHolds(relation),
    )
    .flatMap(({ relation, rules }) => rules.map((rule) => ({ rule, relation })));

  test('what the catalog states beyond the providers\' validators comes from code the scan does not read, or from the specification', () => {
    expect(stricter.length).toBeGreaterThan(0);
    const unexplained = stricter.filter(({ rule }) => DECLARATIVE.test(rule.source)).map(({ rule, relation }) => `${rule.id}: ${relation.kind} ${relation.key} (${rule.source})`);
    expect(unexplained).toEqual([]);
  });
});
