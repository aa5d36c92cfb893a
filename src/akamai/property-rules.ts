import type {
  DataAkamaiPropertyRulesBuilderRulesV20251016Behavior as BehaviorStruct,
  DataAkamaiPropertyRulesBuilderRulesV20251016Criterion as CriterionStruct,
} from '../gen/akamai/data-akamai-property-rules-builder';
import { propError } from '../prop-error';
import { checkList, checkString } from '../props';
import { CpCodeRef } from './cp-code-ref';
import type { RuleScope } from './delivery-bindings';
import { Origin } from './origin';

/** Whether a rule applies when all of its criteria match or when any does. */
export enum CriteriaMatch {
  /** Every criterion matches. */
  ALL = 'all',
  /** At least one criterion matches. */
  ANY = 'any',
}

/**
 * A rule of a property's rule tree: behaviors applied to the requests its criteria match, and child rules
 * evaluated after it. Rules are written in order, and a later rule's behaviors override an earlier one's.
 */
export interface PropertyRule {
  /** The rule's name, shown in Property Manager (not `default`, the name of the top rule). */
  readonly name: string;
  /**
   * The requests the rule applies to.
   * @default - every request that reaches the rule
   */
  readonly criteria?: Criterion[];
  /**
   * Whether all criteria must match or any.
   * @default CriteriaMatch.ALL
   */
  readonly criteriaMustSatisfy?: CriteriaMatch;
  /**
   * What the rule does.
   * @default - nothing (a rule that only groups its children)
   */
  readonly behaviors?: Behavior[];
  /**
   * Rules evaluated after this one, for the requests it matches.
   * @default - none
   */
  readonly children?: PropertyRule[];
  /**
   * A comment shown with the rule.
   * @default - none
   */
  readonly comments?: string;
}

/**
 * A behavior of a rule (rule format v2025-10-16, the newest the package types). The factories cover a
 * site's common behaviors; `fromRulesBuilder` takes any behavior of the format, typed.
 */
export abstract class Behavior {
  /**
   * Caches objects at the edge for a time to live, for example `7d`, `12h`, `30m`: writes the behavior
   * `caching` with the options `behavior: "MAX_AGE"`, `ttl` and `mustRevalidate: false`.
   */
  public static cacheFor(ttl: string): Behavior {
    return new RenderedBehavior(({ scope, prop }) => ({ caching: { behavior: 'MAX_AGE', ttl: checkString(scope, `${prop}.ttl`, ttl), mustRevalidate: false } }));
  }

  /** Never caches at the edge: writes the behavior `caching` with the option `behavior: "NO_STORE"`. */
  public static noStore(): Behavior {
    return new RenderedBehavior(() => ({ caching: { behavior: 'NO_STORE' } }));
  }

  /**
   * Reports the traffic under a CP code: writes the behavior `cpCode` with the option `value: { id }`, the
   * CP code's number read from the ref (a reference becomes Terraform's `tonumber(...)` of it).
   */
  public static cpCode(cpCode: CpCodeRef): Behavior {
    return new RenderedBehavior(({ scope, prop }) => {
      if (!(cpCode instanceof CpCodeRef)) throw propError(scope, prop, 'Behavior.cpCode(...) takes a CpCodeRef: CpCodeRef.fromCpCode(cpCode) or CpCodeRef.fromId("cpc_123")');
      return { cpCode: { value: { id: cpCode._bind(scope, prop).number } } };
    });
  }

  /** Fetches from an origin: writes the behavior `origin` with the options the `Origin` factory states. */
  public static origin(origin: Origin): Behavior {
    return new RenderedBehavior(({ scope, prop }) => {
      if (!(origin instanceof Origin)) throw propError(scope, prop, 'Behavior.origin(...) takes an Origin: Origin.customer({...}), Origin.controlPlaneWorkload(workload) or Origin.netStorage({...})');
      return { origin: origin._render(scope, prop) };
    });
  }

  /**
   * Any behavior of rule format v2025-10-16, as the rules builder types it: writes the one behavior the
   * object names (`{ gzipResponse: { behavior: 'ALWAYS' } }`) with its options as given.
   */
  public static fromRulesBuilder(behavior: BehaviorStruct): Behavior {
    return new RenderedBehavior(() => behavior);
  }

  /** @internal the behavior as the rules builder takes it */
  public abstract _render(at: RuleScope): BehaviorStruct;
}

class RenderedBehavior extends Behavior {
  public constructor(private readonly make: (at: RuleScope) => BehaviorStruct) {
    super();
  }

  public _render(at: RuleScope): BehaviorStruct {
    return this.make(at);
  }
}

/** A condition of a rule (rule format v2025-10-16). */
export abstract class Criterion {
  /**
   * The request path matches one of these patterns (`/static/*`; `*` and `?` are wildcards): writes the
   * criterion `path` with the options `matchOperator: "MATCHES_ONE_OF"` and `values`.
   */
  public static path(patterns: string[]): Criterion {
    return new RenderedCriterion(({ scope, prop }) => ({ path: { matchOperator: 'MATCHES_ONE_OF', values: checkList(scope, `${prop}.patterns`, patterns, 'path patterns') } }));
  }

  /**
   * The requested file's extension is one of these (`css`, `js`, without the dot): writes the criterion
   * `fileExtension` with the options `matchOperator: "IS_ONE_OF"` and `values`.
   */
  public static fileExtension(extensions: string[]): Criterion {
    return new RenderedCriterion(({ scope, prop }) => ({ fileExtension: { matchOperator: 'IS_ONE_OF', values: checkList(scope, `${prop}.extensions`, extensions, 'file extensions') } }));
  }

  /**
   * The requested host is one of these (`*` is a wildcard): writes the criterion `hostname` with the
   * options `matchOperator: "IS_ONE_OF"` and `values`.
   */
  public static hostname(hostnames: string[]): Criterion {
    return new RenderedCriterion(({ scope, prop }) => ({ hostname: { matchOperator: 'IS_ONE_OF', values: checkList(scope, `${prop}.hostnames`, hostnames, 'host names') } }));
  }

  /**
   * Any criterion of rule format v2025-10-16, as the rules builder types it: writes the one criterion the
   * object names (`{ requestMethod: { matchOperator: 'IS', value: 'POST' } }`) with its options as given.
   */
  public static fromRulesBuilder(criterion: CriterionStruct): Criterion {
    return new RenderedCriterion(() => criterion);
  }

  /** @internal the criterion as the rules builder takes it */
  public abstract _render(at: RuleScope): CriterionStruct;
}

class RenderedCriterion extends Criterion {
  public constructor(private readonly make: (at: RuleScope) => CriterionStruct) {
    super();
  }

  public _render(at: RuleScope): CriterionStruct {
    return this.make(at);
  }
}
