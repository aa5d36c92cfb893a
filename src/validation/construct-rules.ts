/**
 * The checks the L2 constructs make themselves, by rule id, with what each refuses. Each id appears in
 * the construct's error or warning (`... [akamai/delivery-hostname]`) and `Validations.disableRule`
 * accepts it: switched off on a scope before the construct is created, the check lets the value through.
 */
export const CONSTRUCT_RULES: Readonly<Record<string, string>> = {
  'akamai/delivery-hostname': 'a property hostname is a fully qualified domain name, given once, without scheme, path or port',
  'akamai/delivery-rule-name': 'a rule of a property has a name; "default" is the name of the default rule only',
  'akamai/delivery-activation-networks': 'a property is activated at most once on each network',
  'akamai/delivery-activation-contacts': 'an activation notifies at least one email address',
  'akamai/delivery-activation-version': 'a pinned activation version is a whole number from 1',
  'akamai/delivery-follow-staging': 'a production activation that follows staging needs a staging activation',
  'akamai/delivery-unit-tested': 'a production activation whose change needed no compliance exception is unit tested (the API refuses unitTested false)',
  'akamai/delivery-certificate-covers-hostnames': 'every hostname of a property is a name of its Enhanced TLS certificate (exactly or under a wildcard)',
  'akamai/delivery-dns-record': 'a hostname\'s CNAME record is inside the Edge DNS zone and not at its apex',
  'akamai/delivery-origin-hostname': 'an origin is a fully qualified host name, without scheme, path or port',
  'cpln/workload-secret-key': 'a key of a dictionary secret put into the environment is one of its keys',
  'cpln/workload-secret-env': 'a secret environment variable does not also have a plain value in a container',
  'cpln/domain-name': 'a domain name is a host name, without scheme, path or port',
  'cpln/domain-apex': 'the apex that proves a domain\'s ownership is the domain itself or a parent of it',
  'cpln/domain-apex-dns-mode': 'an apex domain is served in DNS mode "cname"; "ns" delegates a subdomain only',
  'cpln/depends-on-construct': 'dependsOn takes constructs (resources, data sources, modules), not references written as strings',
  'akamai/id-prefix': 'an Akamai id has the prefix of its kind or none (ctr_, grp_, prd_, cpc_, prp_, ehn_)',
};
