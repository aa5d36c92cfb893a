import { Construct } from 'constructs';
import { ITerraformDependable, Lazy, TerraformIterator, Token } from '../framework';
import { CpCode } from '../gen/akamai/cp-code';
import {
  DataAkamaiPropertyRulesBuilder,
  DataAkamaiPropertyRulesBuilderRulesV20251016 as RuleStruct,
} from '../gen/akamai/data-akamai-property-rules-builder';
import { DnsRecord } from '../gen/akamai/dns-record';
import { EdgeHostname } from '../gen/akamai/edge-hostname';
import { Property } from '../gen/akamai/property';
import { PropertyActivation } from '../gen/akamai/property-activation';
import { beginPropChecks, checkingProps, checkLikeArgument, propError, refuse, show, PropChecks } from '../prop-error';
import { checkList, checkProps, checkString, KeysOf } from '../props';
import { isHostName } from '../validation/host-names';
import { ContractRef, GroupRef } from './account-refs';
import { Activation } from './activation';
import { CpCodeRef } from './cp-code-ref';
import { BoundEdgeHostname, RenderedActivation } from './delivery-bindings';
import { DeliveryDns } from './delivery-dns';
import { EdgeHostnameChoice } from './edge-hostname-choice';
import { Origin } from './origin';
import { ProductRef } from './product-ref';
import { Behavior, CriteriaMatch, Criterion, PropertyRule } from './property-rules';

/** How the certificates of the property's hostnames are provisioned. */
export enum CertificateProvisioning {
  /** Your CPS certificate, on the Enhanced TLS edge hostname (`EdgeHostnameChoice.enhancedTls`). */
  CPS_MANAGED = 'CPS_MANAGED',
  /**
   * Akamai-managed DV certificates (secure by default): Akamai validates each hostname through the
   * CNAME records the property reports in `hostnames[].cert_status` after apply.
   */
  DEFAULT = 'DEFAULT',
}

/** Props of a `PropertyDelivery`. */
export interface PropertyDeliveryProps {
  /** The contract: `ContractRef.fromId('ctr_1-AB123')` or `ContractRef.fromGroupName('Web Properties')`. */
  readonly contract: ContractRef;
  /** The group: `GroupRef.fromId('grp_12345')` or `GroupRef.fromName('Web Properties')`. */
  readonly group: GroupRef;
  /**
   * The product the property, its CP code and edge hostname are on: `ProductRef.ionStandard()`,
   * `ProductRef.fromId('prd_Fresca')`...
   */
  readonly product: ProductRef;
  /** The hostnames the site serves (`www.example.com`), without scheme, path or port. */
  readonly hostnames: string[];
  /**
   * The property's name (1 to 85 letters, digits, dots, dashes and underscores); changing it replaces the property.
   * @default - the first hostname (`wildcard.example.com` for `*.example.com`)
   */
  readonly propertyName?: string;
  /**
   * The edge hostname the hostnames point to: `EdgeHostnameChoice.enhancedTls({ certificate })`, `standardTls()` or
   * `fromName(name)`.
   */
  readonly edgeHostname: EdgeHostnameChoice;
  /**
   * How the hostnames' certificates are provisioned.
   * @default CertificateProvisioning.CPS_MANAGED
   */
  readonly certificateProvisioning?: CertificateProvisioning;
  /**
   * The CP code the default rule reports traffic under.
   * @default - a new CP code (`akamai_cp_code`, id `CpCode`) named after the property
   */
  readonly cpCode?: CpCodeRef;
  /**
   * Where the edge fetches from: `Origin.customer({ hostname })`, `Origin.controlPlaneWorkload(workload)` or
   * `Origin.netStorage({...})`.
   */
  readonly origin: Origin;
  /**
   * Further behaviors of the default rule, after the origin and the CP code. An origin or CP code behavior
   * here is refused (`akamai/delivery-default-behavior`): the later one would replace the one of `origin`
   * or `cpCode` without a word; give those props instead, or put the behavior in a child rule with criteria.
   * @default - none
   */
  readonly defaultBehaviors?: Behavior[];
  /**
   * The default rule's comment, shown in Property Manager (its `comments`). The default rule has no
   * criteria (the provider refuses `criterion` and `criteria_must_satisfy` there): requests it applies to
   * are narrowed in child rules, `rules` and `addRule`.
   * @default - none
   */
  readonly defaultRuleComments?: string;
  /**
   * The child rules of the default rule, in order; more can be added with `addRule`.
   * @default - none
   */
  readonly rules?: PropertyRule[];
  /**
   * Activations: `Activation.staging({...})`, `Activation.production({...})`, at most one per network.
   * @default - the property is not activated
   */
  readonly activations?: Activation[];
  /**
   * Where the hostnames' CNAME records are created.
   * @default DeliveryDns.external() - none: create them from `cnames` with your DNS provider
   */
  readonly dns?: DeliveryDns;
  /**
   * The notes of the property version a change creates (`version_notes`). A change of the notes alone plans
   * nothing (the provider suppresses it until a rule or hostname change makes a new version, which takes them).
   * @default - none
   */
  readonly versionNotes?: string;
}

