/**
 * Property tests of the informer store: random sequences of upsert / delete / deleteKey /
 * replace (names and namespaces from small pools, so keys collide, objects are re-created
 * with new uids, resourceVersions repeat, lists repeat keys) checked after every step against
 * a model Map keyed by the store's key function:
 *
 * - every delta is the one the model predicts (add / update / delete / nothing; replace's
 *   add/update part in list order, its deletes as a set);
 * - size, getByKey (the cached instance), list and listKeys (same objects, same order as each
 *   other), the namespace index and two custom indexes (one multi-valued with duplicates)
 *   equal what the model gives.
 *
 * Run for the default key (per-namespace tables, object-table.ts) and a custom key function
 * (one keyed map). Seeded (FUZZ_SEED, see test/fuzz/harness.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAMESPACE_INDEX, Store, objectKey, type KeyFunc, type StoreDelta } from '../../../src/client/cache/store.js';
import { fuzzParams } from '../../fuzz/harness.js';
import type { TestObject } from './fake-lister-watcher.js';
import { INDEXERS, NAMES, NAMESPACES, byApp, byLabels, storeObjectArb } from './store-arbitraries.js';

const objArb = storeObjectArb();

type Op =
  | { readonly op: 'upsert'; readonly obj: TestObject }
  | { readonly op: 'delete'; readonly obj: TestObject }
  | { readonly op: 'deleteKey'; readonly obj: TestObject }
  | { readonly op: 'replace'; readonly list: readonly TestObject[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: objArb.map((obj) => ({ op: 'upsert' as const, obj })) },
  { weight: 2, arbitrary: objArb.map((obj) => ({ op: 'delete' as const, obj })) },
  { weight: 1, arbitrary: objArb.map((obj) => ({ op: 'deleteKey' as const, obj })) },
  { weight: 1, arbitrary: fc.array(objArb, { maxLength: 8 }).map((list) => ({ op: 'replace' as const, list })) },
);

const sameRv = (a: TestObject, b: TestObject): boolean => !!a.metadata.resourceVersion && a.metadata.resourceVersion === b.metadata.resourceVersion;
const sameUid = (a: TestObject, b: TestObject): boolean =>
  a.metadata.uid === undefined || b.metadata.uid === undefined || a.metadata.uid === b.metadata.uid;

/** Applies `op` to the model; returns the deltas the store must report (replace's deletes last, as a set). */
function applyToModel(model: Map<string, TestObject>, key: KeyFunc<TestObject>, op: Op): { ordered: StoreDelta<TestObject>[]; deletes: StoreDelta<TestObject>[] } {
  const ordered: StoreDelta<TestObject>[] = [];
  const deletes: StoreDelta<TestObject>[] = [];
  if (op.op === 'upsert') {
    const old = model.get(key(op.obj));
    if (old === undefined) ordered.push({ type: 'add', object: op.obj });
    else if (!sameRv(old, op.obj)) ordered.push({ type: 'update', object: op.obj, oldObject: old });
    if (old === undefined || !sameRv(old, op.obj)) model.set(key(op.obj), op.obj);
  } else if (op.op === 'delete' || op.op === 'deleteKey') {
    const old = model.get(key(op.obj));
    if (old !== undefined) {
      model.delete(key(op.obj));
      ordered.push(op.op === 'delete' ? { type: 'delete', object: op.obj, finalStateUnknown: false } : { type: 'delete', object: old, finalStateUnknown: true });
    }
  } else {
    const listed = new Set<string>();
    for (const obj of op.list) {
      const k = key(obj);
      listed.add(k);
      const old = model.get(k);
      if (old === undefined) ordered.push({ type: 'add', object: obj });
      else if (!sameUid(old, obj)) ordered.push({ type: 'delete', object: old, finalStateUnknown: true }, { type: 'add', object: obj });
      else if (!sameRv(old, obj)) ordered.push({ type: 'update', object: obj, oldObject: old });
      else continue;
      model.set(k, obj);
    }
    for (const [k, old] of [...model]) {
      if (listed.has(k)) continue;
      model.delete(k);
      deletes.push({ type: 'delete', object: old, finalStateUnknown: true });
    }
  }
  return { ordered, deletes };
}

