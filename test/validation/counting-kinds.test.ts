import { describe, expect, test } from 'vitest';
import { kindOf } from '../../lib/validation/kinds';
import { RESOURCE_META } from '../../lib/validation/meta-arguments';
import type { CompiledRule, ConstraintRule } from '../../lib/validation/rule-types';
import { arrange, checkConstraints } from '../../lib/validation/rules';

/**
 * The kinds that count, compare and relate values across the items of a block: what each refuses and accepts,
 * that it names the values in words, and that it leaves values Terraform resolves later alone.
 */
function rule(path: string, check: Partial<ConstraintRule>): CompiledRule {
  const raw = { id: 'demo/rule', on: ['demo_thing'], path, source: 'test', ...check } as ConstraintRule;
  return { ...raw, kind: kindOf(raw), segments: path === '' ? [] : path.split('.') };
}
const subject = { constructPath: 'stack/thing', address: 'demo_thing.thing', meta: RESOURCE_META };
const messages = (r: CompiledRule, config: Record<string, unknown>) => checkConstraints(subject, config, arrange([r])).map((p) => `${p.field}: ${p.message}`);

describe('totalItems counts through the items of nested lists, where its conditions hold', () => {
  const ports = rule('', { totalItems: { lists: ['container.ports', 'container.port'], max: 1, when: [{ field: 'type', equals: 'serverless' }], what: 'exposed ports' } });
  test('two ports over two containers of a serverless workload are refused; one is accepted; other types are not judged', () => {
    const two = { type: 'serverless', container: [{ ports: [{ number: 8080 }] }, { port: 9000 }] };
    expect(messages(ports, two)).toEqual(['demo_thing.thing: exposed ports number 2 when type is "serverless"; allowed: at most 1']);
    expect(messages(ports, { ...two, type: 'standard' })).toEqual([]);
    expect(messages(ports, { type: 'serverless', container: [{ ports: [{ number: 8080 }] }, { name: 'sidecar' }] })).toEqual([]);
    expect(messages(ports, { type: 'serverless', container: '${var.containers}' })).toEqual([]);
  });

  test('with where, only the values a value check accepts count', () => {
    const spf = rule('', { totalItems: { lists: ['target'], max: 1, where: { pattern: { regex: '^v=spf1( |$)', description: 'an SPF policy' } } } });
    expect(messages(spf, { target: ['v=spf1 mx -all', 'v=spf1 -all', 'site-verification=x'] })).toEqual(['demo_thing.thing: the items of target that are an SPF policy number 2; allowed: at most 1']);
    expect(messages(spf, { target: ['v=spf1 mx -all', 'site-verification=x'] })).toEqual([]);
  });
});

describe('distinct', () => {
  const names = rule('', { distinct: { fields: ['network_resource.name', 'native_network_resource.name', 'network_resource.fqdn'] } });
  test('a value given twice in any of the fields is refused, naming where', () => {
    expect(messages(names, { network_resource: [{ name: 'db' }], native_network_resource: [{ name: 'db' }] })).toEqual([
      'demo_thing.thing: "db" is given twice (network_resource.name and native_network_resource.name); each value of network_resource.name, native_network_resource.name, network_resource.fqdn must be different',
    ]);
    expect(messages(names, { network_resource: [{ name: 'db', fqdn: 'db.internal' }], native_network_resource: [{ name: 'rds' }] })).toEqual([]);
    expect(messages(names, { network_resource: [{ name: '${var.a}' }, { name: '${var.a}' }] })).toEqual([]);
  });

  test('ignoreCase compares header names without case', () => {
    const headers = rule('headers', { distinct: { fields: ['country', 'city'], ignoreCase: true } });
    expect(messages(headers, { headers: { country: 'X-Geo', city: 'x-geo' } })).toHaveLength(1);
    expect(messages(headers, { headers: { country: 'x-country', city: 'x-city' } })).toEqual([]);
  });
});

describe('eachKey', () => {
  const env = rule('env', { eachKey: { pattern: { regex: '^(?!CPLN_)[-._a-zA-Z][-._a-zA-Z0-9]*$', description: 'a variable name not starting with CPLN_ nor a digit' } } });
  test('every key of the map passes the value check; the key is named', () => {
    expect(messages(env, { env: { APP_TOKEN: 'x', CPLN_TOKEN: 'y' } })).toEqual(['demo_thing.thing.env: key "CPLN_TOKEN" is not valid: a variable name not starting with CPLN_ nor a digit']);
    expect(messages(env, { env: { APP_TOKEN: 'x', 'env-name.01': 'y' } })).toEqual([]);
  });
});

