/**
 * Shared FieldsV1 trees in JSON watch events (fields-v1-sharing.ts, `shareFieldsV1`): the
 * events are deep-equal to the plain decode, and any stream ends with the same error, for any
 * mix of managedFields shapes (several entries, repeated and new trees, multi-byte UTF-8,
 * escaped quotes, `{}`/null/non-object trees, trees past the size bound, duplicate keys, a
 * `fieldsV1` key outside managedFields or behind an escaped quote), any corruption and any
 * chunking; the caller's chunks are left unchanged; repeated trees are one frozen instance.
 * Also over real HTTP: an informer (which asks for sharing) caches exactly what the server
 * serves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../src/client/cache/informer.js';
import { stripManagedFields } from '../../src/client/cache/transform.js';
import type { WatchRequestOptions } from '../../src/client/watch-event.js';
import { webWire } from '../../src/client/wire-web.js';
import { nodeWire } from '../../src/client/wire.js';
import type { KubeObject } from '../../src/meta/types.js';
import { startCluster } from '../e2e/harness.js';
import { FUZZ_SEED, fuzzParams } from '../fuzz/harness.js';

async function* fromChunks(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const c of chunks) yield c;
}

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
  readonly error: string;
}

async function frame(wire: typeof nodeWire, chunks: readonly Uint8Array[], share: boolean, maxEventBytes = 1 << 20): Promise<Outcome> {
  const events: unknown[] = [];
  try {
    for await (const batch of wire.watchEventBatches('application/json', fromChunks(chunks), maxEventBytes, { shareFieldsV1: share })) events.push(...batch);
  } catch (err) {
    const e = err as Error;
    return { events, error: `${e.constructor.name}: ${e.message.replace(/\(\d+ bytes/, '(N bytes')}` };
  }
  return { events, error: '' };
}

const TREES = [
  '{"f:spec":{".":{},"f:leaseName":{},"f:renewTime":{}}}',
  '{"f:metadata":{"f:labels":{".":{},"f:zone-ü":{},"f:app":{}}}}',
  '{"f:metadata":{"f:annotations":{"f:a\\"b\\\\":{}}},"f:spec":{"f:x":{"f:y":{"f:z":{}}}}}',
  '{"f:status":{"f:conditions":{"k:{\\"type\\":\\"Ready\\"}":{".":{},"f:status":{}}}}}',
  '{}',
  'null',
  '5',
  '[{"f:a":{}}]',
  '"{}"',
  '{ "f:spaced" : {} }',
  `{"f:big":{${Array.from({ length: 700 }, (_, i) => `"f:k${i}":{}`).join(',')}}}`,
];

const entryArb = fc.record({
  manager: fc.constantFrom('kube-controller-manager', 'kubectl', 'mgr-日本'),
  time: fc.nat({ max: 59 }),
  tree: fc.option(fc.nat({ max: TREES.length - 1 }), { nil: undefined }),
});
/** Rare shapes that must fall back to the plain decode. */
const oddityArb = fc.constantFrom('none', 'none', 'none', 'duplicate-key', 'key-in-spec', 'escaped-key', 'key-in-envelope', 'no-metadata');
const eventArb = fc.record({
  type: fc.constantFrom('ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK', 'ERROR', 'NOPE'),
  name: fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
  entries: fc.array(entryArb, { maxLength: 3 }),
  oddity: oddityArb,
});
type EventSpec = typeof eventArb extends fc.Arbitrary<infer E> ? E : never;

