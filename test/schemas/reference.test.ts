import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { readProviderSchema } from '../../codegen/provider-files';
import { PROVIDERS, providerAddress } from '../../codegen/providers';
import { crossCheck, PulumiSchema } from '../support/pulumi-crosscheck';

/** The Pulumi package schema of the same provider version, kept beside the project (not shipped with it). */
const REFERENCES: Record<string, string> = {
  cpln: 'cpln-pulumi-0.0.84.schema.json',
  akamai: 'akamai-pulumi-10.3.0.schema.json',
};

/** Types Pulumi names otherwise than the Terraform name suggests. */
const RENAMED: Record<string, Record<string, string>> = {
  akamai: {
    akamai_appsec_bypass_network_lists: 'appSecByPassNetworkList',
    akamai_appsec_version_notes: 'appSecVersionNodes',
    akamai_networklist_network_list: 'networkList',
    'data.akamai_networklist_network_lists': 'getNetworkLists',
  },
};

/**
 * Differences where the provider's Go code wins over the Pulumi schema, or Pulumi has nothing to compare,
 * each with the reason. The cross-check must find exactly these.
 */
const KNOWN: Record<string, Record<string, string>> = {
  cpln: {
    'data source cpln_gvc.alias_workload_link: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_gvc.location_options: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_gvc.location_query: not in Pulumi': 'added in provider 1.2.28 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.container.volume.boot_order: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.container.volume.bus: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.container.volume.name: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.health: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.security_options.run_as_user: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.status.suspended_status: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'data source cpln_workload.vm: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_agent.protocol_version: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_cloud_account.status: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_custom_location.geo: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_custom_location.ip_ranges: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_domain.spec.ports.route.canary: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_domain.spec.ports.route.mirror.port: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_domain_route.canary: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_domain_route.mirror.port: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_gvc.alias_workload_link: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_gvc.location_options: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_gvc.location_query: not in Pulumi': 'added in provider 1.2.28 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_identity.native_network_resource.fqdn: required false here, true in Pulumi': 'made optional in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.byok: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.juicefs: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.longhorn.is_default: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.longhorn.number_of_replicas: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.middlebox.ingress_replicas: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.middlebox.ip: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.middlebox.port: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.monitoring.external_labels: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.byok.config.monitoring.remote_write: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.kubevirt: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.add_ons.node_local_dns: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_mk8s.aws_provider.node_pool.cpu_options: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_org_logging.loki_logging: not in Pulumi': 'added in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_secret.tls.key: required false here, true in Pulumi': 'made optional in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_volume_set.performance_class: required false here, true in Pulumi': 'made optional in provider 1.2.31 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.container.image: required false here, true in Pulumi': 'made optional in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.container.volume.boot_order: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.container.volume.bus: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.container.volume.name: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.container.volume.path: required false here, true in Pulumi': 'made optional in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.security_options.run_as_user: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.status.suspended_status: not in Pulumi': 'added in provider 1.2.27 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
    'resource cpln_workload.vm: not in Pulumi': 'added in provider 1.2.30 (CHANGELOG.MD); the Pulumi reference describes 1.2.26',
  },
  akamai: {
    'resource akamai_edgeworker.group_id: type string here, integer in Pulumi': 'Go declares TypeString (resource_akamai_edgeworker.go); Pulumi overrides the type',
    'data source akamai_iam_accessible_groups: not in Pulumi': 'Pulumi 10.3.0 leaves the IAM group and user lookups out (their 50-level sub_groups recursion)',
    'data source akamai_iam_authorized_users: not in Pulumi': 'left out by Pulumi 10.3.0',
    'data source akamai_iam_group: not in Pulumi': 'left out by Pulumi 10.3.0',
    'data source akamai_iam_groups: not in Pulumi': 'left out by Pulumi 10.3.0',
    'data source akamai_iam_user: not in Pulumi': 'left out by Pulumi 10.3.0',
    'data source akamai_iam_users: not in Pulumi': 'left out by Pulumi 10.3.0',
    'data source akamai_property_rules_builder: not in Pulumi': 'left out by Pulumi 10.3.0 (17 rule formats); checked against the Go schema code only',
  },
};

const REFERENCE_DIR = join(__dirname, '..', '..', '..', 'shared', 'reference');

describe.skipIf(!existsSync(REFERENCE_DIR))('schemas agree with the Pulumi reference schemas', () => {
  test.each(PROVIDERS.filter((p) => REFERENCES[p.name]).map((p) => [p.name, p] as const))(
    '%s: every name, required flag, sensitive flag and primitive type matches at every depth',
    (name, target) => {
      const { schema } = readProviderSchema(target);
      const pulumi = JSON.parse(readFileSync(join(REFERENCE_DIR, REFERENCES[name]), 'utf-8')) as PulumiSchema;
      const provider = schema.provider_schemas[providerAddress(target)];
      expect(crossCheck(provider, pulumi, `${name}_`, RENAMED[name]).sort()).toEqual(Object.keys(KNOWN[name] ?? {}).sort());
    },
  );

  test('the cross-check reports a misspelt block, a wrong type and a lost sensitive flag', () => {
    const [target] = PROVIDERS;
    const { schema } = readProviderSchema(target);
    const pulumi = JSON.parse(readFileSync(join(REFERENCE_DIR, REFERENCES[target.name]), 'utf-8')) as PulumiSchema;
    const provider = structuredClone(schema.provider_schemas[providerAddress(target)]) as any;
    const workload = provider.resource_schemas.cpln_workload.block;
    workload.block_types.containr = workload.block_types.container;
    delete workload.block_types.container;
    workload.attributes.gvc.type = 'number';
    provider.resource_schemas.cpln_secret.block.block_types.opaque.block.attributes.payload.sensitive = false;

    expect(crossCheck(provider, pulumi, `${target.name}_`).filter((diff) => !(diff in KNOWN[target.name]))).toEqual([
      'resource cpln_secret.opaque.payload: sensitive false here, secret true in Pulumi',
      'resource cpln_workload.gvc: type number here, string in Pulumi',
      'resource cpln_workload.containr: not in Pulumi',
      'resource cpln_workload.containers: only in Pulumi',
    ]);
  });
});
