import { describe, expect, it } from 'vitest';
import { FieldSet, fieldPath, pathToString, pe, type FieldPath } from '../../../src/server/apply/fieldset.js';
import { Typed, TypedValueError, TypeSystem } from '../../../src/server/apply/typed.js';
import type { JsonObject, JsonValue } from '../../../src/server/patch/json-value.js';

const types = new TypeSystem();
const typed = new Typed(types);
const RC = types.root('io.cluster.api.node.v1.RuntimeClass');
const LC = types.root('io.cluster.api.coordination.v1beta1.LeaseCandidate');

const list = (s: FieldSet): string[] => s.paths().map(pathToString);
const owner = (uid: string, name = uid): JsonObject => ({ apiVersion: 'v1', kind: 'K', name, uid });

describe('toFieldSet lists the leaves and items an object mentions', () => {
  const cases: [string, JsonObject, string][] = [
    [
      'a full RuntimeClass',
      {
        apiVersion: 'node.cluster.io/v1',
        kind: 'RuntimeClass',
        metadata: { name: 'runc', labels: { a: '1' }, annotations: {}, finalizers: ['f1', 'f2'], ownerReferences: [owner('u1')] },
        handler: 'runc',
        overhead: { podFixed: { cpu: '250m' } },
        scheduling: { nodeSelector: { x: 'y' }, tolerations: [{ key: 'k', operator: 'Exists' }] },
      },
      '{"f:apiVersion":{},"f:handler":{},"f:kind":{},"f:metadata":{"f:annotations":{},"f:finalizers":{"v:\\"f1\\"":{},"v:\\"f2\\"":{}},"f:labels":{"f:a":{}},"f:name":{},"f:ownerReferences":{"k:{\\"uid\\":\\"u1\\"}":{}}},"f:overhead":{"f:podFixed":{"f:cpu":{}}},"f:scheduling":{"f:nodeSelector":{},"f:tolerations":{}}}',
    ],
    ['a null field is a member', { scheduling: null }, '{"f:scheduling":{}}'],
    ['an empty struct is a member', { scheduling: {} }, '{"f:scheduling":{}}'],
    ['an empty set list mentions nothing', { metadata: { finalizers: [] } }, '{}'],
    ['an empty atomic list is a leaf', { scheduling: { tolerations: [] } }, '{"f:scheduling":{"f:tolerations":{}}}'],
  ];
  it.each(cases)('%s', (_name, obj, fields) => {
    expect(JSON.stringify(typed.toFieldSet(obj, RC).toFieldsV1())).toBe(fields);
  });
});

describe('compare finds added, modified and removed paths', () => {
  const cases: [string, JsonValue | undefined, JsonValue | undefined, string[], string[], string[]][] = [
    [
      'a create from the empty object adds new maps and optional structs as nodes',
      { metadata: {}, handler: '' },
      { metadata: { name: 'x', labels: { a: '1' } }, handler: 'runc', scheduling: { tolerations: [{ key: 'k' }] } },
      ['.scheduling', '.metadata.labels', '.metadata.name', '.metadata.labels.a', '.scheduling.tolerations'],
      ['.handler'],
      [],
    ],
    [
      'removing a map removes the node and its keys',
      { metadata: { labels: { a: '1' } } },
      { metadata: {} },
      [],
      [],
      ['.metadata.labels', '.metadata.labels.a'],
    ],
    [
      'set items are added and removed by value',
      { metadata: { finalizers: ['a', 'b'] } },
      { metadata: { finalizers: ['b', 'c'] } },
      ['.metadata.finalizers[="c"]'],
      [],
      ['.metadata.finalizers[="a"]'],
    ],
    [
      'reordering a set changes nothing',
      { metadata: { finalizers: ['a', 'b'] } },
      { metadata: { finalizers: ['b', 'a'] } },
      [],
      [],
      [],
    ],
    [
      'an atomic struct item of a list map changes as one leaf',
      { metadata: { ownerReferences: [owner('u1')] } },
      { metadata: { ownerReferences: [owner('u1', 'renamed')] } },
      [],
      ['.metadata.ownerReferences[uid="u1"]'],
      [],
    ],
    [
      'an atomic list changes as one leaf',
      { scheduling: { tolerations: [{ key: 'a' }] } },
      { scheduling: { tolerations: [{ key: 'a' }, { key: 'b' }] } },
      [],
      ['.scheduling.tolerations'],
      [],
    ],
    [
      'an empty map that disappears is removed as a leaf',
      { metadata: { labels: {} } },
      { metadata: {} },
      [],
      [],
      ['.metadata.labels'],
    ],
    ['identical objects compare equal', { handler: 'x', metadata: { labels: { a: '1' } } }, { metadata: { labels: { a: '1' } }, handler: 'x' }, [], [], []],
    ['numbers compare by value', { overhead: { podFixed: { cpu: '1' } }, scheduling: { tolerations: [{ tolerationSeconds: 1 }] } }, { overhead: { podFixed: { cpu: '1' } }, scheduling: { tolerations: [{ tolerationSeconds: 1.0 }] } }, [], [], []],
  ];
  it.each(cases)('%s', (_name, lhs, rhs, added, modified, removed) => {
    const c = typed.compare(lhs, rhs, RC);
    expect(list(c.added)).toEqual(added);
    expect(list(c.modified)).toEqual(modified);
    expect(list(c.removed)).toEqual(removed);
  });
});

