/**
 * Leader election end to end: LeaseLock and LeaseCandidateRunner over real HTTP against the
 * in-process server, time on a manual clock. Requests take real time, so each step waits
 * (turn by turn, no timers) until no lock or candidate write is in flight before the clock
 * moves: the participants are then waiting on the manual clock.
 */
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../src/client/client.js';
import { LeaseCandidateRunner, LEASE_CANDIDATE_RENEW_INTERVAL_MS, type LeaseCandidateClient } from '../../../src/client/controller/lease-candidate-runner.js';
import { LeaseLock } from '../../../src/client/controller/lease-lock.js';
import { LeaderElector, type LeaderElectorOptions } from '../../../src/client/controller/leader-election.js';
import type { LeaderElectionRecord, ResourceLock } from '../../../src/client/controller/resource-lock.js';
import { formatMicroTime } from '../../../src/meta/clock.js';
import { isConflict, isNotFound } from '../../../src/meta/status.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import { rejectionOf, startCluster, until } from '../../e2e/harness.js';
import { ManualClock } from '../../support/manual-clock.js';

const T0 = Date.parse('2026-11-27T09:00:00Z');
const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Counts operations in flight (and 409s) around a real lock. */
class TrackedLock implements ResourceLock {
  inFlight = 0;
  conflicts = 0;
  constructor(private readonly inner: ResourceLock) {}
  get identity(): string {
    return this.inner.identity;
  }
  describe(): string {
    return this.inner.describe();
  }
  get(signal?: AbortSignal) {
    return this.track(() => this.inner.get(signal));
  }
  create(record: LeaderElectionRecord, signal?: AbortSignal) {
    return this.track(() => this.inner.create(record, signal));
  }
  update(record: LeaderElectionRecord, signal?: AbortSignal) {
    return this.track(() => this.inner.update(record, signal));
  }
  private async track<T>(op: () => Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await op();
    } catch (err) {
      if (isConflict(err)) this.conflicts++;
      throw err;
    } finally {
      this.inFlight--;
    }
  }
}

interface Participant {
  readonly elector: LeaderElector;
  readonly lock: TrackedLock;
  readonly done: Promise<void>;
  readonly abort: () => void;
  readonly events: string[];
}

function participant(client: Client, clock: ManualClock, identity: string, options: Partial<LeaderElectorOptions> = {}): Participant {
  const lock = new TrackedLock(new LeaseLock({ client, namespace: 'default', name: 'kcm', identity, labels: { app: 'kcm' } }));
  const events: string[] = [];
  const ctl = new AbortController();
  const elector = new LeaderElector({
    lock,
    clock,
    random: () => 0,
    onStartedLeading: (signal) => {
      events.push('started');
      signal.addEventListener('abort', () => events.push('leading-stopped'));
    },
    onStoppedLeading: () => events.push('stopped'),
    onNewLeader: (id) => events.push(`new-leader:${id}`),
    ...options,
  });
  return { elector, lock, events, done: elector.run(ctl.signal), abort: () => ctl.abort() };
}

/** Waits until nobody has a request in flight, moves the clock, and waits again. */
async function step(clock: ManualClock, ms: number, idle: () => boolean): Promise<void> {
  await until(idle);
  await clock.advance(ms);
  await until(idle);
}

