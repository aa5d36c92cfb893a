import { IConstruct } from 'constructs';
import { Token } from '../framework';
import type { GtmPropertyLivenessTest } from '../gen/akamai/gtm-property';
import { checkLikeArgument, propError, show, warnProp } from '../prop-error';
import { checkProps, checkString, KeysOf } from '../props';

/** What every liveness test has. */
export interface LivenessTestOptions {
  /** The test's name, unique in its property (1 to 128 characters). */
  readonly name: string;
  /**
   * How often the test runs, in seconds (at least 10).
   * @default 60
   */
  readonly interval?: number;
  /**
   * How long the test waits for an answer before it fails, in seconds (0.001 to 60). The provider keeps it as a
   * 32-bit float: a value that has no exact 32-bit form (0.1) reads back changed and shows a change on every plan.
   * @default 10
   */
  readonly timeout?: number;
  /**
   * The score a server gets when the test fails with an error other than a timeout.
   * @default 75 (the GTM API's default, written so the state matches what the API returns)
   */
  readonly errorPenalty?: number;
  /**
   * The score a server gets when the test times out.
   * @default 25 (the GTM API's default, written so the state matches what the API returns)
   */
  readonly timeoutPenalty?: number;
  /**
   * Keep the test but do not run it.
   * @default false
   */
  readonly disabled?: boolean;
}

/** An HTTP liveness test: a GET (or another method) of a path on each server. */
export interface HttpLivenessTestOptions extends LivenessTestOptions {
  /** The path requested (`/health`). */
  readonly path: string;
  /**
   * The port requested.
   * @default 80 for HTTP, 443 for HTTPS
   */
  readonly port?: number;
  /**
   * The HTTP method: TRACE, HEAD, OPTIONS, GET, PUT, POST, PATCH or DELETE.
   * @default "GET" (written, so the state matches whether the API returns the method or null)
   */
  readonly method?: string;
  /**
   * The request's headers, by name (`{ Host: 'www.example.com' }`); written sorted by name.
   * @default none
   */
  readonly headers?: { [name: string]: string };
  /**
   * The request body, Base64-encoded.
   * @default none
   */
  readonly requestBody?: string;
  /**
   * Count a 3xx answer as a failure.
   * @default false
   */
  readonly failOn3xx?: boolean;
  /**
   * Count a 4xx answer as a failure.
   * @default true
   */
  readonly failOn4xx?: boolean;
  /**
   * Count a 5xx answer as a failure.
   * @default true
   */
  readonly failOn5xx?: boolean;
}

/** An HTTPS liveness test. */
export interface HttpsLivenessTestOptions extends HttpLivenessTestOptions {
  /**
   * Verify the server's certificate.
   * @default true
   */
  readonly verifyCertificate?: boolean;
}

/** A TCP liveness test: a string sent to the port, and the string the answer must hold. */
export interface TcpLivenessTestOptions extends LivenessTestOptions {
  /** The port connected to. */
  readonly port: number;
  /** What the test sends (the API requires it for TCP tests; at most 4000 characters). */
  readonly requestString: string;
  /** What the answer must contain (the API requires it for TCP tests; at most 4000 characters). */
  readonly responseString: string;
}

/** A TCP liveness test over TLS. */
export interface TcpsLivenessTestOptions extends TcpLivenessTestOptions {
  /**
   * Verify the server's certificate.
   * @default true
   */
  readonly verifyCertificate?: boolean;
}

/** A DNS liveness test: a query each server must answer. */
export interface DnsLivenessTestOptions extends LivenessTestOptions {
  /** The name queried (`www.example.com`). */
  readonly queryName: string;
  /** The record type queried: A, AAAA, CNAME, MX, NS, SOA, TXT, ... or TYPE<n>. */
  readonly queryType: string;
  /**
   * The port queried.
   * @default 53
   */
  readonly port?: number;
  /**
   * Count an answer without records as a failure.
   * @default false
   */
  readonly answersRequired?: boolean;
  /**
   * Ask for recursion.
   * @default false
   */
  readonly recursionRequested?: boolean;
}

