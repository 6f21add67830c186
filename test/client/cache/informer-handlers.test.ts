import { describe, expect, it } from 'vitest';
import { createInformer, InformerHandlerError, InformerStoppedError } from '../../../src/client/cache/informer.js';
import { statusErrors } from '../../../src/meta/status.js';
import { FakeListerWatcher, obj, type TestObject } from './fake-lister-watcher.js';
import { key, setup, startSynced } from './harness.js';
import { flush, ManualClock } from '../../support/manual-clock.js';

describe('informer: handlers, errors and stopping', () => {
  it('errors surface via onError and on("error"), and the informer keeps going', async () => {
    const h = setup();
    const viaOn: Error[] = [];
    h.informer.on('error', (e) => void viaOn.push(e));
    h.lw.create(obj('a'));
    h.lw.failList(statusErrors.internal(new Error('etcd timeout')));
    h.start();
    await flush();
    expect(h.reflectorErrors()[0]).toMatchObject({ code: 'ERR_REFLECTOR', op: 'list', next: 'retry', retryInMs: 800 });
    await h.clock.advance(800);
    await h.informer.synced();

    h.lw.breakWatches(new Error('ECONNRESET'));
    await flush();
    expect(h.reflectorErrors()[1]).toMatchObject({ op: 'watch', next: 'rewatch' });
    await h.clock.advance(h.reflectorErrors()[1]?.retryInMs ?? 0);
    h.lw.create(obj('b'));
    await flush();
    expect(h.log).toEqual(['add a@101', 'add b@102']);
    expect(viaOn).toEqual(h.errors);
    // Resumed from where it was: no relist for a transport error.
    expect(h.lw.listRequests).toHaveLength(2);
    expect(h.lw.watchRequests[1]?.resourceVersion).toBe('101');
  });

  it('a malformed event (object without a name) is reported and skipped; the watch goes on', async () => {
    const h = setup();
    await startSynced(h);
    h.lw.sendRaw({ type: 'ADDED', object: { metadata: { resourceVersion: '150' } } as TestObject });
    h.lw.create(obj('ok'));
    await flush();
    expect(h.reflectorErrors()[0]).toMatchObject({ op: 'store', next: 'continue' });
    expect(h.log).toEqual(['add ok@101']);
    expect(h.lw.watchRequests).toHaveLength(1);
  });

  it('handler exceptions and rejections are isolated: reported, and every handler still gets every event in order', async () => {
    const h = setup();
    const seenByThrower: string[] = [];
    const seenByRejecter: string[] = [];
    h.informer.on('add', (o) => {
      seenByThrower.push(key(o));
      throw new Error(`sync fail ${key(o)}`);
    });
    h.informer.addEventHandler({
      onAdd: async (o) => {
        seenByRejecter.push(key(o));
        await Promise.resolve();
        throw new Error(`async fail ${key(o)}`);
      },
    });
    h.lw.create(obj('a'));
    await startSynced(h);
    h.lw.create(obj('b'));
    await flush();
    expect(seenByThrower).toEqual(['a', 'b']);
    expect(seenByRejecter).toEqual(['a', 'b']);
    expect(h.log).toEqual(['add a@101', 'add b@102']);
    const handlerErrors = h.errors.filter((e) => e instanceof InformerHandlerError);
    expect(handlerErrors).toHaveLength(4);
    expect(handlerErrors[0]).toMatchObject({ code: 'ERR_INFORMER_HANDLER', eventType: 'add' });
    expect((handlerErrors[0]?.cause as Error).message).toBe('sync fail a');
  });

  it('each handler gets one event at a time, in order; a slow handler delays only itself', async () => {
    const h = setup();
    await startSynced(h);
    const slow: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const gates: (() => void)[] = [];
    h.informer.addEventHandler({
      onAdd: async (o) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise<void>((r) => gates.push(r));
        slow.push(key(o));
        inFlight--;
      },
      onUpdate: async (_old, n) => void slow.push(`u:${key(n)}`),
    });
    const a = h.lw.create(obj('a'));
    h.lw.create(obj('b'));
    h.lw.update({ ...a, spec: { value: '2' } });
    await flush();
    // The fast handler saw everything; the slow one is still on its first event.
    expect(h.log).toEqual(['add a@101', 'add b@102', 'update a 101->103']);
    expect(slow).toEqual([]);
    while (gates.length) {
      gates.shift()?.();
      await flush();
    }
    expect(slow).toEqual(['a', 'b', 'u:a']);
    expect(maxInFlight).toBe(1);
  });

  it('a handler added after sync first receives an add for every cached object', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    h.lw.create(obj('b'));
    await startSynced(h);
    const late: string[] = [];
    const unsubscribe = h.informer.on('add', (o) => void late.push(key(o)));
    await flush();
    expect(late.sort()).toEqual(['a', 'b']);
    unsubscribe();
    h.lw.create(obj('c'));
    await flush();
    expect(late).toHaveLength(2);
    expect(h.log).toHaveLength(3);
  });

  it('stopping via the AbortSignal ends all activity and leaves no timer', async () => {
    const clock = new ManualClock();
    const lw = new FakeListerWatcher();
    lw.create(obj('a'));
    const h = setup({ clock, lw, resyncPeriodMs: 60_000 });
    await startSynced(h);
    // Put the reflector into a backoff wait, with a resync timer pending too.
    lw.breakWatches();
    await flush();
    expect(clock.pendingTimers()).toBe(2);
    const iterator = h.informer.events();
    h.abort.abort();
    await flush();
    expect(clock.pendingTimers()).toBe(0);
    expect(lw.openWatches).toBe(0);
    const requests = lw.requestCount;
    const logged = h.log.length;
    lw.create(obj('b'));
    await clock.advance(10 * 60_000);
    expect(lw.requestCount).toBe(requests);
    expect(h.log).toHaveLength(logged);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(() => h.informer.start()).toThrow(InformerStoppedError);
  });

  it('stop() during an open watch closes the stream and drops pending notifications', async () => {
    const h = setup();
    await startSynced(h);
    expect(h.lw.openWatches).toBe(1);
    h.lw.create(obj('x'));
    h.informer.stop();
    await flush();
    expect(h.lw.openWatches).toBe(0);
    expect(h.log).toEqual([]);
    expect(h.errors).toEqual([]);
  });

  it('synced() rejects only when stopped before the informer synced', async () => {
    const lw = new FakeListerWatcher();
    lw.failList(new Error('down'), Infinity);
    const clock = new ManualClock();
    const inf = createInformer<TestObject>({ listerWatcher: lw, clock, onError: () => {} });
    const p = inf.synced();
    inf.start();
    await clock.advance(5_000);
    inf.stop();
    await expect(p).rejects.toBeInstanceOf(InformerStoppedError);
    await expect(inf.synced()).rejects.toBeInstanceOf(InformerStoppedError);

    const h = setup();
    await startSynced(h);
    h.informer.stop();
    await expect(h.informer.synced()).resolves.toBeUndefined();
    expect(h.informer.hasSynced()).toBe(true);
  });

  it('start() with an already aborted signal does nothing', async () => {
    const h = setup();
    h.abort.abort();
    h.start();
    await flush();
    expect(h.lw.requestCount).toBe(0);
    await expect(h.informer.synced()).rejects.toBeInstanceOf(InformerStoppedError);
  });
});
