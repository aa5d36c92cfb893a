import { Construct } from 'constructs';
import { Token } from '../framework';
import { AppsecActivations } from '../gen/akamai/appsec-activations';
import { AppsecConfiguration } from '../gen/akamai/appsec-configuration';
import { DataAkamaiAppsecConfigurationVersion } from '../gen/akamai/data-akamai-appsec-configuration-version';
import { beginPropChecks, checkLikeArgument, propError, refuse, show, PropChecks } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { isHostName } from '../validation/host-names';
import { Validations } from '../validation/validations';
import { ContractRef, GroupRef } from './account-refs';
import { PropertyDelivery } from './property-delivery';
import type { SecurityActivation } from './security-activation';
import { renderSecurityActivations } from './security-activations';
import type { BoundNetworkList, RenderedSecurityActivation } from './security-bindings';
import { addWaits, registerSecurityContext, Waiting } from './security-context';
import { SecurityPolicy, SecurityPolicyOptions } from './security-policy';

/** Props of a `SecurityConfiguration`. */
export interface SecurityConfigurationProps {
  /**
   * The contract: `ContractRef.fromId('C-0N7RAC7')` (written without `ctr_`, as the Application Security API takes it).
   */
  readonly contract: ContractRef;
  /** The group: `GroupRef.fromId('12345')` or `GroupRef.fromName('Web Properties')`. */
  readonly group: GroupRef;
  /** The configuration's name. */
  readonly name: string;
  /**
   * A description.
   * @default - the name
   */
  readonly description?: string;
  /**
   * The hosts the configuration protects (`www.example.com`, `*.example.com`), hosts of active properties.
   * Give `hosts` or `propertyDelivery`.
   * @default - the hostnames of `propertyDelivery`
   */
  readonly hosts?: string[];
  /**
   * A `PropertyDelivery` whose hostnames the configuration protects. The configuration is created once the
   * property is active (its hostnames become selectable), and each activation of the configuration waits for
   * the property's activation on the same network. Give `hosts` or `propertyDelivery`.
   * @default - `hosts`
   */
  readonly propertyDelivery?: PropertyDelivery;
  /**
   * Activations: `SecurityActivation.staging({...})`, `SecurityActivation.production({...})`, at most one per
   * network; production activates the version staging activated, after it.
   * @default - the configuration is not activated
   */
  readonly activations?: SecurityActivation[];
}

const PROPS: KeysOf<SecurityConfigurationProps> = {
  contract: true,
  group: true,
  name: true,
  description: true,
  hosts: true,
  propertyDelivery: true,
  activations: true,
};

/**
 * An application security configuration (`akamai_appsec_configuration`, id `Resource`) from its hosts to
 * production: security policies (`addSecurityPolicy`) with match targets, rate policies, custom rules,
 * reputation profiles and the IP/Geo firewall, and activations on staging then production.
 *
 * How the provider handles versions (terraform-provider-akamai v9.2.0, pkg/providers/appsec/config_versions.go),
 * and the order the construct gives the resources because of it:
 * - Every resource of a configuration edits its latest version. Before an edit, each resource asks
 * the provider's getModifiableConfigVersion: when the latest version is active, or was (status Deactivated), it clones
 * a
 *   new version. A mutex and a cache entry per configuration, in the provider process, make the resources of
 *   one apply share one clone, and the cache keeps that version for the rest of the apply (ten minutes at most)
 *   without learning of activations: a resource that edits after an activation of the same apply is handed the
 *   version just activated and the API refuses the change ("a change on an active version"); once the entry
 *   expires (or with `cache_enabled = false`) it clones yet another version, which the apply does not activate.
 *   So the activations wait for every resource of the configuration. Provider processes do not share the mutex:
 *   manage a configuration from one stack and one provider configuration.
 * - The construct puts the resources of the configuration in one line: each waits for the one created before
 *   it (policy, protections, parts and their actions, in the order the app adds them), so one resource at a time
 *   edits the version, in an order that does not change from plan to plan.
 * - Reads use the provider's getLatestConfigVersion, cached in the same way: renaming the configuration (or changing
 * its
 *   description) together with other changes in one apply makes the configuration's read cache the old version
 *   before the others clone one, and their reads then look in the old version. Rename in an apply of its own.
 * - The version activated is the configuration's latest, read by `data.akamai_appsec_configuration_version`
 *   (id `Version`), which depends on every resource of the configuration: when one of them changes, Terraform
 *   reads it after them, so the activations activate the version the apply made; when nothing changes it is read
 *   at plan, equals the active version, and the plan is empty.
 * - `akamai_appsec_activations` (ids `Staging`, `Production`) reads back the version active on its network, so a
 *   version activated outside Terraform plans an activation again; a change of only the note or the addresses
 *   plans nothing. Production activates the version of the staging activation, after it.
 *
 * What a plan does not do: removing a part (a rate policy, a rule) deletes it from a new version after the
 * activations (Terraform updates the resources that depended on a removed one before deleting it), so the next
 * apply activates that version. The provider refuses to delete a configuration one of whose versions was ever
 * active. Changing `contract` or `group` of an existing configuration plans an update that changes nothing at
 * Akamai (the provider sends them only when it creates the configuration).
 */
