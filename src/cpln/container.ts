import { Construct } from 'constructs';
import { WorkloadContainer, WorkloadContainerLivenessProbe, WorkloadContainerReadinessProbe } from '../gen/cpln/workload';
import { checkOptionalProps, KeysOf } from '../props';
import { WorkloadSecret } from './workload-secret';

/** The protocol a container port speaks. */
export enum PortProtocol {
  /** HTTP/1.1 (the platform's default). */
  HTTP = 'http',
  /** HTTP/2. */
  HTTP2 = 'http2',
  /** gRPC. */
  GRPC = 'grpc',
  /** TCP. */
  TCP = 'tcp',
}

/** A port a container exposes: `ContainerPort.http(8080)`. */
export class ContainerPort {
  /** An HTTP/1.1 port. */
  public static http(port: number): ContainerPort {
    return new ContainerPort(port, PortProtocol.HTTP);
  }

  /** An HTTP/2 port. */
  public static http2(port: number): ContainerPort {
    return new ContainerPort(port, PortProtocol.HTTP2);
  }

  /** A gRPC port. */
  public static grpc(port: number): ContainerPort {
    return new ContainerPort(port, PortProtocol.GRPC);
  }

  /** A TCP port. */
  public static tcp(port: number): ContainerPort {
    return new ContainerPort(port, PortProtocol.TCP);
  }

  private constructor(
    /** The port number (80 to 65535; the platform reserves some). */
    public readonly port: number,
    /** Its protocol. */
    public readonly protocol: PortProtocol,
  ) {}
}

/** How often and how patiently a probe checks a container. */
export interface ProbeOptions {
  /**
   * Seconds after the container starts before the first check.
   * @default - the provider's default (60 for a liveness probe, 10 for a readiness probe)
   */
  readonly initialDelaySeconds?: number;
  /**
   * Seconds between checks.
   * @default 10
   */
  readonly periodSeconds?: number;
  /**
   * Seconds a check may take.
   * @default 1
   */
  readonly timeoutSeconds?: number;
  /**
   * Failed checks in a row that fail the probe.
   * @default 3
   */
  readonly failureThreshold?: number;
  /**
   * Successful checks in a row that pass the probe again.
   * @default 1
   */
  readonly successThreshold?: number;
}

const PROBE_OPTIONS: KeysOf<ProbeOptions> = {
  initialDelaySeconds: true,
  periodSeconds: true,
  timeoutSeconds: true,
  failureThreshold: true,
  successThreshold: true,
};

/** A readiness or liveness check of a container: `Probe.httpGet('/healthz', 8080)`. */
export class Probe {
  /** An HTTP GET of a path on a port; healthy with a 2xx or 3xx answer. */
  public static httpGet(path: string, port?: number, options?: ProbeOptions): Probe {
    return new Probe({ httpGet: { path, port } }, options);
  }

  /** A TCP connection to a port. */
  public static tcpSocket(port: number, options?: ProbeOptions): Probe {
    return new Probe({ tcpSocket: { port } }, options);
  }

  /** A gRPC health check on a port. */
  public static grpc(port: number, options?: ProbeOptions): Probe {
    return new Probe({ grpc: { port } }, options);
  }

  /** A command run in the container; healthy when it exits with 0. */
  public static exec(command: string[], options?: ProbeOptions): Probe {
    return new Probe({ exec: { command } }, options);
  }

  private constructor(
    private readonly check: Record<string, unknown>,
    private readonly options: ProbeOptions | undefined,
  ) {}

  /** @internal the L1 probe block */
  public _render(scope: Construct, prop: string): WorkloadContainerReadinessProbe & WorkloadContainerLivenessProbe {
    checkOptionalProps(scope, `${prop}.options`, this.options, PROBE_OPTIONS, 'ProbeOptions');
    return { ...this.check, ...this.options };
  }
}

/** The models of NVIDIA GPU a container can request. */
export enum NvidiaGpuModel {
  /** NVIDIA T4 (1 to 4 per container). */
  T4 = 't4',
  /** NVIDIA A10G (1 per container). */
  A10G = 'a10g',
}

