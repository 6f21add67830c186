import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEASE_DURATION_MS,
  JITTER_FACTOR,
  LeaderCallbackError,
  LeaderElectionConfigError,
  LeaderElector,
  LeaderElectorRunningError,
  type LeaderElectorOptions,
} from '../../../src/client/controller/leader-election.js';
import type { LeaderElectionRecord } from '../../../src/client/controller/resource-lock.js';
import { ManualClock } from '../../support/manual-clock.js';
import { FakeLock, FakeLockStore, type FakeLockOptions } from './fake-lock.js';

const T0 = Date.parse('2026-11-27T09:00:00Z');
const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

interface Harness {
  readonly elector: LeaderElector;
  readonly events: string[];
  readonly errors: Error[];
  readonly done: Promise<void>;
  readonly abort: () => void;
  /** The signal onStartedLeading received, once it was called. */
  leadingSignal(): AbortSignal | undefined;
}

function start(
  store: FakeLockStore,
  identity: string,
  options: Partial<LeaderElectorOptions> & { lockOptions?: FakeLockOptions } = {},
): Harness {
  const events: string[] = [];
  const errors: Error[] = [];
  let signal: AbortSignal | undefined;
  const ctl = new AbortController();
  const { lockOptions, ...rest } = options;
  const elector = new LeaderElector({
    lock: new FakeLock(store, identity, lockOptions),
    clock: store.clock,
    random: () => 0,
    onStartedLeading: (s) => {
      signal = s;
      events.push('started');
      s.addEventListener('abort', () => events.push('leading-signal-aborted'));
    },
    onStoppedLeading: () => events.push('stopped'),
    onNewLeader: (id) => events.push(`new-leader:${id}`),
    onError: (e) => errors.push(e),
    ...rest,
  });
  const done = elector.run(ctl.signal);
  return { elector, events, errors, done, abort: () => ctl.abort(), leadingSignal: () => signal };
}

function held(holder: string, at: number, extra: Partial<LeaderElectionRecord> = {}): LeaderElectionRecord {
  const t = new Date(at).toISOString().replace('Z', '000Z');
  return { holderIdentity: holder, leaseDurationSeconds: 15, acquireTime: t, renewTime: t, leaderTransitions: 3, ...extra };
}

