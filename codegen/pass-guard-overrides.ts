import { addImport, Pass, unexpected } from './passes';

/** Every generated construct (resource, data source, provider) refuses `__proto__` overrides (src/runtime/guard-overrides.ts). */
export const guardOverridesPass: Pass = {
  name: 'guard-overrides',
  apply(source, context) {
    const classes = source.match(/\nexport class \w+ extends cdktf\.Terraform(Resource|DataSource|Provider) \{/g) ?? [];
    if (classes.length === 0) return source;
    const superCall = /(\n  public constructor\(scope: Construct, id: string, config[^)]*\) \{\n    super\(scope, id, \{[\s\S]*?\n    \}\);\n)/g;
    let count = 0;
    const out = source.replace(superCall, (call) => {
      count++;
      return `${call}    guardOverrides(this);\n`;
    });
    if (count !== classes.length) throw unexpected(this.name, context, `found ${classes.length} construct classes but ${count} constructors`);
    return addImport(out, context, 'guardOverrides', `${context.runtime}/guard-overrides`);
  },
};
