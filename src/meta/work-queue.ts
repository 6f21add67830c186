/**
 * A typed, rate-limited work queue with client-go's semantics (`util/workqueue`: queue.go,
 * delaying_queue.go, rate_limiting_queue.go), in TypeScript idiom.
 *
 * What the queue promises:
 *
 * - Fair: keys are handed out in the order they were added (first add wins the place; a key
 *   added again while it waits keeps its place).
 * - Stingy: a key added several times before a worker takes it is handed out once
 *   ("dirty" set). Keys are compared by value: strings and numbers as themselves, other keys
 *   through `identity` (e.g. `(k) => k.namespace + '/' + k.name`); without it, objects
 *   compare by reference.
 * - Never concurrently: a key handed out by `get()` is "processing" until `done(key)`. Adding
 *   it meanwhile marks it dirty but does not hand it to another worker; `done` puts it back at
 *   the end of the queue, so it is processed again, once, after the current processing ends.
 * - Every `add` accepted before shutdown is followed by one hand-out of that key that starts
 *   after the add, as long as workers keep calling `get()` and `done()` (see shutdown below).
 * - Delays: `addAfter(key, ms)` adds the key once `ms` have passed on the injected clock;
 *   a key waiting already keeps the sooner of its two times. `addRateLimited` asks the rate
 *   limiter for the delay (it counts a failure); `forget` resets that count, `numRequeues`
 *   reads it. `forget` does not replace `done`: a worker calls `done` for every key it got.
 * - Shutdown: after `shutDown()` or `shutDownWithDrain()` every add (immediate, delayed or
 *   rate-limited) is ignored and delayed keys not yet due are dropped (no timer stays
 *   scheduled). As in client-go, keys already queued are still handed out; `get()` answers
 *   `{ shutdown: true }` once the queue is empty, and pending `get()`s resolve that way at
 *   once. A worker that must stop right away simply stops calling `get()`.
 *   `shutDownWithDrain()` resolves when nothing is queued and nothing is processing, i.e. when
 *   the workers have finished everything (workers must call `done` for every key, or it waits
 *   forever); a later `shutDown()` stops that wait.
 *
 * Ownership: the queue holds keys, not objects; it neither copies nor inspects them beyond
 * `identity`. One queue is meant to be shared by every worker of a controller and by the
 * event handlers that feed it. Everything is synchronous except the wait inside `get()`.
 */
import { systemClock, type Clock } from './clock.js';
import { defaultControllerRateLimiter, type RateLimiter } from './rate-limiter.js';

/** What `get()` resolves with: the next key, or the end of the queue. */
export type QueueItem<T> = { readonly key: T; readonly shutdown: false } | { readonly key?: undefined; readonly shutdown: true };

/** client-go's `TypedInterface`: the plain queue. */
export interface Queue<T> {
  /** Marks `key` as needing processing. Ignored after shutdown. */
  add(key: T): void;
  /** Keys waiting to be handed out (not those processing or delayed); informational only. */
  len(): number;
  /**
   * The next key, waiting for one when the queue is empty; `{ shutdown: true }` once the
   * queue is shut down and empty. The caller owns the key until it calls `done(key)`. When
   * `signal` aborts first, the promise rejects with its reason and no key is taken.
   */
  get(signal?: AbortSignal): Promise<QueueItem<T>>;
  /** Ends the processing of `key`; re-queues it when it was added meanwhile. */
  done(key: T): void;
  /** Ignore new keys; hand out what is queued, then `{ shutdown: true }`. Idempotent. */
  shutDown(): void;
  /** As `shutDown`, and resolves once every queued and processing key is done. */
  shutDownWithDrain(): Promise<void>;
  shuttingDown(): boolean;
}

/** client-go's `TypedDelayingInterface`. */
export interface DelayingQueue<T> extends Queue<T> {
  /** Adds `key` after `ms` milliseconds on the queue's clock (at once when `ms <= 0`). */
  addAfter(key: T, ms: number): void;
}

/** client-go's `TypedRateLimitingInterface`. */
export interface RateLimitingQueue<T> extends DelayingQueue<T> {
  /** Adds `key` after the delay the rate limiter answers (which counts one more failure). */
  addRateLimited(key: T): void;
  /** Stops tracking `key`'s failures in the rate limiter. Does not replace `done`. */
  forget(key: T): void;
  /** Failures of `key` counted by the rate limiter since it was last forgotten. */
  numRequeues(key: T): number;
}

