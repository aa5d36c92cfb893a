import { describe, expect, test } from 'vitest';
import { resourceOutcome, stackOutcome } from '../support/contract-cases';

/**
 * The classes of mistakes teams make that the platforms refuse at apply (the ones their guides name: Control Plane's
 * ai-plugin skills and reference, Akamai's client library and API schemas, the DNS RFCs), each refused at synth by
 * the rule given, and the configurations the platforms accept that must synthesize without a warning. The fixture
 * files of test/fixtures/platform/ hold a case per rule; this is the list of classes, one example each.
 */
const app = { name: 'app', image: 'ghcr.io/acme/app:1.0.0', ports: [{ number: 8080, protocol: 'http' }] };
const workload = (over: Record<string, unknown>) => ({ name: 'api', gvc: 'web', type: 'standard', container: [app], options: { capacity_ai: false, autoscaling: { metric: 'rps', target: 100 } }, ...over });
const autoscaling = (
  type: string,
  scaling: Record<string, unknown>,
  capacityAi: boolean | undefined = false,
) => workload({ type, options: { capacity_ai: capacityAi, autoscaling: scaling } });
const container = (over: Record<string, unknown>) => workload({ container: [{ ...app, ...over }] });
const domain = (spec: Record<string, unknown>, name = 'app.example.com') => ({ name, spec: { ports: [{ number: 443, tls: {} }], ...spec } });
const record = (over: Record<string, unknown>) => ({ zone: 'example.com', name: 'www.example.com', recordtype: 'A', ttl: 300, target: ['192.0.2.10'], ...over });

const REFUSED: Array<[string, string, Record<string, unknown>, string]> = [
  ['a scaling metric the workload type cannot use', 'cpln_workload', autoscaling('standard', { metric: 'concurrency', target: 100 }), 'cpln/workload-concurrency-metric-serverless-only'],
  ['a target above what the metric allows', 'cpln_workload', autoscaling('standard', { metric: 'cpu', target: 150 }), 'cpln/workload-target-percent-max'],
  ['min_scale 0 where the type cannot scale to zero', 'cpln_workload', autoscaling('standard', { metric: 'rps', target: 100, min_scale: 0 }), 'cpln/workload-scale-to-zero-keda-only'],
  ['a metric listed twice in multi', 'cpln_workload', autoscaling('standard', { multi: [{ metric: 'cpu', target: 70 }, { metric: 'cpu', target: 80 }] }), 'cpln/workload-multi-metric-once'],
  ['Capacity AI with a metric it does not support', 'cpln_workload', autoscaling('standard', { metric: 'cpu', target: 70 }, true), 'cpln/workload-capacity-ai-cpu-metric'],
  ['a reserved environment variable prefix', 'cpln_workload', container({ env: { CPLN_TOKEN: 'x' } }), 'cpln/workload-env-name-reserved-prefix'],
  ['an environment variable name that is not a name', 'cpln_workload', container({ env: { '1VAR': 'x' } }), 'cpln/workload-env-name-format'],
  ['a reserved container name', 'cpln_workload', container({ name: 'debugger-tools' }), 'cpln/workload-container-name-not-debugger'],
  ['a GPU model with a quantity it does not come in', 'cpln_workload', container({ cpu: '8000m', memory: '16Gi', gpu_nvidia: { model: 'a10g', quantity: 2 } }), 'cpln/workload-gpu-a10g-quantity'],
  ['a serverless workload exposing two ports', 'cpln_workload', workload({ type: 'serverless', options: undefined, container: [{ ...app, ports: [{ number: 8080, protocol: 'http' }, { number: 9090, protocol: 'http' }] }] }), 'cpln/workload-serverless-one-port'],
  ['memory the CPU cannot carry', 'cpln_workload', container({ cpu: '100m', memory: '4Gi' }), 'cpln/workload-memory-per-cpu'],
  ['a workload name the platform refuses', 'cpln_workload', workload({ name: 'a'.repeat(50) }), 'cpln/workload-name-length'],
  ['ns mode with the http01 challenge', 'cpln_domain', domain({ dns_mode: 'ns', cert_challenge_type: 'http01' }, 'apps.example.com'), 'cpln/domain-ns-no-http01'],
  ['an apex domain in ns mode', 'cpln_domain', domain({ dns_mode: 'ns' }, 'example.com'), 'cpln/domain-apex-dns-mode'],
  ['a TLS version outside the API\'s', 'cpln_domain', domain({ ports: [{ number: 443, tls: { min_protocol_version: '1.2' } }] }), 'cpln/domain-tls-min-protocol-version'],
  ['a route host prefix without accepting all hosts or subdomains', 'cpln_domain', domain({ ports: [{ number: 443, tls: {}, route: [{ prefix: '/', host_prefix: 'api', workload_link: '//gvc/web/workload/api' }] }] }), 'cpln/domain-host-match-needs-accept-all'],
  ['both accept-all flags', 'cpln_domain', domain({ accept_all_hosts: true, accept_all_subdomains: true }), 'cpln/domain-accept-all-exclusive'],
  ['a firewall workload link without its GVC', 'cpln_workload', workload({ firewall_spec: { internal: { inbound_allow_type: 'workload-list', inbound_allow_workload: ['//workload/worker'] } } }), 'cpln/workload-inbound-allow-workload-gvc'],
  ['nested mount paths in one container', 'cpln_workload', container({ volume: [{ uri: 's3://bucket-a', path: '/data' }, { uri: 's3://bucket-b', path: '/data/cache' }] }), 'cpln/workload-volume-paths-not-nested'],
  ['snapshots on a shared volume set', 'cpln_volume_set', { name: 'files', gvc: 'web', initial_capacity: 1000, performance_class: 'shared', file_system_type: 'shared', snapshots: { schedule: '0 2 * * *' } }, 'cpln/volume-set-shared-no-snapshots'],
  ['an mk8s pod network equal to its service network', 'cpln_mk8s', { name: 'cluster', version: '1.32.1', firewall: [{ source_cidr: '203.0.113.0/24' }], generic_provider: { location: 'aws-eu-central-1', networking: { pod_network: '10.43.0.0/16', service_network: '10.43.0.0/16' } } }, 'cpln/mk8s-generic-pod-network-differs'],
  ['a Kubernetes version without its patch number', 'cpln_mk8s', { name: 'cluster', version: '1.32', firewall: [{ source_cidr: '203.0.113.0/24' }], generic_provider: { location: 'aws-eu-central-1' } }, 'cpln/mk8s-version-patch'],
  ['an edge hostname IP behavior the client library refuses', 'akamai_edge_hostname', { contract_id: 'ctr_C-0N7RAC7', group_id: 'grp_12345', product_id: 'prd_Fresca', edge_hostname: 'www.example.com.edgesuite.net', ip_behavior: 'IPV6' }, 'akamai/edge-hostname-ip-behavior'],
  ['a cloudlets policy name the client library refuses', 'akamai_cloudlets_policy', { name: 'my-policy', cloudlet_code: 'ER', group_id: '12345' }, 'akamai/cloudlets-policy-name'],
  ['a redirect status code the client library refuses', 'akamai_cloudlets_policy', { name: 'my_policy', cloudlet_code: 'ER', group_id: '12345', match_rules: JSON.stringify([{ type: 'erMatchRule', redirectURL: '/new', statusCode: 200 }]) }, 'akamai/cloudlets-er-match-rule-redirect'],
  ['a host name in an IP network list', 'akamai_networklist_network_list', { name: 'allow', type: 'IP', description: 'x', mode: 'REPLACE', list: ['partner.example.com'] }, 'akamai/networklist-ip-list-elements'],
  ['ISO-3 codes in a GEO network list', 'akamai_networklist_network_list', { name: 'block', type: 'GEO', description: 'x', mode: 'REPLACE', list: ['DEU'] }, 'akamai/networklist-geo-list-elements'],
  ['a CNAME with two targets', 'akamai_dns_record', record({ recordtype: 'CNAME', target: ['a.example.net', 'b.example.net'] }), 'akamai/dns-record-cname-single-target'],
  ['an IPv6 address in an A record', 'akamai_dns_record', record({ target: ['2001:db8::1'] }), 'akamai/dns-record-a-target-ipv4'],
  ['a record outside its zone', 'akamai_dns_record', record({ name: 'www.example.org' }), 'akamai/dns-record-name-in-zone'],
  ['a CP code id given as a string in a rules JSON', 'akamai_property', { name: 'www.example.com', contract_id: 'ctr_C-0N7RAC7', group_id: 'grp_12345', product_id: 'prd_Fresca', rule_format: 'v2025-10-16', rules: JSON.stringify({ rules: { name: 'default', behaviors: [{ name: 'cpCode', options: { value: { id: '12345' } } }] } }) }, 'akamai/property-rules-json-format'],
];

