// A small app that uses cdktf alone: the floor of the type-check benchmark.
import { App, TerraformOutput, TerraformStack } from 'cdktf';

const app = new App();
const stack = new TerraformStack(app, 'web');
new TerraformOutput(stack, 'greeting', { value: 'hello' });
app.synth();
