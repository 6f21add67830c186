/**
 * The reflector keeps a {@link ReflectorStore} equal to the server's state of one
 * collection (client-go's `tools/cache/reflector.go`): list, then watch from the list's
 * resourceVersion, for as long as its AbortSignal has not fired.
 *
 * Guarantees:
 * - It never gives up and never stops on its own. Every failure is reported through
 *   `onError` (as a {@link ReflectorError} saying what happens next) and retried; only the
 *   AbortSignal ends {@link Reflector.run}.
 * - Lists are paged (`limit`, default 1,000, following `continue`); a continue token that
 *   expires (410) mid-list restarts as one unpaged list, like client-go's pager.
 * - Every list is a consistent read (resourceVersion unset): the initial one and the relist
 *   after 410, never `0` (may be stale) and never the expired version.
 * - Watches ask for bookmarks and resume from the last resourceVersion seen in any event or
 *   bookmark. A watch that ends normally is resumed without relisting. Only 410
 *   (Expired/Gone, as an ERROR event or an ApiError) and 504 "Too large resource version"
 *   (cause ResourceVersionTooLarge: the server has not reached our resourceVersion, e.g. it
 *   restarted with an empty store) make it relist (client-go: isExpiredError and
 *   isTooLargeResourceVersionError set isLastSyncResourceVersionUnavailable); the relist is a
 *   consistent read, so objects the server no longer has are deleted from the store.
 * - Request rate is bounded by an exponential backoff with jitter (800ms doubling to 30s,
 *   jitter 1.0) applied to every failure, including a relist after 410 and a watch that
 *   closes within a second without any progress; the backoff resets only after an
 *   unbroken healthy watch period (default 60s). A server that fails forever sees at most
 *   about one request per 30-60s after the first minute.
 * - WatchList mode (`useWatchList`): a watch with sendInitialEvents streams the state;
 *   events are accumulated aside and swapped into the store at once on the BOOKMARK
 *   annotated `cluster.io/initial-events-end: "true"`, then the same stream continues as a
 *   normal watch. If the server rejects the request (400/403/405/422, e.g. the WatchList
 *   feature gate is off), or three streams in a row end before the initial-events-end
 *   bookmark (a server that ignores sendInitialEvents), the reflector switches to
 *   list+watch for good.
 * - Each request carries the AbortSignal; after it fires the store is never touched again
 *   and no timer stays scheduled.
 *
 * All timing goes through the injected Clock and randomness through `random`.
 */
import { systemClock, type Clock } from '../../meta/clock.js';
import {
  ApiError,
  isBadRequest,
  isForbidden,
  isInvalid,
  isMethodNotAllowed,
  isResourceExpired,
  type ApiErrorWithReason,
} from '../../meta/status.js';
import type { KubeList, KubeObject } from '../../meta/types.js';
import {
  INITIAL_EVENTS_END_ANNOTATION,
  isBatchedWatch,
  WATCH_BATCHES,
  type ListRequestOptions,
  type ListerWatcher,
  type WatchEvent,
  type WatchRequestOptions,
} from '../watch-event.js';
import { Backoff, sleep, type BackoffOptions } from './backoff.js';
import { objectKey, type KeyFunc } from './store.js';
import { applyTransform, compactTypeMeta, type TransformFunc } from './transform.js';
import { prefetchingPages } from '../pager.js';
import { STRINGS_SHARED, type WireFormat } from '../client-wire.js';

/**
 * Where the reflector writes (client-go's `ReflectorStore`). Calls arrive one at a time, in
 * server order; `replace` carries the complete state of the collection.
 */
export interface ReflectorStore<T, L = T> {
  /**
   * The complete state at `resourceVersion` (initial list, relist, end of watch-list): the
   * items as {@link collectItem} turned them (the objects themselves without it).
   */
  replace(items: L[], resourceVersion: string): void;
  /**
   * Optional: turns each list or watch-list item (after transform and interning) into what
   * `replace` receives, as soon as it is collected. A store that keeps something smaller than
   * the object (the informer's compact cache) converts here, so that a large list's decoded
   * objects die young, page by page, instead of all living until `replace`.
   */
  collectItem?(obj: T): L;
  /** Watch ADDED. */
  add(obj: T): void;
  /** Watch MODIFIED. */
  update(obj: T): void;
  /** Watch DELETED; `obj` is the final state. */
  delete(obj: T): void;
}

