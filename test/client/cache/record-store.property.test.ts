/**
 * Property tests of the compact cache (record-codec.ts, record-store.ts, cache-backend.ts),
 * seeded (FUZZ_SEED, see test/fuzz/harness.ts):
 *
 * - equivalence with the default cache: random sequences of upsert / delete / replace
 *   (keys from small pools so that they collide, objects re-created with new uids,
 *   resourceVersions repeating, lists repeating keys; payloads with labels, unicode strings
 *   with lone surrogates, large strings, nested values) applied to both backends give, after
 *   every step, the same delivered events (as the first receiver and as any other, JSON
 *   text) and the same lister results (list, listKeys, getByKey, the namespace index and two
 *   custom indexes), deep-equal and as JSON text;
 * - the codec: any JSON value round-trips (JSON text and deep equality), also with
 *   `__proto__` keys, huge strings and nesting up to the limit; deeper or cyclic values,
 *   bigints, symbols and functions give a RecordEncodeError, never a crash or a hang;
 *   readMeta agrees with the decoded object.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompactBackend, ObjectsBackend, type CacheBackend } from '../../../src/client/cache/cache-backend.js';
import { MAX_RECORD_DEPTH, RecordCodec, RecordEncodeError } from '../../../src/client/cache/record-codec.js';
import { NAMESPACE_INDEX, type Indexer, type StoreDelta } from '../../../src/client/cache/store.js';
import { fuzzParams } from '../../fuzz/harness.js';
import type { TestObject } from './fake-lister-watcher.js';
import { INDEXERS, NAMES, storeObjectArb } from './store-arbitraries.js';

/** Strings of any UTF-16 code units: lone surrogates, NUL, chars >= 0x80 (the record's tags). */
const anyString = fc.string({ unit: 'binary', maxLength: 20 });
const payloadArb = fc.oneof(
  anyString,
  fc.string({ unit: fc.constantFrom('\u0080', '\u00ff', '\ud800', 'x', '\u0000'), maxLength: 40 }),
  fc.nat({ max: 3 }).map((n) => 'large '.repeat(2000 * n)),
  fc.jsonValue({ maxDepth: 4 }),
);

const objArb = storeObjectArb({
  names: [...NAMES, 'long-name-of-a-candidate-0001'],
  apps: ['web', 'db', 'wéb\ud800', undefined],
  payload: payloadArb,
});

type Op =
  | { readonly op: 'upsert'; readonly obj: TestObject }
  | { readonly op: 'delete'; readonly obj: TestObject }
  | { readonly op: 'replace'; readonly list: readonly TestObject[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: objArb.map((obj) => ({ op: 'upsert' as const, obj })) },
  { weight: 2, arbitrary: objArb.map((obj) => ({ op: 'delete' as const, obj })) },
  { weight: 1, arbitrary: fc.array(objArb, { maxLength: 8 }).map((list) => ({ op: 'replace' as const, list })) },
);

/**
 * `keep`: the informer has receivers (a compact cache then keeps list items' objects for the
 * first receiver; without, they are dropped once encoded and decoded back when needed).
 */
function apply<C, L>(backend: CacheBackend<TestObject, C, L>, op: Op, keep: boolean): C[] {
  // Each backend gets its own copies, as each informer decodes its own objects.
  const copy = <V>(v: V): V => structuredClone(v);
  switch (op.op) {
    case 'upsert': {
      const c = backend.upsert(copy(op.obj), keep);
      return c === undefined ? [] : [c];
    }
    case 'delete': {
      const c = backend.delete(copy(op.obj));
      return c === undefined ? [] : [c];
    }
    case 'replace': {
      // As the reflector hands list items over: each collected as it arrives, then replace.
      const collect = backend.collectItem;
      const items = copy(op.list).map((o) => (collect ? collect(o, keep) : (o as unknown as L)));
      return backend.replace(items, (err) => {
        throw err;
      });
    }
  }
}

function eventsText<C, L>(backend: CacheBackend<TestObject, C, L>, changes: readonly C[], first: boolean): string {
  return JSON.stringify(changes.map((c): StoreDelta<TestObject> => backend.toEvent(c, first)));
}

/** Everything a lister can read, as one comparable value. */
function readAll(r: Indexer<TestObject>): unknown {
  const keys = r.listKeys();
  return {
    size: r.size,
    list: r.list(),
    keys,
    byKey: keys.map((k) => r.getByKey(k)),
    namespaces: r.listIndexValues(NAMESPACE_INDEX).map((ns) => [ns, r.byIndex(NAMESPACE_INDEX, ns), r.indexKeys(NAMESPACE_INDEX, ns)]),
    indexes: ['app', 'labels'].map((name) =>
      r
        .listIndexValues(name)
        .sort()
        .map((v) => [v, r.byIndex(name, v), r.indexKeys(name, v)]),
    ),
    indexNames: r.indexNames(),
  };
}

