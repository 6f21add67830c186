import { describe, expect, it } from 'vitest';
import {
  parseQuantity,
  parseQuantityJSON,
  parseQuantityResult,
  QUANTITY_FORMAT_ERROR,
  QUANTITY_NUMERIC_ERROR,
  QUANTITY_SUFFIX_ERROR,
} from '../../../src/meta/quantity.js';

describe('parseQuantity: canonical strings', () => {
  it.each([
    ['0', '0'],
    ['00', '0'],
    ['-0', '0'],
    ['1', '1'],
    ['1000m', '1'],
    ['0.5', '500m'],
    ['0.1', '100m'],
    ['1.0', '1'],
    ['1000', '1k'],
    ['1500m', '1500m'],
    ['1.5', '1500m'],
    ['-0.5', '-500m'],
    ['1Gi', '1Gi'],
    ['1024Mi', '1Gi'],
    ['1.5Gi', '1536Mi'],
    ['0.5Gi', '512Mi'],
    ['0.5Ki', '512'],
    ['1.5Ki', '1536'],
    ['1e3', '1e3'],
    // Recognised as canonical on input, so the capital E is kept.
    ['1E3', '1E3'],
    ['12e6', '12e6'],
    ['1000e3', '1e6'],
    ['1e-3', '1e-3'],
    ['1E', '1E'],
    ['5n', '5n'],
    ['1.1n', '2n'],
    ['0.9n', '1n'],
    ['0.0000000001', '1n'],
    ['-0.0000000001', '-1n'],
    ['1234567890123456789', '1234567890123456789'],
    ['1000E', '1e21'],
    ['9223372036854775807Ki', '9223372036854775807'],
    ['.', '0'],
    ['+', '0'],
    // Upstream keeps the input text when its fast parser saw it as already canonical.
    ['+1', '+1'],
    ['1.500', '1.500'],
  ])('%j -> %j', (input, expected) => {
    expect(parseQuantity(input)?.toString()).toBe(expected);
  });
  it('canonical() ignores the cached input text', () => {
    expect(parseQuantity('+1')?.canonical()).toBe('1');
    expect(parseQuantity('1.500')?.canonical()).toBe('1500m');
  });
});

describe('parseQuantity: errors', () => {
  it('exports the decode error text with the upstream regular expression', () => {
    expect(QUANTITY_FORMAT_ERROR).toBe(
      "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
    );
  });
  it.each([
    ['', QUANTITY_FORMAT_ERROR],
    [' 1', QUANTITY_FORMAT_ERROR],
    ['1.2.3', QUANTITY_FORMAT_ERROR],
    ['abc', QUANTITY_FORMAT_ERROR],
    ['1e3.5', QUANTITY_FORMAT_ERROR],
    ['1e', QUANTITY_SUFFIX_ERROR],
    ['1iK', QUANTITY_SUFFIX_ERROR],
    ['1m5', QUANTITY_SUFFIX_ERROR],
    ['1KB', QUANTITY_FORMAT_ERROR],
    ['.e-20', QUANTITY_NUMERIC_ERROR],
  ])('%j', (input, error) => {
    expect(parseQuantityResult(input)).toEqual({ ok: false, error });
    expect(parseQuantity(input)).toBeUndefined();
  });
  it('trims JSON strings and accepts JSON numbers', () => {
    expect(parseQuantityJSON(' 1Gi ').ok).toBe(true);
    const n = parseQuantityJSON(1.5);
    expect(n.ok && n.quantity.toString()).toBe('1500m');
  });
});

describe('Quantity arithmetic', () => {
  const q = (s: string) => parseQuantity(s)!;
  it('sign and isZero', () => {
    expect(q('-1').sign()).toBe(-1);
    expect(q('0').sign()).toBe(0);
    expect(q('0').isZero()).toBe(true);
    expect(q('1n').sign()).toBe(1);
  });
  it.each([
    ['1', '1000m', 0],
    ['1Ki', '1024', 0],
    ['1k', '1Ki', -1],
    ['-1', '0', -1],
    ['-2', '-1', -1],
    ['1e21', '1E', 1],
    ['1.5Gi', '1536Mi', 0],
  ] as const)('compare(%s, %s)', (a, b, expected) => {
    expect(q(a).compare(q(b))).toBe(expected);
    expect(q(b).compare(q(a))).toBe(-expected || 0);
  });
  it('approximate number value', () => {
    expect(q('500m').toNumber()).toBe(0.5);
    expect(q('1Gi').toNumber()).toBe(1073741824);
    expect(q('1e400').toNumber()).toBe(Infinity);
  });
  it('milliValue and value round away from zero like upstream', () => {
    expect(q('1.5').milliValue()).toBe(1500n);
    expect(q('0.0001').milliValue()).toBe(1n);
    expect(q('0.9999').milliValue()).toBe(1000n);
    expect(q('-0.5').value()).toBe(-1n);
    expect(q('1.5Gi').value()).toBe(1610612736n);
    // Overflowing int64 returns 0 on upstream's int64 path.
    expect(q('1E').milliValue()).toBe(0n);
  });
  it('isInteger', () => {
    expect(q('3000m').isInteger()).toBe(true);
    expect(q('1500m').isInteger()).toBe(false);
  });
  it("goSyntax is Go's %#v of resource.Quantity", () => {
    expect(q('500m').goSyntax()).toBe(
      'resource.Quantity{i:resource.int64Amount{value:500, scale:-3}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"500m", Format:"DecimalSI"}',
    );
    expect(q('0.5').goSyntax()).toBe(
      'resource.Quantity{i:resource.int64Amount{value:5, scale:-1}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"", Format:"DecimalSI"}',
    );
    expect(q('1Gi').goSyntax()).toBe(
      'resource.Quantity{i:resource.int64Amount{value:1073741824, scale:0}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"1Gi", Format:"BinarySI"}',
    );
  });
  it('serialises to JSON as its string form', () => {
    expect(JSON.stringify({ cpu: q('1000m') })).toBe('{"cpu":"1"}');
  });
});
