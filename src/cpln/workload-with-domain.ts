import { App, Fn, ITerraformDependable, Lazy, Token, dependable } from '../framework';
import { Construct } from 'constructs';
import {
  Domain,
  DomainSpecPortsCors,
  DomainSpecPortsRoute,
  DomainStatusDnsConfigList,
  DomainStatusEndpointsList,
  domainSpecPortsRouteToTerraform,
} from '../gen/cpln/domain';
import { DataCplnOrg } from '../gen/cpln/data-cpln-org';
import { Identity } from '../gen/cpln/identity';
import { Policy } from '../gen/cpln/policy';
import {
  Workload,
  WorkloadContainer,
  WorkloadFirewallSpec,
  WorkloadLoadBalancer,
  WorkloadLocalOptions,
  WorkloadOptions,
  WorkloadRequestRetryPolicy,
  WorkloadRolloutOptions,
  WorkloadSecurityOptions,
  WorkloadSidecar,
} from '../gen/cpln/workload';
import { beginPropChecks, checkingProps, checkLikeArgument, propError, refuse, show, warnProp, PropChecks } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { bindGvc, bindWorkload, exposedPorts, secretLink } from './bindings';
import type { BoundGvc } from './bound';
import { cnameRecord, isApex, nameServerRecord, ownershipRecord } from './domain-dns';
import { CertChallengeType, CorsOrigin, DnsMode, DomainDnsRecord, DomainCorsOptions, DomainProtocol, TlsVersion, WorkloadType } from './domain-options';
import { DomainRouteOptions, DomainRouting, DomainRoutingMode, RouteCanary, RouteMirror } from './domain-routing';
import { GvcRef } from './gvc-ref';
import { IdentityRef } from './identity-ref';
import { SecretRef } from './secret-ref';
import { WorkloadSecret } from './workload-secret';

/** Props of a `WorkloadWithDomain`. */
export interface WorkloadWithDomainProps {
  /** The GVC the workload runs in: `GvcRef.fromGvc(gvc)`, `GvcRef.fromLookup(lookup)` or `GvcRef.fromName('main')`. */
  readonly gvc: GvcRef;
  /** Name of the workload: 3 to 63 lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit. */
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
  /**
   * The identity the workload runs as: `IdentityRef.fromIdentity(identity)` or `IdentityRef.fromLink(link)`.
   * Grants (`grant`, `grantReveal`, `secretEnv`) bind their permissions to it.
   * @default - none; an identity named like the workload (`cpln_identity`, id `Identity`) is created when a grant needs one
   */
  readonly identity?: IdentityRef;
  /**
   * Secrets put into every container's environment: variable name to `WorkloadSecret.fromSecret(ref, key?)`.
   * The workload's identity is granted `reveal` on each secret.
   * @default - none
   */
  readonly secretEnv?: { [name: string]: WorkloadSecret };
  /**
   * Scaling, capacity and timeout options per location, overriding `options` there.
   * @default - `options` in every location
   */
  readonly localOptions?: WorkloadLocalOptions[];
  /**
   * How new versions of the workload roll out (surge, unavailable replicas, termination grace period).
   * @default - the platform's defaults
   */
  readonly rolloutOptions?: WorkloadRolloutOptions;
  /**
   * Security options of the containers (file system group, user to run as).
   * @default - the image's defaults
   */
  readonly securityOptions?: WorkloadSecurityOptions;
  /**
   * A direct load balancer for the workload, or its geo headers and replica direct access.
   * @default - traffic reaches the workload through the GVC's load balancer only
   */
  readonly loadBalancer?: WorkloadLoadBalancer;
  /**
   * Retries of failed requests to the workload.
   * @default - the platform's defaults
   */
  readonly requestRetryPolicy?: WorkloadRequestRetryPolicy;
  /**
   * Settings of the workload's sidecar (the Envoy configuration it receives).
   * @default - none
   */
  readonly sidecar?: WorkloadSidecar;
  /**
   * Whether the workload picks up a new image behind the same tag (dynamic tags).
   * @default false
   */
  readonly supportDynamicTags?: boolean;
  /**
   * Extra Kubernetes settings of the workload's pods, as a JSON document (affinity, tolerations, ...).
   * @default - none
   */
  readonly extras?: string;
  /**
   * Resources the workload waits for (for example a policy it needs at start), as constructs.
   * @default - none besides the references in its configuration
   */
  readonly dependsOn?: ITerraformDependable[];
  /** The custom domain, for example `app.example.com`. One `WorkloadWithDomain` per domain in an app. */
  readonly domainName: string;
  /**
   * The apex of `domainName` (for example `example.com` for `app.example.com`) when the org proves
   * ownership at the apex: `ownershipRecord` is then `_cpln.<apex>`, which covers every name under it.
   * @default - a two-label `domainName` is its own apex; a longer one is proven alone (`_cpln-<domain>`)
   */
  readonly apexDomain?: string;
  /**
   * The resources that create the domain's ownership record (your DNS provider's record built from
   * `ownershipRecord`, or in `ns` mode from `routingRecord`, the NS delegation): the platform refuses to create a domain
   * whose ownership it cannot see, so the domain waits for them. More can be added with `addDnsPrerequisite`.
   * @default - none: the ownership record must exist before the first apply
   */
  readonly dnsPrerequisites?: ITerraformDependable[];
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
   * Keypair or TLS secret with the server certificate and key (PEM): `SecretRef.fromSecret(secret)` or `SecretRef.fromLink(link)`.
   * @default - on port 443 the platform provisions a certificate
   */
  readonly serverCertificate?: SecretRef;
  /**
   * Keypair or TLS secret with the CA certificate (PEM) that client certificates must be signed by (mutual TLS).
   * @default - clients are not asked for a certificate
   */
  readonly clientCertificate?: SecretRef;
  /**
   * Cross-origin resource sharing answered by the domain.
   * @default - no CORS headers
   */
  readonly cors?: DomainCorsOptions;
}

