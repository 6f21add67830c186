import { describe, expect, it } from 'vitest';
import { applyStrategicMergePatch } from '../../../src/server/patch/strategic-merge-patch.js';
import { PatchError, type PatchErrorKind } from '../../../src/server/patch/patch-error.js';
import type { JsonObject } from '../../../src/server/patch/json-value.js';

const RUNTIME_CLASS = 'io.cluster.api.node.v1.RuntimeClass';
const LEASE_CANDIDATE = 'io.cluster.api.coordination.v1beta1.LeaseCandidate';
const NAMESPACE = 'io.cluster.api.core.v1.Namespace';

const owner = (uid: string, name = uid): JsonObject => ({ apiVersion: 'v1', kind: 'K', name, uid });

function runtimeClass(extra: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'node.cluster.io/v1',
    kind: 'RuntimeClass',
    metadata: { name: 'runc', labels: { a: '1', b: '2' }, finalizers: ['a', 'b'], ownerReferences: [owner('u1'), owner('u2')] },
    handler: 'runc',
    scheduling: { nodeSelector: { x: '1' }, tolerations: [{ key: 't1', operator: 'Exists' }, { key: 't2', operator: 'Exists' }] },
    ...extra,
  };
}

function smp(original: JsonObject, patch: unknown, schema = RUNTIME_CLASS): JsonObject {
  return applyStrategicMergePatch(original, patch, schema);
}

function smpError(original: JsonObject, patch: unknown, schema = RUNTIME_CLASS): PatchError {
  try {
    applyStrategicMergePatch(original, patch, schema);
  } catch (err) {
    if (err instanceof PatchError) return err;
    throw err;
  }
  throw new Error('expected a PatchError');
}

type Pick = (o: JsonObject) => unknown;
const meta = (o: JsonObject): JsonObject => o.metadata as JsonObject;
const sched = (o: JsonObject): JsonObject => o.scheduling as JsonObject;

