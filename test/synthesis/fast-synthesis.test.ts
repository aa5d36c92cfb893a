import {
  Annotations, App, Aspects, AssetType, Fn, IAspect, IStackSynthesizer, ISynthesisSession, Lazy, LocalBackend,
  TerraformAsset, TerraformCount, TerraformIterator, TerraformLocal, TerraformOutput, TerraformResource, TerraformStack,
  TerraformVariable, Testing, Token,
} from 'cdktf';
import { toCamelCase, toPascalCase } from 'codemaker';
import { IConstruct } from 'constructs';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resourceModels } from '../../codegen/generate';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS } from '../../codegen/providers';
import * as pkg from '../../lib';
import { akamai, cpln } from '../../lib';
import { FAST_SYNTHESIS_CONTEXT, switchedOff } from '../../lib/synthesis/fast-synthesis';
import { frameworkInternals, PROVEN_VERSION } from '../../lib/synthesis/framework-internals';
import { sampleConfig } from '../support/sample-config';

/** Every file an app wrote, by path relative to its output folder. */
function written(outdir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of readdirSync(outdir, { recursive: true, encoding: 'utf-8' }).sort()) {
    if (statSync(join(outdir, file)).isFile()) files[file] = readFileSync(join(outdir, file), 'utf-8');
  }
  return files;
}

/**
 * Builds the same app twice, once with fast synthesis (the default) and once with it switched off
 * (cdktf's own resolution and writer), synthesizes both, and returns every file each wrote, and how
 * often cdktf resolved a stack as a whole (`toTerraform()`, which its own synthesizer writes).
 */
function bothWays(build: (app: App) => void, options: { skipValidation?: boolean } = {}) {
  const run = (fast: boolean) => {
    const outdir = mkdtempSync(join(tmpdir(), fast ? 'fast-' : 'cdktf-'));
    const app = new App({
      outdir,
      skipValidation: options.skipValidation,
      context: fast ? {} : { [FAST_SYNTHESIS_CONTEXT]: false },
    });
    build(app);
    const resolutions = vi.spyOn(TerraformStack.prototype, 'toTerraform');
    try {
      app.synth();
      return { files: written(outdir), resolutions: resolutions.mock.calls.length };
    } finally {
      resolutions.mockRestore();
    }
  };
  return { fast: run(true), cdktf: run(false) };
}

/**
 * A file as the two runs can agree on it: the manifest without the annotations' stack traces (the two runs are called
 * from different columns).
 */
function comparable(file: string, text: string): string {
  if (file !== 'manifest.json') return text;
  const manifest = JSON.parse(text);
  for (const stack of Object.values<{ annotations: Array<Record<string, unknown>> }>(manifest.stacks)) {
    for (const annotation of stack.annotations) delete annotation.stacktrace;
  }
  return JSON.stringify(manifest);
}

/**
 * Asserts byte-identical output, and that the fast path did replace cdktf's resolution of the stacks holding a provider
 * of this package.
 */
function expectIdentical(
  build: (app: App) => void,
  options: { skipValidation?: boolean; withoutPackageStack?: boolean } = {},
): Record<string, string> {
  const { fast, cdktf } = bothWays(build, options);
  expect(Object.keys(fast.files)).toEqual(Object.keys(cdktf.files));
  for (const [file, text] of Object.entries(cdktf.files)) expect(comparable(file, fast.files[file]) === comparable(file, text), `${file} differs`).toBe(true);
  expect(cdktf.resolutions).toBeGreaterThan(0);
  // A stack without a provider of this package is cdktf's alone.
  expect(fast.resolutions).toBe(options.withoutPackageStack ? 1 : 0);
  return fast.files;
}

const stackFile = (files: Record<string, string>, stack: string) => JSON.parse(files[join('stacks', stack, 'cdk.tf.json')]);

afterEach(() => {
  delete process.env.SYNTH_HCL_OUTPUT;
});

