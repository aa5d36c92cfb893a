import type { IConstruct } from 'constructs';
import type { ISynthesisSession } from '../framework';

/**
 * What both flavors' synthesis adapters (src/synthesis/install.ts and flavors/cdktn/synthesis/install.ts) share:
 * the check they run, and how a stack's failed validation reads (a count, one line per error, and how to
 * switch a rule off).
 */

/** What a stack's validation does with the Terraform JSON of one synthesis: returns the errors, one line each. */
export type StackCheck = (json: Record<string, any>, session: ISynthesisSession | undefined) => string[];

/** The line before the errors: how many there are. */
function counted(stack: IConstruct, errors: readonly string[]): string {
  return `Validation found ${errors.length.toLocaleString('en-US')} error${errors.length === 1 ? '' : 's'} in stack ${stack.node.path}:`;
}

/** The error a synthesis stops with. */
export function synthesisFailure(stack: IConstruct, errors: readonly string[]): Error {
  const lines = errors.map((e) => `  [${stack.node.path}] ${e}`);
  return new Error([counted(stack, errors), ...lines, SWITCH_OFF].join('\n'));
}

/** What a construct validation (`stack.node.validate()`, `Testing.synth(stack, true)`) returns. */
export function validationErrors(stack: IConstruct, errors: readonly string[]): string[] {
  return errors.length === 0 ? [] : [counted(stack, errors), ...errors];
}

const SWITCH_OFF = 'Switch a rule off below a construct with Validations.disableRule(construct, "<rule>"); the rule is in brackets.';
