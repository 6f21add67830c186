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
});
