import { Construct } from 'constructs';
import { Token } from '../framework';
import { AppsecCustomRule } from '../gen/akamai/appsec-custom-rule';
import { AppsecCustomRuleAction } from '../gen/akamai/appsec-custom-rule-action';
import { AppsecDocument } from '../gen/akamai/appsec-documents';
import { AppsecIpGeo } from '../gen/akamai/appsec-ip-geo';
import { AppsecIpGeoProtection } from '../gen/akamai/appsec-ip-geo-protection';
import { AppsecMatchTarget } from '../gen/akamai/appsec-match-target';
import { AppsecRatePolicy } from '../gen/akamai/appsec-rate-policy';
import { AppsecRatePolicyAction } from '../gen/akamai/appsec-rate-policy-action';
import { AppsecRateProtection } from '../gen/akamai/appsec-rate-protection';
import { AppsecReputationProfile } from '../gen/akamai/appsec-reputation-profile';
import { AppsecReputationProfileAction } from '../gen/akamai/appsec-reputation-profile-action';
import { AppsecReputationProtection } from '../gen/akamai/appsec-reputation-protection';
import { AppsecSecurityPolicy } from '../gen/akamai/appsec-security-policy';
import { AppsecWafProtection } from '../gen/akamai/appsec-waf-protection';
import { beginPropChecks, checkingProps, checkLikeArgument, propError, refuse, show, PropChecks } from '../prop-error';
import { checkList, checkNumber, checkProps, checkString, KeysOf } from '../props';
import { CustomRuleCondition } from './custom-rule-condition';
import { CustomRuleOperation, CustomRuleOptions } from './custom-rule-options';
import { IpGeoFirewall } from './ip-geo-firewall';
import { MatchTargetOptions } from './match-target-options';
import { RateClientIdentifier, RatePolicyOptions } from './rate-policy-options';
import { ReputationCategory, ReputationProfileOptions, SharedIpHandling } from './reputation-profile-options';
import { SecurityAction } from './security-action';
import { SecurityContext, securityContextOf, Waiting } from './security-context';

/** A security policy of a `SecurityConfiguration`. */
export interface SecurityPolicyOptions {
  /** The policy's name. */
  readonly name: string;
  /**
   * Four letters or digits that start the policy's id (`shop` gives `shop_123456`). Fixed once the policy
   * exists: the provider only renames a policy, so a new prefix plans an update on every plan.
   */
  readonly prefix: string;
}

const OPTIONS: KeysOf<SecurityPolicyOptions> = { name: true, prefix: true };
const MATCH_TARGET: KeysOf<MatchTargetOptions> = { hostnames: true, paths: true, fileExtensions: true };
const RATE_POLICY: KeysOf<RatePolicyOptions> = {
  name: true, description: true, averageThreshold: true, burstThreshold: true, paths: true, hostnames: true,
  clientIdentifier: true, action: true, ipv6Action: true,
};
const CUSTOM_RULE: KeysOf<CustomRuleOptions> = {
  name: true,
  description: true,
  tags: true,
  conditions: true,
  operation: true,
  action: true,
};
const REPUTATION_PROFILE: KeysOf<ReputationProfileOptions> = {
  name: true,
  category: true,
  threshold: true,
  sharedIpHandling: true,
  description: true,
  action: true,
};

/**
 * A security policy (`akamai_appsec_security_policy`, id `Resource`) of a `SecurityConfiguration`, created with
 * `configuration.addSecurityPolicy(id, {...})`, with the parts that protect its traffic: match targets, rate
 * policies, custom rules, reputation profiles and the IP/Geo firewall, each with its action in the policy.
 *
 * Each part is a child construct of its id holding the part (`Resource`) and its action (`Action`); the first
 * part of a kind also switches on the policy's protection that evaluates it (`RateProtection`,
 * `ReputationProtection`, `IpGeoProtection`, and `WafProtection` for custom rules, which run with the
 * application-layer controls). Every resource waits for the one created before it (see `SecurityConfiguration`).
 */
