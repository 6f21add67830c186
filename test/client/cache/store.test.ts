import { describe, expect, it } from 'vitest';
import { IndexerError, NAMESPACE_INDEX, Store, StoreKeyError, objectKey } from '../../../src/client/cache/store.js';
import { obj, type TestObject } from './fake-lister-watcher.js';

function at(o: TestObject, rv: string, labels?: Record<string, string>): TestObject {
  return { ...o, metadata: { ...o.metadata, resourceVersion: rv, ...(labels ? { labels } : {}) } };
}

describe('Store', () => {
  it('keys namespaced objects as namespace/name and cluster-scoped ones as name', () => {
    expect(objectKey(obj('a', 'ns1'))).toBe('ns1/a');
    expect(objectKey(obj('a'))).toBe('a');
    expect(() => objectKey({ metadata: {} })).toThrow(StoreKeyError);
  });

  it('keys from the shared namespace prefix equal built keys, for any namespace and past the prefix bound', () => {
    const s = new Store<TestObject>();
    const names = Array.from({ length: 5000 }, (_, i) => [`ns-${i}`, `n/${i}é`] as const);
    for (const [ns, name] of names) {
      expect(objectKey(obj(name, ns))).toBe(`${ns}/${name}`);
      s.add(obj(name, ns));
    }
    for (const [ns, name] of names) expect(s.getByKey(`${ns}/${name}`)?.metadata.name).toBe(name);
    expect(s.indexKeys(NAMESPACE_INDEX, 'ns-4999')).toEqual(['ns-4999/n/4999é']);
  });

  it('replace reports add for new keys, update only for a changed resourceVersion, delete with the last known object', () => {
    const s = new Store<TestObject>();
    const a1 = at(obj('a', 'ns'), '1');
    const b1 = at(obj('b', 'ns'), '2');
    const c1 = at(obj('c', 'ns'), '3');
    expect(s.replace([a1, b1, c1]).map((d) => d.type)).toEqual(['add', 'add', 'add']);

    const a1again = at(obj('a', 'ns'), '1'); // same state, new instance
    const b2 = at(obj('b', 'ns'), '5');
    const d1 = at(obj('d', 'ns'), '6');
    const deltas = s.replace([a1again, b2, d1]);
    expect(deltas).toEqual([
      { type: 'update', object: b2, oldObject: b1 },
      { type: 'add', object: d1 },
      { type: 'delete', object: c1, finalStateUnknown: true },
    ]);
    // The unchanged object keeps its cached instance.
    expect(s.getByKey('ns/a')).toBe(a1);
    expect(s.listKeys().sort()).toEqual(['ns/a', 'ns/b', 'ns/d']);
  });

  it('replace with an unkeyable object reports it and applies the rest', () => {
    const s = new Store<TestObject>();
    const errors: unknown[] = [];
    const deltas = s.replace([at(obj('a'), '1'), { metadata: {} } as TestObject], (e) => errors.push(e));
    expect(deltas).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(StoreKeyError);
    expect(() => s.replace([{ metadata: {} } as TestObject])).toThrow(StoreKeyError);
    expect(s.size).toBe(1); // the throwing replace changed nothing
  });

  it('upsert ignores the same resourceVersion and delete of an unknown key', () => {
    const s = new Store<TestObject>();
    expect(s.upsert(at(obj('a'), '1'))?.type).toBe('add');
    expect(s.upsert(at(obj('a'), '1'))).toBeUndefined();
    expect(s.upsert(at(obj('a'), '2'))?.type).toBe('update');
    expect(s.delete(at(obj('zzz'), '3'))).toBeUndefined();
    const final = at(obj('a'), '4');
    expect(s.delete(final)).toEqual({ type: 'delete', object: final, finalStateUnknown: false });
    expect(s.size).toBe(0);
  });

  it('maintains the namespace index and custom indexes through add, update, delete and replace', () => {
    const byApp = (o: TestObject): string[] => (o.metadata.labels?.app ? [o.metadata.labels.app] : []);
    const byAllLabels = (o: TestObject): string[] => Object.values(o.metadata.labels ?? {});
    const s = new Store<TestObject>({ indexers: { app: byApp, labels: byAllLabels } });
    s.upsert(at(obj('a', 'ns1'), '1', { app: 'web', tier: 'x' }));
    s.upsert(at(obj('b', 'ns1'), '2', { app: 'db' }));
    s.upsert(at(obj('c', 'ns2'), '3', { app: 'web' }));
    s.upsert(at(obj('cluster'), '4', { app: 'web' }));
    const names = (xs: TestObject[]): string[] => xs.map((o) => o.metadata.name as string).sort();
    expect(names(s.byIndex(NAMESPACE_INDEX, 'ns1'))).toEqual(['a', 'b']);
    expect(names(s.byIndex('app', 'web'))).toEqual(['a', 'c', 'cluster']);
    expect(names(s.byIndex('labels', 'x'))).toEqual(['a']);

    s.upsert(at(obj('a', 'ns1'), '5', { app: 'db' }));
    expect(names(s.byIndex('app', 'web'))).toEqual(['c', 'cluster']);
    expect(names(s.byIndex('app', 'db'))).toEqual(['a', 'b']);
    expect(s.byIndex('labels', 'x')).toEqual([]);
    expect(s.listIndexValues('labels').sort()).toEqual(['db', 'web']);

    s.delete(at(obj('b', 'ns1'), '6'));
    expect(names(s.byIndex('app', 'db'))).toEqual(['a']);

    s.replace([at(obj('c', 'ns2'), '3', { app: 'web' })]);
    expect(names(s.byIndex('app', 'web'))).toEqual(['c']);
    expect(s.byIndex(NAMESPACE_INDEX, 'ns1')).toEqual([]);
    expect(s.listIndexValues(NAMESPACE_INDEX)).toEqual(['ns2']);
    expect(() => s.byIndex('nope', 'x')).toThrow(IndexerError);
  });

  it('indexes existing objects when an indexer is added later, and rejects a name clash', () => {
    const s = new Store<TestObject>();
    s.upsert(at(obj('a', 'ns1'), '1', { app: 'web' }));
    s.addIndexers({ app: (o) => [o.metadata.labels?.app ?? ''] });
    expect(s.byIndex('app', 'web')).toHaveLength(1);
    expect(() => s.addIndexers({ app: () => [] })).toThrow(IndexerError);
    expect(() => s.addIndexers({ [NAMESPACE_INDEX]: () => [] })).toThrow(IndexerError);
  });
});
