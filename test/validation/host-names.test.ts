import { describe, expect, test } from 'vitest';
import { isHostName } from '../../lib/validation/host-names';

const label = (length: number) => 'a'.repeat(length);
/** A name of `length` characters from 197 to 259: three labels of 63, one of the rest, and `.com`. */
const nameOf = (length: number) => `${label(63)}.${label(63)}.${label(63)}.${label(length - 3 * 64 - 4)}.com`;

describe('the host-name grammar', () => {
  test.each([
    ['www.example.com', 'a host name'],
    ['example.com', 'an apex domain'],
    ['3com.com', 'a label starting with a digit (RFC 1123 §2.1)'],
    ['a.b.c.d.example.co.uk', 'many labels'],
    ['my-host.example.com', 'a hyphen inside a label'],
    ['xn--bcher-kva.example', 'an internationalized name in its ASCII form (RFC 5890)'],
    ['WWW.Example.COM', 'upper case (DNS names compare case-insensitively, RFC 4343)'],
    [`${label(63)}.example.com`, 'a label of 63 characters (RFC 1035 §2.3.4)'],
    [nameOf(253), '253 characters in all'],
  ])('accepts %s: %s', (name) => {
    expect(isHostName(name, 'no-wildcard')).toBe(true);
    expect(isHostName(name, 'wildcard')).toBe(true);
  });

  test.each([
    ['example', 'a single label: no top-level domain'],
    ['www.example.123', 'an all-numeric top-level domain (RFC 3696 §2)'],
    ['192.0.2.1', 'an IPv4 address'],
    ['-www.example.com', 'a label starting with a hyphen'],
    ['www-.example.com', 'a label ending with a hyphen'],
    ['www..example.com', 'an empty label'],
    ['.example.com', 'an empty first label'],
    ['www.example.com.', 'a final dot'],
    ['www_1.example.com', 'an underscore'],
    ['www example.com', 'a space'],
    ['https://www.example.com', 'a scheme'],
    ['www.example.com:443', 'a port'],
    ['www.example.com/path', 'a path'],
    [`${label(64)}.example.com`, 'a label of 64 characters'],
    [nameOf(254), '254 characters in all'],
    ['api.*.example.com', 'a wildcard that is not the first label'],
    ['*example.com', 'a wildcard inside a label'],
    ['*.com', 'a wildcard over a top-level domain alone'],
    ['', 'nothing'],
  ])('refuses %s: %s', (name) => {
    expect(isHostName(name, 'no-wildcard')).toBe(false);
    expect(isHostName(name, 'wildcard')).toBe(false);
  });

  test('a wildcard first label only where the platform takes one', () => {
    expect(isHostName('*.example.com', 'wildcard')).toBe(true);
    expect(isHostName('*.example.com', 'no-wildcard')).toBe(false);
    expect(isHostName(`*.${nameOf(251)}`, 'wildcard')).toBe(true);
    expect(isHostName(`*.${nameOf(252)}`, 'wildcard')).toBe(false);
  });
});
