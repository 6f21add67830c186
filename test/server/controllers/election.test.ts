import { describe, expect, it } from 'vitest';
import { formatMicroTime, formatTime } from '../../../src/meta/clock.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import {
  admissibleCandidates,
  candidatesToCollect,
  candidateShouldEnqueue,
  compareCandidates,
  DEFAULT_LEASE_DURATION_SECONDS,
  ELECTION_DURATION_MS,
  electionNeeded,
  isLeaseCandidateExpired,
  isLeaseExpired,
  LEASE_CANDIDATE_GC_PERIOD_MS,
  LEASE_CANDIDATE_VALID_DURATION_MS,
  leaseSpecAfterElection,
  microsOf,
  parseMicroTime,
  pickBestLeaderOldestEmulationVersion,
  pickBestStrategy,
  planElectionStep,
  type LeaseView,
} from '../../../src/server/controllers/election.js';

const NOW = 1_700_000_000_000; // ms
const NOW_US = microsOf(NOW);
const S = 1_000;
const MIN = 60 * S;
const OEV = 'OldestEmulationVersion';

interface C {
  bv?: string;
  ev?: string;
  strategy?: string;
  lease?: string;
  /** Offsets from NOW in ms; undefined: field absent. */
  renew?: number;
  ping?: number;
  created?: number;
}

function cand(name: string, c: C = {}): LeaseCandidate {
  return {
    metadata: { name, namespace: 'default', creationTimestamp: formatTime(NOW + (c.created ?? -60 * MIN)) },
    spec: {
      leaseName: c.lease ?? 'sched',
      binaryVersion: c.bv ?? '1.33.0',
      ...(c.ev !== undefined ? { emulationVersion: c.ev } : { emulationVersion: '1.33.0' }),
      strategy: c.strategy ?? OEV,
      ...(c.renew !== undefined ? { renewTime: formatMicroTime(NOW + c.renew) } : {}),
      ...(c.ping !== undefined ? { pingTime: formatMicroTime(NOW + c.ping) } : {}),
    },
  };
}

function lease(spec: { holder?: string; renew?: number; duration?: number | null; strategy?: string; preferred?: string }): LeaseView {
  return {
    metadata: { name: 'sched', namespace: 'default' },
    spec: {
      ...(spec.holder !== undefined ? { holderIdentity: spec.holder } : {}),
      ...(spec.renew !== undefined ? { renewTime: formatMicroTime(NOW + spec.renew) } : {}),
      ...(spec.duration !== null ? { leaseDurationSeconds: spec.duration ?? DEFAULT_LEASE_DURATION_SECONDS } : {}),
      ...(spec.strategy !== undefined ? { strategy: spec.strategy } : {}),
      ...(spec.preferred !== undefined ? { preferredHolder: spec.preferred } : {}),
    },
  };
}

const names = (cs: readonly LeaseCandidate[] | undefined) => (cs ?? []).map((c) => c.metadata?.name);

describe('constants as upstream 1.33', () => {
  it('uses leaderelection_controller.go and the GC period of the control plane options', () => {
    expect(ELECTION_DURATION_MS).toBe(5_000);
    expect(DEFAULT_LEASE_DURATION_SECONDS).toBe(5);
    expect(LEASE_CANDIDATE_VALID_DURATION_MS).toBe(30 * MIN);
    expect(LEASE_CANDIDATE_GC_PERIOD_MS).toBe(30 * MIN);
  });
});

describe('MicroTime parsing', () => {
  it.each([
    ['2023-11-14T22:13:20.123456Z', 1_700_000_000_123_456],
    ['2023-11-14T22:13:20Z', 1_700_000_000_000_000],
    ['2023-11-14T22:13:20.1Z', 1_700_000_000_100_000],
    ['2023-11-14T22:13:20.123456789Z', 1_700_000_000_123_456],
    ['2023-11-14T23:13:20.000001+01:00', 1_700_000_000_000_001],
  ])('%s is %d µs', (text, us) => {
    expect(parseMicroTime(text)).toBe(us);
  });
  it('is undefined for absent or unreadable values', () => {
    expect(parseMicroTime(undefined)).toBeUndefined();
    expect(parseMicroTime('')).toBeUndefined();
    expect(parseMicroTime('yesterday')).toBeUndefined();
  });
});

