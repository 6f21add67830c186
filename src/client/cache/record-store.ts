/**
 * The compact informer cache (`createInformer({ cache: 'compact' })`): the store of
 * store.ts with each object kept as a compact record (record-codec.ts) instead of the
 * decoded object, keyed by the default key (`namespace/name`).
 *
 * Layout: namespace -> name -> record, one map per namespace (as object-table.ts's
 * NamespacedTable, which is also the namespace index). Custom indexes keep, per index
 * value, the set of `namespace/name` keys.
 *
 * Reads (the {@link Indexer} side) decode: every object returned is a new one, private to
 * the caller; equal content, never the same instance twice.
 *
 * Changes are returned as {@link RecordChange}s. A change carries the records, and the
 * object the store was given (or decoded while deciding) when there is one: that instance
 * is referenced by nothing else, so the informer hands it to one receiver and decodes
 * copies for the others (cache-backend.ts).
 *
 * The decisions are those of store.ts: an object whose record is identical to the cached
 * one with a non-empty resourceVersion is the same state; otherwise the cached record's
 * `uid` and `resourceVersion` are read from the record (no decode) and compared as
 * `sameIncarnation` / `sameResourceVersion` compare objects.
 */
import type { KubeObject } from '../../meta/types.js';
import { RecordCodec } from './record-codec.js';
import { StoreKeyError } from './object-table.js';
import { IndexerError, NAMESPACE_INDEX, objectKey, sameResourceVersion, type IndexFunc, type Indexer, type Indexers } from './store.js';

/** A change the compact store made. `object` / `oldObject`: private instances when present. */
export type RecordChange<T> =
  | { readonly type: 'add'; readonly record: string; readonly object: T | undefined }
  | {
      readonly type: 'update';
      readonly record: string;
      readonly object: T | undefined;
      readonly oldRecord: string;
      readonly oldObject: T | undefined;
    }
  | {
      readonly type: 'delete';
      /** The final state's record (the watch's object, or the last cached record). */
      readonly record: string;
      readonly object: T | undefined;
      readonly finalStateUnknown: boolean;
    }
  /** A cached object re-delivered as an update (resync, or `add` for a new listener: `type` says which). */
  | { readonly type: 'resync' | 'snapshot'; readonly record: string };

interface Prepared {
  readonly namespace: string;
  readonly name: string;
  readonly record: string;
}

/**
 * A list item made ready for {@link RecordStore.replaceCollected} as soon as it arrives: its
 * key and record, and the object itself only when kept (see {@link RecordStore.collect}).
 */
export interface CollectedRecord<T> extends Prepared {
  readonly object: T | undefined;
  readonly error?: undefined;
}

/** A list item that cannot be cached (no name, or a value the record cannot hold). */
export interface RejectedItem {
  readonly error: Error;
}

export type CollectedItem<T> = CollectedRecord<T> | RejectedItem;

export class RecordStore<T extends KubeObject> implements Indexer<T> {
  private readonly codec = new RecordCodec();
  private readonly namespaces = new Map<string, Map<string, string>>();
  private count = 0;
  private readonly indexers: [string, IndexFunc<T>][] = [];
  /** index name -> index value -> keys (`namespace/name`) of the cached objects with that value */
  private readonly indices = new Map<string, Map<string, Set<string>>>();

  constructor(indexers: Indexers<T> = {}) {
    for (const [name, fn] of Object.entries(indexers)) {
      if (name === NAMESPACE_INDEX) throw new IndexerError(`indexer conflict: ${JSON.stringify(name)} is built in`);
      this.indexers.push([name, fn]);
      this.indices.set(name, new Map());
    }
  }

  get size(): number {
    return this.count;
  }

  /** A new object equal to the one `record` was made from. */
  decode(record: string): T {
    return this.codec.decode(record) as T;
  }

  /**
   * Insert or replace by key; undefined when the cached state has the same resourceVersion.
   * `decodeOld`: an update's old object will be needed (the informer has receivers), so it is
   * decoded here and compared as an object (no separate `readMeta` of the old record).
   */
  upsert(obj: T, decodeOld = false): RecordChange<T> | undefined {
    const p = this.prepare(obj);
    const old = this.namespaces.get(p.namespace)?.get(p.name);
    if (old === undefined) {
      this.set(p);
      this.index(undefined, obj, p);
      return { type: 'add', record: p.record, object: obj };
    }
    let oldObject: T | undefined;
    if (old === p.record && obj.metadata?.resourceVersion) return undefined;
    if (decodeOld || this.indexers.length > 0) {
      oldObject = this.decode(old);
      if (sameResourceVersion(oldObject, obj)) return undefined;
    } else if (this.sameState(old, obj, p.record)) {
      return undefined;
    }
    this.set(p);
    this.index(oldObject, obj, p);
    return { type: 'update', record: p.record, object: obj, oldRecord: old, oldObject };
  }

