import type { IConstruct } from 'constructs';
import { Annotations, TerraformStack } from '../framework';
import type { CatalogResolver } from './catalog';
import { findProblems } from './find-problems';
import { formatProblem, Problem } from './problem';
import { allDisabled, Validations } from './validations';

/**
 * The check of a stack holding a provider of this package, on the Terraform JSON of one synthesis (the synthesis
 * adapter, src/synthesis/adapter.ts, runs it): warnings become annotations, and are printed during a synthesis;
 * errors come back, one line each. `catalogs` gives the catalog of each provider the stack uses (stack-catalogs.ts).
 */
export function checkStack(
  stack: TerraformStack,
  json: Record<string, any>,
  synthesizing: boolean,
  catalogs: CatalogResolver,
): string[] {
  const all = stack.node.findAll();
  const errors = allDisabled(stack) ? [] : problemsOf(stack, json, all, catalogs);
  if (synthesizing) printWarnings(stack, all);
  return errors;
}

/** The validation's problems: warnings become annotations; errors come back, one line each. */
function problemsOf(
  stack: TerraformStack,
  json: Record<string, any>,
  all: IConstruct[],
  catalogs: CatalogResolver,
): string[] {
  const found = findProblems(stack, json, all, catalogs);
  if (found.length === 0) return [];
  const constructs = new Map(all.map((c) => [c.node.path, c] as [string, IConstruct]));
  const problems = found.filter((p) => !Validations.isDisabled(constructs.get(p.constructPath) ?? stack, p.rule));
  problems.sort(
    (a, b) =>
      a.constructPath.localeCompare(b.constructPath) ||
      a.field.localeCompare(b.field) ||
      a.rule.localeCompare(b.rule),
  );
  const warnings = problems.filter((p) => p.severity === 'warning');
  if (warnings.length > 0) warn(stack, warnings, constructs);
  return problems.filter((p) => p.severity === 'error').map(formatProblem);
}

/**
 * The context key that turns off printing warnings to standard error (`app.node.setContext(PRINT_WARNINGS, false)`).
 */
const PRINT_WARNINGS = 'cdktf-cpln-akamai:printWarnings';

/**
 * Prints a synthesis's warnings (the validation's and the constructs' own) to standard error, each once,
 * so `node main.js` shows what `cdktf synth` shows from the manifest. Under the cdktf CLI, which prints
 * the manifest's warnings itself (it sets `CDKTF_OUTDIR`), and with the context switch off, nothing is printed.
 */
function printWarnings(stack: TerraformStack, all: readonly IConstruct[]): void {
  if (process.env.CDKTF_OUTDIR !== undefined || stack.node.tryGetContext(PRINT_WARNINGS) === false || stack.node.tryGetContext(PRINT_WARNINGS) === 'false') return;
  const printed = printedOf.get(stack) ?? new Set<string>();
  printedOf.set(stack, printed);
  for (const construct of all) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== '@cdktf/warn') continue;
      const message = String(entry.data);
      const line = `[${stack.node.path}] warning: ${message.startsWith(`${construct.node.path}: `) ? message : `${construct.node.path}: ${message}`}`;
      if (printed.has(line)) continue;
      printed.add(line);
      process.stderr.write(`${line}\n`);
    }
  }
}

const printedOf = new WeakMap<TerraformStack, Set<string>>();

/**
 * Each warning as an annotation on its construct, once. The check runs with the construct validations, before the
 * synthesizer collects the annotations into the manifest (which `cdktf synth` prints).
 */
function warn(stack: TerraformStack, warnings: readonly Problem[], constructs: ReadonlyMap<string, IConstruct>): void {
  for (const problem of warnings) {
    const construct = constructs.get(problem.constructPath) ?? stack;
    const message = formatProblem(problem);
    if (!construct.node.metadata.some((m) => m.type === '@cdktf/warn' && m.data === message)) Annotations.of(construct).addWarning(message);
  }
}
