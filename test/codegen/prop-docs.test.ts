import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/**
 * The doc comment an IDE shows for a prop of a generated type: the lines of its JSDoc block in the shipped
 * declarations.
 */
function docOf(declarations: string, prop: string): string {
  const source = readFileSync(join(ROOT, 'lib', 'gen', declarations, 'index.d.ts'), 'utf-8');
  const at = source.indexOf(`    readonly ${prop}`);
  if (at < 0) throw new Error(`no prop ${prop} in ${declarations}`);
  const start = source.lastIndexOf('/**', at);
  return source.slice(start, at).split('\n').map((line) => line.replace(/^\s*\*\/?\s?/, '').trim()).filter((line) => line !== '' && line !== '/**').join(' ');
}

// Expected facts read in the providers' code (cpln v1.2.31 internal/provider, akamai v9.2.0 pkg/providers),
// not from this package's catalog.
describe('generated props document what the catalog knows', () => {
  test.each([
    // resource_workload.go: type is Required, OneOf(serverless, standard, stateful, cron, vm), RequiresReplace.
    ['cpln/workload', 'type:', ['Required.', 'Allowed values: "serverless", "standard", "stateful", "cron", "vm".', 'Changing it replaces the resource.']],
    // resource_secret.go: the opaque payload is Required and Sensitive.
    ['cpln/secret', 'payload:', ['Required.', 'Sensitive: kept out of plan output.']],
    // resource_domain_route.go: domain_port is Optional + Computed, an Int64 with RequiresReplace.
    ['cpln/domain-route', 'domainPort?:', ['Optional; the provider sets it when unset.', 'A whole number.', 'Changing it replaces the resource.']],
    // resource_policy.go: target_links has a RequiresReplaceIf modifier (replaced only when a set of links is removed).
    ['cpln/policy', 'targetLinks?:', ['Optional.', 'Changing it can replace the resource (the provider decides at plan time).']],
    // dns/resource_akamai_dns_record.go: zone is Required with ForceNew.
    ['akamai/dns-record', 'zone:', ['Required.', 'Changing it replaces the resource.']],
    // resource_domain.go: a port's number is Optional + Computed with the default 443.
    ['cpln/domain', 'number?:', ['Optional; the provider sets it when unset.', 'Default: 443.']],
    // gtm/resource_akamai_gtm_property.go: a liveness test's test_object_port defaults to 80.
    ['akamai/gtm-property', 'testObjectPort?:', ['Default: 80.']],
    // property/resource_akamai_edge_hostname.go: use_cases is Optional with ForceNew.
    ['akamai/edge-hostname', 'useCases?:', ['Optional.', 'Changing it replaces the resource.']],
  ])('%s %s', (declarations, prop, facts) => {
    const doc = docOf(declarations, prop);
    for (const fact of facts) expect(doc).toContain(fact);
    expect(doc).toContain('Docs at Terraform Registry');
  });

  test('a prop the provider may change in place says nothing about replacement', () => {
    // resource_workload.go: description is Optional, updated in place.
    expect(docOf('cpln/workload', 'description?:')).not.toContain('replace');
  });

  test('the API reference (and Python and Java) shows the same facts: the jsii assembly holds them', () => {
    const assembly = JSON.parse(readFileSync(join(ROOT, '.jsii'), 'utf-8')) as {
      types: Record<string, { properties?: Array<{ name: string; docs?: { summary?: string } }> }>;
    };
    const config = Object.entries(assembly.types).find(([fqn]) => fqn.endsWith('.cpln.workload.WorkloadConfig'))![1];
    const type = config.properties!.find((p) => p.name === 'type')!;
    expect(type.docs?.summary).toBe('Required. Allowed values: "serverless", "standard", "stateful", "cron", "vm". Changing it replaces the resource.');
  });
});