/** A GPU for a container: `Gpu.nvidia(NvidiaGpuModel.T4, 1)`. */
export class Gpu {
  /** NVIDIA GPUs of a model; the platform checks the quantity each model comes in and the CPU and memory they need. */
  public static nvidia(model: NvidiaGpuModel, quantity: number): Gpu {
    return new Gpu({ gpuNvidia: { model, quantity } });
  }

  /** A custom GPU resource of the location (a BYOK cluster's), with its runtime class. */
  public static custom(resource: string, quantity: number, runtimeClass?: string): Gpu {
    return new Gpu({ gpuCustom: { resource, quantity, runtimeClass } });
  }

  private constructor(private readonly block: Pick<WorkloadContainer, 'gpuNvidia' | 'gpuCustom'>) {}

  /** @internal */
  public get _block(): Pick<WorkloadContainer, 'gpuNvidia' | 'gpuCustom'> {
    return this.block;
  }
}

/** Where the platform scrapes a container's Prometheus metrics. */
export interface ContainerMetrics {
  /** The path (`/metrics`). */
  readonly path: string;
  /** The port. */
  readonly port: number;
  /**
   * Metrics to drop, as patterns of their names.
   * @default - none
   */
  readonly dropMetrics?: string[];
}

/** A container of a workload. */
export interface ContainerProps {
  /**
   * The container's name (3 to 63 lower-case letters, digits and dashes; `cpln-` and `debugger-` are reserved).
   * @default - the workload's name for the first container; required for the others
   */
  readonly name?: string;
  /** The image (`ghcr.io/acme/api:1.4.2`, or `//image/<name>:<tag>` for the org's registry). */
  readonly image: string;
  /**
   * The ports the container serves: `[ContainerPort.http(8080)]`. A serverless workload exposes exactly one.
   * @default - none
   */
  readonly ports?: ContainerPort[];
  /**
   * Environment variables (names of letters, digits, `-`, `.` and `_`; `CPLN_` names are the platform's).
   * @default - none
   */
  readonly env?: { [name: string]: string };
  /**
   * Secrets as environment variables: `{ DB_PASSWORD: WorkloadSecret.fromSecret(db, 'password') }`; the
   * workload's identity is granted `reveal` on each.
   * @default - none
   */
  readonly secretEnv?: { [name: string]: WorkloadSecret };
  /**
   * Whether the container also gets the GVC's environment variables (its own win).
   * @default false
   */
  readonly inheritEnv?: boolean;
  /**
   * The command, replacing the image's entry point.
   * @default - the image's
   */
  readonly command?: string;
  /**
   * The command's arguments.
   * @default - the image's
   */
  readonly args?: string[];
  /**
   * The working directory (an absolute path).
   * @default - the image's
   */
  readonly workingDirectory?: string;
  /**
   * CPU reserved (or the most Capacity AI may give): `500m`, `2`.
   * @default 50m
   */
  readonly cpu?: string;
  /**
   * Memory reserved (or the most Capacity AI may give): `512Mi`, `2Gi`; at most 8 MiB per millicore of CPU.
   * @default 128Mi
   */
  readonly memory?: string;
  /**
   * The least CPU Capacity AI may give.
   * @default - none
   */
  readonly minCpu?: string;
  /**
   * The least memory Capacity AI may give.
   * @default - none
   */
  readonly minMemory?: string;
  /**
   * When the container takes traffic.
   * @default - as soon as it starts
   */
  readonly readinessProbe?: Probe;
  /**
   * When the container is restarted.
   * @default - never for being unhealthy
   */
  readonly livenessProbe?: Probe;
  /**
   * A GPU: `Gpu.nvidia(NvidiaGpuModel.T4, 1)` (Capacity AI is then off).
   * @default - none
   */
  readonly gpu?: Gpu;
  /**
   * A command run after the container starts.
   * @default - none
   */
  readonly postStartCommand?: string[];
  /**
   * A command run before the container stops.
   * @default - none
   */
  readonly preStopCommand?: string[];
  /**
   * Where the platform scrapes the container's metrics.
   * @default - none
   */
  readonly metrics?: ContainerMetrics;
}
