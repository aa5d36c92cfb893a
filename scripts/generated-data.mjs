// Copies the data files codegen writes beside the generated sources (src/gen/<provider>/catalog.json,
// the validation catalogs) into lib/gen/, where the compiled package reads them; codegen's own marker
// files (dot files) stay behind. Run after jsii.
import { cpSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const copy = (from, to) => {
  for (const entry of readdirSync(from)) {
    const source = join(from, entry);
    if (statSync(source).isDirectory()) copy(source, join(to, entry));
    else if (!entry.endsWith('.ts') && !entry.startsWith('.')) cpSync(source, join(to, entry));
  }
};
copy(join(root, 'src', 'gen'), join(root, 'lib', 'gen'));