/** The request that failed. */
export type ReflectorOp = 'list' | 'watch' | 'watch-list' | 'store';

/** What the reflector does after a failure. */
export type ReflectorNext =
  /** the same request again after `retryInMs` */
  | 'retry'
  /** a new consistent list (or watch-list) after `retryInMs` */
  | 'relist'
  /** a watch from the last resourceVersion after `retryInMs` */
  | 'rewatch'
  /** watch-list is not available: list+watch from now on, at once */
  | 'fallback-to-list'
  /** the event was skipped, the watch goes on */
  | 'continue';

/**
 * A reflector failure as reported to `onError`. `cause` holds the underlying error (an
 * `ApiError` for server answers; branch on it with the status predicates). `code` is stable.
 */
export class ReflectorError extends Error {
  readonly code = 'ERR_REFLECTOR' as const;
  readonly op: ReflectorOp;
  readonly next: ReflectorNext;
  /** Delay before the next attempt, ms (0: at once). */
  readonly retryInMs: number;

  constructor(op: ReflectorOp, next: ReflectorNext, retryInMs: number, cause: unknown) {
    const msg = cause instanceof Error ? cause.message : String(cause);
    super(`${op} failed: ${msg} (next: ${next}${retryInMs > 0 ? ` in ${Math.round(retryInMs)}ms` : ''})`, { cause });
    this.name = 'ReflectorError';
    this.op = op;
    this.next = next;
    this.retryInMs = retryInMs;
  }
}

/** A watch stream that ended in a way that counts as a failure. `code` is stable. */
export class WatchClosedError extends Error {
  readonly code = 'ERR_WATCH_CLOSED' as const;
  readonly reason: 'closed-early' | 'before-initial-events-end';

  constructor(reason: 'closed-early' | 'before-initial-events-end', message: string) {
    super(message);
    this.name = 'WatchClosedError';
    this.reason = reason;
  }
}

export interface ReflectorOptions<T extends KubeObject, L = T> {
  readonly listerWatcher: ListerWatcher<T>;
  readonly store: ReflectorStore<T, L>;
  readonly clock?: Clock;
  /** Uniform in [0, 1); jitter and watch timeouts. Default `Math.random`. */
  readonly random?: () => number;
  /** List page size; 0 lists in one request. Default 1,000 (see DEFAULT_PAGE_SIZE). */
  readonly pageSize?: number;
  /**
   * Format asked for the lists (initial and relists; JSON stays the fallback, so servers
   * without it answer JSON). Default: the lister's own (the client's `wireFormat`).
   */
  readonly listWireFormat?: WireFormat;
  /**
   * Format asked for the watches (and watch-lists; JSON stays the fallback). Watches are
   * always decoded read-only (the events' objects go to the cache): protobuf events share
   * frozen FieldsV1 sets and their strings, and skip the interning walk like protobuf list
   * items. Default: the lister's own (the client's `wireFormat`).
   */
  readonly watchWireFormat?: WireFormat;
  /** Start with a streaming watch-list instead of list. Default false. */
  readonly useWatchList?: boolean;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  /** Applied to every received object before it reaches the store. */
  readonly transform?: TransformFunc<T>;
  /**
   * String interning, applied after `transform` to every received object except the items of
   * lists and watch batches whose decoder already shared their strings (marked STRINGS_SHARED:
   * protobuf lists and read-only protobuf watches), where walking every object again costs time and saves nothing (those items still get
   * `compactTypeMeta`, which the interning step applies to list items).
   */
  readonly intern?: TransformFunc<T>;
  /** Key of the objects, for the watch-list accumulator. Default `namespace/name`. */
  readonly keyFunc?: KeyFunc<T>;
  readonly backoff?: BackoffOptions;
  /**
   * Each watch asks the server to end it after `min * (1 + random())` seconds, so a stream
   * that hangs silently is replaced (client-go: 5 minutes). Default 300.
   */
  readonly minWatchTimeoutSeconds?: number;
  /**
   * A watch that ends normally sooner than this without moving the resourceVersion is a
   * failure (backoff). Default 1000ms.
   */
  readonly shortWatchMs?: number;
  /** Failures; never thrown. */
  readonly onError?: (err: Error) => void;
  /**
   * Ask watches to share decoded FieldsV1 trees between objects (WatchRequestOptions
   * `shareFieldsV1`): only when nothing modifies received objects' managedFields trees in
   * place (the transform). Default false.
   */
  readonly shareFieldsV1?: boolean;
  /**
   * Ask lists and watches to leave `metadata.managedFields` out while decoding (protobuf;
   * ListRequestOptions / WatchRequestOptions `dropManagedFields`): only when the transform
   * drops it anyway (`stripManagedFields`), which still runs for the formats that keep it.
   * Default false.
   */
  readonly dropManagedFields?: boolean;
}