describe('LeaderElector with a LeaseLock over HTTP', () => {
  it('creates the Lease, renews it, and releases it on abort', async () => {
    const { client } = await startCluster();
    const clock = new ManualClock(T0);
    const a = participant(client, clock, 'a', { releaseOnCancel: true });
    const idle = () => a.lock.inFlight === 0;
    await step(clock, 0, idle);
    await until(() => a.elector.isLeader());
    let lease = await client.leases.namespace('default').get('kcm');
    expect(lease.metadata?.labels).toEqual({ app: 'kcm' });
    expect(lease.spec).toMatchObject({ holderIdentity: 'a', leaseDurationSeconds: 15, leaseTransitions: 0, acquireTime: '2026-11-27T09:00:00.000000Z' });
    expect(lease.spec?.renewTime).toMatch(MICRO_TIME);

    await step(clock, 2_000, idle);
    lease = await client.leases.namespace('default').get('kcm');
    expect(lease.spec).toMatchObject({ holderIdentity: 'a', acquireTime: '2026-11-27T09:00:00.000000Z', renewTime: '2026-11-27T09:00:02.000000Z' });

    a.abort();
    await a.done;
    lease = await client.leases.namespace('default').get('kcm');
    expect(lease.spec?.holderIdentity ?? '').toBe('');
    expect(lease.spec).toMatchObject({ leaseDurationSeconds: 1, leaseTransitions: 0 });
    expect(a.events).toEqual(['new-leader:a', 'started', 'leading-stopped', 'stopped']);
  });

  it('two electors: the second takes over only after the first stops renewing, never both at once', async () => {
    const { client } = await startCluster();
    const clock = new ManualClock(T0);
    const a = participant(client, clock, 'a');
    await step(clock, 0, () => a.lock.inFlight === 0);
    await until(() => a.elector.isLeader());
    const b = participant(client, clock, 'b');
    const idle = () => a.lock.inFlight === 0 && b.lock.inFlight === 0;
    for (let i = 0; i < 10; i++) {
      await step(clock, 1_000, idle);
      expect(a.elector.isLeader() && b.elector.isLeader()).toBe(false);
    }
    expect(b.elector.isLeader()).toBe(false);
    expect(b.elector.getLeader()).toBe('a');
    // a goes away without releasing: b must wait for the lease to expire.
    a.abort();
    await a.done;
    const stoppedAt = clock.now();
    while (!b.elector.isLeader()) {
      await step(clock, 500, idle);
      expect(a.elector.isLeader()).toBe(false);
      expect(clock.now() - stoppedAt).toBeLessThan(20_000);
    }
    expect(clock.now() - stoppedAt).toBeGreaterThanOrEqual(13_000);
    const lease = await client.leases.namespace('default').get('kcm');
    expect(lease.spec).toMatchObject({ holderIdentity: 'b', leaseTransitions: 1 });
    expect(b.events).toEqual(['new-leader:a', 'new-leader:b', 'started']);
    b.abort();
    await b.done;
  });

  it('a write by someone else makes the next renewal a 409, re-read and renewed', async () => {
    const { client } = await startCluster();
    const clock = new ManualClock(T0);
    const a = participant(client, clock, 'a');
    const idle = () => a.lock.inFlight === 0;
    await step(clock, 0, idle);
    await until(() => a.elector.isLeader());
    const leases = client.leases.namespace('default');
    const cur = await leases.get('kcm');
    await leases.update({ ...cur, metadata: { ...cur.metadata, labels: { ...cur.metadata?.labels, edited: 'yes' } } });
    await step(clock, 2_000, idle);
    expect(a.lock.conflicts).toBe(1);
    expect(a.elector.isLeader()).toBe(true);
    const lease = await leases.get('kcm');
    expect(lease.spec?.renewTime).toBe('2026-11-27T09:00:02.000000Z');
    expect(lease.metadata?.labels).toEqual({ app: 'kcm', edited: 'yes' });
    a.abort();
    await a.done;
  });
});

