/**
 * The in-memory Storage backend: the embedded default, and the reference the conformance
 * suite (test/server/storage/conformance.ts) is checked against.
 *
 * Layout:
 * - `current`: key -> latest KeyValue, plus `keys`, the live keys kept sorted (binary-search
 *   insert and remove), so a list at the latest revision costs O(log n + limit).
 * - `log`: one StorageEvent per revision in (compactedRevision, currentRevision], in revision
 *   order. It is both the watch history and the MVCC undo log: the state at an older
 *   revision r is the current state with every change newer than r undone (a change's
 *   `prevKv` is the key's value just before it; a create undoes to "absent").
 *
 * Guarantees beyond the Storage contract:
 * - Commit order is call order. Every method does all its work synchronously before its
 *   promise settles (no await inside), so of two calls made one after the other (even
 *   without awaiting the first) the first one commits first.
 * - Watch events are delivered synchronously, inside the committing call, before its
 *   promise settles. If a listener writes to the store, the nested write commits at once but
 *   its event is queued and delivered after the event being delivered, so every watcher
 *   still sees its events in revision order, once each, and no listener is re-entered.
 * - A listener that throws is caught and the error ignored: the write that triggered it has
 *   committed and still succeeds, other listeners still receive the event, and the throwing
 *   listener keeps receiving later events. Listeners must not throw (contract); this only
 *   keeps one faulty consumer from breaking the store for everyone else.
 * - Returned KeyValue and StorageEvent objects are frozen and shared: the same objects are
 *   returned to every reader and watcher. Their `value` arrays are the store's own copies
 *   (every write copies its input) and are READ-ONLY: a typed array cannot be frozen, and
 *   copying on every read would tax the hot list/watch paths, so mutating a returned
 *   `value` is a caller bug that corrupts what other readers see.
 * - `compact(revision)` with a revision at or below compactedRevision() is a no-op (so
 *   callers may compact repeatedly); above currentRevision() it throws FutureRevision.
 * - Error revisions: KeyExists carries the existing key's modRevision; KeyNotFound and
 *   FutureRevision carry currentRevision(); Closed carries the revision at close.
 * - Invalid arguments (a revision, limit or afterRevision that is not a non-negative
 *   integer, a value that is not a Uint8Array) are programming errors: RangeError/TypeError.
 */
import { type KeyValue, type ListOptions, type ListResult, type Storage, type StorageEvent, type StorageWatch, type WatchOptions } from './storage.js';
export interface MemoryStorageOptions {
    /**
     * Keep at most this many log entries (revisions of history): after each commit that
     * exceeds it, the store compacts to `currentRevision() - historyLimit`. Unset: history
     * is kept until `compact()` is called (the server's watch cache owns the window).
     */
    readonly historyLimit?: number;
}
export declare class MemoryStorage implements Storage {
    private readonly historyLimit;
    private readonly current;
    /** Keys of `current`, sorted by code unit order (JavaScript's `<` on strings). */
    private readonly keys;
    private revision;
    private compacted;
    /**
     * The event of revision r (compacted < r <= revision) is `log[logHead + r - compacted - 1]`.
     * Entries before `logHead` are compacted away; they are sliced off once they are at least
     * as many as the live ones, so compaction is amortised O(1) per dropped revision.
     */
    private log;
    private logHead;
    private readonly watchers;
    /** True while handing queued events to listeners (guards against re-entrant delivery). */
    private delivering;
    private closed;
    constructor(options?: MemoryStorageOptions);
    currentRevision(): number;
    compactedRevision(): number;
    get(key: string, opts?: {
        revision?: number;
    }): Promise<KeyValue | undefined>;
    list(prefix: string, opts?: ListOptions): Promise<ListResult>;
    create(key: string, value: Uint8Array): Promise<KeyValue>;
    update(key: string, value: Uint8Array, opts?: {
        expectedModRevision?: number;
    }): Promise<KeyValue>;
    delete(key: string, opts?: {
        expectedModRevision?: number;
    }): Promise<KeyValue>;
    watch(prefix: string, opts: WatchOptions, listener: (event: StorageEvent) => void): StorageWatch;
    compact(revision: number): void;
    /** Idempotent. Stops every watch; every later call except close() fails with Closed. */
    close(): Promise<void>;
    /**
     * Test hook: store arbitrary bytes under `key` (for example an undecodable object) as a
     * create or an unconditional update, with a new revision and a watch event like any write.
     */
    putRawForTest(key: string, bytes: Uint8Array): KeyValue;
    /** The live entry of `key`, checked against an optional modRevision precondition. */
    private existing;
    /** Create (prev undefined) or update `key` with already-copied bytes. */
    private put;
    /** Record an applied change: advance the revision, log it, queue and deliver its event. */
    private commit;
    /**
     * Hand queued events to listeners. Not re-entrant: a call made while delivering (a
     * listener wrote, or started a watch) returns at once and the outer loop picks up what
     * it queued, so each watcher's events stay in revision order.
     */
    private deliver;
    private compactTo;
    private eventAt;
    /** Resolve a requested read revision (0/undefined: latest) and check it is readable. */
    private readRevision;
    private assertOpen;
}
