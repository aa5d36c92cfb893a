// The CDK Terrain example (examples/cdktn-mixed-stack) as a cdktn app repo runs it: the packed cdktn flavor
// installed beside cdktn 0.24 and constructs 10.7, synthesized with `node main.js` and with the real cdktn CLI
// (cdktn-cli 0.24 needs Node 22.19 or later: npx runs it with the `node@22` package from the npm registry).
// Its output is the cdktf example's (examples/mixed-stack) apart from the framework's metadata.
import { execFileSync } from 'child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterAll, describe, expect, test } from 'vitest';
import { MIXED_STACK_RESOURCE_TYPES } from '../support/mixed-stack';

const ROOT = join(__dirname, '..', '..');
const ENV = { ...process.env, CHECKPOINT_DISABLE: '1', CI: '1' };

/**
 * The stack JSON an app wrote, without the framework's metadata (`//`: its name and version) and with the
 * default local backend's state file named relative to the app (it is the app's folder).
 */
function withoutMetadata(dir: string): Record<string, any> {
  const { '//': _metadata, ...rest } = JSON.parse(readFileSync(join(dir, 'cdktf.out', 'stacks', 'shop-edge', 'cdk.tf.json'), 'utf-8'));
  const local = rest.terraform?.backend?.local;
  if (local?.path?.startsWith(`${dir}/`)) local.path = local.path.slice(dir.length + 1);
  return rest;
}

describe('a CDK Terrain app with cdktn-cpln-akamai', () => {
  const app = mkdtempSync(join(tmpdir(), 'cdktn-app-'));
  afterAll(() => rmSync(app, { recursive: true, force: true }));
  const tarball = join(ROOT, 'dist', 'cdktn', 'js', readdirSync(join(ROOT, 'dist', 'cdktn', 'js')).find((f) => f.endsWith('.tgz'))!);
  const example = join(ROOT, 'examples', 'cdktn-mixed-stack');
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }));
  for (const file of ['main.js', 'cdktf.json']) copyFileSync(join(example, file), join(app, file));
  const { dependencies } = JSON.parse(readFileSync(join(example, 'package.json'), 'utf-8')) as { dependencies: Record<string, string> };
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...Object.entries(dependencies).filter(([name]) => name !== 'cdktn-cpln-akamai').map(([name, version]) => `${name}@${version}`)], { cwd: app, stdio: 'pipe' });

  // The cdktf example's output, from this repository's own build.
  const cdktfExample = join(ROOT, 'examples', 'mixed-stack');
  execFileSync(process.execPath, ['main.js'], { cwd: cdktfExample, stdio: 'pipe', env: ENV });
  const expected = withoutMetadata(cdktfExample);

  test('`node main.js` synthesizes with validation; the stack is the cdktf flavor\'s apart from the framework metadata', () => {
    rmSync(join(app, 'cdktf.out'), { recursive: true, force: true });
    execFileSync(process.execPath, ['main.js'], { cwd: app, stdio: 'pipe', env: ENV });
    const written = withoutMetadata(app);
    expect(Object.keys(written.resource as object).sort()).toEqual(MIXED_STACK_RESOURCE_TYPES);
    expect(written).toEqual(expected);
    const metadata = JSON.parse(readFileSync(join(app, 'cdktf.out', 'stacks', 'shop-edge', 'cdk.tf.json'), 'utf-8'))['//'].metadata;
    expect(metadata.version).toBe('0.24.0');
  });

  test('a mistake fails the synthesis with the validation\'s message, as in the cdktf flavor', () => {
    const broken = readFileSync(join(app, 'main.js'), 'utf-8').replace("name: 'shop', locations", "name: 'Shop_Gvc', locations");
    writeFileSync(join(app, 'broken.js'), broken);
    let message = '';
    try {
      execFileSync(process.execPath, ['broken.js'], { cwd: app, stdio: 'pipe', env: ENV, encoding: 'utf-8' });
    } catch (e) {
      message = String((e as { stderr: string }).stderr);
    }
    expect(message).toContain('Validation found 1 error in stack shop-edge:');
    expect(message).toContain('[shop-edge] shop-edge/gvc: cpln_gvc.gvc.name: "Shop_Gvc" is not valid');
  });

  test('`cdktn synth` (cdktn-cli 0.24, Node 22) synthesizes it too, the same stack', () => {
    rmSync(join(app, 'cdktf.out'), { recursive: true, force: true });
    execFileSync('npx', ['--yes', '-p', 'node@22', '-p', 'cdktn-cli@0.24.0', '-c', 'cdktn synth'], { cwd: app, stdio: 'pipe', env: ENV });
    expect(withoutMetadata(app)).toEqual(expected);
  });
});
