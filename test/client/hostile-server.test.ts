/**
 * The SDK against a server that misbehaves on purpose (a tiny node:http server): oversized
 * and endless watch events in every framing, huge declared lengths, deep nesting, invalid
 * UTF-8, response bodies past the client's bound (plain and as a gzip bomb), bodies that stall
 * and watches that never end. Each ends in a typed error (DecodeError, TransportError or
 * ApiError) within the client's limits, never a crash, a hang or unbounded buffering. A
 * property feeds random chunkings and corruptions of valid watch streams to the decoder.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UNSTRUCTURED_ERROR_TEXT_BYTES, MAX_WATCH_EVENT_BYTES, OBJECT_TOO_LARGE_MESSAGE, RESPONSE_BODY_IDLE_TIMEOUT_MS, WATCH_DEADLINE_GRACE_MS } from '../../src/client/limits.js';
import { createInformer } from '../../src/client/cache/informer.js';
import { ResourceClient } from '../../src/client/resource-client.js';
import { DecodeError, RestClient, TransportError } from '../../src/client/rest-client.js';
import type { Transport } from '../../src/client/transport.js';
import { UndiciTransport } from '../../src/client/undici-transport.js';
import { NodeHttpTransport } from '../../src/client/node-http-transport.js';
import { watchCollection } from '../../src/client/watch.js';
import type { WatchEvent } from '../../src/client/watch-event.js';
import { encodeCborSeqEvent } from '../../src/codec/cbor.js';
import { encodeProtobuf, encodeWatchFrame } from '../../src/codec/protobuf/index.js';
import { ApiError } from '../../src/meta/status.js';
import { runtimeClasses } from '../../src/meta/resources.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { ManualClock } from '../support/manual-clock.js';

const servers: Server[] = [];
const transports: Transport[] = [];

/** The transports a client may use: the SDK's default, and node:http (the CLI's, without a proxy). */
const TRANSPORTS: Array<[string, () => Transport]> = [
  ['undici', () => new UndiciTransport()],
  ['node:http', () => new NodeHttpTransport()],
];
let makeTransport: () => Transport = TRANSPORTS[0]![1];
afterEach(async () => {
  while (servers.length) {
    const s = servers.pop()!;
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  while (transports.length) await transports.pop()!.close?.();
  makeTransport = TRANSPORTS[0]![1];
});

/** A server answering every request with `handler`; its URL. */
async function hostile(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    res.on('error', () => {});
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Write `chunk` until the client goes away (respecting backpressure); counts bytes written. */
function endless(res: ServerResponse, chunk: Buffer, counter: { written: number }): void {
  let closed = false;
  res.on('close', () => (closed = true));
  const pump = () => {
    while (!closed) {
      counter.written += chunk.length;
      if (!res.write(chunk)) return;
    }
  };
  res.on('drain', pump);
  pump();
}

function clientFor(url: string, options: { clock?: ManualClock; maxResponseBytes?: number } = {}) {
  const transport = makeTransport();
  transports.push(transport);
  const rest = new RestClient({ server: url, transport, ...(options.clock ? { clock: options.clock } : {}), ...(options.maxResponseBytes ? { maxResponseBytes: options.maxResponseBytes } : {}) });
  return new ResourceClient<RuntimeClass>(rest, runtimeClasses);
}

/** Drain a watch; the events seen and what ended it (undefined: a normal end). */
async function drainWatch<T>(events: AsyncIterable<T>): Promise<{ events: T[]; error: unknown }> {
  const out: T[] = [];
  try {
    for await (const e of events) out.push(e);
  } catch (error) {
    return { events: out, error };
  }
  return { events: out, error: undefined };
}

/** Settle `p` while moving the manual clock forward in steps (I/O runs between steps). */
async function settleWithClock<T>(p: Promise<T>, clock: ManualClock, stepMs: number, maxSteps = 50): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } | undefined;
  p.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  for (let i = 0; i < maxSteps && !outcome; i++) await clock.advance(stepMs);
  if (!outcome) throw new Error('did not settle');
  return outcome;
}

/** The object name of a watch event (ERROR events carry a Status, whose metadata has none). */
const nameOf = (e: { readonly object: { readonly metadata?: object } }): string | undefined => (e.object.metadata as { name?: string } | undefined)?.name;

const rc = (name: string): RuntimeClass => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name, resourceVersion: '5' }, handler: 'runc' });
const jsonLine = (type: string, obj: unknown) => Buffer.from(JSON.stringify({ type, object: obj }) + '\n');

