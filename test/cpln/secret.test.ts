import { TerraformOutput, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, problemLines, synth, synthWithLiteralSecrets } from '../support/synth';

type SecretConfig = Omit<cpln.secret.SecretConfig, 'name'>;

/**
 * A NATS account public key (`A` and 55 more) and account seed (`SA` and 56 more), the forms provider 1.2.31 checks.
 */
const NATS_ACCOUNT = `A${'B'.repeat(55)}`;
const NATS_SEED = `SA${'C'.repeat(56)}`;

/**
 * Values of the shapes Control Plane validates when it creates a secret (ai-plugin `setup-secret` skill, "Backend
 * validation"): PEM text for certificates and keys, a whole service-account key for gcp, GUIDs and a secret for
 * azure-sdk.
 */
const PRIVATE_KEY = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBcuXQ3yd4bfgCpDkSK8ZLaFaUEmVKzjxQ0oLB7AjO8yoAoGCCqGSM49\n-----END EC PRIVATE KEY-----\n';
const PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEexample\n-----END PUBLIC KEY-----\n';
const CERTIFICATE = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2VydGlmaWNhdGVFeGFtcGxlMAoGCCqGSM49BAMCMBQx\n-----END CERTIFICATE-----\n';
const GCP_KEY = JSON.stringify({
  type: 'service_account', project_id: 'shop', private_key_id: '0a1b2c', private_key: PRIVATE_KEY, client_email: 'deploy@shop.iam.gserviceaccount.com',
  client_id: '1234567890', auth_uri: 'https://accounts.google.com/o/oauth2/auth', token_uri: 'https://oauth2.googleapis.com/token',
  auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs', client_x509_cert_url: 'https://www.googleapis.com/robot/v1/metadata/x509/deploy',
});
const AZURE_SDK = JSON.stringify({
  subscriptionId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', tenantId: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', clientId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', clientSecret: 'client-secret',
});

/**
 * Every kind of secret the provider has: its props, the Terraform JSON it must synthesize to, and the
 * sensitive fields that get a warning for holding a literal value.
 */
const KINDS: Array<[string, SecretConfig, Record<string, unknown>, string[]]> = [
  ['opaque', { opaque: { payload: 'c2VjcmV0', encoding: 'base64' } }, { opaque: { payload: 'c2VjcmV0', encoding: 'base64' } }, ['opaque.payload']],
  ['userpass', { userpass: { username: 'svc', password: 'hunter2', encoding: 'plain' } }, { userpass: { username: 'svc', password: 'hunter2', encoding: 'plain' } }, ['userpass.password']],
  ['keypair', { keypair: { secretKey: PRIVATE_KEY, publicKey: PUBLIC_KEY, passphrase: 'pass' } }, { keypair: { secret_key: PRIVATE_KEY, public_key: PUBLIC_KEY, passphrase: 'pass' } }, ['keypair.passphrase', 'keypair.secret_key']],
  ['tls', { tls: { cert: CERTIFICATE, key: PRIVATE_KEY, chain: CERTIFICATE } }, { tls: { cert: CERTIFICATE, key: PRIVATE_KEY, chain: CERTIFICATE } }, ['tls.key']],
  ['aws', { aws: { accessKey: 'AKIA', secretKey: 'SECRET', roleArn: 'arn:aws:iam::1:role/r', externalId: 'ext' } }, { aws: { access_key: 'AKIA', secret_key: 'SECRET', role_arn: 'arn:aws:iam::1:role/r', external_id: 'ext' } }, ['aws.access_key', 'aws.secret_key']],
  ['ecr', { ecr: { accessKey: 'AKIA', secretKey: 'SECRET', repos: ['1.dkr.ecr.eu-west-1.amazonaws.com/app'] } }, { ecr: { access_key: 'AKIA', secret_key: 'SECRET', repos: ['1.dkr.ecr.eu-west-1.amazonaws.com/app'] } }, ['ecr.access_key', 'ecr.secret_key']],
  ['nats_account', { natsAccount: { accountId: NATS_ACCOUNT, privateKey: NATS_SEED } }, { nats_account: { account_id: NATS_ACCOUNT, private_key: NATS_SEED } }, ['nats_account.private_key']],
  ['azure_connector', { azureConnector: { url: 'https://fn.azurewebsites.net', code: 'CODE' } }, { azure_connector: { url: 'https://fn.azurewebsites.net', code: 'CODE' } }, ['azure_connector.code', 'azure_connector.url']],
  ['azure_sdk', { azureSdk: AZURE_SDK }, { azure_sdk: AZURE_SDK }, ['azure_sdk']],
  ['gcp', { gcp: GCP_KEY }, { gcp: GCP_KEY }, ['gcp']],
  ['docker', { docker: '{"auths":{}}' }, { docker: '{"auths":{}}' }, ['docker']],
  ['dictionary', { dictionary: { API_KEY: 'k', REGION: 'eu' } }, { dictionary: { API_KEY: 'k', REGION: 'eu' } }, []],
];

