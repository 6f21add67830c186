/**
 * The storage conformance suite: every Storage backend (memory today, SQLite and etcd
 * later) runs it unchanged, from its own `*.test.ts`:
 *
 *   describeStorageConformance('MemoryStorage', () => new MemoryStorage());
 *
 * `makeStorage` is called once per test and must return a new, never-written store; the
 * suite closes it afterwards (unless the test closed it itself).
 *
 * Watch assertions never assume synchronous delivery (a networked backend delivers
 * later): they wait, without timers, until the watcher has seen a given revision, bounded
 * by the test timeout. Absence of an event is checked behind a sentinel: a later event on
 * the same watcher, or on a second watcher of the same prefix.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  StorageError,
  type KeyValue,
  type Storage,
  type StorageErrorCode,
  type StorageEvent,
  type StorageWatch,
} from '../../../src/server/storage/storage.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

export function text(value: Uint8Array): string {
  return decoder.decode(value);
}

/** `key=value` for compact, readable assertions on kv lists. */
export function kvText(kv: KeyValue | undefined): string | undefined {
  return kv === undefined ? undefined : `${kv.key}=${text(kv.value)}`;
}

/** `type key @revision` for readable assertions on event sequences. */
export function eventText(event: StorageEvent): string {
  return `${event.type} ${event.key} @${event.revision}`;
}

/** Run `action` (sync or async) and return what it threw; fails the test if it did not throw. */
export async function failure(action: () => unknown): Promise<unknown> {
  try {
    await action();
  } catch (err) {
    return err;
  }
  throw new Error('expected the operation to fail, but it succeeded');
}

/** Like `failure`, but the throw must be synchronous (watch, compact, the revision getters). */
export function syncFailure(action: () => unknown): unknown {
  try {
    action();
  } catch (err) {
    return err;
  }
  throw new Error('expected the operation to throw synchronously, but it did not');
}

export function expectStorageError(
  err: unknown,
  code: StorageErrorCode,
  fields: { key?: string; revision?: number } = {},
): StorageError {
  expect(err).toBeInstanceOf(StorageError);
  const storageError = err as StorageError;
  expect(storageError.code).toBe(code);
  if (fields.key !== undefined) expect(storageError.key).toBe(fields.key);
  if (fields.revision !== undefined) expect(storageError.revision).toBe(fields.revision);
  return storageError;
}

/** Records a watcher's events and lets a test wait for them without timers. */
export class EventCollector {
  readonly events: StorageEvent[] = [];
  private waiters: { done: () => boolean; resolve: () => void }[] = [];

  readonly listener = (event: StorageEvent): void => {
    this.events.push(event);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.done()) return true;
      waiter.resolve();
      return false;
    });
  };

  /** Resolves once an event at or after `revision` has arrived. */
  untilRevision(revision: number): Promise<readonly StorageEvent[]> {
    const done = (): boolean => this.events.some((event) => event.revision >= revision);
    if (done()) return Promise.resolve(this.events);
    return new Promise((resolve) => {
      this.waiters.push({ done, resolve: () => resolve(this.events) });
    });
  }

  texts(): string[] {
    return this.events.map(eventText);
  }
}

export function collect(store: Storage, prefix: string, afterRevision: number): EventCollector & { watch: StorageWatch } {
  const collector = new EventCollector();
  const watch = store.watch(prefix, { afterRevision }, collector.listener);
  return Object.assign(collector, { watch });
}

