import { Construct, IConstruct } from 'constructs';
import { Token } from '../framework';
import { DnsRecord } from '../gen/akamai/dns-record';
import { DnsZone } from '../gen/akamai/dns-zone';
import { beginPropChecks, checkingProps, checkLikeBlock, propError, PropChecks, show } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { ContractRef, GroupRef } from './account-refs';
import { EdgeDnsRecordOptions } from './delivery-dns';
import { CaaProperty, MailExchange, SrvTarget } from './edge-dns-record-values';
import { bindZone, BoundZone, registerZone, txtCharacterStrings, writeRecords } from './edge-dns-records';
import { IEdgeDnsZone } from './edge-dns-zone-ref';

/** The DNSSEC algorithms Edge DNS signs a zone with (Sign&Serve). */
export enum SignAndServeAlgorithm {
  /** RSA/SHA-1 (legacy resolvers only). */
  RSA_SHA1 = 'RSA_SHA1',
  /** RSA/SHA-256. */
  RSA_SHA256 = 'RSA_SHA256',
  /** RSA/SHA-512. */
  RSA_SHA512 = 'RSA_SHA512',
  /** ECDSA P-256 with SHA-256. */
  ECDSA_P256_SHA256 = 'ECDSA_P256_SHA256',
  /** ECDSA P-384 with SHA-384. */
  ECDSA_P384_SHA384 = 'ECDSA_P384_SHA384',
}

/** What kind of zone an `EdgeDnsZone` is: pick one of the static factories. */
export abstract class EdgeDnsZoneType {
  /** A zone whose records Edge DNS keeps: add them with the zone's methods; Edge DNS creates its SOA and NS records. */
  public static primary(): EdgeDnsZoneType {
    return new ZoneOfType('PRIMARY', () => ({}));
  }

  /**
   * A zone Edge DNS copies by zone transfer from your name servers; its records come from them, not from this app.
   * @param masters the names or addresses of your name servers (`192.0.2.53`)
   */
  public static secondary(masters: string[]): EdgeDnsZoneType {
    return new ZoneOfType('SECONDARY', (scope, prop) => {
      const list = checkList(scope, `${prop}.masters`, masters, 'name server addresses');
      if (list === undefined || (!Token.isUnresolved(list) && list.length === 0)) throw propError(scope, prop, 'EdgeDnsZoneType.secondary(masters): a secondary zone needs the name servers it transfers from, for example ["192.0.2.53"]');
      return { masters: list };
    });
  }

  /**
   * A zone that serves the records of another zone: an `EdgeDnsZone` of this app or an existing one
   * (`EdgeDnsZoneRef.fromName`).
   */
  public static alias(target: IEdgeDnsZone): EdgeDnsZoneType {
    return new ZoneOfType('ALIAS', (scope, prop) => ({ target: bindZone(scope, prop, target, 'EdgeDnsZoneType.alias(target)').zone }));
  }

  /** The type as the provider writes it (`PRIMARY`, `SECONDARY`, `ALIAS`). */
  public abstract readonly type: string;

  /** @internal the zone's arguments that come with its type */
  public abstract _render(scope: IConstruct, prop: string): { readonly masters?: string[]; readonly target?: string };
}

class ZoneOfType extends EdgeDnsZoneType {
  public constructor(
    public readonly type: string,
    private readonly render: (scope: IConstruct, prop: string) => {
      readonly masters?: string[];
      readonly target?: string;
    },
  ) {
    super();
  }

  public _render(scope: IConstruct, prop: string) {
    return this.render(scope, prop);
  }
}

/** Props of an `EdgeDnsZone`. */
export interface EdgeDnsZoneProps {
  /** The zone's name (`example.com`). Renaming a zone is not possible: a new name needs a new construct. */
  readonly zoneName: string;
  /** The contract: `ContractRef.fromId('ctr_1-AB123')` or `ContractRef.fromGroupName('DNS')`. */
  readonly contract: ContractRef;
  /** The group: `GroupRef.fromId('grp_12345')` or `GroupRef.fromName('DNS')`. */
  readonly group: GroupRef;
  /**
   * Primary, secondary (with its masters) or alias (of a target zone); changing it replaces the zone and drops its
   * records.
   * @default EdgeDnsZoneType.primary()
   */
  readonly type?: EdgeDnsZoneType;
  /**
   * Free-form comment on the zone.
   * @default - the provider's "Managed by Terraform"
   */
  readonly comment?: string;
  /**
   * Sign the zone with DNSSEC (Edge DNS Sign&Serve) with this algorithm; not for an alias zone.
   * @default - not signed
   */
  readonly signAndServe?: SignAndServeAlgorithm;
  /**
   * Free-form identifier of the zone's customer, as resellers use it.
   * @default - none
   */
  readonly endCustomerId?: string;
}

