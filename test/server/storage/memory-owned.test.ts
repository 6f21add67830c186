/**
 * MemoryStorage's owned writes (`createOwned`/`updateOwned`, Storage's optional hand-over
 * path the registry uses for bytes it encoded for the write alone): the array is kept
 * without a copy, and everything else (results, errors, revisions, events) is what
 * `create`/`update` give for the same calls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/server/storage/memory.js';
import { StorageError, type KeyValue, type StorageEvent } from '../../../src/server/storage/storage.js';
import { bytes, expectStorageError, failure, kvText, text } from './conformance.js';
import { FUZZ_SEED, fuzzRuns } from '../../fuzz/harness.js';

describe('MemoryStorage owned writes', () => {
  it('keep the handed-over array itself as the stored value (no copy)', async () => {
    const store = new MemoryStorage();
    const created = bytes('abc');
    const kv = await store.createOwned('/o/a', created);
    expect(kv.value).toBe(created);
    expect((await store.get('/o/a'))!.value).toBe(created);
    const updated = bytes('def');
    const kv2 = await store.updateOwned('/o/a', updated, { expectedModRevision: kv.modRevision });
    expect(kv2.value).toBe(updated);
    expect(kvText(await store.get('/o/a'))).toBe('/o/a=def');
    // The ordinary path still copies.
    const input = bytes('ghi');
    expect((await store.update('/o/a', input)).value).not.toBe(input);
  });

  it('copy a view into a larger buffer (a pooled Buffer) instead of keeping the whole buffer alive', async () => {
    const store = new MemoryStorage();
    const pooled = Buffer.from('xyz', 'utf8');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const kv = await store.createOwned('/o/p', pooled);
    expect(kv.value.buffer).not.toBe(pooled.buffer);
    expect(kv.value.byteLength).toBe(kv.value.buffer.byteLength);
    expect(text(kv.value)).toBe('xyz');
    const view = new Uint8Array(bytes('--uvw--').buffer, 2, 3);
    const kv2 = await store.updateOwned('/o/p', view);
    expect(kv2.value.buffer).not.toBe(view.buffer);
    expect(text(kv2.value)).toBe('uvw');
  });

  it('fail as create/update do: KeyExists, KeyNotFound, Conflict, Closed, and TypeError for a value that is not bytes', async () => {
    const store = new MemoryStorage();
    const kv = await store.createOwned('/o/a', bytes('1'));
    expectStorageError(await failure(() => store.createOwned('/o/a', bytes('2'))), 'KeyExists', { revision: kv.modRevision });
    expectStorageError(await failure(() => store.updateOwned('/o/missing', bytes('2'))), 'KeyNotFound', { revision: 1 });
    expectStorageError(await failure(() => store.updateOwned('/o/a', bytes('2'), { expectedModRevision: 7 })), 'Conflict', { revision: 1 });
    expect(await failure(() => store.createOwned('/o/b', 'text' as unknown as Uint8Array))).toBeInstanceOf(TypeError);
    expect(await failure(() => store.updateOwned('/o/a', [1, 2] as unknown as Uint8Array))).toBeInstanceOf(TypeError);
    expect(kvText(await store.get('/o/a'))).toBe('/o/a=1');
    expect(store.currentRevision()).toBe(1);
    await store.close();
    // Closed comes first, as for create/update, whatever the value.
    expectStorageError(await failure(() => store.createOwned('/o/c', 'x' as unknown as Uint8Array)), 'Closed');
    expectStorageError(await failure(() => store.updateOwned('/o/a', bytes('3'))), 'Closed');
  });

  it('property: any sequence of writes gives the same results, errors and events through the owned and the copying calls', async () => {
    type Op = { kind: 'create' | 'update'; key: number; value: string; precondition: number | undefined; pooled: boolean; mistyped: boolean };
    const op: fc.Arbitrary<Op> = fc.record({
      kind: fc.constantFrom('create' as const, 'update' as const),
      key: fc.integer({ min: 0, max: 4 }),
      value: fc.string({ maxLength: 40, unit: 'grapheme' }),
      precondition: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
      pooled: fc.boolean(),
      // A value that is not bytes now and then (one write in 20).
      mistyped: fc.integer({ min: 0, max: 19 }).map((r) => r === 0),
    });
    const ops = fc.array(op, { maxLength: 60 });
    const outcome = (r: PromiseSettledResult<KeyValue>): string =>
      r.status === 'fulfilled'
        ? `ok ${kvText(r.value)} c${r.value.createRevision} m${r.value.modRevision}`
        : r.reason instanceof StorageError
          ? `${r.reason.code} ${r.reason.key} @${r.reason.revision} ${r.reason.message}`
          : `${(r.reason as Error).name}`;
    const events = (e: StorageEvent): string =>
      `${e.type} ${e.key} @${e.revision} ${text(e.kv.value)} prev=${e.prevKv ? `${text(e.prevKv.value)}@${e.prevKv.modRevision}` : '-'}`;
    await fc.assert(
      fc.asyncProperty(ops, async (list) => {
        const owned = new MemoryStorage();
        const copying = new MemoryStorage();
        const seen: [string[], string[]] = [[], []];
        owned.watch('/', { afterRevision: 0 }, (e) => seen[0].push(events(e)));
        copying.watch('/', { afterRevision: 0 }, (e) => seen[1].push(events(e)));
        for (const o of list) {
          const key = `/p/${o.key}`;
          const make = (): Uint8Array =>
            o.mistyped ? (o.value as unknown as Uint8Array) : o.pooled ? Buffer.from(o.value, 'utf8') : bytes(o.value);
          const opts = o.precondition === undefined ? undefined : { expectedModRevision: o.precondition };
          const [a, b] = await Promise.allSettled([
            o.kind === 'create' ? owned.createOwned(key, make()) : owned.updateOwned(key, make(), opts),
            o.kind === 'create' ? copying.create(key, make()) : copying.update(key, make(), opts),
          ]);
          expect(outcome(a!)).toBe(outcome(b!));
        }
        const all = async (s: MemoryStorage) => (await s.list('/')).kvs.map((kv) => `${kvText(kv)} c${kv.createRevision} m${kv.modRevision}`);
        expect(await all(owned)).toEqual(await all(copying));
        expect(seen[0]).toEqual(seen[1]);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(150) },
    );
  });
});