describe.each(TRANSPORTS)('the client (%s) against a hostile server', (_name, transport) => {
  beforeEach(() => {
    makeTransport = transport;
  });

  it('a JSON watch that sends bytes forever without a newline ends in a DecodeError near the 16 MiB event bound', async () => {
    const counter = { written: 0 };
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(jsonLine('ADDED', rc('first')));
      res.write('{"type":"ADDED","object":{"metadata":{"name":"');
      endless(res, Buffer.alloc(64 * 1024, 0x61), counter);
    });
    const { events, error } = await drainWatch(clientFor(url).watch({ resourceVersion: '1' }));
    expect(events.map((e) => nameOf(e))).toEqual(['first']);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toContain(OBJECT_TOO_LARGE_MESSAGE);
    // The client stopped reading at the bound: what the server got out is bounded too.
    expect(counter.written).toBeLessThan(MAX_WATCH_EVENT_BYTES + 32 * 1024 * 1024);
  });

  it('a complete JSON watch line over the bound is a DecodeError, the events before it are delivered', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(jsonLine('ADDED', rc('first')));
      res.end(Buffer.concat([Buffer.from('{"type":"ADDED","object":{"handler":"'), Buffer.alloc(MAX_WATCH_EVENT_BYTES, 0x61), Buffer.from('"}}\n')]));
    });
    const { events, error } = await drainWatch(clientFor(url).watch({ resourceVersion: '1' }));
    expect(events).toHaveLength(1);
    expect(error).toBeInstanceOf(DecodeError);
  });

  it('a protobuf watch frame declaring 2 GiB is a DecodeError at once, without waiting for the bytes', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.cluster.protobuf;stream=watch' });
      res.write(encodeWatchFrame('ADDED', encodeProtobuf(rc('first'))));
      res.write(Buffer.of(0x80, 0x00, 0x00, 0x00, 0x0a)); // length 2^31, then silence
    });
    const { events, error } = await drainWatch(clientFor(url).watch({ resourceVersion: '1' }));
    expect(events.map((e) => nameOf(e))).toEqual(['first']);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/exceeds the maximum of 16777216 bytes/);
  });

  it('a CBOR watch sequence whose item never ends is a DecodeError near the event bound', async () => {
    const counter = { written: 0 };
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/cbor-seq' });
      res.write(encodeCborSeqEvent('ADDED', rc('first')));
      res.write(Buffer.of(0x9f)); // an indefinite-length array, never closed
      endless(res, Buffer.alloc(256 * 1024, 0x01), counter);
    });
    const { events, error } = await drainWatch(clientFor(url).watch({ resourceVersion: '1' }));
    expect(events).toHaveLength(1);
    expect(error).toBeInstanceOf(DecodeError);
    expect(counter.written).toBeLessThan(MAX_WATCH_EVENT_BYTES + 32 * 1024 * 1024);
    // The codec's CBOR sequence reader re-joins its whole pending buffer per chunk (quadratic
    // up to the bound): seconds of CPU for one 16 MiB item, hence the longer timeout.
  }, 60_000);

  it.each([
    ['JSON nested 100,000 deep', 'application/json', Buffer.from(`{"type":"ADDED","object":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}\n`)],
    ['CBOR nested 100,000 deep', 'application/cbor-seq', Buffer.concat([Buffer.of(0xa2, 0x64, ...Buffer.from('type'), 0x65, ...Buffer.from('ADDED'), 0x66, ...Buffer.from('object'), 0xa1, 0x61, 0x61), Buffer.alloc(100_000, 0x81), Buffer.of(0x01)])],
    ['an unknown event type', 'application/json', jsonLine('EXPLODED', rc('x'))],
    ['an event without an object', 'application/json', Buffer.from('{"type":"ADDED"}\n')],
    ['invalid UTF-8 outside strings', 'application/json', Buffer.concat([Buffer.from('{"type":"ADDED",'), Buffer.of(0xff, 0xfe), Buffer.from('"object":{}}\n')])],
  ])('a watch event that is %s ends the watch with a DecodeError', async (_name, type, body) => {
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
    const { error } = await drainWatch(clientFor(url).watch({ resourceVersion: '1' }));
    expect(error).toBeInstanceOf(DecodeError);
  });

  it('invalid UTF-8 inside a JSON string decodes with U+FFFD, as Go does', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(Buffer.concat([Buffer.from('{"type":"ADDED","object":{"metadata":{"name":"a'), Buffer.of(0xff, 0xc0, 0x80), Buffer.from('"}}}\n')]));
    });
    const { events, error } = await drainWatch(clientFor(url).watch({ resourceVersion: '1' }));
    expect(error).toBeUndefined();
    expect(nameOf(events[0]!)).toBe('a\ufffd\ufffd\ufffd');
  });

  it('a watch the server keeps open past timeoutSeconds plus the grace ends in a TransportError', async () => {
    const clock = new ManualClock();
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(jsonLine('ADDED', rc('first'))); // then never ends
    });
    const watch = drainWatch(clientFor(url, { clock }).watch({ resourceVersion: '1', timeoutSeconds: 5 }));
    const { value } = await settleWithClock(watch, clock, 5_000);
    expect(value!.events).toHaveLength(1);
    expect(value!.error).toBeInstanceOf(TransportError);
    expect(clock.requestedDelays).toContain(5_000 + WATCH_DEADLINE_GRACE_MS);
  });

  it('a resuming watch re-watches after a server that outlived timeoutSeconds', async () => {
    const clock = new ManualClock();
    let requests = 0;
    const url = await hostile((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(jsonLine('ADDED', rc(`r${requests}`)));
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const run = (async () => {
      for await (const e of clientFor(url, { clock }).watch({ resourceVersion: '1', timeoutSeconds: 1, resume: true, clock, signal: controller.signal })) {
        seen.push(nameOf(e)!);
        if (seen.length === 2) controller.abort();
      }
    })();
    const { error } = await settleWithClock(run, clock, 5_000);
    expect(error).toBeUndefined();
    expect(seen).toEqual(['r1', 'r2']);
  });

  it('a get whose body stalls after the headers is a TransportError once the idle timeout passes', async () => {
    const clock = new ManualClock();
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"kind":"RuntimeClass",'); // and nothing more
    });
    const { error } = await settleWithClock(clientFor(url, { clock }).get('x'), clock, 10_000);
    expect(error).toBeInstanceOf(TransportError);
    expect(clock.requestedDelays).toContain(RESPONSE_BODY_IDLE_TIMEOUT_MS);
  });

  it('a list body that never ends is a DecodeError at the response bound, not unbounded memory', async () => {
    const counter = { written: 0 };
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"kind":"RuntimeClassList","items":[');
      endless(res, Buffer.from('{"metadata":{"name":"x"}},'.repeat(2000)), counter);
    });
    const error = await clientFor(url, { maxResponseBytes: 4 * 1024 * 1024 }).list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/exceeds the maximum of 4194304 bytes/);
    expect(counter.written).toBeLessThan(4 * 1024 * 1024 + 32 * 1024 * 1024);
  });

  it('a declared Content-Length over the bound is a DecodeError before any body is read', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 ** 40) });
      res.write('{');
    });
    const error = await clientFor(url, { maxResponseBytes: 1024 * 1024 }).get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
  });

  it('a gzip bomb stops at the response bound with a DecodeError', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20)); // 64 MiB of spaces in ~64 KiB
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const error = await clientFor(url, { maxResponseBytes: 1024 * 1024 }).get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/decompressed response body exceeds/);
  });

  it('corrupt gzip on an error answer is a DecodeError, not a zlib error', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(Buffer.from('not gzip at all'));
    });
    const error = await clientFor(url).get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
  });

  it('a 1 MiB error body that is not a Status becomes an ApiError with at most 2048 bytes of it', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>' + 'x'.repeat(1024 * 1024));
    });
    const error = await clientFor(url).get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status.message!.length).toBeLessThanOrEqual(MAX_UNSTRUCTURED_ERROR_TEXT_BYTES);
  });

  it('a connection cut in the middle of a body is a TransportError', async () => {
    const url = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"kind":', () => res.socket?.destroy());
    });
    const error = await clientFor(url).get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
  });
});

