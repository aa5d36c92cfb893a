import { Fn, TerraformOutput, TerraformVariable } from 'cdktf';
import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) => `\${${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;
const REPLACEMENT = JSON.parse(readFileSync(join(__dirname, '../../schemas/cpln.constraints.json'), 'utf8')).replacement;
const shop = () => cpln.GvcRef.fromName('shop');

describe('cpln.CplnIdentity: an identity, its cloud access and network resources', () => {
  test('an API\'s identity: AWS access by policies, an on-premises database through an agent, RDS over PrivateLink', () => {
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'shop', { locations: ['aws-eu-central-1'] });
    const identity = new cpln.CplnIdentity(stack, 'ShopApi', {
      gvc,
      cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: 'aws-production', policyRefs: ['aws::AmazonS3ReadOnlyAccess', 'shop-orders-queue'] })],
      description: 'what the shop API runs as',
      tags: { team: 'shop' },
    });
    identity.addNetworkResource({ name: 'orders-db', fqdn: 'orders-db.dc1.example.com', resolverIp: '10.0.0.2', ports: [5432], agent: 'dc1' });
    identity.addNetworkResource({ name: 'legacy-erp', ips: ['10.1.2.3', '10.1.2.4'], ports: [443, 8443], agent: '/org/acme/agent/dc1' });
    identity.addNativeNetworkResource({ name: 'reporting-db', fqdn: 'reporting.cluster-abc.eu-central-1.rds.amazonaws.com', ports: [5432], endpoint: cpln.NativeNetworkEndpoint.awsPrivateLink('com.amazonaws.vpce.eu-central-1.vpce-svc-0123456789abcdef0') });
    identity.addNativeNetworkResource({ name: 'analytics-sql', ports: [5432], endpoint: cpln.NativeNetworkEndpoint.gcpServiceConnect('projects/acme/regions/europe-west3/serviceAttachments/analytics') });
    new TerraformOutput(stack, 'identity', { value: { name: identity.identityName, link: identity.identityLink, principal: identity.grantPrincipalLink } });
    const json = synth(stack);
    expect(json.output.identity.value).toEqual({ name: ref(identity.resource, 'name'), link: ref(identity.resource, 'self_link'), principal: ref(identity.resource, 'self_link') });
    expect(json.resource.cpln_identity).toEqual({
      [identity.resource.friendlyUniqueId]: {
        gvc: ref(gvc.resource, 'name'),
        name: 'shopapi',
        description: 'what the shop API runs as',
        tags: { team: 'shop' },
        aws_access_policy: { cloud_account_link: '//cloudaccount/aws-production', policy_refs: ['aws::AmazonS3ReadOnlyAccess', 'shop-orders-queue'] },
        network_resource: [
          { name: 'orders-db', fqdn: 'orders-db.dc1.example.com', resolver_ip: '10.0.0.2', ports: [5432], agent_link: '//agent/dc1' },
          { name: 'legacy-erp', ips: ['10.1.2.3', '10.1.2.4'], ports: [443, 8443], agent_link: '/org/acme/agent/dc1' },
        ],
        native_network_resource: [
          { name: 'reporting-db', fqdn: 'reporting.cluster-abc.eu-central-1.rds.amazonaws.com', ports: [5432], aws_private_link: { endpoint_service_name: 'com.amazonaws.vpce.eu-central-1.vpce-svc-0123456789abcdef0' } },
          { name: 'analytics-sql', ports: [5432], gcp_service_connect: { target_service: 'projects/acme/regions/europe-west3/serviceAttachments/analytics' } },
        ],
      },
    });
  });

  test('the name comes from the construct id; a GVC given by name is written as it is', () => {
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'Orders_Worker', { gvc: shop() });
    expect(synth(stack).resource.cpln_identity[identity.resource.friendlyUniqueId]).toEqual({ gvc: 'shop', name: 'orders-worker' });
  });

  test.each([
    ['AWS with an existing role', () => cpln.CloudAccess.aws({ cloudAccount: '//cloudaccount/aws-production', roleName: 'shop-api-reader' }),
      { aws_access_policy: { cloud_account_link: '//cloudaccount/aws-production', role_name: 'shop-api-reader' } }],
    ['GCP with an existing service account and scopes', () => cpln.CloudAccess.gcp({ cloudAccount: 'gcp-production', serviceAccount: 'shop-api@acme-prod.iam.gserviceaccount.com', scopes: ['https://www.googleapis.com/auth/devstorage.read_only', 'https://www.googleapis.com/auth/pubsub'] }),
      { gcp_access_policy: { cloud_account_link: '//cloudaccount/gcp-production', service_account: 'shop-api@acme-prod.iam.gserviceaccount.com', scopes: 'https://www.googleapis.com/auth/devstorage.read_only,https://www.googleapis.com/auth/pubsub' } }],
    ['GCP with role bindings on the project and on a bucket', () => cpln.CloudAccess.gcp({ cloudAccount: '/org/acme/cloudaccount/gcp-production', projectRoles: ['roles/pubsub.subscriber'], resourceRoles: { '//storage.googleapis.com/projects/_/buckets/shop-assets': ['roles/storage.objectViewer'] } }),
      { gcp_access_policy: { cloud_account_link: '/org/acme/cloudaccount/gcp-production', binding: [{ roles: ['roles/pubsub.subscriber'] }, { resource: '//storage.googleapis.com/projects/_/buckets/shop-assets', roles: ['roles/storage.objectViewer'] }] } }],
    ['Azure with role assignments on the subscription and a resource group', () => cpln.CloudAccess.azure({ cloudAccount: 'azure-production', subscriptionRoles: ['Reader'], scopeRoles: { '/subscriptions/0000/resourceGroups/shop': ['Storage Blob Data Reader'] } }),
      { azure_access_policy: { cloud_account_link: '//cloudaccount/azure-production', role_assignment: [{ roles: ['Reader'] }, { scope: '/subscriptions/0000/resourceGroups/shop', roles: ['Storage Blob Data Reader'] }] } }],
    ['NGS with subjects, responses and limits', () => cpln.CloudAccess.ngs({ cloudAccount: 'ngs', publish: { allow: ['orders.>'] }, subscribe: { allow: ['orders.*'], deny: ['orders.audit'] }, maxResponses: 1, responseTtl: '5s', maxSubscriptions: 100, maxData: -1, maxPayload: 1048576 }),
      { ngs_access_policy: { cloud_account_link: '//cloudaccount/ngs', pub: { allow: ['orders.>'] }, sub: { allow: ['orders.*'], deny: ['orders.audit'] }, resp: { max: 1, ttl: '5s' }, subs: 100, data: -1, payload: 1048576 } }],
  ])('cloud access: %s', (_name, access, block) => {
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'api', { gvc: shop(), cloudAccess: [access()] });
    expect(synth(stack).resource.cpln_identity[identity.resource.friendlyUniqueId]).toEqual({ gvc: 'shop', name: 'api', ...block });
  });

  test('an AWS trust policy document becomes the provider\'s statement maps, nested values as the JSON the provider reads back (keys sorted)', () => {
    const stack = cplnStack();
    const account = new TerraformVariable(stack, 'account', { type: 'string' });
    const identity = new cpln.CplnIdentity(stack, 'api', { gvc: shop() });
    identity.addCloudAccess(cpln.CloudAccess.aws({
      cloudAccount: 'aws-production',
      policyRefs: ['aws::AmazonS3ReadOnlyAccess'],
      trustPolicy: cpln.AwsTrustPolicy.fromJson(JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Principal: { AWS: `arn:aws:iam::${account.stringValue}:root` }, Action: 'sts:AssumeRole', Condition: { StringEquals: { 'sts:ExternalId': 'shop' }, Bool: { 'aws:SecureTransport': 'true' } } }],
      })),
    }));
    expect(synth(stack).resource.cpln_identity[identity.resource.friendlyUniqueId].aws_access_policy).toEqual({
      cloud_account_link: '//cloudaccount/aws-production',
      policy_refs: ['aws::AmazonS3ReadOnlyAccess'],
      trust_policy: [{
        version: '2012-10-17',
        statement: [{ Effect: 'Allow', Principal: '{"AWS":"arn:aws:iam::${var.account}:root"}', Action: 'sts:AssumeRole', Condition: '{"Bool":{"aws:SecureTransport":"true"},"StringEquals":{"sts:ExternalId":"shop"}}' }],
      }],
    });
  });

  test('a trust policy that is not a policy document is refused; one given whole as a reference cannot be split', () => {
    const aws = (trustPolicy: cpln.AwsTrustPolicy) => cpln.CloudAccess.aws({ cloudAccount: 'aws-production', policyRefs: ['aws::AmazonS3ReadOnlyAccess'], trustPolicy });
    expect(() => new cpln.CplnIdentity(cplnStack(), 'api', { gvc: shop(), cloudAccess: [aws(cpln.AwsTrustPolicy.fromJson('{"Statement": ['))] }))
      .toThrow(/^test\/api: cloudAccess\[0\]\.trustPolicy: is not JSON \(.*\); allowed: a policy document \{"Version": "2012-10-17", "Statement": \[\{\.\.\.\}\]\} \[cpln\/identity-aws-trust-policy\]$/);
    expect(() => new cpln.CplnIdentity(cplnStack(), 'api', { gvc: shop(), cloudAccess: [aws(cpln.AwsTrustPolicy.fromJson('{"Version": "2012-10-17", "Statement": []}'))] }))
      .toThrow('test/api: cloudAccess[0].trustPolicy: {"Version":"2012-10-17","Statement":[]} is not a trust policy document; allowed: {"Version": "<version>", "Statement": [{"Effect": ..., "Principal": ..., "Action": ...}]}, with at least one statement object [cpln/identity-aws-trust-policy]');
    const stack = cplnStack();
    const document = new TerraformVariable(stack, 'trust', { type: 'string' });
    expect(() => new cpln.CplnIdentity(stack, 'api', { gvc: shop(), cloudAccess: [aws(cpln.AwsTrustPolicy.fromJson(document.stringValue))] }))
      .toThrow('test/api: cloudAccess[0].trustPolicy: a trust policy given whole as a reference cannot be split into the provider\'s statements at synth; write the document in the app (references inside its values pass through)');
  });

  test('a cloud account of this app is its link; one of another cloud is refused', () => {
    const stack = cplnStack();
    const aws = new cpln.cloudAccount.CloudAccount(stack, 'aws', { name: 'aws-production', aws: { roleArn: 'arn:aws:iam::123456789012:role/cpln-connector' } });
    const gcp = new cpln.cloudAccount.CloudAccount(stack, 'gcp', { name: 'gcp-production', gcp: { projectId: 'acme-prod' } });
    const identity = new cpln.CplnIdentity(stack, 'api', { gvc: shop(), cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: aws, roleName: 'shop-api' })] });
    expect(synth(stack).resource.cpln_identity[identity.resource.friendlyUniqueId].aws_access_policy.cloud_account_link).toBe(ref(aws, 'self_link'));
    expect(() => new cpln.CplnIdentity(stack, 'worker', { gvc: shop(), cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: gcp, roleName: 'shop-worker' })] }))
      .toThrow('test/worker: cloudAccess[0].cloudAccount: cloud account "test/gcp" is a cloud account of GCP; allowed: a cloud account of AWS, the provider of this access [cpln/identity-cloud-account-provider]');
  });

  test('every prop given as a reference, a variable or a function passes through unjudged', () => {
    const stack = cplnStack();
    const env = new TerraformVariable(stack, 'env', { type: 'string' });
    const account = new TerraformVariable(stack, 'account', { type: 'string' });
    const policies = new TerraformVariable(stack, 'policies', { type: 'list(string)' });
    const port = new TerraformVariable(stack, 'port', { type: 'number' });
    const agent = new cpln.agent.Agent(stack, 'dc1', { name: 'dc1' });
    const identity = new cpln.CplnIdentity(stack, 'api', {
      gvc: cpln.GvcRef.fromName(env.stringValue),
      identityName: Fn.format('api-%s', [env.stringValue]),
      cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: account.stringValue, policyRefs: policies.listValue })],
    });
    identity.addNetworkResource({ name: Fn.lower(env.stringValue), ips: [Fn.cidrhost('10.0.0.0/24', 5)], ports: [port.numberValue], agent });
    const scopes = new TerraformVariable(stack, 'scopes', { type: 'list(string)' });
    const roles = new TerraformVariable(stack, 'roles', { type: 'list(string)' });
    identity.addCloudAccess(cpln.CloudAccess.gcp({ cloudAccount: Fn.format('//cloudaccount/gcp-%s', [env.stringValue]), scopes: scopes.listValue, resourceRoles: { [`//storage.googleapis.com/projects/_/buckets/${env.stringValue}`]: roles.listValue } }));
    expect(synth(stack).resource.cpln_identity[identity.resource.friendlyUniqueId]).toEqual({
      gvc: '${var.env}',
      name: '${format("api-%s", var.env)}',
      aws_access_policy: { cloud_account_link: '${var.account}', policy_refs: '${var.policies}' },
      network_resource: [{ name: '${lower(var.env)}', ips: ['${cidrhost("10.0.0.0/24", 5)}'], ports: ['${var.port}'], agent_link: ref(agent, 'self_link') }],
      gcp_access_policy: { cloud_account_link: '${format("//cloudaccount/gcp-%s", var.env)}', scopes: '${join(",", var.scopes)}', binding: [{ resource: '//storage.googleapis.com/projects/_/buckets/${var.env}', roles: '${var.roles}' }] },
    });
  });

  test('bad props are reported together, each with the rule that refuses it', () => {
    expect(() => new cpln.CplnIdentity(cplnStack(), 'bad', {
      gvc: shop(),
      identityName: 'Shop API',
      cloudAccess: [
        cpln.CloudAccess.aws({ cloudAccount: '/org/acme/secret/aws', policyRefs: ['arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess'] }),
        cpln.CloudAccess.aws({ cloudAccount: 'aws-production', roleName: 'shop role' }),
        cpln.CloudAccess.gcp({ cloudAccount: 'gcp-production', serviceAccount: 'shop-api@acme-prod' }),
      ],
    })).toThrow(new Error([
      'test/bad: 6 problems in its props:',
      '  test/bad: identityName: "Shop API" is not valid: a name of 3 or more characters (63 at most): lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit [cpln_identity.name:pattern]',
      '  test/bad: cloudAccess[0].cloudAccount: "/org/acme/secret/aws" is not a cloud account name or link; allowed: a name, /org/<org>/cloudaccount/<name> or //cloudaccount/<name> [cpln/cloud-account-link]',
      '  test/bad: cloudAccess[0].policyRefs[0]: "arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess" is not valid: a policy name, optionally prefixed aws:: for an AWS managed policy (letters, digits and / + = , . @ _ -), not an ARN; write aws::AmazonS3ReadOnlyAccess for a managed policy, or the bare name of a custom one [cpln/identity-aws-policy-refs]',
      '  test/bad: cloudAccess[1].roleName: "shop role" is not valid: must contain only letters, numbers, and the symbols / += , . @ _ - [cpln_identity.aws_access_policy.role_name:pattern]',
      '  test/bad: cloudAccess[1]: a second AWS access; allowed: one access per provider on an identity (one AWS, one GCP, one Azure, one NGS) [cpln/identity-cloud-access-per-provider]',
      '  test/bad: cloudAccess[2].serviceAccount: "shop-api@acme-prod" is not valid: must be a valid GCP service account email (i.e. ending in .gserviceaccount.com) [cpln_identity.gcp_access_policy.service_account:pattern]',
    ].join('\n')));
  });

  test('a network resource\'s problems are reported together by the method that adds it', () => {
    const identity = new cpln.CplnIdentity(cplnStack(), 'api', { gvc: shop() });
    expect(() => identity.addNetworkResource({ name: 'db', ips: ['10.0.0.0/24'], resolverIp: 'dns.corp.example.com', ports: [5432, 70000], agent: 'agent/dc1' })).toThrow(new Error([
      'test/api: 4 problems in its props:',
      '  test/api: addNetworkResource.ips[0]: "10.0.0.0/24" is not valid: an IPv4 address such as 10.0.1.50 [cpln/identity-network-resource-ipv4]',
      '  test/api: addNetworkResource.resolverIp: "dns.corp.example.com" is not valid: an IPv4 address such as 10.0.1.50 [cpln/identity-network-resource-resolver-ipv4]',
      '  test/api: addNetworkResource.ports[1]: 70000 is out of range; allowed: 0 to 65535 [cpln/identity-network-resource-ports]',
      '  test/api: addNetworkResource.agent: "agent/dc1" is not an agent name or link; allowed: a name, /org/<org>/agent/<name> or //agent/<name> [cpln/agent-link]',
    ].join('\n')));
    expect(() => identity.addNativeNetworkResource({ name: 'rds', ports: [5432], endpoint: 'com.amazonaws.vpce.eu-central-1.vpce-svc-1' as never })).toThrow('test/api: addNativeNetworkResource.endpoint: is not a NativeNetworkEndpoint; give NativeNetworkEndpoint.awsPrivateLink(serviceName) or NativeNetworkEndpoint.gcpServiceConnect(attachment)');
  });

  test('what the provider and the platform refuse across fields is refused at synth with the catalog\'s rules', () => {
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'api', { gvc: shop(), cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: 'aws-production', roleName: 'shop-api', policyRefs: ['aws::AmazonS3ReadOnlyAccess'] })] });
    identity.addNetworkResource({ name: 'db', fqdn: 'db.dc1.example.com', ips: ['10.0.0.5'], ports: [5432] });
    identity.addNativeNetworkResource({ name: 'db', ports: [5432], endpoint: cpln.NativeNetworkEndpoint.awsPrivateLink('com.amazonaws.vpce.eu-central-1.vpce-svc-1') });
    expect(outcome(stack).errors.map((e) => e.replace(/^.*\[/, '['))).toEqual([
      '[cpln/identity-network-resource-unique-names]',
      '[cpln_identity.aws_access_policy:exactlyOne-role_name-policy_refs]',
      '[cpln_identity.network_resource:exactlyOne-fqdn-ips]',
    ]);
  });
});

