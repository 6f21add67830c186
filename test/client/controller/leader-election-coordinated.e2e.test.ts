/**
 * Coordinated leader election, full stack: the server's election controller (gate
 * CoordinatedLeaderElection) and, per participant, the SDK's LeaseCandidateRunner and a
 * coordinated LeaderElector over real HTTP, all on one manual clock. Before each clock step
 * the test waits (no timers) until the controllers are settled, no participant has a request
 * in flight and no candidate has an unanswered ping.
 */
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../src/client/client.js';
import { LeaseCandidateRunner, isPinged, type LeaseCandidateClient } from '../../../src/client/controller/lease-candidate-runner.js';
import { LeaseLock } from '../../../src/client/controller/lease-lock.js';
import { LeaderElector } from '../../../src/client/controller/leader-election.js';
import type { LeaderElectionRecord, ResourceLock } from '../../../src/client/controller/resource-lock.js';
import { startCluster, until } from '../../e2e/harness.js';
import { ManualClock } from '../../support/manual-clock.js';

const NS = 'default';
const LEASE = 'kube-scheduler';

class Counter {
  inFlight = 0;
  async track<T>(op: () => Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await op();
    } finally {
      this.inFlight--;
    }
  }
}

function trackedLock(inner: ResourceLock, counter: Counter): ResourceLock {
  return {
    identity: inner.identity,
    describe: () => inner.describe(),
    get: (signal?: AbortSignal) => counter.track(() => inner.get(signal)),
    create: (r: LeaderElectionRecord, signal?: AbortSignal) => counter.track(() => inner.create(r, signal)),
    update: (r: LeaderElectionRecord, signal?: AbortSignal) => counter.track(() => inner.update(r, signal)),
  };
}

interface Participant {
  readonly name: string;
  readonly elector: LeaderElector;
  readonly counter: Counter;
  leading: boolean;
  readonly stop: () => Promise<void>;
}

function participant(client: Client, clock: ManualClock, name: string, emulationVersion: string, onStart: (name: string) => void): Participant {
  const counter = new Counter();
  const real = client.leaseCandidates.namespace(NS);
  const candidates: LeaseCandidateClient = {
    list: (o) => real.list(o),
    watch: (o) => real.watch(o),
    create: (obj, o) => counter.track(() => real.create(obj, o)),
    update: (obj, o) => counter.track(() => real.update(obj, o)),
  };
  const ctl = new AbortController();
  const runner = new LeaseCandidateRunner({
    client: { leaseCandidates: { namespace: () => candidates } },
    namespace: NS,
    name,
    leaseName: LEASE,
    binaryVersion: '1.33.0',
    emulationVersion,
    strategy: 'OldestEmulationVersion',
    clock,
    random: () => 0,
  });
  const p: Participant = {
    name,
    counter,
    leading: false,
    elector: new LeaderElector({
      lock: trackedLock(new LeaseLock({ client, namespace: NS, name: LEASE, identity: name }), counter),
      coordinated: true,
      releaseOnCancel: true,
      clock,
      random: () => 0,
      onStartedLeading: (signal) => {
        onStart(name);
        p.leading = true;
        signal.addEventListener('abort', () => (p.leading = false));
      },
      onStoppedLeading: () => {},
    }),
    stop: async () => {
      ctl.abort();
      await Promise.all([runnerDone, electorDone]);
    },
  };
  const runnerDone = runner.run(ctl.signal);
  const electorDone = p.elector.run(ctl.signal);
  return p;
}

describe('coordinated leader election: server controller + LeaseCandidateRunner + coordinated LeaderElector', () => {
  it('the elected candidate leads; a better candidate joining ends its term and takes over; never two leaders', async () => {
    const clock = new ManualClock(Date.parse('2026-11-27T09:00:00Z'));
    const serverErrors: unknown[] = [];
    const { client, server } = await startCluster({ clock, featureGates: { CoordinatedLeaderElection: true }, onError: (e) => serverErrors.push(e) });
    const cle = server.api.coordinatedLeaderElection!;
    const participants: Participant[] = [];
    const violations: string[] = [];
    const onStart = (name: string) => {
      const others = participants.filter((p) => p.name !== name && p.leading).map((p) => p.name);
      if (others.length) violations.push(`${name} started leading while ${others.join(', ')} led`);
    };

    /** Controllers settled, nothing in flight, every ping answered. */
    const quiesce = async () => {
      for (let i = 0; i < 500; i++) {
        await cle.settled();
        await until(() => participants.every((p) => p.counter.inFlight === 0));
        const pending = (await client.leaseCandidates.namespace(NS).list()).items.filter(isPinged);
        if (pending.length === 0 && participants.every((p) => p.counter.inFlight === 0)) return;
      }
      throw new Error('never quiet');
    };
    const step = async (ms: number) => {
      await quiesce();
      await clock.advance(ms);
      await quiesce();
      const leaders = participants.filter((p) => p.elector.isLeader());
      if (leaders.length > 1) violations.push(`at ${clock.now()}: ${leaders.map((p) => p.name).join(', ')} lead`);
    };
    const lease = () => client.leases.namespace(NS).get(LEASE);

    // b (emulation 1.33.0) alone: elected and leading.
    const b = participant(client, clock, 'b', '1.33.0', onStart);
    participants.push(b);
    for (let i = 0; i < 20 && !b.elector.isLeader(); i++) await step(1_000);
    expect(b.elector.isLeader()).toBe(true);
    expect((await lease()).spec).toMatchObject({ holderIdentity: 'b', strategy: 'OldestEmulationVersion' });
    for (let i = 0; i < 10; i++) await step(1_000);
    expect(b.elector.isLeader()).toBe(true);

    // a (emulation 1.32.0, older: preferred by OldestEmulationVersion) joins.
    const a = participant(client, clock, 'a', '1.32.0', onStart);
    participants.push(a);
    let sawPreferred = false;
    for (let i = 0; i < 60 && !a.elector.isLeader(); i++) {
      await step(1_000);
      if ((await lease()).spec?.preferredHolder === 'a') sawPreferred = true;
    }
    // The controller named a as preferredHolder; b stopped renewing, its term ended within
    // renewDeadline, it released the Lease, and the controller gave it to a.
    expect(sawPreferred).toBe(true);
    expect(a.elector.isLeader()).toBe(true);
    expect(b.elector.isLeader()).toBe(false);
    expect((await lease()).spec).toMatchObject({ holderIdentity: 'a' });
    for (let i = 0; i < 10; i++) await step(1_000);
    expect(a.elector.isLeader()).toBe(true);
    expect(violations).toEqual([]);

    await a.stop();
    await b.stop();
  }, 60_000);
});
