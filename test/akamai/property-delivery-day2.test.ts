import { TerraformVariable } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai, cpln } from '../../lib';
import { akamaiStack, synth } from '../support/synth';
import { evaluate, HAS_TERRAFORM, unwrap } from '../support/terraform-console';

/**
 * What later plans evaluate, with Terraform's own evaluator: the expressions a PropertyDelivery writes,
 * against the values the provider stores (pkg/providers/property): `akamai_cp_code.id` is the bare number
 * as a string (resourceCPCodeCreate trims `cpc_`), ids read back from the Property Manager API carry their
 * prefix, and a Control Plane workload's canonical endpoint is a URL.
 */
describe.skipIf(!HAS_TERRAFORM)('akamai.PropertyDelivery: day 2, evaluated by terraform console', () => {
  const stack = akamaiStack();
  new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
  const workload = new cpln.workload.Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080 }] }] });
  const contract = new TerraformVariable(stack, 'contract', { type: 'string' });
  const delivery = new akamai.PropertyDelivery(stack, 'site', {
    contract: akamai.ContractRef.fromId(contract.stringValue),
    group: akamai.GroupRef.fromId('grp_98765'),
    product: akamai.ProductRef.ionStandard(),
    hostnames: ['www.example.com', 'shop.example.com'],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
    origin: akamai.Origin.controlPlaneWorkload(workload),
    dns: akamai.DeliveryDns.edgeDns(akamai.EdgeDnsZoneRef.fromName('example.com')),
  });
  const json = synth(stack);
  const root = json.data.akamai_property_rules_builder[delivery.ruleTree.friendlyUniqueId].rules_v2025_10_16;
  const cpCodeAddress = `akamai_cp_code.${delivery.cpCode!.friendlyUniqueId}`;
  const workloadAddress = `cpln_workload.${workload.friendlyUniqueId}`;

  test('the CP code behavior gets the number of the CP code the provider stores ("123456" after create or import)', () => {
    const expression = unwrap(root.behavior[1].cp_code.value.id).split(cpCodeAddress).join('local.cp_code');
    expect(evaluate({ cp_code: '{ id = "123456" }' }, [expression])).toEqual([123456]);
  });

  test('a Control Plane origin is the host of the canonical endpoint, in each form the platform reports it', () => {
    const expression = unwrap(root.behavior[0].origin.hostname).split(`${workloadAddress}.status[0].canonical_endpoint`).join('local.endpoint');
    for (const endpoint of ['https://api-web.cpln.app', 'https://api-web.cpln.app/', 'http://api-web.cpln.app:8080/']) {
      expect(evaluate({ endpoint: JSON.stringify(endpoint) }, [expression])).toEqual(['api-web.cpln.app']);
    }
  });

  test('a contract id given as a token reaches the Property Manager resources prefixed, whichever form the variable holds', () => {
    const written = json.resource.akamai_property[delivery.property.friendlyUniqueId].contract_id;
    const expression = unwrap(written).split('var.contract').join('local.contract');
    expect(evaluate({ contract: '"1-AB123"' }, [expression])).toEqual(['ctr_1-AB123']);
    expect(evaluate({ contract: '"ctr_1-AB123"' }, [expression])).toEqual(['ctr_1-AB123']);
  });

  test('adding a hostname adds its CNAME record and keeps the others\' addresses (for_each keys are the hostnames)', () => {
    const forEach = unwrap(json.resource.akamai_dns_record[delivery.dnsRecords!.friendlyUniqueId].for_each);
    const [before] = evaluate({}, [`sort(tolist(${forEach}))`]) as string[][];
    const after = forEach.replace('"shop.example.com"', '"shop.example.com", "blog.example.com"');
    const [keys] = evaluate({}, [`sort(tolist(${after}))`]) as string[][];
    expect(before).toEqual(['shop.example.com', 'www.example.com']);
    expect(keys).toEqual(['blog.example.com', 'shop.example.com', 'www.example.com']);
  });
});
