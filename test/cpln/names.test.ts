import { Testing } from 'cdktf';
import { expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome } from '../support/synth';

// The provider's NameValidator (validators/name.go): ^[a-z][-a-z0-9]([-a-z0-9])*[a-z0-9]$, at most 63 characters.
test.each([['db'], ['Prod_GVC'], ['-web']])('the name %j is refused with a message that states the whole rule, length included', (name) => {
  const stack = cplnStack();
  new cpln.gvc.Gvc(stack, 'gvc', { name });
  expect(outcome(stack).errors).toEqual([
    `[test] test/gvc: cpln_gvc.gvc.name: ${JSON.stringify(name)} is not valid: a name of 3 or more characters (63 at most): lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit [cpln_gvc.name:pattern]`,
  ]);
});

test('a name of 3 characters and one of 63 are accepted', () => {
  const stack = cplnStack();
  new cpln.gvc.Gvc(stack, 'short', { name: 'web' });
  new cpln.gvc.Gvc(stack, 'long', { name: `w${'e'.repeat(61)}b` });
  expect(() => Testing.synth(stack, true)).not.toThrow();
});
