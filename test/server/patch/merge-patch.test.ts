import { describe, expect, it } from 'vitest';
import { applyMergePatch, mergePatch } from '../../../src/server/patch/merge-patch.js';
import { PatchError } from '../../../src/server/patch/patch-error.js';
import type { JsonValue } from '../../../src/server/patch/json-value.js';

describe('RFC 7386 Appendix A examples', () => {
  const cases: [JsonValue, JsonValue, JsonValue][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(cases)('MergePatch(%j, %j) = %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });
});

describe('merge patch of stored objects', () => {
  it('merges labels, deletes with null, and replaces lists wholesale', () => {
    const rc = {
      metadata: { name: 'runc', labels: { a: '1', b: '2' } },
      handler: 'runc',
      scheduling: { tolerations: [{ key: 'x' }, { key: 'y' }] },
    };
    const out = applyMergePatch(rc, { metadata: { labels: { a: null, c: '3' } }, scheduling: { tolerations: [{ key: 'z' }] } });
    expect(out).toEqual({
      metadata: { name: 'runc', labels: { b: '2', c: '3' } },
      handler: 'runc',
      scheduling: { tolerations: [{ key: 'z' }] },
    });
  });

  it('keeps the order of existing keys and appends new ones', () => {
    const out = applyMergePatch({ a: 1, b: 2, c: 3 }, { d: 4, a: 5 }) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps nulls inside arrays (arrays are opaque values)', () => {
    expect(applyMergePatch({}, { a: [null, { b: null }] })).toEqual({ a: [null, { b: null }] });
  });

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['a number', 1],
    ['a boolean', true],
  ])('a patch that is %s is "Invalid JSON Patch" (400)', (_name, patch) => {
    let caught: unknown;
    try {
      applyMergePatch({ a: 1 }, patch);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(PatchError);
    expect((caught as PatchError).message).toBe('Invalid JSON Patch');
    expect((caught as PatchError).kind).toBe('BadRequest');
  });

  it('an array patch yields the array, for the caller to reject', () => {
    expect(applyMergePatch({ a: 1 }, [1])).toEqual([1]);
  });

  it('never mutates its inputs and shares no structure with them', () => {
    const doc = { a: { b: [1] }, c: 1 };
    const patch = { a: { d: { e: [2] } }, c: null };
    const out = mergePatch(doc, patch) as { a: { b: number[]; d: { e: number[] } } };
    expect(doc).toEqual({ a: { b: [1] }, c: 1 });
    expect(patch).toEqual({ a: { d: { e: [2] } }, c: null });
    out.a.b.push(9);
    out.a.d.e.push(9);
    expect(doc.a.b).toEqual([1]);
    expect(patch.a.d.e).toEqual([2]);
  });

  it('treats "__proto__" as an ordinary key', () => {
    const patch = JSON.parse('{"__proto__":{"polluted":true}}') as JsonValue;
    const out = mergePatch({}, patch) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
