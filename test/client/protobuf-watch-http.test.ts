/**
 * A protobuf watch over real HTTP (a node:http server on port 0 writing frames in chosen
 * pieces): the events arrive whatever the write boundaries, read-only or not, decoded through
 * the transient builders (the same objects as a plain decode); a server that closes inside a
 * frame ends the watch with a DecodeError after the whole events before it; a frame past the
 * limit likewise; afterwards the builders are back in their normal (list) mode.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { DecodeError } from '../../src/client/rest-client-base.js';
import { decodeProtobuf, encodeProtobuf, encodeWatchFrame } from '../../src/codec/protobuf/index.js';
import { setTransientDecode } from '../../src/codec/protobuf/shapes.js';
import type { LeaseCandidate } from '../../src/meta/types.js';

const lease = (name: string, rv: number): LeaseCandidate => ({
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: { name, namespace: 'default', resourceVersion: String(rv), labels: { app: 'x', zone: 'a' } },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
});

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** A server answering every watch with `pieces`, written one by one (each flushed), then closing. */
async function serve(pieces: readonly Buffer[]): Promise<string> {
  const server = createServer((req, res) => {
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
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
});
