import { Construct } from 'constructs';
import { Fn, ITerraformDependable, Token } from '../framework';
import { Domain, DomainStatusDnsConfigList, DomainStatusEndpointsList } from '../gen/cpln/domain';
import { Identity } from '../gen/cpln/identity';
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
import { beginPropChecks, checkingProps, propError, refuse, warnProp, PropChecks } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { CplnDomain, DomainSettings } from './domain';
import { DomainDnsRecord, WorkloadType } from './domain-options';
import { DomainRouteOptions, DomainRouting, DomainRoutingMode } from './domain-routing';
import type { CplnGvc } from './gvc';
import { GvcRef } from './gvc-ref';
import type { CplnIdentity } from './identity';
import { IdentityRef } from './identity-ref';
import { SecretRef } from './secret-ref';
import { CplnWorkload } from './workload';
import { WorkloadSecret } from './workload-secret';

/** Props of a `WorkloadWithDomain`. */
export interface WorkloadWithDomainProps extends DomainSettings {
  /**
   * The GVC the workload runs in: a `CplnGvc`, `GvcRef.fromGvc(gvc)`, `GvcRef.fromLookup(lookup)` or
   * `GvcRef.fromName('main')`.
   */
  readonly gvc: CplnGvc | GvcRef;
  /**
   * Name of the workload: 3 to 63 lower-case letters, digits and dashes, starting with a letter and ending with a
   * letter or digit.
   */
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
   * The identity the workload runs as: a `CplnIdentity`, `IdentityRef.fromIdentity(identity)` or
   * `IdentityRef.fromLink(link)`.
   * Grants (`grant`, `grantReveal`, `secretEnv`) bind their permissions to it.
   * @default - none; an identity named like the workload (`cpln_identity`, id `Identity`) is created when a grant needs
   * one
   */
  readonly identity?: CplnIdentity | IdentityRef;
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
   * `ownershipRecord`, or in `ns` mode from `routingRecord`, the NS delegation): the platform refuses to create a
   * domain
   * whose ownership it cannot see, so the domain waits for them. More can be added with `addDnsPrerequisite`.
   * @default - none: the ownership record must exist before the first apply
   */
  readonly dnsPrerequisites?: ITerraformDependable[];
  /**
   * How the domain sends requests to workloads.
   * @default DomainRouting.pathRoutes() - one route `/` to the workload's first container port
   */
  readonly routing?: DomainRouting;
}

const PROPS: KeysOf<WorkloadWithDomainProps> = {
  gvc: true, workloadName: true, type: true, containers: true, description: true, tags: true, options: true,
  firewallSpec: true,
  identity: true, secretEnv: true, localOptions: true, rolloutOptions: true, securityOptions: true, loadBalancer: true,
  requestRetryPolicy: true, sidecar: true, supportDynamicTags: true, extras: true, dependsOn: true,
  domainName: true, apexDomain: true, dnsPrerequisites: true, routing: true, dnsMode: true, certChallengeType: true,
  acceptAllHosts: true,
  acceptAllSubdomains: true, port: true, protocol: true, minTlsVersion: true, cipherSuites: true,
  serverCertificate: true,
  clientCertificate: true, cors: true,
};
/** The firewall a workload gets when its props give none: the internet may reach it (through the domain). */
const OPEN_TO_INTERNET: WorkloadFirewallSpec = { external: { inboundAllowCidr: ['0.0.0.0/0'] } };

/**
 * A Control Plane workload served on a custom domain: a `CplnWorkload` (`service`) and a `CplnDomain`
 * (`customDomain`, id `Domain`) routing to it, with the L1 blocks of the workload (containers, options, firewall)
 * taken as they are. The workload's resource keeps the address `<id>_<hash>` and the domain's `<id>_Domain_<hash>`,
 * as in the versions before the two L2s existed.
 *
 * Path routes are inline `route` blocks of the domain (see `CplnDomain`); add routes with `addRoute`, also after
 * construction. The org must prove it owns the domain before the domain is created: `ownershipRecord` is that
 * record, given as `dnsPrerequisites` when it is created in the same app; `routingRecord` sends the domain's traffic
 * to Control Plane; `dnsRecords` are the records the platform reports once the domain exists.
 */
