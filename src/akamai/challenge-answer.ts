import { ITerraformDependable, Token } from '../framework';
import { DnsRecord } from '../gen/akamai/dns-record';
import { refuse, show } from '../prop-error';
import { ChallengeSite, challengeRecordsIterator, dnsChallengeValues, namesExpression } from './challenge-expressions';
import { bindZone, RecordInstance, writeRecords } from './edge-dns-records';
import { IEdgeDnsZone } from './edge-dns-zone-ref';

/** How the certificate authority's challenges are answered. */
export enum ChallengeMethod {
  /** TXT records in an Akamai Edge DNS zone, created by the construct. */
  EDGE_DNS = 'EDGE_DNS',
  /** TXT records at another DNS provider, created by the user from `dnsChallengeRecords`. */
  EXTERNAL_DNS = 'EXTERNAL_DNS',
  /** Files served over HTTP by the user, from `httpChallengeAnswers`. */
  HTTP = 'HTTP',
}

/** How an `EnrollmentWithValidation` proves control of its domains: pick one of the static factories. */
export abstract class ChallengeAnswer {
  /**
   * Answer the DNS challenges with TXT records in an Edge DNS zone (an `EdgeDnsZone`, or an `EdgeDnsZoneRef`):
   * one `akamai_dns_record` (id `ChallengeRecords`) with a record `_acme-challenge.<name>` per name, each judged as
   * the zone's records are (every name of the certificate must be in the zone).
   */
  public static edgeDns(zone: IEdgeDnsZone): ChallengeAnswer {
    return new EdgeDnsAnswer(zone);
  }

  /**
   * Answer the DNS challenges at another DNS provider: the construct creates no records and exposes
   * them (`dnsChallengeRecords`); pass what creates them to `answeredBy`.
   */
  public static externalDns(): ChallengeAnswer {
    return new UserAnswer(ChallengeMethod.EXTERNAL_DNS);
  }

  /**
   * Answer the HTTP challenges by serving files: the construct exposes them (`httpChallengeAnswers`);
   * pass what serves them to `answeredBy`. A wildcard name cannot be proven this way.
   */
  public static http(): ChallengeAnswer {
    return new UserAnswer(ChallengeMethod.HTTP);
  }

  /** The method this choice stands for. */
  public abstract readonly method: ChallengeMethod;

  /**
   * @internal checks the names against the method and creates what answers the challenges; returns what
   * the validation waits for (undefined when the user answers them through `answeredBy`)
   */
  public abstract _bind(
    site: ChallengeSite,
    prop: (name: string) => string,
  ): { records?: DnsRecord; answeredBy?: ITerraformDependable[] };
}

class EdgeDnsAnswer extends ChallengeAnswer {
  public readonly method = ChallengeMethod.EDGE_DNS;

  public constructor(private readonly zone: IEdgeDnsZone) {
    super();
  }

  public _bind(site: ChallengeSite, prop: (name: string) => string) {
    const zone = bindZone(site.scope, 'challenges', this.zone, 'ChallengeAnswer.edgeDns(zone)');
    const iterator = challengeRecordsIterator(site.names);
    const records = writeRecords(site.scope, 'ChallengeRecords', {
      zone,
      recordtype: 'TXT',
      ttl: site.ttl,
      instances: Token.isUnresolved(site.names) ? [] : recordInstances(site, prop),
      // The record's own names: `each.value` written as such. The iterator's value token would do in cdktf, but
      // CDK Terrain renders it as the element (`val`) of whatever for expression it is written inside.
      forEach: { iterator, name: iterator.key, target: dnsChallengeValues(site, 'each.value') },
    });
    return { records, answeredBy: [records] };
  }
}

/**
 * The challenge records of the names known at synth (`_acme-challenge.<name>`, a wildcard sharing its base name's), for
 * the checks.
 */
function recordInstances(site: ChallengeSite, prop: (name: string) => string): RecordInstance[] {
  const byRecord = new Map<string, string[]>();
  for (const name of site.names.filter((n) => !Token.isUnresolved(n))) {
    const record = `_acme-challenge.${name.replace(/^\*\./, '').toLowerCase()}`;
    byRecord.set(record, [...(byRecord.get(record) ?? []), name]);
  }
  const fields: Record<string, string> = { ttl: 'challengeRecordTtl', zone: 'challenges' };
  return [...byRecord.entries()].map(([name, names]) => ({
    name,
    target: dnsChallengeValues(site, namesExpression(names)),
    prop: (field: string) => fields[field] ?? prop(names[0]),
  }));
}

class UserAnswer extends ChallengeAnswer {
  public constructor(public readonly method: ChallengeMethod) {
    super();
  }

  public _bind(site: ChallengeSite, prop: (name: string) => string) {
    if (this.method === ChallengeMethod.HTTP) {
      const wildcard = Token.isUnresolved(site.names) ? undefined : site.names.find((name) => !Token.isUnresolved(name) && name.startsWith('*.'));
      if (wildcard !== undefined) {
        refuse(site.scope, 'akamai/enrollment-wildcard-dns', prop(wildcard), `${show(wildcard)} is a wildcard, and a wildcard can only be validated through DNS; use ChallengeAnswer.edgeDns(...) or ChallengeAnswer.externalDns()`);
      }
    }
    return {};
  }
}
