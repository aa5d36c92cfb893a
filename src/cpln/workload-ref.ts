import { Construct } from 'constructs';
import { Token } from '../framework';
import { Workload } from '../gen/cpln/workload';
import { propError, refuse, show } from '../prop-error';
import { BoundWorkload, exposedPorts, workloadHint } from './bound';

/**
 * A workload a route or a mirror sends traffic to: a `cpln_workload` of this app (`fromWorkload`), or an existing one
 * by link (`fromLink`); a `CplnWorkload` is taken as it is.
 */
export abstract class WorkloadRef {
  /** A `cpln_workload` of this app; its link is a Terraform reference. */
  public static fromWorkload(workload: Workload): WorkloadRef {
    return new WorkloadConstructRef(workload);
  }

  /** An existing workload, by link (`/org/<org>/gvc/<gvc>/workload/<name>`). */
  public static fromLink(link: string): WorkloadRef {
    return new WorkloadLinkRef(link);
  }

  /** @internal */
  public abstract _bind(scope: Construct, prop: string): BoundWorkload;
}

class WorkloadConstructRef extends WorkloadRef {
  public constructor(private readonly workload: Workload) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundWorkload {
    if (!(this.workload instanceof Workload)) throw propError(scope, prop, `WorkloadRef.fromWorkload(...) takes a cpln.workload.Workload; give ${workloadHint(this.workload)}`);
    const workload = this.workload;
    return { link: workload.selfLink, workload, ports: () => exposedPorts(workload.containerInput) };
  }
}

class WorkloadLinkRef extends WorkloadRef {
  public constructor(private readonly link: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundWorkload {
    if (typeof this.link !== 'string') throw propError(scope, prop, `WorkloadRef.fromLink(${show(this.link)}): the link is not a string`);
    if (!Token.isUnresolved(this.link) && !/^\/org\/[^/]+\/gvc\/[^/]+\/workload\/[^/]+$/.test(this.link)) {
      refuse(scope, 'cpln/workload-link', prop, `${show(this.link)} is not a workload link; allowed: /org/<org>/gvc/<gvc>/workload/<name>`);
    }
    return { link: this.link };
  }
}

