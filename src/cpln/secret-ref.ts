import { Token } from 'cdktf';
import { Construct } from 'constructs';
import { Secret } from '../gen/cpln/secret';
import { propError, show } from '../prop-error';

/** A Control Plane secret holding a certificate: one of this app (`fromSecret`), or an existing one by link (`fromLink`). */
export abstract class SecretRef {
  /** A keypair or TLS secret construct of this app; its link is a Terraform reference. */
  public static fromSecret(secret: Secret): SecretRef {
    return new SecretConstructRef(secret);
  }

  /** An existing secret, by link (`/org/<org>/secret/<name>`). */
  public static fromLink(link: string): SecretRef {
    return new SecretLinkRef(link);
  }

  /** @internal the secret's link, after checking it can hold a certificate */
  public abstract _link(scope: Construct, prop: string): string;
}

class SecretConstructRef extends SecretRef {
  public constructor(private readonly secret: Secret) {
    super();
  }

  public _link(scope: Construct, prop: string): string {
    const secret = this.secret;
    if (!(secret instanceof Secret)) throw propError(scope, prop, 'SecretRef.fromSecret(...) takes a cpln.secret.Secret construct');
    if (secret.keypairInput === undefined && secret.tlsInput === undefined) {
      throw propError(scope, prop, `secret ${show(secret.node.path)} holds no certificate; a certificate needs a keypair or TLS secret (props \`keypair\` or \`tls\`)`);
    }
    return secret.selfLink;
  }
}

class SecretLinkRef extends SecretRef {
  public constructor(private readonly link: string) {
    super();
  }

  public _link(scope: Construct, prop: string): string {
    if (typeof this.link !== 'string') throw propError(scope, prop, `SecretRef.fromLink(${show(this.link)}): the link is not a string`);
    if (!Token.isUnresolved(this.link) && !/^\/org\/[^/]+\/secret\/[^/]+$/.test(this.link)) {
      throw propError(scope, prop, `${show(this.link)} is not a secret link; allowed: /org/<org>/secret/<name>`);
    }
    return this.link;
  }
}
