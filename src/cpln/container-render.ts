import { Construct } from 'constructs';
import { WorkloadContainer } from '../gen/cpln/workload';
import { propError, show } from '../prop-error';
import { checkList, checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { ContainerMetrics, ContainerPort, ContainerProps, Gpu, Probe } from './container';
import { WorkloadSecret } from './workload-secret';

// How a workload renders its containers (not part of the public API).

const CONTAINER: KeysOf<ContainerProps> = {
  name: true, image: true, ports: true, env: true, secretEnv: true, inheritEnv: true, command: true, args: true,
  workingDirectory: true, cpu: true, memory: true,
  minCpu: true, minMemory: true, readinessProbe: true, livenessProbe: true, gpu: true, postStartCommand: true,
  preStopCommand: true, metrics: true,
};
const METRICS: KeysOf<ContainerMetrics> = { path: true, port: true, dropMetrics: true };

/** A container as the L1 block, without its secret variables (the workload adds them), and those variables. */
export function renderContainer(
  scope: Construct,
  prop: string,
  props: ContainerProps,
  defaultName: string | undefined,
): { block: WorkloadContainer; secretEnv: { [name: string]: WorkloadSecret } } {
  checkProps(scope, prop, props, CONTAINER, 'ContainerProps');
  const name = props.name === undefined ? defaultName : checkString(scope, `${prop}.name`, props.name);
  if (name === undefined) throw propError(scope, `${prop}.name`, 'missing; give the container a name (the first container is named after the workload)');
  const ports = (checkList(scope, `${prop}.ports`, props.ports, 'ContainerPort') ?? []).map((port, i) => {
    if (!(port instanceof ContainerPort)) throw propError(scope, `${prop}.ports[${i}]`, `${show(port)} is not a ContainerPort; use ContainerPort.http(8080), http2(...), grpc(...) or tcp(...)`);
    return { number: checkNumber(scope, `${prop}.ports[${i}]`, port.port, 'a port number'), protocol: port.protocol };
  });
  const probe = (which: 'readinessProbe' | 'livenessProbe') => {
    const value = props[which];
    if (value === undefined) return undefined;
    if (!(value instanceof Probe)) throw propError(scope, `${prop}.${which}`, 'is not a Probe; use Probe.httpGet(path, port), Probe.tcpSocket(port), Probe.grpc(port) or Probe.exec(command)');
    return value._render(scope, `${prop}.${which}`);
  };
  if (props.gpu !== undefined && !(props.gpu instanceof Gpu)) throw propError(scope, `${prop}.gpu`, 'is not a Gpu; use Gpu.nvidia(model, quantity) or Gpu.custom(resource, quantity)');
  checkOptionalProps(scope, `${prop}.metrics`, props.metrics, METRICS, 'ContainerMetrics');
  const lifecycle = props.postStartCommand === undefined && props.preStopCommand === undefined ? undefined : {
    postStart: props.postStartCommand === undefined ? undefined : { exec: { command: checkList(scope, `${prop}.postStartCommand`, props.postStartCommand, 'strings')! } },
    preStop: props.preStopCommand === undefined ? undefined : { exec: { command: checkList(scope, `${prop}.preStopCommand`, props.preStopCommand, 'strings')! } },
  };
  return {
    block: {
      name,
      image: checkString(scope, `${prop}.image`, props.image),
      command: props.command,
      args: checkList(scope, `${prop}.args`, props.args, 'strings'),
      workingDirectory: props.workingDirectory,
      env: props.env,
      inheritEnv: props.inheritEnv,
      cpu: props.cpu,
      memory: props.memory,
      minCpu: props.minCpu,
      minMemory: props.minMemory,
      ports: ports.length === 0 ? undefined : ports,
      readinessProbe: probe('readinessProbe'),
      livenessProbe: probe('livenessProbe'),
      ...props.gpu?._block,
      lifecycle,
      metrics: props.metrics,
    },
    secretEnv: props.secretEnv ?? {},
  };
}
