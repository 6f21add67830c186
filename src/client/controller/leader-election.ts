/**
 * Leader election over a {@link ResourceLock} (client-go's `tools/leaderelection`), with
 * time and randomness injected.
 *
 * What a LeaderElector promises:
 *
 * - Acquiring: every `retryPeriodMs` (jittered by up to {@link JITTER_FACTOR} times more) it
 *   reads the lock. It creates the lock object when there is none, and takes the lease over
 *   when nobody holds it or the record has not changed for the record's
 *   `leaseDurationSeconds` as measured on this elector's clock from when it first saw that
 *   record (client-go's rule: the holder's timestamps are never compared with local time,
 *   so clock skew between participants does not matter; a record written at renewTime is
 *   always seen at renewTime or later, so this never takes over earlier than
 *   `renewTime + leaseDurationSeconds`). A takeover increments `leaderTransitions` and sets
 *   `acquireTime`; renewals keep them.
 * - Leading: `onStartedLeading(signal)` is called once acquired. The elector then renews
 *   right away and every `retryPeriodMs` after a successful renewal; a renewal retries every
 *   `retryPeriodMs` for at most `renewDeadlineMs`. When that deadline passes without success,
 *   or a read shows the lease no longer names this elector (another holder, or none), or
 *   `run`'s signal aborts, leading stops: the signal
 *   given to `onStartedLeading` aborts before anything else happens. With the defaults
 *   (15 s / 10 s / 2 s) a leader stops at most 12 s after its last successful renewal, before
 *   any other elector may take over (15 s after it saw that renewal).
 * - Writes are optimistic: a renewal writes over the record last seen; a 409 (someone else
 *   wrote) makes it re-read the lock and decide again.
 * - Stopping: `run()` resolves after leading stopped (or acquiring was aborted), the promise
 *   returned by `onStartedLeading` settled, the lease was released (with `releaseOnCancel`,
 *   when this elector still holds it: holderIdentity cleared, leaseDurationSeconds 1, as
 *   client-go releases) and `onStoppedLeading()` ran. `onStoppedLeading` runs on every exit,
 *   even when this elector never led (as in client-go).
 * - Coordinated mode (`coordinated: true`, client-go's `Coordinated`): the elector never
 *   creates or takes over a lease; the server's coordinated leader election controller
 *   writes the elected candidate as holder. It leads only while the lease names it and has
 *   not expired, and stops renewing as soon as `spec.preferredHolder` is set (the end of its
 *   term): leading then stops within `renewDeadlineMs` and the lease expires, or is released
 *   with `releaseOnCancel`, so the controller can hand it to the preferred holder.
 * - `onNewLeader(identity)` is called whenever the observed holder differs from the last one
 *   reported (this elector's own identity included; '' after a release is observed).
 * - While `run()` runs it keeps the process alive (see keep-alive.ts): an elector waiting out a
 *   retry with its API server unreachable does not let Node exit.
 * - Callbacks are called synchronously from the elector's loop; a throw (or a rejection of
 *   `onStartedLeading`'s promise) is reported to `onError` as a {@link LeaderCallbackError}
 *   and changes nothing else. Lock failures are reported to `onError` and retried.
 *
 * Like client-go, this does not fence: correctness needs `renewDeadlineMs + retryPeriodMs <
 * leaseDurationMs` and clocks that run at about the same rate.
 */
import { formatMicroTime, systemClock, type Clock } from '../../meta/clock.js';
import { isConflict, isNotFound } from '../../meta/status.js';
import { keepProcessAlive } from '../keep-alive.js';
import type { LeaderElectionRecord, ResourceLock } from './resource-lock.js';

/** client-go's JitterFactor: an acquire retry waits retryPeriod * (1 + random * 1.2). */
export const JITTER_FACTOR = 1.2;
/** Defaults of Kubernetes' controllers (client-go "core clients default this value to ..."). */
export const DEFAULT_LEASE_DURATION_MS = 15_000;
export const DEFAULT_RENEW_DEADLINE_MS = 10_000;
export const DEFAULT_RETRY_PERIOD_MS = 2_000;

