import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { expect, test } from 'vitest';
import { Validations } from '../../lib';
import { CONSTRUCT_RULES } from '../../lib/validation/construct-rules';
import { akamaiStack } from '../support/synth';

const SRC = join(__dirname, '..', '..', 'src');

/** The hand-written sources (the generated code under gen/ is not read). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'gen') return [];
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [readFileSync(path, 'utf-8')] : [];
  });
}

test('every rule of the constructs is checked somewhere and can be switched off', () => {
  const code = sources(SRC).filter((text) => !text.includes('export const CONSTRUCT_RULES'));
  for (const id of Object.keys(CONSTRUCT_RULES)) {
    expect(code.some((text) => text.includes(id)), `${id} is used`).toBe(true);
    expect(() => Validations.disableRule(akamaiStack(), id)).not.toThrow();
  }
  expect(() => Validations.disableRule(akamaiStack(), 'akamai/delivery-hostnames')).toThrow('did you mean "akamai/delivery-hostname"?');
});