function runOp(store: Store<TestObject>, key: KeyFunc<TestObject>, op: Op): StoreDelta<TestObject>[] {
  switch (op.op) {
    case 'upsert': {
      const d = store.upsert(op.obj);
      return d ? [d] : [];
    }
    case 'delete': {
      const d = store.delete(op.obj);
      return d ? [d] : [];
    }
    case 'deleteKey': {
      const d = store.deleteKey(key(op.obj));
      return d ? [d] : [];
    }
    case 'replace':
      return store.replace(op.list);
  }
}

const byKey =
  (key: KeyFunc<TestObject>) =>
  (a: StoreDelta<TestObject>, b: StoreDelta<TestObject>): number =>
    key(a.object) < key(b.object) ? -1 : key(a.object) > key(b.object) ? 1 : 0;

function expectEqualToModel(store: Store<TestObject>, model: Map<string, TestObject>, key: KeyFunc<TestObject>): void {
  expect(store.size).toBe(model.size);
  for (const ns of NAMESPACES) {
    for (const name of NAMES) {
      const k = key({ metadata: { name, ...(ns !== undefined ? { namespace: ns } : {}) } });
      expect(store.getByKey(k)).toBe(model.get(k));
    }
  }
  const list = store.list();
  const keys = store.listKeys();
  expect(keys).toEqual(list.map(key));
  expect([...keys].sort()).toEqual([...model.keys()].sort());
  for (const obj of list) expect(model.get(key(obj))).toBe(obj);

  const sortedKeys = (objs: TestObject[]): string[] => objs.map(key).sort();
  const expectIndex = (name: string, fn: (o: TestObject) => readonly string[]): void => {
    const values = new Set<string>();
    for (const o of model.values()) for (const v of fn(o)) values.add(v);
    expect(store.listIndexValues(name).sort()).toEqual([...values].sort());
    for (const v of [...values, 'absent', '']) {
      const want = [...model.values()].filter((o) => fn(o).includes(v));
      expect(sortedKeys(store.byIndex(name, v))).toEqual(sortedKeys(want));
      expect(store.indexKeys(name, v).sort()).toEqual(sortedKeys(want));
    }
  };
  expectIndex(NAMESPACE_INDEX, (o) => (o.metadata.namespace ? [o.metadata.namespace] : []));
  expectIndex('app', byApp);
  expectIndex('labels', byLabels);
  expect(store.indexNames()).toEqual([NAMESPACE_INDEX, 'app', 'labels']);
}

const customKey: KeyFunc<TestObject> = (o) => `${o.metadata.namespace ?? ''}|${o.metadata.name ?? ''}`;

describe.each([
  ['the default key (per-namespace tables)', undefined],
  ['a custom key function (one keyed map)', customKey],
] as const)('Store with %s', (_label, keyFunc) => {
  const key = keyFunc ?? objectKey;

  it('equals a model Map after every step of random add/update/delete/replace sequences', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const store = new Store<TestObject>({ ...(keyFunc ? { keyFunc } : {}), indexers: INDEXERS });
        const model = new Map<string, TestObject>();
        for (const op of ops) {
          const want = applyToModel(model, key, op);
          const got = runOp(store, key, op);
          expect(got.slice(0, want.ordered.length)).toEqual(want.ordered);
          expect(got.slice(want.ordered.length).sort(byKey(key))).toEqual(want.deletes.sort(byKey(key)));
          // Identity, not only equality: the deltas carry the very instances.
          got.slice(0, want.ordered.length).forEach((d, i) => expect(d.object).toBe(want.ordered[i]?.object));
          expectEqualToModel(store, model, key);
        }
      }),
      fuzzParams(300),
    );
  });

  it('indexes the objects already cached when an indexer is added later', () => {
    fc.assert(
      fc.property(fc.array(objArb, { maxLength: 12 }), (objs) => {
        const store = new Store<TestObject>(keyFunc ? { keyFunc } : {});
        const model = new Map<string, TestObject>();
        for (const obj of objs) applyToModel(model, key, { op: 'upsert', obj });
        for (const obj of objs) store.upsert(obj);
        store.addIndexers(INDEXERS);
        expectEqualToModel(store, model, key);
      }),
      fuzzParams(200),
    );
  });
});
