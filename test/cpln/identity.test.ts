import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.identity.Identity', () => {
  test('an identity with network resources, a native network resource and cloud access policies', () => {
    const stack = cplnStack();
    new cpln.identity.Identity(stack, 'identity', {
      gvc: 'production',
      name: 'api',
      networkResource: [
        { name: 'postgres', fqdn: 'db.internal.example.com', ports: [5432], agentLink: '/org/acme/agent/dc1', resolverIp: '10.0.0.2' },
        { name: 'legacy', ips: ['10.1.2.3'], ports: [80, 443], agentLink: '/org/acme/agent/dc1' },
      ],
      nativeNetworkResource: [
        { name: 'rds', fqdn: 'rds.example.com', ports: [5432], awsPrivateLink: { endpointServiceName: 'com.amazonaws.vpce.eu-central-1.vpce-svc-1' } },
      ],
      awsAccessPolicy: { cloudAccountLink: '/org/acme/cloudaccount/aws', policyRefs: ['aws::s3/read-only'] },
      ngsAccessPolicy: { cloudAccountLink: '/org/acme/cloudaccount/nats', pub: { allow: ['orders.>'] }, sub: { deny: ['admin.>'] }, resp: { max: 1, ttl: '5s' } },
    });

    expect(synth(stack).resource.cpln_identity.identity).toEqual({
      gvc: 'production',
      name: 'api',
      network_resource: [
        { name: 'postgres', fqdn: 'db.internal.example.com', ports: [5432], agent_link: '/org/acme/agent/dc1', resolver_ip: '10.0.0.2' },
        { name: 'legacy', ips: ['10.1.2.3'], ports: [80, 443], agent_link: '/org/acme/agent/dc1' },
      ],
      native_network_resource: [
        { name: 'rds', fqdn: 'rds.example.com', ports: [5432], aws_private_link: { endpoint_service_name: 'com.amazonaws.vpce.eu-central-1.vpce-svc-1' } },
      ],
      aws_access_policy: { cloud_account_link: '/org/acme/cloudaccount/aws', policy_refs: ['aws::s3/read-only'] },
      ngs_access_policy: { cloud_account_link: '/org/acme/cloudaccount/nats', pub: { allow: ['orders.>'] }, sub: { deny: ['admin.>'] }, resp: { max: 1, ttl: '5s' } },
    });
  });
});
