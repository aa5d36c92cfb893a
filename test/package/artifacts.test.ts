// Checks the artifacts `npx projen package-all` leaves in dist/: the npm tarball, the Python sources
// and wheel, and the Java sources.
import { execFileSync } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/**
 * Both flavors' packages: this one (cdktf) in dist/, the CDK Terrain flavor (scripts/flavor.mjs) in dist/cdktn/.
 * The values are the package's own definitions (.projenrc.ts, flavors/cdktn/flavor.json) and the frameworks'
 * published coordinates.
 */
const FLAVORS = [
  {
    name: 'cdktf-cpln-akamai', module: 'cdktf_cpln_akamai', dist: join(ROOT, 'dist'), src: join(ROOT, 'src'), javaPath: 'cdktf',
    framework: 'cdktf', install: ['cdktf@0.21.0', 'constructs@10.4.2'], generator: ['@cdktf/provider-generator@0.21.0', 'jsii-pacmak@1'],
    requires: [/^Requires-Dist: cdktf ?\(?<0\.22\.0,>=0\.21\.0\)?$/m, /^Requires-Dist: constructs ?\(?<11\.0\.0,>=10\.4\.2\)?$/m],
    javaDependency: /<groupId>com\.hashicorp<\/groupId>\s*<artifactId>cdktf<\/artifactId>/,
  },
  {
    name: 'cdktn-cpln-akamai', module: 'cdktn_cpln_akamai', dist: join(ROOT, 'dist', 'cdktn'), src: join(ROOT, 'out', 'cdktn', 'src'), javaPath: 'cdktn',
    framework: 'cdktn', install: ['cdktn@0.24.0', 'constructs@10.7.2'], generator: ['@cdktn/provider-generator@0.24.0'],
    requires: [/^Requires-Dist: cdktn ?\(?<0\.25\.0,>=0\.24\.0\)?$/m, /^Requires-Dist: constructs ?\(?<10\.8\.0,>=10\.6\.0\)?$/m],
    javaDependency: /<groupId>io\.cdktn<\/groupId>\s*<artifactId>cdktn<\/artifactId>/,
  },
] as const;

function only(dir: string, suffix: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith(suffix));
  expect(files, `one ${suffix} in ${dir}`).toHaveLength(1);
  return join(dir, files[0]);
}

/** File names inside an archive, listed by the system's tar or Python's zipfile. */
function tarEntries(file: string): string[] {
  return execFileSync('tar', ['tzf', file], { encoding: 'utf-8', maxBuffer: 64 * 1024 * 1024 }).trim().split('\n');
}

function zipEntries(file: string): string[] {
  const script = 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))';
  return execFileSync('python3', ['-c', script, file], { encoding: 'utf-8', maxBuffer: 64 * 1024 * 1024 }).trim().split('\n');
}

