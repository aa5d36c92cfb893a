import { Construct } from 'constructs';
import { Secret as SecretResource, SecretConfig } from '../gen/cpln/secret';
import { beginPropChecks, checkLikeArgument, PropChecks, propError } from '../prop-error';
import { checkProps, checkString, KeysOf } from '../props';
import { Grant, GrantOptions, IGrantable } from './grant';
import { nameFromId } from './names';
import { ResourceGrants } from './resource-grants';
import { secretKeys } from './secret-keys';

/** How an opaque or username/password secret's values are encoded. */
export enum SecretEncoding {
  /** The value as it is (the platform's default). */
  PLAIN = 'plain',
  /** The value is base64; the platform decodes it where the secret is used. */
  BASE64 = 'base64',
}

/** What a secret holds: one of the platform's secret types, with its values. */
export abstract class SecretContent {
  /** A value (`payload`), for example an API key. */
  public static opaque(payload: string, encoding?: SecretEncoding): SecretContent {
    return new Content({ opaque: { payload, encoding } });
  }

  /** A username and a password (`username`, `password`). */
  public static usernamePassword(username: string, password: string, encoding?: SecretEncoding): SecretContent {
    return new Content({ userpass: { username, password, encoding } });
  }

  /** Named values (`KEY` of `cpln://secret/<name>.KEY`): the keys hold letters, digits, dashes, dots and underscores. */
  public static dictionary(values: { [key: string]: string }): SecretContent {
    return new Content({ dictionary: values });
  }

  /** A private key in PEM (`secretKey`), with its public key and passphrase (`publicKey`, `passphrase`). */
  public static keypair(options: KeypairContent): SecretContent {
    return new Content({ keypair: options });
  }

  /** A certificate, its key and chain in PEM (`cert`, `key`, `chain`), for a domain's TLS. */
  public static tls(options: TlsContent): SecretContent {
    return new Content({ tls: options });
  }

  /** AWS credentials (`accessKey`, `secretKey`, `roleArn`). */
  public static aws(options: AwsContent): SecretContent {
    return new Content({ aws: options });
  }

  /** AWS credentials to pull from ECR repositories (`accessKey`, `secretKey`, `roleArn`). */
  public static ecr(options: EcrContent): SecretContent {
    return new Content({ ecr: options });
  }

  /** A Docker config (`{"auths": {...}}`, a JSON string), to pull images from a private registry. */
  public static docker(configJson: string): SecretContent {
    return new Content({ docker: configJson });
  }

  /** A GCP service account key (a JSON string). */
  public static gcp(serviceAccountKeyJson: string): SecretContent {
    return new Content({ gcp: serviceAccountKeyJson });
  }

  /** Azure SDK credentials (a JSON string with subscriptionId, tenantId, clientId and clientSecret). */
  public static azureSdk(credentialsJson: string): SecretContent {
    return new Content({ azureSdk: credentialsJson });
  }

  /** The URL and code of an Azure connector function (`url`, `code`), for an Azure cloud account. */
  public static azureConnector(url: string, code: string): SecretContent {
    return new Content({ azureConnector: { url, code } });
  }

  /** A NATS account's id and seed (`accountId`, `privateKey`), for an NGS cloud account. */
  public static natsAccount(accountId: string, privateKey: string): SecretContent {
    return new Content({ natsAccount: { accountId, privateKey } });
  }

  /** @internal the L1 props of the content */
  public abstract readonly _config: Partial<SecretConfig>;
  /** @internal the keys a reference may name (`cpln://secret/<name>.<key>`), undefined when not known at synth */
  public abstract readonly _keys: readonly string[] | undefined;
}

class Content extends SecretContent {
  public readonly _keys: readonly string[] | undefined;

  public constructor(public readonly _config: Partial<SecretConfig>) {
    super();
    this._keys = secretKeys(_config).keys;
  }
}

/** A private key and what goes with it. */
export interface KeypairContent {
  /** The private key, in PEM. */
  readonly secretKey: string;
  /**
   * The public key, in PEM.
   * @default - none
   */
  readonly publicKey?: string;
  /**
   * The private key's passphrase.
   * @default - none
   */
  readonly passphrase?: string;
}

/** A TLS certificate, its key and its chain. */
export interface TlsContent {
  /** The certificate, in PEM. */
  readonly cert: string;
  /**
   * The private key, in PEM.
   * @default - none
   */
  readonly key?: string;
  /**
   * The chain of intermediate certificates, in PEM.
   * @default - none
   */
  readonly chain?: string;
}

