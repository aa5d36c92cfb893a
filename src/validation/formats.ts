import { isIP } from 'net';
import { HOST_NAME_GRAMMAR, isHostName } from './host-names';

/** A named value format a constraint can require; `test` returns whether a value has it. */
interface Format {
  readonly description: string;
  readonly test: (value: string) => boolean;
  /** A value that breaks the format and one that has it (the tests use them). */
  readonly examples: { readonly invalid: string; readonly valid: string };
}

/** Go's `time.ParseDuration`: `0`, or decimal numbers each with a unit (ns, us, µs, ms, s, m, h), optionally signed. */
const GO_DURATION = /^[-+]?(0|((\d+\.?\d*|\.\d+)(ns|us|\u00b5s|\u03bcs|ms|s|m|h))+)$/;

const CRON_FIELD = /^(\*|\?|[0-9A-Za-z]+(-[0-9A-Za-z]+)?)(\/[0-9]+)?(,(\*|[0-9A-Za-z]+(-[0-9A-Za-z]+)?)(\/[0-9]+)?)*$/;

function isCron(value: string): boolean {
  const fields = value.trim().split(/\s+/);
  return fields.length === 5 && fields.every((f) => CRON_FIELD.test(f));
}

function isCidrOrIp(value: string, allowIp: boolean, allowCidr: boolean): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return allowIp;
  if (!allowCidr || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The first and last address of a CIDR block (or one address) as numbers, with its IP version; undefined when it is not
 * one.
 */
export function cidrRange(value: string): { version: 4 | 6; first: bigint; last: bigint } | undefined {
  if (!isCidrOrIp(value, true, true)) return undefined;
  const [address, prefix] = value.split('/');
  const version = isIP(address) as 4 | 6;
  const bits = version === 4 ? 32 : 128;
  const number = version === 4 ? address.split('.').reduce((n, part) => (n << 8n) + BigInt(part), 0n) : ipv6Number(address);
  const host = BigInt(bits - (prefix === undefined ? bits : Number(prefix)));
  const first = (number >> host) << host;
  return { version, first, last: first + (1n << host) - 1n };
}

/** An IPv6 address as a number (`::` expanded; an embedded IPv4 tail read as two groups). */
function ipv6Number(address: string): bigint {
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  const text = tail === null ? address : address.replace(tail[1], ((n) => `${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}`)(tail[1].split('.').reduce((n, p) => n * 256 + Number(p), 0)));
  const [head, rest] = text.split('::');
  const groups = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const all = rest === undefined ? groups(head) : [...groups(head), ...Array(8 - groups(head).length - groups(rest).length).fill('0'), ...groups(rest)];
  return all.reduce((n, group) => (n << 16n) + BigInt(parseInt(group, 16)), 0n);
}

/**
 * The rules builder's SaaS replacement (`saas_replace`, validateRegexOrVariable of
 * `^(([a-zA-Z0-9]|\$[1-9])(([a-zA-Z0-9\._\-]|\$[1-9]){0,250}([a-zA-Z0-9]|\$[1-9]))?){1,10}$`), decided in linear
 * time: as a regular expression it backtracks for exponential time on a long value it refuses (30 characters and
 * a `!` take seconds). Empty passes, and so does a value holding a `{{variable}}`. Otherwise the value is tokens:
 * letters, digits and `$1`..`$9` (which may start and end a word), `.`, `_` and `-` (which may not); it is 1 to 10
 * words, each one token or two word-ending tokens around up to 250 others.
 */
function isSaasReplacement(value: string): boolean {
  if (value === '' || /{{.+}}/.test(value)) return true;
  const ends: boolean[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '$' && /[1-9]/.test(value[i + 1] ?? '')) {
      ends.push(true);
      i++;
    } else if (/[a-zA-Z0-9]/.test(value[i])) ends.push(true);
    else if (/[._-]/.test(value[i])) ends.push(false);
    else return false;
  }
  // The fewest words: each ends at the farthest token it can (at most 252 tokens from its start, on a token that
  // may end a word, followed by the end or by a token that may start the next).
  let words = 0;
  for (let start = 0; start < ends.length; words++) {
    if (words === 10 || !ends[start]) return false;
    let end = Math.min(start + 251, ends.length - 1);
    while (end >= start && !(ends[end] && (end === ends.length - 1 || ends[end + 1]))) end--;
    if (end < start) return false;
    start = end + 1;
  }
  return true;
}

