// A small Control Plane stack: a GVC, an API workload with a secret, and a domain routing to it.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/web-service/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { cpln } = require('cdktf-cpln-akamai');

class WebService extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });

    const gvc = new cpln.gvc.Gvc(this, 'gvc', {
      name: 'web',
      locations: ['aws-eu-central-1', 'gcp-us-east1'],
    });

    const apiKey = new cpln.secret.Secret(this, 'api-key', {
      name: 'payments-api-key',
      opaque: { payload: process.env.PAYMENTS_API_KEY || 'set-PAYMENTS_API_KEY', encoding: 'plain' },
    });

    const api = new cpln.workload.Workload(this, 'api', {
      gvc: gvc.name,
      name: 'api',
      type: 'serverless',
      container: [
        {
          name: 'api',
          image: 'ghcr.io/acme/api:1.4.2',
          cpu: '250m',
          memory: '256Mi',
          ports: [{ number: 8080, protocol: 'http' }],
          env: { PAYMENTS_API_KEY: `cpln://secret/${apiKey.name}.payload` },
          readinessProbe: { httpGet: { path: '/healthz', port: 8080 } },
        },
      ],
      options: { capacityAi: false, autoscaling: { metric: 'concurrency', target: 100, minScale: 1, maxScale: 5 } },
      firewallSpec: { external: { inboundAllowCidr: ['0.0.0.0/0'] } },
    });

    const domain = new cpln.domain.Domain(this, 'domain', {
      name: 'api.example.com',
      spec: {
        dnsMode: 'cname',
        ports: [{ number: 443, protocol: 'http2', route: [{ prefix: '/', workloadLink: api.selfLink, port: 8080 }], tls: {} }],
      },
    });

    new TerraformOutput(this, 'endpoint', { value: api.status.get(0).canonicalEndpoint });
    new TerraformOutput(this, 'domain-name', { value: domain.name });
  }
}

const app = new App();
new WebService(app, 'web-service');
app.synth();