describe('fast synthesis writes what cdktf writes, byte for byte', () => {
  describe.each(PROVIDERS.map((p) => [p.name, p] as const))('every %s type', (name, target) => {
    const { schema } = readProviderSchema(target);
    const models = resourceModels(target, schema);
    const namespaceOf = (filePath: string) => toCamelCase(filePath.split('/').slice(-2)[0]);
    const classOf = (model: (typeof models)[number]) =>
      (pkg as Record<string, any>)[name][namespaceOf(model.filePath)][model.className];
    const Provider = (pkg as Record<string, any>)[name].provider[`${toPascalCase(name)}Provider`];

    test('with every argument and block set, as literals and as tokens', () => {
      const files = expectIdentical(
        (app) => {
          const stack = new TerraformStack(app, 'all');
          new Provider(stack, 'provider', {});
          const text = new TerraformVariable(stack, 'text', { type: 'string' }).stringValue;
          const count = new TerraformVariable(stack, 'count', { type: 'number' }).numberValue;
          const list = new TerraformVariable(stack, 'list', { type: 'list(string)' }).listValue;
          /** The same config with every string, number and list of strings a token. */
          const tokens = (value: unknown): unknown => {
            if (typeof value === 'string') return `${text}-${value}`;
            if (typeof value === 'number') return count;
            if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? list : value.map(tokens);
            if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tokens(v)]));
            return value;
          };
          for (const model of models) {
            const { props } = sampleConfig(model.configStruct.assignableAttributes, 'full');
            const literal = new (classOf(model))(stack, `${model.terraformType}_literal`, props);
            new (classOf(model))(stack, `${model.terraformType}_tokens`, { ...(tokens(props) as object), dependsOn: [literal] });
          }
        },
        { skipValidation: true },
      );
      const json = stackFile(files, 'all');
      const types = Object.keys(json.resource ?? {}).length + Object.keys(json.data ?? {}).length;
      expect(types).toBe(models.filter((m) => !m.isProvider).length);
    });
  });

  test('references, variables, functions, lazy values, numbers and maps as tokens, and escapes', () => {
    expectIdentical((app) => {
      const stack = new TerraformStack(app, 'tokens');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
      const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'main', locations: ['aws-eu-central-1'], tags: { team: 'web', 'a-b': 'c' } });
      const replicas = new TerraformVariable(stack, 'replicas', { type: 'number', default: 2 });
      const labels = new TerraformVariable(stack, 'labels', { type: 'map(string)' });
      new cpln.workload.Workload(stack, 'api', {
        gvc: gvc.name,
        name: Fn.lower(Fn.join('-', ['API', gvc.name])),
        type: 'standard',
        description: Lazy.stringValue({ produce: () => `for ${gvc.name}` }),
        tags: Token.asStringMap(labels.value),
        container: [{
          name: 'app', image: 'nginx:1.27', cpu: '50m', memory: '128Mi',
          ports: [{ number: Token.asNumber(replicas.value), protocol: 'http' }],
          env: { GVC: gvc.name, LITERAL: 'plain', DOLLAR: '$${not.a.reference}', EXPONENT: '1e+5', UNICODE: 'ünï \u2028 \ud83d\ude00' },
          args: [`--replicas=${replicas.numberValue}`, 'TfToken[not a token]'],
        }],
        options: { capacityAi: false, autoscaling: { metric: 'rps', target: replicas.numberValue, minScale: 1, maxScale: 3 } },
        firewallSpec: { external: { inboundAllowCidr: Fn.tolist(Fn.concat([['0.0.0.0/0'], []])) } },
      });
      new TerraformLocal(stack, 'names', { gvc: gvc.name, nested: { list: [1, 2, gvc.name] } });
      new TerraformOutput(stack, 'gvc_name', { value: gvc.name });
    });
  });

  test('overrides (with tokens), dependsOn, lifecycle, count, forEach, moved and imports', () => {
    expectIdentical((app) => {
      const stack = new TerraformStack(app, 'meta');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' }).addOverride('alias', 'second');
      const first = new cpln.gvc.Gvc(stack, 'first', { name: 'first', lifecycle: { createBeforeDestroy: true, ignoreChanges: ['tags'], preventDestroy: false } });
      first.addOverride('description', `copy of ${first.name}`);
      first.addOverride('tags.extra', 'yes');
      first.addOverride('locations', undefined);
      const names = new TerraformVariable(stack, 'names', { type: 'list(string)' });
      const each = TerraformIterator.fromList(names.listValue);
      new cpln.gvc.Gvc(stack, 'many', { forEach: each, name: each.value, dependsOn: [first] });
      new cpln.gvc.Gvc(stack, 'counted', { count: TerraformCount.of(Token.asNumber(3)), name: 'counted', dependsOn: [first] });
      new cpln.gvc.Gvc(stack, 'numbered', { count: 2, name: 'numbered' });
      new cpln.gvc.Gvc(stack, 'imported', { name: 'imported' }).importFrom('imported');
      new cpln.gvc.Gvc(stack, 'moved', { name: 'moved' }).moveFromId('cpln_gvc.old');
      stack.addOverride('terraform.required_version', '>= 1.5');
      stack.addOverride('locals.from_override', first.name);
    });
  });

  test('several stacks with references across them, aspects, outputs in nested constructs, a backend, an asset and annotations', () => {
    class Labels implements IAspect {
      visit(node: IConstruct): void {
        if (node instanceof cpln.gvc.Gvc) node.description = `managed (${node.node.id})`;
      }
    }
    const files = expectIdentical((app) => {
      const shared = new TerraformStack(app, 'shared');
      new cpln.provider.CplnProvider(shared, 'cpln', { org: 'acme' });
      new LocalBackend(shared, { path: 'shared.tfstate' });
      const gvc = new cpln.gvc.Gvc(shared, 'gvc', { name: 'shared' });
      const apps = new TerraformStack(app, 'apps');
      new cpln.provider.CplnProvider(apps, 'cpln', { org: 'acme' });
      new akamai.provider.AkamaiProvider(apps, 'akamai', { edgerc: '~/.edgerc' });
      const group = new cpln.group.Group(apps, 'group', { name: 'readers', description: gvc.name });
      new TerraformOutput(group, 'group_id', { value: group.id });
      new TerraformAsset(apps, 'asset', { path: join(__dirname, 'stream-json.test.ts'), type: AssetType.FILE });
      Annotations.of(group).addInfo('an info');
      Annotations.of(gvc).addWarning('a warning');
      Aspects.of(app).add(new Labels());
    });
    expect(stackFile(files, 'apps').data.terraform_remote_state).toBeDefined();
    expect(stackFile(files, 'shared').output).toBeDefined();
  });

  test('a stack inside another stack, referring to it: both prepared, as cdktf prepares them', () => {
    const files = expectIdentical((app) => {
      const outer = new TerraformStack(app, 'outer');
      new cpln.provider.CplnProvider(outer, 'cpln', { org: 'acme' });
      const gvc = new cpln.gvc.Gvc(outer, 'gvc', { name: 'outer' });
      const inner = new TerraformStack(outer, 'inner');
      new cpln.provider.CplnProvider(inner, 'cpln', { org: 'acme' });
      new cpln.group.Group(inner, 'group', { name: 'readers', description: gvc.name });
    });
    expect(stackFile(files, 'inner').data.terraform_remote_state).toBeDefined();
  });

  test('a resource of another provider, and a stack with no provider of this package next to one with', () => {
    expectIdentical((app) => {
      const stack = new TerraformStack(app, 'mixed');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
      new TerraformResource(stack, 'random', {
        terraformResourceType: 'random_pet',
        terraformGeneratorMetadata: { providerName: 'random' },
      }).addOverride('length', 3);
      const plain = new TerraformStack(app, 'plain');
      new TerraformVariable(plain, 'only', { type: 'string' });
    }, { skipValidation: true, withoutPackageStack: true }); // cdktf's own check wants a random provider class
  });

  test('HCL output: the same files', () => {
    process.env.SYNTH_HCL_OUTPUT = 'true';
    const { fast, cdktf } = bothWays((app) => {
      const stack = new TerraformStack(app, 'hcl');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
      const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'main', tags: { a: 'b' } });
      new cpln.identity.Identity(stack, 'identity', { gvc: gvc.name, name: 'reader' });
    });
    expect(Object.keys(fast.files).some((f) => f.endsWith('cdk.tf'))).toBe(true);
    expect(fast.files).toEqual(cdktf.files);
  });

  test('Testing.synth and Testing.fullSynth give what they give without it', () => {
    const build = (fast: boolean) => {
      const stack = new TerraformStack(Testing.app({ context: fast ? {} : { [FAST_SYNTHESIS_CONTEXT]: false } }), 'test');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
      const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'main' });
      new cpln.identity.Identity(stack, 'identity', { gvc: gvc.name, name: 'reader' });
      return stack;
    };
    expect(Testing.synth(build(true), true)).toBe(Testing.synth(build(false), true));
    const full = (fast: boolean) => readFileSync(join(Testing.fullSynth(build(fast)), 'stacks', 'test', 'cdk.tf.json'), 'utf-8');
    expect(full(true)).toBe(full(false));
  });

  test('an error in a token is cdktf\'s error, with its path', () => {
    const failing = () =>
      bothWays((app) => {
        const stack = new TerraformStack(app, 'broken');
        new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
        new cpln.gvc.Gvc(stack, 'gvc', { name: 'main', tags: { fn: Lazy.stringValue({ produce: () => { throw new Error('no value here'); } }) } });
      });
    expect(failing).toThrow('no value here');
    const messages = ([true, false] as const).map((fast) => {
      const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'err-')), context: fast ? {} : { [FAST_SYNTHESIS_CONTEXT]: false } });
      const stack = new TerraformStack(app, 'broken');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
      new cpln.gvc.Gvc(stack, 'gvc', { name: 'main', tags: { key: Token.asString({ resolve: () => () => 1 }) } });
      try {
        app.synth();
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    });
    expect(messages[0]).toMatch(/resource\/cpln_gvc\/gvc\/tags\/key/);
    expect(messages[0]).toBe(messages[1]);
  });
});

