/**
 * Issue 9 (hardening), watch resources: a watcher that stops reading is cut before it costs
 * more than a few MiB; watch history is bounded by bytes (and count, see
 * test/server/registry/watch-cache-bounds.test.ts) and evicted resumes get 410; huge
 * timeoutSeconds values never overflow into an immediate close; an informer whose server
 * restarted with an empty store converges (ghosts deleted) through 504 ResourceVersionTooLarge.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { createInformer } from '../../src/client/cache/informer.js';
import type { OpenWatch } from '../../src/server/handlers/watch.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import {
  MAX_TIMER_DELAY_MS,
  WATCH_HISTORY_MAX_BYTES,
  WATCH_HISTORY_MAX_EVENTS,
  WATCH_MAX_BUFFERED_BYTES,
  WATCH_SLOW_BUFFERED_BYTES,
  WATCH_SLOW_CONSUMER_TIMEOUT_MS,
} from '../../src/server/registry/limits.js';
import type { WatchCache } from '../../src/server/registry/watch-cache.js';
import { MemoryStorage } from '../../src/server/storage/memory.js';
import { runtimeClasses } from '../../src/meta/resources.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { ManualClock, flush } from '../support/manual-clock.js';
import { startCluster, until } from './harness.js';
import { prng } from '../support/prng.js';

const RC_PATH = '/apis/node.cluster.io/v1/runtimeclasses';

/** The server's open watch handles (test-visible through the private watch settings). */
function openWatches(server: RunningServer): Set<OpenWatch> {
  return (server.api as unknown as { watchSettings: { open: Set<OpenWatch> } }).watchSettings.open;
}

function runtimeClassCache(server: RunningServer): WatchCache {
  return (server.api as unknown as { caches: Map<unknown, WatchCache> }).caches.get(runtimeClasses)!;
}

