import { Construct } from 'constructs';
import { dependable, ITerraformDependable, Lazy } from '../framework';
import { Policy } from '../gen/cpln/policy';

/**
 * A principal that can be granted permissions (the aws-cdk `IGrantable`): a `Workload` (its identity), a
 * `CplnIdentity`, or a group, service account or user (`Grantee.group('ops')`).
 */
export interface IGrantable {
  /**
   * The principal as a policy binding names it (`/org/<org>/gvc/<gvc>/identity/<name>`, `group/<name>`: the provider
   * puts `/org/<org>/` before a relative one).
   */
  readonly grantPrincipalLink: string;
}

/** A group, service account, user or identity named by link or name, as a principal of a grant. */
export class Grantee implements IGrantable {
  /** A group of the org, by name (`ops`). */
  public static group(name: string): Grantee {
    return new Grantee(`group/${name}`);
  }

  /** A service account of the org, by name (`ci-deployer`). */
  public static serviceAccount(name: string): Grantee {
    return new Grantee(`serviceaccount/${name}`);
  }

  /** A user of the org, by email (`jane@example.com`). */
  public static user(email: string): Grantee {
    return new Grantee(`user/${email}`);
  }

  /** A principal by its full link (`/org/<org>/gvc/<gvc>/identity/<name>`, `/org/<org>/group/<name>`). */
  public static fromLink(link: string): Grantee {
    return new Grantee(link);
  }

  private constructor(public readonly grantPrincipalLink: string) {}
}

/** What a grant's policy holds besides its principals. */
interface PolicyProps {
  readonly targetKind: string;
  readonly targetLink: string;
  readonly gvc?: string;
  readonly permissions: string[];
  readonly name: string;
  readonly description: string;
  readonly tags?: { [key: string]: string };
}

/**
 * Settings of the policy a grant writes, given with one grant of its permissions on the resource (the first or a later
 * one: a workload reading a secret grants itself `reveal` without them).
 */
export interface GrantOptions {
  /**
   * The policy's name (at most 64 characters; policies are named across the org).
   * @default - `<resource name>-<permissions>` (`db-reveal`); `<gvc>-<resource name>-<permissions>` for an identity or
   * a volume set, which are named within their GVC (`shop-api-use`)
   */
  readonly policyName?: string;
  /**
   * The policy's description.
   * @default - what it grants on which resource
   */
  readonly description?: string;
  /**
   * The policy's tags.
   * @default - the resource's tags
   */
  readonly tags?: { [key: string]: string };
}

/**
 * Permissions granted on a resource to principals: the `cpln_policy` that holds them. Grants of the same
 * permissions on the same resource share one policy and add their principals to it (an update in place on the
 * next plan). `applyBefore` makes constructs wait for the policy, as a workload waits to reveal its secrets.
 */
export class Grant {
  /** The policy (`cpln_policy`) the grant is written in. */
  public readonly policy: Policy;
  private readonly principals: string[] = [];

  /** @internal a grant written into a new policy (`ResourceGrants`) */
  public static _write(scope: Construct, id: string, props: PolicyProps): Grant {
    return new Grant(scope, id, props);
  }

  private constructor(scope: Construct, id: string, props: PolicyProps) {
    const principals = this.principals;
    this.policy = new Policy(scope, id, {
      name: props.name,
      description: props.description,
      tags: props.tags,
      targetKind: props.targetKind,
      gvc: props.gvc,
      targetLinks: [props.targetLink],
      // Sorted: the order grants are added in (or a map's order) never reaches the output.
      binding: [
        { permissions: props.permissions, principalLinks: Lazy.listValue({ produce: () => sorted(principals) }) },
      ],
    });
  }

  /** The principals the policy binds, so far. */
  public get principalLinks(): string[] {
    return [...this.principals];
  }

  /**
   * Makes constructs (resources, modules) wait until the grant exists, as a workload waits for the permission to reveal
   * its secrets.
   */
  public applyBefore(...constructs: ITerraformDependable[]): void {
    for (const construct of constructs) {
      const target = construct as unknown as { dependsOn?: string[] };
      target.dependsOn = [...new Set([...(target.dependsOn ?? []), dependable(this.policy)])];
    }
  }

  /** @internal */
  public _add(principal: string): void {
    if (!this.principals.includes(principal)) this.principals.push(principal);
  }
}

/** The principals sorted by their text (a reference's text is stable, and sorts before a literal link). */
function sorted(principals: readonly string[]): string[] {
  return [...principals].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

