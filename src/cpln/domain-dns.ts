import { Fn, TerraformIterator, Token } from '../framework';
import { DomainStatusDnsConfigList } from '../gen/cpln/domain';
import { DomainDnsRecord } from './domain-options';

/** The time to live the platform's domain guide lists for the TXT and CNAME records, and for the NS records. */
const TTL = 600;
const NS_TTL = 1800;

/** Control Plane's name servers, the targets of an `ns`-mode domain's delegation. */
const NAME_SERVERS = ['ns1.cpln.cloud', 'ns2.cpln.cloud', 'ns1.cpln.live', 'ns2.cpln.live'];

/**
 * The TXT record that proves the org owns the domain, which the platform looks up when the domain is
 * created (`must_prove_ownership` otherwise). At the apex (`_cpln.<apex>`) it proves the apex and every
 * name under it; for a subdomain, `_cpln-<domain>` (`_cpln-www.example.com`) proves that name alone.
 * The value is the org's id (its GUID). A wildcard is proven by its base name.
 */
export function ownershipRecord(domainName: string, apexDomain: string | undefined, orgId: string): DomainDnsRecord {
  const proven = Token.isUnresolved(domainName) ? domainName : domainName.replace(/^\*\./, '');
  const atApex = apexDomain !== undefined || isApex(proven);
  return { name: atApex ? `_cpln.${apexDomain ?? proven}` : `_cpln-${proven}`, type: 'TXT', ttl: TTL, values: [orgId] };
}

/** The NS records delegating an `ns`-mode domain to Control Plane's name servers. */
export function nameServerRecord(domainName: string): DomainDnsRecord {
  return { name: domainName, type: 'NS', ttl: NS_TTL, values: [...NAME_SERVERS] };
}

/**
 * The CNAME record pointing a `cname`-mode domain at the GVC's endpoint. The target (`<GVC alias>.cpln.app`) is the one
 * the
 * domain's status lists (the first CNAME that is not a certificate challenge), known once the domain
 * is created: the platform creates it before the CNAME exists and reports `pendingDnsConfig` until then.
 */
export function cnameRecord(domainName: string, status: DomainStatusDnsConfigList): DomainDnsRecord {
  const targets = TerraformIterator.fromList(status).forExpressionForList('val.value if val.type == "CNAME" && !startswith(val.host, "_acme-challenge")');
  return { name: domainName, type: 'CNAME', ttl: TTL, values: [Token.asString(Fn.element(targets, 0))] };
}

/** Whether a literal name is an apex (two labels); a token or a longer name is treated as a subdomain. */
export function isApex(domainName: string): boolean {
  return !Token.isUnresolved(domainName) && domainName.split('.').length === 2;
}
