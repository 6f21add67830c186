/**
 * A protobuf watch over real HTTP (a node:http server on port 0 writing frames in chosen
 * pieces): the events arrive whatever the write boundaries, read-only or not, decoded through
 * the transient builders (the same objects as a plain decode); a server that closes inside a
 * frame ends the watch with a DecodeError after the whole events before it; a frame past the
 * limit likewise; afterwards the builders are back in their normal (list) mode. A slow
 * consumer still gets every event in order (the body is paused by backpressure and resumed),
 * leaving a watch mid-stream closes the connection, and an informer's protobuf watch that gets
 * an ERROR 410 event relists.
 */
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../src/client/cache/informer.js';
import { createClient } from '../../src/client/client.js';
import { DecodeError } from '../../src/client/rest-client-base.js';
import { decodeProtobuf, encodeProtobuf, encodeWatchFrame } from '../../src/codec/protobuf/index.js';
import { setTransientDecode } from '../../src/codec/protobuf/shapes.js';
import type { LeaseCandidate } from '../../src/meta/types.js';
import { until } from '../e2e/harness.js';
import { rawHttpServers } from '../support/raw-http-server.js';
import { ManualClock } from '../support/manual-clock.js';

const lease = (name: string, rv: number): LeaseCandidate => ({
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: { name, namespace: 'default', resourceVersion: String(rv), labels: { app: 'x', zone: 'a' } },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
});

/** A server on port 0 answering with `handle`, closed after each test. */
const serveWith = rawHttpServers();

const PROTOBUF_WATCH = 'application/vnd.cluster.protobuf;stream=watch';

/** A server answering every watch with `pieces`, written one by one (each flushed), then closing. */
function serve(pieces: readonly Buffer[]): Promise<string> {
  return serveWith((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/vnd.cluster.protobuf;stream=watch', 'Transfer-Encoding': 'chunked' });
    const write = (i: number): void => {
      if (i === pieces.length) {
        res.end();
        return;
      }
      res.write(pieces[i], () => setImmediate(() => write(i + 1)));
    };
    write(0);
  });
}

/** The events of a watch until it ends, and how it ended. */
async function collect(url: string, readOnly: boolean): Promise<{ objects: unknown[]; error?: unknown }> {
  const client = createClient({ server: url });
  const objects: unknown[] = [];
  try {
    for await (const ev of client.leaseCandidates.watch({ wireFormat: 'protobuf', readOnly })) objects.push(ev.object);
    return { objects };
  } catch (err) {
    return { objects, error: err };
  } finally {
    await client.close();
  }
}

const objectBytes = Array.from({ length: 40 }, (_, i) => encodeProtobuf(lease(`n${i % 7}`, i + 1)));
const frames = objectBytes.map((b) => Buffer.from(encodeWatchFrame('MODIFIED', b)));
const bytes = Buffer.concat(frames);

/** `bytes` in pieces of the given sizes (cycled). */
function pieces(of: Buffer, sizes: readonly number[]): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0, k = 0; at < of.length; k++) {
    const n = sizes[k % sizes.length]!;
    out.push(of.subarray(at, at + n));
    at += n;
  }
  return out;
}