/**
 * client-go's pager uses 500. With the next page requested before this one is decoded, 1,000
 * measured better for a 50,000-object initial sync in protobuf (side by side, 7 runs each:
 * wall 1,250 vs 1,621 ms median, server CPU 210 vs 280 ms, client CPU 1,263 vs 1,353 ms;
 * 2,000 was no better than 1,000), at twice the bytes per response (~0.8 MB of protobuf for
 * LeaseCandidates with managedFields).
 */
export const DEFAULT_PAGE_SIZE = 1000;
const WATCH_LIST_INCOMPLETE_LIMIT = 3;

const ABORTED: unique symbol = Symbol('aborted');

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** See the file comment for the guarantees. One reflector runs at most once at a time. */
export class Reflector<T extends KubeObject, L = T> {
  private readonly lw: ListerWatcher<T>;
  private readonly store: ReflectorStore<T, L>;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly pageSize: number;
  private readonly listWireFormat: WireFormat | undefined;
  private readonly watchWireFormat: WireFormat | undefined;
  private readonly labelSelector: string | undefined;
  private readonly fieldSelector: string | undefined;
  private readonly transform: TransformFunc<T> | undefined;
  private readonly intern: TransformFunc<T> | undefined;
  private readonly keyFunc: KeyFunc<T>;
  private readonly minWatchTimeoutSeconds: number;
  private readonly shortWatchMs: number;
  private readonly reportError: (err: Error) => void;
  private readonly backoff: Backoff;
  private readonly shareFieldsV1: boolean;
  private readonly dropManagedFields: boolean;

  private lastRV = '';
  private needList = true;
  private watchList: boolean;
  private watchListIncomplete = 0;
  private running = false;

  constructor(options: ReflectorOptions<T, L>) {
    this.lw = options.listerWatcher;
    this.store = options.store;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.listWireFormat = options.listWireFormat;
    this.watchWireFormat = options.watchWireFormat;
    this.labelSelector = options.labelSelector || undefined;
    this.fieldSelector = options.fieldSelector || undefined;
    this.transform = options.transform;
    this.intern = options.intern;
    this.keyFunc = options.keyFunc ?? objectKey;
    this.minWatchTimeoutSeconds = options.minWatchTimeoutSeconds ?? 300;
    this.shortWatchMs = options.shortWatchMs ?? 1000;
    this.watchList = options.useWatchList ?? false;
    this.shareFieldsV1 = options.shareFieldsV1 === true;
    this.dropManagedFields = options.dropManagedFields === true;
    const onError = options.onError;
    this.reportError = (err) => {
      try {
        onError?.(err);
      } catch {
        // An error callback that throws must not take the reflector down.
      }
    };
    this.backoff = new Backoff(options.backoff ?? {}, { clock: this.clock, random: this.random });
  }

  /** The resourceVersion of the last list, event or bookmark applied; '' before the first. */
  lastSyncResourceVersion(): string {
    return this.lastRV;
  }

