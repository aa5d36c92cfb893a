import { IConstruct } from 'constructs';
import { isIP } from 'net';
import { Fn, Token } from '../framework';
import type {
  DataAkamaiPropertyRulesBuilderRulesV20251016BehaviorOrigin as OriginOptions,
} from '../gen/akamai/data-akamai-property-rules-builder';
import { Workload } from '../gen/cpln/workload';
import { checkLikeArgument, propError, refuse, show } from '../prop-error';
import { checkNumber, checkOptionalProps, checkProps, checkString, KeysOf } from '../props';
import { isHostName } from '../validation/host-names';
import { ORIGIN_PATH, RULES_BUILDER } from './delivery-bindings';
import { OriginVerification } from './origin-verification';

/**
 * Which `Host` header the edge sends to the origin: the origin behavior's `forwardHostHeader` (and
 * `customForwardHostHeader` for a name of your own).
 */
export abstract class ForwardHostHeader {
  /**
   * The host the client asked for (`www.example.com`): `forwardHostHeader: "REQUEST_HOST_HEADER"`. The origin serves
   * the site's own names.
   */
  public static incoming(): ForwardHostHeader {
    return new HostHeaderChoice(() => ({ forwardHostHeader: 'REQUEST_HOST_HEADER' }));
  }

  /**
   * The origin's hostname: `forwardHostHeader: "ORIGIN_HOSTNAME"`. For an origin that answers only to its own name (a
   * platform endpoint, a bucket).
   */
  public static originHostname(): ForwardHostHeader {
    return new HostHeaderChoice(() => ({ forwardHostHeader: 'ORIGIN_HOSTNAME' }));
  }

  /**
   * A name of your choice (`api.internal.example.com`, or a rule variable such as `{{user.PMUSER_HOST}}`):
   * `forwardHostHeader: "CUSTOM"` and `customForwardHostHeader` with the name.
   */
  public static custom(hostHeader: string): ForwardHostHeader {
    return new HostHeaderChoice((scope, prop) => ({ forwardHostHeader: 'CUSTOM', customForwardHostHeader: checkString(scope, prop, hostHeader) }));
  }

  /** @internal the options of the origin behavior that say which host header is sent */
  public abstract _render(scope: IConstruct, prop: string): Pick<OriginOptions, 'forwardHostHeader' | 'customForwardHostHeader'>;
}

class HostHeaderChoice extends ForwardHostHeader {
  public constructor(private readonly make: (scope: IConstruct, prop: string) => Pick<OriginOptions, 'forwardHostHeader' | 'customForwardHostHeader'>) {
    super();
  }

  public _render(scope: IConstruct, prop: string) {
    return this.make(scope, prop);
  }
}

/** Which hostname the edge cache keys objects by: the origin behavior's `cacheKeyHostname`. */
export enum CacheKeyHostname {
  /** The origin's hostname: one cache entry per object for all of the property's hostnames. */
  ORIGIN_HOSTNAME = 'ORIGIN_HOSTNAME',
  /** The host the client asked for: one cache entry per object and hostname. */
  REQUEST_HOST_HEADER = 'REQUEST_HOST_HEADER',
}

/** Which IP version the edge uses to reach the origin: the origin behavior's `ipVersion`. */
export enum OriginIpVersion {
  /** IPv4 only (the rule format's default). */
  IPV4 = 'IPV4',
  /** IPv4 and IPv6. */
  DUALSTACK = 'DUALSTACK',
  /** IPv6 only. */
  IPV6 = 'IPV6',
}

/** A TLS version bound of the connection to the origin: the origin behavior's `minTlsVersion` and `maxTlsVersion`. */
export enum OriginTlsVersion {
  /** Akamai's current setting, which follows the platform's defaults as they change. */
  DYNAMIC = 'DYNAMIC',
  /** TLS 1.1. */
  TLSV1_1 = 'TLSV1_1',
  /** TLS 1.2. */
  TLSV1_2 = 'TLSV1_2',
  /** TLS 1.3. */
  TLSV1_3 = 'TLSV1_3',
}

/**
 * How the edge connects to an origin server you run (the options of the origin behavior that Akamai's
 * property template sets for a customer origin). Each option is written only when it applies: the
 * True-Client-IP header options with `trueClientIp`, the certificates with `OriginVerification.custom`.
 */
