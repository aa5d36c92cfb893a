import { isUnresolved } from '../values';
import { conditionFields, conditionProblem, type Condition } from './condition';
import { allHold, describeCondition, read } from './fields';
import type { CheckKind } from './kind';

/**
 * A DNS name lies in a domain: it is the domain or a name under it (`www.example.com` in `example.com`, not
 * `www.example.org` nor `wwwexample.com`); with `below`, strictly under it (not the apex). Names compare as DNS
 * compares them: without case, a final dot ignored (RFC 1034 §3.1, RFC 4343 §3). With `when`, only where the
 * conditions hold.
 */
export const withinDomainKind: CheckKind<{
  readonly withinDomain: {
    readonly name: string;
    readonly domain: string;
    readonly below?: boolean;
    readonly when?: Condition[];
  };
}> = {
  key: 'withinDomain',
  level: 'object',
  fields: ({ withinDomain: w }) => [...conditionFields(w.when), w.name, w.domain],
  problem: (rule) => {
    const problem = conditionProblem(rule.withinDomain.when);
    return problem === undefined ? undefined : { at: '', message: problem };
  },
  check(rule, value, root, show) {
    const w = rule.withinDomain;
    const object = value as Record<string, unknown>;
    if (allHold(w.when, object, root) !== true) return undefined;
    const [name, domain] = [read(object, root, w.name), read(object, root, w.domain)];
    if (typeof name !== 'string' || typeof domain !== 'string' || isUnresolved(name) || isUnresolved(domain)) return undefined;
    const [n, d] = [dnsName(name), dnsName(domain)];
    const under = n.endsWith(`.${d}`);
    if (under || (n === d && !w.below)) return undefined;
    const scope = w.when === undefined ? '' : ` when ${[w.when].flat().map(describeCondition).join(' and ')}`;
    return n === d
      ? `${w.name} ${show(name)} is the apex of ${w.domain} ${show(domain)}; allowed: a name under it${scope}`
      : `${w.name} ${show(name)} is not in ${w.domain} ${show(domain)}; allowed: ${w.below ? 'a name under it' : `${show(domain.replace(/\.$/, ''))} or a name under it`}, fully qualified${scope}`;
  },
  describe: ({ withinDomain: w }) => `${w.name} ${w.below ? 'under' : 'in'} ${w.domain}`,
  example: () => undefined,
};

/** A DNS name as names compare: lower case, without a final dot. */
function dnsName(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}
