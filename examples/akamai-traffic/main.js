// www.example.akadns.net with Akamai Global Traffic Management, through the TrafficDomain L2: a weighted domain
// with two datacenters, and a property that splits traffic 60/40 between them while their servers pass an
// HTTPS and a TCP liveness test. Point www.example.com at the property's hostname with a CNAME record.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/traffic/cdk.tf.json.
const { App, TerraformOutput, TerraformStack } = require('cdktf');
const { akamai } = require('cdktf-cpln-akamai');

class Traffic extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });

    const domain = new akamai.TrafficDomain(this, 'gtm', {
      contract: akamai.ContractRef.fromId('C-0N7RAC7'),
      group: akamai.GroupRef.fromId('12345'),
      name: 'example.akadns.net',
      type: akamai.TrafficDomainType.WEIGHTED,
      emailNotifications: ['noc@example.com'],
    });

    const frankfurt = domain.addDatacenter('frankfurt', {
      city: 'Frankfurt', country: 'DE', continent: akamai.Continent.EU, latitude: 50.11, longitude: 8.68,
    });
    const amsterdam = domain.addDatacenter('amsterdam', {
      city: 'Amsterdam', country: 'NL', continent: akamai.Continent.EU, latitude: 52.37, longitude: 4.9,
    });

    const www = domain.addProperty('www', {
      type: akamai.TrafficPropertyType.weightedRoundRobin(),
      livenessTests: [
        akamai.LivenessTest.https({ name: 'health', path: '/healthz', headers: { Host: 'www.example.com' } }),
        akamai.LivenessTest.tcp({ name: 'redis', port: 6379, requestString: 'PING', responseString: 'PONG' }),
      ],
    });
    www.addTarget(frankfurt, { weight: 60, servers: ['192.0.2.10', '192.0.2.11'] });
    www.addTarget(amsterdam, { weight: 40, servers: ['198.51.100.10'] });

    new TerraformOutput(this, 'hostname', { value: www.hostname });
  }
}

const app = new App();
new Traffic(app, 'traffic');
app.synth();
