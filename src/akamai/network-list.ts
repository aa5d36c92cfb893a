import { Construct } from 'constructs';
import { Token } from '../framework';
import { NetworklistActivations } from '../gen/akamai/networklist-activations';
import { NetworklistNetworkList } from '../gen/akamai/networklist-network-list';
import { beginPropChecks, checkLikeArgument, checkLikeBlock, propError, refuse, show, PropChecks } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { ContractRef, GroupRef } from './account-refs';
import type { SecurityActivation } from './security-activation';
import { renderSecurityActivations } from './security-activations';
import type { RenderedSecurityActivation } from './security-bindings';

/** What a network list holds. */
export enum NetworkListType {
  /** IPv4 and IPv6 addresses and CIDR blocks (`192.0.2.0/24`, `2001:db8::/32`). */
  IP = 'IP',
  /** Countries, by ISO 3166-1 alpha-2 code (`CN`), optionally with a subdivision (`US:CA`). */
  GEO = 'GEO',
}

/** Props of a `NetworkList`. */
export interface NetworkListProps {
  /** The list's name (1 to 100 characters). */
  readonly name: string;
  /** What the list holds: `NetworkListType.IP` or `NetworkListType.GEO`. */
  readonly type: NetworkListType;
  /**
   * The entries: addresses and CIDR blocks for an IP list (at most 50,000), country codes for a GEO list (at
   * most 275). The list holds exactly these: entries added outside Terraform are removed by the next apply.
   */
  readonly elements: string[];
  /**
   * A description (at most 255 characters).
   * @default - the name
   */
  readonly description?: string;
  /**
   * The contract the list belongs to: `ContractRef.fromId('C-0N7RAC7')`. Required although the provider takes
   * none: the API then files the list under a contract and group of its choice, which the provider reads back,
   * and every later plan shows them being removed.
   */
  readonly contract: ContractRef;
  /** The group the list belongs to: `GroupRef.fromId('12345')` or `GroupRef.fromName('...')` (see `contract`). */
  readonly group: GroupRef;
  /**
   * Activations: `SecurityActivation.staging({...})`, `SecurityActivation.production({...})`, at most one per
   * network. Every change of the entries is activated again on each network.
   * @default - the list is not activated
   */
  readonly activations?: SecurityActivation[];
}

const PROPS: KeysOf<NetworkListProps> = {
  name: true,
  type: true,
  elements: true,
  description: true,
  contract: true,
  group: true,
  activations: true,
};

/** The entry limits of a list by type (techdocs.akamai.com/terraform/docs/nl-rc-network-list: IP 50,000, GEO 275). */
const LIMITS: Record<NetworkListType, number> = { [NetworkListType.IP]: 50_000, [NetworkListType.GEO]: 275 };

/**
 * A network list of IP addresses or countries (`akamai_networklist_network_list`, id `Resource`), with its own
 * activations on staging and production, for the IP/Geo firewall of a `SecurityConfiguration`'s policies.
 *
 * - The list holds exactly `elements` (mode `REPLACE`). The provider sends the entries lower-cased and reads
 *   them back in the case of the last entry of the configuration, so the construct writes GEO codes upper-case
 *   and IP entries lower-case: the next plan compares equal entries.
 * - Each entry is judged by the catalog's rule for the list's type (`akamai/networklist-ip-list-elements`,
 *   `akamai/networklist-geo-list-elements`).
 * - An activation (`akamai_networklist_activations`, ids `Staging` and `Production`) takes the list's
 *   `sync_point`, which the provider plans as unknown whenever the entries change: every change of the
 *   entries is activated again, on staging first and then on production (which waits for staging).
 * - Destroying an activation only forgets it (the provider leaves the list active); destroying the list
 *   deletes it.
 * - Changing `contract` or `group` of an existing list fails at plan (the provider refuses to move a list);
 *   both are required, as a list created without them is filed by the API under an account of its choice that
 *   every later plan would remove (the provider's suppressDiffContractID and suppressDiffGroupID).
 */
