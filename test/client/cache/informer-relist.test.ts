import { describe, expect, it } from 'vitest';
import { isResourceExpired, statusErrors } from '../../../src/meta/status.js';
import { obj, type TestObject } from './fake-lister-watcher.js';
import { cacheMode, setup, startSynced, type Harness } from './harness.js';
import { flush } from '../../support/manual-clock.js';

/** Server state changes the informer never hears about, then the history is compacted. */
function missChangesAndCompact(h: Harness, fn: () => void): void {
  h.lw.silently(fn);
  h.lw.compact();
}

/** Ends the current watch; the re-watch from the old version gets 410; waits out the backoff. */
async function forceRelist(h: Harness): Promise<void> {
  await h.clock.advance(5_000);
  h.lw.closeWatches();
  await flush();
  const err = h.reflectorErrors().at(-1);
  expect(err?.next).toBe('relist');
  await h.clock.advance(err?.retryInMs ?? 0);
}

describe('informer: relist', () => {
  it('relists after a 410 watch ERROR with a consistent read (resourceVersion unset) and delivers exact deltas', async () => {
    const h = setup();
    const a = h.lw.create(obj('a', 'ns'));
    const b = h.lw.create(obj('b', 'ns'));
    h.lw.create(obj('c', 'ns'));
    await startSynced(h);
    const staleRV = h.informer.lastSyncResourceVersion();
    h.log.length = 0;

    missChangesAndCompact(h, () => {
      h.lw.update({ ...b, spec: { value: 'changed' } });
      h.lw.delete('ns', 'c');
      h.lw.create(obj('d', 'ns'));
    });
    await forceRelist(h);

    const expired = h.reflectorErrors()[0];
    expect(expired?.op).toBe('watch');
    expect(isResourceExpired(expired?.cause)).toBe(true);
    expect(h.lw.watchRequests[1]?.resourceVersion).toBe(staleRV);
    expect(h.lw.listRequests).toHaveLength(2);
    const relist = h.lw.listRequests[1] ?? {};
    expect('resourceVersion' in relist).toBe(false);
    expect(relist.resourceVersionMatch).toBeUndefined();

    expect(h.log).toEqual(['update ns/b 102->104', 'add ns/d@106', 'delete ns/c@103 (unknown)']);
    expect(h.informer.lister().get('ns', 'a')).toMatchObject({ metadata: { resourceVersion: a.metadata.resourceVersion } });
    // The watch resumes from the relist's version.
    expect(h.lw.watchRequests[2]?.resourceVersion).toBe(h.lw.revision);
  });

  it('no update is delivered for an unchanged object after a relist', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    h.lw.create(obj('b'));
    await startSynced(h);
    const before = h.informer.lister().get('a');
    h.log.length = 0;
    // History moves on (an object comes and goes unseen) and is compacted.
    missChangesAndCompact(h, () => {
      h.lw.create(obj('tmp'));
      h.lw.delete('tmp');
    });
    await forceRelist(h);
    expect(h.lw.listRequests).toHaveLength(2);
    expect(h.log).toEqual([]);
    // The cached instance is kept, not replaced by an equal copy (compact cache: equal content).
    if (cacheMode() === 'objects') expect(h.informer.lister().get('a')).toBe(before);
    else expect(h.informer.lister().get('a')).toStrictEqual(before);
  });

  it('a delete missed during a watch gap is discovered on relist and delivered with the last known object', async () => {
    const h = setup();
    h.lw.create(obj('keep'));
    const gone = h.lw.create(obj('gone', undefined, { spec: { value: 'last' } }));
    await startSynced(h);
    const deletes: { o: TestObject; unknown: boolean }[] = [];
    h.informer.on('delete', (o, info) => void deletes.push({ o, unknown: info.finalStateUnknown }));
    missChangesAndCompact(h, () => h.lw.delete('gone'));
    await forceRelist(h);
    await flush();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.unknown).toBe(true);
    expect(deletes[0]?.o.spec?.value).toBe('last');
    expect(deletes[0]?.o.metadata.resourceVersion).toBe(gone.metadata.resourceVersion);
    expect(h.informer.lister().get('gone')).toBeUndefined();
  });

  it('a watch request answered with a 410 ApiError also relists consistently', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    await startSynced(h);
    await h.clock.advance(5_000);
    h.lw.watchMode = 'gone';
    h.lw.closeWatches();
    await flush();
    h.lw.watchMode = 'normal';
    const err = h.reflectorErrors()[0];
    expect(err?.next).toBe('relist');
    await h.clock.advance(err?.retryInMs ?? 0);
    expect(h.lw.listRequests).toHaveLength(2);
    expect('resourceVersion' in (h.lw.listRequests[1] ?? {})).toBe(false);
    expect(h.lw.watchRequests).toHaveLength(3);
  });

  it('a 410 on a continue page restarts as one unpaged consistent list (like client-go pager)', async () => {
    const h = setup({ pageSize: 2 });
    for (let i = 0; i < 5; i++) h.lw.create(obj(`o${i}`, 'ns'));
    h.lw.beforeList = (opts) => {
      if (!opts.continue) h.lw.expireContinueTokens();
    };
    await startSynced(h);
    expect(h.lw.listRequests).toEqual([
      { limit: 2, readOnly: true, wireFormat: 'protobuf' },
      { limit: 2, continue: expect.any(String), readOnly: true, wireFormat: 'protobuf' },
      { readOnly: true, wireFormat: 'protobuf' },
    ]);
    expect(h.informer.lister().list()).toHaveLength(5);
    expect(h.log).toHaveLength(5);
    expect(h.errors).toEqual([]);
  });

  it('a 410 on the list itself is retried after backoff, still as a consistent read', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    h.lw.failList(statusErrors.expired('too old'));
    h.start();
    await flush();
    const err = h.reflectorErrors()[0];
    expect(err).toMatchObject({ op: 'list', next: 'relist' });
    await h.clock.advance(err?.retryInMs ?? 0);
    await h.informer.synced();
    for (const r of h.lw.listRequests) expect('resourceVersion' in r).toBe(false);
  });
});
