import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join, relative, resolve } from 'path';
import type { CatalogFile } from '../src/validation/catalog-types';
import type { Block } from '../src/validation/schema-types';
import { compileCatalog, ConstraintsFile, constraintsFit, readPropFacts, splitCatalog } from './catalog';
import { loadGenerator } from './emitter/generator';
import { Framework } from './frameworks';
import { generateProvider } from './generate';
import { describedSchema } from './prop-docs';
import { PROVIDERS, ProviderTarget, providerAddress, ROOT } from './providers';
import { checkSchema, parseSchemaFile, SchemaFileError, TerraformSchema } from './schema-file';

/**
 * `npx cdktf-cpln-akamai bindings <schema.json>` (and the CDK Terrain flavor's `cdktn-cpln-akamai`): L1 classes and
 * a validation catalog for the provider versions an app uses, from the schema its Terraform prints
 * (`terraform providers schema -json`), written into the app (`.gen/<provider>/`). The classes are the emitter's,
 * as the package's own (same names, entry modules, runtime checks), taking the package's runtime from
 * `<package>/bindings-runtime`; their provider class registers the catalog beside them for its stack, so the
 * stack is judged against that version's schema and the curated rules whose types and paths it still has.
 * Returns the report: per provider, the curated rules kept and dropped, what the version has that no curated rule
 * covers, and the L2 constructs that cannot be used with it.
 */
export async function bindings(
  argv: readonly string[],
  framework: Framework,
  packageName: string,
  cwd = process.cwd(),
): Promise<string[]> {
  const options = parseArguments(argv, cwd);
  // The framework's generator first: checking a schema names props as it does, and its absence is an error before
  // anything is read or written.
  loadGeneratorOf(framework);
  const shown = relative(cwd, options.schemaFile) || options.schemaFile;
  const { schema, addresses, beside } = providersOf(options.schemaFile);
  const targets = PROVIDERS.filter((target) => schema.provider_schemas[providerAddress(target)] !== undefined);
  if (targets.length === 0) {
    throw new BindingsError(`${shown} holds none of the providers this package knows (${PROVIDERS.map(providerAddress).join(', ')}); it holds ${addresses.join(', ')}`);
  }
  const versions = providerVersions(targets, options);
  const report: string[] = [];
  const ignored = addresses.filter((address) => !targets.some((target) => providerAddress(target) === address));
  if (ignored.length > 0) report.push(`ignored: ${ignored.join(', ')} (not a provider of this package)`);
  report.push(...beside);
  const scratch = mkdtempSync(join(tmpdir(), 'bindings-'));
  try {
    for (const bundled of targets) {
      const address = providerAddress(bundled);
      const own: TerraformSchema = {
        format_version: schema.format_version,
        provider_schemas: { [address]: schema.provider_schemas[address] },
      };
      const version = versions.get(bundled.name)!;
      const target: ProviderTarget = { ...bundled, version, untyped: untypedIn(bundled, own) };
      const started = Date.now();
      const fitted = fittedCatalog(target, own);
      // The defaults and the arguments that replace a resource are facts of the version the package describes (a
      // schema carries neither): documented for that version only.
      const facts = target.version === bundled.version
        ? readPropFacts(target, own, join(ROOT, target.constraintsFile))
        : { replacement: {}, defaults: {} };
      await generateProvider(target, describedSchema(own, fitted.catalog.rules, facts), shown, scratch, {
        framework,
        runtime: `${packageName}/bindings-runtime`,
      });
      const dir = join(scratch, target.name);
      writeFileSync(join(dir, 'catalog.json'), JSON.stringify(fitted.split.main));
      for (const { file, part } of fitted.split.parts) writeFileSync(join(dir, file), JSON.stringify(part));
      report.push(...providerReport(target, bundled, fitted, own, Date.now() - started));
    }
    mkdirSync(options.out, { recursive: true });
    for (const target of targets) {
      rmSync(join(options.out, target.name), { recursive: true, force: true });
      cpSync(join(scratch, target.name), join(options.out, target.name), { recursive: true });
    }
    report.push(`written: ${targets.map((t) => relative(cwd, join(options.out, t.name)) || t.name).join(', ')}`);
    return report;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * What Terraform prints for a provider beside its resources and data sources (newer Terraform versions), which the
 * package has no classes for.
 */
const BESIDE = ['ephemeral_resource_schemas', 'functions', 'resource_identity_schemas', 'list_resource_schemas', 'action_schemas'];

/**
 * The schema of the providers of this package a `terraform providers schema -json` file holds, each checked (the other
 * providers of the file are left alone), and what the file holds beside them.
 */
function providersOf(file: string): { schema: TerraformSchema; addresses: string[]; beside: string[] } {
  const json = parseSchemaFile(file) as { format_version?: unknown; provider_schemas?: unknown };
  const providers = json !== null && typeof json === 'object' ? json.provider_schemas : undefined;
  if (providers === null || typeof providers !== 'object' || Array.isArray(providers)) {
    throw new SchemaFileError(file, '$.provider_schemas', 'is missing: this is not the output of `terraform providers schema -json`');
  }
  const all = providers as Record<string, Record<string, unknown>>;
  const ours = PROVIDERS.map(providerAddress).filter((address) => all[address] !== undefined);
  const beside: string[] = [];
  const kept: Record<string, Record<string, unknown>> = {};
  for (const address of ours) {
    const entry = { ...all[address] };
    for (const key of BESIDE) {
      if (entry[key] === undefined) continue;
      const count = typeof entry[key] === 'object' && entry[key] !== null ? Object.keys(entry[key] as object).length : 0;
      if (count > 0) beside.push(`not generated: ${address} ${key} (${count}), which this package has no classes for`);
      delete entry[key];
    }
    kept[address] = entry;
  }
  const schema = ours.length === 0
    ? { format_version: String(json.format_version), provider_schemas: {} }
    : checkSchema(file, { format_version: json.format_version, provider_schemas: kept });
  return { schema, addresses: Object.keys(all), beside };
}

/** An expected error of the command: printed as one line, without a stack trace. */
export class BindingsError extends Error {}

export const USAGE = 'usage: bindings <schema.json from `terraform providers schema -json`> [--out <dir>] [--version <provider>=<version>]... [--lock <.terraform.lock.hcl>]';

interface Options {
  readonly schemaFile: string;
  readonly out: string;
  readonly versions: ReadonlyMap<string, string>;
  readonly lockFile: string | undefined;
}

function parseArguments(argv: readonly string[], cwd: string): Options {
  let schemaFile: string | undefined;
  let out = '.gen';
  let lockFile: string | undefined;
  const versions = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      if (schemaFile !== undefined) throw new BindingsError(`one schema file, got ${schemaFile} and ${arg}; ${USAGE}`);
      schemaFile = arg;
      continue;
    }
    const value = argv[++i];
    if (value === undefined) throw new BindingsError(`${arg} needs a value; ${USAGE}`);
    if (arg === '--out') out = value;
    else if (arg === '--lock') lockFile = value;
    else if (arg === '--version') {
      const match = /^([a-z0-9]+)=v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(value);
      if (!match) throw new BindingsError(`--version ${value}: write <provider>=<version>, for example akamai=11.0.0`);
      versions.set(match[1], match[2]);
    } else throw new BindingsError(`unknown option ${arg}; ${USAGE}`);
  }
  if (schemaFile === undefined) throw new BindingsError(`no schema file; ${USAGE}`);
  const defaultLock = join(cwd, '.terraform.lock.hcl');
  return {
    schemaFile: resolve(cwd, schemaFile),
    out: resolve(cwd, out),
    versions,
    lockFile: lockFile !== undefined ? resolve(cwd, lockFile) : existsSync(defaultLock) ? defaultLock : undefined,
  };
}

