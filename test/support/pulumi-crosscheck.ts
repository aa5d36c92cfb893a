import type { Attribute, Block, ProviderSchema } from '../../codegen/schema-file';

/** The parts of a Pulumi package schema the cross-check reads. */
export interface PulumiSchema {
  readonly config: { variables: Record<string, PulumiProperty> };
  readonly types: Record<string, { properties?: Record<string, PulumiProperty>; required?: string[] }>;
  readonly resources: Record<string, {
    inputProperties?: Record<string, PulumiProperty>;
    properties?: Record<string, PulumiProperty>;
    requiredInputs?: string[];
  }>;
  readonly functions: Record<string, {
    inputs?: { properties?: Record<string, PulumiProperty>; required?: string[] };
    outputs?: { properties?: Record<string, PulumiProperty> };
  }>;
}

interface PulumiProperty {
  readonly type?: string;
  readonly $ref?: string;
  readonly items?: PulumiProperty;
  readonly additionalProperties?: PulumiProperty;
  readonly secret?: boolean;
}

type RequiredMode = 'all' | 'top' | 'none';

const norm = (name: string) => name.replace(/_/g, '').toLowerCase();

/**
 * Pulumi names are camelCase and pluralize list blocks (`container` -> `containers`, `authentication_ref` ->
 * `authenticationReves`).
 */
