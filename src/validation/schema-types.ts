/** The shape of `terraform providers schema -json` output, as kept in `schemas/<provider>.json`. */

export interface TerraformSchema {
  readonly format_version: string;
  readonly provider_schemas: Record<string, ProviderSchema>;
}

export interface ProviderSchema {
  readonly provider: SchemaEntry;
  readonly resource_schemas?: Record<string, SchemaEntry>;
  readonly data_source_schemas?: Record<string, SchemaEntry>;
}

export interface SchemaEntry {
  readonly version: number;
  readonly block: Block;
}

export interface Block {
  readonly attributes?: Record<string, Attribute>;
  readonly block_types?: Record<string, BlockType>;
  readonly description?: string;
  readonly description_kind?: DescriptionKind;
  readonly deprecated?: boolean;
}

export interface Attribute {
  readonly type?: CtyType;
  readonly nested_type?: NestedType;
  readonly description?: string;
  readonly description_kind?: DescriptionKind;
  readonly deprecated?: boolean;
  readonly required?: boolean;
  readonly optional?: boolean;
  readonly computed?: boolean;
  readonly sensitive?: boolean;
  readonly write_only?: boolean;
}

export interface NestedType {
  /** Absent when the nested object has no attributes (Terraform omits the empty map). */
  readonly attributes?: Record<string, Attribute>;
  readonly nesting_mode: 'single' | 'list' | 'set' | 'map';
}

export interface BlockType {
  readonly nesting_mode: 'single' | 'group' | 'list' | 'set' | 'map';
  readonly block: Block;
  readonly min_items?: number;
  readonly max_items?: number;
}

export type DescriptionKind = 'plain' | 'markdown';
export type CtyType = string | [string, unknown];