/** A hostname's CNAME record to the edge hostname, for a DNS provider of your choice. */
export interface DeliveryCname {
  /** The hostname (the record's name). */
  readonly hostname: string;
  /** The edge hostname (the record's target). */
  readonly target: string;
}

const PROPS: KeysOf<PropertyDeliveryProps> = {
  contract: true, group: true, product: true, hostnames: true, propertyName: true, edgeHostname: true,
  certificateProvisioning: true,
  cpCode: true, origin: true, defaultBehaviors: true, defaultRuleComments: true, rules: true, activations: true,
  dns: true, versionNotes: true,
};
const RULE: KeysOf<PropertyRule> = {
  name: true,
  criteria: true,
  criteriaMustSatisfy: true,
  behaviors: true,
  children: true,
  comments: true,
};

/**
 * A site on Akamai, from hostnames to production: the property (`akamai_property`, id `Resource`) with its
 * hostnames and a rule tree, a CP code, an edge hostname, activations on staging and production, and
 * optionally the hostnames' CNAME records in Edge DNS.
 *
 * - Account ids go to each resource in the form it takes (`AkamaiId`): the Property Manager resources get
 *   the prefixed ids they store, the CP code behavior the CP code's number.
 * - The rule tree is built with the provider's rules builder (rule format v2025-10-16): one
 *   `data.akamai_property_rules_builder` per rule (the default rule has id `Rules`), each child passed to
 *   its parent as the builder's `json`, so the provider's and the package's checks of the builder apply.
 *   The builder writes the options it is given and no others (it reads the raw configuration,
 *   ruleformats/rules_schema_reader.go), and stores nothing but the MD5 of its JSON: a builder whose
 *   arguments are known is read at plan time, one that takes the id of a CP code still to be created
 *   once that exists. The default rule holds the origin, the CP code and `defaultBehaviors`; `rules` and
 *   `addRule` add child rules in order.
 * - The production activation waits for the staging activation and, by default, for the certificate of an
 *   Enhanced TLS edge hostname of this app (its validation, or its upload); the staging activation waits
 *   for it with `waitForCertificate: true`.
 *
 * What the next plan does (read from the provider's `akamai_property` and `akamai_property_activation`,
 * pkg/providers/property/resource_akamai_property.go and resource_akamai_property_activation.go, v9.2.0):
 * - after apply: nothing. Ids are written in the forms the provider reads back, and `rules` is compared
 *   as a rule tree, not as text (diffSuppressPropertyRules, propertyRulesCustomDiff): key order, spacing,
 *   the order of variables, empty lists against absent ones and behavior options PAPI returns as null do
 *   not count; the order of behaviors, criteria and children, and every option value, do. The origin
 *   therefore writes only the options that apply (no True-Client-IP header when it is off, no
 *   certificates without a custom verification);
 * - a rule or hostname change: the property is updated; the provider creates a new version when the
 *   latest one is active (setPropertyVersionsComputed), so `latest_version` is unknown in the plan, and
 *   each activation that follows it activates the new version in the same apply (staging first, then
 *   production after it when production follows staging; a pinned production version stays until you
 *   change it);
 * - changed alone, `versionNotes` plans nothing until a rule or hostname change makes a new version; an
 *   activation's `contacts` or `note` plan nothing until it activates another version; its
 *   `complianceRecord` or `timeout` update the state without a call to Akamai; its
 *   `autoAcknowledgeRuleWarnings` fails the apply while the version is active (the provider refuses it);
 * - `group` changed: the property is moved to the other group in place;
 * - a version activated outside Terraform: the activation plans to activate its configured version again;
 *   a network deactivated outside Terraform: the activation is planned again (its read finds no active
 *   version and forgets it);
 * - a certificate renewal: CPS keeps the enrollment id, so neither the edge hostname nor the activations
 *   change;
 * - destroying an activation deactivates the property on its network; the CP code is never deleted
 *   (the provider reuses a CP code of the same name instead of creating one).
 * Changing `contract`, `group`'s contract or `product` of an existing property or CP code fails at apply
 * (the provider cannot change them); changing `propertyName` replaces the property.
 */
