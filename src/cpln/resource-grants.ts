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

  /** Grants `permissions` to `grantee`; the grant's policy is named and tagged by `options` the first time. */
  public grant(method: string, grantee: IGrantable, permissions: string[], options: GrantOptions | undefined): Grant {
    const principal = principalOf(this.scope, method, grantee);
    checkOptionalProps(this.scope, `${method}.options`, options, OPTIONS, 'GrantOptions');
    const perms = [...(checkList(this.scope, `${method}.permissions`, permissions, 'permission names') ?? [])].sort();
    const key = perms.join('-');
    let grant = this.grants.get(key);
    if (grant === undefined) {
      // A resource of a GVC is named within its GVC and policies across the org: its policy's name starts with the
      // GVC's.
      const gvc = this.target.gvc?.();
      const parts = [...(gvc === undefined ? [] : [gvc]), this.target.name()];
      const unresolved = parts.some((part) => Token.isUnresolved(part));
      // A policy's name holds lower-case letters, digits and dashes: `configureLoadBalancer` and
      // `exec.createVolumeSnapshot` are written `configureloadbalancer`, `exec-createvolumesnapshot`.
      const suffix = key.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      const name = options?.policyName === undefined ? unresolved ? Fn.join('-', [...parts, suffix]) : [...parts, suffix].join('-') : checkString(this.scope, `${method}.options.policyName`, options.policyName);
      grant = Grant._write(this.scope, `Grant-${key}`, {
        targetKind: this.target.kind,
        targetLink: this.target.link(),
        gvc,
        permissions: perms,
        name,
        description: options?.description ?? `${perms.join(', ')} on ${this.target.kind} ${unresolved ? this.scope.node.path : parts.join('/')}`,
        tags: options?.tags ?? this.target.tags(),
      });
      this.grants.set(key, grant);
    } else if (options !== undefined) {
      throw propError(this.scope, `${method}.options`, `the policy of ${show(key)} on this ${this.target.kind} exists already (${show(grant.policy.node.path)}); give its options with the first grant of these permissions`);
    }
    grant._add(principal);
    return grant;
  }
}

/** The principal link of a grantee, refusing what is not one. */
function principalOf(scope: IConstruct, method: string, grantee: IGrantable): string {
  const link = (grantee as { grantPrincipalLink?: unknown } | undefined)?.grantPrincipalLink;
  if (typeof link !== 'string') throw propError(scope, `${method}.grantee`, 'is not a grantee; give a Workload, an Identity, or Grantee.group(name), Grantee.serviceAccount(name), Grantee.user(email)');
  return link;
}
