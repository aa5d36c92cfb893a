import { anyItemKind } from './any-item';
import { atMostOneItemWithKind } from './at-most-one-item-with';
import { containsKind } from './contains';
import { deprecatedKind } from './deprecated';
import { disjointKind } from './disjoint';
import { disjointCidrsKind } from './disjoint-cidrs';
import { distinctKind } from './distinct';
import { eachKeyKind } from './each-key';
import { enumKind } from './enum';
import { formatKind } from './format';
import { integerKind } from './integer';
import { jsonKind } from './json';
import { jsonItemsKind } from './json-items';
import { jsonSchemaKind } from './json-schema';
import { keysNoneOfKind } from './keys-none-of';
import type { CheckKind } from './kind';
import { lengthKind } from './length';
import { lteKind } from './lte';
import { noNestedPathsKind } from './no-nested-paths';
import { noneOfKind } from './none-of';
import { notEqualKind } from './not-equal';
import { atLeastOneKind, atMostOneKind, exactlyOneKind } from './one-of';
import { patternKind } from './pattern';
import { quantityBoundKind } from './quantity-bound';
import { quantityFloorKind } from './quantity-floor';
import { rangeKind } from './range';
import { sizeKind } from './size';
import { sumOfKind } from './sum-of';
import { totalItemsKind } from './total-items';
import { uniqueByKind } from './unique-by';
import { uniqueLowestKind } from './unique-lowest';
import { registerValueCheck, valueCheckOf } from './value-check';
import { whenKind } from './when';
import { withinDomainKind } from './within-domain';

export type { CheckKind } from './kind';

/** Every kind of check a constraint rule can make. */
const LIST = [
  enumKind, rangeKind, lengthKind, sizeKind, noneOfKind, keysNoneOfKind, patternKind, formatKind, integerKind,
  deprecatedKind,
  exactlyOneKind, atMostOneKind, atLeastOneKind, whenKind, lteKind, sumOfKind, containsKind, atMostOneItemWithKind,
  uniqueByKind,
  anyItemKind, quantityFloorKind, totalItemsKind, notEqualKind, jsonKind, disjointKind, jsonItemsKind, uniqueLowestKind,
  jsonSchemaKind, distinctKind, eachKeyKind, quantityBoundKind, noNestedPathsKind, withinDomainKind, disjointCidrsKind,
] as const;

/** The kinds by the rule key that selects them. */
export const KINDS: ReadonlyMap<string, CheckKind> = new Map(LIST.map((kind) => [kind.key, kind]));

/** Every kind's parameters in one object type: the keys a rule may set besides its header (`rule-types.ts`). */
export type KindParams = AllOf<ParamsOf<(typeof LIST)[number]>>;
type ParamsOf<K> = K extends CheckKind<infer P> ? P : never;
type AllOf<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;

// A value check inside a rule's parameters (a condition's `check`, `where`, `eachKey`) is one value kind's keys.
registerValueCheck((params) => {
  const kind = kindOf(params);
  if (kind.level !== 'value') throw new Error(`a value check must be of a value kind; "${kind.key}" is not`);
  return valueCheckOf(kind, params);
});

/** The kind a rule selects; throws unless it sets exactly one kind's key. */
export function kindOf(rule: object): CheckKind {
  const keys = Object.keys(rule).filter((key) => KINDS.has(key));
  if (keys.length !== 1) throw new Error(`sets ${keys.length === 0 ? 'no check' : `${keys.length} checks (${keys.join(', ')})`}; a rule sets exactly one of: ${[...KINDS.keys()].join(', ')}`);
  return KINDS.get(keys[0])!;
}
