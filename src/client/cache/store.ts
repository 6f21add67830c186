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

/** Raised for an object the store cannot key (no metadata.name). `code` is stable. */
export class StoreKeyError extends Error {
  readonly code = 'ERR_STORE_KEY' as const;
  readonly object: unknown;

  constructor(message: string, object: unknown) {
    super(message);
    this.name = 'StoreKeyError';
    this.object = object;
  }
}

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
export class Store<T extends KubeObject> implements Indexer<T> {
  private readonly items = new Map<string, T>();
  private readonly indexers = new Map<string, IndexFunc<T>>();
  /** index name -> index value -> keys */
  private readonly indices = new Map<string, Map<string, Set<string>>>();
  readonly keyFunc: KeyFunc<T>;

  constructor(options: StoreOptions<T> = {}) {
    this.keyFunc = options.keyFunc ?? objectKey;
    this.indexers.set(NAMESPACE_INDEX, namespaceIndexFunc);
    this.indices.set(NAMESPACE_INDEX, new Map());
    if (options.indexers) this.addIndexers(options.indexers);
  }

  get size(): number {
    return this.items.size;
  }

  /**
   * Adds indexes; existing objects are indexed at once. Throws IndexerError when a name
   * is already taken.
   */
  addIndexers(indexers: Indexers<T>): void {
    for (const name of Object.keys(indexers)) {
      if (this.indexers.has(name)) throw new IndexerError(`indexer conflict: ${JSON.stringify(name)} is already defined`);
    }
    for (const [name, fn] of Object.entries(indexers)) {
      this.indexers.set(name, fn);
      const index = new Map<string, Set<string>>();
      this.indices.set(name, index);
      for (const [key, obj] of this.items) addToIndex(index, fn(obj), key);
    }
  }

  getByKey(key: string): T | undefined {
    return this.items.get(key);
  }

  /** The cached object with the same key as `obj`. */
  get(obj: T): T | undefined {
    return this.items.get(this.keyFunc(obj));
  }

  list(): T[] {
    return Array.from(this.items.values());
  }

  listKeys(): string[] {
    return Array.from(this.items.keys());
  }

  /**
   * Insert or replace by key. Returns the delta, or undefined when the cached object has
   * the same (non-empty) resourceVersion: it is the same object state, nothing changes.
   */
  upsert(obj: T): StoreDelta<T> | undefined {
    const key = this.keyFunc(obj);
    const old = this.items.get(key);
    if (old === undefined) {
      this.items.set(key, obj);
      this.index(key, undefined, obj);
      return { type: 'add', object: obj };
    }
    if (sameResourceVersion(old, obj)) return undefined;
    this.items.set(key, obj);
    this.index(key, old, obj);
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
    const key = this.keyFunc(obj);
    const old = this.items.get(key);
    if (old === undefined) return undefined;
    this.items.delete(key);
    this.index(key, old, undefined);
    return { type: 'delete', object: obj, finalStateUnknown: false };
  }

  /** Removes a key; the delta carries the last cached object with `finalStateUnknown: true`. */
  deleteKey(key: string): StoreDelta<T> | undefined {
    const old = this.items.get(key);
    if (old === undefined) return undefined;
    this.items.delete(key);
    this.index(key, old, undefined);
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
    const keys: (string | undefined)[] = new Array<string | undefined>(list.length);
    for (let i = 0; i < list.length; i++) {
      try {
        keys[i] = this.keyFunc(list[i] as T);
      } catch (err) {
        const keyErr = err instanceof StoreKeyError ? err : new StoreKeyError(String(err), list[i]);
        if (!onKeyError) throw keyErr;
        onKeyError(keyErr);
      }
    }
    const deltas: StoreDelta<T>[] = [];
    // Keys absent from `list` are deleted below; an empty store (the initial sync) has none,
    // and 50,000 keys are then not hashed into a set for nothing.
    const seen = this.items.size > 0 ? new Set<string>() : undefined;
    for (let i = 0; i < list.length; i++) {
      const key = keys[i];
      if (key === undefined) continue;
      const obj = list[i] as T;
      seen?.add(key);
      const old = this.items.get(key);
      if (old === undefined) {
        this.items.set(key, obj);
        this.index(key, undefined, obj);
        deltas.push({ type: 'add', object: obj });
      } else if (!sameIncarnation(old, obj)) {
        // Deleted and re-created under the same name while we were not watching: the old
        // object's deletion was missed, so report it, then the new object as an add.
        this.items.set(key, obj);
        this.index(key, old, obj);
        deltas.push({ type: 'delete', object: old, finalStateUnknown: true }, { type: 'add', object: obj });
      } else if (!sameResourceVersion(old, obj)) {
        this.items.set(key, obj);
        this.index(key, old, obj);
        deltas.push({ type: 'update', object: obj, oldObject: old });
      }
    }
    if (seen !== undefined && seen.size < this.items.size) {
      for (const [key, old] of this.items) {
        if (seen.has(key)) continue;
        this.items.delete(key);
        this.index(key, old, undefined);
        deltas.push({ type: 'delete', object: old, finalStateUnknown: true });
      }
    }
    return deltas;
  }

  byIndex(indexName: string, value: string): T[] {
    const set = this.indexFor(indexName).get(value);
    if (!set) return [];
    const out: T[] = [];
    for (const key of set) {
      const obj = this.items.get(key);
      if (obj !== undefined) out.push(obj);
    }
    return out;
  }

  indexKeys(indexName: string, value: string): string[] {
    const set = this.indexFor(indexName).get(value);
    return set ? Array.from(set) : [];
  }

  listIndexValues(indexName: string): string[] {
    return Array.from(this.indexFor(indexName).keys());
  }

  indexNames(): string[] {
    return Array.from(this.indexers.keys());
  }

  private indexFor(indexName: string): Map<string, Set<string>> {
    const index = this.indices.get(indexName);
    if (!index) throw new IndexerError(`index with name ${JSON.stringify(indexName)} does not exist`);
    return index;
  }

  /** Moves `key` from the index values of `oldObj` to those of `newObj`. */
  private index(key: string, oldObj: T | undefined, newObj: T | undefined): void {
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<string>>;
      const oldValues = oldObj === undefined ? EMPTY : fn(oldObj);
      const newValues = newObj === undefined ? EMPTY : fn(newObj);
      // The common case (value unchanged) touches nothing.
      if (oldValues.length === 1 && newValues.length === 1 && oldValues[0] === newValues[0]) continue;
      for (const v of oldValues) {
        if (newValues.includes(v)) continue;
        const set = index.get(v);
        if (!set) continue;
        set.delete(key);
        if (set.size === 0) index.delete(v);
      }
      for (const v of newValues) {
        if (oldValues.includes(v)) continue;
        addKey(index, v, key);
      }
    }
  }
}

const EMPTY: readonly string[] = [];

function addToIndex(index: Map<string, Set<string>>, values: readonly string[], key: string): void {
  for (const v of values) addKey(index, v, key);
}

function addKey(index: Map<string, Set<string>>, value: string, key: string): void {
  let set = index.get(value);
  if (!set) {
    set = new Set();
    index.set(value, set);
  }
  set.add(key);
}

/**
 * Same object state: both carry the same non-empty resourceVersion. resourceVersions are
 * opaque; only equality is meaningful.
 */
export function sameResourceVersion(a: KubeObject, b: KubeObject): boolean {
  const ra = a.metadata?.resourceVersion;
  return !!ra && ra === b.metadata?.resourceVersion;
}
