// The same small app importing the Control Plane entry point (its L1 and L2 classes).
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { provider, workload } from 'cdktf-cpln-akamai/cpln';

const app = new App();
const stack = new TerraformStack(app, 'web');
new provider.CplnProvider(stack, 'cpln', { org: 'acme' });
const api = new workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'api', image: 'nginx:1.27' }] });
new TerraformOutput(stack, 'greeting', { value: api.selfLink });
app.synth();
