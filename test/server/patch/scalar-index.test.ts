/**
 * The hash-based list helpers of the strategic merge patch give exactly the results of
 * upstream's nested scans (kept here as oracles), including Go's peculiar dedupe order, and
 * stay fast on lists of hundreds of thousands of elements.
 */
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { goEqual, type JsonValue } from '../../../src/server/patch/json-value.js';
import { deduplicateScalarsLinear, equalityKey } from '../../../src/server/patch/scalar-index.js';

/** Upstream's `deduplicateScalars`, verbatim in behaviour (quadratic). */
function dedupeOracle(input: JsonValue[]): JsonValue[] {
  const s = input.slice();
  let length = s.length - 1;
  for (let i = 0; i < length; i++) {
    for (let j = i + 1; j <= length; j++) {
      if (goEqual(s[i], s[j])) {
        s[j] = s[length]!;
        s.length = length;
        length--;
        j--;
      }
    }
  }
  return s;
}

const scalar = fc.oneof(fc.constantFrom('a', 'b', 'c', ''), fc.constantFrom(0, 1, 2, 1.5, -0), fc.boolean(), fc.constant(null), fc.constant({}), fc.constant([1]));

describe('strategic merge patch list helpers', () => {
  it('deduplicate exactly as upstream, for generated lists with many duplicates', () => {
    fc.assert(
      fc.property(fc.array(scalar as fc.Arbitrary<JsonValue>, { maxLength: 40 }), (list) => {
        expect(deduplicateScalarsLinear(list)).toEqual(dedupeOracle(list));
      }),
      { seed: 20261123, numRuns: 3000 },
    );
  });

  it('key values equal exactly when goEqual holds', () => {
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        const ka = equalityKey(a);
        const kb = equalityKey(b);
        expect(ka !== undefined && ka === kb).toBe(goEqual(a, b));
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  });

  it('deduplicates 200,000 finalizers (half repeated) in about linear time (the nested scan takes minutes)', () => {
    const list = Array.from({ length: 200_000 }, (_, i) => `a.io/${(i % 100_000).toString(36)}`);
    const t0 = performance.now();
    const out = deduplicateScalarsLinear(list);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(new Set(out).size).toBe(100_000);
    expect(out.length).toBe(100_000);
  });
});

describe('strategic merge patch on large lists', () => {
  it('merges 200,000 finalizers into a list in about linear time (the nested scans took minutes)', async () => {
    const { applyStrategicMergePatch } = await import('../../../src/server/patch/strategic-merge-patch.js');
    const finalizers = Array.from({ length: 200_000 }, (_, i) => `b.io/${i.toString(36)}`);
    const original = { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'x', finalizers: ['a.io/keep', 'b.io/0'] }, handler: 'h' };
    const t0 = performance.now();
    const out = applyStrategicMergePatch(original, { metadata: { finalizers } }, 'io.cluster.api.node.v1.RuntimeClass') as any;
    expect(performance.now() - t0).toBeLessThan(5000);
    // Patch items in patch order, the server-only item kept before them (as upstream orders).
    expect(out.metadata.finalizers.length).toBe(200_001);
    expect(out.metadata.finalizers.slice(0, 3)).toEqual(['a.io/keep', 'b.io/0', 'b.io/1']);
    expect(out.metadata.finalizers.at(-1)).toBe(finalizers.at(-1));
  });
});
