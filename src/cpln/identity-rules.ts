/**
 * The checks of `CplnIdentity` and `IdentityRef` (links, cloud accounts, agents, cloud access), by rule id, with what
 * each refuses: the id is in the construct's error or warning
 * (`... [cpln/identity-link]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const IDENTITY_RULES = {
  'cpln/identity-link': 'an identity link has the form /org/<org>/gvc/<gvc>/identity/<name>',
  'cpln/cloud-account-link': 'a cloud account is given by name, or by link /org/<org>/cloudaccount/<name> or //cloudaccount/<name>',
  'cpln/agent-link': 'an agent is given by name, or by link /org/<org>/agent/<name> or //agent/<name>',
  'cpln/identity-cloud-account-provider': 'an identity\'s access to a cloud links a cloud account of that cloud (AWS access an AWS cloud account, ...)',
  'cpln/identity-cloud-access-per-provider': 'an identity has at most one access per cloud: one AWS, one GCP, one Azure, one NGS',
  'cpln/identity-aws-trust-policy': 'an AWS trust policy is a JSON policy document with at least one statement object',
} as const;
