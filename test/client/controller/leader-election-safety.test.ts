/**
 * Property: two electors contending for one lock never lead at the same time, whatever the
 * clock steps, stop times, request latencies (up to 1 s each way) and partitions; checked at
 * every clock step and at every start of leadership. Fixed seed (CTL_FUZZ_SEED overrides;
 * CTL_FUZZ_RUNS sets the run count).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeaderElector } from '../../../src/client/controller/leader-election.js';
import { ManualClock } from '../../support/manual-clock.js';
import { prng } from '../../support/prng.js';
import { microTimeToMicros } from '../../../src/client/controller/lease-candidate-runner.js';
import { formatMicroTime } from '../../../src/meta/clock.js';
import { FakeLock, FakeLockStore } from './fake-lock.js';

const SEED = Number(process.env.CTL_FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.CTL_FUZZ_RUNS) > 0 ? Number(process.env.CTL_FUZZ_RUNS) : 60;

const participant = fc.record({
  /** Abort run() at this time (ms after start), or never. */
  stopAt: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: undefined }),
  releaseOnCancel: fc.boolean(),
  /** [start, duration] of intervals in which every request of this participant fails. */
  partitions: fc.array(fc.tuple(fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 40_000 })), { maxLength: 3 }),
  /** Starts contending this long after the other. */
  startAt: fc.integer({ min: 0, max: 20_000 }),
});

const scenario = fc.record({
  seed: fc.integer(),
  maxLatencyMs: fc.constantFrom(0, 50, 400, 1_000),
  steps: fc.array(fc.integer({ min: 1, max: 7_000 }), { minLength: 10, maxLength: 60 }),
  a: participant,
  b: participant,
});