  /** Removes `obj`'s key; the change carries `obj` as the final state. */
  delete(obj: T): RecordChange<T> | undefined {
    const namespace = obj.metadata?.namespace || '';
    const name = obj.metadata?.name;
    if (!name) throw new StoreKeyError('object has no metadata.name', obj);
    const old = this.namespaces.get(namespace)?.get(name);
    if (old === undefined) return undefined;
    this.remove(namespace, name, old);
    // Copies of the final state for other receivers come from its record; a final state the
    // codec refuses still deletes the key, and its copies are the last cached state.
    let record = old;
    try {
      record = this.codec.encode(obj);
    } catch {
      // kept: old
    }
    return { type: 'delete', record, object: obj, finalStateUnknown: false };
  }

  /**
   * Encodes a list item ahead of {@link replaceCollected} (the reflector's `collectItem`), so
   * that the decoded object can be dropped at once. `keepObject`: keep it anyway, for the
   * first receiver of its change (the informer has receivers); it is always kept when the
   * store has indexers (their values are computed from the object being stored).
   */
  collect(obj: T, keepObject: boolean): CollectedItem<T> {
    try {
      const name = obj.metadata?.name;
      if (!name) throw new StoreKeyError('object has no metadata.name', obj);
      return {
        namespace: obj.metadata?.namespace || '',
        name,
        record: this.codec.encode(obj),
        object: keepObject || this.indexers.length > 0 ? obj : undefined,
      };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }

  /**
   * Makes the cache equal to `list` (store.ts `Store.replace`, same deltas in the same order).
   * Objects that cannot be keyed or encoded go to `onError` and are skipped; without it the
   * first one throws before anything changes.
   */
  replace(list: readonly T[], onError?: (err: Error) => void): RecordChange<T>[] {
    return this.replaceCollected(
      list.map((obj) => this.collect(obj, true)),
      onError,
    );
  }

  /** {@link replace} of items already {@link collect}ed. */
  replaceCollected(items: readonly CollectedItem<T>[], onError?: (err: Error) => void): RecordChange<T>[] {
    // The strings seen once in a list are the unique ones: not kept for the next window.
    this.codec.endBatch();
    for (const item of items) {
      if (item.error === undefined) continue;
      if (!onError) throw item.error;
      onError(item.error);
    }
    const changes: RecordChange<T>[] = [];
    // The records kept under the keys of `list` (the rest is deleted below). Records are
    // distinct per key (each holds its own name and namespace). Empty store: nothing to delete.
    const kept = this.count > 0 ? new Set<string>() : undefined;
    for (const p of items) {
      if (p.error !== undefined) continue;
      const obj = p.object;
      const old = this.namespaces.get(p.namespace)?.get(p.name);
      if (old === undefined) {
        this.set(p);
        this.index(undefined, obj, p);
        changes.push({ type: 'add', record: p.record, object: obj });
      } else {
        const meta = old === p.record ? undefined : this.codec.readMeta(old);
        const uid = meta === undefined ? undefined : this.codec.readMeta(p.record).uid;
        if (meta !== undefined && meta.uid !== undefined && uid !== undefined && meta.uid !== uid) {
          // Re-created under the same name while we were not watching (store.ts replace).
          this.set(p);
          const oldObject = this.decode(old);
          this.index(oldObject, obj, p);
          changes.push(
            { type: 'delete', record: old, object: oldObject, finalStateUnknown: true },
            { type: 'add', record: p.record, object: obj },
          );
        } else if (!this.sameRecordState(old, p.record)) {
          this.set(p);
          const oldObject = this.indexers.length > 0 ? this.decode(old) : undefined;
          this.index(oldObject, obj, p);
          changes.push({ type: 'update', record: p.record, object: obj, oldRecord: old, oldObject });
        } else {
          kept?.add(old);
          continue;
        }
        kept?.delete(old);
      }
      kept?.add(p.record);
    }
    if (kept !== undefined && kept.size < this.count) {
      const gone: [string, string, string][] = [];
      for (const [namespace, names] of this.namespaces) {
        for (const [name, record] of names) if (!kept.has(record)) gone.push([namespace, name, record]);
      }
      for (const [namespace, name, record] of gone) {
        this.remove(namespace, name, record);
        changes.push({ type: 'delete', record, object: undefined, finalStateUnknown: true });
      }
    }
    return changes;
  }

  /** Every cached record (grouped by namespace, insertion order within one). */
  records(): string[] {
    const out: string[] = [];
    for (const names of this.namespaces.values()) for (const record of names.values()) out.push(record);
    return out;
  }

  // --- Indexer: reads decode ---

  getByKey(key: string): T | undefined {
    const record = this.recordByKey(key);
    return record === undefined ? undefined : this.decode(record);
  }

  list(): T[] {
    const out: T[] = [];
    for (const names of this.namespaces.values()) for (const record of names.values()) out.push(this.decode(record));
    return out;
  }

  listKeys(): string[] {
    const out: string[] = [];
    for (const [ns, names] of this.namespaces) {
      const prefix = ns ? `${ns}/` : '';
      for (const name of names.keys()) out.push(prefix + name);
    }
    return out;
  }

  byIndex(indexName: string, value: string): T[] {
    if (indexName === NAMESPACE_INDEX) {
      const names = value ? this.namespaces.get(value) : undefined;
      return names ? Array.from(names.values(), (record) => this.decode(record)) : [];
    }
    const keys = this.indexFor(indexName).get(value);
    if (!keys) return [];
    const out: T[] = [];
    for (const key of keys) {
      const record = this.recordByKey(key);
      if (record !== undefined) out.push(this.decode(record));
    }
    return out;
  }

  indexKeys(indexName: string, value: string): string[] {
    if (indexName === NAMESPACE_INDEX) {
      const names = value ? this.namespaces.get(value) : undefined;
      return names ? Array.from(names.keys(), (name) => `${value}/${name}`) : [];
    }
    const keys = this.indexFor(indexName).get(value);
    return keys ? Array.from(keys) : [];
  }

  listIndexValues(indexName: string): string[] {
    if (indexName === NAMESPACE_INDEX) return Array.from(this.namespaces.keys()).filter((ns) => ns !== '');
    return Array.from(this.indexFor(indexName).keys());
  }

  indexNames(): string[] {
    return [NAMESPACE_INDEX, ...this.indexers.map(([name]) => name)];
  }

  // --- internals ---

  /** Key and record of `obj`; throws StoreKeyError or RecordEncodeError. */
  private prepare(obj: T): Prepared {
    const name = obj.metadata?.name;
    if (!name) throw new StoreKeyError('object has no metadata.name', obj);
    return { namespace: obj.metadata?.namespace || '', name, record: this.codec.encode(obj) };
  }

  /** store.ts `sameResourceVersion(old, obj)`, both as records. */
  private sameRecordState(old: string, record: string): boolean {
    const rv = this.codec.readMeta(record).resourceVersion;
    if (!rv) return false;
    if (old === record) return true;
    return this.codec.readMeta(old).resourceVersion === rv;
  }

  /** store.ts `sameResourceVersion(old, obj)`, with `old` a record. */
  private sameState(old: string, obj: T, record: string): boolean {
    const rv = obj.metadata?.resourceVersion;
    if (!rv) return false;
    // An identical record holds the same resourceVersion.
    if (old === record) return true;
    return this.codec.readMeta(old).resourceVersion === rv;
  }

  /** See object-table.ts NamespacedTable.getByKey (same key rules). */
  private recordByKey(key: string): string | undefined {
    const i = key.indexOf('/');
    if (i < 0) return this.namespaces.get('')?.get(key);
    return this.namespaces.get(key.slice(0, i))?.get(key.slice(i + 1)) ?? this.namespaces.get('')?.get(key);
  }

  private set(p: Prepared): void {
    let names = this.namespaces.get(p.namespace);
    if (names === undefined) {
      names = new Map();
      this.namespaces.set(p.namespace, names);
    }
    const before = names.size;
    names.set(p.name, p.record);
    this.count += names.size - before;
  }

  private remove(namespace: string, name: string, record: string): void {
    const names = this.namespaces.get(namespace);
    if (names === undefined || !names.delete(name)) return;
    this.count--;
    if (names.size === 0) this.namespaces.delete(namespace);
    if (this.indexers.length > 0) this.index(this.decode(record), undefined, undefined);
  }

  /**
   * Moves index entries from the state leaving the cache (decoded from its record) to the one
   * entering it (computed from the object being stored).
   */
  private index(oldObj: T | undefined, newObj: T | undefined, p: Prepared | undefined): void {
    if (this.indexers.length === 0) return;
    const oldKey = oldObj === undefined ? undefined : objectKey(oldObj);
    const newKey = p === undefined ? undefined : p.namespace ? `${p.namespace}/${p.name}` : p.name;
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<string>>;
      const newValues = newObj === undefined ? [] : fn(newObj);
      if (oldObj !== undefined && oldKey !== undefined) {
        for (const v of fn(oldObj)) {
          const set = index.get(v);
          if (!set) continue;
          set.delete(oldKey);
          if (set.size === 0 && !newValues.includes(v)) index.delete(v);
        }
      }
      if (newKey !== undefined) {
        for (const v of newValues) {
          let set = index.get(v);
          if (!set) {
            set = new Set();
            index.set(v, set);
          }
          set.add(newKey);
        }
      }
    }
  }

  private indexFor(indexName: string): Map<string, Set<string>> {
    const index = this.indices.get(indexName);
    if (!index) throw new IndexerError(`index with name ${JSON.stringify(indexName)} does not exist`);
    return index;
  }
}
