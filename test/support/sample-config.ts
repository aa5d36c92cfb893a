import type { AttributeModel } from '../../codegen/emitter/model';

type AttributeTypeModel = AttributeModel['type'];

/** Construct props for a generated type, and the Terraform JSON they must synthesize to. */
export interface SampleConfig {
  readonly props: Record<string, unknown>;
  readonly json: Record<string, unknown>;
}

/**
 * How much of a type a sample sets:
 * - `minimal`: every required attribute and block (recursively), nothing else;
 * - `full`: every argument and block at every depth (a recursive block, such as Akamai's `sub_groups`,
 *   down to three levels).
 */
export type SampleShape = 'minimal' | 'full';

/** Builds a config of a generated type from the generator's model; values derive from Terraform names. */
export function sampleConfig(attributes: AttributeModel[], shape: SampleShape = 'minimal', depth = 0): SampleConfig {
  const props: Record<string, unknown> = {};
  const json: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (!attribute.isRequired && (shape === 'minimal' || depth > 3)) continue;
    const value = valueFor(attribute.type, attribute.terraformName, shape, depth);
    props[attribute.name] = value.props;
    json[attribute.terraformName] = value.json;
  }
  return { props, json };
}

/** The smallest valid config of a generated type (see `sampleConfig`). */
export function minimalConfig(attributes: AttributeModel[]): SampleConfig {
  return sampleConfig(attributes, 'minimal');
}

function valueFor(
  type: AttributeTypeModel,
  name: string,
  shape: SampleShape,
  depth: number,
): { props: unknown; json: unknown } {
  const kind = type.typeModelType;
  if (kind === 'simple') {
    const simple = (type as unknown as { type: string }).type;
    if (simple === 'string') return same(`${name}-value`);
    if (simple === 'number') return same(7);
    if (simple === 'boolean') return same(true);
    if (simple === 'any') return same(`${name}-value`);
    throw new Error(`no sample value for simple type ${simple} (${name})`);
  }
  if (kind === 'struct') {
    return sampleConfig(type.struct!.assignableAttributes, shape, depth + 1);
  }
  if (kind === 'list' || kind === 'set') {
    const collection = type as unknown as { elementType: AttributeTypeModel; isSingleItem: boolean };
    const element = valueFor(collection.elementType, name, shape, depth);
    return collection.isSingleItem ? element : { props: [element.props], json: [element.json] };
  }
  if (kind === 'map') {
    const element = valueFor((type as unknown as { elementType: AttributeTypeModel }).elementType, name, shape, depth);
    return { props: { key: element.props }, json: { key: element.json } };
  }
  throw new Error(`no sample value for ${kind} (${name})`);
}

function same(value: unknown): { props: unknown; json: unknown } {
  return { props: value, json: value };
}
