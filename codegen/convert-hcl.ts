import { ConstructRef, Converted, Environment, ExpressionWriter, isTemplateString, Unexpressible } from './convert-expression';
import { ArgInfo, PackageTypes, StructInfo, TypeInfo } from './convert-types';
import { canonical, Expr, ExpressionSyntaxError, parseJsonString } from './hcl-expression';
import { lineOf } from './hcl-lines';
import type { ValueKind } from './terraform-functions';
import { array, call, Code, Entry, object, print, quote, stringLiteral, text } from './ts-code';

/**
 * Terraform configurations of the package's providers, read as Terraform's JSON form (`@cdktf/hcl2json`), written as a
 * TypeScript stack of the package's classes (codegen/convert.ts runs it). Each block becomes a construct with the
 * Terraform name as its id (so the stack's addresses are the configuration's), its arguments the class's props
 * (blocks as objects or arrays, as the class types them), references the constructs' attributes, `var.*` and `local.*`
 * the variables and locals, meta-arguments the framework's. What the classes or the framework cannot write is kept
 * with `addOverride` (or as Terraform's own text, for a local or an output), commented `// convert:` and reported.
 */

/** One file of the configuration: its name as the report shows it, Terraform's JSON form and its lines. */
export interface SourceFile {
  readonly name: string;
  readonly json: Record<string, unknown>;
  readonly lines: ReadonlyMap<string, number>;
}

/** A line of the report: what was not converted as it was written, and how it was kept. */
export interface ReportLine {
  readonly file: string;
  readonly line: number | undefined;
  readonly message: string;
  /**
   * `override`: kept with an override or as Terraform's text; `note`: converted with a change the message states;
   * `omitted`: left out of the TypeScript (a rule tree's field the typed builder does not have).
   */
  readonly kind: 'override' | 'note' | 'omitted';
}

export interface HclOptions {
  readonly types: PackageTypes;
  /** The framework's module (`cdktf`, `cdktn`). */
  readonly framework: string;
  /** The package's name, which the stack imports (`cdktf-cpln-akamai`). */
  readonly packageName: string;
  /** The stack class's name. */
  readonly className: string;
  /** How the stack's file is named in its header comment (the command's inputs). */
  readonly source: string;
}

export interface HclConversion {
  readonly code: string;
  readonly report: readonly ReportLine[];
}

type ItemKind = 'terraform' | 'variable' | 'provider' | 'local' | 'data' | 'resource' | 'output' | 'other';

interface Item {
  readonly kind: ItemKind;
  readonly file: SourceFile;
  /** The path of hcl-lines.ts (`resource.cpln_gvc.main`). */
  readonly path: string;
  /** Terraform's name (a resource's label, a variable's name, a provider's local name, a top-level block's key). */
  readonly name: string;
  /** A resource's or data source's type. */
  readonly type?: string;
  readonly body: unknown;
  /** The order the item has in the configuration. */
  readonly order: number;
  readonly line: number;
  /** The TypeScript identifier of its construct. */
  id: string;
  /** Its construct's id (Terraform's name, unless another construct of the stack has it). */
  constructId: string;
  referenced: boolean;
}

const RANKS: Record<ItemKind, number> = {
  terraform: 0, variable: 1, provider: 2, local: 3, data: 3, resource: 3, other: 3, output: 4,
};

/** Names the stack's constructor has in scope, which no construct may take. */
const RESERVED = new Set([
  'this', 'scope', 'id', 'super', 'Construct', 'Fn', 'Op', 'Token', 'TerraformStack', 'TerraformVariable', 'TerraformLocal',
  'TerraformOutput', 'TerraformCount', 'TerraformIterator', 'propertyAccess', 'forExpression', 'FOR_EXPRESSION_KEY',
  'FOR_EXPRESSION_VALUE', 'cpln', 'akamai', 'undefined', 'NaN', 'Infinity', 'arguments', 'eval', 'await', 'break', 'case',
  'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false',
  'finally', 'for', 'function', 'if', 'implements', 'import', 'in', 'instanceof', 'interface', 'let', 'new', 'null',
  'package', 'private', 'protected', 'public', 'return', 'static', 'switch', 'throw', 'true', 'try', 'typeof', 'var', 'void',
  'while', 'with', 'yield',
]);

/** Converts the files' configuration to a stack. */
export function convertHcl(files: readonly SourceFile[], options: HclOptions): HclConversion {
  return new HclConverter(files, options).convert();
}

class HclConverter {
  private readonly items: Item[] = [];
  private readonly report: ReportLine[] = [];
  private readonly imports = new Set<string>();
  private readonly providersUsed = new Set<string>();
  private readonly taken = new Set<string>(RESERVED);
  private readonly constructIds = new Set<string>();
  private readonly resources = new Map<string, Item>();
  private readonly dataSources = new Map<string, Item>();
  private readonly variables = new Map<string, Item>();
  private readonly locals = new Map<string, Item>();
  private readonly outputs = new Map<string, Item>();
  private readonly providers = new Map<string, Item>();

  public constructor(private readonly files: readonly SourceFile[], private readonly options: HclOptions) {}

  public convert(): HclConversion {
    this.collect();
    this.name();
    const ordered = this.order();
    const body: string[] = [];
    for (const item of ordered) {
      const lines = this.emit(item);
      this.emitted.add(item);
      for (const used of this.pending.splice(0)) used.referenced = true;
      if (lines.length > 0) body.push(lines.join('\n'));
    }
    const report = [...this.report].sort(
      (a, b) => this.fileIndex(a.file) - this.fileIndex(b.file) || (a.line ?? 0) - (b.line ?? 0),
    );
    return { code: this.file(body), report };
  }

  private fileIndex(name: string): number {
    return this.files.findIndex((f) => f.name === name);
  }

  // --- the configuration's blocks --------------------------------------------------------------------------------