const COMMON: KeysOf<LivenessTestOptions> = {
  name: true,
  interval: true,
  timeout: true,
  errorPenalty: true,
  timeoutPenalty: true,
  disabled: true,
};
const HTTP: KeysOf<HttpLivenessTestOptions> = {
  ...COMMON,
  path: true,
  port: true,
  method: true,
  headers: true,
  requestBody: true,
  failOn3xx: true,
  failOn4xx: true,
  failOn5xx: true,
};
const HTTPS: KeysOf<HttpsLivenessTestOptions> = { ...HTTP, verifyCertificate: true };
const TCP: KeysOf<TcpLivenessTestOptions> = { ...COMMON, port: true, requestString: true, responseString: true };
const TCPS: KeysOf<TcpsLivenessTestOptions> = { ...TCP, verifyCertificate: true };
const DNS: KeysOf<DnsLivenessTestOptions> = {
  ...COMMON,
  queryName: true,
  queryType: true,
  port: true,
  answersRequired: true,
  recursionRequested: true,
};

/**
 * How GTM checks that a target's servers are alive: pick one of the static factories. Every field the
 * provider reads back is written, with the GTM API's defaults where none is given (penalties, the port of
 * the protocol, the HTTP method), so the next plan finds what the API returns: the provider's own defaults
 * (port 80 and certificate verification on, for every protocol) would otherwise test an HTTPS server on port
 * 80.
 */
export class LivenessTest {
  /** Requests a path over HTTP. */
  public static http(options: HttpLivenessTestOptions): LivenessTest {
    return new LivenessTest('HTTP', (scope, prop) => httpTest(scope, prop, 'HTTP', checkProps(scope, prop, options, HTTP, 'HttpLivenessTestOptions'), 80, false));
  }

  /** Requests a path over HTTPS. */
  public static https(options: HttpsLivenessTestOptions): LivenessTest {
    return new LivenessTest('HTTPS', (scope, prop) => {
      const given = checkProps(scope, prop, options, HTTPS, 'HttpsLivenessTestOptions');
      return httpTest(scope, prop, 'HTTPS', given, 443, given.verifyCertificate ?? true);
    });
  }

  /** Sends a string to a TCP port and expects one back. */
  public static tcp(options: TcpLivenessTestOptions): LivenessTest {
    return new LivenessTest('TCP', (scope, prop) => tcpTest(scope, prop, 'TCP', checkProps(scope, prop, options, TCP, 'TcpLivenessTestOptions'), false));
  }

  /** Sends a string to a TCP port over TLS and expects one back. */
  public static tcps(options: TcpsLivenessTestOptions): LivenessTest {
    return new LivenessTest('TCPS', (scope, prop) => {
      const given = checkProps(scope, prop, options, TCPS, 'TcpsLivenessTestOptions');
      return tcpTest(scope, prop, 'TCPS', given, given.verifyCertificate ?? true);
    });
  }

  /** Sends a DNS query. */
  public static dns(options: DnsLivenessTestOptions): LivenessTest {
    return new LivenessTest('DNS', (scope, prop) => {
      const given = checkProps(scope, prop, options, DNS, 'DnsLivenessTestOptions');
      return {
        ...common(scope, prop, 'DNS', given),
        testObject: required(scope, `${prop}.queryName`, given.queryName),
        resourceType: required(scope, `${prop}.queryType`, given.queryType),
        testObjectPort: port(scope, prop, given.port ?? 53),
        answersRequired: given.answersRequired ?? false,
        recursionRequested: given.recursionRequested ?? false,
        peerCertificateVerification: false,
      };
    });
  }

  /** The protocol the test uses, as the GTM API names it (`HTTPS`). */
  public readonly protocol: string;
  private readonly render: (scope: IConstruct, prop: string) => GtmPropertyLivenessTest;

  private constructor(protocol: string, render: (scope: IConstruct, prop: string) => GtmPropertyLivenessTest) {
    this.protocol = protocol;
    this.render = render;
  }