describe('quantityBound', () => {
  const ratio = rule('container', { quantityBound: { field: 'memory', atMost: { field: 'cpu', times: '8000Mi' }, unsetAs: { cpu: '50m', memory: '128Mi' } } });
  test('memory against CPU with the provider\'s defaults for what is unset, in the memory\'s unit', () => {
    expect(messages(ratio, { container: [{ memory: '1Gi' }] })).toEqual([
      'demo_thing.thing.container[0]: memory "1Gi" is more than 8000Mi × cpu "50m" (unset, so the provider\'s default) = 0.39Gi; allowed: at most 0.39Gi',
    ]);
    expect(messages(ratio, { container: [{ memory: '1Gi', cpu: '128m' }] })).toEqual([]);
    expect(messages(ratio, { container: [{ memory: '${var.memory}' }] })).toEqual([]);
  });

  test('a minimum against its maximum, a bound plus a quantity, a count times a quantity', () => {
    const min = rule('container', { quantityBound: { field: 'min_cpu', atMost: { field: 'cpu' }, unsetAs: { cpu: '50m' } } });
    expect(messages(min, { container: [{ cpu: '100m', min_cpu: '200m' }] })).toEqual(['demo_thing.thing.container[0]: min_cpu "200m" is more than cpu "100m" = 100m; allowed: at most 100m']);
    expect(messages(min, { container: [{ cpu: '0.2', min_cpu: '200m' }] })).toEqual([]);
    const gap = rule('container', { quantityBound: { field: 'cpu', atMost: { field: 'min_cpu', plus: '4000m' } } });
    expect(messages(gap, { container: [{ cpu: '8000m', min_cpu: '3000m' }] })).toHaveLength(1);
    const gpu = rule('container', { quantityBound: { field: 'memory', atLeast: { field: 'gpu_nvidia.quantity', times: '7Gi' } } });
    expect(messages(gpu, { container: [{ memory: '8Gi', gpu_nvidia: [{ quantity: 2 }] }] })).toEqual(['demo_thing.thing.container[0]: memory "8Gi" is less than 7Gi × gpu_nvidia.quantity "2" = 14Gi; allowed: at least 14Gi']);
    expect(messages(gpu, { container: [{ memory: '16Gi', gpu_nvidia: [{ quantity: 2 }] }] })).toEqual([]);
  });
});

describe('noNestedPaths', () => {
  const mounts = rule('container', { noNestedPaths: { list: 'volume', field: 'path' } });
  test('a path under another is refused; paths sharing a start but not a segment are not', () => {
    expect(messages(mounts, { container: [{ volume: [{ path: '/data' }, { path: '/data/cache/' }] }] })).toEqual([
      'demo_thing.thing.container[0]: volume[1].path "/data/cache/" is under volume[0].path "/data"; no path of volume may be inside another',
    ]);
    expect(messages(mounts, { container: [{ volume: [{ path: '/data' }, { path: '/data2' }] }, { volume: [{ path: '/data/x' }] }] })).toEqual([]);
  });
});

describe('withinDomain', () => {
  const inZone = rule('', { withinDomain: { name: 'name', domain: 'zone' } });
  const cname = rule('', { withinDomain: { name: 'name', domain: 'zone', below: true, when: [{ field: 'recordtype', equals: 'CNAME' }] } });
  test('a name outside its zone is refused; DNS names compare without case or a final dot', () => {
    expect(messages(inZone, { zone: 'example.com', name: 'www.example.org' })).toEqual(['demo_thing.thing: name "www.example.org" is not in zone "example.com"; allowed: "example.com" or a name under it, fully qualified']);
    expect(messages(inZone, { zone: 'example.com', name: 'wwwexample.com' })).toHaveLength(1);
    expect(messages(inZone, { zone: 'example.com', name: 'WWW.Example.com.' })).toEqual([]);
    expect(messages(inZone, { zone: 'example.com', name: 'example.com' })).toEqual([]);
  });

  test('below refuses the apex', () => {
    expect(messages(cname, { zone: 'example.com', name: 'Example.com.', recordtype: 'CNAME' })).toEqual(['demo_thing.thing: name "Example.com." is the apex of zone "example.com"; allowed: a name under it when recordtype is "CNAME"']);
    expect(messages(cname, { zone: 'example.com', name: 'example.com', recordtype: 'A' })).toEqual([]);
  });
});

describe('disjointCidrs', () => {
  const networks = rule('networking', { disjointCidrs: { fields: ['pod_network', 'service_network'], unsetAs: { pod_network: '10.42.0.0/16', service_network: '10.43.0.0/16' } } });
  test('overlapping blocks are refused, an unset one counting as its default', () => {
    expect(messages(networks, { networking: { pod_network: '10.42.0.0/15' } })).toEqual([
      'demo_thing.thing.networking: pod_network "10.42.0.0/15" and service_network "10.43.0.0/16" (unset, so the default) overlap; pod_network and service_network must not overlap',
    ]);
    expect(messages(networks, { networking: { pod_network: '172.16.0.0/15' } })).toEqual([]);
    expect(messages(networks, { networking: { pod_network: 'fd00::/64', service_network: 'fd00::/48' } })).toHaveLength(1);
    expect(messages(networks, { networking: { pod_network: 'fd00::/64', service_network: '10.43.0.0/16' } })).toEqual([]);
  });
});
