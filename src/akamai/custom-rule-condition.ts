import { Construct } from 'constructs';
import { Token } from '../framework';
import type { CustomRuleDocumentConditions } from '../gen/akamai/appsec-documents';
import { propError, refuse } from '../prop-error';
import { checkList, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';

/** How a condition of a custom rule compares. */
export interface CustomRuleConditionOptions {
  /**
   * Match requests that do not have the values.
   * @default false
   */
  readonly negate?: boolean;
  /**
   * Compare the values case-sensitively (`valueCase`).
   * @default - the API's default (case-insensitive)
   */
  readonly caseSensitive?: boolean;
  /**
   * Read `*` and `?` in the values as wildcards (`valueWildcard`).
   * @default - the API's default (no wildcards)
   */
  readonly wildcard?: boolean;
}

const OPTIONS: KeysOf<CustomRuleConditionOptions> = { negate: true, caseSensitive: true, wildcard: true };
const DOCUMENT: KeysOf<CustomRuleDocumentConditions> = {
  name: true, nameCase: true, nameWildcard: true, positiveMatch: true, type: true, useXForwardForHeaders: true,
  value: true,
  valueCase: true, valueExactMatch: true, valueIgnoreSegment: true, valueNormalize: true, valueRecursive: true,
  valueWildcard: true,
};

/**
 * A condition of a custom rule: what a request must have for the rule to match. The rule writes each condition
 * as the API echoes it back (only the fields given), so the next plan compares equal documents.
 */
export abstract class CustomRuleCondition {
  /** The request's path is one of `paths` (`pathMatch`, `/login`, or `/admin/*` with `wildcard`). */
  public static path(paths: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new ValuesCondition('pathMatch', 'paths', paths, options);
  }

  /** The request's file extension is one of `extensions` (`extensionMatch`, without the dot). */
  public static fileExtension(extensions: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new ValuesCondition('extensionMatch', 'extensions', extensions, options);
  }

  /** The request's method is one of `methods` (`requestMethodMatch`, `POST`). */
  public static requestMethod(methods: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new ValuesCondition('requestMethodMatch', 'methods', methods, options);
  }

  /** The request's host is one of `hostnames` (`hostMatch`). */
  public static hostname(hostnames: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new ValuesCondition('hostMatch', 'hostnames', hostnames, options);
  }

  /** The client's address is one of `addresses`, addresses or CIDR blocks (`ipMatch`). */
  public static ipAddress(addresses: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new ValuesCondition('ipMatch', 'addresses', addresses, options);
  }

  /** The request comes from one of `countryCodes`, ISO 3166-1 alpha-2 codes (`geoMatch`, `FR`). */
  public static country(countryCodes: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new ValuesCondition('geoMatch', 'countryCodes', countryCodes, options);
  }

  /**
   * The request has the header `name`, with one of `values` when given (`requestHeaderMatch`).
   * @param values the header's values @default - any value
   */
  public static header(name: string, values?: string[], options?: CustomRuleConditionOptions): CustomRuleCondition {
    return new NamedCondition('requestHeaderMatch', name, values, options);
  }

  /**
   * The request's query has the parameter `name`, with one of `values` when given (`uriQueryMatch`).
   * @param values the parameter's values @default - any value
   */
  public static queryParameter(
    name: string,
    values?: string[],
    options?: CustomRuleConditionOptions,
  ): CustomRuleCondition {
    return new NamedCondition('uriQueryMatch', name, values, options);
  }

  /**
   * Any condition the API takes, as its typed document (`{ type: 'clientTlsFingerprintMatch', positiveMatch: true,
   * value: [...] }`).
   */
  public static fromDocument(condition: CustomRuleDocumentConditions): CustomRuleCondition {
    return new DocumentCondition(condition);
  }

  /** @internal the condition as the custom rule's document holds it */
  public abstract _render(scope: Construct, prop: string): CustomRuleDocumentConditions;
}

/** The comparison flags of a condition, only those given. */
function flags(scope: Construct, prop: string, options: CustomRuleConditionOptions | undefined) {
  const given = checkOptionalProps(scope, `${prop}.options`, options, OPTIONS, 'CustomRuleConditionOptions') ?? {};
  return { positiveMatch: given.negate !== true, valueCase: given.caseSensitive, valueWildcard: given.wildcard };
}

/** A list of values, at least one, each a string. */
function valuesOf(scope: Construct, prop: string, value: string[] | undefined, what: string): string[] {
  if (value === undefined) throw propError(scope, prop, `missing; give the ${what}`);
  const list = checkList(scope, prop, value, what)!;
  if (Token.isUnresolved(list)) return list;
  if (list.length === 0) refuse(scope, 'akamai/security-custom-rule-condition', prop, `is empty; a condition compares at least one of the ${what}`);
  list.forEach((item, index) => checkString(scope, `${prop}[${index}]`, item));
  return list;
}

class ValuesCondition extends CustomRuleCondition {
  public constructor(
    private readonly type: string,
    private readonly what: string,
    private readonly values: string[],
    private readonly options?: CustomRuleConditionOptions,
  ) {
    super();
  }

  public _render(scope: Construct, prop: string): CustomRuleDocumentConditions {
    const { positiveMatch, valueCase, valueWildcard } = flags(scope, prop, this.options);
    return { type: this.type, positiveMatch, value: valuesOf(scope, `${prop}.${this.what}`, this.values, this.what), valueCase, valueWildcard };
  }
}

class NamedCondition extends CustomRuleCondition {
  public constructor(
    private readonly type: string,
    private readonly name: string,
    private readonly values?: string[],
    private readonly options?: CustomRuleConditionOptions,
  ) {
    super();
  }

  public _render(scope: Construct, prop: string): CustomRuleDocumentConditions {
    const name = checkString(scope, `${prop}.name`, this.name);
    if (!Token.isUnresolved(name) && name.trim() === '') refuse(scope, 'akamai/security-custom-rule-condition', `${prop}.name`, 'is empty; give the name the condition looks for');
    const { positiveMatch, valueCase, valueWildcard } = flags(scope, prop, this.options);
    const value = this.values === undefined ? undefined : valuesOf(scope, `${prop}.values`, this.values, 'values');
    return { type: this.type, positiveMatch, name: [name], value, valueCase, valueWildcard };
  }
}

class DocumentCondition extends CustomRuleCondition {
  public constructor(private readonly condition: CustomRuleDocumentConditions) {
    super();
  }

  public _render(scope: Construct, prop: string): CustomRuleDocumentConditions {
    return checkProps(scope, prop, this.condition, DOCUMENT, 'CustomRuleDocumentConditions');
  }
}
