import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { ConstraintsFile, constraintsFit } from './catalog';
import { readProviderSchema } from './provider-files';
import { ProviderTarget, providerAddress } from './providers';
import { checkSchema, readSchemaFile, SchemaFileError, TerraformSchema } from './schema-file';
import type { Attribute, Block, ProviderSchema } from './schema-file';

/**
 * `npx projen schemas:import <file>`: takes the output of `terraform providers schema -json` (run by a
 * maintainer with network access, in a configuration that requires the new provider version), writes
 * the schema file of every provider of the definition it holds, without description prose, and
 * returns what changed: types added and removed, and per type the arguments and blocks added,
 * removed or changed.
 */
export function importSchemas(file: string, targets: readonly ProviderTarget[], root: string): string[] {
  const imported = readSchemaFile(file);
  const found = targets.filter((target) => imported.provider_schemas[providerAddress(target)] !== undefined);
  if (found.length === 0) {
    throw new SchemaFileError(file, '$.provider_schemas', `holds none of the providers this package generates (${targets.map(providerAddress).join(', ')})`);
  }
  const report: string[] = [];
  for (const target of found) {
    const address = providerAddress(target);
    const next = withoutProse(imported.provider_schemas[address]) as ProviderSchema;
    checkSchema(file, { format_version: imported.format_version, provider_schemas: { [address]: next } });
    const locate = (f: string) => join(root, f);
    const exists = existsSync(
      locate(target.schemaFile),
    ) && target.schemaParts.every((part) => existsSync(locate(part)));
    const previous = exists ? readProviderSchema(target, locate).schema.provider_schemas[address] : undefined;
    // Each type stays in the file that holds it (the parts keep the large ones apart); new types go to the main file.
    const rest = {
      ...next,
      resource_schemas: { ...next.resource_schemas },
      data_source_schemas: { ...next.data_source_schemas },
    };
    for (const part of target.schemaParts) {
      const held = existsSync(locate(part)) ? readSchemaFile(locate(part)).provider_schemas[address] : undefined;
      const take = (section: 'resource_schemas' | 'data_source_schemas') => {
        const names = Object.keys(held?.[section] ?? {}).filter((type) => rest[section][type] !== undefined);
        const taken = Object.fromEntries(names.map((type) => [type, rest[section][type]]));
        for (const type of names) delete rest[section][type];
        return names.length > 0 ? { [section]: taken } : {};
      };
      const schema = { format_version: imported.format_version, provider_schemas: { [address]: { provider: next.provider, ...take('resource_schemas'), ...take('data_source_schemas') } } };
      // A part holds a few large types: written without indentation to stay a few MB.
      writeFileSync(locate(part), `${JSON.stringify(schema)}\n`);
    }
    const schema: TerraformSchema = { format_version: imported.format_version, provider_schemas: { [address]: rest } };
    // Terraform prints its schema in a fixed order (struct fields in order, map keys sorted): kept as it is.
    writeFileSync(locate(target.schemaFile), `${JSON.stringify(schema, null, 2)}\n`);
    const changes = previous ? changesBetween(previous, next) : [];
    const files = [target.schemaFile, ...target.schemaParts].join(', ');
    report.push(`${files} (${target.source}): ${!previous ? 'new file' : changes.length === 0 ? 'no changes' : summary(changes)}`, ...changes.map((c) => `  ${c}`));
    report.push(...constraintsReport(
      target,
      { format_version: imported.format_version, provider_schemas: { [address]: next } },
      previous,
      root,
    ));
  }
  return report;
}

/** `N changes: N added, N removed, N changed (N of them flags: required, optional, computed, ...)`. */
function summary(changes: readonly string[]): string {
  const count = (sign: string) => changes.filter((c) => c.startsWith(sign)).length;
  const withoutFlags = (shape: string) => shape.replace(/ (required|optional|computed|sensitive|deprecated|write_only)\b/g, '');
  const flips = changes.filter((c) => {
    const [before, after] = c.slice(c.indexOf(': ') + 2).split(' -> ');
    return c.startsWith('~') && before.startsWith('attribute') && withoutFlags(before) === withoutFlags(after);
  }).length;
  return `${changes.length} changes: ${count('+')} added, ${count('-')} removed, ${count('~')} changed (${flips} of them only in flags: required, optional, computed, sensitive, deprecated)`;
}

/**
 * What the constraints files say against the new schema: the rules codegen would now refuse (their type,
 * path or field is gone), and the settable attributes the import added that no rule checks, whose
 * validators in the provider's code a maintainer reads next.
 */
