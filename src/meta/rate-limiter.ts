/**
 * Rate limiters for a work queue's retries (client-go's `util/workqueue/default_rate_limiters.go`,
 * with durations in milliseconds).
 *
 * A rate limiter answers "how long should this item wait before it is queued again?" and
 * counts the failures of each item until it is told to `forget` it. The per-item limiters
 * keep one counter per item that was retried and not forgotten: call `forget` when an item
 * succeeds (or is given up), or the counters grow with every item ever retried.
 *
 * None of them schedules anything: the queue turns `when()` into a timer on its clock.
 */
import { systemClock, type Clock } from './clock.js';

/** client-go's `TypedRateLimiter`. Durations are milliseconds. */
export interface RateLimiter<T> {
  /** How long `item` should wait now; counts one more requeue of it where the limiter counts. */
  when(item: T): number;
  /** `item` is finished being retried (success or given up): stop tracking it. */
  forget(item: T): void;
  /** How many failures `item` had since it was last forgotten. */
  numRequeues(item: T): number;
}

/** math.MaxInt64 as a double (the largest time.Duration). */
const MAX_INT64 = 2 ** 63;

/** Per-item counters keyed by the item's identity (the item itself unless `identity` maps it). */
class FailureCounts<T> {
  private readonly failures = new Map<unknown, number>();

  constructor(private readonly identity: (item: T) => unknown) {}

  get(item: T): number {
    return this.failures.get(this.identity(item)) ?? 0;
  }

  increment(item: T): number {
    const id = this.identity(item);
    const n = (this.failures.get(id) ?? 0) + 1;
    this.failures.set(id, n);
    return n;
  }

  delete(item: T): void {
    this.failures.delete(this.identity(item));
  }
}

export interface ItemExponentialFailureRateLimiterOptions<T> {
  /** Delay of the first failure (ms). */
  readonly baseDelayMs: number;
  /** Upper bound of any delay (ms). */
  readonly maxDelayMs: number;
  /** Maps an item to what identifies it (defaults to the item; see `WorkQueueOptions.identity`). */
  readonly identity?: (item: T) => unknown;
}

/**
 * `baseDelay * 2^failures`, capped at `maxDelay` (client-go's
 * ItemExponentialFailureRateLimiter). The n-th `when` of an item (counting from 0 since it was
 * last forgotten) answers `min(baseDelayMs * 2^n, maxDelayMs)`. Giving up after some failures
 * is the caller's choice (see `numRequeues`).
 */
export class ItemExponentialFailureRateLimiter<T = string> implements RateLimiter<T> {
  private readonly failures: FailureCounts<T>;
  private readonly baseDelayNs: number;
  private readonly maxDelayMs: number;

  constructor(options: ItemExponentialFailureRateLimiterOptions<T>) {
    // Computed in whole nanoseconds as Go's time.Duration, so fractional bases round alike.
    this.baseDelayNs = Math.trunc(options.baseDelayMs * 1e6);
    this.maxDelayMs = options.maxDelayMs;
    this.failures = new FailureCounts(options.identity ?? ((item) => item));
  }

  when(item: T): number {
    const exp = this.failures.get(item);
    this.failures.increment(item);
    // Go caps at MaxInt64 nanoseconds before converting; 2^exp may also reach Infinity here.
    const backoffNs = this.baseDelayNs * Math.pow(2, exp);
    if (!(backoffNs <= MAX_INT64)) return this.maxDelayMs;
    const ms = Math.trunc(backoffNs) / 1e6;
    return ms > this.maxDelayMs ? this.maxDelayMs : ms;
  }

  numRequeues(item: T): number {
    return this.failures.get(item);
  }

  forget(item: T): void {
    this.failures.delete(item);
  }
}

export interface ItemFastSlowRateLimiterOptions<T> {
  /** Delay of each of the first `maxFastAttempts` failures (ms). */
  readonly fastDelayMs: number;
  /** Delay of every later failure (ms). */
  readonly slowDelayMs: number;
  readonly maxFastAttempts: number;
  readonly identity?: (item: T) => unknown;
}

/**
 * A quick retry for the first `maxFastAttempts` failures of an item, then slow ones
 * (client-go's ItemFastSlowRateLimiter).
 */
export class ItemFastSlowRateLimiter<T = string> implements RateLimiter<T> {
  private readonly failures: FailureCounts<T>;

  constructor(private readonly options: ItemFastSlowRateLimiterOptions<T>) {
    this.failures = new FailureCounts(options.identity ?? ((item) => item));
  }

  when(item: T): number {
    const n = this.failures.increment(item);
    return n <= this.options.maxFastAttempts ? this.options.fastDelayMs : this.options.slowDelayMs;
  }

  numRequeues(item: T): number {
    return this.failures.get(item);
  }

  forget(item: T): void {
    this.failures.delete(item);
  }
}

export interface BucketRateLimiterOptions {
  /** Tokens added per second (golang.org/x/time/rate's Limit). */
  readonly qps: number;
  /** Bucket size: how many items may go without waiting after a quiet period. */
  readonly burst: number;
  readonly clock?: Clock;
}

