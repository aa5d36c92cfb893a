import { Fn, Token } from '../framework';

/**
 * The JSON string of a document built from typed props (the generated document builders). A document
 * holding references, variables or functions is encoded by Terraform (`jsonencode`), so they resolve
 * as values of the document; otherwise it is written as JSON here, fields in the order given.
 */
export function renderDocument(document: unknown): string {
  return holdsToken(document) ? Token.asString(Fn.jsonencode(document)) : JSON.stringify(document);
}

function holdsToken(value: unknown): boolean {
  if (Token.isUnresolved(value)) return true;
  if (Array.isArray(value)) return value.some(holdsToken);
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsToken);
}
