import { escapeForJson } from './convert-expression';
import type { ReportLine } from './convert-hcl';
import { ArgInfo, PackageTypes, StructInfo } from './convert-types';
import { jsonLines } from './json-lines';
import { array, call, Code, Entry, object, print, quote, stringLiteral, text } from './ts-code';

/**
 * A property's rule tree (`rules.json`: Property Manager's `{ "rules": { "name": "default", "behaviors": [...],
 * "criteria": [...], "children": [...] } }`) as a value of the package's typed rules builder: an `akamai.PropertyRule`
 * whose behaviors and criteria are the factories of `akamai.Behavior` and `akamai.Criterion` where one writes exactly
 * that behavior (`Behavior.cacheFor('7d')`: the options `behavior: "MAX_AGE"`, `ttl`, `mustRevalidate: false`, and no
 * other), and `Behavior.fromRulesBuilder({...})` / `Criterion.fromRulesBuilder({...})` otherwise, typed by the rule
 * format the package types (the rules builder's newest, `rules_v2025_10_16`). Options are matched to the builder's
 * arguments by name (`segmentDurationDASH` is `segment_duration_dash`); what the format or `PropertyRule` does not
 * have is reported with its line and left out.
 */

export interface RulesOptions {
  readonly types: PackageTypes;
  /** The file's name, as the report shows it. */
  readonly file: string;
  readonly packageName: string;
  /** The exported constant's name. */
  readonly name: string;
}

export interface RulesConversion {
  readonly code: string;
  readonly report: readonly ReportLine[];
  /** The JSON pointers of what was left out (the report's lines), for the round trips to leave out too. */
  readonly omitted: readonly string[];
}

/** The rule format the package's typed builder writes, and its block in `data.akamai_property_rules_builder`. */
const FORMAT = 'rules_v2025_10_16';

/** What PropertyRule has, by the rule tree's field: its prop. */
const RULE_FIELDS: Record<string, string> = { name: 'name', comments: 'comments', criteriaMustSatisfy: 'criteriaMustSatisfy', criteria: 'criteria', behaviors: 'behaviors', children: 'children' };

/** An error of the rule tree's file itself: printed as the command's error. */
export class RuleTreeError extends Error {}

export function convertRuleTree(textOfFile: string, options: RulesOptions): RulesConversion {
  let json: unknown;
  try {
    json = JSON.parse(textOfFile);
  } catch (e) {
    throw new RuleTreeError(`${options.file}: not JSON (${(e as Error).message})`);
  }
  const lines = jsonLines(textOfFile);
  const top = json as Record<string, unknown>;
  const [rule, pointer] = isObject(top) && isObject(top.rules) ? [top.rules, '/rules'] : [top, ''];
  if (!isObject(rule) || typeof rule.name !== 'string') {
    throw new RuleTreeError(`${options.file}: not a rule tree; expected { "rules": { "name": "default", "behaviors": [...], "children": [...] } }`);
  }
  const builder = options.types.dataSource('akamai_property_rules_builder');
  const format = builder?.config.args.get(FORMAT)?.struct;
  if (format === undefined) throw new RuleTreeError(`the package's rules builder has no ${FORMAT}`);
  const converter = new RuleConverter(format, lines, options);
  const tree = converter.rule(rule, pointer, true);
  const declared = typeof top.ruleFormat === 'string' ? top.ruleFormat : typeof top._ruleFormat_ === 'string' ? top._ruleFormat_ : undefined;
  if (declared !== undefined && declared.replace(/-/g, '_').replace(/^v/, 'rules_v') !== FORMAT) {
    converter.note(typeof top.ruleFormat === 'string' ? '/ruleFormat' : '/_ruleFormat_', `the tree's rule format is ${declared}; the typed rules builder writes ${FORMAT.replace(/^rules_/, '').replace(/_/g, '-')}, whose behaviors and options it was converted to`);
  }
  const header = [
    `// Converted from ${options.file} by \`npx ${options.packageName} convert\`.`,
    `import { akamai } from '${options.packageName}';`,
    '',
    ...converter.summary(rule).map((l) => `// ${l}`),
    `export const ${options.name}: akamai.PropertyRule = ${print(tree, 0)};`,
    '',
  ];
  const report = [...converter.report].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { code: header.join('\n'), report, omitted: converter.omitted };
}

