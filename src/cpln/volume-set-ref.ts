import { Construct } from 'constructs';
import { Token } from '../framework';
import { VolumeSet as VolumeSetResource } from '../gen/cpln/volume-set';
import { propError, refuse, show } from '../prop-error';

/**
 * What a workload needs of a volume set it mounts: the URI a container's volume names, and the resource when it is one
 * of this app.
 */
export interface BoundVolumeSet {
  /** `cpln://volumeset/<name>` (a name that may be a Terraform reference). */
  readonly uri: string;
  readonly resource?: VolumeSetResource;
}

/**
 * A Control Plane volume set a workload mounts: one of this app (`fromVolumeSet`), or an existing one of the
 * workload's GVC by name (`fromName`). A `CplnVolumeSet` mounts itself with `mount(workload, path)`.
 */
export abstract class VolumeSetRef {
  /** A volume set (`cpln_volume_set`) of this app; its name is a Terraform reference. */
  public static fromVolumeSet(volumeSet: VolumeSetResource): VolumeSetRef {
    return new VolumeSetResourceRef(volumeSet);
  }

  /** An existing volume set of the workload's GVC, by name (`data`). */
  public static fromName(name: string): VolumeSetRef {
    return new VolumeSetNameRef(name);
  }

  /** @internal */
  public abstract _bind(scope: Construct, prop: string): BoundVolumeSet;
}

class VolumeSetResourceRef extends VolumeSetRef {
  public constructor(private readonly volumeSet: VolumeSetResource) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundVolumeSet {
    if (!(this.volumeSet instanceof VolumeSetResource)) throw propError(scope, prop, 'VolumeSetRef.fromVolumeSet(...) takes a cpln.volumeSet.VolumeSet construct');
    return { uri: `cpln://volumeset/${this.volumeSet.name}`, resource: this.volumeSet };
  }
}

class VolumeSetNameRef extends VolumeSetRef {
  public constructor(private readonly name: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundVolumeSet {
    if (typeof this.name !== 'string') throw propError(scope, prop, `VolumeSetRef.fromName(${show(this.name)}): the name is not a string`);
    if (!Token.isUnresolved(this.name) && this.name.includes('/')) {
      refuse(scope, 'cpln/volume-set-name', prop, `${show(this.name)} is not a volume set name; allowed: the name of a volume set of the workload's GVC, without a link`);
    }
    return { uri: `cpln://volumeset/${this.name}` };
  }
}

/** Where a volume is mounted: a container of the workload, at a path. */
export interface VolumeMountOptions {
  /**
   * The container that mounts the volume, by name.
   * @default - the workload's first container
   */
  readonly container?: string;
}

/** A workload a volume set can be mounted into (`CplnVolumeSet.mount(workload, path)`): a `CplnWorkload`. */
export interface IVolumeTarget {
  /** Mounts a volume set into a container of the workload at a path. */
  addVolume(volumeSet: VolumeSetRef, path: string, options?: VolumeMountOptions): void;
}