describe('compact cache: equivalence with the default cache', () => {
  it('same events and lister results after every step of random change sequences', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), fc.boolean(), (ops, keep) => {
        const objects = new ObjectsBackend<TestObject>(INDEXERS);
        const compact = new CompactBackend<TestObject>(INDEXERS);
        for (const op of ops) {
          const a = apply(objects, op, keep);
          const b = apply(compact, op, keep);
          for (const first of [true, false]) expect(eventsText(compact, b, first)).toBe(eventsText(objects, a, first));
          expect(compact.size).toBe(objects.size);
          const ra = readAll(objects.reader);
          const rb = readAll(compact.reader);
          expect(rb).toEqual(ra);
          expect(JSON.stringify(rb)).toBe(JSON.stringify(ra));
        }
        expect(JSON.stringify(compact.snapshot().map((c) => compact.toEvent(c, false)))).toBe(
          JSON.stringify(objects.snapshot().map((c) => objects.toEvent(c))),
        );
        expect(JSON.stringify(compact.resync().map((c) => compact.toEvent(c, false)))).toBe(
          JSON.stringify(objects.resync().map((c) => objects.toEvent(c))),
        );
      }),
      fuzzParams(150),
    );
  });

  it('reads are private copies: mutating one changes neither the cache nor other reads', () => {
    const compact = new CompactBackend<TestObject>(INDEXERS);
    compact.upsert({ apiVersion: 'v1', kind: 'Thing', metadata: { name: 'a', namespace: 'ns1', resourceVersion: '1', labels: { app: 'web' } } }, true);
    const a1 = compact.reader.getByKey('ns1/a') as TestObject;
    const a2 = compact.reader.getByKey('ns1/a') as TestObject;
    expect(a1).not.toBe(a2);
    a1.metadata.labels = { app: 'changed' };
    a1.metadata.name = 'z';
    expect(compact.reader.getByKey('ns1/a')).toEqual(a2);
    expect(compact.reader.byIndex('app', 'web')).toEqual([a2]);
    expect(compact.reader.byIndex('app', 'changed')).toEqual([]);
  });
});

describe('record codec', () => {
  it('round-trips any JSON value: JSON text and deep equality, readMeta agrees', () => {
    const codec = new RecordCodec();
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 6 }), { maxLength: 5 }), fc.dictionary(anyString, anyString), (values, meta) => {
        for (const v0 of [...values, { metadata: meta, x: values }]) {
          const v = JSON.parse(JSON.stringify(v0)) as unknown;
          const rec = codec.encode(v);
          const back = codec.decode(rec);
          expect(back).toStrictEqual(v);
          expect(JSON.stringify(back)).toBe(JSON.stringify(v));
          const m = codec.readMeta(rec);
          const md = (back as { metadata?: Record<string, unknown> } | null)?.metadata;
          const plain = typeof back === 'object' && back !== null && !Array.isArray(back) && typeof md === 'object' && md !== null && !Array.isArray(md);
          expect(m.uid).toStrictEqual(plain ? md.uid : undefined);
          expect(m.resourceVersion).toStrictEqual(plain ? md.resourceVersion : undefined);
        }
      }),
      fuzzParams(300),
    );
  });

  it('keeps __proto__ as an own member, huge strings, odd numbers and JSON-dropped members as JSON does', () => {
    const codec = new RecordCodec();
    const v = JSON.parse('{"__proto__":{"polluted":1},"a":"\\ud800x\\udfff","n":[-1.5e300,1e-7,2147483648,-0,0]}') as object;
    const back = codec.decode(codec.encode(v));
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(JSON.stringify(back)).toBe(JSON.stringify(v));
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
    const huge = 'é'.repeat(5_000_000);
    expect(codec.decode(codec.encode({ huge }))).toEqual({ huge });
    const withUndefined = { a: undefined, b: [undefined, () => 1], c: NaN, d: new Date(0) };
    expect(JSON.stringify(codec.decode(codec.encode(withUndefined)))).toBe(JSON.stringify(withUndefined));
  });

  it('nesting up to the limit round-trips; deeper, cyclic and non-JSON values give RecordEncodeError', () => {
    const codec = new RecordCodec();
    const nest = (depth: number): unknown => {
      let v: unknown = 'leaf';
      for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
      return v;
    };
    const ok = nest(MAX_RECORD_DEPTH);
    expect(JSON.stringify(codec.decode(codec.encode(ok)))).toBe(JSON.stringify(ok));
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    for (const bad of [nest(MAX_RECORD_DEPTH + 1), nest(100_000), cyclic, { n: 1n }, [1n], Symbol('x'), () => 1]) {
      expect(() => codec.encode(bad)).toThrow(RecordEncodeError);
    }
    // Symbol and function members are dropped, as JSON.stringify drops them.
    expect(codec.decode(codec.encode({ s: Symbol('s'), f: () => 1, k: 1 }))).toEqual({ k: 1 });
    // The codec stays usable after a refusal.
    expect(codec.decode(codec.encode({ after: 'refusal' }))).toEqual({ after: 'refusal' });
  });

  it('hostile objects through the compact store: cached and read back equal, or refused with RecordEncodeError', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue({ maxDepth: 8 }), fc.string({ unit: 'binary', maxLength: 3000 }), fc.nat({ max: 3000 })),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
        (payload, name) => {
          const compact = new CompactBackend<TestObject>(INDEXERS);
          const errors: Error[] = [];
          const spec = typeof payload === 'number' ? nestedArray(payload) : payload;
          const o = { apiVersion: 'v1', kind: 'Thing', metadata: { name, namespace: 'ns1', resourceVersion: '1' }, spec } as TestObject;
          compact.replace([compact.collectItem(o, false)], (err) => void errors.push(err));
          if (errors.length > 0) {
            expect(errors[0]).toBeInstanceOf(RecordEncodeError);
            expect(compact.size).toBe(0);
          } else {
            expect(JSON.stringify(compact.reader.getByKey(`ns1/${name}`))).toBe(JSON.stringify(o));
          }
        },
      ),
      fuzzParams(200),
    );
  });
});

function nestedArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
