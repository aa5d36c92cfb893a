/**
 * The checks of `CplnDomain` and `WorkloadWithDomain` (the domain, its routes, certificates and the workloads it
 * serves), by rule id, with what each refuses: the id is in the construct's error or warning
 * (`... [cpln/domain-apex]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const DOMAIN_RULES = {
  'cpln/domain-apex': 'the apex that proves a domain\'s ownership is the domain itself or a parent of it',
  'cpln/domain-accept-all-hosts-load-balancer': 'accepting all hosts needs the GVC to have a dedicated load balancer (warned when the GVC is not a construct of the app)',
  'cpln/domain-workload-port': 'a workload served on a domain has a container that exposes a port',
  'cpln/domain-route-routing-mode': 'path routes belong to path routing, not to GVC or replica subdomains',
  'cpln/domain-route-prefix': 'a route prefix starts with "/"',
  'cpln/domain-route-shadowed': 'a narrower prefix is declared before a broader one with the same host match (warning)',
  'cpln/domain-unique-in-app': 'a domain is created once in an app',
  'cpln/domain-certificate-secret': 'a domain\'s server or client certificate is a keypair or TLS secret',
  'cpln/workload-firewall-closed': 'a workload served on a domain lets internet traffic in (warning)',
} as const;
