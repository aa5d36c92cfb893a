import { Construct } from 'constructs';
import { dependable, Fn, ITerraformDependable, Lazy, Token } from '../framework';
import { Identity } from '../gen/cpln/identity';
import { Policy } from '../gen/cpln/policy';
import {
  Workload as WorkloadResource, WorkloadContainer, WorkloadFirewallSpec, WorkloadLoadBalancer, WorkloadLocalOptions,
  WorkloadOptions, WorkloadRequestRetryPolicy,
  WorkloadRolloutOptions, WorkloadSecurityOptions, WorkloadSidecar, WorkloadVm,
} from '../gen/cpln/workload';
import { beginPropChecks, checkingProps, checkLikeArgument, checkLikeBlock, PropChecks, propError, refuse, reportProp, reportPropsAs, show } from '../prop-error';
import { checkList, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { Autoscaling } from './autoscaling';
import { BoundGvc, exposedPorts } from './bound';
import { ContainerProps } from './container';
import { renderContainer } from './container-render';
import { WorkloadType } from './domain-options';
import { InternalAccess, WorkloadFirewallOptions } from './firewall';
import { IGrantable } from './grant';
import type { CplnGvc } from './gvc';
import { GvcRef } from './gvc-ref';
import type { CplnIdentity } from './identity';
import { IdentityRef } from './identity-ref';
import { nameFromId } from './names';
import { CplnSecret } from './secret';
import { SecretRef } from './secret-ref';
import { IVolumeTarget, VolumeMountOptions, VolumeSetRef } from './volume-set-ref';
import { WorkloadSecret } from './workload-secret';

/** What a cron workload does when its previous run has not finished. */
export enum CronConcurrencyPolicy {
  /** Skip the new run (the platform's default). */
  FORBID = 'Forbid',
  /** Stop the running one and start the new one. */
  REPLACE = 'Replace',
  /** Run both. */
  ALLOW = 'Allow',
}

/** Whether a cron workload's failed run is retried. */
export enum CronRestartPolicy {
  /** Never (the platform's default). */
  NEVER = 'Never',
  /** Retry a failed run. */
  ON_FAILURE = 'OnFailure',
}

/** The schedule of a cron workload and how its runs go. */
export interface CronJob {
  /** A cron schedule of five fields (`0 3 * * *`), in UTC. */
  readonly schedule: string;
  /**
   * What happens when a run is due while the last one runs.
   * @default CronConcurrencyPolicy.FORBID
   */
  readonly concurrencyPolicy?: CronConcurrencyPolicy;
  /**
   * How many finished runs are kept (1 to 10).
   * @default 5
   */
  readonly historyLimit?: number;
  /**
   * Whether a failed run is retried.
   * @default CronRestartPolicy.NEVER
   */
  readonly restartPolicy?: CronRestartPolicy;
  /**
   * Seconds a run may take before it is stopped.
   * @default - no limit
   */
  readonly activeDeadlineSeconds?: number;
}

/** How a workload runs in one location, over its defaults. */
export interface LocationOptions {
  /**
   * How it scales there.
   * @default - the workload's
   */
  readonly autoscaling?: Autoscaling;
  /**
   * Whether Capacity AI sizes its containers there.
   * @default - the workload's
   */
  readonly capacityAi?: boolean;
  /**
   * Seconds a request may take there.
   * @default - the workload's
   */
  readonly timeoutSeconds?: number;
  /**
   * Whether it is stopped there.
   * @default false
   */
  readonly suspend?: boolean;
}

/** Props of a `CplnWorkload`. */
export interface CplnWorkloadProps {
  /** The GVC the workload runs in: a `CplnGvc`, or an existing one (`GvcRef.fromName('main')`). */
  readonly gvc: CplnGvc | GvcRef;
  /**
   * The workload's name: lower-case letters, digits and dashes, at most 49 characters; named within its GVC.
   * @default - the construct id in lower case
   */
  readonly workloadName?: string;
  /**
   * The kind of workload.
   * @default WorkloadType.SERVERLESS
   */
  readonly type?: WorkloadType;
  /** Its (first) container; `addContainer` adds more. */
  readonly container: ContainerProps;
  /**
   * How it scales: `Autoscaling.requestsPerSecond({ target: 100, maxScale: 10 })`, `Autoscaling.fixed(2)`...
   * @default - the platform's default for the type
   */
  readonly autoscaling?: Autoscaling;
  /**
   * Whether Capacity AI sizes the containers between their minimums and maximums.
   * @default - off when the workload scales on CPU or several metrics or has a GPU (the platform refuses it then);
   * otherwise the platform's default (on)
   */
  readonly capacityAi?: boolean;
  /**
   * Seconds a request may take (serverless: at most 600).
   * @default 5
   */
  readonly timeoutSeconds?: number;
  /**
   * Its firewall: the internet and other workloads reaching it, what it reaches.
   * @default - the platform's: nothing in, nothing out
   */
  readonly firewall?: WorkloadFirewallOptions;
  /**
   * The schedule of a cron workload.
   * @default - none (a cron workload needs one)
   */
  readonly job?: CronJob;
  /**
   * The identity it runs as: a `CplnIdentity`, or an existing one (`IdentityRef.fromLink(link)`); grants to the
   * workload bind to it.
   * @default - an identity named like the workload (id `Identity`) is created when a grant needs one
   */
  readonly identity?: CplnIdentity | IdentityRef;
  /**
   * Its description, also given to the identity and the policies it creates.
   * @default - none
   */
  readonly description?: string;
  /**
   * Its tags, also given to the identity and the policies it creates.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * How new versions roll out.
   * @default - the platform's
   */
  readonly rolloutOptions?: WorkloadRolloutOptions;
  /**
   * The user and file system group the containers run as.
   * @default - the images'
   */
  readonly securityOptions?: WorkloadSecurityOptions;
  /**
   * A direct load balancer, geo headers, replica access (stateful).
   * @default - traffic through the GVC's load balancer only
   */
  readonly loadBalancer?: WorkloadLoadBalancer;
  /**
   * Retries of failed requests.
   * @default - the platform's
   */
  readonly requestRetryPolicy?: WorkloadRequestRetryPolicy;
  /**
   * The sidecar's Envoy configuration.
   * @default - none
   */
  readonly sidecar?: WorkloadSidecar;
  /**
   * The machine of a vm workload (its boot disk).
   * @default - none (a vm workload needs one)
   */
  readonly vm?: WorkloadVm;
  /**
   * Whether a new image behind the same tag is picked up.
   * @default false
   */
  readonly supportDynamicTags?: boolean;
  /**
   * Extra Kubernetes settings of the pods, as a JSON document.
   * @default - none
   */
  readonly extras?: string;
  /**
   * Resources the workload waits for, as constructs.
   * @default - none besides the references in its configuration and its grants
   */
  readonly dependsOn?: ITerraformDependable[];
}

const PROPS: KeysOf<CplnWorkloadProps> = {
  gvc: true, workloadName: true, type: true, container: true, autoscaling: true, capacityAi: true, timeoutSeconds: true,
  firewall: true, job: true,
  identity: true, description: true, tags: true, rolloutOptions: true, securityOptions: true, loadBalancer: true,
  requestRetryPolicy: true, sidecar: true,
  vm: true, supportDynamicTags: true, extras: true, dependsOn: true,
};
const FIREWALL: KeysOf<WorkloadFirewallOptions> = {
  allowInternet: true, inboundAllowCidrs: true, inboundBlockedCidrs: true, outboundAllowCidrs: true,
  outboundAllowHostnames: true, outboundBlockedCidrs: true, internalAccess: true,
};
const JOB: KeysOf<CronJob> = {
  schedule: true,
  concurrencyPolicy: true,
  historyLimit: true,
  restartPolicy: true,
  activeDeadlineSeconds: true,
};
const LOCATION: KeysOf<LocationOptions> = { autoscaling: true, capacityAi: true, timeoutSeconds: true, suspend: true };
const SECRET_VOLUME: KeysOf<SecretVolumeOptions> = { key: true, container: true };

/** Where a secret is mounted as files. */
export interface SecretVolumeOptions extends VolumeMountOptions {
  /**
   * One key of the secret (a dictionary's key, a TLS secret's `cert`...).
   * @default - the whole secret
   */
  readonly key?: string;
}

/**
 * A Control Plane workload of any type (`cpln_workload`, id `Resource`; named like its Terraform type): its containers
 * with their ports, probes, secrets as variables and volumes; how it scales (Capacity AI set off where the platform
 * refuses it); its firewall, with `allowFrom(other)` for the workloads that call it; its identity, created when a
 * grant needs one, and the grants it needs (it waits for them, so it can reveal its secrets when it first starts);
 * a cron workload's schedule. Serve it on a domain with `CplnDomain.addRoute({ workload })`.
 */
export class CplnWorkload extends Construct implements IGrantable, IVolumeTarget {
  /** The workload (`cpln_workload`). */
  public readonly resource: WorkloadResource;
  /** The workload's type. */
  public readonly type: WorkloadType;

  private readonly gvc: BoundGvc;
  /** The name as given (or taken from the id): a literal where the user wrote one, for the names of the parts. */
  private readonly name: string;
  private readonly containers: WorkloadContainer[] = [];
  private readonly secretVariables: Array<Record<string, string>> = [];
  private readonly props: CplnWorkloadProps;
  private readonly internalWorkloads: string[] = [];
  private readonly localOptions: WorkloadLocalOptions[] = [];
  /**
   * The autoscaling block of the workload's options, when the app gives one: its locations scale the same unless
   * they say otherwise.
   */
  private autoscalingBlock?: WorkloadOptions['autoscaling'];
  private createdIdentity?: Identity;
  private tokenContainers = false;
  private identityLinkValue?: string;
  private readonly policies = new Map<string, { readonly targets: string[]; readonly lists: string[][] }>();
  private readonly revealed = new Set<string>();

  /**
   * @internal a workload of `WorkloadWithDomain`, which takes the L1 blocks of its containers, options and firewall
   * as they are: `props` without its container, the blocks beside
   */
  public static _fromBlocks(scope: Construct, id: string, props: Omit<CplnWorkloadProps, 'container'>, blocks: WorkloadBlocks): CplnWorkload {
    const given = { ...props } as CplnWorkloadProps;
    BLOCKS.set(given, blocks);
    return new CplnWorkload(scope, id, given);
  }

  public constructor(scope: Construct, id: string, props: CplnWorkloadProps) {
    super(scope, id);
    const blocks = BLOCKS.get(props);
    if (blocks !== undefined) reportPropsAs(this, scope);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'CplnWorkloadProps');
      this.props = props;
      this.gvc = GvcRef._of(this, 'gvc', props.gvc)._bind(this, 'gvc');
      const name = props.workloadName === undefined ? nameFromId(id) : checkString(this, 'workloadName', props.workloadName);
      checkLikeArgument(this, 'cpln_workload', 'name', 'workloadName', name);
      this.name = name;
      this.type = props.type ?? WorkloadType.SERVERLESS;
      checkOptionalProps(this, 'job', props.job, JOB, 'CronJob');
      this.resource = new WorkloadResource(this, 'Resource', {
        gvc: this.gvc.name,
        name,
        type: this.type,
        description: props.description,
        tags: props.tags,
        container: [],
        options: blocks?.options,
        localOptions: blocks?.localOptions,
        firewallSpec: blocks?.firewallSpec,
        job: props.job,
        rolloutOptions: props.rolloutOptions,
        securityOptions: props.securityOptions,
        loadBalancer: props.loadBalancer,
        requestRetryPolicy: props.requestRetryPolicy,
        sidecar: props.sidecar,
        vm: props.vm,
        supportDynamicTags: props.supportDynamicTags,
        extras: props.extras,
        dependsOn: constructsOnly(this, 'dependsOn', props.dependsOn),
      });
      if (props.identity !== undefined) {
        this.identityLinkValue = IdentityRef._of(this, 'identity', props.identity)._link(this, 'identity');
        this.resource.identityLink = this.identityLinkValue;
      }
      if (blocks !== undefined) {
        this.takeBlocks(blocks);
      } else {
        if (props.container === undefined) throw propError(this, 'container', 'missing; give the workload\'s container: { image: "ghcr.io/acme/api:1.0.0", ports: [ContainerPort.http(8080)] }');
        this.addContainerAs('container', props.container, name);
        this.writeOptions();
        this.writeFirewall();
      }
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The workload's name (a Terraform reference). */
  public get workloadName(): string {
    return this.resource.name;
  }

  /** The workload's link (`/org/<org>/gvc/<gvc>/workload/<name>`, a Terraform reference). */
  public get workloadLink(): string {
    return this.resource.selfLink;
  }

  /** The name of the workload's GVC. */
  public get gvcName(): string {
    return this.gvc.name;
  }

  /**
   * The workload's public endpoint, known once it exists: `https://<workload>-<gvc>.cpln.app`, or the form the GVC's
   * `endpointNamingFormat` gives.
   */
  public get canonicalEndpoint(): string {
    return this.resource.status.get(0).canonicalEndpoint;
  }

  /**
   * The host name other workloads of the org call it on (`<workload>.<gvc>.cpln.local`), when its firewall lets them.
   * It holds the workload's name as given (or taken from the construct id), not a reference to the workload: a caller
   * that `allowFrom` lists is written into this workload's firewall by its link, so a reference back from the
   * caller's environment would make each wait for the other, a cycle Terraform refuses.
   */
  public get internalHost(): string {
    return `${this.name}.${this.gvc.name}.cpln.local`;
  }

  /** The identity the workload created for its grants, if it created one (`cpln_identity`, id `Identity`). */
  public get identity(): Identity | undefined {
    return this.createdIdentity;
  }

  /**
   * The workload's identity, as grants name it; an identity named like the workload is created the first time it is
   * read, if it has none.
   */
  public get grantPrincipalLink(): string {
    if (this.identityLinkValue === undefined) {
      this.createdIdentity = new Identity(this, 'Identity', {
        gvc: this.gvc.name, name: this.name, description: this.props.description ?? `identity of workload ${this.name}`, tags: this.props.tags,
      });
      this.identityLinkValue = this.createdIdentity.selfLink;
      this.resource.identityLink = this.identityLinkValue;
    }
    return this.identityLinkValue;
  }

  /** Adds a container (a sidecar, a worker): its name is required. */
  public addContainer(container: ContainerProps): void {
    checkingProps(this, () => this.addContainerAs(`addContainer call ${this.containers.length}`, container, undefined));
  }

  /**
   * Puts a secret (or one key of it) into a container's environment, and grants the workload's identity `reveal` on
   * it: `addSecretEnv('DB_PASSWORD', WorkloadSecret.fromSecret(db, 'password'))`.
   * @param name the variable
   * @param secret the secret
   * @param container the container, by name (the first container when not given)
   */
  public addSecretEnv(name: string, secret: WorkloadSecret, container?: string): void {
    checkingProps(this, () => {
      const index = this.containerIndex('addSecretEnv', container);
      this.secretVariable(`addSecretEnv.${name}`, index, name, secret);
      this.writeContainers();
    });
  }

  /**
   * Mounts a volume set into a container at a path (an existing one: `VolumeSetRef.fromName('data')`; a
   * `CplnVolumeSet` mounts itself with `mount(workload, path)`).
   */
  public addVolume(volumeSet: VolumeSetRef, path: string, options?: VolumeMountOptions): void {
    checkingProps(this, () => {
      if (!(volumeSet instanceof VolumeSetRef)) throw propError(this, 'addVolume.volumeSet', 'is not a VolumeSetRef; give VolumeSetRef.fromName(name), or mount a CplnVolumeSet with volumeSet.mount(workload, path)');
      checkOptionalProps(this, 'addVolume.options', options, { container: true }, 'VolumeMountOptions');
      const index = this.containerIndex('addVolume.options.container', options?.container);
      this.mount(index, { uri: volumeSet._bind(this, 'addVolume.volumeSet').uri, path: checkString(this, 'addVolume.path', path) });
    });
  }

  /** Mounts a secret (or one key of it) as files at a path, and grants the workload's identity `reveal` on it. */
  public addSecretVolume(secret: CplnSecret | SecretRef, path: string, options?: SecretVolumeOptions): void {
    checkingProps(this, () => {
      checkOptionalProps(this, 'addSecretVolume.options', options, SECRET_VOLUME, 'SecretVolumeOptions');
      const index = this.containerIndex('addSecretVolume.options.container', options?.container);
      const bound = WorkloadSecret.fromSecret(secret, options?.key)._bind(this, 'addSecretVolume.secret');
      this.mount(index, { uri: bound.value, path: checkString(this, 'addSecretVolume.path', path) });
      this.grantRevealOf('addSecretVolume.secret', bound);
    });
  }

  /** Scales and sizes the workload differently in one location (`aws-eu-central-1`). */
  public addLocationOptions(location: string, options: LocationOptions): void {
    checkingProps(this, () => {
      checkProps(this, `addLocationOptions.${location}`, options, LOCATION, 'LocationOptions');
      const prop = `addLocationOptions.${location}.autoscaling`;
      const autoscaling = options.autoscaling === undefined ? undefined : this.autoscalingOf(prop, options.autoscaling);
      this.localOptions.push({
        location: checkString(this, 'addLocationOptions.location', location),
        // Without its own, a location scales as the workload does (an empty block would be planned as "concurrency").
        autoscaling: autoscaling?.block ?? this.autoscalingBlock ?? this.unscaled(prop),
        capacityAi: options.capacityAi ?? (autoscaling?.capacityAiOff || this.hasGpu() ? false : undefined),
        timeoutSeconds: options.timeoutSeconds,
        suspend: options.suspend,
      });
      this.resource.putLocalOptions(this.localOptions);
    });
  }

  /**
   * Lets other workloads call this one on its internal endpoint (`internalHost`): its firewall lists them (the
   * platform's `workload-list`, or on top of `InternalAccess.SAME_GVC`).
   */
  public allowFrom(...workloads: CplnWorkload[]): void {
    checkingProps(this, () => {
      workloads.forEach((workload, i) => {
        if (!(workload instanceof CplnWorkload)) throw propError(this, `allowFrom[${i}]`, 'is not a CplnWorkload');
        if (!this.internalWorkloads.includes(workload.workloadLink)) this.internalWorkloads.push(workload.workloadLink);
      });
      this.writeFirewall();
    });
  }

  /**
   * Grants the workload's identity permissions on resources of one kind given by name or link, in a policy of the
   * workload (`<workload>-<kind>-<permissions>`); on a `CplnSecret` (and the other L2s), grant on the resource
   * instead (`secret.grantReveal(workload)`).
   */
  public grant(targetKind: string, targets: string[], permissions: string[]): void {
    checkingProps(this, () => this.addPolicy(targetKind, targets, permissions));
  }

  /**
   * The containers of `WorkloadWithDomain`, as given, with its secret variables in every one (none in containers given
   * as a token).
   */
  private takeBlocks(blocks: WorkloadBlocks): void {
    if (blocks.containers === undefined) throw propError(this, 'containers', 'missing; give the workload\'s containers, one of them exposing a port');
    checkList(this, 'containers', blocks.containers, 'containers');
    const secrets = Object.entries(blocks.secretEnv).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (Token.isUnresolved(blocks.containers)) {
      if (secrets.length > 0) throw propError(this, 'secretEnv', 'cannot be added to containers given as a token; add the variables to the containers\' `env` yourself and call grantReveal');
      this.resource.putContainer(blocks.containers);
      this.tokenContainers = true;
      return;
    }
    for (const container of blocks.containers) {
      if (secrets.length > 0 && Token.isUnresolved(container.env)) throw propError(this, `containers[${this.containers.length}].env`, 'is a token, so secretEnv cannot be added to it');
      this.containers.push(container);
      this.secretVariables.push({});
    }
    for (const [name, secret] of secrets) {
      this.containers.forEach((_container, index) => this.secretVariable(`secretEnv.${name}`, index, name, secret));
    }
    this.writeContainers();
  }

  /** @internal grants the workload's identity reveal on secrets (`WorkloadWithDomain.grantReveal`) */
  public _reveal(prop: string, secrets: SecretRef[]): void {
    secrets.forEach((secret, index) => {
      if (!(secret instanceof SecretRef)) throw propError(this, `${prop}[${index}]`, 'is not a SecretRef; give SecretRef.fromSecret(secret) or SecretRef.fromLink(link)');
      const bound = secret._bind(this, `${prop}[${index}]`);
      this.grantRevealOf(prop, { secretName: bound.name, secretKey: bound.key, secret: bound.construct });
    });
  }

  /** @internal the ports the workload's containers expose, when known at synth */
  public get _ports(): number[] | undefined {
    return this.tokenContainers ? undefined : exposedPorts(this.containers);
  }

  private addContainerAs(prop: string, props: ContainerProps, defaultName: string | undefined): void {
    const { block, secretEnv } = renderContainer(this, prop, props, defaultName);
    if (this.containers.some((c) => c.name === block.name && !Token.isUnresolved(block.name))) {
      reportProp(this, `${prop}.name`, `${show(block.name)} names another container of the workload already; give each container its own name (the options of addSecretEnv, addVolume and addSecretVolume name containers)`);
    }
    this.containers.push(block);
    this.secretVariables.push({});
    const index = this.containers.length - 1;
    if (typeof secretEnv !== 'object' || Array.isArray(secretEnv) || Token.isUnresolved(secretEnv)) throw propError(this, `${prop}.secretEnv`, 'is not a map of variable names to WorkloadSecret');
    for (const [name, secret] of Object.entries(secretEnv).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) this.secretVariable(`${prop}.secretEnv.${name}`, index, name, secret);
    this.writeContainers();
  }

  private containerIndex(prop: string, container: string | undefined): number {
    if (container === undefined) return 0;
    const index = this.containers.findIndex((c) => c.name === container);
    if (index < 0) throw propError(this, prop, `${show(container)} is not a container of the workload; its containers: ${this.containers.map((c) => show(c.name)).join(', ')}`);
    return index;
  }

  private secretVariable(prop: string, index: number, name: string, secret: WorkloadSecret): void {
    if (!(secret instanceof WorkloadSecret)) throw propError(this, prop, 'is not a WorkloadSecret; give WorkloadSecret.fromSecret(secret, key)');
    const env = this.containers[index].env;
    if (env !== undefined && !Token.isUnresolved(env) && name in env) {
      refuse(this, 'cpln/workload-secret-env', prop, `container ${show(this.containers[index].name)} also sets ${show(name)} in \`env\`; give each variable once`);
    }
    const bound = secret._bind(this, prop);
    this.secretVariables[index][name] = bound.value;
    this.grantRevealOf(prop, bound);
  }

  /**
   * Grants reveal on a secret the workload uses: on the secret when it is a CplnSecret, else in a policy of the
   * workload.
   */
  private grantRevealOf(_prop: string, bound: { secretName: string; secretKey: string; secret?: CplnSecret }): void {
    if (this.revealed.has(bound.secretKey)) return;
    this.revealed.add(bound.secretKey);
    if (bound.secret !== undefined) bound.secret.grantReveal(this).applyBefore(this.resource);
    else this.addPolicy('secret', [bound.secretName], ['reveal']);
  }

  private mount(index: number, volume: { uri: string; path: string }): void {
    const container = this.containers[index];
    this.containers[index] = {
      ...container,
      volume: [...((container.volume as unknown[] | undefined) ?? []), volume] as never,
    };
    this.writeContainers();
  }

  /**
   * The containers with their secret variables, every environment in name order (a map's order never reaches the
   * output).
   */
  private writeContainers(): void {
    this.resource.putContainer(this.containers.map((container, i) => {
      const secrets = this.secretVariables[i];
      if (Object.keys(secrets).length === 0) return container;
      if (Token.isUnresolved(container.env)) throw propError(this, `container ${container.name}.env`, 'is a token, so secret variables cannot be added to it');
      return { ...container, env: Object.fromEntries(
        Object.entries({ ...container.env, ...secrets }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ) };
    }));
  }

  private hasGpu(): boolean {
    return this.containers.some((c) => c.gpuNvidia !== undefined);
  }

  private autoscalingOf(prop: string, autoscaling: Autoscaling): { block: ReturnType<Autoscaling['_render']>; capacityAiOff: boolean } {
    if (!(autoscaling instanceof Autoscaling)) throw propError(this, prop, 'is not an Autoscaling; use Autoscaling.requestsPerSecond({...}), Autoscaling.cpu({...}), Autoscaling.fixed(2)...');
    // The platform refuses Capacity AI on CPU and multi-metric scaling; the provider sends it on when it is unset.
    return { block: autoscaling._render(this, prop), capacityAiOff: autoscaling._metric === 'cpu' || autoscaling._metric === 'multi' };
  }

  private writeOptions(): void {
    const p = this.props;
    if (p.autoscaling === undefined
      && p.capacityAi === undefined && p.timeoutSeconds === undefined && !this.hasGpu()) return;
    if (this.type === WorkloadType.CRON
      && p.autoscaling === undefined && p.capacityAi === undefined && p.timeoutSeconds === undefined) return;
    const autoscaling = p.autoscaling === undefined ? undefined : this.autoscalingOf('autoscaling', p.autoscaling);
    this.autoscalingBlock = autoscaling?.block;
    const options: WorkloadOptions = {
      autoscaling: autoscaling?.block ?? this.unscaled('autoscaling'),
      capacityAi: p.capacityAi ?? (autoscaling?.capacityAiOff || this.hasGpu() ? false : undefined),
      timeoutSeconds: p.timeoutSeconds,
    };
    this.resource.putOptions(options);
  }

  /**
   * The autoscaling block written when the app gives none (options hold one): empty, which the provider plans as
   * metric "concurrency", target 95; a standard or stateful workload is refused it, as the platform refuses it.
   */
  private unscaled(prop: string): WorkloadOptions['autoscaling'] {
    checkLikeBlock(this, 'cpln_workload', { type: this.type, options: { autoscaling: {} } }, () => prop, 'cpln/workload-concurrency-metric-serverless-only');
    return {};
  }

  private writeFirewall(): void {
    const f = checkOptionalProps(this, 'firewall', this.props.firewall, FIREWALL, 'WorkloadFirewallOptions');
    if (f === undefined && this.internalWorkloads.length === 0) return;
    const inbound = [...(f?.allowInternet ? ['0.0.0.0/0'] : []), ...(checkList(this, 'firewall.inboundAllowCidrs', f?.inboundAllowCidrs, 'CIDR blocks') ?? [])];
    const internalType = this.internalWorkloads.length > 0 && (f?.internalAccess === undefined || f.internalAccess === InternalAccess.NONE) ? 'workload-list' : f?.internalAccess;
    const external = {
      inboundAllowCidr: inbound.length === 0 ? undefined : inbound,
      inboundBlockedCidr: f?.inboundBlockedCidrs,
      outboundAllowCidr: f?.outboundAllowCidrs,
      outboundAllowHostname: f?.outboundAllowHostnames,
      outboundBlockedCidr: f?.outboundBlockedCidrs,
    };
    this.resource.putFirewallSpec({
      external: Object.values(external).every((v) => v === undefined) ? undefined : external,
      internal: internalType === undefined ? undefined : {
        inboundAllowType: internalType,
        inboundAllowWorkload: this.internalWorkloads.length === 0 ? undefined : Lazy.listValue({
          produce: () => [...this.internalWorkloads].sort(),
        }),
      },
    });
  }

  /**
   * A grant of the workload on targets by name or link: one policy per target kind and set of permissions
   * (`Grant-<kind>-<permissions>`), later grants adding their targets; the workload waits for it.
   */
  private addPolicy(targetKind: string, targets: string[], permissions: string[]): void {
    checkString(this, 'grant.targetKind', targetKind);
    checkList(this, 'grant.targets', targets, 'names or links');
    checkList(this, 'grant.permissions', permissions, 'permission names');
    const sorted = Token.isUnresolved(permissions) ? permissions : [...permissions].sort();
    const key = Token.isUnresolved(targetKind) || Token.isUnresolved(sorted) || sorted.some((p) => Token.isUnresolved(p)) ? `custom${this.policies.size + 1}` : `${targetKind}-${sorted.join('-')}`;
    let policy = this.policies.get(key);
    if (policy === undefined) {
      const grant = { targets: [] as string[], lists: [] as string[][] };
      policy = grant;
      this.policies.set(key, grant);
      const created = new Policy(this, `Grant-${key}`, {
        name: `${this.name}-${key.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`,
        description: `grants of workload ${this.name}`,
        tags: this.props.tags,
        targetKind,
        gvc: GVC_SCOPED_KINDS.includes(targetKind) ? this.gvc.name : undefined,
        targetLinks: Lazy.listValue({ produce: () => (grant.lists.length === 0 ? grant.targets : Token.asList(
          Fn.concat([grant.targets, ...grant.lists]),
        )) }),
        binding: [{ permissions: sorted, principalLinks: [this.grantPrincipalLink] }],
      });
      this.resource.dependsOn = [...(this.resource.dependsOn ?? []), dependable(created)];
    }
    if (Token.isUnresolved(targets)) policy.lists.push(targets);
    else for (const target of targets) if (!policy.targets.includes(target)) policy.targets.push(target);
  }
}

/** What `WorkloadWithDomain` gives its workload beside the props: L1 blocks taken as they are. */
interface WorkloadBlocks {
  /** The containers (a list, or a token). */
  readonly containers: WorkloadContainer[];
  /** Secret variables put into every container. */
  readonly secretEnv: { [name: string]: WorkloadSecret };
  readonly options?: WorkloadOptions;
  readonly localOptions?: WorkloadLocalOptions[];
  readonly firewallSpec?: WorkloadFirewallSpec;
}

/** The blocks of workloads made by `_fromBlocks`, by their props. */
const BLOCKS = new WeakMap<object, WorkloadBlocks>();

/**
 * Refuses anything but constructs in `dependsOn` (a reference string would synthesize as a quoted expression Terraform
 * refuses).
 */
function constructsOnly(
  scope: Construct,
  prop: string,
  value: ITerraformDependable[] | undefined,
): ITerraformDependable[] | undefined {
  const list = checkList(scope, prop, value, 'constructs');
  list?.forEach((item, index) => {
    if (typeof item === 'string' || typeof (item as { fqn?: unknown })?.fqn !== 'string') {
      refuse(scope, 'cpln/depends-on-construct', `${prop}[${index}]`, `${typeof item === 'string' ? show(item) : 'the value'} is not a construct; give the resource itself (for example \`policy\`), not its \`fqn\` or another reference string`);
    }
  });
  return list;
}

/**
 * The target kinds a policy names a GVC for (the provider's `gvc` attribute: identity, workload and volumeset only).
 */
const GVC_SCOPED_KINDS = ['identity', 'workload', 'volumeset'];
