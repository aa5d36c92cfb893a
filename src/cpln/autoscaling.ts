import { Construct } from 'constructs';
import { WorkloadOptionsAutoscaling } from '../gen/cpln/workload';
import { propError, show } from '../prop-error';
import { checkList, checkOptionalProps, KeysOf } from '../props';
import { CplnSecret } from './secret';
import { SecretRef } from './secret-ref';

/** How many replicas a workload runs, besides its metric. */
export interface ScaleOptions {
  /**
   * The fewest replicas (0 scales to zero: serverless workloads, or any type on KEDA).
   * @default 1
   */
  readonly minScale?: number;
  /**
   * The most replicas.
   * @default 5
   */
  readonly maxScale?: number;
  /**
   * Seconds without load before scaling down (to zero, for serverless); 30 to 3600.
   * @default 300
   */
  readonly scaleToZeroDelay?: number;
}

/** A metric's target and the replicas around it. */
export interface MetricScaleOptions extends ScaleOptions {
  /**
   * The value the platform keeps the metric near: requests in flight per replica (concurrency), requests per
   * second per replica (rps), percent of the reserved CPU or memory (at most 100), milliseconds (latency).
   * @default 95
   */
  readonly target?: number;
}

/** Concurrency scaling of a serverless workload. */
export interface ConcurrencyScaleOptions extends MetricScaleOptions {
  /**
   * The most requests a replica serves at once; more wait in a queue (0: no limit).
   * @default 0
   */
  readonly maxConcurrency?: number;
}

/** The percentile of response times latency scaling follows. */
export enum LatencyPercentile {
  /** The median (the platform's default). */
  P50 = 'p50',
  /** The 75th percentile. */
  P75 = 'p75',
  /** The 99th percentile. */
  P99 = 'p99',
}

/** Latency scaling of a standard or stateful workload. */
export interface LatencyScaleOptions extends MetricScaleOptions {
  /**
   * The percentile of response times kept near `target` (milliseconds).
   * @default LatencyPercentile.P50
   */
  readonly percentile?: LatencyPercentile;
}

/** One metric of multi-metric scaling: `ScalingMetric.cpu(80)`. */
export class ScalingMetric {
  /** Percent of the reserved CPU (at most 100). */
  public static cpu(target: number): ScalingMetric {
    return new ScalingMetric('cpu', target);
  }

  /** Percent of the reserved memory (at most 100). */
  public static memory(target: number): ScalingMetric {
    return new ScalingMetric('memory', target);
  }

  /** Requests per second per replica. */
  public static requestsPerSecond(target: number): ScalingMetric {
    return new ScalingMetric('rps', target);
  }

  private constructor(
    /** The metric (`cpu`, `memory`, `rps`). */
    public readonly metric: string,
    /** Its target. */
    public readonly target: number,
  ) {}
}

/** What a KEDA trigger reads (a `cpln` event source): `KedaTrigger.of('redis', { address: ..., listName: 'jobs' })`. */
export interface KedaTriggerOptions {
  /**
   * The trigger's name.
   * @default - none
   */
  readonly name?: string;
  /**
   * How the metric's value is compared (`AverageValue`, `Value`, `Utilization`).
   * @default - KEDA's default for the trigger type
   */
  readonly metricType?: string;
  /**
   * Whether KEDA caches the metric between polls.
   * @default false
   */
  readonly useCachedMetrics?: boolean;
  /**
   * A secret the trigger authenticates with; the GVC must list it among its KEDA secrets.
   * @default - none
   */
  readonly authenticationSecret?: CplnSecret | SecretRef;
}

/** A KEDA trigger: an event source KEDA scales the workload on. */
export class KedaTrigger {
  /** A trigger of a KEDA scaler type (`redis`, `prometheus`, `aws-sqs-queue`...) with its metadata. */
  public static of(type: string, metadata: { [key: string]: string }, options?: KedaTriggerOptions): KedaTrigger {
    return new KedaTrigger(type, metadata, options);
  }

  private constructor(
    private readonly type: string,
    private readonly metadata: { [key: string]: string },
    private readonly options: KedaTriggerOptions | undefined,
  ) {}

  /** @internal */
  public _render(scope: Construct, prop: string) {
    checkOptionalProps(scope, `${prop}.options`, this.options, TRIGGER, 'KedaTriggerOptions');
    const secret = this.options?.authenticationSecret === undefined ? undefined : SecretRef._of(scope, `${prop}.options.authenticationSecret`, this.options.authenticationSecret)._bind(scope, `${prop}.options.authenticationSecret`);
    return {
      type: this.type, metadata: this.metadata, name: this.options?.name, metricType: this.options?.metricType,
      useCachedMetrics: this.options?.useCachedMetrics,
      authenticationRef: secret === undefined ? undefined : { name: secret.name },
    };
  }
}

const TRIGGER: KeysOf<KedaTriggerOptions> = {
  name: true,
  metricType: true,
  useCachedMetrics: true,
  authenticationSecret: true,
};

