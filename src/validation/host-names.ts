/**
 * The host-name grammar every construct and rule checks a DNS name with: dot-separated labels of letters, digits
 * and hyphens, neither starting nor ending with a hyphen (RFC 1123 §2.1, which lets a label start with a digit),
 * each 1 to 63 characters, and at most 253 characters in all (RFC 1035 §2.3.4, less the root's length and final
 * dot); two labels at least, the last (the top-level domain) starting with a letter, as no top-level domain is
 * all-numeric (RFC 3696 §2). Where the platform takes a wildcard certificate or host, the first label may be `*`.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL_DOMAIN = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^(?:${LABEL}\\.)+${TOP_LEVEL_DOMAIN}$`);
const MAX_LENGTH = 253;

/** Whether `value` is a host name; with `wildcard`, optionally under a wildcard first label (`*.example.com`). */
export function isHostName(value: string, wildcard: 'wildcard' | 'no-wildcard'): boolean {
  const name = wildcard === 'wildcard' && value.startsWith('*.') ? value.slice(2) : value;
  return value.length <= MAX_LENGTH && HOST_NAME.test(name);
}

/** The grammar in words, for messages and documentation. */
export const HOST_NAME_GRAMMAR =
  'two or more dot-separated labels of letters, digits and hyphens (no hyphen at either end of a label, ' +
  'at most 63 characters each and 253 in all), the last starting with a letter';
