import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/server/storage/memory.js';
import type { KeyValue, StorageEvent } from '../../../src/server/storage/storage.js';
import {
  bytes,
  collect,
  describeStorageConformance,
  eventText,
  expectStorageError,
  failure,
  kvText,
  syncFailure,
  text,
} from './conformance.js';
import { prng } from '../../support/prng.js';

describeStorageConformance('MemoryStorage', () => new MemoryStorage());

describe('MemoryStorage', () => {
  describe('historyLimit', () => {
    it('keeps only the last historyLimit revisions: older reads and watches fail with Compacted', async () => {
      const store = new MemoryStorage({ historyLimit: 3 });
      await store.create('/h/a', bytes('0'));
      for (let i = 1; i < 10; i++) await store.update('/h/a', bytes(String(i)));
      expect(store.currentRevision()).toBe(10);
      expect(store.compactedRevision()).toBe(7);
      expect(kvText(await store.get('/h/a', { revision: 7 }))).toBe('/h/a=6');
      expectStorageError(await failure(() => store.get('/h/a', { revision: 6 })), 'Compacted', { revision: 7 });
      expectStorageError(syncFailure(() => store.watch('/h/', { afterRevision: 6 }, () => {})), 'Compacted');
      const watcher = collect(store, '/h/', 7);
      expect(watcher.texts()).toEqual(['update /h/a @8', 'update /h/a @9', 'update /h/a @10']);
      watcher.watch.stop();
    });

    it('historyLimit 0 keeps no history: only the latest revision is readable', async () => {
      const store = new MemoryStorage({ historyLimit: 0 });
      await store.create('/h/a', bytes('1'));
      await store.create('/h/b', bytes('2'));
      expect(store.compactedRevision()).toBe(2);
      expect((await store.list('/h/', { revision: 2 })).kvs.map(kvText)).toEqual(['/h/a=1', '/h/b=2']);
      expectStorageError(await failure(() => store.list('/h/', { revision: 1 })), 'Compacted');
    });

    it('a long run under a small limit keeps reads at the compacted revision exact', async () => {
      const store = new MemoryStorage({ historyLimit: 100 });
      const snapshots = new Map<number, Map<string, string>>();
      const model = new Map<string, string>();
      const random = prng(7);
      for (let i = 0; i < 5000; i++) {
        const key = `/l/${Math.floor(random() * 300)}`;
        const value = `v${i}`;
        if (!model.has(key)) {
          await store.create(key, bytes(value));
          model.set(key, value);
        } else if (random() < 0.3) {
          await store.delete(key);
          model.delete(key);
        } else {
          await store.update(key, bytes(value));
          model.set(key, value);
        }
        snapshots.set(store.currentRevision(), new Map(model));
        snapshots.delete(store.currentRevision() - 101);
      }
      expect(store.compactedRevision()).toBe(store.currentRevision() - 100);
      for (const revision of [store.compactedRevision(), store.compactedRevision() + 50, store.currentRevision()]) {
        const expected = [...snapshots.get(revision)!].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`);
        expect((await store.list('/l/', { revision })).kvs.map(kvText)).toEqual(expected);
      }
    });

    it.each([-1, 1.5, Number.NaN])('rejects historyLimit %s with a RangeError', (historyLimit) => {
      expect(() => new MemoryStorage({ historyLimit })).toThrow(RangeError);
    });
  });

  describe('synchronous commit and delivery', () => {
    it('commit order is call order, even for calls made without awaiting the previous one', async () => {
      const store = new MemoryStorage();
      const results = await Promise.all([
        store.create('/s/a', bytes('1')),
        store.update('/s/a', bytes('2')),
        store.create('/s/b', bytes('1')),
        store.delete('/s/a'),
      ]);
      expect(results.map((kv) => kv.modRevision)).toEqual([1, 2, 3, 4]);
    });

    it("delivers a write's event before the write's promise is returned", () => {
      const store = new MemoryStorage();
      const events: StorageEvent[] = [];
      store.watch('/s/', { afterRevision: 0 }, (event) => events.push(event));
      void store.create('/s/a', bytes('1'));
      expect(events.map(eventText)).toEqual(['create /s/a @1']);
    });

    it('replays history before watch() returns', async () => {
      const store = new MemoryStorage();
      await store.create('/s/a', bytes('1'));
      await store.create('/s/b', bytes('1'));
      const watcher = collect(store, '/s/', 0);
      expect(watcher.texts()).toEqual(['create /s/a @1', 'create /s/b @2']);
    });

    it('a listener that throws keeps receiving later events', async () => {
      const store = new MemoryStorage();
      const seen: number[] = [];
      store.watch('/s/', { afterRevision: 0 }, (event) => {
        seen.push(event.revision);
        throw new Error('faulty listener');
      });
      await store.create('/s/a', bytes('1'));
      await store.update('/s/a', bytes('2'));
      expect(seen).toEqual([1, 2]);
    });

    it('a listener that stops its own watch receives nothing more, also from writes it made', async () => {
      const store = new MemoryStorage();
      const seen: string[] = [];
      const watch = store.watch('/s/', { afterRevision: 0 }, (event) => {
        seen.push(eventText(event));
        void store.create('/s/reaction', bytes('1'));
        watch.stop();
      });
      await store.create('/s/a', bytes('1'));
      expect(seen).toEqual(['create /s/a @1']);
      expect(store.currentRevision()).toBe(2);
    });

    it('a watch started inside a listener replays after the current event, without gaps or duplicates', async () => {
      const store = new MemoryStorage();
      const inner: string[] = [];
      const outer = store.watch('/s/', { afterRevision: 0 }, (event) => {
        if (event.revision !== 1) return;
        void store.create('/s/b', bytes('1')); // revision 2, committed before the inner watch starts
        store.watch('/s/', { afterRevision: 0 }, (e) => inner.push(eventText(e)));
      });
      await store.create('/s/a', bytes('1'));
      await store.create('/s/c', bytes('1'));
      expect(inner).toEqual(['create /s/a @1', 'create /s/b @2', 'create /s/c @3']);
      outer.stop();
    });

    it('compaction by a listener does not drop events still queued for other watchers', async () => {
      const store = new MemoryStorage();
      const compactor = store.watch('/s/', { afterRevision: 0 }, (event) => {
        if (event.revision === 1) void store.create('/s/b', bytes('1'));
        store.compact(store.currentRevision());
      });
      const other = collect(store, '/s/', 0);
      await store.create('/s/a', bytes('1'));
      expect(other.texts()).toEqual(['create /s/a @1', 'create /s/b @2']);
      expect(store.compactedRevision()).toBe(2);
      compactor.stop();
    });

    it('closing the store from a listener stops delivery to the remaining watchers', async () => {
      const store = new MemoryStorage();
      store.watch('/s/', { afterRevision: 0 }, () => void store.close());
      const other = collect(store, '/s/', 0);
      await store.create('/s/a', bytes('1'));
      expect(other.events).toEqual([]);
      expectStorageError(await failure(() => store.get('/s/a')), 'Closed');
    });
  });

  describe('ownership of values', () => {
    it('returns frozen key values and events; the value is the store’s copy, not the caller’s array', async () => {
      const store = new MemoryStorage();
      const events: StorageEvent[] = [];
      store.watch('', { afterRevision: 0 }, (event) => events.push(event));
      const input = bytes('1');
      const created = await store.create('/o/a', input);
      const updated = await store.update('/o/a', bytes('2'));
      const deleted = await store.delete('/o/a');
      expect(created.value).not.toBe(input);
      for (const kv of [created, updated, deleted, ...events]) expect(Object.isFrozen(kv)).toBe(true);
      expect(() => {
        (created as { modRevision: number }).modRevision = 99;
      }).toThrow(TypeError);
      expect((await store.get('/o/a', { revision: 1 }))!.modRevision).toBe(1);
    });

    it('stores a Buffer input as a plain Uint8Array copy', async () => {
      const store = new MemoryStorage();
      const input = Buffer.from('buffered');
      const kv = await store.create('/o/a', input);
      input.write('changed!');
      expect(Object.getPrototypeOf(kv.value)).toBe(Uint8Array.prototype);
      expect(text((await store.get('/o/a'))!.value)).toBe('buffered');
    });
  });

  describe('putRawForTest', () => {
    it('writes arbitrary bytes as a create or an unconditional update, with revisions and events', async () => {
      const store = new MemoryStorage();
      const watcher = collect(store, '/raw/', 0);
      const corrupt = new Uint8Array([0xff, 0x00, 0x7b]);
      const created = store.putRawForTest('/raw/a', corrupt);
      corrupt[0] = 0;
      const updated = store.putRawForTest('/raw/a', bytes('{not json'));
      expect(created).toMatchObject({ createRevision: 1, modRevision: 1 });
      expect(updated).toMatchObject({ createRevision: 1, modRevision: 2 });
      expect(Array.from((await store.get('/raw/a', { revision: 1 }))!.value)).toEqual([0xff, 0x00, 0x7b]);
      expect(text((await store.get('/raw/a'))!.value)).toBe('{not json');
      expect(watcher.texts()).toEqual(['create /raw/a @1', 'update /raw/a @2']);
    });
  });

  describe('argument validation', () => {
    it.each<[string, (s: MemoryStorage) => unknown, new (...args: never[]) => Error]>([
      ['a negative read revision', (s) => s.get('/v/a', { revision: -1 }), RangeError],
      ['a fractional read revision', (s) => s.list('/v/', { revision: 0.5 }), RangeError],
      ['a negative limit', (s) => s.list('/v/', { limit: -1 }), RangeError],
      ['a negative afterRevision', (s) => s.watch('/v/', { afterRevision: -1 }, () => {}), RangeError],
      ['a negative compact revision', (s) => s.compact(-1), RangeError],
      ['a value that is not a Uint8Array', (s) => s.create('/v/a', 'text' as unknown as Uint8Array), TypeError],
    ])('rejects %s', async (_, call, errorClass) => {
      const store = new MemoryStorage();
      expect(await failure(() => call(store))).toBeInstanceOf(errorClass);
      expect(store.currentRevision()).toBe(0);
    });

    it('close is idempotent', async () => {
      const store = new MemoryStorage();
      await store.close();
      await store.close();
      expectStorageError(syncFailure(() => store.currentRevision()), 'Closed');
    });
  });

  describe('large lists against a model', () => {
    const prefix = '/objs/';
    const keyOf = (i: number): string => `${prefix}ns-${i % 10}/obj-${String(i).padStart(5, '0')}`;

    /** Every page of `limit` under `listPrefix` at `revision`, checking more/count on the way. */
    async function pageAll(store: MemoryStorage, listPrefix: string, revision: number, limit: number): Promise<KeyValue[]> {
      const all: KeyValue[] = [];
      let startKey: string | undefined;
      let expectedCount: number | undefined;
      for (;;) {
        const page = await store.list(listPrefix, { revision, limit, ...(startKey === undefined ? {} : { startKey }) });
        if (expectedCount !== undefined) expect(page.count).toBe(expectedCount);
        expect(page.kvs.length).toBe(Math.min(limit, page.count));
        expect(page.more).toBe(page.count > limit);
        all.push(...page.kvs);
        expectedCount = page.count - page.kvs.length;
        if (!page.more) return all;
        startKey = page.kvs[page.kvs.length - 1]!.key + '\u0000';
      }
    }

    it('pages 10,000 keys in chunks of 500 exactly, at the latest and at older revisions after random writes', async () => {
      const store = new MemoryStorage();
      const random = prng(42);
      const model = new Map<string, KeyValue>();
      const apply = (kv: KeyValue, deleted: boolean): void => {
        if (deleted) model.delete(kv.key);
        else model.set(kv.key, kv);
      };
      // Insert in a shuffled order so the sorted-keys index does real work.
      const order = Array.from({ length: 10_000 }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      for (const i of order) apply(await store.create(keyOf(i), bytes(`v0-${i}`)), false);

      const snapshots = new Map<number, Map<string, KeyValue>>([[store.currentRevision(), new Map(model)]]);
      for (let step = 1; step <= 3000; step++) {
        const i = Math.floor(random() * 12_000); // some keys beyond 10,000 get created
        const key = keyOf(i);
        const existing = model.get(key);
        if (existing === undefined) apply(await store.create(key, bytes(`v${step}-${i}`)), false);
        else if (random() < 0.4) apply(await store.delete(key), true);
        else apply(await store.update(key, bytes(`v${step}-${i}`), { expectedModRevision: existing.modRevision }), false);
        if (step % 1000 === 0) snapshots.set(store.currentRevision(), new Map(model));
      }

      const sortedValues = (state: Map<string, KeyValue>, under: string): KeyValue[] =>
        [...state.keys()].filter((k) => k.startsWith(under)).sort().map((k) => state.get(k)!);

      for (const [revision, state] of snapshots) {
        expect(await pageAll(store, prefix, revision, 500)).toEqual(sortedValues(state, prefix));
        expect(await pageAll(store, `${prefix}ns-3/`, revision, 500)).toEqual(sortedValues(state, `${prefix}ns-3/`));
        const middle = keyOf(5_000);
        const fromMiddle = await store.list(prefix, { revision, startKey: middle, limit: 1 });
        expect(fromMiddle.count).toBe([...state.keys()].filter((k) => k >= middle).length);
      }
      expect(snapshots.size).toBe(4);
    });
  });
});
