import type { Problem } from '../problem';
import { isUnresolved } from '../values';
import { gvcBlock, gvcName, namedBlock, parseLink } from './cpln-links';
import { itemsOf, single, StackCheck, StackJson } from './stack-json';

const RULES = {
  'cpln/volume-set-mounts': 'a volume set of a traditional file system (ext4, xfs) is mounted by one stateful (or vm) workload only',
  'cpln/workload-keda-gvc-enabled': 'a workload scaling on KEDA needs KEDA enabled on its GVC, and the secrets its triggers authenticate with listed there',
  'cpln/workload-identity-gvc': 'a workload\'s identity is an identity of the workload\'s own GVC (warning)',
};

/**
 * Control Plane workloads against the GVC, identity and volume sets they use (the platform's guides,
 * controlplane-com/ai-plugin `plugins/cpln/skills/`: `stateful-storage` (a 400 mounting an ext4 or xfs volume set
 * in another workload type, or a second workload), `autoscaling-capacity` (KEDA: enable it on the GVC first;
 * triggers reference a secret the GVC lists), `cpln-guardrails.md` (identities are GVC-scoped); the provider's
 * `authentication_ref.name` is "the name of a secret listed in the GVC spec.keda.secrets").
 */
export const cplnWorkloads: StackCheck = {
  rules: RULES,
  check(stack) {
    const problems: Problem[] = [...volumeSetMounts(stack)];
    for (const workload of stack.blocks('cpln_workload')) {
      const gvc = gvcBlock(stack, workload.config.gvc);
      for (const [where, options] of [['options', itemsOf(workload.config.options)], ['local_options', itemsOf(workload.config.local_options)]] as const) {
        for (const [option, o] of options) {
          const autoscaling = single(option.autoscaling);
          if (autoscaling === undefined || gvc === undefined) continue;
          const at = `${where}${where === 'options' ? '' : `[${o}]`}.autoscaling`;
          const keda = single(gvc.config.keda);
          const usesKeda = autoscaling.metric === 'keda' || itemsOf(autoscaling.keda).length > 0;
          if (usesKeda && keda?.enabled !== true && !isUnresolved(keda?.enabled)) {
            problems.push(stack.problem(workload, `${at}.metric`, 'cpln/workload-keda-gvc-enabled', `scales on KEDA, but its GVC cpln_gvc.${gvc.name} does not enable KEDA; set keda { enabled = true } on the GVC`));
          }
          const listed = Array.isArray(
            keda?.secrets,
          ) ? (keda!.secrets as unknown[]).map((s) => parseLink(s)?.name ?? s) : [];
          if (Array.isArray(keda?.secrets) && keda!.secrets.some(isUnresolved)) continue;
          for (const [trigger, t] of itemsOf(single(autoscaling.keda)?.trigger)) {
            const name = single(trigger.authentication_ref)?.name;
            if (typeof name !== 'string' || isUnresolved(name) || listed.includes(name)) continue;
            problems.push(stack.problem(workload, `${at}.keda.trigger[${t}].authentication_ref.name`, 'cpln/workload-keda-gvc-enabled', `${JSON.stringify(name)} is not a secret of its GVC's KEDA (cpln_gvc.${gvc.name} keda.secrets: ${listed.map((s) => JSON.stringify(s)).join(', ') || 'none'}); list the secret there`));
          }
        }
      }
      const identity = parseLink(workload.config.identity_link);
      const own = gvcName(stack, workload.config.gvc);
      if (identity?.kind === 'identity' && identity.gvc !== undefined && !isUnresolved(identity.gvc) && own !== undefined && identity.gvc !== own) {
        problems.push(stack.problem(workload, 'identity_link', 'cpln/workload-identity-gvc', `names an identity of GVC ${JSON.stringify(identity.gvc)}, but the workload runs in GVC ${JSON.stringify(own)}; identities are scoped to their GVC: use an identity of ${JSON.stringify(own)}`, 'warning'));
      }
    }
    return problems;
  },
};

/**
 * A volume set of a traditional file system (`ext4`, the provider's default, or `xfs`) provisions one volume per
 * replica of one workload: it is mounted by one stateful (or vm) workload only; a `shared` one by any number of
 * workloads of any type (docs.controlplane.com/reference/volumeset). Named by reference or by a literal name or link.
 */
function volumeSetMounts(stack: StackJson): Problem[] {
  const users = new Map<string, Array<{ workload: string; block: ReturnType<StackJson['blocks']>[number]; field: string }>>();
  const sets = new Map<string, ReturnType<StackJson['blocks']>[number]>();
  for (const workload of stack.blocks('cpln_workload')) {
    for (const [container, c] of itemsOf(workload.config.container)) {
      for (const [volume, v] of itemsOf(container.volume)) {
        const uri = volume.uri;
        if (typeof uri !== 'string' || !uri.startsWith('cpln://volumeset/')) continue;
        const named = uri.slice('cpln://volumeset/'.length);
        const set = namedBlock(stack, named, 'cpln_volume_set', 'volumeset');
        if (set === undefined || (named.includes('${') ? false : gvcName(stack, set.config.gvc) !== gvcName(stack, workload.config.gvc))) continue;
        sets.set(set.name, set);
        users.set(set.name, [...(users.get(set.name) ?? []), { workload: workload.name, block: workload, field: `container[${c}].volume[${v}].uri` }]);
      }
    }
  }
  const problems: Problem[] = [];
  for (const [name, mounts] of users) {
    const fileSystem = sets.get(name)!.config.file_system_type ?? 'ext4';
    if (fileSystem !== 'ext4' && fileSystem !== 'xfs') continue;
    const first = mounts[0].workload;
    for (const mount of mounts) {
      const type = mount.block.config.type;
      if (typeof type === 'string' && !isUnresolved(type) && type !== 'stateful' && type !== 'vm') {
        problems.push(stack.problem(mount.block, mount.field, 'cpln/volume-set-mounts', `mounts volume set cpln_volume_set.${name} (file system ${JSON.stringify(fileSystem)}) in a ${JSON.stringify(type)} workload; a volume set of a traditional file system (ext4, xfs) is mounted by a stateful workload only; allowed: workload type "stateful", or a volume set with file_system_type "shared"`));
      } else if (mount.workload !== first) {
        problems.push(stack.problem(mount.block, mount.field, 'cpln/volume-set-mounts', `mounts volume set cpln_volume_set.${name} (file system ${JSON.stringify(fileSystem)}), which cpln_workload.${first} mounts already; a volume set of a traditional file system (ext4, xfs) is used by at most one workload; allowed: one workload per volume set, or file_system_type "shared"`));
      }
    }
  }
  return problems;
}
