/**
 * Tracks when each storage revision was committed, so that:
 * - requests naming a revision the store has not reached can wait briefly for it
 *   ("too large resource version": wait, then 504 with Retry-After);
 * - history older than the retention window is compacted, which is what makes old
 *   continue tokens and Exact lists expire with 410 (tokens live `retentionMs`).
 * Subscribes to every key of the storage; storage delivery order is commit order.
 */
import type { Clock } from '../../meta/clock.js';
import type { Storage, StorageWatch } from '../storage/storage.js';

export interface RevisionTrackerOptions {
  readonly storage: Storage;
  readonly clock: Clock;
  /** How long committed history stays readable (continue tokens, Exact lists). */
  readonly retentionMs: number;
  /** How often to compact (default: a tenth of the retention, at least 1 s). */
  readonly compactIntervalMs?: number;
}

interface Waiter {
  readonly revision: number;
  readonly resolve: () => void;
}

export class RevisionTracker {
  private readonly storage: Storage;
  private readonly clock: Clock;
  private readonly retentionMs: number;
  private readonly compactIntervalMs: number;
  /**
   * Commit times in revision order, pruned as history is compacted: `revisions[i]` is the last
   * revision committed at `times[i]` (clock ms), for i >= `head`. Commits in the same
   * millisecond share one entry, and the two arrays hold plain numbers (no pair array and boxed
   * time per commit): this list grows with every write for the whole retention window, and
   * fresh memory is costly (docs/performance.md, "Updates: round s23"). Compaction only needs
   * the last revision committed at or before a cutoff, which the merged entries still give.
   */
  private revisions: number[] = [];
  private times: number[] = [];
  private head = 0;
  private waiters: Waiter[] = [];
  private watch: StorageWatch | undefined;
  private cancelTimer: (() => void) | undefined;
  private stopped = false;

  constructor(options: RevisionTrackerOptions) {
    this.storage = options.storage;
    this.clock = options.clock;
    this.retentionMs = options.retentionMs;
    this.compactIntervalMs = options.compactIntervalMs ?? Math.max(1000, Math.floor(options.retentionMs / 10));
  }

  start(): void {
    this.follow();
    this.schedule();
  }

  /**
   * Watch every commit from now on. If the store ends the watch (etcd compacted past it after
   * a long disconnect), follow again from the store's current revision: the commit times
   * missed meanwhile are only needed to compact, and another server's compactor covers them.
   */
  private follow(): void {
    this.watch = this.storage.watch(
      '',
      {
        afterRevision: this.storage.currentRevision(),
        onError: () => {
          if (!this.stopped) this.follow();
        },
      },
      (event) => {
        this.record(event.revision, this.clock.now());
        if (this.waiters.length) this.wake(event.revision);
      },
    );
  }

  stop(): void {
    this.stopped = true;
    this.watch?.stop();
    this.cancelTimer?.();
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }

  private schedule(): void {
    if (this.stopped) return;
    this.cancelTimer = this.clock.setTimer(() => {
      this.compactExpired();
      this.schedule();
    }, this.compactIntervalMs);
  }

  private wake(revision: number): void {
    const still: Waiter[] = [];
    for (const w of this.waiters) (w.revision <= revision ? w.resolve() : still.push(w));
    this.waiters = still;
  }

  /**
   * Resolve true once the storage has reached `revision`, or false after `timeoutMs`.
   */
  waitFor(revision: number, timeoutMs: number): Promise<boolean> {
    if (this.storage.currentRevision() >= revision) return Promise.resolve(true);
    if (this.stopped || timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      let settled = false;
      const cancel = this.clock.setTimer(() => {
        if (settled) return;
        settled = true;
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      const waiter: Waiter = {
        revision,
        resolve: () => {
          if (settled) return;
          settled = true;
          cancel();
          resolve(this.storage.currentRevision() >= revision);
        },
      };
      this.waiters.push(waiter);
    });
  }

  private record(revision: number, timeMs: number): void {
    const last = this.times.length - 1;
    if (last >= this.head && this.times[last] === timeMs) this.revisions[last] = revision;
    else {
      this.revisions.push(revision);
      this.times.push(timeMs);
    }
  }

  /** Forget entries before `head` once they are at least as many as the kept ones (amortised O(1)). */
  private dropTo(head: number): void {
    this.head = head;
    if (head * 2 >= this.times.length) {
      this.revisions = this.revisions.slice(head);
      this.times = this.times.slice(head);
      this.head = 0;
    }
  }

  /** Compact history committed before the retention window. Returns the compacted revision. */
  compactExpired(): number {
    const cutoff = this.clock.now() - this.retentionMs;
    let target = 0;
    let i = this.head;
    // Keep the newest expired revision's successor readable: compacting at revision R keeps
    // reads at R and later possible, so compact at the last revision committed before the cutoff.
    while (i < this.times.length && this.times[i]! <= cutoff) {
      target = this.revisions[i]!;
      i++;
    }
    if (i > this.head) this.dropTo(i);
    if (target > this.storage.compactedRevision()) this.storage.compact(target);
    return this.storage.compactedRevision();
  }

  currentRevision(): number {
    return this.storage.currentRevision();
  }

  /** Compact everything up to `revision` now (tests use this to force 410s). */
  compactTo(revision: number): void {
    let i = this.head;
    while (i < this.revisions.length && this.revisions[i]! <= revision) i++;
    if (i > this.head) this.dropTo(i);
    if (revision > this.storage.compactedRevision()) this.storage.compact(revision);
  }
}
