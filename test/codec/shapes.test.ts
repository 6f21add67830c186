import { describe, expect, it } from 'vitest';
import { ShapeBuilder, StringMapBuilder, compileTree } from '../../src/codec/protobuf/shapes.js';

describe('ShapeBuilder (decoder object construction)', () => {
  const keys = ['name', 'continue', 'uid', 'generation'];
  const values = ['n', 'c', 'u', 7];

  it('builds exactly the masked keys, in key order, with or without code generation', () => {
    const generated = new ShapeBuilder(keys);
    const assigned = new ShapeBuilder(keys, { codegen: false });
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      const expected: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if ((mask >>> i) & 1) expected[k] = values[i];
      });
      for (const b of [generated, assigned]) {
        const o = b.fn(mask)(...values);
        expect(o).toStrictEqual(expected);
        expect(Object.keys(o)).toEqual(Object.keys(expected));
        expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
      }
    }
  });

  it('returns fresh objects on every call', () => {
    const b = new ShapeBuilder(keys);
    expect(b.fn(1)('x')).not.toBe(b.fn(1)('x'));
  });

  it('refuses keys that are not plain identifiers', () => {
    expect(() => new ShapeBuilder(['a-b'])).toThrow();
    expect(() => new ShapeBuilder(['__proto__'])).toThrow();
  });
});

describe('compileTree (cached FieldsV1 copies)', () => {
  it('makes fresh deep copies of a tree with arbitrary keys', () => {
    const make = compileTree({ keys: ['f:a', 'k:{"name":"x\\"y"}', '.'], children: [{ keys: ['f:b'], children: [undefined] }, undefined, undefined] });
    expect(make).toBeDefined();
    const a = make!();
    expect(a).toStrictEqual({ 'f:a': { 'f:b': {} }, 'k:{"name":"x\\"y"}': {}, '.': {} });
    expect(make!()).not.toBe(a);
    expect((make!() as { 'f:a': object })['f:a']).not.toBe(a['f:a']);
  });

  it('does not compile trees containing __proto__ (a literal would set the prototype)', () => {
    expect(compileTree({ keys: ['__proto__'], children: [undefined] })).toBeUndefined();
    expect(compileTree({ keys: ['a'], children: [{ keys: ['__proto__'], children: [undefined] }] })).toBeUndefined();
  });
});

describe('StringMapBuilder (labels, annotations, nodeSelector)', () => {
  function build(b: StringMapBuilder, entries: [string, string][]) {
    b.reset();
    for (const [k, v] of entries) b.add(k, v);
    return b.build();
  }

  it('builds equal, independent objects whether a key set is new, repeated (compiled) or alternating', () => {
    const b = new StringMapBuilder();
    const sets: [string, string][][] = [
      [['app', 'a'], ['tier', 'b']],
      [['app', 'c'], ['tier', 'd']],
      [['app', 'e'], ['tier', 'f']],
      [['x', '1']],
      [['app', 'g'], ['tier', 'h'], ['zone', 'i']],
      [['app', 'j'], ['tier', 'k']],
      [['9', 'nine'], ['10', 'ten']],
      [['9', 'nine'], ['10', 'ten']],
    ];
    const seen: object[] = [];
    for (let round = 0; round < 3; round++) {
      for (const entries of sets) {
        const o = build(b, entries);
        expect(o).toStrictEqual(Object.fromEntries(entries));
        expect(seen).not.toContain(o);
        seen.push(o!);
      }
    }
    b.reset();
    expect(b.build()).toBeUndefined();
  });

  it('keeps __proto__ and repeated keys correct (never compiled)', () => {
    const b = new StringMapBuilder();
    for (let i = 0; i < 3; i++) {
      const o = build(b, [['__proto__', 'p'], ['a', 'b']])!;
      expect(Object.prototype.hasOwnProperty.call(o, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
      expect(build(b, [['a', '1'], ['a', '2']])).toStrictEqual({ a: '2' });
    }
  });
});
