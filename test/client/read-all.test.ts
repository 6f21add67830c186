/**
 * readAll / readAllBytes with a declared length (expectedBytes): the body is copied into one
 * array as it arrives. Whatever the declared length says (right, short, long, absent, nonsense),
 * the result is exactly the concatenation of the chunks, and the limits still apply.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BodyLimitError, readAll, readAllBytes } from '../../src/client/transport.js';
import { fuzzParams } from '../fuzz/harness.js';

async function* chunksOf(parts: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const p of parts) yield p;
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

const parts = fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 12 });
/** Declared lengths: the true one, off by a little or a lot, and values that are no length at all. */
const declared = (size: number) =>
  fc.oneof(
    fc.constant(size),
    fc.integer({ min: -3, max: 3 }).map((d) => size + d),
    fc.integer({ min: 0, max: 5_000 }),
    fc.constantFrom(Number.NaN, Infinity, -1, 0, 0.5, 2 ** 60),
  );

describe('readAll with expectedBytes', () => {
  it('returns exactly the chunks joined, for any declared length (Buffer and plain arrays)', async () => {
    await fc.assert(
      fc.asyncProperty(
        parts.chain((ps) => fc.tuple(fc.constant(ps), declared(joined(ps).byteLength))),
        async ([ps, expectedBytes]) => {
          const want = joined(ps);
          const viaBuffer = await readAll(chunksOf(ps), { expectedBytes });
          expect(Buffer.isBuffer(viaBuffer)).toBe(true);
          expect(new Uint8Array(viaBuffer)).toEqual(want);
          const plain = await readAllBytes(chunksOf(ps), { expectedBytes });
          expect(new Uint8Array(plain)).toEqual(want);
        },
      ),
      fuzzParams(300),
    );
  });

  it('still enforces maxBytes, whatever the declared length', async () => {
    await fc.assert(
      fc.asyncProperty(
        parts.chain((ps) => fc.tuple(fc.constant(ps), declared(joined(ps).byteLength), fc.integer({ min: 0, max: 2_000 }))),
        async ([ps, expectedBytes, maxBytes]) => {
          const size = joined(ps).byteLength;
          const read = readAll(chunksOf(ps), { expectedBytes, maxBytes });
          if (size > maxBytes) await expect(read).rejects.toBeInstanceOf(BodyLimitError);
          else expect(new Uint8Array(await read)).toEqual(joined(ps));
        },
      ),
      fuzzParams(200),
    );
  });

  it('copies into one array of the declared size, not holding on to the chunks', async () => {
    const a = Uint8Array.of(1, 2, 3);
    const b = Uint8Array.of(4, 5);
    const out = await readAllBytes(chunksOf([a, b]), { expectedBytes: 5 });
    expect([...out]).toEqual([1, 2, 3, 4, 5]);
    expect(out.buffer).not.toBe(a.buffer);
    a[0] = 9; // the result is a copy
    expect(out[0]).toBe(1);
    // A body shorter than declared: the prefix that came, no trailing zeros.
    expect([...(await readAllBytes(chunksOf([a]), { expectedBytes: 10 }))]).toEqual([9, 2, 3]);
    // Empty body with a declared length.
    expect((await readAll(chunksOf([]), { expectedBytes: 4 })).byteLength).toBe(0);
  });
});
