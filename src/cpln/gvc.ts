import { Construct } from 'constructs';
import { Token } from '../framework';
import { Gvc as GvcResource, GvcConfig, GvcLoadBalancer } from '../gen/cpln/gvc';
import { beginPropChecks, checkingProps, checkLikeArgument, PropChecks, propError, refuse, show } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { Grant, GrantOptions, IGrantable } from './grant';
import { ICplnIdentity, IdentityRef } from './identity-ref';
import { nameFromId } from './names';
import { ResourceGrants } from './resource-grants';
import { CplnSecret } from './secret';
import { SecretRef } from './secret-ref';

/** The form of the canonical endpoints of a GVC's workloads. */
export enum EndpointNamingFormat {
  /** `<workload>-<gvc>.cpln.app` (the platform's `default`, which the provider deprecates for this name). */
  LEGACY = 'legacy',
  /** `<workload>-<gvc>.<org endpoint prefix>.cpln.app`. */
  ORG = 'org',
}

/** What every tracing provider of a GVC takes. */
export interface GvcTracingOptions {
  /** The percentage of requests traced, 0 to 100. */
  readonly sampling: number;
  /**
   * Tags added to every span (name to value).
   * @default - none
   */
  readonly customTags?: { [key: string]: string };
}

/** An OpenTelemetry collector's endpoint and the sampling. */
export interface OtelTracingOptions extends GvcTracingOptions {
  /** The collector's endpoint (`host:port`, for example a workload of the GVC: `collector.<gvc>.cpln.local:4317`). */
  readonly endpoint: string;
}

/** A Lightstep endpoint, its access token and the sampling. */
export interface LightstepTracingOptions extends OtelTracingOptions {
  /**
   * The opaque secret holding the Lightstep access token.
   * @default - none
   */
  readonly credentials?: CplnSecret | SecretRef;
}

/** Where a GVC sends the traces of its workloads: one provider. */
export abstract class GvcTracing {
  /** Control Plane's own tracing (`controlplane_tracing`). */
  public static controlPlane(options: GvcTracingOptions): GvcTracing {
    return new Tracing('controlPlane', options);
  }

  /** An OpenTelemetry collector (`otel_tracing`). */
  public static otel(options: OtelTracingOptions): GvcTracing {
    return new Tracing('otel', options);
  }

  /** Lightstep (`lightstep_tracing`). */
  public static lightstep(options: LightstepTracingOptions): GvcTracing {
    return new Tracing('lightstep', options);
  }

  /** @internal the tracing block of the GVC */
  public abstract _bind(scope: Construct, prop: string): Partial<GvcConfig>;
}

type TracingKind = 'controlPlane' | 'otel' | 'lightstep';
type TracingKeys = KeysOf<LightstepTracingOptions> | KeysOf<OtelTracingOptions> | KeysOf<GvcTracingOptions>;
const TRACING_KEYS: { [K in TracingKind]: TracingKeys } = {
  controlPlane: { sampling: true, customTags: true },
  otel: { sampling: true, customTags: true, endpoint: true },
  lightstep: { sampling: true, customTags: true, endpoint: true, credentials: true },
};
const TRACING_BLOCK: { [K in TracingKind]: string } = { controlPlane: 'controlplane_tracing', otel: 'otel_tracing', lightstep: 'lightstep_tracing' };
const TRACING_STRUCT: { [K in TracingKind]: string } = { controlPlane: 'GvcTracingOptions', otel: 'OtelTracingOptions', lightstep: 'LightstepTracingOptions' };

class Tracing extends GvcTracing {
  public constructor(
    private readonly kind: TracingKind,
    private readonly options: LightstepTracingOptions | OtelTracingOptions | GvcTracingOptions,
  ) {
    super();
  }

  public _bind(scope: Construct, prop: string): Partial<GvcConfig> {
    const options = checkProps(
      scope,
      prop,
      this.options,
      TRACING_KEYS[this.kind] as KeysOf<LightstepTracingOptions>,
      TRACING_STRUCT[this.kind],
    ) as LightstepTracingOptions;
    const block = TRACING_BLOCK[this.kind];
    const sampling = checkNumber(scope, `${prop}.sampling`, options.sampling);
    checkLikeArgument(scope, 'cpln_gvc', `${block}.sampling`, `${prop}.sampling`, sampling);
    const customTags = options.customTags;
    if (this.kind === 'controlPlane') return { controlplaneTracing: { sampling, customTags } };
    const endpoint = checkString(scope, `${prop}.endpoint`, options.endpoint);
    if (this.kind === 'otel') return { otelTracing: { endpoint, sampling, customTags } };
    const credentials = options.credentials === undefined ? undefined : SecretRef._of(scope, `${prop}.credentials`, options.credentials)._bind(scope, `${prop}.credentials`).link;
    return { lightstepTracing: { endpoint, sampling, credentials, customTags } };
  }
}

