import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { basename, dirname, join, relative, resolve } from 'path';
import { BindingsError, loadGeneratorOf, packageLib } from './bindings';
import { convertHcl, HclRefusal, ReportLine, SourceFile } from './convert-hcl';
import { convertRuleTree, RuleTreeError } from './convert-rules';
import { PackageTypes } from './convert-types';
import { Framework } from './frameworks';
import { hclLines } from './hcl-lines';

/**
 * `npx cdktf-cpln-akamai convert <files or folder> [--out <file.ts>]` (and the CDK Terrain flavor's
 * `cdktn-cpln-akamai`): an existing configuration as TypeScript of this package, offline. Terraform files (`.tf`; a
 * folder's `.tf` files) become a stack of the package's L1 classes (codegen/convert-hcl.ts); a property's rule tree
 * (`rules.json`, as Property Manager's API and `akamai_property_rules` give it) becomes values of the typed rules
 * builder (codegen/convert-rules.ts). Returns the TypeScript and the report: each thing not converted as it was
 * written, with its file and line, and how it was kept.
 */
export async function convert(
  argv: readonly string[],
  framework: Framework,
  packageName: string,
  cwd = process.cwd(),
): Promise<ConvertResult> {
  const options = parseArguments(argv, cwd);
  const shown = (file: string) => relative(cwd, file) || basename(file);
  try {
    loadGeneratorOf(framework, 'convert names the classes with');
  } catch (e) {
    if (e instanceof BindingsError) throw new ConvertError(e.message);
    throw e;
  }
  const types = new PackageTypes(packageLib(), framework);
  if (options.kind === 'rules') {
    const file = options.files[0];
    try {
      const converted = convertRuleTree(readFileSync(file, 'utf-8'), { types, file: shown(file), packageName, name: options.name ?? 'ruleTree' });
      const report = converted.report.map(reportLine);
      return { code: converted.code, report, out: options.out, omitted: converted.omitted };
    } catch (e) {
      if (e instanceof RuleTreeError) throw new ConvertError(e.message);
      throw e;
    }
  }
  const hcl = loadHcl2json(framework);
  const files: SourceFile[] = [];
  for (const file of options.files) {
    const text = readFileSync(file, 'utf-8');
    let json: Record<string, unknown>;
    try {
      json = await hcl.parse(shown(file), text) as Record<string, unknown>;
    } catch (e) {
      throw new ConvertError(parseErrorText((e as Error).message));
    }
    files.push({ name: shown(file), json, lines: hclLines(text) });
  }
  const className = options.name ?? stackName(options.out);
  let converted: ReturnType<typeof convertHcl>;
  try {
    converted = convertHcl(files, {
      types,
      framework: framework.module,
      packageName,
      className,
      source: options.files.map(shown).join(', '),
    });
  } catch (e) {
    if (e instanceof HclRefusal) throw new ConvertError(`${e.file}:${e.line}: ${e.message}`);
    throw e;
  }
  return { code: converted.code, report: converted.report.map(reportLine), out: options.out };
}

export interface ConvertResult {
  /** The TypeScript. */
  readonly code: string;
  /** What was not converted as written (`main.tf:12: ...`), one line each. */
  readonly report: readonly string[];
  /** Where to write the TypeScript; undefined for standard output. */
  readonly out: string | undefined;
  /** A rule tree's: the JSON pointers of what was left out (the report's lines). */
  readonly omitted?: readonly string[];
}

/** An expected error of the command: printed as one line, without a stack trace. */
export class ConvertError extends Error {}

export const CONVERT_USAGE = 'usage: convert <file.tf>... | <folder of .tf files> | <rules.json> [--out <file.ts>] [--name <class or constant name>]';

interface Options {
  readonly kind: 'hcl' | 'rules';
  readonly files: readonly string[];
  readonly out: string | undefined;
  readonly name: string | undefined;
}

