import { Construct } from 'constructs';
import { Fn, Token } from '../framework';
import { Secret as SecretResource } from '../gen/cpln/secret';
import { propError, refuse, show } from '../prop-error';
import { aSecretOf } from './names';
import { CplnSecret } from './secret';
import { secretKeys } from './secret-keys';

/**
 * What a construct needs of a secret: its link and name, what identifies it (`key`), its type and the keys a
 * reference may name when the secret is one of this app, and its L2 when it is one (to grant on it).
 */
type BoundSecret = {
  readonly link: string;
  readonly name: string;
  readonly key: string;
  readonly resource?: SecretResource;
  readonly type?: string;
  readonly keys?: readonly string[];
  readonly construct?: CplnSecret;
};

/**
 * A Control Plane secret: one of this app (`fromSecret`), or an existing one by link (`fromLink`). A domain
 * takes one holding a certificate; `WorkloadSecret.fromSecret(ref)` puts one into a workload's environment.
 */
export abstract class SecretRef {
  /**
   * A secret (`cpln_secret`) of this app; its link and name are Terraform references. A `CplnSecret` is taken as it is
   * wherever a SecretRef is.
   */
  public static fromSecret(secret: SecretResource): SecretRef {
    return new SecretConstructRef(secret);
  }

  /** An existing secret, by link (`/org/<org>/secret/<name>`). */
  public static fromLink(link: string): SecretRef {
    return new SecretLinkRef(link);
  }

  /**
   * @internal a secret given as a `CplnSecret` or a SecretRef, as a SecretRef; anything else is refused, naming what to
   * give
   */
  public static _of(scope: Construct, prop: string, value: unknown): SecretRef {
    if (value instanceof SecretRef) return value;
    if (value instanceof CplnSecret) return new SecretL2Ref(value);
    const hint = value instanceof SecretResource ? 'SecretRef.fromSecret(secret)' : typeof value === 'string' ? `SecretRef.fromLink(${show(value)})` : 'a CplnSecret, SecretRef.fromSecret(secret) or SecretRef.fromLink("/org/<org>/secret/<name>")';
    throw propError(scope, prop, `${value === undefined ? 'missing' : 'is not a secret'}; give ${hint}`);
  }

  /** @internal the secret's link and name */
  public abstract _bind(scope: Construct, prop: string): BoundSecret;

  /** @internal the secret's link, after checking it can hold a certificate */
  public _certificateLink(scope: Construct, prop: string): string {
    const bound = this._bind(scope, prop);
    if (bound.type !== undefined && bound.type !== 'keypair' && bound.type !== 'tls') {
      refuse(scope, 'cpln/domain-certificate-secret', prop, `secret ${show((bound.construct ?? bound.resource)!.node.path)} (${aSecretOf(bound.type)}) holds no certificate; a certificate needs a keypair or TLS secret`);
    }
    return bound.link;
  }
}

class SecretConstructRef extends SecretRef {
  public constructor(private readonly secret: SecretResource) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundSecret {
    const secret = this.secret;
    if (!(secret instanceof SecretResource)) throw propError(scope, prop, `SecretRef.fromSecret(...) takes a cpln.secret.Secret construct${(secret as unknown) instanceof CplnSecret ? '; a CplnSecret is taken as it is, without SecretRef' : ''}`);
    const { type, keys } = secretKeys({
      opaque: secret.opaqueInput, userpass: secret.userpassInput, keypair: secret.keypairInput, tls: secret.tlsInput,
      aws: secret.awsInput, ecr: secret.ecrInput,
      azureConnector: secret.azureConnectorInput, natsAccount: secret.natsAccountInput, docker: secret.dockerInput,
      gcp: secret.gcpInput, azureSdk: secret.azureSdkInput, dictionary: secret.dictionaryInput,
    });
    return { link: secret.selfLink, name: secret.name, resource: secret, key: secret.node.path, type, keys };
  }
}

/** A `CplnSecret` of this app. */
class SecretL2Ref extends SecretRef {
  public constructor(private readonly secret: CplnSecret) {
    super();
  }

  public _bind(): BoundSecret {
    const secret = this.secret;
    return {
      link: secret.secretLink,
      name: secret.secretName,
      resource: secret.resource,
      key: secret.node.path,
      type: secret._type,
      keys: secret._keys,
      construct: secret,
    };
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
