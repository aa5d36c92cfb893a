import { App, TerraformElement, TerraformStack, Testing } from 'cdktf';
import { existsSync, mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { FRAMEWORK } from '../../lib/framework';
import { problemLines } from '../support/synth';

/** An app writing to a fresh folder, with one stack holding the Control Plane provider. */
function appWithStack(
  options: { skipValidation?: boolean } = {},
): { app: App; stack: TerraformStack; written: () => any } {
  const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'synthesis-')), skipValidation: options.skipValidation });
  const stack = new TerraformStack(app, 'web');
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  const file = join(app.outdir, 'stacks', 'web', 'cdk.tf.json');
  return { app, stack, written: () => JSON.parse(readFileSync(file, 'utf-8')) };
}

function gvc(stack: TerraformStack, id: string, extra: Partial<cpln.gvc.GvcConfig> = {}): cpln.gvc.Gvc {
  return new cpln.gvc.Gvc(stack, id, { name: id, ...extra });
}

function failure(run: () => unknown): Error {
  try {
    run();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the synthesis to fail');
}

/**
 * Counts the calls of an element's `toTerraform` (each is one resolution of its configuration); returns the count so
 * far.
 */
function countResolutions(element: TerraformElement): () => number {
  let calls = 0;
  const original = element.toTerraform.bind(element);
  element.toTerraform = () => {
    calls++;
    return original();
  };
  return () => calls;
}

describe('validation checks exactly the JSON synthesis writes', () => {
  test('a resource added after an explicit validate() is written (nothing is handed over between calls)', () => {
    const { app, stack, written } = appWithStack();
    gvc(stack, 'first');
    expect(stack.node.validate()).toEqual([]);
    gvc(stack, 'second');
    app.synth();
    expect(Object.keys(written().resource.cpln_gvc)).toEqual(['first', 'second']);
  });

  test('a resource added after an explicit validate() is validated too', () => {
    const { app, stack } = appWithStack();
    gvc(stack, 'first');
    expect(stack.node.validate()).toEqual([]);
    gvc(stack, 'second', { endpointNamingFormat: 'short' });
    expect(problemLines(failure(() => app.synth()))).toEqual([
      '[web] web/second: cpln_gvc.second.endpoint_naming_format: "short" is not allowed; allowed: "default", "org", "legacy" [cpln_gvc.endpoint_naming_format:enum]',
    ]);
  });

  test('a failed synthesis writes nothing; the corrected stack then synthesizes', () => {
    const { app, stack, written } = appWithStack();
    const bad = gvc(stack, 'main', { endpointNamingFormat: 'short' });
    const error = failure(() => app.synth());
    expect(error.message.split('\n')[0]).toBe('Validation found 1 error in stack web:');
    expect(existsSync(join(app.outdir, 'stacks', 'web', 'cdk.tf.json'))).toBe(false);
    bad.endpointNamingFormat = 'org';
    app.synth();
    expect(written().resource.cpln_gvc.main.endpoint_naming_format).toBe('org');
  });

  test('a stack changed between two synths is validated and written afresh each time', () => {
    const { app, stack, written } = appWithStack();
    gvc(stack, 'one');
    app.synth();
    expect(Object.keys(written().resource.cpln_gvc)).toEqual(['one']);
    gvc(stack, 'two');
    app.synth();
    expect(Object.keys(written().resource.cpln_gvc)).toEqual(['one', 'two']);
    gvc(stack, 'three', { endpointNamingFormat: 'short' });
    expect(problemLines(failure(() => app.synth()))).toHaveLength(1);
  });

  // cdktf: the framework prepares the stack (App.synth() resolves every element in preparing mode), then fast synthesis
  // resolves each element once for the validation and the file. cdktn: no fast synthesis (flavors/cdktn/synthesis/
  // framework-internals.ts): cdktn prepares, the validation resolves the stack, and cdktn's writer resolves it again.
  const RESOLUTIONS = FRAMEWORK.module === 'cdktf' ? 2 : 3;

  test('synthesis resolves each element twice in the cdktf flavor (prepared, then once for the check and the file), three times in the cdktn flavor', () => {
    const { app, stack } = appWithStack();
    const resolutions = countResolutions(gvc(stack, 'main'));
    app.synth();
    expect(resolutions()).toBe(RESOLUTIONS);
  });

  test('with a second stack in the app, the same', () => {
    const { app, stack } = appWithStack();
    new TerraformStack(app, 'other');
    const resolutions = countResolutions(gvc(stack, 'main'));
    app.synth();
    expect(resolutions()).toBe(RESOLUTIONS);
  });

  test('skipValidation writes without checking', () => {
    const { app, stack, written } = appWithStack({ skipValidation: true });
    gvc(stack, 'main', { endpointNamingFormat: 'short' });
    app.synth();
    expect(written().resource.cpln_gvc.main.endpoint_naming_format).toBe('short');
  });

  test('Testing.synth(stack, true) and Testing.fullSynth validate; Testing.synth(stack) does not', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
    gvc(stack, 'main', { endpointNamingFormat: 'short' });
    expect(() => Testing.synth(stack)).not.toThrow();
    expect(problemLines(failure(() => Testing.synth(stack, true)))).toEqual([expect.stringContaining('[test] test/main: cpln_gvc.main.endpoint_naming_format')]);
    expect(problemLines(failure(() => Testing.fullSynth(stack)))).toEqual([expect.stringContaining('[test] test/main: cpln_gvc.main.endpoint_naming_format')]);
  });

  test('HCL output is validated too', () => {
    const previous = process.env.SYNTH_HCL_OUTPUT;
    process.env.SYNTH_HCL_OUTPUT = 'true';
    try {
      const { app, stack } = appWithStack();
      const main = gvc(stack, 'main', { endpointNamingFormat: 'short' });
      expect(problemLines(failure(() => app.synth()))).toHaveLength(1);
      main.endpointNamingFormat = 'org';
      app.synth();
      expect(readFileSync(join(app.outdir, 'stacks', 'web', 'cdk.tf'), 'utf-8')).toContain('endpoint_naming_format = "org"');
    } finally {
      if (previous === undefined) delete process.env.SYNTH_HCL_OUTPUT;
      else process.env.SYNTH_HCL_OUTPUT = previous;
    }
  });

  test('warnings reach the manifest that `cdktf synth` prints, once', () => {
    const { app, stack } = appWithStack();
    gvc(stack, 'main', { endpointNamingFormat: 'default' });
    app.synth();
    app.synth();
    const manifest = JSON.parse(readFileSync(join(app.outdir, 'manifest.json'), 'utf-8'));
    const warnings = manifest.stacks.web.annotations.filter((a: any) => a.message.includes('endpoint_naming_format'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ constructPath: 'web/main', level: '@cdktf/warn', message: expect.stringContaining('[cpln/gvc-endpoint-naming-format-default-deprecated]') });
  });

  test('a failing synthesis with many problems says how many, one line each', () => {
    const { app, stack } = appWithStack();
    for (let i = 0; i < 1000; i++) gvc(stack, `gvc-${i}`, { endpointNamingFormat: 'short' });
    const lines = failure(() => app.synth()).message.split('\n');
    expect(lines[0]).toBe('Validation found 1,000 errors in stack web:');
    expect(problemLines({ message: lines.join('\n') })).toHaveLength(1000);
  });
});
