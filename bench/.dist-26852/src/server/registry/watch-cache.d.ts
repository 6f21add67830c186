/**
 * The watch cache of one resource: the decoded current state plus a window of recent
 * change events (default 5 minutes), fed by a storage watch. It serves watches (initial
 * synthetic ADDED events, replay from a resourceVersion inside the window, live fan-out)
 * and owns the history window: a watch starting before it gets a 410 ERROR event.
 *
 * Each event's object is serialised at most once and the bytes are shared by every
 * watcher, so fan-out costs a write per watcher, not an encode per watcher.
 */
import type { Clock } from '../../meta/clock.js';
import type { KubeObject } from '../../meta/types.js';
import type { KeyValue, Storage } from '../storage/storage.js';
import type { ListPredicate } from './predicate.js';
export type CacheEventType = 'ADDED' | 'MODIFIED' | 'DELETED';
/** One change as the cache keeps it. */
export declare class CacheEvent {
    readonly type: CacheEventType;
    readonly revision: number;
    readonly key: string;
    /** New state; for DELETED the last state with resourceVersion = the deletion revision. */
    readonly object: KubeObject;
    /** Previous state (MODIFIED/DELETED), used for selector transitions. */
    readonly prevObject: KubeObject | undefined;
    readonly timeMs: number;
    private json;
    constructor(type: CacheEventType, revision: number, key: string, 
    /** New state; for DELETED the last state with resourceVersion = the deletion revision. */
    object: KubeObject, 
    /** Previous state (MODIFIED/DELETED), used for selector transitions. */
    prevObject: KubeObject | undefined, timeMs: number);
    /** The object's JSON, computed once and shared by every watcher. */
    objectJson(): string;
}
export declare function jsonOf(obj: KubeObject): string;
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
}
/** A watch that starts before the cache's history window. */
export declare class TooOldResourceVersionError extends Error {
    readonly requested: number;
    readonly oldest: number;
    constructor(requested: number, oldest: number);
}
export interface WatchCacheOptions {
    readonly storage: Storage;
    readonly prefix: string;
    readonly decode: (kv: KeyValue) => KubeObject;
    readonly clock: Clock;
    /** How long events are kept for watches that resume from a resourceVersion. */
    readonly windowMs: number;
}
type Listener = (event: DeliveredEvent) => void;
export declare class WatchCache {
    private readonly options;
    private readonly objects;
    private events;
    private head;
    /** Every event with revision > historyStart is retained. */
    private historyStart;
    private readonly listeners;
    private watch;
    constructor(options: WatchCacheOptions);
    /** Load the current state and follow changes. */
    start(): Promise<void>;
    stop(): void;
    /** Oldest revision a watch may resume from. */
    oldestResumableRevision(): number;
    /** Current objects (decoded; callers must not mutate them). */
    snapshot(): IterableIterator<KubeObject>;
    /** Number of watchers registered (apiserver_registered_watchers). */
    get watcherCount(): number;
    /** The revision the cache is synced to (storage delivers events synchronously). */
    currentRevision(): number;
    get size(): number;
    private onStorageEvent;
    /** A corrupt stored value is skipped by watchers (reads report it); never crash the feed. */
    private safeDecode;
    /** Drop events older than the window; the history then starts at the last dropped one. */
    private trim;
    /** Forget history up to `revision` (tests use this to force 410s). */
    compactTo(revision: number): void;
    /**
     * Apply selector transitions (cacher semantics): an object that stops matching is sent as
     * DELETED (previous content, new resourceVersion), one that starts matching as ADDED.
     */
    private deliver;
    /**
     * Subscribe. Initial events (if asked) and replayed history are delivered synchronously
     * before this returns, then live events follow in revision order. Returns the revision
     * the subscription is synced to at return.
     */
    subscribe(opts: SubscribeOptions, listener: Listener): {
        subscription: CacheSubscription;
        revision: number;
    };
}
export {};