describe('coordinated mode over HTTP (CoordinatedLeaderElection gate on)', () => {
  it('never creates the Lease; leads when named holder; steps down on preferredHolder and releases', async () => {
    const { client } = await startCluster({ featureGates: { CoordinatedLeaderElection: true } });
    const clock = new ManualClock(T0);
    const a = participant(client, clock, 'a', { coordinated: true, releaseOnCancel: true });
    const idle = () => a.lock.inFlight === 0;
    for (let i = 0; i < 10; i++) await step(clock, 2_000, idle);
    const leases = client.leases.namespace('default');
    expect(isNotFound(await rejectionOf(leases.get('kcm')))).toBe(true);

    // What the server's coordinated leader election controller does: elect a.
    const now = formatMicroTime(clock.now());
    await leases.create({
      metadata: { name: 'kcm' },
      spec: { holderIdentity: 'a', leaseDurationSeconds: 15, acquireTime: now, renewTime: now, strategy: 'OldestEmulationVersion', leaseTransitions: 0 },
    });
    while (!a.elector.isLeader()) await step(clock, 1_000, idle);
    await step(clock, 2_000, idle);
    let lease = await leases.get('kcm');
    expect(lease.spec).toMatchObject({ holderIdentity: 'a', strategy: 'OldestEmulationVersion' });
    expect(lease.spec?.renewTime).toBe(formatMicroTime(clock.now()));

    // End of term: the controller prefers b.
    await leases.update({ ...lease, spec: { ...lease.spec, preferredHolder: 'b' } });
    const endOfTerm = clock.now();
    while (a.events.at(-1) !== 'stopped') {
      await step(clock, 1_000, idle);
      expect(clock.now() - endOfTerm).toBeLessThanOrEqual(14_000);
    }
    await a.done;
    lease = await leases.get('kcm');
    expect(lease.spec?.holderIdentity ?? '').toBe('');
    expect(lease.spec?.leaseDurationSeconds).toBe(1);
  });
});

describe('LeaseCandidateRunner over HTTP', () => {
  it('creates its candidate, answers a ping by updating renewTime, and renews after 5 minutes', async () => {
    const { client } = await startCluster();
    const clock = new ManualClock(T0);
    let writes = 0;
    let inFlight = 0;
    const real = client.leaseCandidates.namespace('default');
    const tracked: LeaseCandidateClient = {
      list: (opts) => real.list(opts),
      watch: (opts) => real.watch(opts),
      create: async (obj, opts) => {
        inFlight++;
        try {
          return await real.create(obj, opts);
        } finally {
          inFlight--;
          writes++;
        }
      },
      update: async (obj, opts) => {
        inFlight++;
        try {
          return await real.update(obj, opts);
        } finally {
          inFlight--;
          writes++;
        }
      },
    };
    const errors: Error[] = [];
    const runner = new LeaseCandidateRunner({
      client: { leaseCandidates: { namespace: () => tracked } },
      namespace: 'default',
      name: 'kcm-a',
      leaseName: 'kcm',
      binaryVersion: '1.33.0',
      emulationVersion: '1.33.0',
      strategy: 'OldestEmulationVersion',
      clock,
      random: () => 0,
      onError: (e) => errors.push(e),
    });
    const ctl = new AbortController();
    const done = runner.run(ctl.signal);
    const renewTimeSeen = (t: number) => () => inFlight === 0 && runner.candidate()?.spec?.renewTime === formatMicroTime(t);

    await until(renewTimeSeen(T0));
    const created = await real.get('kcm-a');
    expect(created.spec).toMatchObject({ leaseName: 'kcm', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2026-11-27T09:00:00.000000Z' });
    expect(writes).toBe(1);

    // The server pings at +1 min.
    await clock.advance(60_000);
    const ping = formatMicroTime(clock.now());
    const cur = await real.get('kcm-a');
    await real.update({ ...cur, spec: { ...cur.spec!, pingTime: ping } } as LeaseCandidate);
    // Answered at the same instant of the manual clock: 1 µs after the ping.
    const answer = ping.replace('000000Z', '000001Z');
    await until(() => inFlight === 0 && runner.candidate()?.spec?.renewTime === answer);
    expect((await real.get('kcm-a')).spec).toMatchObject({ pingTime: ping, renewTime: answer });
    expect(writes).toBe(2);

    // No ping: the next renewal is 5 minutes after the last write.
    await clock.advance(LEASE_CANDIDATE_RENEW_INTERVAL_MS - 1);
    expect(writes).toBe(2);
    await clock.advance(1);
    await until(renewTimeSeen(T0 + 60_000 + LEASE_CANDIDATE_RENEW_INTERVAL_MS));
    expect(writes).toBe(3);
    expect(errors).toEqual([]);
    ctl.abort();
    await done;
  });
});
