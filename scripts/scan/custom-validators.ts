import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Node } from 'web-tree-sitter';
import { GoExpr, GoList, GoRegexp, GoStruct, type Value } from './go-eval';
import { lineOf, parseGo } from './go-syntax';
import type { CustomValidator } from './validator-facts';

/**
 * The providers' own validators: what each checks, read by hand from its body at the line given (the scanner
 * reads the library validators from their arguments). scan-facts checks that each function is still declared in
 * its file around that line at the scanned tag, and stops at a validator this table does not name: reread the
 * body and update the entry.
 */

const literal = (value: Value, what: string): string => {
  if (typeof value !== 'string') throw new Error(`${what}: the argument is not a string literal`);
  return value;
};

/** regexp.QuoteMeta. */
const quoteMeta = (text: string) => text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');

/** Control Plane (internal/provider/validators). */
export const CPLN_VALIDATORS: Readonly<Record<string, CustomValidator>> = {
  'validators.NameValidator': {
    readFrom: { file: 'internal/provider/validators/name_validator.go', func: 'NameValidator.ValidateString', line: 34 },
    // `if value == "" { return }`, then the regex and `len(value) > 63`.
    facts: () => [
      { facts: { length: { max: 63 } }, note: 'len() in bytes; empty string not checked' },
      { facts: { regex: '^[a-z][-a-z0-9]([-a-z0-9])*[a-z0-9]$' }, note: 'empty string not checked' },
    ],
  },
  'validators.LinkValidator': {
    readFrom: { file: 'internal/provider/validators/link_validator.go', func: 'LinkValidator.ValidateString', line: 34 },
    facts: () => [{ facts: { regex: '(\\/org\\/[^/]+\\/.*)|(\\/\\/.+)' }, note: 'empty string not checked' }],
  },
  'validators.DescriptionValidator': {
    readFrom: { file: 'internal/provider/validators/description_validator.go', func: 'DescriptionValidator.ValidateString', line: 38 },
    // It also rejects leading or trailing whitespace, which no fact says.
    facts: () => [{ facts: { length: { max: 250 } }, note: 'len() in bytes' }],
  },
  'validators.TagValidator': {
    readFrom: { file: 'internal/provider/validators/tag_validator.go', func: 'TagValidator.ValidateMap', line: 26 },
    facts: () => [{ facts: { size: { max: 50 } } }],
  },
  'validators.NewPrefixStringValidator': {
    readFrom: { file: 'internal/provider/validators/prefix_string_validator.go', func: 'NewPrefixStringValidator', line: 31 },
    // regexp.MustCompile(fmt.Sprintf("^%s.*", regexp.QuoteMeta(prefix)))
    facts: ([prefix]) => [{ facts: { regex: `^${quoteMeta(literal(prefix, 'NewPrefixStringValidator'))}.*` } }],
  },
  // A value that must not start with a prefix or be one of a list: no fact says "not" (the catalog's rule is
  // compared by the contract cases).
  'validators.DisallowPrefixValidator': {
    readFrom: { file: 'internal/provider/validators/disallow_prefix_validator.go', func: 'DisallowPrefixValidator.ValidateString', line: 30 },
    facts: () => [],
  },
  'validators.DisallowListValidator': {
    readFrom: { file: 'internal/provider/validators/disallow_list_validator.go', func: 'DisallowListValidator.ValidateString', line: 29 },
    facts: () => [],
  },
};

/** A function literal, listed by its file and line. */
export const FUNC_LITERAL = 'func literal';

const akamai = (file: string, func: string, line: number, facts: CustomValidator['facts'], text?: string): CustomValidator =>
  ({ readFrom: { file, func, line }, facts, ...(text ? { text } : {}) });
