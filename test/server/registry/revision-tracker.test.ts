/**
 * RevisionTracker keeps one entry per millisecond of commits in two number arrays (not a pair
 * per commit): it must compact exactly where a tracker with one [revision, time] pair per
 * commit would, whatever the sequence of commits, clock moves (forwards, standing still,
 * backwards), expiry checks and forced compactions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RevisionTracker } from '../../../src/server/registry/revision-tracker.js';
import { MemoryStorage } from '../../../src/server/storage/memory.js';
import { ManualClock } from '../../../src/testing/manual-clock.js';
import { FUZZ_SEED, fuzzRuns } from '../../fuzz/harness.js';

/** The tracker as it was before commits were merged: one pair per commit, the same rules. */
class PairModel {
  private readonly commits: Array<[number, number]> = [];
  compacted = 0;
  commit(revision: number, timeMs: number): void {
    this.commits.push([revision, timeMs]);
  }
  compactExpired(cutoff: number): void {
    let target = 0;
    let drop = 0;
    while (drop < this.commits.length && this.commits[drop]![1] <= cutoff) target = this.commits[drop++]![0];
    this.commits.splice(0, drop);
    if (target > this.compacted) this.compacted = target;
  }
  compactTo(revision: number): void {
    while (this.commits.length && this.commits[0]![0] <= revision) this.commits.shift();
    if (revision > this.compacted) this.compacted = revision;
  }
}

type Step = { op: 'write'; count: number } | { op: 'clock'; ms: number } | { op: 'expire' } | { op: 'compactTo'; back: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('write' as const), count: fc.integer({ min: 1, max: 5 }) }) },
  // Mostly small moves (many commits share a millisecond), sometimes past the retention, sometimes backwards.
  { weight: 4, arbitrary: fc.record({ op: fc.constant('clock' as const), ms: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 50, max: 250 }), fc.integer({ min: -20, max: -1 })) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('expire' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('compactTo' as const), back: fc.integer({ min: 0, max: 8 }) }) },
);

describe('RevisionTracker', () => {
  it('compacts where one pair per commit would (property)', async () => {
    const retentionMs = 100;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 120 }), async (steps) => {
        // The clock is moved by setting its time directly (advance() fires timers and only moves forwards).
        let now = 1_000_000;
        const clock = new ManualClock(now);
        const timed = { now: () => now, setTimer: clock.setTimer.bind(clock) };
        const storage = new MemoryStorage();
        const tracker = new RevisionTracker({ storage, clock: timed, retentionMs });
        tracker.start();
        const model = new PairModel();
        let n = 0;
        for (const s of steps) {
          if (s.op === 'write') {
            for (let i = 0; i < s.count; i++) {
              const kv = await storage.create(`/k/${n++}`, new Uint8Array([1]));
              model.commit(kv.modRevision, now);
            }
          } else if (s.op === 'clock') now += s.ms;
          else if (s.op === 'expire') {
            tracker.compactExpired();
            model.compactExpired(now - retentionMs);
          } else {
            const revision = Math.max(0, storage.currentRevision() - s.back);
            tracker.compactTo(revision);
            model.compactTo(revision);
          }
          expect(storage.compactedRevision()).toBe(model.compacted);
        }
        tracker.stop();
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });

  it('keeps one entry per millisecond of commits', async () => {
    let now = 5_000;
    const clock = new ManualClock(now);
    const storage = new MemoryStorage();
    const tracker = new RevisionTracker({ storage, clock: { now: () => now, setTimer: clock.setTimer.bind(clock) }, retentionMs: 10 });
    tracker.start();
    for (let i = 0; i < 1_000; i++) await storage.create(`/k/${i}`, new Uint8Array([1]));
    now += 1;
    await storage.create('/k/late', new Uint8Array([1]));
    const entries = (tracker as unknown as { times: number[]; head: number }).times.length - (tracker as unknown as { head: number }).head;
    expect(entries).toBe(2);
    // Past the retention of the first millisecond only: everything committed in it is compacted.
    now += 9;
    expect(tracker.compactExpired()).toBe(1_000);
    now += 1;
    expect(tracker.compactExpired()).toBe(1_001);
    tracker.stop();
  });
});