class RuleConverter {
  public readonly report: ReportLine[] = [];
  public readonly omitted: string[] = [];
  private readonly behaviors: StructInfo;
  private readonly criteria: StructInfo;

  public constructor(
    format: StructInfo,
    private readonly lines: ReadonlyMap<string, number>,
    private readonly options: RulesOptions,
  ) {
    this.behaviors = format.args.get('behavior')!.struct!;
    this.criteria = format.args.get('criterion')!.struct!;
  }

  /** The comment above the constant: how PropertyDelivery takes the tree. */
  public summary(rule: Record<string, unknown>): string[] {
    const list = Array.isArray(rule.behaviors) ? (rule.behaviors as Array<Record<string, unknown>>) : [];
    const out = [
      'The rule tree, as the typed rules builder writes it. akamai.PropertyDelivery writes a default rule of its own: its',
      'behaviors are the `origin` and `cpCode` props, then `defaultBehaviors`; its child rules are `rules`.',
    ];
    const [origin, cpCode] = list;
    if (origin?.name !== 'origin' || cpCode?.name !== 'cpCode') return out;
    const hostname = customerOriginHostname(origin);
    const id = isObject(cpCode.options) && isObject(cpCode.options.value) ? cpCode.options.value.id : undefined;
    const exactCpCode = Object.keys(cpCode).sort().join() === 'name,options' && isObject(cpCode.options)
      && Object.keys(cpCode.options).join() === 'value' && isObject(cpCode.options.value)
      && Object.keys(cpCode.options.value).join() === 'id' && typeof id === 'number' && Number.isInteger(id);
    if (hostname !== undefined && exactCpCode) {
      out.push(
        'Its first two behaviors are exactly what PropertyDelivery writes with',
        `\`origin: akamai.Origin.customer({ hostname: ${quote(hostname)} })\` and \`cpCode: akamai.CpCodeRef.fromId('cpc_${id}')\`:`,
        'give it those, `defaultBehaviors: ruleTree.behaviors!.slice(2)` and `rules: ruleTree.children`.',
      );
    } else {
      out.push(
        'This default rule starts with an origin and a CP code behavior, as PropertyDelivery\'s does, but not those its',
        '`Origin.customer` and `CpCodeRef.fromId` write: compare them with the origin and CP code you give it.',
      );
    }
    return out;
  }

  public rule(rule: Record<string, unknown>, pointer: string, top: boolean): Code {
    if (!top && (typeof rule.name !== 'string' || rule.name.trim() === '')) {
      const line = this.lines.get(pointer);
      throw new RuleTreeError(`${this.options.file}${line !== undefined ? `:${line}` : ''}: the rule at ${pointer} has no name, which akamai.PropertyRule needs`);
    }
    const entries: Entry[] = [];
    const order = Object.keys(RULE_FIELDS);
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    for (const [key, value] of Object.entries(rule).sort(([a], [b]) => rank(a) - rank(b))) {
      const at = `${pointer}/${key}`;
      const prop = RULE_FIELDS[key];
      // An empty options object says nothing.
      if (prop === undefined && isObject(value) && Object.keys(value).length === 0) continue;
      if (prop === undefined) {
        this.left(at, `rule ${JSON.stringify(rule.name)}: ${key} is not a field of akamai.PropertyRule${top && key === 'options' ? ' (PropertyDelivery sets is_secure from its edge hostname choice)' : ''}; left out`);
        continue;
      }
      if (key === 'name' || key === 'comments') {
        if (typeof value !== 'string') this.left(at, `rule ${JSON.stringify(rule.name)}: ${key} is not a string; left out`);
        else entries.push({ key: prop, value: stringLiteral(escapeForJson(value)) });
      } else if (key === 'criteriaMustSatisfy') {
        if (value === 'all' || value === 'any') entries.push({ key: prop, value: text(`akamai.CriteriaMatch.${value.toUpperCase()}`) });
        else this.left(at, `rule ${JSON.stringify(rule.name)}: criteriaMustSatisfy ${JSON.stringify(value)} is not all or any; left out`);
      } else if (Array.isArray(value)) {
        if (value.length === 0) continue;
        const items = value.flatMap((item, i): Code[] => {
          const itemAt = `${at}/${i}`;
          if (!isObject(item)) {
            this.left(itemAt, `rule ${JSON.stringify(rule.name)}: ${key}[${i}] is not an object; left out`);
            return [];
          }
          if (key === 'children') return [this.rule(item, itemAt, false)];
          const converted = this.feature(item, itemAt, key === 'behaviors' ? 'behavior' : 'criterion');
          return converted === undefined ? [] : [converted];
        });
        if (items.length > 0) entries.push({ key: prop, value: array(items) });
      } else {
        this.left(at, `rule ${JSON.stringify(rule.name)}: ${key} is not a list; left out`);
      }
    }
    return object(entries);
  }