  /** @internal the `liveness_test` block, its options checked for `scope` */
  public _render(scope: IConstruct, prop: string): GtmPropertyLivenessTest {
    return this.render(scope, prop);
  }
}

/** The fields of every test, checked by the catalog's rules for them. */
function common(scope: IConstruct, prop: string, protocol: string, given: LivenessTestOptions) {
  const name = required(scope, `${prop}.name`, given.name);
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.name', `${prop}.name`, name);
  const errorPenalty = given.errorPenalty ?? 75;
  const timeoutPenalty = given.timeoutPenalty ?? 25;
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.error_penalty', `${prop}.errorPenalty`, errorPenalty);
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.timeout_penalty', `${prop}.timeoutPenalty`, timeoutPenalty);
  const timeout = given.timeout ?? 10;
  if (typeof timeout === 'number' && !Token.isUnresolved(timeout) && Math.fround(timeout) !== timeout) {
    warnProp(scope, 'akamai/traffic-liveness-test-timeout', `${prop}.timeout`, `${show(timeout)} reads back as ${Math.fround(timeout)} (the provider keeps a test's timeout as a 32-bit float), so every plan shows a change; give a value a 32-bit float holds exactly: whole seconds, or halves and quarters of a second (0.5, 0.25)`);
  }
  return {
    name,
    testObjectProtocol: protocol,
    testInterval: given.interval ?? 60,
    testTimeout: timeout,
    errorPenalty,
    timeoutPenalty,
    disabled: given.disabled ?? false,
  };
}

function httpTest(
  scope: IConstruct,
  prop: string,
  protocol: string,
  given: HttpLivenessTestOptions,
  defaultPort: number,
  verify: boolean,
): GtmPropertyLivenessTest {
  const path = required(scope, `${prop}.path`, given.path);
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.test_object', `${prop}.path`, path);
  const method = given.method ?? 'GET';
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.http_method', `${prop}.method`, method);
  return {
    ...common(scope, prop, protocol, given),
    testObject: path,
    testObjectPort: port(scope, prop, given.port ?? defaultPort),
    httpMethod: method,
    httpRequestBody: given.requestBody,
    httpHeader: headers(scope, `${prop}.headers`, given.headers),
    httpError3Xx: given.failOn3xx ?? false,
    httpError4Xx: given.failOn4xx ?? true,
    httpError5Xx: given.failOn5xx ?? true,
    peerCertificateVerification: verify,
  };
}

function tcpTest(
  scope: IConstruct,
  prop: string,
  protocol: string,
  given: TcpLivenessTestOptions,
  verify: boolean,
): GtmPropertyLivenessTest {
  const requestString = required(scope, `${prop}.requestString`, given.requestString);
  const responseString = required(scope, `${prop}.responseString`, given.responseString);
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.request_string', `${prop}.requestString`, requestString);
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.response_string', `${prop}.responseString`, responseString);
  if (given.port === undefined) throw propError(scope, `${prop}.port`, 'missing; give the port the test connects to');
  return {
    ...common(scope, prop, protocol, given),
    testObjectPort: port(scope, prop, given.port),
    requestString,
    responseString,
    peerCertificateVerification: verify,
  };
}

function port(scope: IConstruct, prop: string, value: number): number {
  checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.test_object_port', `${prop}.port`, value);
  return value;
}

/** A string option the test cannot do without (a literal or a token). */
function required(scope: IConstruct, prop: string, value: unknown): string {
  if (value === undefined) throw propError(scope, prop, 'missing');
  return checkString(scope, prop, value);
}

/** The headers as `http_header` blocks, sorted by name (a map has no order). */
function headers(scope: IConstruct, prop: string, value: { [name: string]: string } | undefined) {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Token.isUnresolved(value)) {
    throw propError(scope, prop, 'is not a map of header names to values known at synth (the values may be references)');
  }
  return Object.keys(value).sort().map((name) => {
    checkLikeArgument(scope, 'akamai_gtm_property', 'liveness_test.http_header.name', `${prop}`, name);
    return { name, value: checkString(scope, `${prop}.${name}`, value[name]) };
  });
}
