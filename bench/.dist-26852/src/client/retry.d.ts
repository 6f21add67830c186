/**
 * client-go's RetryOnConflict: re-run a read-modify-write when it loses an optimistic
 * concurrency race (409 Conflict), with a short backoff. Other errors are returned at once.
 */
import { type Clock } from '../meta/clock.js';
export interface RetryOptions {
    /** Attempts in all (default 5, like client-go's DefaultRetry). */
    readonly steps?: number;
    /** First delay in ms (default 10), multiplied by `factor` (default 1) each time. */
    readonly delayMs?: number;
    readonly factor?: number;
    /** Each delay is stretched by up to this fraction (default 0.1). */
    readonly jitter?: number;
    readonly clock?: Clock;
    readonly random?: () => number;
}
export declare function retryOnConflict<R>(fn: () => Promise<R>, opts?: RetryOptions): Promise<R>;