test('cdk.tf.json is written once, streamed by fast synthesis: cdktf\'s writer does not write it', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'streamed-'));
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'web');
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  new cpln.gvc.Gvc(stack, 'gvc', { name: 'main' });
  // cdktf's synthesizer calls `fs.writeFileSync` on Node's own module object.
  const writes = vi.spyOn(require('fs') as typeof import('fs'), 'writeFileSync');
  try {
    app.synth();
    const file = join(outdir, 'stacks', 'web', 'cdk.tf.json');
    expect(writes.mock.calls.filter(([path]) => path === file)).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf-8')).resource.cpln_gvc.gvc.name).toBe('main');
  } finally {
    writes.mockRestore();
  }
});

test('an error annotation stops the synthesis as cdktf\'s synthesizer does, and CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS lets it continue', () => {
  const build = (app: App) => {
    const stack = new TerraformStack(app, 'annotated');
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    Annotations.of(new cpln.gvc.Gvc(stack, 'gvc', { name: 'main' })).addError('refused here');
  };
  const failures = ([true, false] as const).map((fast) => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'annotated-')), context: fast ? {} : { [FAST_SYNTHESIS_CONTEXT]: false } });
    build(app);
    try {
      app.synth();
    } catch (e) {
      return (e as Error).message;
    }
    return 'no error';
  });
  expect(failures[0]).toContain('[annotated/gvc] refused here');
  expect(failures[0]).toBe(failures[1]);
  process.env.CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS = 'true';
  try {
    const files = expectIdentical(build);
    expect(JSON.parse(files['manifest.json']).stacks.annotated.annotations).toEqual([expect.objectContaining({ level: '@cdktf/error', message: 'refused here' })]);
  } finally {
    delete process.env.CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS;
  }
});

