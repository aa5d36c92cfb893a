import { join } from 'path';
import type { DocumentBuilder } from './documents';

/**
 * A Terraform provider this package generates, defined once in codegen/definitions.json: codegen, the
 * scripts, the tests and the benchmarks read that file and nothing else. Adding a provider version is
 * one edit there (and its schema and constraints files).
 */
export interface ProviderTarget {
  /** Short name: the prefix of its types, the output folder and the namespace exported from the package root. */
  readonly name: string;
  /** Registry source, as in `required_providers`. */
  readonly source: string;
  /** The provider version the schema was transcribed from; synthesized stacks require exactly this version. */
  readonly version: string;
  /** The provider's schema, in the format of `terraform providers schema -json`, relative to the repository root. */
  readonly schemaFile: string;
  /**
   * Further schema files in the same format, each holding types kept apart because of their size (a few MB
   * each); their validation catalog is emitted apart too and read only when a stack uses the type.
   */
  readonly schemaParts: readonly string[];
  /** The provider's constraint rules (codegen/catalog.ts), relative to the repository root. */
  readonly constraintsFile: string;
  /** Further constraints files: the rules transcribed mechanically for the types of `schemaParts`. */
  readonly constraintsParts: readonly string[];
  /**
   * What the generated classes leave untyped, by type (`data.<type>` for data sources): top-level `blocks`,
   * and every block nested more than `belowDepth` levels below the type. Users set those with
   * `addOverride`; validation still checks them against the whole schema (docs/l1-classes.md: "Types too large to
   * type").
   */
  readonly untyped: Readonly<Record<string, UntypedPart>>;
  /**
   * Typed builders of the provider's JSON arguments, emitted from the request schemas of its rules
   * (codegen/documents.ts).
   */
  readonly documents?: DocumentSet;
}

/** One generated file of document builders (`src/gen/<provider>/<file>`): a class with a static method per document. */
export interface DocumentSet {
  readonly file: string;
  readonly className: string;
  /** The class's documentation. */
  readonly summary: string;
  readonly builders: readonly DocumentBuilder[];
}

/** The part of one type the generated class leaves untyped (see `ProviderTarget.untyped`). */
export interface UntypedPart {
  /** Top-level blocks left out of the class. */
  readonly blocks?: readonly string[];
  /** Blocks nested deeper than this many levels (the type's own blocks are level 1) are left out. */
  readonly belowDepth?: number;
}

/** Every provider this package generates, in the order they are generated (codegen/definitions.json). */
export const PROVIDERS: readonly ProviderTarget[] = (require('./definitions.json') as { providers: ProviderTarget[] }).providers;

/** The repository root (codegen runs from source). */
export const ROOT = join(__dirname, '..');

/** The `provider_schemas` key Terraform uses for a registry source. */
export function providerAddress(target: ProviderTarget): string {
  return `registry.terraform.io/${target.source}`;
}