const PROPS: KeysOf<WorkloadWithDomainProps> = {
  gvc: true, workloadName: true, type: true, containers: true, description: true, tags: true, options: true, firewallSpec: true,
  identity: true, secretEnv: true, localOptions: true, rolloutOptions: true, securityOptions: true, loadBalancer: true,
  requestRetryPolicy: true, sidecar: true, supportDynamicTags: true, extras: true, dependsOn: true,
  domainName: true, apexDomain: true, dnsPrerequisites: true, routing: true, dnsMode: true, certChallengeType: true, acceptAllHosts: true,
  acceptAllSubdomains: true, port: true, protocol: true, minTlsVersion: true, cipherSuites: true, serverCertificate: true,
  clientCertificate: true, cors: true,
};
const ROUTE: KeysOf<DomainRouteOptions> = {
  prefix: true, regex: true, replacePrefix: true, hostPrefix: true, hostRegex: true, workload: true, port: true, replica: true, requestHeaders: true, mirrors: true,
  canaries: true,
};
const MIRROR: KeysOf<RouteMirror> = { workload: true, percent: true, port: true };
const CANARY: KeysOf<RouteCanary> = { workload: true, weight: true, port: true };
const CORS: KeysOf<DomainCorsOptions> = { allowOrigins: true, allowMethods: true, allowHeaders: true, exposeHeaders: true, allowCredentials: true, maxAge: true };

/** The firewall a workload gets when its props give none: the internet may reach it (through the domain). */
const OPEN_TO_INTERNET: WorkloadFirewallSpec = { external: { inboundAllowCidr: ['0.0.0.0/0'] } };

/** The domains of each app's `WorkloadWithDomain`s, to refuse a second one for the same domain. */
const domainsOf = new WeakMap<object, Map<string, string>>();

/**
 * A Control Plane workload served on a custom domain: a `cpln_workload` (id `Resource`), a `cpln_domain`
 * (id `Domain`) with one port, TLS, optional CORS and its routing, wired with Terraform references.
 *
 * Path routes are inline `route` blocks of the domain rather than separate `cpln_domain_route`
 * resources: the platform matches routes in their order, and only inline routes keep the order in
 * which they are declared (separate resources are added in whatever order Terraform creates them).
 * One resource also means one API update per change. Add routes with `addRoute`, also after construction.
 *
 * The org must prove it owns the domain before the domain is created (the platform looks up a TXT
 * record): `ownershipRecord` is that record, to create at any DNS provider before the first apply or
 * in the same app, given as `dnsPrerequisites`. `routingRecord` is the CNAME or NS record that sends
 * the domain's traffic to Control Plane; the records the platform reports (`dnsRecords`) are known
 * once the domain exists.
 */
