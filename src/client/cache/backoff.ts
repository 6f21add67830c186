/**
 * Exponential backoff with jitter and a reset that has to be earned by a healthy period,
 * the policy client-go's reflector uses (`wait.NewExponentialBackoffManager(800ms, 30s,
 * reset, 2.0, 1.0)`): every failure waits `base * (1 + jitter * random())`, `base` starts at
 * `initialMs` and doubles up to `maxMs`. The backoff only goes back to `initialMs` after the
 * connection stayed healthy for `resetAfterMs` in one unbroken run; a success that is
 * immediately followed by a failure (list OK, watch answers 410 at once) does not reset
 * it, which is what keeps a broken server from being hammered.
 *
 * Time and randomness are injected; nothing here reads the system clock.
 */
import type { Clock } from '../../meta/clock.js';

export interface BackoffOptions {
  /** First delay's base, ms. Default 800. */
  readonly initialMs?: number;
  /**
   * Cap of the base delay, ms. Default 30 000. As in client-go the jitter is added on top
   * of the capped base, so one delay never exceeds `maxMs * (1 + jitter)`.
   */
  readonly maxMs?: number;
  /** Growth of the base per failure. Default 2. */
  readonly factor?: number;
  /** Each delay is `base + base * jitter * random()`. Default 1.0; 0 disables jitter. */
  readonly jitter?: number;
  /** Length of an unbroken healthy run that resets the backoff, ms. Default `2 * maxMs`. */
  readonly resetAfterMs?: number;
}

export interface BackoffDeps {
  readonly clock: Clock;
  /** Uniform in [0, 1). Default `Math.random`. */
  readonly random?: () => number;
}

export const DEFAULT_BACKOFF = Object.freeze({
  initialMs: 800,
  maxMs: 30_000,
  factor: 2,
  jitter: 1.0,
});

/**
 * Stateful backoff for one retry loop. Not shared between loops.
 *
 * Protocol: call {@link Backoff.connected} when a connection starts being useful (a watch
 * is established), {@link Backoff.healthy} when it ended without error, and
 * {@link Backoff.failed} for every failure; `failed` returns the delay to wait.
 */
export class Backoff {
  readonly initialMs: number;
  readonly maxMs: number;
  readonly factor: number;
  readonly jitter: number;
  readonly resetAfterMs: number;
  private readonly clock: Clock;
  private readonly random: () => number;
  private base: number;
  private failures = 0;
  /** Start of the current unbroken healthy run (undefined after a failure). */
  private healthySince: number | undefined;

  constructor(options: BackoffOptions, deps: BackoffDeps) {
    this.initialMs = options.initialMs ?? DEFAULT_BACKOFF.initialMs;
    this.maxMs = options.maxMs ?? DEFAULT_BACKOFF.maxMs;
    this.factor = options.factor ?? DEFAULT_BACKOFF.factor;
    this.jitter = options.jitter ?? DEFAULT_BACKOFF.jitter;
    this.resetAfterMs = options.resetAfterMs ?? 2 * this.maxMs;
    if (!(this.initialMs > 0) || !(this.maxMs >= this.initialMs) || !(this.factor >= 1) || !(this.jitter >= 0)) {
      throw new RangeError('invalid backoff options: need 0 < initialMs <= maxMs, factor >= 1, jitter >= 0');
    }
    this.clock = deps.clock;
    this.random = deps.random ?? Math.random;
    this.base = this.initialMs;
  }

  /** Upper bound of any single delay: `maxMs * (1 + jitter)`. */
  get maxDelayMs(): number {
    return this.maxMs * (1 + this.jitter);
  }

  /** Consecutive failures since the last reset. */
  get attempts(): number {
    return this.failures;
  }

  /** A connection became healthy; starts a healthy run unless one is already going. */
  connected(): void {
    this.healthySince ??= this.clock.now();
  }

  /** A connection ended without error; resets the backoff when the healthy run was long enough. */
  healthy(): void {
    this.resetIfEarned();
  }

  /**
   * Record a failure and return how long to wait before the next attempt (ms). A healthy
   * run that lasted `resetAfterMs` before this failure resets the backoff first, so a
   * failure after a long healthy period starts again from `initialMs`.
   * `minDelayMs` raises the delay (a server's Retry-After) without changing the growth.
   */
  failed(minDelayMs = 0): number {
    this.resetIfEarned();
    this.healthySince = undefined;
    this.failures++;
    const base = this.base;
    this.base = Math.min(this.base * this.factor, this.maxMs);
    const jittered = this.jitter > 0 ? base + base * this.jitter * clampUnit(this.random()) : base;
    return Math.max(jittered, minDelayMs);
  }

  /** Back to `initialMs`. */
  reset(): void {
    this.base = this.initialMs;
    this.failures = 0;
  }

  private resetIfEarned(): void {
    if (this.healthySince !== undefined && this.clock.now() - this.healthySince >= this.resetAfterMs) {
      this.reset();
      // The run continues (and may earn another reset); only a failure ends it.
      this.healthySince = this.clock.now();
    }
  }
}

function clampUnit(x: number): number {
  return Number.isFinite(x) ? Math.min(Math.max(x, 0), 1) : 0;
}

/**
 * Wait `ms` on `clock`; resolves early (without error) when `signal` aborts, cancelling the
 * timer so that nothing stays scheduled after a stop.
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const onAbort = (): void => {
      cancel();
      resolve();
    };
    const cancel = clock.setTimer(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
