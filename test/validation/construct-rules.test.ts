import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { expect, test } from 'vitest';
import { Validations } from '../../lib';
import { CONSTRUCT_RULES } from '../../lib/validation/construct-rules';
import { akamaiStack } from '../support/synth';

const SRC = join(__dirname, '..', '..', 'src');

/** The hand-written sources by file name (the generated code under gen/ is not read). */
function sources(dir: string): Array<[string, string]> {
  return readdirSync(dir).flatMap((name): Array<[string, string]> => {
    const path = join(dir, name);
    if (name === 'gen') return [];
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [[name, readFileSync(path, 'utf-8')]] : [];
  });
}

/** The files declaring the rules (`<construct>-rules.ts`) and the registry gathering them. */
const declares = (name: string) => name.endsWith('-rules.ts');

test('every rule of the constructs is declared once, checked somewhere and can be switched off', () => {
  const declared = sources(SRC).filter(([name]) => declares(name) && name !== 'construct-rules.ts').flatMap(([, text]) => [...text.matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]));
  expect(declared.sort()).toEqual(Object.keys(CONSTRUCT_RULES).sort());
  const code = sources(SRC).filter(([name]) => !declares(name)).map(([, text]) => text);
  for (const id of Object.keys(CONSTRUCT_RULES)) {
    expect(code.some((text) => text.includes(id)), `${id} is used`).toBe(true);
    expect(() => Validations.disableRule(akamaiStack(), id)).not.toThrow();
  }
  expect(() => Validations.disableRule(akamaiStack(), 'akamai/delivery-hostnames')).toThrow('did you mean "akamai/delivery-hostname"?');
});