export class SecurityConfiguration extends Construct {
  /** The configuration (`akamai_appsec_configuration`). */
  public readonly configuration: AppsecConfiguration;
  /** The configuration's id (known after it is created). */
  public readonly configId: number;
  /** The hosts the configuration protects. */
  public readonly hosts: string[];
  /**
   * The lookup of the latest version (`data.akamai_appsec_configuration_version`), read after every resource of the
   * configuration.
   */
  public readonly latestVersion: DataAkamaiAppsecConfigurationVersion;
  /** The staging activation, if there is one. */
  public readonly stagingActivation?: AppsecActivations;
  /** The production activation, if there is one. */
  public readonly productionActivation?: AppsecActivations;

  private last?: Waiting;
  private matchTargets = 0;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id
   * @param props the configuration: account, name, hosts, activations
   */
  public constructor(scope: Construct, id: string, props: SecurityConfigurationProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'SecurityConfigurationProps');
      if (!(props.contract instanceof ContractRef)) throw propError(this, 'contract', `${props.contract === undefined ? 'missing' : 'is not a ContractRef'}; give ContractRef.fromId("C-0N7RAC7") or ContractRef.fromGroupName("...")`);
      if (!(props.group instanceof GroupRef)) throw propError(this, 'group', `${props.group === undefined ? 'missing' : 'is not a GroupRef'}; give GroupRef.fromId("12345") or GroupRef.fromName("...")`);
      const contract = props.contract._bind(this, 'contract');
      const group = props.group._bind(this, 'group', contract);
      const name = checkString(this, 'name', props.name);
      checkLikeArgument(this, 'akamai_appsec_configuration', 'name', 'name', name);
      const description = props.description === undefined ? name : checkString(this, 'description', props.description);
      if (props.description !== undefined) checkLikeArgument(this, 'akamai_appsec_configuration', 'description', 'description', description);
      checkLikeArgument(this, 'akamai_appsec_configuration', 'contract_id', 'contract', contract.bare);
      checkLikeArgument(this, 'akamai_appsec_configuration', 'group_id', 'group', group.bare);
      const delivery = this.deliveryOf(props.propertyDelivery);
      this.hosts = this.hostsOf(props.hosts, delivery);

      this.configuration = new AppsecConfiguration(this, 'Resource', { name, description, contractId: contract.bare, groupId: group.bare, hostNames: this.hosts });
      this.configId = this.configuration.configId;
      addWaits(this.configuration, [delivery?.stagingActivation ?? delivery?.productionActivation]);
      this.latestVersion = new DataAkamaiAppsecConfigurationVersion(this, 'Version', { configId: this.configId });

