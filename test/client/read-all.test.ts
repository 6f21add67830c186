/**
 * readAll / readAllBytes with a declared length (expectedBytes): the body is copied into one
 * array as it arrives. Whatever the declared length says (right, short, long, absent, nonsense),
 * the result is exactly the concatenation of the chunks, and the limits still apply.
 * onPrefix sees growing prefixes of the body, one per chunk, until it says done or has seen
 * PREFIX_MAX_BYTES, and never changes the result; a throwing onPrefix fails the read and
 * releases the body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BodyBuffers, BodyLimitError, PREFIX_MAX_BYTES, readAll, readAllBytes } from '../../src/client/transport.js';
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

describe('BodyBuffers', () => {
  const alloc = (n: number) => Buffer.allocUnsafe(n);

  it('hands a released buffer to the next body that fits, and a new one otherwise; reads stay exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(parts, { minLength: 1, maxLength: 8 }), async (bodies) => {
        const pool = new BodyBuffers();
        for (const ps of bodies) {
          const want = joined(ps);
          const got = await readAll(chunksOf(ps), { expectedBytes: want.byteLength, buffers: pool });
          expect(new Uint8Array(got)).toEqual(want);
          pool.release(got);
        }
      }),
      fuzzParams(200),
    );
  });

  it('reuses only its own buffers, keeps at most maxFree, and ignores double releases', () => {
    const pool = new BodyBuffers(1);
    const a = pool.take(10_000, alloc);
    expect(a.byteLength).toBe(10_000);
    pool.release(a);
    pool.release(a); // twice: still one free buffer
    const b = pool.take(12_000, alloc); // fits the quarter of slack
    expect(b.buffer).toBe(a.buffer);
    const c = pool.take(12_000, alloc); // none free: new
    expect(c.buffer).not.toBe(a.buffer);
    pool.release(b);
    pool.release(c); // over maxFree: dropped
    expect(pool.take(100, alloc).buffer).toBe(a.buffer);
    expect(pool.take(100, alloc).buffer).not.toBe(c.buffer);
    // Someone else's array, and small slices of Node's shared pool, are never taken back.
    const foreign = Buffer.allocUnsafe(50_000);
    pool.release(foreign);
    expect(pool.take(10, alloc).buffer).not.toBe(foreign.buffer);
    const small = pool.take(10, alloc);
    pool.release(small);
    const next = pool.take(10, alloc);
    expect(next.buffer === small.buffer && next.byteOffset === small.byteOffset).toBe(false);
  });
});

describe('readAll with onPrefix', () => {
  it('shows growing prefixes of the body, one per chunk, until done; the result is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        parts.chain((ps) => fc.tuple(fc.constant(ps), declared(joined(ps).byteLength), fc.nat({ max: 14 }))),
        async ([ps, expectedBytes, doneAfter]) => {
          const want = joined(ps);
          const seen: Uint8Array[] = [];
          const out = await readAllBytes(chunksOf(ps), {
            expectedBytes,
            onPrefix: (prefix) => {
              seen.push(Uint8Array.from(prefix)); // a view valid during the call only
              return seen.length > doneAfter;
            },
          });
          expect(new Uint8Array(out)).toEqual(want);
          // One call per chunk, in order, each the body so far, stopping after `done`.
          const sizes: number[] = [];
          let size = 0;
          for (const p of ps) sizes.push((size += p.byteLength));
          expect(seen.map((s) => s.byteLength)).toEqual(sizes.slice(0, Math.min(sizes.length, doneAfter + 1)));
          for (const s of seen) expect(s).toEqual(want.subarray(0, s.byteLength));
        },
      ),
      fuzzParams(300),
    );
  });

  it('stops once it has been shown PREFIX_MAX_BYTES', async () => {
    const chunk = new Uint8Array(PREFIX_MAX_BYTES / 2 + 1);
    let calls = 0;
    const out = await readAll(chunksOf([chunk, chunk, chunk, chunk]), {
      onPrefix: () => {
        calls++;
        return false;
      },
    });
    expect(out.byteLength).toBe(4 * chunk.byteLength);
    expect(calls).toBe(2);
  });

  it('a throwing onPrefix fails the read with its error and releases the body', async () => {
    let released = false;
    async function* body(): AsyncGenerator<Uint8Array> {
      try {
        yield Uint8Array.of(1);
        yield Uint8Array.of(2);
      } finally {
        released = true;
      }
    }
    const boom = new Error('boom');
    await expect(
      readAllBytes(body(), {
        expectedBytes: 2,
        onPrefix: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
    await Promise.resolve();
    await Promise.resolve();
    expect(released).toBe(true);
  });
});
