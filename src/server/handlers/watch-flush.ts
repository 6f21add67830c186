/**
 * Batched writing of live watch events.
 *
 * Each write to a watcher's socket is a system call, and on loopback the kernel also does the
 * receiving side's work in it: ~10 µs per call on the reference machine. With 1,000 watchers
 * and one write per event, a single Node thread spends ~10 ms per change on system calls alone,
 * so it cannot fan out 100 changes a second. Writing every event the moment it happens gives
 * each event its own call; writing a watcher's waiting events together gives one call per
 * watcher per round (Node corks a response's writes within one tick into one writev).
 *
 * The flusher decides when a round runs. It is adaptive, so an idle server adds no delay:
 * - the first round after a quiet period runs at once (setImmediate: after the write that
 *   produced the events has returned);
 * - after a round that took `d` ms (its JavaScript and the system calls of its writes), the next
 *   one waits until `d` ms have passed, at most `maxDelayMs`: a server never spends more than
 *   about half its time writing watch output, and events that arrive meanwhile share the calls.
 *
 * A round with few watchers takes microseconds, so the wait only grows when the fan-out is
 * heavy. This is a scheduling detail, not a protocol one: chunk boundaries carry no meaning
 * in a watch stream, and events keep their order per watcher (the handler queues them).
 * It uses real time (not the injected clock): it must never depend on a test advancing time.
 */

/** When the next round of flushes may run and how to wait for it. */
export interface FlushTimers {
  now(): number;
  /** Run `fn` after the current macrotask (and its process.nextTick queue). */
  immediate(fn: () => void): void;
  /** Run `fn` after `ms` (≥ 1). Returns a cancel function. */
  after(fn: () => void, ms: number): () => void;
  /** Run `fn` once the process.nextTick queue queued so far has run (the corked writes). */
  afterTicks(fn: () => void): void;
}

const realTimers: FlushTimers = {
  now: () => performance.now(),
  immediate: (fn) => void setImmediate(fn),
  after: (fn, ms) => {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
  afterTicks: (fn) => process.nextTick(fn),
};

/** Default upper bound of the wait between two rounds (ms). */
export const WATCH_FLUSH_MAX_DELAY_MS = 20;

export class WatchFlusher {
  private queue: Array<() => void> = [];
  private armed = false;
  private cancelTimer: (() => void) | undefined;
  /** Earliest time (timers.now()) at which the next round may start. */
  private nextAt = 0;

  constructor(
    /** Upper bound of the wait between rounds; 0 writes every event at once (no batching). */
    readonly maxDelayMs: number = WATCH_FLUSH_MAX_DELAY_MS,
    private readonly timers: FlushTimers = realTimers,
  ) {}

  /** False when events are to be written at once (maxDelayMs 0). */
  get batching(): boolean {
    return this.maxDelayMs > 0;
  }

  /** Call `flush` in the next round. The caller calls this at most once per round per watcher. */
  schedule(flush: () => void): void {
    this.queue.push(flush);
    if (this.armed) return;
    this.armed = true;
    const wait = this.nextAt - this.timers.now();
    if (wait < 1) this.timers.immediate(this.run);
    else this.cancelTimer = this.timers.after(this.run, wait);
  }

  /** Runs every waiting flush now, with no timer left behind (server shutdown). */
  flushNow(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.armed = false;
    this.runQueue();
  }

  private readonly run = (): void => {
    this.armed = false;
    this.cancelTimer = undefined;
    const start = this.timers.now();
    this.runQueue();
    // The writes of this round are corked until the ticks queued so far run; the round's cost
    // is known after them.
    this.timers.afterTicks(() => {
      const end = this.timers.now();
      this.nextAt = end + Math.min(end - start, this.maxDelayMs);
    });
  };

  private runQueue(): void {
    const batch = this.queue;
    this.queue = [];
    for (const flush of batch) {
      // A flush ends its own watch when writing fails (handlers/watch.ts); catching here only
      // keeps one watcher's failure from stalling every other watcher of the round.
      try {
        flush();
      } catch {
        // nothing more to do: the failing watcher is its handler's to close
      }
    }
  }
}
