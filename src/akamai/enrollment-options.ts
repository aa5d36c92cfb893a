import { ContractRef } from './account-refs';

/** A person the certificate authority and Akamai can reach about the certificate. */
export interface CertificateContact {
  /** Given name. */
  readonly firstName: string;
  /** Family name. */
  readonly lastName: string;
  /** E-mail address. */
  readonly email: string;
  /** Phone number, for example `+1-617-555-0100`. */
  readonly phone: string;
  /**
   * Job title.
   * @default - none
   */
  readonly title?: string;
  /**
   * Organization the contact works for.
   * @default - none
   */
  readonly organization?: string;
  /**
   * First address line.
   * @default - none
   */
  readonly addressLineOne?: string;
  /**
   * Second address line.
   * @default - none
   */
  readonly addressLineTwo?: string;
  /**
   * City.
   * @default - none
   */
  readonly city?: string;
  /**
   * State or region.
   * @default - none
   */
  readonly region?: string;
  /**
   * Postal code.
   * @default - none
   */
  readonly postalCode?: string;
  /**
   * Two-letter ISO 3166 country code, for example `US`.
   * @default - none
   */
  readonly countryCode?: string;
}

/** The organization the certificate is issued to. */
export interface CertificateOrganization {
  /** Legal name of the organization. */
  readonly name: string;
  /** Phone number of the organization. */
  readonly phone: string;
  /** First address line. */
  readonly addressLineOne: string;
  /**
   * Second address line.
   * @default - none
   */
  readonly addressLineTwo?: string;
  /** City. */
  readonly city: string;
  /** State or region. */
  readonly region: string;
  /** Postal code. */
  readonly postalCode: string;
  /** Two-letter ISO 3166 country code, for example `US`. */
  readonly countryCode: string;
}

/** Subject fields of the certificate signing request. */
export interface CertificateSigningRequest {
  /** City (locality) of the subject. */
  readonly city: string;
  /** Two-letter ISO 3166 country code of the subject. */
  readonly countryCode: string;
  /** Organization of the subject. */
  readonly organization: string;
  /**
   * Organizational unit of the subject.
   * @default - none
   */
  readonly organizationalUnit?: string;
  /**
   * State or province of the subject.
   * @default - none
   */
  readonly state?: string;
  /**
   * Trust chain that CPS serves with a Let's Encrypt certificate.
   * @default - the chain Akamai chooses
   */
  readonly preferredTrustChain?: string;
}

/** Client certificate (mutual TLS) settings of the deployment. */
export interface ClientMutualAuthentication {
  /** Id of the CA set (mTLS trust store) client certificates are checked against. */
  readonly setId: string;
  /**
   * Whether client certificates are checked with OCSP.
   * @default - the platform's default
   */
  readonly ocspEnabled?: boolean;
  /**
   * Whether the server sends the list of accepted CAs to clients.
   * @default - the platform's default
   */
  readonly sendCaListToClient?: boolean;
}

/** The network a certificate is deployed to. */
export enum SecureNetwork {
  /** Akamai's Enhanced TLS network. */
  ENHANCED_TLS = 'enhanced-tls',
  /** Akamai's Standard TLS network. */
  STANDARD_TLS = 'standard-tls',
  /** A shared certificate. */
  SHARED_CERT = 'shared-cert',
}

/** Where the certificate is deployed. */
export enum Geography {
  /** The core network, worldwide except mainland China and Russia. */
  CORE = 'core',
  /** The core network and China. */
  CHINA_AND_CORE = 'china+core',
  /** The core network and Russia. */
  RUSSIA_AND_CORE = 'russia+core',
}

/** The signature algorithm of the certificate. */
export enum SignatureAlgorithm {
  /** SHA-256. */
  SHA_256 = 'SHA-256',
  /** SHA-1 (legacy clients only). */
  SHA_1 = 'SHA-1',
}

