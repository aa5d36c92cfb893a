/**
 * The checks of `CplnSecret` and `SecretRef`, by rule id, with what each refuses: the id is in the construct's error or
 * warning
 * (`... [cpln/secret-link]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const SECRET_RULES = {
  'cpln/secret-link': 'a secret link has the form /org/<org>/secret/<name>',
} as const;
