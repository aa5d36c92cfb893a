import type { IConstruct } from 'constructs';
import { TerraformOutput } from '../framework';
import type { CatalogResolver } from './catalog';
import type { Problem } from './problem';
import type { Block } from './schema-types';
import { isObject, own } from './values';

type TerraformJson = Record<string, any>;

/** `${cpln_secret.db.opaque[0].payload}`, `${data.akamai_x.y.attr}`: a reference's type, name and attribute path. */
const REFERENCE = /(?<![\w.])(data\.)?([a-z][a-z0-9]*_[a-z0-9_]+)\.([A-Za-z_][\w-]*)((?:\.[A-Za-z_][\w-]*|\[[^\]]*\])*)/g;
const VARIABLE = /(?<![\w.])var\.([A-Za-z_][\w-]*)/g;

/**
 * Outputs that show a sensitive value without `sensitive: true`: Terraform refuses to plan them
 * ("Output refers to sensitive values"). An output is checked for references to sensitive attributes of
 * this package's providers (or to whole resources holding one; the attributes as the stack's `catalogs` describe
 * them) and to sensitive variables.
 */
export function sensitiveOutputs(
  stack: IConstruct,
  json: TerraformJson,
  all: readonly IConstruct[],
  catalogs: CatalogResolver,
): Problem[] {
  const outputs = json.output;
  if (!isObject(outputs)) return [];
  const variables = isObject(json.variable) ? json.variable : {};
  const problems: Problem[] = [];
  for (const name of Object.keys(outputs)) {
    const output = outputs[name];
    if (!isObject(output) || output.sensitive === true) continue;
    const found = new Set<string>();
    for (const expression of strings(output.value)) {
      for (const [, variable] of expression.matchAll(VARIABLE)) {
        if (isObject(variables[variable]) && variables[variable].sensitive === true) found.add(`var.${variable}`);
      }
      for (const [reference, data, type, , path] of expression.matchAll(REFERENCE)) {
        const catalog = catalogs(type.split('_')[0]);
        const block = catalog?.block(data ? `data.${type}` : type);
        if (block && reachesSensitive(block, path.split(/[.[\]]/).filter((s) => s !== '' && !/^(\d+|\*|".*")$/.test(s)))) found.add(reference);
      }
    }
    if (found.size === 0) continue;
    const construct = all.find((c) => c instanceof TerraformOutput && c.friendlyUniqueId === name);
    problems.push({
      severity: 'error',
      rule: 'secrets/output-not-sensitive',
      constructPath: construct?.node.path ?? stack.node.path,
      field: `output.${name}`,
      message: `refers to the sensitive ${[...found].join(', ')}, and Terraform refuses to plan an output that shows a sensitive value ("Output refers to sensitive values"); set sensitive: true on the TerraformOutput`,
    });
  }
  return problems;
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('${') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isObject(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Whether the attribute path (or, when it ends at a block or the resource itself, anything below it) is sensitive. */
function reachesSensitive(block: Block, path: readonly string[]): boolean {
  let current: Block = block;
  for (const segment of path) {
    const attribute = own(current.attributes, segment);
    const blockType = own(current.block_types, segment);
    if (attribute?.sensitive) return true;
    if (attribute?.nested_type) current = attribute.nested_type as Block;
    else if (blockType) current = blockType.block;
    else return false;
  }
  return holdsSensitive(current);
}

function holdsSensitive(block: Block): boolean {
  return Object
    .values(block.attributes ?? {})
    .some((a) => a.sensitive || (a.nested_type !== undefined && holdsSensitive(a.nested_type as Block)))
    || Object.values(block.block_types ?? {}).some((b) => holdsSensitive(b.block));
}