/** One watch line, written as text (so duplicate keys and odd placements can be expressed). */
function lineOf(e: EventSpec): string {
  const entries = e.entries.map(
    (m) => `{"manager":${JSON.stringify(m.manager)},"operation":"Update","time":"2025-06-01T12:00:${String(m.time).padStart(2, '0')}Z","fieldsType":"FieldsV1"${m.tree === undefined ? '' : `,"fieldsV1":${TREES[m.tree]}`}}`,
  );
  let meta = `{"name":${JSON.stringify(e.name)},"resourceVersion":"7","managedFields":[${entries.join(',')}]}`;
  let spec = '{"leaseName":"x"}';
  let envelope = '';
  switch (e.oddity) {
    case 'duplicate-key':
      meta = meta.replace('"fieldsV1":', `"fieldsV1":${TREES[0]},"fieldsV1":`);
      break;
    case 'key-in-spec':
      spec = `{"leaseName":"x","fieldsV1":${TREES[1]}}`;
      break;
    case 'escaped-key':
      spec = `{"\\"fieldsV1":${TREES[0]}}`;
      break;
    case 'key-in-envelope':
      envelope = `,"fieldsV1":${TREES[0]}`;
      break;
    case 'no-metadata':
      return `{"type":${JSON.stringify(e.type)},"object":{"spec":{"managedFields":[{"fieldsV1":${TREES[0]}}]}}}\n`;
  }
  return `{"type":${JSON.stringify(e.type)},"object":{"apiVersion":"v1","kind":"K","metadata":${meta},"spec":${spec}}${envelope}}\n`;
}

const corruptionArb = fc.oneof(
  fc.constant<{ kind: 'none' }>({ kind: 'none' }),
  fc.record({ kind: fc.constant<'truncate'>('truncate'), at: fc.nat() }),
  fc.record({ kind: fc.constant<'flip'>('flip'), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant<'insert'>('insert'), at: fc.nat(), junk: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
);
type Corruption = typeof corruptionArb extends fc.Arbitrary<infer C> ? C : never;

function corrupt(bytes: Buffer, c: Corruption): Buffer {
  const at = (n: number) => n % (bytes.length + 1);
  switch (c.kind) {
    case 'truncate':
      return bytes.subarray(0, at(c.at));
    case 'flip': {
      const out = Buffer.from(bytes);
      if (out.length > 0) out[c.at % out.length] = c.byte;
      return out;
    }
    case 'insert':
      return Buffer.concat([bytes.subarray(0, at(c.at)), Buffer.from(c.junk), bytes.subarray(at(c.at))]);
    default:
      return bytes;
  }
}

function frozenDeep(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  return Object.isFrozen(v) && Object.values(v).every(frozenDeep);
}

describe('shared FieldsV1 trees (property)', () => {
  for (const [name, wire] of [
    ['nodeWire (Buffer)', nodeWire],
    ['webWire (Uint8Array, TextDecoder)', webWire],
  ] as const) {
    it(`${name}: same events and same error as the plain decode, for any shapes, corruption and chunking; chunks unchanged`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 8 }), corruptionArb, fc.array(fc.nat(), { maxLength: 12 }), fc.boolean(), async (events, corruption, cuts, small) => {
          const bytes = corrupt(Buffer.from(events.map(lineOf).join('')), corruption);
          const chunks = cut(bytes, cuts);
          const before = chunks.map((c) => Buffer.from(c));
          // A small event bound also exercises the oversized-line errors.
          const max = small ? 600 : 1 << 20;
          const plain = await frame(wire, [bytes], false, max);
          const shared = await frame(wire, chunks, true, max);
          expect(shared).toEqual(plain);
          expect(chunks).toEqual(before);
        }),
        fuzzParams(300),
      );
    });
  }

  it('a tree seen again is one frozen instance, in every event and across objects', async () => {
    const lines = ['a', 'b', 'a', 'c'].map((n, i) =>
      lineOf({ type: 'MODIFIED', name: n, entries: [{ manager: 'kubectl', time: i, tree: 0 }, { manager: 'kube-controller-manager', time: i, tree: 1 }], oddity: 'none' }),
    );
    const { events } = await frame(nodeWire, [Buffer.from(lines.join(''))], true);
    const trees = events.map((e) => ((e as { object: KubeObject }).object.metadata?.managedFields ?? []).map((m) => m.fieldsV1));
    expect(trees).toHaveLength(4);
    for (const t of trees.slice(1)) {
      expect(t[0]).toBe(trees[0]![0]);
      expect(t[1]).toBe(trees[0]![1]);
    }
    expect(frozenDeep(trees[0]![0])).toBe(true);
    expect(trees[0]![0]).toEqual(JSON.parse(TREES[0]!));
    // Without the option every event has its own, mutable trees.
    const plain = await frame(nodeWire, [Buffer.from(lines.join(''))], false);
    const own = plain.events.map((e) => (e as { object: KubeObject }).object.metadata?.managedFields?.[0]?.fieldsV1);
    expect(own[1]).not.toBe(own[0]);
    expect(Object.isFrozen(own[0])).toBe(false);
  });

  it('many distinct trees: still the plain events (the search pauses, nothing is lost)', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 200; i++) {
      lines.push(`{"type":"ADDED","object":{"metadata":{"name":"o${i}","managedFields":[{"manager":"m","fieldsV1":{"f:k${i}":{}}}]}}}\n`);
    }
    const bytes = Buffer.from(lines.join(''));
    expect(await frame(nodeWire, cut(bytes, [1000, 5000, 9000]), true)).toEqual(await frame(nodeWire, [bytes], false));
  });

  it(`uses the suite seed (${FUZZ_SEED})`, () => expect(Number.isInteger(FUZZ_SEED)).toBe(true));
});

