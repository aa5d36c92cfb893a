import { TerraformOutput, Token } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100', organization: 'Example Inc', title: 'SRE' };
const contactJson = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100', organization: 'Example Inc', title: 'SRE' };

describe('akamai.cpsDvEnrollment.CpsDvEnrollment', () => {
  test('a DV enrollment with contacts, CSR, organization and network configuration (set blocks)', () => {
    const stack = akamaiStack();
    const enrollment = new akamai.cpsDvEnrollment.CpsDvEnrollment(stack, 'cert', {
      contractId: 'ctr_1-ABC',
      commonName: 'www.example.com',
      sans: ['www.example.com', 'api.example.com'],
      secureNetwork: 'enhanced-tls',
      signatureAlgorithm: 'SHA-256',
      sniOnly: true,
      acknowledgePreVerificationWarnings: true,
      adminContact: { ...contact, addressLineOne: '1 Main St', city: 'Cambridge', countryCode: 'US', postalCode: '02142', region: 'MA' },
      techContact: contact,
      csr: { countryCode: 'US', city: 'Cambridge', organization: 'Example Inc', organizationalUnit: 'Web', state: 'MA', preferredTrustChain: 'intermediate-a' },
      organization: { name: 'Example Inc', phone: '+1 555 0100', addressLineOne: '1 Main St', city: 'Cambridge', region: 'MA', postalCode: '02142', countryCode: 'US' },
      networkConfiguration: {
        geography: 'core',
        disallowedTlsVersions: ['TLSv1', 'TLSv1_1'],
        mustHaveCiphers: 'ak-akamai-2020q1',
        preferredCiphers: 'ak-akamai-2020q1',
        ocspStapling: 'on',
        quicEnabled: true,
        cloneDnsNames: false,
        clientMutualAuthentication: { setId: '12345', sendCaListToClient: false, ocspEnabled: true },
      },
    });
    new TerraformOutput(stack, 'dns-challenges', { value: enrollment.dnsChallenges });

    const out = synth(stack);
    expect(out.resource.akamai_cps_dv_enrollment.cert).toEqual({
      contract_id: 'ctr_1-ABC',
      common_name: 'www.example.com',
      sans: ['www.example.com', 'api.example.com'],
      secure_network: 'enhanced-tls',
      signature_algorithm: 'SHA-256',
      sni_only: true,
      acknowledge_pre_verification_warnings: true,
      admin_contact: { ...contactJson, address_line_one: '1 Main St', city: 'Cambridge', country_code: 'US', postal_code: '02142', region: 'MA' },
      tech_contact: contactJson,
      csr: { country_code: 'US', city: 'Cambridge', organization: 'Example Inc', organizational_unit: 'Web', state: 'MA', preferred_trust_chain: 'intermediate-a' },
      organization: { name: 'Example Inc', phone: '+1 555 0100', address_line_one: '1 Main St', city: 'Cambridge', region: 'MA', postal_code: '02142', country_code: 'US' },
      network_configuration: {
        geography: 'core',
        disallowed_tls_versions: ['TLSv1', 'TLSv1_1'],
        must_have_ciphers: 'ak-akamai-2020q1',
        preferred_ciphers: 'ak-akamai-2020q1',
        ocsp_stapling: 'on',
        quic_enabled: true,
        clone_dns_names: false,
        client_mutual_authentication: { set_id: '12345', send_ca_list_to_client: false, ocsp_enabled: true },
      },
    });
    // The challenges are plural in Terraform, computed, and a set (referenced as a list).
    expect(out.output['dns-challenges'].value).toBe('${tolist(akamai_cps_dv_enrollment.cert.dns_challenges)}');
  });

  test('the validation resource waits for the enrollment and carries its SANs', () => {
    const stack = akamaiStack();
    const enrollment = new akamai.cpsDvEnrollment.CpsDvEnrollment(stack, 'cert', {
      contractId: 'ctr_1-ABC', commonName: 'www.example.com', secureNetwork: 'enhanced-tls', signatureAlgorithm: 'SHA-256', sniOnly: true,
      adminContact: contact, techContact: contact,
      csr: { countryCode: 'US', city: 'Cambridge', organization: 'Example Inc' },
      organization: { name: 'Example Inc', phone: '+1 555 0100', addressLineOne: '1 Main St', city: 'Cambridge', region: 'MA', postalCode: '02142', countryCode: 'US' },
      networkConfiguration: { geography: 'core' },
    });
    new akamai.cpsDvValidation.CpsDvValidation(stack, 'validation', { enrollmentId: Token.asNumber(enrollment.id), sans: enrollment.sans, timeouts: { default: '2h' } });
    expect(synth(stack).resource.akamai_cps_dv_validation.validation).toEqual({
      enrollment_id: '${akamai_cps_dv_enrollment.cert.id}',
      sans: '${tolist(akamai_cps_dv_enrollment.cert.sans)}',
      timeouts: { default: '2h' },
    });
  });
});
