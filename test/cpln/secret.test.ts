import { describe, expect, test } from 'vitest';
import { cpln } from '../../src';
import { cplnStack, synth } from '../support/synth';

type SecretConfig = Omit<cpln.secret.SecretConfig, 'name'>;

/** Every kind of secret the provider has: its props and the Terraform JSON it must synthesize to. */
const KINDS: Array<[string, SecretConfig, Record<string, unknown>]> = [
  ['opaque', { opaque: { payload: 'c2VjcmV0', encoding: 'base64' } }, { opaque: { payload: 'c2VjcmV0', encoding: 'base64' } }],
  ['userpass', { userpass: { username: 'svc', password: 'hunter2', encoding: 'plain' } }, { userpass: { username: 'svc', password: 'hunter2', encoding: 'plain' } }],
  ['keypair', { keypair: { secretKey: 'PRIVATE', publicKey: 'PUBLIC', passphrase: 'pass' } }, { keypair: { secret_key: 'PRIVATE', public_key: 'PUBLIC', passphrase: 'pass' } }],
  ['tls', { tls: { cert: 'CERT', key: 'KEY', chain: 'CHAIN' } }, { tls: { cert: 'CERT', key: 'KEY', chain: 'CHAIN' } }],
  ['aws', { aws: { accessKey: 'AKIA', secretKey: 'SECRET', roleArn: 'arn:aws:iam::1:role/r', externalId: 'ext' } }, { aws: { access_key: 'AKIA', secret_key: 'SECRET', role_arn: 'arn:aws:iam::1:role/r', external_id: 'ext' } }],
  ['ecr', { ecr: { accessKey: 'AKIA', secretKey: 'SECRET', repos: ['1.dkr.ecr.eu-west-1.amazonaws.com/app'] } }, { ecr: { access_key: 'AKIA', secret_key: 'SECRET', repos: ['1.dkr.ecr.eu-west-1.amazonaws.com/app'] } }],
  ['nats_account', { natsAccount: { accountId: 'ACCT', privateKey: 'SEED' } }, { nats_account: { account_id: 'ACCT', private_key: 'SEED' } }],
  ['azure_connector', { azureConnector: { url: 'https://fn.azurewebsites.net', code: 'CODE' } }, { azure_connector: { url: 'https://fn.azurewebsites.net', code: 'CODE' } }],
  ['azure_sdk', { azureSdk: '{"subscriptionId":"s"}' }, { azure_sdk: '{"subscriptionId":"s"}' }],
  ['gcp', { gcp: '{"type":"service_account"}' }, { gcp: '{"type":"service_account"}' }],
  ['docker', { docker: '{"auths":{}}' }, { docker: '{"auths":{}}' }],
  ['dictionary', { dictionary: { API_KEY: 'k', REGION: 'eu' } }, { dictionary: { API_KEY: 'k', REGION: 'eu' } }],
];

describe('cpln.secret.Secret', () => {
  test.each(KINDS)('a %s secret', (kind, config, json) => {
    const stack = cplnStack();
    new cpln.secret.Secret(stack, 'secret', { name: `my-${kind.replace('_', '-')}`, ...config });
    expect(synth(stack).resource.cpln_secret.secret).toEqual({ name: `my-${kind.replace('_', '-')}`, ...json });
  });
});
