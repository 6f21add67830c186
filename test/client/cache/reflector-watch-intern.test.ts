/**
 * The reflector's watches: asked read-only and in the configured `watchWireFormat`; the
 * objects of a batch marked STRINGS_SHARED (a read-only protobuf watch) skip the interning
 * walk, in list+watch and in watch-list mode; every other watch object is interned after the
 * user's transform, which always runs.
 */
import { describe, expect, it } from 'vitest';
import { Reflector, type ReflectorStore } from '../../../src/client/cache/reflector.js';
import { STRINGS_SHARED } from '../../../src/client/client-wire.js';
import { INITIAL_EVENTS_END_ANNOTATION, WATCH_BATCHES, type ListerWatcher, type WatchEvent, type WatchRequestOptions } from '../../../src/client/watch-event.js';
import { obj, type TestObject } from './fake-lister-watcher.js';
import { flush, ManualClock } from '../../support/manual-clock.js';

type Batch = WatchEvent<TestObject>[];

const marked = (batch: Batch): Batch => Object.defineProperty(batch, STRINGS_SHARED, { value: true });

/** A lister with an empty list and one watch delivering `batches`, then waiting for the abort. */
function lister(batches: Batch[]): ListerWatcher<TestObject> & { watches: WatchRequestOptions[] } {
  const watches: WatchRequestOptions[] = [];
  return {
    watches,
    list: async () => ({ metadata: { resourceVersion: '10' }, items: [] }),
    watch(opts) {
      const { signal: _s, ...rest } = opts;
      watches.push(rest);
      async function* gen(): AsyncGenerator<Batch> {
        yield* batches;
        await new Promise<void>((resolve) => opts.signal?.addEventListener('abort', () => resolve(), { once: true }));
      }
      const it = gen();
      return {
        [Symbol.asyncIterator]: () => {
          throw new Error('the reflector reads batches');
        },
        [WATCH_BATCHES]: () => it,
      } as AsyncIterable<WatchEvent<TestObject>>;
    },
  };
}

function run(batches: Batch[], useWatchList = false) {
  const seen: string[] = [];
  const stored: string[] = [];
  const store: ReflectorStore<TestObject> = {
    replace: (items) => void stored.push(`replace ${items.map((o) => o.metadata.name).join(',')}`),
    add: (o) => void stored.push(`add ${o.metadata.name}`),
    update: (o) => void stored.push(`update ${o.metadata.name}`),
    delete: (o) => void stored.push(`delete ${o.metadata.name}`),
  };
  const lw = lister(batches);
  const r = new Reflector<TestObject>({
    listerWatcher: lw,
    store,
    clock: new ManualClock(),
    random: () => 0,
    useWatchList,
    watchWireFormat: 'protobuf',
    transform: (o) => (seen.push(`transform ${o.metadata.name}`), o),
    intern: (o) => (seen.push(`intern ${o.metadata.name}`), o),
  });
  const ac = new AbortController();
  const done = r.run(ac.signal);
  return { seen, stored, lw, stop: async () => (ac.abort(), await done) };
}

const ev = (type: 'ADDED' | 'MODIFIED' | 'DELETED', name: string, rv: string): WatchEvent<TestObject> => ({ type, object: { ...obj(name, 'default'), metadata: { name, namespace: 'default', resourceVersion: rv } } });

describe('Reflector: watch format and interning of watch objects', () => {
  it('asks read-only in the configured format; skips interning for marked batches only', async () => {
    const h = run([marked([ev('ADDED', 'a', '11'), ev('MODIFIED', 'a', '12')]), [ev('ADDED', 'b', '13')], marked([ev('DELETED', 'a', '14')])]);
    await flush();
    await flush();
    expect(h.lw.watches[0]).toMatchObject({ readOnly: true, wireFormat: 'protobuf', resourceVersion: '10', allowWatchBookmarks: true });
    expect(h.seen).toEqual(['transform a', 'transform a', 'transform b', 'intern b', 'transform a']);
    expect(h.stored).toEqual(['replace ', 'add a', 'update a', 'add b', 'delete a']);
    await h.stop();
  });

  it('watch-list: initial events of marked batches skip interning too', async () => {
    const end: WatchEvent<TestObject> = {
      type: 'BOOKMARK',
      object: { ...obj('', undefined), metadata: { resourceVersion: '20', annotations: { [INITIAL_EVENTS_END_ANNOTATION]: 'true' } } },
    };
    const h = run([marked([ev('ADDED', 'a', '11'), end]), [ev('ADDED', 'b', '21')]], true);
    await flush();
    await flush();
    expect(h.lw.watches[0]).toMatchObject({ readOnly: true, wireFormat: 'protobuf', sendInitialEvents: true });
    expect(h.seen).toEqual(['transform a', 'transform b', 'intern b']);
    expect(h.stored).toEqual(['replace a', 'add b']);
    await h.stop();
  });
});
