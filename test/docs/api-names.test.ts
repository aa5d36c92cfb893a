import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

/**
 * The names the documentation gives a reader are names of the API: every identifier of the package that the
 * README, docs/*.md, the examples' code and the API's own documentation comments (the jsii assembly's docs of
 * the hand-written types, which are the `.d.ts` comments and API.md) use must exist in the compiled package.
 *
 * - `akamai.X.y`, `cpln.x.Y`: resolved exactly, namespace by namespace, type by type, member by member;
 * - `Type.member` for a type of the package (`Origin.customer`, `EdgeHostnameChoice.fromName`): the member
 *   exists on that type (or on the type of the member before it);
 * - `value.member` in code and in code spans (`site.cnames`, `web.ownershipRecord`): the member is a name of
 *   the package, of the framework (cdktf, constructs) or of JavaScript;
 * - a code span that is a camelCase name (`defaultBehaviors`, `addRule(...)`): the same.
 * Python code is read with its snake_case names in camelCase (`from_gvc` is `fromGvc`, `workload_name=` a
 * prop `workloadName`). Snake_case names in TypeScript and prose are Terraform's (attributes, arguments), not
 * the package's, and are left to the tests of the synthesized JSON.
 */
const ROOT = join(__dirname, '..', '..');
const PACKAGE = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf-8')) as { name: string }).name;

interface TypeRef {
  readonly fqn?: string;
  readonly primitive?: string;
  readonly collection?: unknown;
  readonly union?: unknown;
}
interface Docs {
  readonly summary?: string;
  readonly remarks?: string;
  readonly default?: string;
  readonly returns?: string;
  readonly see?: string;
}
interface Callable {
  readonly name: string;
  readonly static?: boolean;
  readonly docs?: Docs;
  readonly returns?: { readonly type: TypeRef };
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly docs?: Docs }>;
}
interface Property { readonly name: string; readonly static?: boolean; readonly docs?: Docs; readonly type: TypeRef }
interface JsiiType {
  readonly fqn: string;
  readonly kind: 'class' | 'interface' | 'enum';
  readonly name: string;
  readonly docs?: Docs;
  readonly base?: string;
  readonly interfaces?: readonly string[];
  readonly initializer?: Callable;
  readonly methods?: readonly Callable[];
  readonly properties?: readonly Property[];
  readonly members?: ReadonlyArray<{ readonly name: string; readonly docs?: Docs }>;
  readonly locationInModule?: { readonly filename: string };
}
interface Assembly { readonly types: Record<string, JsiiType>; readonly submodules?: Record<string, unknown> }

const read = (file: string): Assembly => JSON.parse(readFileSync(file, 'utf-8')) as Assembly;
const own = read(join(ROOT, '.jsii'));
const assemblies = [own, read(require.resolve('cdktf/.jsii')), read(require.resolve('constructs/.jsii'))];
const types = new Map<string, JsiiType>(assemblies.flatMap((a) => Object.entries(a.types)));

/** A member of a type (its own, its base classes' and its interfaces'): what it leads to, when that is a type. */
function member(fqn: string, name: string): { readonly next?: string } | undefined {
  const type = types.get(fqn);
  if (type === undefined) return undefined;
  if (type.members?.some((m) => m.name === name)) return {};
  const property = type.properties?.find((p) => p.name === name);
  if (property) return { next: property.type.fqn };
  const method = type.methods?.find((m) => m.name === name);
  if (method) return { next: method.returns?.type.fqn };
  for (const parent of [type.base, ...(type.interfaces ?? [])]) {
    const found = parent === undefined ? undefined : member(parent, name);
    if (found) return found;
  }
  return undefined;
}

