import type { Problem } from './problem';
import { isObject } from './values';

const REFERENCE = /^cpln:\/\/volumeset\/\$\{cpln_volume_set\.([A-Za-z0-9_-]+)\.name\}$/;
const LITERAL = /^cpln:\/\/volumeset\/([a-z0-9][a-z0-9-]*)$/;

/**
 * A volume set of a traditional file system (`ext4`, the provider's default, or `xfs`) provisions one volume
 * per replica of one workload: it can be used by at most one stateful workload (a `vm` workload's disks
 * included); only a `shared` volume set can be mounted by any number of workloads of any type
 * (docs.controlplane.com/reference/volumeset). Checked across the stack where the workload names the volume
 * set by reference (`cpln://volumeset/${cpln_volume_set.<name>.name}`) or by a literal name that one volume
 * set of the stack has in the same GVC.
 */
export function volumeSetMounts(json: Record<string, any>, fallbackPath: string): Problem[] {
  const sets = json.resource?.cpln_volume_set;
  const workloads = json.resource?.cpln_workload;
  if (!isObject(sets) || !isObject(workloads)) return [];
  const users = new Map<string, Array<{ workload: string; type: unknown; path: string; field: string }>>();
  for (const [name, workload] of Object.entries(workloads)) {
    if (!isObject(workload) || !Array.isArray(workload.container)) continue;
    workload.container.forEach((container: unknown, c: number) => {
      if (!isObject(container) || !Array.isArray(container.volume)) return;
      container.volume.forEach((volume: unknown, v: number) => {
        const uri = isObject(volume) ? volume.uri : undefined;
        if (typeof uri !== 'string') return;
        const set = REFERENCE.exec(uri)?.[1] ?? literalSet(sets, LITERAL.exec(uri)?.[1], workload.gvc);
        if (set === undefined) return;
        const list = users.get(set) ?? [];
        list.push({ workload: name, type: workload.type, path: (workload as any)['//']?.metadata?.path ?? fallbackPath, field: `cpln_workload.${name}.container[${c}].volume[${v}].uri` });
        users.set(set, list);
      });
    });
  }
  const problems: Problem[] = [];
  for (const [set, mounts] of users) {
    const fileSystem = (sets[set] as Record<string, unknown>).file_system_type ?? 'ext4';
    if (fileSystem !== 'ext4' && fileSystem !== 'xfs') continue;
    const distinct = [...new Set(mounts.map((m) => m.workload))];
    for (const mount of mounts) {
      const problem = (message: string): Problem => ({ severity: 'error', rule: 'cpln/volume-set-mounts', constructPath: mount.path, field: mount.field, message });
      if (typeof mount.type === 'string' && !mount.type.includes('${') && mount.type !== 'stateful' && mount.type !== 'vm') {
        problems.push(problem(`mounts volume set cpln_volume_set.${set} (file system ${JSON.stringify(fileSystem)}) in a ${JSON.stringify(mount.type)} workload; a volume set of a traditional file system (ext4, xfs) is mounted by a stateful workload only; allowed: workload type "stateful", or a volume set with file_system_type "shared"`));
      } else if (mount.workload !== distinct[0]) {
        problems.push(problem(`mounts volume set cpln_volume_set.${set} (file system ${JSON.stringify(fileSystem)}), which cpln_workload.${distinct[0]} mounts already; a volume set of a traditional file system (ext4, xfs) is used by at most one workload; allowed: one workload per volume set, or file_system_type "shared"`));
      }
    }
  }
  return problems;
}

/** The volume set of the stack with this literal name in the same GVC, when exactly one has it. */
function literalSet(sets: Record<string, unknown>, name: string | undefined, gvc: unknown): string | undefined {
  if (name === undefined) return undefined;
  const found = Object.entries(sets).filter(([, set]) => isObject(set) && set.name === name && set.gvc === gvc);
  return found.length === 1 ? found[0][0] : undefined;
}
