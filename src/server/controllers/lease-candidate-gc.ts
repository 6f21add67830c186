/**
 * The LeaseCandidate garbage collector (upstream: leasecandidategc_controller.go, run by
 * kube-apiserver with `LeaseCandidateGCPeriod` = 30 min): once at start and then every period
 * (measured from the end of the previous pass, as wait.UntilWithContext), it deletes candidates
 * that have expired: no renewTime, or renewed more than `leaseCandidateValidDuration` (30 min) ago.
 *
 * Each candidate found expired in the cache is read again from storage and only deleted when the
 * live object is still expired, with preconditions on its uid and resourceVersion: a candidate
 * that renews (or is replaced) between that read and the delete is left alone (upstream deletes
 * without preconditions; the precondition closes that race). Failures other than "gone" or
 * "changed meanwhile" go to onError; the pass continues with the next candidate.
 */
import type { Clock } from '../../meta/clock.js';
import { isConflict, isNotFound } from '../../meta/status.js';
import type { LeaseCandidate } from '../../meta/types.js';
import { candidatesToCollect, CONTROLLER_NAME, isLeaseCandidateExpired, LEASE_CANDIDATE_GC_PERIOD_MS, microsOf } from './election.js';
import type { ResourceAccess } from './sources.js';

export interface LeaseCandidateGcOptions {
  readonly clock: Clock;
  readonly candidates: ResourceAccess<LeaseCandidate>;
  readonly onError: (err: unknown) => void;
  /** Time between passes (default LEASE_CANDIDATE_GC_PERIOD_MS, 30 min). */
  readonly periodMs?: number;
}

export class LeaseCandidateGc {
  private readonly clock: Clock;
  private readonly candidates: ResourceAccess<LeaseCandidate>;
  private readonly onError: (err: unknown) => void;
  private readonly periodMs: number;
  private cancelTimer: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private stopped = false;

  constructor(options: LeaseCandidateGcOptions) {
    this.clock = options.clock;
    this.candidates = options.candidates;
    this.onError = options.onError;
    this.periodMs = options.periodMs ?? LEASE_CANDIDATE_GC_PERIOD_MS;
  }

  /** Run a pass now, then every period. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.runPass();
  }

  /** No more passes; a pass under way stops before its next delete. Idempotent. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  /** Resolves once no pass is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Whether a pass is running now. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  private runPass(): void {
    if (this.stopped) return;
    this.running = this.collect().finally(() => {
      this.running = undefined;
      if (!this.stopped) this.cancelTimer = this.clock.setTimer(() => this.runPass(), this.periodMs);
    });
  }

  /** One pass (upstream's gc): expired in the cache, expired when read live, deleted with preconditions. */
  async collect(): Promise<void> {
    const expired = candidatesToCollect(this.candidates.source.snapshot() as Iterable<LeaseCandidate>, microsOf(this.clock.now()));
    for (const cached of expired) {
      if (this.stopped) return;
      const namespace = cached.metadata?.namespace ?? '';
      const name = cached.metadata?.name ?? '';
      try {
        const live = await this.candidates.store.get(namespace, name);
        if (!isLeaseCandidateExpired(live, microsOf(this.clock.now()))) continue;
        if (this.stopped) return;
        await this.candidates.store.delete(namespace, name, {
          preconditions: { uid: live.metadata?.uid ?? '', resourceVersion: live.metadata?.resourceVersion ?? '' },
        });
      } catch (err) {
        if (isNotFound(err) || isConflict(err)) continue;
        if (!this.stopped) this.onError(new LeaseCandidateGcError(namespace, name, err));
      }
    }
  }
}

/** A candidate the collector could not read or delete. `code` is stable. */
export class LeaseCandidateGcError extends Error {
  readonly code = 'ERR_LEASE_CANDIDATE_GC';
  constructor(
    readonly namespace: string,
    readonly candidateName: string,
    cause: unknown,
  ) {
    super(`${CONTROLLER_NAME}: lease candidate garbage collection of ${namespace}/${candidateName}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'LeaseCandidateGcError';
  }
}