describe('expiry', () => {
  it.each([
    ['no renewTime', lease({ holder: 'a' }), true],
    ['no leaseDurationSeconds', lease({ holder: 'a', renew: 0, duration: null }), true],
    ['renewed exactly one duration ago (Before is strict)', lease({ holder: 'a', renew: -5 * S }), false],
    ['renewed a microsecond more than one duration ago', { spec: { renewTime: formatMicroTime(NOW - 5 * S - 1, 999), leaseDurationSeconds: 5 } }, true],
    ['renewed 6 s ago with 5 s duration', lease({ holder: 'a', renew: -6 * S }), true],
    ['renewed now', lease({ holder: 'a', renew: 0 }), false],
  ] as Array<[string, LeaseView, boolean]>)('a Lease %s: expired=%s', (_name, l, want) => {
    expect(isLeaseExpired(l, NOW_US)).toBe(want);
  });

  it.each([
    ['without renewTime', cand('a'), true],
    ['renewed 30 min ago', cand('a', { renew: -30 * MIN }), false],
    ['renewed 30 min and 1 ms ago', cand('a', { renew: -30 * MIN - 1 }), true],
    ['renewed now', cand('a', { renew: 0 }), false],
  ])('a candidate %s: expired=%s', (_name, c, want) => {
    expect(isLeaseCandidateExpired(c, NOW_US)).toBe(want);
  });
});

describe('candidate ordering (election.go compare)', () => {
  it('prefers the lowest emulationVersion, then the lowest binaryVersion, then the oldest', () => {
    const cases: Array<[LeaseCandidate, LeaseCandidate, number]> = [
      [cand('a', { ev: '1.32.0', bv: '1.33.0' }), cand('b', { ev: '1.33.0', bv: '1.33.0' }), -1],
      [cand('a', { ev: '1.33.0', bv: '1.33.0' }), cand('b', { ev: '1.32.0', bv: '1.32.0' }), 1],
      [cand('a', { ev: '1.32.0', bv: '1.34.0' }), cand('b', { ev: '1.32.0', bv: '1.33.0' }), 1],
      [cand('a', { created: -2 * MIN }), cand('b', { created: -1 * MIN }), -1],
      [cand('a', { created: -1 * MIN }), cand('b', { created: -2 * MIN }), 1],
      // A full tie keeps the left-hand side.
      [cand('a'), cand('b'), -1],
      // Tolerant parsing: 1.32 is 1.32.0, v1.32.0 too.
      [cand('a', { ev: '1.32', bv: '1.33' }), cand('b', { ev: 'v1.32.0', bv: 'v1.33.0' }), -1],
      // Unparsable versions order as 0.0.0.
      [cand('a', { ev: 'garbage' }), cand('b', { ev: '0.0.1' }), -1],
      // Prereleases sort before their release.
      [cand('a', { ev: '1.33.0-rc.1' }), cand('b', { ev: '1.33.0' }), -1],
    ];
    for (const [l, r, want] of cases) expect(compareCandidates(l, r), `${JSON.stringify(l.spec)} vs ${JSON.stringify(r.spec)}`).toBe(want);
  });

  it('picks the oldest emulation version and skips candidates whose versions do not parse', () => {
    const picked = pickBestLeaderOldestEmulationVersion([
      cand('new', { ev: '1.33.0', bv: '1.33.0' }),
      cand('old', { ev: '1.31.0', bv: '1.33.0' }),
      cand('older-but-broken', { ev: '1.30.x', bv: '1.33.0' }),
      cand('mid', { ev: '1.32.0', bv: '1.32.0' }),
    ]);
    expect(picked?.metadata?.name).toBe('old');
    expect(pickBestLeaderOldestEmulationVersion([cand('x', { ev: '' })])).toBeUndefined();
    expect(pickBestLeaderOldestEmulationVersion([])).toBeUndefined();
  });
});

describe('strategy choice (pickBestStrategy)', () => {
  it.each([
    ['one candidate', [cand('a')], { ok: true, strategy: OEV }],
    ['the highest binaryVersion decides', [cand('a', { bv: '1.33.0' }), cand('b', { bv: '1.34.0', strategy: 'example.com/other' })], { ok: true, strategy: 'example.com/other' }],
    ['a lower binaryVersion does not', [cand('a', { bv: '1.34.0' }), cand('b', { bv: '1.33.0', strategy: 'example.com/other' })], { ok: true, strategy: OEV }],
    [
      'same binaryVersion, different strategies: conflict',
      [cand('a', { bv: '1.34.0' }), cand('b', { bv: '1.34.0', strategy: 'example.com/other' })],
      { ok: false, conflict: true, message: 'candidates "a", "b" at same binary version but received differing strategies OldestEmulationVersion, example.com/other' },
    ],
    [
      'a conflict below the highest version is found only if met before the higher one',
      [cand('a', { bv: '1.33.0' }), cand('b', { bv: '1.33.0', strategy: 'x.io/y' }), cand('c', { bv: '1.34.0' })],
      { ok: false, conflict: true, message: 'candidates "a", "b" at same binary version but received differing strategies OldestEmulationVersion, x.io/y' },
    ],
    ['a higher version first hides the lower conflict', [cand('c', { bv: '1.34.0' }), cand('a', { bv: '1.33.0' }), cand('b', { bv: '1.33.0', strategy: 'x.io/y' })], { ok: true, strategy: OEV }],
    ['unparsable binary versions count as 0.0.0', [cand('a', { bv: 'junk' }), cand('b', { bv: '0.0.0', strategy: 'x.io/y' })], { ok: false, conflict: true, message: 'candidates "a", "b" at same binary version but received differing strategies OldestEmulationVersion, x.io/y' }],
    ['no candidates', [], { ok: false, conflict: false, message: 'no candidates' }],
  ] as Array<[string, LeaseCandidate[], unknown]>)('%s', (_name, cs, want) => {
    expect(pickBestStrategy(cs)).toEqual(want);
  });
});

