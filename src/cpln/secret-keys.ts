import { Token } from '../framework';
import type { SecretConfig } from '../gen/cpln/secret';

/**
 * The keys a reference to one property of a secret may name (`cpln://secret/<name>.<key>`), by the secret's type:
 * the platform's secret reference syntax (controlplane-com/ai-plugin `setup-secret` skill, "Inject the reference":
 * opaque `payload`, userpass `username` and `password`, tls `key`, `cert` and `chain`, aws and ecr `accessKey`,
 * `secretKey` and `roleArn`, a dictionary's own keys) and, for the other types, the properties of their data (API
 * types, controlplane-com/types-ts `secret.ts`). A secret held as one JSON document (docker, gcp, azure-sdk) is
 * referenced whole.
 */
const KEYS: { readonly [type: string]: readonly string[] } = {
  opaque: ['payload'],
  userpass: ['username', 'password'],
  keypair: ['secretKey', 'publicKey', 'passphrase'],
  tls: ['key', 'cert', 'chain'],
  aws: ['accessKey', 'secretKey', 'roleArn'],
  ecr: ['accessKey', 'secretKey', 'roleArn'],
  azureConnector: ['url', 'code'],
  natsAccount: ['accountId', 'privateKey'],
  docker: [],
  gcp: [],
  azureSdk: [],
};

/**
 * The secret's type (its L1 prop: `opaque`, `userpass`, `dictionary`...) and the keys a reference may name; keys
 * undefined when not known at synth.
 */
export function secretKeys(
  config: Partial<SecretConfig>,
): { readonly type?: string; readonly keys?: readonly string[] } {
  const type = Object.keys(KEYS).find((t) => (config as Record<string, unknown>)[t] !== undefined);
  if (type !== undefined) return { type, keys: KEYS[type] };
  const dictionary = config.dictionary;
  if (dictionary === undefined) return {};
  return { type: 'dictionary', keys: Token.isUnresolved(dictionary) ? undefined : Object.keys(dictionary) };
}
