import { Fn, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

const gvc = cpln.GvcRef.fromName('shop');
const ref = (resource: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) => `\${${resource.terraformResourceType}.${resource.friendlyUniqueId}.${attribute}}`;
const sensitive = (stack: TerraformStack, name: string) => new TerraformVariable(stack, name, { type: 'string', sensitive: true }).stringValue;

describe('cpln.CplnWorkload: a workload of any type, with its containers, scaling, firewall, identity and grants', () => {
  test('a serverless API: one port, probes, plain and secret variables, its identity granted reveal on the secrets it uses', () => {
    const stack = cplnStack();
    const db = new cpln.CplnSecret(stack, 'database', { content: cpln.SecretContent.usernamePassword('shop', sensitive(stack, 'db_password')) });
    const api = new cpln.CplnWorkload(stack, 'api', {
      gvc,
      container: {
        image: 'ghcr.io/acme/api:3.1.0',
        ports: [cpln.ContainerPort.http(8080)],
        env: { LOG_LEVEL: 'info' },
        secretEnv: {
          DB_PASSWORD: cpln.WorkloadSecret.fromSecret(db, 'password'),
          STRIPE_KEY: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromLink('/org/acme/secret/stripe'), 'payload'),
        },
        readinessProbe: cpln.Probe.httpGet('/healthz', 8080, { periodSeconds: 5 }),
        cpu: '250m',
        memory: '512Mi',
      },
      autoscaling: cpln.Autoscaling.concurrency({ target: 50, minScale: 0, maxScale: 10 }),
      tags: { team: 'shop' },
    });
    const out = synth(stack);
    const identity = api.identity!;
    expect(out.resource.cpln_workload[api.resource.friendlyUniqueId]).toEqual({
      gvc: 'shop', name: 'api', type: 'serverless', tags: { team: 'shop' },
      identity_link: ref(identity, 'self_link'),
      container: [{
        name: 'api', image: 'ghcr.io/acme/api:3.1.0', cpu: '250m', memory: '512Mi',
        ports: [{ number: 8080, protocol: 'http' }],
        env: { DB_PASSWORD: `cpln://secret/${ref(db.resource, 'name')}.password`, LOG_LEVEL: 'info', STRIPE_KEY: 'cpln://secret/stripe.payload' },
        readiness_probe: { http_get: { path: '/healthz', port: 8080 }, period_seconds: 5 },
      }],
      options: { autoscaling: { metric: 'concurrency', target: 50, min_scale: 0, max_scale: 10 } },
      depends_on: [`cpln_policy.${Object.keys(out.resource.cpln_policy).find((k) => k.startsWith('database'))}`, `cpln_policy.${Object.keys(out.resource.cpln_policy).find((k) => k.startsWith('api'))}`],
    });
    expect(out.resource.cpln_identity[identity.friendlyUniqueId]).toEqual({ gvc: 'shop', name: 'api', description: 'identity of workload api', tags: { team: 'shop' } });
    // The CplnSecret holds its own grant; the secret given by link is granted in a policy of the workload.
    const onSecret = Object.entries<any>(out.resource.cpln_policy).find(([k]) => k.startsWith('database'))![1];
    expect(onSecret.binding).toEqual([{ permissions: ['reveal'], principal_links: [ref(identity, 'self_link')] }]);
    const ofWorkload = Object.entries<any>(out.resource.cpln_policy).find(([k]) => k.startsWith('api'))![1];
    expect(ofWorkload).toEqual({
      name: 'api-secret-reveal', description: 'grants of workload api', tags: { team: 'shop' }, target_kind: 'secret', target_links: ['stripe'],
      binding: [{ permissions: ['reveal'], principal_links: [ref(identity, 'self_link')] }],
    });
  });

  test('an internal API that the web service calls: allowFrom lists the caller in the firewall; internalHost is the name it calls', () => {
    const stack = cplnStack();
    const web = new cpln.CplnWorkload(stack, 'web', { gvc, container: { image: 'ghcr.io/acme/web:2.0.0', ports: [cpln.ContainerPort.http(8080)] } });
    const api = new cpln.CplnWorkload(stack, 'api', { gvc, type: cpln.WorkloadType.STANDARD, container: { image: 'ghcr.io/acme/api:3.1.0', ports: [cpln.ContainerPort.http(3000)], env: { SELF: 'x' } }, autoscaling: cpln.Autoscaling.requestsPerSecond({ target: 100, minScale: 2 }) });
    api.allowFrom(web);
    web.addContainer({ name: 'proxy', image: 'envoyproxy/envoy:v1.31.0', env: { API: api.internalHost } });
    const out = synth(stack);
    expect(out.resource.cpln_workload[api.resource.friendlyUniqueId].firewall_spec).toEqual({ internal: { inbound_allow_type: 'workload-list', inbound_allow_workload: [ref(web.resource, 'self_link')] } });
    expect(out.resource.cpln_workload[api.resource.friendlyUniqueId].options).toEqual({ autoscaling: { metric: 'rps', target: 100, min_scale: 2 } });
    // The name as given: a reference to the API from the web service, which the API's firewall names, would be a cycle.
    expect(out.resource.cpln_workload[web.resource.friendlyUniqueId].container[1]).toEqual({ name: 'proxy', image: 'envoyproxy/envoy:v1.31.0', env: { API: 'api.shop.cpln.local' } });
  });

  test('a caller that allowFrom lists and that calls the internalHost of a workload in a CplnGvc waits for the GVC only, so there is no cycle', () => {
    const stack = cplnStack();
    const shop = new cpln.CplnGvc(stack, 'shop', { locations: ['aws-eu-central-1'] });
    const api = new cpln.CplnWorkload(stack, 'api', { gvc: shop, workloadName: 'shop-api', container: { image: 'ghcr.io/acme/api:3.1.0', ports: [cpln.ContainerPort.http(3000)] } });
    const web = new cpln.CplnWorkload(stack, 'web', { gvc: shop, container: { image: 'ghcr.io/acme/web:2.0.0', ports: [cpln.ContainerPort.http(8080)], env: { API_URL: `http://${api.internalHost}:3000` } } });
    api.allowFrom(web);
    const workloads = synth(stack).resource.cpln_workload;
    const named = (json: unknown) => [...JSON.stringify(json).matchAll(/\$\{cpln_(\w+)\.([\w-]+)\./g)].map(([, type, id]) => `${type}.${id}`);
    expect(workloads[web.resource.friendlyUniqueId].container[0].env).toEqual({ API_URL: `http://shop-api.${ref(shop.resource, 'name')}.cpln.local:3000` });
    expect(new Set(named(workloads[web.resource.friendlyUniqueId]))).toEqual(new Set([`gvc.${shop.resource.friendlyUniqueId}`]));
    expect(named(workloads[api.resource.friendlyUniqueId].firewall_spec)).toEqual([`workload.${web.resource.friendlyUniqueId}`]);
  });

  test('a cron job and a stateful worker on KEDA with a volume set: schedule, triggers, the mount', () => {
    const stack = cplnStack();
    const report = new cpln.CplnWorkload(stack, 'nightly-report', {
      gvc, type: cpln.WorkloadType.CRON,
      container: { image: 'ghcr.io/acme/report:1.0.0', args: ['--since', '24h'] },
      job: { schedule: '0 3 * * *', concurrencyPolicy: cpln.CronConcurrencyPolicy.FORBID, historyLimit: 3, restartPolicy: cpln.CronRestartPolicy.ON_FAILURE },
    });
    const worker = new cpln.CplnWorkload(stack, 'worker', {
      gvc, type: cpln.WorkloadType.STATEFUL,
      container: { image: 'ghcr.io/acme/worker:4.2.0', cpu: '500m', memory: '1Gi' },
      autoscaling: cpln.Autoscaling.keda({ triggers: [cpln.KedaTrigger.of('redis', { address: 'redis.shop.cpln.local:6379', listName: 'jobs', listLength: '5' })], minScale: 0, maxScale: 4 }),
    });
    worker.addVolume(cpln.VolumeSetRef.fromName('worker-data'), '/var/lib/worker');
    const out = synth(stack);
    expect(out.resource.cpln_workload[report.resource.friendlyUniqueId]).toEqual({
      gvc: 'shop', name: 'nightly-report', type: 'cron', container: [{ name: 'nightly-report', image: 'ghcr.io/acme/report:1.0.0', args: ['--since', '24h'] }],
      job: { schedule: '0 3 * * *', concurrency_policy: 'Forbid', history_limit: 3, restart_policy: 'OnFailure' },
    });
    expect(out.resource.cpln_workload[worker.resource.friendlyUniqueId]).toEqual({
      gvc: 'shop', name: 'worker', type: 'stateful',
      container: [{ name: 'worker', image: 'ghcr.io/acme/worker:4.2.0', cpu: '500m', memory: '1Gi', volume: [{ uri: 'cpln://volumeset/worker-data', path: '/var/lib/worker' }] }],
      options: { autoscaling: { metric: 'keda', min_scale: 0, max_scale: 4, keda: { trigger: [{ type: 'redis', metadata: { address: 'redis.shop.cpln.local:6379', listLength: '5', listName: 'jobs' } }] } } },
    });
  });

  test('Capacity AI is off where the platform refuses it (CPU or several metrics, a GPU), whatever the provider\'s default', () => {
    const stack = cplnStack();
    const cpu = new cpln.CplnWorkload(stack, 'cpu-bound', { gvc, type: cpln.WorkloadType.STANDARD, container: { image: 'nginx' }, autoscaling: cpln.Autoscaling.cpu({ target: 70 }) });
    const multi = new cpln.CplnWorkload(stack, 'multi-metric', { gvc, type: cpln.WorkloadType.STANDARD, container: { image: 'nginx' }, autoscaling: cpln.Autoscaling.multi([cpln.ScalingMetric.cpu(70), cpln.ScalingMetric.requestsPerSecond(200)]) });
    const gpu = new cpln.CplnWorkload(stack, 'inference', { gvc, type: cpln.WorkloadType.SERVERLESS, container: { image: 'ghcr.io/acme/model:1', cpu: '2', memory: '7Gi', gpu: cpln.Gpu.nvidia(cpln.NvidiaGpuModel.T4, 1), ports: [cpln.ContainerPort.http(8080)] } });
    gpu.addLocationOptions('aws-us-west-2', { autoscaling: cpln.Autoscaling.requestsPerSecond({ target: 20 }) });
    const out = synth(stack);
    expect(out.resource.cpln_workload[cpu.resource.friendlyUniqueId].options).toEqual({ autoscaling: { metric: 'cpu', target: 70 }, capacity_ai: false });
    expect(out.resource.cpln_workload[multi.resource.friendlyUniqueId].options).toEqual({ autoscaling: { multi: [{ metric: 'cpu', target: 70 }, { metric: 'rps', target: 200 }] }, capacity_ai: false });
    // A serverless workload's empty autoscaling block is planned as the provider's concurrency default (95),
    // which it may use.
    expect(out.resource.cpln_workload[gpu.resource.friendlyUniqueId].options).toEqual({
      autoscaling: {},
      capacity_ai: false,
    });
    expect(out.resource.cpln_workload[gpu.resource.friendlyUniqueId].local_options).toEqual([{ location: 'aws-us-west-2', autoscaling: { metric: 'rps', target: 20 }, capacity_ai: false }]);
  });

  test('a location without its own autoscaling scales as the workload does; a standard workload is refused an autoscaling block without a metric', () => {
    const stack = cplnStack();
    const api = new cpln.CplnWorkload(stack, 'api', { gvc, type: cpln.WorkloadType.STANDARD, container: { image: 'nginx', ports: [cpln.ContainerPort.http(8080)] }, autoscaling: cpln.Autoscaling.requestsPerSecond({ target: 50, maxScale: 4 }) });
    api.addLocationOptions('aws-us-west-2', { timeoutSeconds: 30 });
    expect(synth(stack).resource.cpln_workload[api.resource.friendlyUniqueId].local_options).toEqual([{ location: 'aws-us-west-2', autoscaling: { metric: 'rps', target: 50, max_scale: 4 }, timeout_seconds: 30 }]);
    // The provider plans an autoscaling block without metric, multi or KEDA as metric "concurrency" (ModifyAutoscaling,
    // resource_workload.go v1.2.31), which the platform refuses for standard and stateful workloads.
    const gpu = cplnStack();
    expect(() => new cpln.CplnWorkload(gpu, 'inference', { gvc, type: cpln.WorkloadType.STANDARD, container: { image: 'ghcr.io/acme/model:1', cpu: '2', memory: '7Gi', gpu: cpln.Gpu.nvidia(cpln.NvidiaGpuModel.T4, 1) } }))
      .toThrow(/test\/inference: autoscaling: .*\[cpln\/workload-concurrency-metric-serverless-only\]/);
    const timeout = cplnStack();
    const worker = new cpln.CplnWorkload(timeout, 'worker', { gvc, type: cpln.WorkloadType.STATEFUL, container: { image: 'nginx' } });
    expect(() => worker.addLocationOptions('aws-us-west-2', { timeoutSeconds: 30 })).toThrow(/addLocationOptions\.aws-us-west-2\.autoscaling: .*\[cpln\/workload-concurrency-metric-serverless-only\]/);
  });

  test('names, images and variables from references, variables and functions pass through', () => {
    const stack = cplnStack();
    const tag = new TerraformVariable(stack, 'tag', { type: 'string' });
    const api = new cpln.CplnWorkload(stack, 'api', {
      gvc: cpln.GvcRef.fromName(Fn.lower('SHOP')),
      workloadName: Fn.lower(tag.stringValue),
      container: { image: `ghcr.io/acme/api:${tag.stringValue}`, ports: [cpln.ContainerPort.http(tag.numberValue)], env: { TAG: Fn.upper(tag.stringValue) } },
    });
    const json = synth(stack).resource.cpln_workload[api.resource.friendlyUniqueId];
    expect(json).toMatchObject({ gvc: '${lower("SHOP")}', name: '${lower(var.tag)}', container: [{ name: '${lower(var.tag)}', image: 'ghcr.io/acme/api:${var.tag}', ports: [{ number: '${var.tag}', protocol: 'http' }], env: { TAG: '${upper(var.tag)}' } }] });
  });

  test('every problem of the props is reported together, with the catalog\'s rule ids', () => {
    expect(() => new cpln.CplnWorkload(cplnStack(), 'api', {
      gvc, workloadName: 'API', container: { image: 'nginx', ports: [8080 as never] }, autoscaling: 'cpu' as never,
    })).toThrow(/^test\/api: 2 problems in its props:\n  test\/api: workloadName: "API" is not valid: .*\[cpln_workload\.name:pattern\]\n  test\/api: container\.ports\[0\]: 8080 is not a ContainerPort/);
    expect(() => new cpln.CplnWorkload(cplnStack(), 'api', { gvc, container: { image: 'nginx' }, autoscalng: {} } as never)).toThrow(/autoscalng: is not a property of CplnWorkloadProps; did you mean "autoscaling"\?/);
    const stack = cplnStack();
    const api = new cpln.CplnWorkload(stack, 'api', { gvc, container: { image: 'nginx', ports: [cpln.ContainerPort.http(8080)] } });
    expect(() => api.addContainer({ image: 'busybox' })).toThrow(/addContainer call 1\.name: missing; give the container a name/);
    expect(() => api.addSecretEnv('X', cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromLink('/org/acme/secret/x')), 'sidecar')).toThrow(/addSecretEnv: "sidecar" is not a container of the workload; its containers: "api"/);
  });
});