/** A TLS protocol version, as CPS names it. */
export enum CertificateTlsVersion {
  /** TLS 1.0. */
  TLS_V1 = 'TLSv1',
  /** TLS 1.1. */
  TLS_V1_1 = 'TLSv1_1',
  /** TLS 1.2. */
  TLS_V1_2 = 'TLSv1_2',
  /** TLS 1.3. */
  TLS_V1_3 = 'TLSv1_3',
}

/** What every CPS enrollment takes: the certificate's names, its contacts and its deployment. */
export interface CertificateEnrollmentOptions {
  /**
   * The contract the enrollment belongs to: `ContractRef.fromId('C-0N7RAC7')` (with or without `ctr_`) or
   * `ContractRef.fromGroupName('Web Properties')`; CPS takes its id without `ctr_`. Changing it replaces the
   * enrollment.
   */
  readonly contract: ContractRef;
  /** Common name of the certificate, for example `www.example.com` or `*.example.com`. */
  readonly commonName: string;
  /**
   * Subject alternative names. The common name is always added to this list if it is not in it,
   * because CPS lists it among the SANs.
   * @default - the common name only
   */
  readonly sans?: string[];
  /** Administrator contact at your organization. */
  readonly adminContact: CertificateContact;
  /** Technical contact (usually at Akamai or your Akamai partner). */
  readonly techContact: CertificateContact;
  /** The organization the certificate is issued to. */
  readonly organization: CertificateOrganization;
  /**
   * Subject of the certificate signing request.
   * @default - city, country, state and name from `organization`
   */
  readonly csr?: CertificateSigningRequest;
  /**
   * The network the certificate is deployed to.
   * @default SecureNetwork.ENHANCED_TLS
   */
  readonly secureNetwork?: SecureNetwork;
  /**
   * Whether the certificate is served only to clients that send SNI.
   * @default true
   */
  readonly sniOnly?: boolean;
  /**
   * Signature algorithm of the certificate.
   * @default SignatureAlgorithm.SHA_256
   */
  readonly signatureAlgorithm?: SignatureAlgorithm;
  /**
   * Where the certificate is deployed.
   * @default Geography.CORE
   */
  readonly geography?: Geography;
  /**
   * TLS versions the deployment refuses.
   * @default [CertificateTlsVersion.TLS_V1, CertificateTlsVersion.TLS_V1_1]
   */
  readonly disallowedTlsVersions?: CertificateTlsVersion[];
  /**
   * Cipher profile preferred in TLS handshakes, for example `ak-akamai-2020q1`.
   * @default - the provider's default, `ak-akamai-2020q1`
   */
  readonly preferredCiphers?: string;
  /**
   * Cipher profile every client must support.
   * @default - the provider's default, `ak-akamai-2020q1`
   */
  readonly mustHaveCiphers?: string;
  /**
   * Whether OCSP stapling is on.
   * @default - on (the provider's default)
   */
  readonly ocspStapling?: boolean;
  /**
   * Whether HTTP/3 (QUIC) is enabled.
   * @default false
   */
  readonly quicEnabled?: boolean;
  /**
   * Whether CPS directs traffic for every SAN when the enrollment is created.
   * @default false
   */
  readonly cloneDnsNames?: boolean;
  /**
   * Client certificate (mutual TLS) settings.
   * @default - clients are not asked for a certificate
   */
  readonly clientMutualAuthentication?: ClientMutualAuthentication;
  /**
   * Trust chain type of the certificate.
   * @default - "default"
   */
  readonly certificateChainType?: string;
  /**
   * Acknowledge the warnings CPS raises before verification, so the enrollment does not stop for them.
   * @default false
   */
  readonly acknowledgePreVerificationWarnings?: boolean;
  /**
   * Allow another enrollment with the same common name.
   * @default false
   */
  readonly allowDuplicateCommonName?: boolean;
  /**
   * How long Terraform waits for each CPS operation, as a duration such as `2h`.
   * @default - the provider's default
   */
  readonly timeout?: string;
}