describe('leader election safety', () => {
  it('two electors never lead at once (fast-check over clock steps, stop times, latency and partitions)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const clock = new ManualClock(Date.parse('2026-11-27T09:00:00Z'));
        const t0 = clock.now();
        const store = new FakeLockStore(clock);
        const random = prng(s.seed);
        const violations: string[] = [];
        const leading = new Map<string, boolean>();
        let everLed = false;

        const participants = (['a', 'b'] as const).map((id) => {
          const p = s[id];
          const other = id === 'a' ? 'b' : 'a';
          const inPartition = () => p.partitions.some(([from, len]) => clock.now() - t0 >= from && clock.now() - t0 < from + len);
          const lock = new FakeLock(store, id, {
            latency: () => [Math.floor(random() * s.maxLatencyMs), Math.floor(random() * s.maxLatencyMs)],
            failing: inPartition,
          });
          const ctl = new AbortController();
          const elector = new LeaderElector({
            lock,
            clock,
            random,
            releaseOnCancel: p.releaseOnCancel,
            onStartedLeading: (signal) => {
              everLed = true;
              if (leading.get(other)) violations.push(`${id} started leading at +${clock.now() - t0} ms while ${other} leads`);
              leading.set(id, true);
              signal.addEventListener('abort', () => leading.set(id, false));
            },
            onStoppedLeading: () => {},
          });
          let done: Promise<void> | undefined;
          const cancelStart = clock.setTimer(() => {
            done = elector.run(ctl.signal);
          }, p.startAt);
          const cancelStop = p.stopAt === undefined ? () => {} : clock.setTimer(() => ctl.abort(), p.stopAt);
          return {
            elector,
            stop: async () => {
              cancelStart();
              cancelStop();
              ctl.abort();
              // Let releases (bounded by renewDeadline) and in-flight requests finish.
              await clock.advance(15_000);
              await done;
            },
          };
        });

        const [a, b] = participants as [(typeof participants)[0], (typeof participants)[0]];
        for (const step of s.steps) {
          await clock.advance(step);
          if (a.elector.isLeader() && b.elector.isLeader()) violations.push(`both isLeader() at +${clock.now() - t0} ms`);
          if (leading.get('a') && leading.get('b')) violations.push(`both leading at +${clock.now() - t0} ms`);
        }
        await a.stop();
        await b.stop();
        expect(violations).toEqual([]);
        expect(leading.get('a') || leading.get('b')).toBeFalsy();
        // Liveness, where it is certain: without faults someone leads within the first 30 s.
        const elapsed = s.steps.reduce((x, y) => x + y, 0);
        const faultFree = s.a.partitions.length + s.b.partitions.length === 0 && s.a.stopAt === undefined && s.b.stopAt === undefined;
        if (faultFree && elapsed > 30_000) expect(everLed).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true /* report the counterexample at once: shrinking whole simulations outlasts the timeout */ },
    );
  }, 120_000);

  it('coordinated electors never create or take over the Lease, and never lead at once, whatever the controller does', async () => {
    const action = fc.record({
      /** After the previous action: close actions make interleavings with renewals likely. */
      gap: fc.integer({ min: 0, max: 8_000 }),
      kind: fc.constantFrom('elect', 'prefer'),
      who: fc.constantFrom('a', 'b'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seed: fc.integer(),
          maxLatencyMs: fc.constantFrom(0, 300, 1_000),
          actions: fc.array(action, { maxLength: 30 }),
          releaseOnCancel: fc.boolean(),
          steps: fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 20, maxLength: 60 }),
        }),
        async (s) => {
          const clock = new ManualClock(Date.parse('2026-11-27T09:00:00Z'));
          const t0 = clock.now();
          const store = new FakeLockStore(clock);
          const random = prng(s.seed);
          const violations: string[] = [];
          const leading = new Map<string, boolean>();
          const expired = () => {
            const r = store.record;
            if (!r || !r.holderIdentity || !r.renewTime) return true;
            return microTimeToMicros(r.renewTime) + r.leaseDurationSeconds * 1_000_000 < clock.now() * 1000;
          };
          // The server's controller, as far as electors can tell: it elects only onto an expired
          // or unheld Lease (leaseDurationSeconds 5, as upstream), otherwise it can only name a
          // preferred holder. (Clearing a live holder from outside is a forced revocation no
          // elector can make safe: the holder learns of it only at its next read.)
          let at = 0;
          for (const a of s.actions) {
            at += a.gap;
            clock.setTimer(() => {
              const r = store.record;
              const now = formatMicroTime(clock.now());
              if (a.kind === 'elect' && expired()) {
                store.write({
                  holderIdentity: a.who,
                  leaseDurationSeconds: 5,
                  renewTime: now,
                  strategy: 'OldestEmulationVersion',
                  leaderTransitions: (r?.leaderTransitions ?? 0) + (r?.holderIdentity === a.who ? 0 : 1),
                });
              } else if (a.kind === 'prefer' && r && !expired() && r.holderIdentity !== a.who) {
                store.write({ ...r, preferredHolder: a.who });
              }
            }, at);
          }
          const electors = (['a', 'b'] as const).map((id) => {
            const other = id === 'a' ? 'b' : 'a';
            const ctl = new AbortController();
            const elector = new LeaderElector({
              lock: new FakeLock(store, id, { latency: () => [Math.floor(random() * s.maxLatencyMs), Math.floor(random() * s.maxLatencyMs)] }),
              clock,
              random,
              coordinated: true,
              releaseOnCancel: s.releaseOnCancel,
              onStartedLeading: (signal) => {
                if (leading.get(other)) violations.push(`${id} started leading at +${clock.now() - t0} ms while ${other} leads`);
                leading.set(id, true);
                signal.addEventListener('abort', () => leading.set(id, false));
              },
              onStoppedLeading: () => {},
            });
            return { elector, ctl, done: elector.run(ctl.signal) };
          });
          for (const step of s.steps) {
            await clock.advance(step);
            if (leading.get('a') && leading.get('b')) violations.push(`both leading at +${clock.now() - t0} ms`);
          }
          for (const e of electors) e.ctl.abort();
          await clock.advance(15_000);
          await Promise.all(electors.map((e) => e.done));
          for (const op of store.ops) {
            if (op.op === 'get' || op.result !== 'ok') continue;
            if (op.op === 'create') violations.push(`${op.identity} created the Lease`);
            else if (op.previous?.holderIdentity !== op.identity) violations.push(`${op.identity} wrote over a Lease held by ${JSON.stringify(op.previous?.holderIdentity)}`);
            else if (op.record!.holderIdentity !== op.identity && op.record!.holderIdentity !== '') violations.push(`${op.identity} handed the Lease to ${op.record!.holderIdentity}`);
            else if (op.previous?.preferredHolder && op.record!.holderIdentity !== '') violations.push(`${op.identity} renewed after preferredHolder was set`);
          }
          expect(violations).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
