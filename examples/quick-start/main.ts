import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import * as cpln from 'cdktf-cpln-akamai/cpln'; // the provider's entry point: its L1 classes and L2 constructs

class WebApp extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });

    const gvc = new cpln.gvc.Gvc(this, 'gvc', { name: 'web', locations: ['aws-eu-central-1'] });

    // A workload, a custom domain, TLS and a route from the domain to the workload, in one construct.
    const site = new cpln.WorkloadWithDomain(this, 'site', {
      gvc: cpln.GvcRef.fromGvc(gvc),
      workloadName: 'site',
      containers: [{ name: 'site', image: 'ghcr.io/acme/site:1.0.0', ports: [{ number: 8080, protocol: 'http' }] }],
      domainName: 'www.example.com',
    });

    new TerraformOutput(this, 'urls', { value: site.endpointUrls });
  }
}

const app = new App();
new WebApp(app, 'web-app');
app.synth();
