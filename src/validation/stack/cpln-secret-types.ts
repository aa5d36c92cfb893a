import type { Problem, Severity } from '../problem';
import { namedBlock } from './cpln-links';
import { itemsOf, StackBlock, StackCheck } from './stack-json';

/** A secret's type as Control Plane names it, from the argument its `cpln_secret` sets. */
const TYPES: Record<string, string> = {
  opaque: 'opaque', userpass: 'userpass', keypair: 'keypair', tls: 'tls', aws: 'aws', ecr: 'ecr', gcp: 'gcp', docker: 'docker',
  azure_sdk: 'azure-sdk', azure_connector: 'azure-connector', nats_account: 'nats-account', dictionary: 'dictionary',
};

/** Where a resource names a secret, the types the platform takes there, and the rule that says so. */
interface Site {
  readonly type: string;
  /** Dot path of the field naming the secret, through blocks (`elastic_logging.aws.credentials`). */
  readonly field: string;
  readonly allowed: readonly string[];
  readonly rule: string;
}

const PULL = 'cpln/gvc-pull-secret-type';
const LOGGING = 'cpln/org-logging-secret-type';
const CLOUD_ACCOUNT = 'cpln/cloud-account-secret-type';
const MK8S = 'cpln/mk8s-secret-type';

const SITES: readonly Site[] = [
  { type: 'cpln_gvc', field: 'pull_secrets', allowed: ['docker', 'ecr', 'gcp'], rule: PULL },
  ...[['s3_logging', 'aws'], ['cloud_watch_logging', 'aws'], ['coralogix_logging', 'opaque'], ['datadog_logging', 'opaque'], ['logzio_logging', 'opaque'],
    ['opentelemetry_logging', 'opaque'], ['stackdriver_logging', 'gcp'], ['elastic_logging.aws', 'aws'], ['elastic_logging.elastic_cloud', 'userpass'],
    ['elastic_logging.generic', 'userpass'], ['loki_logging', 'userpass']].map(([block, type]) => ({ type: 'cpln_org_logging', field: `${block}.credentials`, allowed: [type], rule: LOGGING })),
  { type: 'cpln_cloud_account', field: 'azure.secret_link', allowed: ['azure-connector'], rule: CLOUD_ACCOUNT },
  { type: 'cpln_cloud_account', field: 'ngs.secret_link', allowed: ['nats-account'], rule: CLOUD_ACCOUNT },
  { type: 'cpln_mk8s', field: 'azure_provider.sdk_secret_link', allowed: ['opaque'], rule: MK8S },
  { type: 'cpln_mk8s', field: 'gcp_provider.sa_key_link', allowed: ['gcp'], rule: MK8S },
  { type: 'cpln_mk8s', field: 'triton_provider.connection.private_key_secret_link', allowed: ['keypair'], rule: MK8S },
  ...['digital_ocean', 'hetzner', 'lambdalabs', 'linode', 'oblivus', 'paperspace'].map((p) => ({ type: 'cpln_mk8s', field: `${p}_provider.token_secret_link`, allowed: ['opaque'], rule: MK8S })),
];

const SEVERITY: Record<string, Severity> = { [PULL]: 'warning', [LOGGING]: 'warning', [CLOUD_ACCOUNT]: 'error', [MK8S]: 'error' };

/**
 * A secret named where the platform takes secrets of some types only, when it is a `cpln_secret` of the stack: a
 * GVC's pull secrets are docker, ecr or gcp secrets (ai-plugin `image` skill; a wrong type is skipped when images
 * are pulled, so a warning); an org logging provider's credentials are of the type its table gives (ai-plugin
 * `external-logging` skill: a wrong type "passes configuration and the log router then silently skips that
 * provider", so a warning); a cloud account's Azure connector and NGS account secrets (`setup-cloud-access` skill);
 * an mk8s provider's credentials ("Create rejected: secret type", `mk8s-byok` skill: Azure takes an opaque secret,
 * not an azure-sdk one).
 */
export const cplnSecretTypes: StackCheck = {
  rules: {
    [PULL]: 'a GVC\'s pull secrets are docker, ecr or gcp secrets (warning: another type is skipped when images are pulled)',
    [LOGGING]: 'an org logging provider\'s credentials are a secret of the type the provider takes (warning: another type is skipped silently)',
    [CLOUD_ACCOUNT]: 'a cloud account\'s secret is an azure-connector secret (Azure) or a nats-account secret (NGS)',
    [MK8S]: 'an mk8s provider\'s credentials are a secret of the type it takes (opaque for Azure and the token providers, gcp, keypair for Triton)',
  },
  check(stack) {
    const problems: Problem[] = [];
    for (const site of SITES) {
      for (const block of stack.blocks(site.type)) {
        for (const { value, field } of valuesAt(block.config, site.field.split('.'), '')) {
          for (const [name, index] of Array.isArray(
            value,
          ) ? value.map((v, i) => [v, i] as const) : [[value, undefined] as const]) {
            const secret = namedBlock(stack, name, 'cpln_secret', 'secret');
            const type = secret === undefined ? undefined : typeOf(secret);
            if (type === undefined || site.allowed.includes(type)) continue;
            problems.push(stack.problem(block, index === undefined ? field : `${field}[${index}]`, site.rule, `names cpln_secret.${secret!.name}, a ${type} secret; allowed here: ${site.allowed.map((t) => `a ${t} secret`).join(', ')}`, SEVERITY[site.rule]));
          }
        }
      }
    }
    return problems;
  },
};

/** The values at a dot path through blocks, with the field name of each (`elastic_logging[0].aws[0].credentials`). */
function valuesAt(
  config: Record<string, any>,
  segments: string[],
  at: string,
): Array<{ value: unknown; field: string }> {
  const [first, ...rest] = segments;
  const value = config[first];
  if (value === undefined || value === null) return [];
  if (rest.length === 0) return [{ value, field: `${at}${first}` }];
  return itemsOf(value).flatMap(([item, i]) => valuesAt(item, rest, `${at}${first}[${i}].`));
}

function typeOf(secret: StackBlock): string | undefined {
  const set = Object.keys(TYPES).filter((key) => secret.config[key] !== undefined && secret.config[key] !== null);
  return set.length === 1 ? TYPES[set[0]] : undefined;
}
