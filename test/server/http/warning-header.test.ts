/**
 * Warning headers as the apiserver sends them: UTF-8 bytes as they are, `"` and `\` escaped,
 * invalid text dropped, and the recorder's truncation past 4096 runes.
 */
import { describe, expect, it } from 'vitest';
import { warningHeaders, warningHeaderValue } from '../../../src/server/http/warning-header.js';
import { MAX_TOTAL_WARNING_RUNES, MAX_WARNING_ITEM_RUNES } from '../../../src/server/limits.js';

/** The text a client reads from the header's bytes. */
const asSent = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

describe('warningHeaderValue', () => {
  it.each([
    ['plain text', 'unknown field "spec.x"', '299 - "unknown field \\"spec.x\\""'],
    ['a backslash', 'a\\b', '299 - "a\\\\b"'],
    ['characters above U+00FF (sent as UTF-8 bytes)', 'ünicode☃ 😀', '299 - "ünicode☃ 😀"'],
  ])('%s', (_name, text, expected) => {
    const value = warningHeaderValue(text)!;
    expect(asSent(value)).toBe(expected);
    // Every character of the value is one byte: node:http accepts it and writes it as is.
    expect(/^[\t\x20-\x7e\x80-\xff]*$/.test(value)).toBe(true);
  });

  it.each([
    ['a C0 control character', 'a\u0001b'],
    ['a newline', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control character', 'a\u0085b'],
    ['a lone surrogate (no UTF-8 encoding)', 'a\ud800b'],
  ])('text with %s is dropped, as NewWarningHeader refuses it', (_name, text) => {
    expect(warningHeaderValue(text)).toBeUndefined();
    expect(warningHeaders(new Set([text, 'kept']))).toEqual({ Warning: ['299 - "kept"'] });
  });
});

describe('warningHeaders truncation (filters/warning.go)', () => {
  it('sends warnings whole while their texts total at most 4096 runes', () => {
    const texts = ['a'.repeat(2000), 'b'.repeat(2096)];
    expect(warningHeaders(texts).Warning!.map((w) => w.length - 8)).toEqual([2000, 2096]);
  });

  it('past the total, every warning is cut to 256 runes (earlier ones replayed) and later ones stop at the total', () => {
    const texts = ['a'.repeat(3000), '☃'.repeat(2000), ...Array.from({ length: 20 }, (_, i) => `${i}`.repeat(300))];
    const sent = warningHeaders(texts).Warning!.map((w) => [...asSent(w).slice(7, -1)].length);
    expect(sent[0]).toBe(MAX_WARNING_ITEM_RUNES);
    expect(sent[1]).toBe(MAX_WARNING_ITEM_RUNES);
    // Added while below the total; the one that reaches it is the last.
    expect(sent.length).toBe(Math.ceil(MAX_TOTAL_WARNING_RUNES / MAX_WARNING_ITEM_RUNES));
    // Truncation is on rune boundaries: the snowmen stay whole.
    expect(asSent(warningHeaders(texts).Warning![1]!)).toBe(`299 - "${'☃'.repeat(256)}"`);
  });

  it('no warnings, no header', () => {
    expect(warningHeaders(new Set())).toEqual({});
  });
});
