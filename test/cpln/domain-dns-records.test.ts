import { Fn, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../lib';
import { cplnStack, outcome, synth } from '../support/synth';
import { evaluate, HAS_TERRAFORM, unwrap } from '../support/terraform-console';
import { WEB, webSite } from '../support/web-site';

/** Both providers, as an app that serves on Control Plane and keeps its DNS on Akamai Edge DNS. */
function stackWithEdgeDns(): TerraformStack {
  const stack = cplnStack();
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });
  return stack;
}

// Control Plane's domain guide (guides/configure-domain, "Required DNS Records"): a TXT record
// `_cpln.<apex>` for the apex and every name under it, or `_cpln-<label>.<rest>` for one subdomain,
// valued with the org's id (GUID), TTL 600; an `ns` domain is delegated to ns1/ns2.cpln.cloud and
// ns1/ns2.cpln.live with TTL 1800; a CNAME to `<GVC alias>.cpln.app`, TTL 600.
describe('cpln.WorkloadWithDomain: the DNS records a domain needs', () => {
  test('the ownership record, created on Edge DNS in the same app, is a prerequisite the domain waits for', () => {
    const stack = stackWithEdgeDns();
    const site = webSite(stack);
    const proof = site.ownershipRecord;
    const record = new akamai.dnsRecord.DnsRecord(stack, 'proof', { zone: 'example.com', name: proof.name, recordtype: proof.type, ttl: proof.ttl, target: proof.values });
    site.addDnsPrerequisite(record);
    const json = synth(stack);
    const org = site.node.findChild('OrgLookup') as cpln.dataCplnOrg.DataCplnOrg;
    expect(json.data.cpln_org[org.friendlyUniqueId]).toEqual({});
    expect(json.resource.akamai_dns_record[record.friendlyUniqueId]).toEqual({
      zone: 'example.com',
      name: '_cpln-www.example.com',
      recordtype: 'TXT',
      ttl: 600,
      target: [`\${data.cpln_org.${org.friendlyUniqueId}.cpln_id}`],
    });
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].depends_on).toEqual([`akamai_dns_record.${record.friendlyUniqueId}`]);
  });

  test.each([
    ['an apex domain', { domainName: 'example.com' }, '_cpln.example.com'],
    ['a subdomain proven alone', { domainName: 'shop.eu.example.com' }, '_cpln-shop.eu.example.com'],
    ['a subdomain proven at its apex', { domainName: 'shop.eu.example.com', apexDomain: 'example.com' }, '_cpln.example.com'],
    ['a wildcard, proven by its base name', { domainName: '*.example.com' }, '_cpln.example.com'],
  ])('the ownership record of %s is named %s', (_title, props, name) => {
    const site = webSite(cplnStack(), props);
    expect(site.ownershipRecord.name).toBe(name);
    expect(site.ownershipRecord.type).toBe('TXT');
  });

  test('no org lookup is made unless the ownership record is read', () => {
    const stack = cplnStack();
    webSite(stack);
    expect(synth(stack).data).toBeUndefined();
  });

  test('in ns mode the routing record delegates the domain to the four Control Plane name servers, known at synth', () => {
    const site = webSite(cplnStack(), { dnsMode: cpln.DnsMode.NS });
    expect(site.routingRecord).toEqual({
      name: 'www.example.com',
      type: 'NS',
      ttl: 1800,
      values: ['ns1.cpln.cloud', 'ns2.cpln.cloud', 'ns1.cpln.live', 'ns2.cpln.live'],
    });
  });

  test('in cname mode the routing record is a CNAME whose target the domain status lists', () => {
    const stack = cplnStack();
    const site = webSite(stack);
    const record = site.routingRecord;
    expect({ name: record.name, type: record.type, ttl: record.ttl }).toEqual({ name: 'www.example.com', type: 'CNAME', ttl: 600 });
    new TerraformOutput(stack, 'target', { value: record.values[0] });
    expect(synth(stack).output.target.value).toContain(`cpln_domain.${site.domain.friendlyUniqueId}.status[0].dns_config`);
  });

  test.skipIf(!HAS_TERRAFORM)('the CNAME target skips a certificate challenge record (terraform console)', () => {
    const stack = cplnStack();
    const site = webSite(stack, { certChallengeType: cpln.CertChallengeType.DNS01 });
    new TerraformOutput(stack, 'target', { value: site.routingRecord.values[0] });
    const expression = unwrap(synth(stack).output.target.value).split(`cpln_domain.${site.domain.friendlyUniqueId}.status[0].dns_config`).join('local.records');
    const records = JSON.stringify([
      { type: 'CNAME', ttl: 600, host: '_acme-challenge.www.example.com', value: 'www.example.com.acme.cpln.app' },
      { type: 'CNAME', ttl: 600, host: 'www.example.com', value: 'k8x2pq.cpln.app' },
    ]);
    expect(evaluate({ records }, [expression])).toEqual(['k8x2pq.cpln.app']);
  });

  test('tokens pass through: a domain name or an apex from a variable or a function', () => {
    const stack = cplnStack();
    const domain = new TerraformVariable(stack, 'domain', { type: 'string' });
    const apex = new TerraformVariable(stack, 'apex', { type: 'string' });
    const byVariable = webSite(stack, { domainName: domain.stringValue });
    const atApex = new cpln.WorkloadWithDomain(stack, 'apex-site', { gvc: cpln.GvcRef.fromName('web'), workloadName: 'blog', containers: [WEB], domainName: Fn.lower(domain.stringValue), apexDomain: apex.stringValue });
    new TerraformOutput(stack, 'subdomain', { value: byVariable.ownershipRecord.name });
    new TerraformOutput(stack, 'at-apex', { value: atApex.ownershipRecord.name });
    new TerraformOutput(stack, 'ns', { value: webSite(new TerraformStack(stack.node.root, 'other'), { domainName: domain.stringValue, dnsMode: cpln.DnsMode.NS }).routingRecord.name });
    const json = synth(stack);
    expect(json.output.subdomain.value).toBe('_cpln-${var.domain}');
    expect(json.output['at-apex'].value).toBe('_cpln.${var.apex}');
    expect(json.resource.cpln_domain[atApex.domain.friendlyUniqueId].name).toBe('${lower(var.domain)}');
  });

  test.each([
    ['an apex that is not a parent of the domain', { apexDomain: 'example.org' }, 'test/site: apexDomain: "example.org" is not an apex of "www.example.com"; allowed: the domain itself or a parent of it, for example "example.com" for "app.example.com" [cpln/domain-apex]'],
  ])('%s is refused', (_title, props, message) => {
    expect(() => webSite(cplnStack(), props)).toThrow(message);
  });

  test('an apex domain in ns mode is refused at synth by the catalog\'s rule, as a hand-written cpln_domain is', () => {
    const stack = cplnStack();
    webSite(stack, { domainName: 'example.com', dnsMode: cpln.DnsMode.NS });
    const { errors } = outcome(stack);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[test\] test\/site\/Domain\/Default: cpln_domain\.site_Domain_\w+: .*\[cpln\/domain-apex-dns-mode\]$/);
  });

  test('a subdomain in ns mode is accepted, also where the ownership record is proven at the subdomain itself', () => {
    const stack = cplnStack();
    webSite(stack, { domainName: 'shop.example.co.uk', apexDomain: 'shop.example.co.uk', dnsMode: cpln.DnsMode.NS });
    expect(outcome(stack)).toEqual({ errors: [], warnings: [] });
  });

  test('the apex checks can be switched off on a scope before the construct is created', () => {
    const stack = cplnStack();
    Validations.disableRule(stack, 'cpln/domain-apex-dns-mode');
    const site = webSite(stack, { domainName: 'example.com', dnsMode: cpln.DnsMode.NS });
    expect(synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.dns_mode).toBe('ns');
  });
});
