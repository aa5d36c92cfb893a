import * as ts from 'typescript';
import { classesExtending, frameworkBase, Pass } from './passes';

/**
 * The class of a type the package types only in part (codegen/definitions.json `untyped`) says in its
 * documentation what is left out and how to set it, so the IDE and API.md show it where users look.
 */
export const untypedNotePass: Pass = {
  name: 'untyped-note',
  edit(context, edits) {
    if (context.untyped.size === 0) return;
    for (const node of classesExtending(context, ['TerraformResource', 'TerraformDataSource'])) {
      const data = frameworkBase(node, context) === 'TerraformDataSource';
      const type = resourceType(node);
      const note = type === undefined ? undefined : context.untyped.get(`${data ? 'data.' : ''}${type}`);
      if (note === undefined) continue;
      // The class's own documentation: the last comment before it, a `/** ... */` block ending on a line of its own.
      const text = context.tree.text;
      const comments = ts.getLeadingCommentRanges(text, node.pos) ?? [];
      const doc = comments[comments.length - 1];
      if (doc === undefined || !text.startsWith('/**', doc.pos) || text.slice(doc.end - 3, doc.end) !== '\n*/') throw edits.unexpected(`no class documentation to add the note on ${type} to`);
      edits.insert(doc.end - 2, `*\n* ${note}\n`);
    }
  },
};

/** The Terraform type a construct class stands for: its `static readonly tfResourceType`. */
function resourceType(node: ts.ClassDeclaration): string | undefined {
  for (const member of node.members) {
    if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name) && member.name.text === 'tfResourceType' && member.initializer && ts.isStringLiteral(member.initializer)) {
      return member.initializer.text;
    }
  }
  return undefined;
}