/** The GVC's load balancer: dedicated or shared, and what a dedicated one does. */
export interface GvcLoadBalancerOptions {
  /**
   * A dedicated load balancer in each location (charged per location): custom ports, protocols and wildcard
   * hostnames on domains, and the settings below, which need it.
   * @default - the shared load balancer
   */
  readonly dedicated?: boolean;
  /**
   * How many proxies before the load balancer to trust: 1 or 2 takes the client address from that position of
   * `X-Forwarded-For` (for logs and `X-Envoy-External-Address`).
   * @default 0
   */
  readonly trustedProxies?: number;
  /**
   * The IP set giving the load balancer static addresses: its name, or its link (`/org/<org>/ipset/<name>`,
   * `//ipset/<name>`).
   * @default - none
   */
  readonly ipSet?: string;
  /**
   * Spreads the load balancer over the zones of each location.
   * @default - the provider's default, false
   */
  readonly multiZone?: boolean;
  /**
   * Where a 401 response redirects to (envoy format strings allowed: `https://login.example.com/?next=%REQ(:path)%`).
   * @default - none
   */
  readonly redirect401?: string;
  /**
   * Where a 5xx response redirects to (an absolute URI).
   * @default - none
   */
  readonly redirect5xx?: string;
}

/** KEDA, the event-driven autoscaler, in a GVC: workloads of the GVC scale on its triggers. */
export interface GvcKedaOptions {
  /**
   * Whether KEDA runs in the GVC.
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * The identity the KEDA operator runs as, to reach cloud and network resources. An identity of this GVC is created
   * after it: give it with `useKedaIdentity(identity)`.
   * @default - none
   */
  readonly identity?: ICplnIdentity | IdentityRef;
  /**
   * The secrets KEDA's triggers authenticate with: each becomes a TriggerAuthentication named after the secret.
   * @default - none
   */
  readonly secrets?: Array<CplnSecret | SecretRef>;
}

/** Props of a `CplnGvc`. */
export interface CplnGvcProps {
  /**
   * The GVC's name: 3 to 63 lower-case letters, digits and dashes; GVCs are named across the org. Changing it
   * replaces the GVC, which deletes its workloads, identities and volume sets: the provider refuses the plan unless
   * `tags` hold `cpln/terraformReplace: "true"`.
   * @default - the construct id in lower case (`Production` gives `production`)
   */
  readonly gvcName?: string;
  /**
   * The locations the GVC runs its workloads in (`aws-eu-central-1`, `gcp-us-east1`, a custom location's name).
   * @default - none
   */
  readonly locations?: string[];
  /**
   * The secrets the GVC's workloads pull private images with (docker, ecr or gcp secrets); also
   * `addPullSecret(secret)`.
   * @default - none
   */
  readonly pullSecrets?: Array<CplnSecret | SecretRef>;
  /**
   * Environment variables of the GVC (name to value), which a container of its workloads gets with `inheritEnv`.
   * @default - none
   */
  readonly env?: { [key: string]: string };
  /**
   * The load balancer: dedicated, trusted proxies, an IP set, multi-zone, redirects.
   * @default - the shared load balancer
   */
  readonly loadBalancer?: GvcLoadBalancerOptions;
  /**
   * KEDA in the GVC (also `addKedaSecret(secret)` and `useKedaIdentity(identity)`, which enable it).
   * @default - KEDA disabled
   */
  readonly keda?: GvcKedaOptions;
  /**
   * Where the GVC's workloads send traces: `GvcTracing.controlPlane({ sampling })`, `GvcTracing.otel(...)`,
   * `GvcTracing.lightstep(...)`.
   * @default - no tracing
   */
  readonly tracing?: GvcTracing;
  /**
   * The envoy configuration of the GVC's sidecars, as JSON.
   * @default - none
   */
  readonly sidecarEnvoy?: string;
  /**
   * The form of the workloads' canonical endpoints. Once set, removing it leaves the GVC's current format: the
   * provider plans the value in its state.
   * @default - the platform's (the GVC keeps the format it was created with)
   */
  readonly endpointNamingFormat?: EndpointNamingFormat;
  /**
   * The GVC's description.
   * @default - the GVC's name (the provider's default)
   */
  readonly description?: string;
  /**
   * The GVC's tags, also given to the policies its grants write.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

const PROPS: KeysOf<CplnGvcProps> = {
  gvcName: true, locations: true, pullSecrets: true, env: true, loadBalancer: true, keda: true, tracing: true,
  sidecarEnvoy: true,
  endpointNamingFormat: true, description: true, tags: true,
};
const LOAD_BALANCER: KeysOf<GvcLoadBalancerOptions> = {
  dedicated: true,
  trustedProxies: true,
  ipSet: true,
  multiZone: true,
  redirect401: true,
  redirect5xx: true,
};
const KEDA: KeysOf<GvcKedaOptions> = { enabled: true, identity: true, secrets: true };

/**
 * A Control Plane GVC, a global virtual cloud (`cpln_gvc`, id `Resource`): the locations its workloads run in, the
 * secrets they pull images with, the environment they inherit, its load balancer, KEDA and tracing, and grants on
 * it. Identities, volume sets and workloads take it as their GVC (`CplnGvc | GvcRef`).
 */
export class CplnGvc extends Construct {
  /** The GVC (`cpln_gvc`). */
  public readonly resource: GvcResource;
  private readonly grants: ResourceGrants;
  private readonly pullSecretNames = new Map<string, string>();
  private readonly tags: { [key: string]: string } | undefined;
  private keda?: { enabled: boolean | undefined; identityLink?: string; secrets: Map<string, string> };

