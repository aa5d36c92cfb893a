import type { IConstruct } from 'constructs';
import { Annotations, FRAMEWORK, ISynthesisSession, TerraformProvider, TerraformStack } from '../framework';
import { installSynthesis } from '../synthesis/install';
import { findProblems } from './find-problems';
import { formatProblem, Problem } from './problem';
import { allDisabled, Validations } from './validations';

const registered = new WeakSet<TerraformStack>();

/**
 * Called by every generated provider class: the stack it is in gets one validation that checks the
 * synthesized JSON of all the stack's Control Plane and Akamai blocks, on the JSON synthesis writes.
 */
export function registerValidation(provider: TerraformProvider): void {
  const stack: IConstruct = TerraformStack.of(provider);
  // The other framework's stack (CDK Terrain and CDK for Terraform share construct brands) is found too, but
  // its synthesis calls methods this framework's elements lack: say so here, not in a TypeError at synth.
  if (!(stack instanceof TerraformStack)) {
    throw new Error(
      `${provider.node.path}: this package (${FRAMEWORK.package}) is built for ${FRAMEWORK.name}; the stack ${JSON.stringify(stack.node.path)} belongs to another framework ` +
        `(for example ${FRAMEWORK.other}), which cannot synthesize its constructs. Use ${FRAMEWORK.otherPackage} with ${FRAMEWORK.other}, or build the app with ${FRAMEWORK.name}'s App and TerraformStack.`,
    );
  }
  if (registered.has(stack)) return;
  registered.add(stack);
  installSynthesis(stack, (json, session) => report(stack, json, session));
}

/** Warnings become annotations; errors come back, one line each. */
function report(stack: TerraformStack, json: Record<string, any>, session: ISynthesisSession | undefined): string[] {
  const all = stack.node.findAll();
  const errors = allDisabled(stack) ? [] : problemsOf(stack, json, session, all);
  if (session) printWarnings(stack, all);
  return errors;
}

/** The validation's problems: warnings become annotations; errors come back, one line each. */
function problemsOf(
  stack: TerraformStack,
  json: Record<string, any>,
  session: ISynthesisSession | undefined,
  all: IConstruct[],
): string[] {
  const found = findProblems(stack, json, all);
  if (found.length === 0) return [];
  const constructs = new Map(all.map((c) => [c.node.path, c] as [string, IConstruct]));
  const problems = found.filter((p) => !Validations.isDisabled(constructs.get(p.constructPath) ?? stack, p.rule));
  problems.sort((a, b) => a.constructPath.localeCompare(
    b.constructPath,
  ) || a.field.localeCompare(b.field) || a.rule.localeCompare(b.rule));
  const warnings = problems.filter((p) => p.severity === 'warning');
  if (warnings.length > 0) warn(stack, warnings, constructs, session);
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
 * Each warning as an annotation on its construct, once. During a synthesis the stack's annotations were
 * already collected for the manifest (which `cdktf synth` prints), so the warnings are added there too.
 */
function warn(
  stack: TerraformStack,
  warnings: readonly Problem[],
  constructs: ReadonlyMap<string, IConstruct>,
  session: ISynthesisSession | undefined,
): void {
  const annotations = session && (session.manifest.forStack(
    stack,
  ).annotations as Array<{ constructPath: string; level: string; message: string }>);
  const listed = new Set(annotations?.map((a) => `${a.constructPath}\u0000${a.message}`));
  for (const problem of warnings) {
    const construct = constructs.get(problem.constructPath) ?? stack;
    const message = formatProblem(problem);
    if (!construct.node.metadata.some((m) => m.type === '@cdktf/warn' && m.data === message)) Annotations.of(construct).addWarning(message);
    const key = `${construct.node.path}\u0000${message}`;
    if (annotations && !listed.has(key)) {
      annotations.push({ constructPath: construct.node.path, level: '@cdktf/warn', message });
      listed.add(key);
    }
  }
}
