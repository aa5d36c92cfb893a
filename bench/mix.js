// A realistic mix of Control Plane and Akamai resources, used by the benchmarks: workloads with
// containers, probes and autoscaling; domains with routes; secrets; DV enrollments; datastreams. Secret
// values come from sensitive variables, as the README recommends.
// `buildMixedStack` builds it with constructs (of this package, or of the generator's unmodified
// output); `buildMixedJson` builds the same cdk.tf.json as a plain object, the floor of the benchmarks.
const { join } = require('path');
const { providers } = require('../codegen/definitions.json');

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' };
const contactJson = { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555 0100' };

/**
 * Adds `n` resources of the mix to a new stack `id` in `app`, with the L1 classes of `lib` ({ akamai, cpln }) and
 * the stack and variable classes of `framework` (cdktf's, or CDK Terrain's for the cdktn flavor).
 */
function buildMixedStack(lib, app, id, n, framework = require('cdktf')) {
  const { TerraformStack, TerraformVariable } = framework;
  const { akamai, cpln } = lib;
  const stack = new TerraformStack(app, id);
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc' });
  const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'bench', locations: ['aws-eu-central-1'] });
  const secret = (name) => new TerraformVariable(stack, name, { type: 'string', sensitive: true }).stringValue;
  const [payload, accessKey, secretAccessKey] = [secret('payload'), secret('access_key'), secret('secret_access_key')];
  for (let i = 0; i < n; i++) {
    switch (i % 5) {
      case 0:
        new cpln.workload.Workload(stack, `w${i}`, {
          gvc: gvc.name, name: `api-${i}`, type: 'standard',
          container: [{
            name: 'app', image: `ghcr.io/acme/api:${i}`, cpu: '250m', memory: '256Mi', ports: [{ number: 8080, protocol: 'http' }],
            env: { SERVICE: `api-${i}` },
            livenessProbe: { httpGet: { path: '/healthz', port: 8080 }, periodSeconds: 10 },
            readinessProbe: { tcpSocket: { port: 8080 } },
          }],
          options: { capacityAi: false, autoscaling: { metric: 'rps', target: 100, minScale: 1, maxScale: 5 } },
          firewallSpec: { external: { inboundAllowCidr: ['0.0.0.0/0'] } },
        });
        break;
      case 1:
        new cpln.domain.Domain(stack, `d${i}`, {
          name: `app${i}.example.com`,
          spec: { ports: [{ number: 443, protocol: 'http2', tls: {}, route: [{ prefix: '/', workloadLink: `/org/acme/gvc/bench/workload/api-${i - 1}`, port: 8080 }] }] },
        });
        break;
      case 2:
        new cpln.secret.Secret(stack, `s${i}`, { name: `secret-${i}`, opaque: { payload, encoding: 'plain' } });
        break;
      case 3:
        new akamai.cpsDvEnrollment.CpsDvEnrollment(stack, `e${i}`, {
          contractId: 'ctr_1-ABCDE', commonName: `www${i}.example.com`, sans: [`www${i}.example.com`],
          secureNetwork: 'enhanced-tls', signatureAlgorithm: 'SHA-256', sniOnly: true,
          adminContact: contact, techContact: contact,
          csr: { countryCode: 'US', city: 'Cambridge', organization: 'Example Inc' },
          organization: { name: 'Example Inc', phone: '+1 555 0100', addressLineOne: '1 Main St', city: 'Cambridge', region: 'MA', postalCode: '02142', countryCode: 'US' },
          networkConfiguration: { geography: 'core' },
        });
        break;
      default:
        new akamai.datastream.Datastream(stack, `ds${i}`, {
          active: true, contractId: 'ctr_1-ABCDE', groupId: '12345', properties: ['prp_111'], streamName: `logs-${i}`, datasetFields: [1000, 1002],
          deliveryConfiguration: { format: 'STRUCTURED', fieldDelimiter: 'SPACE', frequency: { intervalInSecs: 30 } },
          s3Connector: { displayName: 'archive', bucket: 'acme-logs', region: 'us-east-1', path: 'akamai/', accessKey, secretAccessKey },
        });
    }
  }
  return stack;
}

