import type { Problem } from '../problem';
import { isUnresolved } from '../values';
import { namedBlock, parseLink, workloadOf } from './cpln-links';
import { itemsOf, single, StackBlock, StackCheck, StackJson } from './stack-json';

/** One route of a domain: an inline route of a port, or a `cpln_domain_route` resource of that domain. */
interface Route {
  readonly block: StackBlock;
  /** Where the route is, below its block (`spec.ports[0].route[1]`, or `''` for a route resource). */
  readonly at: string;
  readonly route: Record<string, any>;
  readonly port: unknown;
}

/** Every route of each domain of the stack, inline and as separate resources. */
function routesByDomain(stack: StackJson): Map<StackBlock, Route[]> {
  const routes = new Map<StackBlock, Route[]>();
  for (const domain of stack.blocks('cpln_domain')) {
    const list: Route[] = [];
    for (const [port, p] of itemsOf(single(domain.config.spec)?.ports)) {
      for (const [route, r] of itemsOf(port.route)) list.push({ block: domain, at: `spec.ports[${p}].route[${r}]`, route, port: port.number ?? 443 });
    }
    routes.set(domain, list);
  }
  for (const resource of stack.blocks('cpln_domain_route')) {
    const domain = namedBlock(stack, resource.config.domain_link, 'cpln_domain', 'domain');
    if (domain !== undefined) routes.get(domain)!.push({ block: resource, at: '', route: resource.config, port: resource.config.domain_port ?? 443 });
  }
  return routes;
}

/**
 * The workload links of a route: its own, its canaries' and its mirrors', with where each is and the port each names.
 */
function targets(route: Route): Array<{ link: unknown; field: string; port: unknown }> {
  const field = (name: string) => (route.at === '' ? name : `${route.at}.${name}`);
  return [
    { link: route.route.workload_link, field: field('workload_link'), port: route.route.port },
    ...itemsOf(route.route.canary).map(([canary, i]) => ({ link: canary.workload_link, field: field(`canary[${i}].workload_link`), port: canary.port })),
    ...itemsOf(route.route.mirror).map(([mirror, i]) => ({ link: mirror.workload_link, field: field(`mirror[${i}].workload_link`), port: mirror.port })),
  ];
}

const RULES = {
  'cpln/domain-routes-one-gvc': 'a domain routes to workloads of one GVC only (its routes, canaries and mirrors, inline or as cpln_domain_route resources)',
  'cpln/domain-route-workload-type': 'a route targets a workload that takes traffic: not a cron workload',
  'cpln/domain-route-port': 'a route, canary or mirror sends traffic to a port its target workload exposes (when its containers are known at synth)',
  'cpln/domain-replica-routing-stateful': 'a domain\'s workload_link (per-replica subdomains) names a stateful workload',
  'cpln/domain-route-replica-stateful': 'a route to one replica (replica) targets a stateful workload (warning)',
  'cpln/domain-host-match-needs-accept-all': 'a route matching host names (host_prefix, host_regex) needs its domain to accept all hosts or all subdomains',
  'cpln/domain-route-unique-match': 'each route of a port, inline or a cpln_domain_route, has its own prefix or regex and host match',
  'cpln/domain-gvc-link-or-routes': 'a domain routing GVC subdomains (gvc_link) has no path routes, inline or as cpln_domain_route resources',
  'cpln/domain-cname-under-ns': 'a domain in cname mode is not under a domain of the stack in ns mode',
};

/**
 * The routing of Control Plane domains across the stack: a domain, its `cpln_domain_route` resources and the
 * workloads they target (the domain guide of the platform, controlplane-com/ai-plugin `plugins/cpln/skills/domain`:
 * "Domains may only route to Workloads in a single GVC", "workloadLink must link to a stateful workload",
 * "hostPrefix or hostRegex can only be used if ...", "There are more than one routes for the prefix ...", "Only one of
 * gvcLink or ports.routes may be configured", `parent_ns_domain_exists`; a cron workload serves no endpoint).
 */
export const cplnDomainRoutes: StackCheck = {
  rules: RULES,
  check(stack) {
    const problems: Problem[] = [];
    for (const [domain, routes] of routesByDomain(stack)) {
      const spec = single(domain.config.spec) ?? {};
      problems.push(
        ...oneGvc(stack, domain, spec, routes),
        ...routeTargets(stack, routes),
        ...routeResources(stack, domain, spec, routes),
      );
      const replicas = workloadOf(stack, spec.workload_link).block;
      const type = replicas?.config.type;
      if (typeof type === 'string' && !isUnresolved(type) && type !== 'stateful') {
        problems.push(stack.problem(domain, 'spec.workload_link', 'cpln/domain-replica-routing-stateful', `names cpln_workload.${replicas!.name}, a ${JSON.stringify(type)} workload; per-replica subdomains need a stateful workload`));
      }
    }
    problems.push(...cnameUnderNs(stack));
    return problems;
  },
};

function oneGvc(stack: StackJson, domain: StackBlock, spec: Record<string, any>, routes: Route[]): Problem[] {
  const seen: Array<{ gvc: string; where: string }> = [];
  const gvcLink = parseLink(spec.gvc_link);
  if (gvcLink?.kind === 'gvc') seen.push({ gvc: gvcLink.name, where: `cpln_domain.${domain.name}.spec.gvc_link` });
  const problems: Problem[] = [];
  for (const route of routes) {
    for (const target of targets(route)) {
      const gvc = workloadOf(stack, target.link).gvc;
      if (gvc === undefined) continue;
      const first = seen[0];
      if (first !== undefined && first.gvc !== gvc) {
        problems.push(stack.problem(route.block, target.field, 'cpln/domain-routes-one-gvc', `routes to a workload of GVC ${JSON.stringify(gvc)}, but ${first.where} is in GVC ${JSON.stringify(first.gvc)}; a domain routes to workloads of one GVC only (the platform answers "Domains may only route to Workloads in a single GVC"): use another domain for the other GVC`));
      }
      seen.push({ gvc, where: `${route.block.type}.${route.block.name}.${target.field}` });
    }
  }
  return problems;
}

