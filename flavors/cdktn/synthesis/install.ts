import { ISynthesisSession, IStackSynthesizer, TerraformStack } from '../framework';
import { StackCheck, synthesisFailure, validationErrors } from '../validation/failure';

/**
 * The synthesis adapter of the CDK Terrain flavor: validation through cdktn's public hooks only, no method
 * of the stack replaced and no fast synthesis (cdktn's `prepareStack` records the provider features and
 * functions its own checks read, which the cdktf flavor's fast path would skip).
 *
 * The stack gets a construct validation (`node.addValidation`): cdktn's stack synthesizer runs it after
 * preparing the stack and before it collects the annotations and writes `cdk.tf.json`, unless the session
 * skips validation; `Testing.synth(stack, true)` and `stack.node.validate()` run it too. It resolves the stack
 * (`toTerraform`) and checks that JSON; a synthesis therefore resolves each element three times (preparing,
 * validating, writing) where the cdktf flavor's fast path resolves it once. The stack's synthesizer (a public
 * property) is wrapped only to know the session under way: its warnings are printed, and its failure reads
 * as in the cdktf flavor.
 */
export function installSynthesis(stack: TerraformStack, check: StackCheck): void {
  const inner: IStackSynthesizer = stack.synthesizer;
  let session: ISynthesisSession | undefined;
  stack.synthesizer = {
    synthesize(current: ISynthesisSession): void {
      session = current;
      try {
        inner.synthesize(current);
      } finally {
        session = undefined;
      }
    },
  };
  stack.node.addValidation({
    validate: () => {
      const errors = check(stack.toTerraform(), session);
      if (session !== undefined && errors.length > 0) throw synthesisFailure(stack, errors);
      return validationErrors(stack, errors);
    },
  });
}
