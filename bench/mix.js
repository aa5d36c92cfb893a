// A realistic mix of Control Plane and Akamai resources, used by the benchmarks.
const { TerraformStack } = require('cdktf');
const { akamai, cpln } = require('cdktf-cpln-akamai');

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' };

/** Adds `n` resources to a new stack in `app`: workloads, domains with routes, secrets, DV enrollments, datastreams. */
function buildMixedStack(app, id, n) {
  const stack = new TerraformStack(app, id);
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc' });
  const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'bench', locations: ['aws-eu-central-1'] });
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
        new cpln.secret.Secret(stack, `s${i}`, { name: `secret-${i}`, opaque: { payload: `value-${i}`, encoding: 'plain' } });
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
          s3Connector: { displayName: 'archive', bucket: 'acme-logs', region: 'us-east-1', path: 'akamai/', accessKey: 'AKIA', secretAccessKey: 'SECRET' },
        });
    }
  }
  return stack;
}

module.exports = { buildMixedStack };
