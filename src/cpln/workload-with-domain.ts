import { Annotations, DefaultTokenResolver, Lazy, StringConcat, Token, Tokenization } from 'cdktf';
import { Construct } from 'constructs';
import { DataCplnGvc } from '../gen/cpln/data-cpln-gvc';
import {
  Domain,
  DomainSpecPortsRoute,
  DomainSpecPortsTls,
  DomainStatusDnsConfigList,
  DomainStatusEndpointsList,
  domainSpecPortsRouteToTerraform,
} from '../gen/cpln/domain';
import { Gvc } from '../gen/cpln/gvc';
import { Secret } from '../gen/cpln/secret';
import { Workload, WorkloadContainer, WorkloadFirewallSpec, WorkloadOptions } from '../gen/cpln/workload';
import { propError, show } from '../prop-error';
import {
  CertChallengeType,
  DnsMode,
  DomainCorsOptions,
  DomainProtocol,
  TlsVersion,
  WorkloadType,
} from './domain-options';
import { DomainRouteOptions, DomainRouting, DomainRoutingMode } from './domain-routing';

/** Props of a `WorkloadWithDomain`. */
export interface WorkloadWithDomainProps {
  /**
   * The GVC the workload runs in, as a construct of this app.
   * @default - `gvcName` must be given
   */
  readonly gvc?: Gvc;
  /**
   * Name of an existing GVC the workload runs in, when the GVC is not a construct of this app.
   * @default - `gvc` must be given
   */
  readonly gvcName?: string;
  /** Name of the workload: lower-case letters, digits and dashes, starting with a letter. */
  readonly workloadName: string;
  /**
   * Kind of workload. `WorkloadType.CRON` is not routable and is refused.
   * @default WorkloadType.SERVERLESS
   */
  readonly type?: WorkloadType;
  /** The workload's containers; the ports they expose are the ports the domain can route to. */
  readonly containers: WorkloadContainer[];
  /**
   * Description of the workload and the domain.
   * @default - none
   */
  readonly description?: string;
  /**
   * Tags of the workload and the domain.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * Scaling, capacity and timeout options of the workload.
   * @default - the platform's defaults
   */
  readonly options?: WorkloadOptions;
  /**
   * The workload's firewall. Replaces the default as a whole.
   * @default - inbound traffic from anywhere (`0.0.0.0/0`) is allowed, so the domain reaches the workload
   */
  readonly firewallSpec?: WorkloadFirewallSpec;
  /** The custom domain, for example `app.example.com`. Its DNS must exist before the first apply. */
  readonly domainName: string;
  /**
   * How the domain sends requests to workloads.
   * @default DomainRouting.pathRoutes() - one route `/` to the workload's first container port
   */
  readonly routing?: DomainRouting;
  /**
   * Who manages DNS for the domain.
   * @default DnsMode.CNAME
   */
  readonly dnsMode?: DnsMode;
  /**
   * How the platform proves ownership of the domain when it requests a certificate.
   * @default - the platform chooses
   */
  readonly certChallengeType?: CertChallengeType;
  /**
   * Accept any host name (wildcards); the GVC must have a dedicated load balancer.
   * @default false
   */
  readonly acceptAllHosts?: boolean;
  /**
   * Accept every subdomain of the domain (`*.<domain>`).
   * @default false
   */
  readonly acceptAllSubdomains?: boolean;
  /**
   * The domain's public port.
   * @default 443
   */
  readonly port?: number;
  /**
   * The protocol of the domain's port.
   * @default DomainProtocol.HTTP2
   */
  readonly protocol?: DomainProtocol;
  /**
   * The oldest TLS version the port accepts.
   * @default - the platform's default, TlsVersion.TLS_V1_2
   */
  readonly minTlsVersion?: TlsVersion;
  /**
   * Cipher suites the port accepts, by OpenSSL name (for example `ECDHE-RSA-AES128-GCM-SHA256`).
   * @default - the platform's default suites
   */
  readonly cipherSuites?: string[];
  /**
   * Keypair or TLS secret with the server certificate and key (PEM).
   * @default - on port 443 the platform provisions a certificate; see also `serverCertificateLink`
   */
  readonly serverCertificate?: Secret;
  /**
   * Link of an existing keypair or TLS secret with the server certificate, when it is not a construct of this app.
   * @default - on port 443 the platform provisions a certificate
   */
  readonly serverCertificateLink?: string;
  /**
   * Keypair or TLS secret with the CA certificate (PEM) that client certificates must be signed by (mutual TLS).
   * @default - clients are not asked for a certificate; see also `clientCertificateLink`
   */
  readonly clientCertificate?: Secret;
  /**
   * Link of an existing secret with the client CA certificate, when it is not a construct of this app.
   * @default - clients are not asked for a certificate
   */
  readonly clientCertificateLink?: string;
  /**
   * Cross-origin resource sharing answered by the domain.
   * @default - no CORS headers
   */
  readonly cors?: DomainCorsOptions;
}