test('the stack keeps its own methods, and a synthesizer the app set before the provider still synthesizes it', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'own-'));
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'own');
  const sessions: ISynthesisSession[] = [];
  const own: IStackSynthesizer = { synthesize: (session) => void sessions.push(session) };
  stack.synthesizer = own;
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  for (const method of ['prepareStack', 'toTerraform', 'toHclTerraform', 'synthesize']) expect(Object.prototype.hasOwnProperty.call(stack, method), method).toBe(false);
  app.synth();
  expect(sessions).toHaveLength(1);
  expect(existsSync(join(outdir, 'stacks', 'own', 'cdk.tf.json'))).toBe(false);
});

describe('when fast synthesis applies', () => {
  test('only with the cdktf version it was proven against', () => {
    expect(PROVEN_VERSION).toBe(require('cdktf/package.json').version);
    expect(frameworkInternals()).toBeDefined();
    expect(frameworkInternals('0.22.0')).toBeUndefined();
    expect(frameworkInternals('0.20.11')).toBeUndefined();
  });

  test('not when switched off in the context, as a boolean or as cdktf.json\'s string', () => {
    expect(switchedOff(new TerraformStack(Testing.app(), 'stack'))).toBe(false);
    for (const off of [false, 'false']) expect(switchedOff(new TerraformStack(Testing.app({ context: { [FAST_SYNTHESIS_CONTEXT]: off } }), 'stack'))).toBe(true);
  });

  test('switched off, cdktf resolves the stack as it does without this package', () => {
    const { cdktf } = bothWays((app) => {
      const stack = new TerraformStack(app, 'off');
      new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
      new cpln.gvc.Gvc(stack, 'gvc', { name: 'main' });
    });
    expect(cdktf.resolutions).toBeGreaterThan(0);
  });

  test('not for a stack class with its own toTerraform', () => {
    class Custom extends TerraformStack {
      toTerraform(): any {
        return { ...super.toTerraform(), custom: { marker: true } };
      }
    }
    const outdir = mkdtempSync(join(tmpdir(), 'custom-'));
    const app = new App({ outdir });
    const stack = new Custom(app, 'custom');
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    app.synth();
    expect(JSON.parse(readFileSync(join(outdir, 'stacks', 'custom', 'cdk.tf.json'), 'utf-8')).custom).toEqual({ marker: true });
  });
});
