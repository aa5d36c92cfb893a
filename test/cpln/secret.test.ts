import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { TerraformOutput, TerraformVariable } from 'cdktf';
import { cplnStack, problemLines, synth, synthWithLiteralSecrets } from '../support/synth';

type SecretConfig = Omit<cpln.secret.SecretConfig, 'name'>;

/** A NATS account public key (`A` and 55 more) and account seed (`SA` and 56 more), the forms provider 1.2.31 checks. */
const NATS_ACCOUNT = `A${'B'.repeat(55)}`;
const NATS_SEED = `SA${'C'.repeat(56)}`;

/**
 * Every kind of secret the provider has: its props, the Terraform JSON it must synthesize to, and the
 * sensitive fields that get a warning for holding a literal value.
 */
const KINDS: Array<[string, SecretConfig, Record<string, unknown>, string[]]> = [
  ['opaque', { opaque: { payload: 'c2VjcmV0', encoding: 'base64' } }, { opaque: { payload: 'c2VjcmV0', encoding: 'base64' } }, ['opaque.payload']],
  ['userpass', { userpass: { username: 'svc', password: 'hunter2', encoding: 'plain' } }, { userpass: { username: 'svc', password: 'hunter2', encoding: 'plain' } }, ['userpass.password']],
  ['keypair', { keypair: { secretKey: 'PRIVATE', publicKey: 'PUBLIC', passphrase: 'pass' } }, { keypair: { secret_key: 'PRIVATE', public_key: 'PUBLIC', passphrase: 'pass' } }, ['keypair.passphrase', 'keypair.secret_key']],
  ['tls', { tls: { cert: 'CERT', key: 'KEY', chain: 'CHAIN' } }, { tls: { cert: 'CERT', key: 'KEY', chain: 'CHAIN' } }, ['tls.key']],
  ['aws', { aws: { accessKey: 'AKIA', secretKey: 'SECRET', roleArn: 'arn:aws:iam::1:role/r', externalId: 'ext' } }, { aws: { access_key: 'AKIA', secret_key: 'SECRET', role_arn: 'arn:aws:iam::1:role/r', external_id: 'ext' } }, ['aws.access_key', 'aws.secret_key']],
  ['ecr', { ecr: { accessKey: 'AKIA', secretKey: 'SECRET', repos: ['1.dkr.ecr.eu-west-1.amazonaws.com/app'] } }, { ecr: { access_key: 'AKIA', secret_key: 'SECRET', repos: ['1.dkr.ecr.eu-west-1.amazonaws.com/app'] } }, ['ecr.access_key', 'ecr.secret_key']],
  ['nats_account', { natsAccount: { accountId: NATS_ACCOUNT, privateKey: NATS_SEED } }, { nats_account: { account_id: NATS_ACCOUNT, private_key: NATS_SEED } }, ['nats_account.private_key']],
  ['azure_connector', { azureConnector: { url: 'https://fn.azurewebsites.net', code: 'CODE' } }, { azure_connector: { url: 'https://fn.azurewebsites.net', code: 'CODE' } }, ['azure_connector.code', 'azure_connector.url']],
  ['azure_sdk', { azureSdk: '{"subscriptionId":"s"}' }, { azure_sdk: '{"subscriptionId":"s"}' }, ['azure_sdk']],
  ['gcp', { gcp: '{"type":"service_account"}' }, { gcp: '{"type":"service_account"}' }, ['gcp']],
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
