import { Token } from 'cdktf';
import { IConstruct } from 'constructs';
import { propError, show } from '../prop-error';
import {
  CertificateContact,
  CertificateEnrollmentOptions,
  CertificateTlsVersion,
  Geography,
  SecureNetwork,
  SignatureAlgorithm,
} from './enrollment-options';

/** A host name, optionally with a leading wildcard label. */
const HOST_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const ORGANIZATION_FIELDS = ['name', 'phone', 'addressLineOne', 'city', 'region', 'postalCode', 'countryCode'] as const;

/**
 * The arguments shared by `akamai_cps_dv_enrollment` and `akamai_cps_third_party_enrollment`, in the
 * generated L1 props' shape, after checking the props. Throws on the first bad prop.
 */
export function enrollmentConfig(scope: IConstruct, props: CertificateEnrollmentOptions) {
  const sans = certificateNames(scope, props.commonName, props.sans);
  checkContact(scope, 'adminContact', props.adminContact);
  checkContact(scope, 'techContact', props.techContact);
  checkRequired(scope, 'organization', props.organization as unknown as Record<string, unknown>, ORGANIZATION_FIELDS);
  checkCountryCode(scope, 'organization.countryCode', props.organization.countryCode);
  const csr = props.csr ?? {
    city: props.organization.city,
    countryCode: props.organization.countryCode,
    organization: props.organization.name,
    state: props.organization.region,
  };
  checkCountryCode(scope, 'csr.countryCode', csr.countryCode);
  const mtls = props.clientMutualAuthentication;
  return {
    contractId: props.contractId,
    commonName: props.commonName,
    sans,
    secureNetwork: props.secureNetwork ?? SecureNetwork.ENHANCED_TLS,
    sniOnly: props.sniOnly ?? true,
    signatureAlgorithm: props.signatureAlgorithm ?? SignatureAlgorithm.SHA_256,
    certificateChainType: props.certificateChainType,
    acknowledgePreVerificationWarnings: props.acknowledgePreVerificationWarnings,
    allowDuplicateCommonName: props.allowDuplicateCommonName,
    adminContact: props.adminContact,
    techContact: props.techContact,
    organization: props.organization,
    csr,
    networkConfiguration: {
      geography: props.geography ?? Geography.CORE,
      disallowedTlsVersions: props.disallowedTlsVersions ?? [CertificateTlsVersion.TLS_V1, CertificateTlsVersion.TLS_V1_1],
      preferredCiphers: props.preferredCiphers,
      mustHaveCiphers: props.mustHaveCiphers,
      ocspStapling: props.ocspStapling === undefined ? undefined : props.ocspStapling ? 'on' : 'off',
      quicEnabled: props.quicEnabled,
      cloneDnsNames: props.cloneDnsNames,
      clientMutualAuthentication: mtls && {
        setId: mtls.setId,
        ocspEnabled: mtls.ocspEnabled,
        sendCaListToClient: mtls.sendCaListToClient,
      },
    },
    timeouts: props.timeout === undefined ? undefined : { default: props.timeout },
  };
}

/**
 * The certificate's SANs as written to Terraform: the common name first (CPS always lists it), then
 * the other names in the order given. Checks that every name is a host name and none repeats.
 */
function certificateNames(scope: IConstruct, commonName: string, sans: string[] | undefined): string[] {
  if (Token.isUnresolved(commonName)) return sans ?? [commonName];
  checkHostName(scope, 'commonName', commonName);
  if (sans === undefined) return [commonName];
  if (Token.isUnresolved(sans)) return sans;
  if (sans.length === 0) {
    throw propError(scope, 'sans', '[] lists no names; list the names the certificate covers, or leave `sans` out to cover the common name only');
  }
  const seen = new Map<string, number>();
  sans.forEach((san, index) => {
    if (Token.isUnresolved(san)) return;
    checkHostName(scope, `sans[${index}]`, san);
    const first = seen.get(san.toLowerCase());
    if (first !== undefined) {
      throw propError(scope, `sans[${index}]`, `${show(san)} repeats sans[${first}] (${show(sans[first])}); each name may appear once`);
    }
    seen.set(san.toLowerCase(), index);
  });
  return seen.has(commonName.toLowerCase()) ? sans : [commonName, ...sans];
}

function checkHostName(scope: IConstruct, prop: string, name: string): void {
  if (!HOST_NAME.test(name)) {
    throw propError(scope, prop, `${show(name)} is not a host name; allowed: a DNS name such as "www.example.com", optionally starting with "*." for a wildcard`);
  }
}

function checkContact(scope: IConstruct, prop: string, contact: CertificateContact): void {
  checkRequired(scope, prop, contact as unknown as Record<string, unknown>, CONTACT_FIELDS);
  if (contact.countryCode !== undefined) checkCountryCode(scope, `${prop}.countryCode`, contact.countryCode);
}

function checkRequired(scope: IConstruct, prop: string, value: Record<string, unknown> | undefined, fields: readonly string[]): void {
  if (value === undefined) throw propError(scope, prop, `missing; it needs ${fields.join(', ')}`);
  const missing = fields.filter((field) => value[field] === undefined || value[field] === '');
  if (missing.length > 0) {
    throw propError(scope, `${prop}.${missing[0]}`, `missing or empty; ${prop} needs ${fields.join(', ')}`);
  }
}

function checkCountryCode(scope: IConstruct, prop: string, code: string): void {
  if (Token.isUnresolved(code) || COUNTRY_CODE.test(code)) return;
  throw propError(scope, prop, `${show(code)} is not a country code; allowed: two upper-case letters (ISO 3166-1 alpha-2), such as "US" or "DE"`);
}
