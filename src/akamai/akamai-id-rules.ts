/**
 * The checks of `AkamaiId`, the account ids every Akamai construct takes, by rule id, with what each refuses: the id is
 * in the construct's error or warning
 * (`... [akamai/id-prefix]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const AKAMAI_ID_RULES = {
  'akamai/id-prefix': 'an Akamai id has the prefix of its kind or none (ctr_, grp_, prd_, cpc_, prp_, ehn_)',
} as const;
