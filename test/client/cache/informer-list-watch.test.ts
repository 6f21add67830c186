import { describe, expect, it } from 'vitest';
import { obj } from './fake-lister-watcher.js';
import { setup, startSynced } from './harness.js';
import { flush } from '../../support/manual-clock.js';

describe('informer: list then watch', () => {
  it('lists in pages following continue tokens, then watches from the list resourceVersion with bookmarks', async () => {
    const h = setup({ pageSize: 3 });
    for (let i = 0; i < 7; i++) h.lw.create(obj(`o${i}`, 'ns'));
    const listRV = h.lw.revision;
    await startSynced(h);

    expect(h.lw.listRequests).toHaveLength(3);
    // Lists ask for protobuf (JSON fallback) and let the decoder share frozen parts (read-only cache).
    expect(h.lw.listRequests[0]).toEqual({ limit: 3, readOnly: true, wireFormat: 'protobuf' });
    expect(h.lw.listRequests[1]?.continue).toBeTruthy();
    expect(h.lw.listRequests[2]?.continue).toBeTruthy();
    // Consistent reads: no resourceVersion at all (neither "0" nor a stale one).
    for (const r of h.lw.listRequests) expect('resourceVersion' in r).toBe(false);
    expect(h.lw.watchRequests).toHaveLength(1);
    expect(h.lw.watchRequests[0]).toMatchObject({ resourceVersion: listRV, allowWatchBookmarks: true });
    expect(h.lw.watchRequests[0]?.sendInitialEvents).toBeUndefined();
    expect(h.lw.watchRequests[0]?.timeoutSeconds).toBeGreaterThanOrEqual(300);
    expect(h.informer.lastSyncResourceVersion()).toBe(listRV);
    expect(h.informer.hasSynced()).toBe(true);
    expect(h.log).toHaveLength(7);
    expect(h.log.every((l) => l.startsWith('add ns/o'))).toBe(true);
    expect(h.informer.lister().list()).toHaveLength(7);

    const created = h.lw.create(obj('new', 'ns'));
    h.lw.update({ ...created, spec: { value: 'v2' } });
    h.lw.delete('ns', 'o0');
    await flush();
    expect(h.log.slice(7)).toEqual([
      `add ns/new@${Number(listRV) + 1}`,
      `update ns/new ${Number(listRV) + 1}->${Number(listRV) + 2}`,
      `delete ns/o0@${Number(listRV) + 3}`,
    ]);
    expect(h.informer.lastSyncResourceVersion()).toBe(String(Number(listRV) + 3));
    expect(h.informer.lister().get('ns', 'new')?.spec?.value).toBe('v2');
    expect(h.errors).toEqual([]);
  });

  it('pageSize 0 lists in one request', async () => {
    const h = setup({ pageSize: 0 });
    for (let i = 0; i < 3; i++) h.lw.create(obj(`o${i}`));
    await startSynced(h);
    expect(h.lw.listRequests).toEqual([{ readOnly: true, wireFormat: 'protobuf' }]);
  });

  it('synced() resolves only after the initial add events were delivered, including async handlers', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    h.lw.create(obj('b'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const seen: string[] = [];
    h.informer.on('add', async (o) => {
      await gate;
      seen.push(o.metadata.name as string);
    });
    let synced = false;
    void h.informer.synced().then(() => (synced = true));
    h.start();
    await flush();
    expect(h.informer.lister().list()).toHaveLength(2); // in the store already
    expect(synced).toBe(false);
    expect(h.informer.hasSynced()).toBe(false);
    release();
    await flush();
    expect(seen).toEqual(['a', 'b']);
    expect(synced).toBe(true);
  });

  it('a watch that ends normally is resumed from the last resourceVersion, bookmark included, without relisting', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    await startSynced(h);
    h.lw.create(obj('b'));
    await flush();
    const afterEvent = h.lw.revision;
    expect(h.informer.lastSyncResourceVersion()).toBe(afterEvent);

    // A bookmark moves the resume point even though no object changed.
    h.lw.sendRaw({ type: 'BOOKMARK', object: { metadata: { resourceVersion: '500' } } });
    await flush();
    expect(h.informer.lastSyncResourceVersion()).toBe('500');

    await h.clock.advance(10_000);
    h.lw.closeWatches();
    await flush();
    expect(h.lw.listRequests).toHaveLength(1);
    expect(h.lw.watchRequests).toHaveLength(2);
    expect(h.lw.watchRequests[1]?.resourceVersion).toBe('500');
    expect(h.errors).toEqual([]);

    // Bookmarks produced by the server itself.
    await h.clock.advance(10_000);
    h.lw.bookmark();
    await flush();
    h.lw.closeWatches();
    await flush();
    expect(h.lw.watchRequests[2]?.resourceVersion).toBe(h.lw.revision);
    expect(h.lw.listRequests).toHaveLength(1);
    expect(h.log).toEqual([`add a@101`, `add b@102`]);
  });

  it('a short watch that delivered events is resumed at once (only an empty short watch counts as failure)', async () => {
    const h = setup();
    await startSynced(h);
    h.lw.create(obj('a'));
    await flush();
    h.lw.closeWatches(); // no time passed, but an event arrived
    await flush();
    expect(h.lw.watchRequests).toHaveLength(2);
    expect(h.errors).toEqual([]);
  });

  it('every request carries the AbortSignal, and selectors are passed to list and watch', async () => {
    const h = setup({ labelSelector: 'app=web', fieldSelector: 'metadata.name=a' });
    await startSynced(h);
    expect(h.lw.listRequests[0]).toMatchObject({ labelSelector: 'app=web', fieldSelector: 'metadata.name=a' });
    expect(h.lw.watchRequests[0]).toMatchObject({ labelSelector: 'app=web', fieldSelector: 'metadata.name=a' });
    expect(h.lw.signals.length).toBe(2);
    for (const s of h.lw.signals) expect(s).toBeInstanceOf(AbortSignal);
  });

  it('the constructor does no I/O', async () => {
    const h = setup();
    await flush();
    expect(h.lw.requestCount).toBe(0);
  });
});
