import { ISynthesisSession, IStackSynthesizer, TerraformStack } from 'cdktf';

/** What a stack's validation does with the Terraform JSON of one synthesis: returns the errors, one line each. */
export type StackCheck = (json: Record<string, any>, session: ISynthesisSession | undefined) => string[];

/** The line before the errors: how many there are. */
function counted(stack: TerraformStack, errors: readonly string[]): string {
  return `Validation found ${errors.length.toLocaleString('en-US')} error${errors.length === 1 ? '' : 's'} in stack ${stack.node.path}:`;
}

/** The synthesis of a stack under way: whether it validates, and with which session. */
interface Run {
  validate: boolean;
  readonly session: ISynthesisSession;
}

const runs = new WeakMap<TerraformStack, Run>();

const SWITCH_OFF = 'Switch a rule off below a construct with Validations.disableRule(construct, "<rule>"); the rule is in brackets.';

/**
 * Validates the JSON a stack's synthesis writes, on the resolution the synthesis does anyway.
 *
 * cdktf resolves the whole stack once to write it (`toTerraform`), after running the construct
 * validations. The stack's synthesizer is wrapped so that, during a synthesis that validates
 * (`app.synth()`, `cdktf synth`, `Testing.fullSynth`), the construct validation defers to the
 * resolution itself: `toTerraform` checks the JSON it returns before anything is written. With HCL
 * output, which cdktf renders without `toTerraform`, the JSON is resolved for the check. Nothing is
 * kept between calls: every synthesis validates what it writes.
 *
 * Outside a synthesis (`Testing.synth(stack, true)`, `stack.node.validate()`), the construct validation
 * resolves the stack itself.
 */
export function validateOnSynthesis(stack: TerraformStack, check: StackCheck): void {
  const resolve = stack.toTerraform.bind(stack);
  const renderHcl = stack.toHclTerraform.bind(stack);
  const inner: IStackSynthesizer = stack.synthesizer;
  const whenValidating = (json: () => Record<string, any>): void => {
    const run = runs.get(stack);
    if (!run?.validate) return;
    run.validate = false;
    const errors = check(json(), run.session);
    if (errors.length === 0) return;
    const lines = errors.map((e) => `  [${stack.node.path}] ${e}`);
    throw new Error([counted(stack, errors), ...lines, SWITCH_OFF].join('\n'));
  };

  stack.synthesizer = {
    synthesize(session: ISynthesisSession): void {
      runs.set(stack, { validate: !session.skipValidation, session });
      try {
        inner.synthesize(session);
      } finally {
        runs.delete(stack);
      }
    },
  };
  Object.defineProperty(stack, 'toTerraform', {
    configurable: true,
    writable: true,
    value: (): Record<string, any> => {
      const json = resolve();
      whenValidating(() => json);
      return json;
    },
  });
  Object.defineProperty(stack, 'toHclTerraform', {
    configurable: true,
    writable: true,
    value: (): ReturnType<TerraformStack['toHclTerraform']> => {
      whenValidating(resolve);
      return renderHcl();
    },
  });
  stack.node.addValidation({
    validate: () => {
      if (runs.has(stack)) return []; // checked on the JSON this synthesis writes
      const errors = check(resolve(), undefined);
      return errors.length === 0 ? [] : [counted(stack, errors), ...errors];
    },
  });
}
