import { IConstruct } from 'constructs';
import { Token } from '../framework';
import type {
  DataAkamaiPropertyRulesBuilderRulesV20251016BehaviorOrigin as OriginOptions,
  DataAkamaiPropertyRulesBuilderRulesV20251016BehaviorOriginCustomCertificates as CertificateStruct,
} from '../gen/akamai/data-akamai-property-rules-builder';
import { checkLikeArgument, propError, refuse } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { checkStringsLike, ORIGIN_PATH, RULES_BUILDER } from './delivery-bindings';

/** The options of the origin behavior that say which certificates of the origin the edge trusts. */
type VerificationOptions = Pick<OriginOptions, 'verificationMode' | 'customValidCnValues' | 'originCertsToHonor' | 'standardCertificateAuthorities' | 'customCertificateAuthorities' | 'customCertificates'>;
/** The lists of certificates of a custom verification, by the option that holds them. */
type CertificateList = 'custom_certificate_authorities' | 'custom_certificates';

/**
 * An Akamai-managed set of certificate authorities an origin's certificate may be signed by
 * (`standardCertificateAuthorities`).
 */
export enum CertificateAuthoritySet {
  /** The Akamai Certificate Store, the authorities Akamai trusts (`akamai-permissive`). */
  AKAMAI_PERMISSIVE = 'akamai-permissive',
  /** The Third Party Certificate Store Property Manager offers beside it (`THIRD_PARTY_AMAZON`). */
  THIRD_PARTY_AMAZON = 'THIRD_PARTY_AMAZON',
}

/** A certificate, or a certificate authority's certificate, that the edge trusts at the origin. */
export abstract class OriginCertificate {
  /**
   * A certificate in PEM (`-----BEGIN CERTIFICATE-----...`): writes the certificate object with
   * `pemEncodedCert` alone. A token (a file's content, a variable) passes through.
   */
  public static fromPem(pem: string): OriginCertificate {
    return new CertificateChoice((scope, prop, list) => {
      const value = checkString(scope, prop, pem);
      checkLikeArgument(scope, RULES_BUILDER, `${ORIGIN_PATH}.${list}.pem_encoded_cert`, prop, value);
      return { pemEncodedCert: value };
    });
  }

  /**
   * A certificate object of the rule format as Property Manager exports it (`subjectCn`, `issuerRdns`,
   * `sha1Fingerprint`, `pemEncodedCert`, `notBefore`, ...), written as given.
   */
  public static fromRulesBuilder(certificate: CertificateStruct): OriginCertificate {
    return new CertificateChoice((scope, prop, list) => {
      for (const [key, option] of [['pemEncodedCert', 'pem_encoded_cert'], ['sha1Fingerprint', 'sha1_fingerprint']] as const) {
        checkLikeArgument(scope, RULES_BUILDER, `${ORIGIN_PATH}.${list}.${option}`, `${prop}.${key}`, certificate[key]);
      }
      return certificate;
    });
  }

  /** @internal the certificate object, checked for `scope`, as the list `list` of the origin behavior holds it */
  public abstract _render(scope: IConstruct, prop: string, list: CertificateList): CertificateStruct;
}

class CertificateChoice extends OriginCertificate {
  public constructor(
    private readonly make: (scope: IConstruct, prop: string, list: CertificateList) => CertificateStruct,
  ) {
    super();
  }

  public _render(scope: IConstruct, prop: string, list: CertificateList): CertificateStruct {
    return this.make(scope, prop, list);
  }
}

/** The certificates honored together by `OriginTrust.combo`; at least one list is not empty. */
export interface OriginTrustComboOptions {
  /**
   * Akamai-managed sets of certificate authorities (`standardCertificateAuthorities`).
   * @default - none
   */
  readonly certificateAuthoritySets?: CertificateAuthoritySet[];
  /**
   * Certificate authorities of your own (`customCertificateAuthorities`).
   * @default - none
   */
  readonly customCertificateAuthorities?: OriginCertificate[];
  /**
   * The origin's own certificates (`customCertificates`).
   * @default - none
   */
  readonly customCertificates?: OriginCertificate[];
}

