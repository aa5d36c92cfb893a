import { AnnotationMetadataEntryType, StackAnnotation } from 'cdktf';
import { ConstructOrder, IConstruct } from 'constructs';
import { existsSync, mkdirSync } from 'fs';
import { join } from 'path';
import { DefaultTokenResolver, IStackSynthesizer, ISynthesisSession, StringConcat, TerraformElement, TerraformOutput, TerraformStack } from '../framework';
import type { FastSynthesizer, FrameworkInternals } from './fast-synthesis';
import { holdsListToken, MAX_DEPTH, plainNumber, plainObject, plainString } from './plain-data';
import { configurationOf } from './preparing';

/**
 * The one file of the cdktf flavor that reads cdktf's internals (its private modules and the private members of
 * its stack and synthesizer), for fast synthesis (see `fast-synthesis.ts`): what is faster than cdktf's own path
 * needs them. Every other file reaches cdktf through its public API. The CDK Terrain flavor has its own
 * `flavors/cdktn/synthesis/framework-internals.ts` in place of this one.
 *
 * It refuses any cdktf version but the one it was proven byte-identical against (test/synthesis/): with any
 * other, `frameworkInternals()` gives nothing, and cdktf synthesizes every stack itself.
 */

/** The cdktf version fast synthesis was proven against. */
export const PROVEN_VERSION = '0.21.0';

const installedVersion: string = require('cdktf/package.json').version;

/** cdktf's private modules this file uses, loaded only with the proven version (another may have moved them). */
interface Private {
  readonly errors: typeof import('cdktf/lib/errors');
  readonly synthesizer: typeof import('cdktf/lib/synthesize/synthesizer');
  readonly resolve: typeof import('cdktf/lib/tokens/private/resolve');
  readonly util: typeof import('cdktf/lib/util');
  readonly versionCheck: typeof import('cdktf/lib/validations/validate-terraform-version');
}

/** This file's fast synthesis, or undefined with any cdktf version but the proven one. */
export function frameworkInternals(version: string = installedVersion): FrameworkInternals | undefined {
  if (version !== PROVEN_VERSION) return undefined;
  const cdktf: Private = {
    errors: require('cdktf/lib/errors'),
    synthesizer: require('cdktf/lib/synthesize/synthesizer'),
    resolve: require('cdktf/lib/tokens/private/resolve'),
    util: require('cdktf/lib/util'),
    versionCheck: require('cdktf/lib/validations/validate-terraform-version'),
  };
  return {
    synthesizer: (stack, framework) => synthesizer(cdktf, stack, framework),
    stackJson: (stack) => stackJson(cdktf, stack),
  };
}

/** The members of cdktf's stack synthesizer this file reads, which cdktf keeps private. */
interface SynthesizerSettings {
  readonly hclOutput: boolean;
  readonly continueOnErrorAnnotations: boolean;
}

/** The members of a stack this file reads that cdktf keeps private. */
interface StackInternals {
  readonly rawOverrides: Record<string, unknown>;
  readonly cdktfVersion: string | undefined;
}

/**
 * The key under which cdktf keeps a construct's own synthesis step (`addCustomSynthesis`: assets copy their files
 * there).
 */
const CUSTOM_SYNTHESIS = Symbol.for('cdktf/customSynthesis');
type CustomSynthesis = { [CUSTOM_SYNTHESIS]?: { onSynthesize(session: ISynthesisSession): void } };

/** What cdktf's synthesizer says when a stack moves a resource: moves need Terraform 1.5. */
const MOVE_HINT = 'Resource move functionality is only supported for Terraform >=1.5. Please upgrade your Terraform version.';

const ANNOTATION_LEVELS: readonly string[] = [
  AnnotationMetadataEntryType.INFO,
  AnnotationMetadataEntryType.WARN,
  AnnotationMetadataEntryType.ERROR,
];

/**
 * cdktf's own synthesis of a stack's JSON output with its last step, the writing, left to `write`: the stack's
 * aspects, the Terraform version check of resource moves, the construct validations (unless the session skips
 * them), its working directory, each construct's own synthesis step (leaves first), its annotations into the
 * manifest, which stop the synthesis at an error unless cdktf is told to continue.
 *
 * Only for cdktf's own synthesizer writing JSON, and a stack class without its own `toTerraform`: anything else
 * (HCL output, another synthesizer, a stack that writes its own JSON) is left to the stack's synthesizer.
 */