/** AWS credentials. */
export interface AwsContent {
  /** The access key id (`AKIA...`). */
  readonly accessKey: string;
  /** The secret access key. */
  readonly secretKey: string;
  /**
   * A role to assume (`arn:aws:iam::<account>:role/<name>`).
   * @default - none
   */
  readonly roleArn?: string;
  /**
   * The external id the role's trust policy asks for.
   * @default - none
   */
  readonly externalId?: string;
}

/** AWS credentials and the ECR repositories they pull from. */
export interface EcrContent extends AwsContent {
  /** The repositories (`<account>.dkr.ecr.<region>.amazonaws.com/<repository>`), 1 to 20. */
  readonly repos: string[];
}

/** Props of a `CplnSecret`. */
export interface CplnSecretProps {
  /**
   * What the secret holds: `SecretContent.opaque(value)`, `SecretContent.dictionary({...})`,
   * `SecretContent.usernamePassword(...)`...
   */
  readonly content: SecretContent;
  /**
   * The secret's name: 3 to 63 lower-case letters, digits and dashes; secrets are named across the org.
   * @default - the construct id in lower case (`Database` gives `database`)
   */
  readonly secretName?: string;
  /**
   * The secret's description.
   * @default - none
   */
  readonly description?: string;
  /**
   * The secret's tags, also given to the policies its grants write.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

const PROPS: KeysOf<CplnSecretProps> = { content: true, secretName: true, description: true, tags: true };

/**
 * A Control Plane secret (`cpln_secret`, id `Resource`; named like its Terraform type, as `cpln.secret.Secret` is its
 * L1): its content of one of the platform's types, and the
 * grants to reveal it. A workload takes it as an environment variable with `WorkloadSecret.fromSecret(secret, key)`
 * (the key checked against the secret's type) and is granted `reveal` on it. Pass values from sensitive variables:
 * a literal in a construct is plain text in `cdk.tf.json`, the plan and the state.
 */
export class CplnSecret extends Construct {
  /** The secret (`cpln_secret`). */
  public readonly resource: SecretResource;
  private readonly grants: ResourceGrants;
  private readonly content: SecretContent;

  public constructor(scope: Construct, id: string, props: CplnSecretProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'CplnSecretProps');
      const name = props.secretName === undefined ? nameFromId(id) : checkString(this, 'secretName', props.secretName);
      checkLikeArgument(this, 'cpln_secret', 'name', 'secretName', name);
      if (!(props.content instanceof SecretContent)) {
        throw propError(this, 'content', `${props.content === undefined ? 'missing' : 'is not a SecretContent'}; give SecretContent.opaque(value), SecretContent.dictionary({...}), SecretContent.usernamePassword(...) or another SecretContent`);
      }
      this.content = props.content;
      this.resource = new SecretResource(this, 'Resource', { name, description: props.description, tags: props.tags, ...props.content._config });
      this.grants = new ResourceGrants(this, { kind: 'secret', link: () => this.resource.selfLink, name: () => name, tags: () => props.tags });
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The secret's name (a Terraform reference). */
  public get secretName(): string {
    return this.resource.name;
  }

  /** The secret's link (`/org/<org>/secret/<name>`, a Terraform reference). */
  public get secretLink(): string {
    return this.resource.selfLink;
  }

  /**
   * Grants `reveal` on the secret (its values, as environment variables or files) to a workload (its identity),
   * an identity, or a group, service account or user (`Grantee.group('ops')`), in one policy named
   * `<secret>-reveal` that later grants add their principals to. A workload that takes the secret in its
   * environment is granted it itself.
   */
  public grantReveal(grantee: IGrantable, options?: GrantOptions): Grant {
    return this.grant(grantee, ['reveal'], options);
  }

  /**
   * Grants permissions on the secret (`reveal`, `use`, `view`, `edit`, `delete`, `manage`: the platform's
   * permissions of a secret), in one policy per set of permissions.
   */
  public grant(grantee: IGrantable, permissions: string[], options?: GrantOptions): Grant {
    return this.grants.grant('grant', grantee, permissions, options);
  }

  /** @internal the keys a reference may name, or undefined when any may (a dictionary given as a token) */
  public get _keys(): readonly string[] | undefined {
    return this.content._keys;
  }

  /** @internal the secret's type, for messages */
  public get _type(): string | undefined {
    return secretKeys(this.content._config).type;
  }
}