export class WorkloadWithDomain extends Construct {
  /** The workload (`cpln_workload`). */
  public readonly workload: Workload;
  /** The domain (`cpln_domain`); its port carries the routes inline. */
  public readonly domain: Domain;
  /** The routing mode of the domain. */
  public readonly routingMode: DomainRoutingMode;

  private readonly workloadName: string;
  private readonly domainName: string;
  private readonly apexDomain?: string;
  private readonly dnsMode: DnsMode;
  private orgLookup?: DataCplnOrg;
  private createdIdentity?: Identity;
  private identityLink?: string;
  /** The targets of the grants' policies, one policy per target kind and set of permissions: names and list tokens. */
  private readonly grants = new Map<string, { readonly targets: string[]; readonly lists: string[][] }>();
  private readonly revealed = new Set<string>();
  private readonly workloadType: WorkloadType;
  private readonly ports: number[] | undefined;
  private readonly protocol: DomainProtocol;
  private readonly gvc: BoundGvc;
  /** The routes in the order they are written; the default route, when there is one, is kept last. */
  private readonly routes: Array<{ label: string; route: DomainSpecPortsRoute }> = [];
  private defaultRoute?: { label: string; route: DomainSpecPortsRoute };
  private addedRoutes = 0;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the workload's Terraform address is derived
   * @param props the workload, the domain and the routing
   */
  public constructor(scope: Construct, id: string, props: WorkloadWithDomainProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'WorkloadWithDomainProps');
      this.gvc = bindGvc(this, 'gvc', props.gvc);
      const workloadName = checkString(this, 'workloadName', props.workloadName);
      checkLikeArgument(this, 'cpln_workload', 'name', 'workloadName', workloadName);
      this.workloadType = props.type ?? WorkloadType.SERVERLESS;
      if (this.workloadType === WorkloadType.CRON) {
        refuse(this, 'cpln/domain-workload-type', 'type', `${show(this.workloadType)} cannot be served on a domain (a cron workload takes no traffic); allowed: "serverless", "standard", "stateful"`);
      }
      if (props.containers === undefined) throw propError(this, 'containers', 'missing; give the workload\'s containers, one of them exposing a port');
      checkList(this, 'containers', props.containers, 'containers');
      this.ports = exposedPorts(props.containers);
      if (this.ports?.length === 0) {
        refuse(this, 'cpln/domain-workload-port', 'containers', 'no container exposes a port, so the domain has nothing to route to; give one container `ports: [{ number: 8080, protocol: "http" }]`');
      }
      this.protocol = props.protocol ?? DomainProtocol.HTTP2;
      const routing = props.routing ?? DomainRouting.pathRoutes();
      if (!(routing instanceof DomainRouting)) {
        throw propError(this, 'routing', 'is not a DomainRouting; use DomainRouting.pathRoutes([...]), DomainRouting.gvcSubdomains() or DomainRouting.replicaSubdomains()');
      }
      this.routingMode = routing.mode;
      const dnsMode = props.dnsMode ?? DnsMode.CNAME;
      const serverCertificateLink = secretLink(this, 'serverCertificate', props.serverCertificate);
      const clientCertificateLink = secretLink(this, 'clientCertificate', props.clientCertificate);
      if (dnsMode === DnsMode.CNAME && routing.mode !== DomainRoutingMode.PATH_ROUTES && serverCertificateLink === undefined) {
        refuse(this, 'cpln/domain-subdomain-certificate', 'serverCertificate', `subdomain routing (${routing.mode}) in DNS mode "cname" needs a server certificate; give \`serverCertificate\` or use \`dnsMode: DnsMode.NS\``);
      }
      const domainName = checkString(this, 'domainName', props.domainName);
      if (!Token.isUnresolved(domainName) && !DOMAIN_NAME.test(domainName)) {
        refuse(this, 'cpln/domain-name', 'domainName', `${show(domainName)} is not a domain name; allowed: a host name without scheme, path or port, for example "www.example.com"`);
      }
      claimDomain(this, domainName);
      this.apexDomain = apexOf(this, domainName, props.apexDomain);
      if (dnsMode === DnsMode.NS && (isApex(domainName) || (this.apexDomain !== undefined && this.apexDomain === domainName))) {
        refuse(this, 'cpln/domain-apex-dns-mode', 'dnsMode', `${show(dnsMode)} cannot serve the apex domain ${show(domainName)}; allowed: "cname" (an apex cannot be delegated with NS records)`);
      }
      this.domainName = domainName;
      this.dnsMode = dnsMode;
      this.workloadName = workloadName;
      const secrets = this.secretEnvironment(props.secretEnv);

