// Round trips of the `convert` command (codegen/convert.ts): a Terraform configuration converted to TypeScript, the
// TypeScript type-checked (strict) and run, its stack synthesized, and the synthesized JSON compared with the
// configuration's own JSON form (hcl2json's), value by value. Used by test/codegen/convert.test.ts and by the corpus
// run (scripts/convert-corpus.ts). The stacks are written below the repository (`.cache/convert-round-trip/`), where
// `cdktf-cpln-akamai` resolves to this package by its own name, as in an app.
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';
import * as ts from 'typescript';
import { convert, ConvertError } from '../codegen/convert';
import { isTemplateString } from '../codegen/convert-expression';
import { catalogSchema } from '../codegen/convert-types';
import { loadGenerator } from '../codegen/emitter/generator';
import { FRAMEWORKS } from '../codegen/frameworks';
import { canonical, Expr, ExpressionSyntaxError, parseJsonString } from '../codegen/hcl-expression';
import { PROVIDERS, providerAddress } from '../codegen/providers';
import type { Attribute, Block, BlockType, CtyType } from '../src/validation/schema-types';

const ROOT = join(__dirname, '..');

/** Where round trips write their files: below the repository, so that the package resolves by its own name. */
export function workFolder(name: string): string {
  const dir = join(ROOT, '.cache', 'convert-round-trip', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** One configuration: its files, by name. */
export interface RoundTripCase {
  readonly name: string;
  readonly files: Readonly<Record<string, string>>;
}

export interface RoundTripResult {
  readonly name: string;
  /**
   * `exact`: converted with no report line and synthesizes the same configuration; `reported`: converted with report
   * lines (overrides, notes) and synthesizes the same configuration; `refused`: the command refused it with a message;
   * `different`: the TypeScript does not type-check, fails to run, or synthesizes something else (`differences`).
   */
  readonly status: 'exact' | 'reported' | 'refused' | 'different';
  readonly report: readonly string[];
  readonly differences: readonly string[];
  /** The command's message (refused), or the TypeScript's. */
  readonly message?: string;
  readonly code?: string;
}

/** A case once converted: its TypeScript and report, or the command's message. */
interface Converted {
  readonly kase: RoundTripCase;
  readonly dir: string;
  readonly code?: string;
  readonly report: readonly string[];
  readonly message?: string;
  readonly original?: Record<string, unknown>;
}

/** Runs the round trips of the cases, in one folder below the repository. */
export async function roundTrips(cases: readonly RoundTripCase[], folder = 'default'): Promise<RoundTripResult[]> {
  const work = workFolder(folder);
  loadGenerator(FRAMEWORKS.cdktf);
   
  const hcl = require('@cdktf/hcl2json') as { parse(file: string, text: string): Promise<Record<string, unknown>> };
  const converted: Converted[] = [];
  for (const [index, kase] of cases.entries()) {
    const dir = join(work, `case${index}`);
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(kase.files)) writeFileSync(join(dir, file), text);
    try {
      const result = await convert(Object.keys(kase.files), FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', dir);
      writeFileSync(join(dir, 'stack.ts'), result.code);
      const parsed = await Promise.all(Object.entries(kase.files).map(([file, text]) => hcl.parse(file, text)));
      const original = mergeJson(parsed);
      converted.push({ kase, dir, code: result.code, report: result.report, original });
    } catch (e) {
      if (!(e instanceof ConvertError)) throw e;
      converted.push({ kase, dir, report: [], message: e.message });
    }
  }
  const diagnostics = typeCheck(converted.filter((c) => c.code !== undefined).map((c) => join(c.dir, 'stack.ts')));
  const schemas = new Map(PROVIDERS.map((target) => [target.name, catalogSchema(target, join(ROOT, 'lib')).provider_schemas[providerAddress(target)]]));
  return converted.map((c): RoundTripResult => {
    const base = { name: c.kase.name, report: c.report, code: c.code };
    if (c.code === undefined) return { ...base, status: 'refused', differences: [], message: c.message };
    const errors = diagnostics.get(join(c.dir, 'stack.ts')) ?? [];
    if (errors.length > 0) return { ...base, status: 'different', differences: errors.map((e) => `type-check: ${e}`) };
    let synthesized: Record<string, unknown>;
    try {
      synthesized = synthesize(join(c.dir, 'stack.ts'));
    } catch (e) {
      return { ...base, status: 'different', differences: [`run: ${(e as Error).message.split('\n')[0]}`] };
    }
    const differences = compare(c.original!, synthesized, schemas, c.report);
    return { ...base, status: differences.length > 0 ? 'different' : c.report.length > 0 ? 'reported' : 'exact', differences };
  });
}

/** The files' JSON forms as one (Terraform reads a folder's files as one configuration). */
function mergeJson(parts: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const merge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      const existing = into[key];
      if (Array.isArray(existing) && Array.isArray(value)) into[key] = [...existing, ...value];
      else if (isObject(existing) && isObject(value)) merge(existing, value);
      else into[key] = value;
    }
  };
  for (const part of parts) merge(merged, JSON.parse(JSON.stringify(part)) as Record<string, unknown>);
  return merged;
}

