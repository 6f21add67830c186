/**
 * Watch events in batches (json-watch-lines.ts, watch.ts, the reflector's consume): the
 * chunking of a stream never changes what comes out of it. For any event list (with
 * multi-byte UTF-8, blank lines, a missing final newline) any corruption (truncation, flipped
 * or inserted bytes, an oversized line) and any cut into chunks, the JSON framer yields the
 * same events and ends with the same error as for the whole stream in one chunk, in non-empty
 * batches; `watch()` read one event at a time and read per batch agree; and the reflector,
 * fed batches, applies events in order, stops at an ERROR event in the middle of a batch, and
 * touches the store no more once its signal fires inside a batch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../src/client/cache/informer.js';
import { OBJECT_TOO_LARGE_MESSAGE } from '../../src/client/limits.js';
import { DecodeError, RestClient } from '../../src/client/rest-client.js';
import { ResourceClient } from '../../src/client/resource-client.js';
import type { Transport, TransportRequest } from '../../src/client/transport.js';
import { watchCollection } from '../../src/client/watch.js';
import { WATCH_BATCHES, isBatchedWatch, type WatchEvent } from '../../src/client/watch-event.js';
import { webWire } from '../../src/client/wire-web.js';
import { nodeWire } from '../../src/client/wire.js';
import { runtimeClasses } from '../../src/meta/resources.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { FUZZ_SEED, fuzzParams } from '../fuzz/harness.js';
import { ManualClock } from '../support/manual-clock.js';

const RC_PATH = '/apis/node.cluster.io/v1/runtimeclasses';
const rc = (name: string, rv: string, handler = 'runc'): RuntimeClass => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name, resourceVersion: rv }, handler });
const line = (type: string, obj: unknown): string => `${JSON.stringify({ type, object: obj })}\n`;

async function* fromChunks(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const c of chunks) yield c;
}

/** Cut `bytes` at the given offsets (taken modulo the length, deduplicated). */
function cut(bytes: Buffer, cuts: readonly number[]): Buffer[] {
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

interface Outcome {
  readonly events: unknown[];
  /** Class and message of what ended the stream ('' when it ended normally). */
  readonly error: string;
  readonly emptyBatches: number;
}

/**
 * What a wire's framer makes of `chunks`. The byte count in an oversized-event message is how
 * far the framer had read when the bound was crossed, which depends on the chunking; the rest
 * of the message must not.
 */
async function frame(wire: typeof nodeWire, chunks: readonly Uint8Array[], maxEventBytes: number): Promise<Outcome> {
  const events: unknown[] = [];
  let emptyBatches = 0;
  try {
    for await (const batch of wire.watchEventBatches('application/json', fromChunks(chunks), maxEventBytes)) {
      if (batch.length === 0) emptyBatches++;
      events.push(...batch);
    }
  } catch (err) {
    const e = err as Error;
    return { events, error: `${e.constructor.name}: ${e.message.replace(/\(\d+ bytes/, '(N bytes')}`, emptyBatches };
  }
  return { events, error: '', emptyBatches };
}

const nameArb = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
/** Handler values with multi-byte UTF-8 (split across chunks by the cuts), and JSON escapes. */
const handlerArb = fc.oneof(fc.constant('runc'), fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('crun-ü', 'gVisor-日本', 'kata-🚀', 'a"b\\c\n'));
const eventArb = fc.tuple(fc.constantFrom('ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK'), nameArb, fc.nat({ max: 1000 }), handlerArb);
const corruptionArb = fc.oneof(
  fc.constant<{ kind: 'none' }>({ kind: 'none' }),
  fc.constant<{ kind: 'no-final-newline' }>({ kind: 'no-final-newline' }),
  fc.record({ kind: fc.constant<'blank-lines'>('blank-lines'), at: fc.nat(), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant<'truncate'>('truncate'), at: fc.nat() }),
  fc.record({ kind: fc.constant<'flip'>('flip'), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant<'insert'>('insert'), at: fc.nat(), junk: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant<'oversized'>('oversized'), at: fc.nat(), terminated: fc.boolean() }),
);
type Corruption = typeof corruptionArb extends fc.Arbitrary<infer C> ? C : never;

/** Largest event in these properties: small, so that oversized lines are cheap to make. */
const MAX_EVENT = 512;

function streamOf(events: readonly [string, string, number, string][], corrupt: Corruption): Buffer {
  const lines = events.map(([type, name, rv, handler]) => Buffer.from(line(type, rc(name, String(rv + 1), handler))));
  let bytes = Buffer.concat(lines);
  const at = (n: number) => n % (bytes.length + 1);
  switch (corrupt.kind) {
    case 'no-final-newline':
      return bytes.subarray(0, bytes.length - 1);
    case 'blank-lines': {
      // Between two lines: an empty line is skipped, never an event or an error.
      const ends = lines.map((_, i) => lines.slice(0, i + 1).reduce((n, l) => n + l.length, 0));
      const p = ends[corrupt.at % ends.length]!;
      return Buffer.concat([bytes.subarray(0, p), Buffer.from('\n'.repeat(corrupt.count)), bytes.subarray(p)]);
    }
    case 'truncate':
      return bytes.subarray(0, at(corrupt.at));
    case 'flip':
      bytes = Buffer.from(bytes);
      bytes[corrupt.at % bytes.length] = corrupt.byte;
      return bytes;
    case 'insert': {
      const p = at(corrupt.at);
      return Buffer.concat([bytes.subarray(0, p), Buffer.from(corrupt.junk), bytes.subarray(p)]);
    }
    case 'oversized': {
      const p = at(corrupt.at);
      const huge = Buffer.from(`{"type":"ADDED","object":{"pad":"${'x'.repeat(MAX_EVENT)}"}}${corrupt.terminated ? '\n' : ''}`);
      return Buffer.concat([bytes.subarray(0, p), huge, corrupt.terminated ? bytes.subarray(p) : Buffer.alloc(0)]);
    }
    default:
      return bytes;
  }
}

describe('JSON watch framing in batches (property)', () => {
  for (const [name, wire] of [
    ['nodeWire (Buffer)', nodeWire],
    ['webWire (Uint8Array, TextDecoder)', webWire],
  ] as const) {
    it(`${name}: any chunking yields the same events and the same error as the whole stream, in non-empty batches`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 6 }), corruptionArb, fc.array(fc.nat(), { maxLength: 16 }), async (events, corrupt, cuts) => {
          const bytes = streamOf(events, corrupt);
          const whole = await frame(wire, [bytes], MAX_EVENT);
          const chunked = await frame(wire, cut(bytes, cuts), MAX_EVENT);
          expect(chunked).toEqual(whole);
          expect(whole.emptyBatches).toBe(0);
          // Only a DecodeError ever ends a stream early.
          if (whole.error !== '') expect(whole.error).toMatch(/^DecodeError: malformed watch event: /);
          if (corrupt.kind === 'none' || corrupt.kind === 'no-final-newline' || corrupt.kind === 'blank-lines') {
            expect(whole.error).toBe('');
            expect(whole.events.map((e) => ((e as WatchEvent<RuntimeClass>).object as RuntimeClass).metadata?.name)).toEqual(events.map((e) => e[1]));
          }
          if (corrupt.kind === 'oversized') expect(whole.error).toContain(OBJECT_TOO_LARGE_MESSAGE);
        }),
        fuzzParams(400),
      );
    });
  }

  it('a byte stream cut at every offset gives the same events (exhaustive, multi-byte text)', async () => {
    const bytes = Buffer.from(line('ADDED', rc('a', '2', '日本🚀')) + line('MODIFIED', rc('b', '3', 'ü')) + '\n' + line('DELETED', rc('a', '4')));
    const whole = await frame(nodeWire, [bytes], MAX_EVENT);
    expect(whole.events).toHaveLength(3);
    for (let i = 0; i <= bytes.length; i++) {
      for (const wire of [nodeWire, webWire]) expect(await frame(wire, [bytes.subarray(0, i), bytes.subarray(i)], MAX_EVENT)).toEqual(whole);
    }
  });

  it('the events before a malformed line in the same chunk come first, in one batch, then the DecodeError', async () => {
    const bytes = Buffer.from(line('ADDED', rc('a', '2')) + line('ADDED', rc('b', '3')) + '{"type":"ADDED",\n' + line('ADDED', rc('c', '4')));
    const batches: string[][] = [];
    let error: unknown;
    try {
      for await (const batch of nodeWire.watchEventBatches('application/json', fromChunks([bytes]), MAX_EVENT)) {
        batches.push(batch.map((e) => ((e as WatchEvent<RuntimeClass>).object as RuntimeClass).metadata!.name!));
      }
    } catch (err) {
      error = err;
    }
    expect(batches).toEqual([['a', 'b']]);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/^malformed watch event: /);
  });
});

