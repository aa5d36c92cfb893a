import type { IConstruct } from 'constructs';
import { TerraformProvider, TerraformStack } from '../framework';
import { bindingsVersions } from './bindings-version';
import type { CatalogResolver, ProviderCatalog } from './catalog';
import { PROVIDER_META, RESOURCE_META } from './meta-arguments';
import type { Problem } from './problem';
import { propertyRulesJson } from './property-rules-json';
import { versionMismatch } from './provider-version';
import type { CompiledRule } from './rule-types';
import { checkConstraints } from './rules';
import { rulesBuilderChildren } from './rules-builder-children';
import { checkBlock } from './schema-rules';
import { sensitiveOutputs } from './sensitive-outputs';
import { stackProblems } from './stack';
import { isObject } from './values';

type TerraformJson = Record<string, any>;

/**
 * Every problem in a stack's synthesized Terraform JSON (after overrides) for the providers this package
 * generates; blocks of other providers are left alone. `all` is the stack's constructs; `catalogs` gives the catalog
 * each provider of the stack is judged by.
 */
export function findProblems(
  stack: TerraformStack,
  json: TerraformJson,
  all: readonly IConstruct[],
  catalogs: CatalogResolver,
): Problem[] {
  const problems: Problem[] = [];
  // A stack that requires another version of a provider than its catalog describes gets the findings that
  // depend on the version as warnings (provider-version.ts).
  const mismatch = new Map<ProviderCatalog, ReturnType<typeof versionMismatch>>();
  const collect = (catalog: ProviderCatalog, found: readonly Problem[]): void => {
    if (!mismatch.has(catalog)) mismatch.set(catalog, versionMismatch(json, catalog));
    const relax = mismatch.get(catalog);
    for (const problem of found) problems.push(relax ? relax(problem) : problem);
  };
  const imported = new Set((Array.isArray(json.import) ? json.import : []).map((block: { to?: unknown }) => block?.to).filter((to: unknown): to is string => typeof to === 'string'));
  for (const kind of ['resource', 'data'] as const) {
    const section = json[kind];
    if (!isObject(section)) continue;
    for (const type of Object.keys(section)) {
      const catalog = catalogs(type.split('_')[0]);
      if (!catalog) continue;
      const target = kind === 'resource' ? type : `data.${type}`;
      const block = catalog.block(target);
      const blocks = section[type] as Record<string, Record<string, unknown>>;
      for (const name of Object.keys(blocks)) {
        const config = blocks[name];
        const subject = {
          constructPath: (config['//'] as any)?.metadata?.path ?? stack.node.path,
          address: `${target}.${name}`,
          meta: RESOURCE_META,
        };
        if (block) {
          const found = checkConstraints(subject, config, catalog.arranged(target));
          collect(catalog, [...checkBlock(subject, config, block), ...createOnly(found, catalog.rules(target), imported.has(`${type}.${name}`))]);
        } else {
          collect(catalog, [{ severity: 'error', rule: 'schema/unknown-type', constructPath: subject.constructPath, field: subject.address, message: `${type} is not a ${kind === 'resource' ? 'resource' : 'data source'} of ${catalog.source} ${catalog.version}` }]);
        }
      }
    }
  }
  const providerSection = json.provider;
  for (const name of isObject(providerSection) ? Object.keys(providerSection) : []) {
    const catalog = catalogs(name);
    if (!catalog) continue;
    const providers = all.filter((c) => c instanceof TerraformProvider && c.terraformResourceType === name);
    (providerSection[name] as Array<Record<string, unknown>>).forEach((config, i) => {
      const subject = { constructPath: providers[i]?.node.path ?? stack.node.path, address: `provider.${name}`, meta: PROVIDER_META };
      collect(catalog, [...checkBlock(subject, config, catalog.provider), ...checkConstraints(subject, config, catalog.arranged(`provider.${name}`))]);
    });
  }
  problems.push(
    ...bindingsVersions(all, catalogs),
    ...sensitiveOutputs(stack, json, all, catalogs),
    ...rulesBuilderChildren(json, stack.node.path),
    ...stackProblems(json, stack.node.path),
    ...propertyRulesJson(json, stack.node.path, catalogs),
  );
  return problems;
}

/**
 * The findings of rules the provider checks only on create: none for a resource the stack imports, a
 * warning otherwise (the resource may exist already; the provider refuses the configuration only when it
 * creates one).
 */
function createOnly(found: Problem[], rules: readonly CompiledRule[], imported: boolean): Problem[] {
  const ids = new Set(rules.filter((rule) => rule.createOnly).map((rule) => rule.id));
  if (ids.size === 0) return found;
  return found.flatMap((problem) => {
    if (!ids.has(problem.rule)) return [problem];
    if (imported) return [];
    return [{ ...problem, severity: 'warning' as const, message: `${problem.message}; the provider checks this only when it creates the resource, so an existing one is not refused (import it to drop this warning)` }];
  });
}
