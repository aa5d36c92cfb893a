import { Pass, unexpected } from './passes';

/**
 * The class of a type the package types only in part (codegen/definitions.json `untyped`) says in its
 * documentation what is left out and how to set it, so the IDE and API.md show it where users look.
 */
export const untypedNotePass: Pass = {
  name: 'untyped-note',
  apply(source, context) {
    let out = source;
    for (const [on, note] of context.untyped) {
      const data = on.startsWith('data.');
      const type = data ? on.slice(5) : on;
      const doc = new RegExp(`\\n(\\* Represents a \\{@link [^ }]+ ${type}\\}\\n)(\\*/\\nexport class \\w+ extends cdktf\\.Terraform${data ? 'DataSource' : 'Resource'} )`);
      if (!doc.test(out)) {
        // The file holding the type's class (its constructor names the type) must have the documentation.
        if (out.includes(`terraformResourceType: '${type}',`) && out.includes(` extends cdktf.Terraform${data ? 'DataSource' : 'Resource'} {`)) {
          throw unexpected(this.name, context, `no class documentation to add the note on ${on} to`);
        }
        continue;
      }
      out = out.replace(doc, (_m, represents: string, rest: string) => `\n${represents}*\n* ${note}\n${rest}`);
    }
    return out;
  },
};
