import { Fn, Token } from '../framework';
import { Construct } from 'constructs';
import { Secret } from '../gen/cpln/secret';
import { propError, refuse, show } from '../prop-error';

/** What a construct needs of a secret: its link and name, and the construct when it is one of this app. */
type BoundSecret = { readonly link: string; readonly name: string; readonly secret?: Secret; readonly key: string };

/**
 * A Control Plane secret: one of this app (`fromSecret`), or an existing one by link (`fromLink`). A domain
 * takes one holding a certificate; `WorkloadSecret.fromSecret(ref)` puts one into a workload's environment.
 */
export abstract class SecretRef {
  /** A secret construct of this app; its link and name are Terraform references. */
  public static fromSecret(secret: Secret): SecretRef {
    return new SecretConstructRef(secret);
  }

  /** An existing secret, by link (`/org/<org>/secret/<name>`). */
  public static fromLink(link: string): SecretRef {
    return new SecretLinkRef(link);
  }

  /** @internal the secret's link and name */
  public abstract _bind(scope: Construct, prop: string): BoundSecret;

  /** @internal the secret's link, after checking it can hold a certificate */
  public _certificateLink(scope: Construct, prop: string): string {
    const bound = this._bind(scope, prop);
    if (bound.secret && bound.secret.keypairInput === undefined && bound.secret.tlsInput === undefined) {
      refuse(scope, 'cpln/domain-certificate-secret', prop, `secret ${show(bound.secret.node.path)} holds no certificate; a certificate needs a keypair or TLS secret (props \`keypair\` or \`tls\`)`);
    }
    return bound.link;
  }
}

class SecretConstructRef extends SecretRef {
  public constructor(private readonly secret: Secret) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundSecret {
    const secret = this.secret;
    if (!(secret instanceof Secret)) throw propError(scope, prop, 'SecretRef.fromSecret(...) takes a cpln.secret.Secret construct');
    return { link: secret.selfLink, name: secret.name, secret, key: secret.node.path };
  }
}

class SecretLinkRef extends SecretRef {
  public constructor(private readonly link: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundSecret {
    if (typeof this.link !== 'string') throw propError(scope, prop, `SecretRef.fromLink(${show(this.link)}): the link is not a string`);
    if (Token.isUnresolved(this.link)) return { link: this.link, name: Fn.element(Fn.split('/', this.link), 4), key: this.link };
    const name = /^\/org\/[^/]+\/secret\/([^/]+)$/.exec(this.link)?.[1];
    if (name === undefined) refuse(scope, 'cpln/secret-link', prop, `${show(this.link)} is not a secret link; allowed: /org/<org>/secret/<name>`);
    // Switched off, the link is taken as given, its name the last segment.
    return { link: this.link, name: name ?? this.link.split('/').pop()!, key: this.link };
  }
}
