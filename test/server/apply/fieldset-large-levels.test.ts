/**
 * Large levels of a field set (200,000 finalizers or labels) are sorted in chunks and merged
 * in steps; the result must be exactly the one-piece sort's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldSet, pe, type PathElement } from '../../../src/server/apply/fieldset.js';
import { drain, Ticker } from '../../../src/server/apply/work-slices.js';

function setOf(elements: PathElement[]): FieldSet {
  return FieldSet.empty().insertAll([pe.field('metadata'), pe.field('finalizers')], elements);
}

describe('field sets with large levels', () => {
  it('the chunked member sort equals the one-piece sort (values and field names, any Unicode)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 6 }), { minLength: 8_000, maxLength: 20_000 }), fc.boolean(), (names, asValues) => {
        const level = setOf(names.map((n) => (asValues ? pe.value(n) : pe.field(n))));
        const child = level.childElements()[0]!.set.childElements()[0]!.set;
        expect(drain(child.memberElementsSteps(new Ticker()))).toEqual(child.memberElements());
      }),
      { seed: 20261123, numRuns: 6 },
    );
  });

  it('FieldsV1 of a 50,000-member level keeps the member order', () => {
    const names = Array.from({ length: 50_000 }, (_, i) => `a.io/${((i * 7919) % 50_000).toString(36)}`);
    const fields = setOf(names.map((n) => pe.value(n))).toFieldsV1() as Record<string, Record<string, Record<string, unknown>>>;
    const keys = Object.keys(fields['f:metadata']!['f:finalizers']!);
    const sorted = [...names].sort().map((n) => `v:${JSON.stringify(n)}`);
    expect(keys).toEqual(sorted);
  });
});