/** The firewall a workload gets when its props give none: the internet may reach it (through the domain). */
const OPEN_TO_INTERNET: WorkloadFirewallSpec = { external: { inboundAllowCidr: ['0.0.0.0/0'] } };

/**
 * A Control Plane workload served on a custom domain: a `cpln_workload` (id `Resource`), a `cpln_domain`
 * (id `Domain`) with one port, TLS, optional CORS and its routing, wired with Terraform references.
 *
 * Path routes are inline `route` blocks of the domain rather than separate `cpln_domain_route`
 * resources: the platform matches routes in their order, and only inline routes keep the order in
 * which they are declared (separate resources are added in whatever order Terraform creates them).
 * One resource also means one API update per change. Add routes with `addRoute`, also after construction.
 */
export class WorkloadWithDomain extends Construct {
  /** The workload (`cpln_workload`). */
  public readonly workload: Workload;
  /** The domain (`cpln_domain`); its port carries the routes inline. */
  public readonly domain: Domain;
  /**
   * The data source that looks up the GVC's link, when the GVC was given by name and the routing needs the link.
   */
  public readonly gvcLookup?: DataCplnGvc;
  /** The routing mode of the domain. */
  public readonly routingMode: DomainRoutingMode;

  private readonly workloadType: WorkloadType;
  /** The routes in the order they are written; the default route, when there is one, is kept last. */
  private readonly routes: Array<{ label: string; route: DomainSpecPortsRoute }> = [];
  private defaultRoute?: { label: string; route: DomainSpecPortsRoute };

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the workload's Terraform address is derived
   * @param props the workload, the domain and the routing
   */
  public constructor(scope: Construct, id: string, props: WorkloadWithDomainProps) {
    super(scope, id);
    this.workloadType = props.type ?? WorkloadType.SERVERLESS;
    const routing = props.routing ?? DomainRouting.pathRoutes();
    this.routingMode = routing.mode;
    const dnsMode = props.dnsMode ?? DnsMode.CNAME;

    if ((props.gvc === undefined) === (props.gvcName === undefined)) {
      throw propError(this, 'gvc', 'give exactly one of `gvc` (a Gvc construct) and `gvcName` (the name of an existing GVC)');
    }
    if (this.workloadType === WorkloadType.CRON) {
      throw propError(this, 'type', `${show(this.workloadType)} cannot be served on a domain (a cron workload takes no traffic); allowed: "serverless", "standard", "stateful"`);
    }
    if (exposedPorts(props.containers).length === 0 && !props.containers.some((c) => Token.isUnresolved(c.ports))) {
      throw propError(this, 'containers', 'no container exposes a port, so the domain has nothing to route to; give one container `ports: [{ number: 8080, protocol: "http" }]`');
    }
    if (routing.mode === DomainRoutingMode.REPLICA_SUBDOMAINS && this.workloadType !== WorkloadType.STATEFUL) {
      throw propError(this, 'routing', `per-replica subdomains need a stateful workload; type is ${show(this.workloadType)}`);
    }
    const serverCertificateLink = certificateLink(this, 'serverCertificate', props.serverCertificate, props.serverCertificateLink);
    const clientCertificateLink = certificateLink(this, 'clientCertificate', props.clientCertificate, props.clientCertificateLink);
    if (dnsMode === DnsMode.CNAME && routing.mode !== DomainRoutingMode.PATH_ROUTES && serverCertificateLink === undefined) {
      throw propError(this, 'serverCertificate', `subdomain routing (${routing.mode}) in DNS mode "cname" needs a server certificate; give \`serverCertificate\` or use \`dnsMode: DnsMode.NS\``);
    }

    this.workload = new Workload(this, 'Resource', {
      gvc: props.gvc ? props.gvc.name : props.gvcName!,
      name: props.workloadName,
      type: this.workloadType,
      description: props.description,
      tags: props.tags,
      container: props.containers,
      options: props.options,
      firewallSpec: props.firewallSpec ?? OPEN_TO_INTERNET,
    });
    if (props.firewallSpec) warnIfClosed(this, props.firewallSpec);

    let gvcLink: string | undefined;
    if (routing.mode === DomainRoutingMode.GVC_SUBDOMAINS) {
      if (props.gvc) {
        gvcLink = props.gvc.selfLink;
      } else {
        this.gvcLookup = new DataCplnGvc(this, 'GvcLookup', { name: props.gvcName! });
        gvcLink = this.gvcLookup.selfLink;
      }
    }

    const tls: DomainSpecPortsTls = {
      minProtocolVersion: props.minTlsVersion,
      cipherSuites: props.cipherSuites,
      serverCertificate: serverCertificateLink === undefined ? undefined : { secretLink: serverCertificateLink },
      clientCertificate: clientCertificateLink === undefined ? undefined : { secretLink: clientCertificateLink },
    };
    this.domain = new Domain(this, 'Domain', {
      name: props.domainName,
      description: props.description,
      tags: props.tags,
      spec: {
        dnsMode,
        certChallengeType: props.certChallengeType,
        acceptAllHosts: props.acceptAllHosts,
        acceptAllSubdomains: props.acceptAllSubdomains,
        gvcLink,
        workloadLink: routing.mode === DomainRoutingMode.REPLICA_SUBDOMAINS ? this.workload.selfLink : undefined,
        ports: [
          {
            number: props.port ?? 443,
            protocol: props.protocol ?? DomainProtocol.HTTP2,
            cors: props.cors && {
              allowOrigins: props.cors.allowOrigins?.map((origin) => origin._terraform),
              allowMethods: props.cors.allowMethods,
              allowHeaders: props.cors.allowHeaders,
              exposeHeaders: props.cors.exposeHeaders,
              allowCredentials: props.cors.allowCredentials,
              maxAge: props.cors.maxAge,
            },
            route:
              routing.mode === DomainRoutingMode.PATH_ROUTES
                ? Lazy.anyValue({ produce: () => this.allRoutes().map((r) => domainSpecPortsRouteToTerraform(r.route)) })
                : undefined,
            tls,
          },
        ],
      },
    });

    if (props.acceptAllHosts === true) requireDedicatedLoadBalancer(this, props.gvc, props.gvcName);
    routing.routes.forEach((route, index) => this.addRouteAs(`routing.routes[${index}]`, route));
    if (routing._defaultRoute) {
      const label = 'the default route (DomainRouting.pathRoutes() without routes)';
      this.defaultRoute = { label, route: this.checkRoute(label, { prefix: '/' }) };
    }
  }

