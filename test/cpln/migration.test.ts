import { TerraformStack, TerraformVariable } from 'cdktf';
import { createHash } from 'crypto';
import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';
import { diagnosticLines, HAS_TERRAFORM, terraformValidate } from '../support/terraform-validate';

// docs/migrating-to-l2.md, tested: a stack of L1 classes that has been applied, then the same stack with the L2s,
// moved onto them with `moveFromId` (moved blocks) or with the old addresses kept (`overrideLogicalId`). What
// Terraform would plan is derived from the two stacks' JSON: an address of the applied stack that the new stack
// neither has nor names in a moved block is destroyed, an address of the new stack that is neither is created, and
// an argument that differs is an update, or a replacement where the provider's plan modifiers say so.

const ROOT = join(__dirname, '..', '..');
const SCHEMA = JSON.parse(readFileSync(join(ROOT, 'schemas', 'cpln.json'), 'utf-8')).provider_schemas['registry.terraform.io/controlplane-com/cpln'].resource_schemas;
/**
 * The arguments whose change replaces the resource: RequiresReplace and RequiresReplaceIf plan modifiers of the
 * provider.
 */
const REPLACEMENT = JSON.parse(readFileSync(join(ROOT, 'schemas', 'cpln.constraints.json'), 'utf-8')).replacement;

/**
 * The name cdktf 0.21 gives a resource in its stack (`TerraformStack.allocateLogicalId`, `makeUniqueId` of
 * lib/private/unique): the construct ids from below the stack down to the resource, without `Default`; one id alone
 * is the name (characters other than letters, digits, `_` and `-` removed); several are joined by `_` without
 * `Resource` and without an id that the one before it ends with, followed by `_` and the first 8 hexadecimal digits,
 * in upper case, of the MD5 of all of them joined by `/`.
 */
function logicalId(path: string[]): string {
  const ids = path.filter((id) => id !== 'Default');
  const clean = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');
  if (ids.length === 1) return clean(ids[0]);
  const human: string[] = [];
  for (const id of ids) if (human.length === 0 || !human[human.length - 1].endsWith(id)) human.push(id);
  const hash = createHash('md5').update(ids.join('/')).digest('hex').slice(0, 8).toUpperCase();
  return `${human.filter((id) => id !== 'Resource').map(clean).join('_')}_${hash}`;
}

const tags = { team: 'shop' };
const password = (stack: TerraformStack) => new TerraformVariable(stack, 'database_password', { type: 'string', sensitive: true }).stringValue;

/** The applied stack, written with L1 classes as the provider's documentation shows them. */
function appliedL1Stack(): TerraformStack {
  const stack = cplnStack();
  const gvc = new cpln.gvc.Gvc(stack, 'gvc', { name: 'shop', locations: ['aws-eu-central-1', 'gcp-us-east1'], tags });
  const database = new cpln.secret.Secret(stack, 'database', { name: 'shop-database', userpass: { username: 'shop', password: password(stack) }, tags });
  const identity = new cpln.identity.Identity(stack, 'web_identity', {
    gvc: gvc.name, name: 'shop-web', tags,
    awsAccessPolicy: { cloudAccountLink: '//cloudaccount/acme-aws', policyRefs: ['aws::AmazonS3ReadOnlyAccess'] },
  });
  const reveal = new cpln.policy.Policy(stack, 'database_reveal', {
    name: 'shop-database-reveal', description: 'the web service reads the database credentials', tags, targetKind: 'secret',
    targetLinks: [database.selfLink], binding: [{ permissions: ['reveal'], principalLinks: [identity.selfLink, 'group/dba'] }],
  });
  const web = new cpln.workload.Workload(stack, 'web', {
    gvc: gvc.name, name: 'shop-web', type: 'standard', identityLink: identity.selfLink, tags, dependsOn: [reveal],
    container: [{
      name: 'web', image: 'ghcr.io/acme/shop-web:5.0.1', cpu: '250m', memory: '512Mi', ports: [{ number: 8080, protocol: 'http' }],
      env: { DATABASE_PASSWORD: `cpln://secret/${database.name}.password`, LOG_LEVEL: 'info' },
    }],
    options: { autoscaling: { metric: 'rps', target: 100, minScale: 2, maxScale: 6 } },
    firewallSpec: { external: { inboundAllowCidr: ['0.0.0.0/0'] } },
  });
  new cpln.domain.Domain(stack, 'domain', {
    name: 'shop.example.com', tags,
    spec: { dnsMode: 'cname', ports: [{ number: 443, protocol: 'http2', route: [{ prefix: '/', workloadLink: web.selfLink, port: 8080 }], tls: {} }] },
  });
  new cpln.workload.Workload(stack, 'report', {
    gvc: gvc.name, name: 'nightly-report', type: 'cron', tags,
    container: [{ name: 'report', image: 'ghcr.io/acme/shop-report:1.2.0', args: ['--since', '24h'] }],
    job: { schedule: '0 3 * * *', historyLimit: 3 },
  });
  const queue = new cpln.volumeSet.VolumeSet(stack, 'queue', {
    gvc: gvc.name, name: 'shop-queue', initialCapacity: 20, performanceClass: 'general-purpose-ssd', fileSystemType: 'ext4', tags,
  });
  new cpln.workload.Workload(stack, 'worker', {
    gvc: gvc.name, name: 'shop-worker', type: 'stateful', tags,
    container: [{ name: 'worker', image: 'ghcr.io/acme/shop-worker:5.0.1', cpu: '500m', memory: '1Gi', volume: [{ uri: `cpln://volumeset/${queue.name}`, path: '/var/lib/queue' }] }],
    options: { autoscaling: { metric: 'disabled', minScale: 1, maxScale: 1 } },
  });
  return stack;
}

