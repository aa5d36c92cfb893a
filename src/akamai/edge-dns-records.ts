import { Construct, IConstruct } from 'constructs';
import { ITerraformIterator, TerraformStack, Token } from '../framework';
import { DnsRecord } from '../gen/akamai/dns-record';
import { DnsZone } from '../gen/akamai/dns-zone';
import { checkLikeBlock, checkLikeStack, propError } from '../prop-error';
import { EdgeDnsZoneRef, IEdgeDnsZone } from './edge-dns-zone-ref';

// How every construct that writes Edge DNS records writes them (EdgeDnsZone's typed records, PropertyDelivery's
// CNAME records, EnrollmentWithValidation's challenge records): one `akamai_dns_record` per record set (one name and
// type), judged when it is written by the catalog's rules of `akamai_dns_record` and by the checks across the
// records of a zone, with the rule ids synthesis reports.

/** A zone as the records written into it need it. */
export interface BoundZone {
  /** The zone's name as the records take it: a reference to the zone resource when this app creates the zone. */
  readonly zone: string;
  /** The zone's name, when it is known at synth. */
  readonly literal?: string;
}

/** The L2 zones of the app: how records bind to each. */
const zones = new WeakMap<IEdgeDnsZone, BoundZone>();

/**
 * What the checks know of a zone of a stack: its type and Terraform name when this app creates it, and the record
 * sets written into it so far (their JSON, by Terraform name: `Cnames_1A2B3C4D["www.example.com"]` for one of a
 * `for_each`).
 */
interface ZoneRecords {
  zone?: { readonly name: string; readonly type: string };
  readonly records: Map<string, Record<string, unknown>>;
}
const written = new WeakMap<TerraformStack, Map<string, ZoneRecords>>();

/**
 * Makes an L2 zone one the record writers bind to (`bindZone`), and its type (`PRIMARY`, ...) known to the checks of
 * its records.
 */
export function registerZone(zone: IEdgeDnsZone & IConstruct, resource: DnsZone, bound: BoundZone, type: string): void {
  zones.set(zone, bound);
  if (bound.literal !== undefined) zoneRecords(zone, bound.literal).zone = { name: resource.friendlyUniqueId, type };
}

/** The zone a construct's prop names, or a prop error naming what is accepted. */
export function bindZone(scope: IConstruct, prop: string, zone: IEdgeDnsZone, usage: string): BoundZone {
  const registered = typeof zone === 'object' && zone !== null ? zones.get(zone) : undefined;
  if (registered !== undefined) return registered;
  if (zone instanceof EdgeDnsZoneRef) {
    const bound = zone._bind(scope as Construct, prop);
    const [literal, type] = [literalOf(bound.literal), literalOf(bound.resource?.typeInput)?.toUpperCase()];
    if (bound.resource !== undefined && literal !== undefined && type !== undefined) zoneRecords(
      scope,
      literal,
    ).zone = { name: bound.resource.friendlyUniqueId, type };
    return { zone: bound.zone, literal };
  }
  if (typeof zone === 'object' && zone !== null && typeof zone.zoneName === 'string') return { zone: zone.zoneName, literal: literalOf(zone.zoneName) };
  throw propError(scope, prop, `${usage} takes an IEdgeDnsZone: an EdgeDnsZone, EdgeDnsZoneRef.fromName("example.com") or EdgeDnsZoneRef.fromZone(zone)`);
}

/**
 * One record set among those written, for the checks: its name and targets (literals are judged, tokens are not)
 * and the prop each of its fields comes from (`''` for the record as a whole, `name`, `target[1]`, `ttl`).
 */
export interface RecordInstance {
  readonly name: string;
  /** The targets: literals, tokens, or a list token. */
  readonly target: string[];
  /** Other arguments of the record (`priority`, `weight`, `port`). */
  readonly extra?: Readonly<Record<string, number>>;
  readonly prop: (field: string) => string;
}

/** Record sets of one type and time to live in a zone, and, for several, how one resource writes them all. */
export interface RecordsToWrite {
  readonly zone: BoundZone;
  readonly recordtype: string;
  readonly ttl: number;
  /** The record sets; one is written as it is, several with `forEach`. */
  readonly instances: readonly RecordInstance[];
  /** For several record sets: the iterator of one resource with `for_each`, and its name and target expressions. */
  readonly forEach?: { readonly iterator: ITerraformIterator; readonly name: string; readonly target: string[] };
}