const COMBO: KeysOf<OriginTrustComboOptions> = {
  certificateAuthoritySets: true,
  customCertificateAuthorities: true,
  customCertificates: true,
};

/**
 * Which certificates a custom verification honors: the origin behavior's `originCertsToHonor` and the list it names.
 */
export abstract class OriginTrust {
  /**
   * Certificates signed by Akamai-managed authorities: `originCertsToHonor: "STANDARD_CERTIFICATE_AUTHORITIES"` and
   * `standardCertificateAuthorities`.
   */
  public static certificateAuthoritySets(sets: CertificateAuthoritySet[]): OriginTrust {
    return new TrustChoice((scope, prop) => ({ originCertsToHonor: 'STANDARD_CERTIFICATE_AUTHORITIES', ...trusted(scope, prop, { certificateAuthoritySets: sets }, 'certificateAuthoritySets') }));
  }

  /**
   * Certificates signed by authorities of your own: `originCertsToHonor: "CUSTOM_CERTIFICATE_AUTHORITIES"` and
   * `customCertificateAuthorities`.
   */
  public static customCertificateAuthorities(authorities: OriginCertificate[]): OriginTrust {
    return new TrustChoice((scope, prop) => ({ originCertsToHonor: 'CUSTOM_CERTIFICATE_AUTHORITIES', ...trusted(scope, prop, { customCertificateAuthorities: authorities }, 'customCertificateAuthorities') }));
  }

  /** Exactly these certificates of the origin: `originCertsToHonor: "CUSTOM_CERTIFICATES"` and `customCertificates`. */
  public static customCertificates(certificates: OriginCertificate[]): OriginTrust {
    return new TrustChoice((scope, prop) => ({ originCertsToHonor: 'CUSTOM_CERTIFICATES', ...trusted(scope, prop, { customCertificates: certificates }, 'customCertificates') }));
  }

  /** Any of several kinds: `originCertsToHonor: "COMBO"` and the lists given. */
  public static combo(options: OriginTrustComboOptions): OriginTrust {
    return new TrustChoice((scope, prop) => {
      checkProps(scope, prop, options, COMBO, 'OriginTrustComboOptions');
      return { originCertsToHonor: 'COMBO', ...trusted(scope, prop, options, undefined) };
    });
  }

  /** @internal the options of the origin behavior, checked for `scope` */
  public abstract _render(scope: IConstruct, prop: string): VerificationOptions;
}

class TrustChoice extends OriginTrust {
  public constructor(private readonly make: (scope: IConstruct, prop: string) => VerificationOptions) {
    super();
  }

  public _render(scope: IConstruct, prop: string): VerificationOptions {
    return this.make(scope, prop);
  }
}

/**
 * The lists of trusted certificates, each checked; `only` names the one list of a single-kind choice (its
 * prop is the choice itself). An empty choice is refused: the edge would trust no certificate.
 */
function trusted(
  scope: IConstruct,
  prop: string,
  options: OriginTrustComboOptions,
  only: keyof OriginTrustComboOptions | undefined,
): VerificationOptions {
  const at = (key: keyof OriginTrustComboOptions) => (only === undefined ? `${prop}.${key}` : prop);
  const sets = checkStringsLike(scope, `${ORIGIN_PATH}.standard_certificate_authorities`, at('certificateAuthoritySets'), options.certificateAuthoritySets, 'CertificateAuthoritySet values');
  const certificates = (key: 'customCertificateAuthorities' | 'customCertificates', list: CertificateList) => {
    const given = checkList(scope, at(key), options[key], 'OriginCertificate');
    if (given === undefined || Token.isUnresolved(given)) return given as CertificateStruct[] | undefined;
    return given.map((certificate, index) => {
      if (!(certificate instanceof OriginCertificate)) throw propError(scope, `${at(key)}[${index}]`, 'is not an OriginCertificate; use OriginCertificate.fromPem("...") or OriginCertificate.fromRulesBuilder({...})');
      return certificate._render(scope, `${at(key)}[${index}]`, list);
    });
  };
  const rendered: VerificationOptions = {
    standardCertificateAuthorities: sets,
    customCertificateAuthorities: certificates('customCertificateAuthorities', 'custom_certificate_authorities'),
    customCertificates: certificates('customCertificates', 'custom_certificates'),
  };
  const lists = [
    rendered.standardCertificateAuthorities,
    rendered.customCertificateAuthorities,
    rendered.customCertificates,
  ];
  if (lists.every((list) => list === undefined || (!Token.isUnresolved(list) && (list as unknown[]).length === 0))) {
    refuse(scope, 'akamai/delivery-origin-trust', only === undefined ? prop : at(only), `${only === undefined ? 'no list is given or every list is empty' : 'is empty'}; the edge would trust no certificate of the origin; allowed: at least one certificate authority set, certificate authority or certificate`);
  }
  return rendered;
}

