import type { IConstruct } from 'constructs';
import { TerraformDataSource, TerraformProvider, TerraformResource } from '../framework';
import { catalogFor, CatalogResolver } from './catalog';
import type { Problem } from './problem';

const RULE = 'schema/bindings-version';

/**
 * The resources, data sources and providers of the stack whose class was generated from another version of their
 * provider than the one the stack uses: neither the version of the catalog the stack is judged by (`catalogs`) nor
 * the bundled one (this package's own classes, which the L2 constructs build and which any version's catalog judges).
 * Such a class writes the arguments of its own version, which the stack's provider may not have or may require
 * otherwise. Elements of providers no catalog describes, and elements without generator metadata, are left alone.
 */
export function bindingsVersions(all: readonly IConstruct[], catalogs: CatalogResolver): Problem[] {
  const problems: Problem[] = [];
  for (const construct of all) {
    const element = elementOf(construct);
    const version = element?.generatedFrom;
    if (element === undefined || version === undefined) continue;
    const catalog = catalogs(element.provider);
    const bundled = catalogFor(element.provider)?.version;
    if (catalog === undefined || version === catalog.version || version === bundled) continue;
    problems.push({
      severity: 'error',
      rule: RULE,
      constructPath: construct.node.path,
      field: element.address,
      message: `its class was generated from ${catalog.source} ${version}, but the stack's ${element.provider} provider is pinned to ${catalog.version}; ${remedy(element, version, catalog.version, catalog.version === bundled)}`,
    });
  }
  return problems;
}

/** What the check reads of a Terraform element: its provider, the version its class was generated from, its address. */
interface Element {
  readonly provider: string;
  readonly generatedFrom?: string;
  readonly address: string;
  readonly what: 'resource' | 'data source' | 'provider';
}

function elementOf(construct: IConstruct): Element | undefined {
  if (construct instanceof TerraformResource) {
    const type = construct.terraformResourceType;
    const generatedFrom = construct.terraformGeneratorMetadata?.providerVersion;
    return { provider: type.split('_')[0], generatedFrom, address: `${type}.${construct.friendlyUniqueId}`, what: 'resource' };
  }
  if (construct instanceof TerraformDataSource) {
    const type = construct.terraformResourceType;
    const generatedFrom = construct.terraformGeneratorMetadata?.providerVersion;
    return { provider: type.split('_')[0], generatedFrom, address: `data.${type}.${construct.friendlyUniqueId}`, what: 'data source' };
  }
  if (construct instanceof TerraformProvider) {
    const name = construct.terraformResourceType;
    const generatedFrom = construct.terraformGeneratorMetadata?.providerVersion;
    return { provider: name, generatedFrom, address: `provider.${name}`, what: 'provider' };
  }
  return undefined;
}

/**
 * What to do about an element of another version than the stack's (`pinned`): the classes of one version throughout
 * the stack, this package's own where the stack uses the bundled version.
 */
function remedy(element: Element, version: string, pinned: string, bundled: boolean): string {
  if (element.what === 'provider') {
    return `use ${bundled ? "this package's" : `the ${pinned} bindings'`} ${element.provider} provider class instead, or generate the bindings of ${version} with this package (their provider class brings the catalog of ${version})`;
  }
  const pinnedClass = bundled ? `use this package's class` : `generate the bindings of ${pinned} and use their class`;
  return `${pinnedClass} for this ${element.what}, or use the ${element.provider} provider class generated with this class (of ${version}) instead of the stack's`;
}
