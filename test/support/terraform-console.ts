import { execFileSync, spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/** Whether a Terraform CLI is on the PATH (tests that evaluate expressions with it skip without one). */
export const HAS_TERRAFORM = spawnSync('terraform', ['version'], { stdio: 'ignore' }).status === 0;

/**
 * Evaluates Terraform expressions with Terraform's own evaluator (`terraform console`), in a folder
 * holding only `locals`, so no provider is needed. Each result comes back as parsed JSON. (Fed from a
 * pipe, the console prints only its last answer, so the expressions are evaluated as one list.)
 */
export function evaluate(locals: Record<string, string>, expressions: string[]): unknown[] {
  const dir = mkdtempSync(join(tmpdir(), 'tf-console-'));
  writeFileSync(join(dir, 'main.tf'), `locals {\n${Object.entries(locals).map(([name, value]) => `  ${name} = ${value}`).join('\n')}\n}\n`);
  const output = execFileSync('terraform', ['console'], {
    cwd: dir,
    input: `jsonencode([${expressions.join(', ')}])\n`,
    encoding: 'utf-8',
    env: { ...process.env, CHECKPOINT_DISABLE: '1', TF_CLI_CONFIG_FILE: join(dir, 'none.tfrc') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const line = output.split('\n').find((l) => l.startsWith('"'));
  if (line === undefined) throw new Error(`terraform console gave no answer:\n${output}`);
  const results = JSON.parse(JSON.parse(line)) as unknown[];
  if (results.length !== expressions.length) throw new Error(`terraform console answered ${results.length} of ${expressions.length} expressions:\n${output}`);
  return results;
}

/** A synthesized `${...}` expression as console input: the interpolation unwrapped. */
export function unwrap(expression: string): string {
  if (!expression.startsWith('${') || !expression.endsWith('}')) throw new Error(`not one interpolation: ${expression}`);
  return expression.slice(2, -1);
}
