import * as ts from 'typescript';
import { META_ARGUMENT_PROPERTIES } from '../src/validation/meta-arguments';
import { Edits, Pass, PassContext, constructorOf, isFrameworkName, superCall, textOf } from './passes';

/**
 * Nothing a user writes is silently dropped (src/runtime/known-keys.ts): every struct gets the set of
 * its property names; a construct's config, each struct converted to Terraform, and each value set on
 * a single block object are checked against it. An unknown key is an error naming the construct path,
 * the key and the nearest known names; JSON for valid input is unchanged.
 */
export const knownKeysPass: Pass = {
  name: 'known-keys',
  edit(context, edits) {
    const structs = interfaces(context, edits);
    if (structs.size === 0) return;
    const used = new Set<string>(['knownKeys']);
    for (const statement of context.tree.statements) {
      // The key sets, declared after each interface.
      if (ts.isInterfaceDeclaration(statement)) {
        const name = statement.name.text;
        edits.insert(statement.end, `\nconst ${keysOf(name)} = knownKeys(${structs.get(name)!.map((key) => JSON.stringify(key)).join(', ')});`);
      }
      // Structs converted to Terraform (JSON and HCL).
      if (ts.isFunctionDeclaration(statement) && (statement.name?.text.endsWith('ToTerraform') || statement.name?.text.endsWith('ToHclTerraform'))) {
        checkConversion(statement, structs, context, edits);
        used.add('checkKeys');
      }
      if (ts.isClassDeclaration(statement)) {
        for (const member of statement.members) {
          if (ts.isSetAccessorDeclaration(member) && ts.isIdentifier(member.name) && member.name.text === 'internalValue' && checkBlockValue(member, structs, context, edits)) used.add('singleValue');
          if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && ['synthesizeAttributes', 'synthesizeHclAttributes'].includes(member.name.text)) {
            inConstruct(member, context, edits);
            used.add('inConstruct');
          }
        }
        const constructor = constructorOf(statement);
        if (constructor !== undefined && checkConfig(constructor, structs, context, edits)) used.add('checkConfig');
      }
    }
    edits.addImport([...used].sort(), `${context.runtime}/known-keys`);
  },
};

/**
 * The property names of every interface of a generated file, the config interfaces with the framework's meta-arguments.
 */
function interfaces(context: PassContext, edits: Edits): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const node of context.tree.statements.filter(ts.isInterfaceDeclaration)) {
    const keys = node.members.map((member) => {
      if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name)) throw edits.unexpected(`the interface ${node.name.text} has a member that is not a named property`);
      return member.name.text;
    });
    const parents = node.heritageClauses?.flatMap((clause) => clause.types) ?? [];
    for (const parent of parents) {
      if (!isFrameworkName(parent.expression, context, ['TerraformMetaArguments'])) throw edits.unexpected(`the interface ${node.name.text} extends ${textOf(parent, context)}`);
      keys.push(...META_ARGUMENT_PROPERTIES);
    }
    found.set(node.name.text, keys);
  }
  return found;
}

function keysOf(struct: string): string {
  return `keysOf${struct}`;
}

/**
 * A conversion function (`<struct>ToTerraform(struct?: XOutputReference | X)`) checks the keys of the struct it
 * converts, after its first statement returns tokens as they are.
 */
function checkConversion(
  node: ts.FunctionDeclaration,
  structs: Map<string, string[]>,
  context: PassContext,
  edits: Edits,
): void {
  const name = node.name!.text;
  const parameter = node.parameters[0];
  const first = node.body?.statements[0];
  if (parameter === undefined || !ts.isIdentifier(parameter.name) || parameter.name.text !== 'struct' || parameter.type === undefined) throw edits.unexpected(`${name} does not take a struct`);
  if (first === undefined || !ts.isIfStatement(first) || !textOf(first.expression, context).includes('isResolvable(struct)')) throw edits.unexpected(`${name} does not start by returning a token as it is`);
  const candidates = typeNames(parameter.type, context).filter((type) => structs.has(type));
  if (candidates.length !== 1) throw edits.unexpected(`cannot tell the struct of ${name}, which takes ${textOf(parameter.type, context)}`);
  // A string where a struct belongs (an element of a list token, or a JavaScript mistake) is written as
  // given: Terraform resolves the one, validation reports the other; neither becomes an empty block.
  edits.insert(first.end, `\n  if (typeof struct === 'string') { return struct; }\n  checkKeys(struct, ${keysOf(candidates[0])}, ${JSON.stringify(candidates[0])});`);
}