export class NetworkList extends Construct {
  /** The network list (`akamai_networklist_network_list`). */
  public readonly resource: NetworklistNetworkList;
  /** The list's unique id (`12345_BLOCKEDCOUNTRIES`), which the IP/Geo firewall takes. */
  public readonly networkListId: string;
  /** What the list holds. */
  public readonly type: NetworkListType;
  /** The staging activation, if there is one. */
  public readonly stagingActivation?: NetworklistActivations;
  /** The production activation, if there is one. */
  public readonly productionActivation?: NetworklistActivations;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id
   * @param props the list: name, type, entries, account, activations
   */
  public constructor(scope: Construct, id: string, props: NetworkListProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'NetworkListProps');
      if (!Object.values(NetworkListType).includes(props.type)) throw propError(this, 'type', `${show(props.type)} is not a NetworkListType; allowed: NetworkListType.IP, NetworkListType.GEO`);
      this.type = props.type;
      const name = checkString(this, 'name', props.name);
      checkLikeArgument(this, 'akamai_networklist_network_list', 'name', 'name', name);
      const description = props.description === undefined ? name : checkString(this, 'description', props.description);
      if (props.description !== undefined) checkLikeArgument(this, 'akamai_networklist_network_list', 'description', 'description', description);
      const elements = this.checkElements(props.elements);
      const account = this.account(props.contract, props.group);
      checkLikeArgument(this, 'akamai_networklist_network_list', 'contract_id', 'contract', account.contractId);

      this.resource = new NetworklistNetworkList(this, 'Resource', {
        name,
        type: this.type,
        description,
        list: elements,
        mode: 'REPLACE',
        contractId: account.contractId,
        groupId: account.groupId,
      });
      this.networkListId = this.resource.networkListId;

      const activations = renderSecurityActivations(this, props.activations, 'akamai_networklist_activations');
      if (activations.staging) this.stagingActivation = this.activate('Staging', activations.staging);
      if (activations.production) this.productionActivation = this.activate('Production', activations.production, this.stagingActivation);
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * The entries as the list is written: checked by the catalog's rule for the type, each once, in the case the provider
   * reads back.
   */
  private checkElements(value: string[]): string[] {
    if (value === undefined) throw propError(this, 'elements', `missing; give the ${this.type === NetworkListType.IP ? 'addresses and CIDR blocks' : 'country codes'} of the list`);
    const elements = checkList(this, 'elements', value, this.type === NetworkListType.IP ? 'addresses and CIDR blocks' : 'country codes')!;
    if (Token.isUnresolved(elements)) return elements;
    if (elements.length > LIMITS[this.type]) {
      refuse(this, 'akamai/security-network-list-size', 'elements', `holds ${elements.length} entries; a ${this.type} list holds at most ${LIMITS[this.type]}`);
    }
    const rule = this.type === NetworkListType.IP ? 'akamai/networklist-ip-list-elements' : 'akamai/networklist-geo-list-elements';
    const seen = new Map<string, number>();
    return elements.map((element, index) => {
      checkString(this, `elements[${index}]`, element);
      if (Token.isUnresolved(element)) return element;
      checkLikeBlock(this, 'akamai_networklist_network_list', { type: this.type, list: [element] }, () => `elements[${index}]`, rule);
      const written = this.type === NetworkListType.GEO ? element.toUpperCase() : element.toLowerCase();
      const first = seen.get(written);
      if (first !== undefined) refuse(this, 'akamai/security-network-list-duplicate', `elements[${index}]`, `${show(element)} is also elements[${first}]; the entries are a set, so one would be dropped`);
      seen.set(written, index);
      return written;
    });
  }

  /** The contract and group ids the list takes: the API's bare contract id, the group's number. */
  private account(contract: ContractRef, group: GroupRef): { contractId: string; groupId: number } {
    if (!(contract instanceof ContractRef)) throw propError(this, 'contract', `${contract === undefined ? 'missing' : 'is not a ContractRef'}; give ContractRef.fromId("C-0N7RAC7") or ContractRef.fromGroupName("...")`);
    if (!(group instanceof GroupRef)) throw propError(this, 'group', `${group === undefined ? 'missing' : 'is not a GroupRef'}; give GroupRef.fromId("12345") or GroupRef.fromName("...")`);
    const contractId = contract._bind(this, 'contract');
    return { contractId: contractId.bare, groupId: group._bind(this, 'group', contractId).number };
  }

  private activate(
    id: string,
    activation: RenderedSecurityActivation,
    after?: NetworklistActivations,
  ): NetworklistActivations {
    return new NetworklistActivations(this, id, {
      networkListId: this.networkListId,
      network: activation.network,
      syncPoint: this.resource.syncPoint,
      notificationEmails: activation.notificationEmails,
      notes: activation.note,
      dependsOn: after === undefined ? undefined : [after],
    });
  }
}