describe.each(FLAVORS)('$name: npm tarball', (flavor) => {
  const tarball = only(join(flavor.dist, 'js'), '.tgz');
  const entries = tarEntries(tarball);

  test('holds the compiled library, its types, the jsii assembly, the validation catalogs and the vitest setup module', () => {
    for (const file of ['package/lib/index.js', 'package/lib/index.d.ts', 'package/.jsii', 'package/package.json', 'package/README.md']) {
      expect(entries).toContain(file);
    }
    expect(entries).toContain('package/lib/cpln/workload-with-domain.js');
    expect(entries).toContain('package/lib/akamai/enrollment-with-validation.js');
    expect(entries).toContain('package/lib/gen/cpln/workload/index.js');
    expect(entries).toContain('package/lib/gen/cpln/catalog.json');
    expect(entries).toContain('package/lib/gen/akamai/catalog.json');
    // The runtime reads what the build produced: no schema or constraints source, no codegen marker.
    expect(entries.filter((e) => e.startsWith('package/schemas/') || e.endsWith('.generated-by-codegen'))).toEqual([]);
    expect(entries).toContain('package/testing/vitest.mjs');
    expect(entries).toContain('package/testing/vitest.d.ts');
  });

  test('is lean: no sources, tests, fixtures, examples, API reference or source maps', () => {
    const unwanted = entries.filter((e) =>
      /^package\/(src|test|examples|bench|codegen|scripts|docs|schemas|flavors|out|\.ci|\.cache)\//.test(e) || e.endsWith('.map') || ['package/API.md', 'package/CONTRIBUTING.md'].includes(e) || e.endsWith('.ts') && !e.endsWith('.d.ts'),
    );
    expect(unwanted).toEqual([]);
    const extracted = execFileSync('tar', ['xzf', tarball, '-O', 'package/lib/cpln/workload-with-domain.js'], { encoding: 'utf-8' });
    expect(extracted).not.toContain('sourceMappingURL');
  });

  test('ships no compiled file without a source: each file of lib/ comes from one in src/, so a deleted source leaves nothing behind', () => {
    // lib/cli/ is the command (scripts/package-cli.mjs): codegen and what it imports, compiled from the repository's
    // own folders, with the data files it reads copied from them.
    const sourceOf = (file: string) => (file.startsWith('cli/')
      ? join(ROOT, file.slice('cli/'.length).replace(/\.js$/, '.ts'))
      : join(flavor.src, file.replace(/(\.d\.ts|\.js)$/, '.ts')));
    const orphans = entries
      .filter((e) => e.startsWith('package/lib/') && !e.endsWith('/'))
      .map((e) => e.slice('package/lib/'.length))
      .filter((file) => !existsSync(sourceOf(file)));
    expect(orphans).toEqual([]);
    expect(entries).toContain('package/lib/cli/codegen/package-cli.js');
  });

  test('installs into a fresh app, which synthesizes an L2 and gets the synth-time validation', () => {
    const app = mkdtempSync(join(tmpdir(), 'tarball-app-'));
    try {
      writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }));
      execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...flavor.install], { cwd: app, stdio: 'pipe' });
      const script = `
        const { TerraformStack, Testing } = require('${flavor.framework}');
        const { cpln } = require('${flavor.name}');
        const stack = new TerraformStack(Testing.app(), 'web');
        new cpln.provider.CplnProvider(stack, 'cpln', { org: 'acme' });
        new cpln.WorkloadWithDomain(stack, 'site', { gvc: cpln.GvcRef.fromName('web'), workloadName: 'site', domainName: 'www.example.com',
          containers: [{ name: 'site', image: 'nginx:1.27', ports: [{ number: 8080, protocol: 'http' }] }] });
        console.log(Object.keys(JSON.parse(Testing.synth(stack, true)).resource).join(','));
        new cpln.workload.Workload(stack, 'bad', { gvc: 'web', name: 'Bad_Name', type: 'serverless', container: [{ name: 'app', image: 'nginx', ports: [{ number: 8080, protocol: 'http' }] }] });
        try { Testing.synth(stack, true); } catch (e) { console.log(e.message.split('\\n').find((l) => l.includes('web/bad')).trim()); }`;
      const [resources, problem] = execFileSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf-8' }).trim().split('\n');
      expect(resources).toBe('cpln_domain,cpln_workload');
      expect(problem).toMatch(/^\[web\] web\/bad: cpln_workload\.bad\.name: "Bad_Name" is not valid/);
      // The command the package ships, as an app runs it (with the framework's provider generator installed).
      execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...flavor.generator], { cwd: app, stdio: 'pipe' });
      const report = execFileSync('npx', [flavor.name, 'bindings', join(ROOT, 'schemas', 'cpln.json'), '--version', 'cpln=1.2.31'], { cwd: app, encoding: 'utf-8' });
      expect(report.split('\n')[0]).toMatch(/^controlplane-com\/cpln 1\.2\.31 \(the package describes 1\.2\.31\): 34 types, generated in \d+ ms$/);
      expect(readFileSync(join(app, '.gen', 'cpln', 'provider', 'index.ts'), 'utf-8')).toContain(`from '${flavor.name}/bindings-runtime';`);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  test('stays within its budget: 4 MB', () => {
    expect(statSync(tarball).size).toBeLessThan(4 * 1024 * 1024);
  });
});

