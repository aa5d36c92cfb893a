import type { AttributeModel, AttributeTypeModel } from '@cdktf/provider-generator/lib/get/generator/models';

/** Construct props holding every required argument, and the Terraform JSON they must synthesize to. */
export interface MinimalConfig {
  readonly props: Record<string, unknown>;
  readonly json: Record<string, unknown>;
}

/**
 * Builds the smallest valid config of a generated type from the generator's model: every required
 * attribute and every required block (recursively) gets a value derived from its Terraform name.
 */
export function minimalConfig(attributes: AttributeModel[]): MinimalConfig {
  const props: Record<string, unknown> = {};
  const json: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (!attribute.isRequired) continue;
    const value = valueFor(attribute.type, attribute.terraformName);
    props[attribute.name] = value.props;
    json[attribute.terraformName] = value.json;
  }
  return { props, json };
}

function valueFor(type: AttributeTypeModel, name: string): { props: unknown; json: unknown } {
  const kind = type.typeModelType;
  if (kind === 'simple') {
    const simple = (type as unknown as { type: string }).type;
    if (simple === 'string') return same(`${name}-value`);
    if (simple === 'number') return same(7);
    if (simple === 'boolean') return same(true);
    throw new Error(`no sample value for simple type ${simple} (${name})`);
  }
  if (kind === 'struct') {
    return minimalConfig(type.struct!.assignableAttributes);
  }
  if (kind === 'list' || kind === 'set') {
    const collection = type as unknown as { elementType: AttributeTypeModel; isSingleItem: boolean };
    const element = valueFor(collection.elementType, name);
    return collection.isSingleItem ? element : { props: [element.props], json: [element.json] };
  }
  if (kind === 'map') {
    const element = valueFor((type as unknown as { elementType: AttributeTypeModel }).elementType, name);
    return { props: { key: element.props }, json: { key: element.json } };
  }
  throw new Error(`no sample value for ${kind} (${name})`);
}

function same(value: unknown): { props: unknown; json: unknown } {
  return { props: value, json: value };
}
