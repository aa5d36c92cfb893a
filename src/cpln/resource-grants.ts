import { Construct, IConstruct } from 'constructs';
import { Fn, Token } from '../framework';
import { propError, show } from '../prop-error';
import { checkList, checkOptionalProps, checkString, KeysOf } from '../props';
import { Grant, GrantOptions, IGrantable } from './grant';

const OPTIONS: KeysOf<GrantOptions> = { policyName: true, description: true, tags: true };

/**
 * The grants written on one resource, one policy per set of permissions (`Secret.grantReveal`, `Identity.grantUse`,
 * ...): the first grant of a set writes its policy, later ones add their principal to it.
 */
export class ResourceGrants {
  private readonly grants = new Map<string, Grant>();
  /** The sets of permissions whose policy was given options. */
  private readonly optioned = new Set<string>();

  public constructor(
    private readonly scope: Construct,
    private readonly target: {
      readonly kind: string;
      readonly link: () => string;
      readonly name: () => string;
      readonly gvc?: () => string | undefined;
      readonly tags: () => { [key: string]: string } | undefined;
    },
  ) {}

  /**
   * Grants `permissions` to `grantee`. The grant's policy is named, described and tagged by `options`, given with
   * any one grant of these permissions: a workload's own grant of a secret it reads (no options) may come first.
   */
  public grant(method: string, grantee: IGrantable, permissions: string[], options: GrantOptions | undefined): Grant {
    const principal = principalOf(this.scope, method, grantee);
    checkOptionalProps(this.scope, `${method}.options`, options, OPTIONS, 'GrantOptions');
    const perms = [...(checkList(this.scope, `${method}.permissions`, permissions, 'permission names') ?? [])].sort();
    const key = perms.join('-');
    let grant = this.grants.get(key);
    if (grant === undefined) {
      grant = Grant._write(this.scope, `Grant-${key}`, {
        targetKind: this.target.kind,
        targetLink: this.target.link(),
        gvc: this.target.gvc?.(),
        permissions: perms,
        ...this.named(method, perms, options),
      });
      this.grants.set(key, grant);
    } else if (options !== undefined) {
      if (this.optioned.has(key)) {
        throw propError(this.scope, `${method}.options`, `the policy of ${show(key)} on this ${this.target.kind} (${show(grant.policy.node.path)}) was given its name, description and tags by an earlier grant; give them once`);
      }
      const { name, description, tags } = this.named(method, perms, options);
      grant.policy.name = name;
      grant.policy.description = description;
      if (tags !== undefined) grant.policy.tags = tags;
    }
    if (options !== undefined) this.optioned.add(key);
    grant._add(principal);
    return grant;
  }

  /**
   * The name, description and tags of the policy of a set of permissions: from the options, or made from the
   * resource's.
   */
  private named(
    method: string,
    perms: string[],
    options: GrantOptions | undefined,
  ): { name: string; description: string; tags?: { [key: string]: string } } {
    // A resource of a GVC is named within its GVC and policies across the org: its policy's name starts with the GVC's.
    const gvc = this.target.gvc?.();
    const parts = [...(gvc === undefined ? [] : [gvc]), this.target.name()];
    const unresolved = parts.some((part) => Token.isUnresolved(part));
    // A policy's name holds lower-case letters, digits and dashes: `configureLoadBalancer` and
    // `exec.createVolumeSnapshot` are written `configureloadbalancer`, `exec-createvolumesnapshot`.
    const suffix = perms.join('-').toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const made = unresolved ? Fn.join('-', [...parts, suffix]) : [...parts, suffix].join('-');
    return {
      name: options?.policyName === undefined ? made : checkString(this.scope, `${method}.options.policyName`, options.policyName),
      description: options?.description ?? `${perms.join(', ')} on ${this.target.kind} ${unresolved ? this.scope.node.path : parts.join('/')}`,
      tags: options?.tags ?? this.target.tags(),
    };
  }
}

/** The principal link of a grantee, refusing what is not one. */
function principalOf(scope: IConstruct, method: string, grantee: IGrantable): string {
  const link = (grantee as { grantPrincipalLink?: unknown } | undefined)?.grantPrincipalLink;
  if (typeof link !== 'string') throw propError(scope, `${method}.grantee`, 'is not a grantee; give a Workload, an Identity, or Grantee.group(name), Grantee.serviceAccount(name), Grantee.user(email)');
  return link;
}
