import { Fn, TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln, Validations } from '../../lib';
import { STACK_RULES } from '../../lib/validation/stack';
import { parseLink } from '../../lib/validation/stack/cpln-links';
import { cplnStack, outcome } from '../support/synth';

/** A domain routing `/` to one workload link and `/admin` to another (made in the stack, for a variable). */
function twoRoutes(first: string, second: string | ((stack: ReturnType<typeof cplnStack>) => string)) {
  const stack = cplnStack();
  if (typeof second === 'function') second = second(stack);
  new cpln.domain.Domain(stack, 'domain', {
    name: 'app.example.com',
    spec: { ports: [{ number: 443, tls: {}, route: [{ prefix: '/', workloadLink: first }, { prefix: '/admin', workloadLink: second }] }] },
  });
  return stack;
}

describe('checks across the resources of a stack', () => {
  test('links are read in both forms, with a GVC or without', () => {
    expect(parseLink('/org/acme/gvc/web/workload/api')).toEqual({ gvc: 'web', kind: 'workload', name: 'api' });
    expect(parseLink('//gvc/web/workload/api')).toEqual({ gvc: 'web', kind: 'workload', name: 'api' });
    expect(parseLink('//secret/db')).toEqual({ gvc: undefined, kind: 'secret', name: 'db' });
    expect(parseLink('/org/acme/gvc/web')).toEqual({ gvc: undefined, kind: 'gvc', name: 'web' });
    expect(parseLink('db')).toBeUndefined();
    expect(parseLink('${var.link}')).toBeUndefined();
  });

  test('values Terraform resolves later are not judged: a variable, a function, a reference to something outside the stack', () => {
    const stack = twoRoutes('//gvc/web/workload/api', '//gvc/ops/workload/admin');
    expect(outcome(stack).errors.filter((e) => e.endsWith('[cpln/domain-routes-one-gvc]'))).toHaveLength(1);
    const others = [
      (s: ReturnType<typeof cplnStack>) => new TerraformVariable(s, 'link', { type: 'string' }).stringValue,
      () => Fn.format('//gvc/%s/workload/admin', ['ops']),
      () => '${data.cpln_workload.admin.self_link}',
    ];
    for (const other of others) expect(outcome(twoRoutes('//gvc/web/workload/api', other)).errors).toEqual([]);
  });

  test('every rule of the checks can be switched off', () => {
    const stack = twoRoutes('//gvc/web/workload/api', '//gvc/ops/workload/admin');
    Validations.disableRule(stack, 'cpln/domain-routes-one-gvc');
    expect(outcome(stack).errors).toEqual([]);
    for (const id of Object.keys(STACK_RULES)) expect(() => Validations.disableRule(cplnStack(), id)).not.toThrow();
  });
});