export interface LeaderElectorOptions {
  /** The lock contended for (e.g. a {@link LeaseLock}); its `identity` names this participant. */
  readonly lock: ResourceLock;
  /**
   * How long non-leaders wait, after the last change of the record they saw, before taking
   * over. Written to the record in whole seconds. Default 15 s.
   */
  readonly leaseDurationMs?: number;
  /** How long the leader retries a renewal before giving up. Default 10 s. */
  readonly renewDeadlineMs?: number;
  /** Wait between attempts. Default 2 s. */
  readonly retryPeriodMs?: number;
  /**
   * Called when this elector starts leading; `signal` aborts when it stops. A returned
   * promise is awaited before the lease is released and before `run()` resolves.
   */
  readonly onStartedLeading: (signal: AbortSignal) => void | Promise<void>;
  /** Called when the elector exits, whether or not it led. */
  readonly onStoppedLeading: () => void;
  /** Called with each newly observed holder identity. */
  readonly onNewLeader?: (identity: string) => void;
  /**
   * Give the lease up when `run`'s signal aborts (and when leading stops while the lease still
   * names this elector), once `onStartedLeading`'s promise settled, so others need not wait
   * for it to expire.
   */
  readonly releaseOnCancel?: boolean;
  /** Coordinated leader election (see the file comment). Default false. */
  readonly coordinated?: boolean;
  /** For messages. */
  readonly name?: string;
  readonly clock?: Clock;
  /** Uniform in [0, 1): retry jitter. Default `Math.random`. */
  readonly random?: () => number;
  /** Lock failures and callback failures. Default: ignored. */
  readonly onError?: (err: Error) => void;
}

/** Invalid LeaderElector options; the message is client-go's. `code` is stable. */
export class LeaderElectionConfigError extends Error {
  readonly code = 'ERR_LEADER_ELECTION_CONFIG' as const;

  constructor(message: string) {
    super(message);
    this.name = 'LeaderElectionConfigError';
  }
}

/** A leader election callback threw or rejected; `cause` holds what it threw. `code` is stable. */
export class LeaderCallbackError extends Error {
  readonly code = 'ERR_LEADER_CALLBACK' as const;
  readonly callback: 'onStartedLeading' | 'onStoppedLeading' | 'onNewLeader';

