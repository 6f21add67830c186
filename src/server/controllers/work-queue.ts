/**
 * A work queue for server-side controllers, with client-go's workqueue guarantees (the same
 * pattern as the SDK's controller toolkit; the server keeps its own copy because src/server never
 * imports src/client):
 * - a key is queued at most once however often it is added ("dirty" set);
 * - a key is processed by one worker at a time: added while it is being processed, it is queued
 *   again when that processing is done, never run concurrently;
 * - `addAfter` adds once the delay has passed on the injected clock; of several pending delays
 *   for one key the earliest wins (client-go's delaying queue).
 *
 * `run(process)` drives one worker: keys in FIFO order, one `process` at a time, each awaited.
 * `idle()` resolves once nothing is queued or processing (pending delays do not count: they
 * are future work that only the clock can release).
 */
import type { Clock } from '../../meta/clock.js';

export class WorkQueue<K extends string = string> {
  private readonly clock: Clock;
  private readonly queue: K[] = [];
  private readonly dirty = new Set<K>();
  private readonly processing = new Set<K>();
  private readonly delayed = new Map<K, { readonly due: number; readonly cancel: () => void }>();
  private wakeWorker: (() => void) | undefined;
  private idleWaiters: Array<() => void> = [];
  private shutDown = false;

  constructor(options: { clock: Clock }) {
    this.clock = options.clock;
  }

  /** Queue a key (no-op when it is already queued, or after shutDown). */
  add(key: K): void {
    if (this.shutDown || this.dirty.has(key)) return;
    this.dirty.add(key);
    if (this.processing.has(key)) return;
    this.queue.push(key);
    this.wake();
  }

  /** Queue a key once `ms` have passed on the clock; `ms <= 0` adds now. */
  addAfter(key: K, ms: number): void {
    if (this.shutDown) return;
    if (ms <= 0) {
      this.add(key);
      return;
    }
    const due = this.clock.now() + ms;
    const pending = this.delayed.get(key);
    if (pending && pending.due <= due) return;
    pending?.cancel();
    const cancel = this.clock.setTimer(() => {
      if (this.delayed.get(key)?.cancel !== cancel) return;
      this.delayed.delete(key);
      this.add(key);
    }, ms);
    this.delayed.set(key, { due, cancel });
  }

  /** Keys queued or being processed. */
  get length(): number {
    return this.queue.length + this.processing.size;
  }

  /** Resolves when nothing is queued or being processed. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.processing.size === 0;
  }

  /** Stop: pending delays are cancelled, queued keys dropped, the worker loop ends. Idempotent. */
  shutdown(): void {
    this.shutDown = true;
    for (const d of this.delayed.values()) d.cancel();
    this.delayed.clear();
    this.queue.length = 0;
    this.dirty.clear();
    this.wake();
    this.notifyIdle();
  }

  /**
   * One worker: takes keys in order and awaits `process` for each. A throw is handed to
   * `onError`; the key is then done like any other (retrying is the caller's decision,
   * through addAfter). Resolves after shutdown.
   */
  async run(process: (key: K) => Promise<void>, onError: (err: unknown, key: K) => void): Promise<void> {
    for (;;) {
      const key = await this.next();
      if (key === undefined) return;
      try {
        await process(key);
      } catch (err) {
        onError(err, key);
      } finally {
        this.done(key);
      }
    }
  }

  private async next(): Promise<K | undefined> {
    while (this.queue.length === 0) {
      if (this.shutDown) return undefined;
      await new Promise<void>((resolve) => (this.wakeWorker = resolve));
      this.wakeWorker = undefined;
    }
    if (this.shutDown) return undefined;
    const key = this.queue.shift()!;
    this.processing.add(key);
    this.dirty.delete(key);
    return key;
  }

  private done(key: K): void {
    this.processing.delete(key);
    // Added again while being processed: now it may run again.
    if (this.dirty.has(key) && !this.shutDown) {
      this.queue.push(key);
      this.wake();
    }
    this.notifyIdle();
  }

  private wake(): void {
    this.wakeWorker?.();
  }

  private notifyIdle(): void {
    if (!this.isIdle() && !this.shutDown) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
