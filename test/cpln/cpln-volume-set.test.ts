import { Fn, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln, Validations } from '../../lib';
import { cplnStack, outcome, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) => `\${${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;
const REPLACEMENT = JSON.parse(readFileSync(join(__dirname, '../../schemas/cpln.constraints.json'), 'utf8')).replacement;
const shop = () => cpln.GvcRef.fromName('shop');

/**
 * A workload a volume set mounts into, as a workload construct does it (`IVolumeTarget`): the volume's URI from the
 * reference, into the workload's first container.
 */
class MountTarget implements cpln.IVolumeTarget {
  public readonly workload: cpln.workload.Workload;
  public readonly mounts: Array<{ path: string; options?: cpln.VolumeMountOptions }> = [];
  private readonly container: cpln.workload.WorkloadContainer;

  public constructor(stack: TerraformStack, id: string, type: string) {
    this.container = { name: 'app', image: 'ghcr.io/acme/app:1.0.0', ports: type === 'serverless' ? [{ number: 8080 }] : undefined };
    this.workload = new cpln.workload.Workload(stack, id, {
      gvc: 'shop', name: id, type, container: [this.container],
      options: type === 'serverless' ? undefined : { capacityAi: false, autoscaling: { metric: 'cpu' } },
    });
  }

  public addVolume(volumeSet: cpln.VolumeSetRef, path: string, options?: cpln.VolumeMountOptions): void {
    const { uri } = (volumeSet as unknown as { _bind(scope: unknown, prop: string): { uri: string } })._bind(this.workload, 'volume');
    this.workload.putContainer([{ ...this.container, volume: [{ uri, path }] }]);
    this.mounts.push({ path, options });
  }
}

describe('cpln.CplnVolumeSet: a volume set and every setting it takes', () => {
  test('a database\'s volumes: ext4 on general purpose SSD, autoscaling with prediction, snapshots, customer KMS keys', () => {
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'shop', { locations: ['aws-eu-central-1', 'aws-us-east-1'] });
    const data = new cpln.CplnVolumeSet(stack, 'PostgresData', {
      gvc,
      initialCapacity: 50,
      performanceClass: cpln.PerformanceClass.GENERAL_PURPOSE_SSD,
      fileSystemType: cpln.FileSystemType.EXT4,
      autoscaling: { maxCapacity: 500, minFreePercentage: 20, scalingFactor: 1.5, predictive: {
        lookbackHours: 48,
        projectionHours: 12,
        minDataPoints: 20,
        minGrowthRateGbPerHour: 0.5,
        scalingFactor: 1.2,
      } },
      snapshots: { createFinalSnapshot: true, retentionDuration: '14d', schedule: '0 2 * * *' },
      customEncryption: {
        'aws-eu-central-1': 'arn:aws:kms:eu-central-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab',
        'aws-us-east-1': 'arn:aws:kms:us-east-1:123456789012:key/5678abcd-12ab-34cd-56ef-1234567890ab',
      },
      description: 'the orders database',
      tags: { team: 'shop' },
    });
    new TerraformOutput(stack, 'data', { value: { name: data.volumeSetName, link: data.volumeSetLink, uri: data.volumeUri } });
    const json = synth(stack);
    expect(json.output.data.value).toEqual({ name: ref(data.resource, 'name'), link: ref(data.resource, 'self_link'), uri: ref(data.resource, 'volumeset_link') });
    expect(json.resource.cpln_volume_set).toEqual({
      [data.resource.friendlyUniqueId]: {
        gvc: ref(gvc.resource, 'name'),
        name: 'postgresdata',
        description: 'the orders database',
        tags: { team: 'shop' },
        initial_capacity: 50,
        performance_class: 'general-purpose-ssd',
        file_system_type: 'ext4',
        autoscaling: {
          max_capacity: 500, min_free_percentage: 20, scaling_factor: 1.5,
          predictive: {
            enabled: true,
            lookback_hours: 48,
            projection_hours: 12,
            min_data_points: 20,
            min_growth_rate_gb_per_hour: 0.5,
            scaling_factor: 1.2,
          },
        },
        snapshots: { create_final_snapshot: true, retention_duration: '14d', schedule: '0 2 * * *' },
        custom_encryption: {
          regions: {
            'aws-eu-central-1': { key_id: 'arn:aws:kms:eu-central-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab' },
            'aws-us-east-1': { key_id: 'arn:aws:kms:us-east-1:123456789012:key/5678abcd-12ab-34cd-56ef-1234567890ab' },
          },
        },
      },
    });
  });

  test('a shared volume set with its mount resources, mounted into a serverless and a standard workload', () => {
    const stack = cplnStack();
    const assets = new cpln.CplnVolumeSet(stack, 'assets', {
      gvc: shop(), initialCapacity: 100, fileSystemType: cpln.FileSystemType.SHARED,
      mountResources: { minCpu: '500m', maxCpu: '1500m', minMemory: '1Gi', maxMemory: '3Gi' },
    });
    const web = new MountTarget(stack, 'web', 'serverless');
    const worker = new MountTarget(stack, 'worker', 'standard');
    assets.mount(web, '/srv/assets');
    assets.mount(worker, '/data/assets', { container: 'app' });
    const json = synth(stack);
    expect(json.resource.cpln_volume_set[assets.resource.friendlyUniqueId]).toEqual({
      gvc: 'shop', name: 'assets', initial_capacity: 100, performance_class: 'shared', file_system_type: 'shared',
      mount_options: { resources: { min_cpu: '500m', max_cpu: '1500m', min_memory: '1Gi', max_memory: '3Gi' } },
    });
    expect(json.resource.cpln_workload.web.container[0].volume).toEqual([{ uri: `cpln://volumeset/${ref(assets.resource, 'name')}`, path: '/srv/assets' }]);
    expect(worker.mounts).toEqual([{ path: '/data/assets', options: { container: 'app' } }]);
  });

  test('the class and the file system are each derived from the other, and always written', () => {
    const stack = cplnStack();
    const plain = new cpln.CplnVolumeSet(stack, 'plain', { gvc: shop(), initialCapacity: 10 });
    const shared = new cpln.CplnVolumeSet(stack, 'shared', { gvc: shop(), initialCapacity: 10, performanceClass: cpln.PerformanceClass.SHARED });
    const fast = new cpln.CplnVolumeSet(stack, 'fast', { gvc: shop(), initialCapacity: 200, performanceClass: cpln.PerformanceClass.HIGH_THROUGHPUT_SSD, fileSystemType: cpln.FileSystemType.XFS });
    const sets = synth(stack).resource.cpln_volume_set;
    const storage = (
      set: cpln.CplnVolumeSet,
    ) => [sets[set.resource.friendlyUniqueId].performance_class, sets[set.resource.friendlyUniqueId].file_system_type];
    expect([storage(plain), storage(shared), storage(fast)]).toEqual([['general-purpose-ssd', 'ext4'], ['shared', 'shared'], ['high-throughput-ssd', 'xfs']]);
  });

  test('every prop given as a reference, a variable or a function passes through unjudged', () => {
    const stack = cplnStack();
    const env = new TerraformVariable(stack, 'env', { type: 'string' });
    const size = new TerraformVariable(stack, 'size', { type: 'number' });
    const key = new TerraformVariable(stack, 'kms_key', { type: 'string' });
    const fs = new TerraformVariable(stack, 'fs', { type: 'string' });
    const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'shop' });
    const data = new cpln.CplnVolumeSet(stack, 'data', {
      gvc: cpln.GvcRef.fromGvc(gvc),
      volumeSetName: Fn.format('data-%s', [env.stringValue]),
      initialCapacity: size.numberValue,
      fileSystemType: fs.stringValue as cpln.FileSystemType,
      performanceClass: cpln.PerformanceClass.GENERAL_PURPOSE_SSD,
      autoscaling: { maxCapacity: Fn.max([size.numberValue, 100]) },
      snapshots: { retentionDuration: env.stringValue },
      customEncryption: { 'aws-eu-central-1': key.stringValue },
    });
    expect(synth(stack).resource.cpln_volume_set[data.resource.friendlyUniqueId]).toEqual({
      gvc: ref(gvc, 'name'),
      name: '${format("data-%s", var.env)}',
      initial_capacity: '${var.size}',
      performance_class: 'general-purpose-ssd',
      file_system_type: '${var.fs}',
      autoscaling: { max_capacity: '${max(var.size, 100)}' },
      snapshots: { retention_duration: '${var.env}' },
      custom_encryption: { regions: { 'aws-eu-central-1': { key_id: '${var.kms_key}' } } },
    });
    expect(() => new cpln.CplnVolumeSet(stack, 'other', { gvc: shop(), initialCapacity: 10, fileSystemType: fs.stringValue as cpln.FileSystemType }))
      .toThrow('test/other: performanceClass: missing beside a fileSystemType given as a reference: the class cannot be derived from it at synth; give performanceClass too');
  });

  test('bad props are reported together, each with the rule that refuses it', () => {
    expect(() => new cpln.CplnVolumeSet(cplnStack(), 'bad', {
      gvc: shop(),
      volumeSetName: 'Data',
      initialCapacity: 70000,
      performanceClass: 'fast' as cpln.PerformanceClass,
      storageClassSuffix: '-gold',
      snapshots: { retentionDuration: '7 days', schedule: '*/5 * * * *' },
      autoscaling: { minFreePercentage: 0, scalingFactor: 1, predictive: { lookbackHours: 200 } },
    })).toThrow(new Error([
      'test/bad: 9 problems in its props:',
      '  test/bad: volumeSetName: "Data" is not valid: a name of 3 or more characters (63 at most): lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit [cpln_volume_set.name:pattern]',
      '  test/bad: initialCapacity: 70000 is out of range; allowed: at most 65536 [cpln/volume-set-max-capacity]',
      '  test/bad: performanceClass: "fast" is not allowed; allowed: "general-purpose-ssd", "high-throughput-ssd", "shared" [cpln_volume_set.performance_class:enum]',
      '  test/bad: storageClassSuffix: "-gold" is not valid: must be a valid storage class suffix [cpln_volume_set.storage_class_suffix:pattern]',
      '  test/bad: snapshots.retentionDuration: "7 days" is not valid: must be a valid retention duration [cpln_volume_set.snapshots.retention_duration:pattern]',
      '  test/bad: snapshots.schedule: "*/5 * * * *" is not a cron schedule that runs at most once an hour (a single minute value) [cpln/volume-set-snapshot-schedule]',
      '  test/bad: autoscaling.minFreePercentage: 0 is out of range; allowed: 1 to 100 [cpln_volume_set.autoscaling.min_free_percentage:range]',
      '  test/bad: autoscaling.scalingFactor: 1 is out of range; allowed: at least 1.1 [cpln_volume_set.autoscaling.scaling_factor:range]',
      '  test/bad: autoscaling.predictive.lookbackHours: 200 is out of range; allowed: 1 to 168 [cpln_volume_set.autoscaling.predictive.lookback_hours:range]',
    ].join('\n')));
  });

  test('what the provider and the platform refuse across fields is refused at synth with the catalog\'s rules', () => {
    const stack = cplnStack();
    new cpln.CplnVolumeSet(stack, 'fast', { gvc: shop(), initialCapacity: 100, performanceClass: cpln.PerformanceClass.HIGH_THROUGHPUT_SSD });
    new cpln.CplnVolumeSet(stack, 'shared', { gvc: shop(), initialCapacity: 50, fileSystemType: cpln.FileSystemType.SHARED, snapshots: { retentionDuration: '7d' } });
    new cpln.CplnVolumeSet(stack, 'small', { gvc: shop(), initialCapacity: 200, autoscaling: { maxCapacity: 100 } });
    expect(outcome(stack).errors.map((e) => e.replace(/^.*\[/, '['))).toEqual([
      '[cpln/volume-set-high-throughput-ssd-min-capacity]',
      '[cpln/volume-set-shared-no-snapshots]',
      '[cpln/volume-set-initial-within-autoscaling-max]',
    ]);
  });

  test('mount resources on a volume set that is not shared are warned about, unless the rule is switched off', () => {
    const quiet = cplnStack();
    Validations.disableRule(quiet, 'cpln/volume-set-mount-resources-shared');
    new cpln.CplnVolumeSet(quiet, 'data', { gvc: shop(), initialCapacity: 20, mountResources: { maxCpu: '1000m' } });
    expect(outcome(quiet).warnings).toEqual([]);
    const stack = cplnStack();
    new cpln.CplnVolumeSet(stack, 'data', { gvc: shop(), initialCapacity: 20, mountResources: { maxCpu: '1000m' } });
    expect(outcome(stack).warnings).toEqual(['mountResources: mount resources apply to the mounts of a shared file system only (FileSystemType.SHARED); this volume set\'s file system is "ext4" [cpln/volume-set-mount-resources-shared]']);
  });

  test('an ext4 volume set mounted into a serverless workload is refused at synth; into a stateful one it synthesizes', () => {
    const refused = cplnStack();
    new cpln.CplnVolumeSet(refused, 'data', { gvc: shop(), initialCapacity: 20 }).mount(new MountTarget(refused, 'api', 'serverless'), '/data');
    expect(outcome(refused).errors.map((e) => e.replace(/^.*\[/, '['))).toEqual(['[cpln/volume-set-mounts]']);
    const accepted = cplnStack();
    new cpln.CplnVolumeSet(accepted, 'data', { gvc: shop(), initialCapacity: 20 }).mount(new MountTarget(accepted, 'postgres', 'stateful'), '/var/lib/postgresql/data');
    expect(outcome(accepted)).toEqual({ errors: [], warnings: [] });
  });
});