  /**
   * Routes another path of the domain, to this workload or another workload of the same GVC.
   * Can be called after construction. Routes are written in the order they were added, before the
   * default `/` route, so declare narrower prefixes before broader ones.
   */
  public addRoute(route: DomainRouteOptions): void {
    this.addRouteAs(`addRoute(routes[${this.routes.length}])`, route);
  }

  /**
   * The DNS records the domain needs (type, host, value, TTL), from the domain's status after apply.
   * In `DnsMode.CNAME` these are the records to create at your DNS provider.
   */
  public get dnsRecords(): DomainStatusDnsConfigList {
    return this.domain.status.get(0).dnsConfig;
  }

  /** The domain's endpoints (URL and workload link), from its status after apply. */
  public get endpoints(): DomainStatusEndpointsList {
    return this.domain.status.get(0).endpoints;
  }

  /** The URLs the domain serves, from its status after apply (a list token). */
  public get endpointUrls(): string[] {
    return Token.asList(this.domain.interpolationForAttribute('status[0].endpoints[*].url'));
  }

  /** The workload's canonical endpoint: the target of the CNAME records in `DnsMode.CNAME`. */
  public get canonicalEndpoint(): string {
    return this.workload.status.get(0).canonicalEndpoint;
  }

  private allRoutes(): Array<{ label: string; route: DomainSpecPortsRoute }> {
    return this.defaultRoute ? [...this.routes, this.defaultRoute] : this.routes;
  }

