/**
 * The checks of `CplnGvc`, by rule id, with what each refuses: the id is in the construct's error or warning
 * (`... [cpln/ipset-link]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const GVC_RULES = {
  'cpln/ipset-link': 'an IP set is given by name, or by link /org/<org>/ipset/<name> or //ipset/<name> (the provider makes /org/<org>/ipset/<value> of anything else)',
} as const;
