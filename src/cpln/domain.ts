import { Construct } from 'constructs';
import { App, dependable, ITerraformDependable, Lazy, Token } from '../framework';
import { DataCplnOrg } from '../gen/cpln/data-cpln-org';
import {
  Domain as DomainResource, DomainSpecPortsCors, DomainSpecPortsRoute, DomainStatusDnsConfigList,
  DomainStatusEndpointsList, domainSpecPortsRouteToTerraform,
} from '../gen/cpln/domain';
import { beginPropChecks, checkingProps, checkLikeArgument, PropChecks, propError, refuse, reportedPath, reportPropsAs, show } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import type { BoundGvc, BoundWorkload } from './bound';
import { cnameRecord, nameServerRecord, ownershipRecord } from './domain-dns';
import { CertChallengeType, CorsOrigin, DnsMode, DomainCorsOptions, DomainDnsRecord, DomainProtocol, TlsVersion } from './domain-options';
import { DomainRouteOptions, DomainRouting, DomainRoutingMode, RouteCanary, RouteMirror } from './domain-routing';
import { warnIfShadowed } from './route-order';
import { bindRouteTarget } from './route-target';
import { CplnSecret } from './secret';
import { SecretRef } from './secret-ref';

/**
 * The settings of a domain that `CplnDomain` and `WorkloadWithDomain` share: who runs its DNS, what host names it
 * accepts, and its port with TLS and CORS.
 */
export interface DomainSettings {
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
   * A keypair or TLS secret with the server certificate and key (PEM).
   * @default - on port 443 the platform provisions a certificate
   */
  readonly serverCertificate?: CplnSecret | SecretRef;
  /**
   * A keypair or TLS secret with the CA certificate (PEM) that client certificates must be signed by (mutual TLS).
   * @default - clients are not asked for a certificate
   */
  readonly clientCertificate?: CplnSecret | SecretRef;
  /**
   * Cross-origin resource sharing answered by the domain.
   * @default - no CORS headers
   */
  readonly cors?: DomainCorsOptions;
}

/** Props of a `CplnDomain`. */
export interface CplnDomainProps extends DomainSettings {
  /**
   * The custom domain, for example `app.example.com` (`*.example.com` for a wildcard). One `CplnDomain` per domain in
   * an app.
   */
  readonly domainName: string;
  /**
   * The apex of `domainName` (for example `example.com` for `app.example.com`) when the org proves
   * ownership at the apex: `ownershipRecord` is then `_cpln.<apex>`, which covers every name under it.
   * @default - a two-label `domainName` is its own apex; a longer one is proven alone (`_cpln-<domain>`)
   */
  readonly apexDomain?: string;
  /**
   * How the domain sends requests to workloads.
   * @default DomainRouting.pathRoutes() - the routes added with `addRoute`
   */
  readonly routing?: DomainRouting;
  /**
   * The domain's description.
   * @default - none
   */
  readonly description?: string;
  /**
   * The domain's tags.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * The resources that create the domain's ownership record (your DNS provider's record built from
   * `ownershipRecord`, or from `routingRecord` in `ns` mode): the platform refuses to create a domain
   * whose ownership it cannot see, so the domain waits for them. More can be added with `addDnsPrerequisite`.
   * @default - none: the ownership record must exist before the first apply
   */
  readonly dnsPrerequisites?: ITerraformDependable[];
}

const PROPS: KeysOf<CplnDomainProps> = {
  domainName: true, apexDomain: true, routing: true, dnsMode: true, certChallengeType: true, acceptAllHosts: true,
  acceptAllSubdomains: true, port: true,
  protocol: true, minTlsVersion: true, cipherSuites: true, serverCertificate: true, clientCertificate: true, cors: true,
  description: true, tags: true,
  dnsPrerequisites: true,
};
const ROUTE: KeysOf<DomainRouteOptions> = {
  prefix: true, regex: true, replacePrefix: true, hostPrefix: true, hostRegex: true, workload: true, port: true,
  replica: true, requestHeaders: true, mirrors: true,
  canaries: true,
};
const MIRROR: KeysOf<RouteMirror> = { workload: true, percent: true, port: true };
const CANARY: KeysOf<RouteCanary> = { workload: true, weight: true, port: true };
const CORS: KeysOf<DomainCorsOptions> = {
  allowOrigins: true,
  allowMethods: true,
  allowHeaders: true,
  exposeHeaders: true,
  allowCredentials: true,
  maxAge: true,
};

