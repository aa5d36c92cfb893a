import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { expect, test } from 'vitest';

const APP = join(__dirname, '..', 'fixtures', 'warning-app.js');

/** Runs the app as `node main.js` would; returns its standard error and the warnings its manifest lists. */
function run(args: string[], env: Record<string, string> = {}): { stderr: string; manifest: string[] } {
  const outdir = mkdtempSync(join(tmpdir(), 'warnings-'));
  const environment: Record<string, string | undefined> = { ...process.env, ...env };
  if (!('CDKTF_OUTDIR' in env)) delete environment.CDKTF_OUTDIR;
  const result = spawnSync(process.execPath, [APP, outdir, ...args], { cwd: join(__dirname, '..', '..'), encoding: 'utf-8', env: environment });
  expect(result.status, result.stderr).toBe(0);
  const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf-8'));
  return {
    stderr: result.stderr,
    manifest: manifest.stacks.web.annotations.map((a: { message: string }) => a.message),
  };
}

test('node main.js prints each warning of the synthesis once to standard error, as the manifest lists them', () => {
  const { stderr, manifest } = run([]);
  const lines = stderr.split('\n').filter((line) => line.startsWith('[web] warning: '));
  expect(lines).toEqual([
    '[web] warning: web/token: cpln_secret.token.opaque.payload: is sensitive, and this literal value is written in plain text into cdk.tf.json (and into the plan and the state); pass it from a TerraformVariable with sensitive: true (set TF_VAR_<name> in CI), or, for a provider credential, leave it out and set the environment variable the provider reads [secrets/literal-value]',
    '[web] warning: web/site: addRoute call 1.prefix: "/api/" comes after routing.routes[0] with the broader prefix "/", which can take its requests; declare the narrower prefix first [cpln/domain-route-shadowed]',
  ]);
  expect(manifest).toHaveLength(2);
  for (const message of manifest) expect(lines.some((line) => line.endsWith(message))).toBe(true);
});

test('the context switch turns printing off; under the cdktf CLI (CDKTF_OUTDIR set), which prints the manifest itself, nothing is printed', () => {
  expect(run(['quiet']).stderr).not.toContain('warning:');
  expect(run([], { CDKTF_OUTDIR: mkdtempSync(join(tmpdir(), 'cli-')) }).stderr).not.toContain('warning:');
});