describe('LeaderElector options', () => {
  const lock = () => new FakeLock(new FakeLockStore(new ManualClock(T0)), 'a');
  const base = () => ({ lock: lock(), onStartedLeading: () => {}, onStoppedLeading: () => {} });
  it.each([
    [{ leaseDurationMs: 10_000, renewDeadlineMs: 10_000 }, 'leaseDuration must be greater than renewDeadline'],
    [{ renewDeadlineMs: 2_400, retryPeriodMs: 2_000 }, 'renewDeadline must be greater than retryPeriod*JitterFactor'],
    [{ leaseDurationMs: 0, renewDeadlineMs: -1, retryPeriodMs: -2 }, 'leaseDuration must be greater than zero'],
    [{ leaseDurationMs: 2, renewDeadlineMs: 0, retryPeriodMs: -1 }, 'renewDeadline must be greater than zero'],
    [{ leaseDurationMs: 3, renewDeadlineMs: 2, retryPeriodMs: 0 }, 'retryPeriod must be greater than zero'],
    [{ onStartedLeading: undefined }, 'OnStartedLeading callback must not be nil'],
    [{ onStoppedLeading: undefined }, 'OnStoppedLeading callback must not be nil'],
    [{ lock: undefined }, 'Lock must not be nil.'],
    [{ lock: new FakeLock(new FakeLockStore(new ManualClock(T0)), '') }, 'Lock identity is empty'],
  ] as const)('rejects %o with client-go\'s text', (override, message) => {
    const err = (() => {
      try {
        new LeaderElector({ ...base(), ...(override as object) } as LeaderElectorOptions);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(LeaderElectionConfigError);
    expect((err as LeaderElectionConfigError).code).toBe('ERR_LEADER_ELECTION_CONFIG');
    expect((err as Error).message).toBe(message);
  });

  it('accepts the defaults (15 s / 10 s / 2 s) and a renewDeadline just above retryPeriod*1.2', () => {
    expect(() => new LeaderElector(base())).not.toThrow();
    expect(() => new LeaderElector({ ...base(), renewDeadlineMs: 2_401, retryPeriodMs: 2_000 })).not.toThrow();
    expect(JITTER_FACTOR).toBe(1.2);
    expect(DEFAULT_LEASE_DURATION_MS).toBe(15_000);
  });
});

describe('LeaderElector state machine (manual clock, in-memory lock)', () => {
  it('creates the Lease when there is none and starts leading', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a');
    await clock.advance(0);
    expect(h.elector.isLeader()).toBe(true);
    expect(h.elector.getLeader()).toBe('a');
    expect(h.events.slice(0, 2)).toEqual(['new-leader:a', 'started']);
    expect(store.ops[0]).toMatchObject({ op: 'get', result: 'notFound' });
    expect(store.ops[1]).toMatchObject({ op: 'create', result: 'ok' });
    expect(store.record).toMatchObject({ holderIdentity: 'a', leaseDurationSeconds: 15, leaderTransitions: 0 });
    expect(store.record!.acquireTime).toBe('2026-11-27T09:00:00.000000Z');
    expect(store.record!.renewTime).toMatch(MICRO_TIME);
    h.abort();
    await h.done;
  });

  it('renews every retryPeriod, keeping acquireTime and leaderTransitions, without reading first', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a');
    await clock.advance(0);
    const acquired = store.record!.acquireTime;
    const opsBefore = store.ops.length;
    await clock.advance(2_000);
    expect(store.record!.renewTime).toBe('2026-11-27T09:00:02.000000Z');
    expect(store.record!.acquireTime).toBe(acquired);
    expect(store.record!.leaderTransitions).toBe(0);
    // The fast path: one update per renewal, no get.
    expect(store.ops.slice(opsBefore).map((o) => o.op)).toEqual(['update']);
    await clock.advance(60_000);
    expect(store.record!.renewTime).toBe('2026-11-27T09:01:02.000000Z');
    expect(h.elector.isLeader()).toBe(true);
    expect(h.errors).toEqual([]);
    h.abort();
    await h.done;
  });

  it('waits while another holder renews, and takes over once the record stayed unchanged for leaseDuration', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('b', T0));
    const h = start(store, 'a', { random: () => 0.5 }); // acquire retries every 2 s * (1 + 0.6) = 3.2 s
    await clock.advance(0);
    expect(h.events).toEqual(['new-leader:b']);
    // b keeps renewing for a while: a never takes over.
    for (let i = 1; i <= 10; i++) {
      await clock.advance(2_000);
      store.write(held('b', clock.now()));
      expect(h.elector.isLeader()).toBe(false);
    }
    expect(h.elector.getLeader()).toBe('b');
    // b stops renewing at T0+20 s; a's first read of that record is at or after it.
    // a reads it at +22.4 s, so it may take over from +37.4 s: its attempt at +38.4 s does.
    const lastRenew = clock.now();
    await clock.advance(14_000);
    expect(h.elector.isLeader()).toBe(false);
    await clock.advance(6_400);
    expect(h.elector.isLeader()).toBe(true);
    const takeover = store.writes('a')[0]!;
    expect(takeover.at).toBe(T0 + 38_400);
    expect(takeover.at).toBeGreaterThanOrEqual(lastRenew + 15_000);
    expect(store.record).toMatchObject({ holderIdentity: 'a', leaderTransitions: 4 });
    expect(store.record!.acquireTime).toBe('2026-11-27T09:00:38.400000Z');
    expect(h.events).toEqual(['new-leader:b', 'new-leader:a', 'started']);
    h.abort();
    await h.done;
  });

  it('takes over a released lease (empty holder) at once, counting a transition', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('', T0, { leaseDurationSeconds: 1 }));
    const h = start(store, 'a');
    await clock.advance(0);
    expect(h.elector.isLeader()).toBe(true);
    expect(store.record).toMatchObject({ holderIdentity: 'a', leaderTransitions: 4 });
    h.abort();
    await h.done;
  });

  it('stops leading when renewals fail for renewDeadline, before anyone may take over', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    let partitioned = false;
    const h = start(store, 'a', { lockOptions: { failing: () => partitioned } });
    await clock.advance(0);
    const lastRenewal = clock.now();
    partitioned = true;
    await clock.advance(11_999);
    expect(h.elector.isLeader()).toBe(true);
    expect(h.leadingSignal()!.aborted).toBe(false);
    // Renewal poll starts at +2 s; its 10 s deadline passes at +12 s.
    await clock.advance(1);
    expect(h.leadingSignal()!.aborted).toBe(true);
    expect(h.elector.isLeader()).toBe(false);
    await h.done;
    expect(h.events.slice(-2)).toEqual(['leading-signal-aborted', 'stopped']);
    expect(clock.now() - lastRenewal).toBeLessThan(DEFAULT_LEASE_DURATION_MS);
    // Failures were reported, and the lease was not released (no releaseOnCancel).
    expect(h.errors.length).toBeGreaterThan(0);
    expect(store.record!.holderIdentity).toBe('a');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('releaseOnCancel: on abort, waits for the leading work, then clears holderIdentity', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    let finishWork!: () => void;
    const order: string[] = [];
    const h = start(store, 'a', {
      releaseOnCancel: true,
      onStartedLeading: (signal) =>
        new Promise<void>((resolve) => {
          finishWork = () => {
            order.push(`work-done(holder=${store.record!.holderIdentity})`);
            resolve();
          };
          signal.addEventListener('abort', () => order.push('signal-aborted'));
        }),
      onStoppedLeading: () => order.push(`stopped(holder=${store.record!.holderIdentity})`),
    });
    await clock.advance(4_000);
    const transitions = store.record!.leaderTransitions;
    h.abort();
    await clock.advance(0);
    expect(order).toEqual(['signal-aborted']);
    expect(store.record!.holderIdentity).toBe('a');
    finishWork();
    await h.done;
    expect(order).toEqual(['signal-aborted', 'work-done(holder=a)', 'stopped(holder=)']);
    expect(store.record).toMatchObject({ holderIdentity: '', leaseDurationSeconds: 1, leaderTransitions: transitions });
    expect(store.record!.renewTime).toBe('2026-11-27T09:00:04.000000Z');
    expect(h.elector.isLeader()).toBe(false);
    expect(h.elector.getLeader()).toBe('');
  });

  it('without releaseOnCancel, abort leaves the lease to expire', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a');
    await clock.advance(2_000);
    h.abort();
    await h.done;
    expect(store.record!.holderIdentity).toBe('a');
    expect(h.events).toEqual(['new-leader:a', 'started', 'leading-signal-aborted', 'stopped']);
  });

  it('a 409 on the fast path re-reads the lock: renews when still the holder', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a');
    await clock.advance(0);
    // Someone else writes the same record (e.g. a label edit): the resourceVersion moves.
    store.write({ ...store.record! });
    const before = store.ops.length;
    await clock.advance(2_000);
    expect(store.ops.slice(before).map((o) => `${o.op}:${o.result}`)).toEqual(['update:conflict', 'get:ok', 'update:ok']);
    expect(h.elector.isLeader()).toBe(true);
    expect(h.errors).toEqual([]);
    h.abort();
    await h.done;
  });

  it('a 409 that reveals another holder stops leading at once and reports the new leader', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a');
    await clock.advance(0);
    store.write(held('b', clock.now()));
    await clock.advance(2_000);
    expect(h.leadingSignal()!.aborted).toBe(true);
    await h.done;
    expect(h.events).toEqual(['new-leader:a', 'started', 'new-leader:b', 'leading-signal-aborted', 'stopped']);
    expect(store.record!.holderIdentity).toBe('b');
  });

  it('abort while acquiring: onStoppedLeading still runs, onStartedLeading never', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('b', T0));
    const h = start(store, 'a');
    await clock.advance(5_000);
    h.abort();
    await h.done;
    expect(h.events).toEqual(['new-leader:b', 'stopped']);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('acquire retries are jittered by up to 1.2 x retryPeriod through the injected random', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('b', T0));
    const h = start(store, 'a', { random: () => 0.999 });
    await clock.advance(0);
    expect(clock.requestedDelays).toEqual([2_000 * (1 + 0.999 * 1.2)]);
    h.abort();
    await h.done;
  });

  it('callback failures are reported as LeaderCallbackError and change nothing else', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a', {
      onNewLeader: () => {
        throw new Error('boom');
      },
      onStartedLeading: () => Promise.reject(new Error('work failed')),
    });
    await clock.advance(2_000);
    expect(h.elector.isLeader()).toBe(true);
    h.abort();
    await h.done;
    const callbacks = h.errors.filter((e): e is LeaderCallbackError => e instanceof LeaderCallbackError).map((e) => e.callback);
    expect(callbacks.sort()).toEqual(['onNewLeader', 'onStartedLeading']);
  });

  it('a second concurrent run() throws', async () => {
    const clock = new ManualClock(T0);
    const h = start(new FakeLockStore(clock), 'a');
    await expect(h.elector.run()).rejects.toBeInstanceOf(LeaderElectorRunningError);
    h.abort();
    await h.done;
  });
});

