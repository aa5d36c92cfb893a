// A web app and its API on one custom domain, with the WorkloadWithDomain L2:
// https://shop.example.com/ goes to the web app, https://shop.example.com/api/ to the API.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/shop/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { cpln } = require('cdktf-cpln-akamai');

class Shop extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });

    const gvc = new cpln.gvc.Gvc(this, 'gvc', {
      name: 'shop',
      locations: ['aws-eu-central-1', 'gcp-us-east1'],
    });

    // The API is an ordinary workload; the domain routes /api/ to it.
    const api = new cpln.workload.Workload(this, 'api', {
      gvc: gvc.name,
      name: 'shop-api',
      type: 'standard',
      container: [
        {
          name: 'api',
          image: 'ghcr.io/acme/shop-api:3.2.0',
          cpu: '500m',
          memory: '512Mi',
          ports: [{ number: 3000, protocol: 'http' }],
          readinessProbe: { httpGet: { path: '/healthz', port: 3000 } },
        },
      ],
      options: { capacityAi: false, autoscaling: { metric: 'cpu', target: 70, minScale: 2, maxScale: 10 } }, // capacity AI cannot scale on CPU (the provider's default is on)
      firewallSpec: { external: { inboundAllowCidr: ['0.0.0.0/0'] } },
    });

    // The API's next release takes 10% of /api/ traffic as a canary (Control Plane provider 1.2.31);
    // raising its weight is an in-place update of the domain.
    const apiNext = new cpln.workload.Workload(this, 'api-next', {
      gvc: gvc.name,
      name: 'shop-api-next',
      type: 'standard',
      container: [
        {
          name: 'api',
          image: 'ghcr.io/acme/shop-api:3.3.0-rc1',
          cpu: '500m',
          memory: '512Mi',
          ports: [{ number: 3000, protocol: 'http' }],
          readinessProbe: { httpGet: { path: '/healthz', port: 3000 } },
        },
      ],
      firewallSpec: { external: { inboundAllowCidr: ['0.0.0.0/0'] } },
    });

    // The web app owns the domain: the construct creates its workload, the domain and the routes.
    // shop.example.com's DNS records (the _cpln TXT record and the CNAME) must exist before the first
    // apply: Control Plane refuses to create a domain whose DNS is not in place. Create them first, or
    // pass the resources that create them as `dnsPrerequisites` (the domain then waits for them).
    const web = new cpln.WorkloadWithDomain(this, 'web', {
      gvc: cpln.GvcRef.fromGvc(gvc),
      workloadName: 'shop-web',
      containers: [
        {
          name: 'web',
          image: 'ghcr.io/acme/shop-web:5.0.1',
          cpu: '250m',
          memory: '256Mi',
          ports: [{ number: 8080, protocol: 'http' }],
        },
      ],
      options: { autoscaling: { metric: 'concurrency', target: 100, maxScale: 5 } },
      domainName: 'shop.example.com',
      cors: {
        allowOrigins: [cpln.CorsOrigin.exact('https://shop.example.com')],
        allowMethods: ['GET', 'POST'],
        maxAge: '1h',
      },
    });
    web.addRoute({
      prefix: '/api/',
      workload: cpln.WorkloadRef.fromWorkload(api),
      replacePrefix: '/',
      canaries: [{ workload: cpln.WorkloadRef.fromWorkload(apiNext), weight: 10 }],
    });

    // After apply: the DNS records the domain reports (to check yours against), and its URLs.
    new TerraformOutput(this, 'dns-records', { value: web.dnsRecords });
    new TerraformOutput(this, 'urls', { value: web.endpointUrls });
  }
}

const app = new App();
new Shop(app, 'shop');
app.synth();
