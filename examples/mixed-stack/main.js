// Both providers in one stack: a shop runs on Control Plane behind its own domain, and Akamai holds
// the shop's Edge DNS zone and issues its certificate, validated through that zone.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/shop-edge/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { akamai, cpln } = require('cdktf-cpln-akamai');

class ShopEdge extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });
    new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });

    const gvc = new cpln.gvc.Gvc(this, 'gvc', { name: 'shop', locations: ['aws-eu-central-1', 'aws-us-east-2'] });

    // origin.shop.example.com's DNS records must exist before the first apply (Control Plane refuses
    // to create a domain whose DNS is not in place); pass the resources that create them as
    // `dnsPrerequisites`, or create them first.
    const shop = new cpln.WorkloadWithDomain(this, 'shop', {
      gvc: cpln.GvcRef.fromGvc(gvc),
      workloadName: 'shop',
      containers: [{ name: 'shop', image: 'ghcr.io/acme/shop:7.1.0', cpu: '500m', memory: '512Mi', ports: [{ number: 8080, protocol: 'http' }] }],
      domainName: 'origin.shop.example.com',
    });

    const zone = new akamai.dnsZone.DnsZone(this, 'zone', {
      contract: 'C-0N7RAC7',
      group: '98765',
      zone: 'shop.example.com',
      type: 'primary',
    });

    const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1-617-555-0100' };
    const certificate = new akamai.EnrollmentWithValidation(this, 'certificate', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'),
      commonName: 'shop.example.com',
      sans: ['www.shop.example.com'],
      adminContact: contact,
      techContact: contact,
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
    });

    // After apply: the DNS records the Control Plane domain reports (to check yours against), and its URLs.
    new TerraformOutput(this, 'origin-dns-records', { value: shop.dnsRecords });
    new TerraformOutput(this, 'origin-urls', { value: shop.endpointUrls });
    new TerraformOutput(this, 'certificate-enrollment', { value: certificate.enrollmentId });
  }
}

const app = new App();
new ShopEdge(app, 'shop-edge');
app.synth();
