/**
 * Informers: a reflector filling an indexed cache, and notifications of every change to
 * handlers and async iterators (client-go's `SharedIndexInformer`, in TypeScript idiom).
 *
 * What an informer promises:
 *
 * - The cache converges to the server's state and stays there until stopped. The
 *   reflector behind it never gives up (see `reflector.ts`); failures are reported
 *   through `onError` / `on('error')` and retried with backoff. Nothing fails silently.
 * - The cache is updated before the notification of that change is delivered: a handler
 *   reading the lister sees a state at least as new as the event it is handling.
 * - Each handler (and each `events()` iterator) receives notifications in the order the
 *   cache changed, one at a time: an async handler's promise is awaited before its next
 *   notification. Handlers are independent: a slow, throwing or rejecting handler delays
 *   or affects only itself; its failure is reported and the next notification follows.
 * - Exact deltas. After an initial list, a relist (after 410) or a watch-list, a handler
 *   gets `add` for new keys, `update` only for objects whose resourceVersion changed (the
 *   same resourceVersion is the same state and produces nothing), and `delete` for keys
 *   that disappeared, carrying the last known object with `finalStateUnknown: true` (the
 *   deletion was inferred, not observed). Watch DELETED events carry the final state
 *   with `finalStateUnknown: false`. A DELETED for an unknown key is not delivered.
 * - A handler added after objects are cached first receives an `add` for each of them,
 *   then the changes that follow (so it sees every object exactly once as added).
 * - With `resyncPeriodMs`, every cached object is re-delivered periodically as
 *   `update(old === new)` (client-go resync); off by default.
 * - `synced()` resolves once the first complete state is in the cache and its
 *   notifications were delivered to (and, for async handlers, settled by) every handler
 *   registered at that time; it rejects only when the informer is stopped before that.
 * - After `stop()` (or the start signal aborting) no request is made, no handler is
 *   called again (one already running finishes), pending notifications are dropped,
 *   iterators end, and no timer stays scheduled.
 *
 * Ownership: cached objects are shared with every handler, iterator and lister call;
 * treat them as read-only and copy before modifying. The informer keeps the decoded
 * objects as received (after `transform`), without copies.
 */
import { type Clock } from '../../meta/clock.js';
import { type LabelSelector } from '../../meta/label-selector.js';
import type { KubeObject } from '../../meta/types.js';
import type { ListerWatcher } from '../watch-event.js';
import type { BackoffOptions } from './backoff.js';
import { type Indexers, type StoreDelta } from './store.js';
import type { TransformFunc } from './transform.js';
/** One change as delivered: `add`, `update` (with the previous object), or `delete`. */
export type InformerEvent<T> = StoreDelta<T>;
export interface DeleteInfo {
    /** True when the deletion was inferred from a relist (see {@link InformerEvent}). */
    readonly finalStateUnknown: boolean;
}
/**
 * Callbacks for changes. Each may return a promise; the next notification to the same
 * handler waits for it. A throw or rejection is reported as an {@link InformerHandlerError}.
 */