  private collect(): void {
    let order = 0;
    const add = (file: SourceFile, kind: ItemKind, path: string, name: string, body: unknown, type?: string) => {
      const item: Item = {
        kind, file, path, name, type, body, order: order++, line: lineOf(file.lines, path) ?? 0, id: '', constructId: '', referenced: false,
      };
      this.items.push(item);
      return item;
    };
    // Terraform refuses a configuration that declares a name twice (in a file, or in two).
    const once = (table: Map<string, Item>, key: string, item: Item, what: string) => {
      const first = table.get(key);
      if (first !== undefined) {
        throw new HclRefusal(item.file.name, item.line, `${what} is declared twice (also at ${first.file.name}:${first.line}); Terraform refuses the configuration`);
      }
      table.set(key, item);
    };
    for (const file of this.files) {
      const before = this.items.length;
      for (const [key, value] of Object.entries(file.json)) {
        switch (key) {
          case 'resource':
          case 'data':
            for (const [type, byName] of Object.entries(value as Record<string, Record<string, unknown[]>>)) {
              for (const [name, bodies] of Object.entries(byName)) {
                const table = key === 'data' ? this.dataSources : this.resources;
                bodies.forEach((body, index) => {
                  const item = add(file, key === 'data' ? 'data' : 'resource', `${key}.${type}.${name}${index === 0 ? '' : `#${index}`}`, name, body, type);
                  once(table, `${type}.${name}`, item, `${key === 'data' ? 'data.' : ''}${type}.${name}`);
                });
              }
            }
            break;
          case 'variable':
          case 'output':
            for (const [name, bodies] of Object.entries(value as Record<string, unknown[]>)) {
              bodies.forEach((body, index) => {
                const item = add(file, key, `${key}.${name}${index === 0 ? '' : `#${index}`}`, name, body);
                once(key === 'variable' ? this.variables : this.outputs, name, item, `${key === 'variable' ? 'var' : 'output'}.${name}`);
              });
            }
            break;
          case 'locals':
            (value as Array<Record<string, unknown>>).forEach((block, index) => {
              for (const [name, local] of Object.entries(block)) {
                once(this.locals, name, add(file, 'local', `locals${index === 0 ? '' : `#${index}`}/${name}`, name, local), `local.${name}`);
              }
            });
            break;
          case 'provider':
            for (const [name, bodies] of Object.entries(value as Record<string, Array<Record<string, unknown>>>)) {
              bodies.forEach((providerBody, index) => {
                const item = add(file, 'provider', `provider.${name}${index === 0 ? '' : `#${index}`}`, name, providerBody);
                const alias = providerBody.alias;
                const key = typeof alias === 'string' ? `${name}.${alias}` : name;
                once(this.providers, key, item, `the configuration of the provider ${key}`);
              });
            }
            break;
          case 'terraform':
            (value as unknown[]).forEach((block, index) => add(file, 'terraform', `terraform${index === 0 ? '' : `#${index}`}`, 'terraform', block));
            break;
          default:
            // Blocks without labels (moved, import, removed) are a list; others (module, check) by name.
            if (Array.isArray(value)) add(file, 'other', key, key, value);
            else {
              for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
                add(file, 'other', `${key}.${name}`, `${key}.${name}`, Array.isArray(inner) && inner.length === 1 ? inner[0] : inner);
              }
            }
        }
      }
      // In the configuration's order: by file, then by line.
      const own = this.items.splice(before).sort((a, b) => a.line - b.line || a.order - b.order);
      this.items.push(...own);
    }
    this.items.forEach((item, index) => ((item as { order: number }).order = index));
  }

  /** Each construct's identifier and construct id. */
  private name(): void {
    for (const item of this.items) {
      if (!['variable', 'local', 'provider', 'data', 'resource', 'output'].includes(item.kind)) continue;
      const typeWord = item.type !== undefined ? pascal(item.type.replace(/^[a-z0-9]+_/, '')) : '';
      const alias = item.kind === 'provider' ? (item.body as { alias?: unknown }).alias : undefined;
      const base = camel(typeof alias === 'string' ? `${item.name}_${alias}` : item.name);
      const suffix = { variable: 'Variable', local: 'Local', provider: 'Provider', output: 'Output', data: `Data${typeWord}`, resource: typeWord }[item.kind as 'variable'];
      item.id = this.unique([base, `${base}${suffix}`]);
    }
    for (const item of this.items) {
      if (!['variable', 'local', 'data', 'resource', 'output', 'provider'].includes(item.kind)) continue;
      const alias = item.kind === 'provider' ? (item.body as { alias?: unknown }).alias : undefined;
      const wanted = typeof alias === 'string' ? `${item.name}_${alias}` : item.name;
      const kindWord = item.kind === 'resource' || item.kind === 'data' ? `${item.kind === 'data' ? 'data.' : ''}${item.type}` : item.kind;
      let constructId = wanted;
      for (let n = 2; this.constructIds.has(constructId); n++) constructId = n === 2 ? `${kindWord}.${wanted}` : `${kindWord}.${wanted}${n}`;
      this.constructIds.add(constructId);
      item.constructId = constructId;
    }
  }

  private unique(candidates: string[]): string {
    for (const candidate of candidates) {
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
    for (let n = 2; ; n++) {
      const candidate = `${candidates[candidates.length - 1]}${n}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }

  /** The items in an order where each comes after what it references (stable: by kind, then the configuration's). */
  private order(): Item[] {
    const deps = new Map<Item, Set<Item>>();
    for (const item of this.items) {
      const found = new Set<Item>();
      for (const target of this.referencesOf(item)) if (target !== item) found.add(target);
      deps.set(item, found);
    }
    const done = new Set<Item>();
    const out: Item[] = [];
    const rank = (i: Item) => RANKS[i.kind] * 1e9 + i.order;
    while (out.length < this.items.length) {
      const ready = this.items.filter((i) => !done.has(i) && [...deps.get(i)!].every((d) => done.has(d)));
      // A cycle (Terraform refuses one too): the rest in their order; a reference to a later item becomes an override.
      const candidates = ready.length > 0 ? ready : this.items.filter((i) => !done.has(i));
      const next = candidates.reduce((a, b) => (rank(b) < rank(a) ? b : a));
      done.add(next);
      out.push(next);
    }
    return out;
  }

  /** The items an item's body references. */
  private referencesOf(item: Item): Item[] {
    const out: Item[] = [];
    const visit = (value: unknown) => {
      if (typeof value === 'string') {
        if (!isTemplateString(value)) return;
        let expr: Expr;
        try {
          expr = parseJsonString(value);
        } catch {
          return;
        }
        for (const [root, first, second] of traversals(expr)) {
          const target = root === 'var' ? this.variables.get(first ?? '')
            : root === 'local' ? this.locals.get(first ?? '')
              : root === 'data' ? this.dataSources.get(`${first}.${second}`)
                : this.resources.get(`${root}.${first}`) ?? this.providers.get(`${root}.${first}`) ?? this.providers.get(root);
          if (target !== undefined) out.push(target);
        }
      } else if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
    };
    visit(item.body);
    // A block uses its provider's configuration: the provider first.
    if (item.kind === 'resource' || item.kind === 'data') {
      const provider = this.providers.get(item.type!.replace(/_.*/, ''));
      if (provider !== undefined) out.push(provider);
    }
    return out;
  }

  // --- one block --------------------------------------------------------------------------------------------------

  private emit(item: Item): string[] {
    switch (item.kind) {
      case 'terraform':
        return this.terraformBlock(item);
      case 'variable':
        return this.variable(item);
      case 'local':
        return this.local(item);
      case 'provider':
        return this.provider(item);
      case 'resource':
      case 'data':
        return this.block(item);
      case 'output':
        return this.output(item);
      case 'other': {
        const [kind, ...rest] = item.name.split('.');
        return this.stackOverride(item, item.name, item.body, `the ${kind} block${rest.length > 0 ? ` ${JSON.stringify(rest.join('.'))}` : 's'} ${rest.length > 0 ? 'has' : 'have'} no class in this package`);
      }
    }
  }

  private terraformBlock(item: Item): string[] {
    const lines: string[] = [];
    for (const [key, value] of inSourceOrder(item.body as Record<string, unknown>, item.file.lines, item.path)) {
      if (key === 'required_providers') {
        const table = Object.assign({}, ...(value as object[])) as Record<string, unknown>;
        for (const [name, requirement] of Object.entries(table)) {
          const target = this.options.types.providerNamed(name);
          const version = typeof requirement === 'object' && requirement !== null ? (requirement as { version?: unknown }).version : requirement;
          if (target !== undefined) {
            if (version !== undefined && version !== target.version) this.note(item, `${item.path}/required_providers`, `required_providers.${name}: the package's classes require ${target.source} ${target.version} exactly (the configuration asks for ${JSON.stringify(version)})`);
            continue;
          }
          lines.push(...this.stackOverride(item, `terraform.required_providers.${name}`, requirement, `the provider ${name} is not one of this package's`, `${item.path}/required_providers`));
        }
      } else if (key === 'backend' || key === 'cloud') {
        const what = key === 'backend' ? `the backend ${Object.keys(value as object).join(', ')}` : 'the cloud block';
        const message = `${what} is not converted: give the stack the framework's backend class (${key === 'backend' ? 'S3Backend, GcsBackend, RemoteBackend...' : 'CloudBackend'}), which the framework writes in place of its local one`;
        this.note(item, `${item.path}/${key}`, message);
        lines.push(`    // convert: ${message}`);
      } else {
        lines.push(...this.stackOverride(item, `terraform.${key}`, value, `terraform.${key} has no counterpart in the framework's stack`, `${item.path}/${key}`));
      }
    }
    return lines;
  }

  private variable(item: Item): string[] {
    const body = item.body as Record<string, unknown>;
    const entries: Entry[] = [];
    const overrides: Override[] = [];
    let validation: unknown;
    for (const [key, value] of inSourceOrder(body, item.file.lines, item.path)) {
      const at = `${item.path}/${key}`;
      if (key === 'type') {
        entries.push({ key: 'type', value: text(quote(typeof value === 'string' ? typeText(value) : JSON.stringify(value))) });
      } else if (key === 'default') {
        if (keepsKeys(value)) entries.push({ key: 'default', value: rawJson(value) });
        else overrides.push({ path: key, value, reason: 'the framework would write the keys of the default in snake case', at });
      } else if (key === 'description' && typeof value === 'string') {
        entries.push({ key: 'description', value: stringLiteral(value) });
      } else if ((key === 'sensitive' || key === 'nullable') && typeof value === 'boolean') {
        entries.push({ key, value: text(String(value)) });
      } else if (key === 'validation' && Array.isArray(value)) {
        validation = value;
      } else {
        overrides.push({ path: key, value, reason: `${key} is not an argument of the framework's TerraformVariable`, at });
      }
    }
    this.imports.add('TerraformVariable');
    const lines = this.construct(item, 'TerraformVariable', object(entries), overrides);
    // A validation's condition names the variable: added once the variable is declared.
    this.emitted.add(item);
    const writer = this.writer(undefined);
    const rules = (validation ?? []) as Array<Record<string, unknown>>;
    const written = rules.map((rule) => {
      const condition = this.tryConvert(() => writer.json(rule.condition, 'a'));
      if (condition === undefined) return this.lastReason;
      if (typeof rule.error_message !== 'string' || Object.keys(rule).some((k) => k !== 'condition' && k !== 'error_message')) return 'an argument of its own';
      return object([{ key: 'condition', value: condition.code }, { key: 'errorMessage', value: this.jsonString(rule.error_message) }]);
    });
    if (rules.length > 0) item.referenced = true;
    const refused = written.find((w): w is string => typeof w === 'string');
    if (refused === undefined) {
      const head = `    ${item.id}.addValidation(`;
      for (const config of written as Code[]) lines.push(`${head}${print(config, 4, undefined, head.length, 2)});`);
    } else if (rules.length > 0) {
      const reason = `a validation the framework cannot write (${refused}); the validations are kept as Terraform wrote them`;
      this.overrideLine(item, `${item.path}/validation[${written.indexOf(refused)}]`, reason);
      const head = `    ${item.id}.addOverride('validation', `;
      lines.push(`    // convert: ${reason}`, `${head}${print(rawJson(rules), 4, undefined, head.length, 2)});`);
    }
    return lines;
  }

  private local(item: Item): string[] {
    const writer = this.writer(undefined);
    this.imports.add('TerraformLocal');
    let value: Code;
    const comments: string[] = [];
    try {
      value = this.attempt(() => writer.json(item.body, 'a'))!.code;
    } catch (e) {
      if (!(e instanceof Unexpressible)) throw e;
      // A local has no arguments to override: its value stays Terraform's text, which the stack writes as it is.
      const reason = `${e.message}; its value is kept as Terraform's text`;
      this.overrideLine(item, item.path, reason);
      comments.push(`    // convert: ${reason}`);
      value = rawJson(item.body);
    }
    return [...comments, ...this.declare(item, 'TerraformLocal', value), ...this.logicalId(item)];
  }

  private output(item: Item): string[] {
    const body = item.body as Record<string, unknown>;
    const writer = this.writer(undefined);
    const entries: Entry[] = [];
    const overrides: Override[] = [];
    const comments: string[] = [];
    for (const [key, value] of inSourceOrder(body, item.file.lines, item.path)) {
      const at = `${item.path}/${key}`;
      if (key === 'value') {
        try {
          entries.push({ key: 'value', value: this.attempt(() => writer.json(value, 'a'))!.code });
        } catch (e) {
          if (!(e instanceof Unexpressible)) throw e;
          const reason = `${e.message}; the value is kept as Terraform's text`;
          this.overrideLine(item, at, reason);
          entries.push({ key: 'value', value: rawJson(value), comments: [`convert: ${reason}`] });
        }
      } else if (key === 'description' && typeof value === 'string') {
        entries.push({ key, value: stringLiteral(value) });
      } else if (key === 'sensitive' && typeof value === 'boolean') {
        entries.push({ key, value: text(String(value)) });
      } else if (key === 'depends_on') {
        const dependsOn = this.dependsOn(value);
        if (dependsOn !== undefined) entries.push({ key: 'dependsOn', value: dependsOn });
        else overrides.push({ path: key, value, reason: 'depends_on names something that is not a converted resource or data source', at });
      } else {
        overrides.push({ path: key, value, reason: `${key} is not an argument of the framework's TerraformOutput`, at });
      }
    }
    if (!entries.some((e) => e.key === 'value')) {
      entries.unshift({ key: 'value', value: text('null'), comments: ['convert: the output has no value in the configuration'] });
      this.note(item, item.path, 'the output has no value in the configuration; written as null');
    }
    this.imports.add('TerraformOutput');
    return [...comments, ...this.construct(item, 'TerraformOutput', object(entries), overrides)];
  }

  private provider(item: Item): string[] {
    const target = this.options.types.providerNamed(item.name);
    if (target === undefined) {
      const alias = (item.body as { alias?: unknown }).alias;
      return this.stackOverride(item, `provider.${item.name}`, [item.body], `the provider ${item.name}${typeof alias === 'string' ? ` (alias ${alias})` : ''} is not one of this package's`);
    }
    const info = this.options.types.provider(target);
    this.providersUsed.add(target.name);
    const body = item.body as Record<string, unknown>;
    const overrides: Override[] = [];
    const entries = this.struct(body, info.config, item, item.path, [], overrides, this.writer(undefined), true);
    return this.construct(item, `${target.name}.provider.${info.className}`, object(entries), overrides);
  }

  private block(item: Item): string[] {
    const data = item.kind === 'data';
    const info = data ? this.options.types.dataSource(item.type!) : this.options.types.resource(item.type!);
    if (info === undefined) {
      const known = this.options.types.providerOfType(item.type!);
      const why = known === undefined ? `${item.type} is not a type of this package's providers` : `${known.source} ${known.version} has no ${data ? 'data source' : 'resource'} ${item.type}`;
      return this.stackOverride(item, `${data ? 'data' : 'resource'}.${item.type}.${item.name}`, item.body, why);
    }
    this.providersUsed.add(info.provider.name);
    const body = { ...(item.body as Record<string, unknown>) };
    const lines: string[] = [];
    const entries: Entry[] = [];
    const overrides: Override[] = [];
    // The meta-arguments first: count and for_each declare what the arguments reference.
    let count: string | undefined;
    let each: { id: string; keyKind: ValueKind } | undefined;
    const metaWriter = this.writer(undefined);
    if ('count' in body) {
      const value = body.count;
      delete body.count;
      const converted = this.tryConvert(() => metaWriter.json(value, 'n'));
      if (converted === undefined) overrides.push({ path: 'count', value, reason: this.lastReason, at: `${item.path}/count` });
      else if (JSON.stringify(item.body).includes('count.index')) {
        count = this.unique([`${item.id}Count`]);
        this.imports.add('TerraformCount');
        const head = `    const ${count} = TerraformCount.of(`;
        lines.push(`${head}${print(converted.code, 4, undefined, head.length, 2)});`);
        entries.push({ key: 'count', value: text(count) });
      } else {
        entries.push({ key: 'count', value: converted.code });
      }
    }
    if ('for_each' in body) {
      const value = body.for_each;
      delete body.for_each;
      const iterator = this.iterator(value, metaWriter);
      if (iterator === undefined) overrides.push({ path: 'for_each', value, reason: this.lastReason, at: `${item.path}/for_each` });
      else {
        each = { id: this.unique([`${item.id}Each`]), keyKind: iterator.keyKind };
        this.imports.add('TerraformIterator');
        const head = `    const ${each.id} = `;
        lines.push(`${head}${print(iterator.code, 4, undefined, head.length, 1)};`);
        entries.push({ key: 'forEach', value: text(each.id) });
      }
    }
    const writer = this.writer({ count, each });
    const meta = this.metaArguments(body, item, overrides, writer);
    entries.push(...this.struct(body, info.config, item, item.path, [], overrides, writer, true, info.schema), ...meta);
    const ns = `${info.provider.name}.${info.namespace}`;
    return [...lines, ...this.construct(item, `${ns}.${info.className}`, object(entries), overrides)];
  }

  /** depends_on, provider, lifecycle and what the framework has no prop for (provisioners: overrides). */
  private metaArguments(
    body: Record<string, unknown>,
    item: Item,
    overrides: Override[],
    writer: ExpressionWriter,
  ): Entry[] {
    const entries: Entry[] = [];
    for (const key of ['depends_on', 'provider', 'lifecycle', 'provisioner', 'connection', 'dynamic']) {
      if (!(key in body)) continue;
      const value = body[key];
      delete body[key];
      const at = `${item.path}/${key}`;
      if (key === 'depends_on') {
        const dependsOn = this.dependsOn(value);
        if (dependsOn !== undefined) entries.push({ key: 'dependsOn', value: dependsOn });
        else overrides.push({ path: key, value, reason: 'depends_on names something that is not a converted resource or data source', at });
      } else if (key === 'provider') {
        const name = typeof value === 'string' ? /^\$\{([^}]+)\}$/.exec(value)?.[1] : undefined;
        const provider = name !== undefined ? this.providers.get(name) : undefined;
        const ours = provider !== undefined && this.options.types.providerNamed(provider.name) !== undefined;
        const id = ours ? this.refer(provider) : undefined;
        if (id !== undefined) entries.push({ key: 'provider', value: text(id) });
        else overrides.push({ path: key, value, reason: 'the provider is not a converted provider configuration', at });
      } else if (key === 'lifecycle') {
        const lifecycle = this.attempt(() => this.lifecycle(value, writer));
        if (lifecycle !== undefined) entries.push({ key: 'lifecycle', value: lifecycle });
        else overrides.push({ path: key, value, reason: this.lastReason, at });
      } else if (key === 'dynamic') {
        for (const [name, blocks] of Object.entries(value as Record<string, unknown>)) {
          overrides.push({ path: `dynamic.${name}`, value: blocks, reason: `the dynamic block ${name} is kept as Terraform wrote it`, at: `${item.path}/dynamic.${name}[0]` });
        }
      } else {
        overrides.push({ path: key, value, reason: `${key === 'provisioner' ? 'provisioners' : 'the connection block'} are kept as Terraform wrote them`, at });
      }
    }
    return entries;
  }

  private dependsOn(value: unknown): Code | undefined {
    return this.attempt(() => this.dependsOnList(value));
  }

  private dependsOnList(value: unknown): Code | undefined {
    if (!Array.isArray(value)) return undefined;
    const ids: Code[] = [];
    for (const entry of value) {
      const address = typeof entry === 'string' ? /^\$\{([^}]+)\}$/.exec(entry)?.[1] : undefined;
      const parts = address?.split('.') ?? [];
      const target = parts[0] === 'data' && parts.length === 3 ? this.dataSources.get(`${parts[1]}.${parts[2]}`)
        : parts.length === 2 ? this.resources.get(`${parts[0]}.${parts[1]}`) : undefined;
      const id = target !== undefined && this.hasClass(target) ? this.refer(target) : undefined;
      if (id === undefined) return undefined;
      ids.push(text(id));
    }
    return array(ids);
  }

  private lifecycle(value: unknown, writer: ExpressionWriter): Code | undefined {
    const blocks = Array.isArray(value) ? value : [value];
    if (blocks.length !== 1 || typeof blocks[0] !== 'object' || blocks[0] === null) {
      this.lastReason = 'a lifecycle block the framework cannot write';
      return undefined;
    }
    const entries: Entry[] = [];
    const address = (entry: unknown) => (typeof entry === 'string' ? /^\$\{(.+)\}$/s.exec(entry)?.[1] ?? entry : undefined);
    for (const [key, inner] of Object.entries(blocks[0] as Record<string, unknown>)) {
      if ((key === 'create_before_destroy' || key === 'prevent_destroy') && typeof inner === 'boolean') {
        entries.push({ key: key === 'create_before_destroy' ? 'createBeforeDestroy' : 'preventDestroy', value: text(String(inner)) });
      } else if (key === 'ignore_changes') {
        const all = address(inner) === 'all';
        const names = Array.isArray(inner) ? inner.map(address) : [];
        if (!all && (!Array.isArray(inner) || names.some((n) => n === undefined))) return this.fail('lifecycle.ignore_changes is not a list of arguments');
        entries.push({ key: 'ignoreChanges', value: all ? text(quote('all')) : array(names.map((n) => text(quote(n!)))) });
      } else if (key === 'replace_triggered_by' && Array.isArray(inner)) {
        const targets = inner.map((entry): Code => {
          const ref = address(entry) ?? '';
          const parts = ref.split('.');
          const whole = parts.length === 2 ? this.resources.get(ref) : undefined;
          const id = whole !== undefined && this.hasClass(whole) ? this.refer(whole) : undefined;
          return text(id ?? quote(ref));
        });
        entries.push({ key: 'replaceTriggeredBy', value: array(targets) });
      } else if ((key === 'precondition' || key === 'postcondition') && Array.isArray(inner)) {
        const conditions: Code[] = [];
        for (const c of inner as Array<Record<string, unknown>>) {
          const condition = this.tryConvert(() => writer.json(c.condition, 'a'));
          if (condition === undefined || typeof c.error_message !== 'string') return this.fail(`lifecycle.${key}: ${this.lastReason || 'its error_message is not a string'}`);
          conditions.push(object([{ key: 'condition', value: condition.code }, { key: 'errorMessage', value: this.jsonString(c.error_message) }]));
        }
        entries.push({ key, value: array(conditions) });
      } else {
        return this.fail(`lifecycle.${key} is not one the framework writes`);
      }
    }
    return object(entries);
  }

  /** for_each as an iterator: `fromList` for `toset(...)` (the framework writes `toset` itself), else `fromMap`. */
  private iterator(value: unknown, writer: ExpressionWriter): { code: Code; keyKind: ValueKind } | undefined {
    const mark = this.pending.length;
    try {
      let expr: Expr | undefined;
      if (typeof value === 'string' && isTemplateString(value)) expr = parseJsonString(value);
      if (expr?.kind === 'call' && expr.name === 'toset' && expr.args.length === 1 && !expr.expandFinal) {
        const list = writer.expression(expr.args[0], 'a');
        const typed = list.kind === 'S' || list.kind === 'N' || list.kind === 'A' || list.kind === 'a' ? list : writer.coerce(list, 'S');
        return { code: call('TerraformIterator.fromList', typed.code), keyKind: 'a' };
      }
      const map = writer.json(value, 'a');
      let code = map.code;
      if (map.kind !== 'a') {
        this.imports.add('Token');
        code = call('Token.asAnyMap', map.code);
      }
      return { code: call('TerraformIterator.fromMap', code), keyKind: 's' };
    } catch (e) {
      if (!(e instanceof Unexpressible) && !(e instanceof ExpressionSyntaxError)) throw e;
      this.pending.length = mark;
      this.lastReason = `for_each: ${e.message}`;
      return undefined;
    }
  }

  // --- arguments -------------------------------------------------------------------------------------------------

  /**
   * The props of a struct from a block's body: each argument the class types in its prop, the others collected as
   * overrides (`overrides`, with their path from the construct: `tf` holds the path so far).
   */
  private struct(
    body: Record<string, unknown>,
    info: StructInfo,
    item: Item,
    linePath: string,
    tf: readonly (string | number)[],
    overrides: Override[],
    writer: ExpressionWriter,
    top: boolean,
    schema?: TypeInfo['schema'],
  ): Entry[] {
    const entries: Entry[] = [];
    for (const [key, value] of inSourceOrder(body, item.file.lines, linePath)) {
      const arg = info.args.get(key);
      const path = [...tf, key];
      const at = `${linePath}/${key}`;
      if (value === null) continue; // null is an argument left out
      if (top && key === 'alias' && item.kind === 'provider' && typeof value === 'string') {
        entries.push({ key: 'alias', value: stringLiteral(value) });
        continue;
      }
      if (arg === undefined || !arg.assignable || arg.slot === undefined) {
        const inSchema = schema !== undefined && top
          && (schema.attributes?.[key] !== undefined || schema.block_types?.[key] !== undefined);
        const why = arg !== undefined && !arg.assignable ? `${key} is computed: the provider sets it, a configuration cannot`
          : arg !== undefined ? `${key} has a type the class does not write`
            : inSchema ? `${key} is not typed by the package's class (too large to generate)`
              : `${key} is not an argument of ${item.kind === 'data' ? 'data.' : ''}${item.type ?? `the ${item.name} provider`} in ${this.providerText(item)}`;
        overrides.push({ path: path.join('.'), value, reason: why, at });
        continue;
      }
      try {
        const written = this.attempt(() => this.slotValue(value, arg, item, at, path, overrides, writer))!;
        entries.push({ key: arg.name, value: written });
      } catch (e) {
        if (e instanceof DoesNotFit) throw new HclRefusal(item.file.name, lineAt(item, at), `${describe(item)}: ${key}: ${e.message}; the provider refuses the configuration`);
        if (!(e instanceof Unexpressible) && !(e instanceof ExpressionSyntaxError)) throw e;
        if (!arg.optional) {
          // A required argument cannot be left to an override: its value stays Terraform's text, in place.
          const raw = rawInPlace(value, arg, arg.slot === 'struct' ? this.structType(item, arg) : undefined);
          if (raw === undefined) throw new HclRefusal(item.file.name, lineAt(item, at), `${describe(item)}: ${key} is required, and ${e.message}, which its class cannot hold`);
          if (raw.uses !== undefined) this.imports.add(raw.uses);
          const reason = `${key}: ${e.message}; kept as Terraform's text`;
          this.overrideLine(item, at, reason);
          entries.push({ key: arg.name, value: raw.code, comments: [`convert: ${reason}`] });
          continue;
        }
        if (path.some((p) => typeof p === 'string' && p.includes('.'))) throw e;
        overrides.push({ path: path.join('.'), value, reason: `${key}: ${e.message}`, at });
      }
    }
    for (const arg of info.args.values()) {
      const given = body[arg.terraformName];
      if (arg.assignable && !arg.optional && (given === undefined || given === null)) {
        throw new HclRefusal(item.file.name, lineOf(item.file.lines, linePath) ?? item.line, `${describe(item)}: the argument ${arg.terraformName}${tf.length > 0 ? ` of ${tf.join('.')}` : ''}, which ${this.providerText(item)} requires, is missing`);
      }
    }
    return entries;
  }

  /** A value in a prop of `arg`'s type. */
  private slotValue(
    value: unknown,
    arg: ArgInfo,
    item: Item,
    at: string,
    path: readonly (string | number)[],
    overrides: Override[],
    writer: ExpressionWriter,
  ): Code {
    const expression = typeof value === 'string' && isTemplateString(value);
    const doesNotFit = () => new DoesNotFit(`${JSON.stringify(value).slice(0, 60)} is not ${SLOT_WORDS[arg.slot!]}`);
    const scalar = (kind: ValueKind): Code => writer.json(value, kind).code;
    switch (arg.slot!) {
      case 'string':
        if (typeof value === 'number' || typeof value === 'boolean') return stringLiteral(String(value));
        if (typeof value !== 'string') throw doesNotFit();
        return scalar('s');
      case 'number':
        if (typeof value === 'string' && !expression) {
          if (value.trim() === '' || !Number.isFinite(Number(value)) || String(Number(value)) !== value.trim()) throw doesNotFit();
          return text(String(Number(value)));
        }
        if (typeof value !== 'number' && typeof value !== 'string') throw doesNotFit();
        return scalar('n');
      case 'boolean':
        if (value === 'true' || value === 'false') return text(value);
        if (typeof value !== 'boolean' && !expression) throw doesNotFit();
        return scalar('b');
      case 'strings':
      case 'numbers': {
        const element: ArgInfo = { ...arg, slot: arg.slot === 'strings' ? 'string' : 'number' };
        if (Array.isArray(value)) {
          return array(value.map((v, i) => this.slotValue(v, element, item, at, [...path, i], overrides, writer)));
        }
        if (!expression) throw doesNotFit();
        return scalar(arg.slot === 'strings' ? 'S' : 'N');
      }
      case 'stringMap': {
        if (expression) return scalar('M');
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw doesNotFit();
        const element: ArgInfo = { ...arg, slot: 'string' };
        return object(Object.entries(value).map(([k, v]) => {
          if (isTemplateString(k)) throw new Unexpressible(`the map key ${JSON.stringify(k)} is an expression`);
          return { key: k, value: this.slotValue(v, element, item, at, [...path, k], overrides, writer) };
        }));
      }
      case 'mapList': {
        if (expression) return scalar('r');
        if (!Array.isArray(value)) throw doesNotFit();
        const element: ArgInfo = { ...arg, slot: 'stringMap' };
        return array(value.map((v, i) => this.slotValue(v, element, item, at, [...path, i], overrides, writer)));
      }
      case 'struct': {
        if (expression) {
          // The class types one object without a token: a value typed any (`Fn.conditional(...)`) fits, no other.
          const converted = writer.json(value, 'a');
          if (converted.kind === 'a') return converted.code;
          throw new Unexpressible('an expression the class cannot hold in place of its object');
        }
        // A block is a list in the JSON form; a nested attribute an object.
        if (Array.isArray(value) && value.length > 1) throw new DoesNotFit(`${value.length} blocks, where one is allowed`);
        const one = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
        if (typeof one !== 'object' || one === null || Array.isArray(one)) throw doesNotFit();
        return this.structValue(one as Record<string, unknown>, arg, item, `${at}${Array.isArray(value) ? '[0]' : ''}`, path, overrides, writer);
      }
      case 'structList': {
        if (expression) return scalar('r');
        const list = Array.isArray(value) ? value : undefined;
        if (list === undefined || list.some((v) => typeof v !== 'object' || v === null || Array.isArray(v))) throw doesNotFit();
        return array(list.map((v, i) => this.structValue(v as Record<string, unknown>, arg, item, `${at}[${i}]`, [...path, i], overrides, writer)));
      }
      case 'structMap': {
        if (expression) return scalar('r');
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw doesNotFit();
        return object(Object.entries(value).map(([k, v]) => {
          if (isTemplateString(k)) throw new Unexpressible(`the map key ${JSON.stringify(k)} is an expression`);
          if (typeof v !== 'object' || v === null || Array.isArray(v)) throw doesNotFit();
          const struct = this.structValue(v as Record<string, unknown>, arg, item, at, [...path, k], overrides, writer);
          return { key: k, value: struct };
        }));
      }
    }
  }

  /** The exported type of a struct of the item's class (`cpln.gvc.GvcLoadBalancer`). */
  private structType(item: Item, arg: ArgInfo): string {
    const { types } = this.options;
    const info = item.kind === 'data' ? types.dataSource(item.type!) : item.kind === 'resource' ? types.resource(item.type!) : undefined;
    return info !== undefined ? `${info.provider.name}.${info.namespace}.${arg.structName}` : `${item.name}.provider.${arg.structName}`;
  }

  /** A struct's object. */
  private structValue(
    value: Record<string, unknown>,
    arg: ArgInfo,
    item: Item,
    at: string,
    path: readonly (string | number)[],
    overrides: Override[],
    writer: ExpressionWriter,
  ): Code {
    return object(this.struct(value, arg.struct!, item, at, path, overrides, writer, false));
  }

  // --- writing -----------------------------------------------------------------------------------------------------

  /** `const x = new Class(this, 'x', {...});` with its overrides after it. */
  private construct(item: Item, className: string, value: Code, overrides: Override[]): string[] {
    const after: string[] = [];
    for (const override of overrides) {
      this.overrideLine(item, override.at, override.reason);
      after.push(`    // convert: ${override.reason}`);
      const head = `    ${item.id}.addOverride(${quote(override.path)}, `;
      after.push(`${head}${print(rawJson(override.value), 4, undefined, head.length, 2)});`);
    }
    if (overrides.length > 0) item.referenced = true;
    return [...this.declare(item, className, value), ...this.logicalId(item), ...after];
  }

  /**
   * `new Class(this, 'id', value);`, written when the file is: with `const <id> = ` when something refers to the
   * construct, which is known once every block is converted.
   */
  private declare(item: Item, className: string, value: Code): string[] {
    this.declarations.set(item.order, call(`new ${className}`, text('this'), text(quote(item.constructId)), value));
    return [`${DECLARE}${item.order}${DECLARE}`];
  }

  private readonly declarations = new Map<number, Code>();

  /** `x.overrideLogicalId('name')` where the construct's id is not Terraform's name. */
  private logicalId(item: Item): string[] {
    const alias = item.kind === 'provider' ? (item.body as { alias?: unknown }).alias : undefined;
    const wanted = typeof alias === 'string' ? `${item.name}_${alias}` : item.name;
    if (item.constructId === wanted || item.kind === 'provider') return [];
    item.referenced = true;
    return [`    ${item.id}.overrideLogicalId(${quote(item.name)});`];
  }

  private stackOverride(item: Item, path: string, value: unknown, why: string, linePath = item.path): string[] {
    const reason = `${why}; kept as Terraform wrote it`;
    this.overrideLine(item, linePath, reason);
    const head = `    this.addOverride(${quote(path)}, `;
    return [`    // convert: ${reason}`, `${head}${print(rawJson(value), 4, undefined, head.length, 2)});`];
  }

  private file(body: string[]): string {
    // A construct nothing refers to is not given a const.
    const byOrder = new Map(this.items.map((i) => [i.order, i]));
    const statements = body.map((block) => block.replace(new RegExp(`${DECLARE}(\\d+)${DECLARE}`, 'g'), (_, order: string) => {
      const item = byOrder.get(Number(order))!;
      const head = item.referenced ? `    const ${item.id} = ` : '    ';
      return `${head}${print(this.declarations.get(item.order)!, 4, undefined, head.length)};`;
    }));
    // What the statements use of what conversions asked for (a conversion that failed asked too).
    const text_ = statements.join('\n');
    const framework = [...this.imports, 'TerraformStack'].filter((name) => name === 'TerraformStack' || new RegExp(`\\b${name}\\b`).test(text_)).sort(byName);
    const providers = [...this.providersUsed].sort();
    const importLine = `import { ${framework.join(', ')} } from '${this.options.framework}';`;
    const lines = [
      `// Converted from ${this.options.source} by \`npx ${this.options.packageName} convert\`.`,
      importLine.length <= 120 ? importLine : `import {\n${framework.map((name) => `  ${name},`).join('\n')}\n} from '${this.options.framework}';`,
      ...(providers.length > 0 ? [`import { ${providers.join(', ')} } from '${this.options.packageName}';`] : []),
      "import { Construct } from 'constructs';",
      '',
      `export class ${this.options.className} extends TerraformStack {`,
      '  public constructor(scope: Construct, id: string) {',
      '    super(scope, id);',
      ...statements.flatMap((s) => ['', s]),
      '  }',
      '}',
      '',
    ];
    return lines.join('\n');
  }

  // --- helpers -----------------------------------------------------------------------------------------------------

  private writer(scope: { count?: string; each?: { id: string; keyKind: ValueKind } } | undefined): ExpressionWriter {
     
    const self = this;
    const env: Environment = {
      variable: (name) => self.refer(self.variables.get(name)),
      local: (name) => self.refer(self.locals.get(name)),
      construct: (data, type, name): ConstructRef | undefined => {
        const item = (data ? self.dataSources : self.resources).get(`${type}.${name}`);
        if (item === undefined || !self.hasClass(item) || self.refer(item) === undefined) return undefined;
        const info = (data ? self.options.types.dataSource(type) : self.options.types.resource(type))!;
        return {
          id: item.id,
          getter: (attribute) => {
            const arg = info.config.args.get(attribute);
            return arg?.getter !== undefined ? { name: arg.name, kind: arg.getter } : undefined;
          },
        };
      },
      count: scope?.count,
      each: scope?.each,
      use: (name) => self.imports.add(name),
    };
    return new ExpressionWriter(env);
  }

  /**
   * The identifier of a declared item, noting the reference (kept when the value that holds it is written, dropped when
   * it is not: `pending`); undefined when it is not declared yet (a cycle, or the block itself).
   */
  private refer(item: Item | undefined): string | undefined {
    if (item === undefined || !this.declared(item)) return undefined;
    this.pending.push(item);
    return item.id;
  }

  /** References noted while a value is converted, made the item's when its statement is written. */
  private readonly pending: Item[] = [];

  /** Runs a conversion, dropping the references it noted when it fails (throws, or returns undefined). */
  private attempt<T>(convert: () => T | undefined): T | undefined {
    const mark = this.pending.length;
    try {
      const result = convert();
      if (result === undefined) this.pending.length = mark;
      return result;
    } catch (e) {
      this.pending.length = mark;
      throw e;
    }
  }

  private declared(item: Item): boolean {
    return item.id !== '' && this.emitted.has(item);
  }

  private readonly emitted = new Set<Item>();

  /** Whether the package has the class of a resource or data source item. */
  private hasClass(item: Item): boolean {
    return (item.kind === 'data' ? this.options.types.dataSource(item.type!) : this.options.types.resource(item.type!)) !== undefined;
  }

  private lastReason = '';

  private tryConvert(convert: () => Converted): Converted | undefined {
    try {
      return this.attempt(convert);
    } catch (e) {
      if (!(e instanceof Unexpressible) && !(e instanceof ExpressionSyntaxError)) throw e;
      this.lastReason = e.message;
      return undefined;
    }
  }

  private fail(reason: string): undefined {
    this.lastReason = reason;
    return undefined;
  }

  /** A string of the JSON form that the framework writes as it is (an error message). */
  private jsonString(value: string): Code {
    return stringLiteral(value);
  }

  private providerText(item: Item): string {
    const { types } = this.options;
    const target = item.type !== undefined ? types.providerOfType(item.type) : types.providerNamed(item.name);
    return target !== undefined ? `${target.source} ${target.version}` : 'this package';
  }

  private overrideLine(item: Item, path: string, message: string): void {
    this.report.push({ file: item.file.name, line: lineAt(item, path), message: `${describe(item)}: ${message}`, kind: 'override' });
  }

  private note(item: Item, path: string, message: string): void {
    this.report.push({ file: item.file.name, line: lineAt(item, path), message: `${describe(item)}: ${message}`, kind: 'note' });
  }
}

/** The line of an argument or a block (its first, `[0]`), else of what holds it. */
function lineAt(item: Item, path: string): number {
  return item.file.lines.get(path) ?? item.file.lines.get(`${path}[0]`) ?? lineOf(item.file.lines, path) ?? item.line;
}

/** Marks where a declaration's `const x = ` goes, once the file knows whether anything refers to it. */
const DECLARE = '\u0000';

/** A configuration Terraform itself refuses (a required argument missing, a value not of its type): not converted. */
export class HclRefusal extends Error {
  public constructor(public readonly file: string, public readonly line: number, message: string) {
    super(message);
  }
}

/** A prop's type in words, for the messages. */
const SLOT_WORDS: Record<NonNullable<ArgInfo['slot']>, string> = {
  string: 'a string', number: 'a number', boolean: 'a bool', strings: 'a list of strings', numbers: 'a list of numbers',
  stringMap: 'a map of strings', struct: 'one object', structList: 'a list of objects', structMap: 'a map of objects',
  mapList: 'a list of maps',
};

/** A value that is not of its argument's type. */
class DoesNotFit extends Error {}

/** A required argument's value kept as Terraform's text, typed for its prop (`Token.asNumber('${...}')`). */
function rawInPlace(
  value: unknown,
  arg: ArgInfo,
  structType: string | undefined,
): { code: Code; uses?: string } | undefined {
  if (typeof value !== 'string') {
    const strings = (v: unknown) => typeof v === 'string';
    if (arg.slot === 'strings' && Array.isArray(value) && value.every(strings)) return { code: rawJson(value) };
    if (arg.slot === 'stringMap' && typeof value === 'object' && value !== null && Object.values(value).every(strings)) return { code: rawJson(value) };
    return undefined;
  }
  const raw = stringLiteral(value);
  const wrap = (method: string) => ({ code: call(`Token.${method}`, raw), uses: 'Token' });
  switch (arg.slot) {
    case 'string':
      return { code: raw };
    case 'number':
      return wrap('asNumber');
    case 'strings':
      return wrap('asList');
    case 'numbers':
      return wrap('asNumberList');
    case 'stringMap':
      return wrap('asStringMap');
    case 'boolean':
    case 'structList':
    case 'structMap':
    case 'mapList':
      return wrap('asAny');
    case 'struct':
      // The class types one object and no token: the text, cast (the class writes a token as it is).
      return { code: text(`${print(call('Token.asAny', raw), 4)} as unknown as ${structType}`), uses: 'Token' };
    default:
      return undefined;
  }
}

interface Override {
  /** The path `addOverride` takes, from the construct. */
  readonly path: string;
  readonly value: unknown;
  readonly reason: string;
  /** The path of the line it is reported at. */
  readonly at: string;
}

function describe(item: Item): string {
  switch (item.kind) {
    case 'resource':
      return `${item.type}.${item.name}`;
    case 'data':
      return `data.${item.type}.${item.name}`;
    case 'variable':
      return `var.${item.name}`;
    case 'local':
      return `local.${item.name}`;
    case 'output':
      return `output.${item.name}`;
    case 'provider':
      return `provider ${item.name}`;
    default:
      return item.name;
  }
}

/** The roots of the traversals of an expression: `[root, first, second]` names (`['data', 'cpln_gvc', 'main']`). */
function traversals(expr: Expr): Array<[string, string | undefined, string | undefined]> {
  const out: Array<[string, string | undefined, string | undefined]> = [];
  const names: string[] = [];
  const visit = (e: Expr): void => {
    switch (e.kind) {
      case 'variable':
        out.push([e.name, names[0], names[1]]);
        return;
      case 'attribute':
        names.unshift(e.name);
        visit(e.target);
        names.shift();
        return;
      case 'index': {
        const saved = names.splice(0);
        visit(e.key);
        names.push(...saved);
        visit(e.target);
        return;
      }
      case 'splat': {
        const saved = names.splice(0);
        for (const step of e.steps) if (step.kind === 'index') visit(step.key);
        visit(e.source);
        names.push(...saved);
        return;
      }
      default: {
        const saved = names.splice(0);
        for (const child of children(e)) visit(child);
        names.push(...saved);
      }
    }
  };
  visit(expr);
  return out;
}

function children(e: Expr): Expr[] {
  switch (e.kind) {
    case 'template':
      return e.parts.flatMap((p) => (p.kind === 'interpolation' ? [p.expr] : []));
    case 'tuple':
      return [...e.items];
    case 'object':
      return e.items.flatMap((i) => [i.key, i.value]);
    case 'call':
      return [...e.args];
    case 'unary':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
    case 'conditional':
      return [e.condition, e.whenTrue, e.whenFalse];
    case 'for':
      return [e.collection, ...(e.key ? [e.key] : []), e.value, ...(e.condition ? [e.condition] : [])];
    default:
      return [];
  }
}

/** A variable's type as the framework writes it: Terraform's type expression (`list(string)`). */
function typeText(value: string): string {
  const match = /^\$\{([\s\S]*)\}$/.exec(value);
  if (!match) return value;
  try {
    return canonicalType(parseJsonString(value));
  } catch {
    return match[1];
  }
}

/** A type expression as Terraform writes it. */
function canonicalType(expr: Expr): string {
  switch (expr.kind) {
    case 'variable':
      return expr.name;
    case 'call':
      return `${expr.name}(${expr.args.map(canonicalType).join(', ')})`;
    case 'object':
      return `{${expr.items.map((i) => `${i.key.kind === 'literal' ? String(i.key.value) : canonical(i.key)} = ${canonicalType(i.value)}`).join(', ')}}`;
    case 'tuple':
      return `[${expr.items.map(canonicalType).join(', ')}]`;
    case 'literal':
      return JSON.stringify(expr.value);
    default:
      return canonical(expr);
  }
}

/** A body's arguments in the order the file has them (Terraform's JSON form sorts them by name). */
function inSourceOrder(
  body: Record<string, unknown>,
  lines: ReadonlyMap<string, number>,
  path: string,
): Array<[string, unknown]> {
  const line = (key: string) => lines.get(`${path}/${key}`) ?? lines.get(`${path}/${key}[0]`) ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(body).sort(([a], [b]) => line(a) - line(b));
}

/**
 * Whether the framework writes a variable's value with its object keys as they are: it writes a variable's attributes
 * in snake case, keys nested in its default too (`Name-A` as `name_a`), but for what is under a key `tags` or
 * `environment`.
 */
function keepsKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(keepsKeys);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(([key, inner]) => key === 'tags' || key === 'environment' || (snakeCase(key) === key && keepsKeys(inner)));
}

/** A key as the framework's snake case writes it: words split at a capital, runs of other characters one `_`. */
function snakeCase(key: string): string {
  return key
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[^A-Za-z0-9]+$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+|_+/g, '_')
    .toLowerCase();
}

/** A value of the JSON form as a TypeScript literal, as it is (an override's value). */
function rawJson(value: unknown): Code {
  if (value === null || value === undefined) return text('null');
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return text(String(value));
  if (Array.isArray(value)) return array(value.map(rawJson));
  return object(Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ key, value: rawJson(v) })));
}

/** `load_balancer` as `loadBalancer`; `web-1` as `web1`; a leading digit gets an underscore. */
function camel(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const joined = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  const id = joined === '' ? 'item' : joined;
  return /^[0-9]/.test(id) ? `_${id}` : id;
}

function pascal(name: string): string {
  const c = camel(name);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/** Names in an import, case-insensitively (by code unit, whatever the locale). */
function byName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

