import { kindOf } from '../src/validation/kinds';
import type { ConstraintRule } from '../src/validation/rule-types';
import type { Attribute, Block, TerraformSchema } from '../src/validation/schema-types';

/**
 * What a provider's code says about replacement, per resource type: arguments whose change always replaces the
 * resource, and those it may replace.
 */
export type Replacement = Record<string, {
  readonly always: readonly string[];
  readonly conditional: readonly string[];
}>;

/** What the constraints file says of arguments beside the rules. */
export interface PropFacts {
  readonly replacement: Replacement;
  /** The provider's defaults for unset arguments, per type (`data.<type>` for data sources) and path. */
  readonly defaults: Record<string, Record<string, unknown>>;
}

/**
 * How a prop's documentation introduces what each value check allows; kinds that read several fields say nothing there.
 */
const LABELS: Record<string, string> = {
  enum: 'Allowed values', range: 'Range', length: 'Length', size: 'Size', pattern: 'Format', format: 'Format', integer: '',
  noneOf: 'Not allowed', keysNoneOf: 'Reserved keys', deprecated: 'Deprecated', json: 'Content', jsonSchema: 'Content',
};

/** The sentence a rule adds to the documentation of the prop at its path. */
function phrase(rule: ConstraintRule): string {
  const kind = kindOf(rule);
  const words = kind.describe(rule).replace(/^deprecated: /, '').replace(/\.$/, '');
  return LABELS[kind.key] === '' ? `${words[0].toUpperCase()}${words.slice(1)}.` : `${LABELS[kind.key]}: ${words}.`;
}

/**
 * The provider schema with a description on every settable attribute, written from what the catalog
 * knows (never from the provider's prose): required or optional, computed when unset, the provider's
 * default, sensitive, deprecated, the unconditional value checks of the rules at its path, and whether
 * changing it replaces the resource. The generator writes a description as the first lines of the prop's doc comment.
 */
export function describedSchema(
  schema: TerraformSchema,
  rules: readonly ConstraintRule[],
  { replacement, defaults }: PropFacts,
): TerraformSchema {
  const byPath = new Map<string, ConstraintRule[]>();
  for (const rule of rules) {
    const key = kindOf(rule).key;
    if (LABELS[key] === undefined || (rule.severity === 'warning' && key !== 'deprecated')) continue;
    for (const on of rule.on) byPath.set(`${on} ${rule.path}`, [...(byPath.get(`${on} ${rule.path}`) ?? []), rule]);
  }
  const provider = Object.values(schema.provider_schemas)[0];
  const describe = (target: string, block: Block, replaces?: Replacement[string]): Block => describeBlock(block, '', (path, attribute) => {
    const facts = [presence(attribute)];
    const preset = defaults[target]?.[path];
    if (preset !== undefined) facts.push(`Default: ${JSON.stringify(preset)}.`);
    if (attribute.sensitive) facts.push('Sensitive: kept out of plan output.');
    if (attribute.deprecated) facts.push('Deprecated by the provider.');
    const seen = new Set<string>();
    for (const rule of byPath.get(`${target} ${path}`) ?? []) {
      const sentence = phrase(rule);
      if (!seen.has(sentence)) facts.push(sentence);
      seen.add(sentence);
    }
    if (replaces !== undefined) {
      const under = (paths: readonly string[]) => paths.some((p) => path === p || path.startsWith(`${p}.`));
      if (under(replaces.always)) facts.push('Changing it replaces the resource.');
      else if (under(replaces.conditional)) facts.push('Changing it can replace the resource (the provider decides at plan time).');
    }
    return facts.join(' ');
  });
  const entries = <T extends { block: Block }>(
    prefix: string,
    map: Record<string, T> | undefined,
    replaceable: boolean,
  ) =>
    map && Object.fromEntries(Object.entries(map).map(([type, entry]) => [type, { ...entry, block: describe(`${prefix}${type}`, entry.block, replaceable ? replacement[type] ?? { always: [], conditional: [] } : undefined) }]));
  const [address] = Object.keys(schema.provider_schemas);
  return {
    ...schema,
    provider_schemas: {
      [address]: {
        ...provider,
        provider: { ...provider.provider, block: describe(`provider.${address.split('/').pop()}`, provider.provider.block) },
        resource_schemas: entries('', provider.resource_schemas, true),
        data_source_schemas: entries('data.', provider.data_source_schemas, false),
      },
    },
  };
}

function presence(attribute: Attribute): string {
  if (attribute.required) return 'Required.';
  return attribute.computed ? 'Optional; the provider sets it when unset.' : 'Optional.';
}

/** The block with `describeAttribute` applied to every settable attribute, nested attributes and blocks included. */
function describeBlock(
  block: Block,
  prefix: string,
  describeAttribute: (path: string, attribute: Attribute) => string,
): Block {
  const join = (name: string) => (prefix === '' ? name : `${prefix}.${name}`);
  const attributes = block.attributes && Object.fromEntries(Object.entries(
    block.attributes,
  ).map(([name, attribute]) => {
    if (!attribute.required && !attribute.optional) return [name, attribute];
    const nested = attribute.nested_type && {
      ...attribute.nested_type,
      attributes: describeBlock(
        { attributes: attribute.nested_type.attributes },
        join(name),
        describeAttribute,
      ).attributes!,
    };
    return [name, { ...attribute, ...(nested ? { nested_type: nested } : {}), description: describeAttribute(join(name), attribute), description_kind: 'plain' as const }];
  }));
  const blockTypes = block.block_types && Object.fromEntries(Object
    .entries(block.block_types)
    .map(([name, type]) => [name, { ...type, block: describeBlock(type.block, join(name), describeAttribute) }]));
  return { ...block, ...(attributes ? { attributes } : {}), ...(blockTypes ? { block_types: blockTypes } : {}) };
}