export interface OriginServerOptions {
  /**
   * The hostname objects are cached under (`cacheKeyHostname`).
   * @default CacheKeyHostname.ORIGIN_HOSTNAME
   */
  readonly cacheKeyHostname?: CacheKeyHostname;
  /**
   * A cache key of its own for this origin when its hostname is shared with other customers, such as a
   * cloud provider's (`useUniqueCacheKey`).
   * @default false
   */
  readonly uniqueCacheKey?: boolean;
  /**
   * The IP version the edge uses to reach the origin (`ipVersion`).
   * @default - not written: the rule format's default, IPv4
   */
  readonly ipVersion?: OriginIpVersion;
  /**
   * Gzip compression of the responses from the origin (`compress`).
   * @default true
   */
  readonly compress?: boolean;
  /**
   * Send the client's IP address to the origin in a header (`enableTrueClientIp`).
   * @default true
   */
  readonly trueClientIp?: boolean;
  /**
   * The name of that header (`trueClientIpHeader`); only with `trueClientIp`.
   * @default "True-Client-IP"
   */
  readonly trueClientIpHeader?: string;
  /**
   * Pass on a `True-Client-IP` header the client sets instead of replacing it (`trueClientIpClientSetting`); only with
   * `trueClientIp`.
   * @default false
   */
  readonly allowClientTrueClientIp?: boolean;
  /**
   * Send the origin's hostname as Server Name Indication in the TLS handshake (`originSni`); needed for TLS 1.3.
   * @default true
   */
  readonly sni?: boolean;
  /**
   * Which certificates of the origin the edge trusts (`verificationMode` and the certificates to honor).
   * @default OriginVerification.platformSettings()
   */
  readonly verification?: OriginVerification;
  /**
   * The lowest TLS version the edge uses with the origin (`minTlsVersion`).
   * @default - not written: the platform's setting
   */
  readonly minTlsVersion?: OriginTlsVersion;
  /**
   * The highest TLS version the edge uses with the origin (`maxTlsVersion`).
   * @default - not written: the platform's setting
   */
  readonly maxTlsVersion?: OriginTlsVersion;
  /**
   * The origin's HTTP port (`httpPort`).
   * @default 80
   */
  readonly httpPort?: number;
  /**
   * The origin's HTTPS port (`httpsPort`).
   * @default 443
   */
  readonly httpsPort?: number;
}

/** Options of a customer origin (a web server or platform you run, reached by hostname). */
export interface CustomerOriginOptions extends OriginServerOptions {
  /** The origin's hostname or IPv4 address, without scheme, path or port (`origin.example.com`; `hostname`). */
  readonly hostname: string;
  /**
   * The host header sent to the origin (`forwardHostHeader`).
   * @default ForwardHostHeader.incoming()
   */
  readonly forwardHostHeader?: ForwardHostHeader;
}

/** Options of a NetStorage origin. */
export interface NetStorageOriginOptions {
  /** The NetStorage download domain (`example.download.akamai.com`; `netStorage.downloadDomainName`). */
  readonly downloadDomainName: string;
  /** The CP code of the NetStorage storage group, a number (`netStorage.cpCode`). */
  readonly cpCode: number;
}

/**
 * Where the edge fetches what it does not have in cache: the `origin` behavior of the default rule
 * (rule format v2025-10-16), with Akamai's property template for a customer origin as defaults.
 */
export abstract class Origin {
  /**
   * A web server or platform you run, reached by hostname. Writes `originType: "CUSTOMER"`, `hostname`,
   * `forwardHostHeader` (`customForwardHostHeader`), and the options of `OriginServerOptions`: by default
   * `cacheKeyHostname: "ORIGIN_HOSTNAME"`, `useUniqueCacheKey: false`, `compress: true`,
   * `enableTrueClientIp: true`, `trueClientIpHeader: "True-Client-IP"`, `trueClientIpClientSetting: false`,
   * `originSni: true`, `verificationMode: "PLATFORM_SETTINGS"`, `httpPort: 80`, `httpsPort: 443`.
   */
  public static customer(options: CustomerOriginOptions): Origin {
    return new RenderedOrigin((scope, prop) => {
      checkProps(scope, prop, options, CUSTOMER, 'CustomerOriginOptions');
      if (options.forwardHostHeader !== undefined && !(options.forwardHostHeader instanceof ForwardHostHeader)) {
        throw propError(scope, `${prop}.forwardHostHeader`, 'is not a ForwardHostHeader; use ForwardHostHeader.incoming(), originHostname() or custom("...")');
      }
      return {
        originType: 'CUSTOMER',
        hostname: originHostname(scope, `${prop}.hostname`, options.hostname),
        ...(options.forwardHostHeader ?? ForwardHostHeader.incoming())._render(scope, `${prop}.forwardHostHeader`),
        ...serverOptions(scope, prop, options),
      };
    });
  }

  /**
   * A Control Plane workload, through its canonical endpoint (`<workload>-<gvc>.cpln.app`): `hostname` is
   * the host of the workload's `status[0].canonical_endpoint`. The endpoint answers only to its own name,
   * so `forwardHostHeader` is `"ORIGIN_HOSTNAME"`; the other options are those of `Origin.customer`.
   */
  public static controlPlaneWorkload(workload: Workload, options?: OriginServerOptions): Origin {
    return new RenderedOrigin((scope, prop) => {
      if (!(workload instanceof Workload)) throw propError(scope, prop, 'Origin.controlPlaneWorkload(...) takes a cpln.workload.Workload construct (the `workload` of a WorkloadWithDomain)');
      checkOptionalProps(scope, prop, options, SERVER, 'OriginServerOptions');
      return {
        originType: 'CUSTOMER',
        hostname: Token.asString(Fn.element(Fn.regex('^(?:[a-z]+://)?([^/:]+)', workload.status.get(0).canonicalEndpoint), 0)),
        forwardHostHeader: 'ORIGIN_HOSTNAME',
        ...serverOptions(scope, prop, options ?? {}),
      };
    });
  }