describe('protobuf watch over HTTP', () => {
  it('gives every event, equal to a plain decode, whatever the write boundaries', async () => {
    const expected = objectBytes.map((b) => decodeProtobuf(b).object);
    for (const sizes of [[bytes.length], [7], [1, 3, 700, 5], [4096]]) {
      for (const readOnly of [false, true]) {
        const url = await serve(pieces(bytes, sizes));
        const { objects, error } = await collect(url, readOnly);
        expect(error).toBeUndefined();
        expect(objects).toEqual(expected);
      }
    }
    // The watch left the builders in their normal mode.
    expect(setTransientDecode(false)).toBe(false);
  });

  it('a server closing inside a frame: the whole events, then a DecodeError', async () => {
    const cut = bytes.length - 10;
    const url = await serve(pieces(bytes.subarray(0, cut), [333]));
    const { objects, error } = await collect(url, true);
    expect(objects).toHaveLength(frames.length - 1);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/unexpected EOF/);
  });

  it('a frame past the limit ends the watch with a DecodeError after the events before it', async () => {
    const huge = Buffer.alloc(8);
    huge.writeUInt32BE(0x7fffffff);
    const url = await serve([...pieces(bytes.subarray(0, frames[0]!.length * 3), [100]), huge]);
    const { objects, error } = await collect(url, true);
    expect(objects).toHaveLength(3);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/exceeds the maximum/);
  });

  it('a slow consumer gets every event in order (the body is paused past the queue bound, then resumed)', async () => {
    const many = Array.from({ length: 8000 }, (_, i) => Buffer.from(encodeWatchFrame('MODIFIED', encodeProtobuf(lease(`n${i % 50}`, i + 1)))));
    const all = Buffer.concat(many);
    expect(all.length).toBeGreaterThan(2 * 512 * 1024);
    const url = await serveWith((_req, res) => {
      res.writeHead(200, { 'Content-Type': PROTOBUF_WATCH });
      res.end(all);
    });
    const client = createClient({ server: url });
    const versions: string[] = [];
    try {
      for await (const ev of client.leaseCandidates.watch({ wireFormat: 'protobuf', readOnly: true })) {
        versions.push(ev.object.metadata!.resourceVersion!);
        // Slower than the socket: a turn of the event loop every 10 events.
        if (versions.length % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await client.close();
    }
    expect(versions).toEqual(many.map((_, i) => String(i + 1)));
  });

  it('leaving a watch mid-stream closes the connection', async () => {
    let closed = false;
    const url = await serveWith((req, res) => {
      res.writeHead(200, { 'Content-Type': PROTOBUF_WATCH, 'Transfer-Encoding': 'chunked' });
      res.write(bytes.subarray(0, frames[0]!.length * 5 + 7)); // five events and the start of a sixth; never ended
      req.socket.on('close', () => (closed = true));
    });
    const client = createClient({ server: url });
    let seen = 0;
    try {
      for await (const _ of client.leaseCandidates.watch({ wireFormat: 'protobuf', readOnly: true })) {
        if (++seen === 3) break;
      }
      await until(() => closed);
    } finally {
      await client.close();
    }
    expect(seen).toBe(3);
    expect(closed).toBe(true);
  });

  it('an informer whose protobuf watch gets ERROR 410 after an update relists', async () => {
    const a = { ...lease('a', 5), metadata: { ...lease('a', 5).metadata, resourceVersion: '5' } };
    const gone = encodeProtobuf({ apiVersion: 'v1', kind: 'Status', metadata: {}, status: 'Failure', message: 'too old resource version', reason: 'Expired', code: 410 } as never);
    let lists = 0;
    let watches = 0;
    const url = await serveWith((req, res) => {
      if (!req.url!.includes('watch=true')) {
        lists++;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ apiVersion: 'coordination.cluster.io/v1beta1', kind: 'LeaseCandidateList', metadata: { resourceVersion: lists === 1 ? '5' : '9' }, items: [a] }));
        return;
      }
      watches++;
      res.writeHead(200, { 'Content-Type': PROTOBUF_WATCH, 'Transfer-Encoding': 'chunked' });
      // The first watch: an update (b, seen only here), then the server's 410; later ones stay open.
      if (watches === 1) res.end(Buffer.concat([encodeWatchFrame('ADDED', encodeProtobuf(lease('b', 6))), encodeWatchFrame('ERROR', gone)]));
    });
    const client = createClient({ server: url });
    const errors: Error[] = [];
    const clock = new ManualClock();
    const informer = createInformer<LeaseCandidate>({ listerWatcher: client.leaseCandidates, clock, backoff: { initialMs: 1, jitter: 0 }, onError: (e) => errors.push(e) });
    try {
      informer.start();
      await informer.synced();
      // The relist waits out the backoff on the injected clock.
      for (let i = 0; i < 100_000 && !(lists === 2 && watches === 2); i++) {
        await clock.advance(1);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect([lists, watches]).toEqual([2, 2]);
      expect(errors.map((e) => (e as { next?: string }).next)).toEqual(['relist']);
      // The relist (a consistent list) replaced the store: b, seen only in the broken watch, is gone.
      await until(() => informer.lister().list().length === 1);
      expect(informer.lister().list().map((o) => o.metadata!.name)).toEqual(['a']);
      expect(informer.lastSyncResourceVersion()).toBe('9');
    } finally {
      informer.stop();
      await client.close();
    }
  });
});
