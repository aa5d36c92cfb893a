// A shop on Control Plane: a GVC, the web workload on shop.example.com running as its own identity with
// two secrets in its environment (the identity is granted reveal on them), and a stateful worker that
// keeps its queue on a volume set. Run with `node main.js` (or `cdktf synth`); it writes
// cdktf.out/stacks/shop/cdk.tf.json. The secret values come from Terraform variables, never literals.
const { App, TerraformOutput, TerraformStack, TerraformVariable } = require('cdktf');
const { cpln } = require('cdktf-cpln-akamai');

class Shop extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });
    const gvc = new cpln.gvc.Gvc(this, 'gvc', { name: 'shop', locations: ['aws-eu-central-1', 'gcp-us-east1'] });

    const databasePassword = new TerraformVariable(this, 'database_password', { type: 'string', sensitive: true });
    const paymentsKey = new TerraformVariable(this, 'payments_api_key', { type: 'string', sensitive: true });
    const database = new cpln.secret.Secret(this, 'database', {
      name: 'shop-database',
      dictionary: { host: 'db.internal', user: 'shop', password: databasePassword.stringValue },
    });
    const payments = new cpln.secret.Secret(this, 'payments', { name: 'payments-api-key', opaque: { payload: paymentsKey.stringValue } });

    // The web workload: an identity is created for it and granted reveal on both secrets.
    const web = new cpln.WorkloadWithDomain(this, 'web', {
      gvc: cpln.GvcRef.fromGvc(gvc),
      workloadName: 'shop-web',
      type: cpln.WorkloadType.STANDARD,
      containers: [{ name: 'web', image: 'ghcr.io/acme/shop-web:5.0.1', cpu: '250m', memory: '256Mi', ports: [{ number: 8080, protocol: 'http' }] }],
      secretEnv: {
        DATABASE_HOST: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(database), 'host'),
        DATABASE_PASSWORD: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(database), 'password'),
        PAYMENTS_API_KEY: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(payments)),
      },
      securityOptions: { runAsUser: 1000 },
      rolloutOptions: { minReadySeconds: 10 },
      domainName: 'shop.example.com',
    });

    // The worker keeps its queue on a volume set; one stateful workload mounts it.
    const queue = new cpln.volumeSet.VolumeSet(this, 'queue', {
      gvc: gvc.name,
      name: 'shop-queue',
      initialCapacity: 20,
      performanceClass: 'general-purpose-ssd',
      fileSystemType: 'ext4',
    });
    new cpln.workload.Workload(this, 'worker', {
      gvc: gvc.name,
      name: 'shop-worker',
      type: 'stateful',
      container: [{
        name: 'worker',
        image: 'ghcr.io/acme/shop-worker:5.0.1',
        cpu: '500m',
        memory: '512Mi',
        volume: [{ uri: `cpln://volumeset/${queue.name}`, path: '/var/lib/queue' }],
      }],
      options: { capacityAi: false, autoscaling: { metric: 'cpu', target: 80, minScale: 1, maxScale: 1 } },
    });

    new TerraformOutput(this, 'canonical-host', { value: web.canonicalHost });
    // The records to create at your DNS provider: the TXT record proving the org owns shop.example.com
    // before the first apply, then the CNAME the domain's status names.
    new TerraformOutput(this, 'dns-records', { value: [web.ownershipRecord, web.routingRecord] });
  }
}

const app = new App();
new Shop(app, 'shop');
app.synth();