  /** Whether the next (re)list will be a watch-list (false after a fallback). */
  isUsingWatchList(): boolean {
    return this.watchList;
  }

  /**
   * List and watch until `signal` aborts; then resolves. Never rejects. Throws synchronously
   * (rejects) only when already running.
   */
  async run(signal: AbortSignal): Promise<void> {
    if (this.running) throw new Error('reflector is already running');
    this.running = true;
    try {
      while (!signal.aborted) {
        let delay = 0;
        try {
          delay = await this.step(signal);
        } catch (err) {
          // step() handles request failures itself; this is a bug guard so the loop lives on.
          if (signal.aborted) break;
          delay = this.fail('store', err);
        }
        if (delay > 0 && !signal.aborted) await sleep(this.clock, delay, signal);
      }
    } finally {
      this.running = false;
    }
  }

  /** One list-or-watch round; returns the delay before the next round. */
  private async step(signal: AbortSignal): Promise<number> {
    if (this.needList) {
      if (this.watchList) return this.watchListAndWatch(signal);
      try {
        const done = await this.listAndReplace(signal);
        if (!done) return 0; // aborted
      } catch (err) {
        if (signal.aborted) return 0;
        return this.fail('list', err);
      }
      this.needList = false;
    }
    return this.watchFromLastRV(signal);
  }

  /**
   * Paged consistent list, then replace. False when aborted midway. The next page is asked
   * for while this one is decoded and collected (prefetchingPages).
   */
  private async listAndReplace(signal: AbortSignal): Promise<boolean> {
    const items: L[] = [];
    let rv = '';
    let cont: string | undefined;
    const opts: Mutable<ListRequestOptions> = this.listOptions(signal);
    if (this.pageSize > 0) opts.limit = this.pageSize;
    const pages = prefetchingPages(this.lw, opts);
    try {
      for (;;) {
        let next: IteratorResult<KubeList<T>> | typeof ABORTED;
        try {
          next = await raceAbort(pages.next(), signal);
        } catch (err) {
          if (cont === undefined || !isResourceExpired(err) || signal.aborted) throw err;
          // The continue token outlived the server's history: the pages read so far cannot be
          // completed consistently. Start over as one unpaged list (client-go's pager does
          // the same: FullListIfExpired).
          items.length = 0;
          const full = this.listOptions(signal);
          const page = await raceAbort(this.lw.list(full), signal);
          if (page === ABORTED) return false;
          this.collect(page, items);
          rv = page.metadata?.resourceVersion ?? '';
          break;
        }
        if (next === ABORTED) return false;
        if (next.done) break;
        const page = next.value;
        this.collect(page, items);
        rv = page.metadata?.resourceVersion ?? rv;
        cont = page.metadata?.continue || undefined;
      }
    } finally {
      // Cancels a page requested ahead (abort, error); a finished iteration has none.
      pages.return(undefined).catch(() => undefined);
    }
    if (signal.aborted) return false;
    this.store.replace(items, rv);
    this.lastRV = rv;
    return true;
  }

  /**
   * Options of every list request: selectors, the list format, and `readOnly` (the items go
   * to the cache, whose objects are read-only: the decoder may share frozen FieldsV1 sets
   * between them instead of copying each).
   */
  private listOptions(signal: AbortSignal): Mutable<ListRequestOptions> {
    const opts: Mutable<ListRequestOptions> = { signal, readOnly: true };
    if (this.listWireFormat !== undefined) opts.wireFormat = this.listWireFormat;
    if (this.dropManagedFields) opts.dropManagedFields = true;
    this.addSelectors(opts);
    return opts;
  }

  private collect(page: KubeList<T>, into: L[]): void {
    const interned = (page as { [STRINGS_SHARED]?: unknown })[STRINGS_SHARED] === true;
    for (const item of page.items ?? []) into.push(this.collected(this.apply(item, interned)));
  }

  /** What `replace` gets for a list item (store.collectItem; without it, L is T). */
  private collected(obj: T): L {
    return this.store.collectItem ? this.store.collectItem(obj) : (obj as unknown as L);
  }

