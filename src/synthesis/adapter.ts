import type { IConstruct } from 'constructs';
import { join } from 'path';
import { FRAMEWORK, IStackSynthesizer, ISynthesisSession, TerraformProvider, TerraformStack } from '../framework';
import { synthesisFailure, validationErrors } from '../validation/failure';
import { StackCatalogs } from '../validation/stack-catalogs';
import { checkStack } from '../validation/stack-check';
import { switchedOff } from './fast-synthesis';
import { frameworkInternals } from './framework-internals';
import { writeJsonFile } from './stream-json';

/**
 * The one adapter between the validation engine and the framework, for both flavors. It uses the framework's
 * public extension points only: a stack holding a provider of this package gets a stack synthesizer (the
 * stack's public `synthesizer` property), which wraps the one the framework gave it, and a construct validation
 * (`node.addValidation`). No method of the stack is replaced and nothing the framework writes is written over.
 *
 * The validation checks the JSON of the synthesis under way, once per synthesis: the framework's synthesizer (or
 * this package's, below) runs the construct validations before it writes, unless the session skips them, and a
 * failed check stops the synthesis there, before `cdk.tf.json` is written. Outside a synthesis
 * (`Testing.synth(stack, true)`, `stack.node.validate()`), the validation resolves the stack itself and returns
 * its errors.
 *
 * Fast synthesis (`fast-synthesis.ts`): where the flavor's `framework-internals.ts` accepts the framework
 * version and the stack's synthesizer, this package's synthesizer does the framework's steps itself and writes
 * `cdk.tf.json`, streamed, from the JSON it resolved once for the validation and the file. Anywhere else the
 * framework's synthesizer writes the stack, and the validation resolves it once more for its check.
 */

const internals = frameworkInternals();
const registered = new WeakMap<TerraformStack, StackCatalogs>();

/**
 * Called by every generated provider class: the stack it is in is synthesized and validated through this adapter,
 * once per stack however many providers it holds. The package's own provider classes give no folder: the stack is
 * judged by the bundled catalog of the provider. Bindings generated for another version of the provider give the
 * folder of the catalog written with them (its `catalog.json`): the stack's blocks of that provider are judged by it.
 *
 * @param provider the provider construct, whose `terraformResourceType` names the provider (`cpln`)
 * @param catalogDir the folder holding the catalog of the provider version the class was generated from
 */
export function registerValidation(provider: TerraformProvider, catalogDir?: string): void {
  const stack: IConstruct = TerraformStack.of(provider);
  // The other framework's stack (CDK Terrain and CDK for Terraform share construct brands) is found too, but
  // its synthesis calls methods this framework's elements lack: say so here, not in a TypeError at synth.
  if (!(stack instanceof TerraformStack)) {
    throw new Error(
      `${provider.node.path}: this package (${FRAMEWORK.package}) is built for ${FRAMEWORK.name}; the stack ${JSON.stringify(stack.node.path)} belongs to another framework ` +
        `(for example ${FRAMEWORK.other}), which cannot synthesize its constructs. Use ${FRAMEWORK.otherPackage} with ${FRAMEWORK.other}, or build the app with ${FRAMEWORK.name}'s App and TerraformStack.`,
    );
  }
  const known = registered.get(stack);
  const catalogs = known ?? new StackCatalogs();
  catalogs.register(provider.node.path, provider.terraformResourceType, catalogDir);
  if (known) return;
  registered.set(stack, catalogs);
  const synthesizer = new ValidatingSynthesizer(stack, stack.synthesizer);
  stack.synthesizer = synthesizer;
  stack.node.addValidation({
    validate: () => {
      const synthesis = synthesizer.current;
      const json = synthesis ? synthesis.json() : resolved(stack);
      const errors = checkStack(stack, json, synthesis !== undefined, catalogs.resolve);
      if (synthesis && errors.length > 0) throw synthesisFailure(stack, errors);
      return validationErrors(stack, errors);
    },
  });
}

/** The stack's JSON, resolved now: fast where the flavor's internals allow, else by the framework (`toTerraform()`). */
function resolved(stack: TerraformStack): Record<string, any> {
  return internals && !switchedOff(stack) ? internals.stackJson(stack) : stack.toTerraform();
}

/** A stack's synthesis under way: its JSON, resolved once, when first asked for. */
class Synthesis {
  private resolvedJson?: Record<string, any>;
  constructor(private readonly stack: TerraformStack) {}

  json(): Record<string, any> {
    return (this.resolvedJson ??= resolved(this.stack));
  }
}

/**
 * The stack synthesizer of a stack holding a provider of this package: the framework's, or fast synthesis where it
 * applies.
 */
class ValidatingSynthesizer implements IStackSynthesizer {
  /** The synthesis under way, which the stack's validation checks. */
  current?: Synthesis;

  constructor(
    private readonly stack: TerraformStack,
    private readonly framework: IStackSynthesizer,
  ) {}

  synthesize(session: ISynthesisSession): void {
    const fast = internals && !switchedOff(this.stack) ? internals.synthesizer(this.stack, this.framework) : undefined;
    const synthesis = new Synthesis(this.stack);
    this.current = synthesis;
    try {
      if (fast === undefined) return this.framework.synthesize(session);
      fast(session, () =>
        writeJsonFile(
          join(session.outdir, session.manifest.forStack(this.stack).synthesizedStackPath),
          synthesis.json(),
        ),
      );
    } finally {
      this.current = undefined;
    }
  }
}