function synthesizer(cdktf: Private, stack: TerraformStack, framework: IStackSynthesizer): FastSynthesizer | undefined {
  if (
    !(framework instanceof cdktf.synthesizer.StackSynthesizer) ||
    stack.toTerraform !== TerraformStack.prototype.toTerraform
  ) {
    return undefined;
  }
  const settings = framework as unknown as SynthesizerSettings;
  if (settings.hclOutput) return undefined;
  return (session, write) => {
    cdktf.synthesizer.invokeAspects(stack);
    if (stack.hasResourceMove()) stack.node.addValidation(new cdktf.versionCheck.ValidateTerraformVersion('>=1.5', MOVE_HINT));
    if (!session.skipValidation) stack.runAllValidations();
    const manifest = session.manifest.forStack(stack);
    const workingDirectory = join(session.outdir, manifest.workingDirectory);
    if (!existsSync(workingDirectory)) mkdirSync(workingDirectory);
    for (const node of stack.node.findAll(ConstructOrder.POSTORDER)) {
      (node as CustomSynthesis)[CUSTOM_SYNTHESIS]?.onSynthesize(session);
    }
    const annotations: StackAnnotation[] = stack.node.findAll().flatMap((node) =>
      node.node.metadata
        .filter((entry) => ANNOTATION_LEVELS.includes(entry.type))
        .map((entry) => ({
          constructPath: node.node.path,
          level: entry.type as AnnotationMetadataEntryType,
          message: entry.data,
          stacktrace: entry.trace,
        })),
    );
    (manifest as { annotations: StackAnnotation[] }).annotations = annotations;
    const errors = annotations.filter((a) => a.level === AnnotationMetadataEntryType.ERROR);
    if (errors.length > 0 && !settings.continueOnErrorAnnotations) {
      throw cdktf.errors.encounteredAnnotationWithLevelError(errors.map((a) => `[${a.constructPath}] ${a.message}`).join('\n'));
    }
    write();
  };
}

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
 * The JSON cdktf's `stack.toTerraform()` returns, built the same way (the metadata block with the
 * stack's and each element's metadata, the outputs by construct path, every element's configuration,
 * then the stack's overrides, all merged with cdktf's own merge), with the resolution applied only
 * where a token may be.
 */
function stackJson(cdktf: Private, stack: TerraformStack): Record<string, any> {
  const { rawOverrides, cdktfVersion } = stack as unknown as StackInternals;
  const overridden = Object.keys(rawOverrides);
  const metadata: Record<string, unknown> = {
    version: cdktfVersion,
    stackName: stack.node.id,
    backend: 'local', // a backend's metadata replaces it
    cloud: undefined,
    ...(overridden.length > 0 ? { overrides: { stack: overridden } } : {}),
  };
  const elements = elementsOf(stack);
  for (const element of elements) {
    cdktf.util.deepMerge(metadata, resolveSelectively(cdktf, stack, element.toMetadata()));
  }
  const outputs: Record<string, unknown> = {};
  for (const element of elements) {
    if (!TerraformOutput.isTerraformOutput(element)) continue;
    const nested = element.node.path
      .split('/')
      .reverse()
      .reduce<unknown>((inner, part) => ({ [part]: inner }), element.friendlyUniqueId);
    cdktf.util.deepMerge(outputs, nested);
  }
  const json: Record<string, unknown> = { '//': { metadata, outputs } };
  for (const element of elements) {
    cdktf.util.deepMerge(json, resolveSelectively(cdktf, stack, configurationOf(element.toTerraform())));
  }
  if (overridden.length > 0) {
    // cdktf merges the overrides unresolved (a token replaces what it overrides) and resolves the result.
    cdktf.util.deepMerge(json, rawOverrides);
    return resolveSelectively(cdktf, stack, json);
  }
  // Without overrides, the elements' parts are resolved already (resolving them again would change
  // nothing), so only the metadata block is: it is the one part that was not.
  json['//'] = resolveSelectively(cdktf, stack, json['//']);
  return json;
}

/** The resolver cdktf's stacks resolve with (a string concatenation of fragments); it holds no state. */
const RESOLVER = new DefaultTokenResolver(new StringConcat());

/**
 * What cdktf's `resolve(scope, value)` returns for `value`, with cdktf's own resolution applied only where a
 * token may be.
 *
 * cdktf's resolution walks the whole value and, for data holding no token, returns a copy without the
 * `undefined` entries of objects and arrays. This walk does that copy itself and hands to cdktf's
 * `resolve` (the same function, options and key path) every node that is or may hold a token: a
 * string with a token marker, a number in the token range, an array holding a list token, an object
 * with a map-token key, and anything that is not a plain object, array, string, number, boolean or
 * null (tokens, lazy values, dates, constructs, functions). Such a node is resolved whole, as cdktf
 * would reach it, so its result (and any error, with its path) is cdktf's.
 */
function resolveSelectively(cdktf: Private, scope: IConstruct, value: unknown): any {
  const path: string[] = [];
  const viaCdktf = (node: unknown): unknown =>
    cdktf.resolve.resolve(node, { scope, preparing: false, resolver: RESOLVER, prefix: [...path] });

  const walk = (node: unknown): unknown => {
    switch (typeof node) {
      case 'undefined':
      case 'boolean':
        return node;
      case 'string':
        return plainString(node) ? node : viaCdktf(node);
      case 'number':
        return plainNumber(node) ? node : viaCdktf(node);
      case 'object':
        if (node === null) return null;
        if (path.length >= MAX_DEPTH) return viaCdktf(node);
        if (Array.isArray(node)) return walkArray(node);
        return plainObject(node as Record<string, unknown>)
          ? walkObject(node as Record<string, unknown>)
          : viaCdktf(node);
      default:
        return viaCdktf(node); // functions, symbols, bigints: as cdktf treats them
    }
  };

  const walkArray = (array: readonly unknown[]): unknown => {
    if (holdsListToken(array)) return viaCdktf(array);
    const out: unknown[] = [];
    for (let i = 0; i < array.length; i++) {
      path.push(String(i));
      const item = walk(array[i]);
      path.pop();
      if (item !== undefined) out.push(item);
    }
    return out;
  };

  const walkObject = (object: Record<string, unknown>): unknown => {
    const keys = Object.keys(object);
    for (const key of keys) if (!plainString(key)) return viaCdktf(object); // map tokens and token keys
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      path.push(key);
      const item = walk(object[key]);
      path.pop();
      if (item !== undefined) out[key] = item;
    }
    return out;
  };

  return walk(value);
}
