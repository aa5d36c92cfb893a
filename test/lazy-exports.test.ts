import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..');

/**
 * The package's generated type modules a fresh Node process has loaded after running `script` (compiled package; the
 * lazy entry modules left out).
 */
function loadedGeneratedModules(script: string): string[] {
  const probe = `${script}; console.log(JSON.stringify(Object.keys(require.cache).filter((f) => f.includes('/lib/gen/') && !f.includes('/lib/gen/entry/') && f.startsWith(${JSON.stringify(ROOT)})).map((f) => f.slice(${ROOT.length + 1})).sort()))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', probe], { cwd: ROOT, encoding: 'utf-8' }));
}

/** Runs `script` in a fresh Node process and returns what it prints, parsed. */
function inNode<T>(script: string): T {
  return JSON.parse(execFileSync(process.execPath, ['-e', `console.log(JSON.stringify(${script}))`], { cwd: ROOT, encoding: 'utf-8' }));
}

describe('lazy entry points (compiled package, imported by name as an app does)', () => {
  test('importing the package root loads no generated type', () => {
    expect(loadedGeneratedModules("require('cdktf-cpln-akamai')")).toEqual([]);
    expect(loadedGeneratedModules("require('cdktf-cpln-akamai/akamai')")).toEqual([]);
  });

  test('reading one type loads its module, nothing else', () => {
    expect(loadedGeneratedModules("void require('cdktf-cpln-akamai').cpln.workload.Workload")).toEqual(['lib/gen/cpln/workload/index.js']);
    expect(loadedGeneratedModules("void require('cdktf-cpln-akamai/akamai').cpsDvEnrollment")).toEqual(['lib/gen/akamai/cps-dv-enrollment/index.js']);
  });

  test('each entry exports the names of the index module jsii compiled (its declarations), bound to the same values', () => {
    const same = (entry: string, index: string) =>
      `(() => { const e = require(${JSON.stringify(entry)}), i = require(${JSON.stringify(index)}); ` +
      'return { entry: Object.keys(e).sort(), index: Object.keys(i).sort(), different: Object.keys(i).filter((k) => e[k] !== i[k]) }; })()';
    for (const [entry, index] of [['cdktf-cpln-akamai/cpln', './lib/cpln'], ['cdktf-cpln-akamai/akamai', './lib/akamai']]) {
      const {
        entry: names,
        index: expected,
        different,
      } = inNode<{ entry: string[]; index: string[]; different: string[] }>(same(entry, index));
      expect(names, entry).toEqual(expected);
      expect(different, entry).toEqual([]);
    }
    // The root's namespaces are the provider entries themselves.
    expect(inNode("(() => { const r = require('cdktf-cpln-akamai'); return [Object.keys(r), r.cpln === require('cdktf-cpln-akamai/cpln'), r.Validations === require('./lib').Validations]; })()")).toEqual([
      ['cpln', 'akamai', 'Validations'],
      true,
      true,
    ]);
  });

  test('every export is there: the namespaces list every type, and the L2s sit beside them', () => {
    const keys = (expr: string): string[] => inNode(`Object.keys(${expr})`);
    expect(keys("require('cdktf-cpln-akamai').cpln")).toEqual(expect.arrayContaining(['workload', 'domain', 'mk8S', 'dataCplnGvc', 'provider', 'WorkloadWithDomain', 'DomainRouting']));
    // One namespace per resource and data source type of the schema, and the provider's.
    const schema = Object.values<any>(JSON.parse(readFileSync(join(ROOT, 'schemas', 'cpln.json'), 'utf-8')).provider_schemas)[0];
    const types = Object.keys(schema.resource_schemas).length + Object.keys(schema.data_source_schemas).length + 1;
    expect(keys("require('cdktf-cpln-akamai').cpln").filter((k) => /^[a-z]/.test(k))).toHaveLength(types);
    expect(keys("require('cdktf-cpln-akamai').cpln")).toEqual(expect.arrayContaining(['GvcRef', 'SecretRef', 'WorkloadRef', 'IdentityRef', 'WorkloadSecret', 'CplnWorkload', 'CplnDomain', 'CplnSecret', 'Autoscaling', 'Grantee', 'CplnGvc', 'CplnIdentity', 'CplnVolumeSet', 'GvcTracing', 'CloudAccess']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['ChallengeAnswer', 'ChallengeMethod', 'EdgeDnsZoneRef']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['PropertyDelivery', 'AkamaiId', 'ContractRef', 'GroupRef', 'CpCodeRef', 'EdgeHostnameChoice', 'Origin', 'Behavior', 'Criterion', 'Activation', 'DeliveryDns']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['cpsDvEnrollment', 'dataAkamaiCpsCsr', 'EnrollmentWithValidation', 'ThirdPartyEnrollment']));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining([
      'SecurityConfiguration', 'SecurityPolicy', 'SecurityActivation', 'SecurityAction', 'IpGeoFirewall', 'CustomRuleCondition', 'NetworkList', 'NetworkListRef', 'NetworkListType',
    ]));
    expect(keys("require('cdktf-cpln-akamai').akamai")).toEqual(expect.arrayContaining(['gtmDomain', 'TrafficDomain', 'TrafficDatacenter', 'TrafficProperty', 'TrafficPropertyType', 'TrafficBackup', 'LivenessTest', 'DefaultDatacenter']));
  });
});