/** Every name a reader may use: the types and members of the package and the framework, and JavaScript's own. */
const NAMES = new Set<string>();
for (const type of types.values()) {
  NAMES.add(type.name);
  for (const m of [...(type.methods ?? []), ...(type.properties ?? []), ...(type.members ?? [])]) NAMES.add(m.name);
  for (const c of [type.initializer, ...(type.methods ?? [])]) c?.parameters?.forEach((p) => NAMES.add(p.name));
}
for (const value of [Object, Array, String, Number, JSON, Math, Promise, Map, Set, console, process, Function]) {
  for (let o: object | null = value; o !== null; o = Object.getPrototypeOf(o)) Object
    .getOwnPropertyNames(o)
    .forEach((n) => NAMES.add(n));
  if ('prototype' in value) Object.getOwnPropertyNames((value as { prototype: object }).prototype).forEach((n) => NAMES.add(n));
}
// The platforms' own vocabulary the catalog holds as values (a policy's permissions, a custom rule's condition types):
// a documentation comment names them in code spans as the platform's documents do.
const vocabulary = (value: unknown): void => {
  if (typeof value === 'string' && /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/.test(value)) value.split('.').forEach((n) => NAMES.add(n));
  else if (Array.isArray(value)) value.forEach(vocabulary);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach(vocabulary);
};
for (const file of readdirSync(join(ROOT, 'schemas')).filter((f) => f.endsWith('.constraints.json'))) vocabulary(JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf-8')));
// The matchers the package's vitest setup adds (testing/vitest.d.ts, outside the assembly).
for (const [, name] of readFileSync(join(ROOT, 'testing', 'vitest.d.ts'), 'utf-8').matchAll(/^\s+(\w+)\(/gm)) NAMES.add(name);

/** The package's namespaces (`akamai`, `cpln`, and the L1 submodules under them), by their path from the root. */
const SUBMODULES = new Set(Object.keys(own.submodules ?? {}));
/** The package's types by their short name (`Origin`), for chains that start with a type. */
const BY_NAME = new Map<string, string[]>();
for (const type of Object.values(own.types)) BY_NAME.set(type.name, [...(BY_NAME.get(type.name) ?? []), type.fqn]);

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** What a file name ends with (`main.js`, `cdk.tf.json`): not a member. */
const NOT_A_MEMBER = /^(md|json|js|ts|mjs|mts|py|tf|txt|yaml|yml|toml|lock|tgz|whl|out|edgerc|gitignore)$/;
/**
 * A host name (`www.example.com`, `ns1.cpln.cloud`) or a Java package (`io.github.example`): its first or last label.
 */
const DOMAIN_LABEL = /^(com|net|org|io|app|dev|cloud|live|internal|local)$/;
/** Names of other systems the text names in code spans as camelCase words, each with what it is. */
const NOT_THE_API: Record<string, string> = {
  validateImmutableFields: "the provider's CustomizeDiff function edge-hostname-choice.ts cites",
  pendingDnsConfig: "the status Control Plane reports for a domain whose DNS records do not resolve yet",
  typesVersions: 'a field of package.json',
  readinesProbe: 'the misspelt key docs/validation.md shows refused',
};

/**
 * Resolves `segments` from a type: every member must exist (the chain stops at a member whose type is not a package or
 * framework type).
 */
function resolveFrom(fqn: string, segments: readonly string[], convert: (s: string) => string): string | undefined {
  let at: string | undefined = fqn;
  for (const segment of segments) {
    // Java's builders (`Workload.Builder.create`) and Python's special methods are the languages', not the assembly's.
    if (at === undefined || !types.has(at) || segment === 'Builder' || /^__\w+__$/.test(segment)) return undefined;
    const name = convert(segment);
    const found = member(at, name);
    if (found === undefined) return `${types.get(at)!.name} has no member ${name}`;
    at = found.next;
  }
  return undefined;
}

/**
 * Resolves a chain that starts with a namespace of the package (`akamai.PropertyDelivery`, `cpln.workload.Workload.x`).
 */
function resolveNamespaced(segments: readonly string[], convert: (s: string) => string): string | undefined {
  let path = `${PACKAGE}.${segments[0]}`;
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i];
    if (SUBMODULES.has(`${path}.${segment}`)) {
      path = `${path}.${segment}`;
      continue;
    }
    if (own.types[`${path}.${segment}`]) return resolveFrom(`${path}.${segment}`, segments.slice(i + 1), convert);
    if (i === 1 && NOT_A_MEMBER.test(segment)) return undefined;
    return `${path.slice(PACKAGE.length + 1)} has no type or namespace ${segment}`;
  }
  return undefined;
}