/** What a `WorkloadWithDomain` gives its domain: the workload it serves by default and where the org lookup lives. */
interface DomainSite {
  readonly workload: BoundWorkload;
  readonly gvc: BoundGvc;
  /**
   * The composite the domain is part of: it holds the `cpln_org` lookup and the load balancer check, as in earlier
   * versions.
   */
  readonly owner: Construct;
}

/** The sites of domains made by `_forSite`, by their props. */
const SITES = new WeakMap<object, DomainSite>();

/** The domains of each app, to refuse a second `cpln_domain` for the same name. */
const domainsOf = new WeakMap<object, Map<string, string>>();

/**
 * A Control Plane custom domain (`cpln_domain`, id `Resource`; named like its Terraform type) with one port, its TLS,
 * CORS and its routing: path routes to one or several workloads of one GVC (`addRoute`), GVC subdomains or
 * per-replica subdomains; the DNS records it needs as values any DNS provider's record takes.
 *
 * Path routes are inline `route` blocks of the domain rather than separate `cpln_domain_route` resources: the
 * platform matches routes in their order, and only inline routes keep the order in which they are declared. One
 * resource also means one API update per change; adding a route later is an update in place.
 *
 * The org must prove it owns the domain before the domain is created (the platform looks up a TXT record):
 * `ownershipRecord` is that record, to create at any DNS provider before the first apply or in the same app, given
 * as `dnsPrerequisites`. `routingRecord` sends the domain's traffic to Control Plane; the records the platform
 * reports (`dnsRecords`) are known once the domain exists.
 */
export class CplnDomain extends Construct {
  /** The domain (`cpln_domain`); its port carries the routes inline. */
  public readonly resource: DomainResource;
  /** The routing mode of the domain. */
  public readonly routingMode: DomainRoutingMode;

  /**
   * @internal a `WorkloadWithDomain`'s domain: it serves the site's workload by default; its resource keeps the id
   * `Default`
   */
  public static _forSite(scope: Construct, id: string, props: CplnDomainProps, site: DomainSite): CplnDomain {
    const given = { ...props };
    SITES.set(given, site);
    return new CplnDomain(scope, id, given);
  }

  private readonly domainName: string;
  private readonly apexDomain?: string;
  private readonly dnsMode: DnsMode;
  private readonly protocol: DomainProtocol;
  private readonly site?: DomainSite;
  private orgLookup?: DataCplnOrg;
  /** The routes in the order they are written; the default route, when there is one, is kept last. */
  private readonly routes: Array<{ label: string; route: DomainSpecPortsRoute }> = [];
  private defaultRoute?: { label: string; route: DomainSpecPortsRoute };
  private addedRoutes = 0;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id
   * @param props the domain, its port and its routing
   */
  public constructor(scope: Construct, id: string, props: CplnDomainProps) {
    super(scope, id);
    this.site = SITES.get(props);
    if (this.site !== undefined) reportPropsAs(this, scope);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'CplnDomainProps');
      this.protocol = props.protocol ?? DomainProtocol.HTTP2;
      const routing = props.routing ?? DomainRouting.pathRoutes();
      if (!(routing instanceof DomainRouting)) {
        throw propError(this, 'routing', 'is not a DomainRouting; use DomainRouting.pathRoutes(), DomainRouting.gvcSubdomains(gvc) or DomainRouting.replicaSubdomains(workload)');
      }
      this.routingMode = routing.mode;
      this.dnsMode = props.dnsMode ?? DnsMode.CNAME;
      const domainName = checkString(this, 'domainName', props.domainName);
      checkLikeArgument(this, 'cpln_domain', 'name', 'domainName', domainName);
      claimDomain(this, domainName);
      this.domainName = domainName;
      this.apexDomain = apexOf(this, domainName, props.apexDomain);
      const serverCertificate = certificateLink(this, 'serverCertificate', props.serverCertificate);
      const clientCertificate = certificateLink(this, 'clientCertificate', props.clientCertificate);

