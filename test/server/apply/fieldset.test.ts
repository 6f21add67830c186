import { describe, expect, it } from 'vitest';
import {
  FieldSet,
  FieldsV1Error,
  fieldPath,
  parsePathElement,
  pathToString,
  pe,
  serializePathElement,
  type FieldPath,
} from '../../../src/server/apply/fieldset.js';

const P = (...parts: (string | ReturnType<typeof pe.field>)[]): FieldPath =>
  parts.map((p) => (typeof p === 'string' ? pe.field(p) : p));

describe('paths print as SMD prints them', () => {
  const cases: [string, FieldPath, string][] = [
    ['struct fields', fieldPath('spec', 'leaseName'), '.spec.leaseName'],
    ['a top-level field', fieldPath('handler'), '.handler'],
    ['map keys print like fields', fieldPath('metadata', 'labels', 'app'), '.metadata.labels.app'],
    ['a list-map item', P('metadata', 'ownerReferences', pe.key({ uid: 'u1' })), '.metadata.ownerReferences[uid="u1"]'],
    ['several keys, sorted, numbers bare', P('ports', pe.key({ protocol: 'TCP', port: 80 })), '.ports[port=80,protocol="TCP"]'],
    ['a set item', P('metadata', 'finalizers', pe.value('example.com/x')), '.metadata.finalizers[="example.com/x"]'],
    ['set items of other scalar types', P('a', pe.value(1), pe.value(true), pe.value(null)), '.a[=1][=true][=null]'],
    ['an index', P('cells', pe.index(3)), '.cells[3]'],
    ['quotes inside a key are escaped', P('l', pe.key({ name: 'a"b' })), '.l[name="a\\"b"]'],
    ['the empty path', [], ''],
  ];
  it.each(cases)('%s', (_name, path, expected) => {
    expect(pathToString(path)).toBe(expected);
  });
});

describe('FieldsV1 path element keys', () => {
  const cases: [string, ReturnType<typeof pe.field>, string][] = [
    ['field', pe.field('handler'), 'f:handler'],
    ['field names are raw', pe.field('a.b/c"d'), 'f:a.b/c"d'],
    ['key fields sorted by name', pe.key({ uid: 'u', name: 'n' }), 'k:{"name":"n","uid":"u"}'],
    ['key with a number', pe.key({ port: 8080 }), 'k:{"port":8080}'],
    ['key strings are HTML-escaped as Go does', pe.key({ name: '<a&b>' }), 'k:{"name":"\\u003ca\\u0026b\\u003e"}'],
    ['string value', pe.value('x'), 'v:"x"'],
    ['number value', pe.value(1.5), 'v:1.5'],
    ['index', pe.index(0), 'i:0'],
  ];
  it.each(cases)('%s', (_name, element, key) => {
    expect(serializePathElement(element)).toBe(key);
    expect(parsePathElement(key)).toEqual(element);
  });

  it('ignores unknown prefixes and rejects malformed payloads', () => {
    expect(parsePathElement('x:whatever')).toBeUndefined();
    expect(() => parsePathElement('k:{not json')).toThrow(FieldsV1Error);
    expect(() => parsePathElement('k:"a"')).toThrow(FieldsV1Error);
    expect(() => parsePathElement('i:one')).toThrow(FieldsV1Error);
  });
});