const PROPS: KeysOf<EdgeDnsZoneProps> = {
  zoneName: true,
  contract: true,
  group: true,
  type: true,
  comment: true,
  signAndServe: true,
  endCustomerId: true,
};

/** Options of a record set added to an `EdgeDnsZone`. */
export interface EdgeDnsZoneRecordOptions extends EdgeDnsRecordOptions {
  /**
   * The record's construct id, which names its Terraform resource.
   * @default - the record type and name (`A www.example.com`); give one when the name is a token
   */
  readonly constructId?: string;
}

const RECORD_OPTIONS: KeysOf<EdgeDnsZoneRecordOptions> = { ttl: true, constructId: true };

/** Where the props of one record set come from, for messages: the method call and the list of values. */
interface RecordCall {
  readonly method: string;
  readonly name: string;
  readonly values: string;
}

/**
 * An Edge DNS zone (`akamai_dns_zone`, id `Resource`) and its records: each add method writes one record set (one
 * name and type, an `akamai_dns_record`) and returns it. Record names are fully qualified (`www.example.com`, or
 * the zone's name for its apex). Pass the zone wherever a construct writes records (`DeliveryDns.edgeDns(zone)`,
 * `ChallengeAnswer.edgeDns(zone)`): it is an `IEdgeDnsZone`, as `EdgeDnsZoneRef` is.
 *
 * Each record is judged when it is added, by the rules synthesis applies to `akamai_dns_record` (an A record holds
 * IPv4 addresses, a CNAME one target and not at the apex, the name is in the zone) and by the checks across the
 * records of the zone (a CNAME alone at its name, one record set per name and type, records only in a primary zone),
 * with the same rule ids.
 *
 * What the provider does (terraform-provider-akamai v9.2.0, pkg/providers/dns):
 * - zone: creating a zone that exists fails ("Zone exists. Please import."); a primary zone gets its SOA and NS
 *   records from Edge DNS; `type` replaces the zone when it changes; the name cannot change (the provider would
 *   update a zone of the new name, which does not exist); the contract is written without `ctr_` and the group
 *   without `grp_`, as the API reads them back;
 * - records take the zone by reference, so they are created after it and destroyed before it; creating a record
 *   set that exists takes it over (the provider updates it), and destroying one deletes the whole set at its name
 *   and type;
 * - each record type is written in the form the provider reads back, so the next plan is empty: TXT values as
 *   quoted strings of at most 255 bytes, CAA values quoted, SRV targets with shared priority, weight and port
 *   in the record's own arguments (the form the API returns them in) and otherwise in four parts.
 */
export class EdgeDnsZone extends Construct implements IEdgeDnsZone {
  /** The zone (`akamai_dns_zone`). */
  public readonly resource: DnsZone;
  /** The zone's name, as a reference to the zone resource (records written with it depend on the zone). */
  public readonly zoneName: string;

