import { PROVIDERS, ROOT } from './providers';
import { SchemaFileError } from './schema-file';
import { importSchemas } from './schema-import';

/** `npx projen schemas:import <file>`: see codegen/schema-import.ts. */
const [file, ...rest] = process.argv.slice(2);
if (file === undefined || rest.length > 0) {
  console.error('schemas:import: usage: npx projen schemas:import <file written by `terraform providers schema -json`>');
  process.exit(1);
}
try {
  for (const line of importSchemas(file, PROVIDERS, ROOT)) console.log(line);
  console.log('Then: review the changes, update the constraints files and codegen/definitions.json (version), and run `npm test`.');
} catch (e) {
  console.error(`schemas:import: ${e instanceof SchemaFileError ? e.message : (e as Error).stack}`);
  process.exit(1);
}