describe('informers ask for shared trees only when nothing writes into them', () => {
  function recordingWatcher(seen: WatchRequestOptions[]) {
    return {
      list: async () => ({ apiVersion: 'v1', kind: 'List', metadata: { resourceVersion: '1' }, items: [] }),
      watch: (opts: WatchRequestOptions): AsyncIterable<never> => {
        seen.push(opts);
        return {
          async *[Symbol.asyncIterator]() {
            await new Promise((resolve) => opts.signal?.addEventListener('abort', resolve, { once: true }));
          },
        };
      },
    };
  }

  for (const [label, transform, expected] of [
    ['no transform', undefined, true],
    ['stripManagedFields', stripManagedFields, true],
    ['a user transform', (o: KubeObject) => o, undefined],
  ] as const) {
    it(`${label}: shareFieldsV1 ${String(expected)}`, async () => {
      const seen: WatchRequestOptions[] = [];
      const informer = createInformer<KubeObject>({ listerWatcher: recordingWatcher(seen), ...(transform ? { transform } : {}) });
      informer.start();
      await informer.synced();
      await vi_waitFor(() => seen.length > 0);
      informer.stop();
      expect(seen[0]!.shareFieldsV1).toBe(expected);
    });
  }
});

/** Polls a condition on the event loop (no timers): the watch call follows the list by a few turns. */
async function vi_waitFor(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !cond(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!cond()) throw new Error('condition not reached');
}

describe('over HTTP: an informer with shared trees caches what the server serves', () => {
  it('after updates by two managers, every cached object deep-equals a GET of it', async () => {
    const { client } = await startCluster();
    const lcs = client.leaseCandidates.namespace('default');
    const names = ['a', 'b', 'c'];
    for (const name of names) {
      await lcs.create(
        { metadata: { name, labels: { app: name } }, spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' } },
        { fieldManager: 'creator' },
      );
    }
    const informer = createInformer({ listerWatcher: lcs });
    let updates = 0;
    informer.on('update', () => {
      updates++;
    });
    informer.start();
    await informer.synced();
    for (let round = 0; round < 3; round++) {
      for (const name of names) {
        const cur = await lcs.get(name);
        await lcs.update({ ...cur, spec: { leaseName: 'l', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', binaryVersion: `1.33.${round + 1}` } }, { fieldManager: round % 2 === 0 ? 'even' : 'odd' });
      }
    }
    await vi_waitFor(() => updates === 9);
    for (const name of names) {
      const cached = informer.lister().get('default', name);
      expect(cached).toEqual(await lcs.get(name));
      expect(cached?.metadata?.managedFields?.length).toBeGreaterThan(1);
      for (const m of cached?.metadata?.managedFields ?? []) expect(frozenDeep(m.fieldsV1)).toBe(true);
    }
    informer.stop();
  });
});
