// Acme's shop as its platform team runs it on Control Plane, written with the L2 constructs: a GVC; the
// public web service on shop.example.com with two secrets in its environment; the internal API it calls,
// running as an identity that reads an S3 bucket through the org's AWS cloud account; a nightly report
// (a cron job); a stateful worker keeping its queue on a volume set; and the grants between them. Run with
// `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/shop/cdk.tf.json. Secret values come
// from sensitive Terraform variables (TF_VAR_database_password, ...), never literals.
const { App, TerraformOutput, TerraformStack, TerraformVariable } = require('cdktf');
const { cpln } = require('cdktf-cpln-akamai');

class Shop extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);
    new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });
    // Every Control Plane resource of the stack is tagged with its team.
    cpln.Tags.of(this).add('team', 'shop');

    // The images are private on ghcr.io: the GVC pulls them with a docker secret.
    const registryAuth = new TerraformVariable(this, 'ghcr_docker_config', { type: 'string', sensitive: true });
    const registry = new cpln.CplnSecret(this, 'ghcr-pull', { content: cpln.SecretContent.docker(registryAuth.stringValue) });
    const gvc = new cpln.CplnGvc(this, 'shop', { locations: ['aws-eu-central-1', 'gcp-us-east1'], pullSecrets: [registry] });

    const databasePassword = new TerraformVariable(this, 'database_password', { type: 'string', sensitive: true });
    const stripeKey = new TerraformVariable(this, 'stripe_api_key', { type: 'string', sensitive: true });
    const database = new cpln.CplnSecret(this, 'shop-database', { content: cpln.SecretContent.usernamePassword('shop', databasePassword.stringValue) });
    const stripe = new cpln.CplnSecret(this, 'stripe-api-key', { content: cpln.SecretContent.opaque(stripeKey.stringValue) });
    // The payments on-call may read the Stripe key; the workloads that take it join this policy.
    stripe.grantReveal(cpln.Grantee.group('payments-oncall'), { policyName: 'stripe-api-key-readers', description: 'who may read the Stripe API key', tags: { reviewed: '2025-q3' } });

    // The internal API reads product images from S3 as its own identity, without keys.
    const apiIdentity = new cpln.CplnIdentity(this, 'shop-api', {
      gvc,
      cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: 'acme-aws', policyRefs: ['aws::AmazonS3ReadOnlyAccess'] })],
    });
    const api = new cpln.CplnWorkload(this, 'api', {
      gvc,
      workloadName: 'shop-api',
      type: cpln.WorkloadType.STANDARD,
      identity: apiIdentity,
      container: {
        image: 'ghcr.io/acme/shop-api:3.1.0',
        ports: [cpln.ContainerPort.http(3000)],
        cpu: '250m',
        memory: '512Mi',
        readinessProbe: cpln.Probe.httpGet('/healthz', 3000),
        secretEnv: { DATABASE_PASSWORD: cpln.WorkloadSecret.fromSecret(database, 'password') },
      },
      autoscaling: cpln.Autoscaling.requestsPerSecond({ target: 100, minScale: 2, maxScale: 6 }),
    });

    // The public web service, open to the internet, calling the API on its internal host.
    const web = new cpln.CplnWorkload(this, 'shop-web', {
      gvc,
      container: {
        image: 'ghcr.io/acme/shop-web:5.0.1',
        ports: [cpln.ContainerPort.http(8080)],
        env: { API_URL: `http://${api.internalHost}:3000` },
        secretEnv: { DATABASE_USER: cpln.WorkloadSecret.fromSecret(database, 'username') },
      },
      autoscaling: cpln.Autoscaling.concurrency({ target: 50, minScale: 1, maxScale: 10 }),
      firewall: { allowInternet: true },
    });
    web.addSecretEnv('STRIPE_API_KEY', cpln.WorkloadSecret.fromSecret(stripe, 'payload'));
    const domain = new cpln.CplnDomain(this, 'shop-domain', { domainName: 'shop.example.com' });
    domain.addRoute({ prefix: '/', workload: web });

    // A nightly report, keeping its last three runs.
    const report = new cpln.CplnWorkload(this, 'nightly-report', {
      gvc,
      type: cpln.WorkloadType.CRON,
      container: { image: 'ghcr.io/acme/shop-report:1.2.0', args: ['--since', '24h'], env: { API_URL: `http://${api.internalHost}:3000` } },
      job: { schedule: '0 3 * * *', historyLimit: 3, restartPolicy: cpln.CronRestartPolicy.ON_FAILURE },
    });
    api.allowFrom(web, report);

    // The order worker keeps its queue on a volume set that grows as it fills and is snapshotted nightly.
    const queue = new cpln.CplnVolumeSet(this, 'shop-queue', {
      gvc,
      initialCapacity: 20,
      autoscaling: { maxCapacity: 200, minFreePercentage: 20, scalingFactor: 1.5 },
      snapshots: { schedule: '0 2 * * *', retentionDuration: '7d' },
    });
    const worker = new cpln.CplnWorkload(this, 'shop-worker', {
      gvc,
      type: cpln.WorkloadType.STATEFUL,
      container: { image: 'ghcr.io/acme/shop-worker:5.0.1', cpu: '500m', memory: '1Gi' },
      autoscaling: cpln.Autoscaling.fixed(1),
    });
    queue.mount(worker, '/var/lib/queue');
    queue.grant(cpln.Grantee.group('shop-oncall'), ['exec.createVolumeSnapshot', 'exec.restoreVolume']);

    new TerraformOutput(this, 'dns-records', { value: [domain.ownershipRecord, domain.routingRecord] });
  }
}

const app = new App();
new Shop(app, 'shop');
app.synth();