describe('merge applies a configuration onto an object', () => {
  const cases: [string, JsonObject, JsonObject, JsonValue][] = [
    [
      'scalars take the new value, other fields stay',
      { metadata: { name: 'x' }, handler: 'a', overhead: { podFixed: { cpu: '1' } } },
      { handler: 'b' },
      { metadata: { name: 'x' }, handler: 'b', overhead: { podFixed: { cpu: '1' } } },
    ],
    ['granular maps merge by key', { metadata: { labels: { a: '1', b: '2' } } }, { metadata: { labels: { b: '3', c: '4' } } }, { metadata: { labels: { a: '1', b: '3', c: '4' } } }],
    ['atomic maps are replaced', { scheduling: { nodeSelector: { x: '1' } } }, { scheduling: { nodeSelector: { y: '2' } } }, { scheduling: { nodeSelector: { y: '2' } } }],
    ['atomic lists are replaced', { scheduling: { tolerations: [{ key: 'a' }, { key: 'b' }] } }, { scheduling: { tolerations: [{ key: 'c' }] } }, { scheduling: { tolerations: [{ key: 'c' }] } }],
    [
      'list-map items merge by key in the configuration order, left-only items keep their place',
      { metadata: { ownerReferences: [owner('u1'), owner('u2'), owner('u3')] } },
      { metadata: { ownerReferences: [owner('u3', 'n3'), owner('u1', 'n1')] } },
      { metadata: { ownerReferences: [owner('u2'), owner('u3', 'n3'), owner('u1', 'n1')] } },
    ],
    ['set items merge by value', { metadata: { finalizers: ['a', 'b'] } }, { metadata: { finalizers: ['c', 'a'] } }, { metadata: { finalizers: ['c', 'a', 'b'] } }],
    ['a null scalar replaces the value', { handler: 'a' }, { handler: null }, { handler: null }],
    ['a null map leaves a non-empty map alone', { metadata: { labels: { a: '1' } } }, { metadata: { labels: null } }, { metadata: { labels: { a: '1' } } }],
    ['an empty map is kept', { metadata: { name: 'x' } }, { metadata: { annotations: {} } }, { metadata: { name: 'x', annotations: {} } }],
  ];
  it.each(cases)('%s', (_name, lhs, rhs, expected) => {
    expect(typed.merge(lhs, rhs, RC)).toEqual(expected);
  });

  it('rejects duplicate keys in the configuration', () => {
    expect(() => typed.merge({}, { metadata: { finalizers: ['a', 'a'] } }, RC)).toThrow(TypedValueError);
  });
});