export interface EventHandler<T> {
    onAdd?(obj: T): void | Promise<void>;
    onUpdate?(oldObj: T, newObj: T): void | Promise<void>;
    onDelete?(obj: T, info: DeleteInfo): void | Promise<void>;
}
export type Unsubscribe = () => void;
/** Read access to the cache. Results are new arrays of the shared cached objects. */
export interface Lister<T> {
    /** All cached objects, optionally those whose labels match `selector`. */
    list(selector?: string | LabelSelector): T[];
    /** A namespaced object. */
    get(namespace: string, name: string): T | undefined;
    /** A cluster-scoped object (or a `namespace/name` key). */
    get(name: string): T | undefined;
    /** Objects an indexer mapped to `value`. Throws IndexerError for an unknown index. */
    byIndex(indexName: string, value: string): T[];
    /** Objects in `namespace` (optionally matching `selector`); '' gives the cluster-scoped ones. */
    byNamespace(namespace: string, selector?: string | LabelSelector): T[];
}
export interface EventsOptions {
    /**
     * How far the consumer may fall behind, in notifications, beyond the size of the cache
     * (a relist can legitimately produce one notification per cached object at once).
     * Default 1000. When exceeded the iterator first yields what it holds, then throws an
     * {@link InformerOverflowError}: notifications are never dropped silently.
     */
    readonly bufferSize?: number;
}
export interface Informer<T extends KubeObject> {
    /**
     * Starts listing and watching. Idempotent while running. `signal` stops the informer
     * when it aborts. Throws when the informer was already stopped (informers do not restart).
     */
    start(signal?: AbortSignal): void;
    /** Stops all activity. Idempotent. */
    stop(): void;
    /** See the file comment. The same promise for every call. */
    synced(): Promise<void>;
    /** True once `synced()` has resolved. */
    hasSynced(): boolean;
    on(type: 'add', handler: (obj: T) => void | Promise<void>): Unsubscribe;
    on(type: 'update', handler: (oldObj: T, newObj: T) => void | Promise<void>): Unsubscribe;
    on(type: 'delete', handler: (obj: T, info: DeleteInfo) => void | Promise<void>): Unsubscribe;
    /** Reflector, transform and handler failures. */
    on(type: 'error', handler: (err: Error) => void): Unsubscribe;
    addEventHandler(handler: EventHandler<T>): Unsubscribe;
    /**
     * Notifications as an async iterator, registered at the call (nothing is missed between
     * the call and the first `next()`): first an `add` per object already cached, then every
     * change. Ends when `signal` aborts, the informer stops, or the loop breaks.
     */
    events(signal?: AbortSignal, options?: EventsOptions): AsyncIterableIterator<InformerEvent<T>>;
    lister(): Lister<T>;
    /** resourceVersion of the last list, event or bookmark applied; '' before the first. */
    lastSyncResourceVersion(): string;
}
export interface InformerOptions<T extends KubeObject> {
    readonly listerWatcher: ListerWatcher<T>;
    readonly clock?: Clock;
    /** Uniform in [0, 1); backoff jitter and watch timeouts. Default `Math.random`. */
    readonly random?: () => number;
    /** Re-deliver every cached object as an update this often (ms). Default 0: never. */
    readonly resyncPeriodMs?: number;
    /** Secondary indexes (the `namespace` index is built in). */
    readonly indexers?: Indexers<T>;
    /** Applied to every received object before caching (see `stripManagedFields`). */
    readonly transform?: TransformFunc<T>;
    /** List page size; 0 disables paging. Default 500. */
    readonly pageSize?: number;
    /** Use a streaming watch-list for (re)lists, falling back to list+watch if rejected. */
    readonly useWatchList?: boolean;
    readonly labelSelector?: string;
    readonly fieldSelector?: string;
    /** Receives every failure (also available through `on('error')`). */
    readonly onError?: (err: Error) => void;
    /** Reflector backoff tuning (defaults: client-go's). */
    readonly backoff?: BackoffOptions;
}
/** A handler threw or rejected. `cause` holds what it threw. `code` is stable. */
export declare class InformerHandlerError extends Error {
    readonly code: "ERR_INFORMER_HANDLER";
    readonly eventType: InformerEvent<unknown>['type'];
    readonly object: unknown;
    constructor(event: InformerEvent<unknown>, cause: unknown);
}
/** `synced()` of an informer stopped before it synced. `code` is stable. */
export declare class InformerStoppedError extends Error {
    readonly code: "ERR_INFORMER_STOPPED";
    constructor(message?: string);
}
/** An `events()` consumer fell too far behind. `code` is stable. */
export declare class InformerOverflowError extends Error {
    readonly code: "ERR_INFORMER_OVERFLOW";
    constructor(limit: number);
}
/** Creates an informer. Does no I/O: call `start()`. */
export declare function createInformer<T extends KubeObject>(options: InformerOptions<T>): Informer<T>;
