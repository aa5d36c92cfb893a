// The same small app importing this package's root and using one Control Plane type.
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { cpln } from 'cdktf-cpln-akamai';

const app = new App();
const stack = new TerraformStack(app, 'web');
new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
const api = new cpln.workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'api', image: 'nginx:1.27' }] });
new TerraformOutput(stack, 'greeting', { value: api.selfLink });
app.synth();
