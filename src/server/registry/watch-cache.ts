/**
 * The watch cache of one resource: the decoded current state plus a window of recent
 * change events, fed by a storage watch. The history is bounded three ways: by age
 * (`windowMs`, default 5 minutes), by count (WATCH_HISTORY_MAX_EVENTS, upstream's
 * `defaultUpperBoundCapacity`) and by bytes (WATCH_HISTORY_MAX_BYTES); whichever bound is hit
 * first evicts the oldest events, and a resume before the oldest kept event gets 410. It serves watches (initial
 * synthetic ADDED events, replay from a resourceVersion inside the window, live fan-out)
 * and owns the history window: a watch starting before it gets a 410 ERROR event.
 *
 * Each event's object is serialised at most once and the bytes are shared by every
 * watcher, so fan-out costs a write per watcher, not an encode per watcher.
 *
 * Freshness. The cache is synced to the revision of the last event it applied, or of the last
 * storage progress notification, whichever is newer (`currentRevision()`). The in-process
 * backends notify progress on every commit, so that is their revision whenever no delivery is
 * under way; with etcd the
 * cache's watch stream may trail the store (other servers' writes arrive through it), so a
 * request that needs a revision the cache has not reached waits for it (`waitForFresh`,
 * upstream's waitUntilFreshAndBlock), asking the store for progress. Watchers only ever get
 * events after the revision they subscribed at, so a stream never repeats what the cache had
 * already given them.
 *
 * When the store ends the cache's watch (etcd compacted history the cache still needed, after
 * a long partition), the cache re-reads the state, restarts its history from there and ends
 * every watcher (as upstream's cacher does on re-initialisation): clients resume and, if their
 * revision is now older than the history, get 410 and relist.
 */
import { goOrdered } from '../../codec/go-order.js';
import { compareKeys } from '../storage/key-order.js';
import type { Clock } from '../../meta/clock.js';
import type { KubeObject } from '../../meta/types.js';
import type { KeyValue, Storage, StorageEvent, StorageWatch } from '../storage/storage.js';
import { WATCH_HISTORY_MAX_BYTES, WATCH_HISTORY_MAX_EVENTS } from './limits.js';
import type { ListPredicate } from './predicate.js';

export type CacheEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

/** One change as the cache keeps it. */
export class CacheEvent {
  private json: string | undefined;
  constructor(
    readonly type: CacheEventType,
    readonly revision: number,
    readonly key: string,
    /** New state; for DELETED the last state with resourceVersion = the deletion revision. */
    readonly object: KubeObject,
    /** Previous state (MODIFIED/DELETED), used for selector transitions. */
    readonly prevObject: KubeObject | undefined,
    readonly timeMs: number,
    /** Size charged to the history's byte bound (the stored value's length). */
    readonly bytes: number = 0,
  ) {}

  /** The object's JSON, computed once and shared by every watcher. */
  objectJson(): string {
    return (this.json ??= jsonOf(this.object));
  }
}

/** Cached objects are never mutated, so their JSON can be memoised per object. */
const jsonCache = new WeakMap<object, string>();
export function jsonOf(obj: KubeObject): string {
  let s = jsonCache.get(obj);
  if (s === undefined) {
    // Go's key order (struct declaration order), as every JSON response.
    s = JSON.stringify(goOrdered(obj));
    jsonCache.set(obj, s);
  }
  return s;
}

/** What a watcher receives: a type and an object with its shared JSON. */
export interface DeliveredEvent {
  readonly type: CacheEventType;
  readonly object: KubeObject;
  readonly revision: number;
  objectJson(): string;
}

export interface CacheSubscription {
  stop(): void;
}

export interface SubscribeOptions {
  readonly predicate: ListPredicate;
  /** Deliver synthetic ADDED events for the current state first. */
  readonly initialEvents: boolean;
  /** Without initial events: deliver changes after this revision (must be inside the window). */
  readonly afterRevision?: number;
  /** Called when the cache ends the subscription itself (it re-initialised); not after stop(). */
  readonly onTerminated?: () => void;
}

/** A watch that starts before the cache's history window. */
export class TooOldResourceVersionError extends Error {
  constructor(
    readonly requested: number,
    readonly oldest: number,
  ) {
    super(`too old resource version: ${requested} (${oldest})`);
    this.name = 'TooOldResourceVersionError';
  }
}

/** How often a wait for freshness asks the store for progress again (etcd 3.4 drops requests while a watch catches up). */
const PROGRESS_RETRY_MS = 100;

