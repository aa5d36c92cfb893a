import { TerraformOutput } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.workload.Workload', () => {
  test('a standard workload with two containers, probes, autoscaling, local options and a firewall', () => {
    const stack = cplnStack();
    new cpln.workload.Workload(stack, 'api', {
      gvc: 'production',
      name: 'api',
      type: 'standard',
      description: 'public API',
      tags: { team: 'payments' },
      identityLink: '/org/acme/gvc/production/identity/api',
      container: [
        {
          name: 'app',
          image: '/org/acme/image/api:1.4.2',
          cpu: '500m',
          memory: '512Mi',
          command: '/bin/api',
          args: ['--listen', ':8080'],
          env: { LOG_LEVEL: 'info' },
          inheritEnv: true,
          workingDirectory: '/srv',
          ports: [{ number: 8080, protocol: 'http2' }],
          livenessProbe: {
            httpGet: { path: '/healthz', port: 8080, scheme: 'HTTP', httpHeaders: { 'X-Probe': 'liveness' } },
            initialDelaySeconds: 5,
            periodSeconds: 10,
            timeoutSeconds: 2,
            failureThreshold: 3,
            successThreshold: 1,
          },
          readinessProbe: { tcpSocket: { port: 8080 }, periodSeconds: 5 },
          volume: [{ uri: 'cpln://volumeset/cache', path: '/var/cache' }],
        },
        {
          name: 'sidecar',
          image: 'ghcr.io/acme/log-shipper:2',
          cpu: '50m',
          memory: '64Mi',
          readinessProbe: { exec: { command: ['/bin/ready'] } },
          lifecycle: { preStop: { exec: { command: ['/bin/drain'] } } },
        },
      ],
      options: {
        capacityAi: false,
        timeoutSeconds: 30,
        autoscaling: { metric: 'rps', target: 200, minScale: 2, maxScale: 10, maxConcurrency: 500, scaleToZeroDelay: 600 },
      },
      localOptions: [
        { location: 'aws-eu-central-1', autoscaling: { metric: 'rps', target: 200, minScale: 3, maxScale: 6 } },
      ],
      firewallSpec: {
        external: {
          inboundAllowCidr: ['0.0.0.0/0'],
          outboundAllowHostname: ['*.stripe.com'],
          outboundAllowPort: [{ number: 443, protocol: 'https' }],
        },
        internal: { inboundAllowType: 'same-gvc' },
      },
    });

    expect(synth(stack).resource.cpln_workload.api).toEqual({
      gvc: 'production',
      name: 'api',
      type: 'standard',
      description: 'public API',
      tags: { team: 'payments' },
      identity_link: '/org/acme/gvc/production/identity/api',
      container: [
        {
          name: 'app',
          image: '/org/acme/image/api:1.4.2',
          cpu: '500m',
          memory: '512Mi',
          command: '/bin/api',
          args: ['--listen', ':8080'],
          env: { LOG_LEVEL: 'info' },
          inherit_env: true,
          working_directory: '/srv',
          ports: [{ number: 8080, protocol: 'http2' }],
          liveness_probe: {
            http_get: { path: '/healthz', port: 8080, scheme: 'HTTP', http_headers: { 'X-Probe': 'liveness' } },
            initial_delay_seconds: 5,
            period_seconds: 10,
            timeout_seconds: 2,
            failure_threshold: 3,
            success_threshold: 1,
          },
          readiness_probe: { tcp_socket: { port: 8080 }, period_seconds: 5 },
          volume: [{ uri: 'cpln://volumeset/cache', path: '/var/cache' }],
        },
        {
          name: 'sidecar',
          image: 'ghcr.io/acme/log-shipper:2',
          cpu: '50m',
          memory: '64Mi',
          readiness_probe: { exec: { command: ['/bin/ready'] } },
          lifecycle: { pre_stop: { exec: { command: ['/bin/drain'] } } },
        },
      ],
      options: {
        capacity_ai: false,
        timeout_seconds: 30,
        autoscaling: { metric: 'rps', target: 200, min_scale: 2, max_scale: 10, max_concurrency: 500, scale_to_zero_delay: 600 },
      },
      local_options: [{ location: 'aws-eu-central-1', autoscaling: { metric: 'rps', target: 200, min_scale: 3, max_scale: 6 } }],
      firewall_spec: {
        external: {
          inbound_allow_cidr: ['0.0.0.0/0'],
          outbound_allow_hostname: ['*.stripe.com'],
          outbound_allow_port: [{ number: 443, protocol: 'https' }],
        },
        internal: { inbound_allow_type: 'same-gvc' },
      },
    });
  });

  test('a cron workload runs a job on a schedule', () => {
    const stack = cplnStack();
    new cpln.workload.Workload(stack, 'nightly', {
      gvc: 'production',
      name: 'nightly-report',
      type: 'cron',
      container: [{ name: 'report', image: '/org/acme/image/report:3', command: 'report', args: ['--since', '24h'] }],
      job: { schedule: '0 3 * * *', concurrencyPolicy: 'Forbid', historyLimit: 3, restartPolicy: 'OnFailure', activeDeadlineSeconds: 1800 },
      options: { capacityAi: false, autoscaling: {} },
    });

    expect(synth(stack).resource.cpln_workload.nightly).toEqual({
      gvc: 'production',
      name: 'nightly-report',
      type: 'cron',
      container: [{ name: 'report', image: '/org/acme/image/report:3', command: 'report', args: ['--since', '24h'] }],
      job: { schedule: '0 3 * * *', concurrency_policy: 'Forbid', history_limit: 3, restart_policy: 'OnFailure', active_deadline_seconds: 1800 },
      options: { capacity_ai: false, autoscaling: {} },
    });
  });

  test('exposes computed attributes as Terraform references', () => {
    const stack = cplnStack();
    const workload = new cpln.workload.Workload(stack, 'api', {
      gvc: 'production', name: 'api', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }] }],
    });
    new TerraformOutput(stack, 'link', { value: workload.selfLink });
    new TerraformOutput(stack, 'endpoint', { value: workload.status.get(0).canonicalEndpoint });
    const { output } = synth(stack);
    expect(output.link.value).toBe('${cpln_workload.api.self_link}');
    expect(output.endpoint.value).toBe('${cpln_workload.api.status[0].canonical_endpoint}');
  });
});