  private addRouteAs(label: string, route: DomainRouteOptions): void {
    const rendered = this.checkRoute(label, route);
    warnIfShadowed(this, label, rendered, this.routes);
    this.routes.push({ label, route: rendered });
  }

  /** Checks one route against the construct and the routes so far, and returns it as the L1 struct. */
  private checkRoute(label: string, route: DomainRouteOptions): DomainSpecPortsRoute {
    if (this.routingMode !== DomainRoutingMode.PATH_ROUTES) {
      throw propError(this, label, `path routes cannot be combined with ${this.routingMode} routing; use DomainRouting.pathRoutes()`);
    }
    if (route.prefix !== undefined && route.regex !== undefined) {
      throw propError(this, label, `give \`prefix\` or \`regex\`, not both (prefix ${show(route.prefix)}, regex ${show(route.regex)})`);
    }
    const prefix = route.regex === undefined ? route.prefix ?? '/' : undefined;
    if (prefix !== undefined && !Token.isUnresolved(prefix) && !prefix.startsWith('/')) {
      throw propError(this, `${label}.prefix`, `${show(prefix)} must start with "/"`);
    }
    const key = routeKey(prefix, route.regex);
    const existing = this.allRoutes().find((r) => routeKey(r.route.prefix, r.route.regex) === key);
    if (existing !== undefined && !Token.isUnresolved(prefix ?? route.regex)) {
      throw propError(this, label, `${key} is already routed by ${existing.label}; each route of a port needs its own prefix or regex`);
    }
    if (route.workload !== undefined && route.workloadLink !== undefined) {
      throw propError(this, label, 'give `workload` or `workloadLink`, not both');
    }
    const target = route.workload ?? (route.workloadLink === undefined ? this.workload : undefined);
    const port = route.port ?? (target ? exposedPorts(containersOf(target))[0] : undefined);
    if (target && route.port !== undefined && !Token.isUnresolved(route.port)) {
      const ports = exposedPorts(containersOf(target));
      if (ports.length > 0 && !ports.includes(route.port)) {
        throw propError(this, `${label}.port`, `${route.port} is not a port of workload ${show(target.node.path)}; its containers expose ${ports.join(', ')}`);
      }
    }
    if (route.replica !== undefined) {
      const type = target === this.workload ? this.workloadType : target?.typeInput;
      if (type !== undefined && !Token.isUnresolved(type) && type !== WorkloadType.STATEFUL) {
        throw propError(this, `${label}.replica`, `routing to replica ${route.replica} needs a stateful workload; the target's type is ${show(type)}`);
      }
    }
    const mirrors = route.mirrors ?? [];
    mirrors.forEach((mirror, index) => {
      if ((mirror.workload === undefined) === (mirror.workloadLink === undefined)) {
        throw propError(this, `${label}.mirrors[${index}]`, 'give exactly one of `workload` and `workloadLink`');
      }
    });
    const percents = mirrors.map((m) => m.percent);
    const total = percents.reduce((sum, p) => sum + (Token.isUnresolved(p) ? 0 : p), 0);
    if (total > 100) {
      throw propError(this, `${label}.mirrors`, `percentages ${percents.join(' + ')} = ${total} exceed 100`);
    }

    return {
      prefix,
      regex: route.regex,
      replacePrefix: route.replacePrefix,
      hostPrefix: route.hostPrefix,
      hostRegex: route.hostRegex,
      workloadLink: target ? target.selfLink : route.workloadLink!,
      port,
      replica: route.replica,
      headers: route.requestHeaders && { request: { set: route.requestHeaders } },
      mirror:
        mirrors.length === 0
          ? undefined
          : mirrors.map((m) => ({ workloadLink: m.workload ? m.workload.selfLink : m.workloadLink!, percent: m.percent })),
    };
  }
}

/** What identifies a route on a port, for the platform as for the provider: its prefix or its regex. */
function routeKey(prefix: string | undefined, regex: string | undefined): string {
  return prefix !== undefined ? `prefix ${show(prefix)}` : `regex ${show(regex)}`;
}

/**
 * Warns when an earlier route with the same host match has a prefix that also matches this route's
 * prefix: routes are written in declaration order, and the broader one listed first can take the requests.
 */
