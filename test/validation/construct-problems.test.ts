import { expect, test } from 'vitest';
import { akamai, cpln, Validations } from '../../lib';
import { akamaiStack, cplnStack } from '../support/synth';

/** The message of what `build` throws. */
function thrown(build: () => unknown): string {
  try {
    build();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('nothing was thrown');
}

const service = { name: 'site', image: 'ghcr.io/acme/site:1.0.0', ports: [{ number: 8080, protocol: 'http' }] };

test('every problem of a construct\'s props is reported together, each on its line with its rule id', () => {
  const stack = cplnStack();
  const message = thrown(() => new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromName('web'),
    workloadName: 'Site',
    containers: [service],
    domainName: 'https://www.example.com',
    apexDomain: 'example.org',
  }));
  const lines = message.split('\n');
  expect(lines[0]).toBe('test/site: 3 problems in its props:');
  expect(lines.slice(1).map((line) => line.trim().replace(/: .*\[/, ': [')).sort()).toEqual([
    'test/site: [cpln/domain-apex]',
    'test/site: [cpln/domain-name-format]',
    'test/site: [cpln_workload.name:pattern]',
  ]);
  expect(message).toContain('test/site: domainName: "https://www.example.com" is not a host name');
});

test('a prop of the wrong type ends the checks, reported with the problems found before it', () => {
  const stack = cplnStack();
  const message = thrown(() => new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromName('web'),
    workloadName: 'Site',
    containers: 'site' as never,
    domainName: 'www.example.com',
  }));
  expect(message).toMatch(/^test\/site: 2 problems in its props:\n/);
  expect(message).toContain('test/site: workloadName: "Site" is not valid');
  expect(message).toContain('test/site: containers: "site" is not a list');
});

test('one problem is one line, and a rule switched off is not among them', () => {
  const stack = cplnStack();
  Validations.disableRule(stack, 'cpln/domain-name-format');
  expect(thrown(() => new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: cpln.GvcRef.fromName('web'),
    workloadName: 'Site',
    containers: [service],
    domainName: 'https://www.example.com',
  }))).toMatch(/^test\/site: workloadName: "Site" is not valid: .* \[cpln_workload\.name:pattern\]$/);
});

test('a method taking props reports all its problems together too', () => {
  const stack = akamaiStack();
  const site = new akamai.PropertyDelivery(stack, 'site', {
    contract: akamai.ContractRef.fromId('C-0N7RAC7'),
    group: akamai.GroupRef.fromId('grp_98765'),
    product: akamai.ProductRef.ionStandard(),
    hostnames: ['www.example.com'],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
    origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
  });
  const message = thrown(() => site.addRule({ name: 'default', children: [{ name: '' }] }));
  expect(message).toMatch(/^test\/site: 2 problems in its props:\n/);
  expect(message.match(/\[akamai\/delivery-rule-name\]/g)).toHaveLength(2);
});
