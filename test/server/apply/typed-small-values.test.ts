/**
 * Values of at most SMALL_VALUE_MEMBERS members are validated and compared by plain recursive
 * walkers, larger ones in steps: both must give the same problems (in order) and the same
 * comparison, whichever side of the threshold a value falls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL_VALUE_MEMBERS, Typed, TypeSystem } from '../../../src/server/apply/typed.js';
import { drain, hasAtMostMembers } from '../../../src/server/apply/work-slices.js';
import type { JsonObject, JsonValue } from '../../../src/server/patch/json-value.js';

const RC = 'io.cluster.api.node.v1.RuntimeClass';
const types = new TypeSystem();
const typed = new Typed(types);
const root = types.root(RC);

const scalar: fc.Arbitrary<JsonValue> = fc.oneof(fc.constantFrom('a', 'b', 'Exists', 'NoSchedule'), fc.integer({ min: -2, max: 2 }), fc.boolean(), fc.constant(null));
const toleration = fc.record({ key: fc.constantFrom('k1', 'k2', 'k3'), operator: scalar, effect: scalar, tolerationSeconds: scalar }, { requiredKeys: [] });

/** RuntimeClasses of every size around the threshold, some not fitting the schema. */
const runtimeClass: fc.Arbitrary<JsonObject> = fc
  .record({
    labels: fc.integer({ min: 0, max: SMALL_VALUE_MEMBERS + 200 }),
    finalizers: fc.array(fc.constantFrom('f1', 'f2', 'f3', 5 as unknown as string), { maxLength: 4 }),
    handler: scalar,
    tolerations: fc.array(toleration, { maxLength: 5 }),
    stray: fc.option(fc.constantFrom('x', 1), { nil: undefined }),
  })
  .map(({ labels, finalizers, handler, tolerations, stray }) => {
    const obj: JsonObject = {
      apiVersion: 'node.cluster.io/v1',
      kind: 'RuntimeClass',
      metadata: { name: 'rc', labels: Object.fromEntries(Array.from({ length: labels }, (_, i) => [`k${i}`, i % 97 === 0 ? i : `v${i}`])), finalizers },
      handler,
      scheduling: { tolerations },
    };
    if (stray !== undefined) obj.stray = stray;
    return obj;
  });

describe('small and large values walk alike', () => {
  it('validate and compare give the same results in one go and in steps, either side of the threshold', () => {
    let large = 0;
    fc.assert(
      fc.property(runtimeClass, runtimeClass, (a, b) => {
        if (!hasAtMostMembers(a, SMALL_VALUE_MEMBERS)) large++;
        for (const allowDuplicates of [false, true]) {
          expect(drain(typed.validateSteps(a, root, { allowDuplicates }))).toEqual(typed.validate(a, root, { allowDuplicates }));
        }
        const inSteps = drain(typed.compareSteps(a, b, root));
        const atOnce = typed.compare(a, b, root);
        for (const k of ['added', 'modified', 'removed'] as const) {
          expect(JSON.stringify(inSteps[k].toFieldsV1())).toBe(JSON.stringify(atOnce[k].toFieldsV1()));
        }
      }),
      { seed: 20261123, numRuns: 120 },
    );
    expect(large).toBeGreaterThan(0);
  });

  it('hasAtMostMembers counts keys and items at every level', () => {
    expect(hasAtMostMembers({ a: [1, 2, { b: 3 }] }, 5)).toBe(true);
    expect(hasAtMostMembers({ a: [1, 2, { b: 3 }] }, 4)).toBe(false);
    expect(hasAtMostMembers('x', 0)).toBe(true);
    const big = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]));
    expect(hasAtMostMembers({ big }, 100)).toBe(false);
    // A map remembered as large is still counted right against a larger limit.
    expect(hasAtMostMembers({ big }, 301)).toBe(true);
  });
});