const TF = 'pkg/common/tf/validation.go';
const APPSEC = 'pkg/providers/appsec/custom_validations.go';
const notEmpty = () => [{ facts: { length: { min: 1 } }, note: 'not-empty check' }];
const none = () => [];
const strings = (value: Value, what: string): string[] => {
  if (!(value instanceof GoList)) throw new Error(`${what}: the argument is not a slice literal`);
  return value.items.map((item) => literal(item, what));
};
const inline = (file: string, line: number, facts: CustomValidator['facts'], text?: string): [string, CustomValidator] =>
  [`${FUNC_LITERAL} at ${file}:${line}`, akamai(file, FUNC_LITERAL, line, facts, text && `${FUNC_LITERAL}: ${text}`)];
const PROPERTY = 'pkg/providers/property/resource_akamai_property.go';
/** An SDKv2 attribute's `Type` (`schema.TypeString` gives TypeString). */
function schemaType(attribute: GoStruct | undefined, what: string): string {
  const type = attribute?.field('Type');
  if (type instanceof GoExpr && /^schema\.Type\w+$/.test(type.node.text)) return type.node.text.slice('schema.'.length);
  const at = attribute ? `${attribute.site.file}:${lineOf(attribute.site.node)}: ` : '';
  throw new Error(`${at}${what}: the attribute's schema.Type is not read`);
}
const upper = (values: string[]) => () => [{ facts: { enum: values, ignoreCase: true }, note: 'strings.ToUpper(value) compared' }];

