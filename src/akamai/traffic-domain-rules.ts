/**
 * The checks of `TrafficDomain` and its properties, targets and liveness tests, by rule id, with what each refuses: the
 * id is in the construct's error or warning
 * (`... [akamai/traffic-target-datacenter]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const TRAFFIC_DOMAIN_RULES = {
  'akamai/traffic-target-datacenter': 'a GTM traffic target names a datacenter of its property\'s domain',
  'akamai/traffic-target-datacenter-once': 'a GTM property targets each datacenter once (the provider reads targets back by datacenter id)',
  'akamai/traffic-target-weight': 'the traffic targets of failover, weighted and performance GTM properties have a weight',
  'akamai/traffic-target-precedence': 'only the traffic targets of a ranked failover GTM property have a precedence',
  'akamai/traffic-target-default-datacenter': 'the IPv4 and IPv6 default datacenters are the targets of IP version selector GTM properties, and their only targets; the maps default datacenter is no target',
  'akamai/traffic-target-ip-version': 'a GTM target\'s server addresses (and a backup IP) are of the IP version its property, or its IP version datacenter, hands out',
  'akamai/traffic-target-answer': 'an enabled GTM traffic target has servers or a handout CNAME (warning)',
  'akamai/traffic-liveness-test-name-unique': 'the liveness tests of a GTM property have distinct names (the provider reads tests back by name)',
  'akamai/traffic-liveness-test-timeout': 'a GTM liveness test\'s timeout has an exact 32-bit float form, as the provider reads it back (warning)',
  'akamai/traffic-static-property': 'a static GTM property runs no liveness tests',
} as const;