/** A transport answering list requests with `list` and the first watch with `chunks` (later watches stay open until aborted). */
function memoryTransport(list: unknown, chunks: readonly Buffer[], contentType = 'application/json'): Transport & { watches: number } {
  const t = {
    watches: 0,
    async request(req: TransportRequest) {
      if (!req.url.includes('watch=true')) {
        return { status: 200, headers: { 'content-type': 'application/json' }, body: fromChunks([Buffer.from(JSON.stringify(list))]) };
      }
      t.watches++;
      const first = t.watches === 1;
      const signal = req.signal;
      const body = (async function* () {
        if (first) yield* chunks;
        await new Promise<void>((resolve) => {
          if (signal?.aborted) resolve();
          signal?.addEventListener('abort', () => resolve(), { once: true });
        });
      })();
      return { status: 200, headers: { 'content-type': contentType }, body };
    },
  };
  return t;
}

describe('watch() one event at a time and per batch (property)', () => {
  it('gives the same events and the same error either way, for any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 6 }), corruptionArb, fc.array(fc.nat(), { maxLength: 8 }), async (events, corrupt, cuts) => {
        const bytes = streamOf(events, corrupt);
        const run = async (perBatch: boolean): Promise<{ names: unknown[]; error: string }> => {
          const transport: Transport = {
            async request() {
              return { status: 200, headers: { 'content-type': 'application/json' }, body: fromChunks(cut(bytes, cuts)) };
            },
          };
          const rest = new RestClient({ server: 'http://memory.invalid', transport });
          const stream = watchCollection<RuntimeClass>(rest, RC_PATH, { resourceVersion: '1' });
          expect(isBatchedWatch(stream)).toBe(true);
          const names: unknown[] = [];
          try {
            if (perBatch) {
              const it = stream[WATCH_BATCHES]();
              for (let r = await it.next(); !r.done; r = await it.next()) {
                expect(r.value.length).toBeGreaterThan(0);
                for (const e of r.value) names.push([e.type, (e.object as RuntimeClass).metadata?.name]);
              }
            } else {
              for await (const e of stream) names.push([e.type, (e.object as RuntimeClass).metadata?.name]);
            }
          } catch (err) {
            return { names, error: `${(err as Error).constructor.name}: ${(err as Error).message}` };
          }
          return { names, error: '' };
        };
        expect(await run(true)).toEqual(await run(false));
      }),
      { seed: FUZZ_SEED, numRuns: 150 },
    );
  });

  it('next() calls made together get consecutive events; breaking out of a for-await closes the body', async () => {
    const bytes = Buffer.from(line('ADDED', rc('a', '2')) + line('ADDED', rc('b', '3')) + line('ADDED', rc('c', '4')));
    let closed = 0;
    const transport: Transport = {
      async request() {
        const body = (async function* () {
          try {
            yield bytes.subarray(0, 10);
            yield bytes.subarray(10);
          } finally {
            closed++;
          }
        })();
        return { status: 200, headers: { 'content-type': 'application/json' }, body };
      },
    };
    const rest = new RestClient({ server: 'http://memory.invalid', transport });
    const stream = watchCollection<RuntimeClass>(rest, RC_PATH, {});
    const [a, b, c, d] = await Promise.all([stream.next(), stream.next(), stream.next(), stream.next()]);
    expect([a, b, c].map((r) => ((r.value as WatchEvent<RuntimeClass>).object as RuntimeClass).metadata?.name)).toEqual(['a', 'b', 'c']);
    expect(d.done).toBe(true);
    expect(closed).toBe(1);
    const again = watchCollection<RuntimeClass>(rest, RC_PATH, {});
    for await (const e of again) {
      expect((e.object as RuntimeClass).metadata?.name).toBe('a');
      break;
    }
    expect(closed).toBe(2);
    expect((await again.next()).done).toBe(true);
  });
});