/** Options of a custom verification of the origin's certificate. */
export interface CustomOriginVerificationOptions {
  /**
   * The names the origin's certificate must hold in its Subject Alternative Names or Common Name, in the
   * order they are tried (`customValidCnValues`); `{{Origin Hostname}}` and `{{Forward Host Header}}` stand
   * for the origin's hostname and the host header sent to it.
   * @default ["{{Origin Hostname}}", "{{Forward Host Header}}"]
   */
  readonly validNames?: string[];
  /** The certificates the edge trusts (`originCertsToHonor` and its lists). */
  readonly trust: OriginTrust;
}

const CUSTOM: KeysOf<CustomOriginVerificationOptions> = { validNames: true, trust: true };

/**
 * Which certificates of the origin the edge trusts when it connects over TLS: the origin behavior's `verificationMode`.
 */
export abstract class OriginVerification {
  /**
   * The platform's settings: `verificationMode: "PLATFORM_SETTINGS"`. The edge trusts a certificate signed
   * by an authority of the Akamai Certificate Store whose names include the forwarded host header.
   */
  public static platformSettings(): OriginVerification {
    return new VerificationChoice(() => ({ verificationMode: 'PLATFORM_SETTINGS' }));
  }

  /** The rule format's third-party settings: `verificationMode: "THIRD_PARTY"`. */
  public static thirdParty(): OriginVerification {
    return new VerificationChoice(() => ({ verificationMode: 'THIRD_PARTY' }));
  }

  /**
   * Your own settings: `verificationMode: "CUSTOM"`, `customValidCnValues` (`validNames`),
   * `originCertsToHonor` and the certificate lists of `trust`.
   */
  public static custom(options: CustomOriginVerificationOptions): OriginVerification {
    return new VerificationChoice((scope, prop) => {
      checkProps(scope, prop, options, CUSTOM, 'CustomOriginVerificationOptions');
      if (!(options.trust instanceof OriginTrust)) {
        throw propError(scope, `${prop}.trust`, `${options.trust === undefined ? 'missing' : 'is not an OriginTrust'}; give OriginTrust.certificateAuthoritySets([...]), customCertificateAuthorities([...]), customCertificates([...]) or combo({...})`);
      }
      return {
        verificationMode: 'CUSTOM',
        customValidCnValues: checkStringsLike(scope, `${ORIGIN_PATH}.custom_valid_cn_values`, `${prop}.validNames`, options.validNames, 'names') ?? ['{{Origin Hostname}}', '{{Forward Host Header}}'],
        ...options.trust._render(scope, `${prop}.trust`),
      };
    });
  }

  /** @internal the options of the origin behavior, checked for `scope` */
  public abstract _render(scope: IConstruct, prop: string): VerificationOptions;
}

class VerificationChoice extends OriginVerification {
  public constructor(private readonly make: (scope: IConstruct, prop: string) => VerificationOptions) {
    super();
  }

  public _render(scope: IConstruct, prop: string): VerificationOptions {
    return this.make(scope, prop);
  }
}