/**
 * Writes record sets as one `akamai_dns_record` (id `id`) and judges each: the catalog's rules of the record
 * type, and the checks across the zone's records written so far (a CNAME alone at its name, one resource per
 * name and type, records only in a primary zone). The records take the zone by reference when this app creates
 * it, so they are created after it and destroyed before it.
 */
export function writeRecords(scope: Construct, id: string, write: RecordsToWrite): DnsRecord {
  const configs = write.instances.map((instance) => ({
    zone: write.zone.literal ?? write.zone.zone,
    name: instance.name,
    recordtype: write.recordtype,
    ttl: write.ttl,
    target: instance.target,
    ...instance.extra,
  }));
  configs.forEach((config, i) => checkLikeBlock(scope, 'akamai_dns_record', config, (field) => write.instances[i].prop(field.replace(/^\./, ''))));
  const [instance] = write.instances;
  const record = write.forEach === undefined
    ? new DnsRecord(scope, id, {
      zone: write.zone.zone,
      name: instance.name,
      recordtype: write.recordtype,
      ttl: write.ttl,
      target: instance.target,
      ...instance.extra,
    })
    : new DnsRecord(scope, id, {
      forEach: write.forEach.iterator,
      zone: write.zone.zone,
      name: write.forEach.name,
      recordtype: write.recordtype,
      ttl: write.ttl,
      target: write.forEach.target,
    });
  if (write.zone.literal !== undefined) {
    const known = zoneRecords(scope, write.zone.literal);
    const zone = known.zone === undefined ? {} : {
      akamai_dns_zone: { [known.zone.name]: { zone: write.zone.literal, type: known.zone.type } },
    };
    const records = { ...Object.fromEntries(known.records), ...Object.fromEntries(configs.map((c, i) => [`new${i}`, c])) };
    checkLikeStack(scope, { resource: { ...zone, akamai_dns_record: records } }, (block, field) => {
      const index = /^new(\d+)$/.exec(block);
      return index === null ? undefined : write.instances[Number(index[1])].prop(field);
    });
    configs.forEach((config, i) => known.records.set(write.forEach === undefined ? record.friendlyUniqueId : `${record.friendlyUniqueId}[${JSON.stringify(write.instances[i].name)}]`, config));
  }
  return record;
}

/**
 * A TXT value as the provider writes it to Edge DNS (`txtrecord.NormalizeTarget`, terraform-provider-akamai v9.2.0
 * pkg/providers/dns/internal/txtrecord): quoted character-strings of at most 255 bytes each (RFC 1035 §3.3), `"` and
 * `\` escaped with a backslash and other bytes outside printable ASCII as `\DDD`. Unquoted, the provider would split
 * the text at spaces and drop what follows a `;`; written in its normal form, the provider's read maps the value back
 * to itself, so the next plan is empty. A token is written as it is.
 */
export function txtCharacterStrings(text: string): string {
  if (Token.isUnresolved(text)) return text;
  const bytes = [...Buffer.from(text, 'utf-8')];
  const strings: string[] = [];
  for (let start = 0; start === 0 || start < bytes.length; start += 255) {
    const escaped = bytes.slice(start, start + 255).map((b) => (b < 0x20 || b >= 0x7f ? `\\${String(b).padStart(3, '0')}` : b === 0x22 || b === 0x5c ? `\\${String.fromCharCode(b)}` : String.fromCharCode(b)));
    strings.push(`"${escaped.join('')}"`);
  }
  return strings.join(' ');
}

/** A value known at synth, or undefined for a token or nothing. */
function literalOf(value: string | undefined): string | undefined {
  return value === undefined || Token.isUnresolved(value) ? undefined : value;
}

/** What the checks know of a zone of the stack `scope` is in, by name (as DNS compares names). */
function zoneRecords(scope: IConstruct, zone: string): ZoneRecords {
  const stack = TerraformStack.of(scope);
  const byName = written.get(stack) ?? new Map<string, ZoneRecords>();
  written.set(stack, byName);
  const key = zone.toLowerCase().replace(/\.$/, '');
  const known = byName.get(key) ?? { records: new Map<string, Record<string, unknown>>() };
  byName.set(key, known);
  return known;
}
