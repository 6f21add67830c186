/**
 * runController with the SDK's LeaderElector (over the in-memory FakeLock): two replicas of
 * one controller share a lease; only the leader reconciles, and a leader shutting down drains
 * its reconciles before it releases the lease to the standby.
 */
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../../src/client/cache/informer.js';
import { LeaderElector } from '../../../src/client/controller/leader-election.js';
import { runController, type Controller } from '../../../src/client/controller/run-controller.js';
import { FakeListerWatcher, obj, type TestObject } from '../cache/fake-lister-watcher.js';
import { flush, ManualClock } from '../../support/manual-clock.js';
import { FakeLock, FakeLockStore } from './fake-lock.js';

describe('runController with LeaderElector', () => {
  it('only the leader reconciles; on shutdown it drains, then releases, and the standby takes over', async () => {
    const clock = new ManualClock();
    const store = new FakeLockStore(clock);
    const lw = new FakeListerWatcher();
    lw.create(obj('a', 'ns'));
    lw.create(obj('b', 'ns'));
    /** `replica key` at each reconcile's start and `replica key end` at its end, in order. */
    const log: string[] = [];
    let releaseSlow: (() => void) | undefined;

    const replica = (identity: string): { controller: Controller; abort: AbortController; elector: () => LeaderElector } => {
      const abort = new AbortController();
      let elector!: LeaderElector;
      const controller = runController({
        signal: abort.signal,
        informers: [createInformer<TestObject>({ listerWatcher: lw, clock, random: () => 0 })],
        clock,
        leaderElection: (callbacks) =>
          (elector = new LeaderElector({ lock: new FakeLock(store, identity), clock, random: () => 0, releaseOnCancel: true, ...callbacks })),
        reconcile: async (key) => {
          log.push(`${identity} ${key}`);
          if (key === 'ns/slow') await new Promise<void>((resolve) => (releaseSlow = resolve));
          log.push(`${identity} ${key} end`);
        },
      });
      return { controller, abort, elector: () => elector };
    };

    const one = replica('one');
    await flush();
    const two = replica('two');
    await Promise.all([one.controller.synced, two.controller.synced]);
    await flush();
    expect(one.elector().isLeader()).toBe(true);
    expect(two.elector().isLeader()).toBe(false);
    expect(log).toEqual(['one ns/a', 'one ns/a end', 'one ns/b', 'one ns/b end']);

    // Changes reach both replicas' queues; only the leader works on them.
    lw.create(obj('slow', 'ns'));
    lw.create(obj('c', 'ns'));
    await clock.advance(5_000); // renewals and the standby's retries
    expect(log.slice(4)).toEqual(['one ns/slow']);
    expect(two.controller.isActive()).toBe(false);

    // The leader shuts down while a reconcile is in flight: it finishes before the lease goes.
    one.abort.abort();
    await clock.advance(2_000);
    expect(store.record?.holderIdentity).toBe('one');
    expect(log.slice(4)).toEqual(['one ns/slow']);
    releaseSlow!();
    await one.controller.done;
    expect(store.record?.holderIdentity).toBe(''); // released
    expect(log.slice(4)).toEqual(['one ns/slow', 'one ns/slow end']);

    // The standby acquires at its next retry and reconciles what it queued meanwhile.
    await clock.advance(2_000);
    expect(two.elector().isLeader()).toBe(true);
    expect(log.slice(6)).toEqual(['two ns/a', 'two ns/a end', 'two ns/b', 'two ns/b end', 'two ns/slow']);
    releaseSlow!();
    await flush();
    expect(log.slice(11)).toEqual(['two ns/slow end', 'two ns/c', 'two ns/c end']);

    two.abort.abort();
    await two.controller.done;
    expect(store.record?.holderIdentity).toBe('');
    expect(clock.pendingTimers()).toBe(0);
  });
});
