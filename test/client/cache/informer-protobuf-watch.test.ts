/**
 * Informers watch in protobuf by default (`watchWireFormat`), over real HTTP against the
 * in-process server: the handlers see the same objects as with JSON lines; the events are
 * decoded read-only (one frozen FieldsV1 set shared between objects, batches marked
 * STRINGS_SHARED so the interning walk is skipped); a server that answers JSON is read as
 * JSON lines.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/client.js';
import { createInformer, type Informer } from '../../../src/client/cache/informer.js';
import { STRINGS_SHARED } from '../../../src/client/client-wire.js';
import { WATCH_BATCHES, isBatchedWatch, type ListerWatcher, type WatchEvent, type WatchRequestOptions } from '../../../src/client/watch-event.js';
import type { KubeObject, LeaseCandidate } from '../../../src/meta/types.js';
import { startCluster, until } from '../../e2e/harness.js';

type Candidate = LeaseCandidate;

const candidate = (name: string, renewTime: string): Candidate => ({
  metadata: { name, namespace: 'default', labels: { app: 'x', zone: 'a' } },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime, pingTime: '2025-06-01T10:00:00.000000Z' },
});

/** What a watch was asked for and whether its batches came marked STRINGS_SHARED. */
interface Recorded {
  readonly watches: WatchRequestOptions[];
  readonly batches: boolean[];
}

/** `inner`, recording every watch request's options and the STRINGS_SHARED mark of its batches. */
function recording<T extends KubeObject>(inner: ListerWatcher<T>): ListerWatcher<T> & Recorded {
  const watches: WatchRequestOptions[] = [];
  const batches: boolean[] = [];
  return {
    watches,
    batches,
    list: (opts) => inner.list(opts),
    watch(opts) {
      const { signal: _s, ...rest } = opts;
      watches.push(rest);
      const stream = inner.watch(opts);
      if (!isBatchedWatch(stream)) throw new Error('expected a batched watch');
      return {
        [Symbol.asyncIterator]: () => stream[Symbol.asyncIterator](),
        [WATCH_BATCHES]: () => {
          const it = stream[WATCH_BATCHES]();
          return {
            next: async () => {
              const r = await it.next();
              if (!r.done) batches.push((r.value as { [STRINGS_SHARED]?: unknown })[STRINGS_SHARED] === true);
              return r;
            },
            return: async () => (await it.return?.()) ?? { done: true, value: undefined },
          };
        },
      } as AsyncIterable<WatchEvent<T>>;
    },
  };
}

/** The handler calls of an informer, as comparable records. */
function log(informer: Informer<Candidate>): unknown[] {
  const seen: unknown[] = [];
  informer.addEventHandler({
    onAdd: (o) => void seen.push(['add', o]),
    onUpdate: (_old, o) => void seen.push(['update', o]),
    onDelete: (o) => void seen.push(['delete', o]),
  });
  return seen;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
});

