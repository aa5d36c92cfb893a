import { spawnSync } from 'child_process';
import { existsSync, readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { MIXED_STACK_RESOURCE_TYPES } from './support/mixed-stack';
import { providerNamed, required } from './support/providers';
import { diagnosticLines, HAS_TERRAFORM, terraformValidate } from './support/terraform-validate';

const CPLN = providerNamed('cpln');
const AKAMAI = providerNamed('akamai');

const EXAMPLES = join(__dirname, '..', 'examples');

/** What each example printed to standard error when it last ran: the validation prints its warnings there. */
const STDERR = new Map<string, string>();

/**
 * Runs an example app as `cdktf synth` would (its cdktf.json `app`: plain node for main.js, ts-node,
 * which also type-checks, for main.ts) and reads the stack it wrote, which must pass `terraform validate`
 * with the providers' schemas when a Terraform CLI is installed (test/support/terraform-validate.ts).
 */
function synthExample(name: string, stack: string): any {
  const dir = join(EXAMPLES, name);
  rmSync(join(dir, 'cdktf.out'), { recursive: true, force: true });
  const args = existsSync(join(dir, 'main.ts')) ? [require.resolve('ts-node/dist/bin.js'), 'main.ts'] : ['main.js'];
  const run = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf-8' });
  if (run.status !== 0) throw new Error(`${name} failed (exit ${run.status}):\n${run.stderr}`);
  STDERR.set(name, run.stderr);
  const file = join(dir, 'cdktf.out', 'stacks', stack, 'cdk.tf.json');
  expect(existsSync(file), `${file} was written`).toBe(true);
  const out = JSON.parse(readFileSync(file, 'utf-8'));
  if (HAS_TERRAFORM) expect(diagnosticLines(terraformValidate(out)), `terraform validate of ${name}`).toEqual([]);
  return out;
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

  test('cpln-org runs a team\'s org with the L2s: the web service on its domain with two secrets, an internal API, a cron job, a stateful worker on a volume set, an identity with AWS access and grants, without warnings', () => {
    const dir = join(EXAMPLES, 'cpln-org');
    const out = synthExample('cpln-org', 'shop');
    expect(JSON.parse(readFileSync(join(dir, 'cdktf.out', 'manifest.json'), 'utf-8')).stacks.shop.annotations).toEqual([]);
    expect(STDERR.get('cpln-org')).toBe('');
    expect(Object.keys(out.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_identity', 'cpln_policy', 'cpln_secret', 'cpln_volume_set', 'cpln_workload']);
    // Each resource by its type and Terraform name, without the construct metadata (`//`).
    const named = (type: string, name: string): [string, any] => {
      const found = Object.entries<any>(out.resource[type]).filter(([, r]) => r.name === name);
      expect(found, `${type} ${name}`).toHaveLength(1);
      const [[id, { '//': _metadata, ...resource }]] = found;
      return [id, resource];
    };
    const ref = (type: string, id: string, attribute: string) => `\${${type}.${id}.${attribute}}`;
    const tags = { team: 'shop' };
    const [registryId, registry] = named('cpln_secret', 'ghcr-pull');
    const [databaseId, database] = named('cpln_secret', 'shop-database');
    const [stripeId, stripe] = named('cpln_secret', 'stripe-api-key');
    const [gvcId, gvc] = named('cpln_gvc', 'shop');
    // The provider's secret types: a docker config as one string, a username/password, an opaque payload; values from
    // the variables.
    expect(registry).toEqual({ name: 'ghcr-pull', docker: '${var.ghcr_docker_config}', tags });
    expect(database).toEqual({ name: 'shop-database', userpass: { username: 'shop', password: '${var.database_password}' }, tags });
    expect(stripe).toEqual({ name: 'stripe-api-key', opaque: { payload: '${var.stripe_api_key}' }, tags });
    expect(Object.keys(out.variable).sort()).toEqual(['database_password', 'ghcr_docker_config', 'stripe_api_key']);
    expect(Object.values(out.variable).every((v: any) => v.sensitive === true && v.type === 'string')).toBe(true);
    // cpln_gvc: pull_secrets are secret names (the provider writes the links).
    expect(gvc).toEqual({ name: 'shop', locations: ['aws-eu-central-1', 'gcp-us-east1'], pull_secrets: [ref('cpln_secret', registryId, 'name')], tags });
    const gvcName = ref('cpln_gvc', gvcId, 'name');
    // The API's identity reaches AWS through the org's cloud account: a role with an AWS managed policy
    // (`aws::<name>`).
    const [apiIdentityId, apiIdentity] = named('cpln_identity', 'shop-api');
    expect(apiIdentity).toEqual({ gvc: gvcName, name: 'shop-api', aws_access_policy: { cloud_account_link: '//cloudaccount/acme-aws', policy_refs: ['aws::AmazonS3ReadOnlyAccess'] }, tags });
    const [webIdentityId, webIdentity] = named('cpln_identity', 'shop-web');
    expect(webIdentity).toEqual({ gvc: gvcName, name: 'shop-web', description: 'identity of workload shop-web', tags });
    const [webId, web] = named('cpln_workload', 'shop-web');
    const [apiId, api] = named('cpln_workload', 'shop-api');
    const [reportId, report] = named('cpln_workload', 'nightly-report');
    const [workerId, worker] = named('cpln_workload', 'shop-worker');
    // Policies: target_links name the secret, binding principals are identity links and `group/<name>`.
    const [databaseReadersId, databaseReaders] = named('cpln_policy', 'shop-database-reveal');
    // principal_links and inbound_allow_workload are sets (the provider's schema): compared in one order.
    databaseReaders.binding[0].principal_links.sort();
    expect(databaseReaders).toEqual({
      name: 'shop-database-reveal', description: 'reveal on secret shop-database', tags, target_kind: 'secret',
      target_links: [ref('cpln_secret', databaseId, 'self_link')],
      binding: [{ permissions: ['reveal'], principal_links: [ref('cpln_identity', webIdentityId, 'self_link'), ref('cpln_identity', apiIdentityId, 'self_link')].sort() }],
    });
    const [stripeReadersId, stripeReaders] = named('cpln_policy', 'stripe-api-key-readers');
    expect(stripeReaders).toEqual({
      name: 'stripe-api-key-readers', description: 'who may read the Stripe API key', tags: { team: 'shop', reviewed: '2025-q3' }, target_kind: 'secret',
      target_links: [ref('cpln_secret', stripeId, 'self_link')],
      binding: [{ permissions: ['reveal'], principal_links: [ref('cpln_identity', webIdentityId, 'self_link'), 'group/payments-oncall'] }],
    });
    const [queueId, queue] = named('cpln_volume_set', 'shop-queue');
    // A policy on a volume set names its GVC; permission names as the platform lists them, the policy's name in lower
    // case.
    const [, snapshots] = named('cpln_policy', 'shop-shop-queue-exec-createvolumesnapshot-exec-restorevolume');
    expect(snapshots).toMatchObject({
      target_kind: 'volumeset', gvc: 'shop', target_links: [ref('cpln_volume_set', queueId, 'self_link')],
      binding: [{ permissions: ['exec.createVolumeSnapshot', 'exec.restoreVolume'], principal_links: ['group/shop-oncall'] }],
    });
    // The web service: serverless, open to the internet (0.0.0.0/0), secrets as cpln://secret/<name>.<key> (a username/password
    // secret's username, an opaque secret's payload), the API by its internal name <workload>.<gvc>.cpln.local; it
    // waits for its grants.
    const apiUrl = `http://shop-api.${gvcName}.cpln.local:3000`;
    expect(web).toEqual({
      gvc: gvcName, name: 'shop-web', type: 'serverless', tags, identity_link: ref('cpln_identity', webIdentityId, 'self_link'),
      container: [{
        name: 'shop-web', image: 'ghcr.io/acme/shop-web:5.0.1', ports: [{ number: 8080, protocol: 'http' }],
        env: { API_URL: apiUrl, DATABASE_USER: `cpln://secret/${ref('cpln_secret', databaseId, 'name')}.username`, STRIPE_API_KEY: `cpln://secret/${ref('cpln_secret', stripeId, 'name')}.payload` },
      }],
      options: { autoscaling: { metric: 'concurrency', target: 50, min_scale: 1, max_scale: 10 } },
      firewall_spec: { external: { inbound_allow_cidr: ['0.0.0.0/0'] } },
      depends_on: [`cpln_policy.${databaseReadersId}`, `cpln_policy.${stripeReadersId}`],
    });
    api.firewall_spec.internal.inbound_allow_workload.sort();
    // The internal API: standard, its own identity, reached by the workloads of its firewall's workload-list only.
    expect(api).toEqual({
      gvc: gvcName, name: 'shop-api', type: 'standard', tags, identity_link: ref('cpln_identity', apiIdentityId, 'self_link'),
      container: [{
        name: 'shop-api', image: 'ghcr.io/acme/shop-api:3.1.0', cpu: '250m', memory: '512Mi', ports: [{ number: 3000, protocol: 'http' }],
        readiness_probe: { http_get: { path: '/healthz', port: 3000 } },
        env: { DATABASE_PASSWORD: `cpln://secret/${ref('cpln_secret', databaseId, 'name')}.password` },
      }],
      options: { autoscaling: { metric: 'rps', target: 100, min_scale: 2, max_scale: 6 } },
      firewall_spec: { internal: { inbound_allow_type: 'workload-list', inbound_allow_workload: [ref('cpln_workload', webId, 'self_link'), ref('cpln_workload', reportId, 'self_link')].sort() } },
      depends_on: [`cpln_policy.${databaseReadersId}`],
    });
    // The cron job: a schedule of five fields, the last 3 runs kept, a failed run retried; no port, no probe.
    expect(report).toEqual({
      gvc: gvcName, name: 'nightly-report', type: 'cron', tags,
      container: [{ name: 'nightly-report', image: 'ghcr.io/acme/shop-report:1.2.0', args: ['--since', '24h'], env: { API_URL: apiUrl } }],
      job: { schedule: '0 3 * * *', history_limit: 3, restart_policy: 'OnFailure' },
    });
    // The stateful worker mounts the volume set as cpln://volumeset/<name>; one replica, autoscaling disabled.
    expect(worker).toEqual({
      gvc: gvcName, name: 'shop-worker', type: 'stateful', tags,
      container: [{ name: 'shop-worker', image: 'ghcr.io/acme/shop-worker:5.0.1', cpu: '500m', memory: '1Gi', volume: [{ uri: `cpln://volumeset/${ref('cpln_volume_set', queueId, 'name')}`, path: '/var/lib/queue' }] }],
      options: { autoscaling: { metric: 'disabled', min_scale: 1, max_scale: 1 } },
    });
    // An ext4 volume set on general purpose SSD (both written: the class is immutable), growing by 1.5 when 20 % is
    // left, snapshotted nightly.
    expect(queue).toEqual({
      gvc: gvcName, name: 'shop-queue', tags, initial_capacity: 20, performance_class: 'general-purpose-ssd', file_system_type: 'ext4',
      autoscaling: { max_capacity: 200, min_free_percentage: 20, scaling_factor: 1.5 }, snapshots: { schedule: '0 2 * * *', retention_duration: '7d' },
    });
    // The domain: cname mode, port 443 over HTTP/2 with a certificate the platform provisions, / to the web service's
    // port.
    const [domainId, domain] = named('cpln_domain', 'shop.example.com');
    expect(domain).toEqual({
      name: 'shop.example.com', tags,
      spec: { dns_mode: 'cname', ports: [{ number: 443, protocol: 'http2', route: [{ prefix: '/', workload_link: ref('cpln_workload', webId, 'self_link'), port: 8080 }], tls: {} }] },
    });
    const [orgId] = Object.keys(out.data.cpln_org);
    const [proof, cname] = out.output['dns-records'].value;
    expect(proof).toEqual({ name: '_cpln-shop.example.com', type: 'TXT', ttl: 600, values: [`\${data.cpln_org.${orgId}.cpln_id}`] });
    expect(cname).toEqual(expect.objectContaining({ name: 'shop.example.com', type: 'CNAME', ttl: 600 }));
    expect(cname.values[0]).toContain(`cpln_domain.${domainId}.status[0].dns_config`);
    expect(Object.keys(out.resource.cpln_policy)).toHaveLength(3);
    expect(Object.keys(out.resource.cpln_workload).sort()).toEqual([apiId, reportId, webId, workerId].sort());
    expect(readFileSync(join(dir, 'main.js'), 'utf-8')).not.toMatch(/addOverride|findChild|cpln:\/\//);
  });

  test('akamai-property-delivery takes two hostnames on Enhanced TLS to production with PropertyDelivery, without warnings', () => {
    const dir = join(EXAMPLES, 'akamai-property-delivery');
    const out = synthExample('akamai-property-delivery', 'site');
    const manifest = JSON.parse(readFileSync(join(dir, 'cdktf.out', 'manifest.json'), 'utf-8'));
    expect(manifest.stacks.site.annotations).toEqual([]);
    expect(Object.keys(out.resource).sort()).toEqual([
      'akamai_cp_code', 'akamai_cps_dv_enrollment', 'akamai_cps_dv_validation', 'akamai_dns_record', 'akamai_edge_hostname', 'akamai_property', 'akamai_property_activation', 'terraform_data',
    ]);
    const [edgeId] = Object.keys(out.resource.akamai_edge_hostname);
    const [enrollmentId] = Object.keys(out.resource.akamai_cps_dv_enrollment);
    expect(out.resource.akamai_edge_hostname[edgeId]).toEqual({
      '//': expect.anything(), contract_id: 'ctr_C-0N7RAC7', group_id: expect.stringMatching(/^\$\{data\.akamai_group\..*\.id\}$/), product_id: 'prd_Fresca',
      edge_hostname: 'www.example.com.edgekey.net', ip_behavior: 'IPV6_COMPLIANCE', certificate: `\${akamai_cps_dv_enrollment.${enrollmentId}.id}`,
      status_update_email: ['noc@example.com'],
    });
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
    expect(out.resource.akamai_property_activation[stagingId].depends_on).toEqual([`akamai_cps_dv_validation.${validationId}`]);
    expect(production.timeouts).toEqual({ default: '2h' });
    expect(production.compliance_record.noncompliance_reason_none.unit_tested).toBe(true);
    expect(Object.keys(out.data.akamai_property_rules_builder)).toHaveLength(3);
    // The origin behavior of the default rule (rule format v2025-10-16 option names and values: the provider's
    // generated schema of the origin behavior and Akamai's property template), written without overrides.
    const root = (Object.values(out.data.akamai_property_rules_builder) as any[]).find((b) => b.rules_v2025_10_16.name === 'default').rules_v2025_10_16;
    expect(root.comments).toBe('Every request: the origin, the CP code; the rules below narrow it down.');
    expect(root.behavior[0]).toEqual({
      origin: {
        origin_type: 'CUSTOMER', hostname: 'origin.example.com', forward_host_header: 'REQUEST_HOST_HEADER', cache_key_hostname: 'ORIGIN_HOSTNAME',
        use_unique_cache_key: false, ip_version: 'DUALSTACK', compress: true, enable_true_client_ip: true, true_client_ip_header: 'True-Client-IP',
        true_client_ip_client_setting: false, origin_sni: true, verification_mode: 'CUSTOM', custom_valid_cn_values: ['origin.example.com'],
        origin_certs_to_honor: 'STANDARD_CERTIFICATE_AUTHORITIES', standard_certificate_authorities: ['akamai-permissive'], min_tls_version: 'TLSV1_2',
        http_port: 80, https_port: 443,
      },
    });
    expect(readFileSync(join(dir, 'main.js'), 'utf-8')).not.toMatch(/addOverride|escapeHatch/);
  });

  test('akamai-security protects a PropertyDelivery\'s hostnames with SecurityConfiguration, staging then production, without warnings', () => {
    const dir = join(EXAMPLES, 'akamai-security');
    const out = synthExample('akamai-security', 'security');
    expect(JSON.parse(readFileSync(join(dir, 'cdktf.out', 'manifest.json'), 'utf-8')).stacks.security.annotations).toEqual([]);
    expect(Object.keys(out.resource).sort()).toEqual([
      'akamai_appsec_activations', 'akamai_appsec_configuration', 'akamai_appsec_custom_rule', 'akamai_appsec_custom_rule_action', 'akamai_appsec_ip_geo',
      'akamai_appsec_ip_geo_protection', 'akamai_appsec_match_target', 'akamai_appsec_rate_policy', 'akamai_appsec_rate_policy_action', 'akamai_appsec_rate_protection',
      'akamai_appsec_security_policy', 'akamai_appsec_waf_protection', 'akamai_cp_code', 'akamai_edge_hostname', 'akamai_networklist_activations',
      'akamai_networklist_network_list', 'akamai_property', 'akamai_property_activation',
    ]);
    // Each resource without the construct metadata (`//`) the synthesis adds.
    const bare = ([id, { '//': _metadata, ...resource }]: [string, any]): [string, any] => [id, resource];
    const only = (type: string) => {
      const entries = Object.entries(out.resource[type]);
      expect(entries, type).toHaveLength(1);
      return bare(entries[0] as [string, any]);
    };
    const byNetwork = (type: string, network: string) => bare(
      Object.entries(out.resource[type]).find(([, r]: any) => r.network === network) as [string, any],
    );
    const [configId, configuration] = only('akamai_appsec_configuration');
    const [propertyStagingId] = byNetwork('akamai_property_activation', 'STAGING');
    const [propertyProductionId] = byNetwork('akamai_property_activation', 'PRODUCTION');
    // techdocs' akamai_appsec_configuration arguments: the contract bare, the group's number, the property's hostnames.
    expect(configuration).toEqual({
      name: 'shop-security', description: 'shop-security', contract_id: 'C-0N7RAC7', group_id: '12345', host_names: ['www.example.com', 'shop.example.com'],
      depends_on: [`akamai_property_activation.${propertyStagingId}`],
    });
    const config = `\${akamai_appsec_configuration.${configId}.config_id}`;
    const [policyId, policy] = only('akamai_appsec_security_policy');
    expect(policy).toEqual({ config_id: config, security_policy_name: 'shop', security_policy_prefix: 'shp1' });
    const [, rate] = only('akamai_appsec_rate_policy');
    expect(JSON.parse(rate.rate_policy)).toEqual({
      matchType: 'path', type: 'WAF', name: 'Login bursts', averageThreshold: 5, burstThreshold: 10, clientIdentifiers: ['ip'], requestType: 'ClientRequest',
      sameActionOnIpv6: true, path: { positiveMatch: true, values: ['/login'] }, pathMatchType: 'Custom', pathUriPositiveMatch: true,
    });
    const [, rule] = only('akamai_appsec_custom_rule');
    expect(JSON.parse(rule.custom_rule)).toEqual({ name: 'No admin pages', tag: ['admin'], conditions: [{ type: 'pathMatch', positiveMatch: true, value: ['/admin/*'], valueWildcard: true }] });
    const [listId, list] = only('akamai_networklist_network_list');
    expect(list).toEqual({ name: 'Blocked countries', type: 'GEO', description: 'Blocked countries', list: ['KP', 'SY'], mode: 'REPLACE', contract_id: 'C-0N7RAC7', group_id: 12345 });
    const [, firewall] = only('akamai_appsec_ip_geo');
    expect(firewall.geo_controls).toEqual({ geo_network_lists: [`\${akamai_networklist_network_list.${listId}.network_list_id}`], action: 'deny' });
    expect(firewall.security_policy_id).toBe(`\${akamai_appsec_security_policy.${policyId}.security_policy_id}`);
    const [versionId, version] = bare(Object.entries(out.data.akamai_appsec_configuration_version)[0] as [string, any]);
    expect(version.depends_on).toHaveLength(10);
    const [stagingId, staging] = byNetwork('akamai_appsec_activations', 'STAGING');
    const [, production] = byNetwork('akamai_appsec_activations', 'PRODUCTION');
    const [listStagingId] = byNetwork('akamai_networklist_activations', 'STAGING');
    const [listProductionId] = byNetwork('akamai_networklist_activations', 'PRODUCTION');
    // techdocs' akamai_appsec_activations arguments; the version read after every resource of the configuration.
    expect(staging).toEqual({
      config_id: config, network: 'STAGING', note: 'Shop protections', notification_emails: ['security@example.com'],
      version: `\${data.akamai_appsec_configuration_version.${versionId}.latest_version}`,
      depends_on: [`akamai_property_activation.${propertyStagingId}`, `akamai_networklist_activations.${listStagingId}`],
    });
    expect(production).toEqual({
      config_id: config, network: 'PRODUCTION', note: 'Shop protections', notification_emails: ['security@example.com'],
      version: `\${akamai_appsec_activations.${stagingId}.version}`,
      depends_on: [`akamai_appsec_activations.${stagingId}`, `akamai_property_activation.${propertyProductionId}`, `akamai_networklist_activations.${listProductionId}`],
    });
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

  test('akamai-enrollment-with-validation validates a DV certificate through records of an EdgeDnsZone in one apply', () => {
    const out = synthExample('akamai-enrollment-with-validation', 'certificate');
    // The blocks without the metadata cdktf adds (`//`: the construct path).
    const plain = (blocks: Record<string, any>) => Object.fromEntries(Object.entries(blocks).map(([id, { '//': _, ...block }]) => [id, block]));
    expect(out.terraform.required_providers.akamai).toEqual(required(AKAMAI));
    expect(Object.keys(out.resource).sort()).toEqual(['akamai_cps_dv_enrollment', 'akamai_cps_dv_validation', 'akamai_dns_record', 'akamai_dns_zone', 'terraform_data']);
    // One lookup of the contract and of the group, shared by the zone and the certificate.
    expect(plain(out.data.akamai_contract)).toEqual({ ContractOfGroup_Example_Web: { group_name: 'Example Web' } });
    const contract = '${data.akamai_contract.ContractOfGroup_Example_Web.id}';
    expect(plain(out.data.akamai_group)).toEqual({ Group_Example_Web_ContractOfGroup_Example_Web: { group_name: 'Example Web', contract_id: contract } });
    // Edge DNS and CPS take the contract and group ids without their prefixes (the provider trims ctr_ and grp_).
    const bare = `\${trimprefix(${contract.slice(2, -1)}, "ctr_")}`;
    const [zoneId] = Object.keys(out.resource.akamai_dns_zone);
    expect(plain(out.resource.akamai_dns_zone)[zoneId]).toEqual({
      zone: 'example.com', contract: bare, group: '${trimprefix(data.akamai_group.Group_Example_Web_ContractOfGroup_Example_Web.id, "grp_")}', type: 'PRIMARY', comment: 'managed by cdktf',
    });
    const zone = `\${akamai_dns_zone.${zoneId}.zone}`;
    const records = Object.values(plain(out.resource.akamai_dns_record));
    const byType = (type: string) => records.find((r) => r.recordtype === type);
    expect(byType('A')).toEqual({ zone, name: 'example.com', recordtype: 'A', ttl: 300, target: ['192.0.2.10'] });
    expect(byType('CNAME')).toEqual({ zone, name: 'www.example.com', recordtype: 'CNAME', ttl: 300, target: ['example.com'] });
    expect(byType('MX')).toEqual({ zone, name: 'example.com', recordtype: 'MX', ttl: 300, target: ['10 mail.example.com'] });
    expect(byType('CAA')).toEqual({ zone, name: 'example.com', recordtype: 'CAA', ttl: 300, target: ['0 issue "letsencrypt.org"'] });
    const txt = records.filter((r) => r.recordtype === 'TXT');
    expect(txt.find((r) => r.name === 'example.com')).toEqual({ zone, name: 'example.com', recordtype: 'TXT', ttl: 300, target: ['"v=spf1 mx -all"'] });
    const [enrollmentId] = Object.keys(out.resource.akamai_cps_dv_enrollment);
    expect(out.resource.akamai_cps_dv_enrollment[enrollmentId].contract_id).toBe(bare);
    const [recordsId] = Object
      .keys(out.resource.akamai_dns_record)
      .filter((id) => out.resource.akamai_dns_record[id].for_each !== undefined);
    const challenges = out.resource.akamai_dns_record[recordsId];
    expect(challenges.for_each).toBe(
      '${{ for key, val in toset(["example.com", "www.example.com", "*.example.com"]): format("_acme-challenge.%s", lower(trimprefix(val, "*."))) => lower(val)... }}',
    );
    expect([challenges.zone, challenges.recordtype, challenges.ttl]).toEqual([zone, 'TXT', 60]);
    const [capturedId] = Object.keys(out.resource.terraform_data);
    expect(out.resource.terraform_data[capturedId].lifecycle).toEqual({ ignore_changes: ['input'], replace_triggered_by: [`akamai_cps_dv_enrollment.${enrollmentId}`] });
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