/** The cdk.tf.json `buildMixedStack` synthesizes for stack `id` and `n` resources, built as a plain object. */
function buildMixedJson(id, n) {
  const meta = (name) => ({ metadata: { path: `${id}/${name}`, uniqueId: name } });
  const resource = { cpln_gvc: { gvc: { '//': meta('gvc'), locations: ['aws-eu-central-1'], name: 'bench' } } };
  const add = (type, name, config) => ((resource[type] ??= {})[name] = { '//': meta(name), ...config });
  for (let i = 0; i < n; i++) {
    switch (i % 5) {
      case 0:
        add('cpln_workload', `w${i}`, {
          container: [{
            cpu: '250m', env: { SERVICE: `api-${i}` }, image: `ghcr.io/acme/api:${i}`,
            liveness_probe: { http_get: { path: '/healthz', port: 8080 }, period_seconds: 10 },
            memory: '256Mi', name: 'app', ports: [{ number: 8080, protocol: 'http' }], readiness_probe: { tcp_socket: { port: 8080 } },
          }],
          firewall_spec: { external: { inbound_allow_cidr: ['0.0.0.0/0'] } },
          gvc: '${cpln_gvc.gvc.name}', name: `api-${i}`,
          options: { autoscaling: { max_scale: 5, metric: 'rps', min_scale: 1, target: 100 }, capacity_ai: false },
          type: 'standard',
        });
        break;
      case 1:
        add('cpln_domain', `d${i}`, {
          name: `app${i}.example.com`,
          spec: { ports: [{ number: 443, protocol: 'http2', route: [{ port: 8080, prefix: '/', workload_link: `/org/acme/gvc/bench/workload/api-${i - 1}` }], tls: {} }] },
        });
        break;
      case 2:
        add('cpln_secret', `s${i}`, { name: `secret-${i}`, opaque: { encoding: 'plain', payload: '${var.payload}' } });
        break;
      case 3:
        add('akamai_cps_dv_enrollment', `e${i}`, {
          admin_contact: contactJson, common_name: `www${i}.example.com`, contract_id: 'ctr_1-ABCDE',
          csr: { city: 'Cambridge', country_code: 'US', organization: 'Example Inc' },
          network_configuration: { geography: 'core' },
          organization: { address_line_one: '1 Main St', city: 'Cambridge', country_code: 'US', name: 'Example Inc', phone: '+1 555 0100', postal_code: '02142', region: 'MA' },
          sans: [`www${i}.example.com`], secure_network: 'enhanced-tls', signature_algorithm: 'SHA-256', sni_only: true, tech_contact: contactJson,
        });
        break;
      default:
        add('akamai_datastream', `ds${i}`, {
          active: true, contract_id: 'ctr_1-ABCDE', dataset_fields: [1000, 1002],
          delivery_configuration: { field_delimiter: 'SPACE', format: 'STRUCTURED', frequency: { interval_in_secs: 30 } },
          group_id: '12345', properties: ['prp_111'],
          s3_connector: { access_key: '${var.access_key}', bucket: 'acme-logs', display_name: 'archive', path: 'akamai/', region: 'us-east-1', secret_access_key: '${var.secret_access_key}' },
          stream_name: `logs-${i}`,
        });
    }
  }
  return {
    '//': { metadata: { backend: 'local', stackName: id, version: '0.21.0' }, outputs: {} },
    provider: { akamai: [{ edgerc: '~/.edgerc' }], cpln: [{ org: 'acme' }] },
    resource,
    terraform: {
      // cdktf's default local backend: the state file in the working directory.
      backend: { local: { path: join(process.cwd(), `terraform.${id}.tfstate`) } },
      required_providers: Object.fromEntries(
        providers.map((p) => [p.name, { source: p.source, version: p.version }]).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
    variable: Object.fromEntries(['access_key', 'payload', 'secret_access_key'].map((name) => [name, { sensitive: true, type: 'string' }])),
  };
}

module.exports = { buildMixedStack, buildMixedJson };
