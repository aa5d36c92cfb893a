import { App, DefaultTokenResolver, Fn, IResolvable, IResolveContext, Lazy, StringConcat, TerraformElement, TerraformStack, TerraformVariable, Token, Tokenization } from 'cdktf';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { configurationOf } from '../../lib/synthesis/preparing';

/** A token that records each resolution, and whether the framework was preparing. */
class Recording implements IResolvable {
  public readonly creationStack: string[] = [];
  public readonly calls: boolean[] = [];
  constructor(private readonly value: unknown) {}
  resolve(context: IResolveContext): unknown {
    this.calls.push(context.preparing);
    return this.value;
  }
}

/** A stack whose workload holds a token of every kind, deep in its nested blocks. */
function workloadWithTokens(app: App) {
  const stack = new TerraformStack(app, 'apps');
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  const tokens = {
    image: new Recording('nginx:1.27'),
    env: new Recording('from a token'),
    port: new Recording(8080),
    arg: new Recording('--verbose'),
  };
  const variable = new TerraformVariable(stack, 'replicas', { type: 'number' });
  const workload = new cpln.workload.Workload(stack, 'api', {
    gvc: 'web',
    name: 'api',
    type: 'standard',
    container: [
      {
        name: 'app',
        image: Token.asString(tokens.image),
        env: { PLAIN: 'value', FROM_TOKEN: Token.asString(tokens.env) },
        args: ['--plain', Token.asString(tokens.arg)],
        ports: [{ number: Token.asNumber(tokens.port), protocol: 'http' }],
        workingDirectory: Fn.lower('/SRV'),
      },
    ],
    options: { capacityAi: false, autoscaling: { metric: 'cpu', target: 60, minScale: variable.numberValue } },
  });
  return { stack, workload, tokens };
}

const resolver = new DefaultTokenResolver(new StringConcat());
const prepare = (scope: TerraformStack, value: unknown) =>
  Tokenization.resolve(value, { scope, preparing: true, resolver });

describe('a generated configuration, prepared only where a token may be', () => {
  test('is the data the framework built: its own keys, its JSON, and the same resolution', () => {
    const { stack, workload } = workloadWithTokens(new App({ outdir: mkdtempSync(join(tmpdir(), 'prep-')) }));
    const configuration = workload.toTerraform();
    expect(Tokenization.isResolvable(configuration)).toBe(true);
    const data = configurationOf(configuration);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(configuration)).toEqual(['resource', 'moved', 'import']);
    expect(JSON.stringify(configuration)).toBe(JSON.stringify(data));
    const resolved = Tokenization.resolve(configuration, { scope: stack, preparing: false, resolver });
    expect(resolved).toEqual(Tokenization.resolve(data, { scope: stack, preparing: false, resolver }));
    expect(resolved.resource.cpln_workload.api.container[0].image).toBe('nginx:1.27');
  });

  test('every token is resolved while preparing, as the framework resolves them over the plain data', () => {
    const ours = workloadWithTokens(new App({ outdir: mkdtempSync(join(tmpdir(), 'prep-')) }));
    expect(prepare(ours.stack, ours.workload.toTerraform())).toBeUndefined();
    const plain = workloadWithTokens(new App({ outdir: mkdtempSync(join(tmpdir(), 'prep-')) }));
    prepare(plain.stack, configurationOf(plain.workload.toTerraform()));
    for (const name of Object.keys(ours.tokens) as Array<keyof typeof ours.tokens>) {
      expect(ours.tokens[name].calls, name).toEqual([true]);
      expect(ours.tokens[name].calls, name).toEqual(plain.tokens[name].calls);
    }
  });

  test('a lazy value deep in a block is produced while preparing, once per pass', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'prep-')) });
    const stack = new TerraformStack(app, 'apps');
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    const produced: string[] = [];
    new cpln.gvc.Gvc(stack, 'gvc', {
      name: 'web',
      loadBalancer: { dedicated: true, redirect: { class: { status5Xx: Lazy.stringValue({ produce: () => (produced.push('x'), 'https://x') }) } } },
    });
    stack.prepareStack();
    expect(produced).toHaveLength(1);
  });

  test('a reference to another stack inside a list of blocks becomes an output there and a remote state here', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'prep-'));
    const app = new App({ outdir });
    const shared = new TerraformStack(app, 'shared');
    new cpln.provider.CplnProvider(shared, 'cpln', { org: 'acme' });
    const secret = new cpln.secret.Secret(shared, 'secret', { name: 'database', opaque: { payload: 'x' } });
    const apps = new TerraformStack(app, 'apps');
    new cpln.provider.CplnProvider(apps, 'cpln', { org: 'acme' });
    new cpln.workload.Workload(apps, 'api', {
      gvc: 'web',
      name: 'api',
      type: 'standard',
      container: [{ name: 'app', image: 'nginx', env: { DB: secret.secretLink }, ports: [{ number: 8080, protocol: 'http' }] }],
      options: { capacityAi: false, autoscaling: { metric: 'cpu', target: 60 } },
    });
    app.synth();
    const read = (stack: string) => JSON.parse(readFileSync(join(outdir, 'stacks', stack, 'cdk.tf.json'), 'utf-8'));
    const env = read('apps').resource.cpln_workload.api.container[0].env.DB;
    expect(env).toMatch(/^\$\{data\.terraform_remote_state\.cross-stack-reference-input-shared\.outputs\.cross-stack-output-cpln_secretsecret(_[a-z]+)*secret_link\}$/);
    expect(Object.keys(read('shared').output)).toEqual([expect.stringMatching(/^cross-stack-output-cpln_secretsecret/)]);
  });

  test('a token failing while preparing fails with the framework\'s error and the path of its value', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'prep-')) });
    const stack = new TerraformStack(app, 'apps');
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    new cpln.workload.Workload(stack, 'api', {
      gvc: 'web',
      name: 'api',
      type: 'standard',
      container: [{ name: 'app', image: Token.asString({ resolve: () => () => 1 }), ports: [{ number: 8080, protocol: 'http' }] }],
    });
    expect(() => stack.prepareStack()).toThrow(/resource\/cpln_workload\/api\/container\/0\/image/);
  });

  test('the elements of the framework itself are as they were', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'prep-')) });
    const stack = new TerraformStack(app, 'apps');
    const variable = new TerraformVariable(stack, 'v', { type: 'string' });
    expect(Tokenization.isResolvable((variable as TerraformElement).toTerraform())).toBe(false);
  });
});