/** Formats named in `schemas/<provider>.constraints.json`. */
export const FORMATS: Record<string, Format> = {
  'duration': {
    description: 'a duration such as 24h, 20m or 1h30m (Go duration syntax)',
    test: (v) => GO_DURATION.test(v),
    examples: { invalid: '24 hours', valid: '1h30m' },
  },
  'cron': {
    description: 'a cron schedule of five fields (minute hour day-of-month month day-of-week)',
    test: isCron,
    examples: { invalid: 'every day', valid: '0 3 * * *' },
  },
  'cron-hourly': {
    description: 'a cron schedule that runs at most once an hour (a single minute value)',
    test: (v) => isCron(v) && /^[0-9]{1,2}$/.test(v.trim().split(/\s+/)[0]) && Number(v.trim().split(/\s+/)[0]) <= 59,
    examples: { invalid: '*/5 * * * *', valid: '15 */6 * * *' },
  },
  'cidr-or-ip': { description: 'an IPv4 or IPv6 address or CIDR block', test: (v) => isCidrOrIp(v, true, true), examples: { invalid: '10.0.0.0/33', valid: '10.0.0.0/8' } },
  'cidr': { description: 'a CIDR block such as 10.0.0.0/16', test: (v) => isCidrOrIp(v, false, true), examples: { invalid: '10.0.0.1', valid: '10.0.0.0/16' } },
  'ip': { description: 'an IPv4 or IPv6 address', test: (v) => isCidrOrIp(v, true, false), examples: { invalid: '10.0.0.0/8', valid: '10.0.0.1' } },
  'hostname-prefix-wildcard': {
    description: 'a host name, with * allowed only as a prefix (*.example.com)',
    test: (v) => /^\*?[A-Za-z0-9.-]+$/.test(v) && !v.slice(1).includes('*'),
    examples: { invalid: 'api.*.example.com', valid: '*.example.com' },
  },
  'host-name': {
    description: `a host name: ${HOST_NAME_GRAMMAR}`,
    test: (v) => isHostName(v, 'no-wildcard'),
    examples: { invalid: '*.example.com', valid: 'www.example.com' },
  },
  'host-name-wildcard': {
    description: `a host name, optionally under a wildcard ("*." and a domain): ${HOST_NAME_GRAMMAR}`,
    test: (v) => isHostName(v, 'wildcard'),
    examples: { invalid: 'api.*.example.com', valid: '*.example.com' },
  },
  'link': {
    description: 'a Control Plane link of the form /org/<org>/<kind>/<name> (or //<kind>/<name>)',
    test: (v) => /(\/org\/[^/]+\/.*)|(\/\/.+)/.test(v),
    examples: { invalid: 'web', valid: '/org/acme/gvc/web' },
  },
  'self-link': {
    description: 'a full link of the form /org/<org>/<kind>/<name>',
    test: (v) => /^\/org\/[^/]+(\/[a-z0-9-]+\/[^/]+)+$/.test(v),
    examples: { invalid: 'web', valid: '/org/acme/gvc/web' },
  },
  'country-code': { description: 'a two-letter ISO 3166 country code', test: (v) => /^[A-Za-z]{2}$/.test(v), examples: { invalid: 'USA', valid: 'US' } },
  'iso8601': {
    description: 'an ISO 8601 date or date-time such as 2027-06-30 or 2027-06-30T00:00:00Z',
    test: (v) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    examples: { invalid: '30/06/2027', valid: '2027-06-30T00:00:00Z' },
  },
  'ipv6-netip': {
    description: 'an IPv6 address (an IPv4-mapped one such as ::ffff:192.0.2.1 included)',
    test: (v) => isIP(v.split('%')[0]) === 6,
    examples: { invalid: '192.0.2.1', valid: '2001:db8::1' },
  },
  'future-timestamp': {
    description: 'a date-time in the future (at synth; an unparsable value is left to the format rule)',
    test: (v) => Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now(),
    examples: { invalid: '2000-01-01T00:00:00Z', valid: '2999-12-31T00:00:00Z' },
  },
  'akamai-saas-replacement': {
    description: 'empty, a {{variable}}, or 1 to 10 words of letters, digits and $1..$9 (with ".", "_" and "-" inside a word, up to 252 tokens each)',
    test: isSaasReplacement,
    examples: { invalid: 'cdn!', valid: '$1-cdn.v2' },
  },
  'header-name': { description: 'a header name of letters, digits, dashes and underscores', test: (v) => /^[A-Za-z0-9_-]+$/.test(v), examples: { invalid: 'X Custom', valid: 'X-Custom_1' } },
};