describe('the mistakes the platforms refuse at apply are refused at synth', () => {
  test.each(REFUSED)('%s', (_what, type, config, rule) => {
    expect(resourceOutcome(type, config).errors.some((line) => line.endsWith(`[${rule}]`)), JSON.stringify(resourceOutcome(type, config).errors)).toBe(true);
  });

  test('a route to a workload of another GVC, to a cron workload, and a CNAME beside other data', () => {
    const routes = stackOutcome('cpln_domain', {
      cpln_workload: { report: { name: 'report', gvc: 'web', type: 'cron', container: [{ name: 'app', image: 'busybox' }], job: { schedule: '0 3 * * *' } } },
      cpln_domain: { app: domain({ ports: [{ number: 443, tls: {}, route: [{ prefix: '/', workload_link: '//gvc/web/workload/api' }, { prefix: '/admin', workload_link: '//gvc/ops/workload/admin' }, { prefix: '/report', workload_link: '${cpln_workload.report.self_link}' }] }] }) },
    }).errors;
    expect(routes.filter((line) => line.endsWith('[cpln/domain-routes-one-gvc]'))).toHaveLength(1);
    expect(routes.filter((line) => line.endsWith('[cpln/domain-route-workload-type]'))).toHaveLength(1);
    const dns = stackOutcome('akamai_dns_record', { akamai_dns_record: { www: record({ recordtype: 'CNAME', target: ['origin.example.net'] }), txt: record({ recordtype: 'TXT', target: ['v=spf1 -all'] }) } }).errors;
    expect(dns.some((line) => line.endsWith('[akamai/dns-cname-and-other-data]'))).toBe(true);
  });
});

describe('what the platforms accept is accepted, without a warning', () => {
  test('a standard workload with two containers each exposing a port (only one serves the default endpoint)', () => {
    expect(resourceOutcome('cpln_workload', workload({ container: [app, { ...app, name: 'metrics', ports: [{ number: 9100, protocol: 'http' }] }] }))).toEqual({ errors: [], warnings: [] });
  });

  test('a production activation whose network is the provider\'s alias "prod", with a compliance record', () => {
    expect(resourceOutcome('akamai_property_activation', {
      property_id: 'prp_123456', version: 3, network: 'prod', contact: ['ops@example.com'],
      compliance_record: { noncompliance_reason_none: { customer_email: 'owner@example.com', peer_reviewed_by: 'reviewer@example.com', unit_tested: true } },
    })).toEqual({ errors: [], warnings: [] });
  });
});