export function describeStorageConformance(name: string, makeStorage: () => Storage | Promise<Storage>): void {
  describe(`${name} conformance`, () => {
    let store: Storage;
    let closedByTest = false;
    /** Revision of the fresh store; tests reason in revisions relative to it. */
    let base: number;

    beforeEach(async () => {
      store = await makeStorage();
      closedByTest = false;
      base = store.currentRevision();
    });

    afterEach(async () => {
      if (!closedByTest) await store.close();
    });

    describe('revisions', () => {
      it('a never-written store is at revision 0 with nothing compacted', () => {
        expect(store.currentRevision()).toBe(0);
        expect(store.compactedRevision()).toBe(0);
      });

      it('every create, update and delete advances the revision by exactly one and stamps the key with it', async () => {
        const created = await store.create('/r/a', bytes('1'));
        expect(created.modRevision).toBe(base + 1);
        expect(store.currentRevision()).toBe(base + 1);
        const updated = await store.update('/r/a', bytes('2'));
        expect(updated.modRevision).toBe(base + 2);
        expect(store.currentRevision()).toBe(base + 2);
        const deleted = await store.delete('/r/a');
        expect(deleted.modRevision).toBe(base + 3);
        expect(store.currentRevision()).toBe(base + 3);
      });

      it('failed writes do not advance the revision', async () => {
        await store.create('/r/a', bytes('1'));
        const before = store.currentRevision();
        const failures: [string, () => Promise<unknown>, StorageErrorCode][] = [
          ['create of an existing key', () => store.create('/r/a', bytes('x')), 'KeyExists'],
          ['update of a missing key', () => store.update('/r/missing', bytes('x')), 'KeyNotFound'],
          ['update with a stale modRevision', () => store.update('/r/a', bytes('x'), { expectedModRevision: before - 1 }), 'Conflict'],
          ['delete of a missing key', () => store.delete('/r/missing'), 'KeyNotFound'],
          ['delete with a stale modRevision', () => store.delete('/r/a', { expectedModRevision: before - 1 }), 'Conflict'],
        ];
        for (const [, action, code] of failures) {
          expectStorageError(await failure(action), code);
          expect(store.currentRevision()).toBe(before);
        }
        expect(kvText(await store.get('/r/a'))).toBe('/r/a=1');
      });
    });

    describe('create', () => {
      it('returns the stored key value with createRevision = modRevision = the new revision', async () => {
        const kv = await store.create('/c/a', bytes('hello'));
        expect(kv.key).toBe('/c/a');
        expect(text(kv.value)).toBe('hello');
        expect(kv.createRevision).toBe(base + 1);
        expect(kv.modRevision).toBe(base + 1);
        expect(await store.get('/c/a')).toEqual(kv);
      });

      it('fails with KeyExists on an existing key and leaves its value unchanged', async () => {
        await store.create('/c/a', bytes('first'));
        expectStorageError(await failure(() => store.create('/c/a', bytes('second'))), 'KeyExists', { key: '/c/a' });
        expect(kvText(await store.get('/c/a'))).toBe('/c/a=first');
      });

      it('stores values as opaque bytes: binary (not UTF-8) and empty values round-trip unchanged', async () => {
        const binary = new Uint8Array([0, 255, 0xc3, 0x28, 0xff, 0xfe, 10, 0]);
        await store.create('/c/binary', binary);
        await store.create('/c/empty', new Uint8Array(0));
        expect(Array.from((await store.get('/c/binary'))!.value)).toEqual(Array.from(binary));
        expect((await store.get('/c/empty'))!.value.length).toBe(0);
      });

      it('keeps its own copy: mutating the written array afterwards does not change the stored value', async () => {
        const input = bytes('abc');
        await store.create('/c/a', input);
        input[0] = 'z'.charCodeAt(0);
        expect(kvText(await store.get('/c/a'))).toBe('/c/a=abc');
        const updateInput = bytes('def');
        await store.update('/c/a', updateInput);
        updateInput[0] = 'z'.charCodeAt(0);
        expect(kvText(await store.get('/c/a'))).toBe('/c/a=def');
      });
    });

    describe('update', () => {
      it('without a precondition replaces the value and keeps createRevision', async () => {
        const created = await store.create('/u/a', bytes('1'));
        const updated = await store.update('/u/a', bytes('2'));
        expect(updated).toEqual({ key: '/u/a', value: bytes('2'), createRevision: created.createRevision, modRevision: base + 2 });
        expect(await store.get('/u/a')).toEqual(updated);
      });

      it('with a matching expectedModRevision succeeds', async () => {
        const created = await store.create('/u/a', bytes('1'));
        const updated = await store.update('/u/a', bytes('2'), { expectedModRevision: created.modRevision });
        expect(text(updated.value)).toBe('2');
      });

      it.each([
        ['an older', -1],
        ['a newer', +5],
      ])('with %s expectedModRevision fails with Conflict carrying the current modRevision', async (_, offset) => {
        await store.create('/u/a', bytes('1'));
        const current = await store.update('/u/a', bytes('2'));
        const err = await failure(() => store.update('/u/a', bytes('3'), { expectedModRevision: current.modRevision + offset }));
        expectStorageError(err, 'Conflict', { key: '/u/a', revision: current.modRevision });
        expect(kvText(await store.get('/u/a'))).toBe('/u/a=2');
      });

      it.each([
        ['without', undefined],
        ['with', 1],
      ])('of a missing key %s a precondition fails with KeyNotFound', async (_, expectedModRevision) => {
        const opts = expectedModRevision === undefined ? {} : { expectedModRevision };
        expectStorageError(await failure(() => store.update('/u/missing', bytes('x'), opts)), 'KeyNotFound', { key: '/u/missing' });
        expect(await store.get('/u/missing')).toBeUndefined();
      });
    });

    describe('delete', () => {
      it('returns the deleted value stamped with the delete revision, and the key is gone', async () => {
        const created = await store.create('/d/a', bytes('1'));
        await store.update('/d/a', bytes('2'));
        const deleted = await store.delete('/d/a');
        expect(deleted).toEqual({ key: '/d/a', value: bytes('2'), createRevision: created.createRevision, modRevision: base + 3 });
        expect(await store.get('/d/a')).toBeUndefined();
        expect((await store.list('/d/')).kvs).toEqual([]);
      });

      it('with a matching expectedModRevision succeeds; with a stale one fails with Conflict', async () => {
        await store.create('/d/a', bytes('1'));
        const current = await store.update('/d/a', bytes('2'));
        const err = await failure(() => store.delete('/d/a', { expectedModRevision: current.modRevision - 1 }));
        expectStorageError(err, 'Conflict', { key: '/d/a', revision: current.modRevision });
        expect(kvText(await store.get('/d/a'))).toBe('/d/a=2');
        await store.delete('/d/a', { expectedModRevision: current.modRevision });
        expect(await store.get('/d/a')).toBeUndefined();
      });

      it('of a missing key fails with KeyNotFound', async () => {
        expectStorageError(await failure(() => store.delete('/d/missing')), 'KeyNotFound', { key: '/d/missing' });
      });

      it('then create again starts a new life: a fresh createRevision', async () => {
        await store.create('/d/a', bytes('1'));
        await store.delete('/d/a');
        const recreated = await store.create('/d/a', bytes('again'));
        expect(recreated.createRevision).toBe(base + 3);
        expect(recreated.modRevision).toBe(base + 3);
      });
    });

    describe('reads at older revisions', () => {
      /**
       * base+1 create a=a1, +2 update a=a2, +3 create b=b1, +4 delete a, +5 create a=a3,
       * +6 update b=b2.
       */
      async function history(): Promise<void> {
        await store.create('/h/a', bytes('a1'));
        await store.update('/h/a', bytes('a2'));
        await store.create('/h/b', bytes('b1'));
        await store.delete('/h/a');
        await store.create('/h/a', bytes('a3'));
        await store.update('/h/b', bytes('b2'));
      }

      const states: [offset: number, a: string | undefined, b: string | undefined][] = [
        [1, 'a1', undefined],
        [2, 'a2', undefined],
        [3, 'a2', 'b1'],
        [4, undefined, 'b1'],
        [5, 'a3', 'b1'],
        [6, 'a3', 'b2'],
      ];

      it.each(states)('get at base+%i sees exactly that state', async (offset, a, b) => {
        await history();
        const revision = base + offset;
        expect(kvText(await store.get('/h/a', { revision }))).toBe(a === undefined ? undefined : `/h/a=${a}`);
        expect(kvText(await store.get('/h/b', { revision }))).toBe(b === undefined ? undefined : `/h/b=${b}`);
      });

      it.each(states)('list at base+%i sees exactly that state, with its count and revision', async (offset, a, b) => {
        await history();
        const revision = base + offset;
        const expected = [a === undefined ? [] : [`/h/a=${a}`], b === undefined ? [] : [`/h/b=${b}`]].flat();
        const result = await store.list('/h/', { revision });
        expect(result.kvs.map(kvText)).toEqual(expected);
        expect(result.count).toBe(expected.length);
        expect(result.more).toBe(false);
        expect(result.revision).toBe(revision);
      });

      it('returns each key with the revisions it had at that revision', async () => {
        await history();
        expect(await store.get('/h/a', { revision: base + 2 })).toEqual({
          key: '/h/a',
          value: bytes('a2'),
          createRevision: base + 1,
          modRevision: base + 2,
        });
        expect(await store.get('/h/a', { revision: base + 5 })).toEqual({
          key: '/h/a',
          value: bytes('a3'),
          createRevision: base + 5,
          modRevision: base + 5,
        });
      });

      it('a list reports the revision it was read at: the latest when none is given', async () => {
        await history();
        expect((await store.list('/h/')).revision).toBe(base + 6);
        expect((await store.list('/h/', { revision: 0 })).revision).toBe(base + 6);
        expect((await store.list('/h/', { revision: base + 3 })).revision).toBe(base + 3);
      });

      it('paging at a fixed revision stays a consistent snapshot while writes continue between pages', async () => {
        const keys = Array.from({ length: 20 }, (_, i) => `/s/${String(i).padStart(2, '0')}`);
        for (const key of keys) await store.create(key, bytes(`v-${key}`));
        const snapshot = store.currentRevision();
        const writesBetweenPages: (() => Promise<unknown>)[] = [
          () => store.delete('/s/07'),
          () => store.update('/s/12', bytes('changed')),
          () => store.create('/s/10a', bytes('new')),
          () => store.delete('/s/19'),
        ];
        const seen: string[] = [];
        const counts: number[] = [];
        let startKey: string | undefined;
        for (let page = 0; ; page++) {
          const result = await store.list('/s/', { revision: snapshot, limit: 6, ...(startKey === undefined ? {} : { startKey }) });
          expect(result.revision).toBe(snapshot);
          seen.push(...result.kvs.map((kv) => kvText(kv)!));
          counts.push(result.count);
          if (!result.more) break;
          startKey = result.kvs[result.kvs.length - 1]!.key + '\u0000';
          await writesBetweenPages[page]?.();
        }
        expect(seen).toEqual(keys.map((key) => `${key}=v-${key}`));
        expect(counts).toEqual([20, 14, 8, 2]);
      });
    });

    describe('list', () => {
      it('a prefix selects only keys under it: /a/ does not see /ab/ or the bare /a', async () => {
        for (const key of ['/a', '/a/1', '/a/2', '/ab/1', '/b/1']) await store.create(key, bytes(key));
        const underA = await store.list('/a/');
        expect(underA.kvs.map((kv) => kv.key)).toEqual(['/a/1', '/a/2']);
        expect(underA.count).toBe(2);
        expect((await store.list('/ab/')).kvs.map((kv) => kv.key)).toEqual(['/ab/1']);
        expect((await store.list('/c/')).kvs).toEqual([]);
      });

      it('the empty prefix lists every key', async () => {
        for (const key of ['/x', '/y/1', 'z']) await store.create(key, bytes(key));
        expect((await store.list('')).kvs.map((kv) => kv.key)).toEqual(['/x', '/y/1', 'z']);
      });

      it('returns keys in UTF-8 byte order (as SQLite and etcd sort them), whatever the insertion order', async () => {
        // An astral character (UTF-8 F0 9F ...) sorts after U+FFFF (EF BF BF), unlike
        // JavaScript's UTF-16 code unit comparison, which puts its surrogate (0xD83D) first.
        const ordered = ['/k/B', '/k/a', '/k/a-b', '/k/a/b', '/k/a0', '/k/\u00e9', '/k/\uffff', '/k/\u{1F600}'];
        for (const key of [...ordered].reverse()) await store.create(key, bytes('v'));
        expect((await store.list('/k/')).kvs.map((kv) => kv.key)).toEqual(ordered);
        // Paging from a startKey between them keeps the same order.
        expect((await store.list('/k/', { startKey: '/k/\uffff' })).kvs.map((kv) => kv.key)).toEqual(['/k/\uffff', '/k/\u{1F600}']);
      });

      it('pages with startKey and limit: more and count describe the rest of the range', async () => {
        const keys = ['/p/a', '/p/b', '/p/c', '/p/d', '/p/e', '/p/f', '/p/g'];
        for (const key of keys) await store.create(key, bytes(key));
        const pages: { keys: string[]; more: boolean; count: number }[] = [];
        let startKey: string | undefined;
        for (;;) {
          const result = await store.list('/p/', { limit: 3, ...(startKey === undefined ? {} : { startKey }) });
          pages.push({ keys: result.kvs.map((kv) => kv.key), more: result.more, count: result.count });
          if (!result.more) break;
          startKey = result.kvs[result.kvs.length - 1]!.key + '\u0000';
        }
        expect(pages).toEqual([
          { keys: ['/p/a', '/p/b', '/p/c'], more: true, count: 7 },
          { keys: ['/p/d', '/p/e', '/p/f'], more: true, count: 4 },
          { keys: ['/p/g'], more: false, count: 1 },
        ]);
      });

      it.each<[string, { startKey?: string; limit?: number }, string[], boolean, number]>([
        ['no limit returns the whole range', {}, ['/p/a', '/p/b', '/p/c'], false, 3],
        ['limit 0 means no limit', { limit: 0 }, ['/p/a', '/p/b', '/p/c'], false, 3],
        ['a limit equal to the range has no more', { limit: 3 }, ['/p/a', '/p/b', '/p/c'], false, 3],
        ['a limit above the range has no more', { limit: 10 }, ['/p/a', '/p/b', '/p/c'], false, 3],
        ['startKey is inclusive', { startKey: '/p/b' }, ['/p/b', '/p/c'], false, 2],
        ['startKey between keys', { startKey: '/p/a\u0000', limit: 1 }, ['/p/b'], true, 2],
        ['startKey before the prefix is clamped to it', { startKey: '/a' }, ['/p/a', '/p/b', '/p/c'], false, 3],
        ['startKey after the prefix range yields nothing', { startKey: '/q' }, [], false, 0],
        ['startKey past the last key yields nothing', { startKey: '/p/d' }, [], false, 0],
      ])('%s', async (_, opts, keys, more, count) => {
        for (const key of ['/o/z', '/p/a', '/p/b', '/p/c', '/q/a']) await store.create(key, bytes(key));
        const result = await store.list('/p/', opts);
        expect(result.kvs.map((kv) => kv.key)).toEqual(keys);
        expect(result.more).toBe(more);
        expect(result.count).toBe(count);
      });

      it('returns full key values with their revisions', async () => {
        await store.create('/v/a', bytes('1'));
        const updated = await store.update('/v/a', bytes('2'));
        expect((await store.list('/v/')).kvs).toEqual([updated]);
      });
    });

    describe('compaction', () => {
      it('reads below the compacted revision fail with Compacted; at and above it they see the right state', async () => {
        await store.create('/x/a', bytes('1')); // base+1
        await store.update('/x/a', bytes('2')); // base+2
        await store.create('/x/b', bytes('1')); // base+3
        await store.delete('/x/a'); // base+4
        store.compact(base + 3);
        expect(store.compactedRevision()).toBe(base + 3);
        for (const read of [
          () => store.get('/x/a', { revision: base + 2 }),
          () => store.list('/x/', { revision: base + 2 }),
        ]) {
          expectStorageError(await failure(read), 'Compacted', { revision: base + 3 });
        }
        expect(kvText(await store.get('/x/a', { revision: base + 3 }))).toBe('/x/a=2');
        expect((await store.list('/x/', { revision: base + 3 })).kvs.map(kvText)).toEqual(['/x/a=2', '/x/b=1']);
        expect((await store.list('/x/')).kvs.map(kvText)).toEqual(['/x/b=1']);
      });

      it('keeps the latest state of live keys last written before the compacted revision', async () => {
        const a = await store.create('/x/a', bytes('old'));
        await store.create('/x/b', bytes('b'));
        store.compact(store.currentRevision());
        expect(await store.get('/x/a')).toEqual(a);
        expect(await store.get('/x/a', { revision: store.currentRevision() })).toEqual(a);
        expect((await store.list('/x/')).count).toBe(2);
        const updated = await store.update('/x/a', bytes('new'), { expectedModRevision: a.modRevision });
        expect(updated.createRevision).toBe(a.createRevision);
      });

      it('watching from before the compacted revision throws Compacted; from it, the rest is replayed', async () => {
        await store.create('/x/a', bytes('1'));
        await store.create('/x/b', bytes('1'));
        await store.create('/x/c', bytes('1'));
        store.compact(base + 2);
        const tooOld = syncFailure(() => store.watch('/x/', { afterRevision: base + 1 }, () => {}));
        expectStorageError(tooOld, 'Compacted', { revision: base + 2 });
        const watcher = collect(store, '/x/', base + 2);
        await watcher.untilRevision(base + 3);
        expect(watcher.texts()).toEqual([`create /x/c @${base + 3}`]);
        watcher.watch.stop();
      });

      it('compacting to a future revision fails with FutureRevision', async () => {
        await store.create('/x/a', bytes('1'));
        const compacted = store.compactedRevision();
        expectStorageError(syncFailure(() => store.compact(base + 2)), 'FutureRevision');
        expect(store.compactedRevision()).toBe(compacted);
        expect(kvText(await store.get('/x/a', { revision: base + 1 }))).toBe('/x/a=1');
      });

      it('compacting to a revision at or below the compacted one changes nothing', async () => {
        await store.create('/x/a', bytes('1'));
        await store.create('/x/b', bytes('1'));
        store.compact(base + 2);
        for (const revision of [base + 1, base + 2]) {
          store.compact(revision);
          expect(store.compactedRevision()).toBe(base + 2);
          expectStorageError(await failure(() => store.get('/x/a', { revision: base + 1 })), 'Compacted');
          expect((await store.list('/x/', { revision: base + 2 })).count).toBe(2);
        }
      });
    });

    describe('future revisions', () => {
      it.each<[string, (s: Storage, revision: number) => Promise<unknown>]>([
        ['get', (s, revision) => s.get('/f/a', { revision })],
        ['list', (s, revision) => s.list('/f/', { revision })],
      ])('%s above the current revision fails with FutureRevision', async (_, read) => {
        await store.create('/f/a', bytes('1'));
        expectStorageError(await failure(() => read(store, store.currentRevision() + 1)), 'FutureRevision');
        expect(await read(store, store.currentRevision())).toBeDefined();
      });
    });

    describe('progress', () => {
      /**
       * Watch `prefix`, logging events and progress answers in the order they arrive; `progress(min)`
       * asks until an answer of at least `min` arrives (etcd 3.4 drops a request while a watch
       * catches up, so the request repeats, bounded by the test timeout).
       */
      const progressWatch = (prefix: string, afterRevision: number) => {
        const log: Array<{ event: StorageEvent } | { progress: number }> = [];
        const watch = store.watch(
          prefix,
          { afterRevision, onProgress: (revision) => log.push({ progress: revision }) },
          (event) => log.push({ event }),
        );
        const answers = () => log.flatMap((entry) => ('progress' in entry ? [entry.progress] : []));
        const progress = async (min: number): Promise<number> => {
          await vi.waitFor(
            () => {
              if (!answers().some((r) => r >= min)) {
                watch.requestProgress();
                throw new Error(`no progress answer of at least ${min} yet`);
              }
            },
            { timeout: 10_000, interval: 20 },
          );
          return answers().find((r) => r >= min)!;
        };
        return { log, watch, progress };
      };

      it('an answer covers every revision committed before the request, including writes under other prefixes', async () => {
        await store.create('/p/a', bytes('1'));
        const { log, watch, progress } = progressWatch('/p/', base);
        const elsewhere = await store.create('/q/x', bytes('1'));
        const answer = await progress(elsewhere.modRevision);
        expect(answer).toBeGreaterThanOrEqual(elsewhere.modRevision);
        expect(answer).toBeLessThanOrEqual(store.currentRevision());
        // The replayed event came first.
        expect('event' in log[0]! && eventText(log[0].event)).toBe(`create /p/a @${base + 1}`);
        watch.stop();
      });

      it('an answer never runs ahead of an event of the watch: every event at or below it came first', async () => {
        const { log, watch, progress } = progressWatch('/p/', base);
        const written: KeyValue[] = [];
        for (let i = 0; i < 5; i++) {
          written.push(await store.create(`/p/k${i}`, bytes(String(i))));
          await store.create(`/q/k${i}`, bytes(String(i)));
          watch.requestProgress();
        }
        await progress(store.currentRevision());
        let seenUpTo = base;
        for (const entry of log) {
          if ('event' in entry) seenUpTo = entry.event.revision;
          else {
            const due = written.filter((kv) => kv.modRevision <= entry.progress).length;
            const delivered = log.slice(0, log.indexOf(entry)).filter((e) => 'event' in e).length;
            expect(delivered, `progress ${entry.progress} after ${seenUpTo}`).toBeGreaterThanOrEqual(due);
          }
        }
        expect(log.filter((e) => 'event' in e)).toHaveLength(5);
        watch.stop();
      });

      it('a stopped watch answers nothing', async () => {
        const { log, watch } = progressWatch('/p/', base);
        watch.stop();
        watch.requestProgress();
        await store.create('/p/a', bytes('1'));
        const sentinel = collect(store, '/p/', base);
        await sentinel.untilRevision(base + 1);
        expect(log).toEqual([]);
        sentinel.watch.stop();
      });
    });

    describe('watch', () => {
      it('replays the history after afterRevision, then delivers live events in revision order', async () => {
        await store.create('/w/a', bytes('a1')); // base+1
        await store.update('/w/a', bytes('a2')); // base+2
        await store.create('/w/b', bytes('b1')); // base+3
        const watcher = collect(store, '/w/', base + 1);
        await store.update('/w/b', bytes('b2')); // base+4
        await store.delete('/w/a'); // base+5
        await store.create('/w/c', bytes('c1')); // base+6
        await watcher.untilRevision(base + 6);
        expect(watcher.texts()).toEqual([
          `update /w/a @${base + 2}`,
          `create /w/b @${base + 3}`,
          `update /w/b @${base + 4}`,
          `delete /w/a @${base + 5}`,
          `create /w/c @${base + 6}`,
        ]);
        watcher.watch.stop();
      });

      it('events carry the new value and, for updates and deletes, the previous one', async () => {
        const watcher = collect(store, '/w/', base);
        const created = await store.create('/w/a', bytes('1'));
        const updated = await store.update('/w/a', bytes('2'));
        const deleted = await store.delete('/w/a');
        await watcher.untilRevision(deleted.modRevision);
        const [createEvent, updateEvent, deleteEvent] = watcher.events;
        expect(createEvent).toMatchObject({ type: 'create', key: '/w/a', revision: created.modRevision, kv: created });
        expect(createEvent!.prevKv).toBeUndefined();
        expect(updateEvent).toEqual({ type: 'update', key: '/w/a', revision: updated.modRevision, kv: updated, prevKv: created });
        // A delete event's kv is the last value stamped with the delete revision.
        expect(deleteEvent).toEqual({
          type: 'delete',
          key: '/w/a',
          revision: deleted.modRevision,
          kv: { key: '/w/a', value: bytes('2'), createRevision: created.createRevision, modRevision: deleted.modRevision },
          prevKv: updated,
        });
        watcher.watch.stop();
      });

      it('a replayed history has the same events as the live stream had', async () => {
        const live = collect(store, '/w/', base);
        await store.create('/w/a', bytes('1'));
        await store.update('/w/a', bytes('2'));
        await store.delete('/w/a');
        await live.untilRevision(base + 3);
        const replayed = collect(store, '/w/', base);
        await replayed.untilRevision(base + 3);
        expect(replayed.events).toEqual(live.events);
        live.watch.stop();
        replayed.watch.stop();
      });

      it('delivers only keys under the prefix: /a/ sees neither /ab/ nor the bare /a', async () => {
        const watcher = collect(store, '/a/', base);
        await store.create('/ab/1', bytes('x'));
        await store.create('/a', bytes('x'));
        const inside = await store.create('/a/1', bytes('x'));
        await store.create('/b/1', bytes('x'));
        const sentinel = await store.create('/a/2', bytes('x'));
        await watcher.untilRevision(sentinel.modRevision);
        expect(watcher.texts()).toEqual([`create /a/1 @${inside.modRevision}`, `create /a/2 @${sentinel.modRevision}`]);
        watcher.watch.stop();
      });

      it('from the current revision delivers only later events; from a future revision, only those after it', async () => {
        await store.create('/w/a', bytes('1'));
        const fromNow = collect(store, '/w/', store.currentRevision());
        const fromFuture = collect(store, '/w/', store.currentRevision() + 2);
        for (const key of ['/w/b', '/w/c', '/w/d']) await store.create(key, bytes('1'));
        await fromNow.untilRevision(base + 4);
        await fromFuture.untilRevision(base + 4);
        expect(fromNow.texts()).toEqual([`create /w/b @${base + 2}`, `create /w/c @${base + 3}`, `create /w/d @${base + 4}`]);
        expect(fromFuture.texts()).toEqual([`create /w/d @${base + 4}`]);
        fromNow.watch.stop();
        fromFuture.watch.stop();
      });

      it('stop ends delivery and is idempotent', async () => {
        const stopped = collect(store, '/w/', base);
        const fence = collect(store, '/w/', base);
        await store.create('/w/a', bytes('1'));
        await stopped.untilRevision(base + 1);
        stopped.watch.stop();
        stopped.watch.stop();
        await store.create('/w/b', bytes('1'));
        await fence.untilRevision(base + 2);
        expect(stopped.texts()).toEqual([`create /w/a @${base + 1}`]);
        fence.watch.stop();
        stopped.watch.stop();
      });

      it('a listener that throws breaks neither the write, nor other listeners, nor the store', async () => {
        const before = collect(store, '/w/', base);
        store.watch('/w/', { afterRevision: base }, () => {
          throw new Error('faulty listener');
        });
        const after = collect(store, '/w/', base);
        const created = await store.create('/w/a', bytes('1'));
        const updated = await store.update('/w/a', bytes('2'));
        await before.untilRevision(updated.modRevision);
        await after.untilRevision(updated.modRevision);
        expect(created.modRevision).toBe(base + 1);
        expect(before.texts()).toEqual([`create /w/a @${base + 1}`, `update /w/a @${base + 2}`]);
        expect(after.texts()).toEqual(before.texts());
        expect(kvText(await store.get('/w/a'))).toBe('/w/a=2');
      });

      it('every watcher sees events in revision order even when a listener writes in response', async () => {
        const order: string[] = [];
        let reacted = false;
        const first = collect(store, '/w/', base);
        store.watch('/w/', { afterRevision: base }, (event) => {
          order.push(eventText(event));
          if (event.key === '/w/trigger' && !reacted) {
            reacted = true;
            void store.create('/w/reaction', bytes('1'));
          }
        });
        const last = collect(store, '/w/', base);
        await store.create('/w/trigger', bytes('1'));
        await store.create('/w/next', bytes('1'));
        await first.untilRevision(base + 3);
        await last.untilRevision(base + 3);
        const revisions = (texts: string[]): number[] => texts.map((t) => Number(t.split('@')[1]));
        for (const texts of [first.texts(), order, last.texts()]) {
          expect(texts).toHaveLength(3);
          expect(revisions(texts)).toEqual([base + 1, base + 2, base + 3]);
        }
        expect(new Set(first.texts().map((t) => t.split(' ')[1]))).toEqual(new Set(['/w/trigger', '/w/reaction', '/w/next']));
      });
    });

    describe('close', () => {
      const afterClose: [string, (s: Storage) => unknown][] = [
        ['currentRevision', (s) => s.currentRevision()],
        ['compactedRevision', (s) => s.compactedRevision()],
        ['get', (s) => s.get('/z/a')],
        ['list', (s) => s.list('/z/')],
        ['create', (s) => s.create('/z/b', bytes('1'))],
        ['update', (s) => s.update('/z/a', bytes('2'))],
        ['delete', (s) => s.delete('/z/a')],
        ['watch', (s) => s.watch('/z/', { afterRevision: 0 }, () => {})],
        ['compact', (s) => s.compact(0)],
      ];

      it.each(afterClose)('%s after close fails with Closed', async (_, call) => {
        await store.create('/z/a', bytes('1'));
        await store.close();
        closedByTest = true;
        expectStorageError(await failure(() => call(store)), 'Closed');
      });
    });
  });
}