      this.workload = new Workload(this, 'Resource', {
        gvc: this.gvc.name,
        name: workloadName,
        type: this.workloadType,
        description: props.description,
        tags: props.tags,
        container: withEnvironment(this, props.containers, secrets.env),
        options: props.options,
        firewallSpec: props.firewallSpec ?? OPEN_TO_INTERNET,
        localOptions: checkList(this, 'localOptions', props.localOptions, 'WorkloadLocalOptions'),
        rolloutOptions: props.rolloutOptions,
        securityOptions: props.securityOptions,
        loadBalancer: props.loadBalancer,
        requestRetryPolicy: props.requestRetryPolicy,
        sidecar: props.sidecar,
        supportDynamicTags: props.supportDynamicTags,
        extras: props.extras,
        identityLink: props.identity === undefined ? undefined : this.identityOf(props.identity),
        dependsOn: constructsOnly(this, 'dependsOn', props.dependsOn),
      });
      if (props.firewallSpec) warnIfClosed(this, props.firewallSpec);
      this.reveal(secrets.secrets);

      const rendered = routing._render({
        construct: this,
        workloadType: this.workloadType,
        workloadLink: this.workload.selfLink,
        gvcLink: () => this.gvc.selfLink(this),
        addRouteLabelled: (label, route) => this.addRouteAs(label, route),
        addDefaultRoute: (label) => {
          this.defaultRoute = { label, route: this.checkRoute(label, { prefix: '/' }) };
        },
      });

