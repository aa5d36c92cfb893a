import { execFileSync } from 'child_process';
import { existsSync, readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const EXAMPLES = join(__dirname, '..', 'examples');

/** Runs an example app with plain node, as `cdktf synth` would, and reads the stack it wrote. */
function synthExample(name: string, stack: string): any {
  const dir = join(EXAMPLES, name);
  rmSync(join(dir, 'cdktf.out'), { recursive: true, force: true });
  execFileSync(process.execPath, ['main.js'], { cwd: dir, stdio: 'pipe' });
  const file = join(dir, 'cdktf.out', 'stacks', stack, 'cdk.tf.json');
  expect(existsSync(file), `${file} was written`).toBe(true);
  return JSON.parse(readFileSync(file, 'utf-8'));
}

describe('examples', () => {
  test('cpln-web-service synthesizes a GVC, a workload wired to it and a domain routing to the workload', () => {
    const out = synthExample('cpln-web-service', 'web-service');
    expect(out.terraform.required_providers.cpln).toEqual({ source: 'controlplane-com/cpln', version: '1.2.26' });
    expect(out.provider.cpln).toEqual([{ org: 'acme' }]);
    expect(Object.keys(out.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_secret', 'cpln_workload']);
    const [gvcId] = Object.keys(out.resource.cpln_gvc);
    const [workloadId] = Object.keys(out.resource.cpln_workload);
    const workload = out.resource.cpln_workload[workloadId];
    expect(workload.gvc).toBe(`\${cpln_gvc.${gvcId}.name}`);
    expect(workload.container[0].ports).toEqual([{ number: 8080, protocol: 'http' }]);
    const [domain] = Object.values(out.resource.cpln_domain) as any[];
    expect(domain.spec.ports[0].route).toEqual([{ prefix: '/', workload_link: `\${cpln_workload.${workloadId}.self_link}`, port: 8080 }]);
    expect(out.output.endpoint.value).toBe(`\${cpln_workload.${workloadId}.status[0].canonical_endpoint}`);
  });
});