describe('validate reports schema problems as SMD does', () => {
  const cases: [string, JsonObject, string, string[]][] = [
    ['an unknown field', { spec: { leaseName: 'l', foo: 1 } }, 'lc', ['.spec.foo: field not declared in schema']],
    ['a string field holding a number', { handler: 5 }, 'rc', ['.handler: expected string, got &value.valueUnstructured{Value:5}']],
    [
      'a numeric field holding a string',
      { scheduling: { tolerations: [{ tolerationSeconds: 'x' }] } },
      'rc',
      ['.scheduling.tolerations[0].tolerationSeconds: expected numeric (int or float), got string'],
    ],
    ['a map holding a string', { metadata: { labels: 'x' } }, 'rc', ['.metadata.labels: expected map, got &{x}']],
    ['a list holding a string', { metadata: { finalizers: 'x' } }, 'rc', ['.metadata.finalizers: expected list, got &{x}']],
    ['duplicate set items', { metadata: { finalizers: ['a', 'a'] } }, 'rc', ['.metadata.finalizers: duplicate entries for key [="a"]']],
    [
      'a list-map item without its key',
      { metadata: { ownerReferences: [{ name: 'x' }] } },
      'rc',
      ['.metadata.ownerReferences: element 0: associative list with keys has an element that omits key field "uid" (and doesn\'t have default value)'],
    ],
    ['a map inside a set', { metadata: { finalizers: [{}] } }, 'rc', [".metadata.finalizers: element 0: associative list without keys has an element that's a map type"]],
    ['nulls are valid everywhere', { metadata: { labels: null, finalizers: null }, handler: null }, 'rc', []],
  ];
  it.each(cases)('%s', (_name, obj, kind, expected) => {
    const problems = typed.validate(obj, kind === 'rc' ? RC : LC);
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual(expected);
  });

  it('duplicates are allowed for live objects when asked', () => {
    expect(typed.validate({ metadata: { finalizers: ['a', 'a'] } }, RC, { allowDuplicates: true })).toEqual([]);
  });

  it('TypedValueError prints one problem bare and several as a list', () => {
    expect(new TypedValueError([{ path: '.a', message: 'm' }]).message).toBe('.a: m');
    expect(
      new TypedValueError([
        { path: '.a', message: 'm' },
        { path: '.b', message: 'n' },
      ]).message,
    ).toBe('errors:\n  .a: m\n  .b: n');
  });
});

describe('removeItems, ensureNamedFieldsAreMembers and schema reconciliation', () => {
  it('removes map keys, list items and struct fields that are members', () => {
    const obj = { metadata: { labels: { a: '1', b: '2' }, ownerReferences: [owner('u1'), owner('u2')] }, handler: 'x' };
    const set = FieldSet.of(fieldPath('metadata', 'labels', 'a'), [pe.field('metadata'), pe.field('ownerReferences'), pe.key({ uid: 'u1' })], fieldPath('handler'));
    expect(typed.removeItems(obj, set, RC)).toEqual({ metadata: { labels: { b: '2' }, ownerReferences: [owner('u2')] } });
    expect(obj.metadata.labels).toEqual({ a: '1', b: '2' });
  });

  it('a map whose every key is removed becomes null', () => {
    expect(typed.removeItems({ metadata: { labels: { a: '1' } } }, FieldSet.of(fieldPath('metadata', 'labels', 'a')), RC)).toEqual({ metadata: { labels: null } });
  });

  it('named struct fields with children become members; map keys do not add their map', () => {
    const set = FieldSet.of(fieldPath('spec', 'leaseName'));
    expect(list(typed.ensureNamedFieldsAreMembers(set, LC))).toEqual(['.spec', '.spec.leaseName']);
    const labels = FieldSet.of(fieldPath('metadata', 'labels', 'a'), fieldPath('overhead', 'podFixed', 'cpu'));
    expect(list(typed.ensureNamedFieldsAreMembers(labels, RC))).toEqual([
      '.metadata',
      '.overhead',
      '.metadata.labels',
      '.metadata.labels.a',
      '.overhead.podFixed',
      '.overhead.podFixed.cpu',
    ]);
  });

  const tolerationItem: FieldPath = [pe.field('scheduling'), pe.field('tolerations'), pe.key({ key: 't1' })];
  const reconcileCases: [string, FieldSet, string[] | undefined][] = [
    [
      'children of an atomic list collapse into the list',
      FieldSet.of(tolerationItem, [...tolerationItem, pe.field('key')], fieldPath('handler')),
      ['.handler', '.scheduling.tolerations'],
    ],
    [
      'children of an atomic struct item collapse into the item',
      FieldSet.of([pe.field('metadata'), pe.field('ownerReferences'), pe.key({ uid: 'u1' }), pe.field('name')]),
      ['.metadata.ownerReferences[uid="u1"]'],
    ],
    [
      'children of an atomic map collapse into the map',
      FieldSet.of(fieldPath('scheduling', 'nodeSelector', 'x')),
      ['.scheduling.nodeSelector'],
    ],
    ['a set that fits the schema needs no change', FieldSet.of(fieldPath('scheduling', 'tolerations'), fieldPath('metadata', 'labels', 'a')), undefined],
    ['a granular node owned as a leaf infers nothing', FieldSet.of(fieldPath('metadata', 'labels')), undefined],
  ];
  it.each(reconcileCases)('%s', (_name, set, expected) => {
    const r = typed.reconcileWithSchema(set, RC);
    expect(r === undefined ? undefined : list(r)).toEqual(expected);
  });
});
