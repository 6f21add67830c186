/**
 * The decisions of coordinated leader election, as pure functions over plain objects and a
 * time (in microseconds, MicroTime's precision): no I/O, no clock. The controller
 * (leader-election-controller.ts) reads the state, asks these functions what to do, and does it.
 *
 * Ported from upstream kube-apiserver 1.33, pkg/controlplane/controller/leaderelection:
 * election.go (candidate ordering, strategy choice, expiry) and leaderelection_controller.go
 * (electionNeeded, reconcileElectionStep), and the garbage collector's selection from
 * leasecandidategc_controller.go. Constants carry upstream's names.
 */
import type { LeaseCandidate } from '../../meta/types.js';
import { compareSemver, tryParseTolerant, versionOrZero } from './tolerant-semver.js';

/** `controllerName`. */
export const CONTROLLER_NAME = 'leader-election-controller';
/** `defaultRequeueInterval`: a Lease is looked at again this long after each step. */
export const DEFAULT_REQUEUE_INTERVAL_MS = 5_000;
/** `noRequeue`. */
export const NO_REQUEUE = 0;
/** `defaultLeaseDurationSeconds`: leaseDurationSeconds of a Lease the controller writes. */
export const DEFAULT_LEASE_DURATION_SECONDS = 5;
/** `electionDuration`: how long candidates have to answer a ping. */
export const ELECTION_DURATION_MS = 5_000;
/**
 * `leaseCandidateValidDuration`: a candidate not renewed for this long is ignored by elections
 * and garbage collected; one not renewed for half of it forces an election (which pings it).
 */
export const LEASE_CANDIDATE_VALID_DURATION_MS = 30 * 60_000;
/** `LeaseCandidateGCPeriod` (pkg/controlplane/apiserver/options): how often the collector runs. */
export const LEASE_CANDIDATE_GC_PERIOD_MS = 30 * 60_000;
/** `v1.OldestEmulationVersion`, the only strategy this controller elects for. */
export const OLDEST_EMULATION_VERSION = 'OldestEmulationVersion';

const US_PER_MS = 1_000;

/**
 * A MicroTime (or Time) in microseconds since the epoch; undefined when absent or unreadable.
 * RFC 3339 with any number of fractional digits (digits past the sixth are dropped, as Go's
 * MicroTime truncates) and `Z` or a numeric offset.
 */