describe('an informer against a hostile watch', () => {
  it('re-watches after a malformed watch event and converges, reporting the DecodeError', async () => {
    const clock = new ManualClock();
    let watches = 0;
    const url = await hostile((req, res) => {
      if (!req.url!.includes('watch=true')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClassList', metadata: { resourceVersion: '5' }, items: [rc('a')] }));
        return;
      }
      watches++;
      res.writeHead(200, { 'content-type': 'application/json' });
      if (watches === 1) {
        res.write(jsonLine('ADDED', { ...rc('b'), metadata: { name: 'b', resourceVersion: '6' } }));
        res.end(`{"type":"ADDED","object":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}\n`);
      } else {
        res.write(jsonLine('ADDED', { ...rc('c'), metadata: { name: 'c', resourceVersion: '7' } })); // and stays open
      }
    });
    const errors: Error[] = [];
    const informer = createInformer<RuntimeClass>({ listerWatcher: clientFor(url, { clock }), clock, random: () => 0.5, useWatchList: false, onError: (e) => errors.push(e) });
    const controller = new AbortController();
    informer.start(controller.signal);
    try {
      for (let i = 0; i < 60 && !informer.lister().list().some((o) => o.metadata?.name === 'c'); i++) await clock.advance(1_000);
      expect(informer.lister().list().map((o) => o.metadata?.name).sort()).toEqual(['a', 'b', 'c']);
      const causes = errors.flatMap((e) => {
        const chain: unknown[] = [];
        for (let c: unknown = e; c; c = (c as { cause?: unknown }).cause) chain.push(c);
        return chain;
      });
      expect(causes.some((c) => c instanceof DecodeError)).toBe(true);
      expect(watches).toBeGreaterThanOrEqual(2);
    } finally {
      controller.abort();
      informer.stop();
    }
  });
});

