import { DefaultTokenResolver, Fn, StringConcat, TerraformStack, TerraformVariable, Tokenization } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { ADMIN, ORGANIZATION, TECH } from '../support/certificate-contacts';
import { akamaiStack, synth } from '../support/synth';

function site(
  stack: TerraformStack,
  id: string,
  contract: akamai.ContractRef,
  group: akamai.GroupRef,
): akamai.PropertyDelivery {
  return new akamai.PropertyDelivery(stack, id, {
    contract, group, product: akamai.ProductRef.ionStandard(), hostnames: [`${id}.example.com`],
    edgeHostname: akamai.EdgeHostnameChoice.standardTls(), origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
  });
}

describe('akamai ContractRef and GroupRef: one lookup per stack and name, shared by every construct of the stack', () => {
  test('two sites, a zone and a certificate naming the same group and contract: one data.akamai_contract, one data.akamai_group per contract', () => {
    const stack = akamaiStack();
    const contract = () => akamai.ContractRef.fromGroupName('Web Properties');
    const group = () => akamai.GroupRef.fromName('Web Properties');
    const a = site(stack, 'a', contract(), group());
    const b = site(stack, 'b', contract(), group());
    const zone = new akamai.EdgeDnsZone(stack, 'zone', { zoneName: 'example.com', contract: contract(), group: group() });
    const cert = new akamai.EnrollmentWithValidation(stack, 'cert', {
      contract: contract(), commonName: 'a.example.com', adminContact: ADMIN, techContact: TECH, organization: ORGANIZATION, challenges: akamai.ChallengeAnswer.edgeDns(zone),
    });
    const byId = site(stack, 'c', akamai.ContractRef.fromId('ctr_1-AB123'), group());

    const json = synth(stack);
    const contractId = '${data.akamai_contract.ContractOfGroup_Web_Properties.id}';
    expect(json.data.akamai_contract).toEqual({ ContractOfGroup_Web_Properties: { group_name: 'Web Properties' } });
    expect(json.data.akamai_group).toEqual({
      Group_Web_Properties_ContractOfGroup_Web_Properties: { group_name: 'Web Properties', contract_id: contractId },
      'Group_Web_Properties_ctr_1-AB123': { group_name: 'Web Properties', contract_id: 'ctr_1-AB123' },
    });
    const groupId = '${data.akamai_group.Group_Web_Properties_ContractOfGroup_Web_Properties.id}';
    for (const delivery of [a, b]) {
      expect(json.resource.akamai_property[delivery.property.friendlyUniqueId])
        .toEqual(expect.objectContaining({ contract_id: contractId, group_id: groupId }));
    }
    expect(json.resource.akamai_property[byId.property.friendlyUniqueId].group_id).toBe('${data.akamai_group.Group_Web_Properties_ctr_1-AB123.id}');
    expect(json.resource.akamai_dns_zone[zone.resource.friendlyUniqueId]).toEqual(expect.objectContaining({
      contract: `\${trimprefix(${contractId.slice(2, -1)}, "ctr_")}`, group: `\${trimprefix(${groupId.slice(2, -1)}, "grp_")}`,
    }));
    expect(json.resource.akamai_cps_dv_enrollment[cert.enrollment.friendlyUniqueId].contract_id).toBe(`\${trimprefix(${contractId.slice(2, -1)}, "ctr_")}`);
  });

  test('a lookup by a name given as a variable or a function is named after the expression, and shared alike', () => {
    const stack = akamaiStack();
    const name = new TerraformVariable(stack, 'group', { type: 'string' });
    site(stack, 'a', akamai.ContractRef.fromGroupName(name.stringValue), akamai.GroupRef.fromId('1'));
    site(stack, 'b', akamai.ContractRef.fromGroupName(name.stringValue), akamai.GroupRef.fromId('1'));
    site(stack, 'c', akamai.ContractRef.fromGroupName(Fn.lower(name.stringValue)), akamai.GroupRef.fromId('1'));
    expect(synth(stack).data.akamai_contract).toEqual({
      ContractOfGroup__var_group_: { group_name: '${var.group}' },
      ContractOfGroup__lower_var_group_: { group_name: '${lower(var.group)}' },
    });
  });

  test('two names that would give one Terraform name are refused, naming both', () => {
    const stack = akamaiStack();
    site(stack, 'a', akamai.ContractRef.fromGroupName('Web Properties'), akamai.GroupRef.fromId('1'));
    expect(() => site(stack, 'b', akamai.ContractRef.fromGroupName('Web/Properties'), akamai.GroupRef.fromId('1'))).toThrow(
      'test/b: contract: the lookup of "Web/Properties" would be named "ContractOfGroup_Web_Properties" in Terraform, as the lookup of "Web Properties" in this stack is; rename one of them, or give the id instead of the name',
    );
  });

  test('each stack has its own lookups', () => {
    const first = akamaiStack();
    const second = new TerraformStack(first.node.scope!, 'other');
    new akamai.provider.AkamaiProvider(second, 'akamai', {});
    site(first, 'a', akamai.ContractRef.fromGroupName('Web Properties'), akamai.GroupRef.fromId('1'));
    site(second, 'a', akamai.ContractRef.fromGroupName('Web Properties'), akamai.GroupRef.fromId('1'));
    expect(Object.keys(synth(first).data.akamai_contract)).toEqual(['ContractOfGroup_Web_Properties']);
    expect(Object.keys(synth(second).data.akamai_contract)).toEqual(['ContractOfGroup_Web_Properties']);
  });
});

describe('akamai.ProductRef', () => {
  test.each([
    ['ionStandard', akamai.ProductRef.ionStandard(), 'prd_Fresca'],
    ['ionPremier', akamai.ProductRef.ionPremier(), 'prd_SPM'],
    ['dynamicSiteAccelerator', akamai.ProductRef.dynamicSiteAccelerator(), 'prd_Site_Accel'],
    ['webApplicationAccelerator', akamai.ProductRef.webApplicationAccelerator(), 'prd_Web_App_Accel'],
    ['downloadDelivery', akamai.ProductRef.downloadDelivery(), 'prd_Download_Delivery'],
    ['adaptiveMediaDelivery', akamai.ProductRef.adaptiveMediaDelivery(), 'prd_Adaptive_Media_Delivery'],
    ['fromId without the prefix', akamai.ProductRef.fromId('Obj_Delivery'), 'prd_Obj_Delivery'],
  ])('%s: the id in its prefixed and bare forms', (_name, product, id) => {
    const bound = (product as any)._bind(akamaiStack(), 'product') as akamai.AkamaiId;
    expect([bound.prefixed, bound.bare]).toEqual([id, id.slice('prd_'.length)]);
  });

  test('a token passes through; an id of another kind is refused at the prop', () => {
    const stack = akamaiStack();
    const variable = new TerraformVariable(stack, 'product', { type: 'string' });
    const bound = (akamai.ProductRef.fromId(variable.stringValue) as any)._bind(stack, 'product') as akamai.AkamaiId;
    expect(Tokenization.resolve(bound.prefixed, { scope: stack, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) })).toBe('${format("prd_%s", trimprefix(var.product, "prd_"))}');
    expect(() => (akamai.ProductRef.fromId('ctr_1') as any)._bind(stack, 'product')).toThrow(
      'test: product: AkamaiId.product("ctr_1"): has the prefix of a contract id; allowed: a product id with the prefix "prd_" or without one [akamai/id-prefix]',
    );
  });
});