/** A front that forwards everything to `target` asking for JSON only: a server without protobuf. */
async function jsonOnlyFront(target: string): Promise<string> {
  const url = new URL(target);
  const front = createServer((req, res) => {
    const up = httpRequest({ host: url.hostname, port: url.port, method: req.method, path: req.url, headers: { ...req.headers, accept: 'application/json' } }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', (err) => res.destroy(err));
    req.pipe(up);
  });
  servers.push(front);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  front.on('connection', (s) => front.once('close', () => s.destroy()));
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}

describe('informer: protobuf watch (the default)', () => {
  it('delivers the same events as a JSON watch, read-only: frozen shared FieldsV1 sets, batches marked STRINGS_SHARED', async () => {
    const { client } = await startCluster();
    const api = client.leaseCandidates.namespace('default');
    await api.create(candidate('seed', '2025-06-01T10:00:00.000000Z'), { fieldManager: 'm' });
    const protobufLw = recording(client.leaseCandidates);
    const jsonLw = recording(client.leaseCandidates);
    const viaProtobuf = createInformer<Candidate>({ listerWatcher: protobufLw, listWireFormat: 'json' });
    const viaJson = createInformer<Candidate>({ listerWatcher: jsonLw, listWireFormat: 'json', watchWireFormat: 'json' });
    const a = log(viaProtobuf);
    const b = log(viaJson);
    viaProtobuf.start();
    viaJson.start();
    await Promise.all([viaProtobuf.synced(), viaJson.synced()]);
    await until(() => protobufLw.watches.length === 1 && jsonLw.watches.length === 1);
    for (let i = 0; i < 4; i++) await api.create(candidate(`c${i}`, '2025-06-01T10:00:00.000000Z'), { fieldManager: 'm' });
    for (let i = 0; i < 4; i++) {
      const current = await api.get(`c${i}`);
      await api.update({ ...current, spec: { ...current.spec!, renewTime: `2025-06-01T10:00:1${i}.000000Z` } }, { fieldManager: 'm' });
    }
    await api.delete('c3');
    // seed add, 4 adds, 4 updates, 1 delete
    await until(() => a.length === 10 && b.length === 10);
    viaProtobuf.stop();
    viaJson.stop();

    expect(a).toEqual(b);
    // Same key order too (the protobuf objects are built apiVersion first, as the cache keeps them).
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys((a[1] as [string, Candidate])[1])).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
    expect(protobufLw.watches[0]).toMatchObject({ wireFormat: 'protobuf', readOnly: true, allowWatchBookmarks: true });
    expect(jsonLw.watches[0]).toMatchObject({ wireFormat: 'json', readOnly: true });
    expect(protobufLw.batches.length).toBeGreaterThan(0);
    expect(protobufLw.batches.every((marked) => marked)).toBe(true);
    expect(jsonLw.batches.some((marked) => marked)).toBe(false);
    // Watched objects (adds after the sync, all updates) share one frozen set per distinct set.
    const watched = (a as [string, Candidate][]).slice(1).map(([, o]) => o.metadata!.managedFields![0]!.fieldsV1);
    expect(watched.every((s) => Object.isFrozen(s))).toBe(true);
    expect(new Set(watched).size).toBeLessThan(watched.length);
    // The cache holds the protobuf-decoded objects, equal to a fresh JSON read.
    const cached = viaProtobuf.lister().list().sort((x, y) => x.metadata!.name!.localeCompare(y.metadata!.name!));
    const listed = (await client.leaseCandidates.list()).items.sort((x, y) => x.metadata!.name!.localeCompare(y.metadata!.name!));
    expect(cached).toEqual(listed);
  });

  it('reads JSON lines when the server answers the watch in JSON (no protobuf offered)', async () => {
    const { url } = await startCluster();
    const client = createClient({ server: await jsonOnlyFront(url) });
    try {
      const lw = recording(client.leaseCandidates);
      const informer = createInformer<Candidate>({ listerWatcher: lw });
      const seen = log(informer);
      informer.start();
      await informer.synced();
      await until(() => lw.watches.length === 1);
      const api = client.leaseCandidates.namespace('default');
      await api.create(candidate('x', '2025-06-01T10:00:00.000000Z'), { fieldManager: 'm' });
      const current = await api.get('x');
      await api.update({ ...current, spec: { ...current.spec!, renewTime: '2025-06-01T10:00:09.000000Z' } }, { fieldManager: 'm' });
      await until(() => seen.length === 2);
      informer.stop();
      expect(lw.watches[0]).toMatchObject({ wireFormat: 'protobuf' });
      expect(lw.batches.some((marked) => marked)).toBe(false);
      expect((seen[1] as [string, Candidate])[1].spec!.renewTime).toBe('2025-06-01T10:00:09.000000Z');
      expect(informer.lister().list().map((o) => o.metadata!.name)).toEqual(['x']);
    } finally {
      await client.close();
    }
  });
});
