// An example synthesized with the real cdktf CLI, as an app repo runs it (with the other packaging checks,
// `npx projen package-all`; a file of its own so that it runs beside them).
import { execFileSync } from 'child_process';
import { readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { MIXED_STACK_RESOURCE_TYPES } from '../support/mixed-stack';

const ROOT = join(__dirname, '..', '..');

describe('the real cdktf CLI', () => {
  test('`cdktf synth` (cdktf-cli 0.21, offline) synthesizes the mixed example', () => {
    const dir = join(ROOT, 'examples', 'mixed-stack');
    rmSync(join(dir, 'cdktf.out'), { recursive: true, force: true });
    execFileSync('npx', ['--yes', 'cdktf-cli@0.21.0', 'synth'], {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, CHECKPOINT_DISABLE: '1', CI: '1' },
    });
    const stack = JSON.parse(readFileSync(join(dir, 'cdktf.out', 'stacks', 'shop-edge', 'cdk.tf.json'), 'utf-8'));
    expect(Object.keys(stack.resource).sort()).toEqual(MIXED_STACK_RESOURCE_TYPES);
  });
});
