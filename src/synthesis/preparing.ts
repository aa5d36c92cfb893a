import type { IResolvable, IResolveContext } from '../framework';
import { holdsListToken, MAX_DEPTH, plainNumber, plainObject, plainString } from './plain-data';

/**
 * The framework's preparing pass, paid only where a token may be. `App.synth()` prepares every stack before any
 * synthesizer runs: it resolves each element's `toTerraform()` in preparing mode and discards the result, for what
 * tokens do while preparing (a reference to another stack adds an output there and a remote state here; CDK
 * Terrain records the functions and provider features a stack uses). Over a generated configuration, nearly all
 * plain data, that pass cost as much as the synthesis that follows it.
 *
 * A generated resource or data source returns its configuration from `toTerraform()` as a `PreparableConfiguration`:
 * the same data, as its own keys (what the framework merges into the stack's JSON, and what `JSON.stringify`
 * writes), and a token. Resolved while preparing, it hands to the framework's resolution (`context.resolve`, the
 * public resolution of the framework) each value that is or may hold a token, nothing else, and gives nothing;
 * resolved otherwise, it gives its data, which the framework resolves whole, as before. Should a token fail while
 * preparing, it gives its data, so the framework resolves all of it and reports the error with its path.
 */
class PreparableConfiguration implements IResolvable {
  public get creationStack(): string[] {
    return [];
  }

  public resolve(context: IResolveContext): any {
    const data = configurationOf(this);
    if (!context.preparing) return data;
    try {
      visitTokens(data, (node) => context.resolve(node), 0);
      return undefined;
    } catch {
      return data;
    }
  }
}

/** Called by every generated resource and data source on what the framework's `toTerraform()` built. */
export function preparable(configuration: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(new PreparableConfiguration(), configuration);
}

/** A configuration's data as a plain object (a `PreparableConfiguration`'s own keys); anything else as it is. */
export function configurationOf<T>(configuration: T): T {
  return configuration instanceof PreparableConfiguration ? ({ ...configuration } as T) : configuration;
}

/**
 * Calls `found` with each part of `node` that the framework's resolution would not leave as it is (the tests of
 * `plain-data.ts`), as the framework would reach it: a string or number token, an array holding a list token, an
 * object with a token key, a token, a lazy value, anything not plain data.
 */
function visitTokens(node: unknown, found: (node: unknown) => void, depth: number): void {
  switch (typeof node) {
    case 'undefined':
    case 'boolean':
      return;
    case 'string':
      if (!plainString(node)) found(node);
      return;
    case 'number':
      if (!plainNumber(node)) found(node);
      return;
    case 'object':
      if (node === null) return;
      if (depth >= MAX_DEPTH) return found(node);
      if (Array.isArray(node)) {
        if (holdsListToken(node)) return found(node);
        for (const item of node) visitTokens(item, found, depth + 1);
        return;
      }
      if (!plainObject(node as Record<string, unknown>)) return found(node);
      for (const key of Object.keys(node)) if (!plainString(key)) return found(node);
      for (const value of Object.values(node)) visitTokens(value, found, depth + 1);
      return;
    default:
      found(node);
  }
}