/** Type errors by file, with the options of cdktf's TypeScript app template (strict). */
export function typeCheck(files: readonly string[]): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    noEmit: true, strict: true, skipLibCheck: true, target: ts.ScriptTarget.ES2020, lib: ['lib.es2020.d.ts'],
    module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, types: [],
    noUnusedLocals: true,
  };
  const program = ts.createProgram([...files], options);
  const out = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '';
    const { file: source, start } = diagnostic;
    const line = source && start !== undefined ? source.getLineAndCharacterOfPosition(start).line + 1 : 0;
    const list = out.get(file) ?? [];
    list.push(`stack.ts:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
    out.set(file, list);
  }
  return out;
}

/** A TypeScript module, compiled to JavaScript beside it and loaded (its imports compiled the same way first). */
export function load(file: string, imports: readonly string[] = []): Record<string, unknown> {
  for (const dependency of [...imports, file]) {
    const source = ts.sys.readFile(dependency)!;
    const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 };
    const js = ts.transpileModule(source, { compilerOptions }).outputText;
    writeFileSync(dependency.replace(/\.ts$/, '.js'), js);
  }
   
  return require(file.replace(/\.ts$/, '.js')) as Record<string, unknown>;
}

/** Runs the converted module and synthesizes its stack (without validation: the round trip compares the JSON). */
function synthesize(file: string): Record<string, unknown> {
   
  const { Testing } = require('cdktf') as typeof import('cdktf');
  const module = load(file) as Record<string, new (scope: unknown, id: string) => unknown>;
  const Stack = Object.values(module)[0];
  const app = Testing.app();
  const stack = new Stack(app, 'converted');
  return JSON.parse(Testing.synth(stack as Parameters<typeof Testing.synth>[0])) as Record<string, unknown>;
}

type ProviderSchemas = ReadonlyMap<string, {
  readonly provider: { readonly block: Block };
  readonly resource_schemas?: Record<string, { block: Block }>;
  readonly data_source_schemas?: Record<string, { block: Block }>;
}>;

/**
 * The differences between the configuration (hcl2json's JSON form) and the synthesized stack, by address and argument.
 * Values are compared as Terraform reads them: a literal as the type the schema gives its argument (`"5"` and `5` for a
 * number), a block as a list of objects (the synthesized stack writes a single block as an object), an expression by
 * its canonical text (spacing, parentheses, `a.b` against `a["b"]` aside), with the equivalences the framework's
 * writing brings: the operands of a symmetric operator in either order (`x > 0` is written `0 < x`), `range(a, b)` with
 * its step (`range(a, b, 1)`), `lookup(m, k)` without a default as `m[k]`, references in meta-arguments without `${}`.
 * What the report says was changed is not a difference: the version the package's providers require, a backend.
 */
export function compare(
  original: Record<string, unknown>,
  synthesized: Record<string, unknown>,
  schemas: ProviderSchemas,
  report: readonly string[],
): string[] {
  const a = flatten(original, 'hcl');
  const b = flatten(synthesized, 'synth');
  const differences: string[] = [];
  const said = (address: string) => report.some((line) => line.includes(address));
  for (const address of new Set([...a.keys(), ...b.keys()])) {
    const left = a.get(address);
    const right = b.get(address);
    if (address.startsWith('terraform.required_providers.')) {
      const name = address.split('.')[2];
      const target = PROVIDERS.find((p) => p.name === name);
      // The package's provider classes require their provider themselves, at the version the package describes.
      if (target !== undefined && right !== undefined) {
        const version = isObject(left) ? left.version : undefined;
        if (version === undefined || version === target.version || said(`required_providers.${name}`)) continue;
      }
    }
    if ((address === 'terraform.backend' || address === 'terraform.cloud') && right === undefined && said(address.split('.')[1])) continue;
    if (left === undefined || right === undefined) {
      differences.push(`${address}: ${left === undefined ? 'only in the synthesized stack' : 'missing from the synthesized stack'}`);
      continue;
    }
    const schema = schemaOf(address, schemas);
    const meta = address.startsWith('resource.') || address.startsWith('data.');
    const x = normalize(left, schema, meta);
    const y = normalize(right, schema, meta);
    if (x !== y) differences.push(`${address}: ${diff(x, y)}`);
  }
  return differences;
}

function flatten(json: Record<string, unknown>, form: 'hcl' | 'synth'): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const one = (value: unknown) => (form === 'hcl' && Array.isArray(value) ? value[0] : value);
  for (const [kind, value] of Object.entries(json)) {
    if (kind === '//') continue;
    if (kind === 'resource' || kind === 'data') {
      for (const [type, byName] of Object.entries(value as Record<string, Record<string, unknown>>)) {
        for (const [name, body] of Object.entries(byName)) out.set(`${kind}.${type}.${name}`, one(body));
      }
    } else if (kind === 'variable' || kind === 'output' || kind === 'module' || kind === 'check') {
      for (const [name, body] of Object.entries(value as Record<string, unknown>)) {
        const key = `${kind}.${name}`;
        let entry = one(body);
        if (kind === 'variable' && isObject(entry) && typeof entry.type === 'string') {
          entry = { ...entry, type: form === 'hcl' ? entry.type : `\${${entry.type}}` };
        }
        out.set(key, entry);
      }
    } else if (kind === 'locals') {
      const blocks = form === 'hcl' ? (value as Array<Record<string, unknown>>) : [value as Record<string, unknown>];
      for (const block of blocks) for (const [name, local] of Object.entries(block)) out.set(`local.${name}`, local);
    } else if (kind === 'provider') {
      for (const [name, bodies] of Object.entries(value as Record<string, Array<Record<string, unknown>>>)) {
        for (const body of bodies) out.set(`provider.${name}${typeof body.alias === 'string' ? `.${body.alias}` : ''}`, body);
      }
    } else if (kind === 'terraform') {
      const blocks = form === 'hcl' ? (value as Array<Record<string, unknown>>) : [value as Record<string, unknown>];
      for (const block of blocks) {
        for (const [key, inner] of Object.entries(block)) {
          if (key === 'required_providers') {
            const table = form === 'hcl' ? Object.assign({}, ...(inner as object[])) : inner;
            for (const [name, requirement] of Object.entries(table as Record<string, unknown>)) out.set(`terraform.required_providers.${name}`, requirement);
          } else if (key === 'backend' && form === 'synth' && isObject(inner) && Object.keys(inner).join() === 'local') {
            // The framework's default backend, which it writes when the stack has no other.
          } else out.set(`terraform.${key}`, inner);
        }
      }
    } else out.set(kind, value);
  }
  return out;
}

/** The schema block of an address's type, if it is one of the package's providers' types. */
function schemaOf(address: string, schemas: ProviderSchemas): Block | undefined {
  const [kind, type, name] = address.split('.');
  if (kind === 'provider') return schemas.get(type)?.provider.block;
  if (kind !== 'resource' && kind !== 'data') return undefined;
  const provider = schemas.get(type.replace(/_.*/, ''));
  void name;
  return (kind === 'data' ? provider?.data_source_schemas : provider?.resource_schemas)?.[type]?.block;
}

const META = new Set(['depends_on', 'provider', 'lifecycle', 'count', 'for_each', 'provisioner', 'connection', 'dynamic']);

/** A body (or value) as comparable text. */
function normalize(value: unknown, schema: Block | undefined, meta: boolean): string {
  if (!isObject(value)) return expressionText(value);
  const keys = Object.keys(value).filter((k) => value[k] !== null).sort();
  const parts = keys.map((key) => {
    const inner = value[key];
    if (meta && META.has(key)) return `${key} = ${metaText(key, inner)}`;
    const attribute = schema?.attributes?.[key];
    const block = schema?.block_types?.[key];
    if (attribute !== undefined) return `${key} = ${attributeText(inner, attribute)}`;
    if (block !== undefined) return `${key} = ${blockText(inner, block)}`;
    return `${key} = ${expressionText(inner)}`;
  });
  return `{${parts.join(', ')}}`;
}

function metaText(key: string, value: unknown): string {
  const bare = (v: unknown) => (typeof v === 'string' ? v.replace(/^\$\{([\s\S]*)\}$/, '$1') : JSON.stringify(v));
  if (key === 'depends_on' && Array.isArray(value)) return `[${value.map(bare).join(', ')}]`;
  if (key === 'provider') return bare(value);
  if (key === 'lifecycle') {
    const block = Array.isArray(value) ? value[0] : value;
    if (!isObject(block)) return expressionText(block);
    return `{${Object.keys(block).sort().map((k) => {
      const v = block[k];
      if ((k === 'ignore_changes' || k === 'replace_triggered_by') && Array.isArray(v)) return `${k} = [${v.map(bare).join(', ')}]`;
      if (k === 'ignore_changes') return `${k} = ${bare(v)}`;
      return `${k} = ${expressionText(v)}`;
    }).join(', ')}}`;
  }
  return expressionText(value);
}

function attributeText(value: unknown, attribute: Attribute): string {
  if (attribute.nested_type !== undefined) {
    const nested: Block = { attributes: attribute.nested_type.attributes };
    const mode = attribute.nested_type.nesting_mode;
    if (mode === 'single' && isObject(value)) return normalize(value, nested, false);
    if ((mode === 'list' || mode === 'set') && Array.isArray(value)) return `[${value.map((v) => normalize(v, nested, false)).join(', ')}]`;
    if (mode === 'map' && isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)} = ${normalize(value[k], nested, false)}`).join(', ')}}`;
    return expressionText(value);
  }
  return typedText(value, attribute.type ?? 'dynamic');
}

function blockText(value: unknown, block: BlockType): string {
  const list = Array.isArray(value) ? value : [value];
  if (block.nesting_mode === 'map' && isObject(value)) return normalize(value, undefined, false);
  return `[${list.map((v) => normalize(v, block.block, false)).join(', ')}]`;
}

/** A value of a schema type: its literals as that type (Terraform converts `"5"` to 5 for a number). */
function typedText(value: unknown, type: CtyType): string {
  if (typeof value === 'string' && isTemplateString(value)) return expressionText(value);
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return JSON.stringify(String(value));
  if (type === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return JSON.stringify(Number(value));
  if (type === 'bool' && (value === 'true' || value === 'false')) return value;
  if (Array.isArray(type)) {
    const [kind, element] = type as [string, CtyType];
    if ((kind === 'list' || kind === 'set') && Array.isArray(value)) return `[${value.map((v) => typedText(v, element)).join(', ')}]`;
    if (kind === 'map' && isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)} = ${typedText(value[k], element)}`).join(', ')}}`;
    if (kind === 'object' && isObject(value)) {
      const fields = element as unknown as Record<string, CtyType>;
      return `{${Object.keys(value).filter((k) => value[k] !== null).sort().map((k) => `${JSON.stringify(k)} = ${fields[k] !== undefined ? typedText(value[k], fields[k]) : expressionText(value[k])}`).join(', ')}}`;
    }
  }
  return expressionText(value);
}

/** A value of the JSON form, or an expression, as its canonical text with the framework's equivalences. */
function expressionText(value: unknown): string {
  try {
    return canonical(equivalent(fromJson(value)));
  } catch (e) {
    if (e instanceof ExpressionSyntaxError) return `unparsed(${JSON.stringify(value)})`;
    throw e;
  }
}

function fromJson(value: unknown): Expr {
  if (typeof value === 'string') return parseJsonString(value);
  if (Array.isArray(value)) return { kind: 'tuple', items: value.map(fromJson) };
  if (isObject(value)) {
    return {
      kind: 'object',
      items: Object.keys(value).sort().map((key) => ({ key: isTemplateString(key) ? parseJsonString(key) : { kind: 'literal', value: key }, bare: false, value: fromJson(value[key]) })),
    };
  }
  return { kind: 'literal', value: value as string | number | boolean | null };
}

/** The expression with the framework's writing undone: see `compare`. */
function equivalent(expr: Expr): Expr {
  const e = mapChildren(expr, equivalent);
  if (e.kind === 'binary') {
    const mirror: Partial<Record<string, string>> = { '>': '<', '>=': '<=' };
    if (mirror[e.op] !== undefined) return { ...e, op: mirror[e.op] as '<', left: e.right, right: e.left };
    if (['==', '!=', '&&', '||', '+', '*'].includes(e.op)) {
      const [l, r] = [canonical(e.left), canonical(e.right)];
      if (l > r) return { ...e, left: e.right, right: e.left };
    }
  }
  if (e.kind === 'call' && e.name === 'range' && e.args.length < 3) {
    const args = e.args.length === 1 ? [{ kind: 'literal', value: 0 } as Expr, e.args[0]] : e.args;
    return { ...e, args: [...args, { kind: 'literal', value: 1 }] };
  }
  if (e.kind === 'call' && e.name === 'lookup' && e.args.length === 2) return { kind: 'index', target: e.args[0], key: e.args[1] };
  // The framework names a for expression's key even when the body does not use it (`for key, val in ...`).
  if (e.kind === 'for' && e.keyVar !== undefined && !uses([e.value, ...(e.key ? [e.key] : []), ...(e.condition ? [e.condition] : [])], e.keyVar)) {
    return { ...e, keyVar: undefined };
  }
  return e;
}

/** Whether the expressions name the variable. */
function uses(exprs: readonly Expr[], name: string): boolean {
  let found = false;
  const visit = (e: Expr): Expr => {
    if (e.kind === 'variable' && e.name === name) found = true;
    return mapChildren(e, visit);
  };
  exprs.forEach(visit);
  return found;
}

function mapChildren(e: Expr, f: (e: Expr) => Expr): Expr {
  switch (e.kind) {
    case 'template':
      return { ...e, parts: e.parts.map((p) => (p.kind === 'interpolation' ? { ...p, expr: f(p.expr) } : p)) };
    case 'tuple':
      return { ...e, items: e.items.map(f) };
    case 'object':
      return { ...e, items: e.items.map((i) => ({ ...i, key: f(i.key), value: f(i.value) })) };
    case 'attribute':
      return { ...e, target: f(e.target) };
    case 'index':
      return { ...e, target: f(e.target), key: f(e.key) };
    case 'splat':
      return { ...e, source: f(e.source), steps: e.steps.map((s) => (s.kind === 'index' ? { ...s, key: f(s.key) } : s)) };
    case 'call':
      return { ...e, args: e.args.map(f) };
    case 'unary':
      return { ...e, operand: f(e.operand) };
    case 'binary':
      return { ...e, left: f(e.left), right: f(e.right) };
    case 'conditional':
      return { ...e, condition: f(e.condition), whenTrue: f(e.whenTrue), whenFalse: f(e.whenFalse) };
    case 'for':
      return {
        ...e,
        collection: f(e.collection),
        key: e.key && f(e.key),
        value: f(e.value),
        condition: e.condition && f(e.condition),
      };
    default:
      return e;
  }
}

/** Where two texts part, with a little of each. */
function diff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 40);
  return `configuration …${a.slice(from, i + 80)}… / stack …${b.slice(from, i + 80)}…`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/** One rule tree (`rules.json`). */
export interface RuleTreeCase {
  readonly name: string;
  readonly text: string;
}

/**
 * Round trips of rule trees: each converted (`ruleTree`, an `akamai.PropertyRule`), given to an
 * `akamai.PropertyDelivery` (`defaultBehaviors`: the default rule's behaviors but its origin and CP code, which the
 * construct writes from its props; `rules`: its children), type-checked (strict) and synthesized; the rules builder's
 * data sources it writes are read back into a tree and compared with the file's, without what the report says was left
 * out. Behaviors, criteria and options compare by name without case or underscores (`cpCode` is the builder's
 * `cp_code`), the fields a behavior has beside its options (`uuid`, `locked`, `templateUuid`) among its options, as the
 * builder has them, and scalars as their text (Terraform converts a value to its option's type).
 */
export async function ruleTreeRoundTrips(cases: readonly RuleTreeCase[], folder = 'rules'): Promise<RoundTripResult[]> {
  const work = workFolder(folder);
  loadGenerator(FRAMEWORKS.cdktf);
  type Prepared = {
    kase: RuleTreeCase; dir: string; code?: string;
    report: readonly string[]; omitted: readonly string[]; message?: string;
  };
  const prepared: Prepared[] = [];
  for (const [index, kase] of cases.entries()) {
    const dir = join(work, `case${index}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'rules.json'), kase.text);
    try {
      const result = await convert(['rules.json'], FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', dir);
      writeFileSync(join(dir, 'rules.ts'), result.code);
      // The default rule's origin and CP code behaviors, as the converted tree has them (what was left out, out).
      const kept = withoutPointers(JSON.parse(kase.text) as Record<string, unknown>, result.omitted ?? []);
      const root = ((kept.rules ?? kept) as PapiRule).behaviors ?? [];
      const excluded = root.flatMap((b, i) => (b.name === 'origin' || b.name === 'cpCode' ? [i] : []));
      writeFileSync(join(dir, 'site.ts'), site(excluded));
      prepared.push({ kase, dir, code: result.code, report: result.report, omitted: result.omitted ?? [] });
    } catch (e) {
      if (!(e instanceof ConvertError)) throw e;
      prepared.push({ kase, dir, report: [], omitted: [], message: e.message });
    }
  }
  const diagnostics = typeCheck(prepared.filter((p) => p.code !== undefined).map((p) => join(p.dir, 'site.ts')));
  return prepared.map((p): RoundTripResult => {
    const base = { name: p.kase.name, report: p.report, code: p.code };
    if (p.code === undefined) return { ...base, status: 'refused', differences: [], message: p.message };
    const errors = [...diagnostics.entries()].filter(([file]) => file.startsWith(`${p.dir}/`)).flatMap(([, list]) => list);
    if (errors.length > 0) return { ...base, status: 'different', differences: errors.map((e) => `type-check: ${e}`) };
    let synthesized: string;
    try {
      synthesized = (load(join(p.dir, 'site.ts'), [join(p.dir, 'rules.ts')]) as { synth: () => string }).synth();
    } catch (e) {
      return { ...base, status: 'different', differences: [`run: ${(e as Error).message.split('\n')[0]}`] };
    }
    const original = JSON.parse(p.kase.text) as Record<string, unknown>;
    const differences = compareRuleTree(original, p.omitted, JSON.parse(synthesized) as SynthesizedSite);
    return { ...base, status: differences.length > 0 ? 'different' : p.report.length > 0 ? 'reported' : 'exact', differences };
  });
}

