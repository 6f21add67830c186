import { describe, expect, it } from 'vitest';
import { ApiError, failureStatus, isInvalid, statusErrors } from '../../../src/meta/status.js';
import { obj } from './fake-lister-watcher.js';
import { setup } from './harness.js';
import { flush } from '../../support/manual-clock.js';

describe('informer: WatchList mode', () => {
  it('streams the initial state and replaces the store at once at the initial-events-end bookmark', async () => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'supported';
    h.lw.holdInitialEventsEnd = true;
    h.lw.create(obj('a', 'ns'));
    h.lw.create(obj('b', 'ns'));
    h.start();
    await flush();

    expect(h.lw.listRequests).toHaveLength(0);
    expect(h.lw.watchRequests).toHaveLength(1);
    const req = h.lw.watchRequests[0] ?? {};
    expect(req).toMatchObject({ sendInitialEvents: true, resourceVersionMatch: 'NotOlderThan', allowWatchBookmarks: true });
    expect('resourceVersion' in req).toBe(false);
    // Initial events received but held aside: nothing visible yet.
    expect(h.informer.lister().list()).toHaveLength(0);
    expect(h.log).toEqual([]);
    expect(h.informer.hasSynced()).toBe(false);

    // Changes during the initial phase are folded into the accumulated state.
    h.lw.create(obj('c', 'ns'));
    h.lw.delete('ns', 'a');
    await flush();
    expect(h.informer.lister().list()).toHaveLength(0);

    h.lw.sendInitialEventsEnd();
    await flush();
    await h.informer.synced();
    expect(h.informer.lister().list().map((o) => o.metadata.name).sort()).toEqual(['b', 'c']);
    expect(h.log.sort()).toEqual(['add ns/b@102', 'add ns/c@103']);
    expect(h.informer.lastSyncResourceVersion()).toBe(h.lw.revision);

    // The same stream continues as a normal watch.
    h.lw.create(obj('d', 'ns'));
    await flush();
    expect(h.log.at(-1)).toBe('add ns/d@105');
    expect(h.lw.watchRequests).toHaveLength(1);

    // A normal end resumes with a plain watch from the last version.
    await h.clock.advance(5_000);
    h.lw.closeWatches();
    await flush();
    expect(h.lw.watchRequests[1]).toMatchObject({ resourceVersion: h.lw.revision, allowWatchBookmarks: true });
    expect(h.lw.watchRequests[1]?.sendInitialEvents).toBeUndefined();
    expect(h.errors).toEqual([]);
  });

  it('after a 410 it streams the state again and delivers exact deltas', async () => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'supported';
    h.lw.create(obj('a'));
    const b = h.lw.create(obj('b'));
    h.lw.create(obj('c'));
    h.start();
    await flush();
    await h.informer.synced();
    h.log.length = 0;
    h.lw.silently(() => {
      h.lw.update({ ...b, spec: { value: 'x' } });
      h.lw.delete('c');
    });
    h.lw.compact();
    await h.clock.advance(5_000);
    h.lw.closeWatches();
    await flush();
    const err = h.reflectorErrors()[0];
    expect(err?.next).toBe('relist');
    await h.clock.advance(err?.retryInMs ?? 0);
    expect(h.lw.listRequests).toHaveLength(0);
    expect(h.lw.watchRequests.at(-1)).toMatchObject({ sendInitialEvents: true });
    expect(h.log).toEqual(['update b 102->104', 'delete c@103 (unknown)']);
  });

  it('falls back to list+watch for good when the server rejects sendInitialEvents (422)', async () => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'rejected';
    h.lw.create(obj('a'));
    h.start();
    await flush();
    await h.informer.synced();
    const fallback = h.reflectorErrors()[0];
    expect(fallback).toMatchObject({ op: 'watch-list', next: 'fallback-to-list', retryInMs: 0 });
    expect(isInvalid(fallback?.cause)).toBe(true);
    expect(h.lw.listRequests).toHaveLength(1);
    expect(h.lw.watchRequests[1]?.sendInitialEvents).toBeUndefined();
    expect(h.log).toEqual(['add a@101']);

    // A later relist uses list, not watch-list.
    h.lw.silently(() => h.lw.create(obj('b')));
    h.lw.compact();
    await h.clock.advance(5_000);
    h.lw.closeWatches();
    await flush();
    await h.clock.advance(h.reflectorErrors().at(-1)?.retryInMs ?? 0);
    expect(h.lw.listRequests).toHaveLength(2);
    expect(h.lw.watchRequests.filter((r) => r.sendInitialEvents)).toHaveLength(1);
    expect(h.log).toEqual(['add a@101', 'add b@102']);
  });

  it.each([
    ['400 BadRequest', statusErrors.badRequest('unknown parameter sendInitialEvents')],
    ['403 Forbidden', statusErrors.forbidden({ group: '', resource: 'things' }, '', 'watch-list not allowed')],
    ['405 MethodNotAllowed', new ApiError(failureStatus(405, 'MethodNotAllowed', 'watch-list is not supported'))],
    ['422 with no reason', new ApiError({ status: 'Failure', code: 422, message: 'invalid' })],
  ])('falls back to list+watch when the watch-list request is rejected with %s', async (_name, error) => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'supported';
    h.lw.failWatch(error);
    h.lw.create(obj('a'));
    h.start();
    await flush();
    await h.informer.synced();
    expect(h.reflectorErrors()[0]).toMatchObject({ next: 'fallback-to-list', retryInMs: 0 });
    expect(h.lw.listRequests).toHaveLength(1);
  });

  it('falls back when the rejection arrives as an ERROR event before the initial-events-end bookmark', async () => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'supported';
    h.lw.holdInitialEventsEnd = true;
    h.lw.create(obj('a'));
    h.start();
    await flush();
    h.lw.sendError(failureStatus(422, 'Invalid', 'sendInitialEvents is forbidden for watch unless the WatchList feature gate is enabled'));
    await flush();
    await h.informer.synced();
    expect(h.reflectorErrors()[0]).toMatchObject({ op: 'watch-list', next: 'fallback-to-list' });
    expect(h.lw.listRequests).toHaveLength(1);
    expect(h.log).toEqual(['add a@101']);
  });

  it('a transient failure of the watch-list (500) is retried as a watch-list, not a fallback', async () => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'supported';
    h.lw.failWatch(statusErrors.internal(new Error('boom')));
    h.lw.create(obj('a'));
    h.start();
    await flush();
    expect(h.reflectorErrors()[0]).toMatchObject({ op: 'watch-list', next: 'retry', retryInMs: 800 });
    await h.clock.advance(800);
    await h.informer.synced();
    expect(h.lw.listRequests).toHaveLength(0);
    expect(h.lw.watchRequests.map((r) => r.sendInitialEvents)).toEqual([true, true]);
  });

  it('falls back to list+watch when streams keep ending before initial-events-end (server ignores sendInitialEvents)', async () => {
    const h = setup({ useWatchList: true });
    h.lw.watchList = 'ignored';
    h.lw.create(obj('a'));
    h.start();
    await flush();
    for (let i = 0; i < 3; i++) {
      expect(h.informer.lister().list()).toHaveLength(0);
      await h.clock.advance(5_000);
      h.lw.closeWatches();
      await flush();
      await h.clock.advance(h.reflectorErrors().at(-1)?.retryInMs ?? 0);
    }
    await h.informer.synced();
    expect(h.reflectorErrors().map((e) => e.next)).toEqual(['retry', 'retry', 'fallback-to-list']);
    expect(h.lw.listRequests).toHaveLength(1);
    expect(h.log).toEqual(['add a@101']);
  });
});