function constraintsReport(
  target: ProviderTarget,
  schema: TerraformSchema,
  previous: ProviderSchema | undefined,
  root: string,
): string[] {
  const files = [target.constraintsFile, ...target.constraintsParts].filter((f) => existsSync(join(root, f)));
  const checked = new Set<string>();
  const lines: string[] = [];
  for (const file of files) {
    const { refused, checked: paths } = constraintsFit(target, schema, JSON.parse(readFileSync(join(root, file), 'utf-8')) as ConstraintsFile, file);
    // Rules name the provider block `provider.<name>`; the schema's paths call it `provider`.
    paths.forEach((path) => checked.add(path.replace(`provider.${target.name}`, 'provider')));
    if (refused.length > 0) lines.push(`${file}: ${refused.length} rules no longer fit the schema (codegen refuses them; fix or remove each):`, ...refused.map((r) => `  ${r}`));
  }
  if (previous) {
    const before = flatten(previous);
    const unchecked = [...flatten(schema.provider_schemas[providerAddress(target)])]
      .filter(([path, shape]) => !before.has(path) && /^attribute .*\b(required|optional)\b/.test(shape) && !checked.has(path))
      .map(([path]) => path).sort();
    if (unchecked.length > 0) lines.push(`${unchecked.length} added arguments no rule checks (read their validators in the provider's code):`, ...unchecked.map((p) => `  ${p}`));
  }
  return lines;
}

/** The changes from one provider schema to another, one line each, sorted. */
export function changesBetween(previous: ProviderSchema, next: ProviderSchema): string[] {
  const before = flatten(previous);
  const after = flatten(next);
  const lines: string[] = [];
  for (const [path, shape] of after) {
    const old = before.get(path);
    if (old === undefined) lines.push(`+ ${path}: ${shape}`);
    else if (old !== shape) lines.push(`~ ${path}: ${old} -> ${shape}`);
  }
  for (const [path, shape] of before) if (!after.has(path)) lines.push(`- ${path}: ${shape}`);
  return lines.sort((a, b) => a.slice(2).localeCompare(b.slice(2)) || a.localeCompare(b));
}

/** Every type, argument and block of a provider schema, by path, with a description of its shape. */
function flatten(provider: ProviderSchema): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (block: Block, prefix: string): void => {
    for (const [name, attribute] of Object.entries(block.attributes ?? {})) {
      out.set(`${prefix}.${name}`, attributeShape(attribute));
      if (attribute.nested_type) walk(attribute.nested_type as Block, `${prefix}.${name}`);
    }
    for (const [name, blockType] of Object.entries(block.block_types ?? {})) {
      const limits = [blockType.min_items && `min ${blockType.min_items}`, blockType.max_items && `max ${blockType.max_items}`].filter(Boolean).join(' ');
      out.set(`${prefix}.${name}`, `block ${blockType.nesting_mode}${limits ? ` ${limits}` : ''}`);
      walk(blockType.block, `${prefix}.${name}`);
    }
  };
  out.set('provider', 'provider');
  walk(provider.provider.block, 'provider');
  for (const [kind, entries] of [['resource', provider.resource_schemas], ['data', provider.data_source_schemas]] as const) {
    for (const [type, entry] of Object.entries(entries ?? {})) {
      const name = kind === 'data' ? `data.${type}` : type;
      out.set(name, `${kind === 'data' ? 'data source' : 'resource'} (schema version ${entry.version})`);
      walk(entry.block, name);
    }
  }
  return out;
}

function attributeShape(attribute: Attribute): string {
  const type = attribute.nested_type ? `nested ${attribute.nested_type.nesting_mode}` : JSON.stringify(attribute.type);
  const flags = (['required', 'optional', 'computed', 'sensitive', 'deprecated', 'write_only'] as const).filter((flag) => attribute[flag]);
  return `attribute ${type} ${flags.join(' ')}`.trim();
}

/** The schema without description prose (the registry documents it; the generated classes link there). */
function withoutProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (typeof value !== 'object' || value === null) return value;
  // Prose is the string `description` of a block or attribute, which Terraform prints with its `description_kind`;
  // an argument or an object type's field may be named `description` too (`["object", {"description": "string"}]`).
  const prose = 'description_kind' in value;
  return Object.fromEntries(Object.entries(value).filter(([key, inner]) => !(prose && key === 'description' && typeof inner === 'string')).map(([key, inner]) => [key, withoutProse(inner)]));
}
