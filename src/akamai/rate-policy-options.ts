import type { SecurityAction } from './security-action';

/** What a rate policy counts requests by. */
export enum RateClientIdentifier {
  /** The client's IP address. */
  IP = 'ip',
  /** The client's IP address and user agent together. */
  IP_USERAGENT = 'ip-useragent',
  /** The API key of the request. */
  API_KEY = 'api-key',
}

/**
 * A rate policy of a security policy (`SecurityPolicy.addRatePolicy`): the request rate above which a client
 * gets the policy's action. The rate policy's document is written as the API returns it (`type` WAF, `matchType`
 * path, `requestType` ClientRequest), so the next plan compares equal documents.
 */
export interface RatePolicyOptions {
  /** The rate policy's name. */
  readonly name: string;
  /**
   * A description.
   * @default - none
   */
  readonly description?: string;
  /** The average rate that triggers the action, in requests per second over two minutes (at least 1). */
  readonly averageThreshold: number;
  /** The burst rate that triggers the action, in requests per second over five seconds (at least 1). */
  readonly burstThreshold: number;
  /**
   * The paths the policy counts (`/login`, `/api/*`).
   * @default - every request
   */
  readonly paths?: string[];
  /**
   * The hosts the policy counts, hosts of the configuration.
   * @default - every host the policy's match targets cover
   */
  readonly hostnames?: string[];
  /**
   * What requests are counted by.
   * @default RateClientIdentifier.IP
   */
  readonly clientIdentifier?: RateClientIdentifier;
  /** What happens to a client above the rate (IPv4, and IPv6 unless `ipv6Action` is given). */
  readonly action: SecurityAction;
  /**
   * What happens to an IPv6 client above the rate.
   * @default - `action`
   */
  readonly ipv6Action?: SecurityAction;
}
