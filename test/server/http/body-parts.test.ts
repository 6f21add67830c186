/**
 * Bodies written in pieces (writeBodyParts, used for plain JSON and protobuf lists): the client receives
 * exactly the pieces' bytes under the announced Content-Length, for any sizes of pieces and
 * with or without compression; a large list read slowly does not hold other requests up, and
 * a client that leaves mid-body does not disturb the server.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProtobuf } from '../../../src/codec/protobuf/index.js';
import { writeBodyParts } from '../../../src/server/http/response.js';
import { startCluster } from '../../e2e/harness.js';
import { FUZZ_SEED } from '../../fuzz/harness.js';
import { rawHttpServers } from '../../support/raw-http-server.js';

const serveWith = rawHttpServers();

/** GET `url` with node:http; resolves to the response once its head arrives (body not read). */
function get(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

function readAll(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

describe('writeBodyParts', () => {
  it('sends exactly the pieces, under their Content-Length, for any piece sizes, compressed or not', async () => {
    // Pieces from empty to past the direct-write size (16 KiB), bodies from empty to several
    // groups (64 KiB) and past the queue's high-water mark (1 MiB).
    const piece = fc.oneof(fc.nat({ max: 300 }), fc.integer({ min: 15 * 1024, max: 40 * 1024 }), fc.constant(0));
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 80 }), fc.boolean(), fc.nat(), async (sizes, gzip, salt) => {
        const parts = sizes.map((n, i) => Buffer.alloc(n, (salt + i * 7) % 251));
        const expected = Buffer.concat(parts);
        const url = await serveWith((_req, res) => {
          void writeBodyParts(res, 200, { parts, byteLength: expected.length }, 'application/json', { pretty: false, gzip, headers: { 'X-Test': 'yes' } });
        });
        const res = await get(url, { 'Accept-Encoding': 'gzip' });
        const raw = await readAll(res);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json');
        expect(res.headers['x-test']).toBe('yes');
        expect(Number(res.headers['content-length'])).toBe(raw.length);
        const compressed = res.headers['content-encoding'] === 'gzip';
        // Upstream compresses from 128 KiB on, and only when the client accepts it.
        expect(compressed).toBe(gzip && expected.length >= 128 * 1024);
        expect((compressed ? gunzipSync(raw) : raw).equals(expected)).toBe(true);
      }),
      { seed: FUZZ_SEED, numRuns: 40 },
    );
  });
});

describe('large JSON lists over HTTP', () => {
  const PATH = '/apis/coordination.cluster.io/v1beta1';
  /** An object of ~`kib` KiB (one big annotation). */
  const candidate = (name: string, kib: number) => ({
    metadata: { name, namespace: 'default', annotations: { big: 'x'.repeat(kib * 1024) } },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z', pingTime: '2025-06-01T10:00:00.000000Z' },
  });

  /** A cluster holding ~14 MiB of LeaseCandidates: most of 100 KiB, some small, in key order. */
  async function bigCluster() {
    const cluster = await startCluster();
    const lc = cluster.client.leaseCandidates.namespace('default');
    for (let i = 0; i < 160; i++) await lc.create(candidate(`c${String(i).padStart(3, '0')}`, i % 10 === 0 ? 1 : 100));
    return cluster;
  }

  it('answers the whole-list bytes to a slow reader while other requests are answered', async () => {
    const { url, fetch } = await bigCluster();
    // The reference: the same list compressed, which is built as one body.
    const compressed = await get(`${url}${PATH}/leasecandidates`, { 'Accept-Encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const whole = gunzipSync(await readAll(compressed));
    expect(whole.length).toBeGreaterThan(14 * 1024 * 1024);

    const slow = await get(`${url}${PATH}/leasecandidates`);
    expect(Number(slow.headers['content-length'])).toBe(whole.length);
    slow.pause();
    // While the list waits on its reader, other requests are served.
    const one = await fetch(`${PATH}/namespaces/default/leasecandidates/c005`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { metadata: { name: string } }).metadata.name).toBe('c005');
    const reading = readAll(slow);
    slow.resume(); // a paused stream stays paused when a 'data' listener is added
    const body = await reading;
    expect(body.length).toBe(whole.length);
    expect(body.equals(whole)).toBe(true);
    expect((JSON.parse(body.toString()) as { items: unknown[] }).items).toHaveLength(160);

    // The same for protobuf: written in pieces, the bytes of the compressed (whole) answer.
    const PROTOBUF = 'application/vnd.kubernetes.protobuf';
    const zipped = await get(`${url}${PATH}/leasecandidates`, { Accept: PROTOBUF, 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const wholeProto = gunzipSync(await readAll(zipped));
    const proto = await get(`${url}${PATH}/leasecandidates`, { Accept: PROTOBUF });
    expect(proto.headers['content-type']).toBe(PROTOBUF);
    const protoBody = await readAll(proto);
    expect(Number(proto.headers['content-length'])).toBe(protoBody.length);
    expect(protoBody.equals(wholeProto)).toBe(true);
    expect((decodeProtobuf(protoBody).object as { items: unknown[] }).items).toHaveLength(160);
  });

  it('stops writing when the client leaves mid-body, and serves the next list whole', async () => {
    const { url, fetch } = await bigCluster();
    const res = await get(`${url}${PATH}/leasecandidates`);
    const total = Number(res.headers['content-length']);
    await new Promise<void>((resolve) => res.once('data', () => resolve()));
    res.destroy();
    const next = await fetch(`${PATH}/leasecandidates`);
    expect(next.status).toBe(200);
    const bytes = Buffer.from(await next.arrayBuffer());
    expect(bytes.length).toBe(total);
    expect((JSON.parse(bytes.toString()) as { items: unknown[] }).items).toHaveLength(160);
  });
});