  private async watchFromLastRV(signal: AbortSignal): Promise<number> {
    const opts: Mutable<WatchRequestOptions> = {
      resourceVersion: this.lastRV,
      allowWatchBookmarks: true,
      timeoutSeconds: this.watchTimeoutSeconds(),
      signal,
    };
    this.addWatchOptions(opts);
    const start = this.clock.now();
    const startRV = this.lastRV;
    this.backoff.connected();
    try {
      await consume(this.lw.watch(opts), signal, (ev, shared) => this.applyEvent(ev, shared));
    } catch (err) {
      if (signal.aborted) return 0;
      return this.fail('watch', err);
    }
    if (signal.aborted) return 0;
    return this.watchEnded(start, startRV);
  }

  /** A watch ended without error: resume at once, unless it was short and made no progress. */
  private watchEnded(since: number, rvAtStart: string): number {
    const lasted = this.clock.now() - since;
    if (this.lastRV === rvAtStart && lasted < this.shortWatchMs) {
      // A server (or proxy) that closes every watch at once (or after repeating the same
      // bookmark) would otherwise be hit in a tight loop (client-go: "very short watch").
      return this.fail(
        'watch',
        new WatchClosedError('closed-early', `watch closed after ${lasted}ms without progress`),
      );
    }
    this.backoff.healthy();
    return 0;
  }

  private async watchListAndWatch(signal: AbortSignal): Promise<number> {
    const opts: Mutable<WatchRequestOptions> = {
      sendInitialEvents: true,
      resourceVersionMatch: 'NotOlderThan',
      allowWatchBookmarks: true,
      timeoutSeconds: this.watchTimeoutSeconds(),
      signal,
    };
    this.addWatchOptions(opts);
    // The initial events go aside and replace the store in one step at the end bookmark,
    // so readers never see a half-loaded (or, on relist, half-stale) cache.
    let pending: Map<string, L> | undefined = new Map();
    let syncedAt = 0;
    let syncedRV = '';
    try {
      await consume(this.lw.watch(opts), signal, (ev, shared) => {
        if (pending === undefined) {
          this.applyEvent(ev, shared);
          return;
        }
        switch (ev.type) {
          case 'ERROR':
            throw new ApiError(ev.object);
          case 'BOOKMARK': {
            if (ev.object.metadata?.annotations?.[INITIAL_EVENTS_END_ANNOTATION] !== 'true') return;
            const rv = ev.object.metadata?.resourceVersion ?? '';
            this.store.replace(Array.from(pending.values()), rv);
            pending = undefined;
            this.lastRV = rv;
            this.needList = false;
            this.watchListIncomplete = 0;
            syncedAt = this.clock.now();
            syncedRV = rv;
            this.backoff.connected();
            return;
          }
          case 'ADDED':
          case 'MODIFIED':
          case 'DELETED': {
            const obj = this.apply(ev.object, shared);
            let key: string;
            try {
              key = this.keyFunc(obj);
            } catch (err) {
              this.reportError(new ReflectorError('watch-list', 'continue', 0, err));
              return;
            }
            if (ev.type === 'DELETED') pending.delete(key);
            else pending.set(key, this.collected(obj));
            return;
          }
          default:
            this.reportUnknownEvent(ev);
        }
      });
    } catch (err) {
      if (signal.aborted) return 0;
      if (pending !== undefined && isWatchListRejection(err)) {
        this.watchList = false;
        this.reportError(new ReflectorError('watch-list', 'fallback-to-list', 0, err));
        return 0;
      }
      return this.fail(pending !== undefined ? 'watch-list' : 'watch', err);
    }
    if (signal.aborted) return 0;
    if (pending !== undefined) {
      this.watchListIncomplete++;
      const cause = new WatchClosedError(
        'before-initial-events-end',
        `watch-list stream ended before the ${INITIAL_EVENTS_END_ANNOTATION} bookmark`,
      );
      if (this.watchListIncomplete >= WATCH_LIST_INCOMPLETE_LIMIT) {
        // The server apparently ignores sendInitialEvents: stop asking.
        this.watchList = false;
        this.reportError(new ReflectorError('watch-list', 'fallback-to-list', 0, cause));
        return 0;
      }
      return this.fail('watch-list', cause);
    }
    return this.watchEnded(syncedAt, syncedRV);
  }

