import { Fn, Token } from '../framework';
import { IConstruct } from 'constructs';
import type {
  DataAkamaiPropertyRulesBuilderRulesV20251016BehaviorOrigin as OriginOptions,
} from '../gen/akamai/data-akamai-property-rules-builder';
import { Workload } from '../gen/cpln/workload';
import { propError, refuse, show } from '../prop-error';
import { checkNumber, checkProps, checkString, KeysOf } from '../props';

/** Which host header the edge sends to the origin. */
export enum ForwardHostHeader {
  /** The host the client asked for (`www.example.com`): the origin serves the site's own names. */
  REQUEST_HOST_HEADER = 'REQUEST_HOST_HEADER',
  /** The origin's hostname: the origin serves only its own name (a platform endpoint, a bucket). */
  ORIGIN_HOSTNAME = 'ORIGIN_HOSTNAME',
}

/** Which hostname the edge cache keys objects by. */
export enum CacheKeyHostname {
  /** The origin's hostname: one cache entry per object for all of the property's hostnames. */
  ORIGIN_HOSTNAME = 'ORIGIN_HOSTNAME',
  /** The host the client asked for: one cache entry per object and hostname. */
  REQUEST_HOST_HEADER = 'REQUEST_HOST_HEADER',
}

/** Options of a customer origin (a web server or platform you run, reached by hostname). */
export interface CustomerOriginOptions {
  /** The origin's hostname, without scheme or path (`origin.example.com`). */
  readonly hostname: string;
  /**
   * The host header sent to the origin.
   * @default ForwardHostHeader.REQUEST_HOST_HEADER
   */
  readonly forwardHostHeader?: ForwardHostHeader;
  /**
   * The hostname objects are cached under.
   * @default CacheKeyHostname.ORIGIN_HOSTNAME
   */
  readonly cacheKeyHostname?: CacheKeyHostname;
  /**
   * The origin's HTTPS port.
   * @default 443
   */
  readonly httpsPort?: number;
  /**
   * The origin's HTTP port.
   * @default 80
   */
  readonly httpPort?: number;
}

/** Options of a NetStorage origin. */
export interface NetStorageOriginOptions {
  /** The NetStorage download domain (`example.download.akamai.com`). */
  readonly downloadDomainName: string;
  /** The CP code of the NetStorage storage group (a number). */
  readonly cpCode: number;
}

/**
 * Where the edge fetches what it does not have in cache: the `origin` behavior of the default rule.
 *
 * Every origin is fetched over TLS with SNI, verified against the platform's trusted certificate
 * authorities (`verificationMode: PLATFORM_SETTINGS`), with gzip compression towards the origin, and the
 * client's address in the `True-Client-IP` header: the settings of Akamai's own property template, which
 * suit a production site. Use `Behavior.fromRulesBuilder({ origin: { ... } })` for anything else.
 */
export abstract class Origin {
  /** A web server or platform you run, reached by hostname. */
  public static customer(options: CustomerOriginOptions): Origin {
    return new RenderedOrigin((scope, prop) => {
      checkProps(scope, prop, options, CUSTOMER, 'CustomerOriginOptions');
      return {
        ...PRODUCTION_DEFAULTS,
        hostname: originHostname(scope, `${prop}.hostname`, options.hostname),
        forwardHostHeader: options.forwardHostHeader ?? ForwardHostHeader.REQUEST_HOST_HEADER,
        cacheKeyHostname: options.cacheKeyHostname ?? CacheKeyHostname.ORIGIN_HOSTNAME,
        httpPort: options.httpPort === undefined ? 80 : checkNumber(scope, `${prop}.httpPort`, options.httpPort, 'a port number'),
        httpsPort: options.httpsPort === undefined ? 443 : checkNumber(scope, `${prop}.httpsPort`, options.httpsPort, 'a port number'),
      };
    });
  }

  /**
   * A Control Plane workload, through its canonical endpoint (`<workload>-<gvc>.cpln.app`): the host name
   * is read from the workload's `status[0].canonical_endpoint`. The endpoint answers only to its own name,
   * so the edge forwards the origin's hostname as host header; objects are cached under it.
   */
  public static controlPlaneWorkload(workload: Workload): Origin {
    return new RenderedOrigin((scope, prop) => {
      if (!(workload instanceof Workload)) throw propError(scope, prop, 'Origin.controlPlaneWorkload(...) takes a cpln.workload.Workload construct (the `workload` of a WorkloadWithDomain)');
      return {
        ...PRODUCTION_DEFAULTS,
        hostname: Token.asString(Fn.element(Fn.regex('^(?:[a-z]+://)?([^/:]+)', workload.status.get(0).canonicalEndpoint), 0)),
        forwardHostHeader: ForwardHostHeader.ORIGIN_HOSTNAME,
        cacheKeyHostname: CacheKeyHostname.ORIGIN_HOSTNAME,
        httpPort: 80,
        httpsPort: 443,
      };
    });
  }

  /** NetStorage, Akamai's origin storage. */
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

const CUSTOMER: KeysOf<CustomerOriginOptions> = { hostname: true, forwardHostHeader: true, cacheKeyHostname: true, httpsPort: true, httpPort: true };
const NET_STORAGE: KeysOf<NetStorageOriginOptions> = { downloadDomainName: true, cpCode: true };

/** A host name without scheme, path or port (a token passes through). */
function originHostname(scope: IConstruct, prop: string, value: unknown): string {
  const hostname = checkString(scope, prop, value);
  if (!Token.isUnresolved(hostname) && !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(hostname)) {
    refuse(scope, 'akamai/delivery-origin-hostname', prop, `${show(hostname)} is not a host name; allowed: a fully qualified host name without scheme, path or port (for example "origin.example.com")`);
  }
  return hostname;
}

/** Akamai's property template for a customer origin (the Property Manager default rule). */
const PRODUCTION_DEFAULTS: OriginOptions = {
  originType: 'CUSTOMER',
  compress: true,
  enableTrueClientIp: true,
  trueClientIpHeader: 'True-Client-IP',
  trueClientIpClientSetting: false,
  originSni: true,
  verificationMode: 'PLATFORM_SETTINGS',
  useUniqueCacheKey: false,
};

class RenderedOrigin extends Origin {
  public constructor(private readonly make: (scope: IConstruct, prop: string) => OriginOptions) {
    super();
  }

  public _render(scope: IConstruct, prop: string): OriginOptions {
    return this.make(scope, prop);
  }
}
