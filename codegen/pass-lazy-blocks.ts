import * as ts from 'typescript';
import { Edits, Pass, PassContext, textOf } from './passes';

/**
 * Nested blocks become `LazyBlock`s (src/runtime/lazy-block.ts), created when first used instead of in
 * every constructor. The generator writes each nested block as a field built in the constructor, read
 * through its `internalValue`, and returned by one public getter:
 *
 *      private _spec = new DomainSpecOutputReference(this, "spec");
 *      public get spec() { return this._spec; }
 *
 * which becomes
 *
 *      private _spec = new LazyBlock(DomainSpecOutputReference, this, "spec", false, true);
 *      public get spec() { return this._spec.object; }
 */
export const lazyBlocksPass: Pass = {
  name: 'lazy-blocks',
  edit(context, edits) {
    // Field names repeat across the classes of a file (a block `_status` here, an attribute `_status` there): each
    // class on its own.
    const changed = context.tree.statements
      .filter(ts.isClassDeclaration)
      .map((node) => lazyFields(node, context, edits));
    if (changed.some((count) => count > 0)) edits.addImport(['LazyBlock'], `${context.runtime}/lazy-block`);
  },
};

/** Rewrites the block fields of one class; returns how many it found. */
function lazyFields(node: ts.ClassDeclaration, context: PassContext, edits: Edits): number {
  const fields = new Set<string>();
  for (const member of node.members) {
    const block = blockField(member);
    if (block === undefined) continue;
    const [type, attribute, wrapsSet] = block.arguments;
    fields.add(block.field);
    // Single blocks (OutputReference) normalize their value; lists and maps hold it as given.
    const normalizes = textOf(type, context).endsWith('OutputReference');
    edits.replace(block.creation, `new LazyBlock(${textOf(type, context)}, this, ${textOf(attribute, context)}, ${wrapsSet ? textOf(wrapsSet, context) : 'false'}, ${normalizes})`);
  }
  if (fields.size === 0) return 0;
  // Each field is read through its internalValue, and returned by exactly one getter: any other use would see a
  // LazyBlock.
  const returned = new Map<string, ts.Expression[]>();
  const visit = (current: ts.Node, parent: ts.Node, getter: boolean): void => {
    if (ts.isPropertyAccessExpression(
      current,
    ) && current.expression.kind === ts.SyntaxKind.ThisKeyword && fields.has(current.name.text)) {
      const field = current.name.text;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === current && parent.name.text === 'internalValue') return;
      if (getter && ts.isReturnStatement(parent)) {
        returned.set(field, [...(returned.get(field) ?? []), current]);
        return;
      }
      throw edits.unexpected(`unexpected use ${textOf(parent, context)} of the nested block ${field}`);
    }
    ts.forEachChild(current, (child) => visit(child, current, getter || ts.isGetAccessorDeclaration(current)));
  };
  visit(node, node, false);
  for (const field of fields) {
    const uses = returned.get(field) ?? [];
    if (uses.length !== 1) throw edits.unexpected(`${uses.length} getters return this.${field}, expected one`);
    edits.insert(uses[0].end, '.object');
  }
  return fields.size;
}

/** `private _x = new Type(this, "attribute"[, wrapsSet]);`: a nested block the constructor builds. */
function blockField(member: ts.ClassElement): {
  field: string;
  creation: ts.NewExpression;
  arguments: [ts.Expression, ts.StringLiteral, ts.Expression?];
} | undefined {
  if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name) || !member.name.text.startsWith('_')) return undefined;
  if (!member.modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) return undefined;
  const creation = member.initializer;
  if (creation === undefined || !ts.isNewExpression(creation) || creation.arguments === undefined) return undefined;
  const [self, attribute, wrapsSet, ...rest] = creation.arguments;
  if (self?.kind !== ts.SyntaxKind.ThisKeyword || attribute === undefined || !ts.isStringLiteral(
    attribute,
  ) || rest.length > 0) return undefined;
  if (wrapsSet !== undefined
    && wrapsSet.kind !== ts.SyntaxKind.TrueKeyword && wrapsSet.kind !== ts.SyntaxKind.FalseKeyword) return undefined;
  return { field: member.name.text, creation, arguments: [creation.expression, attribute, wrapsSet] };
}
