import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.gvc.Gvc', () => {
  test('a GVC with a dedicated load balancer, redirects, tracing and KEDA', () => {
    const stack = cplnStack();
    new cpln.gvc.Gvc(stack, 'gvc', {
      name: 'production',
      locations: ['aws-eu-central-1', 'gcp-us-east1'],
      pullSecrets: ['docker-hub'],
      env: { REGION_GROUP: 'eu' },
      endpointNamingFormat: 'org',
      loadBalancer: {
        dedicated: true,
        trustedProxies: 1,
        ipset: 'office-egress',
        multiZone: { enabled: true },
        redirect: { class: { status401: 'https://login.example.com/?next=%REQ(:path)%', status5Xx: 'https://status.example.com' } },
      },
      otelTracing: { endpoint: 'collector.production.cpln.local:4317', sampling: 25, customTags: { env: 'production' } },
      keda: { enabled: true, identityLink: '/org/acme/gvc/production/identity/keda', secrets: ['kafka-auth'] },
    });

    expect(synth(stack).resource.cpln_gvc.gvc).toEqual({
      name: 'production',
      locations: ['aws-eu-central-1', 'gcp-us-east1'],
      pull_secrets: ['docker-hub'],
      env: { REGION_GROUP: 'eu' },
      endpoint_naming_format: 'org',
      load_balancer: {
        dedicated: true,
        trusted_proxies: 1,
        ipset: 'office-egress',
        multi_zone: { enabled: true },
        redirect: { class: { status_401: 'https://login.example.com/?next=%REQ(:path)%', status_5xx: 'https://status.example.com' } },
      },
      otel_tracing: { endpoint: 'collector.production.cpln.local:4317', sampling: 25, custom_tags: { env: 'production' } },
      keda: { enabled: true, identity_link: '/org/acme/gvc/production/identity/keda', secrets: ['kafka-auth'] },
    });
  });

  test('Control Plane and Lightstep tracing blocks', () => {
    const stack = cplnStack();
    new cpln.gvc.Gvc(stack, 'a', { name: 'tracing-a', controlplaneTracing: { sampling: 100 } });
    new cpln.gvc.Gvc(stack, 'b', { name: 'tracing-b', lightstepTracing: { endpoint: 'ingest.lightstep.com:443', sampling: 5, credentials: '/org/acme/secret/ls' } });
    const { cpln_gvc: gvcs } = synth(stack).resource;
    expect(gvcs.a).toEqual({ name: 'tracing-a', controlplane_tracing: { sampling: 100 } });
    expect(gvcs.b).toEqual({ name: 'tracing-b', lightstep_tracing: { endpoint: 'ingest.lightstep.com:443', sampling: 5, credentials: '/org/acme/secret/ls' } });
  });
});