function warnIfShadowed(scope: Construct, label: string, route: DomainSpecPortsRoute, earlier: Array<{ label: string; route: DomainSpecPortsRoute }>): void {
  const prefix = route.prefix;
  if (prefix === undefined || Token.isUnresolved(prefix)) return;
  const broader = earlier.find(
    (e) =>
      e.route.prefix !== undefined &&
      !Token.isUnresolved(e.route.prefix) &&
      prefix.startsWith(e.route.prefix) &&
      e.route.hostPrefix === route.hostPrefix &&
      e.route.hostRegex === route.hostRegex,
  );
  if (broader === undefined) return;
  Annotations.of(scope).addWarning(
    `${label}.prefix: ${show(prefix)} comes after ${broader.label} with the broader prefix ${show(broader.route.prefix)}, which can take its requests; declare the narrower prefix first`,
  );
}

/** The container ports a list of containers exposes, in order, without repeats (unresolved values skipped). */
function exposedPorts(containers: WorkloadContainer[] | undefined): number[] {
  const ports: number[] = [];
  for (const container of containers ?? []) {
    if (!Array.isArray(container.ports)) continue;
    for (const port of container.ports) {
      if (!Token.isUnresolved(port.number) && !ports.includes(port.number)) ports.push(port.number);
    }
  }
  return ports;
}

/** The containers of a workload construct, when they were given as a plain list. */
function containersOf(workload: Workload): WorkloadContainer[] | undefined {
  const containers = workload.containerInput;
  return Array.isArray(containers) ? containers : undefined;
}

/** The secret link of a certificate given as a construct or as a link; checks the secret can hold one. */
function certificateLink(scope: Construct, prop: string, secret: Secret | undefined, link: string | undefined): string | undefined {
  if (secret !== undefined && link !== undefined) {
    throw propError(scope, prop, `give \`${prop}\` or \`${prop}Link\`, not both`);
  }
  if (secret === undefined) return link;
  if (secret.keypairInput === undefined && secret.tlsInput === undefined) {
    throw propError(scope, prop, `secret ${show(secret.node.path)} holds no certificate; a certificate needs a keypair or TLS secret (props \`keypair\` or \`tls\`)`);
  }
  return secret.selfLink;
}

/** Warns when a firewall the user gave lets no internet traffic in, so the domain could not reach the workload. */
function warnIfClosed(scope: Construct, firewall: WorkloadFirewallSpec): void {
  const allowed = firewall.external?.inboundAllowCidr;
  if (Token.isUnresolved(allowed) || (allowed !== undefined && allowed.length > 0)) return;
  Annotations.of(scope).addWarning(
    'firewallSpec: external.inboundAllowCidr is empty, so no internet traffic reaches the workload and the domain serves errors; allow at least the clients\' CIDRs (0.0.0.0/0 for everyone)',
  );
}

/**
 * `acceptAllHosts` needs a GVC with a dedicated load balancer. A GVC construct is checked at synth,
 * on its final configuration (escape-hatch overrides included); a GVC given by name cannot be checked
 * and gets a warning.
 */
function requireDedicatedLoadBalancer(scope: Construct, gvc: Gvc | undefined, gvcName: string | undefined): void {
  if (gvc === undefined) {
    Annotations.of(scope).addWarning(
      `acceptAllHosts: GVC ${show(gvcName)} is not a construct of this app, so it cannot be checked; accepting all hosts needs the GVC to have a dedicated load balancer (load_balancer.dedicated = true)`,
    );
    return;
  }
  scope.node.addValidation({
    validate: () => {
      const resolved = Tokenization.resolve(gvc.toTerraform(), {
        scope: gvc,
        preparing: false,
        resolver: new DefaultTokenResolver(new StringConcat()),
      });
      const config = resolved.resource.cpln_gvc[gvc.friendlyUniqueId];
      const loadBalancer = Array.isArray(config.load_balancer) ? config.load_balancer[0] : config.load_balancer;
      const dedicated = loadBalancer?.dedicated;
      // A Terraform expression (a variable, a reference) is decided at plan time, not here.
      if (dedicated === true || (typeof dedicated === 'string' && dedicated.includes('${'))) return [];
      return [
        `acceptAllHosts: true needs GVC ${show(gvc.node.path)} to have a dedicated load balancer; its load_balancer.dedicated is ${show(dedicated ?? null)}, allowed: true`,
      ];
    },
  });
}