describe('LeaderElector coordinated mode', () => {
  it('never creates the Lease, nor takes over an expired or released one', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a', { coordinated: true });
    await clock.advance(60_000);
    expect(store.record).toBeUndefined();
    store.write(held('b', clock.now()));
    await clock.advance(60_000); // b never renews: expired long ago
    store.write(held('', clock.now(), { leaseDurationSeconds: 1 }));
    await clock.advance(60_000);
    expect(store.writes('a')).toEqual([]);
    expect(h.events).not.toContain('started');
    h.abort();
    await h.done;
  });

  it('leads once the controller names it holder, renews keeping the strategy, and steps down on preferredHolder', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    const h = start(store, 'a', { coordinated: true });
    await clock.advance(3_000);
    // The coordinated leader election controller elects a.
    store.write(held('a', clock.now(), { strategy: 'OldestEmulationVersion', leaderTransitions: 1 }));
    await clock.advance(4_400);
    expect(h.elector.isLeader()).toBe(true);
    expect(store.record).toMatchObject({ holderIdentity: 'a', strategy: 'OldestEmulationVersion', leaderTransitions: 1 });
    await clock.advance(10_000);
    expect(store.writes('a').length).toBeGreaterThan(2);
    // End of term: the controller prefers c.
    store.write({ ...store.record!, preferredHolder: 'c' });
    const endOfTerm = clock.now();
    const writes = store.writes('a').length;
    await clock.advance(12_000);
    expect(h.leadingSignal()!.aborted).toBe(true);
    await h.done;
    const stoppedAt = clock.now();
    expect(stoppedAt - endOfTerm).toBeLessThanOrEqual(12_000);
    // Never renewed after the preferredHolder appeared; the lease is left to expire.
    expect(store.writes('a').length).toBe(writes);
    expect(store.record).toMatchObject({ holderIdentity: 'a', preferredHolder: 'c' });
  });

  it('with releaseOnCancel, stepping down on preferredHolder releases the lease', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('a', T0, { strategy: 'OldestEmulationVersion' }));
    const h = start(store, 'a', { coordinated: true, releaseOnCancel: true });
    await clock.advance(2_000);
    expect(h.elector.isLeader()).toBe(true);
    store.write({ ...store.record!, preferredHolder: 'c' });
    await clock.advance(12_000);
    await h.done;
    expect(store.record).toMatchObject({ holderIdentity: '', leaseDurationSeconds: 1 });
  });

  it('stops at once when someone else clears the holder (the controller may elect another right away)', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('a', T0));
    const h = start(store, 'a', { coordinated: true });
    await clock.advance(0);
    expect(h.elector.isLeader()).toBe(true);
    store.write({ ...store.record!, holderIdentity: '' });
    await clock.advance(2_000);
    expect(h.leadingSignal()!.aborted).toBe(true);
    await h.done;
    expect(h.events).toEqual(['new-leader:a', 'started', 'new-leader:', 'leading-signal-aborted', 'stopped']);
  });

  it('stops when the controller hands the lease to someone else', async () => {
    const clock = new ManualClock(T0);
    const store = new FakeLockStore(clock);
    store.write(held('a', T0));
    const h = start(store, 'a', { coordinated: true });
    await clock.advance(0);
    expect(h.elector.isLeader()).toBe(true);
    store.write(held('c', clock.now()));
    await clock.advance(2_000);
    await h.done;
    expect(h.events).toEqual(['new-leader:a', 'started', 'new-leader:c', 'leading-signal-aborted', 'stopped']);
  });
});