  /**
   * NetStorage, Akamai's origin storage: writes `originType: "NET_STORAGE"` and `netStorage` (`downloadDomainName`,
   * `cpCode`).
   */
  public static netStorage(options: NetStorageOriginOptions): Origin {
    return new RenderedOrigin((scope, prop) => {
      checkProps(scope, prop, options, NET_STORAGE, 'NetStorageOriginOptions');
      return {
        originType: 'NET_STORAGE',
        netStorage: {
          downloadDomainName: originHostname(scope, `${prop}.downloadDomainName`, options.downloadDomainName),
          cpCode: checkNumber(scope, `${prop}.cpCode`, options.cpCode, 'a CP code number'),
        },
      };
    });
  }

  /** @internal the options of the `origin` behavior, its props checked for `scope` */
  public abstract _render(scope: IConstruct, prop: string): OriginOptions;
}

const SERVER: KeysOf<OriginServerOptions> = {
  cacheKeyHostname: true, uniqueCacheKey: true, ipVersion: true, compress: true, trueClientIp: true,
  trueClientIpHeader: true, allowClientTrueClientIp: true,
  sni: true, verification: true, minTlsVersion: true, maxTlsVersion: true, httpPort: true, httpsPort: true,
};
const CUSTOMER: KeysOf<CustomerOriginOptions> = { ...SERVER, hostname: true, forwardHostHeader: true };
const NET_STORAGE: KeysOf<NetStorageOriginOptions> = { downloadDomainName: true, cpCode: true };

/** The options of `OriginServerOptions`, each judged by the rule format's rule for its option. */
function serverOptions(scope: IConstruct, prop: string, options: OriginServerOptions): OriginOptions {
  const option = <T>(name: string, key: keyof OriginServerOptions, value: T | undefined): T | undefined => {
    checkLikeArgument(scope, RULES_BUILDER, `${ORIGIN_PATH}.${name}`, `${prop}.${key}`, value);
    return value;
  };
  const port = (key: 'httpPort' | 'httpsPort', name: string, fallback: number) =>
    option(name, key, options[key] === undefined ? fallback : checkNumber(scope, `${prop}.${key}`, options[key], 'a port number'));
  const trueClientIp = options.trueClientIp ?? true;
  if (!trueClientIp) {
    for (const key of ['trueClientIpHeader', 'allowClientTrueClientIp'] as const) {
      if (options[key] !== undefined) refuse(scope, 'akamai/delivery-origin-option-applies', `${prop}.${key}`, `${show(options[key])} takes effect only with trueClientIp, which is false; allowed: leave ${key} out, or set trueClientIp to true`);
    }
  }
  if (options.verification !== undefined && !(options.verification instanceof OriginVerification)) {
    throw propError(scope, `${prop}.verification`, 'is not an OriginVerification; use OriginVerification.platformSettings(), thirdParty() or custom({...})');
  }
  return {
    cacheKeyHostname: option('cache_key_hostname', 'cacheKeyHostname', options.cacheKeyHostname ?? CacheKeyHostname.ORIGIN_HOSTNAME),
    useUniqueCacheKey: options.uniqueCacheKey ?? false,
    ipVersion: option('ip_version', 'ipVersion', options.ipVersion),
    compress: options.compress ?? true,
    enableTrueClientIp: trueClientIp,
    ...(trueClientIp ? {
      trueClientIpHeader: option('true_client_ip_header', 'trueClientIpHeader', options.trueClientIpHeader === undefined ? 'True-Client-IP' : checkString(scope, `${prop}.trueClientIpHeader`, options.trueClientIpHeader)),
      trueClientIpClientSetting: options.allowClientTrueClientIp ?? false,
    } : {}),
    originSni: options.sni ?? true,
    ...(options.verification ?? OriginVerification.platformSettings())._render(scope, `${prop}.verification`),
    minTlsVersion: option('min_tls_version', 'minTlsVersion', options.minTlsVersion),
    maxTlsVersion: option('max_tls_version', 'maxTlsVersion', options.maxTlsVersion),
    httpPort: port('httpPort', 'http_port', 80),
    httpsPort: port('httpsPort', 'https_port', 443),
  };
}

/**
 * A host name or an IPv4 address (PAPI's origin behavior takes either), without scheme, path or port (a token passes
 * through).
 */
function originHostname(scope: IConstruct, prop: string, value: unknown): string {
  const hostname = checkString(scope, prop, value);
  if (!Token.isUnresolved(hostname) && !isHostName(hostname, 'no-wildcard') && isIP(hostname) !== 4) {
    refuse(scope, 'akamai/delivery-origin-hostname', prop, `${show(hostname)} is not a host name; allowed: a fully qualified host name or an IPv4 address, without scheme, path or port (for example "origin.example.com")`);
  }
  return hostname;
}

class RenderedOrigin extends Origin {
  public constructor(private readonly make: (scope: IConstruct, prop: string) => OriginOptions) {
    super();
  }

  public _render(scope: IConstruct, prop: string): OriginOptions {
    return this.make(scope, prop);
  }
}