describe('strategic merge patch on RuntimeClass', () => {
  const cases: [string, unknown, Pick, unknown][] = [
    ['labels merge and null deletes a label', { metadata: { labels: { a: null, c: '3' } } }, (o) => meta(o).labels, { b: '2', c: '3' }],
    ['null deletes a whole field', { scheduling: null }, (o) => o.scheduling, undefined],
    ['an atomic list (tolerations) is replaced wholesale', { scheduling: { tolerations: [{ key: 't3' }] } }, (o) => sched(o).tolerations, [{ key: 't3' }]],
    ['nodeSelector keys merge (the patch metadata has no map type)', { scheduling: { nodeSelector: { y: '2' } } }, (o) => sched(o).nodeSelector, { x: '1', y: '2' }],
    [
      'ownerReferences merge by uid: existing items are merged, new ones appended',
      { metadata: { ownerReferences: [{ uid: 'u2', name: 'renamed' }, owner('u3')] } },
      (o) => meta(o).ownerReferences,
      [owner('u1'), owner('u2', 'renamed'), owner('u3')],
    ],
    [
      'an ownerReferences item with $patch: delete removes the item with that uid',
      { metadata: { ownerReferences: [{ $patch: 'delete', uid: 'u1' }] } },
      (o) => meta(o).ownerReferences,
      [owner('u2')],
    ],
    [
      'an item {"$patch":"replace"} replaces the list with the other items',
      { metadata: { ownerReferences: [{ $patch: 'replace' }, owner('u9')] } },
      (o) => meta(o).ownerReferences,
      [owner('u9')],
    ],
    [
      '$setElementOrder reorders a merged list of maps',
      { metadata: { '$setElementOrder/ownerReferences': [{ uid: 'u2' }, { uid: 'u1' }] } },
      (o) => meta(o).ownerReferences,
      [owner('u2'), owner('u1')],
    ],
    ['finalizers (merge strategy) are unioned; new values first', { metadata: { finalizers: ['c'] } }, (o) => meta(o).finalizers, ['c', 'a', 'b']],
    ['finalizers union keeps patch order for patch items', { metadata: { finalizers: ['c', 'a'] } }, (o) => meta(o).finalizers, ['c', 'a', 'b']],
    ['repeating existing finalizers changes nothing', { metadata: { finalizers: ['a', 'b'] } }, (o) => meta(o).finalizers, ['a', 'b']],
    ['$deleteFromPrimitiveList removes finalizers', { metadata: { '$deleteFromPrimitiveList/finalizers': ['b', 'z'] } }, (o) => meta(o).finalizers, ['a']],
    [
      '$deleteFromPrimitiveList and additions in one patch',
      { metadata: { '$deleteFromPrimitiveList/finalizers': ['a'], finalizers: ['c'] } },
      (o) => meta(o).finalizers,
      ['c', 'b'],
    ],
    [
      '$setElementOrder orders finalizers, with patch items placed by it',
      { metadata: { '$setElementOrder/finalizers': ['b', 'a', 'c'], finalizers: ['c'] } },
      (o) => meta(o).finalizers,
      ['b', 'a', 'c'],
    ],
    [
      '$retainKeys clears unlisted fields and merges the listed ones',
      { scheduling: { $retainKeys: ['nodeSelector'], nodeSelector: { y: '2' } } },
      (o) => o.scheduling,
      { nodeSelector: { x: '1', y: '2' } },
    ],
    ['$patch: replace on a map replaces it', { metadata: { labels: { $patch: 'replace', z: '9' } } }, (o) => meta(o).labels, { z: '9' }],
    ['$patch: delete on a map empties it', { metadata: { labels: { $patch: 'delete' } } }, (o) => meta(o).labels, {}],
    [
      'a new field is taken without its nulls and directives',
      { overhead: { podFixed: { cpu: '250m', memory: null } }, metadata: { annotations: { k: 'v', gone: null } } },
      (o) => [o.overhead, meta(o).annotations],
      [{ podFixed: { cpu: '250m' } }, { k: 'v' }],
    ],
    ['a value of another JSON type replaces the field', { scheduling: { nodeSelector: 'oops' } }, (o) => sched(o).nodeSelector, 'oops'],
    ['a directive on a missing map adds nothing', { overhead: { $patch: 'delete' } }, (o) => o.overhead, undefined],
    ['$deleteFromPrimitiveList: null deletes the list (upstream quirk)', { metadata: { '$deleteFromPrimitiveList/finalizers': null } }, (o) => meta(o).finalizers, undefined],
  ];
  it.each(cases)('%s', (_name, patch, pick, expected) => {
    expect(pick(smp(runtimeClass(), patch))).toEqual(expected);
  });

  it('a new list drops items carrying directives', () => {
    const original = runtimeClass();
    delete original.scheduling;
    const out = smp(original, { scheduling: { tolerations: [{ key: 'k' }, { key: 'gone', $patch: 'delete' }] } });
    expect(out.scheduling).toEqual({ tolerations: [{ key: 'k' }] });
  });

  it('a top-level $patch: replace replaces the whole object', () => {
    expect(smp(runtimeClass(), { $patch: 'replace', metadata: { name: 'x' }, handler: 'h' })).toEqual({ metadata: { name: 'x' }, handler: 'h' });
  });

  it('a null patch changes nothing', () => {
    expect(smp(runtimeClass(), null)).toEqual(runtimeClass());
  });

  it('never mutates the original or the patch', () => {
    const original = runtimeClass();
    const patch = { metadata: { labels: { a: null }, ownerReferences: [{ uid: 'u1', name: 'x' }], finalizers: ['c'] }, scheduling: { $retainKeys: ['nodeSelector'] } };
    const originalCopy = structuredClone(original);
    const patchCopy = structuredClone(patch);
    smp(original, patch);
    expect(original).toEqual(originalCopy);
    expect(patch).toEqual(patchCopy);
  });
});

