/**
 * The checks of `CplnWorkload` and `WorkloadRef` (secrets as environment, links, dependencies), by rule id, with what
 * each refuses: the id is in the construct's error or warning
 * (`... [cpln/workload-secret-key]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const WORKLOAD_RULES = {
  'cpln/workload-secret-key': 'a key named in a secret reference (cpln://secret/<name>.<key>) is one of the secret\'s keys by its type: payload of an opaque secret, username and password of a username and password one, a dictionary\'s own keys...',
  'cpln/workload-secret-env': 'a secret environment variable does not also have a plain value in a container',
  'cpln/workload-link': 'a workload link has the form /org/<org>/gvc/<gvc>/workload/<name>',
  'cpln/depends-on-construct': 'dependsOn takes constructs (resources, data sources, modules), not references written as strings',
} as const;
