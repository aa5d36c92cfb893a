// A domain-validated certificate for example.com, www.example.com and *.example.com that validates
// itself through an Akamai Edge DNS zone of the app, with the EdgeDnsZone and EnrollmentWithValidation L2s;
// the zone also holds the site's address, mail and CAA records.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/certificate/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { akamai } = require('cdktf-cpln-akamai');

class Certificate extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });

    // One lookup of the contract for the zone and the certificate (an id works too: akamai.ContractRef.fromId('C-0N7RAC7')).
    const contract = akamai.ContractRef.fromGroupName('Example Web');

    // The zone the challenge records go into (an existing zone works too: akamai.EdgeDnsZoneRef.fromName('example.com')).
    const zone = new akamai.EdgeDnsZone(this, 'zone', {
      zoneName: 'example.com',
      contract,
      group: akamai.GroupRef.fromName('Example Web'),
      comment: 'managed by cdktf',
    });
    zone.addARecord('example.com', ['192.0.2.10']);
    zone.addCname('www.example.com', 'example.com');
    zone.addMx('example.com', [akamai.MailExchange.of(10, 'mail.example.com')]);
    zone.addTxt('example.com', ['v=spf1 mx -all']);
    zone.addCaa('example.com', [akamai.CaaProperty.issue('letsencrypt.org')]);

    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1-617-555-0100',
    };

    const certificate = new akamai.EnrollmentWithValidation(this, 'certificate', {
      contract,
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
      challenges: akamai.ChallengeAnswer.edgeDns(zone),
      acknowledgePreVerificationWarnings: true,
      timeout: '2h',
    });

    new TerraformOutput(this, 'enrollment-id', { value: certificate.enrollmentId });
  }
}

const app = new App();
new Certificate(app, 'certificate');
app.synth();
