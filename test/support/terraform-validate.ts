import { spawn, spawnSync } from 'child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { ProviderTarget, PROVIDERS, providerAddress, ROOT } from '../../codegen/providers';
import { HAS_TERRAFORM } from './terraform-console';

export { HAS_TERRAFORM };

/** A diagnostic of `terraform validate -json`: Terraform's own message, and where in cdk.tf.json it points. */
export interface TerraformDiagnostic {
  readonly severity: 'error' | 'warning';
  readonly summary: string;
  readonly detail: string;
  readonly range?: { readonly filename: string; readonly start: { readonly line: number; readonly column: number } };
  /** `context` names the block the diagnostic is in (`resource.cpln_gvc.main`). */
  readonly snippet?: { readonly context: string | null; readonly code: string };
}

export interface ValidateOptions {
  /**
   * Let Terraform start the providers, as a `terraform validate` run by hand does (`dev_overrides` in the CLI
   * configuration; go-plugin's handshake with mTLS), instead of attaching it to the providers this process
   * started (TF_REATTACH_PROVIDERS). Terraform then starts each provider it needs twice per command.
   */
  readonly startedByTerraform?: boolean;
}

/** The program serving each provider: the schema-only provider (test/support/schema-provider). */
const PROGRAM = join(__dirname, 'schema-provider', 'provider.mjs');

/** The cookie of Terraform's plugin handshake, which the provider requires (set by Terraform when it starts it). */
const MAGIC_COOKIE = { TF_PLUGIN_MAGIC_COOKIE: 'd602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2' };

/**
 * The warning Terraform adds to every command run with `dev_overrides`, left out of what `terraformValidate` returns.
 */
const OVERRIDES_WARNING = 'Provider development overrides are in effect';

/** The provider program and its arguments for a provider: its schema file and parts. */
const command = (
  target: ProviderTarget,
) => [process.execPath, PROGRAM, ...[target.schemaFile, ...target.schemaParts].map((file) => join(ROOT, file))];

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * Makes the folder `dir` holding the CLI configuration that replaces each provider of codegen/definitions.json
 * by the schema-only provider (`dev_overrides`: Terraform needs no `terraform init` and no registry), and a
 * launcher per provider, `terraform-provider-<type>`, which runs the program with the Node running the tests.
 * Returns the configuration's path.
 */
function writeOverrides(dir: string): string {
  mkdirSync(dir);
  const lines = PROVIDERS.map((target) => {
    writeFileSync(join(dir, `terraform-provider-${target.source.split('/').pop()}`), `#!/bin/sh\nexec ${command(target).map(shellQuote).join(' ')}\n`, { mode: 0o755 });
    return `    ${JSON.stringify(target.source)} = ${JSON.stringify(dir)}`;
  });
  const config = join(dir, 'dev-overrides.tfrc');
  writeFileSync(config, `provider_installation {\n  dev_overrides {\n${lines.join('\n')}\n  }\n}\n`);
  return config;
}

let reattach: string | undefined;
/**
 * TF_REATTACH_PROVIDERS for the schema-only providers, started once per process: each prints go-plugin's
 * handshake line (`1|6|tcp|127.0.0.1:<port>|grpc`, plaintext: Terraform asks no TLS of a provider it attaches
 * to) into a file, waited for here so that `terraformValidate` stays synchronous. `Test: true` tells Terraform
 * to leave the process running after each command; it ends itself when this process is gone (a test worker
 * is killed, without running exit handlers).
 */
function reattachProviders(): string {
  if (reattach !== undefined) return reattach;
  const dir = mkdtempSync(join(tmpdir(), 'schema-providers-'));
  try {
    const started = PROVIDERS.map((target) => {
      const handshake = join(dir, `${target.name}.handshake`);
      const stdout = openSync(handshake, 'w');
      const [node, ...args] = command(target);
      const child = spawn(node, args, { env: { ...process.env, ...MAGIC_COOKIE }, stdio: ['ignore', stdout, 'inherit'] });
      closeSync(stdout);
      child.unref();
      return { target, pid: child.pid, handshake };
    });
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const entries = started.map(({ target, pid, handshake }) => {
      let line = '';
      for (const deadline = Date.now() + 20_000; !line.endsWith('\n'); Atomics.wait(pause, 0, 0, 20)) {
        if (Date.now() > deadline) throw new Error(`the schema-only provider for ${target.source} printed no handshake in 20 s (its stderr is this process's)`);
        line = readFileSync(handshake, 'utf-8');
      }
      const [, , network, address] = line.trim().split('|');
      return [providerAddress(target), { Protocol: 'grpc', ProtocolVersion: 6, Pid: pid, Test: true, Addr: { Network: network, String: address } }];
    });
    reattach = JSON.stringify(Object.fromEntries(entries));
    return reattach;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `terraform validate` on a synthesized stack (the parsed cdk.tf.json) with the providers' exact schemas,
 * and returns its diagnostics (none when the stack is valid). Terraform itself checks the configuration against
 * each schema: unknown arguments and blocks, value types, required arguments, block nesting and counts; the
 * schema-only provider adds no check of its own. Needs a Terraform CLI on the PATH (`HAS_TERRAFORM`). Takes
 * about 0.2 s of CPU for a Control Plane stack and 1 s for one with Akamai (Terraform reading its schema), and
 * about 1 s more per provider with `startedByTerraform` (Node and gRPC starting twice).
 */
export function terraformValidate(stack: object, options: ValidateOptions = {}): TerraformDiagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), 'tf-validate-'));
  try {
    const providers = options.startedByTerraform
      ? { TF_CLI_CONFIG_FILE: writeOverrides(join(dir, 'providers')) }
      : { TF_REATTACH_PROVIDERS: reattachProviders(), TF_CLI_CONFIG_FILE: '/dev/null' };
    writeFileSync(join(dir, 'cdk.tf.json'), JSON.stringify(stack, null, 2));
    const result = spawnSync('terraform', ['validate', '-json', '-no-color'], {
      cwd: dir,
      encoding: 'utf-8',
      env: { ...process.env, CHECKPOINT_DISABLE: '1', TF_IN_AUTOMATION: '1', TF_REATTACH_PROVIDERS: undefined, ...providers },
    });
    let output: { diagnostics?: TerraformDiagnostic[] };
    try {
      output = JSON.parse(result.stdout);
    } catch {
      throw new Error(`terraform validate gave no JSON (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    }
    return (output.diagnostics ?? []).filter((d) => d.summary !== OVERRIDES_WARNING);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Diagnostics as one line each, `error: <summary>: <detail> [<block>]`, for test expectations and failure messages;
 * sorted, as Terraform's order varies from run to run.
 */
export function diagnosticLines(diagnostics: readonly TerraformDiagnostic[]): string[] {
  return diagnostics.map((d) => `${d.severity}: ${d.summary}: ${d.detail.replace(/\s+/g, ' ').trim()}${d.snippet?.context ? ` [${d.snippet.context}]` : ''}`).sort();
}