  constructor(callback: LeaderCallbackError['callback'], cause: unknown) {
    super(`${callback} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'LeaderCallbackError';
    this.callback = callback;
  }
}

/** `run()` while the elector is already running. `code` is stable. */
export class LeaderElectorRunningError extends Error {
  readonly code = 'ERR_LEADER_ELECTOR_RUNNING' as const;

  constructor() {
    super('LeaderElector.run: already running');
    this.name = 'LeaderElectorRunningError';
  }
}

type MutableRecord = { -readonly [K in keyof LeaderElectionRecord]: LeaderElectionRecord[K] };

const EMPTY_RECORD: LeaderElectionRecord = { holderIdentity: '', leaseDurationSeconds: 0, leaderTransitions: 0 };

/** Resolves after `ms` on `clock`, or as soon as `signal` aborts. */
function sleep(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      cancel();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const cancel = clock.setTimer(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** `p`'s value, or false as soon as `signal` aborts (the operation is abandoned, not awaited). */
function unlessAborted(p: Promise<boolean>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v && !signal.aborted);
      },
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve(false);
      },
    );
  });
}

/** A signal that aborts when `parent` does or after `ms` on `clock`; `dispose` cleans up. */
function deadlineSignal(clock: Clock, ms: number, parent: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const ctl = new AbortController();
  const onAbort = () => ctl.abort();
  const cancel = clock.setTimer(onAbort, ms);
  if (parent.aborted) ctl.abort();
  else parent.addEventListener('abort', onAbort, { once: true });
  return {
    signal: ctl.signal,
    dispose() {
      cancel();
      parent.removeEventListener('abort', onAbort);
    },
  };
}

/** A leader election participant. The constructor validates and does no I/O; `run()` does. */
export class LeaderElector {
  readonly name: string;
  private readonly lock: ResourceLock;
  private readonly leaseDurationMs: number;
  private readonly renewDeadlineMs: number;
  private readonly retryPeriodMs: number;
  private readonly coordinated: boolean;
  private readonly releaseOnCancel: boolean;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly options: LeaderElectorOptions;

  // What this elector last saw of the record, and when (on its own clock).
  private observedRecord: LeaderElectionRecord = EMPTY_RECORD;
  private observedRaw: string | undefined;
  private observedTime = 0;
  private reportedLeader = '';
  private leading = false;
  private running = false;

  constructor(options: LeaderElectorOptions) {
    const leaseDuration = options.leaseDurationMs ?? DEFAULT_LEASE_DURATION_MS;
    const renewDeadline = options.renewDeadlineMs ?? DEFAULT_RENEW_DEADLINE_MS;
    const retryPeriod = options.retryPeriodMs ?? DEFAULT_RETRY_PERIOD_MS;
    // client-go's checks, in its order and with its texts.
    if (!(leaseDuration > renewDeadline)) throw new LeaderElectionConfigError('leaseDuration must be greater than renewDeadline');
    if (!(renewDeadline > JITTER_FACTOR * retryPeriod)) throw new LeaderElectionConfigError('renewDeadline must be greater than retryPeriod*JitterFactor');
    if (!(leaseDuration >= 1)) throw new LeaderElectionConfigError('leaseDuration must be greater than zero');
    if (!(renewDeadline >= 1)) throw new LeaderElectionConfigError('renewDeadline must be greater than zero');
    if (!(retryPeriod >= 1)) throw new LeaderElectionConfigError('retryPeriod must be greater than zero');
    if (typeof options.onStartedLeading !== 'function') throw new LeaderElectionConfigError('OnStartedLeading callback must not be nil');
    if (typeof options.onStoppedLeading !== 'function') throw new LeaderElectionConfigError('OnStoppedLeading callback must not be nil');
    if (!options.lock) throw new LeaderElectionConfigError('Lock must not be nil.');
    if (!options.lock.identity) throw new LeaderElectionConfigError('Lock identity is empty');
    this.options = options;
    this.lock = options.lock;
    this.leaseDurationMs = leaseDuration;
    this.renewDeadlineMs = renewDeadline;
    this.retryPeriodMs = retryPeriod;
    this.coordinated = options.coordinated ?? false;
    this.releaseOnCancel = options.releaseOnCancel ?? false;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.name = options.name ?? options.lock.describe();
  }

  /** This participant's identity (the lock's). */
  get identity(): string {
    return this.lock.identity;
  }

  /**
   * True while this elector leads: from just before `onStartedLeading` until its signal
   * aborts, and only while the last record seen names this elector. (client-go's IsLeader
   * stays true after leading stopped until another holder is seen; this does not.)
   */
  isLeader(): boolean {
    return this.leading && this.observedRecord.holderIdentity === this.lock.identity;
  }

  /** The holder in the last record seen; '' before any was seen or when nobody holds it. */
  getLeader(): string {
    return this.observedRecord.holderIdentity;
  }

  /**
   * Runs the election until leading stops or `signal` aborts (see the file comment for
   * what has happened when the promise resolves). It never rejects. An elector may run
   * again after `run()` resolved; a second concurrent `run()` throws LeaderElectorRunningError.
   */
  async run(signal?: AbortSignal): Promise<void> {
    if (this.running) throw new LeaderElectorRunningError();
    this.running = true;
    const stop = signal ?? new AbortController().signal;
    const releaseProcess = keepProcessAlive();
    try {
      if (!(await this.acquire(stop))) return;
      const leadership = new AbortController();
      this.leading = true;
      let work: Promise<unknown> = Promise.resolve();
      try {
        const r = this.options.onStartedLeading(leadership.signal);
        if (r && typeof (r as Promise<void>).then === 'function') work = Promise.resolve(r).catch((err) => this.report(new LeaderCallbackError('onStartedLeading', err)));
      } catch (err) {
        this.report(new LeaderCallbackError('onStartedLeading', err));
      }
      await this.renew(stop);
      this.leading = false;
      leadership.abort();
      await work;
      if (this.releaseOnCancel) await this.release();
    } finally {
      this.leading = false;
      this.running = false;
      try {
        this.options.onStoppedLeading();
      } catch (err) {
        this.report(new LeaderCallbackError('onStoppedLeading', err));
      }
      releaseProcess();
    }
  }

  /** Tries until acquired (true) or `signal` aborts (false). */
  private async acquire(signal: AbortSignal): Promise<boolean> {
    for (;;) {
      if (signal.aborted) return false;
      const ok = this.coordinated ? await this.tryCoordinatedRenew(signal) : await this.tryAcquireOrRenew(signal);
      if (signal.aborted) return false;
      this.maybeReportTransition();
      if (ok) return true;
      await sleep(this.clock, this.retryPeriodMs * (1 + this.random() * JITTER_FACTOR), signal);
    }
  }

  /** Renews until a renewal misses its deadline, a read shows the lease is not ours, or `signal` aborts. */
  private async renew(signal: AbortSignal): Promise<void> {
    for (;;) {
      if (signal.aborted) return;
      const ok = await this.renewWithinDeadline(signal);
      if (!signal.aborted) this.maybeReportTransition();
      if (!ok) return;
      await sleep(this.clock, this.retryPeriodMs, signal);
    }
  }

  /** One renewal: attempts every retryPeriod until one succeeds (true) or renewDeadline passes. */
  private async renewWithinDeadline(signal: AbortSignal): Promise<boolean> {
    const deadline = deadlineSignal(this.clock, this.renewDeadlineMs, signal);
    try {
      for (;;) {
        if (deadline.signal.aborted) return false;
        const attempt = this.coordinated ? this.tryCoordinatedRenew(deadline.signal) : this.tryAcquireOrRenew(deadline.signal);
        if (await unlessAborted(attempt, deadline.signal)) return true;
        if (deadline.signal.aborted) return false;
        // The Lease read no longer names this elector (another holder, or the holder cleared, after
        // which the coordinated controller may elect someone at once): lost for certain, so stop
        // now rather than at the deadline, as client-go would.
        if (this.observedRecord.holderIdentity !== this.lock.identity) return false;
        await sleep(this.clock, this.retryPeriodMs, deadline.signal);
      }
    } finally {
      deadline.dispose();
    }
  }

  private newRecord(now: number): MutableRecord {
    const t = formatMicroTime(now);
    return {
      holderIdentity: this.lock.identity,
      leaseDurationSeconds: Math.floor(this.leaseDurationMs / 1000),
      acquireTime: t,
      renewTime: t,
      leaderTransitions: 0,
    };
  }

  /**
   * client-go's tryAcquireOrRenew. An attempt abandoned through `signal` changes no state:
   * every step after an await checks it first.
   */
  private async tryAcquireOrRenew(signal: AbortSignal): Promise<boolean> {
    const now = this.clock.now();
    const record = this.newRecord(now);

    // 1. The leader's fast path: write over the record last seen, without reading first.
    if (this.observedHolderIsMe() && this.isLeaseValid(now)) {
      const renewed = { ...record, acquireTime: this.observedRecord.acquireTime, leaderTransitions: this.observedRecord.leaderTransitions };
      try {
        await this.lock.update(renewed, signal);
        if (signal.aborted) return false;
        this.setObserved(renewed);
        return true;
      } catch {
        // A 409 (someone wrote) or a failed request: re-read below and decide again.
        if (signal.aborted) return false;
      }
    }

    // 2. Read the record, creating it when there is none.
    let got: { readonly record: LeaderElectionRecord; readonly raw: string };
    try {
      got = await this.lock.get(signal);
    } catch (err) {
      if (signal.aborted) return false;
      if (!isNotFound(err)) {
        this.report(err);
        return false;
      }
      try {
        await this.lock.create(record, signal);
      } catch (createErr) {
        if (!signal.aborted) this.report(createErr);
        return false;
      }
      if (signal.aborted) return false;
      this.setObserved(record);
      return true;
    }
    if (signal.aborted) return false;

    // 3. Someone else holds an unexpired lease: wait.
    this.observe(got.record, got.raw);
    const old = got.record;
    if (old.holderIdentity !== '' && this.isLeaseValid(now) && !this.observedHolderIsMe()) return false;

    // 4. Renew (keeping acquireTime and the transition count) or take over.
    if (this.observedHolderIsMe()) {
      record.acquireTime = old.acquireTime;
      record.leaderTransitions = old.leaderTransitions;
    } else {
      record.leaderTransitions = old.leaderTransitions + 1;
    }
    try {
      await this.lock.update(record, signal);
    } catch (err) {
      if (!signal.aborted && !isConflict(err)) this.report(err);
      return false;
    }
    if (signal.aborted) return false;
    this.setObserved(record);
    return true;
  }

  /** client-go's tryCoordinatedRenew: renew only a lease the controller gave this elector. */
  private async tryCoordinatedRenew(signal: AbortSignal): Promise<boolean> {
    const now = this.clock.now();
    const record = this.newRecord(now);
    let got: { readonly record: LeaderElectionRecord; readonly raw: string };
    try {
      got = await this.lock.get(signal);
    } catch (err) {
      // No lease yet: the coordinated leader election controller creates it.
      if (!signal.aborted && !isNotFound(err)) this.report(err);
      return false;
    }
    if (signal.aborted) return false;
    this.observe(got.record, got.raw);
    const old = got.record;
    const expired = this.observedTime + old.leaseDurationSeconds * 1000 < now;
    if (expired) return false;
    if (!this.observedHolderIsMe()) return false;
    // End of term: the controller wants another holder. Stop renewing and let the lease go.
    if (old.preferredHolder) return false;
    record.acquireTime = old.acquireTime;
    record.leaderTransitions = old.leaderTransitions;
    if (old.strategy !== undefined) record.strategy = old.strategy;
    try {
      await this.lock.update(record, signal);
    } catch (err) {
      if (!signal.aborted && !isConflict(err)) this.report(err);
      return false;
    }
    if (signal.aborted) return false;
    this.setObserved(record);
    return true;
  }

  /** Gives the lease up if it still names this elector, within renewDeadline; retries on 409. */
  private async release(): Promise<void> {
    const deadline = deadlineSignal(this.clock, this.renewDeadlineMs, new AbortController().signal);
    try {
      await unlessAborted(this.tryRelease(deadline.signal), deadline.signal);
    } finally {
      deadline.dispose();
    }
  }

  private async tryRelease(signal: AbortSignal): Promise<boolean> {
    for (;;) {
      if (!this.observedHolderIsMe()) return true;
      let got: { readonly record: LeaderElectionRecord; readonly raw: string };
      try {
        got = await this.lock.get(signal);
      } catch (err) {
        if (!signal.aborted && !isNotFound(err)) this.report(err);
        return false;
      }
      if (signal.aborted) return false;
      if (got.record.holderIdentity !== this.lock.identity) {
        // Someone else took it meanwhile: nothing of ours to release.
        this.observe(got.record, got.raw);
        return true;
      }
      const t = formatMicroTime(this.clock.now());
      const released: LeaderElectionRecord = {
        holderIdentity: '',
        leaseDurationSeconds: 1,
        acquireTime: t,
        renewTime: t,
        leaderTransitions: got.record.leaderTransitions,
      };
      try {
        await this.lock.update(released, signal);
      } catch (err) {
        if (signal.aborted) return false;
        // A renewal that raced with the abort may have moved the resourceVersion: re-read.
        if (isConflict(err)) continue;
        this.report(err);
        return false;
      }
      if (signal.aborted) return false;
      this.setObserved(released);
      return true;
    }
  }

  private observedHolderIsMe(): boolean {
    return this.observedRecord.holderIdentity === this.lock.identity;
  }

  /** Still valid: the record seen has not been unchanged for its lease duration. */
  private isLeaseValid(now: number): boolean {
    return this.observedTime + this.observedRecord.leaseDurationSeconds * 1000 > now;
  }

  private setObserved(record: LeaderElectionRecord): void {
    this.observedRecord = record;
    this.observedTime = this.clock.now();
  }

  /** A read record: only a change restarts the lease duration clock. */
  private observe(record: LeaderElectionRecord, raw: string): void {
    if (raw === this.observedRaw) return;
    this.setObserved(record);
    this.observedRaw = raw;
  }

  private maybeReportTransition(): void {
    const holder = this.observedRecord.holderIdentity;
    if (holder === this.reportedLeader) return;
    this.reportedLeader = holder;
    if (!this.options.onNewLeader) return;
    try {
      this.options.onNewLeader(holder);
    } catch (err) {
      this.report(new LeaderCallbackError('onNewLeader', err));
    }
  }

  private report(err: unknown): void {
    const e = err instanceof Error ? err : new Error(String(err));
    try {
      this.options.onError?.(e);
    } catch {
      // An onError that throws must not stop the election.
    }
  }
}
