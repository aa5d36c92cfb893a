import type { ConstraintRule } from './rule-types';
import type { Block } from './schema-types';

/**
 * What codegen emits for one provider (`src/gen/<provider>/catalog.json`, shipped in `lib/gen/`): the
 * provider's schema without descriptions, and its constraint rules with shared checks and integer
 * lists expanded. The validation engine reads nothing else at run time.
 */
export interface CatalogFile {
  /** Short name of the provider (`cpln`), the prefix of its types. */
  readonly name: string;
  /** Registry source and version the schema and rules describe. */
  readonly source: string;
  readonly version: string;
  readonly provider: Block;
  readonly resources: Record<string, Block>;
  readonly dataSources: Record<string, Block>;
  /**
   * Types whose schema and rules are kept in a file of their own (`catalog.<type>.json`), read when a stack uses them.
   */
  readonly parts: Record<string, string>;
  readonly rules: ConstraintRule[];
}

/** One type's schema and rules, kept apart from the provider's catalog because of their size. */
export interface CatalogPart {
  /** The rule target: `data.<type>` for a data source, the type for a resource. */
  readonly target: string;
  readonly block: Block;
  /** Rules, those that differ only in their path written once with all their paths (id `<target>.<path>:<kind>`). */
  readonly rules: Array<ConstraintRule | RuleForPaths>;
}

/** One check at many paths of one type: a rule per path, with the id `<type>.<path>:<kind>`. */
export type RuleForPaths = Omit<ConstraintRule, 'id' | 'path'> & { readonly paths: readonly string[] };
