/**
 * Delivery of committed storage events to watchers, shared by the backends that commit in
 * this process (memory, SQLite).
 *
 * Guarantees:
 * - Each watcher receives its events in revision order, once each: a replay queued when it
 *   registers, then every later event published for its prefix.
 * - Delivery is synchronous inside `publish`/`add`. If a listener writes to the store, the
 *   nested write's event is queued and delivered after the event being delivered (no
 *   listener is re-entered).
 * - A listener that throws is caught and ignored: the write that triggered it has committed,
 *   other listeners still receive the event, and the throwing listener keeps receiving later
 *   events (listeners must not throw; this keeps one faulty consumer from breaking others).
 * - Progress: a watcher with `onProgress` is told of every commit that does not concern it
 *   (another prefix), and `requestProgress` is answered with the store's current revision;
 *   either way once the watcher's queue is empty, so an answer never runs ahead of an
 *   undelivered event, and at once when nothing is queued and no delivery is under way.
 */
import type { StorageEvent, StorageWatch, WatchOptions } from './storage.js';

interface Watcher {
  readonly prefix: string;
  /** Only events with a revision above this are delivered. */
  readonly afterRevision: number;
  readonly listener: (event: StorageEvent) => void;
  readonly onProgress: ((revision: number) => void) | undefined;
  /** A progress answer owed once the queue drains (-1: none). */
  progressOwed: number;
  /**
   * Events committed but not yet handed to the listener: `queue[head..tail)`, `head` the next
   * one. Delivered slots are cleared, and a drained queue starts again at 0 in the same array:
   * truncating it (`length = 0`) dropped its backing store, so every commit allocated a new one
   * for each watcher of its key (about 300 B of an update's garbage). A drained queue larger
   * than QUEUE_KEEP_SLOTS (a long replay) is replaced by an empty one.
   */
  queue: (StorageEvent | undefined)[];
  head: number;
  tail: number;
  stopped: boolean;
}

/** Slots a drained queue keeps for reuse (see Watcher.queue). */
const QUEUE_KEEP_SLOTS = 1024;

export class WatchHub {
  private readonly watchers = new Set<Watcher>();
  /** The store's latest committed revision (what a progress answer reports). */
  private readonly currentRevision: () => number;
  /** True while handing queued events to listeners (guards against re-entrant delivery). */
  private delivering = false;

  constructor(currentRevision: () => number) {
    this.currentRevision = currentRevision;
  }

  /**
   * Register a watcher whose history after `afterRevision` is `replay` (already filtered
   * to its prefix, in revision order); live events follow without gaps or duplicates as
   * long as the caller publishes every commit after building `replay`.
   */
  add(prefix: string, opts: WatchOptions, replay: StorageEvent[], listener: (event: StorageEvent) => void): StorageWatch {
    const watcher: Watcher = {
      prefix,
      afterRevision: opts.afterRevision,
      listener,
      onProgress: opts.onProgress,
      progressOwed: -1,
      queue: replay,
      head: 0,
      tail: replay.length,
      stopped: false,
    };
    this.watchers.add(watcher);
    // Delivers the replay now, or, when called from inside a listener, right after it returns.
    this.deliver();
    return {
      requestProgress: () => {
        if (watcher.stopped || watcher.onProgress === undefined) return;
        watcher.progressOwed = this.currentRevision();
        this.deliver();
      },
      stop: () => {
        if (watcher.stopped) return;
        watcher.stopped = true;
        watcher.queue = [];
        watcher.head = 0;
        watcher.tail = 0;
        this.watchers.delete(watcher);
      },
    };
  }

  /** Queue a committed event for every watcher of its key and deliver. */
  publish(event: StorageEvent): void {
    for (const watcher of this.watchers) {
      if (event.revision > watcher.afterRevision && event.key.startsWith(watcher.prefix)) {
        if (watcher.tail < watcher.queue.length) watcher.queue[watcher.tail] = event;
        else watcher.queue.push(event);
        watcher.tail++;
      } else if (watcher.onProgress !== undefined) {
        // Not this watcher's key: it is nevertheless up to date with this revision.
        watcher.progressOwed = event.revision;
      }
    }
    this.deliver();
  }

  /** Stop every watcher (the store closed). */
  stopAll(): void {
    for (const watcher of this.watchers) {
      watcher.stopped = true;
      watcher.queue = [];
      watcher.head = 0;
      watcher.tail = 0;
    }
    this.watchers.clear();
  }

  /**
   * Hand queued events to listeners. Not re-entrant: a call made while delivering (a
   * listener wrote, or started a watch) returns at once and the outer loop picks up what
   * it queued, so each watcher's events stay in revision order.
   */
  private deliver(): void {
    if (this.delivering) return;
    this.delivering = true;
    try {
      let progressed = true;
      while (progressed) {
        progressed = false;
        // Set iteration visits watchers added during the loop and skips removed ones.
        for (const watcher of this.watchers) {
          while (!watcher.stopped && watcher.head < watcher.tail) {
            const event = watcher.queue[watcher.head]!;
            watcher.queue[watcher.head] = undefined;
            watcher.head++;
            progressed = true;
            try {
              watcher.listener(event);
            } catch {
              // Deliberately ignored: see the class comment.
            }
          }
          if (watcher.head > 0 && watcher.head === watcher.tail) {
            if (watcher.queue.length > QUEUE_KEEP_SLOTS) watcher.queue = [];
            watcher.head = 0;
            watcher.tail = 0;
          }
          if (!watcher.stopped && watcher.progressOwed >= 0 && watcher.head === watcher.tail) {
            const revision = watcher.progressOwed;
            watcher.progressOwed = -1;
            progressed = true;
            try {
              watcher.onProgress?.(revision);
            } catch {
              // Deliberately ignored, as for listeners.
            }
          }
        }
      }
    } finally {
      this.delivering = false;
    }
  }
}
