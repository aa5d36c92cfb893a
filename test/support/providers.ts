import { PROVIDERS, ProviderTarget } from '../../codegen/providers';

/** A provider of the definition (codegen/definitions.json), by name. */
export function providerNamed(name: string): ProviderTarget {
  const target = PROVIDERS.find((p) => p.name === name);
  if (!target) throw new Error(`no provider ${name} in codegen/definitions.json`);
  return target;
}

/** The `required_providers` entry a stack using the provider synthesizes. */
export function required(target: ProviderTarget): { source: string; version: string } {
  return { source: target.source, version: target.version };
}
