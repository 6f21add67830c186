/**
 * Keeps this participant's LeaseCandidate (`coordination.cluster.io/v1beta1`) alive for
 * coordinated leader election (client-go's `leaderelection.LeaseCandidate`).
 *
 * What a LeaseCandidateRunner promises while running:
 *
 * - It watches its own candidate only (an informer with `metadata.name=<name>`), and once
 *   that cache has synced it creates the candidate (spec from the options, `renewTime` now)
 *   or, when it exists, sets its `renewTime` to now.
 * - Pings: whenever the watched candidate's `spec.pingTime` is after its `spec.renewTime`
 *   (the server asks candidates to prove they are alive), it answers by setting `renewTime`
 *   to now. Every renewTime it writes is after the candidate's pingTime (1 µs after it when
 *   the local clock does not read later, see {@link renewTimeAfterPing}): client-go writes
 *   plain now, which a clock behind the server's turns into an endless answer loop.
 * - It renews `renewTime` {@link LEASE_CANDIDATE_RENEW_INTERVAL_MS} (5 min, client-go's
 *   requeueInterval) after its last successful write, so garbage collection of stale
 *   candidates never takes it.
 * - A failed write is reported to `onError` and retried with client-go's per-item backoff
 *   (5 ms doubling up to 1000 s). Writes are optimistic: an update carries the
 *   resourceVersion of the cached candidate, so a concurrent write is a 409 and a retry.
 * - All waiting is on the injected clock. After `run()`'s signal aborts no request starts,
 *   no timer stays scheduled, and `run()` resolves once the write in flight (if any) ended.
 *   The candidate is left in place: the server garbage-collects it when it goes stale.
 * - While `run()` runs it keeps the process alive (see keep-alive.ts), also while its API
 *   server is unreachable.
 */
import { formatMicroTime, systemClock, type Clock } from '../../meta/clock.js';
import type { LeaseCandidate } from '../../meta/types.js';
import { createInformer, type Informer } from '../cache/informer.js';
import type { WriteOptions } from '../resource-client.js';
import type { ListerWatcher } from '../watch-event.js';
import { keepProcessAlive } from '../keep-alive.js';

/** How often a candidate renews without being pinged (client-go's requeueInterval). */
export const LEASE_CANDIDATE_RENEW_INTERVAL_MS = 5 * 60 * 1000;

/** client-go's DefaultControllerRateLimiter per-item backoff: 5 ms doubling, at most 1000 s. */
const RETRY_BASE_MS = 5;
const RETRY_MAX_MS = 1000 * 1000;

/** What the runner needs of a client: list, watch, create and update in one namespace. */
export interface LeaseCandidateClient extends ListerWatcher<LeaseCandidate> {
  create(obj: LeaseCandidate, opts?: WriteOptions): Promise<LeaseCandidate>;
  update(obj: LeaseCandidate, opts?: WriteOptions): Promise<LeaseCandidate>;
}

export interface LeaseCandidateRunnerOptions {
  /** A client with `leaseCandidates` (e.g. `createClient(...)`). */
  readonly client: { readonly leaseCandidates: { namespace(ns: string): LeaseCandidateClient } };
  readonly namespace: string;
  /** The candidate's name: the identity this participant uses in its LeaderElector's lock. */
  readonly name: string;
  /** The Lease contended for. */
  readonly leaseName: string;
  /** Semver without a leading `v`. */
  readonly binaryVersion: string;
  /** Semver without a leading `v`; required by the `OldestEmulationVersion` strategy. */
  readonly emulationVersion?: string;
  /** How the coordinated leader election controller picks the holder, e.g. `OldestEmulationVersion`. */
  readonly strategy: string;
  readonly clock?: Clock;
  /** Uniform in [0, 1): the informer's backoff jitter. Default `Math.random`. */
  readonly random?: () => number;
  /** Failed writes and informer failures. Default: ignored. */
  readonly onError?: (err: Error) => void;
}

/** A MicroTime (or Time) as microseconds since the epoch; NaN when unparsable. */
export function microTimeToMicros(s: string): number {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(s);
  if (!m) return NaN;
  const seconds = Date.parse(m[1]! + m[3]!);
  const fraction = Number(((m[2] ?? '') + '000000').slice(0, 6));
  return seconds * 1000 + fraction;
}

/**
 * The renewTime to write at `nowMs`: now, but always after `pingTime` (by 1 µs when the local
 * clock does not read later). A ping is answered only by a renewTime after it; an answer
 * written in the same microsecond (a manual clock, a fast answer) or from a clock behind the
 * server's would not count, and the candidate would see its own answer as a new ping and write
 * again and again.
 */
export function renewTimeAfterPing(nowMs: number, pingTime: string | undefined): string {
  const now = nowMs * 1000;
  const ping = pingTime ? microTimeToMicros(pingTime) : NaN;
  const t = Number.isFinite(ping) && ping >= now ? ping + 1 : now;
  return formatMicroTime(Math.floor(t / 1000), t % 1000);
}