  /**
   * Options of every watch request beyond the versions: selectors, the watch format, FieldsV1
   * sharing for JSON lines, and `readOnly` (the objects go to the cache).
   */
  private addWatchOptions(opts: Mutable<WatchRequestOptions>): void {
    this.addSelectors(opts);
    opts.readOnly = true;
    if (this.watchWireFormat !== undefined) opts.wireFormat = this.watchWireFormat;
    if (this.shareFieldsV1) opts.shareFieldsV1 = true;
    if (this.dropManagedFields) opts.dropManagedFields = true;
  }

  /**
   * Applies one watch event to the store; throws an ApiError for ERROR events. `shared`: the
   * event came in a batch marked STRINGS_SHARED (no interning walk).
   */
  private applyEvent(ev: WatchEvent<T>, shared = false): void {
    switch (ev.type) {
      case 'ERROR':
        throw new ApiError(ev.object);
      case 'BOOKMARK':
        break;
      case 'ADDED':
      case 'MODIFIED':
      case 'DELETED': {
        const obj = this.apply(ev.object, shared);
        try {
          if (ev.type === 'ADDED') this.store.add(obj);
          else if (ev.type === 'MODIFIED') this.store.update(obj);
          else this.store.delete(obj);
        } catch (err) {
          // One object the store cannot take (no name) must not end the watch.
          this.reportError(new ReflectorError('store', 'continue', 0, err));
        }
        break;
      }
      default:
        this.reportUnknownEvent(ev);
        return;
    }
    // Every event and bookmark moves the resume point (client-go does the same).
    const rv = (ev.object as KubeObject | undefined)?.metadata?.resourceVersion;
    if (rv) this.lastRV = rv;
  }

  private reportUnknownEvent(ev: unknown): void {
    const type = (ev as { type?: unknown } | undefined)?.type;
    this.reportError(new ReflectorError('watch', 'continue', 0, new Error(`unknown watch event type ${JSON.stringify(type)}`)));
  }

  private apply(obj: T, interned = false): T {
    const out = applyTransform(this.transform, obj, this.reportError);
    if (this.intern === undefined) return out;
    // Items of a list whose decoder shared their strings skip the interning walk but still get
    // the in-object apiVersion/kind (in wire key order) the interning step gives list items.
    return interned ? compactTypeMeta(out) : applyTransform(this.intern, out, this.reportError);
  }

  /** Records a failure, reports it, and returns the delay before the next attempt. */
  private fail(op: ReflectorOp, err: unknown): number {
    let next: ReflectorNext;
    if (isResourceExpired(err) || isTooLargeResourceVersion(err)) {
      // The resume point is gone from the server's history, or the server has not reached it
      // (it lost its state); only a fresh consistent list (or watch-list) restores a correct cache.
      this.needList = true;
      next = 'relist';
    } else if (op === 'list' || op === 'watch-list') {
      next = 'retry';
    } else {
      // The version we hold is still valid: resume the watch, no relist needed.
      next = this.needList ? 'relist' : 'rewatch';
    }
    const retryAfter = err instanceof ApiError ? (err.retryAfterSeconds ?? 0) * 1000 : 0;
    const delay = this.backoff.failed(retryAfter);
    this.reportError(new ReflectorError(op, next, delay, err));
    return delay;
  }

  private watchTimeoutSeconds(): number {
    return Math.floor(this.minWatchTimeoutSeconds * (1 + this.random()));
  }

  private addSelectors(opts: { labelSelector?: string; fieldSelector?: string }): void {
    if (this.labelSelector !== undefined) opts.labelSelector = this.labelSelector;
    if (this.fieldSelector !== undefined) opts.fieldSelector = this.fieldSelector;
  }
}

