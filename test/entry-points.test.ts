import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import * as ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../codegen/providers';

/** Evaluates a script against the compiled package, imported by its name. */
function run(script: string): string {
  return execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf-8' }).trim();
}

/** An app folder outside the repository that has this package, cdktf and constructs installed (linked). */
function appFolder(): string {
  const app = mkdtempSync(join(tmpdir(), 'entry-points-'));
  mkdirSync(join(app, 'node_modules'));
  symlinkSync(ROOT, join(app, 'node_modules', 'cdktf-cpln-akamai'));
  for (const dependency of ['cdktf', 'constructs']) symlinkSync(join(ROOT, 'node_modules', dependency), join(app, 'node_modules', dependency));
  return app;
}

const APP = `
import { App, TerraformStack } from 'cdktf';
import { Workload } from 'cdktf-cpln-akamai/cpln/workload';
import { CplnProvider } from 'cdktf-cpln-akamai/cpln/provider';
import { WorkloadWithDomain, GvcRef } from 'cdktf-cpln-akamai/cpln';
import { EnrollmentWithValidation } from 'cdktf-cpln-akamai/akamai';
const stack = new TerraformStack(new App(), 'web');
new CplnProvider(stack, 'cpln', { org: 'acme' });
new Workload(stack, 'api', { gvc: 'web', name: 'api', type: 'serverless', container: [{ name: 'api', image: 'nginx' }] });
const routed: typeof WorkloadWithDomain | typeof EnrollmentWithValidation | typeof GvcRef | undefined = undefined;
void routed;
`;

describe('entry points (compiled package)', () => {
  test('a provider entry point and one per generated type load the same classes as the root', () => {
    expect(run(`
      const root = require('cdktf-cpln-akamai');
      console.log([
        require('cdktf-cpln-akamai/cpln/workload').Workload === root.cpln.workload.Workload,
        require('cdktf-cpln-akamai/cpln/data-cpln-gvc').DataCplnGvc === root.cpln.dataCplnGvc.DataCplnGvc,
        require('cdktf-cpln-akamai/akamai/cps-dv-enrollment').CpsDvEnrollment === root.akamai.cpsDvEnrollment.CpsDvEnrollment,
        require('cdktf-cpln-akamai/cpln').WorkloadWithDomain === root.cpln.WorkloadWithDomain,
        require('cdktf-cpln-akamai/akamai').EnrollmentWithValidation === root.akamai.EnrollmentWithValidation,
      ].join(' '));`)).toBe('true true true true true');
  });

  test('a per-type entry point loads that type only', () => {
    expect(run(`
      require('cdktf-cpln-akamai/cpln/workload');
      console.log(Object.keys(require.cache).filter((f) => f.includes('/lib/gen/')).map((f) => f.slice(f.indexOf('/lib/gen/') + 1)).sort().join(' '));`))
      .toBe('lib/gen/cpln/workload/index.js');
  });

  test.each([
    ['node16', { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }],
    ['node10 (through typesVersions)', { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, ignoreDeprecations: '6.0' }],
  ])('an app using them type-checks with %s module resolution', (_name, resolution) => {
    const app = appFolder();
    writeFileSync(join(app, 'main.ts'), APP);
    const program = ts.createProgram([join(app, 'main.ts')], { noEmit: true, strict: true, skipLibCheck: true, target: ts.ScriptTarget.ES2018, lib: ['lib.es2018.d.ts'], types: [], ...resolution });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