export interface WatchCacheOptions {
  readonly storage: Storage;
  readonly prefix: string;
  readonly decode: (kv: KeyValue) => KubeObject;
  readonly clock: Clock;
  /** How long events are kept for watches that resume from a resourceVersion. */
  readonly windowMs: number;
  /** Most events kept (default WATCH_HISTORY_MAX_EVENTS). */
  readonly maxEvents?: number;
  /** Most bytes of stored objects kept (default WATCH_HISTORY_MAX_BYTES). */
  readonly maxBytes?: number;
}

/** What the history holds now (for metrics and tests). */
export interface WatchHistoryStats {
  readonly events: number;
  readonly bytes: number;
  /** Oldest revision a watch may resume from; older resumes get 410. */
  readonly oldestResumableRevision: number;
}

type Listener = (event: DeliveredEvent) => void;

interface ListenerEntry {
  readonly predicate: ListPredicate;
  readonly listener: Listener;
  /** Only events after this revision reach the listener (it has everything up to it). */
  readonly after: number;
  readonly onTerminated: (() => void) | undefined;
}

interface FreshnessWaiter {
  /** Resolve once synced to this revision; undefined: once a progress answer requested after the wait began arrives. */
  readonly minRevision: number | undefined;
  /** progressAnswers when the wait began. */
  readonly answersAtStart: number;
  readonly resolve: (fresh: boolean) => void;
}

function withResourceVersion(obj: KubeObject, revision: number): KubeObject {
  return { ...obj, metadata: { ...(obj.metadata ?? {}), resourceVersion: String(revision) } };
}

export class WatchCache {
  private readonly options: WatchCacheOptions;
  private readonly objects = new Map<string, KubeObject>();
  private events: CacheEvent[] = [];
  private head = 0;
  /** Sum of `bytes` of the retained events (head..end). */
  private retainedBytes = 0;
  private readonly maxEvents: number;
  private readonly maxBytes: number;
  /** Every event with revision > historyStart is retained. */
  private historyStart = 0;
  private readonly listeners = new Set<ListenerEntry>();
  private watch: StorageWatch | undefined;
  /** Revision the cache has applied everything up to (events and progress notifications). */
  private synced = 0;
  /** Progress notifications received (a consistent-read wait compares counts). */
  private progressAnswers = 0;
  private waiters: FreshnessWaiter[] = [];
  private stopped = false;

  constructor(options: WatchCacheOptions) {
    this.options = options;
    this.maxEvents = Math.max(1, options.maxEvents ?? WATCH_HISTORY_MAX_EVENTS);
    this.maxBytes = Math.max(0, options.maxBytes ?? WATCH_HISTORY_MAX_BYTES);
  }

  /** Size and start of the retained history (after evicting what is due). */
  historyStats(): WatchHistoryStats {
    this.trim();
    return { events: this.events.length - this.head, bytes: this.retainedBytes, oldestResumableRevision: this.historyStart };
  }

  /**
   * Load the state and follow changes. The cache starts from the oldest revision the store
   * still has (not from the current one), replaying the store's history into its own: after a
   * restart on durable data, watches resume from the resourceVersions the previous server
   * handed out, without a relist, as long as the store kept that history (and the cache's
   * count, byte and time bounds keep the events).
   */
  async start(): Promise<void> {
    const { storage, prefix } = this.options;
    const from = storage.compactedRevision();
    if (from > 0) {
      const list = await storage.list(prefix, { revision: from });
      for (const kv of list.kvs) {
        const obj = this.safeDecode(kv);
        if (obj) this.objects.set(kv.key, obj);
      }
    }
    // Revision 0 is the empty store: everything after it is history.
    this.historyStart = from;
    this.follow(from);
  }

  stop(): void {
    this.stopped = true;
    this.watch?.stop();
    this.listeners.clear();
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
  }

  /** Watch the store from `afterRevision` (the state the cache holds is as of that revision). */
  private follow(afterRevision: number): void {
    this.synced = afterRevision;
    this.watch = this.options.storage.watch(
      this.options.prefix,
      {
        afterRevision,
        onProgress: (revision) => this.onProgress(revision),
        onError: () => void this.reinitialise(),
      },
      (e) => this.onStorageEvent(e),
    );
  }

