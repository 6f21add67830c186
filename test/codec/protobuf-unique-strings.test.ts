/**
 * `ProtoReader.uniqueString()` (the generator's `unique` fields: metadata.resourceVersion)
 * bypasses the short-string cache and makes short ASCII strings with `String.fromCharCode`
 * (`smallAscii`, also used on a cache miss). Contract: the same value, the same reader position
 * and the same errors as `string()` for any bytes: ASCII or not, valid UTF-8 or not, any length,
 * truncated or with a malformed length. Properties with a fixed seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProtobuf, encodeProtobuf } from '../../src/codec/protobuf/index.js';
import { ProtoReader } from '../../src/codec/protobuf/wire.js';
import { fuzzParams, thrown } from '../fuzz/harness.js';

/** A length-delimited field body: varint length, then the bytes. */
function lengthPrefixed(bytes: Uint8Array): Uint8Array {
  const head: number[] = [];
  let n = bytes.length;
  while (n > 0x7f) {
    head.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  head.push(n);
  return Uint8Array.from([...head, ...bytes]);
}

type Outcome = { readonly value: string; readonly pos: number } | { readonly error: string };

function readWith(bytes: Uint8Array, read: (r: ProtoReader) => string, end = bytes.length): Outcome {
  const r = new ProtoReader(bytes, 0, end);
  try {
    const value = read(r);
    return { value, pos: r.pos };
  } catch (err) {
    return { error: `${(err as Error).name}: ${(err as Error).message}` };
  }
}

const asciiBytes = fc.uint8Array({ min: 0, max: 0x7f, minLength: 0, maxLength: 48 });
const anyBytes = fc.uint8Array({ minLength: 0, maxLength: 200 });
const text = fc.string({ unit: 'binary', maxLength: 40 });

describe('ProtoReader.uniqueString', () => {
  it('reads what string() reads, for ASCII, UTF-8 and arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.oneof(asciiBytes, anyBytes, text.map((s) => new Uint8Array(Buffer.from(s, 'utf8')))), (payload) => {
        const bytes = lengthPrefixed(payload);
        const unique = readWith(bytes, (r) => r.uniqueString());
        expect(unique).toEqual(readWith(bytes, (r) => r.string()));
        expect(unique).toEqual({ value: Buffer.from(payload).toString('utf8'), pos: bytes.length });
      }),
      fuzzParams(2000),
    );
  });

  it('fails like string() on truncated input and on garbage', () => {
    fc.assert(
      fc.property(fc.oneof(asciiBytes.map(lengthPrefixed), anyBytes), fc.nat(), (bytes, cut) => {
        const end = bytes.length === 0 ? 0 : cut % (bytes.length + 1);
        expect(readWith(bytes, (r) => r.uniqueString(), end)).toEqual(readWith(bytes, (r) => r.string(), end));
      }),
      fuzzParams(2000),
    );
  });

  it('short ASCII strings read through the cache come out right on a miss and on a hit', () => {
    fc.assert(
      fc.property(fc.array(asciiBytes, { minLength: 1, maxLength: 20 }), (payloads) => {
        for (const p of [...payloads, ...payloads]) {
          const got = readWith(lengthPrefixed(p), (r) => r.string());
          expect(got).toEqual({ value: Buffer.from(p).toString('latin1'), pos: lengthPrefixed(p).length });
        }
      }),
      fuzzParams(500),
    );
  });

  it('metadata.resourceVersion decodes to the value encoded (any string)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat().map(String)), (rv) => {
        const obj = {
          apiVersion: 'coordination.cluster.io/v1beta1',
          kind: 'LeaseCandidate',
          metadata: { name: 'a', namespace: 'default', ...(rv === '' ? {} : { resourceVersion: rv }) },
          spec: { leaseName: 'l', binaryVersion: '1.33.0' },
        };
        // A lone surrogate does not survive UTF-8 (it becomes U+FFFD), exactly as in JSON over the wire.
        const expected = Buffer.from(rv, 'utf8').toString('utf8');
        const decoded = decodeProtobuf(encodeProtobuf(obj)).object as { metadata: { resourceVersion?: string } };
        expect(decoded.metadata.resourceVersion ?? '').toBe(expected);
        const readOnly = decodeProtobuf(encodeProtobuf(obj), { readOnly: true }).object as { metadata: { resourceVersion?: string } };
        expect(readOnly.metadata.resourceVersion ?? '').toBe(expected);
      }),
      fuzzParams(1000),
    );
  });

  it('a length past the message end is unexpected EOF, an overlong varint an overflow', () => {
    const message = (fn: () => unknown) => (thrown(fn) as Error).message;
    expect(message(() => new ProtoReader(Uint8Array.from([5, 0x31, 0x32])).uniqueString())).toBe('unexpected EOF');
    const overlong = Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    expect(message(() => new ProtoReader(overlong).uniqueString())).toBe(message(() => new ProtoReader(overlong).string()));
  });
});
