/** The text of the fact files, as committed. */

/** JSON on one line with a space after each `,` and `:`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')}}`;
  return JSON.stringify(value);
}

/** The rules builder's facts: each check on a line of its own with its paths below it, each integer on a line. */
export function rulesBuilderText(
  about: string,
  facts: {
    formats: string[];
    checks: ReadonlyArray<{ paths: Record<string, unknown> }>;
    integers: Record<string, unknown>;
  },
): string {
  const entries = (record: Record<string, unknown>, indent: string) => Object.entries(record).map(([k, v]) => `${indent}${JSON.stringify(k)}: ${inline(v)}`).join(',\n');
  const checks = facts.checks.map(({ paths, ...head }) => `  ${inline(head).slice(0, -1)}, "paths": {\n${entries(paths, '   ')}\n  }}`).join(',\n');
  return `{\n "about": ${JSON.stringify(about)},\n "formats": ${inline(facts.formats)},\n "checks": [\n${checks}\n ],\n "integers": {\n${entries(facts.integers, '  ')}\n }\n}\n`;
}

/** The attribute and cross-field facts: JSON indented by one space. */
export const factsText = (about: string, facts: readonly object[]) => `${JSON.stringify({ about, facts }, null, 1)}\n`;