function routeTargets(stack: StackJson, routes: Route[]): Problem[] {
  const problems: Problem[] = [];
  for (const route of routes) {
    for (const [i, target] of targets(route).entries()) {
      const workload = workloadOf(stack, target.link).block;
      if (workload === undefined) continue;
      const type = workload.config.type;
      if (type === 'cron') problems.push(stack.problem(route.block, target.field, 'cpln/domain-route-workload-type', `targets cpln_workload.${workload.name}, a cron workload, which serves no endpoint; route to a serverless, standard or stateful workload`));
      const exposed = exposedPorts(workload.config);
      if (typeof target.port === 'number' && exposed !== undefined && !exposed.includes(target.port)) {
        problems.push(stack.problem(route.block, target.field.replace(/workload_link$/, 'port'), 'cpln/domain-route-port', `${target.port} is not a port of cpln_workload.${workload.name}; its containers expose ${exposed.join(', ') || 'no port'}`));
      }
      const replica = route.route.replica;
      if (i === 0 && replica !== undefined && typeof type === 'string' && !isUnresolved(type) && type !== 'stateful') {
        problems.push(stack.problem(route.block, route.at === '' ? 'replica' : `${route.at}.replica`, 'cpln/domain-route-replica-stateful', `routes to replica ${JSON.stringify(replica)} of cpln_workload.${workload.name}, a ${JSON.stringify(type)} workload; only a stateful workload has numbered replicas (the provider's description of replica: "the replica number of a stateful workload")`, 'warning'));
      }
    }
  }
  return problems;
}

/** The ports a workload's containers expose, when every one is a literal. */
function exposedPorts(workload: Record<string, any>): number[] | undefined {
  const ports: unknown[] = itemsOf(workload.container).flatMap((
    [container],
  ) => [...itemsOf(container.ports).map(([p]) => p.number), ...(container.port === undefined ? [] : [container.port])]);
  return ports.every((p) => typeof p === 'number') ? (ports as number[]) : undefined;
}

function routeResources(stack: StackJson, domain: StackBlock, spec: Record<string, any>, routes: Route[]): Problem[] {
  const problems: Problem[] = [];
  const acceptsHosts = spec.accept_all_hosts === true || spec.accept_all_subdomains === true;
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const r = route.route;
    const resource = route.at === '';
    if (resource && (r.host_prefix !== undefined || r.host_regex !== undefined) && !acceptsHosts && !isUnresolved(
      spec.accept_all_hosts,
    ) && !isUnresolved(spec.accept_all_subdomains)) {
      problems.push(stack.problem(route.block, r.host_prefix !== undefined ? 'host_prefix' : 'host_regex', 'cpln/domain-host-match-needs-accept-all', `matches host names, but its domain cpln_domain.${domain.name} accepts neither all hosts nor all subdomains; set spec.accept_all_subdomains (or accept_all_hosts) on the domain, or drop the host match`));
    }
    if (resource && spec.gvc_link !== undefined) {
      problems.push(stack.problem(route.block, 'domain_link', 'cpln/domain-gvc-link-or-routes', `adds a path route to cpln_domain.${domain.name}, which routes GVC subdomains (spec.gvc_link); a domain has one or the other: drop gvc_link, or use another domain for the path routes`));
    }
    const key = [r.prefix, r.regex, r.host_prefix, r.host_regex];
    if (key.some(isUnresolved) || isUnresolved(route.port)) continue;
    const id = JSON.stringify([route.port, ...key]);
    const first = seen.get(id);
    if (first !== undefined && (resource || first.at === '')) {
      const match = r.prefix !== undefined ? `prefix ${JSON.stringify(r.prefix)}` : `regex ${JSON.stringify(r.regex)}`;
      problems.push(stack.problem(route.block, route.at === '' ? (r.prefix !== undefined ? 'prefix' : 'regex') : route.at, 'cpln/domain-route-unique-match', `${match} on port ${route.port} is routed already by ${first.block.type}.${first.block.name}${first.at === '' ? '' : `.${first.at}`}; each route of a port needs its own prefix or regex`));
    }
    seen.set(id, first ?? route);
  }
  return problems;
}

function cnameUnderNs(stack: StackJson): Problem[] {
  const name = (block: StackBlock): string | undefined => (typeof block.config.name === 'string' && !isUnresolved(block.config.name) ? block.config.name.toLowerCase().replace(/\.$/, '') : undefined);
  const mode = (block: StackBlock): unknown => single(block.config.spec)?.dns_mode ?? 'cname';
  const zones = stack.blocks('cpln_domain').filter((block) => mode(block) === 'ns' && name(block) !== undefined);
  const problems: Problem[] = [];
  for (const domain of stack.blocks('cpln_domain')) {
    const own = name(domain);
    if (own === undefined || mode(domain) !== 'cname') continue;
    const zone = zones.find((z) => own.endsWith(`.${name(z)}`));
    if (zone !== undefined) {
      problems.push(stack.problem(domain, 'name', 'cpln/domain-cname-under-ns', `${JSON.stringify(domain.config.name)} is under cpln_domain.${zone.name} (${JSON.stringify(zone.config.name)}), which Control Plane serves in ns mode, so the platform refuses it (parent_ns_domain_exists); route it through that domain, or give it a name outside the zone`));
    }
  }
  return problems;
}
