// www.example.com and shop.example.com on Akamai, with the PropertyDelivery L2: a DV certificate on
// Enhanced TLS validated through Edge DNS, a customer origin with its connection settings, caching rules
// for static content, a CP code, activation on staging and then on production (both after the
// certificate's validation) with a compliance record, and the CNAME records.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/site/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { akamai } = require('cdktf-cpln-akamai');

class Site extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });

    const zone = akamai.EdgeDnsZoneRef.fromName('example.com');
    const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1-617-555-0100' };

    // The certificate answers its DNS challenges in the zone and validates itself.
    const certificate = new akamai.EnrollmentWithValidation(this, 'certificate', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'),
      commonName: 'www.example.com',
      sans: ['shop.example.com'],
      adminContact: contact,
      techContact: { ...contact, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
      organization: {
        name: 'Example Corp.',
        phone: '+1-617-555-0100',
        addressLineOne: '150 Broadway',
        city: 'Cambridge',
        region: 'MA',
        postalCode: '02142',
        countryCode: 'US',
      },
      challenges: akamai.ChallengeAnswer.edgeDns(zone),
    });

    const site = new akamai.PropertyDelivery(this, 'site', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'),
      group: akamai.GroupRef.fromName('Web Properties'),
      product: akamai.ProductRef.ionStandard(),
      hostnames: ['www.example.com', 'shop.example.com'],
      edgeHostname: akamai.EdgeHostnameChoice.enhancedTls({
        certificate: akamai.EdgeCertificate.fromEnrollment(certificate),
        statusUpdateEmails: ['noc@example.com'],
      }),
      // The origin serves both names over IPv4 and IPv6, TLS 1.2 at least, with a certificate signed by an
      // authority of the Akamai Certificate Store that names origin.example.com.
      origin: akamai.Origin.customer({
        hostname: 'origin.example.com',
        ipVersion: akamai.OriginIpVersion.DUALSTACK,
        minTlsVersion: akamai.OriginTlsVersion.TLSV1_2,
        verification: akamai.OriginVerification.custom({
          validNames: ['origin.example.com'],
          trust: akamai.OriginTrust.certificateAuthoritySets([akamai.CertificateAuthoritySet.AKAMAI_PERMISSIVE]),
        }),
      }),
      defaultRuleComments: 'Every request: the origin, the CP code; the rules below narrow it down.',
      rules: [
        {
          name: 'Static content',
          criteria: [akamai.Criterion.fileExtension(['css', 'js', 'png', 'jpg', 'svg', 'woff2'])],
          behaviors: [akamai.Behavior.cacheFor('7d')],
        },
        {
          name: 'No caching for the cart',
          criteria: [akamai.Criterion.path(['/cart/*', '/checkout/*'])],
          behaviors: [akamai.Behavior.noStore()],
        },
      ],
      activations: [
        // Staging too waits for the certificate's validation, so testing on staging starts with it.
        akamai.Activation.staging({ contacts: ['web-team@example.com'], waitForCertificate: true }),
        akamai.Activation.production({
          contacts: ['web-team@example.com'],
          complianceRecord: akamai.ComplianceRecord.noneRequired({ customerEmail: 'owner@example.com', peerReviewedBy: 'reviewer@example.com' }),
          timeout: '2h',
        }),
      ],
      dns: akamai.DeliveryDns.edgeDns(zone),
    });

    new TerraformOutput(this, 'edge-hostname', { value: site.edgeHostnameName });
  }
}

const app = new App();
new Site(app, 'site');
app.synth();
