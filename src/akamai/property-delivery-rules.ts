/**
 * The checks of `PropertyDelivery` and its parts (hostnames, rules, origin, edge hostname, activations), by rule id,
 * with what each refuses: the id is in the construct's error or warning
 * (`... [akamai/delivery-hostname]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const PROPERTY_DELIVERY_RULES = {
  'akamai/delivery-hostname': 'a property hostname is a fully qualified domain name, given once, without scheme, path or port',
  'akamai/delivery-rule-name': 'a rule of a property has a name; "default" is the name of the default rule only',
  'akamai/delivery-activation-networks': 'a property is activated at most once on each network',
  'akamai/delivery-activation-contacts': 'an activation notifies at least one email address',
  'akamai/delivery-activation-version': 'a pinned activation version is a whole number from 1',
  'akamai/delivery-follow-staging': 'a production activation that follows staging needs a staging activation',
  'akamai/delivery-unit-tested': 'a production activation whose change needed no compliance exception is unit tested (the API refuses unitTested false)',
  'akamai/delivery-certificate-covers-hostnames': 'every hostname of a property is a name of its Enhanced TLS certificate (exactly or under a wildcard)',
  'akamai/delivery-origin-hostname': 'an origin is a fully qualified host name, without scheme, path or port',
  'akamai/delivery-origin-option-applies': 'an origin option is given only with the option it depends on (the True-Client-IP header options with trueClientIp)',
  'akamai/delivery-origin-trust': 'a custom verification of the origin trusts at least one certificate authority set, certificate authority or certificate',
  'akamai/delivery-default-behavior': 'the default rule has one origin and one CP code behavior, from the origin and cpCode props; defaultBehaviors holds neither',
  'akamai/delivery-certificate-wait': 'an activation waits for the certificate only when the app creates the certificate of the Enhanced TLS edge hostname',
  'akamai/delivery-status-update-email': 'each status update email of an edge hostname is one email address',
} as const;
