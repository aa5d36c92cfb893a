import { TerraformStack } from 'cdktf';
import { expect, test } from 'vitest';
import { cpln, Validations } from '../../lib';
import { cplnStack, outcome } from '../support/synth';

// docs.controlplane.com/reference/volumeset: a traditional file system (ext4, xfs) provisions a volume per
// replica and "can be used by at most one stateful workload"; a shared one "can be attached to any number of
// workloads". The provider's default file system is ext4 (resource_volume_set.go).
function volumeSet(stack: TerraformStack, fileSystemType?: string): cpln.volumeSet.VolumeSet {
  return new cpln.volumeSet.VolumeSet(stack, 'data', { gvc: 'web', name: 'data', initialCapacity: 20, performanceClass: 'general-purpose-ssd', fileSystemType });
}

function mount(stack: TerraformStack, id: string, type: string, uri: string): cpln.workload.Workload {
  return new cpln.workload.Workload(stack, id, {
    gvc: 'web', name: id, type,
    container: [{ name: 'app', image: 'nginx', ...(type === 'serverless' ? { ports: [{ number: 8080 }] } : {}), volume: [{ uri, path: '/data' }] }],
    ...(type === 'stateful' || type === 'standard' ? { options: { capacityAi: false, autoscaling: { metric: 'cpu' } } } : {}),
  });
}

const rule = (lines: string[]) => lines.filter((l) => l.endsWith('[cpln/volume-set-mounts]'));

test('an ext4 volume set (the default) mounted by a serverless workload is refused, naming what is allowed', () => {
  const stack = cplnStack();
  const set = volumeSet(stack);
  mount(stack, 'api', 'serverless', `cpln://volumeset/${set.name}`);
  expect(rule(outcome(stack).errors)).toEqual([
    '[test] test/api: cpln_workload.api.container[0].volume[0].uri: mounts volume set cpln_volume_set.data (file system "ext4") in a "serverless" workload; a volume set of a traditional file system (ext4, xfs) is mounted by a stateful workload only; allowed: workload type "stateful", or a volume set with file_system_type "shared" [cpln/volume-set-mounts]',
  ]);
});

test('a second workload mounting an xfs volume set, named by its literal name, is refused', () => {
  const stack = cplnStack();
  volumeSet(stack, 'xfs');
  mount(stack, 'db-one', 'stateful', 'cpln://volumeset/data');
  mount(stack, 'db-two', 'stateful', 'cpln://volumeset/data');
  const lines = rule(outcome(stack).errors);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('test/db-two: cpln_workload.db-two.container[0].volume[0].uri: mounts volume set cpln_volume_set.data (file system "xfs"), which cpln_workload.db-one mounts already');
});

test('a shared volume set mounted by several workloads of any type, and an ext4 one by one stateful workload, synthesize', () => {
  const stack = cplnStack();
  const shared = volumeSet(stack, 'shared');
  mount(stack, 'web', 'serverless', `cpln://volumeset/${shared.name}`);
  mount(stack, 'worker', 'standard', `cpln://volumeset/${shared.name}`);
  expect(rule(outcome(stack).errors)).toEqual([]);
  const other = cplnStack();
  const set = volumeSet(other, 'ext4');
  mount(other, 'db', 'stateful', `cpln://volumeset/${set.name}`);
  expect(rule(outcome(other).errors)).toEqual([]);
});

test('the rule can be switched off', () => {
  const stack = cplnStack();
  Validations.disableRule(stack, 'cpln/volume-set-mounts');
  const set = volumeSet(stack);
  mount(stack, 'api', 'serverless', `cpln://volumeset/${set.name}`);
  expect(rule(outcome(stack).errors)).toEqual([]);
});