describe('the reflector fed batches', () => {
  const list = (rv: string, ...items: RuntimeClass[]) => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClassList', metadata: { resourceVersion: rv }, items });

  it('applies every event of a chunk in order and delivers the updates to handlers in that order', async () => {
    const clock = new ManualClock();
    const chunk = Buffer.from(line('ADDED', rc('b', '6')) + line('MODIFIED', rc('a', '7', 'crun')) + line('DELETED', rc('b', '8')) + line('ADDED', rc('c', '9')));
    const transport = memoryTransport(list('5', rc('a', '5')), [chunk]);
    const client = new ResourceClient<RuntimeClass>(new RestClient({ server: 'http://memory.invalid', transport, clock }), runtimeClasses);
    const seen: string[] = [];
    const informer = createInformer<RuntimeClass>({ listerWatcher: client, clock, random: () => 0.5, onError: (e) => seen.push(`error ${e.message}`) });
    // One handler: the order of notifications is per handler.
    informer.addEventHandler({
      onAdd: (o) => void seen.push(`add ${o.metadata!.name}`),
      onUpdate: (_old, o) => void seen.push(`update ${o.metadata!.name} ${o.handler}`),
      onDelete: (o) => void seen.push(`delete ${o.metadata!.name}`),
    });
    informer.start();
    try {
      await informer.synced();
      for (let i = 0; i < 20 && informer.lastSyncResourceVersion() !== '9'; i++) await clock.advance(0);
      expect(informer.lastSyncResourceVersion()).toBe('9');
      await clock.advance(0);
      expect(seen).toEqual(['add a', 'add b', 'update a crun', 'delete b', 'add c']);
      expect(informer.lister().list().map((o) => o.metadata!.name).sort()).toEqual(['a', 'c']);
    } finally {
      informer.stop();
    }
  });

  it('stops at an ERROR event in the middle of a chunk: the events after it are not applied, and 410 relists', async () => {
    const clock = new ManualClock();
    const gone = { kind: 'Status', apiVersion: 'v1', status: 'Failure', reason: 'Expired', code: 410, message: 'too old resource version' };
    const chunk = Buffer.from(line('ADDED', rc('b', '6')) + line('ERROR', gone) + line('ADDED', rc('z', '8')));
    let lists = 0;
    const inner = memoryTransport(list('5', rc('a', '5')), [chunk]);
    const transport: Transport = {
      request(req) {
        if (!req.url.includes('watch=true')) lists++;
        return inner.request(req);
      },
    };
    const client = new ResourceClient<RuntimeClass>(new RestClient({ server: 'http://memory.invalid', transport, clock }), runtimeClasses);
    const errors: Error[] = [];
    const informer = createInformer<RuntimeClass>({ listerWatcher: client, clock, random: () => 0.5, onError: (e) => errors.push(e) });
    informer.start();
    try {
      await informer.synced();
      for (let i = 0; i < 20 && errors.length === 0; i++) await clock.advance(0);
      expect(errors.map((e) => (e as { next?: string }).next)).toEqual(['relist']);
      expect(informer.lastSyncResourceVersion()).toBe('6');
      expect(informer.lister().list().map((o) => o.metadata!.name).sort()).toEqual(['a', 'b']);
      // The relist (a consistent list) replaces the store: b, seen only in the broken watch, is gone.
      for (let i = 0; i < 100 && lists < 2; i++) await clock.advance(1000);
      expect(lists).toBe(2);
      for (let i = 0; i < 5; i++) await clock.advance(0);
      expect(informer.lister().list().map((o) => o.metadata!.name)).toEqual(['a']);
    } finally {
      informer.stop();
    }
  });

  it('touches the store no more once stopped inside a batch (a transform that stops the informer)', async () => {
    const clock = new ManualClock();
    const chunk = Buffer.from(line('ADDED', rc('b', '6')) + line('ADDED', rc('stop', '7')) + line('ADDED', rc('c', '8')));
    const transport = memoryTransport(list('5', rc('a', '5')), [chunk]);
    const client = new ResourceClient<RuntimeClass>(new RestClient({ server: 'http://memory.invalid', transport, clock }), runtimeClasses);
    let stop = (): void => {};
    const transformed: string[] = [];
    const informer = createInformer<RuntimeClass>({
      listerWatcher: client,
      clock,
      random: () => 0.5,
      internStrings: false,
      transform: (o) => {
        transformed.push(o.metadata!.name!);
        if (o.metadata!.name === 'stop') stop();
        return o;
      },
    });
    stop = () => informer.stop();
    informer.start();
    await informer.synced();
    for (let i = 0; i < 20 && !transformed.includes('stop'); i++) await clock.advance(0);
    await clock.advance(0);
    expect(transformed).toEqual(['a', 'b', 'stop']);
    // The transform's object was the last one handed over: c never reached the store.
    expect(informer.lister().list().map((o) => o.metadata!.name).sort()).not.toContain('c');
  });
});
