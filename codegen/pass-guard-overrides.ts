import { classesExtending, constructorOf, Pass, superCall } from './passes';

/**
 * Every generated construct (resource, data source, provider) refuses `__proto__` overrides
 * (src/runtime/guard-overrides.ts).
 */
export const guardOverridesPass: Pass = {
  name: 'guard-overrides',
  edit(context, edits) {
    const constructs = classesExtending(context, ['TerraformResource', 'TerraformDataSource', 'TerraformProvider']);
    if (constructs.length === 0) return;
    for (const node of constructs) {
      const constructor = constructorOf(node);
      const call = constructor && superCall(constructor);
      if (call === undefined) throw edits.unexpected(`the construct class ${node.name?.text} has no constructor calling super`);
      edits.insert(call.end, '\n    guardOverrides(this);');
    }
    edits.addImport(['guardOverrides'], `${context.runtime}/guard-overrides`);
  },
};
