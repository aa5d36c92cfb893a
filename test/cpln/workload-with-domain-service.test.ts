import { Fn, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln, Validations } from '../../lib';
import { cplnStack, synth, synthWithLiteralSecrets } from '../support/synth';
import { evaluate, HAS_TERRAFORM, unwrap } from '../support/terraform-console';
import { webSite } from '../support/web-site';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) => `\${${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;
/**
 * Two secrets as a team keeps them: a dictionary of database settings and an API key (values from variables, so nothing
 * is a literal).
 */
function secrets(stack: TerraformStack) {
  const password = new TerraformVariable(stack, 'password', { type: 'string', sensitive: true });
  const database = new cpln.secret.Secret(stack, 'database', { name: 'database', dictionary: { url: 'postgres://db.internal:5432/shop', password: password.stringValue } });
  const apiKey = new cpln.secret.Secret(stack, 'api-key', { name: 'payments-api-key', opaque: { payload: password.stringValue } });
  return { database, apiKey };
}

describe('cpln.WorkloadWithDomain: identities, grants and secrets as environment', () => {
  test('secretEnv puts each secret into every container and grants reveal to an identity created for the workload', () => {
    const stack = cplnStack();
    const { database, apiKey } = secrets(stack);
    const site = webSite(stack, {
      secretEnv: {
        DATABASE_URL: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(database), 'url'),
        DATABASE_PASSWORD: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(database), 'password'),
        PAYMENTS_API_KEY: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(apiKey)),
      },
    });
    const json = synth(stack);
    const identity = site.identity!;
    const workload = json.resource.cpln_workload[site.workload.friendlyUniqueId];
    expect(workload.container[0].env).toEqual({
      LOG_LEVEL: 'info',
      DATABASE_URL: `cpln://secret/${ref(database, 'name')}.url`,
      DATABASE_PASSWORD: `cpln://secret/${ref(database, 'name')}.password`,
      PAYMENTS_API_KEY: `cpln://secret/${ref(apiKey, 'name')}`,
    });
    expect(workload.identity_link).toBe(ref(identity, 'self_link'));
    expect(json.resource.cpln_identity[identity.friendlyUniqueId]).toEqual({ gvc: 'web', name: 'shop', description: 'identity of workload shop' });
    const [policyId] = Object.keys(json.resource.cpln_policy);
    expect(json.resource.cpln_policy[policyId]).toEqual({
      name: 'shop-secret-reveal',
      description: 'grants of workload shop',
      target_kind: 'secret',
      target_links: [ref(database, 'name'), ref(apiKey, 'name')],
      binding: [{ permissions: ['reveal'], principal_links: [ref(identity, 'self_link')] }],
    });
    expect(workload.depends_on).toEqual([`cpln_policy.${policyId}`]);
  });

  test('the output does not depend on the order of the secretEnv map (a Java Map.of changes it from run to run)', () => {
    const written = (order: 'forward' | 'backward') => {
      const stack = cplnStack();
      const { database, apiKey } = secrets(stack);
      const entries: Array<[string, cpln.WorkloadSecret]> = [
        ['PAYMENTS_API_KEY', cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(apiKey))],
        ['DATABASE_URL', cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(database), 'url')],
      ];
      webSite(stack, { secretEnv: Object.fromEntries(order === 'forward' ? entries : entries.reverse()) });
      return JSON.stringify(synth(stack));
    };
    const forward = written('forward');
    expect(written('backward')).toBe(forward);
    const json = JSON.parse(forward);
    expect(Object.values<any>(json.resource.cpln_policy)[0].target_links).toEqual(['${cpln_secret.database.name}', '${cpln_secret.api-key.name}']);
    expect(Object.keys(Object.values<any>(json.resource.cpln_workload)[0].container[0].env)).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PAYMENTS_API_KEY']);
  });

  test('a given identity is used as it is; grants with the same permissions share a policy, other permissions get their own', () => {
    const stack = cplnStack();
    const identity = new cpln.identity.Identity(stack, 'identity', { gvc: 'web', name: 'shop-runtime' });
    const site = webSite(stack, { identity: cpln.IdentityRef.fromIdentity(identity) });
    site.grantReveal(cpln.SecretRef.fromLink('/org/acme/secret/shared-tls'));
    site.grantReveal(cpln.SecretRef.fromLink('/org/acme/secret/shared-tls'), cpln.SecretRef.fromLink('/org/acme/secret/feature-flags'));
    site.grant('workload', ['/org/acme/gvc/web/workload/worker'], ['view', 'exec']);
    const json = synth(stack);
    expect(site.identity).toBeUndefined();
    expect(json.resource.cpln_identity).toEqual({ identity: expect.objectContaining({ name: 'shop-runtime' }) });
    expect(json.resource.cpln_workload[site.workload.friendlyUniqueId].identity_link).toBe(ref(identity, 'self_link'));
    const policies = Object.values(json.resource.cpln_policy) as any[];
    expect(policies).toEqual([
      { name: 'shop-secret-reveal', description: 'grants of workload shop', target_kind: 'secret', target_links: ['shared-tls', 'feature-flags'], binding: [{ permissions: ['reveal'], principal_links: [ref(identity, 'self_link')] }] },
      { name: 'shop-workload-exec-view', description: 'grants of workload shop', target_kind: 'workload', gvc: 'web', target_links: ['/org/acme/gvc/web/workload/worker'], binding: [{ permissions: ['exec', 'view'], principal_links: [ref(identity, 'self_link')] }] },
    ]);
  });

  test('the next plan after adding a grant: the same policy gains a target (an update in place), no resource is added or replaced', () => {
    const build = (more: boolean) => {
      const stack = cplnStack();
      const site = webSite(stack);
      site.grantReveal(cpln.SecretRef.fromLink('/org/acme/secret/one'));
      if (more) site.grantReveal(cpln.SecretRef.fromLink('/org/acme/secret/two'));
      return synth(stack);
    };
    const before = build(false);
    const after = build(true);
    const addresses = (json: any) => Object.entries(json.resource).flatMap(([type, blocks]) => Object.keys(blocks as object).map((name) => `${type}.${name}`)).sort();
    expect(addresses(after)).toEqual(addresses(before));
    const [policyBefore] = Object.values(before.resource.cpln_policy) as any[];
    const [policyAfter] = Object.values(after.resource.cpln_policy) as any[];
    expect(policyAfter).toEqual({ ...policyBefore, target_links: ['one', 'two'] });
  });

  test('every workload setting reaches the workload: local, rollout, security, load balancer, retries, sidecar, dynamic tags, extras, dependsOn', () => {
    const stack = cplnStack();
    const schema = new cpln.secret.Secret(stack, 'migrations', { name: 'migrations', opaque: { payload: new TerraformVariable(stack, 'm', { type: 'string', sensitive: true }).stringValue } });
    const site = webSite(stack, {
      type: cpln.WorkloadType.STANDARD,
      localOptions: [{ location: 'aws-eu-central-1', autoscaling: { metric: 'rps', target: 100, minScale: 2, maxScale: 4 } }],
      rolloutOptions: { minReadySeconds: 10, maxSurgeReplicas: '25%', terminationGracePeriodSeconds: 900 },
      securityOptions: { fileSystemGroupId: 1000, runAsUser: 1000 },
      loadBalancer: { replicaDirect: false, geoLocation: { enabled: true, headers: { country: 'x-geo-country' } } },
      requestRetryPolicy: { attempts: 3, retryOn: ['5xx'] },
      sidecar: { envoy: '{"clusters": []}' },
      supportDynamicTags: true,
      extras: '{"affinity": {}}',
      dependsOn: [schema],
    });
    const workload = synth(stack).resource.cpln_workload[site.workload.friendlyUniqueId];
    expect(workload).toMatchObject({
      local_options: [{ location: 'aws-eu-central-1', autoscaling: { metric: 'rps', target: 100, min_scale: 2, max_scale: 4 } }],
      rollout_options: { min_ready_seconds: 10, max_surge_replicas: '25%', termination_grace_period_seconds: 900 },
      security_options: { file_system_group_id: 1000, run_as_user: 1000 },
      load_balancer: { replica_direct: false, geo_location: { enabled: true, headers: { country: 'x-geo-country' } } },
      request_retry_policy: { attempts: 3, retry_on: ['5xx'] },
      sidecar: { envoy: '{"clusters": []}' },
      support_dynamic_tags: true,
      extras: '{"affinity": {}}',
      depends_on: ['cpln_secret.migrations'],
    });
  });

  test('canonicalHost is the canonical endpoint without scheme, for a CDN origin or a CNAME', () => {
    const stack = cplnStack();
    const site = webSite(stack);
    new TerraformOutput(stack, 'host', { value: site.canonicalHost });
    expect(synth(stack).output.host.value).toBe(`\${element(regex("^(?:[a-z]+://)?([^/:]+)", ${ref(site.workload, 'status[0].canonical_endpoint').slice(2, -1)}), 0)}`);
  });

  test.skipIf(!HAS_TERRAFORM)('canonicalHost evaluates to the host for each form of the canonical endpoint (terraform console)', () => {
    const stack = cplnStack();
    const site = webSite(stack);
    new TerraformOutput(stack, 'host', { value: site.canonicalHost });
    const expression = unwrap(synth(stack).output.host.value).split(`cpln_workload.${site.workload.friendlyUniqueId}.status[0].canonical_endpoint`).join('local.endpoint');
    for (const endpoint of ['https://shop-web.cpln.app', 'https://shop-web.cpln.app/']) {
      expect(evaluate({ endpoint: JSON.stringify(endpoint) }, [expression])).toEqual(['shop-web.cpln.app']);
    }
  });

  test.each([
    ['a domain name with a scheme', (s: TerraformStack) => webSite(s, { domainName: 'https://www.example.com' }), 'test/site: domainName: "https://www.example.com" is not a host name, optionally under a wildcard ("*." and a domain): two or more dot-separated labels of letters, digits and hyphens (no hyphen at either end of a label, at most 63 characters each and 253 in all), the last starting with a letter [cpln/domain-name-format]'],
    ['a domain name with a port', (s: TerraformStack) => webSite(s, { domainName: 'www.example.com:443' }), 'test/site: domainName: "www.example.com:443" is not a host name, optionally under a wildcard ("*." and a domain): two or more dot-separated labels of letters, digits and hyphens (no hyphen at either end of a label, at most 63 characters each and 253 in all), the last starting with a letter [cpln/domain-name-format]'],
    ['dependsOn given a reference string', (s: TerraformStack) => webSite(s, { dependsOn: [new cpln.policy.Policy(s, 'p', { name: 'p-one', targetKind: 'secret', target: 'all' }).fqn as any] }), 'test/site: dependsOn[0]: "${TfToken[TOKEN.'],
    ['a secret variable that a container also sets', (s: TerraformStack) => webSite(s, { secretEnv: { LOG_LEVEL: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromLink('/org/acme/secret/log')) } }), 'test/site: secretEnv.LOG_LEVEL: container "web" also sets "LOG_LEVEL" in `env`; give each variable once [cpln/workload-secret-env]'],
    ['a key the dictionary secret does not have', (s: TerraformStack) => webSite(s, { secretEnv: { URL: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(secrets(s).database), 'uri') } }), 'test/site: secretEnv.URL.key: "uri" is not a key of secret "test/database" (a dictionary secret); its keys: "url", "password" [cpln/workload-secret-key]'],
    ['a secret link of another kind', (s: TerraformStack) => webSite(s).grantReveal(cpln.SecretRef.fromLink('/org/acme/gvc/web/identity/x')), 'test/site: grantReveal[0]: "/org/acme/gvc/web/identity/x" is not a secret link; allowed: /org/<org>/secret/<name> [cpln/secret-link]'],
    ['an identity link of another kind', (s: TerraformStack) => webSite(s, { identity: cpln.IdentityRef.fromLink('/org/acme/secret/x') }), 'test/site: identity: "/org/acme/secret/x" is not an identity link; allowed: /org/<org>/gvc/<gvc>/identity/<name> [cpln/identity-link]'],
    ['a misspelt prop', (s: TerraformStack) => webSite(s, { secretEnvs: {} } as any), 'test/site: secretEnvs: is not a property of WorkloadWithDomainProps; did you mean "secretEnv"?'],
  ])('%s is refused', (_title, build, message) => {
    expect(() => build(cplnStack())).toThrow(message);
  });

  test('the construct rules can be switched off on a scope before the construct is created', () => {
    const stack = cplnStack();
    Validations.disableRule(stack, 'cpln/workload-secret-env');
    const site = webSite(stack, { secretEnv: { LOG_LEVEL: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromLink('/org/acme/secret/log')) } });
    expect(synth(stack).resource.cpln_workload[site.workload.friendlyUniqueId].container[0].env.LOG_LEVEL).toBe('cpln://secret/log');
  });

  test.each(['variable', 'reference', 'function'] as const)('identity, secrets, keys, grant targets and permissions given as a %s pass through', (kind) => {
    const stack = cplnStack();
    const variable = new TerraformVariable(stack, 'value', { type: 'string' });
    const list = new TerraformVariable(stack, 'values', { type: 'list(string)' });
    const other = new cpln.gvc.Gvc(stack, 'other', { name: 'other' });
    const value = {
      variable: variable.stringValue,
      reference: other.name,
      function: Fn.lower(variable.stringValue),
    }[kind];
    const expected = { variable: '${var.value}', reference: ref(other, 'name'), function: '${lower(var.value)}' }[kind];
    const values = {
      variable: list.listValue,
      reference: Fn.tolist([other.name]),
      function: Fn.compact(list.listValue),
    }[kind];
    const expectedList = { variable: '${var.values}', reference: `\${tolist([${ref(other, 'name').slice(2, -1)}])}`, function: '${compact(var.values)}' }[kind];
    const site = webSite(stack, {
      identity: cpln.IdentityRef.fromLink(value),
      domainName: value,
      secretEnv: { TOKEN: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromLink(value), value) },
    });
    site.grant(value, values, values);
    const json = synth(stack);
    const workload = json.resource.cpln_workload[site.workload.friendlyUniqueId];
    expect(workload.identity_link).toBe(expected);
    expect(workload.container[0].env.TOKEN).toBe(`cpln://secret/\${element(split("/", ${expected.slice(2, -1)}), 4)}.${expected}`);
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].name).toBe(expected);
    const policies = Object.values(json.resource.cpln_policy) as any[];
    expect(policies.find((p) => p.target_kind === 'secret').target_links).toEqual([`\${element(split("/", ${expected.slice(2, -1)}), 4)}`]);
    expect(policies.find((p) => p.target_kind !== 'secret')).toMatchObject({ name: 'shop-custom2', target_kind: expected, target_links: `\${concat([], ${expectedList.slice(2, -1)})}`, binding: [{ permissions: expectedList, principal_links: [expected] }] });
  });

  test('literal secret values still get the literal-secret warning; the grants do not change that', () => {
    const stack = cplnStack();
    const literal = new cpln.secret.Secret(stack, 'literal', { name: 'literal', opaque: { payload: 'not-a-good-idea' } });
    webSite(stack, { secretEnv: { TOKEN: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(literal)) } });
    expect(synthWithLiteralSecrets(stack).secrets).toEqual(['cpln_secret.literal.opaque.payload']);
  });
});
