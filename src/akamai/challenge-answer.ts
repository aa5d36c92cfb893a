import { ITerraformDependable, Token } from '../framework';
import { DnsRecord } from '../gen/akamai/dns-record';
import { propError, refuse, show } from '../prop-error';
import { ChallengeSite, challengeRecordsIterator, dnsChallengeValues } from './challenge-expressions';
import { EdgeDnsZoneRef } from './edge-dns-zone-ref';

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
   * Answer the DNS challenges with TXT records in an Edge DNS zone (one `akamai_dns_record`, id
   * `ChallengeRecords`); every name of the certificate must be in the zone.
   */
  public static edgeDns(zone: EdgeDnsZoneRef): ChallengeAnswer {
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
  public abstract _bind(site: ChallengeSite, prop: (name: string) => string): { records?: DnsRecord; answeredBy?: ITerraformDependable[] };
}

class EdgeDnsAnswer extends ChallengeAnswer {
  public readonly method = ChallengeMethod.EDGE_DNS;

  public constructor(private readonly zone: EdgeDnsZoneRef) {
    super();
  }

  public _bind(site: ChallengeSite, prop: (name: string) => string) {
    if (!(this.zone instanceof EdgeDnsZoneRef)) {
      throw propError(site.scope, 'challenges', 'ChallengeAnswer.edgeDns(zone) takes EdgeDnsZoneRef.fromZone(zone) or EdgeDnsZoneRef.fromName("example.com")');
    }
    const { zone, literal } = this.zone._bind(site.scope, 'challenges');
    if (literal !== undefined && !Token.isUnresolved(literal) && !Token.isUnresolved(site.names)) {
      const zoneName = literal.toLowerCase().replace(/\.$/, '');
      for (const name of site.names.filter((n) => !Token.isUnresolved(n))) {
        const base = name.replace(/^\*\./, '').toLowerCase();
        if (base !== zoneName && !base.endsWith(`.${zoneName}`)) {
          refuse(site.scope, 'akamai/enrollment-challenge-zone', prop(name), `${show(name)} is outside the Edge DNS zone ${show(literal)}, so its challenge record cannot be created there; allowed: ${show(zoneName)} and names under it`);
        }
      }
    }
    const iterator = challengeRecordsIterator(site.names);
    const records = new DnsRecord(site.scope, 'ChallengeRecords', {
      forEach: iterator,
      zone,
      name: iterator.key,
      recordtype: 'TXT',
      ttl: site.ttl,
      // The record's own names: `each.value` written as such. The iterator's value token would do in cdktf, but
      // CDK Terrain renders it as the element (`val`) of whatever for expression it is written inside.
      target: dnsChallengeValues(site.enrollment, 'each.value'),
    });
    return { records, answeredBy: [records] };
  }
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