/** How the rewrite keeps the applied resources: moved blocks to the L2s' addresses, the old addresses, or nothing. */
type Keep = 'moved' | 'old addresses' | 'nothing';

/**
 * The same stack with the L2s, as docs/migrating-to-l2.md writes it: each part that holds an applied resource is
 * given its applied address right after it is made (`overrideLogicalId` takes effect only before anything refers to
 * the resource) or a moved block from it (`moveFromId`, anywhere).
 */
function rewrittenL2Stack(keep: Keep): TerraformStack {
  const stack = cplnStack();
  const was = (resource: { moveFromId(id: string): void; overrideLogicalId(id: string): void }, address: string) => {
    if (keep === 'moved') resource.moveFromId(address);
    if (keep === 'old addresses') resource.overrideLogicalId(address.split('.')[1]);
  };
  const gvc = new cpln.CplnGvc(stack, 'Shop', { gvcName: 'shop', locations: ['aws-eu-central-1', 'gcp-us-east1'], tags });
  was(gvc.resource, 'cpln_gvc.gvc');
  const database = new cpln.CplnSecret(stack, 'Database', { secretName: 'shop-database', content: cpln.SecretContent.usernamePassword('shop', password(stack)), tags });
  was(database.resource, 'cpln_secret.database');
  const identity = new cpln.CplnIdentity(stack, 'WebIdentity', {
    gvc, identityName: 'shop-web', tags,
    cloudAccess: [cpln.CloudAccess.aws({ cloudAccount: 'acme-aws', policyRefs: ['aws::AmazonS3ReadOnlyAccess'] })],
  });
  was(identity.resource, 'cpln_identity.web_identity');
  // The policy the workload's secret would be granted in, with the applied policy's name and description.
  const reveal = database.grantReveal(identity, { policyName: 'shop-database-reveal', description: 'the web service reads the database credentials' });
  was(reveal.policy, 'cpln_policy.database_reveal');
  database.grantReveal(cpln.Grantee.group('dba'));
  const web = new cpln.CplnWorkload(stack, 'Web', {
    gvc, workloadName: 'shop-web', type: cpln.WorkloadType.STANDARD, identity, tags,
    container: {
      name: 'web', image: 'ghcr.io/acme/shop-web:5.0.1', cpu: '250m', memory: '512Mi', ports: [cpln.ContainerPort.http(8080)],
      env: { LOG_LEVEL: 'info' }, secretEnv: { DATABASE_PASSWORD: cpln.WorkloadSecret.fromSecret(database, 'password') },
    },
    autoscaling: cpln.Autoscaling.requestsPerSecond({ target: 100, minScale: 2, maxScale: 6 }),
    firewall: { allowInternet: true },
  });
  was(web.resource, 'cpln_workload.web');
  const domain = new cpln.CplnDomain(stack, 'Domain', { domainName: 'shop.example.com', tags });
  was(domain.resource, 'cpln_domain.domain');
  domain.addRoute({ prefix: '/', workload: web });
  const report = new cpln.CplnWorkload(stack, 'Report', {
    gvc, workloadName: 'nightly-report', type: cpln.WorkloadType.CRON, tags,
    container: { name: 'report', image: 'ghcr.io/acme/shop-report:1.2.0', args: ['--since', '24h'] },
    job: { schedule: '0 3 * * *', historyLimit: 3 },
  });
  was(report.resource, 'cpln_workload.report');
  const queue = new cpln.CplnVolumeSet(stack, 'Queue', { gvc, volumeSetName: 'shop-queue', initialCapacity: 20, tags });
  was(queue.resource, 'cpln_volume_set.queue');
  const worker = new cpln.CplnWorkload(stack, 'Worker', {
    gvc, workloadName: 'shop-worker', type: cpln.WorkloadType.STATEFUL, tags,
    container: { name: 'worker', image: 'ghcr.io/acme/shop-worker:5.0.1', cpu: '500m', memory: '1Gi' },
    autoscaling: cpln.Autoscaling.fixed(1),
  });
  was(worker.resource, 'cpln_workload.worker');
  queue.mount(worker, '/var/lib/queue');
  return stack;
}