export class WorkloadWithDomain extends Construct {
  /** The workload (`cpln_workload`). */
  public readonly workload: Workload;
  /** The domain (`cpln_domain`); its port carries the routes inline. */
  public readonly domain: Domain;
  /**
   * The workload as the L2, for what `CplnWorkload` offers (`allowFrom`, `addSecretEnv`, `addVolume`,
   * `internalHost`...).
   */
  public readonly service: CplnWorkload;
  /** The domain as the L2. */
  public readonly customDomain: CplnDomain;
  /** The routing mode of the domain. */
  public readonly routingMode: DomainRoutingMode;

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
      const gvc = GvcRef._of(this, 'gvc', props.gvc)._bind(this, 'gvc');
      const workloadName = checkString(this, 'workloadName', props.workloadName);
      const secretEnv = props.secretEnv ?? {};
      if (typeof secretEnv !== 'object' || Array.isArray(secretEnv) || Token.isUnresolved(secretEnv)) throw propError(this, 'secretEnv', 'is not a map of variable names to WorkloadSecret');
      // Id `Default`: the workload's parts keep the addresses they had as children of this construct.
      this.service = CplnWorkload._fromBlocks(this, 'Default', {
        gvc: props.gvc, workloadName, type: props.type, description: props.description, tags: props.tags,
        identity: props.identity,
        rolloutOptions: props.rolloutOptions, securityOptions: props.securityOptions, loadBalancer: props.loadBalancer,
        requestRetryPolicy: props.requestRetryPolicy,
        sidecar: props.sidecar, supportDynamicTags: props.supportDynamicTags, extras: props.extras,
        dependsOn: props.dependsOn,
      }, {
        containers: props.containers, secretEnv, options: props.options,
        localOptions: checkList(this, 'localOptions', props.localOptions, 'WorkloadLocalOptions'),
        firewallSpec: props.firewallSpec ?? OPEN_TO_INTERNET,
      });
      this.workload = this.service.resource;
      if (this.service._ports?.length === 0) {
        refuse(this, 'cpln/domain-workload-port', 'containers', 'no container exposes a port, so the domain has nothing to route to; give one container `ports: [{ number: 8080, protocol: "http" }]`');
      }
      if (props.firewallSpec) warnIfClosed(this, props.firewallSpec);
      this.customDomain = CplnDomain._forSite(this, 'Domain', {
        domainName: props.domainName, apexDomain: props.apexDomain, routing: props.routing, dnsMode: props.dnsMode,
        certChallengeType: props.certChallengeType,
        acceptAllHosts: props.acceptAllHosts, acceptAllSubdomains: props.acceptAllSubdomains, port: props.port,
        protocol: props.protocol,
        minTlsVersion: props.minTlsVersion, cipherSuites: props.cipherSuites,
        serverCertificate: props.serverCertificate, clientCertificate: props.clientCertificate,
        cors: props.cors, description: props.description, tags: props.tags, dnsPrerequisites: props.dnsPrerequisites,
      }, {
        workload: { link: this.workload.selfLink, workload: this.workload, ports: () => this.service._ports },
        gvc: { ...gvc, selfLink: () => gvc.selfLink(this) },
        owner: this,
      });
      this.domain = this.customDomain.resource;
      this.routingMode = this.customDomain.routingMode;
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
    checkingProps(this, () => this.customDomain.addRoute(route));
  }

  /**
   * Makes the domain wait for resources that create its DNS records: the platform refuses to create a
   * domain whose DNS is not in place.
   */
  public addDnsPrerequisite(...resources: ITerraformDependable[]): void {
    this.customDomain.addDnsPrerequisite(...resources);
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
    checkingProps(this, () => this.service.grant(targetKind, targets, permissions));
  }

  /** The identity the construct created for its grants, if it created one (`cpln_identity`, id `Identity`). */
  public get identity(): Identity | undefined {
    return this.service.identity;
  }

  /** Grants the workload's identity `reveal` on secrets (their values, as environment variables or volumes). */
  public grantReveal(...secrets: SecretRef[]): void {
    checkingProps(this, () => this.service._reveal('grantReveal', secrets));
  }

  /**
   * The workload's canonical host name (`<workload>-<gvc>.cpln.app`), without scheme: the target of a CDN origin or a
   * CNAME.
   */
  public get canonicalHost(): string {
    return Token.asString(Fn.element(Fn.regex('^(?:[a-z]+://)?([^/:]+)', this.canonicalEndpoint), 0));
  }

  /**
   * The TXT record proving the org owns the domain (`CplnDomain.ownershipRecord`; the `cpln_org` lookup is this
   * construct's child `OrgLookup`).
   */
  public get ownershipRecord(): DomainDnsRecord {
    return this.customDomain.ownershipRecord;
  }

  /** The record that sends the domain's traffic to Control Plane (`CplnDomain.routingRecord`). */
  public get routingRecord(): DomainDnsRecord {
    return this.customDomain.routingRecord;
  }

  /** The DNS records the platform reports for the domain, from its status once it exists (`CplnDomain.dnsRecords`). */
  public get dnsRecords(): DomainStatusDnsConfigList {
    return this.customDomain.dnsRecords;
  }

  /** The domain's endpoints (URL and workload link), from its status after apply. */
  public get endpoints(): DomainStatusEndpointsList {
    return this.customDomain.endpoints;
  }

  /** The URLs the domain serves, from its status after apply (a list token). */
  public get endpointUrls(): string[] {
    return this.customDomain.endpointUrls;
  }

  /** The workload's canonical endpoint: the target of the CNAME records in `DnsMode.CNAME`. */
  public get canonicalEndpoint(): string {
    return this.service.canonicalEndpoint;
  }
}

/** Warns when a firewall the user gave lets no internet traffic in, so the domain could not reach the workload. */
function warnIfClosed(scope: Construct, firewall: WorkloadFirewallSpec): void {
  if (Token.isUnresolved(firewall) || Token.isUnresolved(firewall.external)) return;
  const allowed = firewall.external?.inboundAllowCidr;
  if (Token.isUnresolved(allowed) || (allowed !== undefined && allowed.length > 0)) return;
  warnProp(scope, 'cpln/workload-firewall-closed', 'firewallSpec', 'external.inboundAllowCidr is empty, so no internet traffic reaches the workload and the domain serves errors; allow at least the clients\' CIDRs (0.0.0.0/0 for everyone)');
}