/**
 * The app of a rule tree's round trip: a PropertyDelivery with the converted tree's behaviors (but those at `excluded`,
 * its origin and CP code ones) and children.
 */
function site(excluded: readonly number[]): string {
  return `import { TerraformStack, Testing } from 'cdktf';
import { akamai } from 'cdktf-cpln-akamai';
import { ruleTree } from './rules';

export function synth(): string {
  const stack = new TerraformStack(Testing.app(), 'site');
  const excluded: number[] = ${JSON.stringify(excluded)};
  new akamai.PropertyDelivery(stack, 'site', {
    contract: akamai.ContractRef.fromId('C-1'),
    group: akamai.GroupRef.fromId('grp_1'),
    product: akamai.ProductRef.ionStandard(),
    hostnames: ['www.example.com'],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
    origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
    cpCode: akamai.CpCodeRef.fromId('cpc_1'),
    defaultRuleComments: ruleTree.comments,
    defaultBehaviors: (ruleTree.behaviors ?? []).filter((_, i) => !excluded.includes(i)),
    rules: ruleTree.children,
  });
  return Testing.synth(stack);
}
`;
}

type SynthesizedSite = { data: { akamai_property_rules_builder: Record<string, { rules_v2025_10_16: BuilderRule }> } };
type BuilderRule = {
  name: string; comments?: string; criteria_must_satisfy?: string;
  criterion?: Array<Record<string, object>>; behavior?: Array<Record<string, object>>; children?: string[];
};
type PapiFeature = Record<string, unknown> & { name: string; options?: Record<string, unknown> };
type PapiRule = {
  name: string; comments?: string; criteriaMustSatisfy?: string;
  criteria?: PapiFeature[]; behaviors?: PapiFeature[]; children?: PapiRule[];
};

