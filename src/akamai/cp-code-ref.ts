import { Construct } from 'constructs';
import { CpCode } from '../gen/akamai/cp-code';
import { propError, show } from '../prop-error';
import { AkamaiId } from './akamai-id';

/**
 * A CP code (the reporting and billing code of a property's traffic): a CP code construct of this app
 * (`fromCpCode(cpCode)`, an `akamai_cp_code`) or an existing one by id (`fromId('cpc_123456')`, with or
 * without the prefix).
 */
export abstract class CpCodeRef {
  /** A CP code construct of this app. */
  public static fromCpCode(cpCode: CpCode): CpCodeRef {
    return new CpCodeConstructRef(cpCode);
  }

  /** An existing CP code, by id (`cpc_123456` or `123456`). */
  public static fromId(id: string): CpCodeRef {
    return new CpCodeIdRef(id);
  }

  /** @internal the CP code's id (its number is what the rules take) */
  public abstract _bind(scope: Construct, prop: string): AkamaiId;
}

class CpCodeConstructRef extends CpCodeRef {
  public constructor(private readonly cpCode: CpCode) {
    super();
  }

  public _bind(scope: Construct, prop: string): AkamaiId {
    if (!(this.cpCode instanceof CpCode)) throw propError(scope, prop, 'CpCodeRef.fromCpCode(...) takes an akamai.cpCode.CpCode construct');
    // `akamai_cp_code.id` is the bare number as a string (the provider trims `cpc_`).
    return AkamaiId._ofAttribute('cpCode', this.cpCode.id, 'bare');
  }
}

class CpCodeIdRef extends CpCodeRef {
  public constructor(private readonly id: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): AkamaiId {
    try {
      const id = AkamaiId.cpCode(this.id);
      void id.number;
      return id;
    } catch (e) {
      throw propError(scope, prop, `CpCodeRef.fromId(${show(this.id)}): ${(e as Error).message}`);
    }
  }
}