      const rendered = routing._render({
        construct: this,
        workload: this.site?.workload,
        gvc: this.site?.gvc,
        addRouteLabelled: (label, route) => this.addRouteAs(label, route),
        addDefaultRoute: (label, workload) => {
          this.defaultRoute = { label, route: this.checkRoute(label, { prefix: '/' }, workload) };
        },
      });

      this.resource = new DomainResource(this, this.site === undefined ? 'Resource' : 'Default', {
        name: domainName,
        description: props.description,
        tags: props.tags,
        dependsOn: checkList(this, 'dnsPrerequisites', props.dnsPrerequisites, 'resources'),
        spec: {
          dnsMode: this.dnsMode,
          certChallengeType: props.certChallengeType,
          acceptAllHosts: props.acceptAllHosts,
          acceptAllSubdomains: props.acceptAllSubdomains,
          gvcLink: rendered.gvcLink,
          workloadLink: rendered.workloadLink,
          ports: [
            {
              number: props.port === undefined ? 443 : checkNumber(this, 'port', props.port, 'a port number'),
              protocol: this.protocol,
              cors: corsOf(this, props.cors),
              route: rendered.pathRoutes ? Lazy.anyValue({
                produce: () => this.allRoutes().map((r) => domainSpecPortsRouteToTerraform(r.route)),
              }) : undefined,
              tls: {
                minProtocolVersion: props.minTlsVersion,
                cipherSuites: checkList(this, 'cipherSuites', props.cipherSuites, 'cipher suite names'),
                serverCertificate: serverCertificate === undefined ? undefined : { secretLink: serverCertificate },
                clientCertificate: clientCertificate === undefined ? undefined : { secretLink: clientCertificate },
              },
            },
          ],
        },
      });
      if (props.acceptAllHosts === true) (rendered.gvc ?? this.site?.gvc)?.requireDedicatedLoadBalancer(this.site?.owner ?? this, 'acceptAllHosts');
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * Routes a path of the domain to a workload: `addRoute({ prefix: '/api/', workload: api, replacePrefix: '/' })`.
   * Can be called after construction. Routes are written in the order they were added (a `WorkloadWithDomain`'s
   * default `/` route stays last), so declare narrower prefixes before broader ones.
   */
  public addRoute(route: DomainRouteOptions): void {
    this.addedRoutes++;
    checkingProps(this, () => this.addRouteAs(`addRoute call ${this.addedRoutes}`, route));
  }

  /**
   * Makes the domain wait for resources that create its DNS records: the platform refuses to create a
   * domain whose ownership it cannot see.
   */
  public addDnsPrerequisite(...resources: ITerraformDependable[]): void {
    this.resource.dependsOn = [
      ...(this.resource.dependsOn ?? []),
      ...resources.map((resource) => dependable(resource)),
    ];
  }

  /**
   * The TXT record proving the org owns the domain (`_cpln.<apex>` or `_cpln-<domain>`, the org's id as
   * value), which must exist before the domain is created. The org's id (its GUID) is read with a
   * `cpln_org` data source (child id `OrgLookup`, made on first use) from the provider's org.
   */
  public get ownershipRecord(): DomainDnsRecord {
    this.orgLookup ??= new DataCplnOrg(this.site?.owner ?? this, 'OrgLookup');
    return ownershipRecord(this.domainName, this.apexDomain, this.orgLookup.cplnId);
  }

  /**
   * The record that sends the domain's traffic to Control Plane: in `ns` mode the NS delegation to the
   * platform's four name servers (known at synth); in `cname` mode the CNAME to the GVC's endpoint, read
   * from the domain's status once the domain exists (the platform creates it without the CNAME and
   * reports `pendingDnsConfig` until the record resolves).
   */
  public get routingRecord(): DomainDnsRecord {
    return this.dnsMode === DnsMode.NS ? nameServerRecord(
      this.domainName,
    ) : cnameRecord(this.domainName, this.dnsRecords);
  }

