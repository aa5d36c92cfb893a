import type { Problem } from '../problem';
import { isObject, isUnresolved } from '../values';
import { itemsOf, single, StackCheck } from './stack-json';

/** Where the IP/Geo firewall names network lists, and the list type each place takes. */
const LIST_SITES: ReadonlyArray<{ readonly block?: string; readonly field: string; readonly type: string }> = [
  { block: 'geo_controls', field: 'geo_network_lists', type: 'GEO' },
  { block: 'ip_controls', field: 'ip_network_lists', type: 'IP' },
  { field: 'exception_ip_network_lists', type: 'IP' },
];

/**
 * Akamai resources against the resources of the stack they name: the IP/Geo firewall blocks by geography with GEO
 * lists and by address with IP lists, and its exceptions are IP lists (appsec ip-geo-firewall-put schema, the
 * provider's resourceIPGeoUpdate); a hostname on an `akamaized.net` edge hostname takes no DEFAULT certificate
 * (Property Manager's hostname schemas, certProvisioningType), checked where the edge hostname is a resource of the
 * stack that the hostname references.
 */
export const akamaiReferences: StackCheck = {
  rules: {
    'akamai/appsec-ip-geo-list-type': 'the IP/Geo firewall takes GEO network lists for geographies and IP lists for addresses and exceptions',
    'akamai/property-hostname-akamaized-edge-hostname': 'a hostname on an akamaized.net edge hostname of the stack does not use the DEFAULT certificate',
  },
  check(stack) {
    const problems: Problem[] = [];
    for (const firewall of stack.blocks('akamai_appsec_ip_geo')) {
      for (const site of LIST_SITES) {
        const holder = site.block === undefined ? firewall.config : single(firewall.config[site.block]);
        const lists: unknown = holder?.[site.field];
        if (!Array.isArray(lists)) continue;
        lists.forEach((id, index) => {
          const list = stack.referenced(id, ['akamai_networklist_network_list'])?.block;
          const type = list?.config.type;
          if (typeof type !== 'string' || isUnresolved(type) || type.toUpperCase() === site.type) return;
          problems.push(stack.problem(firewall, `${site.block === undefined ? '' : `${site.block}.`}${site.field}[${index}]`, 'akamai/appsec-ip-geo-list-type', `names akamai_networklist_network_list.${list!.name}, a ${type} list; allowed here: a ${site.type} list`));
        });
      }
    }
    const akamaized = (id: unknown): string | undefined => {
      const edge = stack.referenced(id, ['akamai_edge_hostname'])?.block.config.edge_hostname;
      return typeof edge === 'string' && /\.akamaized\.net\.?$/i.test(edge) ? edge : undefined;
    };
    const refuse = (block: Parameters<typeof stack.problem>[0], field: string, edge: string) =>
      problems.push(stack.problem(block, field, 'akamai/property-hostname-akamaized-edge-hostname', `is "DEFAULT" for a hostname on the edge hostname ${JSON.stringify(edge)}; a hostname on an akamaized.net edge hostname uses a CPS_MANAGED certificate: set "CPS_MANAGED", or use an edgekey.net or edgesuite.net edge hostname`));
    for (const property of stack.blocks('akamai_property')) {
      for (const [hostname, i] of itemsOf(property.config.hostnames)) {
        const edge = akamaized(hostname.cname_to) ?? akamaized(hostname.edge_hostname_id);
        if (edge !== undefined && hostname.cert_provisioning_type === 'DEFAULT') refuse(property, `hostnames[${i}].cert_provisioning_type`, edge);
      }
    }
    for (const bucket of stack.blocks('akamai_property_hostname_bucket')) {
      const hostnames = bucket.config.hostnames;
      if (!isObject(hostnames)) continue;
      for (const [name, hostname] of Object.entries(hostnames)) {
        const edge = isObject(hostname) ? akamaized(hostname.edge_hostname_id) : undefined;
        if (edge !== undefined && (hostname as Record<string, unknown>).cert_provisioning_type === 'DEFAULT') refuse(bucket, `hostnames.${name}.cert_provisioning_type`, edge);
      }
    }
    return problems;
  },
};