/** The differences between a rule tree and what PropertyDelivery wrote with its conversion. */
function compareRuleTree(
  original: Record<string, unknown>,
  omitted: readonly string[],
  site: SynthesizedSite,
): string[] {
  const tree = withoutPointers(original, omitted);
  const root = (tree.rules ?? tree) as PapiRule;
  const builders = site.data.akamai_property_rules_builder;
  const byRef = (ref: string) => builders[/^\$\{data\.akamai_property_rules_builder\.(.+)\.json\}$/.exec(ref)![1]].rules_v2025_10_16;
  const top = Object.values(builders).map((b) => b.rules_v2025_10_16).find((r) => r.name === 'default')!;
  const key = (name: string) => name.replace(/_/g, '').toLowerCase();
  // Scalars compare as their text: Terraform converts a value to its option's type (502 is "502" for a string).
  const options = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(options);
    if (!isObject(value)) return String(value);
    const kept = Object.entries(value).filter(([, v]) => v !== null);
    return Object.fromEntries(kept.map(([k, v]) => [key(k), options(v)]).sort());
  };
  const papiFeature = (f: PapiFeature) => {
    const { name, options: own, ...fields } = f;
    return JSON.stringify({ [key(name)]: options({ ...(own ?? {}), ...fields }) });
  };
  const builderFeature = (f: Record<string, object>) => JSON.stringify(
    Object.fromEntries(Object.entries(f).map(([k, v]) => [key(k), options(v)])),
  );
  const papiRule = (r: PapiRule): string => JSON.stringify({
    name: r.name, comments: r.comments, criteriaMustSatisfy: r.criteriaMustSatisfy,
    criteria: (r.criteria ?? []).map(papiFeature), behaviors: (r.behaviors ?? []).map(papiFeature),
    children: (r.children ?? []).map(papiRule),
  });
  const builderRule = (r: BuilderRule): string => JSON.stringify({
    name: r.name, comments: r.comments, criteriaMustSatisfy: r.criteria_must_satisfy,
    criteria: (r.criterion ?? []).map(builderFeature), behaviors: (r.behavior ?? []).map(builderFeature),
    children: (r.children ?? []).map((ref) => builderRule(byRef(ref))),
  });
  const differences: string[] = [];
  // The default rule: the construct's origin and CP code first, then the tree's other behaviors.
  const expected = (root.behaviors ?? []).filter((b) => b.name !== 'origin' && b.name !== 'cpCode').map(papiFeature);
  const written = (top.behavior ?? []).slice(2).map(builderFeature);
  if (JSON.stringify(expected) !== JSON.stringify(written)) differences.push(`default rule's behaviors: ${diff(JSON.stringify(expected), JSON.stringify(written))}`);
  if ((root.comments ?? undefined) !== top.comments) differences.push(`default rule's comments: ${JSON.stringify(root.comments)} / ${JSON.stringify(top.comments)}`);
  const children = JSON.stringify((root.children ?? []).map(papiRule));
  const writtenChildren = JSON.stringify((top.children ?? []).map((ref) => builderRule(byRef(ref))));
  if (children !== writtenChildren) differences.push(`child rules: ${diff(children, writtenChildren)}`);
  return differences;
}

/** The JSON without the values at these pointers (list items removed, object keys deleted). */
function withoutPointers(json: Record<string, unknown>, pointers: readonly string[]): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(json)) as Record<string, unknown>;
  // Deepest and last first, so that removing a list item does not move the ones still to remove.
  const sorted = [...pointers].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  for (const pointer of sorted) {
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = parts.pop()!;
    let node: unknown = copy;
    for (const part of parts) node = (node as Record<string, unknown>)[part];
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else if (isObject(node)) delete node[last];
  }
  return copy;
}