/**
 * A value set on a single block object (`set internalValue(value: X | undefined)`) is checked; false for an attribute
 * that happens to be named `internal_value`.
 */
function checkBlockValue(
  node: ts.SetAccessorDeclaration,
  structs: Map<string, string[]>,
  context: PassContext,
  edits: Edits,
): boolean {
  const type = node.parameters[0]?.type;
  if (type === undefined || node.body === undefined) return false;
  const [value, ...others] = (ts.isUnionTypeNode(type) ? type.types : [type]).filter(
    (member) => member.kind !== ts.SyntaxKind.UndefinedKeyword,
  );
  const struct = value !== undefined && ts.isTypeReferenceNode(
    value,
  ) && ts.isIdentifier(value.typeName) ? value.typeName.text : undefined;
  if (struct === undefined || !structs.has(struct)) return false;
  if (others.length > 1 || others.some((other) => !ts.isTypeReferenceNode(other) || !isFrameworkName(other.typeName, context, ['IResolvable']))) {
    throw edits.unexpected(`a block object's value is ${textOf(type, context)}`);
  }
  edits.insert(node.body.getStart(context.tree) + 1, `\n    value = singleValue(this, value, ${keysOf(struct)}, ${JSON.stringify(struct)}, ${others.length === 1});`);
  return true;
}

/** A construct's config is checked right after the super call; false for a class whose constructor takes no config. */
function checkConfig(
  node: ts.ConstructorDeclaration,
  structs: Map<string, string[]>,
  context: PassContext,
  edits: Edits,
): boolean {
  const parameter = node.parameters[2];
  if (parameter === undefined || !ts.isIdentifier(parameter.name) || parameter.name.text !== 'config') return false;
  const struct = parameter.type !== undefined && ts.isTypeReferenceNode(
    parameter.type,
  ) && ts.isIdentifier(parameter.type.typeName) ? parameter.type.typeName.text : undefined;
  if (struct === undefined || !structs.has(struct)) throw edits.unexpected(`a constructor takes ${parameter.type ? textOf(parameter.type, context) : 'an untyped config'}, which is not an interface of the file`);
  const call = superCall(node);
  if (call === undefined) throw edits.unexpected(`the constructor taking ${struct} does not call super`);
  edits.insert(call.end, `\n    checkConfig(this, config, ${keysOf(struct)}, ${JSON.stringify(struct)});`);
  return true;
}

/**
 * Structs below a construct are checked while it synthesizes, so an error gets the construct's path: the method's body
 * runs inside `inConstruct`.
 */
function inConstruct(node: ts.MethodDeclaration, context: PassContext, edits: Edits): void {
  const statements = node.body?.statements;
  if (statements === undefined || statements.length === 0) throw edits.unexpected(`${textOf(node.name, context)} has an empty body`);
  const first = statements[0];
  const last = statements[statements.length - 1];
  const tree = context.tree;
  // The body moves one level in: two spaces at the start of each of its lines (none of them inside a template literal).
  let template = false;
  const visit = (current: ts.Node): void => {
    if (ts.isTemplateExpression(current) || ts.isNoSubstitutionTemplateLiteral(current)) template = true;
    else ts.forEachChild(current, visit);
  };
  statements.forEach(visit);
  if (template) throw edits.unexpected(`${textOf(node.name, context)} holds a template literal`);
  const from = tree.getLineAndCharacterOfPosition(first.getStart(tree)).line;
  const to = tree.getLineAndCharacterOfPosition(last.end).line;
  edits.insert(node.body!.getStart(tree) + 1, '\n    return inConstruct(this, () => {');
  for (let line = from; line <= to; line++) edits.insert(tree.getLineStarts()[line], '  ');
  edits.insert(last.end, '\n    });');
}

/** The type names of a type or union of types (`X`, `cdktf.IResolvable`), `undefined` left out. */
function typeNames(type: ts.TypeNode, context: PassContext): string[] {
  const members = ts.isUnionTypeNode(type) ? type.types : [type];
  return members.flatMap((member) => {
    if (member.kind === ts.SyntaxKind.UndefinedKeyword) return [];
    return [ts.isTypeReferenceNode(
      member,
    ) && ts.isIdentifier(member.typeName) ? member.typeName.text : textOf(member, context)];
  });
}
