import type { IConstruct } from 'constructs';

/**
 * How a stack's failed validation reads (a count, one line per error, and how to switch a rule off), during a
 * synthesis and from a construct validation.
 */

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
