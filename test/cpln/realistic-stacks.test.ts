import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

/**
 * One realistic, fully valid stack per Control Plane resource type that the other tests do not
 * cover. Each stack synthesizes with every validation on (errors and warnings fail) and the
 * synthesized Terraform JSON of the resource is asserted exactly.
 */
describe('realistic Control Plane stacks', () => {
  test('cpln_agent: a wormhole agent for an on-premises data center', () => {
    const stack = cplnStack();
    new cpln.agent.Agent(stack, 'agent', {
      name: 'dc1-fra',
      description: 'Agent in the Frankfurt data center, reaching the on-premises Postgres cluster',
      tags: { site: 'fra-dc1', team: 'platform' },
    });

    expect(synth(stack).resource.cpln_agent.agent).toEqual({
      name: 'dc1-fra',
      description: 'Agent in the Frankfurt data center, reaching the on-premises Postgres cluster',
      tags: { site: 'fra-dc1', team: 'platform' },
    });
  });

  test('cpln_audit_context: an audit context for the deployment pipeline', () => {
    const stack = cplnStack();
    new cpln.auditContext.AuditContext(stack, 'audit', {
      name: 'ci-deployments',
      description: 'Audit trail of deployments made by the CI pipeline',
      tags: { owner: 'platform', 'compliance/scope': 'soc2' },
    });

    expect(synth(stack).resource.cpln_audit_context.audit).toEqual({
      name: 'ci-deployments',
      description: 'Audit trail of deployments made by the CI pipeline',
      tags: { owner: 'platform', 'compliance/scope': 'soc2' },
    });
  });

  test('cpln_catalog_template: a Postgres catalog release in a GVC created in the same stack', () => {
    const stack = cplnStack();
    const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'data', locations: ['aws-eu-central-1'] });
    const values = ['postgres:', '  image: postgres:16', '  replicas: 1', '  volumeset:', '    capacity: 20', ''].join('\n');
    new cpln.catalogTemplate.CatalogTemplate(stack, 'postgres', {
      name: 'orders-db',
      template: 'postgres',
      version: '1.0.0',
      gvc: gvc.name,
      values,
    });

    expect(synth(stack).resource.cpln_catalog_template.postgres).toEqual({
      name: 'orders-db',
      template: 'postgres',
      version: '1.0.0',
      gvc: '${cpln_gvc.gvc.name}',
      values: 'postgres:\n  image: postgres:16\n  replicas: 1\n  volumeset:\n    capacity: 20\n',
    });
  });

  test('cpln_cloud_account: an AWS account reached through an IAM role', () => {
    const stack = cplnStack();
    new cpln.cloudAccount.CloudAccount(stack, 'aws', {
      name: 'aws-production',
      description: 'Production AWS account (123456789012)',
      tags: { env: 'production' },
      aws: { roleArn: 'arn:aws:iam::123456789012:role/cpln-acme' },
    });

    expect(synth(stack).resource.cpln_cloud_account.aws).toEqual({
      name: 'aws-production',
      description: 'Production AWS account (123456789012)',
      tags: { env: 'production' },
      aws: { role_arn: 'arn:aws:iam::123456789012:role/cpln-acme' },
    });
  });

  test('cpln_custom_location: a bring-your-own-Kubernetes location', () => {
    const stack = cplnStack();
    new cpln.customLocation.CustomLocation(stack, 'byok', {
      name: 'byok-fra-dc1',
      description: 'On-premises Kubernetes cluster in Frankfurt',
      cloudProvider: 'byok',
      enabled: true,
      tags: { site: 'fra-dc1' },
    });

    expect(synth(stack).resource.cpln_custom_location.byok).toEqual({
      name: 'byok-fra-dc1',
      description: 'On-premises Kubernetes cluster in Frankfurt',
      cloud_provider: 'byok',
      enabled: true,
      tags: { site: 'fra-dc1' },
    });
  });

  test('cpln_group: members by query and by SAML claims, plus a service account from the stack', () => {
    const stack = cplnStack();
    const deployer = new cpln.serviceAccount.ServiceAccount(stack, 'deployer', { name: 'ci-deployer' });
    new cpln.group.Group(stack, 'payments', {
      name: 'payments-engineers',
      description: 'Engineers of the payments team',
      tags: { team: 'payments' },
      userIdsAndEmails: ['alice@acme.example', 'bob@acme.example'],
      serviceAccounts: [deployer.name],
      memberQuery: {
        fetch: 'items',
        spec: {
          match: 'all',
          terms: [
            { op: '=', tag: 'team', value: 'payments' },
            { op: 'exists', tag: 'oncall' },
            { op: '!=', property: 'email', value: 'build-bot@acme.example' },
          ],
        },
      },
      identityMatcher: {
        expression: "contains(groups, 'payments')",
        language: 'jmespath',
      },
    });

    expect(synth(stack).resource.cpln_group.payments).toEqual({
      name: 'payments-engineers',
      description: 'Engineers of the payments team',
      tags: { team: 'payments' },
      user_ids_and_emails: ['alice@acme.example', 'bob@acme.example'],
      service_accounts: ['${cpln_service_account.deployer.name}'],
      member_query: {
        fetch: 'items',
        spec: {
          match: 'all',
          terms: [
            { op: '=', tag: 'team', value: 'payments' },
            { op: 'exists', tag: 'oncall' },
            { op: '!=', property: 'email', value: 'build-bot@acme.example' },
          ],
        },
      },
      identity_matcher: {
        expression: "contains(groups, 'payments')",
        language: 'jmespath',
      },
    });
  });

  test('cpln_helm_release: a Redis chart released into a GVC', () => {
    const stack = cplnStack();
    const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'production', locations: ['aws-eu-central-1', 'gcp-us-east1'] });
    new cpln.helmRelease.HelmRelease(stack, 'redis', {
      name: 'session-cache',
      description: 'Session cache for the storefront',
      gvc: gvc.name,
      chart: 'redis',
      repository: 'https://charts.bitnami.com/bitnami',
      version: '18.1.0',
      values: ['architecture: standalone\nauth:\n  enabled: true\n'],
      set: { 'master.persistence.size': '8Gi' },
      setString: { 'master.podLabels.team': 'storefront' },
      wait: true,
      timeout: 600,
      maxHistory: 5,
    });

    expect(synth(stack).resource.cpln_helm_release.redis).toEqual({
      name: 'session-cache',
      description: 'Session cache for the storefront',
      gvc: '${cpln_gvc.gvc.name}',
      chart: 'redis',
      repository: 'https://charts.bitnami.com/bitnami',
      version: '18.1.0',
      values: ['architecture: standalone\nauth:\n  enabled: true\n'],
      set: { 'master.persistence.size': '8Gi' },
      set_string: { 'master.podLabels.team': 'storefront' },
      wait: true,
      timeout: 600,
      max_history: 5,
    });
  });

  test('cpln_ipset: static egress addresses for a workload in two locations', () => {
    const stack = cplnStack();
    new cpln.ipset.Ipset(stack, 'egress', {
      name: 'api-egress',
      description: 'Static addresses partners allow-list for the API',
      tags: { team: 'platform' },
      link: '/org/acme/gvc/production/workload/api',
      location: [
        { name: '/org/acme/location/aws-eu-central-1', retentionPolicy: 'keep' },
        { name: '/org/acme/location/aws-us-west-2', retentionPolicy: 'free' },
      ],
    });

    expect(synth(stack).resource.cpln_ipset.egress).toEqual({
      name: 'api-egress',
      description: 'Static addresses partners allow-list for the API',
      tags: { team: 'platform' },
      link: '/org/acme/gvc/production/workload/api',
      location: [
        { name: '/org/acme/location/aws-eu-central-1', retention_policy: 'keep' },
        { name: '/org/acme/location/aws-us-west-2', retention_policy: 'free' },
      ],
    });
  });

  test('cpln_location: a built-in location enabled for the org and tagged', () => {
    const stack = cplnStack();
    new cpln.location.Location(stack, 'frankfurt', {
      name: 'aws-eu-central-1',
      enabled: true,
      tags: { region: 'eu', 'data-residency': 'gdpr' },
    });

    expect(synth(stack).resource.cpln_location.frankfurt).toEqual({
      name: 'aws-eu-central-1',
      enabled: true,
      tags: { region: 'eu', 'data-residency': 'gdpr' },
    });
  });

  test('cpln_mk8s_kubeconfig: a kubeconfig for a cluster, issued to a service account of the stack', () => {
    const stack = cplnStack();
    const operator = new cpln.serviceAccount.ServiceAccount(stack, 'operator', { name: 'cluster-operator' });
    new cpln.mk8SKubeconfig.Mk8SKubeconfig(stack, 'kubeconfig', {
      name: 'prod-eu',
      serviceAccount: operator.name,
    });
    new cpln.mk8SKubeconfig.Mk8SKubeconfig(stack, 'admin', {
      name: 'prod-eu',
      profile: 'default',
    });

    const out = synth(stack);
    expect(out.resource.cpln_mk8s_kubeconfig.kubeconfig).toEqual({
      name: 'prod-eu',
      service_account: '${cpln_service_account.operator.name}',
    });
    expect(out.resource.cpln_mk8s_kubeconfig.admin).toEqual({
      name: 'prod-eu',
      profile: 'default',
    });
  });

  test('cpln_org: org settings with SAML auth, retention, and threat detection forwarded to syslog', () => {
    const stack = cplnStack();
    new cpln.org.Org(stack, 'org', {
      description: 'ACME Corporation production org',
      tags: { 'cost-center': 'cc-1042' },
      sessionTimeoutSeconds: 1800,
      authConfig: { domainAutoMembers: ['acme.example'], samlOnly: true },
      observability: {
        logsRetentionDays: 60,
        metricsRetentionDays: 90,
        tracesRetentionDays: 30,
        defaultAlertEmails: ['oncall@acme.example'],
      },
      security: {
        threatDetection: {
          enabled: true,
          minimumSeverity: 'warning',
          syslog: { host: 'siem.acme.example', port: 6514, transport: 'tcp' },
        },
      },
    });

    expect(synth(stack).resource.cpln_org.org).toEqual({
      description: 'ACME Corporation production org',
      tags: { 'cost-center': 'cc-1042' },
      session_timeout_seconds: 1800,
      auth_config: { domain_auto_members: ['acme.example'], saml_only: true },
      observability: {
        logs_retention_days: 60,
        metrics_retention_days: 90,
        traces_retention_days: 30,
        default_alert_emails: ['oncall@acme.example'],
      },
      security: {
        threat_detection: {
          enabled: true,
          minimum_severity: 'warning',
          syslog: { host: 'siem.acme.example', port: 6514, transport: 'tcp' },
        },
      },
    });
  });

  test('cpln_org_tracing: org-wide OpenTelemetry tracing to a collector workload', () => {
    const stack = cplnStack();
    new cpln.orgTracing.OrgTracing(stack, 'tracing', {
      otelTracing: {
        endpoint: 'otel-collector.observability.cpln.local:4317',
        sampling: 25,
        customTags: { environment: 'production' },
      },
    });

    expect(synth(stack).resource.cpln_org_tracing.tracing).toEqual({
      otel_tracing: {
        endpoint: 'otel-collector.observability.cpln.local:4317',
        sampling: 25,
        custom_tags: { environment: 'production' },
      },
    });
  });

  test('cpln_policy: secrets tagged for a team, revealed to its group and used by its workload identity', () => {
    const stack = cplnStack();
    const team = new cpln.group.Group(stack, 'team', { name: 'payments-engineers' });
    const deployer = new cpln.serviceAccount.ServiceAccount(stack, 'deployer', { name: 'ci-deployer' });
    new cpln.policy.Policy(stack, 'secrets', {
      name: 'payments-secrets',
      description: 'Access to the secrets of the payments team',
      tags: { team: 'payments' },
      targetKind: 'secret',
      targetQuery: {
        fetch: 'items',
        spec: {
          match: 'all',
          terms: [
            { op: '=', tag: 'team', value: 'payments' },
            { op: '!=', property: 'name', value: 'payments-root-ca' },
          ],
        },
      },
      binding: [
        { permissions: ['reveal', 'view'], principalLinks: [team.selfLink, deployer.selfLink] },
        { permissions: ['use'], principalLinks: ['/org/acme/gvc/production/identity/payments-api'] },
      ],
    });

    expect(synth(stack).resource.cpln_policy.secrets).toEqual({
      name: 'payments-secrets',
      description: 'Access to the secrets of the payments team',
      tags: { team: 'payments' },
      target_kind: 'secret',
      target_query: {
        fetch: 'items',
        spec: {
          match: 'all',
          terms: [
            { op: '=', tag: 'team', value: 'payments' },
            { op: '!=', property: 'name', value: 'payments-root-ca' },
          ],
        },
      },
      binding: [
        { permissions: ['reveal', 'view'], principal_links: ['${cpln_group.team.self_link}', '${cpln_service_account.deployer.self_link}'] },
        { permissions: ['use'], principal_links: ['/org/acme/gvc/production/identity/payments-api'] },
      ],
    });
  });

  test('cpln_service_account: a service account for the CI pipeline', () => {
    const stack = cplnStack();
    new cpln.serviceAccount.ServiceAccount(stack, 'ci', {
      name: 'github-actions',
      description: 'Used by GitHub Actions to deploy workloads',
      tags: { owner: 'platform', repo: 'acme/storefront' },
    });

    expect(synth(stack).resource.cpln_service_account.ci).toEqual({
      name: 'github-actions',
      description: 'Used by GitHub Actions to deploy workloads',
      tags: { owner: 'platform', repo: 'acme/storefront' },
    });
  });

  test('cpln_service_account_key: a key for a service account of the same stack', () => {
    const stack = cplnStack();
    const serviceAccount = new cpln.serviceAccount.ServiceAccount(stack, 'ci', { name: 'github-actions' });
    new cpln.serviceAccountKey.ServiceAccountKey(stack, 'key', {
      serviceAccountName: serviceAccount.name,
      description: 'GitHub Actions deploy key, rotated quarterly',
    });

    expect(synth(stack).resource.cpln_service_account_key.key).toEqual({
      service_account_name: '${cpln_service_account.ci.name}',
      description: 'GitHub Actions deploy key, rotated quarterly',
    });
  });
});