/**
 * An overall token bucket, the same for every item (client-go's BucketRateLimiter over
 * `rate.NewLimiter(qps, burst)`): the bucket starts full; each `when` takes a token, reserving
 * a future one when it is empty, and answers how long until that token exists. It never
 * counts requeues, and `forget` does nothing.
 */
export class BucketRateLimiter<T = string> implements RateLimiter<T> {
  private readonly qps: number;
  private readonly burst: number;
  private readonly clock: Clock;
  private tokens: number;
  /** When `tokens` was last brought up to date; undefined before the first reservation. */
  private last: number | undefined;

  constructor(options: BucketRateLimiterOptions) {
    if (!(options.qps > 0)) throw new RangeError(`qps must be positive, got ${options.qps}`);
    if (!(options.burst >= 1)) throw new RangeError(`burst must be at least 1, got ${options.burst}`);
    this.qps = options.qps;
    this.burst = options.burst;
    this.clock = options.clock ?? systemClock;
    this.tokens = options.burst;
  }

  when(_item: T): number {
    const now = this.clock.now();
    // x/time/rate's advance: time never runs backwards for the bucket.
    const at = this.last === undefined ? now : Math.max(now, this.last);
    let tokens = this.tokens;
    if (this.last !== undefined) tokens = Math.min(this.burst, tokens + ((at - this.last) * this.qps) / 1000);
    tokens -= 1;
    // durationFromTokens truncates to whole nanoseconds.
    const waitMs = tokens < 0 ? Math.trunc((1e9 * -tokens) / this.qps) / 1e6 : 0;
    this.last = at;
    this.tokens = tokens;
    return Math.max(0, at + waitMs - now);
  }

  numRequeues(_item: T): number {
    return 0;
  }

  forget(_item: T): void {}
}

/**
 * The worst (longest) answer of several limiters (client-go's MaxOfRateLimiter). Every limiter
 * is asked on each `when`, so each one counts. With a token bucket inside, its burst can look
 * exceeded when some items were separately delayed longer (as in client-go).
 */
export class MaxOfRateLimiter<T = string> implements RateLimiter<T> {
  private readonly limiters: readonly RateLimiter<T>[];

  constructor(...limiters: RateLimiter<T>[]) {
    this.limiters = limiters;
  }

  when(item: T): number {
    let max = 0;
    for (const limiter of this.limiters) max = Math.max(max, limiter.when(item));
    return max;
  }

  numRequeues(item: T): number {
    let max = 0;
    for (const limiter of this.limiters) max = Math.max(max, limiter.numRequeues(item));
    return max;
  }

  forget(item: T): void {
    for (const limiter of this.limiters) limiter.forget(item);
  }
}

/** Caps another limiter's delays at `maxDelayMs` (client-go's WithMaxWaitRateLimiter). */
export class WithMaxWaitRateLimiter<T = string> implements RateLimiter<T> {
  constructor(
    private readonly limiter: RateLimiter<T>,
    private readonly maxDelayMs: number,
  ) {}

  when(item: T): number {
    return Math.min(this.limiter.when(item), this.maxDelayMs);
  }

  numRequeues(item: T): number {
    return this.limiter.numRequeues(item);
  }

  forget(item: T): void {
    this.limiter.forget(item);
  }
}

/** The defaults of {@link defaultControllerRateLimiter}, as client-go's. */
export const DEFAULT_CONTROLLER_RATE_LIMITS = {
  baseDelayMs: 5,
  maxDelayMs: 1000 * 1000,
  qps: 10,
  burst: 100,
} as const;

export interface DefaultRateLimiterOptions<T> {
  /** Time of the token bucket. Default: the system clock. */
  readonly clock?: Clock;
  readonly identity?: (item: T) => unknown;
}

/**
 * client-go's DefaultTypedControllerRateLimiter: per item, exponential backoff from 5 ms up
 * to 1000 s; overall, a token bucket of 10 qps with a burst of 100 (which only slows retries
 * down when many items fail at once). The answer is the larger of the two.
 */
export function defaultControllerRateLimiter<T = string>(options: DefaultRateLimiterOptions<T> = {}): RateLimiter<T> {
  const d = DEFAULT_CONTROLLER_RATE_LIMITS;
  return new MaxOfRateLimiter<T>(
    new ItemExponentialFailureRateLimiter<T>({ baseDelayMs: d.baseDelayMs, maxDelayMs: d.maxDelayMs, ...(options.identity ? { identity: options.identity } : {}) }),
    new BucketRateLimiter<T>({ qps: d.qps, burst: d.burst, ...(options.clock ? { clock: options.clock } : {}) }),
  );
}

/** client-go's DefaultTypedItemBasedRateLimiter: exponential backoff from 1 ms up to 1000 s. */
export function defaultItemBasedRateLimiter<T = string>(options: Pick<DefaultRateLimiterOptions<T>, 'identity'> = {}): RateLimiter<T> {
  return new ItemExponentialFailureRateLimiter<T>({ baseDelayMs: 1, maxDelayMs: 1000 * 1000, ...(options.identity ? { identity: options.identity } : {}) });
}
