import { Construct, IConstruct } from 'constructs';
import { ITerraformDependable, Token } from '../framework';
import type { EdgeHostname } from '../gen/akamai/edge-hostname';
import type { PropertyActivationComplianceRecord } from '../gen/akamai/property-activation';
import { checkLikeArgument, propError } from '../prop-error';
import { checkList, checkString } from '../props';
import type { AkamaiId } from './akamai-id';

// What the parts of a PropertyDelivery hand each other (not part of the public API).

/** What a behavior or criterion needs of the construct that renders it. */
export interface RuleScope {
  readonly scope: Construct;
  /** The prop being rendered, for messages (`rules[0].behaviors[1]`). */
  readonly prop: string;
}

/** What the construct needs of the edge hostname choice. */
export interface BoundEdgeHostname {
  /** The edge hostname's full name (`www.example.com.edgekey.net`), a reference when the construct creates it. */
  readonly name: string;
  /** The edge hostname the construct created, if it created one. */
  readonly resource?: EdgeHostname;
  /** Whether it serves HTTPS with the property's own certificate (Enhanced TLS). */
  readonly secure: boolean;
  readonly certificate?: { readonly ready?: ITerraformDependable; readonly names?: readonly string[] };
}

/** The account ids and the default prefix an edge hostname is created with. */
export interface EdgeHostnameAccount {
  readonly contract: AkamaiId;
  readonly group: AkamaiId;
  readonly product: AkamaiId;
  readonly defaultPrefix: string;
}

/** What the construct writes into one `akamai_property_activation`. */
export interface RenderedActivation {
  readonly network: 'STAGING' | 'PRODUCTION';
  readonly contact: string[];
  readonly note?: string;
  readonly autoAcknowledgeRuleWarnings?: boolean;
  readonly complianceRecord?: PropertyActivationComplianceRecord;
  /** Which version: `undefined` for the construct's default. */
  readonly version?: { readonly kind: 'latest' | 'followStaging' | 'pinned'; readonly pinned?: number };
  /** Whether it waits for the certificate: `undefined` for the construct's default. */
  readonly waitForCertificate?: boolean;
  /** The resource's `timeouts.default`. */
  readonly timeout?: string;
}

/** An id made by `make`, its error reported at the construct's prop. */
export function idOf(scope: Construct, prop: string, make: () => AkamaiId): AkamaiId {
  try {
    return make();
  } catch (e) {
    throw propError(scope, prop, (e as Error).message);
  }
}

/** The data source whose catalog rules judge what a PropertyDelivery writes into its rule tree. */
export const RULES_BUILDER = 'data.akamai_property_rules_builder';
/** The path of the origin behavior's options in the rule format the package writes. */
export const ORIGIN_PATH = 'rules_v2025_10_16.behavior.origin';

/**
 * A list of strings, each judged by the rules builder's catalog rules at `path` (a list token, or an item token, passes
 * through).
 */
export function checkStringsLike(
  scope: IConstruct,
  path: string,
  prop: string,
  value: string[] | undefined,
  what: string,
): string[] | undefined {
  const list = checkList(scope, prop, value, what);
  if (list === undefined || Token.isUnresolved(list)) return list;
  list.forEach((item, index) => checkLikeArgument(scope, RULES_BUILDER, path, `${prop}[${index}]`, checkString(scope, `${prop}[${index}]`, item)));
  return list;
}
