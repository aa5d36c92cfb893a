import { Fn, TerraformStack, TerraformVariable } from 'cdktf';
import { Construct } from 'constructs';
import { describe, expect, test } from 'vitest';
import { akamai, cpln } from '../../lib';
import { cplnStack, outcome, synth } from '../support/synth';

/** Every resource of the stack's JSON of a type, by its logical id: its tags (undefined when it has none). */
const tagsOf = (out: any, type: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries<any>(out.resource[type] ?? {}).map(([id, block]) => [id, block.tags]));

describe('cpln.Tags: a tag on every Control Plane resource below a scope, as Tags.of(scope).add(key, value)', () => {
  test('every resource with tags below the scope gets it: the L2s\' parts, the app\'s L1s; not data sources, nor types without tags, nor other providers', () => {
    const stack = cplnStack();
    new akamai.provider.AkamaiProvider(stack, 'akamai', {});
    cpln.Tags.of(stack).add('team', 'shop');
    const gvc = new cpln.CplnGvc(stack, 'shop', { locations: ['aws-eu-central-1'] });
    const secret = new cpln.CplnSecret(stack, 'database', { content: cpln.SecretContent.opaque('${var.db}') });
    const web = new cpln.CplnWorkload(stack, 'web', { gvc, type: cpln.WorkloadType.STANDARD, container: { image: 'nginx', ports: [cpln.ContainerPort.http(8080)] } });
    web.addSecretEnv('DB', cpln.WorkloadSecret.fromSecret(secret));
    const domain = new cpln.CplnDomain(stack, 'www', { domainName: 'www.example.com' });
    domain.addRoute({ prefix: '/', workload: web });
    const l1 = new cpln.group.Group(stack, 'ops', { name: 'ops' });
    new cpln.dataCplnGvc.DataCplnGvc(stack, 'other', { name: 'other' });
    new akamai.cpCode.CpCode(stack, 'cp', { name: 'www', contractId: 'ctr_1', groupId: 'grp_1', productId: 'prd_Fresca' });
    const out = synth(stack);
    const shop = { team: 'shop' };
    // cpln_gvc, cpln_secret, cpln_workload, cpln_identity (the workload's own, for its grant), cpln_policy, cpln_domain
    // and cpln_group have a `tags` argument in the provider's schema; data sources and akamai_cp_code have none.
    expect(tagsOf(out, 'cpln_gvc')).toEqual({ [gvc.resource.friendlyUniqueId]: shop });
    expect(tagsOf(out, 'cpln_secret')).toEqual({ [secret.resource.friendlyUniqueId]: shop });
    expect(tagsOf(out, 'cpln_workload')).toEqual({ [web.resource.friendlyUniqueId]: shop });
    expect(tagsOf(out, 'cpln_identity')).toEqual({ [web.identity!.friendlyUniqueId]: shop });
    expect(Object.values(tagsOf(out, 'cpln_policy'))).toEqual([shop]);
    expect(tagsOf(out, 'cpln_domain')).toEqual({ [domain.resource.friendlyUniqueId]: shop });
    expect(tagsOf(out, 'cpln_group')).toEqual({ [l1.friendlyUniqueId]: shop });
    expect(out.data.cpln_gvc.other.tags).toBeUndefined();
    expect(out.resource.akamai_cp_code.cp.tags).toBeUndefined();
  });

  test('a resource\'s own tags keep their values; of two scopes adding one key, the nearer wins, whatever the order they were added in', () => {
    const stack = cplnStack();
    const payments = new Construct(stack, 'payments');
    cpln.Tags.of(payments).add('team', 'payments');
    cpln.Tags.of(stack).add('team', 'shop');
    cpln.Tags.of(stack).add('env', 'prod');
    const own = new cpln.CplnSecret(stack, 'own', { content: cpln.SecretContent.opaque('${var.a}'), tags: { team: 'platform', cost: 'shared' } });
    const inner = new cpln.CplnSecret(payments, 'stripe', { content: cpln.SecretContent.opaque('${var.b}') });
    const outer = new cpln.CplnSecret(stack, 'outer', { content: cpln.SecretContent.opaque('${var.c}') });
    expect(tagsOf(synth(stack), 'cpln_secret')).toEqual({
      [own.resource.friendlyUniqueId]: { team: 'platform', cost: 'shared', env: 'prod' },
      [inner.resource.friendlyUniqueId]: { team: 'payments', env: 'prod' },
      [outer.resource.friendlyUniqueId]: { team: 'shop', env: 'prod' },
    });
  });

  test('a value from a reference, a variable or a function passes through; own tags given as one expression are merged by Terraform, theirs last', () => {
    const stack = cplnStack();
    const env = new TerraformVariable(stack, 'env', { type: 'string' });
    const owner = new cpln.CplnGvc(stack, 'owner', {});
    const given = new TerraformVariable(stack, 'tags', { type: 'map(string)' });
    cpln.Tags.of(stack).add('env', env.stringValue);
    cpln.Tags.of(stack).add('owner', owner.gvcName);
    cpln.Tags.of(stack).add('stage', Fn.upper(env.stringValue));
    const secret = new cpln.CplnSecret(stack, 'database', { content: cpln.SecretContent.opaque('${var.db}'), tags: given.value as never });
    const out = synth(stack);
    const added = { env: '${var.env}', owner: `\${cpln_gvc.${owner.resource.friendlyUniqueId}.name}`, stage: '${upper(var.env)}' };
    expect(out.resource.cpln_gvc[owner.resource.friendlyUniqueId].tags).toEqual(added);
    expect(out.resource.cpln_secret[secret.resource.friendlyUniqueId].tags).toBe(`\${merge({"env" = var.env, "owner" = cpln_gvc.${owner.resource.friendlyUniqueId}.name, "stage" = upper(var.env)}, var.tags)}`);
  });

  test('a key given as an expression is refused: a tag below a scope has a key known at synth', () => {
    const stack: TerraformStack = cplnStack();
    const key = new TerraformVariable(stack, 'key', { type: 'string' });
    expect(() => cpln.Tags.of(stack).add(key.stringValue, 'x')).toThrow(/Tags\.add\.key: is a Terraform expression; a tag added to every resource below a scope has a key known at synth/);
    expect(outcome(cplnStack())).toEqual({ errors: [], warnings: [] });
  });
});
