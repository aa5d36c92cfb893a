import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.volumeSet.VolumeSet', () => {
  test('a volume set with autoscaling, predictive scaling and snapshots', () => {
    const stack = cplnStack();
    new cpln.volumeSet.VolumeSet(stack, 'data', {
      gvc: 'production',
      name: 'postgres-data',
      initialCapacity: 20,
      performanceClass: 'general-purpose-ssd',
      fileSystemType: 'ext4',
      autoscaling: {
        maxCapacity: 200,
        minFreePercentage: 20,
        scalingFactor: 1.5,
        predictive: {
          enabled: true,
          lookbackHours: 48,
          projectionHours: 12,
          minDataPoints: 20,
          minGrowthRateGbPerHour: 0.5,
        },
      },
      snapshots: { createFinalSnapshot: true, retentionDuration: '7d', schedule: '0 */6 * * *' },
      customEncryption: { regions: { 'aws-eu-central-1': { keyId: 'arn:aws:kms:eu-central-1:1:key/abc' } } },
    });

    expect(synth(stack).resource.cpln_volume_set.data).toEqual({
      gvc: 'production',
      name: 'postgres-data',
      initial_capacity: 20,
      performance_class: 'general-purpose-ssd',
      file_system_type: 'ext4',
      autoscaling: {
        max_capacity: 200,
        min_free_percentage: 20,
        scaling_factor: 1.5,
        predictive: {
          enabled: true,
          lookback_hours: 48,
          projection_hours: 12,
          min_data_points: 20,
          min_growth_rate_gb_per_hour: 0.5,
        },
      },
      snapshots: { create_final_snapshot: true, retention_duration: '7d', schedule: '0 */6 * * *' },
      custom_encryption: { regions: { 'aws-eu-central-1': { key_id: 'arn:aws:kms:eu-central-1:1:key/abc' } } },
    });
  });
});
