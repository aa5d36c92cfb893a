import { execFileSync, spawnSync } from 'child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join, relative } from 'path';
import { describe, expect, test } from 'vitest';

/**
 * Every TypeScript block of the README, ARCHITECTURE.md, CONTRIBUTING.md and docs/ is type-checked
 * against the compiled package, imported by its name as an app imports it; every Python block is
 * byte-compiled. A block that is a whole program (a stack class, `app.synth()`, an `export`) is checked
 * as it is; any other block is a fragment of a stack's constructor (`this` is the stack), its imports
 * lifted to the top, and may use the names `snippets.d.ts` declares for the values a text leaves to
 * the reader (a zone id, a certificate, another stack's workload).
 */
const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, '.snippets'); // inside the package, so `cdktf-cpln-akamai` resolves to it by name

const DECLARED = `import type { TerraformStack } from 'cdktf';
import type * as akamai from 'cdktf-cpln-akamai/akamai';
import type * as cpln from 'cdktf-cpln-akamai/cpln';
declare global {
  /** A Route 53 hosted zone id (the DNS provider's own construct is outside this package). */
  const zoneId: string;
  /** A stack of the app. */
  const stack: TerraformStack;
  /** A WorkloadWithDomain built earlier in the text. */
  const web: cpln.WorkloadWithDomain;
  /** An EnrollmentWithValidation built earlier in the text. */
  const certificate: akamai.EnrollmentWithValidation;
  /** An application security configuration built earlier in the text. */
  const config: akamai.appsecConfiguration.AppsecConfiguration;
  /** An API client built earlier in the text. */
  const client: akamai.iamApiClient.IamApiClient;
  /** An image policy data source built earlier in the text. */
  const policy: akamai.dataAkamaiImagingPolicyImage.DataAkamaiImagingPolicyImage;
  /** A workload (L1) built earlier in the text. */
  const workload: cpln.workload.Workload;
  /** A WorkloadWithDomain built earlier in the text. */
  const site: cpln.WorkloadWithDomain;
  /** Another stack of the app. */
  const legacyStack: TerraformStack;
}
export {};
`;

interface Block { readonly file: string; readonly line: number; readonly language: string; readonly code: string }

function blocks(): Block[] {
  const files = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const found: Block[] = [];
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf-8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)```(\w+)\s*$/.exec(lines[i]);
      if (!open) continue;
      const end = lines.findIndex((l, j) => j > i && l.trim() === '```');
      const indent = open[1].length;
      found.push({ file, line: i + 1, language: open[2], code: lines.slice(i + 1, end).map((l) => l.slice(indent)).join('\n') });
      i = end;
    }
  }
  return found;
}

function program(block: Block): string {
  if (/^(export |class |const app = new App)/m.test(block.code) || /app\.synth\(\)/.test(block.code)) return block.code;
  const lines = block.code.split('\n');
  const imports = lines.filter((l) => /^import /.test(l));
  const body = lines.filter((l) => !/^import /.test(l));
  return [
    ...imports,
    "import { TerraformStack as SnippetStack } from 'cdktf';",
    "import type { Construct as SnippetScope } from 'constructs';",
    'export class Snippet extends SnippetStack {',
    '  constructor(scope: SnippetScope) {',
    "    super(scope, 'snippet');",
    ...body.map((l) => `    ${l}`),
    '  }',
    '}',
  ].join('\n');
}

describe('the code in the documentation', () => {
  const all = blocks();

  test('every TypeScript block type-checks against the package', () => {
    const ts = all.filter((b) => b.language === 'ts');
    expect(ts.length).toBeGreaterThan(15);
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    const names = ts.map((block, i) => {
      const name = `${block.file.replace(/[^A-Za-z0-9]+/g, '-')}-${block.line}-${i}.ts`;
      writeFileSync(join(DIR, name), program(block));
      return name;
    });
    writeFileSync(join(DIR, 'snippets.d.ts'), DECLARED);
    writeFileSync(join(DIR, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, noUnusedLocals: false, types: ['node'] },
      files: ['snippets.d.ts', ...names],
    }));
    const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(DIR, 'tsconfig.json')], { encoding: 'utf-8' });
    const errors = result.stdout.split('\n').filter((l) => /error TS/.test(l)).map((line) => {
      const [name, position] = line.split('(');
      const i = names.indexOf(name.trim());
      return i < 0 ? line : `${ts[i].file}:${ts[i].line} (${position?.split(')')[0]}): ${line.split(': ').slice(1).join(': ')}`;
    });
    expect(errors).toEqual([]);
  });

  test.skipIf(spawnSync('python3', ['--version']).status !== 0)('every Python block byte-compiles', () => {
    const python = all.filter((b) => b.language === 'python');
    expect(python.length).toBeGreaterThan(0);
    mkdirSync(DIR, { recursive: true });
    for (const block of python) {
      const file = join(DIR, `${block.file.replace(/[^A-Za-z0-9]+/g, '-')}-${block.line}.py`);
      writeFileSync(file, block.code);
      expect(() => execFileSync('python3', ['-m', 'py_compile', file], { stdio: 'pipe' }), `${relative(ROOT, block.file)}:${block.line}`).not.toThrow();
    }
  });
});