  /**
   * The store ended the cache's watch (its history is gone): read the state at the latest
   * revision, start the history there, and end every watcher so that clients resume against
   * the new history. Retried on the clock while the store cannot be read.
   */
  private async reinitialise(): Promise<void> {
    if (this.stopped) return;
    this.watch?.stop();
    const { storage, prefix } = this.options;
    let list;
    try {
      list = await storage.list(prefix);
    } catch {
      this.options.clock.setTimer(() => void this.reinitialise(), PROGRESS_RETRY_MS * 10);
      return;
    }
    if (this.stopped) return;
    this.objects.clear();
    for (const kv of list.kvs) {
      const obj = this.safeDecode(kv);
      if (obj) this.objects.set(kv.key, obj);
    }
    this.events = [];
    this.head = 0;
    this.retainedBytes = 0;
    this.historyStart = list.revision;
    const ended = [...this.listeners];
    this.listeners.clear();
    this.follow(list.revision);
    this.wake();
    for (const entry of ended) {
      try {
        entry.onTerminated?.();
      } catch {
        // A watcher's close must not stop the others from closing.
      }
    }
  }

  private onProgress(revision: number): void {
    this.progressAnswers++;
    if (revision > this.synced) this.synced = revision;
    this.wake();
  }

  private wake(): void {
    if (this.waiters.length === 0) return;
    const still: FreshnessWaiter[] = [];
    for (const waiter of this.waiters) {
      const fresh =
        waiter.minRevision === undefined ? this.progressAnswers > waiter.answersAtStart : this.synced >= waiter.minRevision;
      if (fresh) waiter.resolve(true);
      else still.push(waiter);
    }
    this.waiters = still;
  }

  /** Whether the cache has reached `minRevision` (what `waitForFresh` would answer at once). */
  isFresh(minRevision: number): boolean {
    return this.synced >= minRevision;
  }

