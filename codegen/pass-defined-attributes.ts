import { addImport, Pass, unexpected } from './passes';

/**
 * The objects handed to cdktf's token resolution lose their undefined values first
 * (src/runtime/defined-attributes.ts): the generator lists every argument of a type, most of them
 * unset, and cdktf resolves each one before it drops them.
 */
export const definedAttributesPass: Pass = {
  name: 'defined-attributes',
  apply(source, context) {
    const toTerraform = /(\nexport function \w+ToTerraform\([^\n]*\): any \{\n[\s\S]*?\n)  return \{\n([\s\S]*?)  \}\n\}/g;
    const synthesize = /(\n  protected synthesizeAttributes\(\): \{ \[name: string\]: any \} \{\n)    return \{\n([\s\S]*?)    \};\n  \}/g;
    let count = 0;
    const out = source
      .replace(toTerraform, (_all, head: string, body: string) => {
        count++;
        return `${head}  return definedAttributes({\n${body}  });\n}`;
      })
      .replace(synthesize, (_all, head: string, body: string) => {
        count++;
        return `${head}    return definedAttributes({\n${body}    });\n  }`;
      });
    if (count === 0) return source;
    const expected = (source.match(/\nexport function \w+ToTerraform\(/g) ?? []).length + (source.match(/protected synthesizeAttributes\(\)/g) ?? []).length;
    if (count !== expected) throw unexpected(this.name, context, `rewrote ${count} of ${expected} attribute objects`);
    return addImport(out, context, 'definedAttributes', `${context.runtime}/defined-attributes`);
  },
};
