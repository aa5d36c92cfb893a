import { TerraformStack, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { cplnStack, validationWarnings } from '../support/synth';
import { WEB, webSite } from '../support/web-site';

function enrollment(stack: TerraformStack, props: Partial<akamai.EnrollmentWithValidationProps>): void {
  new akamai.EnrollmentWithValidation(stack, 'cert', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'), commonName: 'example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION,
    challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')), ...props,
  });
}

/** A primary Edge DNS zone for example.com. */
function zone(stack: TerraformStack): akamai.EdgeDnsZone {
  return new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: akamai.ContractRef.fromId('C-0N7RAC7'), group: akamai.GroupRef.fromId('12345') });
}

// Each case breaks one check of an L2 construct (the platform's rule it enforces is in the rule's description), or a
// rule of the catalog or of the checks across a stack that an L2 applies when it writes a block.
const CASES: Array<[string, (stack: TerraformStack) => unknown]> = [
  ['cpln_workload.name:pattern', (s) => webSite(s, { workloadName: 'Web_App' })],
  ['cpln/domain-workload-port', (s) => webSite(s, { containers: [{ name: 'web', image: 'ghcr.io/acme/web:2.0.1' }] })],
  ['cpln/domain-route-routing-mode', (s) => webSite(s, { dnsMode: cpln.DnsMode.NS, routing: cpln.DomainRouting.gvcSubdomains() }).addRoute({ prefix: '/api/' })],
  ['cpln/domain-route-prefix', (s) => webSite(s).addRoute({ prefix: 'api' })],
  ['cpln/domain-unique-in-app', (s) => { webSite(s); new cpln.WorkloadWithDomain(s, 'again', { gvc: cpln.GvcRef.fromName('web'), workloadName: 'again', containers: [WEB], domainName: 'WWW.example.com' }); }],
  ['cpln/domain-certificate-secret', (s) => webSite(s, { serverCertificate: cpln.SecretRef.fromSecret(new cpln.secret.Secret(s, 'opaque', { name: 'opaque', opaque: { payload: 'x' } })) })],
  ['cpln/domain-accept-all-hosts-load-balancer', (s) => {
    const gvc = new cpln.gvc.Gvc(s, 'gvc', { name: 'web', locations: ['aws-eu-central-1'] });
    webSite(s, { gvc: cpln.GvcRef.fromGvc(gvc), acceptAllHosts: true });
    Testing.synth(s, true);
  }],
  ['cpln/secret-link', (s) => webSite(s).grantReveal(cpln.SecretRef.fromLink('/org/acme/gvc/web/identity/x'))],
  ['cpln/identity-link', (s) => webSite(s, { identity: cpln.IdentityRef.fromLink('/org/acme/secret/x') })],
  ['cpln/workload-link', (s) => webSite(s).addRoute({ prefix: '/api/', workload: cpln.WorkloadRef.fromLink('api') })],
  ['cpln/ipset-link', (s) => new cpln.CplnGvc(s, 'shop', { loadBalancer: { dedicated: true, ipSet: 'ipset/egress' } })],
  ['cpln/cloud-account-link', (s) => new cpln.CplnIdentity(s, 'api', { gvc: cpln.GvcRef.fromName('web'), cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: '/org/acme/secret/aws', roleName: 'api' })] })],
  ['cpln/agent-link', (s) => new cpln.CplnIdentity(s, 'api', { gvc: cpln.GvcRef.fromName('web') }).addNetworkResource({ name: 'db', ips: ['10.0.0.5'], ports: [5432], agent: 'agent/dc1' })],
  ['cpln/identity-cloud-account-provider', (s) => new cpln.CplnIdentity(s, 'api', {
    gvc: cpln.GvcRef.fromName('web'),
    cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: new cpln.cloudAccount.CloudAccount(s, 'gcp', { name: 'gcp-prod', gcp: { projectId: 'acme' } }), roleName: 'api' })],
  })],
  ['cpln/identity-cloud-access-per-provider', (s) => new cpln.CplnIdentity(s, 'api', { gvc: cpln.GvcRef.fromName('web'), cloudAccess: [cpln.CloudAccess.ngs({ cloudAccount: 'ngs' }), cpln.CloudAccess.ngs({ cloudAccount: 'ngs-eu' })] })],
  ['cpln/identity-aws-trust-policy', (s) => new cpln.CplnIdentity(s, 'api', {
    gvc: cpln.GvcRef.fromName('web'),
    cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: 'aws', policyRefs: ['aws::AmazonS3ReadOnlyAccess'], trustPolicy: cpln.AwsTrustPolicy.fromJson('{"Version": "2012-10-17"}') })],
  })],
  ['akamai/enrollment-hostname', (s) => enrollment(s, { sans: ['example.com', 'www_1.example.com'] })],
  ['akamai/enrollment-country-code', (s) => enrollment(s, { organization: { ...ORGANIZATION, countryCode: 'USA' } })],
  ['akamai/enrollment-sans', (s) => enrollment(s, { sans: [] })],
  ['akamai/dns-record-name-in-zone', (s) => enrollment(s, { sans: ['www.example.org'] })],
  ['akamai/dns-record-a-target-ipv4', (s) => zone(s).addARecord('www.example.com', ['2001:db8::1'])],
  ['akamai/dns-cname-and-other-data', (s) => { const z = zone(s); z.addTxt('www.example.com', ['hello']); z.addCname('www.example.com', 'www.example.com.edgekey.net'); }],
  ['akamai/enrollment-wildcard-dns', (s) => enrollment(s, { sans: ['*.example.com'], challenges: akamai.ChallengeAnswer.http() })],
];

describe('Validations.disableRule switches off the checks the L2 constructs make', () => {
  test.each(CASES)('%s: refused with its id, accepted once switched off', (rule, build) => {
    expect(() => build(cplnStack())).toThrow(`[${rule}]`);
    const stack = cplnStack();
    Validations.disableRule(stack, rule);
    expect(() => build(stack)).not.toThrow();
  });

  test('a warning of an L2 construct carries its rule id and is switched off by it', () => {
    const warned = (disable: boolean) => {
      const stack = cplnStack();
      if (disable) Validations.disableRule(stack, 'cpln/domain-accept-all-hosts-load-balancer');
      webSite(stack, { gvc: cpln.GvcRef.fromName('production'), acceptAllHosts: true });
      Testing.synth(stack, true);
      return validationWarnings(stack);
    };
    expect(warned(false)).toEqual([expect.stringMatching(/^acceptAllHosts: GVC "production" is not a construct of this app.* \[cpln\/domain-accept-all-hosts-load-balancer\]$/)]);
    expect(warned(true)).toEqual([]);
  });
});
