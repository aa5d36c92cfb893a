import { TerraformStack, Testing } from 'cdktf';
import { toCamelCase, toPascalCase } from 'codemaker';
import { describe, expect, test } from 'vitest';
import { resourceModels } from '../codegen/generate';
import { readProviderSchema } from '../codegen/provider-files';
import { PROVIDERS } from '../codegen/providers';
import * as pkg from '../lib';
import { akamai, cpln } from '../lib';
import { minimalConfig } from './support/sample-config';
import { cplnStack } from './support/synth';
import { diagnosticLines, HAS_TERRAFORM, terraformValidate } from './support/terraform-validate';

/** A Control Plane stack of a GVC and a workload in it, with nested blocks; the tests add one mistake each. */
function webWorkload(): { stack: TerraformStack; gvc: cpln.gvc.Gvc; workload: cpln.workload.Workload } {
  const stack = cplnStack();
  const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', locations: ['aws-eu-central-1'] });
  const workload = new cpln.workload.Workload(stack, 'api', {
    gvc: gvc.name,
    name: 'api',
    type: 'serverless',
    container: [{ name: 'app', image: 'nginx:1.27', ports: [{ number: 8080, protocol: 'http' }], readinessProbe: { httpGet: { path: '/health', port: 8080 } } }],
    options: { capacityAi: false, autoscaling: { metric: 'concurrency', target: 100, maxScale: 3 } },
  });
  return { stack, gvc, workload };
}

/** The web workload with Akamai beside it: its provider, a data source and a resource reading it. */
function mixedStack(): TerraformStack {
  const { stack } = webWorkload();
  new akamai.provider.AkamaiProvider(stack, 'akamai', { edgerc: '~/.edgerc', configSection: 'default' });
  const contract = new akamai.dataAkamaiContract.DataAkamaiContract(stack, 'contract', { groupName: 'Web' });
  new akamai.cpCode.CpCode(stack, 'cp-code', { name: 'web', contractId: contract.id, groupId: contract.groupId, productId: 'prd_Fresca' });
  return stack;
}

/**
 * The stack's Terraform JSON as synthesized without the package's validation (the tests give Terraform mistakes it
 * refuses).
 */
const unchecked = (stack: TerraformStack) => JSON.parse(Testing.synth(stack));

/**
 * `terraform validate` with the exact provider schemas (test/support/terraform-validate.ts, served by the
 * schema-only provider of test/support/schema-provider): what the L1 classes synthesize is valid Terraform,
 * and Terraform's own checks reach what an escape hatch writes. Skipped without a Terraform CLI on the PATH.
 */
describe.skipIf(!HAS_TERRAFORM)('terraform validate', () => {
  test('a stack of L1 classes of both providers is valid Terraform for their schemas', () => {
    expect(diagnosticLines(terraformValidate(JSON.parse(Testing.synth(mixedStack(), true))))).toEqual([]);
  });

  test('Terraform starting a provider itself (dev_overrides, mTLS) finds what it finds attached to it', () => {
    const { stack, gvc } = webWorkload();
    gvc.addOverride('replicas', 2);
    const diagnostics = terraformValidate(unchecked(stack), { startedByTerraform: true });
    expect(diagnosticLines(diagnostics)).toEqual(['error: Extraneous JSON object property: No argument or block type is named "replicas". [resource.cpln_gvc.gvc]']);
    expect(diagnosticLines(diagnostics)).toEqual(diagnosticLines(terraformValidate(unchecked(stack))));
  });

  test('an unknown argument added by addOverride gets Terraform\'s error, as the package\'s validation refuses it at synth', () => {
    const { stack, workload } = webWorkload();
    workload.addOverride('replicas', 2);
    expect(() => Testing.synth(stack, true)).toThrow(/replicas/);
    expect(diagnosticLines(terraformValidate(unchecked(stack)))).toEqual([
      'error: Extraneous JSON object property: No argument or block type is named "replicas". [resource.cpln_workload.api]',
    ]);
  });

  test('a required argument removed by addOverride is missing for Terraform', () => {
    const { stack, gvc } = webWorkload();
    gvc.addOverride('name', undefined);
    expect(() => Testing.synth(stack, true)).toThrow(/name/);
    expect(diagnosticLines(terraformValidate(unchecked(stack)))).toEqual([
      'error: Missing required argument: The argument "name" is required, but no definition was found. [resource.cpln_gvc.gvc]',
    ]);
  });

  test('a value of the wrong type and a block past its maximum count are Terraform errors', () => {
    const { stack, gvc } = webWorkload();
    gvc.addOverride('locations', 'aws-eu-central-1');
    gvc.addOverride('load_balancer', [{ dedicated: true }, { dedicated: false }]);
    expect(diagnosticLines(terraformValidate(unchecked(stack)))).toEqual([
      'error: Incorrect attribute value type: Inappropriate value for attribute "locations": set of string required. [resource.cpln_gvc.gvc]',
      'error: Too many load_balancer blocks: No more than 1 "load_balancer" blocks are allowed [resource.cpln_gvc.gvc.load_balancer[1]]',
    ]);
  });

  // As test/every-type.test.ts builds them, each type once: one `terraform validate` per provider.
  test.each(PROVIDERS.map((p) => [p.name, p] as const))('%s: every generated type with its required arguments and blocks is valid Terraform', (name, target) => {
    const stack = new TerraformStack(Testing.app(), 'every-type');
    new (pkg as Record<string, any>)[name].provider[`${toPascalCase(name)}Provider`](stack, 'provider', {});
    for (const model of resourceModels(target, readProviderSchema(target).schema)) {
      const Construct = (pkg as Record<string, any>)[name][toCamelCase(model.filePath.split('/').slice(-2)[0])][model.className];
      new Construct(stack, model.terraformType, minimalConfig(model.configStruct.assignableAttributes).props);
    }
    expect(diagnosticLines(terraformValidate(unchecked(stack)))).toEqual([]);
  });
});