  /**
   * The DNS records the platform reports for the domain (type, host, value, TTL), from the domain's
   * status once the domain exists: the routing records, a certificate challenge's CNAME in `cname` mode
   * with `dns01`, a record per workload with subdomain routing.
   */
  public get dnsRecords(): DomainStatusDnsConfigList {
    return this.resource.status.get(0).dnsConfig;
  }

  /** The domain's endpoints (URL and workload link), from its status after apply. */
  public get endpoints(): DomainStatusEndpointsList {
    return this.resource.status.get(0).endpoints;
  }

  /** The URLs the domain serves, from its status after apply (a list token). */
  public get endpointUrls(): string[] {
    return Token.asList(this.resource.interpolationForAttribute('status[0].endpoints[*].url'));
  }

  private allRoutes(): Array<{ label: string; route: DomainSpecPortsRoute }> {
    return this.defaultRoute ? [...this.routes, this.defaultRoute] : this.routes;
  }

  private addRouteAs(label: string, route: DomainRouteOptions): void {
    if (this.routingMode !== DomainRoutingMode.PATH_ROUTES) {
      refuse(this, 'cpln/domain-route-routing-mode', label, `path routes cannot be combined with ${this.routingMode} routing; use DomainRouting.pathRoutes()`);
      return;
    }
    const rendered = this.checkRoute(label, route);
    warnIfShadowed(this, label, rendered, this.routes);
    this.routes.push({ label, route: rendered });
  }

  /**
   * One route as the L1 struct, its props checked for what only the construct knows (what the platform refuses of
   * the route, its target and its port is judged at synth on the domain and the stack, with the platform's rule ids).
   */
  private checkRoute(label: string, route: DomainRouteOptions, given?: BoundWorkload): DomainSpecPortsRoute {
    checkProps(this, label, route, ROUTE, 'DomainRouteOptions');
    if (route.prefix !== undefined) checkString(this, `${label}.prefix`, route.prefix);
    if (route.regex !== undefined) checkString(this, `${label}.regex`, route.regex);
    const prefix = route.regex === undefined ? route.prefix ?? '/' : route.prefix;
    if (prefix !== undefined && !Token.isUnresolved(prefix) && !prefix.startsWith('/')) {
      refuse(this, 'cpln/domain-route-prefix', `${label}.prefix`, `${show(prefix)} must start with "/"`);
    }
    const target = given ?? this.targetOf(`${label}.workload`, route.workload);
    const mirrors = (checkList(this, `${label}.mirrors`, route.mirrors, 'RouteMirror') ?? []).map((mirror, index) => {
      const where = `${label}.mirrors[${index}]`;
      checkProps(this, where, mirror, MIRROR, 'RouteMirror');
      const mirrored = this.targetOf(`${where}.workload`, mirror.workload, true);
      return { workloadLink: mirrored.link, percent: checkNumber(this, `${where}.percent`, mirror.percent, 'a percentage (a number from 0 to 100)'), port: portOf(this, `${where}.port`, mirror.port) };
    });
    const canaries = (checkList(this, `${label}.canaries`, route.canaries, 'RouteCanary') ?? []).map((canary, index) => {
      const where = `${label}.canaries[${index}]`;
      checkProps(this, where, canary, CANARY, 'RouteCanary');
      const canaryTarget = this.targetOf(`${where}.workload`, canary.workload, true);
      return { workloadLink: canaryTarget.link, weight: checkNumber(this, `${where}.weight`, canary.weight, 'a weight (a whole number from 0 to 100)'), port: portOf(this, `${where}.port`, canary.port) };
    });
    return {
      prefix,
      regex: route.regex,
      replacePrefix: route.replacePrefix,
      hostPrefix: route.hostPrefix,
      hostRegex: route.hostRegex,
      workloadLink: target.link,
      port: portOf(this, `${label}.port`, route.port) ?? target.ports?.()?.[0],
      replica: route.replica === undefined ? undefined : checkNumber(this, `${label}.replica`, route.replica, 'a replica index'),
      headers: route.requestHeaders && { request: { set: route.requestHeaders } },
      mirror: mirrors.length === 0 ? undefined : mirrors,
      canary: canaries.length === 0 ? undefined : canaries,
    };
  }

