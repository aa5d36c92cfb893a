import { TerraformElement, TerraformOutput, TerraformStack } from 'cdktf';
import { deepMerge } from 'cdktf/lib/util';
import type { IConstruct } from 'constructs';
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

/**
 * `stack.prepareStack()` as cdktf does it (the stack gets its default backend; every element's
 * configuration is resolved once in preparing mode, for the references to other stacks it creates),
 * with the resolution applied only where a token may be.
 */
export function prepareStack(stack: TerraformStack): void {
  internals(stack).ensureBackendExists();
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
  deepMerge(json, rawOverrides);
  return resolveSelectively(stack, json, false);
}