describe('which candidates count', () => {
  it('admits live candidates of the Lease only', () => {
    const all = [cand('a', { renew: 0 }), cand('b', { renew: -31 * MIN }), cand('c'), cand('d', { renew: 0, lease: 'other' })];
    expect(names(admissibleCandidates(all, 'sched', NOW_US))).toEqual(['a']);
  });

  it.each([
    ['never pinged', cand('a', { renew: 0 }), true],
    ['pinged and answered', cand('a', { ping: -2 * S, renew: -1 * S }), true],
    ['pinged, not answered (pending)', cand('a', { ping: -1 * S, renew: -2 * S }), false],
    ['pinged, no renewTime at all', cand('a', { ping: -1 * S }), true],
  ])('enqueues its Lease when %s: %s', (_name, c, want) => {
    expect(candidateShouldEnqueue(c)).toBe(want);
  });

  it('garbage collects expired candidates only', () => {
    const all = [cand('fresh', { renew: 0 }), cand('stale', { renew: -31 * MIN }), cand('edge', { renew: -30 * MIN }), cand('never')];
    expect(names(candidatesToCollect(all, NOW_US))).toEqual(['stale', 'never']);
  });
});

describe('whether an election is needed (electionNeeded)', () => {
  const best = cand('best', { ev: '1.32.0', renew: -1 * MIN });
  const other = cand('other', { ev: '1.33.0', renew: -1 * MIN });
  it.each([
    ['no Lease', undefined, [best], { needed: true }],
    ['an expired Lease', lease({ holder: 'best', renew: -6 * S }), [best], { needed: true }],
    ['a Lease without holder', lease({ renew: 0 }), [best], { needed: true }],
    ['a Lease with an empty holder', lease({ holder: '', renew: 0 }), [best], { needed: true }],
    ['the best candidate holds it', lease({ holder: 'best', renew: 0 }), [best, other], { needed: false, reason: 'optimal' }],
    ['a better candidate than the holder exists', lease({ holder: 'other', renew: 0 }), [best, other], { needed: true }],
    ['a candidate renewed more than 15 min ago', lease({ holder: 'best', renew: 0 }), [best, cand('old', { renew: -15 * MIN - 1 })], { needed: true }],
    ['a candidate renewed exactly 15 min ago', lease({ holder: 'best', renew: 0 }), [best, cand('old', { renew: -15 * MIN })], { needed: false, reason: 'optimal' }],
    ['another strategy wins', lease({ holder: 'x', renew: 0 }), [cand('x', { bv: '1.34.0', strategy: 'example.com/s', renew: 0 })], { needed: false, reason: 'strategy-not-handled' }],
  ] as Array<[string, LeaseView | undefined, LeaseCandidate[], unknown]>)('%s', (_name, l, cs, want) => {
    expect(electionNeeded(l, cs, NOW_US)).toEqual(want);
  });

  it('a strategy conflict means no election', () => {
    const need = electionNeeded(lease({ holder: 'a', renew: 0 }), [cand('a', { renew: 0 }), cand('b', { renew: 0, strategy: 'x.io/y' })], NOW_US);
    expect(need).toMatchObject({ needed: false, reason: 'strategy-error', choice: { conflict: true } });
  });
});