/** What the next plan does, as far as the configurations tell. */
interface Plan {
  readonly created: string[];
  readonly destroyed: string[];
  /** `<address>: <argument>` changed in place. */
  readonly updated: string[];
  /** `<address>: <argument>` whose change replaces the resource. */
  readonly replaced: string[];
}

/** The resources of a stack's JSON by address (`type.name`), without cdktf's metadata (`//`). */
function resources(json: any): Map<string, { type: string; body: Record<string, unknown> }> {
  const found = new Map<string, { type: string; body: Record<string, unknown> }>();
  for (const [type, byName] of Object.entries<Record<string, any>>(json.resource ?? {})) {
    for (const [name, { '//': _metadata, ...body }] of Object.entries(byName)) found.set(`${type}.${name}`, { type, body });
  }
  return found;
}

/**
 * A value with its references renamed (`cpln_secret.database` to its new address), in the text of expressions and in
 * depends_on.
 */
function renamed(value: unknown, names: Map<string, string>): unknown {
  if (typeof value === 'string') return value.replace(/\b(cpln_[a-z_]+\.[A-Za-z0-9_-]+)/g, (address) => names.get(address) ?? address);
  if (Array.isArray(value)) return value.map((v) => renamed(v, names));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, names)]));
  return value;
}

/**
 * A value in the provider's terms: the elements of sets (attributes and blocks) in one order, as Terraform compares
 * them.
 */
function ordered(value: any, block: any): any {
  if (typeof value !== 'object' || value === null || block === undefined) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries<any>(value)) {
    const attribute = block.attributes?.[key];
    const nested = block.block_types?.[key];
    if (Array.isArray(attribute?.type) && attribute.type[0] === 'set' && Array.isArray(v)) out[key] = [...v].sort(byJson);
    else if (nested !== undefined) {
      const each = (item: unknown) => ordered(item, nested.block);
      out[key] = Array.isArray(v) ? (nested.nesting_mode === 'set' ? v.map(each).sort(byJson) : v.map(each)) : each(v);
    } else out[key] = v;
  }
  return out;
}

/** JSON with the keys of every object in order: maps compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
}

function byJson(a: unknown, b: unknown): number {
  const [x, y] = [canonical(a), canonical(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The plan of `next` over the applied `applied`: each applied address is kept, or moved by one of next's moved blocks
 * (from an applied address to one of next's, of the same type), or destroyed; its arguments, references renamed
 * by the moves, are compared with the ones it now has, argument by argument (depends_on included: it plans nothing,
 * but a changed order of creation would show there).
 */