describe.each(FLAVORS)('$name: Python', (flavor) => {
  const pkg = join(flavor.dist, 'python', 'src', flavor.module);

  test('the generated module holds the L1 submodules and the L2 constructs', () => {
    const cpln = readFileSync(join(pkg, 'cpln', '__init__.py'), 'utf-8');
    const akamai = readFileSync(join(pkg, 'akamai', '__init__.py'), 'utf-8');
    expect(cpln).toMatch(/^class WorkloadWithDomain\(/m);
    expect(cpln).toMatch(/^class DomainRouting\(/m);
    expect(akamai).toMatch(/^class EnrollmentWithValidation\(/m);
    expect(akamai).toMatch(/^class ThirdPartyEnrollment\(/m);
    expect(readFileSync(join(pkg, 'cpln', 'workload', '__init__.py'), 'utf-8')).toMatch(/^class Workload\(/m);
    expect(readFileSync(join(pkg, 'akamai', 'cps_dv_enrollment', '__init__.py'), 'utf-8')).toMatch(/^class CpsDvEnrollment\(/m);
    expect(readFileSync(join(pkg, '__init__.py'), 'utf-8')).toMatch(/^class Validations\(/m);
  });

  test('the wheel stays within its budget: 8 MB', () => {
    expect(statSync(only(join(flavor.dist, 'wheel'), '.whl')).size).toBeLessThan(8 * 1024 * 1024);
  });

  test('the wheel carries the module, the embedded jsii package and the runtime dependencies', () => {
    const wheel = only(join(flavor.dist, 'wheel'), '.whl');
    const entries = zipEntries(wheel);
    expect(entries).toContain(`${flavor.module}/cpln/__init__.py`);
    expect(entries).toContain(`${flavor.module}/akamai/cps_dv_enrollment/__init__.py`);
    expect(entries.some((e) => e.startsWith(`${flavor.module}/_jsii/${flavor.name}@`) && e.endsWith('.jsii.tgz'))).toBe(true);
    const metadata = execFileSync('unzip', ['-p', wheel, entries.find((e) => e.endsWith('.dist-info/METADATA'))!], { encoding: 'utf-8' });
    expect(metadata).toContain(`\nName: ${flavor.name}\n`);
    // Older setuptools write the version range in parentheses.
    for (const requirement of flavor.requires) expect(metadata).toMatch(requirement);
  });
});

describe.each(FLAVORS)('$name: Java', (flavor) => {
  const java = join(flavor.dist, 'java');
  const sources = join(java, 'src', 'main', 'java', 'io', 'github', 'example', flavor.javaPath, 'cplnakamai');

  test('the Maven project has the documented coordinates and the framework dependency', () => {
    const pom = readFileSync(join(java, 'pom.xml'), 'utf-8');
    expect(pom).toContain('<groupId>io.github.example</groupId>');
    expect(pom).toContain(`<artifactId>${flavor.name}</artifactId>`);
    expect(pom).toMatch(flavor.javaDependency);
  });

  test('the generated sources hold the L1 classes and the L2 constructs with their builders', () => {
    const withDomain = readFileSync(join(sources, 'cpln', 'WorkloadWithDomain.java'), 'utf-8');
    expect(withDomain).toContain('public class WorkloadWithDomain extends software.constructs.Construct');
    expect(withDomain).toContain('public static final class Builder');
    expect(existsSync(join(sources, 'akamai', 'EnrollmentWithValidation.java'))).toBe(true);
    expect(existsSync(join(sources, 'akamai', 'ThirdPartyEnrollment.java'))).toBe(true);
    expect(existsSync(join(sources, 'cpln', 'workload', 'Workload.java'))).toBe(true);
    expect(existsSync(join(sources, 'akamai', 'cps_dv_enrollment', 'CpsDvEnrollment.java'))).toBe(true);
  });
});
