import { Fn, TerraformStack, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

/** A sensitive variable's value, as a team passes secrets (a literal would be plain text in the state). */
const secretValue = (stack: TerraformStack, name: string) => new TerraformVariable(stack, name, { type: 'string', sensitive: true }).stringValue;

describe('cpln.CplnSecret: every secret type, its name and its grants', () => {
  test.each([
    ['opaque', (v: string) => cpln.SecretContent.opaque(v, cpln.SecretEncoding.BASE64), (r: string) => ({ opaque: { payload: r, encoding: 'base64' } })],
    ['userpass', (v: string) => cpln.SecretContent.usernamePassword('svc', v), (r: string) => ({ userpass: { username: 'svc', password: r } })],
    ['dictionary', (v: string) => cpln.SecretContent.dictionary({ HOST: 'db.internal', PASSWORD: v }), (r: string) => ({ dictionary: { HOST: 'db.internal', PASSWORD: r } })],
    ['keypair', (v: string) => cpln.SecretContent.keypair({ secretKey: v }), (r: string) => ({ keypair: { secret_key: r } })],
    ['tls', (v: string) => cpln.SecretContent.tls({ cert: '${var.cert}', key: v }), (r: string) => ({ tls: { cert: '${var.cert}', key: r } })],
    ['aws', (v: string) => cpln.SecretContent.aws({ accessKey: v, secretKey: v, roleArn: 'arn:aws:iam::123456789012:role/reader' }), (r: string) => ({ aws: { access_key: r, secret_key: r, role_arn: 'arn:aws:iam::123456789012:role/reader' } })],
    ['ecr', (v: string) => cpln.SecretContent.ecr({ accessKey: v, secretKey: v, repos: ['123456789012.dkr.ecr.eu-west-1.amazonaws.com/app'] }), (r: string) => ({ ecr: { access_key: r, secret_key: r, repos: ['123456789012.dkr.ecr.eu-west-1.amazonaws.com/app'] } })],
    ['docker', (v: string) => cpln.SecretContent.docker(v), (r: string) => ({ docker: r })],
    ['gcp', (v: string) => cpln.SecretContent.gcp(v), (r: string) => ({ gcp: r })],
    ['azure-sdk', (v: string) => cpln.SecretContent.azureSdk(v), (r: string) => ({ azure_sdk: r })],
    ['azure-connector', (v: string) => cpln.SecretContent.azureConnector('${var.url}', v), (r: string) => ({ azure_connector: { url: '${var.url}', code: r } })],
    ['nats-account', (v: string) => cpln.SecretContent.natsAccount(`A${'B'.repeat(55)}`, v), (r: string) => ({ nats_account: { account_id: `A${'B'.repeat(55)}`, private_key: r } })],
  ])('a %s secret, its value from a sensitive variable', (_type, content, json) => {
    const stack = cplnStack();
    const secret = new cpln.CplnSecret(stack, 'Database', { content: content(secretValue(stack, 'value')), description: 'the shop database', tags: { team: 'shop' } });
    const out = synth(stack);
    expect(out.resource.cpln_secret[secret.resource.friendlyUniqueId]).toEqual({ name: 'database', description: 'the shop database', tags: { team: 'shop' }, ...json('${var.value}') });
  });

  test('the name comes from the construct id unless given; a name the platform refuses is refused with every other problem', () => {
    const stack = cplnStack();
    const named = new cpln.CplnSecret(stack, 'Payments_API-Key', { content: cpln.SecretContent.opaque(secretValue(stack, 'key')) });
    expect(synth(stack).resource.cpln_secret[named.resource.friendlyUniqueId].name).toBe('payments-api-key');
    expect(() => new cpln.CplnSecret(cplnStack(), 'bad', { secretName: 'Bad Name', content: 'x' as never })).toThrow(/^test\/bad: 2 problems in its props:\n.*secretName: "Bad Name" is not valid: .*\[cpln_secret\.name:pattern\][\s\S]*content: is not a SecretContent/);
  });

  test('a name, a value and a grant from references, variables and functions pass through', () => {
    const stack = cplnStack();
    const name = new TerraformVariable(stack, 'name', { type: 'string' });
    const secret = new cpln.CplnSecret(stack, 'db', { secretName: Fn.lower(name.stringValue), content: cpln.SecretContent.dictionary({ URL: Fn.join('', ['postgres://', secretValue(stack, 'host')]) }) });
    secret.grantReveal(cpln.Grantee.group(name.stringValue));
    const out = synth(stack);
    expect(out.resource.cpln_secret[secret.resource.friendlyUniqueId]).toEqual({ name: '${lower(var.name)}', dictionary: { URL: '${join("", ["postgres://", var.host])}' } });
    const [policy] = Object.values<any>(out.resource.cpln_policy);
    expect(policy.name).toBe('${join("-", [lower(var.name), "reveal"])}');
    expect(policy.description).toBe('reveal on secret test/db');
    expect(policy.binding[0].principal_links).toEqual(['group/${var.name}']);
  });
});

describe('grants on a secret: one policy per set of permissions, on the secret', () => {
  test('grantReveal writes the policy <secret>-reveal targeting the secret; later grantees join it; other permissions get their own', () => {
    const stack = cplnStack();
    const secret = new cpln.CplnSecret(stack, 'database', { content: cpln.SecretContent.opaque(secretValue(stack, 'v')), tags: { team: 'shop' } });
    const first = secret.grantReveal(cpln.Grantee.serviceAccount('ci'));
    const second = secret.grantReveal(cpln.Grantee.group('ops'));
    secret.grant(cpln.Grantee.user('jane@example.com'), ['view', 'edit']);
    expect(second).toBe(first);
    expect(first.principalLinks).toEqual(['serviceaccount/ci', 'group/ops']);
    const out = synth(stack);
    const ref = `\${cpln_secret.${secret.resource.friendlyUniqueId}`;
    expect(out.resource.cpln_policy[first.policy.friendlyUniqueId]).toEqual({
      name: 'database-reveal', description: 'reveal on secret database',
      tags: { team: 'shop' }, target_kind: 'secret', target_links: [`${ref}.self_link}`],
      binding: [{ permissions: ['reveal'], principal_links: ['group/ops', 'serviceaccount/ci'] }],
    });
    expect(Object.keys(out.resource.cpln_policy)).toHaveLength(2);
  });

  test('the policy\'s name, description and tags are given once, with any grant of its permissions', () => {
    const stack = cplnStack();
    const secret = new cpln.CplnSecret(stack, 'db', { secretName: 'shop-db', content: cpln.SecretContent.opaque(secretValue(stack, 'v')) });
    const grant = secret.grantReveal(cpln.Grantee.group('ops'), { policyName: 'ops-read-shop-db', description: 'ops reads the shop database', tags: { owner: 'ops' } });
    expect(synth(stack).resource.cpln_policy[grant.policy.friendlyUniqueId]).toMatchObject({ name: 'ops-read-shop-db', description: 'ops reads the shop database', tags: { owner: 'ops' } });
    expect(() => secret.grantReveal(cpln.Grantee.group('dev'), { policyName: 'other' })).toThrow(/grant\.options: the policy of "reveal" on this secret \(.*\) was given its name, description and tags by an earlier grant; give them once/);
    expect(() => secret.grantReveal('ops' as never)).toThrow(/grant\.grantee: is not a grantee; give a Workload, an Identity, or Grantee\.group/);
  });

  test('a workload reading the secret may grant first: a later grant names the one policy both write to', () => {
    const stack = cplnStack();
    const secret = new cpln.CplnSecret(stack, 'db', { secretName: 'shop-db', content: cpln.SecretContent.usernamePassword('shop', secretValue(stack, 'v')) });
    const web = new cpln.CplnWorkload(stack, 'web', { gvc: cpln.GvcRef.fromName('shop'), type: cpln.WorkloadType.STANDARD, container: { image: 'nginx', ports: [cpln.ContainerPort.http(8080)] } });
    web.addSecretEnv('DB_PASSWORD', cpln.WorkloadSecret.fromSecret(secret, 'password'));
    const grant = secret.grantReveal(cpln.Grantee.group('ops'), { policyName: 'shop-db-readers', description: 'who reads the shop database' });
    const policies = synth(stack).resource.cpln_policy;
    expect(Object.keys(policies)).toEqual([grant.policy.friendlyUniqueId]);
    expect(policies[grant.policy.friendlyUniqueId]).toMatchObject({
      name: 'shop-db-readers', description: 'who reads the shop database',
      binding: [{ permissions: ['reveal'], principal_links: [`\${cpln_identity.${web.identity!.friendlyUniqueId}.self_link}`, 'group/ops'] }],
    });
  });
});

describe('a key of a secret put into a workload is one of its keys, by the secret\'s type (the platform\'s secret reference syntax)', () => {
  const site = (stack: TerraformStack, secretEnv: Record<string, cpln.WorkloadSecret>) => new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromName('web'), workloadName: 'shop', domainName: 'www.example.com',
    containers: [{ name: 'web', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }] }], secretEnv,
  });

  test.each([
    ['a username and password secret', cpln.SecretContent.usernamePassword('svc', '${var.p}'), 'passwd', 'its keys: "username", "password"', 'password'],
    ['an opaque secret', cpln.SecretContent.opaque('${var.p}'), 'value', 'its keys: "payload"', 'payload'],
    ['a tls secret', cpln.SecretContent.tls({ cert: '${var.c}' }), 'certificate', 'its keys: "key", "cert", "chain"', 'cert'],
    ['a gcp secret', cpln.SecretContent.gcp('${var.g}'), 'private_key', 'which is referenced whole; leave the key out', undefined],
  ])('%s', (_what, content, wrong, message, right) => {
    const stack = cplnStack();
    const secret = new cpln.CplnSecret(stack, 'creds', { content });
    expect(() => site(stack, { CREDS: cpln.WorkloadSecret.fromSecret(secret, wrong) })).toThrow(new RegExp(`secretEnv\\.CREDS\\.key: "${wrong}" is not a key of secret "test/creds" \\(an? [a-z]+ secret\\)[;,] ${message.replace(/[()]/g, '\\$&')}`));
    const ok = cplnStack();
    const same = new cpln.CplnSecret(ok, 'creds', { content });
    site(ok, { CREDS: cpln.WorkloadSecret.fromSecret(same, right) });
    expect(synth(ok).resource.cpln_workload.site_87CC46B4.container[0].env.CREDS).toBe(`cpln://secret/\${cpln_secret.${same.resource.friendlyUniqueId}.name}${right === undefined ? '' : `.${right}`}`);
  });

  test('a secret of the app given as an L1 is judged by its type too', () => {
    const stack = cplnStack();
    const l1 = new cpln.secret.Secret(stack, 'creds', { name: 'creds', userpass: { username: 'svc', password: '${var.p}' } });
    expect(() => site(stack, { CREDS: cpln.WorkloadSecret.fromSecret(cpln.SecretRef.fromSecret(l1), 'passwd') })).toThrow(/"passwd" is not a key of secret "test\/creds" \(a userpass secret\); its keys: "username", "password" \[cpln\/workload-secret-key\]/);
  });
});