export function parseMicroTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/i.exec(value);
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}${m[3]!.toUpperCase()}`);
  if (Number.isNaN(ms)) return undefined;
  const micros = Number((m[2] ?? '').slice(0, 6).padEnd(6, '0'));
  return ms * US_PER_MS + micros;
}

/** The clock's milliseconds as the microseconds these functions compare. */
export function microsOf(ms: number): number {
  return Math.floor(ms) * US_PER_MS;
}

/** The candidate fields elections read, decoded. */
interface CandidateTimes {
  readonly ping: number | undefined;
  readonly renew: number | undefined;
}

function timesOf(c: LeaseCandidate): CandidateTimes {
  return { ping: parseMicroTime(c.spec?.pingTime), renew: parseMicroTime(c.spec?.renewTime) };
}

/** Go's nil-safe `(*MicroTime).Before`: false when either is nil. */
function before(a: number | undefined, b: number | undefined): boolean {
  return a !== undefined && b !== undefined && a < b;
}

const nameOf = (c: LeaseCandidate): string => c.metadata?.name ?? '';

// --- election.go -------------------------------------------------------------------------

/** The Lease fields elections read (all pointers upstream: absent means nil). */
export interface LeaseView {
  readonly metadata?: { readonly name?: string; readonly namespace?: string; readonly annotations?: Record<string, string> } | null;
  readonly spec?: {
    readonly holderIdentity?: string | null;
    readonly leaseDurationSeconds?: number | null;
    readonly acquireTime?: string | null;
    readonly renewTime?: string | null;
    readonly strategy?: string | null;
    readonly preferredHolder?: string | null;
  } | null;
}

/** `isLeaseExpired`: no renewTime, no duration, or renewTime + duration before now. */
export function isLeaseExpired(lease: LeaseView, nowUs: number): boolean {
  const renew = parseMicroTime(lease.spec?.renewTime);
  const duration = lease.spec?.leaseDurationSeconds;
  return renew === undefined || duration === undefined || duration === null || renew + duration * 1_000_000 < nowUs;
}

/** `isLeaseCandidateExpired`: no renewTime, or renewed longer than leaseCandidateValidDuration ago. */
export function isLeaseCandidateExpired(c: LeaseCandidate, nowUs: number): boolean {
  const renew = parseMicroTime(c.spec?.renewTime);
  return renew === undefined || renew + microsOf(LEASE_CANDIDATE_VALID_DURATION_MS) < nowUs;
}

/** `validLeaseCandidateForOldestEmulationVersion`: both versions parse (tolerantly). */
export function validForOldestEmulationVersion(c: LeaseCandidate): boolean {
  return tryParseTolerant(c.spec?.emulationVersion) !== undefined && tryParseTolerant(c.spec?.binaryVersion) !== undefined;
}

/**
 * `compare`: negative when `lhs` is the better leader. Lower emulationVersion wins, then lower
 * binaryVersion (unparsable versions count as 0.0.0), then the older creationTimestamp; on a
 * full tie `lhs` wins (-1), so the candidate seen first keeps its place.
 */
export function compareCandidates(lhs: LeaseCandidate, rhs: LeaseCandidate): number {
  let result = compareSemver(versionOrZero(lhs.spec?.emulationVersion), versionOrZero(rhs.spec?.emulationVersion));
  if (result === 0) result = compareSemver(versionOrZero(lhs.spec?.binaryVersion), versionOrZero(rhs.spec?.binaryVersion));
  if (result === 0) {
    const l = Date.parse(lhs.metadata?.creationTimestamp ?? '');
    const r = Date.parse(rhs.metadata?.creationTimestamp ?? '');
    // Go's zero Time for a missing timestamp: earlier than any real one.
    const lt = Number.isNaN(l) ? -Infinity : l;
    const rt = Number.isNaN(r) ? -Infinity : r;
    return lt > rt ? 1 : -1;
  }
  return result;
}

/** `pickBestLeaderOldestEmulationVersion`: the best eligible candidate, in the order given. */
export function pickBestLeaderOldestEmulationVersion(candidates: readonly LeaseCandidate[]): LeaseCandidate | undefined {
  let electee: LeaseCandidate | undefined;
  for (const c of candidates) {
    if (!validForOldestEmulationVersion(c)) continue;
    if (electee === undefined || compareCandidates(electee, c) > 0) electee = c;
  }
  return electee;
}

export type StrategyChoice =
  | { readonly ok: true; readonly strategy: string }
  | { readonly ok: false; readonly conflict: boolean; readonly message: string };

/**
 * `pickBestStrategy`: the strategy of the candidate with the highest binaryVersion. Two
 * candidates at that same binaryVersion with different strategies are a conflict (a user error:
 * no election until it is resolved), with upstream's message.
 */
export function pickBestStrategy(candidates: readonly LeaseCandidate[]): StrategyChoice {
  if (candidates.length === 0) return { ok: false, conflict: false, message: 'no candidates' };
  let candidateName = nameOf(candidates[0]!);
  let strategy = candidates[0]!.spec?.strategy ?? '';
  let highest = versionOrZero(candidates[0]!.spec?.binaryVersion);
  for (const c of candidates.slice(1)) {
    const bv = versionOrZero(c.spec?.binaryVersion);
    const result = compareSemver(highest, bv);
    const cs = c.spec?.strategy ?? '';
    if (result < 0) {
      strategy = cs;
      highest = bv;
      candidateName = nameOf(c);
    } else if (result === 0 && cs !== strategy) {
      return {
        ok: false,
        conflict: true,
        message: `candidates ${JSON.stringify(candidateName)}, ${JSON.stringify(nameOf(c))} at same binary version but received differing strategies ${strategy}, ${cs}`,
      };
    }
  }
  return { ok: true, strategy };
}

// --- leaderelection_controller.go --------------------------------------------------------

/**
 * `enqueueCandidate`'s filter: a candidate that was pinged and has not answered yet ("pending")
 * is not a reason to look at its Lease again; its answer will be.
 */
export function candidateShouldEnqueue(c: LeaseCandidate): boolean {
  const { ping, renew } = timesOf(c);
  return !(ping !== undefined && before(renew, ping));
}

/** `listAdmissableCandidates`: candidates of this Lease (same namespace) that have not expired. */
export function admissibleCandidates(all: Iterable<LeaseCandidate>, leaseName: string, nowUs: number): LeaseCandidate[] {
  const out: LeaseCandidate[] = [];
  for (const c of all) if (c.spec?.leaseName === leaseName && !isLeaseCandidateExpired(c, nowUs)) out.push(c);
  return out;
}

export type ElectionNeed =
  | { readonly needed: true }
  | { readonly needed: false; readonly reason: 'optimal' | 'strategy-not-handled' | 'no-eligible-candidate' }
  | { readonly needed: false; readonly reason: 'strategy-error'; readonly choice: Extract<StrategyChoice, { ok: false }> };

/**
 * `electionNeeded`: the Lease is missing, expired or without holder; or a candidate was last
 * renewed more than leaseCandidateValidDuration/2 (15 min) ago (an election pings everyone, so
 * live candidates renew before the collector removes them); or, for OldestEmulationVersion, the
 * best candidate is not the holder. A strategy conflict means no election.
 */
export function electionNeeded(lease: LeaseView | undefined, candidates: readonly LeaseCandidate[], nowUs: number): ElectionNeed {
  if (!lease) return { needed: true };
  const holder = lease.spec?.holderIdentity;
  if (isLeaseExpired(lease, nowUs) || !holder) return { needed: true };
  const half = microsOf(LEASE_CANDIDATE_VALID_DURATION_MS / 2);
  for (const c of candidates) {
    const renew = parseMicroTime(c.spec?.renewTime);
    if (renew !== undefined && renew + half < nowUs) return { needed: true };
  }
  const choice = pickBestStrategy(candidates);
  if (!choice.ok) return { needed: false, reason: 'strategy-error', choice };
  if (choice.strategy !== OLDEST_EMULATION_VERSION) return { needed: false, reason: 'strategy-not-handled' };
  const electee = pickBestLeaderOldestEmulationVersion(candidates);
  if (!electee) return { needed: false, reason: 'no-eligible-candidate' };
  if (nameOf(electee) === holder) return { needed: false, reason: 'optimal' };
  return { needed: true };
}

/** What one election step does once an election is needed (see `planElectionStep`). */
export type ElectionStep =
  /** Ping these candidates (set spec.pingTime to now), or just wait for answers; look again in `requeueMs`. */
  | { readonly kind: 'ping'; readonly ping: readonly LeaseCandidate[]; readonly requeueMs: number }
  /** A ping is still unanswered inside electionDuration: wait for the answer's event (no requeue). */
  | { readonly kind: 'await-acks' }
  /** Nobody answered: upstream's "no available candidates" error, no requeue. */
  | { readonly kind: 'no-candidates' }
  /** The answering candidates disagree on the strategy (or there is none): no election. */
  | { readonly kind: 'strategy-error'; readonly choice: Extract<StrategyChoice, { ok: false }> }
  /** Elect: write the Lease with this strategy and holder (none for strategies other controllers handle). */
  | { readonly kind: 'elect'; readonly strategy: string; readonly holder: string | undefined; readonly acked: readonly LeaseCandidate[] };

/**
 * The body of `reconcileElectionStep` after `electionNeeded` said yes. The state is read anew
 * every step instead of being kept per election:
 * - a candidate pinged less than electionDuration ago that has not renewed since: wait;
 * - a candidate renewed within electionDuration: fresh, nothing to ask;
 * - a candidate never pinged, or pinged more than electionDuration ago and renewed since: ping it.
 * Any ping sent or awaited -> look again after defaultRequeueInterval. Then, once no ping is
 * outstanding, the candidates that renewed within electionDuration vote: their strategy (highest
 * binaryVersion), and for OldestEmulationVersion the best of them holds the Lease.
 */
export function planElectionStep(candidates: readonly LeaseCandidate[], nowUs: number): ElectionStep {
  const window = microsOf(ELECTION_DURATION_MS);
  let canVoteYet = true;
  const ping: LeaseCandidate[] = [];
  for (const c of candidates) {
    const t = timesOf(c);
    if (t.ping !== undefined && t.ping + window > nowUs && t.renew !== undefined && t.renew < t.ping) {
      canVoteYet = false;
      continue;
    }
    if (t.renew !== undefined && t.renew + window > nowUs) continue;
    // If the ping is outdated, ping again only when the first one was answered.
    if (t.ping === undefined || (t.ping + window < nowUs && before(t.ping, t.renew))) {
      ping.push(c);
      canVoteYet = false;
    }
  }
  if (!canVoteYet) return { kind: 'ping', ping, requeueMs: DEFAULT_REQUEUE_INTERVAL_MS };

  // The election goes on while a ping inside electionDuration is unanswered.
  for (const c of candidates) {
    const t = timesOf(c);
    if (t.ping === undefined) continue;
    if (t.renew !== undefined && t.ping < t.renew) continue;
    if (t.ping + window > nowUs) return { kind: 'await-acks' };
  }

  const acked = candidates.filter((c) => {
    const renew = timesOf(c).renew;
    return renew !== undefined && renew + window > nowUs;
  });
  if (acked.length === 0) return { kind: 'no-candidates' };
  const choice = pickBestStrategy(acked);
  if (!choice.ok) return { kind: 'strategy-error', choice };
  if (choice.strategy !== OLDEST_EMULATION_VERSION) return { kind: 'elect', strategy: choice.strategy, holder: undefined, acked };
  const electee = pickBestLeaderOldestEmulationVersion(acked);
  // Cannot happen for candidates that passed validation (OldestEmulationVersion requires both versions).
  if (!electee) return { kind: 'no-candidates' };
  return { kind: 'elect', strategy: choice.strategy, holder: nameOf(electee), acked };
}

/** The spec of a Lease the controller creates: holder (if any), strategy, duration, renewTime now. */
export function newLeaseSpec(strategy: string, holder: string | undefined, renewTime: string): {
  holderIdentity?: string;
  leaseDurationSeconds: number;
  renewTime: string;
  strategy: string;
} {
  return {
    ...(holder !== undefined ? { holderIdentity: holder } : {}),
    leaseDurationSeconds: DEFAULT_LEASE_DURATION_SECONDS,
    renewTime,
    strategy,
  };
}

export interface LeaseSpecChange {
  readonly spec: Record<string, unknown>;
  /** Why, for the log: the holder was set, handed over after expiry, or a preferred holder named. */
  readonly action: 'strategy' | 'set-holder' | 'expired-new-holder' | 'preferred-holder';
}

/**
 * The update of an existing Lease after an election (the AlreadyExists branch of
 * reconcileElectionStep), or undefined when it already says all that:
 * - the strategy is set when it differs;
 * - no holder, or expired and held by someone else: the electee takes it (holder, renewTime now,
 *   leaseDurationSeconds 5, no acquireTime, no preferredHolder);
 * - held (live) by someone else: only `preferredHolder` names the electee, so the holder can
 *   step down at its own pace.
 */
export function leaseSpecAfterElection(existing: LeaseView, strategy: string, holder: string | undefined, nowUs: number, renewTime: string): LeaseSpecChange | undefined {
  const spec: Record<string, unknown> = { ...(existing.spec ?? {}) };
  const current = existing.spec?.holderIdentity ?? undefined;
  const expired = isLeaseExpired(existing, nowUs);
  const noHolder = holder !== undefined && !current;
  const expiredAndNewHolder = expired && holder !== undefined && current !== holder;
  const strategyChanged = (existing.spec?.strategy ?? undefined) !== strategy;
  const differentHolder = holder !== undefined && holder !== current;
  let action: LeaseSpecChange['action'] | undefined;
  if (strategyChanged) {
    spec.strategy = strategy;
    action = 'strategy';
  }
  if (noHolder || expiredAndNewHolder) {
    delete spec.preferredHolder;
    spec.holderIdentity = holder;
    spec.renewTime = renewTime;
    spec.leaseDurationSeconds = DEFAULT_LEASE_DURATION_SECONDS;
    delete spec.acquireTime;
    action = noHolder ? 'set-holder' : 'expired-new-holder';
  } else if (differentHolder) {
    spec.preferredHolder = holder;
    action = 'preferred-holder';
  }
  if (!action || sameSpec(spec, existing.spec ?? {})) return undefined;
  return { spec, action };
}

function sameSpec(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

// --- leasecandidategc_controller.go ------------------------------------------------------

/** The candidates the collector deletes: expired ones (no renewTime, or renewed more than 30 min ago). */
export function candidatesToCollect(all: Iterable<LeaseCandidate>, nowUs: number): LeaseCandidate[] {
  const out: LeaseCandidate[] = [];
  for (const c of all) if (isLeaseCandidateExpired(c, nowUs)) out.push(c);
  return out;
}
