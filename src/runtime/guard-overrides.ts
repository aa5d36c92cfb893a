/**
 * The path check of `addOverride` on a generated construct, which every generated construct class calls
 * from its own `addOverride` before the framework's (codegen/emitter/classes.ts). The framework writes an
 * override by walking the path's segments as plain object keys, so `__proto__.x` would write `x` into
 * `Object.prototype` (every later object of the process would seem to have it) and `__proto__` alone would
 * vanish from the configuration. Every other key reaches the JSON, where validation judges it. A guard, not
 * a rule: no `Validations.disableRule` lets such a path through.
 */
export function checkOverridePath(
  element: { node: { path: string }; terraformResourceType: string },
  path: string,
): void {
  if (String(path).split('.').includes('__proto__')) {
    throw new Error(`${element.node.path}: addOverride(${JSON.stringify(path)}): "__proto__" is not an argument of ${element.terraformResourceType} and cannot be written to Terraform JSON`);
  }
}
