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
    initialMs;
    maxMs;
    factor;
    jitter;
    resetAfterMs;
    clock;
    random;
    base;
    failures = 0;
    /** Start of the current unbroken healthy run (undefined after a failure). */
    healthySince;
    constructor(options, deps) {
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
    get maxDelayMs() {
        return this.maxMs * (1 + this.jitter);
    }
    /** Consecutive failures since the last reset. */
    get attempts() {
        return this.failures;
    }
    /** A connection became healthy; starts a healthy run unless one is already going. */
    connected() {
        this.healthySince ??= this.clock.now();
    }
    /** A connection ended without error; resets the backoff when the healthy run was long enough. */
    healthy() {
        this.resetIfEarned();
    }
    /**
     * Record a failure and return how long to wait before the next attempt (ms). A healthy
     * run that lasted `resetAfterMs` before this failure resets the backoff first, so a
     * failure after a long healthy period starts again from `initialMs`.
     * `minDelayMs` raises the delay (a server's Retry-After) without changing the growth.
     */
    failed(minDelayMs = 0) {
        this.resetIfEarned();
        this.healthySince = undefined;
        this.failures++;
        const base = this.base;
        this.base = Math.min(this.base * this.factor, this.maxMs);
        const jittered = this.jitter > 0 ? base + base * this.jitter * clampUnit(this.random()) : base;
        return Math.max(jittered, minDelayMs);
    }
    /** Back to `initialMs`. */
    reset() {
        this.base = this.initialMs;
        this.failures = 0;
    }
    resetIfEarned() {
        if (this.healthySince !== undefined && this.clock.now() - this.healthySince >= this.resetAfterMs) {
            this.reset();
            // The run continues (and may earn another reset); only a failure ends it.
            this.healthySince = this.clock.now();
        }
    }
}
function clampUnit(x) {
    return Number.isFinite(x) ? Math.min(Math.max(x, 0), 1) : 0;
}
/**
 * Wait `ms` on `clock`; resolves early (without error) when `signal` aborts, cancelling the
 * timer so that nothing stays scheduled after a stop.
 */
export function sleep(clock, ms, signal) {
    if (signal?.aborted)
        return Promise.resolve();
    return new Promise((resolve) => {
        const onAbort = () => {
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
//# sourceMappingURL=backoff.js.map