function parseArguments(argv: readonly string[], cwd: string): Options {
  const inputs: string[] = [];
  let out: string | undefined;
  let name: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      inputs.push(resolve(cwd, arg));
      continue;
    }
    const value = argv[++i];
    if (value === undefined) throw new ConvertError(`${arg} needs a value; ${CONVERT_USAGE}`);
    if (arg === '--out') out = resolve(cwd, value);
    else if (arg === '--name') {
      if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(value)) throw new ConvertError(`--name ${value}: not a TypeScript identifier`);
      name = value;
    } else throw new ConvertError(`unknown option ${arg}; ${CONVERT_USAGE}`);
  }
  if (inputs.length === 0) throw new ConvertError(`nothing to convert; ${CONVERT_USAGE}`);
  const files: string[] = [];
  for (const input of inputs) {
    if (!existsSync(input)) throw new ConvertError(`${relative(cwd, input) || input}: no such file or folder`);
    if (statSync(input).isDirectory()) {
      const found = readdirSync(input).filter((f) => f.endsWith('.tf') && statSync(join(input, f)).isFile()).sort();
      if (found.length === 0) throw new ConvertError(`${relative(cwd, input) || input}: no .tf files in this folder`);
      files.push(...found.map((f) => join(input, f)));
    } else files.push(input);
  }
  const rules = files.filter((f) => f.endsWith('.json'));
  const other = files.filter((f) => !f.endsWith('.json') && !f.endsWith('.tf'));
  if (other.length > 0) throw new ConvertError(`${other.map((f) => relative(cwd, f)).join(', ')}: convert reads .tf files and rule trees (.json)`);
  if (rules.length > 0 && (rules.length > 1 || files.length > 1)) throw new ConvertError(`a rule tree is converted alone: one .json file, without .tf files; ${CONVERT_USAGE}`);
  return { kind: rules.length > 0 ? 'rules' : 'hcl', files, out, name };
}

/** The stack's class name from the output file's name (`web-app.ts` → `WebAppStack`). */
function stackName(out: string | undefined): string {
  const base = out === undefined ? '' : basename(out).replace(/\.[cm]?tsx?$/, '');
  const words = base.split(/[^A-Za-z0-9]+/).filter((w) => w !== '' && w.toLowerCase() !== 'stack');
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(pascal) && !['Main', 'Index'].includes(pascal) ? `${pascal}Stack` : 'ConvertedStack';
}

function reportLine(line: ReportLine): string {
  return `${line.file}${line.line !== undefined ? `:${line.line}` : ''}: ${line.message}`;
}

/** hcl2json's error (`parse config: [main.tf:2,7-3,1: Summary; Detail]`) as `main.tf:2: Summary; Detail`. */
function parseErrorText(message: string): string {
  const match = /^parse config: \[(.*)\]$/s.exec(message);
  const inner = match ? match[1] : message;
  return inner.replace(/([^\s:]+):(\d+),\d+(-\d+(,\d+)?)?: /g, '$1:$2: ');
}

interface Hcl2Json {
  parse(fileName: string, contents: string): Promise<unknown>;
}

/**
 * The framework's HCL reader, which its provider generator brings (a dependency of the generator's schema package):
 * found from the app, else from the generator's own dependencies.
 */
function loadHcl2json(framework: Framework): Hcl2Json {
  const attempts = [
    () => require.resolve(framework.hcl2json),
    () => {
      const generator = dirname(require.resolve(`${framework.generator}/package.json`));
      const schema = dirname(require.resolve(`${framework.generator.replace('provider-generator', 'provider-schema')}/package.json`, { paths: [generator] }));
      return require.resolve(framework.hcl2json, { paths: [schema] });
    },
  ];
  for (const attempt of attempts) {
    let found: string;
    try {
      found = attempt();
    } catch {
      continue;
    }
     
    return require(found) as Hcl2Json;
  }
  throw new ConvertError(`convert reads Terraform files with ${framework.hcl2json}, which ${framework.module}'s provider generator brings and is not installed: npm install --save-dev ${framework.generator} (or ${framework.hcl2json})`);
}

/** A command error as the command prints it. */
export function convertErrorLine(error: unknown): string | undefined {
  return error instanceof ConvertError ? `convert: ${error.message}` : undefined;
}

