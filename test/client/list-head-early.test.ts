/**
 * Paged lists ask for page n+1 as soon as page n's head (its ListMeta, which leads the body)
 * has arrived, before the rest of page n's body: `onListHead` through the REST client's body
 * reader. Over the Transport seam with bodies delivered in chunks the test controls:
 *  - the next request goes out while the current body is still arriving;
 *  - for any chunking of the pages and any (hostile) continue tokens, the pages and the
 *    requests are exactly those of reading one page after the other;
 *  - compressed and error bodies give no early head.
 * Properties with a fixed seed.
 */
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import type { Transport, TransportRequest, TransportResponse } from '../../src/client/transport.js';
import { encodeProtobufListFromItems, encodeProtobufListItem } from '../../src/codec/protobuf/index.js';
import { fuzzParams } from '../fuzz/harness.js';

const API_VERSION = 'coordination.cluster.io/v1beta1';
const LIST = { apiVersion: API_VERSION, kind: 'LeaseCandidateList' };
const PROTOBUF = 'application/vnd.cluster.protobuf';

function item(name: string) {
  return {
    metadata: { name, namespace: 'default', resourceVersion: '7', creationTimestamp: '2026-11-27T10:00:00Z' },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
  };
}

/** Page i of `tokens.length + 1` pages: its items, and the token of the next page (none on the last). */
function pageBytes(i: number, tokens: readonly string[], perPage: number): Uint8Array {
  const items = Array.from({ length: perPage }, (_, k) => encodeProtobufListItem(LIST.kind, item(`p${i}-${k}`), k));
  const metadata = { resourceVersion: '9', ...(i < tokens.length ? { continue: tokens[i] } : {}) };
  return encodeProtobufListFromItems(LIST, metadata, items);
}

/** Splits `bytes` at the given cut points (any order, duplicates and out-of-range cuts allowed). */
function split(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const c of [...at, bytes.length]) {
    out.push(bytes.subarray(from, c));
    from = c;
  }
  return out;
}

interface Served {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly chunks: readonly Uint8Array[];
}

/**
 * A transport answering list requests from `serve(continueToken)`, logging `request <token>`
 * and, per body, `end <token>` once its last chunk has been taken. `gate(token, index)` may
 * hold a chunk back until it resolves.
 */
function fakeTransport(serve: (token: string) => Served, log: string[], gate?: (token: string, index: number) => Promise<void>): Transport {
  return {
    async request(req: TransportRequest): Promise<TransportResponse> {
      const token = new URL(req.url).searchParams.get('continue') ?? '';
      log.push(`request ${token}`);
      const s = serve(token);
      const size = s.chunks.reduce((n, c) => n + c.byteLength, 0);
      async function* body(): AsyncGenerator<Uint8Array> {
        for (let i = 0; i < s.chunks.length; i++) {
          if (gate) await gate(token, i);
          yield s.chunks[i]!;
        }
        log.push(`end ${token}`);
      }
      return { status: s.status ?? 200, headers: { 'content-type': PROTOBUF, 'content-length': String(size), ...s.headers }, body: body() };
    },
  };
}

function client(transport: Transport) {
  return createClient({ server: 'http://cluster.invalid', transport, retry: false, wireFormat: 'protobuf' });
}

/** Lets pending promise work and one macrotask turn run (no timer). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('paged lists ask for the next page from the head of the current body', () => {
  it('sends the next request while the current body is still arriving', async () => {
    const tokens = ['t1', 't2'];
    const log: string[] = [];
    const pages = tokens.map((_, i) => pageBytes(i, tokens, 3)).concat(pageBytes(2, tokens, 3));
    const byToken = new Map(['', ...tokens].map((t, i) => [t, pages[i]!]));
    // Each body's first chunk (150 bytes: prefix, TypeMeta, ListMeta, part of an item) holds its
    // ListMeta; the rest comes only after a turn of the event loop, by when a client reading
    // heads has asked for the next page.
    const transport = fakeTransport((t) => ({ chunks: split(byToken.get(t)!, [150]) }), log, async (_t, i) => {
      if (i > 0) await turn();
    });
    const c = client(transport);
    const names: string[] = [];
    for await (const p of c.leaseCandidates.listPages({ limit: 3 })) names.push(...p.items.map((o) => o.metadata!.name!));
    expect(names).toEqual(['p0-0', 'p0-1', 'p0-2', 'p1-0', 'p1-1', 'p1-2', 'p2-0', 'p2-1', 'p2-2']);
    expect(log).toEqual(['request ', 'request t1', 'end ', 'request t2', 'end t1', 'end t2']);
  });

  it('any chunking, any continue tokens: the same pages and requests as one page after the other', async () => {
    const token = fc.string({ unit: fc.constantFrom('a', '&', '=', '%', '+', ' ', '/', '?', '#', 'é', '😀', '\u0000'), minLength: 1, maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(token, { maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.array(fc.nat(), { maxLength: 8 }), { minLength: 4, maxLength: 4 }),
        async (tokens, perPage, cuts) => {
          const log: string[] = [];
          const pages = ['', ...tokens].map((_, i) => pageBytes(i, tokens, perPage));
          const index = new Map(['', ...tokens].map((t, i) => [t, i]));
          const transport = fakeTransport((t) => ({ chunks: split(pages[index.get(t)!]!, cuts[index.get(t)!]!) }), log, async () => {
            await Promise.resolve();
          });
          const c = client(transport);
          const names: string[] = [];
          for await (const p of c.leaseCandidates.listPages({ limit: Math.max(perPage, 1) })) names.push(...p.items.map((o) => o.metadata!.name!));
          expect(names).toEqual(['', ...tokens].flatMap((_, i) => Array.from({ length: perPage }, (__, k) => `p${i}-${k}`)));
          // Every page asked for once, in order, each with its exact token.
          expect(log.filter((l) => l.startsWith('request '))).toEqual(['', ...tokens].map((t) => `request ${t}`));
        },
      ),
      fuzzParams(60),
    );
  });

  it('a compressed body gives no early head: the next page is asked for once the body has been read', async () => {
    const tokens = ['t1'];
    const log: string[] = [];
    const pages = [pageBytes(0, tokens, 2), pageBytes(1, tokens, 2)];
    const transport = fakeTransport(
      (t) => {
        const gz = gzipSync(pages[t === '' ? 0 : 1]!);
        return { headers: { 'content-encoding': 'gzip' }, chunks: split(gz, [10]) };
      },
      log,
      async (_t, i) => {
        if (i > 0) await turn();
      },
    );
    const c = client(transport);
    let n = 0;
    for await (const p of c.leaseCandidates.listPages({ limit: 2 })) n += p.items.length;
    expect(n).toBe(4);
    expect(log).toEqual(['request ', 'end ', 'request t1', 'end t1']);
  });

  it('an error answer with a list-looking body is thrown when due; no page is asked for from it', async () => {
    const log: string[] = [];
    const tokens = ['t1'];
    const transport = fakeTransport((t) => (t === '' ? { status: 500, chunks: split(pageBytes(0, tokens, 1), [40]) } : { chunks: [pageBytes(1, tokens, 1)] }), log);
    const c = client(transport);
    await expect(async () => {
      for await (const _ of c.leaseCandidates.listPages({ limit: 1 })) void _;
    }).rejects.toThrow();
    expect(log.filter((l) => l.startsWith('request '))).toEqual(['request ']);
  });
});