describe('cpln.secret.Secret', () => {
  test.each(KINDS)('a %s secret', (kind, config, json, literals) => {
    const stack = cplnStack();
    new cpln.secret.Secret(stack, 'secret', { name: `my-${kind.replace('_', '-')}`, ...config });
    const { json: synthesized, secrets } = synthWithLiteralSecrets(stack);
    expect(synthesized.resource.cpln_secret.secret).toEqual({ name: `my-${kind.replace('_', '-')}`, ...json });
    expect(secrets).toEqual(literals.map((field) => `cpln_secret.secret.${field}`));
  });

  test('a payload from a sensitive variable is written as a reference, and no warning is given', () => {
    const stack = cplnStack();
    const payload = new TerraformVariable(stack, 'db_password', { type: 'string', sensitive: true });
    new cpln.secret.Secret(stack, 'secret', { name: 'db-password', opaque: { payload: payload.stringValue } });
    expect(synth(stack).resource.cpln_secret.secret.opaque).toEqual({ payload: '${var.db_password}' });
  });

  test('messages never show a sensitive value', () => {
    const stack = cplnStack();
    new cpln.secret.Secret(stack, 'secret', { name: 'db-password', opaque: { payload: 'wJalrXUtnFEMI', encoding: 'rot13' } }).addOverride('opaque.payload', ['wJalrXUtnFEMI']);
    let message = '';
    try {
      synth(stack);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(problemLines({ message })).toEqual([
      '[test] test/secret: cpln_secret.secret.opaque.encoding: "rot13" is not allowed; allowed: "plain", "base64" [cpln_secret.opaque.encoding:enum]',
      '[test] test/secret: cpln_secret.secret.opaque.payload: (sensitive value) is not a string [schema/type]',
    ]);
    expect(message).not.toContain('wJalrXUtnFEMI');
  });

  test('an output showing a sensitive attribute or variable must be sensitive itself', () => {
    const stack = cplnStack();
    const token = new TerraformVariable(stack, 'token', { type: 'string', sensitive: true });
    const secret = new cpln.secret.Secret(stack, 'secret', { name: 'db-password', opaque: { payload: token.stringValue } });
    new TerraformOutput(stack, 'payload', { value: secret.opaque.payload });
    new TerraformOutput(stack, 'whole', { value: secret });
    new TerraformOutput(stack, 'token_out', { value: `Bearer ${token.stringValue}` });
    new TerraformOutput(stack, 'hidden', { value: secret.opaque.payload, sensitive: true });
    new TerraformOutput(stack, 'link', { value: secret.selfLink });
    let message = '';
    try {
      synth(stack);
    } catch (e) {
      message = (e as Error).message;
    }
    const hint = 'and Terraform refuses to plan an output that shows a sensitive value ("Output refers to sensitive values"); set sensitive: true on the TerraformOutput [secrets/output-not-sensitive]';
    expect(problemLines({ message })).toEqual([
      `[test] test/payload: output.payload: refers to the sensitive cpln_secret.secret.opaque[0].payload, ${hint}`,
      `[test] test/token_out: output.token_out: refers to the sensitive var.token, ${hint}`,
      `[test] test/whole: output.whole: refers to the sensitive cpln_secret.secret, ${hint}`,
    ]);
  });
});