      const activations = renderSecurityActivations(this, props.activations, 'akamai_appsec_activations');
      if (activations.staging) {
        this.stagingActivation = this.activate('Staging', activations.staging, this.latestVersion.latestVersion);
        addWaits(this.stagingActivation, [delivery?.stagingActivation]);
      }
      if (activations.production) {
        this.productionActivation = this.activate('Production', activations.production, this.stagingActivation?.version ?? this.latestVersion.latestVersion);
        addWaits(this.productionActivation, [this.stagingActivation, delivery?.productionActivation]);
      }
      if (this.stagingActivation !== undefined || this.productionActivation !== undefined) {
        this.node.addValidation({
          validate: () => (this.matchTargets > 0 || Validations.isDisabled(this, 'akamai/security-match-target-required')
            ? []
            : ['activations: the configuration has no match target, and Akamai refuses to activate it; add one with policy.addMatchTarget(...) [akamai/security-match-target-required]']),
        });
      }

      registerSecurityContext(this, {
        configId: this.configId,
        hosts: this.hosts,
        addPart: (resource) => this.addPart(resource),
        useNetworkLists: (lists) => this.useNetworkLists(lists),
        addMatchTarget: () => this.matchTargets++,
      });
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * Adds a security policy (`akamai_appsec_security_policy`): add its match targets, rate policies, custom
   * rules, reputation profiles and IP/Geo firewall on the policy returned.
   * @param id the construct id of the policy
   * @param options the policy's name and id prefix
   */
  public addSecurityPolicy(id: string, options: SecurityPolicyOptions): SecurityPolicy {
    return new SecurityPolicy(this, id, options);
  }

  /** Puts a resource of the configuration in line, and has the version lookup read after it. */
  private addPart(resource: Waiting): void {
    addWaits(resource, [this.last]);
    this.last = resource;
    addWaits(this.latestVersion, [resource]);
  }

  /**
   * The activation on a network waits for the activation there of each network list of this app the configuration
   * names.
   */
  private useNetworkLists(lists: readonly BoundNetworkList[]): void {
    if (this.stagingActivation) addWaits(this.stagingActivation, lists.map((list) => list.staging));
    if (this.productionActivation) addWaits(this.productionActivation, lists.map((list) => list.production));
  }

  private activate(id: string, activation: RenderedSecurityActivation, version: number): AppsecActivations {
    return new AppsecActivations(this, id, {
      configId: this.configId,
      network: activation.network,
      version,
      notificationEmails: activation.notificationEmails,
      note: activation.note,
    });
  }

  private deliveryOf(value: PropertyDelivery | undefined): PropertyDelivery | undefined {
    if (value !== undefined && !(value instanceof PropertyDelivery)) throw propError(this, 'propertyDelivery', 'is not a PropertyDelivery; give the PropertyDelivery whose hostnames the configuration protects, or give hosts');
    return value;
  }

  /** The hosts: given, or the delivery's; host names, each once. */
  private hostsOf(value: string[] | undefined, delivery: PropertyDelivery | undefined): string[] {
    if ((value === undefined) === (delivery === undefined)) {
      refuse(this, 'akamai/security-hosts', value === undefined ? 'hosts' : 'propertyDelivery', value === undefined
        ? 'missing; give the hosts the configuration protects, or a PropertyDelivery whose hostnames it protects'
        : 'is given with hosts; give one of them (the hosts, or the PropertyDelivery whose hostnames the configuration protects)');
    }
    if (value === undefined) return delivery?.hostnames ?? [];
    const hosts = checkList(this, 'hosts', value, 'host names')!;
    if (Token.isUnresolved(hosts)) return hosts;
    checkLikeArgument(this, 'akamai_appsec_configuration', 'host_names', 'hosts', hosts);
    const seen = new Map<string, number>();
    hosts.forEach((host, index) => {
      checkString(this, `hosts[${index}]`, host);
      if (Token.isUnresolved(host)) return;
      if (!isHostName(host, 'wildcard')) refuse(this, 'akamai/security-hosts', `hosts[${index}]`, `${show(host)} is not a host name; allowed: a fully qualified host name (optionally "*." and a domain) without scheme, path or port, for example "www.example.com"`);
      const first = seen.get(host.toLowerCase());
      if (first !== undefined) refuse(this, 'akamai/security-hosts', `hosts[${index}]`, `${show(host)} is also hosts[${first}]; the hosts are a set, so one would be dropped`);
      seen.set(host.toLowerCase(), index);
    });
    return hosts;
  }
}