  /** The workload a route, mirror or canary sends traffic to: the one given, or the site's workload. */
  private targetOf(prop: string, workload: unknown, required = false): BoundWorkload {
    const target = bindRouteTarget(this, prop, workload) ?? (required ? undefined : this.site?.workload);
    if (target === undefined) throw propError(this, prop, 'missing; give the workload: a CplnWorkload, WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink(link)');
    return target;
  }
}

/** A port given for a route target. */
function portOf(scope: Construct, prop: string, port: number | undefined): number | undefined {
  return port === undefined ? undefined : checkNumber(scope, prop, port, 'a port number');
}

/** The link of a certificate secret given as a CplnSecret or a SecretRef. */
function certificateLink(
  scope: Construct,
  prop: string,
  value: CplnSecret | SecretRef | undefined,
): string | undefined {
  return value === undefined ? undefined : SecretRef._of(scope, prop, value)._certificateLink(scope, prop);
}

/** The apex the ownership record proves, checked to contain the domain when both are literals. */
function apexOf(scope: Construct, domainName: string, apexDomain: string | undefined): string | undefined {
  const apex = apexDomain === undefined ? undefined : checkString(scope, 'apexDomain', apexDomain);
  if (apex === undefined || Token.isUnresolved(apex) || Token.isUnresolved(domainName)) return apex;
  checkLikeArgument(scope, 'cpln_domain', 'name', 'apexDomain', apex);
  const domain = domainName.toLowerCase().replace(/^\*\./, '');
  if (domain !== apex.toLowerCase() && !domain.endsWith(`.${apex.toLowerCase()}`)) {
    refuse(scope, 'cpln/domain-apex', 'apexDomain', `${show(apex)} is not an apex of ${show(domainName)}; allowed: the domain itself or a parent of it, for example "example.com" for "app.example.com"`);
  }
  return apex;
}

/** Refuses a second domain of the same name in one app: the second `cpln_domain` would conflict. */
function claimDomain(scope: Construct, domainName: string): void {
  if (Token.isUnresolved(domainName)) return;
  const root = scope.node.root;
  const claimed = domainsOf.get(root) ?? new Map<string, string>();
  domainsOf.set(root, claimed);
  const name = domainName.toLowerCase();
  const first = claimed.get(name);
  if (first !== undefined) {
    refuse(scope, 'cpln/domain-unique-in-app', 'domainName', `${show(domainName)} is already served by ${show(first)}; a domain can be created once (${App.isApp(root) ? 'in this app' : 'in this tree'}): add routes to that construct with addRoute instead`);
  }
  claimed.set(name, reportedPath(scope));
}

/** The CORS block of the port. */
function corsOf(scope: Construct, cors: DomainCorsOptions | undefined): DomainSpecPortsCors | undefined {
  if (checkOptionalProps(scope, 'cors', cors, CORS, 'DomainCorsOptions') === undefined) return undefined;
  const origins = checkList(scope, 'cors.allowOrigins', cors!.allowOrigins, 'CorsOrigin');
  origins?.forEach((origin, index) => {
    if (!(origin instanceof CorsOrigin)) throw propError(scope, `cors.allowOrigins[${index}]`, `${show(origin)} is not a CorsOrigin; use CorsOrigin.exact("https://app.example.com") or CorsOrigin.regex("...")`);
  });
  return {
    allowOrigins: origins?.map((origin) => origin._terraform),
    allowMethods: checkList(scope, 'cors.allowMethods', cors!.allowMethods, 'HTTP methods'),
    allowHeaders: checkList(scope, 'cors.allowHeaders', cors!.allowHeaders, 'header names'),
    exposeHeaders: checkList(scope, 'cors.exposeHeaders', cors!.exposeHeaders, 'header names'),
    allowCredentials: cors!.allowCredentials,
    maxAge: cors!.maxAge,
  };
}
