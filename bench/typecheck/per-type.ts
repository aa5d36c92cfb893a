// The same small app importing only the types it uses, one entry point per type.
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { CplnProvider } from 'cdktf-cpln-akamai/cpln/provider';
import { Workload } from 'cdktf-cpln-akamai/cpln/workload';

const app = new App();
const stack = new TerraformStack(app, 'web');
new CplnProvider(stack, 'cpln', { org: 'acme' });
const api = new Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'api', image: 'nginx:1.27' }] });
new TerraformOutput(stack, 'greeting', { value: api.selfLink });
app.synth();