describe('strategic merge patch on other kinds', () => {
  it('LeaseCandidate spec fields merge and null deletes', () => {
    const lc = { metadata: { name: 'lc', namespace: 'ns' }, spec: { leaseName: 'l', binaryVersion: '1.33.0', strategy: 'S' } };
    expect(smp(lc, { spec: { renewTime: '2024-01-01T00:00:00.000000Z', strategy: null } }, LEASE_CANDIDATE)).toEqual({
      metadata: { name: 'lc', namespace: 'ns' },
      spec: { leaseName: 'l', binaryVersion: '1.33.0', renewTime: '2024-01-01T00:00:00.000000Z' },
    });
  });

  it('Namespace spec.finalizers has no merge strategy and is replaced', () => {
    const ns = { metadata: { name: 'n' }, spec: { finalizers: ['kubernetes'] } };
    expect(smp(ns, { spec: { finalizers: ['other'] } }, NAMESPACE)).toEqual({ metadata: { name: 'n' }, spec: { finalizers: ['other'] } });
  });
});

describe('strategic merge patch errors', () => {
  const cases: [string, JsonObject, unknown, PatchErrorKind, string][] = [
    ['a patch that is a list', runtimeClass(), [1], 'BadRequest', 'json: cannot unmarshal array into Go value of type map[string]interface {}'],
    ['a patch that is a string', runtimeClass(), 'x', 'BadRequest', 'json: cannot unmarshal string into Go value of type map[string]interface {}'],
    [
      '$retainKeys not listing a patched field',
      runtimeClass(),
      { scheduling: { $retainKeys: ['nodeSelector'], tolerations: [] } },
      'BadRequest',
      'invalid patch format of retainKeys',
    ],
    ['$retainKeys that is not a list', runtimeClass(), { scheduling: { $retainKeys: 'nodeSelector' } }, 'BadRequest', 'invalid patch format of retainKeys'],
    ['$deleteFromPrimitiveList without a field', runtimeClass(), { metadata: { $deleteFromPrimitiveList: ['a'] } }, 'BadRequest', 'invalid patch format of primitive list'],
    ['$setElementOrder without a field', runtimeClass(), { metadata: { $setElementOrder: ['a'] } }, 'BadRequest', 'invalid patch format of setElementOrder list'],
    ['$patch: merge on a map', runtimeClass(), { metadata: { labels: { $patch: 'merge', a: 'b' } } }, 'Internal', 'unknown patch type: merge in map: map[$patch:merge a:b]'],
    [
      'an unknown directive in a merged list',
      runtimeClass(),
      { metadata: { ownerReferences: [{ $patch: 'frob', uid: 'u1' }] } },
      'Internal',
      'unknown patch type: frob in map: map[$patch:frob uid:u1]',
    ],
    [
      '$patch: merge in a merged list',
      runtimeClass(),
      { metadata: { ownerReferences: [{ $patch: 'merge' }] } },
      'Internal',
      'merging lists cannot yet be specified in the patch',
    ],
    [
      'a merged-list item without its merge key',
      runtimeClass(),
      { metadata: { ownerReferences: [{ name: 'x' }] } },
      'Internal',
      'map: map[name:x] does not contain declared merge key: uid',
    ],
    [
      'a delete directive without the merge key',
      runtimeClass(),
      { metadata: { ownerReferences: [{ $patch: 'delete', name: 'x' }] } },
      'Internal',
      'map: map[$patch:delete name:x] does not contain declared merge key: uid',
    ],
    [
      '$setElementOrder of an unknown field',
      runtimeClass(),
      { metadata: { '$setElementOrder/foo': ['a'] } },
      'Internal',
      'unable to find api field in struct ObjectMeta for the json field "foo"',
    ],
    [
      'finalizers of mixed types',
      runtimeClass(),
      { metadata: { finalizers: [1] } },
      'Internal',
      'list element types are not identical: [[a b] [1]]',
    ],
    [
      'a list of lists',
      runtimeClass({ metadata: { name: 'x', finalizers: [] } }),
      { metadata: { finalizers: [['a']] } },
      'Rejected',
      'lists of lists are not supported',
    ],
    [
      '$setElementOrder missing a patched item',
      runtimeClass(),
      { metadata: { '$setElementOrder/finalizers': ['a'], finalizers: ['c'] } },
      'Internal',
      "The order in patch list:\n[c]\n doesn't match $setElementOrder list:\n[a]\n",
    ],
  ];
  it.each(cases)('%s', (_name, original, patch, kind, message) => {
    const err = smpError(original, patch);
    expect(err.message).toBe(message);
    expect(err.kind).toBe(kind);
  });
});
