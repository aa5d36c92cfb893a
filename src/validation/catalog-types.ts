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
  /** Whether the schema holds every type of the provider version (an unknown type is then a mistake). */
  readonly coversEveryType: boolean;
  readonly provider: Block;
  readonly resources: Record<string, Block>;
  readonly dataSources: Record<string, Block>;
  readonly rules: ConstraintRule[];
}