describe('grants on an identity, and the identity as a principal', () => {
  test('grantUse writes the policy <gvc>-<identity>-use; a secret granted to the identity names it as principal', () => {
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'api', { gvc: shop(), tags: { team: 'shop' } });
    const use = identity.grantUse(cpln.Grantee.group('deployers'));
    const edit = identity.grant(cpln.Grantee.serviceAccount('ci'), ['view', 'edit']);
    const secret = new cpln.CplnSecret(stack, 'orders-db', { content: cpln.SecretContent.opaque(new TerraformVariable(stack, 'password', { type: 'string', sensitive: true }).stringValue) });
    const reveal = secret.grantReveal(identity);
    const policies = synth(stack).resource.cpln_policy;
    expect(policies[use.policy.friendlyUniqueId]).toEqual({
      name: 'shop-api-use',
      description: 'use on identity shop/api',
      tags: { team: 'shop' },
      gvc: 'shop',
      target_kind: 'identity',
      target_links: [ref(identity.resource, 'self_link')],
      binding: [{ permissions: ['use'], principal_links: ['group/deployers'] }],
    });
    expect(policies[edit.policy.friendlyUniqueId].binding).toEqual([{ permissions: ['edit', 'view'], principal_links: ['serviceaccount/ci'] }]);
    expect(policies[reveal.policy.friendlyUniqueId].binding).toEqual([{ permissions: ['reveal'], principal_links: [ref(identity.resource, 'self_link')] }]);
  });

  test('an identity granted a secret, running a workload that takes the secret, is the policy\'s principal once', () => {
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'web', { gvc: shop() });
    const secret = new cpln.CplnSecret(stack, 'orders-db', { content: cpln.SecretContent.opaque(new TerraformVariable(stack, 'password', { type: 'string', sensitive: true }).stringValue) });
    const reveal = secret.grantReveal(identity, { policyName: 'orders-db-readers' });
    const web = new cpln.CplnWorkload(stack, 'web-service', {
      gvc: shop(), identity, container: { image: 'ghcr.io/acme/web:2.0.0', ports: [cpln.ContainerPort.http(8080)], secretEnv: { DB: cpln.WorkloadSecret.fromSecret(secret, 'payload') } },
    });
    const out = synth(stack);
    expect(out.resource.cpln_policy[reveal.policy.friendlyUniqueId].binding).toEqual([{ permissions: ['reveal'], principal_links: [ref(identity.resource, 'self_link')] }]);
    expect(out.resource.cpln_workload[web.resource.friendlyUniqueId].depends_on).toEqual([`cpln_policy.${reveal.policy.friendlyUniqueId}`]);
  });

  test('a CplnIdentity is taken as the identity of a workload construct', () => {
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'web', { gvc: shop() });
    const site = new cpln.WorkloadWithDomain(stack, 'site', {
      gvc: shop(), workloadName: 'web', domainName: 'shop.example.com', identity,
      containers: [{ name: 'web', image: 'ghcr.io/acme/web:2.0.0', ports: [{ number: 8080, protocol: 'http' }] }],
    });
    expect(synth(stack).resource.cpln_workload[site.workload.friendlyUniqueId].identity_link).toBe(ref(identity.resource, 'self_link'));
    expect(() => new cpln.CplnWorkload(stack, 'api', { gvc: shop(), identity: 'web' as never, container: { image: 'ghcr.io/acme/api:1.0.0' } })).toThrow('test/api: identity: is not an identity; give IdentityRef.fromLink("web")');
  });
});

describe('day 2', () => {
  test('a new GVC or name replaces the identity (the catalog\'s facts); the provider\'s defaults are left to it, so the next plan is empty', () => {
    expect(REPLACEMENT.always.cpln_identity).toEqual(['gvc', 'name']);
    const stack = cplnStack();
    const identity = new cpln.CplnIdentity(stack, 'api', { gvc: shop(), cloudAccess: [cpln.CloudAccess.ngs({ cloudAccount: 'ngs' }), cpln.CloudAccess.gcp({ cloudAccount: 'gcp', projectRoles: ['roles/viewer'] })] });
    // Unset, subs/data/payload (-1), resp.max (1) and the GCP scopes are the provider's defaults: nothing differs from
    // the state.
    expect(synth(stack).resource.cpln_identity[identity.resource.friendlyUniqueId]).toEqual({
      gvc: 'shop', name: 'api',
      ngs_access_policy: { cloud_account_link: '//cloudaccount/ngs' },
      gcp_access_policy: { cloud_account_link: '//cloudaccount/gcp', binding: [{ roles: ['roles/viewer'] }] },
    });
  });
});
