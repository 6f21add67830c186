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
 * Memory: the store keeps the objects it is given (no copies). With the default key the
 * objects live in one map per namespace keyed by their own `metadata.name` string
 * (object-table.ts): no key string per object, and that map is the namespace index. Each
 * custom index keeps, per index value, a set of the objects themselves. Index values of a
 * stored object are recomputed from the object itself when it is replaced or removed, so
 * nothing else is kept per object.
 *
 * Ownership: objects handed to the store belong to it; objects returned by reads are the
 * cached instances and must be treated as read-only (copy before modifying).
 */
import type { KubeObject } from '../../meta/types.js';
import { KeyedTable, NamespacedTable, StoreKeyError, type ObjectTable } from './object-table.js';

export { StoreKeyError };

/** Computes the cache key of an object. */
export type KeyFunc<T> = (obj: T) => string;
/** Computes the values an object is indexed under (none: not indexed). */
export type IndexFunc<T> = (obj: T) => readonly string[];
/** Index name -> index function. */
export type Indexers<T> = Readonly<Record<string, IndexFunc<T>>>;

/** The built-in index of every informer store: `metadata.namespace`. */
export const NAMESPACE_INDEX = 'namespace';

/** A change the store made. `update` and `delete` carry the object that was cached before. */
/** Same object, not a new one under the same name (uids equal, or unknown on either side). */
export function sameIncarnation(a: KubeObject, b: KubeObject): boolean {
  const ua = a.metadata?.uid;
  const ub = b.metadata?.uid;
  return ua === undefined || ub === undefined || ua === ub;
}

