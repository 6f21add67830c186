/**
 * peekListMeta (the metadata of a JSON list read from the head of its body, so the next page
 * can be asked for before this one is decoded) and the nesting check of decodeJsonText
 * (strings skipped with indexOf): properties over well-formed, truncated, malformed, deep and
 * duplicate-key input with a fixed seed. peekListMeta never throws and never disagrees with
 * JSON.parse; the nesting check accepts and rejects exactly what a character-by-character
 * reference does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import { decodeJsonText, MAX_JSON_DEPTH, peekListMeta } from '../../src/codec/json.js';
import { FUZZ_SEED } from '../fuzz/harness.js';

const params = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns });
const bytes = (s: string) => Buffer.from(s, 'utf8');

/** Strings with the characters a scanner can trip on: quotes, backslashes, brackets, commas, non-ASCII. */
const tricky = fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', '[', ']', ',', ':', 'a', 'é', '😀', ' ', '\n'), maxLength: 12 });
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, tricky, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(tricky, tie('v'), { maxKeys: 3 })),
})).v;
const listMeta = fc.record({ resourceVersion: tricky, continue: tricky, remainingItemCount: fc.nat() }, { requiredKeys: [] });

/** A list body with members in any order (metadata before or after items, other members around). */
const listBody = fc
  .tuple(listMeta, fc.array(json, { maxLength: 4 }), fc.dictionary(tricky, json, { maxKeys: 2 }), fc.nat(3), fc.boolean())
  .map(([metadata, items, others, at, pretty]) => {
    const entries: [string, unknown][] = Object.entries(others).filter(([k]) => k !== 'metadata' && k !== 'items');
    entries.splice(Math.min(at, entries.length), 0, ['metadata', metadata]);
    entries.splice(Math.min(at + 1, entries.length), 0, ['items', items]);
    const obj = Object.fromEntries(entries);
    return { text: pretty ? JSON.stringify(obj, null, 2) : JSON.stringify(obj), obj };
  });

describe('peekListMeta', () => {
  it('gives the decoded metadata when it comes before items, else nothing', () => {
    fc.assert(
      fc.property(listBody, ({ text, obj }) => {
        const peeked = peekListMeta(bytes(text));
        const keys = Object.keys(obj);
        if (keys.indexOf('metadata') < keys.indexOf('items')) expect(peeked).toEqual(obj.metadata);
        else expect(peeked).toBeUndefined();
      }),
      params(500),
    );
  });

  it('on a truncated body gives nothing or exactly the full body’s metadata; never throws', () => {
    fc.assert(
      fc.property(listBody, fc.double({ min: 0, max: 1, noNaN: true }), ({ text, obj }, cut) => {
        const b = bytes(text);
        const peeked = peekListMeta(b.subarray(0, Math.floor(b.length * cut)));
        if (peeked !== undefined) expect(peeked).toEqual(obj.metadata);
      }),
      params(500),
    );
  });

  it('on malformed or mistyped input gives nothing or an object, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 64 }), tricky.map(bytes), json.map((v) => bytes(JSON.stringify(v) ?? ''))), (input) => {
        const peeked = peekListMeta(input);
        expect(peeked === undefined || (typeof peeked === 'object' && peeked !== null && !Array.isArray(peeked))).toBe(true);
      }),
      params(1000),
    );
    for (const text of ['', '{', '{"metadata":', '{"metadata":[1]', '{"metadata":"x","items":[]}', '{"metadata":{"continue":"a"', '[{"metadata":{}}]', '{"a":1 "metadata":{}}']) {
      expect(() => peekListMeta(bytes(text))).not.toThrow();
    }
    expect(peekListMeta(bytes('{"metadata":[1],"items":[]}'))).toBeUndefined();
  });

  it('takes the first of duplicate metadata members (callers check it against the decoded list)', () => {
    const text = '{"metadata":{"continue":"first"},"metadata":{"continue":"last"},"items":[]}';
    expect(peekListMeta(bytes(text))).toEqual({ continue: 'first' });
    expect((JSON.parse(text) as { metadata: unknown }).metadata).toEqual({ continue: 'last' });
  });

  it('looks no further than 64 KiB into a body, and reads escaped and non-ASCII keys', () => {
    const far = `{"padding":"${'x'.repeat(70_000)}","metadata":{"continue":"c"},"items":[]}`;
    expect(peekListMeta(bytes(far))).toBeUndefined();
    expect(peekListMeta(bytes('{"k\\u00e9y":"\\"}","meta\\u0064ata":{"continue":"é"},"items":[]}'))).toEqual({ continue: 'é' });
  });
});

/** The nesting check as it was: character by character. */
function exceedsDepthReference(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

function depthError(text: string): boolean {
  try {
    decodeJsonText(text);
    return false;
  } catch (err) {
    expect(err).toBeInstanceOf(CodecError);
    return (err as Error).message.includes('exceeded max depth');
  }
}

describe('decodeJsonText nesting check', () => {
  // Bodies of more than 4 KiB are checked; padding with trailing spaces keeps JSON valid.
  const pad = (s: string) => s + ' '.repeat(4100);

  it('rejects exactly what the character-by-character check rejects (deep, strings with brackets, escapes, truncation)', () => {
    const deepish = fc.tuple(fc.integer({ min: MAX_JSON_DEPTH - 2, max: MAX_JSON_DEPTH + 2 }), tricky, fc.constantFrom('[', '{"a":')).map(([n, s, open]) => {
      const inner = JSON.stringify(s);
      return open === '[' ? '['.repeat(n) + inner + ']'.repeat(n) : '{"a":'.repeat(n) + inner + '}'.repeat(n);
    });
    const noise = fc.string({ unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', 'a'), maxLength: 200 });
    fc.assert(
      fc.property(fc.oneof(deepish, noise, json.map((v) => JSON.stringify(v))), fc.boolean(), (text, truncate) => {
        const t = pad(truncate ? text.slice(0, Math.floor(text.length / 2)) : text);
        expect(depthError(t)).toBe(exceedsDepthReference(t));
      }),
      params(300),
    );
  });

  it('decodes well-formed bodies exactly as JSON.parse', () => {
    fc.assert(
      fc.property(json, (v) => {
        const text = pad(JSON.stringify(v));
        expect(decodeJsonText(text)).toEqual(JSON.parse(text));
      }),
      params(300),
    );
  });
});