export interface WorkQueueOptions<T> {
  /** Time of delayed adds and of the default rate limiter's token bucket. Default: system clock. */
  readonly clock?: Clock;
  /** Default: {@link defaultControllerRateLimiter} on the same clock and identity. */
  readonly rateLimiter?: RateLimiter<T>;
  /**
   * Maps a key to the value it is deduplicated by (a string or number). Default: the key
   * itself, which is right for string and number keys.
   */
  readonly identity?: (key: T) => unknown;
}

interface Waiter<T> {
  resolve(item: QueueItem<T>): void;
  /** Removes the abort listener. */
  release(): void;
}

interface Delayed<T> {
  readonly id: unknown;
  readonly key: T;
  readonly readyAt: number;
  /** Insertion order: equal times are added in the order they were asked for. */
  readonly seq: number;
}

const SHUTDOWN: QueueItem<never> = Object.freeze({ shutdown: true });

/** A rate-limited, delaying work queue (see the file comment for what it promises). */
export class WorkQueue<T = string> implements RateLimitingQueue<T> {
  private readonly clock: Clock;
  private readonly rateLimiter: RateLimiter<T>;
  private readonly identity: (key: T) => unknown;

  // FIFO of keys to hand out: `items[head..]`. Every queued key is dirty and not processing.
  private items: T[] = [];
  private head = 0;
  /** Keys that need processing (queued, or re-added while processing), by identity. */
  private readonly dirty = new Map<unknown, T>();
  /** Keys handed out and not yet done, by identity. */
  private readonly processing = new Map<unknown, T>();
  private readonly waiters: Waiter<T>[] = [];
  private shutdownFlag = false;
  private drainWaiters: Array<() => void> = [];
  private idleWaiters: Array<() => void> = [];

  // Delayed adds: a binary min-heap on (readyAt, seq) and the live entry per key; an entry
  // replaced by a sooner one stays in the heap and is skipped when it comes up.
  private readonly heap: Delayed<T>[] = [];
  private readonly waiting = new Map<unknown, Delayed<T>>();
  private seq = 0;
  private timerCancel: (() => void) | undefined;
  private timerDue = Infinity;

  constructor(options: WorkQueueOptions<T> = {}) {
    this.clock = options.clock ?? systemClock;
    this.identity = options.identity ?? ((key) => key);
    this.rateLimiter =
      options.rateLimiter ??
      defaultControllerRateLimiter<T>({ clock: this.clock, ...(options.identity ? { identity: options.identity } : {}) });
  }

  add(key: T): void {
    if (this.shutdownFlag) return;
    const id = this.identity(key);
    if (this.dirty.has(id)) return;
    this.dirty.set(id, key);
    // Processing: `done` queues it again, so no second worker can get it meanwhile.
    if (this.processing.has(id)) return;
    this.items.push(key);
    this.dispatch();
  }

  len(): number {
    return this.items.length - this.head;
  }

