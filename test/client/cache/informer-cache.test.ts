import { describe, expect, it } from 'vitest';
import { InformerOverflowError, type InformerEvent } from '../../../src/client/cache/informer.js';
import { IndexerError } from '../../../src/client/cache/store.js';
import { stripManagedFields } from '../../../src/client/cache/transform.js';
import { parseLabelSelector } from '../../../src/meta/label-selector.js';
import { obj, type TestObject } from './fake-lister-watcher.js';
import { cacheMode, setup, startSynced } from './harness.js';
import { flush } from '../../support/manual-clock.js';

const names = (xs: TestObject[]): string[] => xs.map((o) => o.metadata.name as string).sort();

describe('informer: cache, lister, transform, resync, events()', () => {
  it('indexers and lister queries: list with selectors, get, byIndex, byNamespace', async () => {
    const h = setup({ indexers: { byOwner: (o) => (o.spec?.value ? [o.spec.value] : []) } });
    h.lw.create(obj('a', 'ns1', { metadata: { labels: { app: 'web', tier: 'fe' } }, spec: { value: 'alice' } }));
    h.lw.create(obj('b', 'ns1', { metadata: { labels: { app: 'db' } }, spec: { value: 'bob' } }));
    h.lw.create(obj('c', 'ns2', { metadata: { labels: { app: 'web' } }, spec: { value: 'alice' } }));
    h.lw.create(obj('cluster-x', undefined, { metadata: { labels: { app: 'web' } } }));
    await startSynced(h);
    const l = h.informer.lister();

    expect(names(l.list())).toEqual(['a', 'b', 'c', 'cluster-x']);
    expect(names(l.list('app=web'))).toEqual(['a', 'c', 'cluster-x']);
    expect(names(l.list('app in (web),tier'))).toEqual(['a']);
    expect(names(l.list(parseLabelSelector('app!=web')))).toEqual(['b']);
    expect(names(l.list(''))).toHaveLength(4);
    expect(l.get('ns1', 'a')?.metadata.name).toBe('a');
    expect(l.get('ns2', 'a')).toBeUndefined();
    expect(l.get('cluster-x')?.metadata.name).toBe('cluster-x');
    expect(names(l.byIndex('byOwner', 'alice'))).toEqual(['a', 'c']);
    expect(names(l.byNamespace('ns1'))).toEqual(['a', 'b']);
    expect(names(l.byNamespace('ns1', 'app=web'))).toEqual(['a']);
    expect(names(l.byNamespace(''))).toEqual(['cluster-x']);
    expect(() => l.byIndex('missing', 'x')).toThrow(IndexerError);

    // Indexes follow watch events.
    const b = h.lw.get('ns1/b') as TestObject;
    h.lw.update({ ...b, spec: { value: 'alice' } });
    h.lw.delete('ns1', 'a');
    await flush();
    expect(names(l.byIndex('byOwner', 'alice'))).toEqual(['b', 'c']);
    expect(names(l.byNamespace('ns1'))).toEqual(['b']);
  });

  it('transform (stripManagedFields) runs before caching on list items and watch events', async () => {
    const mf = [{ manager: 'ctl', operation: 'Update' as const }];
    const seen: TestObject[] = [];
    const h = setup({ transform: stripManagedFields });
    h.informer.on('add', (o) => void seen.push(o));
    h.lw.create(obj('a', 'ns', { metadata: { managedFields: mf } }));
    await startSynced(h);
    h.lw.create(obj('b', 'ns', { metadata: { managedFields: mf } }));
    await flush();
    for (const o of [...h.informer.lister().list(), ...seen]) expect(o.metadata.managedFields).toBeUndefined();
    expect(seen).toHaveLength(2);
    if (cacheMode() === 'objects') {
      // The handler got the very instance that is cached (no copies).
      expect(seen[1]).toBe(h.informer.lister().get('ns', 'b'));
    } else {
      // Compact cache: equal content, each read a private copy.
      expect(seen[1]).toStrictEqual(h.informer.lister().get('ns', 'b'));
      expect(seen[1]).not.toBe(h.informer.lister().get('ns', 'b'));
    }
  });

  it('a throwing transform is reported and the object is cached untransformed', async () => {
    const h = setup({
      transform: (o) => {
        if (o.metadata.name === 'bad') throw new Error('nope');
        return o;
      },
    });
    h.lw.create(obj('bad'));
    await startSynced(h);
    expect(h.informer.lister().get('bad')).toBeDefined();
    expect(h.errors[0]).toMatchObject({ code: 'ERR_INFORMER_TRANSFORM' });
  });

  it('resync re-delivers update(old === new) for every cached object each period, and is off by default', async () => {
    const h = setup({ resyncPeriodMs: 30_000 });
    h.lw.create(obj('a'));
    h.lw.create(obj('b'));
    const resynced: [TestObject, TestObject][] = [];
    h.informer.on('update', (o, n) => void resynced.push([o, n]));
    await startSynced(h);
    await h.clock.advance(29_999);
    expect(resynced).toHaveLength(0);
    await h.clock.advance(1);
    expect(resynced).toHaveLength(2);
    for (const [o, n] of resynced) expect(o).toBe(n);
    await h.clock.advance(30_000);
    expect(resynced).toHaveLength(4);
    expect(h.lw.requestCount).toBe(2); // resync is local: no relist

    const quiet = setup();
    quiet.lw.create(obj('a'));
    await startSynced(quiet);
    await quiet.clock.advance(3_600_000);
    expect(quiet.log).toEqual(['add a@101']);
    expect(quiet.clock.pendingTimers()).toBe(0);
  });

  it('events() yields cached objects as adds, then every change in order, and ends on its signal', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    await startSynced(h);
    const ac = new AbortController();
    const got: string[] = [];
    const done = (async () => {
      for await (const ev of h.informer.events(ac.signal)) {
        got.push(ev.type === 'update' ? `update ${ev.oldObject.metadata.resourceVersion}->${ev.object.metadata.resourceVersion}` : `${ev.type} ${ev.object.metadata.name}${ev.type === 'delete' && ev.finalStateUnknown ? ' (unknown)' : ''}`);
      }
    })();
    const b = h.lw.create(obj('b'));
    h.lw.update({ ...b, spec: { value: 'x' } });
    h.lw.delete('a');
    await flush();
    expect(got).toEqual(['add a', 'add b', 'update 102->103', 'delete a']);
    ac.abort();
    await done;
  });

  it('events() buffers boundedly: a consumer that falls behind by more than bufferSize + cache size gets what was buffered, then InformerOverflowError', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    await startSynced(h);
    const it = h.informer.events(undefined, { bufferSize: 3 });
    // Room: 3 + 1 cached object. The replayed add of `a` plus 4 updates fill it; the 5th overflows.
    for (let i = 0; i < 5; i++) h.lw.update({ ...(h.lw.get('a') as TestObject), spec: { value: String(i) } });
    await flush();
    const got: InformerEvent<TestObject>[] = [];
    let error: unknown;
    for (;;) {
      const r = await Promise.race([it.next(), flush().then(() => 'stuck' as const)]).catch((e: unknown) => (error = e));
      if (r === 'stuck' || r === error || (r as IteratorResult<unknown>).done) break;
      got.push((r as IteratorResult<InformerEvent<TestObject>>).value);
    }
    expect(error).toBeInstanceOf(InformerOverflowError);
    // Everything held was delivered before the error (nothing silently dropped).
    expect(got.map((e) => e.type)).toEqual(['add', 'update', 'update', 'update']);
    expect(await it.next()).toEqual({ value: undefined, done: true });
    // The informer itself is unaffected.
    expect(h.log).toHaveLength(6);
  });

  it('events() registered before start does not overflow on a large initial list', async () => {
    const h = setup({ pageSize: 50 });
    for (let i = 0; i < 200; i++) h.lw.create(obj(`o${i}`));
    const it = h.informer.events(undefined, { bufferSize: 10 });
    await startSynced(h);
    let n = 0;
    for (;;) {
      const r = await Promise.race([it.next(), flush().then(() => undefined)]);
      if (!r || r.done) break;
      n++;
    }
    expect(n).toBe(200);
    await it.return?.();
  });
});
