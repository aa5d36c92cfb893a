import { StackSynthesizer } from 'cdktf/lib/synthesize/synthesizer';
import { join } from 'path';
import { ISynthesisSession, IStackSynthesizer, TerraformStack } from '../framework';
import { StackCheck, synthesisFailure, validationErrors } from '../validation/failure';
import { fastSynthesis } from './fast-synthesis';
import { prepareStack, stackJson } from './stack-json';
import { writeJsonFile } from './stream-json';

/**
 * The synthesis of a stack under way: whether it still validates, with which session, and the JSON cdktf serialized.
 */
interface Run {
  validate: boolean;
  readonly session: ISynthesisSession;
  /** Whether this package writes `cdk.tf.json` (streamed) instead of cdktf. */
  readonly streams: boolean;
  written?: Record<string, any>;
}

const runs = new WeakMap<TerraformStack, Run>();

/** Whether json-stable-stringify, which cdktf's synthesizer writes `cdk.tf.json` with, is the caller's caller. */
function calledByCdktfWriter(): boolean {
  return /[\\/]json-stable-stringify[\\/]/.test(new Error().stack ?? '');
}

/**
 * Takes over the synthesis of a stack holding a provider of this package: validation, fast synthesis
 * and streamed output.
 *
 * Validation: cdktf resolves the whole stack once to write it (`toTerraform`), after running the
 * construct validations. During a synthesis that validates (`app.synth()`, `cdktf synth`,
 * `Testing.fullSynth`), the construct validation defers to that resolution: `toTerraform` checks the
 * JSON it returns before anything is written. With HCL output, which cdktf renders without
 * `toTerraform`, the JSON is resolved for the check. Outside a synthesis (`Testing.synth(stack, true)`,
 * `stack.node.validate()`), the construct validation resolves the stack itself. Nothing is kept between
 * calls: every synthesis validates what it writes.
 *
 * Fast synthesis (see `fast-synthesis.ts`): `prepareStack` and `toTerraform` build cdktf's JSON with
 * cdktf's resolution applied only where a token may be (`stack-json.ts`), and `cdk.tf.json` is written
 * in chunks, never held whole (`stream-json.ts`): cdktf's synthesizer serializes a placeholder instead
 * of the JSON, which is then written over it. Anything else (another synthesizer, HCL output, a stack
 * class with its own `toTerraform` or `prepareStack`) keeps cdktf's path.
 */
export function installSynthesis(stack: TerraformStack, check: StackCheck): void {
  const ownMethods = stack.toTerraform === TerraformStack.prototype.toTerraform
    && stack.prepareStack === TerraformStack.prototype.prepareStack;
  const fast = () => ownMethods && fastSynthesis(stack);
  const cdktfJson = stack.toTerraform.bind(stack);
  const cdktfPrepare = stack.prepareStack.bind(stack);
  const resolve = (): Record<string, any> => (fast() ? stackJson(stack) : cdktfJson());
  const renderHcl = stack.toHclTerraform.bind(stack);
  const inner: IStackSynthesizer = stack.synthesizer;
  const writesJson = inner instanceof StackSynthesizer && !(inner as unknown as { hclOutput: boolean }).hclOutput;
  const whenValidating = (json: () => Record<string, any>): void => {
    const run = runs.get(stack);
    if (!run?.validate) return;
    run.validate = false;
    const errors = check(json(), run.session);
    if (errors.length === 0) return;
    throw synthesisFailure(stack, errors);
  };

  stack.synthesizer = {
    synthesize(session: ISynthesisSession): void {
      const run: Run = { validate: !session.skipValidation, session, streams: writesJson && fast() };
      runs.set(stack, run);
      try {
        inner.synthesize(session);
        if (run.written) {
          delete run.written.toJSON;
          writeJsonFile(join(session.outdir, session.manifest.forStack(stack).synthesizedStackPath), run.written);
        }
      } finally {
        runs.delete(stack);
      }
    },
  };
  Object.defineProperty(stack, 'prepareStack', {
    configurable: true,
    writable: true,
    value: (): void => (fast() ? prepareStack(stack) : cdktfPrepare()),
  });
  Object.defineProperty(stack, 'toTerraform', {
    configurable: true,
    writable: true,
    value: (): Record<string, any> => {
      const json = resolve();
      whenValidating(() => json);
      const run = runs.get(stack);
      if (run?.streams) {
        // cdktf serializes the placeholder; the JSON itself is written, streamed, when its synthesizer is done.
        Object.defineProperty(json, 'toJSON', {
          configurable: true,
          value: () => {
            if (!calledByCdktfWriter()) return { ...json };
            run.written = json;
            return {};
          },
        });
      }
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
      return validationErrors(stack, check(resolve(), undefined));
    },
  });
}
