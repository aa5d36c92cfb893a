import type { CheckKind } from './kind';

/** The field is deprecated: setting it is reported (as a warning). */
export const deprecatedKind: CheckKind<{
  /** Why, and what to use instead. */
  readonly deprecated: string;
}> = {
  key: 'deprecated',
  level: 'collection',
  check: (rule) => `is deprecated: ${rule.deprecated}`,
  describe: (rule) => `deprecated: ${rule.deprecated}`,
  example: () => ({ invalid: 'retain', valid: undefined }),
};
