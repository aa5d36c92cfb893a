import { AKAMAI_ID_RULES } from '../akamai/akamai-id-rules';
import { ENROLLMENT_RULES } from '../akamai/enrollment-rules';
import { NETWORK_LIST_RULES } from '../akamai/network-list-rules';
import { PROPERTY_DELIVERY_RULES } from '../akamai/property-delivery-rules';
import { SECURITY_CONFIGURATION_RULES } from '../akamai/security-configuration-rules';
import { TRAFFIC_DOMAIN_RULES } from '../akamai/traffic-domain-rules';
import { DOMAIN_RULES } from '../cpln/domain-rules';
import { GVC_RULES } from '../cpln/gvc-rules';
import { IDENTITY_RULES } from '../cpln/identity-rules';
import { SECRET_RULES } from '../cpln/secret-rules';
import { VOLUME_SET_RULES } from '../cpln/volume-set-rules';
import { WORKLOAD_RULES } from '../cpln/workload-rules';

/**
 * The checks the L2 constructs make themselves, by rule id, with what each refuses, gathered from the declarations
 * beside the constructs (`src/<provider>/<construct>-rules.ts`). Each id appears in the construct's error or warning
 * (`... [akamai/delivery-hostname]`) and `Validations.disableRule` accepts it: switched off on a scope before the
 * construct is created, the check lets the value through.
 */
export const CONSTRUCT_RULES = {
  ...PROPERTY_DELIVERY_RULES,
  ...NETWORK_LIST_RULES,
  ...SECURITY_CONFIGURATION_RULES,
  ...ENROLLMENT_RULES,
  ...TRAFFIC_DOMAIN_RULES,
  ...AKAMAI_ID_RULES,
  ...DOMAIN_RULES,
  ...IDENTITY_RULES,
  ...VOLUME_SET_RULES,
  ...WORKLOAD_RULES,
  ...GVC_RULES,
  ...SECRET_RULES,
};

/** The id of a check an L2 construct makes (`refuse`, `warnProp`). */
export type ConstructRuleId = keyof typeof CONSTRUCT_RULES;
