import { Token } from '../framework';
import { Construct } from 'constructs';
import { propError, refuse, show } from '../prop-error';
import { SecretRef } from './secret-ref';

/**
 * A secret, whole or one of its keys, as the value of an environment variable
 * (`cpln://secret/<name>` or `cpln://secret/<name>.<key>`). The construct that takes it grants its
 * workload's identity `reveal` on the secret, which the platform requires to inject it.
 */
export abstract class WorkloadSecret {
  /**
   * A secret, or one key of it (`password` of a username and password secret, a key of a dictionary, ...).
   * @param secret the secret
   * @param key the key: the whole secret when not given
   */
  public static fromSecret(secret: SecretRef, key?: string): WorkloadSecret {
    return new SecretValue(secret, key);
  }

  /** @internal the environment value and the secret it reveals */
  public abstract _bind(scope: Construct, prop: string): { readonly value: string; readonly secretName: string; readonly secretKey: string };
}

class SecretValue extends WorkloadSecret {
  public constructor(private readonly secret: SecretRef, private readonly key: string | undefined) {
    super();
  }

  public _bind(scope: Construct, prop: string) {
    if (!(this.secret instanceof SecretRef)) throw propError(scope, prop, 'WorkloadSecret.fromSecret(...) takes a SecretRef: SecretRef.fromSecret(secret) or SecretRef.fromLink(link)');
    const bound = this.secret._bind(scope, prop);
    const key = this.key;
    if (key !== undefined && typeof key !== 'string') throw propError(scope, `${prop}.key`, `${show(key)} is not a string`);
    const dictionary = bound.secret?.dictionaryInput;
    if (key !== undefined && !Token.isUnresolved(key) && dictionary !== undefined && !Token.isUnresolved(dictionary) && !(key in dictionary)) {
      refuse(scope, 'cpln/workload-secret-key', `${prop}.key`, `${show(key)} is not a key of dictionary secret ${show(bound.secret!.node.path)}; its keys: ${Object.keys(dictionary).map((k) => show(k)).join(', ')}`);
    }
    return { value: `cpln://secret/${bound.name}${key === undefined ? '' : `.${key}`}`, secretName: bound.name, secretKey: bound.key };
  }
}
