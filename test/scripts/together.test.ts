import { spawnSync } from 'child_process';
import { existsSync, mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const TOGETHER = join(__dirname, '..', '..', 'scripts', 'together.mjs');

const together = (dir: string, ...commands: string[]) => spawnSync(process.execPath, [TOGETHER, ...commands], { cwd: dir, encoding: 'utf-8' });

describe('scripts/together.mjs: build steps side by side', () => {
  test('runs the commands at the same time and succeeds when all do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'together-'));
    // Each waits until the other has started: one after the other, neither would finish.
    const waitFor = (mine: string, theirs: string) =>
      `node -e "const fs = require('fs'); fs.writeFileSync('${mine}', ''); const t = setInterval(() => { if (fs.existsSync('${theirs}')) { clearInterval(t); console.log('${mine} done'); } }, 10); setTimeout(() => process.exit(9), 20000).unref()"`;
    const result = together(dir, waitFor('a', 'b'), waitFor('b', 'a'));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('a done');
    expect(result.stdout).toContain('b done');
  });

  test('the first command to fail stops the others, and its status is the exit status', () => {
    const dir = mkdtempSync(join(tmpdir(), 'together-'));
    const started = Date.now();
    const result = together(dir, 'sleep 30 && touch finished', 'sleep 0.2; exit 3');
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('together: sleep 0.2; exit 3: exited with 3');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(existsSync(join(dir, 'finished'))).toBe(false);
  });

  test('needs at least two commands', () => {
    const result = together(tmpdir(), 'true');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: node scripts/together.mjs');
  });
});
