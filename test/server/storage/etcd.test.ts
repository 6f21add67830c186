/**
 * The etcd backend against a real single-member etcd (test/support/etcd.ts): the shared
 * conformance suite (one fresh etcd per test, so "never-written" holds), then what only a
 * networked, shared store shows: several EtcdStorage instances (as several `ctl server`
 * processes) on one etcd, compaction learned from etcd, the key layout.
 *
 * Without an etcd binary the file fails with one test saying what to install (.ci/run installs
 * etcd-server).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Etcd3 } from 'etcd3';
import fc from 'fast-check';
import { MemoryStorage } from '../../../src/server/storage/memory.js';
import { EtcdStorage } from '../../../src/server/storage/etcd.js';
import { StorageError, type KeyValue, type Storage } from '../../../src/server/storage/storage.js';
import { findEtcdBinary, startEtcd, type EtcdProcess } from '../../support/etcd.js';
import { withProgram } from '../../support/prerequisite.js';
import { bytes, collect, describeStorageConformance, expectStorageError, failure, kvText, syncFailure } from './conformance.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const binary = findEtcdBinary();

withProgram('etcd', binary, 'set $ETCD_BIN or put etcd on PATH (`apt-get install -y etcd-server`)', describeEtcdSuites);

function describeEtcdSuites(etcdBinary: string): void {
  /** Conformance: each test gets its own etcd; the next one starts while a test runs. */
  let next: Promise<EtcdProcess> | undefined;
  const started: EtcdProcess[] = [];
  const take = async (): Promise<EtcdProcess> => {
    const etcd = await (next ?? startEtcd({ binary: etcdBinary }));
    next = startEtcd({ binary: etcdBinary });
    next.catch(() => undefined);
    started.push(etcd);
    return etcd;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((etcd) => etcd.stop()));
  });
  afterAll(async () => {
    if (next !== undefined) await (await next.catch(() => undefined))?.stop();
  });

  describeStorageConformance('EtcdStorage', async () => EtcdStorage.open({ endpoints: (await take()).endpoint }));

  describe('EtcdStorage on a shared etcd', () => {
    let etcd: EtcdProcess;
    let n = 0;
    const open: EtcdStorage[] = [];
    /** A new "server process" on the shared etcd, in its own key prefix unless given one. */
    const server = async (keyPrefix = `/t${n++}`): Promise<EtcdStorage> => {
      const store = await EtcdStorage.open({ endpoints: etcd.endpoint, keyPrefix });
      open.push(store);
      return store;
    };

    /** Resolves once `store`'s background watch has brought currentRevision() to `revision`. */
    const untilObserved = (store: EtcdStorage, revision: number): Promise<void> =>
      vi.waitFor(() => expect(store.currentRevision()).toBeGreaterThanOrEqual(revision), { timeout: 10_000, interval: 5 });

    beforeAll(async () => {
      etcd = await startEtcd({ binary: etcdBinary });
    });
    afterEach(async () => {
      await Promise.all(open.splice(0).map((store) => store.close()));
    });
    afterAll(async () => {
      await etcd.stop();
    });

    it('keys are laid out as given under the key prefix, readable by any etcd client', async () => {
      const store = await server('/tenant-a');
      await store.create('/registry/cluster.io/clusters/ns1/c1', bytes('{"kind":"Cluster"}'));
      const raw = new Etcd3({ hosts: etcd.endpoint });
      try {
        expect(await raw.get('/tenant-a/registry/cluster.io/clusters/ns1/c1').string()).toBe('{"kind":"Cluster"}');
      } finally {
        raw.close();
      }
      const other = await server('/tenant-b');
      expect(await other.get('/registry/cluster.io/clusters/ns1/c1')).toBeUndefined();
      expect((await other.list('/registry/')).count).toBe(0);
    });

    it('revisions are etcd revisions minus one, the same in every process', async () => {
      const a = await server('/same');
      const b = await server('/same');
      const kv = await a.create('/k', bytes('1'));
      const raw = new Etcd3({ hosts: etcd.endpoint });
      try {
        const etcdKv = await raw.get('/same/k').exec();
        expect(Number(etcdKv.kvs[0]!.mod_revision)).toBe(kv.modRevision + 1);
      } finally {
        raw.close();
      }
      expect(await b.get('/k')).toEqual(kv);
    });

    it('a guarded write loses to another process’s write with Conflict carrying that write’s revision', async () => {
      const a = await server('/shared');
      const b = await server('/shared');
      const created = await a.create('/c/x', bytes('1'));
      const byB = await b.update('/c/x', bytes('b'), { expectedModRevision: created.modRevision });
      const err = await failure(() => a.update('/c/x', bytes('a'), { expectedModRevision: created.modRevision }));
      expectStorageError(err, 'Conflict', { key: '/c/x', revision: byB.modRevision });
      expectStorageError(await failure(() => a.create('/c/x', bytes('again'))), 'KeyExists', { revision: byB.modRevision });
      await b.delete('/c/x');
      expectStorageError(await failure(() => a.delete('/c/x', { expectedModRevision: byB.modRevision })), 'KeyNotFound');
    });

    it('concurrent creates of one key from several processes: exactly one wins', async () => {
      const stores = await Promise.all([server('/race'), server('/race'), server('/race')]);
      const results = await Promise.allSettled(stores.map((store, i) => store.create('/r/one', bytes(String(i)))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expectStorageError(r.reason, 'KeyExists');
    });

    it('writes spread over two processes give the same results, errors and revisions as one MemoryStorage', async () => {
      type Op = { by: 0 | 1; kind: 'create' | 'update' | 'delete'; key: string; value: string; guard: 'none' | 'current' | 'stale' };
      const op = fc.record({
        by: fc.constantFrom<0 | 1>(0, 1),
        kind: fc.constantFrom<Op['kind']>('create', 'update', 'delete'),
        key: fc.constantFrom('/m/a', '/m/b', '/m/\u00e9'),
        value: fc.string({ maxLength: 4 }),
        guard: fc.constantFrom<Op['guard']>('none', 'current', 'stale'),
      });
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          const prefix = `/model${run++}`;
          const servers = [await server(prefix), await server(prefix)] as const;
          const model = new MemoryStorage();
          const base = servers[0].currentRevision();
          /** The outcome of one write, revisions relative to the store's start. */
          const outcome = async (store: Storage, offset: number, o: Op): Promise<string> => {
            const current = await store.get(o.key);
            const expectedModRevision =
              o.guard === 'none' || current === undefined ? undefined : o.guard === 'current' ? current.modRevision : current.modRevision - 1;
            const opts = expectedModRevision === undefined ? {} : { expectedModRevision };
            const show = (kv: KeyValue): string => `${kvText(kv)} c${kv.createRevision - offset} m${kv.modRevision - offset}`;
            try {
              if (o.kind === 'create') return show(await store.create(o.key, bytes(o.value)));
              if (o.kind === 'update') return show(await store.update(o.key, bytes(o.value), opts));
              return show(await store.delete(o.key, opts));
            } catch (err) {
              const e = err as StorageError;
              return `${e.code} ${e.revision - (e.code === 'KeyNotFound' ? e.revision : offset)}`;
            }
          };
          for (const o of ops) {
            expect(await outcome(servers[o.by], base, o)).toBe(await outcome(model, 0, o));
          }
          const listed = await servers[1].list('/m/');
          const expected = await model.list('/m/');
          expect(listed.kvs.map((kv) => `${kvText(kv)} m${kv.modRevision - base}`)).toEqual(expected.kvs.map((kv) => `${kvText(kv)} m${kv.modRevision}`));
          expect(listed.revision - base).toBe(model.currentRevision());
          await Promise.all(servers.map((store) => store.close()));
        }),
        { seed: 20261123, numRuns: 15 },
      );
    });

    it('a watch in one process sees another process’s writes, with previous values', async () => {
      const a = await server('/w');
      const b = await server('/w');
      const watcher = collect(a, '/x/', a.currentRevision());
      const created = await b.create('/x/1', bytes('1'));
      const updated = await b.update('/x/1', bytes('2'));
      await watcher.untilRevision(updated.modRevision);
      expect(watcher.events[1]).toEqual({ type: 'update', key: '/x/1', revision: updated.modRevision, kv: updated, prevKv: created });
      watcher.watch.stop();
    });

    it('currentRevision follows other processes’ writes through the background watch', async () => {
      const a = await server('/bg');
      const b = await server('/bg');
      const kv = await b.create('/k', bytes('1'));
      // Fence: a's own watch of the same prefix delivers the write; the background watch is
      // an earlier stream on the same etcd, which delivers it no later than this one.
      const fence = collect(a, '/', kv.modRevision - 1);
      await fence.untilRevision(kv.modRevision);
      await untilObserved(a, kv.modRevision);
      fence.watch.stop();
    });

    it('a compaction by another process: reads fail with Compacted carrying the compacted revision learned from etcd', async () => {
      const a = await server('/cmp');
      const b = await server('/cmp');
      const first = await a.create('/k', bytes('1'));
      await a.update('/k', bytes('2'));
      const third = await a.update('/k', bytes('3'));
      // b may compact only what it has observed (compact() is synchronous): wait for its watch.
      await untilObserved(b, third.modRevision);
      b.compact(third.modRevision);
      await b.close();
      const err = await failure(() => a.get('/k', { revision: first.modRevision }));
      expectStorageError(err, 'Compacted', { revision: third.modRevision });
      expect(a.compactedRevision()).toBe(third.modRevision);
      // Now known locally: a watch from before it throws synchronously.
      expectStorageError(syncFailure(() => a.watch('/', { afterRevision: first.modRevision }, () => {})), 'Compacted');
    });

    it('a watch from a revision compacted by another process ends with onError(Compacted) from the watch response', async () => {
      const a = await server('/cw');
      const b = await server('/cw');
      const first = await a.create('/k', bytes('1'));
      const second = await a.update('/k', bytes('2'));
      await untilObserved(b, second.modRevision);
      b.compact(second.modRevision);
      await b.close();
      const error = await new Promise<StorageError>((resolve) => {
        a.watch('/', { afterRevision: first.modRevision - 1, onError: resolve }, () => {});
      });
      expectStorageError(error, 'Compacted', { revision: second.modRevision });
      expect(a.compactedRevision()).toBe(second.modRevision);
    });

    it('a process opened after a compaction learns the compacted revision at open', async () => {
      const a = await server('/late');
      await a.create('/k', bytes('1'));
      const kv = await a.update('/k', bytes('2'));
      a.compact(kv.modRevision);
      await a.close();
      const late = await server('/late');
      expect(late.compactedRevision()).toBeGreaterThanOrEqual(kv.modRevision);
      expect(kvText(await late.get('/k'))).toBe('/k=2');
    });

    it('processes compact once per interval between them: one whose record is stale adopts the other’s revision (upstream’s compactor)', async () => {
      const a = await server('/cc');
      const b = await server('/cc');
      const revisions: number[] = [];
      for (let i = 0; i < 4; i++) revisions.push((await a.update('/k', bytes(String(i))).catch(() => a.create('/k', bytes(String(i))))).modRevision);
      const [r1, r2, r3, r4] = revisions as [number, number, number, number];
      await untilObserved(b, r4);
      a.compact(r2);
      await a.close(); // waits for its compaction
      b.compact(r4); // b last saw the record before a wrote it: it loses and compacts nothing
      await b.close();
      const raw = new Etcd3({ hosts: etcd.endpoint });
      try {
        const record = await raw.get(Buffer.concat([Buffer.from('/cc'), Buffer.from([0xff]), Buffer.from('compact_rev_key')])).exec();
        expect(record.kvs).toHaveLength(1);
        expect(record.kvs[0]!.version).toBe('1');
        expect(record.kvs[0]!.value.toString()).toBe(String(r2));
        // etcd keeps r3 (only a's compaction ran) and refuses r1.
        expect((await raw.get('/cc/k').revision(String(r3 + 1)).string())).toBe('2');
        await expect(raw.get('/cc/k').revision(String(r1 + 1)).string()).rejects.toThrow(/compacted/);
      } finally {
        raw.close();
      }
      const c = await server('/cc');
      expect(c.compactedRevision()).toBe(r2);
    });

    it('progress markers and the compaction record never show in lists or watches of any prefix', async () => {
      const store = await server('/pm');
      const start = store.currentRevision();
      const everything = collect(store, '', start);
      const kv = await store.create('/a/x', bytes('1'));
      const answers: number[] = [];
      const watch = store.watch('/a/', { afterRevision: start, onProgress: (r) => answers.push(r) }, () => {});
      await vi.waitFor(
        () => {
          if (answers.length === 0) watch.requestProgress();
          expect(answers.length).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      store.compact(kv.modRevision);
      const last = await store.create('/b/y', bytes('1'));
      await everything.untilRevision(last.modRevision);
      expect(everything.texts()).toEqual([`create /a/x @${kv.modRevision}`, `create /b/y @${last.modRevision}`]);
      for (const prefix of ['', '/', '/a/']) {
        const list = await store.list(prefix);
        expect(list.kvs.every((item) => item.key === '/a/x' || item.key === '/b/y')).toBe(true);
      }
      expect((await store.list('')).count).toBe(2);
      watch.stop();
    });

    it('a watch survives an etcd restart: it resumes after the last delivered revision, without gaps or duplicates', async () => {
      const own = await startEtcd({ binary: etcdBinary });
      const store = await EtcdStorage.open({ endpoints: own.endpoint });
      try {
        const watcher = collect(store, '/r/', 0);
        const first = await store.create('/r/a', bytes('1'));
        await watcher.untilRevision(first.modRevision);
        await own.restart();
        // The client may need several attempts while its connection recovers.
        const second = await vi.waitFor(() => store.update('/r/a', bytes('2')), { timeout: 20_000, interval: 100 });
        const third = await store.create('/r/b', bytes('1'));
        await watcher.untilRevision(third.modRevision);
        expect(watcher.texts()).toEqual([
          `create /r/a @${first.modRevision}`,
          `update /r/a @${second.modRevision}`,
          `create /r/b @${third.modRevision}`,
        ]);
        expect(kvText(await store.get('/r/a', { revision: first.modRevision }))).toBe('/r/a=1');
      } finally {
        await store.close();
        await own.stop();
      }
    });

    it('the health check passes against a live etcd and fails, without hanging, against a dead one', async () => {
      const own = await startEtcd({ binary: etcdBinary });
      const store = await EtcdStorage.open({ endpoints: own.endpoint });
      try {
        expect(store.healthCheck.name).toBe('etcd');
        await store.healthCheck.check();
        await own.stop();
        await expect(store.healthCheck.check()).rejects.toThrow();
      } finally {
        await store.close();
        await own.stop();
      }
    });
  });
}