/** The problems of the names in a piece of code (or a code span): chains of the package, and members of values. */
function codeProblems(code: string, python: boolean): string[] {
  const problems: string[] = [];
  const convert = python ? camel : (s: string) => s;
  const chains = code.matchAll(/(?<![\w.$/-])([A-Za-z_$][\w$]*)((?:\??\.[A-Za-z_$][\w$]*)+)/g);
  for (const [text, head, rest] of chains) {
    const segments = rest.split('.').filter((s) => s !== '').map((s) => s.replace(/\?$/, ''));
    if (DOMAIN_LABEL.test(head) || DOMAIN_LABEL.test(segments[segments.length - 1])) continue;
    if (head === 'akamai' || head === 'cpln') {
      const problem = resolveNamespaced([head, ...segments], convert);
      if (problem) problems.push(`${text}: ${problem}`);
      continue;
    }
    const candidates = BY_NAME.get(head);
    if (candidates !== undefined) {
      const results = candidates.map((fqn) => resolveFrom(fqn, segments, convert));
      if (results.every((r) => r !== undefined)) problems.push(`${text}: ${results[0]}`);
      continue;
    }
    if (/^[a-z_$]/.test(head)) {
      const first = segments[0];
      if (NOT_A_MEMBER.test(first) || (!python && first.includes('_'))) continue;
      if (!NAMES.has(convert(first))) problems.push(`${text}: no type of the package, the framework or JavaScript has a member ${convert(first)}`);
    }
  }
  if (python) {
    for (const [, keyword] of code.matchAll(/[(,]\s*([a-z][a-z0-9_]*)=(?!=)/g)) {
      if (!NAMES.has(camel(keyword))) problems.push(`${keyword}=: no prop ${camel(keyword)} in the package`);
    }
  }
  return problems;
}

/** The problems of a code span of prose: its chains, or the camelCase name it is. */
function spanProblems(span: string): string[] {
  const problems = codeProblems(span, false);
  const name = /^([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)(\(.*\))?(:.*)?$/.exec(span.trim());
  if (name && !NAMES.has(name[1]) && !(name[1] in NOT_THE_API)) problems.push(`${name[1]}: no type of the package, the framework or JavaScript has a member of this name`);
  return problems;
}

/** The problems of prose: its code spans, and the package's chains written outside them. */
function proseProblems(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  const outside = text.replace(/`[^`\n]+`/g, ' ');
  const chains = [...outside.matchAll(/(?<![\w./-])((?:akamai|cpln|[A-Z][A-Za-z0-9]+)\.[A-Za-z_][\w.]*)/g)].map((m) => m[1].replace(/\.$/, ''));
  return [...spans.flatMap(spanProblems), ...chains.flatMap((c) => codeProblems(c, false))];
}

/** Comments and string literals blanked, so that only code is read (a comment's code spans are read as prose). */
function codeOnly(code: string, python: boolean): { code: string; comments: string[] } {
  const comments: string[] = [];
  const pattern = python
    ? /#[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g
    : /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`(?:\\.|[^`\\])*`|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;
  const stripped = code.replace(pattern, (m) => {
    if (m.startsWith('//') || m.startsWith('/*') || m.startsWith('#')) comments.push(m);
    return m.startsWith('`') ? m.replace(/[^$]*?(\$\{[^}]*\})|[^$]+$/g, (_s, expr: string | undefined) => ` ${expr ?? ''}`) : '""';
  });
  return { code: stripped, comments };
}

interface Finding { readonly where: string; readonly problem: string }

function markdownFindings(file: string): Finding[] {
  const findings: Finding[] = [];
  const lines = readFileSync(join(ROOT, file), 'utf-8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*```(\w*)\s*$/.exec(lines[i]);
    if (!open) {
      for (const problem of proseProblems(lines[i])) findings.push({ where: `${file}:${i + 1}`, problem });
      continue;
    }
    const end = lines.findIndex((l, j) => j > i && l.trim() === '```');
    const language = open[1];
    const code = lines.slice(i + 1, end).join('\n');
    if (['ts', 'typescript', 'js', 'javascript', 'python'].includes(language)) {
      for (const problem of sourceProblems(code, language === 'python')) findings.push({ where: `${file}:${i + 1}`, problem });
    }
    i = end;
  }
  return findings;
}

function sourceProblems(source: string, python: boolean): string[] {
  const { code, comments } = codeOnly(source, python);
  return [...codeProblems(code, python), ...comments.flatMap(proseProblems)];
}

/** The documentation the assembly carries for the hand-written types (their `.d.ts` comments). */
function assemblyFindings(): Finding[] {
  const findings: Finding[] = [];
  const texts = (docs: Docs | undefined) => [
    docs?.summary,
    docs?.remarks,
    docs?.default,
    docs?.returns,
    docs?.see,
  ].filter((t): t is string => t !== undefined);
  const check = (where: string, docs: Docs | undefined) => {
    for (const text of texts(docs)) for (const problem of proseProblems(text)) findings.push({ where, problem });
  };
  for (const type of Object.values(own.types)) {
    if (type.locationInModule?.filename.startsWith('src/gen/') !== false) continue;
    const at = type.locationInModule.filename;
    check(`${at} ${type.name}`, type.docs);
    for (const c of [type.initializer, ...(type.methods ?? [])]) {
      if (c === undefined) continue;
      check(`${at} ${type.name}.${c.name ?? 'constructor'}`, c.docs);
      c.parameters?.forEach((p) => check(`${at} ${type.name}.${c.name ?? 'constructor'}(${p.name})`, p.docs));
    }
    for (const m of [...(type.properties ?? []), ...(type.members ?? [])]) check(`${at} ${type.name}.${m.name}`, m.docs);
  }
  return findings;
}

const show = (findings: Finding[]) => findings.map((f) => `${f.where}: ${f.problem}`);

describe('the documentation names only what the API has', () => {
  test('README.md and docs/*.md, prose and code', () => {
    const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    expect(show(files.flatMap(markdownFindings))).toEqual([]);
  });

  test("the examples' code", () => {
    const sources = readdirSync(join(ROOT, 'examples')).flatMap((dir) =>
      ['main.js', 'main.ts', 'main.py'].map((f) => join('examples', dir, f)).filter((f) => existsSync(join(ROOT, f))));
    expect(sources.length).toBeGreaterThan(5);
    const findings = sources.flatMap((file) => sourceProblems(readFileSync(join(ROOT, file), 'utf-8'), file.endsWith('.py')).map((problem) => ({ where: file, problem })));
    expect(show(findings)).toEqual([]);
  });

  test("the API's documentation comments (the .d.ts and API.md)", () => {
    expect(show(assemblyFindings())).toEqual([]);
  });

  test('the check finds a name the API does not have, in each kind of text', () => {
    expect(spanProblems('site.cnameRecords')).toEqual(['site.cnameRecords: no type of the package, the framework or JavaScript has a member cnameRecords']);
    expect(spanProblems('routingRecords')).toEqual(['routingRecords: no type of the package, the framework or JavaScript has a member of this name']);
    expect(proseProblems('use akamai.EdgeHostnameChoice.fromZone(zone)')).toEqual(['akamai.EdgeHostnameChoice.fromZone: EdgeHostnameChoice has no member fromZone']);
    expect(proseProblems('the records `Origin.customer({...})` and `Origin.workload(w)`')).toEqual(['Origin.workload: Origin has no member workload']);
    expect(sourceProblems("const r = cpln.GvcRef.from_nam('x')", true)).toEqual(['cpln.GvcRef.from_nam: GvcRef has no member fromNam']);
    expect(sourceProblems("cpln.WorkloadWithDomain(self, 'w', workload_nam='x')", true)).toEqual(['workload_nam=: no prop workloadNam in the package']);
    expect(sourceProblems("new akamai.nope.Thing(this, 'x')", false)).toEqual(['akamai.nope.Thing: akamai has no type or namespace nope']);
    expect(spanProblems('web.ownershipRecord')).toEqual([]);
    expect(sourceProblems("// see `docs/akamai.md` and www.example.com\nnew akamai.PropertyDelivery(this, 'x', props).cnames", false)).toEqual([]);
  });
});