      this.domain = new Domain(this, 'Domain', {
        name: domainName,
        description: props.description,
        tags: props.tags,
        dependsOn: checkList(this, 'dnsPrerequisites', props.dnsPrerequisites, 'resources'),
        spec: {
          dnsMode,
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
              route: rendered.pathRoutes ? Lazy.anyValue({ produce: () => this.allRoutes().map((r) => domainSpecPortsRouteToTerraform(r.route)) }) : undefined,
              tls: {
                minProtocolVersion: props.minTlsVersion,
                cipherSuites: checkList(this, 'cipherSuites', props.cipherSuites, 'cipher suite names'),
                serverCertificate: serverCertificateLink === undefined ? undefined : { secretLink: serverCertificateLink },
                clientCertificate: clientCertificateLink === undefined ? undefined : { secretLink: clientCertificateLink },
              },
            },
          ],
        },
      });
      if (props.acceptAllHosts === true) this.gvc.requireDedicatedLoadBalancer(this, 'acceptAllHosts');
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * Routes another path of the domain, to this workload or another workload of the same GVC.
   * Can be called after construction. Routes are written in the order they were added, before the
   * default `/` route, so declare narrower prefixes before broader ones.
   */
  public addRoute(route: DomainRouteOptions): void {
    this.addedRoutes++;
    checkingProps(this, () => this.addRouteAs(`addRoute call ${this.addedRoutes}`, route));
  }

  /**
   * Makes the domain wait for resources that create its DNS records: the platform refuses to create a
   * domain whose DNS is not in place.
   */
  public addDnsPrerequisite(...resources: ITerraformDependable[]): void {
    this.domain.dependsOn = [...(this.domain.dependsOn ?? []), ...resources.map((resource) => dependable(resource))];
  }

  /**
   * Grants the workload's identity permissions on resources of one kind, in a policy (`cpln_policy`) per
   * target kind and set of permissions, named `<workload>-<kind>-<permissions>`: further grants with the
   * same permissions add their targets to the same policy (an update in place on the next plan), other
   * permissions make another policy. The identity is created if the workload has none. The platform's
   * permissions per kind are checked at synth on the policy.
   *
   * @param targetKind the kind of the targets (`secret`, `gvc`, `workload`, ...)
   * @param targets the targets, by name or link
   * @param permissions the permissions (`reveal`, `view`, `edit`, ...)
   */
  public grant(targetKind: string, targets: string[], permissions: string[]): void {
    checkingProps(this, () => this.addGrant(targetKind, targets, permissions));
  }

  private addGrant(targetKind: string, targets: string[], permissions: string[]): void {
    checkString(this, 'grant.targetKind', targetKind);
    checkList(this, 'grant.targets', targets, 'names or links');
    checkList(this, 'grant.permissions', permissions, 'permission names');
    const sorted = Token.isUnresolved(permissions) ? permissions : [...permissions].sort();
    const key = Token.isUnresolved(targetKind) || Token.isUnresolved(sorted) || sorted.some((p) => Token.isUnresolved(p))
      ? `custom${this.grants.size + 1}`
      : `${targetKind}-${sorted.join('-')}`;
    let policy = this.grants.get(key);
    if (policy === undefined) {
      const grant = { targets: [] as string[], lists: [] as string[][] };
      policy = grant;
      this.grants.set(key, grant);
      const created = new Policy(this, `Grant-${key}`, {
        name: `${this.workloadName}-${key.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`,
        description: `grants of workload ${this.workloadName}`,
        targetKind,
        gvc: GVC_SCOPED_KINDS.includes(targetKind) ? this.gvc.name : undefined,
        targetLinks: Lazy.listValue({ produce: () => (grant.lists.length === 0 ? grant.targets : Token.asList(Fn.concat([grant.targets, ...grant.lists]))) }),
        binding: [{ permissions: sorted, principalLinks: [this.identityOf()] }],
      });
      // The workload starts once its permissions exist, so it can reveal its secrets at its first start.
      this.workload.dependsOn = [...(this.workload.dependsOn ?? []), dependable(created)];
    }
    if (Token.isUnresolved(targets)) policy.lists.push(targets);
    else for (const target of targets) if (!policy.targets.includes(target)) policy.targets.push(target);
  }

  /** The identity the construct created for its grants, if it created one (`cpln_identity`, id `Identity`). */
  public get identity(): Identity | undefined {
    return this.createdIdentity;
  }

  /** Grants the workload's identity `reveal` on secrets (their values, as environment variables or volumes). */
  public grantReveal(...secrets: SecretRef[]): void {
    checkingProps(this, () => this.reveal(secrets.map((secret, index) => {
      if (!(secret instanceof SecretRef)) throw propError(this, `grantReveal[${index}]`, 'is not a SecretRef; give SecretRef.fromSecret(secret) or SecretRef.fromLink(link)');
      const bound = secret._bind(this, `grantReveal[${index}]`);
      return { name: bound.name, key: bound.key };
    })));
  }

  /** Grants `reveal` on secrets not revealed yet (a secret is known by its construct path or its link: its name may be a new token at each read). */
  private reveal(secrets: ReadonlyArray<{ readonly name: string; readonly key: string }>): void {
    const names = secrets.filter((secret) => !this.revealed.has(secret.key) && this.revealed.add(secret.key)).map((secret) => secret.name);
    if (names.length > 0) this.grant('secret', names, ['reveal']);
  }

  /** The workload's canonical host name (`<workload>-<gvc>.cpln.app`), without scheme: the target of a CDN origin or a CNAME. */
  public get canonicalHost(): string {
    return Token.asString(Fn.element(Fn.regex('^(?:[a-z]+://)?([^/:]+)', this.canonicalEndpoint), 0));
  }

  /**
   * The TXT record proving the org owns the domain (`_cpln.<apex>` or `_cpln-<domain>`, the org's id as
   * value), which must exist before the domain is created. The org's id (its GUID) is read with a
   * `cpln_org` data source (child id `OrgLookup`, made on first use) from the provider's org.
   */
  public get ownershipRecord(): DomainDnsRecord {
    this.orgLookup ??= new DataCplnOrg(this, 'OrgLookup');
    return ownershipRecord(this.domainName, this.apexDomain, this.orgLookup.cplnId);
  }

  /**
   * The record that sends the domain's traffic to Control Plane: in `ns` mode the NS delegation to the
   * platform's four name servers (known at synth); in `cname` mode the CNAME to the GVC's endpoint, read
   * from the domain's status once the domain exists (the platform creates it without the CNAME and
   * reports `pendingDnsConfig` until the record resolves).
   */
  public get routingRecord(): DomainDnsRecord {
    return this.dnsMode === DnsMode.NS ? nameServerRecord(this.domainName) : cnameRecord(this.domainName, this.dnsRecords);
  }

  /**
   * The DNS records the platform reports for the domain (type, host, value, TTL), from the domain's
   * status once the domain exists: the routing records, a certificate challenge's CNAME in `cname` mode
   * with `dns01`, a record per workload with subdomain routing.
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

  /** The identity's link: the given one, or one the construct creates in the workload's GVC the first time it is needed. */
  private identityOf(given?: IdentityRef): string {
    if (given !== undefined) {
      if (!(given instanceof IdentityRef)) throw propError(this, 'identity', 'is not an IdentityRef; give IdentityRef.fromIdentity(identity) or IdentityRef.fromLink(link)');
      this.identityLink = given._link(this, 'identity');
    }
    if (this.identityLink === undefined) {
      this.createdIdentity = new Identity(this, 'Identity', { gvc: this.gvc.name, name: this.workloadName, description: `identity of workload ${this.workloadName}` });
      this.identityLink = this.createdIdentity.selfLink;
      this.workload.identityLink = this.identityLink;
    }
    return this.identityLink;
  }

  /** The environment values of `secretEnv` and the names of the secrets they reveal. */
  private secretEnvironment(secretEnv: { [name: string]: WorkloadSecret } | undefined): { env: Record<string, string>; secrets: Array<{ name: string; key: string }> } {
    if (secretEnv === undefined) return { env: {}, secrets: [] };
    if (typeof secretEnv !== 'object' || Array.isArray(secretEnv) || Token.isUnresolved(secretEnv)) throw propError(this, 'secretEnv', 'is not a map of variable names to WorkloadSecret');
    const env: Record<string, string> = {};
    const secrets: Array<{ name: string; key: string }> = [];
    // By name: a map's order is the language's (a Java Map.of changes it from run to run), the output's must not be.
    for (const [name, value] of Object.entries(secretEnv).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!(value instanceof WorkloadSecret)) throw propError(this, `secretEnv.${name}`, 'is not a WorkloadSecret; give WorkloadSecret.fromSecret(SecretRef.fromSecret(secret), key)');
      const bound = value._bind(this, `secretEnv.${name}`);
      env[name] = bound.value;
      secrets.push({ name: bound.secretName, key: bound.secretKey });
    }
    return { env, secrets };
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

  /** Checks one route against the construct and the routes so far, and returns it as the L1 struct. */
  private checkRoute(label: string, route: DomainRouteOptions): DomainSpecPortsRoute {
    checkProps(this, label, route, ROUTE, 'DomainRouteOptions');
    if (route.prefix !== undefined && route.regex !== undefined) {
      refuse(this, 'cpln/domain-route-prefix-or-regex', label, `give \`prefix\` or \`regex\`, not both (prefix ${show(route.prefix)}, regex ${show(route.regex)})`);
    }
    if (route.prefix !== undefined) checkString(this, `${label}.prefix`, route.prefix);
    if (route.regex !== undefined) checkString(this, `${label}.regex`, route.regex);
    const prefix = route.regex === undefined ? route.prefix ?? '/' : undefined;
    if (prefix !== undefined && !Token.isUnresolved(prefix) && !prefix.startsWith('/')) {
      refuse(this, 'cpln/domain-route-prefix', `${label}.prefix`, `${show(prefix)} must start with "/"`);
    }
    const key = routeKey(prefix, route.regex);
    const existing = this.allRoutes().find((r) => routeKey(r.route.prefix, r.route.regex) === key);
    if (existing !== undefined && !Token.isUnresolved(prefix ?? route.regex)) {
      refuse(this, 'cpln/domain-route-unique', label, `${key} is already routed by ${existing.label}; each route of a port needs its own prefix or regex`);
    }
    const target = bindWorkload(this, `${label}.workload`, route.workload) ?? { link: this.workload.selfLink, workload: this.workload };
    const port = this.portOf(`${label}.port`, target, route.port) ?? this.portsOf(target)?.[0];
    if (route.replica !== undefined) {
      checkNumber(this, `${label}.replica`, route.replica, 'a replica index');
      const type = target.workload === this.workload ? this.workloadType : target.workload?.typeInput;
      if (type !== undefined && !Token.isUnresolved(type) && type !== WorkloadType.STATEFUL) {
        refuse(this, 'cpln/domain-route-replica-stateful', `${label}.replica`, `routing to replica ${route.replica} needs a stateful workload; the target's type is ${show(type)}`);
      }
    }
    const mirrors = (checkList(this, `${label}.mirrors`, route.mirrors, 'RouteMirror') ?? []).map((mirror, index) => {
      const where = `${label}.mirrors[${index}]`;
      checkProps(this, where, mirror, MIRROR, 'RouteMirror');
      const mirrored = bindWorkload(this, `${where}.workload`, mirror.workload);
      if (mirrored === undefined) throw propError(this, `${where}.workload`, 'missing; give WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink(link)');
      return { workloadLink: mirrored.link, percent: checkNumber(this, `${where}.percent`, mirror.percent, 'a percentage (a number from 0 to 100)'), port: this.portOf(`${where}.port`, mirrored, mirror.port) };
    });
    checkShares(this, `${label}.mirrors`, 'percentages', mirrors.map((m) => m.percent));
    const canaries = (checkList(this, `${label}.canaries`, route.canaries, 'RouteCanary') ?? []).map((canary, index) => {
      const where = `${label}.canaries[${index}]`;
      checkProps(this, where, canary, CANARY, 'RouteCanary');
      const target = bindWorkload(this, `${where}.workload`, canary.workload);
      if (target === undefined) throw propError(this, `${where}.workload`, 'missing; give WorkloadRef.fromWorkload(workload) or WorkloadRef.fromLink(link)');
      const weight = checkNumber(this, `${where}.weight`, canary.weight, 'a weight (a whole number from 0 to 100)');
      if (!Token.isUnresolved(weight) && !(Number.isInteger(weight) && weight >= 0 && weight <= 100)) {
        refuse(this, 'cpln/domain-route-shares', `${where}.weight`, `${show(weight)} is not a weight; allowed: a whole number from 0 to 100`);
      }
      return { workloadLink: target.link, weight, port: this.portOf(`${where}.port`, target, canary.port) };
    });
    checkShares(this, `${label}.canaries`, 'weights', canaries.map((c) => c.weight));
    if (canaries.length > 0 && !Token.isUnresolved(this.protocol) && this.protocol !== DomainProtocol.HTTP && this.protocol !== DomainProtocol.HTTP2) {
      refuse(this, 'cpln/domain-route-canary-protocol', `${label}.canaries`, `canaries need an "http" or "http2" port; the domain's protocol is ${show(this.protocol)}`);
    }

    return {
      prefix,
      regex: route.regex,
      replacePrefix: route.replacePrefix,
      hostPrefix: route.hostPrefix,
      hostRegex: route.hostRegex,
      workloadLink: target.link,
      port,
      replica: route.replica,
      headers: route.requestHeaders && { request: { set: route.requestHeaders } },
      mirror: mirrors.length === 0 ? undefined : mirrors,
      canary: canaries.length === 0 ? undefined : canaries,
    };
  }

  /** The ports a route target exposes, when it is a workload of this app whose containers are known at synth. */
  private portsOf(target: { workload?: Workload }): number[] | undefined {
    return target.workload === this.workload ? this.ports : target.workload ? exposedPorts(target.workload.containerInput) : undefined;
  }

  /** A port given for a route target, checked against the ports the target exposes when they are known. */
  private portOf(prop: string, target: { workload?: Workload }, port: number | undefined): number | undefined {
    if (port === undefined) return undefined;
    checkNumber(this, prop, port, 'a port number');
    const ports = this.portsOf(target);
    if (!Token.isUnresolved(port) && ports !== undefined && !ports.includes(port)) {
      refuse(this, 'cpln/domain-route-port', prop, `${port} is not a port of workload ${show(target.workload!.node.path)}; its containers expose ${ports.join(', ')}`);
    }
    return port;
  }
}

