import { Construct } from 'constructs';
import { Token } from '../framework';
import { propError, refuse, show } from '../prop-error';
import { aSecretOf } from './names';
import { CplnSecret } from './secret';
import { SecretRef } from './secret-ref';

/**
 * A secret, whole or one of its keys, as the value of an environment variable
 * (`cpln://secret/<name>` or `cpln://secret/<name>.<key>`). The construct that takes it grants its
 * workload's identity `reveal` on the secret, which the platform requires to inject it.
 */
export abstract class WorkloadSecret {
  /**
   * A secret, or one key of it (`password` of a username and password secret, `payload` of an opaque one, a key of
   * a dictionary, ...: the platform's secret reference syntax, checked against the secret's type when it is one of
   * this app).
   * @param secret the secret: a `CplnSecret`, or a `SecretRef` (`SecretRef.fromSecret(l1)`, `SecretRef.fromLink(link)`)
   * @param key the key: the whole secret when not given
   */
  public static fromSecret(secret: CplnSecret | SecretRef, key?: string): WorkloadSecret {
    return new SecretValue(secret, key);
  }

  /** @internal the environment value and the secret it reveals (its L2 when it is one, to grant on it) */
  public abstract _bind(
    scope: Construct,
    prop: string,
  ): { readonly value: string; readonly secretName: string; readonly secretKey: string; readonly secret?: CplnSecret };
}

class SecretValue extends WorkloadSecret {
  public constructor(private readonly secret: CplnSecret | SecretRef, private readonly key: string | undefined) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    const bound = SecretRef._of(scope, prop, this.secret)._bind(scope, prop);
    const key = this.key;
    if (key !== undefined && typeof key !== 'string') throw propError(scope, `${prop}.key`, `${show(key)} is not a string`);
    if (key !== undefined && !Token.isUnresolved(key) && bound.keys !== undefined && !bound.keys.includes(key)) {
      const what = `${show((bound.construct ?? bound.resource)!.node.path)} (${aSecretOf(bound.type)})`;
      refuse(scope, 'cpln/workload-secret-key', `${prop}.key`, bound.keys.length === 0
        ? `${show(key)} is not a key of secret ${what}, which is referenced whole; leave the key out`
        : `${show(key)} is not a key of secret ${what}; its keys: ${bound.keys.map((k) => show(k)).join(', ')}`);
    }
    return { value: `cpln://secret/${bound.name}${key === undefined ? '' : `.${key}`}`, secretName: bound.name, secretKey: bound.key, secret: bound.construct };
  }
}
