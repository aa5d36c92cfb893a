// Application security for the hostnames of an Akamai property, with the SecurityConfiguration L2: a
// security policy whose match target covers the property's hostnames, a rate policy on the login page, a
// custom rule for the admin pages and an IP/Geo firewall that blocks a GEO network list, activated on
// staging and then on production, after the property and the network list are active there.
// Run with `node main.js` (or `cdktf synth`); it writes cdktf.out/stacks/security/cdk.tf.json.
const { App, TerraformStack } = require('cdktf');
const { akamai } = require('cdktf-cpln-akamai');

class Security extends TerraformStack {
  constructor(scope, id) {
    super(scope, id);

    new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });

    const contract = akamai.ContractRef.fromId('C-0N7RAC7');
    const group = akamai.GroupRef.fromId('12345');
    const notify = ['security@example.com'];

    // The site whose hostnames the configuration protects.
    const site = new akamai.PropertyDelivery(this, 'site', {
      contract,
      group,
      product: akamai.ProductRef.ionStandard(),
      hostnames: ['www.example.com', 'shop.example.com'],
      edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
      origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
      activations: [
        akamai.Activation.staging({ contacts: ['web-team@example.com'] }),
        akamai.Activation.production({ contacts: ['web-team@example.com'] }),
      ],
    });

    // Countries the shop does not serve, activated on both networks.
    const blocked = new akamai.NetworkList(this, 'blocked-countries', {
      contract,
      group,
      name: 'Blocked countries',
      type: akamai.NetworkListType.GEO,
      elements: ['KP', 'SY'],
      activations: [
        akamai.SecurityActivation.staging({ notificationEmails: notify }),
        akamai.SecurityActivation.production({ notificationEmails: notify }),
      ],
    });

    const security = new akamai.SecurityConfiguration(this, 'security', {
      contract,
      group,
      name: 'shop-security',
      propertyDelivery: site,
      activations: [
        akamai.SecurityActivation.staging({ notificationEmails: notify, note: 'Shop protections' }),
        akamai.SecurityActivation.production({ notificationEmails: notify, note: 'Shop protections' }),
      ],
    });

    const policy = security.addSecurityPolicy('shop', { name: 'shop', prefix: 'shp1' });
    policy.addMatchTarget('site');
    policy.addRatePolicy('login', {
      name: 'Login bursts',
      averageThreshold: 5,
      burstThreshold: 10,
      paths: ['/login'],
      action: akamai.SecurityAction.DENY,
    });
    policy.addCustomRule('admin', {
      name: 'No admin pages',
      tags: ['admin'],
      conditions: [akamai.CustomRuleCondition.path(['/admin/*'], { wildcard: true })],
      action: akamai.SecurityAction.DENY,
    });
    policy.addIpGeoFirewall(akamai.IpGeoFirewall.block({ blockedCountryLists: [blocked] }));
  }
}

const app = new App();
new Security(app, 'security');
app.synth();