/** Shares of a route's traffic (mirror percentages, canary weights) add up to at most 100. */
function checkShares(scope: Construct, prop: string, what: string, shares: readonly number[]): void {
  const known = shares.filter((share) => !Token.isUnresolved(share));
  const total = known.reduce((sum, share) => sum + share, 0);
  if (total > 100) refuse(scope, 'cpln/domain-route-shares', prop, `${what} ${known.join(' + ')} = ${total} exceed 100`);
}

/** A domain name as the platform takes it: labels of letters, digits and dashes, optionally under a wildcard. */
const DOMAIN_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/i;

/** The target kinds a policy names a GVC for (the provider's `gvc` attribute: identity, workload and volumeset only). */
const GVC_SCOPED_KINDS = ['identity', 'workload', 'volumeset'];

/** The containers with the secret variables added to each one's environment (a list token passes through unchanged). */
function withEnvironment(scope: Construct, containers: WorkloadContainer[], env: Record<string, string>): WorkloadContainer[] {
  if (Object.keys(env).length === 0 || Token.isUnresolved(containers)) {
    if (Object.keys(env).length > 0) throw propError(scope, 'secretEnv', 'cannot be added to containers given as a token; add the variables to the containers\' `env` yourself and call grantReveal');
    return containers;
  }
  return containers.map((container, index) => {
    if (Token.isUnresolved(container.env)) throw propError(scope, `containers[${index}].env`, 'is a token, so secretEnv cannot be added to it');
    for (const name of Object.keys(env)) {
      if (container.env && name in container.env) {
        refuse(scope, 'cpln/workload-secret-env', `secretEnv.${name}`, `container ${show(container.name)} also sets ${show(name)} in \`env\`; give each variable once`);
      }
    }
    return { ...container, env: Object.fromEntries(Object.entries({ ...container.env, ...env }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
  });
}

/** The apex the ownership record proves, checked to contain the domain when both are literals. */
function apexOf(scope: Construct, domainName: string, apexDomain: string | undefined): string | undefined {
  const apex = apexDomain === undefined ? undefined : checkString(scope, 'apexDomain', apexDomain);
  if (apex === undefined || Token.isUnresolved(apex) || Token.isUnresolved(domainName)) return apex;
  const domain = domainName.toLowerCase().replace(/^\*\./, '');
  if (!DOMAIN_NAME.test(apex) || (domain !== apex.toLowerCase() && !domain.endsWith(`.${apex.toLowerCase()}`))) {
    refuse(scope, 'cpln/domain-apex', 'apexDomain', `${show(apex)} is not an apex of ${show(domainName)}; allowed: the domain itself or a parent of it, for example "example.com" for "app.example.com"`);
  }
  return apex;
}

/** Refuses anything but constructs in `dependsOn` (a reference string would synthesize as a quoted expression Terraform refuses). */
function constructsOnly(scope: Construct, prop: string, value: ITerraformDependable[] | undefined): ITerraformDependable[] | undefined {
  const list = checkList(scope, prop, value, 'constructs');
  list?.forEach((item, index) => {
    if (typeof item === 'string' || typeof (item as { fqn?: unknown })?.fqn !== 'string') {
      refuse(scope, 'cpln/depends-on-construct', `${prop}[${index}]`, `${typeof item === 'string' ? show(item) : 'the value'} is not a construct; give the resource itself (for example \`policy\`), not its \`fqn\` or another reference string`);
    }
  });
  return list;
}

/** Refuses a second `WorkloadWithDomain` for the same domain in one app: the second `cpln_domain` would conflict. */
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
  claimed.set(name, scope.node.path);
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
  warnProp(scope, 'cpln/domain-route-shadowed', `${label}.prefix`, `${show(prefix)} comes after ${broader.label} with the broader prefix ${show(broader.route.prefix)}, which can take its requests; declare the narrower prefix first`);
}

/** Warns when a firewall the user gave lets no internet traffic in, so the domain could not reach the workload. */
function warnIfClosed(scope: Construct, firewall: WorkloadFirewallSpec): void {
  if (Token.isUnresolved(firewall) || Token.isUnresolved(firewall.external)) return;
  const allowed = firewall.external?.inboundAllowCidr;
  if (Token.isUnresolved(allowed) || (allowed !== undefined && allowed.length > 0)) return;
  warnProp(scope, 'cpln/workload-firewall-closed', 'firewallSpec', 'external.inboundAllowCidr is empty, so no internet traffic reaches the workload and the domain serves errors; allow at least the clients\' CIDRs (0.0.0.0/0 for everyone)');
}
