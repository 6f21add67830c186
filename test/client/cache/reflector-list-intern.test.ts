/**
 * The reflector's string interning stage: skipped for the items of lists whose decoder already
 * shared their strings (marked STRINGS_SHARED: protobuf lists decoded read-only), applied after
 * the user's transform to every other list item and every watch object. The user's transform
 * always runs. Lists are requested read-only and in the configured format.
 */
import { describe, expect, it } from 'vitest';
import { Reflector, type ReflectorStore } from '../../../src/client/cache/reflector.js';
import { STRINGS_SHARED } from '../../../src/client/client-wire.js';
import type { KubeList } from '../../../src/meta/types.js';
import type { ListRequestOptions, ListerWatcher, WatchEvent, WatchRequestOptions } from '../../../src/client/watch-event.js';
import { obj, type TestObject } from './fake-lister-watcher.js';
import { flush, ManualClock } from '../../support/manual-clock.js';

/** Two pages (the first marked as decoded with shared strings when `marked`), then a watch with one event. */
function lister(marked: boolean): ListerWatcher<TestObject> & { lists: ListRequestOptions[] } {
  const lists: ListRequestOptions[] = [];
  return {
    lists,
    async list(opts) {
      const { signal: _s, ...rest } = opts;
      lists.push(rest);
      const first = opts.continue === undefined;
      const page: KubeList<TestObject> = {
        metadata: { resourceVersion: '10', ...(first ? { continue: 'next' } : {}) },
        items: first ? [obj('a'), obj('b')] : [obj('c')],
      };
      if (first && marked) Object.defineProperty(page, STRINGS_SHARED, { value: true });
      return page;
    },
    watch(opts: WatchRequestOptions): AsyncIterable<WatchEvent<TestObject>> {
      return (async function* () {
        yield { type: 'ADDED', object: obj('w', 'default') };
        await new Promise<void>((resolve) => opts.signal?.addEventListener('abort', () => resolve(), { once: true }));
      })();
    },
  };
}

function run(marked: boolean) {
  const seen: string[] = [];
  const store: ReflectorStore<TestObject> = { replace: () => undefined, add: () => undefined, update: () => undefined, delete: () => undefined };
  const lw = lister(marked);
  const r = new Reflector<TestObject>({
    listerWatcher: lw,
    store,
    clock: new ManualClock(),
    random: () => 0,
    pageSize: 2,
    listWireFormat: 'protobuf',
    transform: (o) => (seen.push(`transform ${o.metadata.name}`), o),
    intern: (o) => (seen.push(`intern ${o.metadata.name}`), o),
  });
  const ac = new AbortController();
  const done = r.run(ac.signal);
  return { seen, lw, stop: async () => (ac.abort(), await done) };
}

describe('Reflector: interning of list items', () => {
  it('skips interning for items of a list marked STRINGS_SHARED, keeps the transform', async () => {
    const h = run(true);
    await flush();
    await flush();
    expect(h.seen).toEqual(['transform a', 'transform b', 'transform c', 'intern c', 'transform w', 'intern w']);
    expect(h.lw.lists).toEqual([
      { readOnly: true, wireFormat: 'protobuf', limit: 2 },
      { readOnly: true, wireFormat: 'protobuf', limit: 2, continue: 'next' },
    ]);
    await h.stop();
  });

  it('interns every item of unmarked lists (JSON) after the transform', async () => {
    const h = run(false);
    await flush();
    await flush();
    expect(h.seen).toEqual(['transform a', 'intern a', 'transform b', 'intern b', 'transform c', 'intern c', 'transform w', 'intern w']);
    await h.stop();
  });
});
