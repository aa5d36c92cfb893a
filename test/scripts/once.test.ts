import { spawnSync } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const ONCE = join(__dirname, '..', '..', 'scripts', 'once.mjs');

/** Runs a step that appends a line to runs.txt and writes out.txt, in `dir`. */
function step(dir: string, extra: string[] = [], env: Record<string, string> = {}) {
  const script = "require('fs').appendFileSync('runs.txt', 'run\\n'); require('fs').writeFileSync('out.txt', require('fs').readFileSync('in.txt'))";
  return spawnSync(process.execPath, [ONCE, 'copy', '--in', 'in.txt', '--out', 'out.txt', '--', ...extra, process.execPath, '-e', script], { cwd: dir, encoding: 'utf-8', env: { ...process.env, BUILD_ALWAYS: '', ...env } });
}
const runs = (dir: string) => readFileSync(join(dir, 'runs.txt'), 'utf-8').split('\n').filter(Boolean).length;

describe('scripts/once.mjs: a build step runs once until its inputs change', () => {
  test('skips an unchanged step, runs again when an input changes, an output is missing or asked to', () => {
    const dir = mkdtempSync(join(tmpdir(), 'once-'));
    writeFileSync(join(dir, 'in.txt'), 'a');
    expect(step(dir).status).toBe(0);
    const second = step(dir);
    expect(second.stdout).toContain('copy: up to date');
    expect(runs(dir)).toBe(1);

    writeFileSync(join(dir, 'in.txt'), 'b');
    step(dir);
    expect(runs(dir)).toBe(2);
    expect(readFileSync(join(dir, 'out.txt'), 'utf-8')).toBe('b');

    rmSync(join(dir, 'out.txt'));
    step(dir);
    expect(runs(dir)).toBe(3);
    step(dir, [], { BUILD_ALWAYS: '1' });
    expect(runs(dir)).toBe(4);
  });

  test('a failed step leaves no fingerprint, so the next build runs it again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'once-'));
    writeFileSync(join(dir, 'in.txt'), 'a');
    const failed = spawnSync(process.execPath, [ONCE, 'copy', '--in', 'in.txt', '--', process.execPath, '-e', 'process.exit(3)'], { cwd: dir, encoding: 'utf-8' });
    expect(failed.status).toBe(3);
    expect(existsSync(join(dir, '.cache', 'copy.fingerprint'))).toBe(false);
  });
});
