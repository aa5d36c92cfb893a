import { TerraformOutput, TerraformStack } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { ADMIN, CONTACTS_AND_DEFAULTS_JSON, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';

function thirdParty(
  stack: TerraformStack,
  props: Partial<akamai.ThirdPartyEnrollmentProps> = {},
): akamai.ThirdPartyEnrollment {
  return new akamai.ThirdPartyEnrollment(stack, 'cert', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    commonName: 'secure.example.com',
    sans: ['login.example.com'],
    adminContact: ADMIN,
    techContact: TECH,
    organization: ORGANIZATION,
    ...props,
  });
}

const RSA_PEM = '-----BEGIN CERTIFICATE-----\nMIIC...rsa\n-----END CERTIFICATE-----';
const CHAIN_PEM = '-----BEGIN CERTIFICATE-----\nMIIC...chain\n-----END CERTIFICATE-----';

describe('akamai.ThirdPartyEnrollment', () => {
  test('before signing: the enrollment and its CSR, exposed for the certificate authority; nothing uploaded', () => {
    const stack = akamaiStack();
    const cert = thirdParty(stack, { changeManagement: true, autoApproveWarnings: ['DNS_NAME_LONGER_THEN_255_CHARS'] });
    new TerraformOutput(stack, 'csr-rsa', { value: cert.csrRsa });
    new TerraformOutput(stack, 'csr-ecdsa', { value: cert.csrEcdsa });

    const json = synth(stack);
    const enrollment = `akamai_cps_third_party_enrollment.${cert.enrollment.friendlyUniqueId}`;
    expect(cert.enrollment.node.id).toBe('Resource');
    expect(json.resource.akamai_cps_third_party_enrollment[cert.enrollment.friendlyUniqueId]).toEqual({
      contract_id: 'C-0N7RAC7',
      common_name: 'secure.example.com',
      sans: ['secure.example.com', 'login.example.com'],
      secure_network: 'enhanced-tls',
      sni_only: true,
      signature_algorithm: 'SHA-256',
      change_management: true,
      auto_approve_warnings: ['DNS_NAME_LONGER_THEN_255_CHARS'],
      ...CONTACTS_AND_DEFAULTS_JSON,
    });
    expect(json.data.akamai_cps_csr[cert.csr.friendlyUniqueId]).toEqual({ enrollment_id: `\${${enrollment}.id}` });
    expect(json.output).toEqual({
      'csr-rsa': { value: `\${data.akamai_cps_csr.${cert.csr.friendlyUniqueId}.csr_rsa}` },
      'csr-ecdsa': { value: `\${data.akamai_cps_csr.${cert.csr.friendlyUniqueId}.csr_ecdsa}` },
    });
    expect(cert.upload).toBeUndefined();
    expect(json.resource.akamai_cps_upload_certificate).toBeUndefined();
    expect(json).toMatchSnapshot();
  });

  test('after signing: the signed certificate and its chain are uploaded to the enrollment', () => {
    const stack = akamaiStack();
    const cert = thirdParty(stack, {
      signedCertificate: { certificateRsaPem: RSA_PEM, trustChainRsaPem: CHAIN_PEM },
      acknowledgePostVerificationWarnings: true,
      waitForDeployment: true,
      timeout: '3h',
    });

    const json = synth(stack);
    expect(json.resource.akamai_cps_upload_certificate[cert.upload!.friendlyUniqueId]).toEqual({
      enrollment_id: `\${akamai_cps_third_party_enrollment.${cert.enrollment.friendlyUniqueId}.id}`,
      certificate_rsa_pem: RSA_PEM,
      trust_chain_rsa_pem: CHAIN_PEM,
      acknowledge_post_verification_warnings: true,
      wait_for_deployment: true,
      timeouts: { default: '3h' },
    });
    expect(json).toMatchSnapshot();
  });

  test('with change management: the upload acknowledges the change-management hold', () => {
    const stack = akamaiStack();
    const cert = thirdParty(stack, {
      changeManagement: true,
      signedCertificate: { certificateRsaPem: RSA_PEM, trustChainRsaPem: CHAIN_PEM },
      acknowledgeChangeManagement: true,
    });

    const json = synth(stack);
    expect(json.resource.akamai_cps_third_party_enrollment[cert.enrollment.friendlyUniqueId].change_management)
      .toBe(true);
    expect(json.resource.akamai_cps_upload_certificate[cert.upload!.friendlyUniqueId].acknowledge_change_management)
      .toBe(true);
  });

  test.each([
    [
      'a signed certificate without a certificate',
      { signedCertificate: { trustChainEcdsaPem: CHAIN_PEM } },
      'test/cert: signedCertificate: holds no certificate; give certificateRsaPem, certificateEcdsaPem or both',
    ],
    [
      'a trust chain without its certificate',
      { signedCertificate: { certificateEcdsaPem: RSA_PEM, trustChainRsaPem: CHAIN_PEM } },
      'test/cert: signedCertificate.trustChainRsaPem: is given without certificateRsaPem; a trust chain belongs to its certificate',
    ],
    [
      'duplicate SANs',
      { sans: ['login.example.com', 'login.example.com'] },
      'test/cert: sans[1]: "login.example.com" repeats sans[0] ("login.example.com"); each name may appear once',
    ],
    [
      'a contact without a last name',
      { adminContact: { ...ADMIN, lastName: '' } },
      'test/cert: adminContact.lastName: missing or empty; adminContact needs firstName, lastName, email, phone',
    ],
  ])('%s throws at construction', (_name, props, message) => {
    expect(() => thirdParty(akamaiStack(), props as Partial<akamai.ThirdPartyEnrollmentProps>)).toThrow(message);
  });
});