describe('grants on a volume set', () => {
  test('grant writes the policy <gvc>-<volume set>-<permissions>, in lower case and dashes as policy names are', () => {
    const stack = cplnStack();
    const data = new cpln.CplnVolumeSet(stack, 'data', { gvc: shop(), initialCapacity: 20 });
    const grant = data.grant(cpln.Grantee.group('dba'), ['exec.createVolumeSnapshot', 'exec.restoreVolume', 'view']);
    expect(synth(stack).resource.cpln_policy[grant.policy.friendlyUniqueId]).toEqual({
      name: 'shop-data-exec-createvolumesnapshot-exec-restorevolume-view',
      description: 'exec.createVolumeSnapshot, exec.restoreVolume, view on volumeset shop/data',
      gvc: 'shop',
      target_kind: 'volumeset',
      target_links: [ref(data.resource, 'self_link')],
      binding: [{ permissions: ['exec.createVolumeSnapshot', 'exec.restoreVolume', 'view'], principal_links: ['group/dba'] }],
    });
  });

  test('a permission a volume set does not have is warned about at synth by the platform\'s list', () => {
    const stack = cplnStack();
    new cpln.CplnVolumeSet(stack, 'data', { gvc: shop(), initialCapacity: 20 }).grant(cpln.Grantee.group('dba'), ['snapshot']);
    expect(outcome(stack).warnings.join('\n')).toMatch(/\[cpln\/policy-permissions-volumeset\]/);
  });
});

describe('day 2', () => {
  test('the class, the file system, the GVC and the name replace the volume set (the catalog\'s facts); the class is written so an update never plans it unknown', () => {
    expect(REPLACEMENT.always.cpln_volume_set).toEqual(['file_system_type', 'gvc', 'name', 'performance_class']);
    // Unset, performance_class is computed without a plan modifier keeping its state: any update plans it unknown,
    // and its RequiresReplace then replaces the volume set and its volumes. The construct always writes it.
    const build = (capacity: number) => {
      const stack = cplnStack();
      const data = new cpln.CplnVolumeSet(stack, 'data', { gvc: shop(), initialCapacity: capacity, fileSystemType: cpln.FileSystemType.SHARED });
      return synth(stack).resource.cpln_volume_set[data.resource.friendlyUniqueId];
    };
    const [before, after] = [build(20), build(40)];
    expect(after).toEqual({ ...before, initial_capacity: 40 });
    expect(after.performance_class).toBe('shared');
  });
});
