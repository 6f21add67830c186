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
export declare const DEFAULT_BACKOFF: Readonly<{
    initialMs: 800;
    maxMs: 30000;
    factor: 2;
    jitter: 1;
}>;
/**
 * Stateful backoff for one retry loop. Not shared between loops.
 *
 * Protocol: call {@link Backoff.connected} when a connection starts being useful (a watch
 * is established), {@link Backoff.healthy} when it ended without error, and
 * {@link Backoff.failed} for every failure; `failed` returns the delay to wait.
 */
export declare class Backoff {
    readonly initialMs: number;
    readonly maxMs: number;
    readonly factor: number;
    readonly jitter: number;
    readonly resetAfterMs: number;
    private readonly clock;
    private readonly random;
    private base;
    private failures;
    /** Start of the current unbroken healthy run (undefined after a failure). */
    private healthySince;
    constructor(options: BackoffOptions, deps: BackoffDeps);
    /** Upper bound of any single delay: `maxMs * (1 + jitter)`. */
    get maxDelayMs(): number;
    /** Consecutive failures since the last reset. */
    get attempts(): number;
    /** A connection became healthy; starts a healthy run unless one is already going. */
    connected(): void;
    /** A connection ended without error; resets the backoff when the healthy run was long enough. */
    healthy(): void;
    /**
     * Record a failure and return how long to wait before the next attempt (ms). A healthy
     * run that lasted `resetAfterMs` before this failure resets the backoff first, so a
     * failure after a long healthy period starts again from `initialMs`.
     * `minDelayMs` raises the delay (a server's Retry-After) without changing the growth.
     */
    failed(minDelayMs?: number): number;
    /** Back to `initialMs`. */
    reset(): void;
    private resetIfEarned;
}
/**
 * Wait `ms` on `clock`; resolves early (without error) when `signal` aborts, cancelling the
 * timer so that nothing stays scheduled after a stop.
 */
export declare function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void>;
