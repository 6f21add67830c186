/**
 * Stored values carved from shared slabs (value-slabs.ts): every array handed out is a range
 * nobody else gets, of exactly the asked length; the memory storage keeps such a range as the
 * stored value (no copy) while it still copies a view into any other larger buffer; values
 * stored from slabs stay as written while later ranges of the same slab are filled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SLAB_VALUE_BYTES, SLAB_BYTES, valueArray } from '../../../src/server/registry/value-slabs.js';
import { MemoryStorage } from '../../../src/server/storage/memory.js';
import { ownedSlabBuffers } from '../../../src/server/storage/storage.js';
import { FUZZ_SEED, fuzzRuns } from '../../fuzz/harness.js';

describe('valueArray', () => {
  it('hands out ranges that never overlap, of exactly the asked length, from registered slabs (large values: arrays of their own)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: MAX_SLAB_VALUE_BYTES + 64 }), fc.constant(MAX_SLAB_VALUE_BYTES)), { minLength: 1, maxLength: 200 }), (lengths) => {
        const got = lengths.map((n) => valueArray(n));
        const ranges = new Map<ArrayBufferLike, Array<[number, number]>>();
        got.forEach((a, i) => {
          expect(a.byteLength).toBe(lengths[i]);
          if (lengths[i]! > MAX_SLAB_VALUE_BYTES) {
            expect(a.byteOffset).toBe(0);
            expect(a.buffer.byteLength).toBe(lengths[i]);
            return;
          }
          expect(a.buffer.byteLength).toBe(SLAB_BYTES);
          expect(ownedSlabBuffers.has(a.buffer)).toBe(true);
          const list = ranges.get(a.buffer) ?? [];
          for (const [s, e] of list) expect(a.byteOffset >= e || a.byteOffset + a.byteLength <= s).toBe(true);
          list.push([a.byteOffset, a.byteOffset + a.byteLength]);
          ranges.set(a.buffer, list);
        });
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(200) },
    );
  });

  it('is kept by the memory storage as handed over, while views into other buffers are copied; stored values never change', async () => {
    const storage = new MemoryStorage();
    const stored: Array<[string, Uint8Array, Uint8Array]> = [];
    for (let i = 0; i < 100; i++) {
      const text = `{"n":${i},"pad":"${'x'.repeat(i * 7)}"}`;
      const value = valueArray(text.length);
      value.set(Buffer.from(text));
      const kv = await storage.createOwned(`/registry/k/${i}`, value);
      expect(kv.value).toBe(value);
      stored.push([`/registry/k/${i}`, value, Uint8Array.from(value)]);
    }
    const pooled = Buffer.from('{"pooled":true}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const kv = await storage.createOwned('/registry/k/pooled', pooled);
    expect(kv.value).not.toBe(pooled);
    expect(Buffer.from(kv.value).equals(pooled)).toBe(true);
    for (const [key, , copy] of stored) {
      const now = await storage.get(key);
      expect(Buffer.from(now!.value).equals(Buffer.from(copy))).toBe(true);
    }
  });
});
