import { Fn, Token } from '../framework';

/** The prefixes of Akamai ids, by kind (the Property Manager API writes them; other APIs take the bare id). */
const PREFIXES = { contract: 'ctr_', group: 'grp_', product: 'prd_', cpCode: 'cpc_', property: 'prp_', edgeHostname: 'ehn_' } as const;

/**
 * An Akamai id in the forms the provider's resources take, so no configuration needs `Fn.trimprefix`.
 * Give the id with or without its prefix (`ctr_1-AB123` or `1-AB123`), as a literal or a token:
 *
 * - `prefixed` (`ctr_1-AB123`): the Property Manager resources (`akamai_property`, `akamai_cp_code`,
 *   `akamai_edge_hostname`, `akamai_property_activation`, `akamai_property_include`). They accept both
 *   forms and store the prefixed one, so this form plans without a diff after the provider reads back.
 * - `bare` (`1-AB123`): Edge DNS (`akamai_dns_zone.contract` and `.group`) and CPS
 *   (`akamai_cps_dv_enrollment.contract_id`, `akamai_cps_third_party_enrollment.contract_id`), whose APIs
 *   take the id without prefix (the provider strips one).
 * - `number` (`123`): numeric ids, for example a CP code in the rules builder's `cp_code.value.id`, or the
 *   group id application security configurations take. `akamai_cp_code.id` is already the bare number as a
 *   string (`"123"`); `AkamaiId.cpCode(cpCode.id).number` turns it into the number the rules want.
 */
export class AkamaiId {
  /** A contract id (`ctr_`). */
  public static contract(id: string): AkamaiId {
    return new AkamaiId('contract', id);
  }

  /** A group id (`grp_`). */
  public static group(id: string): AkamaiId {
    return new AkamaiId('group', id);
  }

  /** A product id (`prd_`, for example `prd_Fresca`). */
  public static product(id: string): AkamaiId {
    return new AkamaiId('product', id);
  }

  /** A CP code id (`cpc_`). */
  public static cpCode(id: string): AkamaiId {
    return new AkamaiId('cpCode', id);
  }

  /** A property id (`prp_`). */
  public static property(id: string): AkamaiId {
    return new AkamaiId('property', id);
  }

  /** An edge hostname id (`ehn_`). */
  public static edgeHostname(id: string): AkamaiId {
    return new AkamaiId('edgeHostname', id);
  }

  /**
   * @internal an id from an attribute whose form the provider fixes (a lookup's `grp_...` id, a CP code's
   * bare number), so its references need no conversion
   */
  public static _ofAttribute(kind: keyof typeof PREFIXES, reference: string, form: 'prefixed' | 'bare'): AkamaiId {
    return new AkamaiId(kind, reference, form);
  }

  /** The id with its prefix. */
  public readonly prefixed: string;
  /** The id without its prefix. */
  public readonly bare: string;

  private constructor(private readonly kind: keyof typeof PREFIXES, id: string, form?: 'prefixed' | 'bare') {
    const prefix = PREFIXES[kind];
    if (typeof id !== 'string') throw new Error(`AkamaiId.${kind}(${JSON.stringify(id)}): the id is not a string`);
    if (Token.isUnresolved(id)) {
      // A token of unknown form may hold either; the conversions work for both.
      this.bare = form === 'bare' ? id : Fn.trimprefix(id, prefix);
      this.prefixed = form === 'prefixed' ? id : Fn.format(`${prefix}%s`, [this.bare]);
      return;
    }
    const other = Object.entries(PREFIXES).find(([name, p]) => name !== kind && id.startsWith(p));
    if (other !== undefined || id === '' || id === prefix) {
      throw new Error(`AkamaiId.${kind}(${JSON.stringify(id)}): ${other ? `has the prefix of a ${other[0]} id` : 'is empty'}; allowed: a ${kind} id with the prefix "${prefix}" or without one [akamai/id-prefix]`);
    }
    this.bare = id.startsWith(prefix) ? id.slice(prefix.length) : id;
    this.prefixed = `${prefix}${this.bare}`;
  }

  /** The id as a number (a number token when the id is one); throws for a literal that is not a whole number. */
  public get number(): number {
    if (Token.isUnresolved(this.bare)) return Token.asNumber(Fn.tonumber(this.bare));
    if (!/^\d+$/.test(this.bare)) throw new Error(`AkamaiId.${this.kind}(${JSON.stringify(this.prefixed)}): ${JSON.stringify(this.bare)} is not a number; only numeric ids have a number form [akamai/id-prefix]`);
    return Number(this.bare);
  }
}