  /**
   * Wait until the cache is synced to `minRevision`, or (undefined) to every revision the store
   * had committed when this was called (a consistent read). Resolves false after `timeoutMs`.
   * With the in-process stores this resolves at once.
   */
  waitForFresh(minRevision: number | undefined, timeoutMs: number): Promise<boolean> {
    if (minRevision !== undefined && this.synced >= minRevision) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    const answersAtStart = this.progressAnswers;
    this.watch?.requestProgress();
    if (minRevision === undefined ? this.progressAnswers > answersAtStart : this.synced >= minRevision) return Promise.resolve(true);
    const { clock } = this.options;
    return new Promise((resolve) => {
      let settled = false;
      const cancels: Array<() => void> = [];
      const waiter: FreshnessWaiter = {
        minRevision,
        answersAtStart,
        resolve: (fresh) => {
          if (settled) return;
          settled = true;
          for (const cancel of cancels) cancel();
          resolve(fresh);
        },
      };
      const retry = (): void => {
        this.watch?.requestProgress();
        cancels[1] = clock.setTimer(retry, PROGRESS_RETRY_MS);
      };
      cancels[0] = clock.setTimer(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(false);
      }, timeoutMs);
      cancels[1] = clock.setTimer(retry, PROGRESS_RETRY_MS);
      this.waiters.push(waiter);
    });
  }

  /** Oldest revision a watch may resume from. */
  oldestResumableRevision(): number {
    this.trim();
    return this.historyStart;
  }

  /** The current object under a storage key (decoded; callers must not mutate it). */
  get(key: string): KubeObject | undefined {
    return this.objects.get(key);
  }

  /** Current objects (decoded; callers must not mutate them). */
  snapshot(): IterableIterator<KubeObject> {
    return this.objects.values();
  }

  /** Number of watchers registered (apiserver_registered_watchers). */
  get watcherCount(): number {
    return this.listeners.size;
  }

  /**
   * The revision the cache is synced to. The in-process stores report progress on every
   * commit, so with them this is the store's revision (outside a delivery); with etcd it is
   * what the cache's stream has brought so far.
   */
  currentRevision(): number {
    return this.synced;
  }

  get size(): number {
    return this.objects.size;
  }

  private onStorageEvent(e: StorageEvent): void {
    if (e.revision > this.synced) this.synced = e.revision;
    if (this.waiters.length) this.wake();
    let event: CacheEvent;
    const now = this.options.clock.now();
    if (e.type === 'delete') {
      const prev = this.objects.get(e.key) ?? this.safeDecode(e.prevKv ?? e.kv);
      this.objects.delete(e.key);
      if (!prev) return;
      event = new CacheEvent('DELETED', e.revision, e.key, withResourceVersion(prev, e.revision), prev, now, (e.prevKv ?? e.kv).value.byteLength);
    } else {
      const obj = this.safeDecode(e.kv);
      if (!obj) return;
      const prev = this.objects.get(e.key);
      this.objects.set(e.key, obj);
      event = new CacheEvent(e.type === 'create' ? 'ADDED' : 'MODIFIED', e.revision, e.key, obj, prev, now, e.kv.value.byteLength);
    }
    this.events.push(event);
    this.retainedBytes += event.bytes;
    this.trim();
    for (const l of this.listeners) if (event.revision > l.after) this.deliver(l.predicate, l.listener, event);
  }

  /** A corrupt stored value is skipped by watchers (reads report it); never crash the feed. */
  private safeDecode(kv: KeyValue): KubeObject | undefined {
    try {
      return this.options.decode(kv);
    } catch {
      return undefined;
    }
  }

  /**
   * Evict from the oldest end: events older than the window, and more events or bytes than
   * the bounds allow. The history then starts at the last evicted event's revision.
   */
  private trim(): void {
    const cutoff = this.options.clock.now() - this.options.windowMs;
    while (this.head < this.events.length) {
      const oldest = this.events[this.head]!;
      const over = this.events.length - this.head > this.maxEvents || this.retainedBytes > this.maxBytes;
      if (!over && oldest.timeMs > cutoff) break;
      this.dropOldest();
    }
    if (this.head > 1024 && this.head * 2 > this.events.length) {
      this.events = this.events.slice(this.head);
      this.head = 0;
    }
  }

  private dropOldest(): void {
    const e = this.events[this.head]!;
    this.events[this.head] = undefined as unknown as CacheEvent; // release the objects now
    this.head++;
    this.retainedBytes -= e.bytes;
    if (e.revision > this.historyStart) this.historyStart = e.revision;
  }

  /** Forget history up to `revision` (tests use this to force 410s). */
  compactTo(revision: number): void {
    while (this.head < this.events.length && this.events[this.head]!.revision <= revision) this.dropOldest();
    if (revision > this.historyStart) this.historyStart = revision;
  }

  /**
   * Apply selector transitions (cacher semantics): an object that stops matching is sent as
   * DELETED (previous content, new resourceVersion), one that starts matching as ADDED.
   */
  private deliver(predicate: ListPredicate, listener: Listener, event: CacheEvent): void {
    if (predicate.empty) {
      listener(event);
      return;
    }
    const cur = event.type !== 'DELETED' && predicate.matches(event.object);
    const prev = event.prevObject !== undefined && predicate.matches(event.prevObject);
    if (event.type === 'DELETED') {
      if (prev) listener(event);
      return;
    }
    if (cur && (prev || event.type === 'ADDED')) listener(event);
    else if (cur && !prev) listener(synthetic('ADDED', event.object, event.revision));
    else if (!cur && prev) listener(synthetic('DELETED', withResourceVersion(event.prevObject!, event.revision), event.revision));
  }

  /**
   * Subscribe. Initial events (if asked) and replayed history are delivered synchronously
   * before this returns, then live events follow in revision order. Returns the revision
   * the subscription is synced to at return.
   */
  subscribe(opts: SubscribeOptions, listener: Listener): { subscription: CacheSubscription; revision: number } {
    const revision = this.currentRevision();
    if (opts.initialEvents) {
      // Key order (the storage's byte order), like a list of the same state.
      const keys = [...this.objects.keys()].sort(compareKeys);
      for (const key of keys) {
        const obj = this.objects.get(key)!;
        if (opts.predicate.matches(obj)) listener(synthetic('ADDED', obj, Number(obj.metadata?.resourceVersion ?? 0)));
      }
    } else if (opts.afterRevision !== undefined) {
      this.trim();
      if (opts.afterRevision < this.historyStart) throw new TooOldResourceVersionError(opts.afterRevision, this.historyStart);
      for (let i = this.head; i < this.events.length; i++) {
        const e = this.events[i]!;
        if (e.revision > opts.afterRevision) this.deliver(opts.predicate, listener, e);
      }
    }
    const entry: ListenerEntry = {
      predicate: opts.predicate,
      listener,
      after: Math.max(revision, opts.initialEvents ? 0 : (opts.afterRevision ?? 0)),
      onTerminated: opts.onTerminated,
    };
    this.listeners.add(entry);
    return { subscription: { stop: () => this.listeners.delete(entry) }, revision };
  }
}

function synthetic(type: CacheEventType, object: KubeObject, revision: number): DeliveredEvent {
  return { type, object, revision, objectJson: () => jsonOf(object) };
}
