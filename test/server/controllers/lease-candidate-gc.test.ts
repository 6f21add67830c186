import { describe, expect, it } from 'vitest';
import { formatMicroTime } from '../../../src/meta/clock.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { LeaseCandidate, Preconditions } from '../../../src/meta/types.js';
import { LeaseCandidateGc } from '../../../src/server/controllers/lease-candidate-gc.js';
import type { ObjectSource, ObjectStore } from '../../../src/server/controllers/sources.js';
import { ManualClock } from '../../support/manual-clock.js';

const MIN = 60_000;
const gr = { group: 'coordination.cluster.io', resource: 'leasecandidates' };

function candidate(name: string, renewTime: string | undefined, rv = '1'): LeaseCandidate {
  return {
    metadata: { name, namespace: 'default', uid: `uid-${name}`, resourceVersion: rv },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', ...(renewTime ? { renewTime } : {}) },
  };
}

/** A cache that may trail storage (`cached`) and a store (`live`) that records deletes. */
function fixture(clock: ManualClock, cached: LeaseCandidate[], live: Map<string, LeaseCandidate>) {
  const deletes: Array<{ name: string; preconditions: Preconditions | undefined }> = [];
  const source: ObjectSource = {
    snapshot: () => cached,
    subscribe: () => {
      throw new Error('not used');
    },
    waitForFresh: async () => true,
  };
  const store: ObjectStore<LeaseCandidate> = {
    get: async (_ns, name) => {
      const c = live.get(name);
      if (!c) throw statusErrors.notFound(gr, name);
      return structuredClone(c);
    },
    create: async () => {
      throw new Error('not used');
    },
    update: async () => {
      throw new Error('not used');
    },
    delete: async (_ns, name, opts) => {
      deletes.push({ name, preconditions: opts?.preconditions });
      const c = live.get(name);
      if (!c) throw statusErrors.notFound(gr, name);
      if (opts?.preconditions?.resourceVersion !== c.metadata?.resourceVersion) throw statusErrors.conflict(gr, name, 'Precondition failed');
      live.delete(name);
      return { deleted: false, object: c };
    },
    currentRevision: () => 1,
  };
  return { source, store, deletes };
}

describe('LeaseCandidate garbage collector', () => {
  it('deletes candidates expired in the cache and when read live, with uid and resourceVersion preconditions', async () => {
    const clock = new ManualClock();
    const stale = candidate('stale', formatMicroTime(clock.now() - 31 * MIN), '7');
    const never = candidate('never', undefined, '8');
    const renewedMeanwhile = candidate('renewed', formatMicroTime(clock.now() - 31 * MIN), '9');
    const fresh = candidate('fresh', formatMicroTime(clock.now() - 30 * MIN), '10');
    const live = new Map([
      ['stale', stale],
      ['never', never],
      // Storage has a newer state than the cache: renewed a minute ago.
      ['renewed', candidate('renewed', formatMicroTime(clock.now() - MIN), '11')],
      ['fresh', fresh],
    ]);
    const { source, store, deletes } = fixture(clock, [stale, never, renewedMeanwhile, fresh], live);
    const errors: unknown[] = [];
    const gc = new LeaseCandidateGc({ clock, candidates: { source, store }, onError: (e) => errors.push(e) });
    await gc.collect();
    expect(deletes).toEqual([
      { name: 'stale', preconditions: { uid: 'uid-stale', resourceVersion: '7' } },
      { name: 'never', preconditions: { uid: 'uid-never', resourceVersion: '8' } },
    ]);
    expect([...live.keys()]).toEqual(['renewed', 'fresh']);
    expect(errors).toEqual([]);
  });

  it('skips quietly a candidate already gone or changed between read and delete', async () => {
    const clock = new ManualClock();
    const stale = candidate('stale', formatMicroTime(clock.now() - 31 * MIN), '7');
    const gone = candidate('gone', formatMicroTime(clock.now() - 31 * MIN), '3');
    const live = new Map([['stale', stale]]);
    const f = fixture(clock, [gone, stale], live);
    const store: ObjectStore<LeaseCandidate> = {
      ...f.store,
      // The candidate renews between the collector's read and its delete.
      delete: async (ns, name, opts) => {
        live.set(name, candidate(name, formatMicroTime(clock.now()), '12'));
        return f.store.delete(ns, name, opts);
      },
    };
    const errors: unknown[] = [];
    await new LeaseCandidateGc({ clock, candidates: { source: f.source, store }, onError: (e) => errors.push(e) }).collect();
    expect(live.get('stale')?.metadata?.resourceVersion).toBe('12');
    expect(errors).toEqual([]);
  });

  it('runs at start and then every 30 minutes after the previous pass', async () => {
    const clock = new ManualClock();
    const passes: number[] = [];
    const source: ObjectSource = {
      snapshot: () => {
        passes.push(clock.now());
        return [];
      },
      subscribe: () => {
        throw new Error('not used');
      },
      waitForFresh: async () => true,
    };
    const gc = new LeaseCandidateGc({ clock, candidates: { source, store: fixture(clock, [], new Map()).store }, onError: () => {} });
    const t0 = clock.now();
    gc.start();
    await gc.idle();
    await clock.advance(30 * MIN - 1);
    expect(passes).toEqual([t0]);
    await clock.advance(1);
    await clock.advance(30 * MIN);
    expect(passes).toEqual([t0, t0 + 30 * MIN, t0 + 60 * MIN]);
    gc.stop();
    await clock.advance(60 * MIN);
    expect(passes).toHaveLength(3);
    expect(clock.pendingTimers()).toBe(0);
  });
});
