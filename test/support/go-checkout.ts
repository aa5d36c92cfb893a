import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { afterAll } from 'vitest';

/**
 * Checkouts of a small Go provider written by a scanner test: `fresh(changes)` writes `files` into a new folder, each
 * change replacing a text in its file, and the folders are removed after the test file's tests.
 */
export function goCheckouts(files: Readonly<Record<string, string>>, prefix: string) {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (changes: Record<string, [string, string]> = {}): string => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), changes[name] ? text.replace(...changes[name]) : text);
    }
    dirs.push(dir);
    return dir;
  };
}
