import { Construct } from 'constructs';
import { propError } from '../prop-error';
import { BoundWorkload, workloadHint } from './bound';
import { CplnWorkload } from './workload';
import { WorkloadRef } from './workload-ref';

/** Binds a workload a domain sends traffic to, given as a `CplnWorkload` or a WorkloadRef; undefined when not given. */
export function bindRouteTarget(scope: Construct, prop: string, value: unknown): BoundWorkload | undefined {
  if (value === undefined) return undefined;
  if (value instanceof CplnWorkload) return {
    link: value.workloadLink,
    workload: value.resource,
    ports: () => value._ports,
  };
  if (value instanceof WorkloadRef) return value._bind(scope, prop);
  throw propError(scope, prop, `is not a workload; give ${workloadHint(value)}`);
}