describe('FieldsV1 encoding (wire.md §8.2)', () => {
  const vectors: [string, FieldPath[], string][] = [
    [
      'create of a RuntimeClass with labels and scheduling',
      [
        fieldPath('handler'),
        fieldPath('metadata', 'labels'),
        fieldPath('metadata', 'labels', 'a'),
        fieldPath('scheduling'),
        fieldPath('scheduling', 'nodeSelector'),
        fieldPath('scheduling', 'tolerations'),
      ],
      '{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:a":{}}},"f:scheduling":{".":{},"f:nodeSelector":{},"f:tolerations":{}}}',
    ],
    [
      'LeaseCandidate spec fields come out sorted',
      [
        fieldPath('spec', 'strategy'),
        fieldPath('spec', 'renewTime'),
        fieldPath('spec', 'leaseName'),
        fieldPath('spec', 'emulationVersion'),
        fieldPath('spec', 'binaryVersion'),
      ],
      '{"f:spec":{"f:binaryVersion":{},"f:emulationVersion":{},"f:leaseName":{},"f:renewTime":{},"f:strategy":{}}}',
    ],
    [
      'children order: f: then k: then v: then i:, each sorted',
      [P(pe.index(1)), P(pe.value('b')), P(pe.value('a')), P(pe.key({ name: 'z' })), P(pe.key({ name: 'a' })), P('z'), P('a'), P(pe.index(0))],
      '{"f:a":{},"f:z":{},"k:{\\"name\\":\\"a\\"}":{},"k:{\\"name\\":\\"z\\"}":{},"v:\\"a\\"":{},"v:\\"b\\"":{},"i:0":{},"i:1":{}}',
    ],
    [
      'a list-map item that is a member and has children gets "." first',
      [P('metadata', 'ownerReferences', pe.key({ uid: 'u1' }), 'name'), P('metadata', 'ownerReferences', pe.key({ uid: 'u1' }))],
      '{"f:metadata":{"f:ownerReferences":{"k:{\\"uid\\":\\"u1\\"}":{".":{},"f:name":{}}}}}',
    ],
    [
      'set items',
      [P('metadata', 'finalizers', pe.value('b')), P('metadata', 'finalizers', pe.value('a'))],
      '{"f:metadata":{"f:finalizers":{"v:\\"a\\"":{},"v:\\"b\\"":{}}}}',
    ],
    ['the empty set', [], '{}'],
  ];
  it.each(vectors)('%s', (_name, paths, json) => {
    const set = FieldSet.of(...paths);
    expect(JSON.stringify(set.toFieldsV1())).toBe(json);
    const back = FieldSet.fromFieldsV1(JSON.parse(json));
    expect(JSON.stringify(back.toFieldsV1())).toBe(json);
    expect(back.equals(set)).toBe(true);
    expect(FieldSet.fromFieldsV1(json).equals(set)).toBe(true);
  });

  it('decoding reads "." as membership and {} as a leaf', () => {
    const set = FieldSet.fromFieldsV1({ 'f:a': { '.': {}, 'f:b': {} }, 'f:c': { 'f:d': {} }, 'f:e': {} });
    expect(set.has(fieldPath('a'))).toBe(true);
    expect(set.has(fieldPath('a', 'b'))).toBe(true);
    expect(set.has(fieldPath('c'))).toBe(false);
    expect(set.has(fieldPath('c', 'd'))).toBe(true);
    expect(set.has(fieldPath('e'))).toBe(true);
    expect(set.paths().map(pathToString)).toEqual(['.a', '.e', '.a.b', '.c.d']);
  });

  it('decoding drops unknown path element kinds and a top-level "."', () => {
    const set = FieldSet.fromFieldsV1({ '.': {}, 'x:future': {}, 'f:a': { 'x:future': {} } });
    expect(set.paths().map(pathToString)).toEqual(['.a']);
  });

  it.each([
    ['a list', []],
    ['a non-object node', { 'f:a': 1 }],
    ['a malformed key payload', { 'k:{': {} }],
    ['invalid JSON text', '{"f:a":'],
  ])('decoding rejects %s', (_name, doc) => {
    expect(() => FieldSet.fromFieldsV1(doc)).toThrow(FieldsV1Error);
  });
});

describe('set operations', () => {
  const s = (...paths: FieldPath[]): FieldSet => FieldSet.of(...paths);
  const list = (set: FieldSet): string[] => set.paths().map(pathToString);
  const a = fieldPath('a');
  const ab = fieldPath('a', 'b');
  const ac = fieldPath('a', 'c');
  const c = fieldPath('c');

  const cases: [string, () => FieldSet, string[]][] = [
    ['union', () => s(ab, c).union(s(ac, a)), ['.a', '.c', '.a.b', '.a.c']],
    ['intersection', () => s(ab, c, a).intersection(s(ab, ac, a)), ['.a', '.a.b']],
    ['difference removes members only (not children under them)', () => s(a, ab, c).difference(s(a)), ['.c', '.a.b']],
    ['recursiveDifference removes children under a member', () => s(a, ab, c).recursiveDifference(s(a)), ['.c']],
    ['difference that empties a child drops it', () => s(ab).difference(s(ab)), []],
    ['difference subtracts children recursively', () => s(ab, ac).difference(s(ab)), ['.a.c']],
  ];
  it.each(cases)('%s', (_name, op, expected) => {
    expect(list(op())).toEqual(expected);
  });

  it('operations never change their operands', () => {
    const left = s(a, ab);
    const right = s(ab, c);
    left.union(right);
    left.intersection(right);
    left.difference(right);
    left.recursiveDifference(right);
    expect(list(left)).toEqual(['.a', '.a.b']);
    expect(list(right)).toEqual(['.c', '.a.b']);
  });

  it('isEmpty, has, withPrefix and size', () => {
    expect(FieldSet.empty().isEmpty()).toBe(true);
    expect(s(ab).isEmpty()).toBe(false);
    expect(s(ab).has(ab)).toBe(true);
    expect(s(ab).has(a)).toBe(false);
    expect(list(s(ab, ac).withPrefix(pe.field('a')))).toEqual(['.b', '.c']);
    expect(s(ab, ac).withPrefix(pe.field('zz')).isEmpty()).toBe(true);
    expect(s(a, ab, c).size).toBe(3);
    expect(s(ab, c).toString()).toBe('.c\n.a.b');
  });
});
