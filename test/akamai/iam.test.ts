import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

describe('akamai.iamApiClient.IamApiClient', () => {
  test('an API client with API access, group access with sub-groups, an IP ACL and purge options', () => {
    const stack = akamaiStack();
    new akamai.iamApiClient.IamApiClient(stack, 'client', {
      clientName: 'ci-deployer',
      clientType: 'CLIENT',
      authorizedUsers: ['jdoe'],
      notificationEmails: ['platform@example.com'],
      apiAccess: { allAccessibleApis: false, apis: [{ apiId: 5580, accessLevel: 'READ-WRITE' }, { apiId: 5801, accessLevel: 'READ-ONLY' }] },
      groupAccess: {
        cloneAuthorizedUserGroups: false,
        groups: [{
          groupId: 1000,
          roleId: 12,
          subGroups: [{ groupId: 1001, roleId: 12, subGroups: [{ groupId: 1002, roleId: 14 }] }],
        }],
      },
      ipAcl: { enable: true, cidr: ['192.0.2.0/24'] },
      purgeOptions: {
        canPurgeByCacheTag: true,
        canPurgeByCpCode: true,
        cpCodeAccess: { allCurrentAndNewCpCodes: false, cpCodes: [101, 102] },
      },
      credential: { description: 'pipeline', expiresOn: '2027-06-30T00:00:00Z', status: 'ACTIVE' },
    });

    expect(synth(stack).resource.akamai_iam_api_client.client).toEqual({
      client_name: 'ci-deployer',
      client_type: 'CLIENT',
      authorized_users: ['jdoe'],
      notification_emails: ['platform@example.com'],
      api_access: { all_accessible_apis: false, apis: [{ api_id: 5580, access_level: 'READ-WRITE' }, { api_id: 5801, access_level: 'READ-ONLY' }] },
      group_access: {
        clone_authorized_user_groups: false,
        groups: [{
          group_id: 1000,
          role_id: 12,
          sub_groups: [{ group_id: 1001, role_id: 12, sub_groups: [{ group_id: 1002, role_id: 14 }] }],
        }],
      },
      ip_acl: { enable: true, cidr: ['192.0.2.0/24'] },
      purge_options: {
        can_purge_by_cache_tag: true,
        can_purge_by_cp_code: true,
        cp_code_access: { all_current_and_new_cp_codes: false, cp_codes: [101, 102] },
      },
      credential: { description: 'pipeline', expires_on: '2027-06-30T00:00:00Z', status: 'ACTIVE' },
    });
  });

  test('one recursive struct types sub-groups at any depth the provider accepts', () => {
    const stack = akamaiStack();
    const level = (depth: number): akamai.iamApiClient.IamApiClientGroupAccessGroupsSubGroups => ({
      groupId: 3000 + depth, roleId: 12, ...(depth < 8 ? { subGroups: [level(depth + 1)] } : {}),
    });
    new akamai.iamApiClient.IamApiClient(stack, 'client', {
      clientName: 'deep', clientType: 'CLIENT', authorizedUsers: ['jdoe'], apiAccess: { allAccessibleApis: true }, credential: {},
      purgeOptions: {
        canPurgeByCacheTag: true,
        canPurgeByCpCode: false,
        cpCodeAccess: { allCurrentAndNewCpCodes: true },
      },
      groupAccess: { cloneAuthorizedUserGroups: false, groups: [{ groupId: 3000, roleId: 12, subGroups: [level(1)] }] },
    });
    let group = synth(stack).resource.akamai_iam_api_client.client.group_access.groups[0];
    const ids = [group.group_id];
    while (group.sub_groups) {
      group = group.sub_groups[0];
      ids.push(group.group_id);
    }
    expect(ids).toEqual([3000, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008]);
  });

  test('the escape hatch sets a whole group tree as raw Terraform JSON', () => {
    const stack = akamaiStack();
    const level = (
      depth: number,
    ): any => ({ group_id: 2000 + depth, role_id: 12, ...(depth < 7 ? { sub_groups: [level(depth + 1)] } : {}) });
    const client = new akamai.iamApiClient.IamApiClient(stack, 'client', {
      clientName: 'deep', clientType: 'CLIENT', authorizedUsers: ['jdoe'],
      apiAccess: { allAccessibleApis: true },
      purgeOptions: {
        canPurgeByCacheTag: true,
        canPurgeByCpCode: false,
        cpCodeAccess: { allCurrentAndNewCpCodes: true },
      },
      groupAccess: { cloneAuthorizedUserGroups: false },
      credential: {},
    });
    client.addOverride('group_access.groups', [level(0)]);
    const groups = synth(stack).resource.akamai_iam_api_client.client.group_access.groups;
    let depth = 0;
    for (let g = groups[0]; g.sub_groups; g = g.sub_groups[0]) depth++;
    expect(depth).toBe(7);
  });
});
