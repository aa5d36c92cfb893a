/**
 * The checks of `EnrollmentWithValidation` and `ThirdPartyEnrollment` (the certificate's names, contacts and
 * organization, the answers to challenges, the signed certificate), by rule id, with what each refuses: the id is in
 * the construct's error or warning
 * (`... [akamai/enrollment-wildcard-dns]`), and `Validations.disableRule` switches the check off on a scope
 * (src/validation/construct-rules.ts).
 */
export const ENROLLMENT_RULES = {
  'akamai/enrollment-wildcard-dns': 'a wildcard name is validated through DNS, not HTTP',
  'akamai/enrollment-hostname': 'a certificate\'s common name and SANs are DNS names, optionally starting with "*." for a wildcard',
  'akamai/enrollment-country-code': 'a country code is two upper-case letters (ISO 3166-1 alpha-2)',
  'akamai/enrollment-sans': 'a certificate\'s SANs, when given, list at least one name, each once',
  'akamai/third-party-signed-certificate': 'a signed third-party certificate holds an RSA or ECDSA certificate, and a trust chain only beside its certificate',
} as const;