/** Akamai (pkg/common/tf, pkg/common/timeouts, the sub-providers' own; inline functions by their file and line). */
export const AKAMAI_VALIDATORS: Readonly<Record<string, CustomValidator>> = {
  // The value's zero value (or an empty collection) refused, by the attribute's type: an empty string, a list, set
  // or map without items; a number's or flag's zero value (0, false) no fact says.
  'tf.IsNotBlank': akamai(TF, 'IsNotBlank', 42, (_args, attribute) => {
    const type = schemaType(attribute, 'tf.IsNotBlank');
    if (type === 'TypeString') return notEmpty();
    return /^Type(List|Set|Map)$/.test(type) ? [{ facts: { size: { min: 1 } }, note: 'not-empty check' }] : [];
  }),
  'tf.ValidateNetwork': akamai(TF, 'ValidateNetwork', 66, () => [{ facts: { enum: ['production', 'prod', 'p', 'staging', 'stag', 's'], ignoreCase: true }, note: 'strings.ToLower(value) compared' }]),
  'tf.ValidateEmail': akamai(TF, 'ValidateEmail', 79, () => [{ facts: { length: { min: 1 } }, note: 'ozzo validation.Required' }]),
  'tf.ValidateStringInSlice': akamai(TF, 'ValidateStringInSlice', 90, ([valid]) => [{ facts: { enum: strings(valid, 'tf.ValidateStringInSlice') } }]),
  'tf.ValidateRuleFormat': akamai(TF, 'ValidateRuleFormat', 111, () => [{ facts: { regex: '^(v[0-9]{4}-[0-9]{2}-[0-9]{2})?$' }, note: "code: '' accepted, 'latest' rejected, else ^v[0-9]{4}-[0-9]{2}-[0-9]{2}$" }]),
  'tf.ValidateRuleFormatAcceptLatest': akamai(TF, 'ValidateRuleFormatAcceptLatest', 120, () => [{ facts: { regex: '^(latest|v[0-9]{4}-[0-9]{2}-[0-9]{2})?$' }, note: "code: '' and 'latest' accepted, else ^v[0-9]{4}-[0-9]{2}-[0-9]{2}$" }]),
  'tf.ValidateMapMinimalLength': akamai(TF, 'ValidateMapMinimalLength', 152, ([min]) => [{ facts: { size: { min: min as number } } }]),
  'validators.NotEmptyString': akamai('pkg/common/tf/validators/string.go', 'notEmptyStringValidator.ValidateString', 32, notEmpty),
  // A path on the machine running Terraform; a duration Go's time.ParseDuration reads; JSON; e-mail addresses.
  'validators.FileReadable': akamai('pkg/common/tf/validators/file.go', 'fileReadableValidator.ValidateString', 31, none),
  'timeouts.ValidateDurationFormat': akamai('pkg/common/timeouts/validate.go', 'ValidateDurationFormat', 15, none),
  'validators.EmailValidator': akamai('pkg/common/tf/validators/email.go', 'EmailValidator.ValidateString', 33, none),
  'apiStateValidator': akamai('pkg/providers/apidefinitions/api_state_validator.go', 'apiStateValidator.ValidateString', 37, none),
  'operationsStateValidator': akamai('pkg/providers/apidefinitions/operations_state_type.go', 'operationsStateValidator.ValidateString', 42, none),
  'validateAuthGrantsJS': akamai('pkg/providers/iam/resource_akamai_iam_user.go', 'validateAuthGrantsJS', 712, none),
  // A warning only.
  'displayGroupIDWarning': akamai('pkg/providers/edgeworkers/resource_akamai_edgekv.go', 'displayGroupIDWarning', 320, none),
  'ValidateActions': akamai(APPSEC, 'ValidateActions', 20, () => [{ facts: { regex: '^(alert|deny|none)$|deny_custom_' }, note: "code: one of alert/deny/none, or contains 'deny_custom_'" }]),
  'validateWithBotManActions': akamai(APPSEC, 'validateWithBotManActions', 42, () => [{ facts: { regex: '^(alert|delay|deny|monitor|none|slow|tarpit)$|deny_custom_|cond_action_|serve_alt_|challenge_' }, note: 'code: one of 7 names, or contains deny_custom_/cond_action_/serve_alt_/challenge_' }]),
  'validateEmptyElementsInList': akamai(APPSEC, 'validateEmptyElementsInList', 101, notEmpty),
  'validatePhone': akamai('pkg/providers/iam/resource_akamai_iam_user.go', 'validatePhone', 815, () => [{ facts: { regex: '(?:^(\\s*\\+\\s*1\\s*|\\s*1\\s*|\\s*)(|-|\\.|\\\\|\\()([1-9][0-9]{2})(|-|\\.|\\\\|\\))\\s*([0-9]{3})(|-|\\.|\\\\|\\s)([0-9]{4})(|-|\\.|\\\\|\\sx?)([0-9]{1,30})?$)|(?:^\\+[02-9][\\d\\s\\-]{0,40}$)|^$' }, note: "code: '' accepted, else northAmerica or international regex" }]),
  'validateNetwork': akamai('pkg/providers/cloudlets/resource_akamai_cloudlets_application_load_balancer_activation.go', 'validateNetwork', 439, () => [{ facts: { enum: ['PRODUCTION', 'STAGING', 'prod', 'production', 'staging'] } }]),
  'validateZoneType': akamai('pkg/providers/dns/resource_akamai_dns_zone.go', 'validateZoneType', 623, upper(['PRIMARY', 'SECONDARY', 'ALIAS'])),
  'validateDomainType': akamai('pkg/providers/gtm/resource_akamai_gtm_domain.go', 'validateDomainType', 602, upper(['BASIC', 'FULL', 'WEIGHTED', 'STATIC', 'FAILOVER-ONLY'])),
  'validateTTL': akamai('pkg/providers/gtm/resource_akamai_gtm_property.go', 'validateTTL', 486, () => [{ facts: { range: { min: 30, max: 3600 } } }]),
  // `len(name) > 85 || len(name) < lowerBound`, then isValidPropertyName (the package variable
  // regexp.MustCompile(`^[A-Za-z0-9.\-_]+$`).MatchString, line 249).
  'validateNameWithBound': akamai(PROPERTY, 'validateNameWithBound', 257, ([lower]) => [
    { facts: { length: { min: lower as number, max: 85 } }, note: 'len() in bytes' },
    { facts: { regex: '^[A-Za-z0-9.\\-_]+$' } },
  ]),
  ...Object.fromEntries([
    // JSON (an empty value accepted).
    inline(PROPERTY, 40, none),
    inline(PROPERTY, 136, notEmpty, 'len(i.(string)) == 0 -> error'),
    inline(PROPERTY, 146, notEmpty, 'len(i.(string)) == 0 -> error'),
    inline(PROPERTY, 156, notEmpty, 'len(i.(string)) == 0 -> error'),
    inline('pkg/providers/property/data_akamai_property_rules_template.go', 78, () => [{ facts: { enum: ['bool', 'number', 'string', 'jsonBlock'] } }], 'switch val case "bool", "number", "string", "jsonBlock"'),
    // ozzo's is.CountryCode2 on the upper-cased value: a list no fact here holds.
    inline('pkg/providers/cloudlets/resource_akamai_cloudlets_application_load_balancer.go', 95, none),
  ]),
};