  public constructor(scope: Construct, id: string, props: CplnGvcProps = {}) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'CplnGvcProps');
      const name = props.gvcName === undefined ? nameFromId(id) : checkString(this, 'gvcName', props.gvcName);
      checkLikeArgument(this, 'cpln_gvc', 'name', 'gvcName', name);
      checkLikeArgument(this, 'cpln_gvc', 'description', 'description', props.description);
      const locations = checkList(this, 'locations', props.locations, 'location names');
      checkLikeArgument(this, 'cpln_gvc', 'endpoint_naming_format', 'endpointNamingFormat', props.endpointNamingFormat);
      if (props.sidecarEnvoy !== undefined) checkLikeArgument(this, 'cpln_gvc', 'sidecar.envoy', 'sidecarEnvoy', checkString(this, 'sidecarEnvoy', props.sidecarEnvoy));
      if (props.tracing !== undefined && !(props.tracing instanceof GvcTracing)) {
        throw propError(this, 'tracing', 'is not a GvcTracing; give GvcTracing.controlPlane({ sampling }), GvcTracing.otel({ endpoint, sampling }) or GvcTracing.lightstep({ endpoint, sampling })');
      }
      this.tags = props.tags;
      this.resource = new GvcResource(this, 'Resource', {
        name,
        description: props.description,
        tags: props.tags,
        locations,
        env: props.env,
        endpointNamingFormat: props.endpointNamingFormat,
        loadBalancer: loadBalancerOf(this, props.loadBalancer),
        sidecar: props.sidecarEnvoy === undefined ? undefined : { envoy: props.sidecarEnvoy },
        ...props.tracing?._bind(this, 'tracing'),
      });
      this.grants = new ResourceGrants(this, { kind: 'gvc', link: () => this.resource.selfLink, name: () => name, tags: () => this.tags });
      for (const [i, secret] of (checkList(this, 'pullSecrets', props.pullSecrets, 'secrets') ?? []).entries()) this.pullSecret(`pullSecrets[${i}]`, secret);
      const keda = checkOptionalProps(this, 'keda', props.keda, KEDA, 'GvcKedaOptions');
      if (keda !== undefined) {
        if (keda.enabled !== undefined && typeof keda.enabled !== 'boolean' && !Token.isUnresolved(keda.enabled)) throw propError(this, 'keda.enabled', `${show(keda.enabled)} is not a boolean`);
        this.enableKeda(keda.enabled);
        if (keda.identity !== undefined) this.kedaIdentity('keda.identity', keda.identity);
        for (const [i, secret] of (checkList(this, 'keda.secrets', keda.secrets, 'secrets') ?? []).entries()) this.kedaSecret(`keda.secrets[${i}]`, secret);
      }
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The GVC's name (a Terraform reference). */
  public get gvcName(): string {
    return this.resource.name;
  }

  /** The GVC's link (`/org/<org>/gvc/<name>`, a Terraform reference). */
  public get gvcLink(): string {
    return this.resource.selfLink;
  }

  /**
   * Adds a secret the GVC's workloads pull private images with (a docker, ecr or gcp secret); a secret given twice is
   * listed once.
   */
  public addPullSecret(secret: CplnSecret | SecretRef): void {
    checkingProps(this, () => this.pullSecret('addPullSecret.secret', secret));
  }

  /**
   * Lists a secret KEDA's triggers authenticate with (a TriggerAuthentication named after it), and enables KEDA unless
   * `keda.enabled` is false.
   */
  public addKedaSecret(secret: CplnSecret | SecretRef): void {
    checkingProps(this, () => {
      this.enableKeda(undefined);
      this.kedaSecret('addKedaSecret.secret', secret);
    });
  }

