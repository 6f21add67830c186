/**
 * Watchers of one resource share each change's framed bytes (encoded once per format): the
 * bytes every watcher receives must still be exactly its own stream's, whatever mix of
 * formats, selectors and Table watches is open at the same time.
 */
import { describe, expect, it } from 'vitest';
import { decodeWatchEvent } from '../../src/codec/protobuf/index.js';
import { startCluster, until } from './harness.js';

const BASE = '/apis/node.cluster.io/v1/runtimeclasses';

/** Collects a raw watch stream's bytes until aborted. */
function rawWatch(url: string, accept: string, signal: AbortSignal): { chunks: Buffer[]; text: () => string; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  void (async () => {
    const res = await fetch(url, { headers: { accept }, signal });
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  })().catch(() => {});
  return { chunks, text: () => Buffer.concat(chunks).toString('utf8'), bytes: () => Buffer.concat(chunks) };
}

/** The frames of a protobuf watch stream (4-byte big-endian length + message). */
function protobufFrames(bytes: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  for (let at = 0; at + 4 <= bytes.length; ) {
    const n = bytes.readUInt32BE(at);
    if (at + 4 + n > bytes.length) break;
    frames.push(bytes.subarray(at + 4, at + 4 + n));
    at += 4 + n;
  }
  return frames;
}

describe('watch fan-out with shared frames', () => {
  it('every watcher gets its own stream: JSON watchers identical, protobuf decodes, selector and Table watchers framed per watcher', async () => {
    const cluster = await startCluster();
    const list = await cluster.client.runtimeClasses.list();
    const rv = list.metadata?.resourceVersion ?? '0';
    const abort = new AbortController();
    const url = (q: string) => `${cluster.url}${BASE}?watch=true&resourceVersion=${rv}${q}`;
    const jsonA = rawWatch(url(''), 'application/json', abort.signal);
    const jsonB = rawWatch(url(''), 'application/json', abort.signal);
    const selected = rawWatch(url('&labelSelector=tier%3Dgold'), 'application/json', abort.signal);
    const proto = rawWatch(url(''), 'application/vnd.kubernetes.protobuf', abort.signal);
    const table = rawWatch(url(''), 'application/json;as=Table;v=v1;g=meta.cluster.io', abort.signal);
    try {
      // Every watch starts at the list's resourceVersion, so it receives these changes
      // whenever it registers.
      await cluster.client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'runc' });
      await cluster.client.runtimeClasses.create({ metadata: { name: 'b', labels: { tier: 'gold' } }, handler: 'runc' });
      await cluster.client.runtimeClasses.patch('a', { metadata: { labels: { tier: 'gold' } } }, { type: 'merge' });
      await cluster.client.runtimeClasses.delete('b');
      const lines = (s: string) => s.split('\n').filter((l) => l !== '');
      await until(() => lines(jsonA.text()).length >= 4 && lines(jsonB.text()).length >= 4 && lines(selected.text()).length >= 3 && protobufFrames(proto.bytes()).length >= 4 && lines(table.text()).length >= 4);

      expect(jsonA.text()).toBe(jsonB.text());
      const events = lines(jsonA.text()).map((l) => JSON.parse(l) as { type: string; object: { metadata: { name: string } } });
      expect(events.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual(['ADDED a', 'ADDED b', 'MODIFIED a', 'DELETED b']);

      // The selector watcher sees `a` enter its selection as ADDED (a per-watcher event).
      const sel = lines(selected.text()).map((l) => JSON.parse(l) as { type: string; object: { metadata: { name: string } } });
      expect(sel.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual(['ADDED b', 'ADDED a', 'DELETED b']);

      // Protobuf frames carry the same events as the JSON stream.
      const decoded = protobufFrames(proto.bytes()).map((f) => decodeWatchEvent(f));
      expect(decoded.map((e) => `${e.type} ${(e.object.metadata as { name: string }).name}`)).toEqual(['ADDED a', 'ADDED b', 'MODIFIED a', 'DELETED b']);

      // Table watch: column definitions only in the first event, as before.
      const rows = lines(table.text()).map((l) => JSON.parse(l) as { object: { columnDefinitions: unknown } });
      expect(rows[0]!.object.columnDefinitions).not.toBeNull();
      expect(rows.slice(1).every((r) => r.object.columnDefinitions === null || r.object.columnDefinitions === undefined)).toBe(true);
    } finally {
      abort.abort();
    }
  });
});
