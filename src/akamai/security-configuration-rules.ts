/**
 * The checks of `SecurityConfiguration` and its parts (hosts, security policies, activations, of network lists too), by
 * rule id, with what each refuses: the id is in the construct's error or warning
 * (`... [akamai/security-hosts]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const SECURITY_CONFIGURATION_RULES = {
  'akamai/security-hosts': 'a security configuration protects the hosts given or a PropertyDelivery\'s hostnames (one of them), each a fully qualified host name, given once',
  'akamai/security-hostnames': 'the hosts of a match target or a rate policy are hosts of its configuration',
  'akamai/security-match-target-required': 'a security configuration that is activated has a match target (Akamai refuses to activate one without)',
  'akamai/security-activation-networks': 'a security configuration or a network list is activated at most once on each network',
  'akamai/security-activation-emails': 'an activation\'s notification addresses are email addresses, each given once',
  'akamai/security-custom-rule-tags': 'a custom rule has at least one tag (the API returns a rule without tags as "tag": null, which no document equals, so every plan would change it)',
  'akamai/security-custom-rule-condition': 'a custom rule has at least one condition, and a condition compares at least one value (and a header or parameter condition names one)',
  'akamai/security-ip-geo-lists': 'an IP/Geo firewall names at least one list to block (or, letting only listed addresses through, to allow), each list once',
} as const;
