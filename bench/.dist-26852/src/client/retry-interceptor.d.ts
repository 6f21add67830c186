/**
 * Transparent retries of idempotent requests, as a transport interceptor.
 *
 * What is retried (client-go's rest.Request rules, narrowed to what is safe to replay):
 * - a response with status 429, 500, 502, 503 or 504 that carries `Retry-After: <seconds>`:
 *   the server said when to come back, so the retry waits exactly that long;
 * - a connection that broke while in use (reset, broken pipe, closed by the other side):
 *   the retry waits with bounded exponential backoff and jitter.
 *
 * Only idempotent requests are retried: GET, HEAD, PUT and DELETE. POST and PATCH are
 * never replayed (a lost response may hide a write that happened), and neither are watch
 * requests (`watch=true` in the URL): a watch is a long-lived stream that its owner
 * (an informer) re-establishes with its own resourceVersion bookkeeping.
 *
 * Deliberate limits:
 * - A status without `Retry-After` is returned at once: without the server's hint a
 *   retry is guesswork, and the caller sees the error (client-go behaves the same).
 * - A `Retry-After` longer than `maxDelayMs` is not waited for: the response is returned
 *   as is (its `retryAfterSeconds` tells the caller when to come back). Waiting less than
 *   the server asked would hammer it; waiting longer would block the caller unboundedly.
 * - Refused connections and DNS failures are not retried: nothing is listening, and the
 *   user should see that at once (`ctl get` against a stopped server must fail fast).
 *
 * The body of a response that is retried is drained so its connection returns to the pool.
 * All waiting goes through the injected `Clock`, so tests never sleep; an aborted request
 * signal ends a pending wait with the signal's reason.
 */
import { type Clock } from '../meta/clock.js';
import type { Interceptor, TransportRequest } from './transport.js';
export interface RetryPolicy {
    /** Retries after the first attempt (default 3); 0 disables retrying. */
    readonly maxRetries?: number;
    /** First backoff delay for a broken connection in ms (default 200), doubled per retry. */
    readonly baseDelayMs?: number;
    /**
     * Upper bound of any single wait in ms (default 5000): backoff delays are capped at it,
     * and a longer `Retry-After` is not waited for (the response is returned).
     */
    readonly maxDelayMs?: number;
    readonly clock?: Clock;
    /** Source of jitter in [0, 1) (default Math.random). */
    readonly random?: () => number;
    /** Which thrown transport errors are worth a retry (default {@link isRetryableConnectionError}). */
    readonly isRetryableError?: (err: unknown) => boolean;
    /** Called before each wait, e.g. for logging. */
    readonly onRetry?: (event: RetryEvent) => void;
}
export interface RetryEvent {
    readonly method: string;
    readonly url: string;
    /** 1 for the first retry. */
    readonly retry: number;
    readonly delayMs: number;
    /** The status that asked for the retry, or undefined after a connection error. */
    readonly status?: number;
    /** The connection error, when that is the reason. */
    readonly error?: unknown;
}
export declare const DEFAULT_RETRY_POLICY: {
    readonly maxRetries: 3;
    readonly baseDelayMs: 200;
    readonly maxDelayMs: 5000;
};
/** Whether the request is a watch (`watch=true` in the query), which is never retried. */
export declare function isWatchRequest(url: string): boolean;
/** True when the request may be replayed: an idempotent method and not a watch. */
export declare function isRetryableRequest(req: Pick<TransportRequest, 'method' | 'url'>): boolean;
/**
 * The default for {@link RetryPolicy.isRetryableError}: a connection reset, broken pipe or
 * socket closed by the peer, looked for in the error and its `cause` chain (fetch wraps
 * the socket error in a TypeError). Aborts are never retryable.
 */
export declare function isRetryableConnectionError(err: unknown): boolean;
/** `Retry-After` as whole seconds (client-go accepts only the integer form); negative waits are 0. */
export declare function retryAfterSeconds(header: string | string[] | undefined): number | undefined;
/**
 * An interceptor that retries as described in the module comment. Put it outermost so
 * every attempt runs the inner interceptors again (a rotated token is re-read per attempt).
 */
export declare function retryInterceptor(policy?: RetryPolicy): Interceptor;
