/**
 * The pre-checks used on large collections never accept what the full upstream checks
 * reject (so skipping the full check when they pass changes no answer), and they do accept
 * the common valid shapes (so they actually save work).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQualifiedName, isValidLabelValue } from '../../../src/meta/validation/names.js';
import { surelyQualifiedName, surelyValidLabelValue } from '../../../src/server/validation/fast-names.js';

const alphabet = 'aZ09-_./:A é'.split('');
const nameLike = fc.array(fc.constantFrom(...alphabet), { maxLength: 80 }).map((cs) => cs.join(''));

describe('fast name pre-checks', () => {
  it('accept only qualified names the full check accepts', () => {
    fc.assert(
      fc.property(fc.oneof(nameLike, fc.string({ maxLength: 80 })), (v) => {
        if (surelyQualifiedName(v)) expect(isQualifiedName(v)).toEqual([]);
      }),
      { seed: 20261123, numRuns: 5000 },
    );
  });

  it('accept only label values the full check accepts', () => {
    fc.assert(
      fc.property(fc.oneof(nameLike, fc.string({ maxLength: 80 })), (v) => {
        if (surelyValidLabelValue(v)) expect(isValidLabelValue(v)).toEqual([]);
      }),
      { seed: 20261123, numRuns: 5000 },
    );
  });

  it.each([
    ['example.com/my-finalizer', true],
    ['kubernetes.io/pv-protection', true],
    ['a.io/x1', true],
    ['MyName', true],
    ['-bad', false],
    ['Example.com/x', false], // prefix must be lower case: left to the full check
    ['x'.repeat(64), false],
  ])('qualified name %j pre-check: %s', (v, want) => {
    expect(surelyQualifiedName(v)).toBe(want);
  });

  it.each([
    ['', true],
    ['v1', true],
    ['a_b.c-d', true],
    ['bad value', false],
  ])('label value %j pre-check: %s', (v, want) => {
    expect(surelyValidLabelValue(v)).toBe(want);
  });
});
