/**
 * What generated classes written outside the package import (`bindings`, codegen/bindings.ts: an app's L1 classes
 * of another provider version, in its `.gen/` folder), from one module: the same runtime the package's own classes
 * import by relative path. Not an API for anything else.
 */
export { checkOverridePath } from './runtime/guard-overrides';
export { definedAttributes } from './runtime/defined-attributes';
export { checkConfig, checkKeys, inConstruct, knownKeys, singleValue } from './runtime/known-keys';
export { LazyBlock, Normalize, normalizeBlock } from './runtime/lazy-block';
export { registerValidation } from './synthesis/adapter';
export { preparable } from './synthesis/preparing';