/** KEDA scaling of a standard or stateful workload (the GVC enables KEDA). */
export interface KedaScaleOptions extends ScaleOptions {
  /** The triggers: `[KedaTrigger.of('redis', {...})]`. */
  readonly triggers: KedaTrigger[];
  /**
   * Seconds between polls of the triggers.
   * @default 30
   */
  readonly pollingInterval?: number;
  /**
   * Seconds after the last active trigger before scaling to `minScale`.
   * @default 300
   */
  readonly cooldownPeriod?: number;
  /**
   * Seconds after the workload starts before the first cooldown.
   * @default 0
   */
  readonly initialCooldownPeriod?: number;
}

const SCALE: KeysOf<ScaleOptions> = { minScale: true, maxScale: true, scaleToZeroDelay: true };
const METRIC: KeysOf<ConcurrencyScaleOptions & LatencyScaleOptions> = {
  ...SCALE,
  target: true,
  maxConcurrency: true,
  percentile: true,
};
const KEDA: KeysOf<KedaScaleOptions> = {
  ...SCALE,
  triggers: true,
  pollingInterval: true,
  cooldownPeriod: true,
  initialCooldownPeriod: true,
};

/**
 * How a workload scales: on one metric (`Autoscaling.requestsPerSecond({ target: 100, maxScale: 10 })`), on several
 * (`Autoscaling.multi([...])`), on KEDA triggers, or not at all (`Autoscaling.fixed(2)`). Which metrics a workload type
 * takes is the platform's (concurrency is serverless only, latency standard and stateful only...): the synth-time
 * checks say so.
 */
export abstract class Autoscaling {
  /** Requests in flight per replica (serverless only). */
  public static concurrency(options?: ConcurrencyScaleOptions): Autoscaling {
    return new Scaling('concurrency', options, METRIC);
  }

  /** Requests per second per replica. */
  public static requestsPerSecond(options?: MetricScaleOptions): Autoscaling {
    return new Scaling('rps', options, METRIC);
  }

  /** Percent of the reserved CPU (Capacity AI is then off: it would fight the metric). */
  public static cpu(options?: MetricScaleOptions): Autoscaling {
    return new Scaling('cpu', options, METRIC);
  }

  /** Percent of the reserved memory. */
  public static memory(options?: MetricScaleOptions): Autoscaling {
    return new Scaling('memory', options, METRIC);
  }

  /** Response time at a percentile, in milliseconds (standard and stateful). */
  public static latency(options?: LatencyScaleOptions): Autoscaling {
    return new Scaling('latency', options, METRIC);
  }

  /**
   * Several metrics, each at most once; the highest replica count wins (standard and stateful; Capacity AI is then
   * off).
   */
  public static multi(metrics: ScalingMetric[], options?: ScaleOptions): Autoscaling {
    return new Scaling('multi', { ...options, metrics }, { ...SCALE, metrics: true } as KeysOf<ScaleOptions>);
  }

  /** KEDA triggers (standard and stateful; the workload's GVC enables KEDA). */
  public static keda(options: KedaScaleOptions): Autoscaling {
    return new Scaling('keda', options, KEDA as KeysOf<ScaleOptions>);
  }

  /** A fixed number of replicas. */
  public static fixed(replicas: number): Autoscaling {
    return new Scaling('disabled', { minScale: replicas, maxScale: replicas }, SCALE);
  }

  /** @internal the metric, for the workload's defaults (Capacity AI) */
  public abstract readonly _metric: string;

  /** @internal the L1 autoscaling block */
  public abstract _render(scope: Construct, prop: string): WorkloadOptionsAutoscaling;
}

class Scaling extends Autoscaling {
  public constructor(
    public readonly _metric: string,
    private readonly options: Record<string, any> | undefined,
    private readonly known: KeysOf<ScaleOptions>,
  ) {
    super();
  }

  public _render(scope: Construct, prop: string): WorkloadOptionsAutoscaling {
    const o = checkOptionalProps(scope, `${prop}.options`, this.options, this.known, 'scaling options') ?? {};
    const base = { minScale: o.minScale, maxScale: o.maxScale, scaleToZeroDelay: o.scaleToZeroDelay };
    if (this._metric === 'multi') {
      const metrics = (checkList(scope, `${prop}.metrics`, o.metrics, 'ScalingMetric') ?? []).map((m: unknown, i: number) => {
        if (!(m instanceof ScalingMetric)) throw propError(scope, `${prop}.metrics[${i}]`, `${show(m)} is not a ScalingMetric; use ScalingMetric.cpu(80), memory(...) or requestsPerSecond(...)`);
        return { metric: m.metric, target: m.target };
      });
      return { ...base, multi: metrics };
    }
    if (this._metric === 'keda') {
      const triggers = (checkList(scope, `${prop}.triggers`, o.triggers, 'KedaTrigger') ?? []).map((t: unknown, i: number) => {
        if (!(t instanceof KedaTrigger)) throw propError(scope, `${prop}.triggers[${i}]`, `${show(t)} is not a KedaTrigger; use KedaTrigger.of(type, metadata)`);
        return t._render(scope, `${prop}.triggers[${i}]`);
      });
      return { ...base, metric: 'keda', keda: { trigger: triggers, pollingInterval: o.pollingInterval, cooldownPeriod: o.cooldownPeriod, initialCooldownPeriod: o.initialCooldownPeriod } };
    }
    return {
      ...base,
      metric: this._metric,
      target: o.target,
      maxConcurrency: o.maxConcurrency,
      metricPercentile: o.percentile,
    };
  }
}