export class SecurityPolicy extends Construct {
  /** The security policy (`akamai_appsec_security_policy`). */
  public readonly policy: AppsecSecurityPolicy;
  /** The policy's id (`shop_123456`), known after it is created. */
  public readonly securityPolicyId: string;

  private readonly context: SecurityContext;
  private readonly protections = new Map<string, Waiting>();
  private firewall?: AppsecIpGeo;

  /**
   * @param configuration the `SecurityConfiguration` the policy belongs to (`configuration.addSecurityPolicy` creates
   * it)
   * @param id the construct id
   * @param options the policy's name and id prefix
   */
  public constructor(configuration: Construct, id: string, options: SecurityPolicyOptions) {
    super(configuration, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      const context = securityContextOf(configuration);
      if (context === undefined) throw propError(this, 'configuration', 'is not a SecurityConfiguration; create the policy with configuration.addSecurityPolicy(id, {...})');
      this.context = context;
      checkProps(this, 'options', options, OPTIONS, 'SecurityPolicyOptions');
      const name = checkString(this, 'name', options.name);
      checkLikeArgument(this, 'akamai_appsec_security_policy', 'security_policy_name', 'name', name);
      const prefix = checkString(this, 'prefix', options.prefix);
      checkLikeArgument(this, 'akamai_appsec_security_policy', 'security_policy_prefix', 'prefix', prefix);
      this.policy = new AppsecSecurityPolicy(this, 'Resource', { configId: context.configId, securityPolicyName: name, securityPolicyPrefix: prefix });
      context.addPart(this.policy);
      this.securityPolicyId = this.policy.securityPolicyId;
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /**
   * Adds a website match target: the requests of the configuration's hosts (or of `hostnames`) on `paths` that
   * this policy protects. An activation needs at least one match target in the configuration.
   * @param id the construct id of the target (its `Resource`)
   * @param options hosts, paths and file extensions @default - every host and path of the configuration
   * @returns the match target (`akamai_appsec_match_target`)
   */
  public addMatchTarget(id: string, options?: MatchTargetOptions): AppsecMatchTarget {
    return checkingProps(this, () => {
      const prop = `addMatchTarget("${id}")`;
      const given = options === undefined ? {} : checkProps(this, prop, options, MATCH_TARGET, 'MatchTargetOptions');
      const hostnames = given.hostnames === undefined ? this.context.hosts : this.hostnamesOf(`${prop}.hostnames`, given.hostnames);
      const paths = given.paths === undefined ? ['/*'] : this.stringsOf(`${prop}.paths`, given.paths, 'paths');
      const extensions = given.fileExtensions === undefined ? undefined : this.stringsOf(`${prop}.fileExtensions`, given.fileExtensions, 'file extensions');
      const part = new Construct(this, id);
      const target = new AppsecMatchTarget(part, 'Resource', {
        configId: this.context.configId,
        matchTarget: AppsecDocument.matchTarget({
          type: 'website',
          defaultFile: 'NO_MATCH',
          fileExtensions: extensions,
          filePaths: paths,
          hostnames,
          isNegativeFileExtensionMatch: false,
          isNegativePathMatch: false,
          securityPolicy: { policyId: this.securityPolicyId },
        }),
      });
      this.context.addPart(target);
      this.context.addMatchTarget();
      return target;
    });
  }

  /**
   * Adds a rate policy and its action in this policy (`Action`, an `akamai_appsec_rate_policy_action`), and
   * switches on the policy's rate controls (`RateProtection`) with the first one.
   * @param id the construct id of the rate policy (its `Resource` and `Action`)
   * @param options the rate, the requests counted and the action
   * @returns the rate policy (`akamai_appsec_rate_policy`)
   */
  public addRatePolicy(id: string, options: RatePolicyOptions): AppsecRatePolicy {
    return checkingProps(this, () => {
      const prop = `addRatePolicy("${id}")`;
      const given = checkProps(this, prop, options, RATE_POLICY, 'RatePolicyOptions');
      const name = checkString(this, `${prop}.name`, given.name);
      const average = checkNumber(this, `${prop}.averageThreshold`, given.averageThreshold);
      const burst = checkNumber(this, `${prop}.burstThreshold`, given.burstThreshold);
      const paths = given.paths === undefined ? undefined : this.stringsOf(`${prop}.paths`, given.paths, 'paths');
      const hostnames = given.hostnames === undefined ? undefined : this.hostnamesOf(`${prop}.hostnames`, given.hostnames);
      const client = given.clientIdentifier ?? RateClientIdentifier.IP;
      if (!Object.values(RateClientIdentifier).includes(client)) throw propError(this, `${prop}.clientIdentifier`, `${show(client)} is not a RateClientIdentifier; allowed: RateClientIdentifier.IP, IP_USERAGENT, API_KEY`);
      const ipv4 = actionOf(this, `${prop}.action`, given.action);
      const ipv6 = given.ipv6Action === undefined ? undefined : actionOf(this, `${prop}.ipv6Action`, given.ipv6Action);
      this.protection('RateProtection', AppsecRateProtection);
      const part = new Construct(this, id);
      const rate = new AppsecRatePolicy(part, 'Resource', {
        configId: this.context.configId,
        ratePolicy: AppsecDocument.ratePolicy({
          matchType: 'path',
          type: 'WAF',
          name,
          description: given.description === undefined ? undefined : checkString(this, `${prop}.description`, given.description),
          averageThreshold: average,
          burstThreshold: burst,
          clientIdentifiers: [client],
          requestType: 'ClientRequest',
          sameActionOnIpv6: ipv6 === undefined,
          path: paths === undefined ? undefined : { positiveMatch: true, values: paths },
          pathMatchType: paths === undefined ? 'AllRequests' : 'Custom',
          pathUriPositiveMatch: paths === undefined ? undefined : true,
          hostnames,
        }),
      });
      this.context.addPart(rate);
      const action = new AppsecRatePolicyAction(part, 'Action', {
        configId: this.context.configId,
        securityPolicyId: this.securityPolicyId,
        ratePolicyId: rate.ratePolicyId,
        ipv4Action: ipv4,
        ipv6Action: ipv6 ?? ipv4,
      });
      this.context.addPart(action);
      return rate;
    });
  }

  /**
   * Adds a custom rule of the configuration and its action in this policy (`Action`, an
   * `akamai_appsec_custom_rule_action`), and switches on the policy's application-layer controls
   * (`WafProtection`), which evaluate custom rules, with the first one.
   * @param id the construct id of the rule (its `Resource` and `Action`)
   * @param options the rule's name, tags, conditions and action
   * @returns the custom rule (`akamai_appsec_custom_rule`)
   */
  public addCustomRule(id: string, options: CustomRuleOptions): AppsecCustomRule {
    return checkingProps(this, () => {
      const prop = `addCustomRule("${id}")`;
      const given = checkProps(this, prop, options, CUSTOM_RULE, 'CustomRuleOptions');
      const name = checkString(this, `${prop}.name`, given.name);
      const tags = this.tagsOf(`${prop}.tags`, given.tags);
      const conditions = this.conditionsOf(`${prop}.conditions`, given.conditions);
      if (given.operation !== undefined && !Object.values(CustomRuleOperation).includes(given.operation)) {
        throw propError(this, `${prop}.operation`, `${show(given.operation)} is not a CustomRuleOperation; allowed: CustomRuleOperation.ALL, CustomRuleOperation.ANY`);
      }
      const ruleAction = actionOf(this, `${prop}.action`, given.action);
      this.protection('WafProtection', AppsecWafProtection);
      const part = new Construct(this, id);
      const rule = new AppsecCustomRule(part, 'Resource', {
        configId: this.context.configId,
        customRule: AppsecDocument.customRule({
          name,
          description: given.description === undefined ? undefined : checkString(this, `${prop}.description`, given.description),
          tag: tags,
          conditions,
          operation: given.operation,
        }),
      });
      this.context.addPart(rule);
      const action = new AppsecCustomRuleAction(part, 'Action', {
        configId: this.context.configId,
        securityPolicyId: this.securityPolicyId,
        customRuleId: rule.customRuleId,
        customRuleAction: ruleAction,
      });
      this.context.addPart(action);
      return rule;
    });
  }

  /**
   * Adds a reputation profile and its action in this policy (`Action`, an
   * `akamai_appsec_reputation_profile_action`), and switches on the policy's reputation controls
   * (`ReputationProtection`) with the first one.
   * @param id the construct id of the profile (its `Resource` and `Action`)
   * @param options the reputation scored, the threshold and the action
   * @returns the reputation profile (`akamai_appsec_reputation_profile`)
   */
  public addReputationProfile(id: string, options: ReputationProfileOptions): AppsecReputationProfile {
    return checkingProps(this, () => {
      const prop = `addReputationProfile("${id}")`;
      const given = checkProps(this, prop, options, REPUTATION_PROFILE, 'ReputationProfileOptions');
      const name = checkString(this, `${prop}.name`, given.name);
      if (!Object.values(ReputationCategory).includes(given.category)) {
        throw propError(this, `${prop}.category`, `${show(given.category)} is not a ReputationCategory; allowed: ReputationCategory.WEB_SCRAPERS, DOS_ATTACKERS, WEB_ATTACKERS, SCANNING_TOOLS`);
      }
      const shared = given.sharedIpHandling ?? SharedIpHandling.BOTH;
      if (!Object.values(SharedIpHandling).includes(shared)) throw propError(this, `${prop}.sharedIpHandling`, `${show(shared)} is not a SharedIpHandling; allowed: SharedIpHandling.NON_SHARED, SHARED_ONLY, BOTH`);
      const threshold = checkNumber(this, `${prop}.threshold`, given.threshold);
      const profileAction = actionOf(this, `${prop}.action`, given.action);
      this.protection('ReputationProtection', AppsecReputationProtection);
      const part = new Construct(this, id);
      const profile = new AppsecReputationProfile(part, 'Resource', {
        configId: this.context.configId,
        reputationProfile: AppsecDocument.reputationProfile({
          name,
          context: given.category,
          description: given.description === undefined ? undefined : checkString(this, `${prop}.description`, given.description),
          threshold,
          sharedIpHandling: shared,
        }),
      });
      this.context.addPart(profile);
      const action = new AppsecReputationProfileAction(part, 'Action', {
        configId: this.context.configId,
        securityPolicyId: this.securityPolicyId,
        reputationProfileId: profile.reputationProfileId,
        action: profileAction,
      });
      this.context.addPart(action);
      return profile;
    });
  }

  /**
   * Adds the policy's IP/Geo firewall (`IpGeo`, an `akamai_appsec_ip_geo`) and switches on its network-layer
   * controls (`IpGeoProtection`). The configuration's activation on a network waits for the activation there
   * of each `NetworkList` of this app that the firewall names. A policy has one firewall.
   * @param firewall `IpGeoFirewall.block({...})` or `IpGeoFirewall.allowOnly({...})`
   * @returns the firewall (`akamai_appsec_ip_geo`)
   */
  public addIpGeoFirewall(firewall: IpGeoFirewall): AppsecIpGeo {
    return checkingProps(this, () => {
      if (this.firewall !== undefined) throw propError(this, 'addIpGeoFirewall', 'is called twice; a policy has one IP/Geo firewall: put every list in one IpGeoFirewall');
      if (!(firewall instanceof IpGeoFirewall)) throw propError(this, 'addIpGeoFirewall', 'takes an IpGeoFirewall; use IpGeoFirewall.block({...}) or IpGeoFirewall.allowOnly({...})');
      const rendered = firewall._render(this, 'addIpGeoFirewall');
      this.protection('IpGeoProtection', AppsecIpGeoProtection);
      this.firewall = new AppsecIpGeo(this, 'IpGeo', { configId: this.context.configId, securityPolicyId: this.securityPolicyId, ...rendered.config });
      this.context.addPart(this.firewall);
      this.context.useNetworkLists(rendered.lists);
      return this.firewall;
    });
  }

  /** Switches on one of the policy's protections, once, in line before the part that needs it. */
  private protection(id: string, type: new (scope: Construct, id: string, config: {
    configId: number;
    securityPolicyId: string;
    enabled: boolean;
  }) => Waiting): void {
    if (this.protections.has(id)) return;
    const protection = new type(this, id, {
      configId: this.context.configId,
      securityPolicyId: this.securityPolicyId,
      enabled: true,
    });
    this.protections.set(id, protection);
    this.context.addPart(protection);
  }

  /** A list of strings, at least one. */
  private stringsOf(prop: string, value: string[], what: string): string[] {
    const list = checkList(this, prop, value, what)!;
    if (Token.isUnresolved(list)) return list;
    if (list.length === 0) throw propError(this, prop, `is empty; leave it out, or give at least one of the ${what}`);
    list.forEach((item, index) => checkString(this, `${prop}[${index}]`, item));
    return list;
  }

  /** Hosts of the configuration (when both are known at synth). */
  private hostnamesOf(prop: string, value: string[]): string[] {
    const list = this.stringsOf(prop, value, 'host names');
    const hosts = this.context.hosts;
    if (Token.isUnresolved(list) || Token.isUnresolved(hosts)) return list;
    const known = new Set(hosts.filter((h) => !Token.isUnresolved(h)).map((h) => h.toLowerCase()));
    if (known.size < hosts.length) return list;
    list.forEach((hostname, index) => {
      if (!Token.isUnresolved(hostname) && !known.has(hostname.toLowerCase())) {
        refuse(this, 'akamai/security-hostnames', `${prop}[${index}]`, `${show(hostname)} is not a host of the configuration; allowed: ${hosts.map((h) => show(h)).join(', ')}`);
      }
    });
    return list;
  }

  private tagsOf(prop: string, value: string[]): string[] {
    if (value === undefined) throw propError(this, prop, 'missing; give at least one tag');
    const tags = checkList(this, prop, value, 'tags')!;
    if (!Token.isUnresolved(tags) && tags.length === 0) {
      refuse(this, 'akamai/security-custom-rule-tags', prop, 'is empty; a custom rule has at least one tag (the API returns a rule without tags with "tag": null, which the provider then plans to change on every plan)');
    }
    if (!Token.isUnresolved(tags)) tags.forEach((tag, index) => checkString(this, `${prop}[${index}]`, tag));
    return tags;
  }

  private conditionsOf(prop: string, value: CustomRuleCondition[]) {
    if (value === undefined) throw propError(this, prop, 'missing; give at least one CustomRuleCondition');
    const conditions = checkList(this, prop, value, 'CustomRuleCondition')!;
    if (Token.isUnresolved(conditions)) throw propError(this, prop, 'is a token; give the list of CustomRuleCondition');
    if (conditions.length === 0) refuse(this, 'akamai/security-custom-rule-condition', prop, 'is empty; a custom rule has at least one condition');
    return conditions.map((condition, index) => {
      if (!(condition instanceof CustomRuleCondition)) throw propError(this, `${prop}[${index}]`, 'is not a CustomRuleCondition; use CustomRuleCondition.path([...]), .country([...]), .header(name) or .fromDocument({...})');
      return condition._render(this, `${prop}[${index}]`);
    });
  }
}

function actionOf(scope: Construct, prop: string, action: SecurityAction): string {
  if (!(action instanceof SecurityAction)) {
    throw propError(scope, prop, `${action === undefined ? 'missing' : 'is not a SecurityAction'}; use SecurityAction.DENY, SecurityAction.ALERT, SecurityAction.NONE or SecurityAction.customDeny(id)`);
  }
  return action.value;
}