/**
 * client-go `apierrors.IsTooLargeResourceVersion`: a Timeout whose causes include
 * ResourceVersionTooLarge (the server has not reached the requested resourceVersion).
 */
export function isTooLargeResourceVersion(err: unknown): err is ApiErrorWithReason<'Timeout'> {
  if (!(err instanceof ApiError) || err.reason !== 'Timeout') return false;
  return err.causes.some((c) => c.reason === 'ResourceVersionTooLarge');
}

/** The server refused a watch-list request: the feature is off or not allowed. */
function isWatchListRejection(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return (
    isInvalid(err) ||
    isBadRequest(err) ||
    isForbidden(err) ||
    isMethodNotAllowed(err) ||
    [400, 403, 405, 422].includes(err.statusCode)
  );
}

/** Resolves with the promise's value, or ABORTED as soon as `signal` fires. */
async function raceAbort<V>(promise: Promise<V>, signal: AbortSignal): Promise<V | typeof ABORTED> {
  if (signal.aborted) {
    promise.catch(() => {});
    return ABORTED;
  }
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<typeof ABORTED>((resolve) => {
    onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    // A request that fails after we stopped waiting must not become an unhandled rejection.
    promise.catch(() => {});
  }
}

/**
 * The events of `iterable` in batches: its own ({@link WATCH_BATCHES}, e.g. the events of
 * one received chunk) when it offers them, else one event per batch.
 */
function batchesOf<E>(iterable: AsyncIterable<E>): AsyncIterator<readonly E[]> {
  if (isBatchedWatch(iterable)) return iterable[WATCH_BATCHES]();
  const it = iterable[Symbol.asyncIterator]();
  const one = (r: IteratorResult<E>): IteratorResult<readonly E[]> => (r.done ? { done: true, value: undefined } : { done: false, value: [r.value] });
  return {
    next: () => it.next().then(one),
    ...(typeof it.return === 'function' ? { return: () => it.return!().then(one) } : {}),
  };
}

/**
 * Feeds each element of `iterable` to `onItem`, synchronously a batch at a time, until it
 * ends, throws, or `signal` fires (checked before every element: an `onItem` that stops the
 * informer is the last one called). Does not rely on the iterator honouring the signal: a
 * stream that ignores it is abandoned (and `return()`ed) anyway. `stringsShared`: the element's
 * batch is marked STRINGS_SHARED by the wire.
 */
async function consume<E>(iterable: AsyncIterable<E>, signal: AbortSignal, onItem: (item: E, stringsShared: boolean) => void): Promise<void> {
  if (signal.aborted) return;
  const it = batchesOf(iterable);
  let finished = false;
  // One abort listener per stream that wakes whichever next() is pending. (A Promise.race
  // against one long-lived promise would leak a reaction per batch; a listener per batch
  // costs more than the batch.)
  let wake: ((v: typeof ABORTED) => void) | undefined;
  const onAbort = () => wake?.(ABORTED);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      // An abort between two batches found no waiter to wake: check before waiting again.
      if (signal.aborted) return;
      const next = it.next();
      const r = await new Promise<IteratorResult<readonly E[]> | typeof ABORTED>((resolve, reject) => {
        wake = resolve;
        next.then(resolve, reject);
      });
      wake = undefined;
      if (r === ABORTED) {
        // A next() that fails after we stopped waiting must not become an unhandled rejection.
        next.catch(() => {});
        return;
      }
      if (r.done) {
        finished = true;
        return;
      }
      const batch = r.value;
      const shared = (batch as { [STRINGS_SHARED]?: unknown })[STRINGS_SHARED] === true;
      for (let i = 0; i < batch.length; i++) {
        if (signal.aborted) return;
        onItem(batch[i] as E, shared);
      }
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    if (!finished && typeof it.return === 'function') {
      // Closes the stream (the transport releases the connection); not awaited because a
      // generator blocked in next() only returns once that next() settles.
      try {
        Promise.resolve(it.return()).catch(() => {});
      } catch {
        // ignore
      }
    }
  }
}