  /**
   * Sets the identity the KEDA operator runs as, and enables KEDA unless `keda.enabled` is false: an identity of this
   * GVC, which is created after it, is named by its GVC and name (`//gvc/<gvc>/identity/<name>`) rather than by a
   * reference, which would make the GVC and the identity wait for each other.
   */
  public useKedaIdentity(identity: ICplnIdentity | IdentityRef): void {
    checkingProps(this, () => {
      this.enableKeda(undefined);
      this.kedaIdentity('useKedaIdentity.identity', identity);
    });
  }

  /**
   * Grants permissions on the GVC (`view`, `edit`, `delete`, `manage`, `configureLoadBalancer`, `create`: the
   * platform's permissions of a GVC) to a workload's or an identity's identity, or a group, service account or user,
   * in one policy per set of permissions (`<gvc>-<permissions>`) that later grants add their principals to.
   */
  public grant(grantee: IGrantable, permissions: string[], options?: GrantOptions): Grant {
    return this.grants.grant('grant', grantee, permissions, options);
  }

  private pullSecret(prop: string, secret: CplnSecret | SecretRef): void {
    const bound = SecretRef._of(this, prop, secret)._bind(this, prop);
    // The provider takes names and writes the links /org/<org>/secret/<name> itself.
    this.pullSecretNames.set(bound.key, bound.name);
    this.resource.pullSecrets = [...this.pullSecretNames.values()];
  }

  private enableKeda(enabled: boolean | undefined): void {
    if (this.keda === undefined) this.keda = { enabled, secrets: new Map() };
    this.writeKeda();
  }

  private kedaIdentity(prop: string, identity: ICplnIdentity | IdentityRef): void {
    if (this.keda!.identityLink !== undefined) throw propError(this, prop, 'KEDA has an identity already; give one identity');
    this.keda!.identityLink = IdentityRef._of(this, prop, identity)._linkIn(this, prop, this.resource);
    this.writeKeda();
  }

  private kedaSecret(prop: string, secret: CplnSecret | SecretRef): void {
    const bound = SecretRef._of(this, prop, secret)._bind(this, prop);
    // KEDA takes links (//secret/<name> or /org/<org>/secret/<name>); the provider keeps the form given.
    this.keda!.secrets.set(bound.key, bound.link);
    this.writeKeda();
  }

  private writeKeda(): void {
    const keda = this.keda!;
    this.resource.putKeda({
      enabled: keda.enabled ?? true,
      identityLink: keda.identityLink,
      secrets: keda.secrets.size === 0 ? undefined : [...keda.secrets.values()],
    });
  }
}

/** The load balancer block of the GVC's L1. */
function loadBalancerOf(scope: Construct, value: GvcLoadBalancerOptions | undefined): GvcLoadBalancer | undefined {
  const options = checkOptionalProps(scope, 'loadBalancer', value, LOAD_BALANCER, 'GvcLoadBalancerOptions');
  if (options === undefined) return undefined;
  if (options.trustedProxies !== undefined) {
    checkLikeArgument(scope, 'cpln_gvc', 'load_balancer.trusted_proxies', 'loadBalancer.trustedProxies', checkNumber(scope, 'loadBalancer.trustedProxies', options.trustedProxies));
  }
  if (options.ipSet !== undefined) checkIpSet(scope, checkString(scope, 'loadBalancer.ipSet', options.ipSet));
  checkLikeArgument(scope, 'cpln_gvc', 'load_balancer.redirect.class.status_401', 'loadBalancer.redirect401', options.redirect401);
  checkLikeArgument(scope, 'cpln_gvc', 'load_balancer.redirect.class.status_5xx', 'loadBalancer.redirect5xx', options.redirect5xx);
  const redirect = options.redirect401 === undefined && options.redirect5xx === undefined ? undefined : {
    class: { status401: options.redirect401, status5Xx: options.redirect5xx },
  };
  return {
    dedicated: options.dedicated,
    trustedProxies: options.trustedProxies,
    ipset: options.ipSet,
    multiZone: options.multiZone === undefined ? undefined : { enabled: options.multiZone },
    redirect,
  };
}

/** An IP set by name, or by a link the provider takes as it is (`/org/<org>/ipset/<name>`, `//ipset/<name>`). */
function checkIpSet(scope: Construct, value: string): void {
  if (Token.isUnresolved(value)) return;
  if (!value.includes('/')) {
    checkLikeArgument(scope, 'cpln_ipset', 'name', 'loadBalancer.ipSet', value);
  } else if (!/^(\/org\/[^/]+|\/)\/ipset\/[^/]+$/.test(value)) {
    // The provider makes /org/<org>/ipset/<value> of anything else: a broken link.
    refuse(scope, 'cpln/ipset-link', 'loadBalancer.ipSet', `${show(value)} is not an IP set name or link; allowed: a name, /org/<org>/ipset/<name> or //ipset/<name>`);
  }
}