export type StoreDelta<T> =
  | { readonly type: 'add'; readonly object: T }
  | { readonly type: 'update'; readonly object: T; readonly oldObject: T }
  | {
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

/** Raised for an unknown index name or a conflicting indexer. `code` is stable. */
export class IndexerError extends Error {
  readonly code = 'ERR_INDEXER' as const;

  constructor(message: string) {
    super(message);
    this.name = 'IndexerError';
  }
}

/** `namespace/` strings shared by every key of a namespace (bounded: past it keys are built as usual). */
const namespacePrefixes = new Map<string, string>();
const MAX_NAMESPACE_PREFIXES = 4096;

/**
 * `namespace/name`, or `name` for cluster-scoped objects (client-go's MetaNamespaceKeyFunc).
 * The `namespace/` part is one shared string per namespace: V8 then keeps a key as a small
 * pair of references to it and to the object's own name (a short prefix built per key is a
 * fresh copy; about 32 bytes per cached object).
 */
export function objectKey(obj: KubeObject): string {
  const name = obj.metadata?.name;
  if (!name) throw new StoreKeyError('object has no metadata.name', obj);
  const ns = obj.metadata?.namespace;
  if (!ns) return name;
  let prefix = namespacePrefixes.get(ns);
  if (prefix === undefined) {
    prefix = `${ns}/`;
    if (namespacePrefixes.size < MAX_NAMESPACE_PREFIXES) namespacePrefixes.set(ns, prefix);
  }
  return prefix + name;
}

/** Splits a key made by {@link objectKey}. */
export function splitObjectKey(key: string): { namespace: string; name: string } {
  const i = key.indexOf('/');
  return i < 0 ? { namespace: '', name: key } : { namespace: key.slice(0, i), name: key.slice(i + 1) };
}

/**
 * Index function of {@link NAMESPACE_INDEX}. Cluster-scoped objects are not indexed (that
 * would be one set holding every key for nothing).
 */
export function namespaceIndexFunc(obj: KubeObject): readonly string[] {
  const ns = obj.metadata?.namespace;
  return ns ? [ns] : [];
}

/** The read side of a store: what listers and handlers may use. */
export interface Indexer<T> {
  /** Number of cached objects. */
  readonly size: number;
  getByKey(key: string): T | undefined;
  /**
   * All cached objects. A new array; the objects are shared. No order is promised (with the
   * default key: grouped by namespace, insertion order within one).
   */
  list(): T[];
  /** The keys of `list()`, in the same order. */
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
export class Store<T extends KubeObject> implements Indexer<T> {
  private readonly table: ObjectTable<T>;
  /** Set with the default key: the table is the namespace index (NAMESPACE_INDEX is not in `indices`). */
  private readonly namespaced: NamespacedTable<T> | undefined;
  private readonly indexers = new Map<string, IndexFunc<T>>();
  /** index name -> index value -> the cached objects with that value */
  private readonly indices = new Map<string, Map<string, Set<T>>>();
  readonly keyFunc: KeyFunc<T>;

  constructor(options: StoreOptions<T> = {}) {
    this.keyFunc = options.keyFunc ?? objectKey;
    if (this.keyFunc === objectKey) {
      this.namespaced = new NamespacedTable<T>();
      this.table = this.namespaced;
    } else {
      this.namespaced = undefined;
      this.table = new KeyedTable<T>(this.keyFunc);
      this.indexers.set(NAMESPACE_INDEX, namespaceIndexFunc);
      this.indices.set(NAMESPACE_INDEX, new Map());
    }
    if (options.indexers) this.addIndexers(options.indexers);
  }

  get size(): number {
    return this.table.size;
  }

  /**
   * Adds indexes; existing objects are indexed at once. Throws IndexerError when a name
   * is already taken.
   */
  addIndexers(indexers: Indexers<T>): void {
    for (const name of Object.keys(indexers)) {
      if (name === NAMESPACE_INDEX || this.indexers.has(name)) {
        throw new IndexerError(`indexer conflict: ${JSON.stringify(name)} is already defined`);
      }
    }
    for (const [name, fn] of Object.entries(indexers)) {
      this.indexers.set(name, fn);
      const index = new Map<string, Set<T>>();
      this.indices.set(name, index);
      this.table.forEach((obj) => {
        for (const v of fn(obj)) addToIndex(index, v, obj);
      });
    }
  }

  getByKey(key: string): T | undefined {
    return this.table.getByKey(key);
  }

  /** The cached object with the same key as `obj`. */
  get(obj: T): T | undefined {
    return this.table.get(obj, this.table.slotOf(obj));
  }

  list(): T[] {
    return this.table.values();
  }

  listKeys(): string[] {
    return this.table.keys();
  }

  /**
   * Insert or replace by key. Returns the delta, or undefined when the cached object has
   * the same (non-empty) resourceVersion: it is the same object state, nothing changes.
   */
  upsert(obj: T): StoreDelta<T> | undefined {
    const slot = this.table.slotOf(obj);
    const old = this.table.get(obj, slot);
    if (old === undefined) {
      this.table.set(obj, slot);
      this.index(undefined, obj);
      return { type: 'add', object: obj };
    }
    if (sameResourceVersion(old, obj)) return undefined;
    this.table.set(obj, slot);
    this.index(old, obj);
    return { type: 'update', object: obj, oldObject: old };
  }

  /** Same as {@link upsert} (client-go's Add). */
  add(obj: T): StoreDelta<T> | undefined {
    return this.upsert(obj);
  }

  /** Same as {@link upsert} (client-go's Update). */
  update(obj: T): StoreDelta<T> | undefined {
    return this.upsert(obj);
  }

  /**
   * Removes the object with `obj`'s key. `obj` is taken as the final state and is what the
   * delta carries. Undefined when the key was not cached (nothing to report).
   */
  delete(obj: T): StoreDelta<T> | undefined {
    const slot = this.table.slotOf(obj);
    const old = this.table.get(obj, slot);
    if (old === undefined) return undefined;
    this.table.remove(old, slot);
    this.index(old, undefined);
    return { type: 'delete', object: obj, finalStateUnknown: false };
  }

  /** Removes a key; the delta carries the last cached object with `finalStateUnknown: true`. */
  deleteKey(key: string): StoreDelta<T> | undefined {
    const old = this.table.getByKey(key);
    if (old === undefined) return undefined;
    this.table.remove(old, this.table.slotOf(old));
    this.index(old, undefined);
    return { type: 'delete', object: old, finalStateUnknown: true };
  }

  /**
   * Makes the cache equal to `list` in one step and returns the exact deltas, in order:
   * `add`/`update` in list order, then `delete` for every cached key absent from `list`.
   * An object whose resourceVersion equals the cached one is not an update; the cached
   * instance is kept (so handlers keep seeing the instance they were given). A key
   * repeated in `list` is applied in order (the last occurrence wins). `onKeyError` receives
   * objects that cannot be keyed (they are skipped); without it such an object throws
   * before anything is changed.
   */
  replace(list: readonly T[], onKeyError?: (err: StoreKeyError) => void): StoreDelta<T>[] {
    // Key everything first so that a bad object cannot leave a half-applied replace.
    const slots: (string | undefined)[] = new Array<string | undefined>(list.length);
    for (let i = 0; i < list.length; i++) {
      try {
        slots[i] = this.table.slotOf(list[i] as T);
      } catch (err) {
        const keyErr = err instanceof StoreKeyError ? err : new StoreKeyError(String(err), list[i]);
        if (!onKeyError) throw keyErr;
        onKeyError(keyErr);
      }
    }
    const deltas: StoreDelta<T>[] = [];
    // The cached instances of the keys in `list` (the rest is deleted below). An empty store
    // (the initial sync) has nothing to delete, and 50,000 objects are then not hashed into
    // a set for nothing.
    const kept = this.table.size > 0 ? new Set<T>() : undefined;
    for (let i = 0; i < list.length; i++) {
      const slot = slots[i];
      if (slot === undefined) continue;
      const obj = list[i] as T;
      const old = this.table.get(obj, slot);
      if (old === undefined) {
        this.table.set(obj, slot);
        this.index(undefined, obj);
        deltas.push({ type: 'add', object: obj });
      } else if (!sameIncarnation(old, obj)) {
        // Deleted and re-created under the same name while we were not watching: the old
        // object's deletion was missed, so report it, then the new object as an add.
        this.table.set(obj, slot);
        this.index(old, obj);
        deltas.push({ type: 'delete', object: old, finalStateUnknown: true }, { type: 'add', object: obj });
      } else if (!sameResourceVersion(old, obj)) {
        this.table.set(obj, slot);
        this.index(old, obj);
        deltas.push({ type: 'update', object: obj, oldObject: old });
      } else {
        kept?.add(old);
        continue;
      }
      // `old` (if any) left the cache: a key repeated in `list` must not count twice.
      if (old !== undefined) kept?.delete(old);
      kept?.add(obj);
    }
    if (kept !== undefined && kept.size < this.table.size) {
      const gone: T[] = [];
      this.table.forEach((obj) => {
        if (!kept.has(obj)) gone.push(obj);
      });
      for (const old of gone) {
        this.table.remove(old, this.table.slotOf(old));
        this.index(old, undefined);
        deltas.push({ type: 'delete', object: old, finalStateUnknown: true });
      }
    }
    return deltas;
  }

  byIndex(indexName: string, value: string): T[] {
    if (this.namespaced !== undefined && indexName === NAMESPACE_INDEX) return this.namespaced.inNamespace(value);
    const set = this.indexFor(indexName).get(value);
    return set ? Array.from(set) : [];
  }

  indexKeys(indexName: string, value: string): string[] {
    if (this.namespaced !== undefined && indexName === NAMESPACE_INDEX) return this.namespaced.keysInNamespace(value);
    const set = this.indexFor(indexName).get(value);
    return set ? Array.from(set, (obj) => this.table.keyOf(obj)) : [];
  }

  listIndexValues(indexName: string): string[] {
    if (this.namespaced !== undefined && indexName === NAMESPACE_INDEX) return this.namespaced.namespaceNames();
    return Array.from(this.indexFor(indexName).keys());
  }

  indexNames(): string[] {
    const names = Array.from(this.indexers.keys());
    return this.namespaced !== undefined ? [NAMESPACE_INDEX, ...names] : names;
  }

  private indexFor(indexName: string): Map<string, Set<T>> {
    const index = this.indices.get(indexName);
    if (!index) throw new IndexerError(`index with name ${JSON.stringify(indexName)} does not exist`);
    return index;
  }

  /**
   * Moves the index entries of `oldObj` (leaving the cache) to `newObj` (entering it under
   * the same key). Index sets hold the objects themselves, so no key string is kept.
   */
  private index(oldObj: T | undefined, newObj: T | undefined): void {
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<T>>;
      const newValues = newObj === undefined ? EMPTY : fn(newObj);
      if (oldObj !== undefined) {
        for (const v of fn(oldObj)) {
          const set = index.get(v);
          if (!set) continue;
          set.delete(oldObj);
          if (set.size === 0 && !newValues.includes(v)) index.delete(v);
        }
      }
      if (newObj !== undefined) for (const v of newValues) addToIndex(index, v, newObj);
    }
  }
}

const EMPTY: readonly string[] = [];

function addToIndex<T>(index: Map<string, Set<T>>, value: string, obj: T): void {
  let set = index.get(value);
  if (!set) {
    set = new Set();
    index.set(value, set);
  }
  set.add(obj);
}

/**
 * Same object state: both carry the same non-empty resourceVersion. resourceVersions are
 * opaque; only equality is meaningful.
 */
export function sameResourceVersion(a: KubeObject, b: KubeObject): boolean {
  const ra = a.metadata?.resourceVersion;
  return !!ra && ra === b.metadata?.resourceVersion;
}
