import * as ts from 'typescript';
import { Edits, Pass } from './passes';

/**
 * The objects handed to the framework's token resolution lose their undefined values first
 * (src/runtime/defined-attributes.ts): the generator lists every argument of a type, most of them
 * unset, and the framework resolves each one before it drops them. Both places build such an object:
 * each struct's `<struct>ToTerraform` function and each construct's `synthesizeAttributes`.
 */
export const definedAttributesPass: Pass = {
  name: 'defined-attributes',
  edit(context, edits) {
    const bodies: ts.Block[] = [];
    for (const statement of context.tree.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text.endsWith('ToTerraform') && !statement.name.text.endsWith('ToHclTerraform') && statement.body) {
        bodies.push(statement.body);
      }
      if (ts.isClassDeclaration(statement)) {
        for (const member of statement.members) {
          if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && member.name.text === 'synthesizeAttributes' && member.body) bodies.push(member.body);
        }
      }
    }
    if (bodies.length === 0) return;
    for (const body of bodies) wrapReturnedObject(body, context.tree, edits);
    edits.addImport(['definedAttributes'], `${context.runtime}/defined-attributes`);
  },
};

/** `return { ... };` ending the body becomes `return definedAttributes({ ... });`. */
function wrapReturnedObject(body: ts.Block, tree: ts.SourceFile, edits: Edits): void {
  const last = body.statements[body.statements.length - 1];
  if (last === undefined || !ts.isReturnStatement(
    last,
  ) || last.expression === undefined || !ts.isObjectLiteralExpression(last.expression)) {
    throw edits.unexpected('a function building attributes does not end by returning an object literal');
  }
  edits.insert(last.expression.getStart(tree), 'definedAttributes(');
  edits.insert(last.expression.end, ')');
}
