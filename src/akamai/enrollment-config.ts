import { Construct, IConstruct } from 'constructs';
import { Token } from '../framework';
import { propError, refuse, show } from '../prop-error';
import { checkList, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { isHostName } from '../validation/host-names';
import { ContractRef } from './account-refs';
import {
  CertificateContact,
  CertificateEnrollmentOptions,
  CertificateOrganization,
  CertificateSigningRequest,
  CertificateTlsVersion,
  ClientMutualAuthentication,
  Geography,
  SecureNetwork,
  SignatureAlgorithm,
} from './enrollment-options';

const COUNTRY_CODE = /^[A-Z]{2}$/;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const ORGANIZATION_FIELDS = ['name', 'phone', 'addressLineOne', 'city', 'region', 'postalCode', 'countryCode'] as const;

/** The props every CPS enrollment construct takes. */
export const ENROLLMENT_OPTIONS: KeysOf<CertificateEnrollmentOptions> = {
  contract: true, commonName: true, sans: true, adminContact: true, techContact: true, organization: true, csr: true,
  secureNetwork: true,
  sniOnly: true, signatureAlgorithm: true, geography: true, disallowedTlsVersions: true, preferredCiphers: true,
  mustHaveCiphers: true,
  ocspStapling: true, quicEnabled: true, cloneDnsNames: true, clientMutualAuthentication: true,
  certificateChainType: true,
  acknowledgePreVerificationWarnings: true, allowDuplicateCommonName: true, timeout: true,
};
const CONTACT: KeysOf<CertificateContact> = {
  firstName: true, lastName: true, email: true, phone: true, title: true, organization: true, addressLineOne: true,
  addressLineTwo: true,
  city: true, region: true, postalCode: true, countryCode: true,
};
const ORGANIZATION: KeysOf<CertificateOrganization> = {
  name: true, phone: true, addressLineOne: true, addressLineTwo: true, city: true, region: true, postalCode: true,
  countryCode: true,
};
const CSR: KeysOf<CertificateSigningRequest> = {
  city: true,
  countryCode: true,
  organization: true,
  organizationalUnit: true,
  state: true,
  preferredTrustChain: true,
};
const MTLS: KeysOf<ClientMutualAuthentication> = { setId: true, ocspEnabled: true, sendCaListToClient: true };

/** Checks the props object of an enrollment construct and its nested options; throws on the first unknown key. */
export function checkEnrollmentProps<T extends CertificateEnrollmentOptions>(
  scope: IConstruct,
  props: T,
  known: KeysOf<T>,
  struct: string,
): void {
  checkProps(scope, 'props', props, known, struct);
  checkProps(scope, 'adminContact', props.adminContact, CONTACT, 'CertificateContact');
  checkProps(scope, 'techContact', props.techContact, CONTACT, 'CertificateContact');
  checkProps(scope, 'organization', props.organization, ORGANIZATION, 'CertificateOrganization');
  checkOptionalProps(scope, 'csr', props.csr, CSR, 'CertificateSigningRequest');
  checkOptionalProps(scope, 'clientMutualAuthentication', props.clientMutualAuthentication, MTLS, 'ClientMutualAuthentication');
}

/**
 * The arguments shared by `akamai_cps_dv_enrollment` and `akamai_cps_third_party_enrollment`, in the
 * generated L1 props' shape, after checking the props. Throws on the first bad prop.
 */
export function enrollmentConfig(scope: Construct, props: CertificateEnrollmentOptions) {
  if (!(props.contract instanceof ContractRef)) {
    throw propError(scope, 'contract', `${props.contract === undefined ? 'missing' : 'is not a ContractRef'}; give ContractRef.fromId("C-0N7RAC7") or ContractRef.fromGroupName("...")`);
  }
  const contract = props.contract._bind(scope, 'contract');
  const commonName = checkString(scope, 'commonName', props.commonName);
  const sans = certificateNames(scope, commonName, checkList(scope, 'sans', props.sans, 'host names'));
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
    contractId: contract.bare,
    commonName,
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
      disallowedTlsVersions: checkList(scope, 'disallowedTlsVersions', props.disallowedTlsVersions, 'CertificateTlsVersion values') ?? [CertificateTlsVersion.TLS_V1, CertificateTlsVersion.TLS_V1_1],
      preferredCiphers: props.preferredCiphers,
      mustHaveCiphers: props.mustHaveCiphers,
      ocspStapling: props.ocspStapling === undefined ? undefined : Token.isUnresolved(props.ocspStapling) ? (props.ocspStapling as unknown as string) : props.ocspStapling ? 'on' : 'off',
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
 * the other names in the order given. Checks that every literal name is a host name and none repeats;
 * names given as Terraform expressions (and a list given as one) pass through untouched.
 */
function certificateNames(scope: IConstruct, commonName: string, sans: string[] | undefined): string[] {
  if (!Token.isUnresolved(commonName)) checkHostName(scope, 'commonName', commonName);
  if (sans === undefined) return [commonName];
  if (Token.isUnresolved(sans)) return sans;
  if (sans.length === 0) {
    refuse(scope, 'akamai/enrollment-sans', 'sans', '[] lists no names; list the names the certificate covers, or leave `sans` out to cover the common name only');
  }
  const seen = new Map<string, number>();
  sans.forEach((san, index) => {
    checkString(scope, `sans[${index}]`, san);
    if (Token.isUnresolved(san)) return;
    checkHostName(scope, `sans[${index}]`, san);
    const first = seen.get(san.toLowerCase());
    if (first !== undefined) {
      refuse(scope, 'akamai/enrollment-sans', `sans[${index}]`, `${show(san)} repeats sans[${first}] (${show(sans[first])}); each name may appear once`);
    }
    seen.set(san.toLowerCase(), index);
  });
  const listed = sans.includes(commonName) || (!Token.isUnresolved(commonName) && seen.has(commonName.toLowerCase()));
  return listed ? sans : [commonName, ...sans];
}

function checkHostName(scope: IConstruct, prop: string, name: string): void {
  if (!isHostName(name, 'wildcard')) {
    refuse(scope, 'akamai/enrollment-hostname', prop, `${show(name)} is not a host name; allowed: a DNS name such as "www.example.com", optionally starting with "*." for a wildcard`);
  }
}

function checkContact(scope: IConstruct, prop: string, contact: CertificateContact): void {
  checkRequired(scope, prop, contact as unknown as Record<string, unknown>, CONTACT_FIELDS);
  if (contact.countryCode !== undefined) checkCountryCode(scope, `${prop}.countryCode`, contact.countryCode);
}

function checkRequired(
  scope: IConstruct,
  prop: string,
  value: Record<string, unknown> | undefined,
  fields: readonly string[],
): void {
  if (value === undefined) throw propError(scope, prop, `missing; it needs ${fields.join(', ')}`);
  const missing = fields.filter((field) => value[field] === undefined || value[field] === '');
  if (missing.length > 0) {
    throw propError(scope, `${prop}.${missing[0]}`, `missing or empty; ${prop} needs ${fields.join(', ')}`);
  }
}

function checkCountryCode(scope: IConstruct, prop: string, code: string): void {
  if (Token.isUnresolved(code) || COUNTRY_CODE.test(code)) return;
  refuse(scope, 'akamai/enrollment-country-code', prop, `${show(code)} is not a country code; allowed: two upper-case letters (ISO 3166-1 alpha-2), such as "US" or "DE"`);
}