/** True when the server pinged the candidate after its last renewal. */
export function isPinged(candidate: LeaseCandidate): boolean {
  const ping = candidate.spec?.pingTime;
  if (!ping) return false;
  const renew = candidate.spec?.renewTime;
  return microTimeToMicros(ping) > (renew ? microTimeToMicros(renew) : -Infinity);
}

/** Runs one LeaseCandidate. Constructing does no I/O; `run()` does. */
export class LeaseCandidateRunner {
  readonly namespace: string;
  readonly name: string;
  private readonly options: LeaseCandidateRunnerOptions;
  private readonly candidates: LeaseCandidateClient;
  private readonly clock: Clock;
  private informer: Informer<LeaseCandidate> | undefined;
  private stopSignal: AbortSignal | undefined;
  private running = false;
  // A one-item work queue: `dirty` when work is wanted, at most one write in flight.
  private dirty = false;
  private inFlight: Promise<void> | undefined;
  private cancelTimer: (() => void) | undefined;
  private failures = 0;

  constructor(options: LeaseCandidateRunnerOptions) {
    for (const key of ['namespace', 'name', 'leaseName', 'binaryVersion', 'strategy'] as const) {
      if (typeof options[key] !== 'string' || options[key] === '') throw new TypeError(`LeaseCandidateRunner: ${key} is required`);
    }
    this.options = options;
    this.namespace = options.namespace;
    this.name = options.name;
    this.clock = options.clock ?? systemClock;
    this.candidates = options.client.leaseCandidates.namespace(options.namespace);
  }

  /** The candidate as last seen by the runner's watch, or undefined. Read-only: copy before modifying. */
  candidate(): LeaseCandidate | undefined {
    return this.informer?.lister().get(this.namespace, this.name);
  }

  /**
   * Runs until `signal` aborts; see the file comment. Never rejects. A second concurrent
   * `run()` throws.
   */
  async run(signal?: AbortSignal): Promise<void> {
    if (this.running) throw new Error('LeaseCandidateRunner.run: already running');
    this.running = true;
    const stop = signal ?? new AbortController().signal;
    this.stopSignal = stop;
    const informer = createInformer<LeaseCandidate>({
      listerWatcher: this.candidates,
      fieldSelector: `metadata.name=${this.name}`,
      clock: this.clock,
      ...(this.options.random ? { random: this.options.random } : {}),
      onError: (err) => this.report(err),
    });
    this.informer = informer;
    informer.on('update', (_old, obj) => {
      if (isPinged(obj)) this.enqueue();
    });
    const releaseProcess = keepProcessAlive();
    try {
      informer.start(stop);
      try {
        await informer.synced();
      } catch {
        return; // stopped before it synced
      }
      this.enqueue();
      if (!stop.aborted) await new Promise<void>((resolve) => stop.addEventListener('abort', () => resolve(), { once: true }));
    } finally {
      informer.stop();
      this.clearTimer();
      this.dirty = false;
      await this.inFlight;
      this.running = false;
      releaseProcess();
    }
  }

  private enqueue(): void {
    if (this.stopSignal?.aborted) return;
    this.dirty = true;
    if (!this.inFlight) this.inFlight = this.process();
  }

  private async process(): Promise<void> {
    try {
      while (this.dirty && !this.stopSignal?.aborted) {
        this.dirty = false;
        this.clearTimer();
        let delay: number;
        try {
          await this.ensure();
          this.failures = 0;
          delay = LEASE_CANDIDATE_RENEW_INTERVAL_MS;
        } catch (err) {
          if (this.stopSignal?.aborted) break;
          this.report(err);
          delay = Math.min(RETRY_BASE_MS * 2 ** this.failures, RETRY_MAX_MS);
          this.failures++;
        }
        if (this.stopSignal?.aborted) break;
        // Renew (or retry) later unless a ping asks for it sooner.
        this.clearTimer();
        this.cancelTimer = this.clock.setTimer(() => {
          this.cancelTimer = undefined;
          this.enqueue();
        }, delay);
      }
    } finally {
      this.inFlight = undefined;
    }
  }

  private clearTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  /** Creates the candidate, or sets its renewTime to now (client-go's ensureLease). */
  private async ensure(): Promise<void> {
    const opts = this.stopSignal ? { signal: this.stopSignal } : {};
    const now = formatMicroTime(this.clock.now());
    const current = this.candidate();
    if (!current) {
      const o = this.options;
      await this.candidates.create(
        {
          apiVersion: 'coordination.cluster.io/v1beta1',
          kind: 'LeaseCandidate',
          metadata: { name: this.name, namespace: this.namespace },
          spec: {
            leaseName: o.leaseName,
            binaryVersion: o.binaryVersion,
            ...(o.emulationVersion !== undefined ? { emulationVersion: o.emulationVersion } : {}),
            strategy: o.strategy,
            renewTime: now,
          },
        },
        opts,
      );
      return;
    }
    await this.candidates.update({ ...current, spec: { ...current.spec!, renewTime: renewTimeAfterPing(this.clock.now(), current.spec?.pingTime) } }, opts);
  }

  private report(err: unknown): void {
    const e = err instanceof Error ? err : new Error(String(err));
    try {
      this.options.onError?.(e);
    } catch {
      // An onError that throws must not stop the runner.
    }
  }
}
