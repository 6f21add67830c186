/**
 * The reflector keeps a {@link ReflectorStore} equal to the server's state of one
 * collection (client-go's `tools/cache/reflector.go`): list, then watch from the list's
 * resourceVersion, for as long as its AbortSignal has not fired.
 *
 * Guarantees:
 * - It never gives up and never stops on its own. Every failure is reported through
 *   `onError` (as a {@link ReflectorError} saying what happens next) and retried; only the
 *   AbortSignal ends {@link Reflector.run}.
 * - Lists are paged (`limit`, default 500, following `continue`); a continue token that
 *   expires (410) mid-list restarts as one unpaged list, like client-go's pager.
 * - Every list is a consistent read (resourceVersion unset): the initial one and the relist
 *   after 410, never `0` (may be stale) and never the expired version.
 * - Watches ask for bookmarks and resume from the last resourceVersion seen in any event or
 *   bookmark. A watch that ends normally is resumed without relisting. Only 410
 *   (Expired/Gone, as an ERROR event or an ApiError) makes it relist.
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
import { type Clock } from '../../meta/clock.js';
import type { KubeObject } from '../../meta/types.js';
import { type ListerWatcher } from '../watch-event.js';
import { type BackoffOptions } from './backoff.js';
import { type KeyFunc } from './store.js';
import { type TransformFunc } from './transform.js';
/**
 * Where the reflector writes (client-go's `ReflectorStore`). Calls arrive one at a time, in
 * server order; `replace` carries the complete state of the collection.
 */
export interface ReflectorStore<T> {
    /** The complete state at `resourceVersion` (initial list, relist, end of watch-list). */
    replace(items: T[], resourceVersion: string): void;
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
'retry'
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
export declare class ReflectorError extends Error {
    readonly code: "ERR_REFLECTOR";
    readonly op: ReflectorOp;
    readonly next: ReflectorNext;
    /** Delay before the next attempt, ms (0: at once). */
    readonly retryInMs: number;
    constructor(op: ReflectorOp, next: ReflectorNext, retryInMs: number, cause: unknown);
}
/** A watch stream that ended in a way that counts as a failure. `code` is stable. */
export declare class WatchClosedError extends Error {
    readonly code: "ERR_WATCH_CLOSED";
    readonly reason: 'closed-early' | 'before-initial-events-end';
    constructor(reason: 'closed-early' | 'before-initial-events-end', message: string);
}
export interface ReflectorOptions<T extends KubeObject> {
    readonly listerWatcher: ListerWatcher<T>;
    readonly store: ReflectorStore<T>;
    readonly clock?: Clock;
    /** Uniform in [0, 1); jitter and watch timeouts. Default `Math.random`. */
    readonly random?: () => number;
    /** List page size; 0 lists in one request. Default 500. */
    readonly pageSize?: number;
    /** Start with a streaming watch-list instead of list. Default false. */
    readonly useWatchList?: boolean;
    readonly labelSelector?: string;
    readonly fieldSelector?: string;
    /** Applied to every received object before it reaches the store. */
    readonly transform?: TransformFunc<T>;
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
}
export declare const DEFAULT_PAGE_SIZE = 500;
/** See the file comment for the guarantees. One reflector runs at most once at a time. */
export declare class Reflector<T extends KubeObject> {
    private readonly lw;
    private readonly store;
    private readonly clock;
    private readonly random;
    private readonly pageSize;
    private readonly labelSelector;
    private readonly fieldSelector;
    private readonly transform;
    private readonly keyFunc;
    private readonly minWatchTimeoutSeconds;
    private readonly shortWatchMs;
    private readonly reportError;
    private readonly backoff;
    private lastRV;
    private needList;
    private watchList;
    private watchListIncomplete;
    private running;
    constructor(options: ReflectorOptions<T>);
    /** The resourceVersion of the last list, event or bookmark applied; '' before the first. */
    lastSyncResourceVersion(): string;
    /** Whether the next (re)list will be a watch-list (false after a fallback). */
    isUsingWatchList(): boolean;
    /**
     * List and watch until `signal` aborts; then resolves. Never rejects. Throws synchronously
     * (rejects) only when already running.
     */
    run(signal: AbortSignal): Promise<void>;
    /** One list-or-watch round; returns the delay before the next round. */
    private step;
    /** Paged consistent list, then replace. False when aborted midway. */
    private listAndReplace;
    private collect;
    private watchFromLastRV;
    /** A watch ended without error: resume at once, unless it was short and made no progress. */
    private watchEnded;
    private watchListAndWatch;
    /** Applies one watch event to the store; throws an ApiError for ERROR events. */
    private applyEvent;
    private reportUnknownEvent;
    private apply;
    /** Records a failure, reports it, and returns the delay before the next attempt. */
    private fail;
    private watchTimeoutSeconds;
    private addSelectors;
}