function plan(applied: any, next: any): Plan {
  const before = resources(applied);
  const after = resources(next);
  const names = new Map<string, string>();
  for (const { from, to } of next.moved ?? []) {
    expect(before.has(from), `moved from ${from}, an address of the applied stack`).toBe(true);
    expect(after.get(to)?.type, `moved to ${to}, a resource of the same type`).toBe(from.split('.')[0]);
    names.set(from, to);
  }
  const result: Plan = { created: [], destroyed: [], updated: [], replaced: [] };
  const kept = new Set<string>();
  for (const [address, { type, body }] of before) {
    const now = names.get(address) ?? address;
    const current = after.get(now);
    if (current === undefined) {
      result.destroyed.push(address);
      continue;
    }
    kept.add(now);
    const schema = SCHEMA[type].block;
    const old = ordered(renamed(body, names), schema);
    const mine = ordered(current.body, schema);
    for (const argument of [...new Set([...Object.keys(old), ...Object.keys(mine)])].sort()) {
      if (canonical(old[argument]) === canonical(mine[argument])) continue;
      const replaces = [
        ...(REPLACEMENT.always[type] ?? []),
        ...(REPLACEMENT.conditional[type] ?? []),
      ].includes(argument);
      (replaces ? result.replaced : result.updated).push(`${now}: ${argument}`);
    }
  }
  for (const address of after.keys()) if (!kept.has(address)) result.created.push(address);
  return result;
}

const NOTHING: Plan = { created: [], destroyed: [], updated: [], replaced: [] };

describe('moving an applied stack of L1 classes onto the L2s (docs/migrating-to-l2.md)', () => {
  test('with moveFromId on each part of the L2s, every applied resource is moved to the address cdktf gives the part, and nothing changes', () => {
    const applied = synth(appliedL1Stack());
    const next = synth(rewrittenL2Stack('moved'));
    // Each L2's resource is its child `Resource`; the policy of a grant is the child `Grant-<permissions>` of the
    // resource granted on.
    const to = (type: string, ...path: string[]) => `${type}.${logicalId(path)}`;
    expect([...next.moved].sort(byJson)).toEqual([
      { from: 'cpln_domain.domain', to: to('cpln_domain', 'Domain', 'Resource') },
      { from: 'cpln_gvc.gvc', to: to('cpln_gvc', 'Shop', 'Resource') },
      { from: 'cpln_identity.web_identity', to: to('cpln_identity', 'WebIdentity', 'Resource') },
      { from: 'cpln_policy.database_reveal', to: to('cpln_policy', 'Database', 'Grant-reveal') },
      { from: 'cpln_secret.database', to: to('cpln_secret', 'Database', 'Resource') },
      { from: 'cpln_volume_set.queue', to: to('cpln_volume_set', 'Queue', 'Resource') },
      { from: 'cpln_workload.report', to: to('cpln_workload', 'Report', 'Resource') },
      { from: 'cpln_workload.web', to: to('cpln_workload', 'Web', 'Resource') },
      { from: 'cpln_workload.worker', to: to('cpln_workload', 'Worker', 'Resource') },
    ].sort(byJson));
    expect(plan(applied, next)).toEqual(NOTHING);
    if (HAS_TERRAFORM) expect(diagnosticLines(terraformValidate(next)), 'terraform validate of the rewrite with its moved blocks').toEqual([]);
  });

  test('with overrideLogicalId on each part of the L2s, every applied resource keeps its address, no moved block is needed, and nothing changes', () => {
    const applied = synth(appliedL1Stack());
    const next = synth(rewrittenL2Stack('old addresses'));
    expect(next.moved).toBeUndefined();
    expect([...resources(next).keys()].sort()).toEqual([...resources(applied).keys()].sort());
    expect(plan(applied, next)).toEqual(NOTHING);
  });

  test('without either, the rewrite would destroy every applied resource and create it again: the comparison sees what a plan would do', () => {
    const applied = synth(appliedL1Stack());
    const next = synth(rewrittenL2Stack('nothing'));
    const result = plan(applied, next);
    expect(result.destroyed.sort()).toEqual([...resources(applied).keys()].sort());
    expect(result.created.sort()).toEqual([...resources(next).keys()].sort());
  });

  test('an argument that differs is an update in place, or a replacement where the provider\'s plan modifiers replace', () => {
    const applied = synth(appliedL1Stack());
    const next = synth(rewrittenL2Stack('moved'));
    const web = `cpln_workload.${logicalId(['Web', 'Resource'])}`;
    const [, webName] = web.split('.');
    next.resource.cpln_workload[webName].type = 'serverless';
    next.resource.cpln_workload[webName].tags = { team: 'web' };
    expect(plan(applied, next)).toEqual({ created: [], destroyed: [], updated: [`${web}: tags`], replaced: [`${web}: type`] });
  });
});
