/**
 * The checks of `NetworkList`, by rule id, with what each refuses: the id is in the construct's error or warning
 * (`... [akamai/security-network-list-size]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const NETWORK_LIST_RULES = {
  'akamai/security-network-list-size': 'a network list holds at most 50,000 entries (IP) or 275 (GEO)',
  'akamai/security-network-list-duplicate': 'a network list holds each entry once (the entries are a set; GEO codes compared upper-case, IP entries lower-case)',
} as const;
