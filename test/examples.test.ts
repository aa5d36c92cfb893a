import { execFileSync } from 'child_process';
import { existsSync, readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { MIXED_STACK_RESOURCE_TYPES } from './support/mixed-stack';
import { providerNamed, required } from './support/providers';

const CPLN = providerNamed('cpln');
const AKAMAI = providerNamed('akamai');

const EXAMPLES = join(__dirname, '..', 'examples');

/**
 * Runs an example app as `cdktf synth` would (its cdktf.json `app`: plain node for main.js, ts-node,
 * which also type-checks, for main.ts) and reads the stack it wrote.
 */
function synthExample(name: string, stack: string): any {
  const dir = join(EXAMPLES, name);
  rmSync(join(dir, 'cdktf.out'), { recursive: true, force: true });
  const args = existsSync(join(dir, 'main.ts')) ? [require.resolve('ts-node/dist/bin.js'), 'main.ts'] : ['main.js'];
  execFileSync(process.execPath, args, { cwd: dir, stdio: 'pipe' });
  const file = join(dir, 'cdktf.out', 'stacks', stack, 'cdk.tf.json');
  expect(existsSync(file), `${file} was written`).toBe(true);
  return JSON.parse(readFileSync(file, 'utf-8'));
}

describe('examples', () => {
  test('cpln-web-service synthesizes a GVC, a workload wired to it and a domain routing to the workload', () => {
    const out = synthExample('cpln-web-service', 'web-service');
    expect(out.terraform.required_providers.cpln).toEqual(required(CPLN));
    expect(out.provider.cpln).toEqual([{ org: 'acme' }]);
    expect(Object.keys(out.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_secret', 'cpln_workload']);
    const [gvcId] = Object.keys(out.resource.cpln_gvc);
    const [workloadId] = Object.keys(out.resource.cpln_workload);
    const workload = out.resource.cpln_workload[workloadId];
    expect(workload.gvc).toBe(`\${cpln_gvc.${gvcId}.name}`);
    expect(workload.container[0].ports).toEqual([{ number: 8080, protocol: 'http' }]);
    const [domain] = Object.values(out.resource.cpln_domain) as any[];
    expect(domain.spec.ports[0].route).toEqual([{ prefix: '/', workload_link: `\${cpln_workload.${workloadId}.self_link}`, port: 8080 }]);
    expect(out.output.endpoint.value).toBe(`\${cpln_workload.${workloadId}.status[0].canonical_endpoint}`);
  });

  test('cpln-workload-with-domain serves a web app and an API on one domain through WorkloadWithDomain', () => {
    const out = synthExample('cpln-workload-with-domain', 'shop');
    expect(Object.keys(out.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_workload']);
    const [domainId] = Object.keys(out.resource.cpln_domain);
    const web = Object.keys(out.resource.cpln_workload).find((id) => out.resource.cpln_workload[id].name === 'shop-web')!;
    const api = Object.keys(out.resource.cpln_workload).find((id) => out.resource.cpln_workload[id].name === 'shop-api')!;
    const apiNext = Object.keys(out.resource.cpln_workload).find((id) => out.resource.cpln_workload[id].name === 'shop-api-next')!;
    expect(out.resource.cpln_workload[web].gvc).toBe('${cpln_gvc.gvc.name}');
    expect(out.resource.cpln_workload[web].firewall_spec).toEqual({ external: { inbound_allow_cidr: ['0.0.0.0/0'] } });
    const port = out.resource.cpln_domain[domainId].spec.ports[0];
    expect(port.route).toEqual([
      { prefix: '/api/', replace_prefix: '/', workload_link: `\${cpln_workload.${api}.self_link}`, port: 3000, canary: [{ workload_link: `\${cpln_workload.${apiNext}.self_link}`, weight: 10 }] },
      { prefix: '/', workload_link: `\${cpln_workload.${web}.self_link}`, port: 8080 },
    ]);
    expect(port.cors.allow_origins).toEqual([{ exact: 'https://shop.example.com' }]);
    expect(out.output['dns-records'].value).toBe(`\${cpln_domain.${domainId}.status[0].dns_config}`);
    expect(out.output.urls.value).toBe(`\${cpln_domain.${domainId}.status[0].endpoints[*].url}`);
  });

  test('cpln-service-with-secrets runs a workload on a domain as its identity, with two secrets granted and in its environment, and a stateful worker', () => {
    const dir = join(EXAMPLES, 'cpln-service-with-secrets');
    const out = synthExample('cpln-service-with-secrets', 'shop');
    expect(JSON.parse(readFileSync(join(dir, 'cdktf.out', 'manifest.json'), 'utf-8')).stacks.shop.annotations).toEqual([]);
    expect(Object.keys(out.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_identity', 'cpln_policy', 'cpln_secret', 'cpln_volume_set', 'cpln_workload']);
    const workloads = out.resource.cpln_workload;
    const [webId] = Object.keys(workloads).filter((id) => workloads[id].name === 'shop-web');
    const [identityId] = Object.keys(out.resource.cpln_identity);
    const [policyId] = Object.keys(out.resource.cpln_policy);
    expect(workloads[webId].container[0].env).toEqual({
      DATABASE_HOST: 'cpln://secret/${cpln_secret.database.name}.host',
      DATABASE_PASSWORD: 'cpln://secret/${cpln_secret.database.name}.password',
      PAYMENTS_API_KEY: 'cpln://secret/${cpln_secret.payments.name}',
    });
    expect(workloads[webId].identity_link).toBe(`\${cpln_identity.${identityId}.self_link}`);
    expect(workloads[webId].depends_on).toEqual([`cpln_policy.${policyId}`]);
    expect(out.resource.cpln_identity[identityId]).toEqual(expect.objectContaining({ gvc: '${cpln_gvc.gvc.name}', name: 'shop-web' }));
    expect(out.resource.cpln_policy[policyId]).toEqual(expect.objectContaining({
      name: 'shop-web-secret-reveal',
      target_kind: 'secret',
      target_links: ['${cpln_secret.database.name}', '${cpln_secret.payments.name}'],
      binding: [{ permissions: ['reveal'], principal_links: [`\${cpln_identity.${identityId}.self_link}`] }],
    }));
    const [orgId] = Object.keys(out.data.cpln_org);
    const [domainId] = Object.keys(out.resource.cpln_domain);
    const [proof, cname] = out.output['dns-records'].value;
    expect(proof).toEqual({ name: '_cpln-shop.example.com', type: 'TXT', ttl: 600, values: [`\${data.cpln_org.${orgId}.cpln_id}`] });
    expect(cname).toEqual(expect.objectContaining({ name: 'shop.example.com', type: 'CNAME', ttl: 600 }));
    expect(cname.values[0]).toContain(`cpln_domain.${domainId}.status[0].dns_config`);
    const worker = Object.values(workloads).find((w: any) => w.name === 'shop-worker') as any;
    expect(worker.type).toBe('stateful');
    expect(worker.container[0].volume).toEqual([{ uri: 'cpln://volumeset/${cpln_volume_set.queue.name}', path: '/var/lib/queue' }]);
  });

  test('akamai-property-delivery takes two hostnames on Enhanced TLS to production with PropertyDelivery, without warnings', () => {
    const dir = join(EXAMPLES, 'akamai-property-delivery');
    const out = synthExample('akamai-property-delivery', 'site');
    const manifest = JSON.parse(readFileSync(join(dir, 'cdktf.out', 'manifest.json'), 'utf-8'));
    expect(manifest.stacks.site.annotations).toEqual([]);
    expect(Object.keys(out.resource).sort()).toEqual([
      'akamai_cp_code', 'akamai_cps_dv_enrollment', 'akamai_cps_dv_validation', 'akamai_dns_record', 'akamai_edge_hostname', 'akamai_property', 'akamai_property_activation',
    ]);
    const [edgeId] = Object.keys(out.resource.akamai_edge_hostname);
    expect(out.resource.akamai_edge_hostname[edgeId].edge_hostname).toBe('www.example.com.edgekey.net');
    const [property] = Object.values(out.resource.akamai_property) as any[];
    expect(property.hostnames.map((h: any) => [h.cname_from, h.cname_to, h.cert_provisioning_type])).toEqual([
      ['www.example.com', `\${akamai_edge_hostname.${edgeId}.edge_hostname}`, 'CPS_MANAGED'],
      ['shop.example.com', `\${akamai_edge_hostname.${edgeId}.edge_hostname}`, 'CPS_MANAGED'],
    ]);
    const activations = Object.values(out.resource.akamai_property_activation) as any[];
    const production = activations.find((a) => a.network === 'PRODUCTION');
    const [stagingId] = Object.entries(out.resource.akamai_property_activation).find(([, a]: any) => a.network === 'STAGING')!;
    const [validationId] = Object.keys(out.resource.akamai_cps_dv_validation);
    expect(production.depends_on).toEqual([`akamai_property_activation.${stagingId}`, `akamai_cps_dv_validation.${validationId}`]);
    expect(production.compliance_record.noncompliance_reason_none.unit_tested).toBe(true);
    expect(Object.keys(out.data.akamai_property_rules_builder)).toHaveLength(3);
  });

  test('akamai-traffic splits www.example.akadns.net 60/40 over two GTM datacenters with liveness tests, without warnings', () => {
    const dir = join(EXAMPLES, 'akamai-traffic');
    const out = synthExample('akamai-traffic', 'traffic');
    // The app's cdk.tf.json holds each resource's construct metadata under "//".
    const plain = ({ '//': _metadata, ...argumentsOf }: any) => argumentsOf;
    expect(JSON.parse(readFileSync(join(dir, 'cdktf.out', 'manifest.json'), 'utf-8')).stacks.traffic.annotations).toEqual([]);
    expect(out.terraform.required_providers.akamai).toEqual(required(AKAMAI));
    expect(Object.keys(out.resource).sort()).toEqual(['akamai_gtm_datacenter', 'akamai_gtm_domain', 'akamai_gtm_property']);
    const [domainId] = Object.keys(out.resource.akamai_gtm_domain);
    // gtm-rc-domain: contract and group as the provider sends them (it strips ctr_ and grp_), a name in akadns.net.
    expect(plain(out.resource.akamai_gtm_domain[domainId])).toEqual({
      contract: 'C-0N7RAC7', group: '12345', name: 'example.akadns.net', type: 'weighted', email_notification_list: ['noc@example.com'],
    });
    const domain = `\${akamai_gtm_domain.${domainId}.name}`;
    const datacenters = out.resource.akamai_gtm_datacenter;
    const fra = Object.keys(datacenters).find((id) => datacenters[id].nickname === 'frankfurt')!;
    const ams = Object.keys(datacenters).find((id) => datacenters[id].nickname === 'amsterdam')!;
    expect(plain(datacenters[fra])).toEqual({ domain, nickname: 'frankfurt', city: 'Frankfurt', country: 'DE', continent: 'EU', latitude: 50.11, longitude: 8.68 });
    // The provider's example: datacenters created one after the other, as the API assigns their ids.
    expect(plain(datacenters[ams])).toEqual({ domain, nickname: 'amsterdam', city: 'Amsterdam', country: 'NL', continent: 'EU', latitude: 52.37, longitude: 4.9, depends_on: [`akamai_gtm_datacenter.${fra}`] });
    const [propertyId] = Object.keys(out.resource.akamai_gtm_property);
    const test = { test_interval: 60, test_timeout: 10, error_penalty: 75, timeout_penalty: 25, disabled: false };
    expect(plain(out.resource.akamai_gtm_property[propertyId])).toEqual({
      domain, name: 'www', type: 'weighted-round-robin', score_aggregation_type: 'worst', handout_mode: 'normal', handout_limit: 8, dynamic_ttl: 60,
      traffic_target: [
        { datacenter_id: `\${akamai_gtm_datacenter.${fra}.datacenter_id}`, enabled: true, weight: 60, servers: ['192.0.2.10', '192.0.2.11'] },
        { datacenter_id: `\${akamai_gtm_datacenter.${ams}.datacenter_id}`, enabled: true, weight: 40, servers: ['198.51.100.10'] },
      ],
      liveness_test: [
        {
          name: 'health', test_object_protocol: 'HTTPS', ...test, test_object: '/healthz', test_object_port: 443, http_method: 'GET',
          http_header: [{ name: 'Host', value: 'www.example.com' }], http_error3xx: false, http_error4xx: true, http_error5xx: true, peer_certificate_verification: true,
        },
        { name: 'redis', test_object_protocol: 'TCP', ...test, test_object_port: 6379, request_string: 'PING', response_string: 'PONG', peer_certificate_verification: false },
      ],
    });
    expect(out.output.hostname.value).toBe(`www.${domain}`);
  });

  test('akamai-enrollment-with-validation validates a DV certificate through Edge DNS records in one apply', () => {
    const out = synthExample('akamai-enrollment-with-validation', 'certificate');
    expect(out.terraform.required_providers.akamai).toEqual(required(AKAMAI));
    expect(Object.keys(out.resource).sort()).toEqual(['akamai_cps_dv_enrollment', 'akamai_cps_dv_validation', 'akamai_dns_record', 'akamai_dns_zone']);
    const [enrollmentId] = Object.keys(out.resource.akamai_cps_dv_enrollment);
    const [recordsId] = Object.keys(out.resource.akamai_dns_record);
    const records = out.resource.akamai_dns_record[recordsId];
    expect(records.for_each).toBe(
      '${{ for key, val in toset(["example.com", "www.example.com", "*.example.com"]): format("_acme-challenge.%s", lower(trimprefix(val, "*."))) => lower(val)... }}',
    );
    expect(records.zone).toBe('${akamai_dns_zone.zone.zone}');
    const [validation] = Object.values(out.resource.akamai_cps_dv_validation) as any[];
    expect(validation.enrollment_id).toBe(`\${akamai_cps_dv_enrollment.${enrollmentId}.id}`);
    expect(validation.depends_on).toEqual([`akamai_dns_record.${recordsId}`]);
    expect(out.output['enrollment-id'].value).toBe(`\${akamai_cps_dv_enrollment.${enrollmentId}.id}`);
  });

  test('mixed-stack uses both providers in one stack: a Control Plane workload on a domain and an Akamai certificate', () => {
    const out = synthExample('mixed-stack', 'shop-edge');
    expect(out.terraform.required_providers).toEqual({
      akamai: required(AKAMAI),
      cpln: required(CPLN),
    });
    expect(Object.keys(out.provider).sort()).toEqual(['akamai', 'cpln']);
    expect(Object.keys(out.resource).sort()).toEqual(MIXED_STACK_RESOURCE_TYPES);
    const [domainId] = Object.keys(out.resource.cpln_domain);
    expect(out.output['origin-dns-records'].value).toBe(`\${cpln_domain.${domainId}.status[0].dns_config}`);
    const [records] = Object.values(out.resource.akamai_dns_record) as any[];
    expect(records.zone).toBe('${akamai_dns_zone.zone.zone}');
  });

  test("quick-start (TypeScript) is the README's quick start, type-checks and synthesizes", () => {
    const source = readFileSync(join(EXAMPLES, 'quick-start', 'main.ts'), 'utf-8');
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf-8');
    expect(readme).toContain('```ts\n' + source + '```');
    const out = synthExample('quick-start', 'web-app');
    expect(Object.keys(out.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_workload']);
    const [workloadId] = Object.keys(out.resource.cpln_workload);
    const [domain] = Object.values(out.resource.cpln_domain) as any[];
    expect(domain.spec.ports[0].route).toEqual([{ prefix: '/', port: 8080, workload_link: `\${cpln_workload.${workloadId}.self_link}` }]);
  });
});
