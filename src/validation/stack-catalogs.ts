import { catalogFor, catalogIn, CatalogResolver, ProviderCatalog } from './catalog';

/** A catalog a provider of the stack registered with its folder. */
interface Registered {
  readonly folder: string;
  readonly catalog: ProviderCatalog;
  /** The path of the provider that registered it first. */
  readonly by: string;
}

/**
 * The catalogs that judge one stack, by provider name: the catalog a provider class registered with its folder
 * (bindings generated for another provider version), else the bundled one. A stack holds one version of each
 * provider, so two folders for one provider are refused.
 */
export class StackCatalogs {
  private readonly registered = new Map<string, Registered>();

  /** The catalog judging the stack's provider of this name. */
  readonly resolve: CatalogResolver = (name) => this.registered.get(name)?.catalog ?? catalogFor(name);

  /**
   * Records the catalog a provider of the stack brings: the one in `folder`, or with none the bundled one (nothing
   * to record). Throws for a folder whose catalog describes another provider, and for a second folder for the same
   * provider.
   */
  register(providerPath: string, name: string, folder?: string): void {
    if (folder === undefined) return;
    const catalog = catalogIn(folder);
    if (catalog.name !== name) {
      throw new Error(`${providerPath}: the catalog in ${folder} describes the provider ${JSON.stringify(catalog.name)} (${catalog.source} ${catalog.version}), not ${JSON.stringify(name)}`);
    }
    const known = this.registered.get(name);
    if (known === undefined) {
      this.registered.set(name, { folder, catalog, by: providerPath });
    } else if (known.catalog !== catalog) {
      throw new Error(
        `${providerPath}: the stack's provider ${JSON.stringify(name)} is already judged by the catalog in ${known.folder} (${known.catalog.version}, registered by ${known.by}); ` +
          `this provider brings the one in ${folder} (${catalog.version}). A stack uses one version of a provider: put the bindings of each version in a stack of its own`,
      );
    }
  }
}