/**
 * The constants of the Akamai API client (AkamaiOPEN-edgegrid-golang v12.2.0, which the provider v9.2.0
 * requires) that the validators name, by package and name, with the file declaring each: a compiled regex is
 * given by its source.
 */
export const EDGEGRID_CONSTANTS: Readonly<Record<string, { value: string | number | GoRegexp; file: string }>> = {
  'pkg/edgeworkers.NamespaceStagingNetwork': { value: 'staging', file: 'pkg/edgeworkers/edgekv_namespaces.go' },
  'pkg/edgeworkers.NamespaceProductionNetwork': { value: 'production', file: 'pkg/edgeworkers/edgekv_namespaces.go' },
  'pkg/datastream.AuthenticationTypeBasic': { value: 'BASIC', file: 'pkg/datastream/connectors.go' },
  'pkg/clientlists.IP': { value: 'IP', file: 'pkg/clientlists/client_list.go' },
  'pkg/clientlists.GEO': { value: 'GEO', file: 'pkg/clientlists/client_list.go' },
  'pkg/clientlists.ASN': { value: 'ASN', file: 'pkg/clientlists/client_list.go' },
  'pkg/clientlists.TLSFingerprint': { value: 'TLS_FINGERPRINT', file: 'pkg/clientlists/client_list.go' },
  'pkg/clientlists.FileHash': { value: 'FILE_HASH', file: 'pkg/clientlists/client_list.go' },
  // USER in v11; USER_ID in v12 (the fact file's).
  'pkg/clientlists.USER': { value: 'USER_ID', file: 'pkg/clientlists/client_list.go' },
  'pkg/appsec.ActionTypeDeny': { value: 'deny', file: 'pkg/appsec/common_const.go' },
  'pkg/appsec.ActionTypeAlert': { value: 'alert', file: 'pkg/appsec/common_const.go' },
  'pkg/appsec.ActionTypeNone': { value: 'none', file: 'pkg/appsec/common_const.go' },
  'pkg/mtlskeystore.SecureNetworkStandardTLS': { value: 'STANDARD_TLS', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.SecureNetworkEnhancedTLS': { value: 'ENHANCED_TLS', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.KeyAlgorithmRSA': { value: 'RSA', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.KeyAlgorithmECDSA': { value: 'ECDSA', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.GeographyCore': { value: 'CORE', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.GeographyRussiaAndCore': { value: 'RUSSIA_AND_CORE', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.GeographyChinaAndCore': { value: 'CHINA_AND_CORE', file: 'pkg/mtlskeystore/client_certificates.go' },
  'pkg/mtlskeystore.CertificateStatusCurrent': { value: 'CURRENT', file: 'pkg/mtlskeystore/account_ca_certificates.go' },
  'pkg/mtlskeystore.CertificateStatusPrevious': { value: 'PREVIOUS', file: 'pkg/mtlskeystore/account_ca_certificates.go' },
  'pkg/mtlskeystore.CertificateStatusExpired': { value: 'EXPIRED', file: 'pkg/mtlskeystore/account_ca_certificates.go' },
  'pkg/mtlskeystore.CertificateStatusQualifying': { value: 'QUALIFYING', file: 'pkg/mtlskeystore/account_ca_certificates.go' },
  'pkg/imaging.TypeImage': { value: 'IMAGE', file: 'pkg/imaging/policyset.go' },
  'pkg/imaging.TypeVideo': { value: 'VIDEO', file: 'pkg/imaging/policyset.go' },
  'pkg/papi.IncludeTypeMicroServices': { value: 'MICROSERVICES', file: 'pkg/papi/include.go' },
  'pkg/papi.IncludeTypeCommonSettings': { value: 'COMMON_SETTINGS', file: 'pkg/papi/include.go' },
  'pkg/papi.ActivationNetworkStaging': { value: 'STAGING', file: 'pkg/papi/activation.go' },
  'pkg/papi.ActivationNetworkProduction': { value: 'PRODUCTION', file: 'pkg/papi/activation.go' },
  'pkg/iam.PropertyUserTypeAll': { value: 'all', file: 'pkg/iam/properties.go' },
  'pkg/iam.PropertyUserTypeAssigned': { value: 'assigned', file: 'pkg/iam/properties.go' },
  'pkg/iam.PropertyUserTypeBlocked': { value: 'blocked', file: 'pkg/iam/properties.go' },
  'pkg/gtm.MapDefaultDC': { value: 5400, file: 'pkg/gtm/datacenter.go' },
  'pkg/gtm.Ipv4DefaultDC': { value: 5401, file: 'pkg/gtm/datacenter.go' },
  'pkg/gtm.Ipv6DefaultDC': { value: 5402, file: 'pkg/gtm/datacenter.go' },
  'pkg/edgeworkers.ActivationNetworkStaging': { value: 'STAGING', file: 'pkg/edgeworkers/activations.go' },
  'pkg/edgeworkers.ActivationNetworkProduction': { value: 'PRODUCTION', file: 'pkg/edgeworkers/activations.go' },
  'pkg/datastream.AuthenticationTypeNone': { value: 'NONE', file: 'pkg/datastream/connectors.go' },
  'pkg/cloudwrapper.UnitGB': { value: 'GB', file: 'pkg/cloudwrapper/capacity.go' },
  'pkg/cloudwrapper.UnitTB': { value: 'TB', file: 'pkg/cloudwrapper/capacity.go' },
  'pkg/cloudaccess.AuthAWS': { value: 'AWS4_HMAC_SHA256', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/cloudaccess.AuthGOOG': { value: 'GOOG4_HMAC_SHA256', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/cloudaccess.NetworkStandard': { value: 'STANDARD_TLS', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/cloudaccess.NetworkEnhanced': { value: 'ENHANCED_TLS', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/cloudaccess.ChinaCDN': { value: 'CHINA_CDN', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/cloudaccess.RussiaCDN': { value: 'RUSSIA_CDN', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/clientlists.Staging': { value: 'STAGING', file: 'pkg/clientlists/client_list_activation.go' },
  'pkg/clientlists.Production': { value: 'PRODUCTION', file: 'pkg/clientlists/client_list_activation.go' },
  'pkg/appsec.RulesetTypeActive': { value: 'active', file: 'pkg/appsec/common_const.go' },
  'pkg/appsec.RulesetTypeEvaluation': { value: 'evaluation', file: 'pkg/appsec/common_const.go' },
  // Not in edgegrid v11 (the newest release at hand): the values of the v12 constants as the fact file gives them.
  'pkg/cloudaccess.AuthAOS': { value: 'AOS4_HMAC_SHA256', file: 'pkg/cloudaccess/cloudaccess.go' },
  'pkg/datastream.TrafficPeakContentTypeJSON': { value: 'application/json', file: 'pkg/datastream/connectors.go' },
  'pkg/datastream.TrafficPeakContentTypeJSONUTF8': { value: 'application/json; charset=utf-8', file: 'pkg/datastream/connectors.go' },
  'pkg/apidefinitions.ActivationNetworkStaging': { value: 'STAGING', file: 'pkg/apidefinitions' },
  'pkg/apidefinitions.ActivationNetworkProduction': { value: 'PRODUCTION', file: 'pkg/apidefinitions' },
  'pkg/mtlstruststore.AssociationTypeEnrollments': { value: 'enrollments', file: 'pkg/mtlstruststore' },
  'pkg/mtlstruststore.AssociationTypeProperties': { value: 'properties', file: 'pkg/mtlstruststore' },
  'pkg/papi.CertTypeDefault': { value: 'DEFAULT', file: 'pkg/papi' },
  'pkg/papi.CertTypeCPSManaged': { value: 'CPS_MANAGED', file: 'pkg/papi' },
  'pkg/papi.SearchKeyEdgeHostname': { value: 'edgeHostname', file: 'pkg/papi/search.go' },
  'pkg/papi.SearchKeyHostname': { value: 'hostname', file: 'pkg/papi/search.go' },
  'pkg/papi.SearchKeyPropertyName': { value: 'propertyName', file: 'pkg/papi/search.go' },
  'pkg/domainownership.ValidationMethodDNSCNAME': { value: 'DNS_CNAME', file: 'pkg/domainownership' },
  'pkg/domainownership.ValidationMethodDNSTXT': { value: 'DNS_TXT', file: 'pkg/domainownership' },
  'pkg/domainownership.ValidationMethodHTTP': { value: 'HTTP', file: 'pkg/domainownership' },
  'pkg/domainownership.ValidationScopeHost': { value: 'HOST', file: 'pkg/domainownership' },
  'pkg/domainownership.ValidationScopeWildcard': { value: 'WILDCARD', file: 'pkg/domainownership' },
  'pkg/domainownership.ValidationScopeDomain': { value: 'DOMAIN', file: 'pkg/domainownership' },
  'pkg/cloudcertificates.SortFieldPat': { value: '[+\\-]?(modifiedDate|expirationDate|createdDate|certificateName)', file: 'pkg/cloudcertificates' },
  'pkg/mtlstruststore.CASetNameRegex': { value: new GoRegexp('^[%.a-zA-Z0-9_-]+$'), file: 'pkg/mtlstruststore' },
};

/** The name a function or method declaration is listed by: `Name` or `Type.Name`. */
function declaredName(decl: Node): string | undefined {
  const name = decl.childForFieldName('name')?.text;
  if (decl.type === 'function_declaration') return name;
  if (decl.type !== 'method_declaration') return undefined;
  const receiver = decl.childForFieldName('receiver')!.namedChildren[0]!.childForFieldName('type')!.text.replace(/^\*/, '');
  return `${receiver}.${name}`;
}

/**
 * Fails naming every table entry whose function is not declared in its file, around its line, in the checkout (an
 * inline function: one that does not start on its line).
 */
export async function checkCustomValidators(
  checkout: string,
  table: Readonly<Record<string, CustomValidator>>,
): Promise<void> {
  const missing: string[] = [];
  for (const [name, { readFrom }] of Object.entries(table)) {
    const file = join(checkout, readFrom.file);
    const root = existsSync(file) ? await parseGo(readFileSync(file, 'utf-8'), readFrom.file) : undefined;
    const spans = (node: Node) => lineOf(node) <= readFrom.line && readFrom.line <= node.endPosition.row + 1;
    const covers = readFrom.func === FUNC_LITERAL
      ? root?.descendantsOfType('func_literal').some((f) => f && lineOf(f) === readFrom.line)
      : root?.namedChildren.some((d) => d && declaredName(d) === readFrom.func && spans(d));
    if (!covers) missing.push(`${name}: ${readFrom.func} is not declared at ${readFrom.file}:${readFrom.line}`);
  }
  if (missing.length) throw new Error(`the table of the provider's own validators (scripts/scan/custom-validators.ts) is out of date:\n${missing.join('\n')}`);
}
