import { cidrRange } from '../formats';
import { isUnresolved } from '../values';
import { read } from './fields';
import type { CheckKind } from './kind';

/**
 * Two CIDR blocks do not overlap (a cluster's pod network and its service network): unset fields count as
 * `unsetAs` (the platform's defaults), or the rule is skipped. Blocks of different IP versions never overlap.
 */
export const disjointCidrsKind: CheckKind<{
  readonly disjointCidrs: { readonly fields: [string, string]; readonly unsetAs?: Readonly<Record<string, string>> };
}> = {
  key: 'disjointCidrs',
  level: 'object',
  fields: (rule) => rule.disjointCidrs.fields,
  problem: ({ disjointCidrs: d }) => {
    for (const cidr of Object.values(d.unsetAs ?? {})) if (cidrRange(cidr) === undefined) return { at: 'disjointCidrs.unsetAs', message: `${JSON.stringify(cidr)} is not a CIDR block` };
    return undefined;
  },
  check(rule, value, root, show) {
    const { fields, unsetAs } = rule.disjointCidrs;
    const [a, b] = fields.map((field) => {
      const found = read(value as Record<string, unknown>, root, field);
      return found === undefined || found === null ? (unsetAs?.[field] === undefined ? undefined : {
        text: unsetAs[field],
        given: false,
      }) : { text: String(found), given: true };
    });
    if (a === undefined || b === undefined || isUnresolved(a.text) || isUnresolved(b.text)) return undefined;
    const [ra, rb] = [cidrRange(a.text), cidrRange(b.text)];
    if (ra === undefined
      || rb === undefined || ra.version !== rb.version || ra.last < rb.first || rb.last < ra.first) return undefined;
    const shown = (field: string, v: { text: string; given: boolean }) => `${field} ${show(v.text)}${v.given ? '' : ' (unset, so the default)'}`;
    return `${shown(fields[0], a)} and ${shown(fields[1], b)} overlap; ${this.describe(rule)}`;
  },
  describe: (rule) => `${rule.disjointCidrs.fields.join(' and ')} must not overlap`,
  example: () => undefined,
};
