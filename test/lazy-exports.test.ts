import { execFileSync } from 'child_process';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..');

/** The package's generated modules a fresh Node process has loaded after running `script` (compiled package). */
function loadedGeneratedModules(script: string): string[] {
  const probe = `${script}; console.log(JSON.stringify(Object.keys(require.cache).filter((f) => f.includes('/lib/gen/') && f.startsWith(${JSON.stringify(ROOT)})).map((f) => f.slice(${ROOT.length + 1})).sort()))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', probe], { cwd: ROOT, encoding: 'utf-8' }));
}

describe('lazy root exports (compiled package)', () => {
  test('importing the package root loads no generated type', () => {
    expect(loadedGeneratedModules("require('cdktf-cpln-akamai')")).toEqual([]);
  });

  test('reading one type loads its module and its provider index, nothing else', () => {
    expect(loadedGeneratedModules("void require('cdktf-cpln-akamai').cpln.workload.Workload")).toEqual([
      'lib/gen/cpln/index.js',
      'lib/gen/cpln/workload/index.js',
    ]);
  });

  test('every export is still there: the namespaces list every type, and the L2s sit beside them', () => {
    const keys = (expr: string): string[] => JSON.parse(execFileSync(process.execPath, ['-e', `console.log(JSON.stringify(Object.keys(${expr})))`], { cwd: ROOT, encoding: 'utf-8' }));
    expect(keys("require('cdktf-cpln-akamai')")).toEqual(['cpln', 'akamai', 'Validations']);
    expect(keys("require('cdktf-cpln-akamai').cpln")).toEqual(expect.arrayContaining(['workload', 'domain', 'mk8S', 'dataCplnGvc', 'provider', 'WorkloadWithDomain', 'DomainRouting']));
    // 24 resources, 10 data sources and the provider; 14 runtime exports of the L2 layer (classes and enums).
    expect(keys("require('cdktf-cpln-akamai').cpln")).toHaveLength(35 + 14);
    expect(keys("require('cdktf-cpln-akamai').cpln")).toEqual(expect.arrayContaining(['GvcRef', 'SecretRef', 'WorkloadRef', 'IdentityRef', 'WorkloadSecret']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['ChallengeAnswer', 'ChallengeMethod', 'EdgeDnsZoneRef']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['PropertyDelivery', 'AkamaiId', 'ContractRef', 'GroupRef', 'CpCodeRef', 'EdgeHostnameChoice', 'Origin', 'Behavior', 'Criterion', 'Activation', 'DeliveryDns']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['cpsDvEnrollment', 'dataAkamaiCpsCsr', 'EnrollmentWithValidation', 'ThirdPartyEnrollment']));
  });
});
