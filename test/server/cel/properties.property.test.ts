/**
 * Algebraic properties of evaluation over random values (fixed seed): int arithmetic is exact
 * or overflows with upstream's error, equality is reflexive over any JSON, set lists equal
 * their permutations, map-list `+` is a key-wise merge, list functions agree with plain
 * JavaScript, and every evaluation's cost stays within its static estimate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelEvaluationError, compileCel, type CelSchema } from '../../../src/server/cel/index.js';

const SEED = 20261123;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const dyn = (names: string[]) => ({ variables: names.map((name) => ({ name, type: 'dyn' as const })) });

function program(expr: string, options: Parameters<typeof compileCel>[1]) {
  const r = compileCel(expr, options);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r;
}

describe('evaluation properties', () => {
  it('int arithmetic is exact within int64 and overflows with "integer overflow"', () => {
    const ops: [string, (a: bigint, b: bigint) => bigint][] = [
      ['+', (a, b) => a + b],
      ['-', (a, b) => a - b],
      ['*', (a, b) => a * b],
    ];
    const big = fc.bigInt({ min: INT64_MIN, max: INT64_MAX });
    const compiled = ops.map(([op, f]) => [program(`a.v ${op} b.v`, dyn(['a', 'b'])).program, f] as const);
    fc.assert(
      fc.property(big, big, fc.integer({ min: 0, max: ops.length - 1 }), (a, b, i) => {
        const [p, f] = compiled[i] as (typeof compiled)[number];
        const want = f(a, b);
        const act = { a: { v: a }, b: { v: b } };
        if (want < INT64_MIN || want > INT64_MAX) {
          expect(() => p.evaluate(act)).toThrow('integer overflow');
        } else {
          expect(BigInt(p.evaluate(act) as number | bigint)).toBe(want);
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('equality is reflexive over any JSON value, and JSON round-trips', () => {
    const eq = program('a == b', dyn(['a', 'b'])).program;
    const id = program('a', dyn(['a'])).program;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => {
        const copy = JSON.parse(JSON.stringify(v)) as unknown;
        expect(eq.evaluate({ a: v, b: copy })).toBe(true);
        const out = id.evaluate({ a: v });
        expect(JSON.parse(JSON.stringify(out, (_k, x: unknown) => (typeof x === 'bigint' ? Number(x) : x)))).toEqual(copy);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('a set list equals any permutation of itself (and a different set does not)', () => {
    const schema: CelSchema = { type: 'object', properties: { xs: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' } } };
    const p = program('a.xs == b.xs', { variables: [{ name: 'a', type: 'dyn', schema }, { name: 'b', type: 'dyn', schema }] }).program;
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 5 }), { maxLength: 12 }).chain((xs) => fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length }))), ([xs, perm]) => {
        expect(p.evaluate({ a: { xs }, b: { xs: perm } })).toBe(true);
        expect(p.evaluate({ a: { xs }, b: { xs: [...perm, '\u0000extra'] } })).toBe(false);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('map-list + is a key-wise merge: X order kept, Y values win, new keys appended', () => {
    const item = { type: 'object', properties: { k: { type: 'string' }, v: { type: 'integer' } } };
    const schema: CelSchema = { type: 'object', properties: { xs: { type: 'array', items: item, 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['k'] } } };
    const p = program('a.xs + b.xs', { variables: [{ name: 'a', type: 'dyn', schema }, { name: 'b', type: 'dyn', schema }] }).program;
    const list = fc.uniqueArray(fc.record({ k: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), v: fc.integer({ min: 0, max: 9 }) }), { selector: (x) => x.k, maxLength: 6 });
    fc.assert(
      fc.property(list, list, (x, y) => {
        const want = x.map((e) => y.find((f) => f.k === e.k) ?? e);
        for (const f of y) if (!x.some((e) => e.k === f.k)) want.push(f);
        expect(p.evaluate({ a: { xs: x }, b: { xs: y } })).toEqual(want);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('list functions agree with plain JavaScript', () => {
    const p = program('[xs.min(), xs.max(), xs.sum(), xs.indexOf(xs[0]), xs.lastIndexOf(xs[0]), xs.isSorted() ? 1 : 0]', dyn(['xs'])).program;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 30 }), (xs) => {
        const sorted = xs.every((x, i) => i === 0 || (xs[i - 1] as number) <= x);
        expect(p.evaluate({ xs })).toEqual([
          Math.min(...xs),
          Math.max(...xs),
          xs.reduce((a, b) => a + b, 0),
          xs.indexOf(xs[0] as number),
          xs.lastIndexOf(xs[0] as number),
          sorted ? 1 : 0,
        ]);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('runtime cost never exceeds the static estimate for bounded inputs', () => {
    const schema: CelSchema = {
      type: 'object',
      properties: { xs: { type: 'array', maxItems: 20, items: { type: 'integer' } }, s: { type: 'string', maxLength: 40 } },
    };
    const exprs = [
      'self.xs.all(x, x > 0)',
      'self.xs.exists(x, x == 3)',
      'self.xs.exists_one(x, x == 3)',
      'self.xs.filter(x, x % 2 == 0).size() > 1',
      'self.xs.map(x, x * 2).exists(y, y > 10)',
      "self.s.matches('^[a-z]+$') || self.s.startsWith('x')",
      "self.s.contains('ab') && self.s.size() > 3",
      'self.xs.all(x, self.xs.exists(y, y >= x))',
    ];
    const programs = exprs.map((e) => program(e, { variables: [{ name: 'self', type: 'dyn', schema }] }));
    fc.assert(
      fc.property(
        fc.record({ xs: fc.array(fc.integer({ min: -5, max: 12 }), { maxLength: 20 }), s: fc.string({ maxLength: 40 }) }),
        (self) => {
          for (const r of programs) {
            if (!r.ok) continue;
            try {
              const { cost } = r.program.evaluateWithCost({ self });
              expect(cost).toBeLessThanOrEqual(r.estimatedCost.max);
              expect(cost).toBeGreaterThanOrEqual(r.estimatedCost.min);
            } catch (e) {
              if (!(e instanceof CelEvaluationError)) throw e;
            }
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
