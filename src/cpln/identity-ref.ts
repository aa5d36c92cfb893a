import { Token } from '../framework';
import { Construct } from 'constructs';
import { Identity } from '../gen/cpln/identity';
import { propError, refuse, show } from '../prop-error';

/**
 * A Control Plane identity a workload runs as: one of this app (`fromIdentity`), or an existing one by link
 * (`fromLink`). The grants of a `WorkloadWithDomain` bind their permissions to it.
 */
export abstract class IdentityRef {
  /** An identity construct of this app; its link is a Terraform reference. */
  public static fromIdentity(identity: Identity): IdentityRef {
    return new IdentityConstructRef(identity);
  }

  /** An existing identity, by link (`/org/<org>/gvc/<gvc>/identity/<name>`). */
  public static fromLink(link: string): IdentityRef {
    return new IdentityLinkRef(link);
  }

  /** @internal the identity's link */
  public abstract _link(scope: Construct, prop: string): string;
}

class IdentityConstructRef extends IdentityRef {
  public constructor(private readonly identity: Identity) {
    super();
  }

  public _link(scope: Construct, prop: string): string {
    if (!(this.identity instanceof Identity)) throw propError(scope, prop, 'IdentityRef.fromIdentity(...) takes a cpln.identity.Identity construct');
    return this.identity.selfLink;
  }
}

class IdentityLinkRef extends IdentityRef {
  public constructor(private readonly link: string) {
    super();
  }

  public _link(scope: Construct, prop: string): string {
    if (typeof this.link !== 'string') throw propError(scope, prop, `IdentityRef.fromLink(${show(this.link)}): the link is not a string`);
    if (!Token.isUnresolved(this.link) && !/^\/org\/[^/]+\/gvc\/[^/]+\/identity\/[^/]+$/.test(this.link)) {
      refuse(scope, 'cpln/identity-link', prop, `${show(this.link)} is not an identity link; allowed: /org/<org>/gvc/<gvc>/identity/<name>`);
    }
    return this.link;
  }
}
