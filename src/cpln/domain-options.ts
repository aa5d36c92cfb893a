/** How DNS for the domain is run. */
export enum DnsMode {
  /**
   * The user keeps DNS and points a CNAME record at the GVC's endpoint (`<GVC alias>.cpln.app`): the construct's
   * `routingRecord`, and the records the platform reports once the domain exists (`dnsRecords`).
   */
  CNAME = 'cname',
  /** Control Plane manages the zone and its records; the user delegates the domain with NS records. */
  NS = 'ns',
}

/** The protocol a domain port speaks to clients. */
export enum DomainProtocol {
  /** HTTP/1.1. */
  HTTP = 'http',
  /** HTTP/2 (the platform's default). */
  HTTP2 = 'http2',
  /** Raw TCP, passed through without HTTP routing. */
  TCP = 'tcp',
}

/** The oldest TLS version a domain port accepts. */
export enum TlsVersion {
  /** TLS 1.0. */
  TLS_V1_0 = 'TLSV1_0',
  /** TLS 1.1. */
  TLS_V1_1 = 'TLSV1_1',
  /** TLS 1.2 (the platform's default). */
  TLS_V1_2 = 'TLSV1_2',
  /** TLS 1.3. */
  TLS_V1_3 = 'TLSV1_3',
}

/** How the platform proves ownership of the domain when it requests a certificate. */
export enum CertChallengeType {
  /** An HTTP-01 challenge served on the domain. */
  HTTP01 = 'http01',
  /** A DNS-01 challenge answered with a TXT record. */
  DNS01 = 'dns01',
}

/** The kind of Control Plane workload. */
export enum WorkloadType {
  /** Scales with traffic, down to zero replicas when idle. */
  SERVERLESS = 'serverless',
  /** Always-on replicas with a fixed or metric-driven scale. */
  STANDARD = 'standard',
  /** Replicas with stable identities and volumes; can be reached one replica at a time. */
  STATEFUL = 'stateful',
  /** A scheduled job. Not routable: a domain cannot send traffic to it. */
  CRON = 'cron',
  /** A virtual machine, booted from a disk image (its one container sets the machine's CPU and memory). */
  VM = 'vm',
}

/** An origin that CORS allows: an exact origin or a regular expression. */
export class CorsOrigin {
  /** Allow exactly this origin, for example `https://app.example.com` (or `*`). */
  public static exact(origin: string): CorsOrigin {
    return new CorsOrigin({ exact: origin });
  }

  /** Allow every origin that matches this regular expression (RE2 syntax). */
  public static regex(pattern: string): CorsOrigin {
    return new CorsOrigin({ regex: pattern });
  }

  /** @internal */
  public readonly _terraform: { exact?: string; regex?: string };

  private constructor(terraform: { exact?: string; regex?: string }) {
    this._terraform = terraform;
  }
}

/** Cross-origin resource sharing (CORS) answered by the domain for browsers. */
export interface DomainCorsOptions {
  /**
   * Origins allowed to call the domain from a browser.
   * @default - no origin is allowed
   */
  readonly allowOrigins?: CorsOrigin[];
  /**
   * HTTP methods allowed in cross-origin requests, for example `GET`, `POST`.
   * @default - the platform's default methods
   */
  readonly allowMethods?: string[];
  /**
   * Request headers allowed in cross-origin requests.
   * @default - none
   */
  readonly allowHeaders?: string[];
  /**
   * Response headers a browser may expose to the calling script.
   * @default - none
   */
  readonly exposeHeaders?: string[];
  /**
   * Whether cross-origin requests may carry credentials (cookies, HTTP authentication, client certificates).
   * @default - the platform's default (false)
   */
  readonly allowCredentials?: boolean;
  /**
   * How long a browser may cache a preflight answer, as a duration such as `24h` or `20m`.
   * @default - the platform's default
   */
  readonly maxAge?: string;
}

/**
 * A DNS record a Control Plane domain needs, in the terms every DNS provider's record construct takes:
 * hand `name`, `type`, `ttl` and `values` to Route 53, Cloudflare, Akamai Edge DNS or any other.
 */
export interface DomainDnsRecord {
  /** The record's fully qualified name, for example `_cpln.example.com`. */
  readonly name: string;
  /** The record type: `TXT`, `CNAME` or `NS`. */
  readonly type: string;
  /** The time to live in seconds, as the platform's domain guide lists it: 600 (TXT, CNAME), 1800 (NS). */
  readonly ttl: number;
  /** The record's values (a CNAME has one; the NS delegation has four). */
  readonly values: string[];
}