describe('one election step (reconcileElectionStep)', () => {
  it('elects at once when every candidate renewed within the election duration', () => {
    const step = planElectionStep([cand('a', { renew: -1 * S, ev: '1.33.0' }), cand('b', { renew: -4 * S, ev: '1.32.0' })], NOW_US);
    expect(step).toMatchObject({ kind: 'elect', strategy: OEV, holder: 'b' });
  });

  it('pings candidates that are not fresh and were never pinged', () => {
    const step = planElectionStep([cand('fresh', { renew: -1 * S }), cand('stale', { renew: -10 * S })], NOW_US);
    expect(step.kind).toBe('ping');
    if (step.kind === 'ping') {
      expect(names(step.ping)).toEqual(['stale']);
      expect(step.requeueMs).toBe(5_000);
    }
  });

  it('waits (requeue, no new ping) while a ping inside the election duration is unanswered', () => {
    const step = planElectionStep([cand('a', { renew: -10 * S, ping: -2 * S })], NOW_US);
    expect(step).toEqual({ kind: 'ping', ping: [], requeueMs: 5_000 });
  });

  it('pings again an old ping only when it was answered', () => {
    const answered = planElectionStep([cand('a', { renew: -8 * S, ping: -9 * S })], NOW_US);
    expect(answered.kind === 'ping' && names(answered.ping)).toEqual(['a']);
    const unanswered = planElectionStep([cand('a', { renew: -10 * S, ping: -9 * S }), cand('b', { renew: -1 * S })], NOW_US);
    // The silent one is skipped; the answering one is elected.
    expect(unanswered).toMatchObject({ kind: 'elect', holder: 'b' });
  });

  it('skips a candidate that did not answer within the election duration', () => {
    const cs = [cand('silent-best', { ev: '1.30.0', renew: -20 * S, ping: -5 * S }), cand('b', { ev: '1.33.0', renew: -3 * S, ping: -5 * S })];
    expect(planElectionStep(cs, NOW_US)).toMatchObject({ kind: 'elect', holder: 'b' });
  });

  it('waits for the answer event (no requeue) when a recent ping and the renew carry the same time', () => {
    // Not "pending" for the first loop (renew is not before ping), not answered for the second (ping is not before renew).
    expect(planElectionStep([cand('a', { renew: -1 * S, ping: -1 * S })], NOW_US)).toEqual({ kind: 'await-acks' });
  });

  it('reports no candidates when nobody answered', () => {
    expect(planElectionStep([cand('a', { renew: -20 * S, ping: -6 * S })], NOW_US)).toEqual({ kind: 'no-candidates' });
  });

  it('stops at a strategy conflict between the answering candidates', () => {
    const step = planElectionStep([cand('a', { renew: 0 }), cand('b', { renew: 0, strategy: 'x.io/y' })], NOW_US);
    expect(step).toMatchObject({ kind: 'strategy-error', choice: { conflict: true } });
  });

  it('elects no holder for a strategy another controller handles', () => {
    const step = planElectionStep([cand('a', { renew: 0, strategy: 'x.io/y' })], NOW_US);
    expect(step).toMatchObject({ kind: 'elect', strategy: 'x.io/y', holder: undefined });
  });
});

describe('writing the election into an existing Lease', () => {
  const renewTime = formatMicroTime(NOW);
  it('takes a Lease without holder', () => {
    expect(leaseSpecAfterElection(lease({ renew: -1 * S, strategy: OEV }), OEV, 'a', NOW_US, renewTime)).toEqual({
      action: 'set-holder',
      spec: { holderIdentity: 'a', renewTime, leaseDurationSeconds: 5, strategy: OEV },
    });
  });

  it('takes over an expired Lease held by someone else, dropping acquireTime and preferredHolder', () => {
    const existing: LeaseView = { spec: { holderIdentity: 'old', renewTime: formatMicroTime(NOW - 6 * S), leaseDurationSeconds: 5, acquireTime: formatMicroTime(NOW - MIN), strategy: OEV, preferredHolder: 'a' } };
    expect(leaseSpecAfterElection(existing, OEV, 'a', NOW_US, renewTime)).toEqual({
      action: 'expired-new-holder',
      spec: { holderIdentity: 'a', renewTime, leaseDurationSeconds: 5, strategy: OEV },
    });
  });

  it('only names a preferred holder while the holder is live', () => {
    const existing = lease({ holder: 'old', renew: -1 * S, strategy: OEV });
    expect(leaseSpecAfterElection(existing, OEV, 'a', NOW_US, renewTime)).toEqual({
      action: 'preferred-holder',
      spec: { ...existing.spec, preferredHolder: 'a' },
    });
  });

  it('sets a missing or different strategy', () => {
    const existing = lease({ holder: 'a', renew: -1 * S });
    expect(leaseSpecAfterElection(existing, OEV, 'a', NOW_US, renewTime)).toEqual({ action: 'strategy', spec: { ...existing.spec, strategy: OEV } });
  });

  it('changes nothing when the Lease already says it all', () => {
    expect(leaseSpecAfterElection(lease({ holder: 'a', renew: -1 * S, strategy: OEV }), OEV, 'a', NOW_US, renewTime)).toBeUndefined();
    expect(leaseSpecAfterElection(lease({ holder: 'old', renew: -1 * S, strategy: OEV, preferred: 'a' }), OEV, 'a', NOW_US, renewTime)).toBeUndefined();
  });
});