function pulumiNameFor(tfName: string, candidates: string[]): string | undefined {
  const n = norm(tfName);
  const forms = [n, `${n}s`, `${n}es`, n.endsWith('y') ? `${n.slice(0, -1)}ies` : undefined, n.endsWith('f') ? `${n.slice(0, -1)}ves` : undefined];
  for (const form of forms) {
    const hit = candidates.find((c) => norm(c) === form);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Compares a Terraform provider schema with the Pulumi schema of the same provider version and lists
 * every difference in names, required flags, sensitivity and primitive types, at every depth.
 * Each line reads `<path>: <difference>`. `renamed` gives the Pulumi name of a type Pulumi spells
 * otherwise (`akamai_appsec_version_notes` is `appSecVersionNodes`; data sources as `data.<type>`).
 */
export function crossCheck(
  tf: ProviderSchema,
  pulumi: PulumiSchema,
  tfPrefix: string,
  renamed: Readonly<Record<string, string>> = {},
): string[] {
  const diffs: string[] = [];
  const refOf = (p: PulumiProperty | undefined) => p?.$ref ?? p?.items?.$ref ?? p?.additionalProperties?.$ref;
  const resolve = (p: PulumiProperty | undefined) => {
    const ref = refOf(p);
    return ref ? pulumi.types[ref.replace('#/types/', '')] : undefined;
  };

  /**
   * `required` says where required flags are compared: everywhere, on this level only (data source
   * arguments: Pulumi marks every output of a function required), or nowhere (computed objects).
   */
  /** Names of the blocks of the type being compared that have members somewhere in it. */
  let filledBlocks = new Set<string>();
  const compareBlock = (
    block: Block,
    props: Record<string, PulumiProperty>,
    requiredNames: string[],
    path: string,
    required: RequiredMode,
    refs: string[] = [],
  ): void => {
    const names = Object.keys(props);
    // Pulumi models a self-nesting member as one recursive type; where the provider's nesting ends
    // (an empty innermost object), the recursive type still lists its fields.
    const isEmpty = Object.keys(
      block.attributes ?? {},
    ).length === 0 && Object.keys(block.block_types ?? {}).length === 0;
    if (isEmpty && refs.length > 0 && refs.indexOf(refs[refs.length - 1]) < refs.length - 1) return;
    // A provider recursion with a depth parameter (imaging policies) ends in empty blocks whose name has
    // members higher up in the same type; Pulumi's types there still list their fields.
    if (isEmpty && Object.keys(props).length > 0 && filledBlocks.has(path.slice(path.lastIndexOf('.') + 1))) return;
    const matched = new Set<string>(['id']);
    const inner: RequiredMode = required === 'all' ? 'all' : 'none';
    const members: Array<[string, Attribute | undefined, Block | undefined]> = [
      ...Object.entries(block.attributes ?? {}).map(([n, a]) => [n, a, undefined] as [string, Attribute, undefined]),
      ...Object.entries(block.block_types ?? {}).map(([n, b]) => [n, undefined, b.block] as [string, undefined, Block]),
    ];
    for (const [name, attribute, nestedBlock] of members) {
      if (name === 'id') continue;
      const at = `${path}.${name}`;
      const pname = pulumiNameFor(name, names);
      if (!pname) {
        // Pulumi replaces Terraform's `timeouts` meta-block with its own customTimeouts option.
        if (name !== 'timeouts') diffs.push(`${at}: not in Pulumi`);
        continue;
      }
      matched.add(pname);
      const p = props[pname];
      if (attribute) {
        // Pulumi names resources itself, so it never requires the top-level `name`.
        const autoNamed = name === 'name' && path.startsWith('resource ') && !path.includes('.');
        if (required !== 'none' && !autoNamed && !!attribute.required !== requiredNames.includes(pname)) {
          diffs.push(`${at}: required ${!!attribute.required} here, ${requiredNames.includes(pname)} in Pulumi`);
        }
        if (!!attribute.sensitive !== !!p.secret) diffs.push(`${at}: sensitive ${!!attribute.sensitive} here, secret ${!!p.secret} in Pulumi`);
        if (attribute.nested_type) {
          const type = resolve(p);
          if (!type) diffs.push(`${at}: nested attribute here, not an object in Pulumi`);
          else compareBlock({ attributes: attribute.nested_type.attributes }, type.properties ?? {}, type.required ?? [], at, isComputedOnly(attribute) ? 'none' : inner, [...refs, refOf(p)!]);
        } else {
          const problem = compareType(attribute.type, p, resolve);
          if (problem) diffs.push(`${at}: ${problem}`);
        }
      } else {
        const type = resolve(p);
        if (!type) diffs.push(`${at}: block here, not an object in Pulumi`);
        else compareBlock(nestedBlock!, type.properties ?? {}, type.required ?? [], at, inner, [...refs, refOf(p)!]);
      }
    }
    for (const pname of names) {
      if (!matched.has(pname)) diffs.push(`${path}.${pname}: only in Pulumi`);
    }
  };

  compareBlock(tf.provider.block, pulumi.config.variables, [], 'provider', 'none');
  for (const [type, entry] of Object.entries(tf.resource_schemas ?? {})) {
    const wanted = norm(renamed[type] ?? type.slice(tfPrefix.length));
    const token = Object.keys(pulumi.resources).find((t) => norm(t.split(':')[2]) === wanted);
    if (!token) {
      diffs.push(`resource ${type}: not in Pulumi`);
      continue;
    }
    const r = pulumi.resources[token];
    filledBlocks = blocksWithMembers(entry.block);
    compareBlock(entry.block, { ...r.properties, ...r.inputProperties }, r.requiredInputs ?? [], `resource ${type}`, 'all');
  }
  for (const [type, entry] of Object.entries(tf.data_source_schemas ?? {})) {
    const wanted = norm(renamed[`data.${type}`] ?? `get${type.slice(tfPrefix.length)}`);
    const token = Object.keys(pulumi.functions).find((t) => norm(t.split(':')[2]) === wanted);
    if (!token) {
      diffs.push(`data source ${type}: not in Pulumi`);
      continue;
    }
    const f = pulumi.functions[token];
    filledBlocks = blocksWithMembers(entry.block);
    compareBlock(entry.block, { ...f.outputs?.properties, ...f.inputs?.properties }, f.inputs?.required ?? [], `data source ${type}`, 'top');
  }
  return diffs;
}

function blocksWithMembers(block: Block, out = new Set<string>()): Set<string> {
  for (const [name, blockType] of Object.entries(block.block_types ?? {})) {
    if (Object.keys(
      blockType.block.attributes ?? {},
    ).length > 0 || Object.keys(blockType.block.block_types ?? {}).length > 0) out.add(name);
    blocksWithMembers(blockType.block, out);
  }
  return out;
}

function isComputedOnly(attribute: Attribute): boolean {
  return !!attribute.computed && !attribute.optional && !attribute.required;
}

function compareType(type: unknown, p: PulumiProperty, resolve: (p: PulumiProperty) => unknown): string | undefined {
  const primitive: Record<string, string[]> = { string: ['string'], number: ['integer', 'number'], bool: ['boolean'] };
  if (typeof type === 'string') {
    if (type === 'dynamic') return undefined;
    return primitive[type]?.includes(p.type ?? '') ? undefined : `type ${type} here, ${p.type ?? p.$ref} in Pulumi`;
  }
  const [kind, element] = type as [string, unknown];
  if (kind === 'list' || kind === 'set') {
    // Pulumi flattens a one-item list of objects into the object itself.
    if (Array.isArray(element) && element[0] === 'object' && p.$ref) return resolve(p) ? undefined : `type ${kind} here, unresolved ${p.$ref} in Pulumi`;
    if (p.type !== 'array') return `type ${kind} here, ${p.type ?? p.$ref} in Pulumi`;
    return compareType(element, p.items ?? {}, resolve);
  }
  if (kind === 'map') {
    if (p.type !== 'object') return `type map here, ${p.type ?? p.$ref} in Pulumi`;
    return p.additionalProperties ? compareType(element, p.additionalProperties, resolve) : undefined;
  }
  if (kind === 'object') return resolve(p) ? undefined : `type object here, ${p.type} in Pulumi`;
  return undefined;
}
