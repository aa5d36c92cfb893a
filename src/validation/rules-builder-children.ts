import type { Problem } from './problem';
import { isObject } from './values';

const BUILDER = 'akamai_property_rules_builder';
const CHILD_REFERENCE = /^\$\{data\.akamai_property_rules_builder\.([A-Za-z0-9_-]+)\.json\}$/;

/**
 * The rules builder refuses a child rule of another rule format than its parent's (the provider's
 * `RulesBuilder.ruleChildren`, pkg/providers/property/ruleformats/builder.go: a child's `_ruleFormat_` is
 * empty or the parent's `rules_v...` key). Checked across the stack's builders: a child that references
 * another builder of the stack (`${data.akamai_property_rules_builder.<name>.json}`), or a literal JSON child.
 */
export function rulesBuilderChildren(json: Record<string, any>, fallbackPath: string): Problem[] {
  const builders = json.data?.[BUILDER];
  if (!isObject(builders)) return [];
  const formatOf = (config: unknown): string | undefined => (isObject(config) ? Object.keys(config).find((key) => key.startsWith('rules_v')) : undefined);
  const problems: Problem[] = [];
  for (const [name, config] of Object.entries(builders)) {
    const parent = formatOf(config);
    const children = parent === undefined ? undefined : (config as Record<string, any>)[parent]?.children;
    if (!Array.isArray(children)) continue;
    children.forEach((child, index) => {
      if (typeof child !== 'string') return;
      const referenced = CHILD_REFERENCE.exec(child)?.[1];
      let format: string | undefined;
      if (referenced !== undefined) format = formatOf(builders[referenced]);
      else if (!child.includes('${')) {
        try {
          const parsed = JSON.parse(child);
          format = isObject(parsed) && typeof parsed._ruleFormat_ === 'string' && parsed._ruleFormat_ !== '' ? parsed._ruleFormat_ : undefined;
        } catch {
          return;
        }
      }
      if (format === undefined || format === parent) return;
      problems.push({
        severity: 'error',
        rule: 'akamai/rules-builder-child-format',
        constructPath: (config as any)['//']?.metadata?.path ?? fallbackPath,
        field: `data.${BUILDER}.${name}.${parent}.children[${index}]`,
        message: `${referenced !== undefined ? `the child data.${BUILDER}.${referenced} uses` : 'the child JSON uses'} rule format ${format}; a child of a ${parent} rule uses ${parent} (the rules builder refuses a child of another rule format)`,
      });
    });
  }
  return problems;
}