/**
 * The version of each provider: `--version`, else the `.terraform.lock.hcl` of the configuration that printed the
 * schema (the schema file does not say which version it describes).
 */
function providerVersions(targets: readonly ProviderTarget[], options: Options): Map<string, string> {
  const locked = new Map<string, string>();
  if (options.lockFile !== undefined) {
    if (!existsSync(options.lockFile)) throw new BindingsError(`--lock ${options.lockFile}: no such file`);
    const text = readFileSync(options.lockFile, 'utf-8');
    for (const match of text.matchAll(/provider\s+"([^"]+)"\s*\{[^}]*?\bversion\s*=\s*"([^"]+)"/g)) locked.set(match[1], match[2]);
  }
  const unknown = [...options.versions.keys()].filter((name) => !targets.some((t) => t.name === name));
  if (unknown.length > 0) throw new BindingsError(`--version ${unknown.join(', ')}: the schema file holds no such provider of this package (it holds ${targets.map((t) => t.name).join(', ')})`);
  const versions = new Map<string, string>();
  for (const target of targets) {
    const version = options.versions.get(target.name) ?? locked.get(providerAddress(target));
    if (version === undefined) {
      throw new BindingsError(
        `which version of ${target.source} does the schema describe? A schema file does not say: run the command in the folder holding the configuration's .terraform.lock.hcl (or pass --lock <file>), or pass --version ${target.name}=<version>`,
      );
    }
    versions.set(target.name, version);
  }
  return versions;
}

/**
 * Loads the framework's generator; its absence is an error naming what to install. `uses` says what the command needs
 * it for (the `convert` command names the classes by its model).
 */
