import { TerraformStack, Testing } from 'cdktf';
import { toCamelCase, toPascalCase } from 'codemaker';
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import { describe, expect, test } from 'vitest';
import type { ResourceModel } from '../../codegen/emitter/model';
import { resourceModels } from '../../codegen/generate';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS } from '../../codegen/providers';
import * as pkg from '../../lib';
import { sampleConfig } from '../support/sample-config';

// The generator's unmodified output, compiled into bench/.baseline/ (bench/baseline.js: `npx projen compile` builds it
// beside the jsii compile; built here only when it is missing or stale).
const { loadBaseline, BASELINE_LIB } = require('../../bench/baseline') as { loadBaseline(): Record<string, Record<string, any>>; BASELINE_LIB: string };
const baseline = loadBaseline();
const ours = pkg as unknown as Record<string, Record<string, any>>;

/** Every argument of each provider's configuration. */
const PROVIDER_CONFIGS: Record<string, Record<string, unknown>> = {
  cpln: { endpoint: 'https://api.cpln.io', org: 'acme', profile: 'ci', refreshToken: 'refresh', token: 'token', alias: 'second' },
  akamai: {
    alias: 'second', cacheEnabled: true, configSection: 'default', edgerc: '~/.edgerc', requestLimit: 5,
    retryDisabled: false, retryMax: 3, retryWaitMax: 30, retryWaitMin: 2,
    config: { accessToken: 'a', accountKey: 'k', clientSecret: 's', clientToken: 'c', host: 'h.example', maxBody: 131072 },
  },
};

type Variant = (
  model: ResourceModel,
  full: Record<string, unknown>,
) => { props: Record<string, unknown>; after?: (construct: any) => void };

const optionalSingleBlocks = (model: ResourceModel) =>
  model.configStruct.assignableAttributes.filter((a) => !a.isRequired && a.type.typeModelType === 'struct');
const blocks = (model: ResourceModel) =>
  model.configStruct.assignableAttributes.filter((a) => ['struct', 'list', 'set'].includes(a.type.typeModelType) && a.type.struct);

/** Ways a user sets a type, each of which must synthesize the same JSON with and without the optimization. */
const VARIANTS: Record<string, Variant> = {
  'every argument and block': (_model, full) => ({ props: full }),
  'required arguments only': (model) => ({ props: sampleConfig(model.configStruct.assignableAttributes, 'minimal').props }),
  'optional single blocks empty ({})': (model, full) => ({
    props: { ...full, ...Object.fromEntries(optionalSingleBlocks(model).map((a) => [a.name, {}])) },
  }),
  'optional single blocks with their fields left undefined': (model, full) => ({
    props: {
      ...full,
      ...Object.fromEntries(optionalSingleBlocks(model).map((a) => [a.name, { [a.type.struct!.assignableAttributes[0]?.name ?? 'x']: undefined }])),
    },
  }),
  'blocks read through their getters before synthesis': (model, full) => ({
    props: full,
    after: (construct) => blocks(model).forEach((a) => void construct[a.name]),
  }),
  'blocks set after construction with put methods': (model, full) => ({
    props: sampleConfig(model.configStruct.assignableAttributes, 'minimal').props,
    after: (construct) =>
      blocks(model)
        .filter((a) => !a.isRequired)
        .forEach((a) => construct[`put${toPascalCase(a.name)}`](full[a.name])),
  }),
};

function synthesize(
  lib: Record<string, any>,
  model: ResourceModel,
  props: Record<string, unknown>,
  after?: (construct: any) => void,
): string {
  const namespace = lib[toCamelCase(model.filePath.split('/').slice(-2)[0])];
  const stack = new TerraformStack(Testing.app(), 'stack');
  const construct = new namespace[model.className](stack, 'subject', props);
  after?.(construct);
  return Testing.synth(stack);
}

