// A domain-validated certificate for example.com, www.example.com and *.example.com that validates
// itself through Akamai Edge DNS, with the EnrollmentWithValidation L2.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/certificate/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { akamai } = require('cdktf-cpln-akamai');

class Certificate extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });

    // The zone the challenge records go into (an existing zone works too: akamai.EdgeDnsZoneRef.fromName('example.com')).
    const zone = new akamai.dnsZone.DnsZone(this, 'zone', {
      contract: 'C-0N7RAC7',
      group: '98765',
      zone: 'example.com',
      type: 'primary',
      comment: 'managed by cdktf',
    });

    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1-617-555-0100',
    };

    const certificate = new akamai.EnrollmentWithValidation(this, 'certificate', {
      contractId: 'C-0N7RAC7',
      commonName: 'example.com',
      sans: ['www.example.com', '*.example.com'],
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
      challenges: akamai.ChallengeAnswer.edgeDns(akamai.EdgeDnsZoneRef.fromZone(zone)),
      acknowledgePreVerificationWarnings: true,
      timeout: '2h',
    });

    new TerraformOutput(this, 'enrollment-id', { value: certificate.enrollmentId });
  }
}

const app = new App();
new Certificate(app, 'certificate');
app.synth();