export function loadGeneratorOf(framework: Framework, uses = 'bindings writes classes with'): void {
  // cdktf's generator loads jsii-pacmak, which it does not declare (cdktf-cli brings it).
  const install = `npm install --save-dev ${framework.generator}@${generatorVersion(framework)}${framework.module === 'cdktf' ? ' jsii-pacmak@1' : ''}`;
  try {
    require.resolve(framework.generator);
  } catch {
    throw new BindingsError(`${uses} ${framework.module}'s provider generator, which is not installed: ${install}`);
  }
  try {
    loadGenerator(framework);
  } catch (e) {
    const missing = /Cannot find module '([^']+)'/.exec((e as Error).message)?.[1];
    if ((e as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' || missing === undefined) throw e;
    throw new BindingsError(`${uses} ${framework.module}'s provider generator, which is installed but cannot load ${missing}: ${install}`);
  }
}

/** The generator version the package was built with (its development dependency), which the emitter was tested with. */
export function generatorVersion(framework: Framework): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf-8')) as { devDependencies?: Record<string, string> };
  return manifest.devDependencies?.[framework.generator] ?? 'latest';
}

/**
 * What the classes of a version leave untyped: the package's choice (`ProviderTarget.untyped`) for the types the
 * version has. Blocks listed with a number in their name are a family (the rules builder's rule formats `rules_v…`),
 * of which the package types only the newest: here too, every member the version has is untyped but its newest, so
 * a version that adds a rule format gets that one typed.
 */
function untypedIn(target: ProviderTarget, schema: TerraformSchema): ProviderTarget['untyped'] {
  const provider = schema.provider_schemas[providerAddress(target)];
  const untyped: Record<string, ProviderTarget['untyped'][string]> = {};
  for (const [on, part] of Object.entries(target.untyped)) {
    const entry = on.startsWith('data.') ? provider.data_source_schemas?.[on.slice(5)] : provider.resource_schemas?.[on];
    if (entry === undefined) continue;
    const names = Object.keys(entry.block.block_types ?? {});
    const family = (name: string) => /^(\D+)\d/.exec(name)?.[1];
    const families = new Set((part.blocks ?? []).map(family).filter((f): f is string => f !== undefined));
    const blocks = [
      ...(part.blocks ?? []).filter((block) => family(block) === undefined && names.includes(block)),
      ...[...families].flatMap((f) => names.filter((name) => family(name) === f).sort().slice(0, -1)),
    ];
    untyped[on] = part.blocks === undefined ? part : { ...part, blocks };
  }
  return untyped;
}

/** The catalog of a version: its schema, and the curated rules whose types, paths and fields it still has. */
interface FittedCatalog {
  readonly catalog: CatalogFile;
  readonly split: ReturnType<typeof splitCatalog>;
  readonly kept: number;
  readonly dropped: readonly string[];
  readonly checked: ReadonlySet<string>;
}

function fittedCatalog(target: ProviderTarget, schema: TerraformSchema): FittedCatalog {
  const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf-8')) as ConstraintsFile;
  const main = read(target.constraintsFile);
  const fit = (file: ConstraintsFile, name: string) => {
    const result = constraintsFit(target, schema, file, name, main);
    const fitted: ConstraintsFile = {
      provider: `${target.source} ${target.version}`,
      shared: file.shared,
      integers: result.keptIntegers,
      credentials: result.keptCredentials,
      rules: result.keptRules,
    };
    return { fitted, result };
  };
  const mainFit = fit(main, target.constraintsFile);
  const partFits = target.constraintsParts.map((name) => ({ name, ...fit(read(name), name) }));
  const parts = partFits.map((p) => ({ file: p.fitted, name: p.name }));
  const catalog = compileCatalog(target, schema, mainFit.fitted, target.constraintsFile, parts);
  const bundled = bundledCatalog(target.name);
  const partTypes = Object.keys(bundled.parts).filter((type) => blockOf(catalog, type) !== undefined);
  const results = [mainFit.result, ...partFits.map((p) => p.result)];
  return {
    catalog,
    split: splitCatalog(catalog, partTypes),
    kept: catalog.rules.length,
    dropped: results.flatMap((r) => r.refused),
    checked: new Set(results.flatMap((r) => [...r.checked])),
  };
}

/** The package's own catalog of a provider (the bundled version), where the compiled package keeps it. */
function bundledCatalog(name: string): CatalogFile {
  return JSON.parse(readFileSync(join(packageLib(), 'gen', name, 'catalog.json'), 'utf-8')) as CatalogFile;
}

function blockOf(catalog: CatalogFile, target: string): Block | undefined {
  return target.startsWith('data.') ? catalog.dataSources[target.slice(5)] : catalog.resources[target];
}