/** A raw HTTP watch whose socket is never read from after the request is sent. */
async function stalledWatch(url: string, query: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  socket.write(`GET ${RC_PATH}?watch=true${query} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
  socket.pause();
  return socket;
}

const bigRc = (name: string, bytes: number): RuntimeClass => ({ metadata: { name, annotations: { pad: 'x'.repeat(bytes) } }, handler: 'h' });

/** Read watch lines from a fetch response body. */
function lineReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let text = '';
  return {
    async next(): Promise<any | undefined> {
      while (!text.includes('\n')) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        text += Buffer.from(value).toString();
      }
      const line = text.slice(0, text.indexOf('\n'));
      text = text.slice(text.indexOf('\n') + 1);
      return JSON.parse(line);
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

describe('watch resources', () => {
  it('closes a watcher that stops reading once its send buffer reaches the bound, never buffering more', async () => {
    const { server } = await startCluster();
    const socket = await stalledWatch(server.url, '');
    await until(() => server.api.registeredWatchers() === 1);
    const [handle] = [...openWatches(server)];
    expect(handle).toBeDefined();
    const store = server.api.storeFor(runtimeClasses);
    // 48 MiB of events: far more than the kernel's socket buffers and the watcher's bound.
    for (let i = 0; i < 480 && server.api.registeredWatchers() > 0; i++) {
      await store.create('', bigRc(`big-${i}`, 100 * 1024));
    }
    expect(server.api.registeredWatchers()).toBe(0);
    await until(() => openWatches(server).size === 0);
    expect(handle!.peakBufferedBytes()).toBeGreaterThan(WATCH_SLOW_BUFFERED_BYTES);
    // Unsent output never exceeds the threshold by more than one event; what waits beyond it
    // is bounded by WATCH_MAX_BUFFERED_BYTES of live changes.
    expect(handle!.peakBufferedBytes()).toBeLessThanOrEqual(WATCH_SLOW_BUFFERED_BYTES + 110 * 1024);
    socket.destroy();
  });

  it('closes a watcher whose socket takes nothing for the slow-consumer timeout while events wait for it', async () => {
    const clock = new ManualClock();
    const { server } = await startCluster({ clock });
    const socket = await stalledWatch(server.url, '&timeoutSeconds=3600');
    await until(() => server.api.registeredWatchers() === 1);
    const [handle] = [...openWatches(server)];
    const store = server.api.storeFor(runtimeClasses);
    // Fill the kernel's socket buffers and the response just past the threshold...
    for (let i = 0; i < 480; i++) {
      await store.create('', bigRc(`slow-${i}`, 100 * 1024));
      await flush(20);
      if (handle!.bufferedBytes() > WATCH_SLOW_BUFFERED_BYTES) break;
    }
    expect(handle!.bufferedBytes()).toBeGreaterThan(WATCH_SLOW_BUFFERED_BYTES);
    // ...then one more event has to wait.
    await store.create('', bigRc('waiting', 100 * 1024));
    expect(server.api.registeredWatchers()).toBe(1);
    await clock.advance(WATCH_SLOW_CONSUMER_TIMEOUT_MS - 1);
    expect(server.api.registeredWatchers()).toBe(1);
    await clock.advance(1);
    await until(() => server.api.registeredWatchers() === 0);
    expect(handle!.peakBufferedBytes()).toBeLessThanOrEqual(WATCH_SLOW_BUFFERED_BYTES + 110 * 1024);
    socket.destroy();
  });

  it('paces initial events: a stalled watcher of a 30 MB collection buffers little more than the threshold, then is closed', async () => {
    const clock = new ManualClock();
    const { server } = await startCluster({ clock });
    const store = server.api.storeFor(runtimeClasses);
    for (let i = 0; i < 300; i++) await store.create('', bigRc(`init-${i}`, 100 * 1024));
    const socket = await stalledWatch(server.url, '&timeoutSeconds=3600');
    await until(() => server.api.registeredWatchers() === 1);
    const [handle] = [...openWatches(server)];
    await flush(50);
    expect(handle!.peakBufferedBytes()).toBeGreaterThan(0);
    expect(handle!.peakBufferedBytes()).toBeLessThanOrEqual(WATCH_SLOW_BUFFERED_BYTES + 110 * 1024);
    await clock.advance(WATCH_SLOW_CONSUMER_TIMEOUT_MS);
    await until(() => server.api.registeredWatchers() === 0);
    socket.destroy();
  });

  it('keeps watch history within its byte bound after 20,000 writes of a 4.5 KB object, and evicted resumes get 410', async () => {
    const { server, fetch } = await startCluster();
    const cache = runtimeClassCache(server);
    const key = '/registry/node.cluster.io/runtimeclasses/heavy';
    const body = (i: number) =>
      Buffer.from(JSON.stringify({ kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: { name: 'heavy', annotations: { i: String(i), pad: 'p'.repeat(4500) } }, handler: 'h' }));
    const first = await server.storage.create(key, body(0));
    for (let i = 1; i < 20_000; i++) await server.storage.update(key, body(i));
    const stats = cache.historyStats();
    expect(stats.bytes).toBeLessThanOrEqual(WATCH_HISTORY_MAX_BYTES);
    expect(stats.events).toBeLessThanOrEqual(WATCH_HISTORY_MAX_EVENTS);
    // It is the byte bound that evicted: the history is nearly full, and far from 20,000 events.
    expect(stats.bytes).toBeGreaterThan(WATCH_HISTORY_MAX_BYTES - 10_000);
    expect(stats.events).toBeLessThan(20_000 / 4);
    expect(stats.oldestResumableRevision).toBeGreaterThan(first.modRevision);

    const old = await fetch(`${RC_PATH}?watch=true&resourceVersion=${first.modRevision}`);
    const oldLines = lineReader(old.body!);
    const gone = await oldLines.next();
    expect(gone.type).toBe('ERROR');
    expect(gone.object).toMatchObject({ code: 410, reason: 'Expired' });
    expect(gone.object.message).toBe(`too old resource version: ${first.modRevision} (${stats.oldestResumableRevision})`);

    const recent = await fetch(`${RC_PATH}?watch=true&resourceVersion=${stats.oldestResumableRevision}`);
    const lines = lineReader(recent.body!);
    const e = await lines.next();
    expect(e.type).toBe('MODIFIED');
    expect(Number(e.object.metadata.resourceVersion)).toBe(stats.oldestResumableRevision + 1);
    await lines.cancel();
  });
});

describe('watch timeouts', () => {
  for (const timeoutSeconds of [2_147_484, 99_999_999_999]) {
    it(`timeoutSeconds=${timeoutSeconds} keeps the watch open instead of closing it at once`, async () => {
      const clock = new ManualClock();
      const { server, fetch } = await startCluster({ clock });
      const res = await fetch(`${RC_PATH}?watch=true&resourceVersion=1&timeoutSeconds=${timeoutSeconds}`);
      expect(res.status).toBe(200);
      const lines = lineReader(res.body!);
      await clock.advance(60 * 60_000);
      await server.api.storeFor(runtimeClasses).create('', { metadata: { name: 'after-an-hour' }, handler: 'h' });
      const e = await lines.next();
      expect(e).toMatchObject({ type: 'ADDED', object: { metadata: { name: 'after-an-hour' } } });
      expect(server.api.registeredWatchers()).toBe(1);
      expect(Math.max(...clock.requestedDelays)).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
      await lines.cancel();
    });
  }
});

describe('too-new resourceVersion on watch', () => {
  it('answers a watch from a resourceVersion the store has not reached with a 504 ResourceVersionTooLarge ERROR event after the wait', async () => {
    const clock = new ManualClock();
    const { fetch, server } = await startCluster({ clock });
    const current = server.storage.currentRevision();
    let answered = false;
    const pending = fetch(`${RC_PATH}?watch=true&resourceVersion=${current + 100}`).then((r) => {
      answered = true;
      return r;
    });
    // The watch waits for the revision (3 s, like the watch cache's blockTimeout)...
    await until(() => clock.requestedDelays.includes(3_000));
    await clock.advance(2_999);
    expect(answered).toBe(false);
    await clock.advance(1);
    const res = await pending;
    expect(res.status).toBe(200);
    const lines = lineReader(res.body!);
    const got = await lines.next();
    expect(got).toEqual({
      type: 'ERROR',
      object: {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: `Timeout: Too large resource version: ${current + 100}, current: ${current}`,
        reason: 'Timeout',
        details: { causes: [{ reason: 'ResourceVersionTooLarge', message: 'Too large resource version' }], retryAfterSeconds: 1 },
        code: 504,
      },
    });
    expect(await lines.next()).toBeUndefined();
  });

  it('a watch from a resourceVersion reached during the wait is served normally from there', async () => {
    const clock = new ManualClock();
    const { fetch, server } = await startCluster({ clock });
    const store = server.api.storeFor(runtimeClasses);
    const next = server.storage.currentRevision() + 1;
    const pending = fetch(`${RC_PATH}?watch=true&resourceVersion=${next}`);
    await until(() => clock.requestedDelays.includes(3_000));
    await clock.advance(1_000);
    await store.create('', { metadata: { name: 'reached' }, handler: 'h' }); // revision `next`
    const res = await pending;
    expect(res.status).toBe(200);
    const lines = lineReader(res.body!);
    await store.create('', { metadata: { name: 'after' }, handler: 'h' });
    expect(await lines.next()).toMatchObject({ type: 'ADDED', object: { metadata: { name: 'after', resourceVersion: String(next + 1) } } });
    await lines.cancel();
  });

  it('an informer converges after its server restarts with an empty store (10 seeded rounds): ghosts deleted, new objects seen', async () => {
    const random = prng(20261123);
    for (let round = 0; round < 10; round++) {
      const clock = new ManualClock();
      let server = await startServer({ port: 0, clock, storage: new MemoryStorage() });
      const port = server.port;
      const client = createClient({ server: server.url });
      const informer = createInformer<RuntimeClass>({ listerWatcher: client.runtimeClasses, clock, random, onError: () => {} });
      try {
        const before = 3 + Math.floor(random() * 6);
        for (let i = 0; i < before; i++) await client.runtimeClasses.create({ metadata: { name: `old-${round}-${i}` }, handler: 'h' });
        // Extra writes so the first server's revision is well ahead of the second's.
        for (let i = 0; i < 5; i++) {
          const o = await client.runtimeClasses.get(`old-${round}-0`);
          await client.runtimeClasses.update({ ...o, metadata: { ...o.metadata, labels: { n: String(i) } } });
        }
        informer.start();
        await informer.synced();
        await until(() => informer.lister().list().length === before);
        const oldRV = Number(informer.lastSyncResourceVersion());

        await server.close();
        server = await startServer({ port, clock, storage: new MemoryStorage() });
        const after = 1 + Math.floor(random() * 3);
        const keep = Math.floor(random() * 2); // sometimes a same-named object comes back (new uid)
        for (let i = 0; i < keep; i++) await server.api.storeFor(runtimeClasses).create('', { metadata: { name: `old-${round}-${i}` }, handler: 'again' });
        for (let i = 0; i < after; i++) await server.api.storeFor(runtimeClasses).create('', { metadata: { name: `new-${round}-${i}` }, handler: 'h' });
        expect(server.storage.currentRevision()).toBeLessThan(oldRV);

        const fresh = await server.api.storeFor(runtimeClasses).list('', { predicate: { empty: true, matches: () => true } });
        const want = fresh.items.map((o) => `${o.metadata!.name}/${o.metadata!.uid}/${o.metadata!.resourceVersion}`).sort();
        const have = () =>
          informer
            .lister()
            .list()
            .map((o) => `${o.metadata!.name}/${o.metadata!.uid}/${o.metadata!.resourceVersion}`)
            .sort();
        let converged = false;
        for (let step = 0; step < 120 && !converged; step++) {
          try {
            await until(() => JSON.stringify(have()) === JSON.stringify(want), 200);
            converged = true;
          } catch {
            await clock.advance(500);
          }
        }
        expect(have(), `round ${round}`).toEqual(want);
        expect(have().some((k) => k.startsWith(`old-${round}-${before - 1}/`))).toBe(before - 1 < keep);
      } finally {
        informer.stop();
        await server.close();
        await client.close();
      }
    }
  }, 60_000);
});
