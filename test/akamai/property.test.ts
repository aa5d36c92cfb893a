import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

describe('akamai.property.Property and its activation', () => {
  test('a property with hostnames (mTLS and TLS settings from 9.3.0), activated on production with a compliance record', () => {
    const stack = akamaiStack();
    const property = new akamai.property.Property(stack, 'site', {
      name: 'www.example.com',
      contractId: 'ctr_1-ABC',
      groupId: 'grp_12345',
      productId: 'prd_Fresca',
      ruleFormat: 'v2024-10-21',
      rules: '{"rules":{"name":"default","behaviors":[]}}',
      hostnames: [
        {
          cnameFrom: 'www.example.com',
          cnameTo: 'www.example.com.edgekey.net',
          certProvisioningType: 'CPS_MANAGED',
          mtls: { caSetId: '4321', checkClientOcsp: true, sendCaSetClient: false },
          tlsConfiguration: { cipherProfile: 'ak-akamai-2020q1', disallowedTlsVersions: ['TLSv1', 'TLSv1_1'], stapleServerOcspResponse: true },
        },
        { cnameFrom: 'static.example.com', cnameTo: 'static.example.com.edgesuite.net', certProvisioningType: 'DEFAULT' },
      ],
    });
    new akamai.propertyActivation.PropertyActivation(stack, 'production', {
      propertyId: property.id,
      version: property.latestVersion,
      network: 'PRODUCTION',
      contact: ['oncall@example.com'],
      note: 'release 42',
      autoAcknowledgeRuleWarnings: true,
      complianceRecord: { noncomplianceReasonNone: { customerEmail: 'owner@example.com', peerReviewedBy: 'reviewer@example.com', ticketId: 'CHG-42', unitTested: true } },
      timeouts: { default: '1h' },
    });

    const out = synth(stack);
    expect(out.resource.akamai_property.site).toEqual({
      name: 'www.example.com',
      contract_id: 'ctr_1-ABC',
      group_id: 'grp_12345',
      product_id: 'prd_Fresca',
      rule_format: 'v2024-10-21',
      rules: '{"rules":{"name":"default","behaviors":[]}}',
      hostnames: [
        {
          cname_from: 'www.example.com',
          cname_to: 'www.example.com.edgekey.net',
          cert_provisioning_type: 'CPS_MANAGED',
          mtls: { ca_set_id: '4321', check_client_ocsp: true, send_ca_set_client: false },
          tls_configuration: { cipher_profile: 'ak-akamai-2020q1', disallowed_tls_versions: ['TLSv1', 'TLSv1_1'], staple_server_ocsp_response: true },
        },
        { cname_from: 'static.example.com', cname_to: 'static.example.com.edgesuite.net', cert_provisioning_type: 'DEFAULT' },
      ],
    });
    expect(out.resource.akamai_property_activation.production).toEqual({
      property_id: '${akamai_property.site.id}',
      version: '${akamai_property.site.latest_version}',
      network: 'PRODUCTION',
      contact: ['oncall@example.com'],
      note: 'release 42',
      auto_acknowledge_rule_warnings: true,
      compliance_record: { noncompliance_reason_none: { customer_email: 'owner@example.com', peer_reviewed_by: 'reviewer@example.com', ticket_id: 'CHG-42', unit_tested: true } },
      timeouts: { default: '1h' },
    });
  });
});
