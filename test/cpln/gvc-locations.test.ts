import { TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome } from '../support/synth';

describe('GVC locations', () => {
  // Control Plane's built-in locations as its CLI reference lists them (cli-reference/commands/location).
  test.each([
    ['a misspelt built-in location is a warning', ['aws-eu-centrl-1'], ['test/gvc: cpln_gvc.gvc.locations[0]: "aws-eu-centrl-1" is not valid: one of the built-in locations Control Plane lists (49: aws-…, azure-…, gcp-…, for example "aws-eu-central-1", "gcp-us-east1"), or a custom or BYOK location of another name (platform: Control Plane\'s location list (docs, cli-reference/commands/location: the built-in locations `cpln location get` prints); a warning, since Control Plane adds regions and an org can have custom locations) [cpln/gvc-location-builtin]']],
    ['built-in locations of the three clouds', ['aws-eu-central-1', 'gcp-us-east1', 'azure-eastus2'], []],
    ['a custom or BYOK location', ['demo-byok-location'], []],
  ])('%s', (_title, locations, warnings) => {
    const stack = cplnStack();
    new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', locations });
    expect(outcome(stack)).toEqual({ errors: [], warnings });
  });

  test('a workload\'s local options are judged the same way; a variable is not judged', () => {
    const stack = cplnStack();
    const region = new TerraformVariable(stack, 'region', { type: 'string' });
    new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', locations: [region.stringValue] });
    new cpln.workload.Workload(stack, 'api', {
      gvc: 'web', name: 'api', type: 'standard',
      container: [{ name: 'api', image: 'ghcr.io/acme/api:1.0.0', ports: [{ number: 3000, protocol: 'http' }] }],
      localOptions: [{ location: 'gcp-us-eats1', autoscaling: { metric: 'cpu', target: 70, minScale: 1, maxScale: 3 } }],
    });
    expect(outcome(stack).warnings.map((w) => w.split(': ')[1] + ' ' + w.slice(w.lastIndexOf('[')))).toEqual(['cpln_workload.api.local_options[0].location [cpln/workload-local-options-location-builtin]']);
  });
});
