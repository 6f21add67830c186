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
import { systemClock } from '../meta/clock.js';
export const DEFAULT_RETRY_POLICY = { maxRetries: 3, baseDelayMs: 200, maxDelayMs: 5_000 };
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const RETRY_AFTER_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Errors of a connection that was established and then broke (client-go: reset / probable EOF). */
const BROKEN_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET']);
/** Go's strconv.ParseBool true values, which the server accepts for `watch`. */
const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
/** Whether the request is a watch (`watch=true` in the query), which is never retried. */
export function isWatchRequest(url) {
    let params;
    try {
        params = new URL(url).searchParams;
    }
    catch {
        return false;
    }
    return params.getAll('watch').some((v) => GO_TRUE.has(v));
}
/** True when the request may be replayed: an idempotent method and not a watch. */
export function isRetryableRequest(req) {
    return IDEMPOTENT.has(req.method.toUpperCase()) && !isWatchRequest(req.url);
}
/**
 * The default for {@link RetryPolicy.isRetryableError}: a connection reset, broken pipe or
 * socket closed by the peer, looked for in the error and its `cause` chain (fetch wraps
 * the socket error in a TypeError). Aborts are never retryable.
 */
export function isRetryableConnectionError(err) {
    for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth++) {
        if (e.name === 'AbortError')
            return false;
        const code = e.code;
        if (typeof code === 'string' && BROKEN_CONNECTION_CODES.has(code))
            return true;
        e = e.cause;
    }
    return false;
}
/** `Retry-After` as whole seconds (client-go accepts only the integer form); negative waits are 0. */
export function retryAfterSeconds(header) {
    const value = (Array.isArray(header) ? header[0] : header)?.trim();
    if (value === undefined || !/^[+-]?\d+$/.test(value))
        return undefined;
    return Math.max(0, Number(value));
}
async function drain(body) {
    try {
        for await (const _ of body) {
            // Discard: only the connection matters.
        }
    }
    catch {
        // A body that fails while draining changes nothing: the request is sent again anyway.
    }
}
function abortReason(signal) {
    return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
function sleep(clock, ms, signal) {
    if (signal?.aborted)
        return Promise.reject(abortReason(signal));
    if (ms <= 0)
        return Promise.resolve();
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            cancel();
            reject(abortReason(signal));
        };
        const cancel = clock.setTimer(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/**
 * An interceptor that retries as described in the module comment. Put it outermost so
 * every attempt runs the inner interceptors again (a rotated token is re-read per attempt).
 */
export function retryInterceptor(policy = {}) {
    const maxRetries = Math.max(0, policy.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries);
    const baseDelayMs = Math.max(0, policy.baseDelayMs ?? DEFAULT_RETRY_POLICY.baseDelayMs);
    const maxDelayMs = Math.max(0, policy.maxDelayMs ?? DEFAULT_RETRY_POLICY.maxDelayMs);
    const clock = policy.clock ?? systemClock;
    const random = policy.random ?? Math.random;
    const retryableError = policy.isRetryableError ?? isRetryableConnectionError;
    /** Equal jitter: half the exponential delay fixed, half random, never above the cap. */
    const backoff = (retry) => {
        const exp = Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1));
        return Math.min(maxDelayMs, exp / 2 + random() * (exp / 2));
    };
    return (next) => async (req) => {
        if (maxRetries === 0 || !isRetryableRequest(req))
            return next(req);
        for (let retry = 1;; retry++) {
            let res;
            try {
                res = await next(req);
            }
            catch (err) {
                if (retry > maxRetries || req.signal?.aborted || !retryableError(err))
                    throw err;
                const delayMs = backoff(retry);
                policy.onRetry?.({ method: req.method, url: req.url, retry, delayMs, error: err });
                await sleep(clock, delayMs, req.signal);
                continue;
            }
            if (retry > maxRetries || !RETRY_AFTER_STATUSES.has(res.status))
                return res;
            const seconds = retryAfterSeconds(res.headers['retry-after']);
            if (seconds === undefined || seconds * 1000 > maxDelayMs)
                return res;
            const delayMs = seconds * 1000;
            await drain(res.body);
            policy.onRetry?.({ method: req.method, url: req.url, retry, delayMs, status: res.status });
            await sleep(clock, delayMs, req.signal);
        }
    };
}
//# sourceMappingURL=retry-interceptor.js.map