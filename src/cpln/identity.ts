import { Construct } from 'constructs';
import { Fn, Token } from '../framework';
import { Agent } from '../gen/cpln/agent';
import { CloudAccount } from '../gen/cpln/cloud-account';
import { Gvc as GvcResource } from '../gen/cpln/gvc';
import {
  Identity as IdentityResource, IdentityAwsAccessPolicyTrustPolicy, IdentityConfig, IdentityNativeNetworkResource,
  IdentityNetworkResource,
  IdentityNgsAccessPolicyPub,
} from '../gen/cpln/identity';
import { beginPropChecks, checkingProps, checkLikeArgument, PropChecks, propError, refuse, show } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { Grant, GrantOptions, IGrantable } from './grant';
import type { CplnGvc } from './gvc';
import { GvcRef } from './gvc-ref';
import { ICplnIdentity, IdentityRef } from './identity-ref';
import { nameFromId } from './names';
import { ResourceGrants } from './resource-grants';

type Provider = 'aws' | 'gcp' | 'azure' | 'ngs';
const PROVIDER_NAMES: { [P in Provider]: string } = { aws: 'AWS', gcp: 'GCP', azure: 'Azure', ngs: 'NGS' };

/**
 * An AWS trust policy for the role Control Plane creates: who may assume it. Written as the policy document
 * (`{"Version": "2012-10-17", "Statement": [...]}`); the provider takes each statement as a map of its fields, nested
 * values (`Principal`, `Condition`) as JSON, which the construct writes in the form the provider reads back (keys
 * sorted, as Go writes JSON) so the next plan shows no change.
 */
export abstract class AwsTrustPolicy {
  /**
   * A trust policy document as JSON. Written in the app (a template or `JSON.stringify` of an object): references
   * and variables inside its values pass through; a whole document from a reference cannot be split into statements at
   * synth.
   */
  public static fromJson(document: string): AwsTrustPolicy {
    return new TrustPolicyJson(document);
  }

  /** @internal the trust policy block, or none when the document is refused */
  public abstract _bind(scope: Construct, prop: string): IdentityAwsAccessPolicyTrustPolicy | undefined;
}

class TrustPolicyJson extends AwsTrustPolicy {
  public constructor(private readonly document: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): IdentityAwsAccessPolicyTrustPolicy | undefined {
    const document = checkString(scope, prop, this.document);
    let parsed: unknown;
    try {
      parsed = JSON.parse(document);
    } catch (e) {
      if (Token.isUnresolved(document)) throw propError(scope, prop, 'a trust policy given whole as a reference cannot be split into the provider\'s statements at synth; write the document in the app (references inside its values pass through)');
      refuse(scope, 'cpln/identity-aws-trust-policy', prop, `is not JSON (${(e as Error).message}); allowed: a policy document {"Version": "2012-10-17", "Statement": [{...}]}`);
      return undefined;
    }
    const policy = parsed as { Version?: unknown; Statement?: unknown };
    const statements = Array.isArray(
      policy?.Statement,
    ) ? policy.Statement : policy?.Statement !== undefined ? [policy.Statement] : [];
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || statements.length === 0 || statements.some((s) => typeof s !== 'object' || s === null || Array.isArray(s))
      || (policy.Version !== undefined && typeof policy.Version !== 'string')) {
      refuse(scope, 'cpln/identity-aws-trust-policy', prop, `${show(parsed)} is not a trust policy document; allowed: {"Version": "<version>", "Statement": [{"Effect": ..., "Principal": ..., "Action": ...}]}, with at least one statement object`);
      return undefined;
    }
    const statement = (statements as Array<Record<string, unknown>>).map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'string' ? v : goJson(v)])));
    return { version: policy.Version as string | undefined, statement };
  }
}

/**
 * JSON as Go's `json.Marshal` writes a decoded value, as the provider reads a statement's nested values back: keys
 * sorted, no spaces, `<`, `>`, `&` escaped.
 */