  /** One behavior or criterion: a factory where one writes exactly it, else `fromRulesBuilder`. */
  private feature(feature: Record<string, unknown>, at: string, kind: 'behavior' | 'criterion'): Code | undefined {
    const name = feature.name;
    const table = kind === 'behavior' ? this.behaviors : this.criteria;
    const arg = typeof name === 'string' ? matchArg(table, name) : undefined;
    const what = `${kind} ${JSON.stringify(name)}`;
    if (arg === undefined || arg.struct === undefined) {
      this.left(at, `the ${what} is not in rule format ${FORMAT.replace(/^rules_v/, 'v').replace(/_/g, '-')}; left out`);
      return undefined;
    }
    const options = isObject(feature.options) ? feature.options : {};
    const factory = this.factory(kind, arg.terraformName, feature, options);
    if (factory !== undefined) return factory;
    const entries: Entry[] = [];
    for (const [key, value] of Object.entries(feature)) {
      if (key === 'name' || key === 'options') continue;
      this.value(arg.struct, key, value, `${at}/${key}`, what, entries);
    }
    for (const [key, value] of Object.entries(options)) this.value(arg.struct, key, value, `${at}/options/${key}`, what, entries);
    const className = kind === 'behavior' ? 'Behavior' : 'Criterion';
    return call(`akamai.${className}.fromRulesBuilder`, object([{ key: arg.name, value: object(entries) }]));
  }

  /** `Behavior.cacheFor`, `noStore`, `cpCode` and `Criterion.path`, `fileExtension`, `hostname`: only where exact. */
  private factory(kind: 'behavior' | 'criterion', name: string, feature: Record<string, unknown>, options: Record<string, unknown>): Code | undefined {
    if (Object.keys(feature).some((k) => k !== 'name' && k !== 'options')) return undefined;
    const keys = Object.keys(options).sort().join(',');
    const strings = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string');
    const list = (v: string[]) => array(v.map((s) => stringLiteral(escapeForJson(s))));
    if (kind === 'behavior' && name === 'caching') {
      if (keys === 'behavior,mustRevalidate,ttl' && options.behavior === 'MAX_AGE' && options.mustRevalidate === false && typeof options.ttl === 'string') {
        return call('akamai.Behavior.cacheFor', stringLiteral(escapeForJson(options.ttl)));
      }
      if (keys === 'behavior' && options.behavior === 'NO_STORE') return call('akamai.Behavior.noStore');
    }
    if (kind === 'behavior' && name === 'cp_code' && keys === 'value' && isObject(options.value)) {
      const value = options.value;
      if (Object.keys(value).join(',') === 'id' && typeof value.id === 'number' && Number.isInteger(value.id) && value.id > 0) {
        return call('akamai.Behavior.cpCode', call('akamai.CpCodeRef.fromId', text(quote(`cpc_${value.id}`))));
      }
    }
    if (kind === 'criterion' && keys === 'matchOperator,values' && strings(options.values)) {
      if (name === 'path' && options.matchOperator === 'MATCHES_ONE_OF') return call('akamai.Criterion.path', list(options.values));
      if (name === 'file_extension' && options.matchOperator === 'IS_ONE_OF') return call('akamai.Criterion.fileExtension', list(options.values));
      if (name === 'hostname' && options.matchOperator === 'IS_ONE_OF') return call('akamai.Criterion.hostname', list(options.values));
    }
    return undefined;
  }

  /** An option (or a behavior's own field: uuid, locked, templateUuid) into the struct's prop of its type. */
  private value(struct: StructInfo, key: string, value: unknown, at: string, what: string, entries: Entry[]): void {
    const arg = matchArg(struct, key);
    if (arg === undefined || arg.slot === undefined) {
      this.left(at, `the ${what} has no option ${key} in rule format ${FORMAT.replace(/^rules_v/, 'v').replace(/_/g, '-')}; left out`);
      return;
    }
    const code = this.typed(arg, value, at, what);
    if (code !== undefined) entries.push({ key: arg.name, value: code });
  }

