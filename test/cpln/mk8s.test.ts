import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.mk8S.Mk8S', () => {
  test('a cluster on the generic provider with node pools, a firewall and add-ons', () => {
    const stack = cplnStack();
    new cpln.mk8S.Mk8S(stack, 'cluster', {
      name: 'edge-dc1',
      version: '1.28.4',
      firewall: [{ sourceCidr: '192.0.2.0/24', description: 'office' }],
      genericProvider: {
        location: 'dc1',
        networking: { podNetwork: '10.240.0.0/16', serviceNetwork: '10.43.0.0/16', dnsForwarder: '1.1.1.1 8.8.8.8' },
        nodePool: [
          { name: 'general', labels: { tier: 'general' } },
          { name: 'gpu', taint: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }] },
        ],
      },
      addOns: {
        dashboard: true,
        localPathStorage: true,
        metrics: { kubeState: true, coreDns: true, scrapeAnnotated: { intervalSeconds: 30, includeNamespaces: 'apps' } },
        logs: { auditEnabled: true, events: true },
        byok: { location: '/org/acme/location/dc1', ignoreUpdates: false, config: { longhorn: { replicas: 2 }, common: { pdb: { maxUnavailable: 1 } } } },
      },
    });

    expect(synth(stack).resource.cpln_mk8s.cluster).toEqual({
      name: 'edge-dc1',
      version: '1.28.4',
      firewall: [{ source_cidr: '192.0.2.0/24', description: 'office' }],
      generic_provider: {
        location: 'dc1',
        networking: { pod_network: '10.240.0.0/16', service_network: '10.43.0.0/16', dns_forwarder: '1.1.1.1 8.8.8.8' },
        node_pool: [
          { name: 'general', labels: { tier: 'general' } },
          { name: 'gpu', taint: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }] },
        ],
      },
      add_ons: {
        dashboard: true,
        local_path_storage: true,
        metrics: { kube_state: true, core_dns: true, scrape_annotated: { interval_seconds: 30, include_namespaces: 'apps' } },
        logs: { audit_enabled: true, events: true },
        byok: { location: '/org/acme/location/dc1', ignore_updates: false, config: { longhorn: { replicas: 2 }, common: { pdb: { max_unavailable: 1 } } } },
      },
    });
  });
});
