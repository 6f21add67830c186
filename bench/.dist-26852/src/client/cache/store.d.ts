/**
 * The informer cache: objects keyed by `namespace/name` (or `name` when cluster-scoped),
 * with secondary indexes (client-go's `cache.Store` + `Indexer` + `threadSafeStore`).
 *
 * Every mutation returns the exact change it made (a {@link StoreDelta}), so the caller can
 * notify without diffing again: `replace` compares the new list with the cache by key and
 * resourceVersion and reports `add` for new keys, `update` only for objects whose
 * resourceVersion changed, `delete` (with the last known object and
 * `finalStateUnknown: true`) for keys that are gone, and `delete` then `add` for a key whose
 * object was replaced by a new one (different uid) in between.
 *
 * Memory: the store keeps the objects it is given (no copies) and, per index, one set of
 * keys per index value. Index values of a stored object are recomputed from the object
 * itself when it is replaced or removed, so nothing else is kept per object.
 *
 * Ownership: objects handed to the store belong to it; objects returned by reads are the
 * cached instances and must be treated as read-only (copy before modifying).
 */
import type { KubeObject } from '../../meta/types.js';
/** Computes the cache key of an object. */
export type KeyFunc<T> = (obj: T) => string;
/** Computes the values an object is indexed under (none: not indexed). */
export type IndexFunc<T> = (obj: T) => readonly string[];
/** Index name -> index function. */
export type Indexers<T> = Readonly<Record<string, IndexFunc<T>>>;
/** The built-in index of every informer store: `metadata.namespace`. */
export declare const NAMESPACE_INDEX = "namespace";
/** A change the store made. `update` and `delete` carry the object that was cached before. */
/** Same object, not a new one under the same name (uids equal, or unknown on either side). */
export declare function sameIncarnation(a: KubeObject, b: KubeObject): boolean;
export type StoreDelta<T> = {
    readonly type: 'add';
    readonly object: T;
} | {
    readonly type: 'update';
    readonly object: T;
    readonly oldObject: T;
} | {
    readonly type: 'delete';
    /** The final state when known (watch DELETED), else the last cached object. */
    readonly object: T;
    /**
     * True when the deletion was inferred (the key was missing from a relist) rather
     * than observed: the object may have changed between `object` and its deletion
     * (client-go's `DeletedFinalStateUnknown`).
     */
    readonly finalStateUnknown: boolean;
};
/** Raised for an object the store cannot key (no metadata.name). `code` is stable. */
export declare class StoreKeyError extends Error {
    readonly code: "ERR_STORE_KEY";
    readonly object: unknown;
    constructor(message: string, object: unknown);
}
/** Raised for an unknown index name or a conflicting indexer. `code` is stable. */
export declare class IndexerError extends Error {
    readonly code: "ERR_INDEXER";
    constructor(message: string);
}
/** `namespace/name`, or `name` for cluster-scoped objects (client-go's MetaNamespaceKeyFunc). */
export declare function objectKey(obj: KubeObject): string;
/** Splits a key made by {@link objectKey}. */
export declare function splitObjectKey(key: string): {
    namespace: string;
    name: string;
};
/**
 * Index function of {@link NAMESPACE_INDEX}. Cluster-scoped objects are not indexed (that
 * would be one set holding every key for nothing).
 */
export declare function namespaceIndexFunc(obj: KubeObject): readonly string[];
/** The read side of a store: what listers and handlers may use. */
export interface Indexer<T> {
    /** Number of cached objects. */
    readonly size: number;
    getByKey(key: string): T | undefined;
    /** All cached objects, in insertion order of their keys. A new array; the objects are shared. */
    list(): T[];
    listKeys(): string[];
    /** Objects whose index function returned `value` for `indexName`. Throws IndexerError for an unknown index. */
    byIndex(indexName: string, value: string): T[];
    /** Keys of the objects in `byIndex(indexName, value)`. */
    indexKeys(indexName: string, value: string): string[];
    /** The values present in an index. */
    listIndexValues(indexName: string): string[];
    indexNames(): string[];
}
export interface StoreOptions<T> {
    /** Default {@link objectKey}. */
    readonly keyFunc?: KeyFunc<T>;
    /** Secondary indexes. {@link NAMESPACE_INDEX} is always present and cannot be redefined. */
    readonly indexers?: Indexers<T>;
}
/**
 * In-memory keyed store with indexes. Single-threaded by construction (JavaScript): every
 * method runs to completion, so `replace` is atomic for readers.
 */
export declare class Store<T extends KubeObject> implements Indexer<T> {
    private readonly items;
    private readonly indexers;
    /** index name -> index value -> keys */
    private readonly indices;
    readonly keyFunc: KeyFunc<T>;
    constructor(options?: StoreOptions<T>);
    get size(): number;
    /**
     * Adds indexes; existing objects are indexed at once. Throws IndexerError when a name
     * is already taken.
     */
    addIndexers(indexers: Indexers<T>): void;
    getByKey(key: string): T | undefined;
    /** The cached object with the same key as `obj`. */
    get(obj: T): T | undefined;
    list(): T[];
    listKeys(): string[];
    /**
     * Insert or replace by key. Returns the delta, or undefined when the cached object has
     * the same (non-empty) resourceVersion: it is the same object state, nothing changes.
     */
    upsert(obj: T): StoreDelta<T> | undefined;
    /** Same as {@link upsert} (client-go's Add). */
    add(obj: T): StoreDelta<T> | undefined;
    /** Same as {@link upsert} (client-go's Update). */
    update(obj: T): StoreDelta<T> | undefined;
    /**
     * Removes the object with `obj`'s key. `obj` is taken as the final state and is what the
     * delta carries. Undefined when the key was not cached (nothing to report).
     */
    delete(obj: T): StoreDelta<T> | undefined;
    /** Removes a key; the delta carries the last cached object with `finalStateUnknown: true`. */
    deleteKey(key: string): StoreDelta<T> | undefined;
    /**
     * Makes the cache equal to `list` in one step and returns the exact deltas, in order:
     * `add`/`update` in list order, then `delete` for every cached key absent from `list`.
     * An object whose resourceVersion equals the cached one is not an update; the cached
     * instance is kept (so handlers keep seeing the instance they were given). A key
     * repeated in `list` is applied in order (the last occurrence wins). `onKeyError` receives
     * objects that cannot be keyed (they are skipped); without it such an object throws
     * before anything is changed.
     */
    replace(list: readonly T[], onKeyError?: (err: StoreKeyError) => void): StoreDelta<T>[];
    byIndex(indexName: string, value: string): T[];
    indexKeys(indexName: string, value: string): string[];
    listIndexValues(indexName: string): string[];
    indexNames(): string[];
    private indexFor;
    /** Moves `key` from the index values of `oldObj` to those of `newObj`. */
    private index;
}
/**
 * Same object state: both carry the same non-empty resourceVersion. resourceVersions are
 * opaque; only equality is meaningful.
 */
export declare function sameResourceVersion(a: KubeObject, b: KubeObject): boolean;