/** The report of one provider's bindings. */
function providerReport(
  target: ProviderTarget,
  bundled: ProviderTarget,
  fitted: FittedCatalog,
  schema: TerraformSchema,
  ms: number,
): string[] {
  const lines: string[] = [];
  const provider = schema.provider_schemas[providerAddress(target)];
  const types = Object.keys(provider.resource_schemas ?? {}).length +
    Object.keys(provider.data_source_schemas ?? {}).length;
  lines.push(`${target.source} ${target.version} (the package describes ${bundled.version}): ${types} types, generated in ${ms} ms`);
  lines.push(`  curated rules kept: ${fitted.kept}`);
  lines.push(`  curated rules dropped (their type, path or a field they read is not in ${target.version}): ${fitted.dropped.length}`);
  if (target.version !== bundled.version) lines.push(`  the props' documentation leaves out defaults and which changes replace a resource: ${bundled.version}'s, not read from a schema`);
  for (const line of fitted.dropped) lines.push(`    ${line}`);
  const uncovered = uncoveredPaths(bundledCatalog(target.name), fitted.catalog, fitted.checked);
  lines.push(`  new in ${target.version}, judged by its schema alone (no curated rule): ${uncovered.length}`);
  for (const line of uncovered) lines.push(`    ${line}`);
  const unusable = unusableConstructs(target.name, fitted.catalog);
  for (const [construct, missing] of unusable) lines.push(`  ${construct} cannot be used with these bindings: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in ${target.version}`);
  return lines;
}

/**
 * What a version has beside the package's own: new types, and new settable arguments of known types, without the
 * arguments some kept curated rule checks.
 */
function uncoveredPaths(bundled: CatalogFile, next: CatalogFile, checked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const targets = [
    ...Object.keys(next.resources),
    ...Object.keys(next.dataSources).map((type) => `data.${type}`),
  ].sort();
  for (const target of targets) {
    if (bundled.parts[target] !== undefined) continue; // a type kept apart: its rules are mechanical transcriptions
    const before = blockOf(bundled, target);
    const after = blockOf(next, target)!;
    if (before === undefined) {
      out.push(`${target} (new ${target.startsWith('data.') ? 'data source' : 'resource'}: ${settablePaths(after).length} arguments)`);
      continue;
    }
    const had = new Set(settablePaths(before));
    for (const path of settablePaths(after)) if (!had.has(path) && !checked.has(`${target}.${path}`)) out.push(`${target}.${path}`);
  }
  return out;
}

/** Every argument a configuration sets (attributes that are optional or required, nested blocks' too), as dot paths. */
function settablePaths(block: Block, prefix = ''): string[] {
  const out: string[] = [];
  for (const [name, attribute] of Object.entries(block.attributes ?? {})) if (attribute.optional || attribute.required) out.push(`${prefix}${name}`);
  for (const [name, nested] of Object.entries(block.block_types ?? {})) {
    out.push(`${prefix}${name}`);
    out.push(...settablePaths(nested.block, `${prefix}${name}.`));
  }
  return out;
}

/**
 * The package's L2 constructs that build a type this version lacks, by the generated modules each L2 module of the
 * compiled package loads (`lib/<provider>/*.js`): the construct classes it exports, and the missing types.
 */
function unusableConstructs(name: string, next: CatalogFile): Array<[string, string[]]> {
  const dir = join(packageLib(), name);
  if (!existsSync(dir)) return [];
  const out: Array<[string, string[]]> = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') && !f.endsWith('-rules.js') && f !== 'index.js').sort()) {
    const text = readFileSync(join(dir, file), 'utf-8');
    const missing = [...new Set([...text.matchAll(new RegExp(`require\\("\\.\\./gen/${name}/([a-z0-9-]+)"\\)`, 'g'))].map((m) => m[1]))]
      .map((folder) => (folder.startsWith('data-') ? `data.${folder.slice(5).replace(/-/g, '_')}` : `${name}_${folder.replace(/-/g, '_')}`))
      .filter((target) => blockOf(next, target) === undefined && next.parts[target] === undefined)
      .sort();
    if (missing.length === 0) continue;
    const exported = Object.keys(require(join(dir, file)) as object).filter((key) => /^[A-Z]/.test(key));
    out.push([exported.length > 0 ? exported.join(', ') : file.replace(/\.js$/, ''), missing]);
  }
  return out;
}

/** The package's compiled JavaScript: `lib/` in the repository, the folder above this one's in the package. */
export function packageLib(): string {
  const inRepository = join(ROOT, 'lib');
  return existsSync(join(inRepository, 'index.js')) ? inRepository : dirname(ROOT);
}

/** The package's root folder (its package.json). */
function packageRoot(): string {
  return existsSync(join(ROOT, 'package.json')) ? ROOT : dirname(packageLib());
}

/** A schema file problem, as the command prints it. */
export function bindingsErrorLine(error: unknown): string | undefined {
  if (error instanceof BindingsError) return `bindings: ${error.message}`;
  if (error instanceof SchemaFileError) return `bindings: ${error.message}`;
  return undefined;
}
