import { Construct } from 'constructs';
import { Token } from '../framework';
import { VolumeSet as VolumeSetResource, VolumeSetAutoscaling } from '../gen/cpln/volume-set';
import { beginPropChecks, checkLikeArgument, PropChecks, propError, show, warnProp } from '../prop-error';
import { checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { Grant, GrantOptions, IGrantable } from './grant';
import type { CplnGvc } from './gvc';
import { GvcRef } from './gvc-ref';
import { nameFromId } from './names';
import { ResourceGrants } from './resource-grants';
import { IVolumeTarget, VolumeMountOptions, VolumeSetRef } from './volume-set-ref';

/** The storage class of a volume set's volumes (immutable: changing it replaces the volume set and its volumes). */
export enum PerformanceClass {
  /** General purpose SSD, 10 to 65536 GB a volume, for an ext4 or xfs file system. */
  GENERAL_PURPOSE_SSD = 'general-purpose-ssd',
  /** High throughput SSD, 200 to 65536 GB a volume, for an ext4 or xfs file system. */
  HIGH_THROUGHPUT_SSD = 'high-throughput-ssd',
  /** The class of the shared file system (10 to 65536 GB). */
  SHARED = 'shared',
}

/** The file system of a volume set's volumes (immutable: changing it replaces the volume set and its volumes). */
export enum FileSystemType {
  /** ext4: a volume per replica of one stateful workload (the platform's default). */
  EXT4 = 'ext4',
  /** xfs: a volume per replica of one stateful workload. */
  XFS = 'xfs',
  /** A file system shared by any number of workloads of any type, one volume per location; no snapshots. */
  SHARED = 'shared',
}

/** When a volume set's volumes are snapshotted and how long snapshots are kept (ext4 and xfs only). */
export interface VolumeSetSnapshotOptions {
  /**
   * Whether a volume is snapshotted just before it is deleted.
   * @default true (the provider's default)
   */
  readonly createFinalSnapshot?: boolean;
  /**
   * How long snapshots are kept: a number and `d`, `h` or `m` (`7d`, `12h`).
   * @default - the platform's
   */
  readonly retentionDuration?: string;
  /**
   * When snapshots are taken, a cron expression at most hourly (`0 2 * * *`: the minute field one value).
   * @default - no scheduled snapshots
   */
  readonly schedule?: string;
}

/** Predictive expansion: volumes grow ahead of the growth their recent history projects. */
export interface VolumeSetPredictiveScalingOptions {
  /**
   * Whether predictive expansion is on.
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * Hours of history the growth rate is computed from, 1 to 168.
   * @default 24 (the provider's default)
   */
  readonly lookbackHours?: number;
  /**
   * Hours ahead the growth is projected, 1 to 72.
   * @default 6 (the provider's default)
   */
  readonly projectionHours?: number;
  /**
   * Data points needed for a growth rate, 2 to 100.
   * @default 10 (the provider's default)
   */
  readonly minDataPoints?: number;
  /**
   * The least growth (GB per hour) that expands a volume.
   * @default 0.01 (the provider's default)
   */
  readonly minGrowthRateGbPerHour?: number;
  /**
   * The factor a predictive expansion grows a volume by (1.1 or more).
   * @default - the autoscaling's `scalingFactor`
   */
  readonly scalingFactor?: number;
}

/** How a volume set's volumes grow: when free space runs low, up to a maximum. */
export interface VolumeSetAutoscalingOptions {
  /**
   * The largest a volume grows to, in GB (10 or more).
   * @default - none
   */
  readonly maxCapacity?: number;
  /**
   * The free space kept on a volume, in percent of its size (1 to 100).
   * @default - none
   */
  readonly minFreePercentage?: number;
  /**
   * The factor a volume grows by (1.1 or more).
   * @default - none
   */
  readonly scalingFactor?: number;
  /**
   * Predictive expansion (needs `minFreePercentage` and `scalingFactor`).
   * @default - reactive expansion only
   */
  readonly predictive?: VolumeSetPredictiveScalingOptions;
}

/** The CPU and memory each mount of a shared volume set gets (Kubernetes quantities). */
export interface VolumeSetMountResources {
  /**
   * The CPU reserved (`500m`).
   * @default 500m (the provider's default)
   */
  readonly minCpu?: string;
  /**
   * The CPU limit, at most 4 times `minCpu` and 4000m above it.
   * @default 2000m (the provider's default)
   */
  readonly maxCpu?: string;
  /**
   * The memory reserved (`1Gi`).
   * @default 1Gi (the provider's default)
   */
  readonly minMemory?: string;
  /**
   * The memory limit, at most 4 times `minMemory` and 4096Mi above it.
   * @default 2Gi (the provider's default)
   */
  readonly maxMemory?: string;
}

/** Props of a `CplnVolumeSet`. */
export interface CplnVolumeSetProps {
  /** The GVC of the volume set: a `CplnGvc`, or a `GvcRef`. Changing it replaces the volume set and its volumes. */
  readonly gvc: CplnGvc | GvcRef;
  /**
   * The volume set's name: 3 to 63 lower-case letters, digits and dashes, unique in its GVC. Changing it replaces the
   * volume set and its volumes.
   * @default - the construct id in lower case (`PostgresData` gives `postgresdata`)
   */
  readonly volumeSetName?: string;
  /**
   * The size of each new volume, in GB: at least 10 (`general-purpose-ssd`, `shared`) or 200
   * (`high-throughput-ssd`), at most 65536 and `autoscaling.maxCapacity`. Changed in place.
   */
  readonly initialCapacity: number;
  /**
   * The storage class. Changing it replaces the volume set and its volumes (the platform refuses the change).
   * @default - `PerformanceClass.SHARED` for a shared file system, `PerformanceClass.GENERAL_PURPOSE_SSD` otherwise
   */
  readonly performanceClass?: PerformanceClass;
  /**
   * The file system. Changing it replaces the volume set and its volumes (the platform refuses the change).
   * @default - `FileSystemType.SHARED` for the shared performance class, `FileSystemType.EXT4` otherwise
   */
  readonly fileSystemType?: FileSystemType;
  /**
   * On self-hosted locations, the suffix of the storage class (`<class>-<file system>-<suffix>`, used when it exists).
   * @default - none
   */
  readonly storageClassSuffix?: string;
  /**
   * Snapshots of the volumes (ext4 and xfs only).
   * @default - the platform's (a final snapshot before a volume is deleted)
   */
  readonly snapshots?: VolumeSetSnapshotOptions;
  /**
   * Expansion of the volumes as they fill.
   * @default - none
   */
  readonly autoscaling?: VolumeSetAutoscalingOptions;
  /**
   * AWS KMS keys encrypting the volumes, by Control Plane AWS location (`aws-us-east-1`) to key ARN; the key policy
   * grants Control Plane's AWS account. Not for a shared file system. A location's key cannot change once it has
   * volumes.
   * @default - the platform's encryption
   */
  readonly customEncryption?: { [location: string]: string };
  /**
   * The CPU and memory of each mount of a shared volume set.
   * @default - the provider's: 500m to 2000m CPU, 1Gi to 2Gi memory
   */
  readonly mountResources?: VolumeSetMountResources;
  /**
   * The volume set's description.
   * @default - the volume set's name (the provider's default)
   */
  readonly description?: string;
  /**
   * The volume set's tags, also given to the policies its grants write.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

const PROPS: KeysOf<CplnVolumeSetProps> = {
  gvc: true, volumeSetName: true, initialCapacity: true, performanceClass: true, fileSystemType: true,
  storageClassSuffix: true, snapshots: true,
  autoscaling: true, customEncryption: true, mountResources: true, description: true, tags: true,
};
const SNAPSHOTS: KeysOf<VolumeSetSnapshotOptions> = {
  createFinalSnapshot: true,
  retentionDuration: true,
  schedule: true,
};
const AUTOSCALING: KeysOf<VolumeSetAutoscalingOptions> = {
  maxCapacity: true,
  minFreePercentage: true,
  scalingFactor: true,
  predictive: true,
};
const PREDICTIVE: KeysOf<VolumeSetPredictiveScalingOptions> = {
  enabled: true, lookbackHours: true, projectionHours: true, minDataPoints: true, minGrowthRateGbPerHour: true,
  scalingFactor: true,
};
const MOUNT: KeysOf<VolumeSetMountResources> = { minCpu: true, maxCpu: true, minMemory: true, maxMemory: true };

/**
 * A Control Plane volume set (`cpln_volume_set`, id `Resource`): persistent volumes for the workloads of a GVC, of
 * one performance class and file system, with snapshots, autoscaling and custom encryption. `mount(workload, path)`
 * mounts it into a workload.
 */
export class CplnVolumeSet extends Construct {
  /** The volume set (`cpln_volume_set`). */
  public readonly resource: VolumeSetResource;
  private readonly grants: ResourceGrants;

  public constructor(scope: Construct, id: string, props: CplnVolumeSetProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'CplnVolumeSetProps');
      const gvc = GvcRef._of(this, 'gvc', props.gvc)._bind(this, 'gvc');
      const name = props.volumeSetName === undefined ? nameFromId(id) : checkString(this, 'volumeSetName', props.volumeSetName);
      checkLikeArgument(this, 'cpln_volume_set', 'name', 'volumeSetName', name);
      checkLikeArgument(this, 'cpln_volume_set', 'description', 'description', props.description);
      if (props.initialCapacity === undefined) throw propError(this, 'initialCapacity', 'missing; give the size of each new volume in GB');
      const initialCapacity = checkNumber(this, 'initialCapacity', props.initialCapacity);
      checkLikeArgument(this, 'cpln_volume_set', 'initial_capacity', 'initialCapacity', initialCapacity);
      checkLikeArgument(this, 'cpln_volume_set', 'performance_class', 'performanceClass', props.performanceClass);
      checkLikeArgument(this, 'cpln_volume_set', 'file_system_type', 'fileSystemType', props.fileSystemType);
      checkLikeArgument(this, 'cpln_volume_set', 'storage_class_suffix', 'storageClassSuffix', props.storageClassSuffix);
      const { performanceClass, fileSystemType } = this.storage(props.performanceClass, props.fileSystemType);
      const snapshots = checkOptionalProps(this, 'snapshots', props.snapshots, SNAPSHOTS, 'VolumeSetSnapshotOptions');
      checkLikeArgument(this, 'cpln_volume_set', 'snapshots.retention_duration', 'snapshots.retentionDuration', snapshots?.retentionDuration);
      checkLikeArgument(this, 'cpln_volume_set', 'snapshots.schedule', 'snapshots.schedule', snapshots?.schedule);
      const mount = checkOptionalProps(this, 'mountResources', props.mountResources, MOUNT, 'VolumeSetMountResources');
      if (mount !== undefined && fileSystemType !== FileSystemType.SHARED && !Token.isUnresolved(fileSystemType)) {
        warnProp(this, 'cpln/volume-set-mount-resources-shared', 'mountResources', `mount resources apply to the mounts of a shared file system only (FileSystemType.SHARED); this volume set's file system is ${show(fileSystemType)}`);
      }
      this.resource = new VolumeSetResource(this, 'Resource', {
        gvc: gvc.name,
        name,
        description: props.description,
        tags: props.tags,
        initialCapacity,
        performanceClass,
        fileSystemType,
        storageClassSuffix: props.storageClassSuffix,
        snapshots,
        autoscaling: this.autoscaling(props.autoscaling),
        customEncryption: this.customEncryption(props.customEncryption),
        mountOptions: mount === undefined ? undefined : { resources: mount },
      });
      this.grants = new ResourceGrants(this, { kind: 'volumeset', link: () => this.resource.selfLink, name: () => name, gvc: () => gvc.resource?.nameInput ?? gvc.name, tags: () => props.tags });
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The volume set's name (a Terraform reference). */
  public get volumeSetName(): string {
    return this.resource.name;
  }

  /** The volume set's link (`/org/<org>/gvc/<gvc>/volumeset/<name>`, a Terraform reference). */
  public get volumeSetLink(): string {
    return this.resource.selfLink;
  }

  /** The URI a workload's volume names (`cpln://volumeset/<name>`, a Terraform reference). */
  public get volumeUri(): string {
    return this.resource.volumesetLink;
  }

  /**
   * Mounts the volume set into a workload at a path (`/var/lib/postgresql/data`; not `/dev`, `/tmp`, `/var`, ...): an
   * ext4 or xfs volume set into one stateful workload, a shared one into any.
   */
  public mount(target: IVolumeTarget, path: string, options?: VolumeMountOptions): void {
    if (typeof (target as { addVolume?: unknown } | undefined)?.addVolume !== 'function') throw propError(this, 'mount.target', 'is not a workload a volume set mounts into (an IVolumeTarget)');
    target.addVolume(VolumeSetRef.fromVolumeSet(this.resource), path, options);
  }

  /**
   * Grants permissions on the volume set (`view`, `edit`, `delete`, `manage`, `create`, `exec`, and the `exec.*`
   * volume operations: `exec.createVolumeSnapshot`, `exec.restoreVolume`, `exec.expandVolume`, `exec.shrinkVolume`,
   * `exec.deleteVolume`, `exec.deleteVolumeSnapshot`), in one policy per set of permissions
   * (`<gvc>-<volume set>-<permissions>`) that later grants add their principals to.
   */
  public grant(grantee: IGrantable, permissions: string[], options?: GrantOptions): Grant {
    return this.grants.grant('grant', grantee, permissions, options);
  }

  /**
   * The class and file system, each from the other when not given. Both are always written: an unset class is
   * computed by the provider, planned unknown in any update, and its replacement modifier then replaces the volume set.
   */
  private storage(
    performanceClass: PerformanceClass | undefined,
    fileSystemType: FileSystemType | undefined,
  ): { performanceClass: string; fileSystemType: string } {
    if (performanceClass !== undefined) checkString(this, 'performanceClass', performanceClass);
    if (fileSystemType !== undefined) checkString(this, 'fileSystemType', fileSystemType);
    if (performanceClass === undefined && fileSystemType !== undefined && Token.isUnresolved(fileSystemType)) {
      throw propError(this, 'performanceClass', 'missing beside a fileSystemType given as a reference: the class cannot be derived from it at synth; give performanceClass too');
    }
    const fs = fileSystemType
      ?? (performanceClass === PerformanceClass.SHARED ? FileSystemType.SHARED : FileSystemType.EXT4);
    const pc = performanceClass
      ?? (fs === FileSystemType.SHARED ? PerformanceClass.SHARED : PerformanceClass.GENERAL_PURPOSE_SSD);
    return { performanceClass: pc, fileSystemType: fs };
  }

  private autoscaling(value: VolumeSetAutoscalingOptions | undefined): VolumeSetAutoscaling | undefined {
    const options = checkOptionalProps(this, 'autoscaling', value, AUTOSCALING, 'VolumeSetAutoscalingOptions');
    if (options === undefined) return undefined;
    const number = (prop: string, path: string, v: number | undefined) => {
      if (v !== undefined) checkLikeArgument(this, 'cpln_volume_set', path, prop, checkNumber(this, prop, v));
      return v;
    };
    number('autoscaling.maxCapacity', 'autoscaling.max_capacity', options.maxCapacity);
    number('autoscaling.minFreePercentage', 'autoscaling.min_free_percentage', options.minFreePercentage);
    number('autoscaling.scalingFactor', 'autoscaling.scaling_factor', options.scalingFactor);
    const p = checkOptionalProps(this, 'autoscaling.predictive', options.predictive, PREDICTIVE, 'VolumeSetPredictiveScalingOptions');
    if (p !== undefined) {
      number('autoscaling.predictive.lookbackHours', 'autoscaling.predictive.lookback_hours', p.lookbackHours);
      number('autoscaling.predictive.projectionHours', 'autoscaling.predictive.projection_hours', p.projectionHours);
      number('autoscaling.predictive.minDataPoints', 'autoscaling.predictive.min_data_points', p.minDataPoints);
      number('autoscaling.predictive.minGrowthRateGbPerHour', 'autoscaling.predictive.min_growth_rate_gb_per_hour', p.minGrowthRateGbPerHour);
      number('autoscaling.predictive.scalingFactor', 'autoscaling.predictive.scaling_factor', p.scalingFactor);
    }
    return {
      maxCapacity: options.maxCapacity,
      minFreePercentage: options.minFreePercentage,
      scalingFactor: options.scalingFactor,
      predictive: p === undefined ? undefined : { ...p, enabled: p.enabled ?? true },
    };
  }

  private customEncryption(value: { [location: string]: string } | undefined) {
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value) || Token.isUnresolved(value)) {
      throw propError(this, 'customEncryption', `${Token.isUnresolved(value) ? 'a map from a reference' : show(value)} is not a map written in the app; give { "aws-<region>": "<KMS key ARN>" } (references pass through as its keys and values)`);
    }
    const regions = Object.fromEntries(Object.entries(value).map(([location, keyId]) => [location, { keyId: checkString(this, `customEncryption.${location}`, keyId) }]));
    return { regions };
  }
}