/** The addOverride of each construct class, in its declaration (its documentation, then its signature). */
const ADD_OVERRIDE = /\n {4}\/\*\*\n {4}\* Adds an override to the Terraform JSON of this construct[^]*?\*\/\n {4}addOverride\(path: string, value: any\): void;/g;
/** The `toTerraform` of a resource or data source class, which the framework's preparing pass resolves cheaply. */
const TO_TERRAFORM = /\n {4}\/\*\*\n {4}\* The Terraform JSON of this construct, as the framework builds it[^]*?\*\/\n {4}toTerraform\(\): any;/g;
/** The construct classes: the generator's bases of a resource, a data source and a provider. */
const CONSTRUCT_BASES = ['TerraformResource', 'TerraformDataSource', 'TerraformProvider'];

/** A class's members (prototype and static) with their kinds: getter, setter, method or value. */
function members(type: any): string[] {
  const describe = (owner: object, prefix: string) =>
    Object.getOwnPropertyNames(owner).map((name) => {
      const d = Object.getOwnPropertyDescriptor(owner, name)!;
      return `${prefix}${name}:${[d.get && 'get', d.set && 'set', typeof d.value === 'function' && 'method'].filter(Boolean).join('+') || 'value'}`;
    });
  return [...describe(type.prototype, ''), ...describe(type, 'static ')].sort();
}

describe.each(PROVIDERS.map((p) => [p.name, p] as const))('%s: optimized L1 classes match the generator output', (name, target) => {
  const models = resourceModels(target, readProviderSchema(target).schema);

  test.each(models.map((m) => [m.terraformType, m] as const))('%s: same JSON for every way of setting it', (_type, model) => {
    const full = sampleConfig(model.configStruct.assignableAttributes, 'full').props;
    for (const [variant, make] of Object.entries(VARIANTS)) {
      const { props, after } = make(model, full);
      expect(synthesize(ours[name], model, props, after), variant).toBe(
        synthesize(baseline[name], model, props, after),
      );
    }
  });

  test('same JSON for the provider, every argument set and none', () => {
    const Provider = (lib: Record<string, any>) => lib[name].provider[`${toPascalCase(name)}Provider`];
    for (const props of [{}, PROVIDER_CONFIGS[name]]) {
      const synth = (lib: Record<string, any>) => {
        const stack = new TerraformStack(Testing.app(), 'stack');
        new (Provider(lib))(stack, 'provider', props);
        return Testing.synth(stack);
      };
      expect(synth(ours)).toBe(synth(baseline));
    }
  });

  test('same declarations: every .d.ts of the compiled package equals the compiled generator output (but the note on what a class leaves untyped, addOverride and toTerraform)', () => {
    const ourLib = join(__dirname, '..', '..', 'lib', 'gen', name);
    const theirLib = join(BASELINE_LIB, name);
    const declarations = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const full = join(dir, entry);
        return statSync(full).isDirectory() ? declarations(full) : full.endsWith('.d.ts') ? [relative(theirLib, full)] : [];
      });
    const files = declarations(theirLib);
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      // The emitter adds one paragraph to the documentation of a class it types in part (codegen/emitter/files.ts),
      // and to each construct class the addOverride that refuses a `__proto__` path (codegen/emitter/classes.ts).
      const ours = readFileSync(join(ourLib, file), 'utf-8')
        .replace(/\n ?\*\n ?\* Not typed by this package \(too large to generate\): [^\n]*/, '')
        .replace(ADD_OVERRIDE, '')
        .replace(TO_TERRAFORM, '');
      expect(ours, file).toBe(readFileSync(join(theirLib, file), 'utf-8'));
    }
  });

  test('same public API: every class has the same members', () => {
    const namespaces = Object.keys(baseline[name]);
    expect(namespaces.length).toBeGreaterThan(10);
    for (const namespace of namespaces) {
      for (const [exported, value] of Object.entries(baseline[name][namespace])) {
        if (typeof value !== 'function') continue;
        // A construct class has addOverride of its own (the framework's, with the path checked first), and a resource
        // or data source class toTerraform (the framework's, preparable: src/synthesis/preparing.ts).
        const base = Object.getPrototypeOf(value).name;
        const guarded = CONSTRUCT_BASES.includes(base) ? ['addOverride:method'] : [];
        if (base === 'TerraformResource' || base === 'TerraformDataSource') guarded.push('toTerraform:method');
        expect(members(ours[name][namespace][exported]), `${namespace}.${exported}`).toEqual([...members(value), ...guarded].sort());
      }
    }
  });
});