function goJson(value: unknown): string {
  const sortKeys = (v: unknown): unknown => Array.isArray(v) ? v.map(sortKeys)
    : typeof v === 'object' && v !== null ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])])) : v;
  return JSON.stringify(sortKeys(value)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** What every cloud access takes: the cloud account of its provider. */
export interface CloudAccessOptions {
  /**
   * The org's cloud account of the provider: its name, its link (`//cloudaccount/<name>`,
   * `/org/<org>/cloudaccount/<name>`), or a `cpln.cloudAccount.CloudAccount` of this app. It must exist before the
   * identity links it.
   */
  readonly cloudAccount: string | CloudAccount;
}

/** AWS access: a role Control Plane creates with policies, or an existing role. */
export interface AwsCloudAccessOptions extends CloudAccessOptions {
  /**
   * The policies of the role Control Plane creates: `aws::<name>` for an AWS managed policy
   * (`aws::AmazonS3ReadOnlyAccess`), the bare name of a custom one; never an ARN. Exactly one of `policyRefs` and
   * `roleName`.
   * @default - none
   */
  readonly policyRefs?: string[];
  /**
   * An existing role to use instead of one Control Plane creates (letters, digits and `/+=,.@_-`, at most 64).
   * @default - none
   */
  readonly roleName?: string;
  /**
   * The trust policy of the role Control Plane creates (with `policyRefs` only).
   * @default - the platform's
   */
  readonly trustPolicy?: AwsTrustPolicy;
}

/** GCP access: a service account Control Plane creates with role bindings, or an existing service account. */
export interface GcpCloudAccessOptions extends CloudAccessOptions {
  /**
   * An existing service account to use (`<name>@<project>.iam.gserviceaccount.com`). Exactly one of
   * `serviceAccount` and role bindings (`projectRoles`, `resourceRoles`).
   * @default - none
   */
  readonly serviceAccount?: string;
  /**
   * Roles on the cloud account's project (`roles/storage.objectViewer`).
   * @default - none
   */
  readonly projectRoles?: string[];
  /**
   * Roles on resources of the project, by resource (`//storage.googleapis.com/projects/_/buckets/assets`).
   * @default - none
   */
  readonly resourceRoles?: { [resource: string]: string[] };
  /**
   * The OAuth scopes of the credentials.
   * @default - the provider's: https://www.googleapis.com/auth/cloud-platform
   */
  readonly scopes?: string[];
}

/** Azure access: a managed identity Control Plane creates with role assignments. */
export interface AzureCloudAccessOptions extends CloudAccessOptions {
  /**
   * Roles on the cloud account's subscription (`Storage Blob Data Reader`).
   * @default - none
   */
  readonly subscriptionRoles?: string[];
  /**
   * Roles on scopes of the subscription, by scope (`/subscriptions/<id>/resourceGroups/<group>`).
   * @default - none
   */
  readonly scopeRoles?: { [scope: string]: string[] };
}

/** NATS subjects a connection may or may not use (`*` one token, `>` the rest). */
export interface NgsSubjects {
  /**
   * The subjects allowed.
   * @default - none
   */
  readonly allow?: string[];
  /**
   * The subjects denied.
   * @default - none
   */
  readonly deny?: string[];
}

/** NGS (Synadia's NATS) access: scoped NATS credentials. */
export interface NgsCloudAccessOptions extends CloudAccessOptions {
  /**
   * The subjects the identity may publish to.
   * @default - none
   */
  readonly publish?: NgsSubjects;
  /**
   * The subjects the identity may subscribe to.
   * @default - none
   */
  readonly subscribe?: NgsSubjects;
  /**
   * How many responses a request may get on its reply subject (-1: no limit).
   * @default 1 (the provider's default)
   */
  readonly maxResponses?: number;
  /**
   * How long replies may be sent on the reply subject (`5s`, `1m`; -1: no limit).
   * @default - none
   */
  readonly responseTtl?: string;
  /**
   * Subscriptions per connection (-1: no limit).
   * @default -1
   */
  readonly maxSubscriptions?: number;
  /**
   * Bytes a connection may send (-1: no limit).
   * @default -1
   */
  readonly maxData?: number;
  /**
   * The largest message payload (-1: no limit).
   * @default -1
   */
  readonly maxPayload?: number;
}

/**
 * Credential-free access to a cloud for the workloads that run as the identity: the identity federates with the
 * provider through the org's cloud account, and the platform vends short-lived credentials at run time. One per
 * provider on an identity.
 */
export abstract class CloudAccess {
  /** AWS: a role with policies (`policyRefs`), or an existing role (`roleName`). */
  public static aws(options: AwsCloudAccessOptions): CloudAccess {
    return new Access('aws', options);
  }

  /**
   * GCP: a service account with role bindings (`projectRoles`, `resourceRoles`), or an existing one (`serviceAccount`).
   */
  public static gcp(options: GcpCloudAccessOptions): CloudAccess {
    return new Access('gcp', options);
  }

  /** Azure: a managed identity with role assignments. */
  public static azure(options: AzureCloudAccessOptions): CloudAccess {
    return new Access('azure', options);
  }

  /** NGS: NATS credentials scoped to subjects and limits. */
  public static ngs(options: NgsCloudAccessOptions): CloudAccess {
    return new Access('ngs', options);
  }

  /** @internal the provider and the access policy block */
  public abstract _bind(
    scope: Construct,
    prop: string,
  ): { readonly provider: string; readonly config: Partial<IdentityConfig> };
}

const AWS_KEYS: KeysOf<AwsCloudAccessOptions> = {
  cloudAccount: true,
  policyRefs: true,
  roleName: true,
  trustPolicy: true,
};
const GCP_KEYS: KeysOf<GcpCloudAccessOptions> = {
  cloudAccount: true,
  serviceAccount: true,
  projectRoles: true,
  resourceRoles: true,
  scopes: true,
};
const AZURE_KEYS: KeysOf<AzureCloudAccessOptions> = { cloudAccount: true, subscriptionRoles: true, scopeRoles: true };
const NGS_KEYS: KeysOf<NgsCloudAccessOptions> = {
  cloudAccount: true, publish: true, subscribe: true, maxResponses: true, responseTtl: true, maxSubscriptions: true,
  maxData: true, maxPayload: true,
};
const ACCESS_KEYS: { [P in Provider]: object } = { aws: AWS_KEYS, gcp: GCP_KEYS, azure: AZURE_KEYS, ngs: NGS_KEYS };
const ACCESS_STRUCT: { [P in Provider]: string } = { aws: 'AwsCloudAccessOptions', gcp: 'GcpCloudAccessOptions', azure: 'AzureCloudAccessOptions', ngs: 'NgsCloudAccessOptions' };
const SUBJECTS: KeysOf<NgsSubjects> = { allow: true, deny: true };

class Access extends CloudAccess {
  public constructor(private readonly provider: Provider, private readonly options: CloudAccessOptions) {
    super();
  }

  public _bind(
    scope: Construct,
    prop: string,
  ): { readonly provider: string; readonly config: Partial<IdentityConfig> } {
    const provider = this.provider;
    checkProps(scope, prop, this.options, ACCESS_KEYS[provider] as KeysOf<CloudAccessOptions>, ACCESS_STRUCT[provider]);
    const cloudAccountLink = cloudAccountLinkOf(scope, `${prop}.cloudAccount`, this.options.cloudAccount, provider);
    if (provider === 'aws') {
      const options = this.options as AwsCloudAccessOptions;
      const policyRefs = strings(scope, `${prop}.policyRefs`, options.policyRefs, 'aws_access_policy.policy_refs', 'policy names');
      checkLikeArgument(scope, 'cpln_identity', 'aws_access_policy.role_name', `${prop}.roleName`, options.roleName);
      if (options.trustPolicy !== undefined && !(options.trustPolicy instanceof AwsTrustPolicy)) throw propError(scope, `${prop}.trustPolicy`, 'is not an AwsTrustPolicy; give AwsTrustPolicy.fromJson(document)');
      const trustPolicy = options.trustPolicy?._bind(scope, `${prop}.trustPolicy`);
      return { provider, config: { awsAccessPolicy: {
        cloudAccountLink,
        policyRefs,
        roleName: options.roleName,
        trustPolicy: trustPolicy === undefined ? undefined : [trustPolicy],
      } } };
    }
    if (provider === 'gcp') {
      const options = this.options as GcpCloudAccessOptions;
      checkLikeArgument(scope, 'cpln_identity', 'gcp_access_policy.service_account', `${prop}.serviceAccount`, options.serviceAccount);
      const scopes = checkList(scope, `${prop}.scopes`, options.scopes, 'scope URLs');
      const binding = roleBlocks(scope, prop, options.projectRoles, 'projectRoles', options.resourceRoles, 'resourceRoles').map(([resource, roles]) => ({ resource, roles }));
      return {
        provider,
        config: {
          gcpAccessPolicy: {
            cloudAccountLink, serviceAccount: options.serviceAccount,
            binding: binding.length === 0 ? undefined : binding,
            // The provider takes the scopes as one comma-delimited string.
            scopes: scopes === undefined ? undefined : Token.isUnresolved(scopes) ? Fn.join(',', scopes) : scopes.join(','),
          },
        },
      };
    }
    if (provider === 'azure') {
      const options = this.options as AzureCloudAccessOptions;
      const roleAssignment = roleBlocks(scope, prop, options.subscriptionRoles, 'subscriptionRoles', options.scopeRoles, 'scopeRoles').map(([at, roles]) => ({ scope: at, roles }));
      return { provider, config: { azureAccessPolicy: {
        cloudAccountLink,
        roleAssignment: roleAssignment.length === 0 ? undefined : roleAssignment,
      } } };
    }
    const options = this.options as NgsCloudAccessOptions;
    const subjects = (name: 'publish' | 'subscribe'): IdentityNgsAccessPolicyPub | undefined => {
      const value = checkOptionalProps(scope, `${prop}.${name}`, options[name], SUBJECTS, 'NgsSubjects');
      return value === undefined ? undefined : { allow: checkList(scope, `${prop}.${name}.allow`, value.allow, 'subjects'), deny: checkList(scope, `${prop}.${name}.deny`, value.deny, 'subjects') };
    };
    const number = (name: 'maxResponses' | 'maxSubscriptions' | 'maxData' | 'maxPayload') => (options[name] === undefined ? undefined : checkNumber(scope, `${prop}.${name}`, options[name]));
    const maxResponses = number('maxResponses');
    const responseTtl = options.responseTtl === undefined ? undefined : checkString(scope, `${prop}.responseTtl`, options.responseTtl);
    return {
      provider,
      config: {
        ngsAccessPolicy: {
          cloudAccountLink, pub: subjects('publish'), sub: subjects('subscribe'),
          resp: maxResponses === undefined && responseTtl === undefined ? undefined : {
            max: maxResponses,
            ttl: responseTtl,
          },
          subs: number('maxSubscriptions'), data: number('maxData'), payload: number('maxPayload'),
        },
      },
    };
  }
}

/** A list of strings, each checked like the argument it becomes. */
function strings(
  scope: Construct,
  prop: string,
  value: string[] | undefined,
  path: string,
  what: string,
): string[] | undefined {
  const list = checkList(scope, prop, value, what);
  if (list !== undefined && !Token.isUnresolved(list)) list.forEach((item, i) => checkLikeArgument(scope, 'cpln_identity', path, `${prop}[${i}]`, checkString(scope, `${prop}[${i}]`, item)));
  return list;
}

/** Role blocks: the roles on the account's whole scope (no resource), then the roles by resource or scope. */
function roleBlocks(
  scope: Construct,
  prop: string,
  whole: string[] | undefined,
  wholeProp: string,
  byKey: { [key: string]: string[] } | undefined,
  byKeyProp: string,
): Array<[string | undefined, string[]]> {
  const blocks: Array<[string | undefined, string[]]> = [];
  const roles = checkList(scope, `${prop}.${wholeProp}`, whole, 'roles');
  if (roles !== undefined) blocks.push([undefined, roles]);
  if (byKey === undefined) return blocks;
  if (typeof byKey !== 'object' || byKey === null || Array.isArray(byKey) || Token.isUnresolved(byKey)) {
    throw propError(scope, `${prop}.${byKeyProp}`, `${Token.isUnresolved(byKey) ? 'a map from a reference' : show(byKey)} is not a map written in the app; give { "<resource>": ["<role>", ...] } (references pass through as its keys and roles)`);
  }
  for (const [key, list] of Object.entries(byKey)) blocks.push([key, checkList(scope, `${prop}.${byKeyProp}.${key}`, list, 'roles') ?? []]);
  return blocks;
}

/** The link of a cloud account given by name, link or L1, checking an L1 is of the provider of the access. */
function cloudAccountLinkOf(scope: Construct, prop: string, value: string | CloudAccount, provider: Provider): string {
  if (value instanceof CloudAccount) {
    const inputs: { [P in Provider]: unknown } = {
      aws: value.awsInput,
      gcp: value.gcpInput,
      azure: value.azureInput,
      ngs: value.ngsInput,
    };
    const its = (Object.keys(inputs) as Provider[]).find((p) => inputs[p] !== undefined);
    if (its !== undefined && its !== provider) {
      refuse(scope, 'cpln/identity-cloud-account-provider', prop, `cloud account ${show(value.node.path)} is a cloud account of ${PROVIDER_NAMES[its]}; allowed: a cloud account of ${PROVIDER_NAMES[provider]}, the provider of this access`);
    }
    return value.selfLink;
  }
  if (typeof value !== 'string') throw propError(scope, prop, `${value === undefined ? 'missing' : 'is not a cloud account'}; give its name, its link ("//cloudaccount/<name>") or a cpln.cloudAccount.CloudAccount`);
  if (Token.isUnresolved(value)) return value;
  if (!value.includes('/')) {
    checkLikeArgument(scope, 'cpln_cloud_account', 'name', prop, value);
    return `//cloudaccount/${value}`;
  }
  if (!/^(\/org\/[^/]+|\/)\/cloudaccount\/[^/]+$/.test(value)) {
    refuse(scope, 'cpln/cloud-account-link', prop, `${show(value)} is not a cloud account name or link; allowed: a name, /org/<org>/cloudaccount/<name> or //cloudaccount/<name>`);
  }
  return value;
}

/**
 * A private endpoint a native network resource reaches: one AWS PrivateLink or GCP Private Service Connect endpoint,
 * set up with Control Plane support.
 */
export abstract class NativeNetworkEndpoint {
  /** An AWS PrivateLink endpoint service (`com.amazonaws.vpce.<region>.vpce-svc-<id>`). */
  public static awsPrivateLink(endpointServiceName: string): NativeNetworkEndpoint {
    return new Endpoint({ awsPrivateLink: { endpointServiceName } }, endpointServiceName);
  }

  /**
   * A GCP Private Service Connect service attachment (`projects/<project>/regions/<region>/serviceAttachments/<name>`).
   */
  public static gcpServiceConnect(targetService: string): NativeNetworkEndpoint {
    return new Endpoint({ gcpServiceConnect: { targetService } }, targetService);
  }

  /** @internal the endpoint block of the native network resource */
  public abstract _bind(scope: Construct, prop: string): Partial<IdentityNativeNetworkResource>;
}

class Endpoint extends NativeNetworkEndpoint {
  public constructor(private readonly block: Partial<IdentityNativeNetworkResource>, private readonly value: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): Partial<IdentityNativeNetworkResource> {
    checkString(scope, prop, this.value);
    return this.block;
  }
}

/** A host of a private network the identity's workloads reach through an agent (a wormhole) running in that network. */
export interface NetworkResourceOptions {
  /** The resource's name: the host name workloads connect to (unique among the identity's network resources). */
  readonly name: string;
  /** The ports opened to the resource, 1 to 10. */
  readonly ports: number[];
  /**
   * The resource's domain name in the private network (use it to connect to a TLS endpoint). Exactly one of `fqdn` and
   * `ips`.
   * @default - none
   */
  readonly fqdn?: string;
  /**
   * The resource's IPv4 addresses in the private network, 1 to 5.
   * @default - none
   */
  readonly ips?: string[];
  /**
   * The IPv4 address of the DNS resolver the agent resolves `fqdn` with.
   * @default - the agent's
   */
  readonly resolverIp?: string;
  /**
   * The agent that tunnels the traffic: its name, its link (`//agent/<name>`, `/org/<org>/agent/<name>`), or a
   * `cpln.agent.Agent` of this app.
   * @default - none
   */
  readonly agent?: string | Agent;
}

/** A cloud service the identity's workloads reach privately over AWS PrivateLink or GCP Private Service Connect. */
export interface NativeNetworkResourceOptions {
  /**
   * The resource's name: the host name workloads connect to (unique among the identity's network resources, never its
   * `fqdn`).
   */
  readonly name: string;
  /** The ports opened to the resource, 1 to 10. */
  readonly ports: number[];
  /**
   * The endpoint: `NativeNetworkEndpoint.awsPrivateLink(serviceName)` or
   * `NativeNetworkEndpoint.gcpServiceConnect(attachment)`.
   */
  readonly endpoint: NativeNetworkEndpoint;
  /**
   * The resource's domain name (use it to connect to a TLS endpoint: its certificate names it).
   * @default - none
   */
  readonly fqdn?: string;
}

const NETWORK: KeysOf<NetworkResourceOptions> = {
  name: true,
  ports: true,
  fqdn: true,
  ips: true,
  resolverIp: true,
  agent: true,
};
const NATIVE: KeysOf<NativeNetworkResourceOptions> = { name: true, ports: true, endpoint: true, fqdn: true };

/** Props of a `CplnIdentity`. */
export interface CplnIdentityProps {
  /**
   * The GVC of the identity: a `CplnGvc`, or a `GvcRef`. Identities are GVC-scoped: a workload runs as an identity of
   * its own GVC. Changing it replaces the identity.
   */
  readonly gvc: CplnGvc | GvcRef;
  /**
   * The identity's name: 3 to 63 lower-case letters, digits and dashes, unique in its GVC. Changing it replaces the
   * identity.
   * @default - the construct id in lower case (`Api` gives `api`)
   */
  readonly identityName?: string;
  /**
   * Access to clouds, one per provider: `CloudAccess.aws({...})`, `CloudAccess.gcp({...})`, `CloudAccess.azure({...})`,
   * `CloudAccess.ngs({...})`; also `addCloudAccess(access)`.
   * @default - none
   */
  readonly cloudAccess?: CloudAccess[];
  /**
   * The identity's description.
   * @default - the identity's name (the provider's default)
   */
  readonly description?: string;
  /**
   * The identity's tags, also given to the policies its grants write.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

const PROPS: KeysOf<CplnIdentityProps> = {
  gvc: true,
  identityName: true,
  cloudAccess: true,
  description: true,
  tags: true,
};

/**
 * A Control Plane identity (`cpln_identity`, id `Resource`): what a workload runs as. It reaches clouds without keys
 * (`CloudAccess`), private networks through agents (`addNetworkResource`) and cloud services over private endpoints
 * (`addNativeNetworkResource`), and is granted permissions as a principal: `secret.grantReveal(identity)`.
 */
export class CplnIdentity extends Construct implements ICplnIdentity, IGrantable {
  /** The identity (`cpln_identity`). */
  public readonly resource: IdentityResource;
  /** @internal the GVC construct of the identity, when it is one of this app */
  public readonly _gvcResource?: GvcResource;
  private readonly grants: ResourceGrants;
  private readonly providers = new Set<string>();
  private readonly networkResources: IdentityNetworkResource[] = [];
  private readonly nativeNetworkResources: IdentityNativeNetworkResource[] = [];
  private readonly tags: { [key: string]: string } | undefined;
  private link?: string;

  public constructor(scope: Construct, id: string, props: CplnIdentityProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'CplnIdentityProps');
      const gvc = GvcRef._of(this, 'gvc', props.gvc)._bind(this, 'gvc');
      const name = props.identityName === undefined ? nameFromId(id) : checkString(this, 'identityName', props.identityName);
      checkLikeArgument(this, 'cpln_identity', 'name', 'identityName', name);
      checkLikeArgument(this, 'cpln_identity', 'description', 'description', props.description);
      this._gvcResource = gvc.resource;
      this.tags = props.tags;
      this.resource = new IdentityResource(this, 'Resource', { gvc: gvc.name, name, description: props.description, tags: props.tags });
      this.grants = new ResourceGrants(this, { kind: 'identity', link: () => this.resource.selfLink, name: () => name, gvc: () => gvc.resource?.nameInput ?? gvc.name, tags: () => this.tags });
      for (const [i, access] of (checkList(this, 'cloudAccess', props.cloudAccess, 'CloudAccess choices') ?? []).entries()) this.cloudAccess(`cloudAccess[${i}]`, access);
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The identity's name (a Terraform reference). */
  public get identityName(): string {
    return this.resource.name;
  }

  /**
   * The identity's link (`/org/<org>/gvc/<gvc>/identity/<name>`, a Terraform reference). The same text each time it
   * is read, so a grant that reaches the identity twice (given to it, and to a workload running as it) names it once.
   */
  public get identityLink(): string {
    this.link ??= this.resource.selfLink;
    return this.link;
  }

  /** The identity as a policy's principal: its link. */
  public get grantPrincipalLink(): string {
    return this.identityLink;
  }

  /** Adds access to a cloud (one per provider). */
  public addCloudAccess(access: CloudAccess): void {
    checkingProps(this, () => this.cloudAccess('addCloudAccess.access', access));
  }

  /** Adds a host of a private network the identity's workloads reach through an agent. */
  public addNetworkResource(options: NetworkResourceOptions): void {
    checkingProps(this, () => {
      const prop = 'addNetworkResource';
      checkProps(this, prop, options, NETWORK, 'NetworkResourceOptions');
      const ips = checkList(this, `${prop}.ips`, options.ips, 'IPv4 addresses');
      if (ips !== undefined && !Token.isUnresolved(ips)) ips.forEach((ip, i) => checkLikeArgument(this, 'cpln_identity', 'network_resource.ips', `${prop}.ips[${i}]`, checkString(this, `${prop}.ips[${i}]`, ip)));
      checkLikeArgument(this, 'cpln_identity', 'network_resource.resolver_ip', `${prop}.resolverIp`, options.resolverIp);
      this.networkResources.push({
        name: checkString(this, `${prop}.name`, options.name),
        ports: this.ports(`${prop}.ports`, options.ports, 'network_resource.ports'),
        fqdn: options.fqdn === undefined ? undefined : checkString(this, `${prop}.fqdn`, options.fqdn),
        ips,
        resolverIp: options.resolverIp,
        agentLink: options.agent === undefined ? undefined : agentLinkOf(this, `${prop}.agent`, options.agent),
      });
      this.resource.putNetworkResource([...this.networkResources]);
    });
  }

  /**
   * Adds a cloud service the identity's workloads reach over AWS PrivateLink or GCP Private Service Connect. The
   * platform skips a resource whose endpoint Control Plane support has not connected yet, without an error.
   */
  public addNativeNetworkResource(options: NativeNetworkResourceOptions): void {
    checkingProps(this, () => {
      const prop = 'addNativeNetworkResource';
      checkProps(this, prop, options, NATIVE, 'NativeNetworkResourceOptions');
      if (!(options.endpoint instanceof NativeNetworkEndpoint)) {
        throw propError(this, `${prop}.endpoint`, `${options.endpoint === undefined ? 'missing' : 'is not a NativeNetworkEndpoint'}; give NativeNetworkEndpoint.awsPrivateLink(serviceName) or NativeNetworkEndpoint.gcpServiceConnect(attachment)`);
      }
      this.nativeNetworkResources.push({
        name: checkString(this, `${prop}.name`, options.name),
        ports: this.ports(`${prop}.ports`, options.ports, 'native_network_resource.ports'),
        fqdn: options.fqdn === undefined ? undefined : checkString(this, `${prop}.fqdn`, options.fqdn),
        ...options.endpoint._bind(this, `${prop}.endpoint`),
      });
      this.resource.putNativeNetworkResource([...this.nativeNetworkResources]);
    });
  }

  /**
   * Grants `use` on the identity (to run workloads as it) to a group, service account, user or identity, in one
   * policy named `<gvc>-<identity>-use` that later grants add their principals to.
   */
  public grantUse(grantee: IGrantable, options?: GrantOptions): Grant {
    return this.grant(grantee, ['use'], options);
  }

  /**
   * Grants permissions on the identity (`use`, `view`, `edit`, `delete`, `manage`, `create`: the platform's
   * permissions of an identity), in one policy per set of permissions.
   */
  public grant(grantee: IGrantable, permissions: string[], options?: GrantOptions): Grant {
    return this.grants.grant('grant', grantee, permissions, options);
  }

  /** @internal the identity as a reference, for constructs that take `CplnIdentity | IdentityRef` */
  public _identityRef(): IdentityRef {
    return new IdentityL2Ref(this);
  }

  private cloudAccess(prop: string, access: CloudAccess): void {
    if (!(access instanceof CloudAccess)) throw propError(this, prop, 'is not a CloudAccess; give CloudAccess.aws({...}), CloudAccess.gcp({...}), CloudAccess.azure({...}) or CloudAccess.ngs({...})');
    const { provider, config } = access._bind(this, prop);
    if (this.providers.has(provider)) {
      // Switched off, the later access takes the place of the earlier (the identity holds one of each).
      refuse(this, 'cpln/identity-cloud-access-per-provider', prop, `a second ${PROVIDER_NAMES[provider as Provider]} access; allowed: one access per provider on an identity (one AWS, one GCP, one Azure, one NGS)`);
    }
    this.providers.add(provider);
    if (config.awsAccessPolicy !== undefined) this.resource.putAwsAccessPolicy(config.awsAccessPolicy);
    if (config.gcpAccessPolicy !== undefined) this.resource.putGcpAccessPolicy(config.gcpAccessPolicy);
    if (config.azureAccessPolicy !== undefined) this.resource.putAzureAccessPolicy(config.azureAccessPolicy);
    if (config.ngsAccessPolicy !== undefined) this.resource.putNgsAccessPolicy(config.ngsAccessPolicy);
  }

  private ports(prop: string, value: number[], path: string): number[] {
    if (value === undefined) throw propError(this, prop, 'missing; give the ports opened to the resource');
    const ports = checkList(this, prop, value, 'port numbers')!;
    if (!Token.isUnresolved(ports)) ports.forEach((port, i) => checkLikeArgument(this, 'cpln_identity', path, `${prop}[${i}]`, checkNumber(this, `${prop}[${i}]`, port)));
    return ports;
  }
}

/** The link of an agent given by name, link or L1. */
function agentLinkOf(scope: Construct, prop: string, value: string | Agent): string {
  if (value instanceof Agent) return value.selfLink;
  if (typeof value !== 'string') throw propError(scope, prop, 'is not an agent; give its name, its link ("//agent/<name>") or a cpln.agent.Agent');
  if (Token.isUnresolved(value)) return value;
  if (!value.includes('/')) {
    checkLikeArgument(scope, 'cpln_agent', 'name', prop, value);
    return `//agent/${value}`;
  }
  if (!/^(\/org\/[^/]+|\/)\/agent\/[^/]+$/.test(value)) refuse(scope, 'cpln/agent-link', prop, `${show(value)} is not an agent name or link; allowed: a name, /org/<org>/agent/<name> or //agent/<name>`);
  return value;
}

/** A `CplnIdentity` as an IdentityRef. */
class IdentityL2Ref extends IdentityRef {
  public constructor(private readonly identity: CplnIdentity) {
    super();
  }

  public _link(): string {
    return this.identity.identityLink;
  }

  public _linkIn(_scope: Construct, _prop: string, gvc: GvcResource): string {
    if (this.identity._gvcResource !== gvc) return this.identity.identityLink;
    // The identity names the GVC by reference: a reference back to the identity would be a cycle. Names as given.
    return `//gvc/${gvc.nameInput}/identity/${this.identity.resource.nameInput}`;
  }
}