  private typed(arg: ArgInfo, value: unknown, at: string, what: string): Code | undefined {
    const wrong = () => {
      const expected = { string: 'a string', number: 'a number', boolean: 'a bool', strings: 'a list of strings', numbers: 'a list of numbers', struct: 'an object', structList: 'a list of objects' }[arg.slot as 'string'] ?? String(arg.slot);
      this.left(at, `the ${what}'s option ${arg.terraformName} is ${JSON.stringify(value)?.slice(0, 40)}, not ${expected}; left out`);
      return undefined;
    };
    if (value === null) return undefined;
    switch (arg.slot) {
      case 'string':
        return typeof value === 'string' ? stringLiteral(escapeForJson(value)) : typeof value === 'number' ? stringLiteral(String(value)) : wrong();
      case 'number':
        return typeof value === 'number' ? text(String(value)) : wrong();
      case 'boolean':
        return typeof value === 'boolean' ? text(String(value)) : wrong();
      case 'strings':
        return Array.isArray(value) && value.every((v) => typeof v === 'string') ? array(value.map((v) => stringLiteral(escapeForJson(v as string)))) : wrong();
      case 'numbers':
        return Array.isArray(value) && value.every((v) => typeof v === 'number') ? array(value.map((v) => text(String(v)))) : wrong();
      case 'struct':
      case 'structList': {
        const objects = arg.slot === 'struct' ? [value] : value;
        if (!Array.isArray(objects) || !objects.every(isObject)) return wrong();
        const structs = objects.map((o, i) => {
          const entries: Entry[] = [];
          for (const [k, v] of Object.entries(o)) this.value(arg.struct!, k, v, arg.slot === 'struct' ? `${at}/${k}` : `${at}/${i}/${k}`, what, entries);
          return object(entries);
        });
        return arg.slot === 'struct' ? structs[0] : array(structs);
      }
      default:
        return wrong();
    }
  }

  public note(pointer: string, message: string): void {
    this.report.push({ file: this.options.file, line: this.lines.get(pointer), message, kind: 'note' });
  }

  private left(pointer: string, message: string): void {
    this.omitted.push(pointer);
    this.report.push({ file: this.options.file, line: this.lines.get(pointer), message, kind: 'omitted' });
  }
}

/**
 * The options `akamai.Origin.customer({ hostname })` writes in its origin behavior, but the hostname
 * (test/codegen/convert.test.ts compares them with what the construct writes).
 */
export const CUSTOMER_ORIGIN: Readonly<Record<string, string | number | boolean>> = {
  originType: 'CUSTOMER', forwardHostHeader: 'REQUEST_HOST_HEADER', cacheKeyHostname: 'ORIGIN_HOSTNAME',
  useUniqueCacheKey: false, compress: true, enableTrueClientIp: true, trueClientIpHeader: 'True-Client-IP',
  trueClientIpClientSetting: false, originSni: true, verificationMode: 'PLATFORM_SETTINGS', httpPort: 80, httpsPort: 443,
};

/** The hostname of an origin behavior that is exactly `Origin.customer({ hostname })`'s, else undefined. */
function customerOriginHostname(behavior: Record<string, unknown>): string | undefined {
  const options = behavior.options;
  if (Object.keys(behavior).sort().join() !== 'name,options' || !isObject(options) || typeof options.hostname !== 'string') return undefined;
  const { hostname, ...rest } = options;
  const same = Object.keys(rest).length === Object.keys(CUSTOMER_ORIGIN).length
    && Object.entries(CUSTOMER_ORIGIN).every(([k, v]) => rest[k] === v);
  return same ? hostname : undefined;
}

/** The builder's argument a rule tree's name stands for: the same letters, without case or underscores. */
function matchArg(struct: StructInfo, name: string): ArgInfo | undefined {
  const key = (s: string) => s.replace(/_/g, '').toLowerCase();
  const wanted = key(name);
  const found = [...struct.args.values()].filter((a) => key(a.terraformName) === wanted);
  return found.length === 1 ? found[0] : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