  get(signal?: AbortSignal): Promise<QueueItem<T>> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.len() > 0) return Promise.resolve(this.take());
    if (this.shutdownFlag) return Promise.resolve(SHUTDOWN);
    return new Promise<QueueItem<T>>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        reject(signal!.reason);
      };
      const waiter: Waiter<T> = { resolve, release: () => signal?.removeEventListener('abort', onAbort) };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  done(key: T): void {
    const id = this.identity(key);
    if (!this.processing.delete(id)) return;
    if (this.dirty.has(id)) {
      this.items.push(this.dirty.get(id) as T);
      this.dispatch();
    }
    this.checkDrained();
  }

  shutDown(): void {
    this.beginShutdown();
    // A later shutDown stops a drain's wait (as client-go's).
    const waiting = this.drainWaiters;
    this.drainWaiters = [];
    for (const resolve of waiting) resolve();
  }

  shutDownWithDrain(): Promise<void> {
    this.beginShutdown();
    if (this.drained()) return Promise.resolve();
    return new Promise<void>((resolve) => this.drainWaiters.push(resolve));
  }

  shuttingDown(): boolean {
    return this.shutdownFlag;
  }

  /**
   * Resolves once nothing is queued and nothing is processing, without shutting down (delayed
   * keys do not count: only the clock releases them). For tests and for owners that wait for a
   * quiet controller.
   */
  idle(): Promise<void> {
    if (this.drained()) return Promise.resolve();
    return new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Keys handed out by `get()` and not yet `done`. */
  processingCount(): number {
    return this.processing.size;
  }

  addAfter(key: T, ms: number): void {
    if (this.shutdownFlag) return;
    if (!(ms > 0)) {
      this.add(key);
      return;
    }
    const id = this.identity(key);
    const readyAt = this.clock.now() + ms;
    const existing = this.waiting.get(id);
    // Already waiting: only a sooner time changes anything.
    if (existing && existing.readyAt <= readyAt) return;
    const entry: Delayed<T> = { id, key, readyAt, seq: this.seq++ };
    this.waiting.set(id, entry);
    this.heapPush(entry);
    this.arm();
  }

  addRateLimited(key: T): void {
    this.addAfter(key, this.rateLimiter.when(key));
  }

  forget(key: T): void {
    this.rateLimiter.forget(key);
  }

  numRequeues(key: T): number {
    return this.rateLimiter.numRequeues(key);
  }

  /** Moves the head of the queue to processing. The caller checked `len() > 0`. */
  private take(): QueueItem<T> {
    const key = this.items[this.head] as T;
    this.items[this.head] = undefined as T; // let the key be collected
    this.head++;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    const id = this.identity(key);
    this.processing.set(id, key);
    this.dirty.delete(id);
    return { key, shutdown: false };
  }

  /** Hands queued keys to waiting `get()`s, oldest waiter first. */
  private dispatch(): void {
    while (this.waiters.length > 0 && this.len() > 0) {
      const waiter = this.waiters.shift()!;
      waiter.release();
      waiter.resolve(this.take());
    }
  }

  private beginShutdown(): void {
    this.shutdownFlag = true;
    this.timerCancel?.();
    this.timerCancel = undefined;
    this.timerDue = Infinity;
    this.heap.length = 0;
    this.waiting.clear();
    // Waiters exist only while the queue is empty: they get the end at once.
    const waiters = this.waiters.splice(0);
    for (const w of waiters) {
      w.release();
      w.resolve(SHUTDOWN);
    }
  }

  private drained(): boolean {
    return this.processing.size === 0 && this.len() === 0;
  }

  private checkDrained(): void {
    if ((this.drainWaiters.length === 0 && this.idleWaiters.length === 0) || !this.drained()) return;
    const waiting = [...this.drainWaiters, ...this.idleWaiters];
    this.drainWaiters = [];
    this.idleWaiters = [];
    for (const resolve of waiting) resolve();
  }

  /** Keeps one timer on the clock, due when the soonest live delayed entry is. */
  private arm(minDelayMs = 0): void {
    this.dropStaleHead();
    const next = this.heap[0];
    if (!next) {
      this.timerCancel?.();
      this.timerCancel = undefined;
      this.timerDue = Infinity;
      return;
    }
    if (this.timerCancel && this.timerDue <= next.readyAt) return;
    this.timerCancel?.();
    this.timerDue = next.readyAt;
    this.timerCancel = this.clock.setTimer(() => this.fire(), Math.max(minDelayMs, next.readyAt - this.clock.now()));
  }

  private fire(): void {
    this.timerCancel = undefined;
    this.timerDue = Infinity;
    if (this.shutdownFlag) return;
    const now = this.clock.now();
    for (;;) {
      this.dropStaleHead();
      const next = this.heap[0];
      if (!next || next.readyAt > now) break;
      this.heapPop();
      this.waiting.delete(next.id);
      this.add(next.key);
    }
    // A timer that fired early (real clocks round) is armed again for the rest, at least
    // 1 ms so that a clock firing early every time cannot spin.
    this.arm(1);
  }

  private dropStaleHead(): void {
    while (this.heap.length > 0 && this.waiting.get(this.heap[0]!.id) !== this.heap[0]) this.heapPop();
  }

  private heapPush(entry: Delayed<T>): void {
    const h = this.heap;
    h.push(entry);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private heapPop(): void {
    const h = this.heap;
    const last = h.pop()!;
    if (h.length === 0) return;
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
  }
}

function before(a: Delayed<unknown>, b: Delayed<unknown>): boolean {
  return a.readyAt < b.readyAt || (a.readyAt === b.readyAt && a.seq < b.seq);
}