  private readonly bound: BoundZone;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the Terraform addresses are derived
   * @param props the zone's name, account and type
   */
  public constructor(scope: Construct, id: string, props: EdgeDnsZoneProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'EdgeDnsZoneProps');
      const zoneName = checkString(this, 'zoneName', props.zoneName);
      if (!(props.contract instanceof ContractRef)) throw propError(this, 'contract', `${props.contract === undefined ? 'missing' : 'is not a ContractRef'}; give ContractRef.fromId("ctr_1-AB123") or ContractRef.fromGroupName("...")`);
      if (!(props.group instanceof GroupRef)) throw propError(this, 'group', `${props.group === undefined ? 'missing' : 'is not a GroupRef'}; give GroupRef.fromId("grp_12345") or GroupRef.fromName("...")`);
      const contract = props.contract._bind(this, 'contract');
      const group = props.group._bind(this, 'group', contract);
      const type = props.type ?? EdgeDnsZoneType.primary();
      if (!(type instanceof EdgeDnsZoneType)) throw propError(this, 'type', 'is not an EdgeDnsZoneType; give EdgeDnsZoneType.primary(), secondary(masters) or alias(zone)');
      if (props.signAndServe !== undefined && !Object.values(SignAndServeAlgorithm).includes(props.signAndServe)) {
        throw propError(this, 'signAndServe', `${show(props.signAndServe)} is not a SignAndServeAlgorithm; allowed: ${Object.keys(SignAndServeAlgorithm).map((k) => `SignAndServeAlgorithm.${k}`).join(', ')}`);
      }
      const config = {
        zone: zoneName,
        contract: contract.bare,
        group: group.bare,
        type: type.type,
        ...type._render(this, 'type'),
        comment: props.comment === undefined ? undefined : checkString(this, 'comment', props.comment),
        signAndServe: props.signAndServe === undefined ? undefined : true,
        signAndServeAlgorithm: props.signAndServe,
        endCustomerId: props.endCustomerId === undefined ? undefined : checkString(this, 'endCustomerId', props.endCustomerId),
      };
      checkLikeBlock(this, 'akamai_dns_zone', {
        zone: config.zone, contract: config.contract, group: config.group, type: config.type, masters: config.masters,
        target: config.target,
        comment: config.comment, sign_and_serve: config.signAndServe,
        sign_and_serve_algorithm: config.signAndServeAlgorithm, end_customer_id: config.endCustomerId,
      }, (field) => ZONE_FIELDS[field.replace(/^\.([a-z_]+).*$/, '$1')] ?? 'type');
      this.resource = new DnsZone(this, 'Resource', config);
      this.zoneName = this.resource.zone;
      this.bound = { zone: this.zoneName, literal: Token.isUnresolved(zoneName) ? undefined : zoneName };
      registerZone(this, this.resource, this.bound, type.type);
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** An A record set: IPv4 addresses of a name (`192.0.2.1`). */
  public addARecord(name: string, addresses: string[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    return this.add({ method: 'addARecord', name, values: 'addresses' }, 'A', options, () => this.values(`addARecord(${show(name)}).addresses`, addresses));
  }

  /** An AAAA record set: IPv6 addresses of a name (`2001:db8::1`, in any notation). */
  public addAaaaRecord(name: string, addresses: string[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    return this.add({ method: 'addAaaaRecord', name, values: 'addresses' }, 'AAAA', options, () => this.values(`addAaaaRecord(${show(name)}).addresses`, addresses));
  }

  /**
   * A CNAME record: the name is an alias of one canonical name (`www.example.com.edgekey.net`); not at the zone's apex.
   */
  public addCname(name: string, target: string, options?: EdgeDnsZoneRecordOptions): DnsRecord {
    return this.add({ method: 'addCname', name, values: 'target' }, 'CNAME', options, () => [checkString(this, `addCname(${show(name)}).target`, target)]);
  }

  /**
   * A TXT record set: each value is one text, given as it should read (`v=spf1 mx -all`): the construct quotes it,
   * escapes `"` and `\`, and splits a text longer than 255 bytes into strings a resolver joins (a DKIM key). A value
   * given as a token is written as it is.
   */
  public addTxt(name: string, values: string[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    return this.add({ method: 'addTxt', name, values: 'values' }, 'TXT', options, () => this.values(`addTxt(${show(name)}).values`, values).map(txtCharacterStrings));
  }

  /**
   * The MX record set of a name: its mail exchangers (`MailExchange.of(10, 'mail.example.com')`). Give them all in
   * one call: the provider merges the MX records it finds at the name with the ones it writes.
   */
  public addMx(name: string, exchanges: MailExchange[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    const prop = `addMx(${show(name)}).exchanges`;
    return this.add({ method: 'addMx', name, values: 'exchanges' }, 'MX', options, () => this.items(prop, exchanges, MailExchange, 'MailExchange.of(10, "mail.example.com")').map((e, i) => e._render(this, `${prop}[${i}]`)));
  }

  /**
   * The CAA record set of a name: which certificate authorities may issue for it
   * (`CaaProperty.issue('letsencrypt.org')`).
   */
  public addCaa(name: string, properties: CaaProperty[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    const prop = `addCaa(${show(name)}).properties`;
    return this.add({ method: 'addCaa', name, values: 'properties' }, 'CAA', options, () => this.items(prop, properties, CaaProperty, 'CaaProperty.issue("letsencrypt.org")').map((p, i) => p._render(this, `${prop}[${i}]`)));
  }

  /**
   * The SRV record set of a service name (`_sip._tcp.example.com`): its targets (`SrvTarget.of({ priority, weight,
   * port, host })`). Targets that share priority, weight and port are written as hosts with the record's `priority`,
   * `weight` and `port`, as the API returns them; others as `priority weight port host`.
   */
  public addSrv(name: string, targets: SrvTarget[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    const prop = `addSrv(${show(name)}).targets`;
    return this.add({ method: 'addSrv', name, values: 'targets' }, 'SRV', options, () => {
      const rendered = this.items(prop, targets, SrvTarget, 'SrvTarget.of({ priority, weight, port, host })').map((t, i) => t._render(this, `${prop}[${i}]`));
      const [first] = rendered;
      const same = (key: 'priority' | 'weight' | 'port') => rendered.every((t) => !Token.isUnresolved(t[key]) && t[key] === first[key]);
      if (first !== undefined && same('priority') && same('weight') && same('port')) {
        return {
          target: rendered.map((t) => t.host),
          extra: { priority: first.priority, weight: first.weight, port: first.port },
        };
      }
      return rendered.map((t) => [t.priority, t.weight, t.port].map((n) => (Token.isUnresolved(n) ? Token.asString(n) : String(n))).concat(t.host).join(' '));
    });
  }

  /** An NS record set: delegates a name under the zone (`dev.example.com`) to other name servers. */
  public addNs(name: string, nameServers: string[], options?: EdgeDnsZoneRecordOptions): DnsRecord {
    return this.add({ method: 'addNs', name, values: 'nameServers' }, 'NS', options, () => this.values(`addNs(${show(name)}).nameServers`, nameServers));
  }

  /** Writes one record set, its problems reported together. */
  private add(
    call: RecordCall,
    recordtype: string,
    options: EdgeDnsZoneRecordOptions | undefined,
    values: () => string[] | { readonly target: string[]; readonly extra: Readonly<Record<string, number>> },
  ): DnsRecord {
    return checkingProps(this, () => {
      const at = `${call.method}(${show(call.name)})`;
      const name = checkString(this, `${at}.name`, call.name);
      checkOptionalProps(this, `${at}.options`, options, RECORD_OPTIONS, 'EdgeDnsZoneRecordOptions');
      const ttl = options?.ttl === undefined ? 300 : checkNumber(this, `${at}.options.ttl`, options.ttl, 'a number of seconds');
      const id = options?.constructId === undefined ? recordId(this, at, recordtype, name) : checkString(this, `${at}.options.constructId`, options.constructId);
      const existing = this.node.tryFindChild(id);
      if (existing !== undefined) {
        throw propError(this, at, `the ${recordtype} record set at ${show(name)} was added already (${existing.node.path}); Edge DNS keeps one record set per name and type: give all its values in one call`);
      }
      const rendered = values();
      const { target, extra } = Array.isArray(rendered) ? { target: rendered, extra: undefined } : rendered;
      const prop = (field: string) => (field === 'ttl' ? `${at}.options.ttl` : field.startsWith('target') ? `${at}.${call.values}${field.slice('target'.length)}` : at);
      return writeRecords(this, id, { zone: this.bound, recordtype, ttl, instances: [{ name, target, extra, prop }] });
    });
  }

  private values(prop: string, values: string[]): string[] {
    const list = checkList(this, prop, values, 'strings');
    if (list === undefined) throw propError(this, prop, 'missing; give at least one value');
    if (!Token.isUnresolved(list)) list.forEach((value, i) => checkString(this, `${prop}[${i}]`, value));
    return list;
  }

  private items<T>(
    prop: string,
    items: T[],
    type: { readonly prototype: T; readonly name: string },
    example: string,
  ): T[] {
    const list = checkList(this, prop, items, `${type.name} values`);
    if (list === undefined || Token.isUnresolved(list)) throw propError(this, prop, `${list === undefined ? 'missing' : 'is a token'}; give a list of ${type.name} values, such as [${example}]`);
    list.forEach((item, i) => {
      if (item === null || typeof item !== 'object' || Object.getPrototypeOf(item) !== type.prototype) throw propError(this, `${prop}[${i}]`, `is not a ${type.name}; use ${example}`);
    });
    return list;
  }
}

/**
 * The props of the zone by field of `akamai_dns_zone` (the type's fields and problems of the whole block go to `type`).
 */
const ZONE_FIELDS: Readonly<Record<string, string>> = {
  zone: 'zoneName', contract: 'contract', group: 'group', comment: 'comment', sign_and_serve: 'signAndServe', sign_and_serve_algorithm: 'signAndServe', end_customer_id: 'endCustomerId',
};

/**
 * A record's construct id from its type and name (`A www.example.com`: lower case, no final dot, as DNS compares
 * names).
 */
function recordId(scope: IConstruct, prop: string, recordtype: string, name: string): string {
  if (Token.isUnresolved(name)) throw propError(scope, `${prop}.options.constructId`, 'missing; the record\'s name is a token, so its construct id cannot be made from it: give options.constructId');
  return `${recordtype} ${name.toLowerCase().replace(/\.$/, '')}`;
}
