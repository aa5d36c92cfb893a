import { readFileSync } from 'fs';
import { join } from 'path';
import { expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');

test("CI runs the README's Develop section, the two commands a newcomer runs on a fresh clone", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf-8');
  const section = /^## Develop\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const commands = /```sh\n([\s\S]*?)```/.exec(section)?.[1].trim().split('\n');
  expect(commands).toEqual(['npm install', 'npm test']);
  const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf-8').split('\n').filter((line) => line.startsWith('npm '));
  expect(ci).toEqual(commands);
});
