import { deepMerge } from 'cdktf/lib/util';
import type { IConstruct } from 'constructs';
import { TerraformElement, TerraformOutput, TerraformStack } from '../framework';
import { resolveSelectively } from './resolve-selectively';

/** The members of a stack this file reads that cdktf keeps private. */
interface StackInternals {
  readonly rawOverrides: Record<string, unknown>;
  readonly cdktfVersion: string | undefined;
  ensureBackendExists(): unknown;
}

const internals = (stack: TerraformStack) => stack as unknown as StackInternals;

/** The stack's Terraform elements in construct order, without those of nested stacks: what cdktf writes for it. */
function elementsOf(stack: TerraformStack): TerraformElement[] {
  const found: TerraformElement[] = [];
  const visit = (construct: IConstruct): void => {
    if (TerraformElement.isTerraformElement(construct)) found.push(construct);
    for (const child of construct.node.children) if (!TerraformStack.isStack(child)) visit(child);
  };
  visit(stack);
  return found;
}

/** Whether the stack is the only one in its app (nested stacks count as stacks of their own). */
function aloneInApp(stack: TerraformStack): boolean {
  return stack.node.root.node.findAll().every((construct) => construct === stack || !TerraformStack.isStack(construct));
}

/**
 * `stack.prepareStack()` as cdktf does it: the stack gets its default backend, and every element's
 * configuration is resolved once in preparing mode, with the resolution applied only where a token may be.
 *
 * That preparing resolution exists for references to other stacks: a reference resolved in preparing
 * mode from a stack other than its own adds an output to its stack and a remote-state data source to
 * the other (cdktf's `Reference`, the only token that reads the mode). A stack alone in its app has no
 * other stack to refer to, so there the pass is left out; its tokens are resolved once, when it is written.
 */
export function prepareStack(stack: TerraformStack): void {
  internals(stack).ensureBackendExists();
  if (aloneInApp(stack)) return;
  for (const element of elementsOf(stack)) resolveSelectively(stack, element.toTerraform(), true);
}

/**
 * The JSON cdktf's `stack.toTerraform()` returns, built the same way (the metadata block with the
 * stack's and each element's metadata, the outputs by construct path, every element's configuration,
 * then the stack's overrides, all merged with cdktf's own merge), with the resolution applied only
 * where a token may be.
 */
export function stackJson(stack: TerraformStack): Record<string, any> {
  const { rawOverrides, cdktfVersion } = internals(stack);
  const overridden = Object.keys(rawOverrides);
  const metadata: Record<string, unknown> = {
    version: cdktfVersion,
    stackName: stack.node.id,
    backend: 'local', // a backend's metadata replaces it
    cloud: undefined,
    ...(overridden.length > 0 ? { overrides: { stack: overridden } } : {}),
  };
  const elements = elementsOf(stack);
  for (const element of elements) deepMerge(metadata, resolveSelectively(stack, element.toMetadata(), false));
  const outputs: Record<string, unknown> = {};
  for (const element of elements) {
    if (!TerraformOutput.isTerraformOutput(element)) continue;
    const nested = element.node.path
      .split('/')
      .reverse()
      .reduce<unknown>((inner, part) => ({ [part]: inner }), element.friendlyUniqueId);
    deepMerge(outputs, nested);
  }
  const json: Record<string, unknown> = { '//': { metadata, outputs } };
  for (const element of elements) deepMerge(json, resolveSelectively(stack, element.toTerraform(), false));
  if (overridden.length > 0) {
    // cdktf merges the overrides unresolved (a token replaces what it overrides) and resolves the result.
    deepMerge(json, rawOverrides);
    return resolveSelectively(stack, json, false);
  }
  // Without overrides, the elements' parts are resolved already (resolving them again would change
  // nothing), so only the metadata block is: it is the one part that was not.
  json['//'] = resolveSelectively(stack, json['//'], false);
  return json;
}
