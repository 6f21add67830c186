/** Sliced JSON encoding produces exactly JSON.stringify's text, for any JSON value. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drain } from '../../../src/server/apply/work-slices.js';
import { jsonStringifySteps } from '../../../src/server/registry/sliced-json.js';

describe('jsonStringifySteps', () => {
  it('equals JSON.stringify for generated JSON values (including large flat containers)', () => {
    const big = fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.constant({}), fc.integer(), fc.string({ maxLength: 4 })), { minKeys: 60, maxKeys: 300 });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 6 }), big, fc.array(big, { maxLength: 3 })), (v) => {
        expect(drain(jsonStringifySteps(v))).toBe(JSON.stringify(v));
      }),
      { seed: 20261123, numRuns: 400 },
    );
  });

  it('skips undefined members and writes undefined array items as null, like JSON.stringify', () => {
    const v = { a: undefined, b: [undefined, 1, { c: undefined, d: Array.from({ length: 100 }, (_, i) => ({ i: [i] })) }] };
    expect(drain(jsonStringifySteps(v))).toBe(JSON.stringify(v));
  });

  it('values past the native threshold are walked in steps and still equal JSON.stringify', () => {
    const member = fc.oneof(fc.constant({}), fc.integer(), fc.string({ maxLength: 4 }), fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
    const large = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 8 }), member, { minKeys: 2_100, maxKeys: 3_000 }),
      fc.array(member, { minLength: 2_100, maxLength: 3_000 }),
      fc.record({ metadata: fc.record({ finalizers: fc.array(fc.string(), { minLength: 2_100, maxLength: 2_500 }) }), spec: fc.jsonValue({ maxDepth: 3 }) }),
    );
    fc.assert(
      fc.property(large, (v) => {
        const steps = jsonStringifySteps(v);
        let pauses = 0;
        let r = steps.next();
        while (!r.done) {
          pauses++;
          r = steps.next();
        }
        expect(r.value).toBe(JSON.stringify(v));
        expect(pauses).toBeGreaterThan(1);
      }),
      { seed: 20261123, numRuns: 40 },
    );
  });

  it('an ordinary object is encoded in one step', () => {
    const steps = jsonStringifySteps({ metadata: { name: 'a', labels: { a: 'b' } }, spec: { x: [1, 2, 3] } });
    const r = steps.next();
    expect(r.done).toBe(true);
  });
});
