/**
 * Field-set operations share unchanged sub-sets with their operands; they must still behave
 * as values: operands never change, and results hold exactly the expected paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldSet, pathToString, pe, type FieldPath } from '../../../src/server/apply/fieldset.js';

const element = fc.oneof(
  fc.constantFrom('metadata', 'labels', 'spec', 'a', 'b').map((n) => pe.field(n)),
  fc.constantFrom('x', 'y', 'z').map((v) => pe.value(v)),
  fc.constantFrom('k1', 'k2').map((k) => pe.key({ name: k })),
);
const path = fc.array(element, { minLength: 1, maxLength: 4 }) as fc.Arbitrary<FieldPath>;
const paths = fc.array(path, { maxLength: 12 });

const strings = (s: FieldSet) => new Set(s.paths().map(pathToString));
const build = (ps: FieldPath[]) => FieldSet.of(...ps);

describe('field set operations with shared sub-sets', () => {
  it('union and intersection hold exactly the union and intersection of the member paths, operands unchanged', () => {
    fc.assert(
      fc.property(paths, paths, (pa, pb) => {
        const a = build(pa);
        const b = build(pb);
        const before = [JSON.stringify(a.toFieldsV1()), JSON.stringify(b.toFieldsV1())];
        const sa = strings(a);
        const sb = strings(b);
        expect(strings(a.union(b))).toEqual(new Set([...sa, ...sb]));
        expect(strings(a.intersection(b))).toEqual(new Set([...sa].filter((p) => sb.has(p))));
        a.difference(b);
        a.recursiveDifference(b);
        expect([JSON.stringify(a.toFieldsV1()), JSON.stringify(b.toFieldsV1())]).toEqual(before);
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });

  it('difference removes members of the other set only; recursive difference also removes what is under them', () => {
    fc.assert(
      fc.property(paths, paths, (pa, pb) => {
        const a = build(pa);
        const b = build(pb);
        const sa = strings(a);
        const sb = strings(b);
        expect(strings(a.difference(b))).toEqual(new Set([...sa].filter((p) => !sb.has(p))));
        const under = (p: string) => [...sb].some((q) => p === q || p.startsWith(q + '.') || p.startsWith(q + '['));
        expect(strings(a.recursiveDifference(b))).toEqual(new Set([...sa].filter((p) => !under(p))));
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });
});