export class PropertyDelivery extends Construct {
  /** The property (`akamai_property`). */
  public readonly property: Property;
  /** The default rule's builder (`data.akamai_property_rules_builder`, id `Rules`); its `json` is the rule tree. */
  public readonly ruleTree: DataAkamaiPropertyRulesBuilder;
  /** The CP code the construct created, if it created one. */
  public readonly cpCode?: CpCode;
  /** The edge hostname the construct created, if it created one. */
  public readonly edgeHostname?: EdgeHostname;
  /** The staging activation, if there is one. */
  public readonly stagingActivation?: PropertyActivation;
  /** The production activation, if there is one. */
  public readonly productionActivation?: PropertyActivation;
  /** The hostnames' CNAME records in Edge DNS (one resource with `for_each`), if the construct writes them. */
  public readonly dnsRecords?: DnsRecord;
  /** The contract id, prefixed. */
  public readonly contractId: string;
  /** The group id, prefixed. */
  public readonly groupId: string;
  /** The edge hostname's full name, the target of the hostnames' CNAME records. */
  public readonly edgeHostnameName: string;
  /** The hostnames the site serves, as given. */
  public readonly hostnames: string[];

  private readonly cpCodeRef: CpCodeRef;
  private readonly topRules: DataAkamaiPropertyRulesBuilder[] = [];
  private ruleCount = 0;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id
   * @param props the site: account, hostnames, edge hostname, origin, rules, activations, DNS
   */
  public constructor(scope: Construct, id: string, props: PropertyDeliveryProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkProps(this, 'props', props, PROPS, 'PropertyDeliveryProps');
      if (!(props.contract instanceof ContractRef)) throw propError(this, 'contract', `${props.contract === undefined ? 'missing' : 'is not a ContractRef'}; give ContractRef.fromId("ctr_1-AB123") or ContractRef.fromGroupName("...")`);
      if (!(props.group instanceof GroupRef)) throw propError(this, 'group', `${props.group === undefined ? 'missing' : 'is not a GroupRef'}; give GroupRef.fromId("grp_12345") or GroupRef.fromName("...")`);
      const contract = props.contract._bind(this, 'contract');
      const group = props.group._bind(this, 'group', contract);
      if (!(props.product instanceof ProductRef)) throw propError(this, 'product', `${props.product === undefined ? 'missing' : 'is not a ProductRef'}; give ProductRef.ionStandard(), ProductRef.fromId("prd_Fresca")...`);
      const product = props.product._bind(this, 'product');
      this.contractId = contract.prefixed;
      this.groupId = group.prefixed;
      this.hostnames = this.checkHostnames(props.hostnames);
      const propertyName = props.propertyName === undefined ? this.defaultName() : checkString(this, 'propertyName', props.propertyName);
      checkLikeArgument(this, 'akamai_property', 'name', 'propertyName', propertyName);

      if (props.cpCode !== undefined && !(props.cpCode instanceof CpCodeRef)) throw propError(this, 'cpCode', 'is not a CpCodeRef; give CpCodeRef.fromCpCode(cpCode) or CpCodeRef.fromId("cpc_123")');
      if (props.cpCode === undefined) {
        this.cpCode = new CpCode(this, 'CpCode', { name: propertyName, contractId: contract.prefixed, groupId: group.prefixed, productId: product.prefixed });
      }
      this.cpCodeRef = props.cpCode ?? CpCodeRef.fromCpCode(this.cpCode!);

      if (!(props.edgeHostname instanceof EdgeHostnameChoice)) throw propError(this, 'edgeHostname', `${props.edgeHostname === undefined ? 'missing' : 'is not an EdgeHostnameChoice'}; give EdgeHostnameChoice.enhancedTls({ certificate }), standardTls() or fromName("www.example.com.edgekey.net")`);
      const edge = props.edgeHostname._bind(this, 'edgeHostname', { contract, group, product, defaultPrefix: this.hostnames[0]?.replace(/^\*\./, 'wildcard.') ?? propertyName });
      this.edgeHostname = edge.resource;
      this.edgeHostnameName = edge.name;
      this.checkCertificateCovers(edge);

      if (!(props.origin instanceof Origin)) throw propError(this, 'origin', `${props.origin === undefined ? 'missing' : 'is not an Origin'}; give Origin.customer({ hostname }), Origin.controlPlaneWorkload(workload) or Origin.netStorage({...})`);
      this.ruleTree = new DataAkamaiPropertyRulesBuilder(this, 'Rules', {
        rulesV20251016: {
          name: 'default',
          comments: props.defaultRuleComments === undefined ? undefined : checkString(this, 'defaultRuleComments', props.defaultRuleComments),
          isSecure: edge.secure,
          behavior: [
            this.renderBehavior(Behavior.origin(props.origin), 'origin'),
            this.renderBehavior(Behavior.cpCode(this.cpCodeRef), 'cpCode'),
            ...this.renderDefaultBehaviors(props.defaultBehaviors),
          ],
          children: Lazy.listValue({ produce: () => this.topRules.map((rule) => rule.json) }, { omitEmpty: true }),
        },
      });
      (checkList(this, 'rules', props.rules, 'PropertyRule') ?? []).forEach((rule, index) => this.topRules.push(this.renderRule(`rules[${index}]`, rule)));

      const provisioning = props.certificateProvisioning ?? CertificateProvisioning.CPS_MANAGED;
      const hostnames = Token.isUnresolved(this.hostnames)
        ? hostnamesFromToken(this.hostnames, edge.name, provisioning)
        : this.hostnames.map(
          (hostname) => ({ cnameFrom: hostname, cnameTo: edge.name, certProvisioningType: provisioning }),
        );
      this.property = new Property(this, 'Resource', {
        name: propertyName,
        contractId: contract.prefixed,
        groupId: group.prefixed,
        productId: product.prefixed,
        ruleFormat: this.ruleTree.ruleFormat,
        rules: this.ruleTree.json,
        hostnames,
        versionNotes: props.versionNotes,
      });

      const activations = this.checkActivations(props.activations);
      const staging = activations.find((a) => a.network === 'STAGING');
      const production = activations.find((a) => a.network === 'PRODUCTION');
      const certificate = (activation: RenderedActivation, byDefault: boolean): ITerraformDependable[] => {
        const ready = edge.certificate?.ready;
        if (activation.waitForCertificate === true && ready === undefined) {
          refuse(this, 'akamai/delivery-certificate-wait', `activations[${activations.indexOf(activation)}].waitForCertificate`, 'true, but this app creates no certificate for the edge hostname to wait for (an existing enrollment, an existing edge hostname or Standard TLS); allowed: false, or EdgeHostnameChoice.enhancedTls({ certificate: EdgeCertificate.fromEnrollment(enrollment) }) or fromThirdPartyEnrollment(enrollment)');
        }
        return ready !== undefined && (activation.waitForCertificate ?? byDefault) ? [ready] : [];
      };
      if (staging) this.stagingActivation = this.activate('Staging', staging, this.property.latestVersion, certificate(staging, false));
      if (production) {
        const kind = production.version?.kind ?? (staging ? 'followStaging' : 'latest');
        if (kind === 'followStaging' && !this.stagingActivation) {
          refuse(this, 'akamai/delivery-follow-staging', 'activations', 'the production activation follows staging, but there is no staging activation; add Activation.staging({...}) or give the production activation another ActivationVersion');
        }
        const version = kind === 'pinned' ? production.version!.pinned! : kind === 'followStaging' && this.stagingActivation ? this.stagingActivation.version : this.property.latestVersion;
        this.productionActivation = this.activate('Production', production, version, [...(this.stagingActivation ? [this.stagingActivation] : []), ...certificate(production, true)]);
      }

      if (props.dns !== undefined && !(props.dns instanceof DeliveryDns)) throw propError(this, 'dns', 'is not a DeliveryDns; give DeliveryDns.edgeDns(zone) or DeliveryDns.external()');
      this.dnsRecords = props.dns?._write(this, 'dns', this.hostnames, edge.name);
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The CNAME record each hostname needs (name and target), for a DNS provider of your choice. */
  public get cnames(): DeliveryCname[] {
    return Token.isUnresolved(
      this.hostnames,
    ) ? [] : this.hostnames.map((hostname) => ({ hostname, target: this.edgeHostnameName }));
  }

  /**
   * Adds a child rule to the default rule, after the ones given so far; can be called after construction.
   * The next plan updates the property (a new version when the latest is active) and its activations.
   */
  public addRule(rule: PropertyRule): void {
    checkingProps(this, () => this.topRules.push(this.renderRule(`addRule call ${this.topRules.length + 1}`, rule)));
  }

  /**
   * The name the property takes from its first hostname: a wildcard `*.example.com` gives `wildcard.example.com`, as
   * a property name holds letters, digits, dots, dashes and underscores only (the provider's isValidPropertyName).
   */
  private defaultName(): string {
    if (Token.isUnresolved(this.hostnames) || this.hostnames.length === 0) throw propError(this, 'propertyName', 'missing; the hostnames are not known at synth, so give the property a name');
    return this.hostnames[0].replace(/^\*\./, 'wildcard.');
  }

  private checkHostnames(value: string[]): string[] {
    if (value === undefined) throw propError(this, 'hostnames', 'missing; give the hostnames the site serves, for example ["www.example.com"]');
    const hostnames = checkList(this, 'hostnames', value, 'host names')!;
    if (Token.isUnresolved(hostnames)) return hostnames;
    if (hostnames.length === 0) refuse(this, 'akamai/delivery-hostname', 'hostnames', 'is empty; allowed: at least one host name');
    const seen = new Map<string, number>();
    hostnames.forEach((hostname, index) => {
      checkString(this, `hostnames[${index}]`, hostname);
      if (Token.isUnresolved(hostname)) return;
      if (!isHostName(hostname, 'wildcard')) {
        refuse(this, 'akamai/delivery-hostname', `hostnames[${index}]`, `${show(hostname)} is not a host name; allowed: a fully qualified host name (optionally "*." and a domain) without scheme, path or port, for example "www.example.com"`);
      }
      const first = seen.get(hostname.toLowerCase());
      if (first !== undefined) refuse(this, 'akamai/delivery-hostname', `hostnames[${index}]`, `${show(hostname)} is also hostnames[${first}]; a property serves each hostname once`);
      seen.set(hostname.toLowerCase(), index);
    });
    return hostnames;
  }

  /** Every literal hostname is a name of the literal certificate (exactly, or under one of its wildcards). */
  private checkCertificateCovers(edge: BoundEdgeHostname): void {
    const names = edge.certificate?.names;
    if (names === undefined || Token.isUnresolved(this.hostnames)) return;
    const covered = (hostname: string) => names.some((name) => {
      const n = name.toLowerCase();
      const h = hostname.toLowerCase();
      return n === h || (n.startsWith('*.') && h.endsWith(n.slice(1)) && !h.slice(0, -n.length + 1).includes('.'));
    });
    this.hostnames.forEach((hostname, index) => {
      if (!Token.isUnresolved(hostname) && !covered(hostname)) {
        refuse(this, 'akamai/delivery-certificate-covers-hostnames', `hostnames[${index}]`, `${show(hostname)} is not a name of the edge hostname's certificate, so HTTPS for it fails; the certificate covers ${names.map((n) => show(n)).join(', ')}`);
      }
    });
  }

  private checkActivations(value: Activation[] | undefined): RenderedActivation[] {
    const activations = checkList(this, 'activations', value, 'Activation') ?? [];
    if (Token.isUnresolved(activations)) throw propError(this, 'activations', 'is a token; give the list of Activation choices');
    const rendered = activations.map((activation, index) => {
      if (!(activation instanceof Activation)) throw propError(this, `activations[${index}]`, 'is not an Activation; use Activation.staging({...}) or Activation.production({...})');
      return activation._render(this, `activations[${index}]`);
    });
    for (const network of ['STAGING', 'PRODUCTION']) {
      const on = rendered.filter((a) => a.network === network);
      if (on.length > 1) refuse(this, 'akamai/delivery-activation-networks', 'activations', `${on.length} activations on ${network}; allowed: at most one per network (a second would fight the first over the active version)`);
    }
    return rendered;
  }

  private activate(
    id: string,
    activation: RenderedActivation,
    version: number,
    waits: ITerraformDependable[],
  ): PropertyActivation {
    return new PropertyActivation(this, id, {
      propertyId: this.property.id,
      network: activation.network,
      version,
      contact: activation.contact,
      note: activation.note,
      autoAcknowledgeRuleWarnings: activation.autoAcknowledgeRuleWarnings,
      complianceRecord: activation.complianceRecord,
      timeouts: activation.timeout === undefined ? undefined : { default: activation.timeout },
      dependsOn: waits.length === 0 ? undefined : waits,
    });
  }

  /** The default rule's further behaviors: neither an origin nor a CP code, which `origin` and `cpCode` give. */
  private renderDefaultBehaviors(value: Behavior[] | undefined) {
    const behaviors = checkList(this, 'defaultBehaviors', value, 'Behavior') ?? [];
    if (Token.isUnresolved(behaviors)) throw propError(this, 'defaultBehaviors', 'is a token; give the list of Behavior choices');
    return behaviors.map((behavior, index) => {
      const rendered = this.renderBehavior(behavior, `defaultBehaviors[${index}]`);
      for (const name of ['origin', 'cpCode'] as const) {
        if (rendered[name] !== undefined) {
          refuse(this, 'akamai/delivery-default-behavior', `defaultBehaviors[${index}]`, `is ${name === 'origin' ? 'an origin' : 'a cpCode'} behavior, which the default rule already has from the ${name} prop (a second one would replace it); allowed: change ${name}, or put this behavior in a child rule with criteria (rules, addRule)`);
        }
      }
      return rendered;
    });
  }

  private renderBehavior(behavior: Behavior, prop: string) {
    if (!(behavior instanceof Behavior)) throw propError(this, prop, 'is not a Behavior; use Behavior.cacheFor("7d"), Behavior.noStore(), Behavior.cpCode(ref), Behavior.origin(origin) or Behavior.fromRulesBuilder({...})');
    return behavior._render({ scope: this, prop });
  }

  private renderCriterion(criterion: Criterion, prop: string) {
    if (!(criterion instanceof Criterion)) throw propError(this, prop, 'is not a Criterion; use Criterion.path([...]), Criterion.fileExtension([...]), Criterion.hostname([...]) or Criterion.fromRulesBuilder({...})');
    return criterion._render({ scope: this, prop });
  }

  /** One child rule (and its children, first) as a rules builder of its own. */
  private renderRule(prop: string, rule: PropertyRule): DataAkamaiPropertyRulesBuilder {
    checkProps(this, prop, rule, RULE, 'PropertyRule');
    const name = checkString(this, `${prop}.name`, rule.name);
    if (!Token.isUnresolved(name) && (name.trim() === '' || name === 'default')) {
      refuse(this, 'akamai/delivery-rule-name', `${prop}.name`, `${show(name)} cannot name a child rule; allowed: a non-empty name other than "default" (the default rule's)`);
    }
    if (rule.criteriaMustSatisfy !== undefined && !Object.values(CriteriaMatch).includes(rule.criteriaMustSatisfy)) {
      throw propError(this, `${prop}.criteriaMustSatisfy`, `${show(rule.criteriaMustSatisfy)} is not a CriteriaMatch; allowed: CriteriaMatch.ALL, CriteriaMatch.ANY`);
    }
    const children = (checkList(this, `${prop}.children`, rule.children, 'PropertyRule') ?? []).map((child, index) => this.renderRule(`${prop}.children[${index}]`, child));
    const criteria = (checkList(this, `${prop}.criteria`, rule.criteria, 'Criterion') ?? []).map((c, i) => this.renderCriterion(c, `${prop}.criteria[${i}]`));
    const behaviors = (checkList(this, `${prop}.behaviors`, rule.behaviors, 'Behavior') ?? []).map((b, i) => this.renderBehavior(b, `${prop}.behaviors[${i}]`));
    const struct: RuleStruct = {
      name,
      comments: rule.comments === undefined ? undefined : checkString(this, `${prop}.comments`, rule.comments),
      criteriaMustSatisfy: rule.criteriaMustSatisfy,
      criterion: criteria.length === 0 ? undefined : criteria,
      behavior: behaviors.length === 0 ? undefined : behaviors,
      children: children.length === 0 ? undefined : children.map((child) => child.json),
    };
    this.ruleCount++;
    return new DataAkamaiPropertyRulesBuilder(this, `Rule${this.ruleCount}`, { rulesV20251016: struct });
  }
}

/** The property's `hostnames` blocks for a list of hostnames known only at apply (a `dynamic` block). */
function hostnamesFromToken(list: string[], target: string, provisioning: CertificateProvisioning) {
  const each = TerraformIterator.fromList(list);
  return each.dynamic({ cname_from: each.value, cname_to: target, cert_provisioning_type: provisioning });
}
