import { describe, expect, it } from 'vitest';
import { Reflector, ReflectorError, type ReflectorStore } from '../../../src/client/cache/reflector.js';
import { FakeListerWatcher, obj, type TestObject } from './fake-lister-watcher.js';
import { flush, ManualClock } from '../../support/manual-clock.js';

function recordingStore(): ReflectorStore<TestObject> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    replace: (items, rv) => void calls.push(`replace ${items.length}@${rv}`),
    add: (o) => void calls.push(`add ${o.metadata.name}`),
    update: (o) => void calls.push(`update ${o.metadata.name}`),
    delete: (o) => void calls.push(`delete ${o.metadata.name}`),
  };
}

describe('Reflector (standalone)', () => {
  it('feeds any ReflectorStore and resolves run() when the signal aborts', async () => {
    const lw = new FakeListerWatcher();
    lw.create(obj('a'));
    const store = recordingStore();
    const clock = new ManualClock();
    const r = new Reflector({ listerWatcher: lw, store, clock, random: () => 0 });
    const ac = new AbortController();
    let ended = false;
    void r.run(ac.signal).then(() => (ended = true));
    await flush();
    lw.create(obj('b'));
    await flush();
    expect(store.calls).toEqual(['replace 1@101', 'add b']);
    expect(r.lastSyncResourceVersion()).toBe('102');
    await expect(r.run(ac.signal)).rejects.toThrow(/already running/);
    ac.abort();
    await flush();
    expect(ended).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('reports an unknown event type and a throwing store, and keeps watching', async () => {
    const lw = new FakeListerWatcher();
    const errors: Error[] = [];
    const store = recordingStore();
    store.add = (o) => {
      if (o.metadata.name === 'explode') throw new Error('store full');
      store.calls.push(`add ${o.metadata.name}`);
    };
    const clock = new ManualClock();
    const r = new Reflector({ listerWatcher: lw, store, clock, onError: (e) => errors.push(e) });
    const ac = new AbortController();
    void r.run(ac.signal);
    await flush();
    lw.sendRaw({ type: 'WEIRD' as 'ADDED', object: obj('x') });
    lw.create(obj('explode'));
    lw.create(obj('fine'));
    await flush();
    expect(errors.map((e) => (e as ReflectorError).next)).toEqual(['continue', 'continue']);
    expect(errors.every((e) => e instanceof ReflectorError)).toBe(true);
    expect(store.calls).toEqual(['replace 0@100', 'add fine']);
    expect(lw.watchRequests).toHaveLength(1);
    ac.abort();
  });

  it('an error callback that throws does not stop the reflector', async () => {
    const lw = new FakeListerWatcher();
    lw.failList(new Error('down'));
    const clock = new ManualClock();
    const store = recordingStore();
    const r = new Reflector({
      listerWatcher: lw,
      store,
      clock,
      random: () => 0,
      onError: () => {
        throw new Error('bad callback');
      },
    });
    const ac = new AbortController();
    void r.run(ac.signal);
    await clock.advance(800);
    expect(store.calls).toEqual(['replace 0@100']);
    ac.abort();
  });
});
