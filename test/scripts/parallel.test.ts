import { spawnSync } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const PARALLEL = join(ROOT, 'scripts', 'parallel.mjs');

/** A project folder with these projen tasks, each one `node -e <script>`. */
function project(tasks: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'parallel-'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, '.projen'));
  const entries = Object.entries(tasks).map(([name, script]) => [name, { name, steps: [{ exec: `node -e ${JSON.stringify(script)}` }] }]);
  writeFileSync(join(dir, '.projen', 'tasks.json'), JSON.stringify({ tasks: Object.fromEntries(entries) }));
  return dir;
}

/** Waits (at most 20 s) for a file the other task writes, then writes its own. */
const meet = (mine: string, theirs: string) =>
  `const fs = require('fs'); const until = Date.now() + 20000; fs.writeFileSync('${mine}', ''); ` +
  `const wait = () => fs.existsSync('${theirs}') ? console.log('met') : Date.now() > until ? process.exit(4) : setTimeout(wait, 50); wait();`;

describe('scripts/parallel.mjs: build tasks side by side', () => {
  test('runs the tasks at the same time, each line of output under its task\'s name', () => {
    const dir = project({ first: meet('first.txt', 'second.txt'), second: meet('second.txt', 'first.txt') });
    const result = spawnSync(process.execPath, [PARALLEL, 'first', 'second'], { cwd: dir, encoding: 'utf-8' });
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual(expect.arrayContaining(['[first] met', '[second] met']));
  });

  test('fails when a task fails, after the others have finished, naming it', () => {
    const dir = project({ slow: "setTimeout(() => require('fs').writeFileSync('slow.txt', ''), 1000)", broken: "console.error('broken'); process.exit(3)" });
    const result = spawnSync(process.execPath, [PARALLEL, 'slow', 'broken'], { cwd: dir, encoding: 'utf-8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('[broken] broken');
    expect(result.stderr.trim().split('\n').at(-1)).toBe('parallel: broken failed');
    expect(existsSync(join(dir, 'slow.txt'))).toBe(true);
  });

  test('refuses to run without a task', () => {
    const result = spawnSync(process.execPath, [PARALLEL], { encoding: 'utf-8' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('usage: node scripts/parallel.mjs <task>...');
  });
});
