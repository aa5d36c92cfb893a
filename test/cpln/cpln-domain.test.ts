import { Fn, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome, synth } from '../support/synth';

const gvc = cpln.GvcRef.fromName('shop');
const ref = (resource: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) => `\${${resource.terraformResourceType}.${resource.friendlyUniqueId}.${attribute}}`;

function services(stack: TerraformStack) {
  const web = new cpln.CplnWorkload(stack, 'web', { gvc, container: { image: 'ghcr.io/acme/web:2.0.0', ports: [cpln.ContainerPort.http(8080)] } });
  const api = new cpln.CplnWorkload(stack, 'api', { gvc, container: { image: 'ghcr.io/acme/api:3.1.0', ports: [cpln.ContainerPort.http(3000)] } });
  return { web, api };
}

describe('cpln.CplnDomain: a domain on its own, routing to the workloads of one GVC', () => {
  test('path routes to two workloads in the order added, each to its first port unless given; the domain named like the host', () => {
    const stack = cplnStack();
    const { web, api } = services(stack);
    const domain = new cpln.CplnDomain(stack, 'shop-domain', { domainName: 'shop.example.com', tags: { team: 'shop' } });
    domain.addRoute({ prefix: '/api/', workload: api, replacePrefix: '/' });
    domain.addRoute({ prefix: '/', workload: web });
    const json = synth(stack);
    expect(domain.resource.node.id).toBe('Resource');
    expect(json.resource.cpln_domain[domain.resource.friendlyUniqueId]).toEqual({
      name: 'shop.example.com',
      tags: { team: 'shop' },
      spec: {
        dns_mode: 'cname',
        ports: [{
          number: 443, protocol: 'http2', tls: {},
          route: [
            { prefix: '/api/', replace_prefix: '/', workload_link: ref(api.resource, 'self_link'), port: 3000 },
            { prefix: '/', workload_link: ref(web.resource, 'self_link'), port: 8080 },
          ],
        }],
      },
    });
  });

  test('GVC subdomains name their GVC; per-replica subdomains name their stateful workload and route / to it', () => {
    const stack = cplnStack();
    const apps = new cpln.CplnDomain(stack, 'apps', { domainName: 'apps.example.com', dnsMode: cpln.DnsMode.NS, routing: cpln.DomainRouting.gvcSubdomains(cpln.GvcRef.fromName('shop')) });
    const db = new cpln.CplnWorkload(stack, 'database', { gvc, type: cpln.WorkloadType.STATEFUL, container: { image: 'postgres:16', ports: [cpln.ContainerPort.tcp(5432)] } });
    const replicas = new cpln.CplnDomain(stack, 'replicas', { domainName: 'db.example.com', dnsMode: cpln.DnsMode.NS, routing: cpln.DomainRouting.replicaSubdomains(db) });
    const json = synth(stack);
    const lookup = Object.keys(json.data.cpln_gvc)[0];
    expect(json.resource.cpln_domain[apps.resource.friendlyUniqueId].spec).toEqual({ dns_mode: 'ns', gvc_link: `\${data.cpln_gvc.${lookup}.self_link}`, ports: [{ number: 443, protocol: 'http2', tls: {} }] });
    expect(json.resource.cpln_domain[replicas.resource.friendlyUniqueId].spec).toEqual({
      dns_mode: 'ns', workload_link: ref(db.resource, 'self_link'),
      ports: [{ number: 443, protocol: 'http2', tls: {}, route: [{ prefix: '/', workload_link: ref(db.resource, 'self_link'), port: 5432 }] }],
    });
  });

  test('a route names its workload, and subdomain routing its GVC or workload: the domain has no workload of its own', () => {
    const stack = cplnStack();
    const domain = new cpln.CplnDomain(stack, 'd', { domainName: 'shop.example.com' });
    expect(() => domain.addRoute({ prefix: '/' })).toThrow('test/d: addRoute call 1.workload: missing; give the workload: a CplnWorkload, WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink(link)');
    expect(() => new cpln.CplnDomain(cplnStack(), 'e', { domainName: 'apps.example.com', routing: cpln.DomainRouting.gvcSubdomains() })).toThrow('test/e: routing: DomainRouting.gvcSubdomains() names no GVC');
    expect(() => new cpln.CplnDomain(cplnStack(), 'f', { domainName: 'db.example.com', routing: cpln.DomainRouting.replicaSubdomains() })).toThrow('test/f: routing: DomainRouting.replicaSubdomains() names no workload');
  });

  test('routes to workloads of two GVCs are refused at synth by the stack\'s rule', () => {
    const stack = cplnStack();
    const { web } = services(stack);
    const other = new cpln.CplnWorkload(stack, 'other', { gvc: cpln.GvcRef.fromName('admin'), container: { image: 'ghcr.io/acme/admin:1.0.0', ports: [cpln.ContainerPort.http(8080)] } });
    const domain = new cpln.CplnDomain(stack, 'd', { domainName: 'shop.example.com' });
    domain.addRoute({ prefix: '/admin/', workload: other });
    domain.addRoute({ prefix: '/', workload: web });
    const { errors } = outcome(stack);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[test\] test\/d\/Resource: cpln_domain\.d_\w+\.spec\.ports\[0\]\.route\[1\]\.workload_link: routes to a workload of GVC "shop", but .* is in GVC "admin"; .*\[cpln\/domain-routes-one-gvc\]$/);
  });

  test('the ownership record reads the org id from a cpln_org lookup made once; certificates from a CplnSecret', () => {
    const stack = cplnStack();
    const cert = new cpln.CplnSecret(stack, 'tls', { content: cpln.SecretContent.tls({ key: new TerraformVariable(stack, 'key', { type: 'string', sensitive: true }).stringValue, cert: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ==\n-----END CERTIFICATE-----\n' }) });
    const domain = new cpln.CplnDomain(stack, 'd', { domainName: 'www.example.com', apexDomain: 'example.com', serverCertificate: cert });
    const { name, type, ttl } = domain.ownershipRecord;
    expect([name, type, ttl]).toEqual(['_cpln.example.com', 'TXT', 600]);
    void domain.ownershipRecord;
    const json = synth(stack);
    expect(Object.keys(json.data.cpln_org)).toHaveLength(1);
    expect(json.resource.cpln_domain[domain.resource.friendlyUniqueId].spec.ports[0].tls).toEqual({ server_certificate: { secret_link: ref(cert.resource, 'self_link') } });
  });

  test.each(['variable', 'reference', 'function'] as const)('the domain name and a route prefix given as a %s pass through untouched', (kind) => {
    const stack = cplnStack();
    const { web } = services(stack);
    const variable = new TerraformVariable(stack, 'name', { type: 'string' }).stringValue;
    const value = { variable, reference: web.workloadName, function: Fn.lower(variable) }[kind];
    const expected = { variable: '${var.name}', reference: ref(web.resource, 'name'), function: '${lower(var.name)}' }[kind];
    const domain = new cpln.CplnDomain(stack, 'd', { domainName: value, apexDomain: value });
    domain.addRoute({ prefix: value, workload: web });
    const spec = synth(stack).resource.cpln_domain[domain.resource.friendlyUniqueId];
    expect([spec.name, spec.spec.ports[0].route[0].prefix]).toEqual([expected, expected]);
  });
});
