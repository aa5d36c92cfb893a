import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { writeJsonFile } from '../../lib/synthesis/stream-json';

/** What cdktf 0.21 writes a stack with: its own copy of json-stable-stringify, two-space indentation. */
const stableStringify: (value: unknown, options: { space: number }) => string = require(require.resolve('json-stable-stringify', { paths: [require.resolve('cdktf')] }));

function streamed(value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'stream-')), 'cdk.tf.json');
  writeJsonFile(file, value);
  return readFileSync(file, 'utf-8');
}

describe('cdk.tf.json written in chunks is what cdktf writes', () => {
  const cases: Record<string, unknown> = {
    'keys in code-unit order, at every depth': { b: 1, a: { z: [], y: {}, 'é': 'x', B: null, _: true, 10: 1, 9: 2, '': 'empty key' } },
    'empty arrays and objects at every level': { a: [], b: {}, c: [[], {}, [[]], [{}]], d: { e: { f: [] } } },
    'undefined and functions: left out of objects, null in arrays': { a: undefined, b: () => 1, c: [undefined, () => 1, Symbol('s'), 1] },
    'numbers as JSON writes them': { n: [0, -0, 1.5, 1e21, 1e-7, -123456789, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER] },
    'strings with escapes, unicode, line separators and lone surrogates': { s: ['"quoted" \\ back', 'tab\tnew\nline', '\u2028\u2029', 'ünï 😀', '\ud800 lone', '${var.x}', '$${escaped}'] },
    'a date and other objects with toJSON': { when: new Date(Date.UTC(2026, 10, 23)), custom: { toJSON: () => ({ replaced: [1, 2] }) }, gone: { toJSON: () => undefined } },
    'a root that is an array': [1, { a: 2 }, [3]],
    'primitives at the root': 'just a string',
  };
  test.each(Object.entries(cases))('%s', (_name, value) => {
    expect(streamed(value)).toBe(stableStringify(value, { space: 2 }));
  });

  test('a stack larger than one chunk (several MiB), byte for byte', () => {
    const resource: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) {
      resource[`r${i}`] = { name: `resource-${i}`, tags: { team: 'web', index: String(i) }, ports: [{ number: 8080 + (i % 7), protocol: 'http' }], text: 'ü'.repeat(i % 50) };
    }
    const value = { resource: { cpln_gvc: resource } };
    const expected = stableStringify(value, { space: 2 });
    expect(expected.length).toBeGreaterThan(3 * (1 << 20));
    expect(streamed(value) === expected).toBe(true);
  });

  test('a circular object is refused as JSON refuses it', () => {
    const value: Record<string, unknown> = { a: 1 };
    value.self = { back: value };
    expect(() => stableStringify(value, { space: 2 })).toThrow('Converting circular structure to JSON');
    expect(() => streamed(value)).toThrow('Converting circular structure to JSON');
  });
});