/** A transport serving one canned response whose body arrives in the given chunks. */
function cannedTransport(contentType: string, chunks: readonly Buffer[]): Transport {
  return {
    async request() {
      return {
        status: 200,
        headers: { 'content-type': contentType },
        body: (async function* () {
          for (const c of chunks) yield c;
        })(),
      };
    },
  };
}

type Framing = 'json' | 'protobuf' | 'cbor';
const FRAMING_TYPE: Record<Framing, string> = { json: 'application/json', protobuf: 'application/vnd.cluster.protobuf;stream=watch', cbor: 'application/cbor-seq' };

function encodeEvent(framing: Framing, type: string, obj: RuntimeClass): Buffer {
  if (framing === 'json') return jsonLine(type, obj);
  if (framing === 'protobuf') return Buffer.from(encodeWatchFrame(type, encodeProtobuf(obj)));
  return Buffer.from(encodeCborSeqEvent(type, obj));
}

/** Cut `bytes` at the given (sorted, deduplicated) offsets. */
function chunked(bytes: Buffer, cuts: readonly number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let at = 0;
  for (const p of points) {
    out.push(bytes.subarray(at, p));
    at = p;
  }
  out.push(bytes.subarray(at));
  return out;
}

describe('the watch decoder under random chunking and corruption (property)', () => {
  const eventsArb = fc.array(fc.tuple(fc.constantFrom('ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK'), fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/)), { minLength: 1, maxLength: 8 });
  const corruption = fc.oneof(
    fc.constant<{ kind: 'none' }>({ kind: 'none' }),
    fc.record({ kind: fc.constant<'truncate'>('truncate'), at: fc.nat() }),
    fc.record({ kind: fc.constant<'flip'>('flip'), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
    fc.record({ kind: fc.constant<'insert'>('insert'), at: fc.nat(), junk: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
  );

  for (const framing of ['json', 'protobuf', 'cbor'] as const) {
    it(`${framing}: yields the valid prefix's events, then ends or throws only DecodeError/TransportError`, async () => {
      await fc.assert(
        fc.asyncProperty(eventsArb, corruption, fc.array(fc.nat(), { maxLength: 12 }), async (spec, corrupt, cuts) => {
          const objects = spec.map(([type, name]) => ({ type, object: rc(name) }));
          const encoded = objects.map((e) => encodeEvent(framing, e.type, e.object));
          // Byte offset where each event ends in the valid stream.
          const ends: number[] = [];
          let total = 0;
          for (const e of encoded) ends.push((total += e.length));
          let bytes = Buffer.concat(encoded);
          let damagedFrom = bytes.length;
          if (corrupt.kind === 'truncate') {
            damagedFrom = corrupt.at % (bytes.length + 1);
            bytes = bytes.subarray(0, damagedFrom);
          } else if (corrupt.kind === 'flip') {
            damagedFrom = corrupt.at % bytes.length;
            bytes = Buffer.from(bytes);
            bytes[damagedFrom] = corrupt.byte;
          } else if (corrupt.kind === 'insert') {
            damagedFrom = corrupt.at % (bytes.length + 1);
            bytes = Buffer.concat([bytes.subarray(0, damagedFrom), Buffer.from(corrupt.junk), bytes.subarray(damagedFrom)]);
          }
          const rest = new RestClient({ server: 'http://hostile.invalid', transport: cannedTransport(FRAMING_TYPE[framing], chunked(bytes, cuts)) });
          const { events, error } = await drainWatch<WatchEvent<RuntimeClass>>(watchCollection<RuntimeClass>(rest, '/apis/node.cluster.io/v1/runtimeclasses', { resourceVersion: '1' }));
          if (error !== undefined && !(error instanceof DecodeError) && !(error instanceof TransportError)) throw error;
          // Every event that lies wholly before the damage arrives, unchanged and in order.
          const intact = ends.filter((end) => end <= damagedFrom).length;
          expect(events.length).toBeGreaterThanOrEqual(Math.min(intact, events.length));
          expect(events.slice(0, intact).map((e) => [e.type, nameOf(e)])).toEqual(objects.slice(0, Math.min(intact, events.length)).map((e) => [e.type, e.object.metadata?.name]));
          if (corrupt.kind === 'none') {
            expect(error).toBeUndefined();
            expect(events.map((e) => [e.type, nameOf(e)])).toEqual(objects.map((e) => [e.type, e.object.metadata?.name]));
          } else if (events.length < intact) {
            throw new Error(`only ${events.length} of ${intact} intact events were delivered`);
          }
        }),
        { seed: 20261123, numRuns: 300 },
      );
    });
  }
});
