import type { SecurityAction } from './security-action';

/** The kind of client reputation a profile scores. */
export enum ReputationCategory {
  /** Web scrapers (`WEBSCRP`). */
  WEB_SCRAPERS = 'WEBSCRP',
  /** DoS attackers (`DOSATCK`). */
  DOS_ATTACKERS = 'DOSATCK',
  /** Web attackers (`WEBATCK`). */
  WEB_ATTACKERS = 'WEBATCK',
  /** Scanning tools (`SCANTL`). */
  SCANNING_TOOLS = 'SCANTL',
}

/** Which clients behind shared addresses (proxies, NAT) a reputation profile scores. */
export enum SharedIpHandling {
  /** Only clients on addresses not shared. */
  NON_SHARED = 'NON_SHARED',
  /** Only clients on shared addresses. */
  SHARED_ONLY = 'SHARED_ONLY',
  /** Both. */
  BOTH = 'BOTH',
}

/** A reputation profile, with its action in a security policy (`SecurityPolicy.addReputationProfile`). */
export interface ReputationProfileOptions {
  /** The profile's name. */
  readonly name: string;
  /** The reputation the profile scores. */
  readonly category: ReputationCategory;
  /** The reputation score from which the action applies, on Akamai's scale of 1 to 10; lower catches more clients. */
  readonly threshold: number;
  /**
   * Which clients behind shared addresses are scored.
   * @default SharedIpHandling.BOTH
   */
  readonly sharedIpHandling?: SharedIpHandling;
  /**
   * A description.
   * @default - none
   */
  readonly description?: string;
  /** What happens to a client at or above the threshold. */
  readonly action: SecurityAction;
}
