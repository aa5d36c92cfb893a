import { Construct, IConstruct } from 'constructs';
import { Token } from '../framework';
import type { Gvc } from '../gen/cpln/gvc';
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

  /** @internal an identity given as a `CplnIdentity` or an IdentityRef, as an IdentityRef; anything else is refused */
  public static _of(scope: Construct, prop: string, value: ICplnIdentity | IdentityRef): IdentityRef {
    if (value instanceof IdentityRef) return value;
    // A CplnIdentity makes its own reference (this module cannot import it: it imports the GVC, which imports this).
    const own = (value as { _identityRef?: unknown } | undefined)?._identityRef;
    if (typeof own === 'function') return own.call(value) as IdentityRef;
    const hint = (value as unknown) instanceof Identity ? 'IdentityRef.fromIdentity(identity)' : typeof value === 'string' ? `IdentityRef.fromLink(${show(value)})` : 'a CplnIdentity, IdentityRef.fromIdentity(identity) or IdentityRef.fromLink("/org/<org>/gvc/<gvc>/identity/<name>")';
    throw propError(scope, prop, `${value === undefined ? 'missing' : 'is not an identity'}; give ${hint}`);
  }

  /** @internal the identity's link */
  public abstract _link(scope: Construct, prop: string): string;

  /**
   * @internal the identity's link as a setting of GVC `gvc` names it: an identity of that GVC created by this app is
   * named by its GVC and name (`//gvc/<gvc>/identity/<name>`), since a reference to its self link would make the GVC
   * wait for an identity that waits for the GVC
   */
  public _linkIn(scope: Construct, prop: string, _gvc: Gvc): string {
    return this._link(scope, prop);
  }
}

/**
 * An identity construct of this app: a `CplnIdentity`. A GVC's KEDA takes one where it takes an IdentityRef (the
 * interface lets the GVC construct name the identity construct, which names its GVC, without the two importing each
 * other).
 */
export interface ICplnIdentity extends IConstruct {
  /** The identity's link (`/org/<org>/gvc/<gvc>/identity/<name>`, a Terraform reference). */
  readonly identityLink: string;
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
